// `tcpwb-cli schedule FILE.json`: schedules an operation list on the main,
// sub and DMA resources ("Scheduling") and prints each operation's cycles
// and hazards, each tensor's lifetime, and the DM bank warnings. The input
// format and output keys are in docs/cli-schedule.md.
#include <fmt/format.h>

#include <iostream>
#include <unordered_map>

#include "commands.h"
#include "input_argument.h"
#include "schedule/schedule.h"
#include "util/file.h"

namespace tcpwb::cli {
namespace {

using schedule::OpList;

// A JSON input error: bad_schedule_input, exit 2.
struct InputError {
    std::string message;
};

[[noreturn]] void fail(std::string message) { throw InputError{std::move(message)}; }

const json& member(const json& object, const char* key, const std::string& where) {
    if (!object.contains(key)) fail(fmt::format("{} has no \"{}\"", where, key));
    return object[key];
}

u64 unsignedOf(const json& value, const std::string& what) {
    if (!value.is_number_unsigned() || value.get<u64>() > kMaxSize) fail(fmt::format("{} must be a non-negative integer", what));
    return value.get<u64>();
}

std::string stringOf(const json& value, const std::string& what) {
    if (!value.is_string()) fail(fmt::format("{} must be a string", what));
    return value.get<std::string>();
}

schedule::Tensor parseTensor(const json& j, std::size_t i) {
    const std::string where = fmt::format("tensor #{}", i);
    if (!j.is_object()) fail(where + " must be an object");
    schedule::Tensor t;
    t.name = stringOf(member(j, "name", where), where + "'s name");
    const std::string memory = stringOf(member(j, "memory", where), fmt::format("tensor `{}`'s memory", t.name));
    const auto kind = schedule::parseMemory(memory);
    if (!kind) fail(fmt::format("tensor `{}` has memory \"{}\": use hbm, dm (or sram), spm, trf or vrf", t.name, memory));
    t.memory = *kind;
    t.range.begin = unsignedOf(member(j, "address", where), fmt::format("tensor `{}`'s address", t.name));
    const u64 size = unsignedOf(member(j, "size", where), fmt::format("tensor `{}`'s size", t.name));
    const auto end = checkedAdd(t.range.begin, size);
    if (!end) fail(fmt::format("tensor `{}` ends past 2^62", t.name));
    t.range.end = *end;
    if (j.contains("live_to_end")) {
        if (!j["live_to_end"].is_boolean()) fail(fmt::format("tensor `{}`'s live_to_end must be true or false", t.name));
        t.liveToEnd = j["live_to_end"].get<bool>();
    }
    return t;
}

std::vector<std::size_t> tensorList(const json& j, const char* key, const std::string& op,
                                    const std::unordered_map<std::string, std::size_t>& byName) {
    std::vector<std::size_t> out;
    if (!j.contains(key)) return out;
    if (!j[key].is_array()) fail(fmt::format("operation `{}`'s \"{}\" must be a list of tensor names", op, key));
    for (const json& name : j[key]) {
        const std::string n = stringOf(name, fmt::format("operation `{}`'s {}", op, key));
        const auto found = byName.find(n);
        if (found == byName.end()) fail(fmt::format("operation `{}` names tensor `{}`, which is not declared", op, n));
        out.push_back(found->second);
    }
    return out;
}

std::vector<schedule::BankRun> bankRuns(const json& j, const std::string& op, const std::unordered_map<std::string, std::size_t>& byName) {
    std::vector<schedule::BankRun> out;
    if (!j.contains("banks")) return out;
    if (!j["banks"].is_array()) fail(fmt::format("operation `{}`'s \"banks\" must be a list", op));
    for (const json& r : j["banks"]) {
        const std::string where = fmt::format("a bank run of operation `{}`", op);
        if (!r.is_object()) fail(where + " must be an object");
        schedule::BankRun run{unsignedOf(member(r, "bank", where), where + "'s bank"),
                              unsignedOf(member(r, "count", where), where + "'s count"), std::nullopt};
        if (r.contains("tensor")) {
            const auto found = byName.find(stringOf(r["tensor"], where + "'s tensor"));
            if (found == byName.end()) fail(fmt::format("{} names an undeclared tensor", where));
            run.tensor = found->second;
        }
        out.push_back(run);
    }
    return out;
}

schedule::Operation parseOp(const json& j, std::size_t i, const std::unordered_map<std::string, std::size_t>& byName) {
    const std::string where = fmt::format("operation #{}", i);
    if (!j.is_object()) fail(where + " must be an object");
    schedule::Operation op;
    op.name = j.contains("name") ? stringOf(j["name"], where + "'s name") : fmt::format("#{}", i);
    const std::string resource = stringOf(member(j, "resource", where), fmt::format("operation `{}`'s resource", op.name));
    const auto r = schedule::parseResource(resource);
    if (!r) fail(fmt::format("operation `{}` has resource \"{}\": use main, sub or dma", op.name, resource));
    op.resource = *r;
    if (j.contains("duration")) op.duration = unsignedOf(j["duration"], fmt::format("operation `{}`'s duration", op.name));
    op.inputs = tensorList(j, "inputs", op.name, byName);
    op.outputs = tensorList(j, "outputs", op.name, byName);
    op.bankRuns = bankRuns(j, op.name, byName);
    return op;
}

OpList parseOpList(const json& doc) {
    if (!doc.is_object()) fail("the file must hold one JSON object with \"tensors\" and \"ops\"");
    const json& tensors = member(doc, "tensors", "the file");
    const json& ops = member(doc, "ops", "the file");
    if (!tensors.is_array() || !ops.is_array()) fail("\"tensors\" and \"ops\" must be lists");
    OpList list;
    std::unordered_map<std::string, std::size_t> byName;
    for (std::size_t i = 0; i < tensors.size(); ++i) {
        list.tensors.push_back(parseTensor(tensors[i], i));
        byName.emplace(list.tensors.back().name, i);
    }
    for (std::size_t i = 0; i < ops.size(); ++i) list.ops.push_back(parseOp(ops[i], i, byName));
    return list;
}

json names(const std::vector<std::size_t>& indices, const std::vector<schedule::Tensor>& tensors) {
    json out = json::array();
    for (std::size_t t : indices) out.push_back(tensors[t].name);
    return out;
}

json hazardJson(const schedule::Hazard& h, const OpList& list) {
    return {{"kind", schedule::hazardName(h.kind)},
            {"after", h.after},
            {"after_name", list.ops[h.after].name},
            {"tensor", list.tensors[h.tensor].name},
            {"other_tensor", list.tensors[h.otherTensor].name},
            {"ready", h.ready},
            {"delayed", h.delayed},
            {"main_waits_for_sub", h.mainWaitsForSub},
            {"count", h.count}};
}

json opJson(std::size_t i, const OpList& list, const schedule::Schedule& s) {
    const schedule::ScheduledOp& op = s.ops[i];
    json hazards = json::array();
    for (const auto& h : op.hazards) hazards.push_back(hazardJson(h, list));
    return {{"index", i},
            {"name", list.ops[i].name},
            {"resource", schedule::resourceName(op.resource)},
            {"start", op.start},
            {"end", op.end},
            {"start_reason", schedule::startReasonName(op.reason)},
            {"occupies_dma", op.occupiesDma},
            {"inputs", names(list.ops[i].inputs, list.tensors)},
            {"outputs", names(list.ops[i].outputs, list.tensors)},
            {"hazards", hazards},
            {"warnings", op.warnings}};
}

json tensorJson(std::size_t t, const OpList& list, const schedule::Schedule& s) {
    const schedule::Tensor& tensor = list.tensors[t];
    const schedule::Lifetime& life = s.lifetimes[t];
    json out = {{"name", tensor.name},
                {"memory", schedule::memoryName(tensor.memory)},
                {"address", {{"begin", tensor.range.begin}, {"end", tensor.range.end}}}};
    out["lifetime"] = life.accessed ? json{{"begin", life.begin}, {"end", life.end}} : json(nullptr);
    out["preloaded"] = life.preloaded;
    return out;
}

json warningJson(const schedule::BankWarning& w, const OpList& list) {
    json ops = json::array();
    for (std::size_t op : w.ops) ops.push_back(list.ops[op].name);
    return {{"kind", w.kind},   {"message", w.message}, {"banks", w.banks},    {"total", w.total},
            {"cycle", w.cycle}, {"ops", ops},           {"op_indices", w.ops}, {"tensors", names(w.tensors, list.tensors)}};
}

json scheduleJson(const OpList& list, const schedule::Schedule& s) {
    json ops = json::array(), tensors = json::array(), warnings = json::array();
    for (std::size_t i = 0; i < list.ops.size(); ++i) ops.push_back(opJson(i, list, s));
    for (std::size_t t = 0; t < list.tensors.size(); ++t) tensors.push_back(tensorJson(t, list, s));
    for (const auto& w : s.warnings) warnings.push_back(warningJson(w, list));
    return {{"makespan", s.makespan}, {"ops", ops}, {"tensors", tensors}, {"warnings", warnings}};
}

void printText(const OpList& list, const schedule::Schedule& s) {
    std::cout << fmt::format("makespan {} cycles\n", s.makespan);
    for (std::size_t i = 0; i < list.ops.size(); ++i) {
        const auto& op = s.ops[i];
        std::cout << fmt::format("{:<4} {:<16} [{:>6}, {:>6})  {}\n", schedule::resourceName(op.resource), list.ops[i].name, op.start,
                                 op.end, schedule::startReasonName(op.reason));
        for (const auto& h : op.hazards)
            std::cout << fmt::format("       {} on `{}` after `{}` (ready {}){}{}\n", schedule::hazardName(h.kind),
                                     list.tensors[h.tensor].name, list.ops[h.after].name, h.ready,
                                     h.mainWaitsForSub ? ", main waits for sub" : "",
                                     h.count > 1 ? fmt::format(", the last of {} conflicting accesses", h.count) : "");
    }
    for (std::size_t t = 0; t < list.tensors.size(); ++t) {
        const auto& life = s.lifetimes[t];
        if (!life.accessed) continue;
        std::cout << fmt::format("tensor {:<12} {} [{}, {}) live [{}, {})\n", list.tensors[t].name,
                                 schedule::memoryName(list.tensors[t].memory), list.tensors[t].range.begin, list.tensors[t].range.end,
                                 life.begin, life.end);
    }
    for (const auto& w : s.warnings) std::cout << "warning[" << w.kind << "]: " << w.message << '\n';
}

// An operation list nests four levels (file, "ops", an operation, a bank
// run); anything much deeper is not one. The JSON library builds, copies and
// destroys a document recursively, so depth is bounded before it sees the text.
constexpr std::size_t kMaxJsonDepth = 64;

// An operation list of 64 MiB holds some 400,000 operations and takes about
// 13 bytes of memory per byte to schedule; past it (or an endless input such
// as /dev/zero) the file is refused before it is parsed.
constexpr std::size_t kMaxOpListBytes = std::size_t{64} << 20;

// The offset of the first bracket opening level kMaxJsonDepth + 1, skipping strings.
std::optional<std::size_t> tooDeepAt(const std::string& text) {
    std::size_t depth = 0;
    bool inString = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (inString) {
            if (c == '\\') ++i;
            else if (c == '"') inString = false;
        } else if (c == '"') {
            inString = true;
        } else if (c == '[' || c == '{') {
            if (++depth > kMaxJsonDepth) return i;
        } else if ((c == ']' || c == '}') && depth > 0) {
            --depth;
        }
    }
    return std::nullopt;
}

// The document, or the located error that keeps it from being one.
diag::Result<json> parseDocument(const std::string& text, const std::string& file) {
    if (auto at = tooDeepAt(text))
        return diag::Diagnostic(diag::Kind::json_too_deep,
                                fmt::format("`{}` nests arrays and objects more than {} levels deep (at byte {}); an operation "
                                            "list needs four",
                                            file, kMaxJsonDepth, *at),
                                *at);
    try {
        return json::parse(text);
    } catch (const json::parse_error& e) {
        // e.byte counts from 1, at the character that broke the syntax; the
        // library's message starts with its own exception id and position.
        const std::size_t at = e.byte > 0 ? std::min<std::size_t>(e.byte - 1, text.size()) : 0;
        const std::string what = e.what();
        const std::size_t reason = what.find(": ");
        return diag::Diagnostic(
            diag::Kind::json_syntax_error,
            fmt::format("`{}` is not valid JSON at byte {}: {}", file, at, reason == std::string::npos ? what : what.substr(reason + 2)),
            at);
    }
}

}  // namespace

