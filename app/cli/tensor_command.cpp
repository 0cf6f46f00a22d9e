// `tcpwb-cli tensor`: a device tensor type (HbmTensor, DmTensor, TrfTensor,
// VrfTensor or a stream) checked against the manual's size, capacity and
// alignment rules ("Memory and Stream").
#include <fmt/format.h>

#include <iostream>

#include "commands.h"
#include "mapping/mapping.h"
#include "tensor/device_tensor.h"

namespace tcpwb::cli {
namespace {

using tensor::DeviceTensorCheck;

const char* kRoles[] = {"chip", "cluster", "slice", "row", "element", "time", "packet"};

json dimensionsJson(const DeviceTensorCheck& check) {
    json dims = json::array();
    for (const auto& dim : check.dimensions)
        dims.push_back(
            {{"role", dim.role}, {"text", dim.mapping->text()}, {"size", dim.mapping->size()}, {"normalized", dim.mapping->normalized()}});
    return dims;
}

void printText(const tensor::DeviceTensorSpec& spec, const DeviceTensorCheck& check) {
    std::cout << tensor::kindName(spec.kind) << "<" << tensor::info(spec.dtype).name;
    for (const auto& dim : check.dimensions) std::cout << ", " << dim.mapping->normalized();
    std::cout << ">\n";
    for (const auto& dim : check.dimensions)
        std::cout << fmt::format("  {:<8} size {:>10}  {}\n", dim.role, dim.mapping->size(), dim.mapping->normalized());
    if (spec.kind != tensor::TensorKind::Stream) std::cout << "  element bytes " << check.elementBytes << '\n';
    if (check.occupies) std::cout << fmt::format("  occupies bytes {}..{}\n", check.occupies->first, check.occupies->second);
    for (const auto& v : check.violations) {
        std::cout << "  violation[" << v.kind << "]: " << v.message << '\n';
        if (v.fix) std::cout << "    fix: " << *v.fix << '\n';
    }
    if (check.violations.empty()) std::cout << "  ok: every constraint holds\n";
}

}  // namespace

CLI::App* addTensorCommand(CLI::App& app, TensorOptions& o, Output& out) {
    CLI::App* cmd = app.add_subcommand("tensor", "Check a device tensor type against the hardware's size and alignment rules");
    cmd->add_option("--kind", o.kind, "hbm, dm, trf, vrf or stream")->required();
    cmd->add_option("--dtype", o.dtype, "Element type: " + tensor::dtypeNames());
    addEnvironmentOptions(cmd, o.environment);
    for (const char* role : kRoles)
        cmd->add_option_function<std::string>(
            std::string("--") + role, [&o, role](const std::string& text) { o.mappings[role] = text; },
            fmt::format("The {} mapping (default m![1])", role));
    cmd->add_option("--chips", o.chips, "Chips of the device, #[device(chip = N)] (default 1)");
    cmd->add_option("--addr", o.address, "Byte address of the tensor");
    cmd->add_flag("--json", out.json, "Print exactly one JSON object");
    return cmd;
}

int runTensor(const TensorOptions& o, const Output& out) {
    tensor::DeviceTensorSpec spec;
    auto kind = tensor::parseTensorKind(o.kind);
    if (!kind)
        return reportError(
            out, diag::Diagnostic(diag::Kind::usage_error, fmt::format("--kind `{}` is not one of hbm, dm, trf, vrf, stream", o.kind)),
            kBadInput);
    auto dtype = parseDTypeFlag(o.dtype);
    if (!dtype) return reportError(out, dtype.error(), kBadInput);
    spec.kind = *kind;
    spec.dtype = *dtype;
    spec.chips = o.chips;
    spec.address = o.address;
    for (const auto& [role, text] : o.mappings) {
        auto roles = tensor::rolesOf(spec.kind);
        if (std::find(roles.begin(), roles.end(), role) == roles.end())
            return reportError(
                out, diag::Diagnostic(diag::Kind::usage_error, fmt::format("{} has no {} mapping", tensor::kindName(spec.kind), role)),
                kBadInput);
    }
    for (std::string_view role : tensor::rolesOf(spec.kind)) {
        auto it = o.mappings.find(std::string(role));
        spec.mappings.push_back(it == o.mappings.end() ? "m![1]" : it->second);
    }
    Environment env;
    if (auto failed = loadEnvironment(o.environment, out, env)) return *failed;
    DeviceTensorCheck check = tensor::checkDeviceTensor(spec, env.axes, env.aliases);
    for (std::size_t i = 0; i < check.dimensions.size(); ++i)
        if (check.dimensions[i].error)
            return reportError(out, *check.dimensions[i].error, kBadInput, spec.mappings[i], {{"in", check.dimensions[i].role}});

    json result = {{"kind", tensor::kindName(spec.kind)}, {"dtype", tensor::info(spec.dtype).name}, {"dims", dimensionsJson(check)}};
    if (spec.kind != tensor::TensorKind::Stream) {
        result["element_size"] = check.elementCount;
        result["element_bytes"] = check.elementBytes;
    }
    if (check.occupies) result["occupies"] = {check.occupies->first, check.occupies->second};
    result["ok"] = check.ok();
    json violations = json::array();
    for (const auto& v : check.violations) violations.push_back(errorObject(v));
    result["violations"] = violations;
    if (!check.violations.empty()) result["error"] = errorObject(check.violations.front());
    if (out.json) printJson(result);
    else printText(spec, check);
    return check.ok() ? kOk : kRuleViolation;
}

}  // namespace tcpwb::cli
