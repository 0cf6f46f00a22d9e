// The Switch Engine: `switch::<OutSlice, OutTime>(SwitchConfig::...)` moves
// the stream between slices; its topology is read by core/switch.
#include <fmt/format.h>

#include "kernel/methods.h"

namespace tcpwb::kernel::detail {
namespace {

// The topology as the switch library spells it: "Broadcast01 slice1=256 slice0=1 time0=1".
std::string topologyText(Elaborator& el, const ast::Expr& arg) {
    if (arg.kind == ast::Expr::Kind::Path) return arg.path.back();
    if (arg.kind != ast::Expr::Kind::Struct)
        el.fail(arg.span, diag::Kind::type_mismatch,
                "switch's argument is a SwitchConfig, such as SwitchConfig::Broadcast01 { slice1: 256, slice0: 1, time0: 1 }");
    std::string text = arg.path.back();
    for (const ast::Field& f : arg.fields) text += fmt::format(" {}={}", f.name, el.evalInt(*f.value));
    return text;
}

sw::Topology topologyOf(Elaborator& el, const ast::Expr& arg) {
    std::string text = topologyText(el, arg);
    auto topology = sw::parseTopology(text);
    if (!topology) {
        diag::Diagnostic d = topology.error();
        d.message = fmt::format("{} (read as `{}`)", d.message, text);
        d.offset = arg.span.offset;
        d.length = arg.span.length;
        throw Failure{std::move(d)};
    }
    return topology.value();
}

Value switchStep(MethodCall& call) {
    Step step = call.step(StepKind::Switch);
    auto generics = call.el.mappingGenerics(call.e, 0);
    for (auto& mt : generics)
        if (mt) step.mappings.push_back(*mt);
    if (!generics.empty()) call.stream().outSlice = generics[0];
    step.topology = topologyOf(call.el, call.arg(0));
    return call.push(std::move(step));
}

}  // namespace

const std::vector<MethodSpec>& switchMethods() {
    static const std::vector<MethodSpec> methods = {
        {.name = "switch",
         .generics = {0, 2},
         .args = 1,
         .signature = "switch::<OutSlice, OutTime>(SwitchConfig::...)",
         .argsSignature = "switch(SwitchConfig::...)",
         .handler = switchStep},
    };
    return methods;
}

}  // namespace tcpwb::kernel::detail
