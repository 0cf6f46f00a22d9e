// Tensor Unit passes: `ctx.main.begin(x.view())` through the stream steps
// (fetch, switch, collect, align, contract, accumulate, vector_*, cast,
// transpose) to the sink (commit, commit_view, to_trf, to_vrf).
#include <algorithm>

#include <fmt/format.h>

#include "kernel/elaborator.h"
#include "mapping/mapping.h"
#include "sequencer/fetch.h"
#include "vector/chain.h"

namespace tcpwb::kernel::detail {

using diag::Diagnostic;

namespace {

constexpr std::string_view kStreamMethods =
    "fetch, switch, collect, align, contract, accumulate, vector_*, cast, transpose, commit, commit_view, to_trf, to_vrf";

bool isFloat(tensor::DType d) { return tensor::info(d).isFloat; }

std::optional<vector::Scalar> scalarOf(std::optional<tensor::DType> d) {
    if (d == tensor::DType::I32) return vector::Scalar::I32;
    if (d == tensor::DType::F32) return vector::Scalar::F32;
    return std::nullopt;
}

}  // namespace

Step Elaborator::stepAt(const ast::Expr& e, StepKind kind) const {
    Step s;
    s.kind = kind;
    s.at = sourceSpan({e.nameSpan.offset, e.span.end() - e.nameSpan.offset});
    return s;
}

std::string Elaborator::argText(const ast::Expr& arg) const { return vector::trim(textOf(arg.span)); }

// ---- views ---------------------------------------------------------------------------

Value Elaborator::viewMethod(const ast::Expr& e, const Value& receiver) {
    Value v = receiver;
    v.span = e.span;
    const Tensor& t = program_.tensors[receiver.tensor];
    std::string call(textOf({e.nameSpan.offset, e.span.end() - e.nameSpan.offset}));
    if (e.name == "view") {
        expectArgs(e, 0, "view()");
        return v;
    }
    if (e.name == "tile") {
        // tile::<Dimension, size, TileMapping>(index): the view's layout is the tile mapping.
        expectGenerics(e, {3}, "tile::<Dimension, size, TileMapping>(index)");
        expectArgs(e, 1, "tile::<Dimension, size, TileMapping>(index)");
        mappingArg(*e.generics[0]);
        if (e.generics[1]->kind != ast::Type::Kind::Const)
            fail(e.generics[1]->span, "type_mismatch", "tile's second type argument is the tile size, an integer");
        evalInt(*e.children[1]);
        v.view = mappingArg(*e.generics[2]);
        v.viewCall = call;
        return v;
    }
    if (e.name == "slice") {
        // slice(Axis, lo..hi): every occurrence of the axis in the element mapping
        // becomes `(Axis @ lo = hi - lo)`, the positions lo..hi of that axis.
        expectArgs(e, 2, "slice(Axis, begin..end)");
        const ast::Expr& axisExpr = *e.children[1];
        const ast::Expr& range = *e.children[2];
        if (axisExpr.kind != ast::Expr::Kind::Path || axisExpr.path.size() != 1)
            fail(axisExpr.span, "type_mismatch", "slice's first argument is an axis name");
        const std::string& axis = axisExpr.path[0];
        auto id = program_.axes.find(axis);
        if (!id) fail(axisExpr.span, "unknown_name", fmt::format("`{}` is not a declared axis ({})", axis, program_.axes.toString()));
        if (range.kind != ast::Expr::Kind::Range || !range.children[0] || !range.children[1] || range.name != "..")
            fail(range.span, "type_mismatch", "slice's second argument is a range `begin..end`");
        u64 lo = evalInt(*range.children[0]);
        u64 hi = evalInt(*range.children[1]);
        u64 size = program_.axes[*id].size;
        if (lo >= hi || hi > size)
            fail(range.span, "invalid_constant",
                 fmt::format("the range {}..{} is empty or runs past axis {} (size {})", lo, hi, axis, size));
        std::string replacement = "(" + axis + (lo ? fmt::format(" @ {}", lo) : std::string()) +
                                  (hi < size ? fmt::format(" = {}", hi - lo) : std::string()) + ")";
        const std::string& base = receiver.view ? receiver.view->text : t.mappings.back().text;
        std::string out;
        for (std::size_t i = 0; i < base.size();) {
            auto identChar = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '\''; };
            if (identChar(base[i]) && (i == 0 || !identChar(base[i - 1]))) {
                std::size_t j = i;
                while (j < base.size() && identChar(base[j])) ++j;
                std::string word = base.substr(i, j - i);
                out += word == axis && !(i >= 2 && base.compare(i - 2, 2, "m!") == 0) ? replacement : word;
                i = j;
            } else {
                out += base[i++];
            }
        }
        if (!mapping::compileMapping(out, program_.axes))
            fail(e.span, "mapping_error", fmt::format("slicing `{}` along {} gives `{}`, which does not compile", base, axis, out));
        v.view = MappingText{out, sourceSpan(e.span)};
        v.viewCall = receiver.viewCall.empty() ? call : receiver.viewCall + "." + call;
        return v;
    }
    fail(e.nameSpan, "unsupported_construct",
         fmt::format("`{}` is not a method of a tensor view; supported: tile::<Dimension, size, Mapping>(i), slice(Axis, a..b)", e.name));
}

