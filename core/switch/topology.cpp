#include "switch/topology.h"

#include <fmt/format.h>

#include <array>
#include <charconv>
#include <map>
#include <optional>
#include <vector>

namespace tcpwb::sw {
namespace {

struct Spec {
    TopologyKind kind;
    std::string_view name;
    std::vector<std::string_view> parameters;
};

const std::array<Spec, 7>& specs() {
    static const std::array<Spec, 7> all{{
        {TopologyKind::Forward, "Forward", {}},
        {TopologyKind::Broadcast01, "Broadcast01", {"slice1", "slice0", "time0"}},
        {TopologyKind::Broadcast1, "Broadcast1", {"slice1", "slice0"}},
        {TopologyKind::Transpose, "Transpose", {"slice1", "slice0"}},
        {TopologyKind::InterTranspose, "InterTranspose", {"slice1", "slice0", "time0"}},
        {TopologyKind::TransposedBroadcast1, "TransposedBroadcast1", {"slice1", "slice0"}},
        {TopologyKind::CustomBroadcast, "CustomBroadcast", {"ring_size"}},
    }};
    return all;
}

std::vector<std::string_view> words(std::string_view text) {
    std::vector<std::string_view> out;
    std::size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && (text[i] == ' ' || text[i] == '\t' || text[i] == ',')) ++i;
        std::size_t j = i;
        while (j < text.size() && text[j] != ' ' && text[j] != '\t' && text[j] != ',') ++j;
        if (j > i) out.push_back(text.substr(i, j - i));
        i = j;
    }
    return out;
}

std::string parameterList(const Spec& spec) {
    if (spec.parameters.empty()) return "no parameters";
    std::string out;
    for (auto p : spec.parameters) out += fmt::format("{}{}=N", out.empty() ? "" : " ", p);
    return out;
}

[[nodiscard]] diag::Diagnostic parameterError(const Spec& spec, std::string message) {
    return diag::Diagnostic(diag::Kind::topology_parameter, std::move(message))
        .withFix(spec.parameters.empty() ? fmt::format("write `{}` alone", spec.name)
                                         : fmt::format("write `{} {}`", spec.name, parameterList(spec)));
}

std::optional<u64> positiveNumber(std::string_view text) {
    u64 value = 0;
    auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc{} || end != text.data() + text.size() || value == 0 || value > kMaxSize) return std::nullopt;
    return value;
}

void assign(Topology& t, std::string_view name, u64 value) {
    if (name == "slice1") t.slice1 = value;
    else if (name == "slice0") t.slice0 = value;
    else if (name == "time0") t.time0 = value;
    else t.ringSize = value;
}

}  // namespace

std::string_view topologyName(TopologyKind kind) {
    for (const Spec& s : specs())
        if (s.kind == kind) return s.name;
    return "?";
}

diag::Result<Topology> parseTopology(std::string_view text) {
    const auto parts = words(text);
    if (parts.empty())
        return diag::Diagnostic(diag::Kind::topology_syntax,
                                "the topology is empty: name one of Forward, Broadcast01, Broadcast1, "
                                "Transpose, InterTranspose, TransposedBroadcast1 or CustomBroadcast");
    const Spec* spec = nullptr;
    // The toolchain's SwitchConfig::Forwarding (its code has the variant, its book says it has none) is Forward.
    const std::string_view name = parts[0] == "Forwarding" ? std::string_view("Forward") : parts[0];
    for (const Spec& s : specs())
        if (s.name == name) spec = &s;
    if (!spec)
        return diag::Diagnostic(diag::Kind::unknown_topology,
                                fmt::format("`{}` is not a Switch Engine topology: the topologies are Forward, Broadcast01, "
                                            "Broadcast1, Transpose, InterTranspose, TransposedBroadcast1 and CustomBroadcast",
                                            parts[0]));
    Topology topology;
    topology.kind = spec->kind;
    std::map<std::string_view, u64> given;
    for (std::size_t i = 1; i < parts.size(); ++i) {
        const auto eq = parts[i].find('=');
        if (eq == std::string_view::npos)
            return parameterError(*spec, fmt::format("`{}` is not a `name=value` parameter of {}", parts[i], spec->name));
        const auto name = parts[i].substr(0, eq);
        bool known = false;
        for (auto p : spec->parameters) known = known || p == name;
        if (!known) return parameterError(*spec, fmt::format("{} takes {}, not `{}`", spec->name, parameterList(*spec), name));
        if (given.count(name)) return parameterError(*spec, fmt::format("{} is given twice", name));
        const auto value = positiveNumber(parts[i].substr(eq + 1));
        if (!value)
            return parameterError(
                *spec, fmt::format("{} of {} must be a whole number from 1 to 2^62, not `{}`", name, spec->name, parts[i].substr(eq + 1)));
        given[name] = *value;
        assign(topology, name, *value);
    }
    for (auto p : spec->parameters)
        if (!given.count(p)) return parameterError(*spec, fmt::format("{} needs the parameter {}", spec->name, p));
    if (topology.isCustom() && (topology.ringSize > 256 || (topology.ringSize & (topology.ringSize - 1)) != 0))
        return parameterError(*spec, fmt::format("ring_size {} is not a power of two between 1 and 256: rings are aligned "
                                                 "power-of-two groups of the 256 slices",
                                                 topology.ringSize));
    return topology;
}

std::string describe(const Topology& t) {
    switch (t.kind) {
        case TopologyKind::Forward: return "Forward";
        case TopologyKind::Broadcast01: return fmt::format("Broadcast01 slice1={} slice0={} time0={}", t.slice1, t.slice0, t.time0);
        case TopologyKind::Broadcast1: return fmt::format("Broadcast1 slice1={} slice0={}", t.slice1, t.slice0);
        case TopologyKind::Transpose: return fmt::format("Transpose slice1={} slice0={}", t.slice1, t.slice0);
        case TopologyKind::TransposedBroadcast1: return fmt::format("TransposedBroadcast1 slice1={} slice0={}", t.slice1, t.slice0);
        case TopologyKind::InterTranspose: return fmt::format("InterTranspose slice1={} slice0={} time0={}", t.slice1, t.slice0, t.time0);
        case TopologyKind::CustomBroadcast: return fmt::format("CustomBroadcast ring_size={}", t.ringSize);
    }
    return "?";
}

}  // namespace tcpwb::sw
