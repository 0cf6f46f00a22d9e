#include "diag/repeats.h"

#include <fmt/format.h>

#include <map>
#include <tuple>

namespace tcpwb::diag {
namespace {

using Key = std::tuple<Kind, Severity, std::string, std::optional<std::size_t>, std::size_t, std::optional<std::string>>;

Key keyOf(const Diagnostic& d) { return {d.kind, d.severity, d.message, d.offset, d.length, d.fix}; }

}  // namespace

std::vector<Diagnostic> mergeRepeats(std::vector<Diagnostic> diagnostics) {
    std::vector<Diagnostic> out;
    std::vector<std::size_t> repeats;
    std::map<Key, std::size_t> first;
    for (Diagnostic& d : diagnostics) {
        auto [at, added] = first.emplace(keyOf(d), out.size());
        if (!added) {
            ++repeats[at->second];
            continue;
        }
        out.push_back(std::move(d));
        repeats.push_back(0);
    }
    for (std::size_t i = 0; i < out.size(); ++i)
        if (repeats[i] > 0)
            out[i].withNote(fmt::format("the same at {} more operation{} of this line", repeats[i], repeats[i] == 1 ? "" : "s"));
    return out;
}

}  // namespace tcpwb::diag
