#include "vcg/gate_fit.h"

#include <algorithm>

namespace tcpwb::vcg {
namespace {

bool allOf(const std::vector<bool>& row, bool value) {
    return std::all_of(row.begin(), row.end(), [&](bool v) { return v == value; });
}

// The V with row[k] == (idx[k] < V) for every k, if there is one: the
// smallest index of an invalid step (the manual's |R| mod time_size).
std::optional<u64> threshold(const std::vector<bool>& row, const std::vector<u64>& idx) {
    std::optional<u64> firstInvalid;
    for (std::size_t k = 0; k < row.size(); ++k)
        if (!row[k]) firstInvalid = std::min(firstInvalid.value_or(idx[k]), idx[k]);
    const u64 v = firstInvalid.value_or(0);
    for (std::size_t k = 0; k < row.size(); ++k)
        if (row[k] != (idx[k] < v)) return std::nullopt;
    return v;
}

bool matches(const std::vector<bool>& row, const std::vector<u64>& idx, u64 v) {
    for (std::size_t k = 0; k < row.size(); ++k)
        if (row[k] != (idx[k] < v)) return false;
    return true;
}

}  // namespace

std::optional<GateDim> fitGate(const ValidityTable& table, u64 mask) {
    const auto& rows = table.valid;
    std::size_t boundary = 0;
    while (boundary < rows.size() && allOf(rows[boundary], true)) ++boundary;
    if (boundary == rows.size()) return GateDim{};  // nothing to gate
    const auto v = threshold(rows[boundary], table.idx);
    if (!v) return std::nullopt;
    GateDim gate{mask, table.maskedIds[boundary], *v, false};
    const bool aboveInvalid = std::all_of(rows.begin() + boundary + 1, rows.end(), [](const auto& row) { return allOf(row, false); });
    if (aboveInvalid) return gate;
    const bool aboveLikeBoundary =
        std::all_of(rows.begin() + boundary + 1, rows.end(), [&](const auto& row) { return matches(row, table.idx, *v); });
    if (!aboveLikeBoundary) return std::nullopt;
    gate.transposed = true;
    return gate;
}

}  // namespace tcpwb::vcg
