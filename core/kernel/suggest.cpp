#include "kernel/suggest.h"

#include <algorithm>
#include <cctype>

namespace tcpwb::kernel {
namespace {

// Optimal string alignment: a swap of two neighbours (`inptu`) counts as one edit.
std::size_t editDistance(std::string_view a, std::string_view b) {
    auto same = [](char x, char y) { return std::tolower(static_cast<unsigned char>(x)) == std::tolower(static_cast<unsigned char>(y)); };
    const std::size_t width = b.size() + 1;
    std::vector<std::size_t> d((a.size() + 1) * width);
    for (std::size_t i = 0; i <= a.size(); ++i) d[i * width] = i;
    for (std::size_t j = 0; j <= b.size(); ++j) d[j] = j;
    for (std::size_t i = 1; i <= a.size(); ++i) {
        for (std::size_t j = 1; j <= b.size(); ++j) {
            std::size_t cost = same(a[i - 1], b[j - 1]) ? 0 : 1;
            std::size_t best = std::min({d[(i - 1) * width + j] + 1, d[i * width + j - 1] + 1, d[(i - 1) * width + j - 1] + cost});
            if (i > 1 && j > 1 && same(a[i - 1], b[j - 2]) && same(a[i - 2], b[j - 1]))
                best = std::min(best, d[(i - 2) * width + j - 2] + 1);
            d[i * width + j] = best;
        }
    }
    return d[a.size() * width + b.size()];
}

}  // namespace

std::optional<std::string> closestName(std::string_view name, const std::vector<std::string>& candidates) {
    if (name.size() > 256) return std::nullopt;  // not a typo; and keeps the table small
    std::optional<std::string> best;
    std::size_t bestDistance = std::max<std::size_t>(1, name.size() / 3) + 1;
    for (const std::string& c : candidates) {
        if (c.size() > 256) continue;
        std::size_t d = editDistance(name, c);
        if (d < bestDistance) {
            bestDistance = d;
            best = c;
        }
    }
    return best;
}

}  // namespace tcpwb::kernel
