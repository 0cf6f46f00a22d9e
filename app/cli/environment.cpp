#include "environment.h"

#include <fmt/format.h>

namespace tcpwb::cli {

void addEnvironmentOptions(CLI::App* cmd, EnvironmentOptions& o) {
    cmd->add_option("--axes", o.axes, "Axis sizes, e.g. A=8,B=512 (a skew: B'=B-A)");
    cmd->add_option("--alias", o.aliases, "NAME=EXPR, usable as { NAME } (repeatable)")
        ->expected(1)
        ->allow_extra_args(false)
        ->multi_option_policy(CLI::MultiOptionPolicy::TakeAll);
}

std::optional<int> loadEnvironment(const EnvironmentOptions& o, const Output& out, Environment& env) {
    auto axes = mapping::parseAxes(o.axes);
    if (!axes) return reportError(out, axes.error(), kBadInput, o.axes, {{"in", "axes"}});
    env.axes = std::move(axes).value();
    std::vector<std::string> names;
    for (const std::string& definition : o.aliases) {
        auto defined = mapping::defineAlias(env.aliases, definition);
        if (!defined) return reportError(out, defined.error(), kBadInput, definition, {{"in", "alias"}});
        names.push_back(std::move(defined).value());
    }
    // Once all are known (one may use another defined after it), every alias
    // must compile, used or not: a typo in one the command does not need is
    // still a typo.
    for (std::size_t k = 0; k < names.size(); ++k) {
        const std::string& text = *env.aliases.find(names[k]);
        auto compiled = mapping::compileMapping(text, env.axes, env.aliases);
        if (compiled) continue;
        const std::string& definition = o.aliases[k];
        diag::Diagnostic d = compiled.error();
        d.message = fmt::format("alias `{}`: {}", names[k], d.message);
        // Where the text of the alias starts in `NAME=EXPR`, for the caret
        // (a name defined twice keeps its last text, which may be another flag's).
        const std::size_t start = definition.find(text, definition.find('='));
        if (start == std::string::npos) d.offset.reset();
        else if (d.offset) *d.offset += start;
        return reportError(out, d, kBadInput, definition, {{"in", "alias"}});
    }
    return std::nullopt;
}

std::optional<mapping::CompiledMapping> compileFlag(const std::string& text, const char* flag, const Environment& env, const Output& out,
                                                    int& status) {
    auto compiled = mapping::compileMapping(text, env.axes, env.aliases);
    if (compiled) return std::move(compiled).value();
    status = reportError(out, compiled.error(), kBadInput, text, {{"in", flag}});
    return std::nullopt;
}

diag::Result<tensor::DType> parseDTypeFlag(const std::string& name, const char* flag) {
    if (auto dtype = tensor::parseDType(name)) return *dtype;
    return diag::Diagnostic(diag::Kind::usage_error, fmt::format("{} `{}` is not one of {}", flag, name, tensor::dtypeNames()));
}

}  // namespace tcpwb::cli
