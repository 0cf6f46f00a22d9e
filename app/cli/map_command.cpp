// `tcpwb-cli map`: size, canonical form, positions and equivalence of a
// mapping expression (../shared/contracts/cli.md).
#include <fmt/format.h>

#include <charconv>
#include <iostream>

#include "commands.h"
#include "input_argument.h"
#include "mapping/mapping.h"
#include "util/enum_table.h"
#include "util/file.h"

namespace tcpwb::cli {
namespace {

using mapping::AxisEnv;
using mapping::CompiledMapping;
using mapping::Factor;
using mapping::PadKind;

// Listing more positions than this is refused: use --at instead.
constexpr u64 kMaxListed = u64{1} << 22;

constexpr EnumTable<PadKind, 3> kPadNames{{{PadKind::Any, "any"}, {PadKind::Zero, "zero"}, {PadKind::Inaccessible, "inaccessible"}}};
static_assert(listsEveryEnumerator(kPadNames));

constexpr EnumTable<Factor::Content, 4> kContentNames{{{Factor::Content::Axis, "axis"},
                                                       {Factor::Content::Broadcast, "broadcast"},
                                                       {Factor::Content::Group, "group"},
                                                       {Factor::Content::Sliding, "sliding"}}};
static_assert(listsEveryEnumerator(kContentNames));

std::string_view padName(PadKind kind) { return nameOf(kPadNames, kind); }
std::string_view contentName(Factor::Content content) { return nameOf(kContentNames, content); }

json factorsJson(const CompiledMapping& m) {
    json factors = json::array();
    for (const Factor& f : m.normalForm().factors) {
        json entry = {{"content", contentName(f.content)}};
        if (f.content == Factor::Content::Axis) entry["axis"] = m.env()[f.axis].name;
        entry["offset"] = f.offset;
        entry["step"] = f.step;
        entry["size"] = f.size;
        entry["extent"] = f.extent;
        if (f.isPadded()) entry["padding"] = padName(f.pad);
        factors.push_back(entry);
    }
    return factors;
}

// A mapping read from standard input may be as long as a whole kernel file
// (kernel/parse.h); reading stops there, so an endless stream is refused.
constexpr std::size_t kMaxMappingBytes = std::size_t{4} << 20;

std::optional<u64> parsePosition(const std::string& text) {
    u64 value = 0;
    auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || end != text.data() + text.size()) return std::nullopt;
    return value;
}

json positionJson(const CompiledMapping& m, u64 i) {
    json entry = {{"i", i}};
    auto all = m.allAt(i);
    entry["index"] = all.empty() ? json(nullptr) : indexObject(all.front(), m.env());
    if (all.size() > 1) {
        json indices = json::array();
        for (const auto& index : all) indices.push_back(indexObject(index, m.env()));
        entry["indices"] = indices;
    }
    if (auto pad = m.padAt(i)) entry["padding"] = padName(*pad);
    // The manual's map(SIZE) is None, as padding's is: `past_end` tells them apart.
    if (i >= m.size()) entry["past_end"] = true;
    return entry;
}

void printText(const CompiledMapping& m, const json& result) {
    std::cout << "size        " << m.size() << '\n';
    std::cout << "normalized  " << m.normalized() << '\n';
    std::cout << "factors (major first):\n";
    for (const auto& f : result["factors"]) {
        std::string what = f["content"] == "axis" ? f["axis"].get<std::string>() : f["content"].get<std::string>();
        std::cout << fmt::format("  {:<10} size {:>8}  valid {:>8}  step {:>6}  offset {:>6}{}\n", what, f["size"].get<u64>(),
                                 f["extent"].get<u64>(), f["step"].get<u64>(), f["offset"].get<u64>(),
                                 f.contains("padding") ? "  padding " + f["padding"].get<std::string>() : "");
    }
    auto showIndex = [](const json& index) { return index.is_null() ? std::string("padding") : index.dump(); };
    if (result.contains("at"))
        for (const auto& entry : result["at"])
            std::cout << "at " << entry["i"] << "  "
                      << (entry.contains("past_end") ? fmt::format("past the end (size {})", m.size()) : showIndex(entry["index"])) << '\n';
    if (result.contains("equivalent")) std::cout << "equivalent  " << (result["equivalent"].get<bool>() ? "yes" : "no") << '\n';
}

}  // namespace

