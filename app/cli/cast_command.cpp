// `tcpwb-cli cast`: the Cast Engine's output packet for a precision lowering,
// and how given values round (manual, "Cast Engine").
#include <fmt/format.h>

#include <charconv>
#include <cmath>
#include <cstdlib>
#include <iostream>

#include "cast/cast.h"
#include "commands.h"

namespace tcpwb::cli {
namespace {

std::optional<tensor::DType> dtypeFlag(const std::string& text, const char* flag, const Output& out, int& status) {
    if (auto d = tensor::parseDType(text)) return d;
    status = reportError(
        out, diag::Diagnostic(diag::Kind::usage_error, fmt::format("{} `{}` is not one of {}", flag, text, tensor::dtypeNames())),
        kBadInput);
    return std::nullopt;
}

// A JSON number, or the strings "inf", "-inf", "nan" for what JSON cannot hold.
json number(double v) {
    if (std::isnan(v)) return "nan";
    if (std::isinf(v)) return v > 0 ? "inf" : "-inf";
    return v;
}

// One --value converted: {"in", "out", "bits"} (floats) or {"in", "out"} (integers).
std::optional<json> convert(const std::string& text, tensor::DType from, tensor::DType to, const Output& out, int& status) {
    if (from == tensor::DType::I32) {
        std::int32_t v = 0;
        auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
        if (ec == std::errc{} && end == text.data() + text.size()) return json{{"in", v}, {"out", cast::saturateInt(to, v)}};
    } else {
        char* end = nullptr;
        const float v = std::strtof(text.c_str(), &end);
        if (!text.empty() && end == text.c_str() + text.size())
            return json{{"in", number(v)}, {"out", number(cast::roundFloat(to, v))}, {"bits", cast::encodeFloat(to, v)}};
    }
    status = reportError(out,
                         diag::Diagnostic(diag::Kind::usage_error, fmt::format("--value `{}` is not a{} number", text,
                                                                               from == tensor::DType::I32 ? "n i32" : " float")),
                         kBadInput);
    return std::nullopt;
}

}  // namespace

CLI::App* addCastCommand(CLI::App& app, CastOptions& o, Output& out) {
    CLI::App* cmd = app.add_subcommand("cast", "The Cast Engine: f32/i32 packets lowered to a narrower type");
    addEnvironmentOptions(cmd, o.environment);
    cmd->add_option("--dtype", o.dtype, "The input type: f32 or i32 (default f32)");
    cmd->add_option("--to", o.to, "The output type: i4 i8 i16 (from i32), f8e5m2 f8e4m3 f16 bf16 (from f32)")->required();
    addStreamFlags(cmd, o.stream,
                   {.time = "The Time mapping (passes unchanged; default m![1])",
                    .packet = "The input Packet: one 32-byte flit",
                    .packetRequired = true});
    addVerifyFlags(cmd, o.stream, {.outPacket = "The output Packet to verify (derived when absent)"});
    cmd->add_option("--value", o.values, "A value to convert (repeatable)");
    cmd->add_flag("--json", out.json, "Print exactly one JSON object");
    return cmd;
}

int runCast(const CastOptions& o, const Output& out) {
    int status = kOk;
    const auto from = dtypeFlag(o.dtype, "--dtype", out, status);
    if (!from) return status;
    const auto to = dtypeFlag(o.to, "--to", out, status);
    if (!to) return status;
    Environment env;
    if (auto failed = loadEnvironment(o.environment, out, env)) return *failed;
    auto m = compileStreamFlags(o.stream, env, out, status);
    if (!m) return status;

    auto plan = cast::planCast({*m->time, *m->packet, *from, *to, toVerify(m->outPacket)});
    if (!plan) return reportError(out, plan.error(), kRuleViolation);
    json values = json::array();
    for (const auto& text : o.values) {
        auto converted = convert(text, *from, *to, out, status);
        if (!converted) return status;
        values.push_back(*converted);
    }
    if (out.json) {
        printJson({{"time", plan->time},
                   {"packet", plan->packet},
                   {"verified", plan->verified},
                   {"data_elements", plan->dataElements},
                   {"in_packet_bytes", plan->inPacketBytes},
                   {"out_packet_bytes", plan->outPacketBytes},
                   {"data_bytes", plan->dataBytes},
                   {"pad_bytes", plan->padBytes},
                   {"values", values}});
        return kOk;
    }
    std::cout << fmt::format("time           {}\npacket         {}\n", plan->time, plan->packet);
    std::cout << fmt::format("bytes          {} data + {} padding = {} (input {})\n", plan->dataBytes, plan->padBytes, plan->outPacketBytes,
                             plan->inPacketBytes);
    for (const auto& v : values) std::cout << fmt::format("value          {} -> {}\n", v["in"].dump(), v["out"].dump());
    return kOk;
}

}  // namespace tcpwb::cli
