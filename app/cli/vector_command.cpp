// `tcpwb-cli vector`: a Vector Engine chain checked against the manual's
// rules for one pass (stage order, ALUs, ways, types, stash, two-group mode,
// IntraFirst/InterFirst), its shapes followed through Narrow, Widen and the
// reduces, and its values computed (manual, "Vector Engine" to "Inter-Slice Block").
#include <fmt/format.h>

#include <bit>
#include <cmath>
#include <iostream>
#include <limits>

#include "commands.h"
#include "vector/chain.h"
#include "vector/evaluate.h"
#include "vector/expression.h"
#include "vector/literals.h"
#include "vector/padding.h"
#include "vector/trace.h"

namespace tcpwb::cli {
namespace {

using namespace tcpwb::vector;

json valueJson(std::uint32_t bits, Scalar type) {
    if (type == Scalar::I32) return static_cast<std::int32_t>(bits);
    const float f = std::bit_cast<float>(bits);
    if (!std::isfinite(f)) return formatValue(bits, type);  // "nan", "inf", "-inf": JSON has no such numbers
    return static_cast<double>(f);
}

json stepsJson(const Chain& chain) {
    json out = json::array();
    for (const Step& s : chain.steps) {
        json step = {{"call", s.call.text()}};
        step["stage"] = s.stage ? json(std::string(stageName(*s.stage))) : json(nullptr);
        step["alu"] = s.alu ? json(std::string(aluName(*s.alu))) : json(nullptr);
        step["way"] = std::string(wayName(s.wayOut));
        step["dtype"] = std::string(scalarName(s.typeOut));
        if (!s.mode.empty()) step["mode"] = s.mode;
        out.push_back(step);
    }
    return out;
}

json warningsJson(const std::vector<diag::Diagnostic>& warnings) {
    json out = json::array();
    for (const auto& w : warnings) out.push_back(errorObject(w));
    return out;
}

json chainJson(const Chain& chain) {
    json alus = json::array();
    for (Alu a : chain.alus) alus.push_back(std::string(aluName(a)));
    return {{"single_pass", true},
            {"input_dtype", std::string(scalarName(chain.input))},
            {"output_dtype", std::string(scalarName(chain.output))},
            {"order", std::string(orderName(chain.order))},
            {"two_group", chain.twoGroup},
            {"alus", alus},
            {"added_cycles", chain.addedCycles},
            {"stages", stepsJson(chain)},
            {"warnings", warningsJson(chain.warnings)}};
}

// The call a diagnostic points at, for "failing_call".
json failureExtra(const diag::Diagnostic& d, const std::string& text) {
    json extra = json::object();
    if (!isInputError(d)) extra["single_pass"] = false;  // well-formed, but not one pass
    if (!d.offset) return extra;
    auto calls = parseChain(text);
    if (!calls) return extra;
    for (const Call& call : calls.value()) {
        if (call.offset != *d.offset) continue;
        extra["failing_call"] = call.text();
        if (d.kind == diag::Kind::alu_in_use && d.subject) extra["shared_alu"] = *d.subject;
    }
    return extra;
}

int chainError(const Output& out, const diag::Diagnostic& d, const std::string& text) {
    return reportError(out, d, isInputError(d) ? kBadInput : kRuleViolation, text, failureExtra(d, text));
}

// manual, "Padding Strategy": whether the reduce axis is padded and whether
// identity-element padding can exclude it.
json paddingJson(const Chain& chain, const Shape& input, const mapping::AxisEnv& env, const std::optional<std::string>& reduceFlag) {
    std::string axis = reduceFlag.value_or("");
    for (const Step& s : chain.steps)
        if (s.kind == Step::Kind::IntraReduce && !s.call.generics.empty()) axis = s.call.generics[0];
    auto id = env.find(axis);
    if (!id) return nullptr;
    const PaddingPlan plan = planPadding(chain, input, *id);
    Scalar type = Scalar::I32;
    for (const Step& s : chain.steps)
        if (s.kind == Step::Kind::IntraReduce) type = s.typeIn;
    json out = {{"padded", plan.padded}, {"identity_padding", plan.identityWorks}, {"pad_value", valueJson(plan.identity, type)}};
    if (!plan.reason.empty()) out["reason"] = plan.reason;
    return out;
}

std::optional<TraceOptions> traceOptions(const VectorOptions& o, const Output& out, int& status) {
    TraceOptions t;
    t.reduceAxis = o.reduce;
    if (!o.interRule || *o.interRule == "dummy") return t;
    const std::string& rule = *o.interRule;
    const auto colon = rule.find(':');
    const std::string name = rule.substr(0, colon);
    if (colon == std::string::npos || (name != "broadcast" && name != "promote")) {
        status = reportError(
            out,
            diag::Diagnostic(diag::Kind::usage_error, fmt::format("--inter-rule `{}` is not dummy, broadcast:AXIS or promote:AXIS", rule)),
            kBadInput);
        return std::nullopt;
    }
    t.interRule = name == "broadcast" ? InterRule::Broadcast : InterRule::Promotion;
    t.interWith = rule.substr(colon + 1);
    return t;
}

// Follows Slice/Time/Packet through the chain when the stream's shape is given.
std::optional<int> addShapes(const VectorOptions& o, const Output& out, const Chain& chain, const std::string& text, json& result,
                             std::string& details, std::optional<ShapeTrace>& traced) {
    if (!o.time && !o.packet) return std::nullopt;
    Environment env;
    if (auto status = loadEnvironment(o.environment, out, env)) return status;
    auto shape = makeShape(env.axes, o.slice, o.time.value_or("m![1]"), o.packet.value_or("m![1]"));
    if (!shape) return reportError(out, shape.error(), kBadInput, {}, {{"in", "shape"}});
    int status = kOk;
    auto options = traceOptions(o, out, status);
    if (!options) return status;
    auto trace = traceShapes(chain, shape.value(), *options);
    if (!trace) return chainError(out, trace.error(), text);
    json shapes = json::array();
    for (std::size_t k = 0; k < chain.steps.size(); ++k) {
        const Shape& s = trace->after[k];
        shapes.push_back({{"call", chain.steps[k].call.text()},
                          {"slice", s.slice.normalized()},
                          {"time", s.time.normalized()},
                          {"packet", s.packet.normalized()}});
    }
    traced = trace.value();
    for (const auto& w : trace->warnings) result["warnings"].push_back(errorObject(w));
    const Shape& last = trace->after.back();
    result["slice"] = last.slice.normalized();
    result["time"] = last.time.normalized();
    result["packet"] = last.packet.normalized();
    result["shapes"] = shapes;
    details +=
        fmt::format("shape     slice {}  time {}  packet {}\n", last.slice.normalized(), last.time.normalized(), last.packet.normalized());
    if (trace->intra) {
        json intra = {{"slice", trace->intra->shape.slice.normalized()},
                      {"time", trace->intra->shape.time.normalized()},
                      {"packet", trace->intra->shape.packet.normalized()},
                      {"slots", trace->intra->accumulator.count},
                      {"in_time", trace->intra->inTime},
                      {"in_packet", trace->intra->inPacket}};
        if (!trace->intra->accumulator.slotOfFlit.empty()) intra["slot_of_flit"] = trace->intra->accumulator.slotOfFlit;
        if (trace->intra->validCount) intra["valid_count"] = *trace->intra->validCount;
        intra["padding"] = paddingJson(chain, shape.value(), env.axes, o.reduce);
        result["intra_slice_reduce"] = intra;
        details += fmt::format("reduce    {} accumulator slot(s)\n", trace->intra->accumulator.count);
    }
    if (trace->inter) {
        result["inter_slice_reduce"] = {{"rule", std::string(interRuleName(trace->inter->rule))},
                                        {"filler", trace->inter->filler},
                                        {"slice", trace->inter->shape.slice.normalized()},
                                        {"time", trace->inter->shape.time.normalized()}};
        details +=
            fmt::format("inter     {} rule: {} takes the reduced axis's place\n", interRuleName(trace->inter->rule), trace->inter->filler);
    }
    return std::nullopt;
}

// AxisToggle's ids follow from the stream's shape when --ids does not give them.
std::optional<int> toggleIds(const Output& out, const Chain& chain, const std::optional<ShapeTrace>& trace, EvalInput& input) {
    if (!input.executionIds.empty() || !trace) return std::nullopt;
    for (std::size_t k = 0; k < chain.steps.size(); ++k) {
        const Step& s = chain.steps[k];
        if (s.kind != Step::Kind::Branch || s.branch.kind != BranchMode::Kind::AxisToggle) continue;
        auto ids = axisToggleIds(trace->after[k], s.branch.axis);
        if (!ids) return reportError(out, ids.error(), kBadInput, {}, {{"in", "chain"}});
        input.executionIds = ids.value();
    }
    return std::nullopt;
}

std::optional<int> addValues(const VectorOptions& o, const Output& out, const Chain& chain, json& result, std::string& details,
                             const std::optional<ShapeTrace>& trace = std::nullopt) {
    if (o.values.empty()) return std::nullopt;
    EvalInput input;
    for (int g = 0; g < 2; ++g) {
        auto parsed = parseValues(g == 0 ? o.values : o.values1, chain.input);
        if (!parsed) return reportError(out, parsed.error(), kBadInput, {}, {{"in", g == 0 ? "values" : "values1"}});
        input.groups[g] = parsed.value();
    }
    for (const std::string& def : o.vrf) {
        const auto eq = def.find('=');
        if (eq == std::string::npos || eq == 0)
            return reportError(out, diag::Diagnostic(diag::Kind::usage_error, fmt::format("--vrf `{}` must be NAME=v,v,...", def)),
                               kBadInput);
        auto& list = input.vrf[def.substr(0, eq)];
        for (const std::string& v : splitTopLevel(def.substr(eq + 1))) list.push_back(v);
    }
    input.executionIds = o.ids;
    if (auto status = toggleIds(out, chain, trace, input)) return status;
    auto evaluated = evaluate(chain, input);
    if (!evaluated) return reportError(out, evaluated.error(), kBadInput, {}, {{"in", "values"}});
    json values = json::array();
    std::string text;
    for (std::size_t k = 0; k < evaluated->values.size(); ++k) {
        const bool kept = evaluated->kept[k];
        values.push_back(kept ? valueJson(evaluated->values[k], evaluated->type) : json(nullptr));
        text += (k ? ", " : "") + (kept ? formatValue(evaluated->values[k], evaluated->type) : std::string("-"));
    }
    result["values"] = values;
    result["execution_ids"] = evaluated->executionIds;
    details += "values    " + text + "\n";
    return std::nullopt;
}

void printWarnings(const json& result) {
    for (const auto& w : result["warnings"])
        std::cerr << "warning[" << w["kind"].get<std::string>() << "]: " << w["message"].get<std::string>() << '\n';
}

void printChain(const Chain& chain) {
    for (const Step& s : chain.steps)
        std::cout << fmt::format("  {:<60} {:<17} {:<12} {} {}\n", s.call.text().substr(0, 60), s.stage ? stageName(*s.stage) : "",
                                 s.alu ? aluName(*s.alu) : "", wayName(s.wayOut), scalarName(s.typeOut));
    std::cout << fmt::format("one pass, {} ALU(s), +{} cycle(s) latency, {}{}\n", chain.alus.size(), chain.addedCycles,
                             orderName(chain.order), chain.twoGroup ? ", two-group" : "");
}

int runExpression(const VectorOptions& o, const Output& out) {
    auto plan = planExpression(*o.expression);
    if (!plan) return reportError(out, plan.error(), kBadInput, *o.expression, {{"in", "expression"}});
    if (!plan->singlePass) {
        json extra = {{"expression", *o.expression}, {"chain", plan->chain}, {"single_pass", false}};
        if (plan->sharedAlu) extra["shared_alu"] = std::string(aluName(*plan->sharedAlu));
        return reportError(out, *plan->conflict, kRuleViolation, {}, extra);
    }
    json result = {{"expression", *o.expression}, {"chain", plan->chain}};
    result.update(chainJson(*plan->checked));
    std::string details;
    if (auto status = addValues(o, out, *plan->checked, result, details)) return *status;
    if (out.json) printJson(result);
    else {
        std::cout << plan->chain << '\n';
        printChain(*plan->checked);
        std::cout << details;
    }
    return kOk;
}

}  // namespace

CLI::App* addVectorCommand(CLI::App& app, VectorOptions& o, Output& out) {
    CLI::App* cmd = app.add_subcommand("vector", "Check a Vector Engine chain, follow its shapes and evaluate it (docs/cli-vector.md)");
    addEnvironmentOptions(cmd, o.environment);
    cmd->add_option("--dtype", o.dtype, "The stream's type entering the Vector Engine: i32 or f32 (default i32)");
    auto* chain =
        cmd->add_option("--chain", o.chain, "The method chain, as in the manual: \"vector_init().vector_intra_slice_branch(...)...\"");
    cmd->add_option("--expression", o.expression, "An f32 expression in x to plan as one pass, e.g. \"exp(sqrt(x))\"")->excludes(chain);
    cmd->add_option("--values", o.values, "Values to run through the chain, e.g. --values=1,-2,3 (f32: 0.5,inf,nan)")->delimiter(',');
    cmd->add_option("--values1", o.values1, "Group 1's values in two-group mode (after vector_intra_slice_unzip)")->delimiter(',');
    cmd->add_option("--vrf", o.vrf, "A VRF tensor the chain reads: NAME=v,v,... (repeats over the stream; repeatable)")
        ->expected(1)
        ->allow_extra_args(false)
        ->multi_option_policy(CLI::MultiOptionPolicy::TakeAll);
    cmd->add_option("--ids", o.ids, "ExecutionIds (0-15), one per value, for BranchMode Vrf, AxisToggle and ValidCount")
        ->delimiter(',')
        ->check(CLI::Range(std::numeric_limits<int>::min(), std::numeric_limits<int>::max()));  // core checks 0-15
    cmd->add_option("--slice", o.slice, "The stream's Slice mapping (default m![1])");
    cmd->add_option("--time", o.time, "The stream's Time mapping: follow shapes through the chain");
    cmd->add_option("--packet", o.packet, "The stream's Packet mapping (8 positions: Way8)");
    cmd->add_option("--reduce", o.reduce, "The reduce axis, for reduces whose generics do not name it");
    cmd->add_option("--inter-rule", o.interRule,
                    "Inter-slice output without <SliceOut, TimeOut>: dummy (default), broadcast:AXIS, promote:AXIS");
    cmd->add_flag("--json", out.json, "Print exactly one JSON object");
    return cmd;
}

int runVector(const VectorOptions& o, const Output& out) {
    if (!o.chain && !o.expression)
        return reportError(out, diag::Diagnostic(diag::Kind::usage_error, "vector needs --chain or --expression (see docs/cli-vector.md)"),
                           kBadInput);
    if (o.expression) return runExpression(o, out);
    auto type = parseScalar(o.dtype);
    if (!type)
        return reportError(
            out,
            diag::Diagnostic(diag::Kind::usage_error, fmt::format("--dtype `{}`: the Vector Engine works on i32 or f32 only", o.dtype))
                .withFix("convert lower-precision data at fetch or after contraction"),
            kBadInput);
    auto checked = checkChain(*o.chain, *type);
    if (!checked) return chainError(out, checked.error(), *o.chain);
    json result = chainJson(checked.value());
    std::string details;
    std::optional<ShapeTrace> trace;
    if (auto status = addShapes(o, out, checked.value(), *o.chain, result, details, trace)) return *status;
    if (auto status = addValues(o, out, checked.value(), result, details, trace)) return *status;
    if (out.json) printJson(result);
    else {
        printChain(checked.value());
        std::cout << details;
        printWarnings(result);
    }
    return kOk;
}

}  // namespace tcpwb::cli