CLI::App* addMapCommand(CLI::App& app, MapOptions& o, Output& out) {
    CLI::App* cmd = app.add_subcommand("map", "Size, canonical form, positions and equivalence of a mapping expression");
    addEnvironmentOptions(cmd, o.environment);
    cmd->add_option("expression", o.expression, "The mapping, e.g. \"m![A / 8 # 256]\"; - reads it from stdin")->required();
    cmd->add_option("--at", o.at, "A buffer position to map (repeatable)")
        ->expected(1)
        ->allow_extra_args(false)
        ->multi_option_policy(CLI::MultiOptionPolicy::TakeAll);
    cmd->add_flag("--all", o.all, "List the index of every buffer position");
    cmd->add_option("--equiv", o.equiv, "Another mapping: are the two equivalent?");
    cmd->add_flag("--json", out.json, "Print exactly one JSON object");
    return cmd;
}

int runMap(const MapOptions& o, const Output& out) {
    Environment env;
    if (auto failed = loadEnvironment(o.environment, out, env)) return *failed;
    std::string expression = o.expression;
    if (namesStdin(o.expression)) {
        FileText read = readStreamText(std::cin, kMaxMappingBytes);
        if (read.unreadable) return reportError(out, diag::Diagnostic(diag::Kind::io_error, *read.unreadable));
        if (read.tooLarge)
            return reportError(
                out, diag::Diagnostic(diag::Kind::too_large, tooLargeMessage(shownName(o.expression), read.size, kMaxMappingBytes)));
        expression = std::move(read.text);
    }
    auto compiled = mapping::compileMapping(expression, env.axes, env.aliases);
    if (!compiled) return reportError(out, compiled.error(), kBadInput, expression);
    const CompiledMapping& m = *compiled;

    json result = {{"size", m.size()}, {"normalized", m.normalized()}, {"factors", factorsJson(m)}};
    if (!o.at.empty()) {
        json at = json::array();
        for (const std::string& text : o.at) {
            auto i = parsePosition(text);
            if (!i)
                return reportError(out,
                                   diag::Diagnostic(diag::Kind::usage_error,
                                                    fmt::format("--at `{}` is not a buffer position (a whole number from 0)", text)),
                                   kBadInput);
            at.push_back(positionJson(m, *i));
        }
        result["at"] = at;
    }
    if (o.all) {
        if (m.size() > kMaxListed)
            return reportError(out,
                               diag::Diagnostic(diag::Kind::too_large,
                                                fmt::format("--all would list {} positions (at most {}); use --at", m.size(), kMaxListed)),
                               kBadInput);
    }
    if (o.equiv) {
        auto other = mapping::compileMapping(*o.equiv, env.axes, env.aliases);
        if (!other) return reportError(out, other.error(), kBadInput, *o.equiv, {{"in", "equiv"}});
        result["equivalent"] = m.equivalentTo(*other);
    }
    // Every position is written as it is mapped: the listing is never held whole.
    auto indexAt = [&m](u64 i) {
        auto index = m.at(i);
        return index ? indexObject(*index, m.env()) : json(nullptr);
    };
    if (out.json) {
        if (o.all) printJsonStreamingArray(result, "all", m.size(), indexAt);
        else printJson(result);
        return kOk;
    }
    printText(m, result);
    if (o.all)
        for (u64 i = 0; i < m.size(); ++i) {
            const json index = indexAt(i);
            std::cout << "  " << i << "  " << (index.is_null() ? std::string("padding") : index.dump()) << '\n';
        }
    return kOk;
}

}  // namespace tcpwb::cli
