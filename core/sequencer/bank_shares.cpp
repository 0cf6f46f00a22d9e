#include "sequencer/bank_shares.h"

#include <algorithm>

namespace tcpwb::sequencer {

std::vector<BankShareColumn> binBankShares(std::span<const std::uint16_t> banks, u64 first, u64 end, u64 columns) {
    end = std::min<u64>(end, banks.size());
    first = std::min(first, end);
    const u64 span = end - first;
    const u64 bins = std::min(span, columns);
    std::vector<BankShareColumn> out(bins);
    if (bins == 0) return out;
    const double width = double(span) / double(bins);
    for (u64 c = 0; c < bins; ++c) {
        const u64 from = first + u64(double(c) * width);
        const u64 to = c + 1 == bins ? end : std::min(end, first + u64(double(c + 1) * width));
        std::array<u64, kBanksPerSlice> hits{};
        for (u64 i = from; i < to; ++i)
            for (std::size_t b = 0; b < kBanksPerSlice; ++b) hits[b] += (banks[i] >> b) & 1u;
        for (std::size_t b = 0; b < kBanksPerSlice; ++b) out[c][b] = to > from ? double(hits[b]) / double(to - from) : 0.0;
    }
    return out;
}

}  // namespace tcpwb::sequencer
