// The Fetch Engine: `fetch::<D, Time, Packet>()` reads the stream's source
// from DM, converting its element type when D differs; after a
// begin_interleaved() without tensors, `fetch(&a, &b)` names them.
#include <fmt/format.h>

#include "kernel/methods.h"
#include "sequencer/fetch.h"

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
        if (el.program_.tensors[t].memory != Memory::Dm) el.fail(arg.span, "type_mismatch", "fetch() streams from DM tensors");
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

// fetch::<D2, ..> of a tensor of D converts D to D2 in the Fetch Adapter (manual,
// "Fetch Engine": `D: FetchCast<D2>`), when its cast table has the conversion.
tensor::DType fetchedType(MethodCall& call) {
    Elaborator& el = call.el;
    const ast::Type& written = *call.e.generics[0];
    tensor::DType d = el.dtypeArg(written);
    std::size_t source = call.stream().pass.source;
    const Tensor& src = el.program_.tensors[source];
    if (!el.dtypeKnown_[source]) return d;
    auto bad = sequencer::checkCast(src.dtype, d, false);
    if (!bad) return d;
    diag::Diagnostic located = std::move(*bad);
    located.message = fmt::format("fetch::<{}, ..> of `{}` ({}): {}", tensor::info(d).name, src.name,
                                  tensor::info(src.dtype).name, located.message);
    located.offset = written.span.offset;
    located.length = written.span.length;
    located.withFix(fmt::format("fetch it as it is stored, fetch::<{}, Time, Packet>(), and convert later with "
                                "cast::<D, Packet>() or the Vector Engine",
                                tensor::info(src.dtype).name));
    throw Failure{std::move(located)};
}

Value fetch(MethodCall& call) {
    Stream& s = call.stream();
    Step step = call.step(StepKind::Fetch);
    if (s.needsSources) nameSources(call);
    else call.el.expectArgs(call.e, 0, call.spec.signature);
    if (!call.e.generics.empty()) {
        step.dtype = fetchedType(call);
        s.dtype = step.dtype;
    } else {
        step.dtype = s.dtype;
    }
    call.takeMappings(step, 1);
    return call.push(std::move(step));
}

}  // namespace

const std::vector<MethodSpec>& fetchMethods() {
    static const std::vector<MethodSpec> methods = {
        {.name = "fetch", .generics = {0, 3}, .signature = "fetch::<D, Time, Packet>()", .handler = fetch, .beforeSources = true},
    };
    return methods;
}

}  // namespace tcpwb::kernel::detail
