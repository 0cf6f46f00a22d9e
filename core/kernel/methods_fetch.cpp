// The Fetch Engine and its adapter. The manual writes `fetch::<D, Time,
// Packet>()`, converting the element type to D in the Fetch Adapter; the
// toolchain writes `fetch::<Time, Packet>()` and names the adapter's stages as
// methods after it: `fetch_mask::<Time, Packet>()`,
// `fetch_table_lookup::<D>()`, `fetch_cast::<D>()` and
// `fetch_zero_point_sub::<D>(zero_point)`, each recorded on the Fetch step.
// After a begin_interleaved() without tensors, `fetch(&a, &b)` names them.
#include <fmt/format.h>

#include <limits>

#include "kernel/methods.h"
#include "sequencer/fetch.h"
#include "sequencer/toolchain_adapter.h"

namespace tcpwb::kernel::detail {
namespace {

// The two DM tensors begin_interleaved() left to fetch(&a, &b).
void nameSources(MethodCall& call) {
    Elaborator& el = call.el;
    Stream& s = call.stream();
    el.expectArgs(call.e, 2, "fetch(&a, &b) after begin_interleaved()");
    for (std::size_t i = 0; i < call.argCount(); ++i) {
        const ast::Expr& arg = call.arg(i);
        Value v = el.eval(arg);
        std::size_t t = el.expectTensor(v.kind == Value::Kind::View ? el.tensorValue(v.tensor, v.span) : v, arg, "fetch");
        if (el.program_.tensors[t].memory != Memory::Dm) el.fail(arg.span, diag::Kind::type_mismatch, "fetch() streams from DM tensors");
        if (i == 0) {
            s.pass.source = t;
            if (el.dtypeKnown_[t]) s.dtype = el.program_.tensors[t].dtype;
        } else {
            s.pass.interleavedSources.push_back(t);
        }
        el.readTensors_.insert(t);
    }
    s.needsSources = false;
}

// A conversion rule's diagnostic, located at the turbofish type and prefixed
// with the call and the stream's type.
[[noreturn]] void failAt(const ast::Type& written, diag::Diagnostic d, std::string prefix) {
    d.message = fmt::format("{}: {}", prefix, d.message);
    d.offset = written.span.offset;
    d.length = written.span.length;
    throw Failure{std::move(d)};
}

// fetch::<D2, ..> of a tensor of D converts D to D2 in the Fetch Adapter (manual, "Fetch Engine":
// `D: FetchCast<D2>`), when its cast table has the conversion: the manual's table, or in the
// toolchain's dialect furiosa-opt 0.6's (docs/dialects.md).
tensor::DType fetchedType(MethodCall& call) {
    Elaborator& el = call.el;
    const ast::Type& written = *call.e.generics[0];
    tensor::DType d = el.dtypeArg(written);
    std::size_t source = call.stream().pass.source;
    const Tensor& src = el.program_.tensors[source];
    if (!el.dtypeKnown_[source]) return d;
    const bool toolchain = el.dialect() == Dialect::Toolchain;
    auto bad = toolchain ? sequencer::checkToolchainFetchCast(src.dtype, d) : sequencer::checkCast(src.dtype, d, false);
    if (!bad) return d;
    if (!toolchain)
        bad->withFix(
            fmt::format("fetch it as it is stored, fetch::<{}, Time, Packet>(), and convert later with "
                        "cast::<D, Packet>() or the Vector Engine",
                        tensor::info(src.dtype).name));
    failAt(written, std::move(*bad),
           fmt::format("fetch::<{}, ..> of `{}` ({})", tensor::info(d).name, src.name, tensor::info(src.dtype).name));
}

// fetch::<D, Time, Packet>() (the manual), fetch::<Time, Packet>() (the toolchain: the type as stored)
// or fetch() (everything derived).
Value fetch(MethodCall& call) {
    Stream& s = call.stream();
    Step step = call.step(StepKind::Fetch);
    if (s.needsSources) nameSources(call);
    else call.el.expectArgs(call.e, 0, call.spec.signature);
    // Two generics are the toolchain's <Time, Packet>; an element type first is the manual's <D, Time, Packet> short of one.
    const auto& generics = call.e.generics;
    if (generics.size() == 2 && generics[0]->kind == ast::Type::Kind::Path && generics[0]->path.size() == 1 &&
        tensor::parseDType(generics[0]->path[0]) && !call.el.program_.aliases.find(generics[0]->path[0]))
        call.el.expectGenerics(call.e, {0, 3}, "fetch::<D, Time, Packet>()");
    if (generics.size() == 3) {
        step.dtype = fetchedType(call);
        s.dtype = step.dtype;
        call.takeMappings(step, 1);
    } else {
        step.dtype = s.dtype;
        call.takeMappings(step, 0);
    }
    return call.push(std::move(step));
}

// The Fetch step an adapter stage joins (the order check put it last), now
// located from `fetch` to this call's closing parenthesis.
Step& fetchStep(MethodCall& call) {
    Step& step = call.stream().pass.steps.back();
    step.at = call.el.sourceSpan(ast::join({step.at.offset, step.at.length}, call.nameToEnd()));
    return step;
}

std::string streamTypeName(const Stream& s) { return s.dtype ? std::string(tensor::info(*s.dtype).name) : std::string("?"); }

Value fetchMask(MethodCall& call) {
    Elaborator& el = call.el;
    Step& step = fetchStep(call);
    auto masked = el.mappingGenerics(call.e, 0);
    if (step.mappings.size() != 2)
        el.fail(call.e.nameSpan, diag::Kind::type_mismatch,
                "fetch_mask::<Time, Packet>() restates the fetch's Time and Packet, so the fetch "
                "must write them: fetch::<Time, Packet>()");
    for (std::size_t i = 0; i < 2; ++i) {
        if (!masked[i]) continue;  // `_`: as fetched
        if (!el.equivalent(step.mappings[i], *masked[i]))
            el.fail(call.e.generics[i]->span, diag::Kind::fetch_mask,
                    fmt::format("fetch_mask only changes the padding kind (`#` to `#{{0}}`), but {} is not the fetched {} {}",
                                masked[i]->text, i == 0 ? "Time" : "Packet", step.mappings[i].text),
                    fmt::format("write the fetched {} with `#{{0}}` padding", i == 0 ? "Time" : "Packet"));
        step.mappings[i] = *masked[i];
    }
    step.masked = true;
    return call.receiver;
}

Value fetchTableLookup(MethodCall& call) {
    Elaborator& el = call.el;
    Stream& s = call.stream();
    const ast::Type& written = *call.e.generics[0];
    const tensor::DType to = el.dtypeArg(written);
    if (s.pass.context != StreamPass::Context::Main)
        el.fail(call.e.nameSpan, diag::Kind::table_lookup,
                "the lookup table is a register of the main context's Fetch Unit; the sub context has none",
                "decode in a main-context pass and commit the decoded stream, then load it from DM");
    if (s.dtype)
        if (auto bad = sequencer::checkTableLookup(*s.dtype, to))
            failAt(written, std::move(*bad),
                   fmt::format("fetch_table_lookup::<{}>() of a {} stream", tensor::info(to).name, streamTypeName(s)));
    Step& step = fetchStep(call);
    step.lookup = to;
    step.dtype = to;
    s.dtype = to;
    return call.receiver;
}

Value fetchCast(MethodCall& call) {
    Elaborator& el = call.el;
    Stream& s = call.stream();
    const ast::Type& written = *call.e.generics[0];
    const tensor::DType to = el.dtypeArg(written);
    if (s.dtype)
        if (auto bad = sequencer::checkToolchainFetchCast(*s.dtype, to))
            failAt(written, std::move(*bad), fmt::format("fetch_cast::<{}>() of a {} stream", tensor::info(to).name, streamTypeName(s)));
    Step& step = fetchStep(call);
    step.dtype = to;
    s.dtype = to;
    return call.receiver;
}

// A zero point as written: an integer literal, possibly negative.
std::int64_t signedConstant(Elaborator& el, const ast::Expr& e) {
    const bool negative = e.kind == ast::Expr::Kind::Unary && e.name == "-";
    const u64 magnitude = el.evalInt(negative ? *e.children[0] : e);
    if (magnitude > u64(std::numeric_limits<std::int32_t>::max()))
        el.fail(e.span, diag::Kind::invalid_constant, fmt::format("`{}` does not fit i32", el.textOf(e.span)));
    return negative ? -std::int64_t(magnitude) : std::int64_t(magnitude);
}

Value fetchZeroPointSub(MethodCall& call) {
    Elaborator& el = call.el;
    Stream& s = call.stream();
    const ast::Type& written = *call.e.generics[0];
    const tensor::DType to = el.dtypeArg(written);
    const std::int64_t zeroPoint = signedConstant(el, call.arg(0));
    if (s.dtype)
        if (auto bad = sequencer::checkZeroPointSub(*s.dtype, to, zeroPoint)) {
            const bool atValue = bad->message.starts_with("zero point");
            bad->message = fmt::format("fetch_zero_point_sub::<{}>({}) of a {} stream: {}", tensor::info(to).name, zeroPoint,
                                       streamTypeName(s), bad->message);
            const ast::Span at = atValue ? call.arg(0).span : written.span;
            bad->offset = at.offset;
            bad->length = at.length;
            throw Failure{std::move(*bad)};
        }
    Step& step = fetchStep(call);
    step.zeroPoint = zeroPoint;
    step.dtype = to;
    s.dtype = to;
    return call.receiver;
}

}  // namespace

const std::vector<MethodSpec>& fetchMethods() {
    static const std::vector<MethodSpec> methods = {
        {.name = "fetch",
         .generics = {0, 2, 3},
         .signature = "fetch::<D, Time, Packet>() or fetch::<Time, Packet>()",
         .handler = fetch,
         .beforeSources = true},
        {.name = "fetch_mask",
         .generics = {2},
         .args = 0,
         .signature = "fetch_mask::<Time, Packet>()",
         .handler = fetchMask,
         .after = {"fetch"}},
        {.name = "fetch_table_lookup",
         .generics = {1},
         .args = 0,
         .signature = "fetch_table_lookup::<D>()",
         .handler = fetchTableLookup,
         .after = {"fetch", "fetch_mask"}},
        {.name = "fetch_cast",
         .generics = {1},
         .args = 0,
         .signature = "fetch_cast::<D>()",
         .handler = fetchCast,
         .after = {"fetch", "fetch_mask", "fetch_table_lookup"}},
        {.name = "fetch_zero_point_sub",
         .generics = {1},
         .args = 1,
         .signature = "fetch_zero_point_sub::<D>(zero_point)",
         .handler = fetchZeroPointSub,
         .after = {"fetch", "fetch_mask", "fetch_table_lookup", "fetch_cast"}},
    };
    return methods;
}

}  // namespace tcpwb::kernel::detail