// ---- begin -----------------------------------------------------------------------------

Value Elaborator::begin(const ast::Expr& e, StreamPass::Context context) {
    auto s = std::make_shared<Stream>();
    s->pass.context = context;
    s->at = e.span;
    std::vector<Value> views;
    for (std::size_t i = e.argsBegin; i < e.children.size(); ++i) {
        Value v = eval(*e.children[i]);
        if (v.kind != Value::Kind::View && v.kind != Value::Kind::Tensor)
            fail(e.children[i]->span, "type_mismatch", fmt::format("{}() reads a DmTensor view, found {}", e.name, kindName(v.kind)));
        const Tensor& t = program_.tensors[v.tensor];
        if (t.memory != Memory::Dm)
            fail(e.children[i]->span, "type_mismatch",
                 fmt::format("{}() streams from DM, but `{}` is a {} tensor", e.name, t.name, memoryName(t.memory)),
                 t.memory == Memory::Hbm ? fmt::format("move it first: `{}.to_dm::<Cluster, Slice, Element>(&mut ctx.tdma, address)`", t.name)
                                         : std::string());
        views.push_back(v);
    }
    if (e.name == "begin") {
        expectGenerics(e, {0}, "begin(tensor.view())");
        expectArgs(e, 1, "begin(tensor.view())");
    } else {
        s->pass.interleaved = true;
        if (!e.generics.empty()) {
            const ast::Type& axis = *e.generics[0];
            if (axis.kind == ast::Type::Kind::Path && axis.path.size() == 1) {
                if (!program_.axes.find(axis.path[0]))
                    fail(axis.span, "unknown_name",
                         fmt::format("`{}` is not a declared axis ({})", axis.path[0], program_.axes.toString()));
                s->pass.interleaveAxis = axis.path[0];
            }
        }
        if (views.size() == 1 || views.size() > 2)
            fail(e.span, "arity_mismatch",
                 fmt::format("begin_interleaved interleaves two tensors, found {}", views.size()));
        s->needsSources = views.empty();
    }
    if (!views.empty()) {
        s->pass.source = views[0].tensor;
        s->pass.sourceView = views[0].view;
        s->pass.sourceViewCall = views[0].viewCall;
        if (dtypeKnown_[views[0].tensor]) s->dtype = program_.tensors[views[0].tensor].dtype;
        for (std::size_t i = 1; i < views.size(); ++i) s->pass.interleavedSources.push_back(views[i].tensor);
        for (const Value& v : views) readTensors_.insert(v.tensor);
    }
    Value v;
    v.kind = Value::Kind::Stream;
    v.stream = s;
    v.span = e.span;
    return v;
}

