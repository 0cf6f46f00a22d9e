// Hand-run benchmark (not in CI): how long the GUI waits on a keystroke that
// changes a stream mapping. An 8-term Time is compiled and its configuration
// derived (and planned for the Fetch Engine, masking included), against a
// 1-term stream measured in the same run as the baseline.
//
//   ninja -C build bench_derive && build/bench/bench_derive
#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <functional>
#include <vector>

#include "mapping/mapping.h"
#include "sequencer/fetch.h"

using namespace tcpwb;

namespace {

constexpr int kSamples = 2001;

double medianMicros(const std::function<void()>& run) {
    std::vector<double> samples;
    samples.reserve(kSamples);
    for (int i = 0; i < kSamples; ++i) {
        auto start = std::chrono::steady_clock::now();
        run();
        std::chrono::duration<double, std::micro> elapsed = std::chrono::steady_clock::now() - start;
        samples.push_back(elapsed.count());
    }
    std::nth_element(samples.begin(), samples.begin() + kSamples / 2, samples.end());
    return samples[kSamples / 2];
}

struct Stream {
    const char* buffer;
    const char* time;
    const char* packet;
};

// Compiles the three mappings and derives (what a keystroke costs), or only derives.
double measure(const mapping::AxisEnv& env, const Stream& s, bool compile, bool fetch) {
    auto buffer = *mapping::compileMapping(s.buffer, env);
    auto time = *mapping::compileMapping(s.time, env);
    auto packet = *mapping::compileMapping(s.packet, env);
    std::size_t sink = 0;
    const double micros = medianMicros([&] {
        if (compile) {
            auto t = mapping::compileMapping(s.time, env);
            sink += t->size();
        }
        const sequencer::Request request{buffer, time, packet, tensor::DType::I8};
        if (fetch) sink += sequencer::planFetch(request, sequencer::Context::Main).ok();
        else sink += sequencer::derive(request)->merged.size();
    });
    if (sink == 0) fmt::print("(no result)\n");
    return micros;
}

}  // namespace

int main() {
    auto env = *mapping::parseAxes("N=8,C=8,H=8,W=32");
    const Stream eight{"m![N, C, H, W]", "m![W / 16, H % 2, H / 2, C / 2, C % 2, N / 2, N % 2, W / 8 % 2]", "m![W % 8]"};
    const Stream one{"m![N, C, H, W]", "m![N]", "m![C, H, W]"};
    const double base = measure(env, one, false, false);
    fmt::print("median of {} runs; baseline: derive a 1-term stream = {:.2f} us\n", kSamples, base);
    for (bool compile : {false, true})
        for (bool fetch : {false, true}) {
            const double us = measure(env, eight, compile, fetch);
            fmt::print("8-term Time, {:<22} {:<9} {:7.2f} us  {:5.1f}x baseline  (target 20 us: {})\n",
                       compile ? "compile Time + derive" : "derive", fetch ? "+ fetch" : "", us, us / base, us <= 20 ? "met" : "MISSED");
        }
}
