#include "sequencer/fetch_adapter.h"

#include <fmt/format.h>

namespace tcpwb::sequencer {

using diag::Diagnostic;
using tensor::DType;

std::optional<std::pair<std::int64_t, std::int64_t>> integerRange(DType dtype) {
    const auto& info = tensor::info(dtype);
    if (info.isFloat) return std::nullopt;
    const std::int64_t half = std::int64_t{1} << (info.bits - 1);
    return std::pair{-half, half - 1};
}

diag::Result<std::vector<std::int64_t>> lookUp(const std::vector<std::int64_t>& values, const std::vector<std::int64_t>& table,
                                               DType input) {
    const unsigned bits = tensor::info(input).bits;
    const u64 mask = bits >= 64 ? ~u64{0} : (u64{1} << bits) - 1;
    std::vector<std::int64_t> out;
    out.reserve(values.size());
    for (std::int64_t value : values) {
        const u64 index = static_cast<u64>(value) & mask;
        if (index >= table.size())
            return Diagnostic(diag::Kind::table_index,
                              fmt::format("the value {} indexes entry {} of a table of {} entries", value, index, table.size()))
                .withFix(fmt::format("give the table {} entries", index + 1));
        out.push_back(table[index]);
    }
    return out;
}

[[nodiscard]] std::optional<Diagnostic> checkZeroPoint(std::int64_t zeroPoint, DType output) {
    auto range = integerRange(output);
    if (!range || (zeroPoint >= range->first && zeroPoint <= range->second)) return std::nullopt;
    return Diagnostic(diag::Kind::zero_point, fmt::format("the zero point {} does not fit the output type {}, which holds {} to {}",
                                                          zeroPoint, tensor::info(output).name, range->first, range->second));
}

[[nodiscard]] std::optional<Diagnostic> checkPadValue(std::int64_t padValue, DType output) {
    auto range = integerRange(output);
    if (!range || (padValue >= range->first && padValue <= range->second)) return std::nullopt;
    return Diagnostic(diag::Kind::pad_value, fmt::format("the pad value {} does not fit the stream's type {}, which holds {} to {}",
                                                         padValue, tensor::info(output).name, range->first, range->second));
}

diag::Result<std::vector<std::int64_t>> subtractZeroPoint(const std::vector<std::int64_t>& values, std::int64_t zeroPoint, DType output) {
    if (auto bad = checkZeroPoint(zeroPoint, output)) return *bad;
    std::vector<std::int64_t> out;
    out.reserve(values.size());
    for (std::int64_t value : values)
        out.push_back(wrapTo(static_cast<std::int64_t>(static_cast<u64>(value) - static_cast<u64>(zeroPoint)), output));
    return out;
}

std::int64_t wrapTo(std::int64_t value, DType dtype) {
    const unsigned bits = tensor::info(dtype).bits;
    if (tensor::info(dtype).isFloat || bits >= 64) return value;
    const u64 modulus = u64{1} << bits;
    u64 low = static_cast<u64>(value) & (modulus - 1);
    if (low >= modulus / 2) return static_cast<std::int64_t>(low) - static_cast<std::int64_t>(modulus);
    return static_cast<std::int64_t>(low);
}

std::vector<int> interleavedSources(const mapping::CompiledMapping& time, mapping::AxisId axis) {
    std::vector<int> out;
    out.reserve(time.size());
    for (u64 t = 0; t < time.size(); ++t) {
        auto index = time.at(t);
        out.push_back(index ? static_cast<int>(index->get(axis)) : 0);
    }
    return out;
}

}  // namespace tcpwb::sequencer
