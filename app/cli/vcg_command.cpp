// `tcpwb-cli vcg`: the Valid Count Generator configuration for a reduce axis
// (manual, "Valid Count Generator's Interface" and "... Implementation").
#include <fmt/format.h>
#include <fmt/ranges.h>

#include <iostream>
#include <sstream>

#include "commands.h"
#include "mapping/mapping.h"
#include "vcg/placement.h"

namespace tcpwb::cli {
namespace {

// The vc table is printed only up to this many cells; larger ones say so.
constexpr u64 kMaxTableCells = u64{1} << 20;

bool tableFits(const vcg::Placement& p) { return p.slices * p.flits <= kMaxTableCells; }

// Step 2's rows are at most the slices and its columns at most the flits, so
// they are printed whenever the vc table is.
json configJson(const vcg::Config& config, u64 slices, bool withStep2) {
    json counters = json::array();
    for (const vcg::Counter& c : config.counters)
        counters.push_back({{"term", c.term}, {"limit", c.limit}, {"stride", c.stride}, {"dim", vcg::dimName(c.dim)}});
    json gates = json::array();
    for (std::size_t g = 0; g < vcg::kGateDims; ++g) {
        const vcg::GateDim& gate = config.gates[g];
        json out = {{"dim", vcg::dimName(vcg::gateDim(g))}, {"mask", gate.mask},          {"match", gate.match}, {"V", gate.valid},
                    {"transposed", gate.transposed},        {"enabled", !gate.disabled()}};
        if (withStep2 && !gate.disabled()) out["step2"] = vcg::gateStep2(config, g, slices);
        gates.push_back(std::move(out));
    }
    return {{"counters", counters}, {"V_p", config.packet.valid}, {"stride_p", config.packet.stride}, {"gates", gates}};
}

json reasonJson(const diag::Diagnostic& d) {
    json out = {{"kind", d.kind}, {"message", d.message}};
    if (d.fix) out["fix"] = *d.fix;
    return out;
}

json trackingJson(const vcg::Placement& p, const mapping::AxisEnv& env) {
    json out = json::object();
    for (const vcg::Tracking& t : p.tracking) {
        json dims = json::array();
        for (vcg::Dim d : t.dims) dims.push_back(vcg::dimName(d));
        out[env[t.axis].name] = dims;
    }
    return out;
}

json placementJson(const vcg::Placement& p, const mapping::AxisEnv& env) {
    json out = {{"supported", p.supported}, {"mode", vcg::modeName(p.mode)}};
    if (p.reason) out["reason"] = reasonJson(*p.reason);
    out["slices"] = p.slices;
    out["flits"] = p.flits;
    if (!p.supported) return out;
    out["config"] = configJson(p.config, p.slices, tableFits(p));
    out["tracking"] = trackingJson(p, env);
    if (tableFits(p)) out["vc"] = vcg::validCountTable(p.config, p.slices);
    else out["vc_omitted"] = fmt::format("{} slices x {} time steps is too many cells to print", p.slices, p.flits);
    return out;
}

void printText(const vcg::Placement& p) {
    std::cout << fmt::format("mode        {} reduce\n", vcg::modeName(p.mode));
    if (!p.supported) {
        std::cout << "supported   no: " << p.reason->message << " (" << p.reason->kind << ")\n";
        if (p.reason->fix) std::cout << "fix         " << *p.reason->fix << '\n';
        return;
    }
    std::cout << "supported   yes\n";
    for (std::size_t i = 0; i < p.config.counters.size(); ++i) {
        const vcg::Counter& c = p.config.counters[i];
        std::cout << fmt::format("counter c_{}  limit {:<5} stride {:<5} {:<7} {}\n", i, c.limit, c.stride, vcg::dimName(c.dim), c.term);
    }
    std::cout << fmt::format("packet dim  V_p {} stride_p {}\n", p.config.packet.valid, p.config.packet.stride);
    for (std::size_t g = 0; g < vcg::kGateDims; ++g) {
        const vcg::GateDim& gate = p.config.gates[g];
        if (gate.disabled()) continue;
        std::cout << fmt::format("gate {}      mask {:#b} match {} V {} {}\n", g, gate.mask, gate.match, gate.valid,
                                 gate.transposed ? "transposed" : "standard");
        const auto step2 = tableFits(p) ? vcg::gateStep2(p.config, g, p.slices) : std::vector<std::vector<u64>>{};
        for (std::size_t digit = 0; digit < step2.size(); ++digit)
            std::cout << fmt::format("  step 2     slice digit {}: {}\n", digit, fmt::join(step2[digit], " "));
    }
    if (!tableFits(p)) return;
    const auto table = vcg::validCountTable(p.config, p.slices);
    for (u64 s = 0; s < p.slices; ++s) {
        std::ostringstream row;
        for (auto v : table[s]) row << ' ' << int(v);
        std::cout << fmt::format("slice {:>3}:{}\n", s, row.str());
    }
}

// "R" or "H,C,W": the axes whose padding the VCG tracks.
std::optional<std::vector<mapping::AxisId>> reduceAxes(const std::string& text, const mapping::AxisEnv& env, const Output& out,
                                                       int& status) {
    std::vector<mapping::AxisId> axes;
    std::stringstream list(text);
    std::string name;
    while (std::getline(list, name, ',')) {
        name.erase(0, name.find_first_not_of(" \t"));
        name.erase(name.find_last_not_of(" \t") + 1);
        auto id = env.find(name);
        if (!id) {
            status = reportError(
                out, diag::Diagnostic(diag::Kind::unknown_axis, fmt::format("--reduce names `{}`, which --axes does not declare", name)),
                kBadInput);
            return std::nullopt;
        }
        axes.push_back(*id);
    }
    if (axes.empty()) {
        status = reportError(out, diag::Diagnostic(diag::Kind::usage_error, "--reduce needs an axis name, e.g. --reduce R"), kBadInput);
        return std::nullopt;
    }
    return axes;
}

}  // namespace

CLI::App* addVcgCommand(CLI::App& app, VcgOptions& o, Output& out) {
    CLI::App* cmd = app.add_subcommand("vcg", "The Valid Count Generator configuration and valid counts for a reduce axis");
    addEnvironmentOptions(cmd, o.environment);
    addStreamFlags(cmd, o.stream,
                   {.slice = "The stream's Slice mapping (default m![1])",
                    .time = "The stream's Time mapping (default m![1])",
                    .packet = "The stream's Packet mapping, one 8-element flit (default m![1 # 8])"});
    cmd->add_option("--reduce", o.reduce, "The reduce axis (REDUCE_LABEL); a comma list tracks several padded axes")->required();
    cmd->add_flag("--json", out.json, "Print exactly one JSON object");
    return cmd;
}

int runVcg(const VcgOptions& o, const Output& out) {
    Environment env;
    if (auto failed = loadEnvironment(o.environment, out, env)) return *failed;
    int status = kOk;
    auto m = compileStreamFlags(o.stream, env, out, status);
    if (!m) return status;
    auto axes = reduceAxes(o.reduce, env.axes, out, status);
    if (!axes) return status;

    auto placement = vcg::place(vcg::Request{*m->slice, *m->time, *m->packet, *axes});
    if (!placement)
        return reportError(out, placement.error(), placement.error().kind == diag::Kind::too_large ? kBadInput : kRuleViolation);
    if (out.json) printJson(placementJson(*placement, env.axes));
    else printText(*placement);
    return kOk;
}

}  // namespace tcpwb::cli
