// Loading a large Chrome trace: time, and peak memory (VmHWM) as a ratio to
// the file's size; the target is at most about 2x (issue 6, item 6).
//   ninja -C build bench_trace_load && build/bench/bench_trace_load [MB] [FILE]
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <string>

#include "trace/chrome_writer.h"
#include "trace/read.h"

using namespace tcpwb;

namespace {

// Peak resident set so far, in bytes (Linux).
u64 peakRss() {
    std::ifstream status("/proc/self/status");
    std::string line;
    while (std::getline(status, line))
        if (line.rfind("VmHWM:", 0) == 0) return std::stoull(line.substr(6)) * 1024;
    return 0;
}

// Writes events in chunks straight to the file, so generating the trace
// does not raise the peak that loading it is measured by.
u64 generate(const std::string& path, u64 targetBytes) {
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out << "{\"otherData\":{\"time_unit\":\"cycle\",\"producer\":\"bench_trace_load\"},\n\"traceEvents\":[\n";
    const char* tracks[] = {"main", "sub", "dma"};
    for (int t = 0; t < 3; ++t)
        out << "{\"ph\":\"M\",\"name\":\"thread_name\",\"pid\":1,\"tid\":" << t + 1 << ",\"args\":{\"name\":\"" << tracks[t] << "\"}},\n";
    const char* engines[] = {"fetch", "switch", "collect", "contract", "vector", "commit"};
    u64 cycle = 0;
    for (u64 op = 0; static_cast<u64>(out.tellp()) < targetBytes; ++op) {
        const int tid = static_cast<int>(op % 3) + 1;
        out << "{\"ph\":\"X\",\"name\":\"op " << op << "\",\"cat\":\"op\",\"pid\":1,\"tid\":" << tid << ",\"ts\":" << cycle
            << ",\"dur\":600,\"args\":{\"op\":" << op << "}},\n";
        for (int e = 0; e < 6; ++e)
            out << (e ? ",\n" : "") << "{\"ph\":\"X\",\"name\":\"" << engines[e] << "\",\"cat\":\"engine\",\"pid\":1,\"tid\":" << tid << ",\"ts\":"
                << cycle + 100 * e << ",\"dur\":90}";
        out << ",\n{\"ph\":\"C\",\"name\":\"bank_pressure\",\"pid\":1,\"ts\":" << cycle << ",\"args\":{\"value\":" << op % 64 << "}},\n";
        if (op % 16 == 0)
            out << "{\"ph\":\"s\",\"id\":" << op << ",\"name\":\"RAW\",\"cat\":\"hazard\",\"pid\":1,\"tid\":" << tid << ",\"ts\":" << cycle + 600
                << "},\n{\"ph\":\"f\",\"bp\":\"e\",\"id\":" << op << ",\"name\":\"RAW\",\"cat\":\"hazard\",\"pid\":1,\"tid\":" << tid % 3 + 1
                << ",\"ts\":" << cycle + 700 << "},\n";
        cycle += 200;
    }
    out << "{\"ph\":\"X\",\"name\":\"end\",\"cat\":\"op\",\"pid\":1,\"tid\":1,\"ts\":" << cycle << ",\"dur\":1}\n]}\n";
    return static_cast<u64>(out.tellp());
}

}  // namespace

int main(int argc, char** argv) {
    const u64 megabytes = argc > 1 ? std::strtoull(argv[1], nullptr, 10) : 200;
    const std::string path = argc > 2 ? argv[2] : "/tmp/tcpwb_bench_trace.json";
    const u64 size = generate(path, megabytes << 20);
    const u64 baseline = peakRss();

    const auto start = std::chrono::steady_clock::now();
    auto trace = trace::readTraceFile(path);
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    if (!trace) {
        std::fprintf(stderr, "load failed at byte %llu: %s\n", static_cast<unsigned long long>(trace.error().offset.value_or(0)),
                     trace.error().message.c_str());
        return 1;
    }
    const u64 peak = peakRss();
    std::printf("file            %.1f MB (%s)\n", size / 1048576.0, path.c_str());
    std::printf("slices          %zu, flows %zu, counter samples %zu\n", trace->slices.size(), trace->flows.size(),
                trace->counters.empty() ? std::size_t{0} : trace->counters[0].samples.size());
    std::printf("load            %.2f s (%.0f MB/s)\n", seconds, size / 1048576.0 / seconds);
    std::printf("peak RSS        %.1f MB (before loading %.1f MB)\n", peak / 1048576.0, baseline / 1048576.0);
    std::printf("peak / file     %.2f (target <= 2)\n", static_cast<double>(peak) / static_cast<double>(size));
    if (argc <= 2) std::remove(path.c_str());
    return 0;
}