// ---- steps -------------------------------------------------------------------------------

Value Elaborator::streamMethod(const ast::Expr& e, Value receiver) {
    Stream& s = *receiver.stream;
    const std::string& m = e.name;
    receiver.span = e.span;
    if (m.rfind("vector_", 0) == 0) {
        if (!s.inVector) s.pass.steps.push_back(stepAt(e, StepKind::Vector));
        s.inVector = true;
        Step& step = s.pass.steps.back();
        vector::Call call;
        call.method = m;
        call.offset = e.nameSpan.offset;
        call.length = e.span.end() - e.nameSpan.offset;
        for (const auto& g : e.generics) {
            bool isMapping = g->kind == ast::Type::Kind::Mapping ||
                             (g->kind == ast::Type::Kind::Path && g->path.size() == 1 && program_.aliases.find(g->path[0]));
            call.generics.push_back(isMapping ? mappingArg(*g)->text : vector::trim(textOf(g->span)));
        }
        for (std::size_t i = e.argsBegin; i < e.children.size(); ++i) {
            const ast::Expr* arg = e.children[i].get();
            // `&rhs_vrf` and `VeRhs::vrf(&rhs_vrf)` name a VRF tensor.
            const ast::Expr* named = arg;
            if (named->kind == ast::Expr::Kind::Call && named->children.size() == 2 &&
                named->children[0]->kind == ast::Expr::Kind::Path && named->children[0]->path.back() == "vrf")
                named = named->children[1].get();
            while (named->kind == ast::Expr::Kind::Ref) named = named->children[0].get();
            bool variable = named->kind == ast::Expr::Kind::Path && named->path.size() == 1 && named->generics.empty() &&
                            (named != arg || arg->kind == ast::Expr::Kind::Path) &&
                            named->path[0] != "true" && named->path[0] != "false" &&  // two-group flags, not variables
                            named->path[0] != "Stash";  // the value vector_stash() saved (manual, "Operands")
            Value value;
            if (variable) value = lookup(named->path[0], named->span);
            if (variable && value.kind == Value::Kind::Tensor) {
                const Tensor& t = program_.tensors[value.tensor];
                if (t.memory != Memory::Vrf)
                    fail(arg->span, "type_mismatch",
                         fmt::format("{}() reads tensor operands from the VRF, but `{}` is a {} tensor", m, t.name,
                                     memoryName(t.memory)),
                         fmt::format("load it first: ctx.sub.begin({}.view())...to_vrf(address)", t.name));
                if (std::find(step.vrfOperands.begin(), step.vrfOperands.end(), value.tensor) == step.vrfOperands.end())
                    step.vrfOperands.push_back(value.tensor);
                readTensors_.insert(value.tensor);
                call.args.push_back(fmt::format("VeRhs::vrf(&{})", t.name));
            } else {
                call.args.push_back(argText(*arg));
            }
        }
        step.vectorCalls.push_back(std::move(call));
        step.at = sourceSpan(ast::join({step.at.offset, step.at.length}, {e.nameSpan.offset, e.span.end() - e.nameSpan.offset}));
        return receiver;
    }
    closeVector(s);
    if (s.needsSources && m != "fetch")
        fail(e.nameSpan, "syntax_error", "begin_interleaved() without tensors must be followed by fetch(&a, &b)");
    if (m == "fetch") {
        expectGenerics(e, {0, 3}, "fetch::<D, Time, Packet>()");
        Step step = stepAt(e, StepKind::Fetch);
        if (s.needsSources) {
            expectArgs(e, 2, "fetch(&a, &b) after begin_interleaved()");
            for (std::size_t i = e.argsBegin; i < e.children.size(); ++i) {
                Value v = eval(*e.children[i]);
                std::size_t t = expectTensor(v.kind == Value::Kind::View ? tensorValue(v.tensor, v.span) : v, *e.children[i], "fetch");
                if (program_.tensors[t].memory != Memory::Dm)
                    fail(e.children[i]->span, "type_mismatch", "fetch() streams from DM tensors");
                if (i == e.argsBegin) {
                    s.pass.source = t;
                    if (dtypeKnown_[t]) s.dtype = program_.tensors[t].dtype;
                } else {
                    s.pass.interleavedSources.push_back(t);
                }
                readTensors_.insert(t);
            }
            s.needsSources = false;
        } else {
            expectArgs(e, 0, "fetch::<D, Time, Packet>()");
        }
        if (!e.generics.empty()) {
            // fetch::<D2, ..> of a tensor of D converts D to D2 in the Fetch Adapter (manual,
            // "Fetch Engine": `D: FetchCast<D2>`), when its cast table has the conversion.
            tensor::DType d = dtypeArg(*e.generics[0]);
            const Tensor& src = program_.tensors[s.pass.source];
            if (dtypeKnown_[s.pass.source]) {
                if (auto bad = sequencer::checkCast(src.dtype, d, false)) {
                    Diagnostic located = std::move(*bad);
                    located.message = fmt::format("fetch::<{}, ..> of `{}` ({}): {}", tensor::info(d).name, src.name,
                                                  tensor::info(src.dtype).name, located.message);
                    located.offset = e.generics[0]->span.offset;
                    located.length = e.generics[0]->span.length;
                    located.withFix(fmt::format("fetch it as it is stored, fetch::<{}, Time, Packet>(), and convert later with "
                                                "cast::<D, Packet>() or the Vector Engine",
                                                tensor::info(src.dtype).name));
                    throw Failure{std::move(located)};
                }
            }
            step.dtype = d;
            s.dtype = d;
        } else {
            step.dtype = s.dtype;
        }
        for (auto& mt : mappingGenerics(e, 1))
            if (mt) step.mappings.push_back(*mt);
        s.pass.steps.push_back(std::move(step));
        return receiver;
    }
    if (m == "switch") {
        expectGenerics(e, {0, 2}, "switch::<OutSlice, OutTime>(SwitchConfig::...)");
        expectArgs(e, 1, "switch(SwitchConfig::...)");
        Step step = stepAt(e, StepKind::Switch);
        auto generics = mappingGenerics(e, 0);
        for (auto& mt : generics)
            if (mt) step.mappings.push_back(*mt);
        if (!generics.empty()) s.outSlice = generics[0];
        step.topology = topologyOf(*e.children[1]);
        s.pass.steps.push_back(std::move(step));
        return receiver;
    }
    struct Simple {
        std::string_view name;
        StepKind kind;
        std::vector<std::size_t> generics;
        std::size_t args;
        std::string_view signature;
    };
    static const Simple kSimple[] = {
        {"collect", StepKind::Collect, {0, 2}, 0, "collect::<Time, Packet>()"},
        {"align", StepKind::Align, {0, 2, 3, 4}, 1, "align::<Time, Packet, _, _>(&trf)"},
        {"contract", StepKind::Contract, {0, 1}, 0, "contract::<Packet>()"},
        {"accumulate", StepKind::Accumulate, {0, 2}, 1, "accumulate::<Time, Packet>(AccumulationKind::...)"},
        {"cast", StepKind::Cast, {1, 2}, 0, "cast::<D, Packet>()"},
    };
    for (const Simple& simple : kSimple) {
        if (m != simple.name) continue;
        expectGenerics(e, simple.generics, simple.signature);
        expectArgs(e, simple.args, simple.signature);
        Step step = stepAt(e, simple.kind);
        std::size_t firstMapping = 0;
        if (simple.kind == StepKind::Cast) {
            step.dtype = dtypeArg(*e.generics[0]);
            s.dtype = step.dtype;
            firstMapping = 1;
        }
        for (auto& mt : mappingGenerics(e, firstMapping))
            if (mt) step.mappings.push_back(*mt);
        if (simple.kind == StepKind::Align) {
            const ast::Expr& arg = *e.children[e.argsBegin];
            std::size_t t = expectTensor(eval(arg), arg, "align()");
            if (program_.tensors[t].memory != Memory::Trf)
                fail(arg.span, "type_mismatch",
                     fmt::format("align() pairs the stream with a TRF tensor, but `{}` is a {} tensor", program_.tensors[t].name,
                                 memoryName(program_.tensors[t].memory)),
                     "load it first: ctx.sub.begin(x.view())...to_trf(TrfAddress::Full)");
            step.operand = t;
            readTensors_.insert(t);
        }
        if (simple.kind == StepKind::Contract || simple.kind == StepKind::Accumulate)
            if (s.dtype) s.dtype = isFloat(*s.dtype) ? tensor::DType::F32 : tensor::DType::I32;
        if (simple.kind == StepKind::Accumulate) {
            const ast::Expr& arg = *e.children[e.argsBegin];
            if (arg.kind != ast::Expr::Kind::Path)
                fail(arg.span, "type_mismatch", "accumulate's argument is an AccumulationKind, such as AccumulationKind::Interleaved");
            step.accumulation = arg.path.back();
        }
        s.pass.steps.push_back(std::move(step));
        return receiver;
    }
    if (m == "transpose") {
        Step step = stepAt(e, StepKind::Transpose);
        for (auto& mt : mappingGenerics(e, 0))
            if (mt) step.mappings.push_back(*mt);
        for (std::size_t i = e.argsBegin; i < e.children.size(); ++i) step.args.push_back(argText(*e.children[i]));
        s.pass.steps.push_back(std::move(step));
        return receiver;
    }
    if (m == "commit" || m == "commit_view" || m == "to_trf" || m == "to_vrf") return sink(e, s);
    fail(e.nameSpan, "unsupported_construct",
         fmt::format("`{}` is not a stream method; supported: {}", m, kStreamMethods));
}

