// Hand-run benchmark (not in CI): enumerate every buffer position's tensor
// element for a 2^24-position, five-factor mapping, against a hand-written
// nested loop over the same factors (the practical limit), in one run.
//
//   ninja -C build bench_enumerate && build/bench/bench_enumerate
#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <functional>
#include <vector>

#include "mapping/enumerate.h"
#include "mapping/mapping.h"

using namespace tcpwb;
using namespace tcpwb::mapping;

namespace {

constexpr int kRepeats = 7;

double bestSeconds(const std::function<void()>& run) {
    double best = 1e30;
    for (int r = 0; r < kRepeats; ++r) {
        auto start = std::chrono::steady_clock::now();
        run();
        std::chrono::duration<double> elapsed = std::chrono::steady_clock::now() - start;
        best = std::min(best, elapsed.count());
    }
    return best;
}

u64 checksum(const std::vector<u64>& v) {
    u64 sum = 0;
    for (u64 x : v) sum = sum * 31 + x;
    return sum;
}

// m![A / 16, C / 64, B, A % 16, C % 64] with A = 256, B = 64, C = 1024,
// tensor strides A = 65536, B = 1024, C = 1, written out by hand.
void nestedLoops(std::vector<u64>& out) {
    u64 p = 0;
    for (u64 a1 = 0; a1 < 16; ++a1) {
        const u64 o1 = a1 * 16 * 65536;
        for (u64 c1 = 0; c1 < 16; ++c1) {
            const u64 o2 = o1 + c1 * 64;
            for (u64 b = 0; b < 64; ++b) {
                const u64 o3 = o2 + b * 1024;
                for (u64 a0 = 0; a0 < 16; ++a0) {
                    const u64 o4 = o3 + a0 * 65536;
                    for (u64 c0 = 0; c0 < 64; ++c0) out[p++] = o4 + c0;
                }
            }
        }
    }
}

void report(const char* name, u64 positions, double seconds, double baseline) {
    std::printf("%-34s %8.1f ms  %8.0f M positions/s  %5.2fx the nested loop\n", name, seconds * 1e3, positions / seconds / 1e6,
                baseline / seconds);
}

}  // namespace

int main() {
    auto env = parseAxes("A=256,B=64,C=1024").value();
    auto m = compileMapping("m![A / 16, C / 64, B, A % 16, C % 64]", env).value();
    const std::vector<u64> strides = rowMajorStrides(env, {0, 1, 2});
    const u64 n = m.size();
    std::printf("mapping %s: %llu positions, %zu factors\n", m.normalized().c_str(), (unsigned long long)n, m.normalForm().factors.size());

    std::vector<u64> expected(n), actual(n);
    const double loop = bestSeconds([&] { nestedLoops(expected); });
    const double fast = bestSeconds([&] { enumerateOffsets(m, strides, actual); });
    if (checksum(expected) != checksum(actual)) {
        std::printf("MISMATCH: enumerateOffsets disagrees with the nested loop\n");
        return 1;
    }
    std::vector<u64> slow(n);
    const double perPosition = bestSeconds([&] {
        for (u64 p = 0; p < n; ++p) {
            auto index = m.at(p);
            u64 offset = 0;
            for (const auto& [axis, value] : index->entries()) offset += value * strides[axis];
            slow[p] = offset;
        }
    });
    report("nested loop (baseline)", n, loop, loop);
    report("enumerateOffsets", n, fast, loop);
    report("CompiledMapping::at per position", n, perPosition, loop);

    auto padded = compileMapping("m![A / 16, C / 64 # 20, B, A % 16, C % 64 # 80]", env).value();
    std::vector<u64> paddedOut(padded.size());
    const double pad = bestSeconds([&] { enumerateOffsets(padded, strides, paddedOut); });
    report(fmt::format("padded variant ({}M positions)", padded.size() >> 20).c_str(), padded.size(), pad,
           loop * double(padded.size()) / double(n));
    return 0;
}