CLI::App* addScheduleCommand(CLI::App& app, ScheduleOptions& o, Output& out) {
    CLI::App* cmd = app.add_subcommand("schedule", "Schedule an operation list on main, sub and DMA: hazards, lifetimes, bank warnings");
    cmd->add_option("file", o.file, "The operation list (JSON, see docs/cli-schedule.md); - reads stdin")->required();
    cmd->add_flag("--json", out.json, "Print exactly one JSON object");
    return cmd;
}

int runSchedule(const ScheduleOptions& o, const Output& out) {
    FileText read = readArgumentText(o.file, kMaxOpListBytes);
    const std::string shown = shownName(o.file);
    if (read.unreadable) return reportError(out, diag::Diagnostic(diag::Kind::io_error, *read.unreadable));
    if (read.tooLarge) return reportError(out, diag::Diagnostic(diag::Kind::too_large, tooLargeMessage(shown, read.size, kMaxOpListBytes)));
    const auto doc = parseDocument(read.text, shown);
    if (!doc) return reportError(out, doc.error(), kBadInput);
    OpList list;
    try {
        list = parseOpList(*doc);
    } catch (const InputError& e) { return reportError(out, diag::Diagnostic(diag::Kind::bad_schedule_input, e.message)); }
    const auto result = schedule::scheduleOps(list);
    if (!result) return reportError(out, result.error());
    if (out.json) printJson(scheduleJson(list, *result));
    else printText(list, *result);
    return kOk;
}

}  // namespace tcpwb::cli
