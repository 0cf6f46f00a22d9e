// The Cast and Transpose Engines: `cast::<D, Packet>()` converts the stream's
// element type; `transpose::<..>(..)` is recorded as written.
#include "kernel/methods.h"

namespace tcpwb::kernel::detail {
namespace {

Value cast(MethodCall& call) {
    Step step = call.step(StepKind::Cast);
    step.dtype = call.el.dtypeArg(*call.e.generics[0]);
    call.stream().dtype = step.dtype;
    call.takeMappings(step, 1);
    return call.push(std::move(step));
}

Value transpose(MethodCall& call) {
    Step step = call.step(StepKind::Transpose);
    call.takeMappings(step, 0);
    for (std::size_t i = 0; i < call.argCount(); ++i) step.args.push_back(call.argText(call.arg(i)));
    return call.push(std::move(step));
}

}  // namespace

const std::vector<MethodSpec>& castMethods() {
    static const std::vector<MethodSpec> methods = {
        {.name = "cast", .generics = {1, 2}, .args = 0, .signature = "cast::<D, Packet>()", .handler = cast},
        {.name = "transpose", .signature = "transpose::<..>(..)", .handler = transpose},
    };
    return methods;
}

}  // namespace tcpwb::kernel::detail
