#include "sequencer/bank_trace.h"

#include <algorithm>

#include "memory/dm.h"

namespace tcpwb::sequencer {
namespace {

std::int64_t floorDiv(std::int64_t a, std::int64_t b) { return a >= 0 ? a / b : -((-a + b - 1) / b); }

// Banks of the 8-byte words that [address, address + bytes) covers; a
// negative address (a padded axis's left padding) wraps like the hardware's.
std::uint16_t banksTouched(std::int64_t address, u64 bytes) {
    const auto word = static_cast<std::int64_t>(memory::kDm.bytesPerRow);
    const auto banks = static_cast<std::int64_t>(memory::kDm.banksPerSlice);
    const std::int64_t first = floorDiv(address, word);
    const std::int64_t last = floorDiv(address + static_cast<std::int64_t>(std::max<u64>(bytes, 1)) - 1, word);
    std::uint16_t touched = 0;
    for (std::int64_t w = first; w <= last && w - first < banks; ++w)
        touched |= static_cast<std::uint16_t>(1u << static_cast<unsigned>(((w % banks) + banks) % banks));
    return touched;
}

// The time entries (all but the packet) as an odometer, innermost fastest.
struct Odometer {
    std::vector<Entry> entries;
    std::vector<u64> index;

    explicit Odometer(const Config& config) {
        for (const Entry& e : config.merged)
            if (!e.packet) entries.push_back(e);
        index.assign(entries.size(), 0);
    }
    std::int64_t offset() const {
        std::int64_t sum = 0;
        for (std::size_t k = 0; k < entries.size(); ++k) sum += static_cast<std::int64_t>(index[k] * entries[k].stride);
        return sum;
    }
    bool next() {
        for (std::size_t k = entries.size(); k-- > 0;) {
            if (++index[k] < entries[k].size) return true;
            index[k] = 0;
        }
        return false;
    }
};

// The packet's element offsets in order (its entries may be several).
std::vector<std::int64_t> packetOffsets(const Config& config, u64 limit) {
    std::vector<std::int64_t> offsets{0};
    for (const Entry& e : config.merged) {
        if (!e.packet) continue;
        std::vector<std::int64_t> grown;
        for (std::int64_t base : offsets)
            for (u64 i = 0; i < e.size && grown.size() < limit; ++i) grown.push_back(base + static_cast<std::int64_t>(i * e.stride));
        offsets = std::move(grown);
    }
    return offsets;
}

void findStreaks(BankTrace& trace) {
    for (unsigned bank = 0; bank < memory::kDm.banksPerSlice; ++bank) {
        u64 run = 0;
        for (std::size_t i = 0; i <= trace.accesses.size(); ++i) {
            const bool hit = i < trace.accesses.size() && (trace.accesses[i].banks >> bank) & 1u;
            if (hit) {
                ++run;
                continue;
            }
            if (run > memory::maxAllowedConsecutiveAccesses()) {
                const BankAccess& first = trace.accesses[i - run];
                trace.streaks.push_back({bank, first.cycle, run, first.address});
            }
            run = 0;
        }
    }
    std::sort(trace.streaks.begin(), trace.streaks.end(), [](const BankStreak& a, const BankStreak& b) { return a.length > b.length; });
}

}  // namespace

BankTrace traceBanks(const Config& config, tensor::DType dtype, u64 accessBytes, u64 maxAccesses) {
    BankTrace trace;
    const u64 elementBits = tensor::info(dtype).storageBits;
    const auto bytesOf = [&](std::int64_t elements) { return elements * static_cast<std::int64_t>(elementBits) / 8; };
    const auto packet = packetOffsets(config, u64{1} << 16);
    const u64 packetBytes = tensor::bytesFor(dtype, packet.size());
    const u64 step = std::max<u64>(accessBytes, 1);
    Odometer time(config);
    do {
        const std::int64_t start = config.base + time.offset();
        for (u64 at = 0; at < packetBytes; at += step) {
            if (trace.accesses.size() >= maxAccesses) {
                trace.truncated = true;
                findStreaks(trace);
                return trace;
            }
            // An access covers the packet elements whose bytes it carries; it
            // touches the memory those elements occupy: `step` bytes of a
            // stride-1 run, one element's bytes of a broadcast (stride 0).
            const std::size_t first = std::min(static_cast<std::size_t>(at * 8 / elementBits), packet.size() - 1);
            const std::size_t last =
                std::min(static_cast<std::size_t>((at + std::min(step, packetBytes - at)) * 8 / elementBits), packet.size()) - 1;
            const auto [lowest, highest] = std::minmax_element(packet.begin() + static_cast<std::ptrdiff_t>(first),
                                                               packet.begin() + static_cast<std::ptrdiff_t>(std::max(first, last)) + 1);
            const std::int64_t address = bytesOf(start + *lowest);
            const u64 bytes = static_cast<u64>(bytesOf(start + *highest) - address) + ceilDiv(elementBits, u64{8});
            trace.accesses.push_back({trace.accesses.size(), address, banksTouched(address, bytes)});
        }
    } while (time.next());
    findStreaks(trace);
    return trace;
}

std::vector<u64> elementsInBank(std::int64_t address, u64 accessBytes, unsigned bank, tensor::DType dtype) {
    const u64 elementBits = tensor::info(dtype).storageBits;
    std::vector<u64> positions;
    for (u64 bit = 0; bit < accessBytes * 8; bit += elementBits) {
        const std::int64_t byte = address + static_cast<std::int64_t>(bit / 8);
        if (byte < 0 || memory::kSliceAddress.bank.of(static_cast<u64>(byte)) != bank) continue;
        positions.push_back((static_cast<u64>(byte) * 8 + bit % 8) / elementBits);
    }
    return positions;
}

}  // namespace tcpwb::sequencer
