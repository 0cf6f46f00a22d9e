// The stream's sinks: `commit::<Element>(address)` and `commit_view(&mut view)`
// write DM through the Commit Engine; `to_trf(TrfAddress::...)` and
// `to_vrf(address)` load the register files. Each ends the pass and records it.
// The toolchain's API leaves the address out (`commit()`, `to_trf()`,
// `to_vrf()`; the allocator places the tensor) or, in 0.4, writes it through
// `commit_at`, `to_trf_at` and `to_vrf_at`.
//
// Before a commit, the toolchain names the Commit Adapter's stages:
// `commit_trim::<Packet>()`, then `commit_cast::<bf16>()` /
// `commit_cast_relu::<bf16>()` (main) or `commit_valid_count_pack(n)` (sub).
#include <fmt/format.h>

#include "kernel/methods.h"

namespace tcpwb::kernel::detail {
namespace {

// The new tensor keeps the source's chip and cluster placement and the
// switch's output slice (or the source's), with the element type flowing.
void inheritPlacement(MethodCall& call, std::size_t out) {
    Elaborator& el = call.el;
    Stream& s = call.stream();
    std::vector<MappingText> sourceRoles = el.program_.tensors[s.pass.source].mappings;
    el.setRole(out, 0, sourceRoles[0], true);
    el.setRole(out, 1, sourceRoles[1], true);
    if (s.outSlice) el.setRole(out, 2, s.outSlice, false);
    else el.setRole(out, 2, sourceRoles[2], true);
    el.setDType(out, s.dtype);
}

// Every sink is located from its name to its closing parenthesis.
void locateSink(const MethodCall& call) { call.stream().pass.sinkAt = call.el.sourceSpan(call.nameToEnd()); }

// A sink writing a new tensor of `memory` with `roles` mappings.
std::size_t newOutput(MethodCall& call, SinkKind kind, Memory memory, std::size_t roles) {
    locateSink(call);
    StreamPass& pass = call.stream().pass;
    pass.sink = kind;
    std::size_t out = call.el.newTensor(std::string(call.spec.name), memory, roles, call.nameToEnd());
    inheritPlacement(call, out);
    pass.output = out;
    return out;
}

// Records the finished pass as an operation of the statement.
Value endPass(MethodCall& call, Value result) {
    Elaborator& el = call.el;
    Operation op;
    op.kind = Operation::Kind::Pass;
    op.pass = call.stream().pass;
    op.at = el.sourceSpan(el.stmtSpan_);
    op.iteration = el.iterationText();
    el.program_.ops.push_back(std::move(op));
    return result;
}

Value unit(const MethodCall& call) {
    Value v;
    v.kind = Value::Kind::Unit;
    v.span = call.e.span;
    return v;
}

// The toolchain's commit is reachable only through commit_trim (the book,
// "Commit Adapter": trimming is the mandatory first stage); the manual's
// commit derives its truncation from the Element mapping and needs none.
void requireTrim(const MethodCall& call) {
    if (call.el.dialect() != Dialect::Toolchain) return;
    const std::string& last = call.stream().last;
    if (last == "commit_trim" || last == "commit_cast" || last == "commit_cast_relu" || last == "commit_valid_count_pack") return;
    call.el.fail(
        call.e.nameSpan, diag::Kind::stage_order,
        fmt::format("{}() follows commit_trim::<Packet>() in the toolchain's API: trimming is the Commit Adapter's "
                    "mandatory first stage",
                    call.e.name),
        fmt::format(".commit_trim::<Packet>().{}(..), with the stream's Packet or its leading 8, 16, 24 or 32 bytes", call.e.name));
}

// i5 / i9 live only between zero-point subtraction and the Contraction Engine: no commit takes them.
void requireMaterializable(const MethodCall& call) {
    const auto& dtype = call.stream().dtype;
    if (dtype && (*dtype == tensor::DType::I5 || *dtype == tensor::DType::I9))
        call.el.fail(call.e.nameSpan, diag::Kind::sink_dtype,
                     fmt::format("{}() cannot take an {} stream: it exists only between fetch_zero_point_sub and contract_outer",
                                 call.e.name, tensor::info(*dtype).name));
}

// to_trf and to_vrf leave the stream before the Commit Adapter.
void refuseCommitAdapter(const MethodCall& call) {
    const std::string& last = call.stream().last;
    if (last.starts_with("commit_"))
        call.el.fail(
            call.e.nameSpan, diag::Kind::stage_order,
            fmt::format("{}() loads a register file from the stream; it does not follow the Commit Adapter's {}()", call.e.name, last));
}

Value commit(MethodCall& call) {
    Elaborator& el = call.el;
    requireTrim(call);
    std::size_t out = newOutput(call, SinkKind::Commit, Memory::Dm, 4);
    auto generics = el.mappingGenerics(call.e, 0);
    if (!generics.empty()) el.setRole(out, 3, generics[0], false);
    el.program_.tensors[out].address = call.address(0);
    return endPass(call, el.tensorValue(out, call.e.span));
}

Value commitView(MethodCall& call) {
    Elaborator& el = call.el;
    const ast::Expr& arg = call.arg(0);
    requireTrim(call);
    locateSink(call);
    Value v = el.eval(arg);
    if (v.kind != Value::Kind::View && v.kind != Value::Kind::Tensor)
        el.fail(arg.span, diag::Kind::type_mismatch, fmt::format("commit_view() writes into a DmTensor view, found {}", kindName(v.kind)));
    if (el.program_.tensors[v.tensor].memory != Memory::Dm)
        el.fail(arg.span, diag::Kind::type_mismatch, "commit_view() writes into a DmTensor view");
    StreamPass& pass = call.stream().pass;
    pass.sink = SinkKind::CommitView;
    pass.output = v.tensor;
    pass.outputView = v.view;
    pass.outputOffset = v.viewOffset;
    return endPass(call, unit(call));
}

// TrfAddress::Full is address 0 of the whole TRF; FirstHalf and SecondHalf
// are halves 0 and 1 (docs/kernel-language.md); an integer is an address.
void placeInTrf(MethodCall& call, Tensor& t) {
    if (call.argCount() == 0) return;  // the allocator picks the region
    const ast::Expr& arg = call.arg(0);
    if (arg.kind != ast::Expr::Kind::Path || arg.path.size() != 2 || arg.path[0] != "TrfAddress") {
        t.address = call.el.evalInt(arg);
        return;
    }
    const std::string& mode = arg.path[1];
    if (mode == "Full") {
        t.address = 0;
        t.trfFull = true;
    } else if (mode == "FirstHalf" || mode == "SecondHalf") {
        t.address = mode == "FirstHalf" ? 0 : 1;
    } else {
        call.el.fail(arg.span, diag::Kind::unknown_name,
                     fmt::format("`{}` is not a TrfAddress; use TrfAddress::Full, FirstHalf or SecondHalf", call.el.textOf(arg.span)));
    }
}

Value toTrf(MethodCall& call) {
    Elaborator& el = call.el;
    refuseCommitAdapter(call);
    requireMaterializable(call);
    std::size_t out = newOutput(call, SinkKind::ToTrf, Memory::Trf, 5);
    auto generics = el.mappingGenerics(call.e, 0);  // the toolchain's to_trf::<Lane, Element>()
    for (std::size_t i = 0; i < generics.size(); ++i) el.setRole(out, 3 + i, generics[i], false);
    placeInTrf(call, el.program_.tensors[out]);
    return endPass(call, el.tensorValue(out, call.e.span));
}

Value toVrf(MethodCall& call) {
    Elaborator& el = call.el;
    refuseCommitAdapter(call);
    requireMaterializable(call);
    std::size_t out = newOutput(call, SinkKind::ToVrf, Memory::Vrf, 4);
    auto generics = el.mappingGenerics(call.e, 0);  // the toolchain's to_vrf::<Element>()
    if (!generics.empty()) el.setRole(out, 3, generics[0], false);
    el.program_.tensors[out].address = call.address(0);
    return endPass(call, el.tensorValue(out, call.e.span));
}

// The toolchain's Commit Adapter stages, recorded on the pass
// (kernel::CommitAdapter); the simulator checks their widths and types.
SourceSpan stageAt(const MethodCall& call) { return call.el.sourceSpan(call.nameToEnd()); }

Value commitTrim(MethodCall& call) {
    Elaborator& el = call.el;
    requireMaterializable(call);
    auto packet = el.mappingArg(*call.e.generics[0]);
    if (!packet)
        el.fail(call.e.generics[0]->span, diag::Kind::missing_annotation,
                "commit_trim::<Packet>() names the packet after trimming; write it instead of `_`");
    CommitAdapter& a = call.stream().pass.commitAdapter;
    a.trim = *packet;
    a.trimAt = stageAt(call);
    return call.receiver;
}

Value commitCast(MethodCall& call) {
    Elaborator& el = call.el;
    Stream& s = call.stream();
    if (s.pass.context != StreamPass::Context::Main)
        el.fail(call.e.nameSpan, diag::Kind::commit_cast,
                fmt::format("{}() is a stage of the main context's Commit Adapter; the sub context's has no "
                            "type casting",
                            call.e.name));
    const tensor::DType to = el.dtypeArg(*call.e.generics[0]);
    CommitAdapter& a = s.pass.commitAdapter;
    a.cast = to;
    a.relu = call.e.name == "commit_cast_relu";
    a.castAt = stageAt(call);
    s.dtype = to;
    return call.receiver;
}

Value commitValidCountPack(MethodCall& call) {
    Elaborator& el = call.el;
    Stream& s = call.stream();
    if (s.pass.context != StreamPass::Context::Sub)
        el.fail(call.e.nameSpan, diag::Kind::valid_count,
                "commit_valid_count_pack() is a stage of the sub context's Commit Adapter; the main "
                "context's has none");
    CommitAdapter& a = s.pass.commitAdapter;
    a.validCount = el.evalInt(call.arg(0));
    a.packAt = stageAt(call);
    return call.receiver;
}

}  // namespace

const std::vector<MethodSpec>& commitMethods() {
    static const std::vector<MethodSpec> methods = {
        {.name = "commit",
         .aliases = {"commit_at"},
         .generics = {0, 1},
         .args = 1,
         .addressOptional = true,
         .signature = "commit::<Element>([address])",
         .handler = commit},
        {.name = "commit_view", .generics = {0, 1}, .args = 1, .signature = "commit_view(&mut view)", .handler = commitView},
        {.name = "to_trf",
         .aliases = {"to_trf_at"},
         .generics = {0, 2},
         .args = 1,
         .addressOptional = true,
         .signature = "to_trf::<Row, Element>([TrfAddress::...])",
         .argsSignature = "to_trf(TrfAddress::Full)",
         .handler = toTrf},
        {.name = "to_vrf",
         .aliases = {"to_vrf_at"},
         .generics = {0, 1},
         .args = 1,
         .addressOptional = true,
         .signature = "to_vrf::<Element>([address])",
         .handler = toVrf},
        {.name = "commit_trim",
         .generics = {1},
         .args = 0,
         .signature = "commit_trim::<Packet>()",
         .handler = commitTrim,
         .after = {"collect", "contract_lane", "accumulate", "vector_final", "cast", "transpose"}},
        {.name = "commit_cast",
         .generics = {1},
         .args = 0,
         .signature = "commit_cast::<bf16>()",
         .handler = commitCast,
         .after = {"commit_trim"}},
        {.name = "commit_cast_relu",
         .generics = {1},
         .args = 0,
         .signature = "commit_cast_relu::<bf16>()",
         .handler = commitCast,
         .after = {"commit_trim"}},
        {.name = "commit_valid_count_pack",
         .args = 1,
         .signature = "commit_valid_count_pack(count)",
         .handler = commitValidCountPack,
         .after = {"commit_trim"}},
    };
    return methods;
}

}  // namespace tcpwb::kernel::detail