void Elaborator::closeVector(Stream& s) {
    if (!s.inVector) return;
    s.inVector = false;
    const Step& step = s.pass.steps.back();
    auto input = scalarOf(s.dtype);
    if (!input) {
        s.dtype.reset();  // the Vector Engine works on i32/f32; what leaves it is told by the annotation
        return;
    }
    auto chain = vector::checkChain(step.vectorCalls, *input);
    if (!chain) {
        Diagnostic d = chain.error();
        if (!d.offset) {
            d.offset = step.at.offset;
            d.length = step.at.length;
        }
        throw Failure{std::move(d)};
    }
    s.dtype = chain->output == vector::Scalar::F32 ? tensor::DType::F32 : tensor::DType::I32;
}

std::optional<sw::Topology> Elaborator::topologyOf(const ast::Expr& arg) const {
    std::string text;
    if (arg.kind == ast::Expr::Kind::Path) {
        text = arg.path.back();
    } else if (arg.kind == ast::Expr::Kind::Struct) {
        text = arg.path.back();
        for (const ast::Field& f : arg.fields) {
            u64 value = const_cast<Elaborator*>(this)->evalInt(*f.value);
            text += fmt::format(" {}={}", f.name, value);
        }
    } else {
        fail(arg.span, "type_mismatch", "switch's argument is a SwitchConfig, such as SwitchConfig::Broadcast01 { slice1: 256, slice0: 1, time0: 1 }");
    }
    auto topology = sw::parseTopology(text);
    if (!topology) {
        Diagnostic d = topology.error();
        d.message = fmt::format("{} (read as `{}`)", d.message, text);
        d.offset = arg.span.offset;
        d.length = arg.span.length;
        throw Failure{std::move(d)};
    }
    return topology.value();
}

