#include "kernel/typeable_names.h"

#include <cstddef>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "kernel/crate_resolver.h"

namespace tcpwb::kernel {
namespace {

// Whether an item of module `owner` written with `visibility` ("", "pub",
// "pub(crate)", "pub(super)", "pub(self)") is visible from module `from`.
bool visible(const Crate& crate, std::size_t owner, const std::string& visibility, std::size_t from) {
    if (visibility == "pub" || visibility == "pub(crate)") return true;
    if (visibility == "pub(super)") return detail::encloses(crate, crate.modules[owner].parent.value_or(0), from);
    if (visibility.empty() || visibility == "pub(self)") return detail::encloses(crate, owner, from);
    return false;  // `pub(in path)`: not offered
}

// The `crate::` path of item `name` of module `owner` when every segment of
// it is visible from `from`.
std::optional<std::string> visiblePath(const Crate& crate, std::size_t owner, const std::string& name, const std::string& visibility,
                                       std::size_t from) {
    if (!visible(crate, owner, visibility, from)) return std::nullopt;
    for (std::size_t m = owner; crate.modules[m].parent; m = *crate.modules[m].parent) {
        const ast::Item* declaration = crate.modules[m].declaration;
        if (!visible(crate, *crate.modules[m].parent, declaration ? declaration->visibility : std::string(), from)) return std::nullopt;
    }
    std::string path;
    for (const std::string& segment : crate.modules[owner].path) path += segment + "::";
    return path + name;
}

// The names module `m`'s `use` items bind (`R` of `use crate::b::Row as R;`), with what each names.
std::vector<std::pair<std::string, detail::Definition>> useBindings(const Crate& crate, std::size_t m, detail::Resolver& resolver) {
    std::vector<std::pair<std::string, detail::Definition>> out;
    for (const detail::UseBinding& use : detail::namedUseBindings(crate, m))
        if (const auto definition = resolver.resolvePath(m, use.path)) out.emplace_back(use.name, *definition);
    return out;
}

}  // namespace

std::vector<std::string> typeableNames(const Program& program, const Crate* crate, const SourceWithImports* combined) {
    std::vector<std::string> names;
    for (std::size_t a = 0; a < program.axes.count(); ++a) names.push_back(program.axes[mapping::AxisId(a)].name);
    for (const auto& [alias, definition] : program.aliases.all()) names.push_back(alias);
    if (!crate || !combined) return names;
    const auto fileModule = detail::moduleOfFile(*crate, combined->file);
    if (!fileModule) return names;
    detail::Resolver resolver(*crate);
    const auto bindings = useBindings(*crate, *fileModule, resolver);
    std::vector<std::string> out;
    std::set<std::string> seen;
    const auto offer = [&](const std::string& name) {
        if (seen.insert(name).second) out.push_back(name);
    };
    for (const std::string& name : names) {
        const auto written = combined->written.find(name);
        const bool writes = written != combined->written.end() && !written->second.empty();
        if (writes)
            for (const std::string& own : written->second) offer(own);
        // The imported piece that has this name in the combined text; none for the file's own items.
        const ImportedPiece* piece = nullptr;
        for (const ImportedPiece& p : combined->pieces)
            if (detail::nameInCombined(*combined, p.module, p.name) == name) piece = &p;
        if (!piece) {
            if (!writes) offer(name);
            continue;
        }
        bool named = writes;
        for (const auto& [bound, definition] : bindings)
            if (definition.module == piece->module && definition.name == piece->name) {
                offer(bound);
                named = true;
            }
        if (named) continue;
        // A glob import (`use super::*;`) reads it by its own name.
        if (const auto here = resolver.resolve(*fileModule, piece->name);
            here && here->module == piece->module && here->name == piece->name) {
            offer(piece->name);
            continue;
        }
        // An axis is a public unit struct of its module (`axes![...]`).
        const auto there = resolver.resolve(piece->module, piece->name);
        const std::string visibility = !there || there->axis || !there->item ? std::string("pub") : there->item->visibility;
        if (const auto path = visiblePath(*crate, piece->module, piece->name, visibility, *fileModule)) offer(*path);
    }
    return out;
}

}  // namespace tcpwb::kernel