// ---- sinks -------------------------------------------------------------------------------------

Value Elaborator::sink(const ast::Expr& e, Stream& s) {
    if (s.needsSources) fail(e.nameSpan, "syntax_error", "begin_interleaved() needs fetch(&a, &b) before the sink");
    const std::string& m = e.name;
    StreamPass& pass = s.pass;
    const Tensor& source = program_.tensors[pass.source];
    std::vector<MappingText> sourceRoles = source.mappings;
    pass.sinkAt = sourceSpan({e.nameSpan.offset, e.span.end() - e.nameSpan.offset});
    Value result;
    result.kind = Value::Kind::Unit;
    result.span = e.span;
    auto inheritPlacement = [&](std::size_t out) {
        setRole(out, 0, sourceRoles[0], true);
        setRole(out, 1, sourceRoles[1], true);
        if (s.outSlice) setRole(out, 2, s.outSlice, false);
        else setRole(out, 2, sourceRoles[2], true);
        setDType(out, s.dtype);
    };
    if (m == "commit") {
        expectGenerics(e, {0, 1}, "commit::<Element>(address)");
        expectArgs(e, 1, "commit::<Element>(address)");
        pass.sink = SinkKind::Commit;
        std::size_t out = newTensor("commit", Memory::Dm, 4, callSpan(e));
        inheritPlacement(out);
        auto generics = mappingGenerics(e, 0);
        if (!generics.empty()) setRole(out, 3, generics[0], false);
        program_.tensors[out].address = evalInt(*e.children[e.argsBegin]);
        pass.output = out;
        result = tensorValue(out, e.span);
    } else if (m == "commit_view") {
        expectGenerics(e, {0, 1}, "commit_view(&mut view)");
        expectArgs(e, 1, "commit_view(&mut view)");
        const ast::Expr& arg = *e.children[e.argsBegin];
        Value v = eval(arg);
        if (v.kind != Value::Kind::View && v.kind != Value::Kind::Tensor)
            fail(arg.span, "type_mismatch", fmt::format("commit_view() writes into a DmTensor view, found {}", kindName(v.kind)));
        if (program_.tensors[v.tensor].memory != Memory::Dm)
            fail(arg.span, "type_mismatch", "commit_view() writes into a DmTensor view");
        pass.sink = SinkKind::CommitView;
        pass.output = v.tensor;
        pass.outputView = v.view;
    } else if (m == "to_trf") {
        expectGenerics(e, {0}, "to_trf(TrfAddress::...)");
        expectArgs(e, 1, "to_trf(TrfAddress::Full)");
        pass.sink = SinkKind::ToTrf;
        std::size_t out = newTensor("to_trf", Memory::Trf, 5, callSpan(e));
        inheritPlacement(out);
        const ast::Expr& arg = *e.children[e.argsBegin];
        Tensor& t = program_.tensors[out];
        if (arg.kind == ast::Expr::Kind::Path && arg.path.size() == 2 && arg.path[0] == "TrfAddress") {
            const std::string& mode = arg.path[1];
            if (mode == "Full") {
                t.address = 0;
                t.trfFull = true;
            } else if (mode == "FirstHalf" || mode == "SecondHalf") {
                t.address = mode == "FirstHalf" ? 0 : 1;  // the half, see docs/kernel-language.md
            } else {
                fail(arg.span, "unknown_name",
                     fmt::format("`{}` is not a TrfAddress; use TrfAddress::Full, FirstHalf or SecondHalf", textOf(arg.span)));
            }
        } else {
            t.address = const_cast<Elaborator*>(this)->evalInt(arg);
        }
        pass.output = out;
        result = tensorValue(out, e.span);
    } else {
        expectGenerics(e, {0}, "to_vrf(address)");
        expectArgs(e, 1, "to_vrf(address)");
        pass.sink = SinkKind::ToVrf;
        std::size_t out = newTensor("to_vrf", Memory::Vrf, 4, callSpan(e));
        inheritPlacement(out);
        program_.tensors[out].address = evalInt(*e.children[e.argsBegin]);
        pass.output = out;
        result = tensorValue(out, e.span);
    }
    Operation op;
    op.kind = Operation::Kind::Pass;
    op.pass = pass;
    op.at = sourceSpan(stmtSpan_);
    program_.ops.push_back(std::move(op));
    return result;
}

}  // namespace tcpwb::kernel::detail
