// Times runKernel on the GEMM Program against a plain bf16 GEMM loop in the
// same run and prints the ratio (target: at most 2).
//   build/bench/bench_gemm_sim [I J K [THREADS]]   (default 512 512 1024: the manual's K = 2048 does not fit
//   the TRF; runKernel with 1 thread and with the default count, or with THREADS only)
//   build/bench/bench_gemm_sim --tiled [FILE]   (the K-tiled sample at K = 2048, default
//                                                samples/kernels/gemm-k2048-tiled.rs, against the loop at K = 2048)
#include <fmt/format.h>

#include <chrono>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <sstream>
#include <string_view>
#include <random>
#include <vector>
#include <sys/resource.h>
#include <time.h>

#include "cast/cast.h"
#include "kernel/parse.h"
#include "sim/run.h"
#include "sim_kernels.h"

using namespace tcpwb;

namespace {

double seconds(std::chrono::steady_clock::time_point a) {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - a).count();
}

// CPU seconds this thread has run: on a shared machine (other builds taking
// the cores) wall time mostly measures the wait, CPU time the work.
double cpuSeconds() {
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return double(t.tv_sec) + double(t.tv_nsec) * 1e-9;
}

// CPU seconds of the whole process (every thread): what a run with several threads costs.
double processCpuSeconds() {
    rusage u{};
    getrusage(RUSAGE_SELF, &u);
    return double(u.ru_utime.tv_sec + u.ru_stime.tv_sec) + double(u.ru_utime.tv_usec + u.ru_stime.tv_usec) * 1e-6;
}

// The simulated output's bits, hashed (FNV-1a on 64-bit words, folded): equal across builds when a speed change keeps every value.
u64 checksum(const sim::RunResult& r) {
    u64 h = 1469598103934665603ull;
    for (const auto& out : r.outputs)
        for (double v : out.values) {
            std::uint64_t bits;
            std::memcpy(&bits, &v, sizeof bits);
            h = (h ^ bits) * 1099511628211ull;
            h ^= h >> 29;  // the values' low bits are zero: fold the high bits down
        }
    return h;
}

struct Times {
    double wall = 0, cpu = 0;
};

// C[i][j] = sum_k A[i][k] * B[k][j], operands and result in bf16, f32 accumulation.
Times plainGemm(u64 I, u64 J, u64 K) {
    std::mt19937 rng(1);
    std::uniform_real_distribution<float> d(-1, 1);
    std::vector<std::uint16_t> a(I * K), b(K * J), c(I * J);
    for (auto& x : a) x = std::uint16_t(cast::encodeFloat(tensor::DType::BF16, d(rng)));
    for (auto& x : b) x = std::uint16_t(cast::encodeFloat(tensor::DType::BF16, d(rng)));
    const auto start = std::chrono::steady_clock::now();
    const double cpu = cpuSeconds();
    std::vector<float> af(a.size()), bf(b.size());
    for (u64 n = 0; n < a.size(); ++n) af[n] = float(cast::decodeFloat(tensor::DType::BF16, a[n]));
    for (u64 n = 0; n < b.size(); ++n) bf[n] = float(cast::decodeFloat(tensor::DType::BF16, b[n]));
    std::vector<float> row(J);
    for (u64 i = 0; i < I; ++i) {
        std::fill(row.begin(), row.end(), 0.0f);
        for (u64 k = 0; k < K; ++k) {
            const float x = af[i * K + k];
            const float* bk = &bf[k * J];
            for (u64 j = 0; j < J; ++j) row[j] += x * bk[j];
        }
        for (u64 j = 0; j < J; ++j) c[i * J + j] = std::uint16_t(cast::encodeFloat(tensor::DType::BF16, row[j]));
    }
    const Times t{seconds(start), cpuSeconds() - cpu};
    volatile std::uint16_t sink = c[I * J / 2];
    (void)sink;
    return t;
}

// `--tiled`: parses the tiled GEMM sample (I = J = 512, K = 2048 in two tiles of 1024, one per cluster) and
// times runKernel on it against the plain loop at the same size, in this process.
int benchTiledGemm(const std::string& file) {
    std::ifstream in(file);
    std::stringstream text;
    text << in.rdbuf();
    const kernel::KernelSource source{file, text.str()};
    if (source.text.empty()) {
        fmt::print("cannot read {}\n", file);
        return 2;
    }
    auto program = kernel::parseKernel(source);
    if (!program) {
        fmt::print("{}\n", kernel::formatKernelError(source, program.error()));
        return 2;
    }
    const u64 I = 512, J = 512, K = 2048;
    const Times plain = plainGemm(I, J, K);
    sim::RunOptions options;
    options.checkStages = false;
    const auto start = std::chrono::steady_clock::now();
    const double cpu = cpuSeconds(), process = processCpuSeconds();
    auto r = sim::runKernel(*program, options);
    const Times simulated{seconds(start), cpuSeconds() - cpu};
    const double processCpu = processCpuSeconds() - process;
    if (!r) {
        fmt::print("{}\n", kernel::formatKernelError(source, r.error()));
        return 1;
    }
    fmt::print(
        "tiled GEMM {} I={} J={} K={} ({:.0f}M MACs): ok={} max error {:.3g} (tolerance {:.3g}), {} cycles, output checksum "
        "{:016x}\n",
        file, I, J, K, double(I * J * K) / 1e6, r->ok, r->outputs.at(0).maxAbsError, r->outputs.at(0).tolerance, r->cycles, checksum(*r));
    fmt::print(
        "plain bf16 GEMM loop: {:.3f} s; runKernel ({} threads): {:.3f} s; ratio {:.2f} (CPU time: {:.3f} s, calling thread "
        "{:.3f} s, process {:.3f} s; process CPU ratio {:.2f})\n",
        plain.wall, options.threadCount(), simulated.wall, simulated.wall / plain.wall, plain.cpu, simulated.cpu, processCpu,
        processCpu / plain.cpu);
    return r->ok ? 0 : 1;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc > 1 && std::string_view(argv[1]) == "--tiled")
        return benchTiledGemm(argc > 2 ? argv[2] : TCPWB_KERNEL_SAMPLES_DIR "/gemm-k2048-tiled.rs");
    const u64 I = argc > 3 ? std::strtoull(argv[1], nullptr, 10) : 512;
    const u64 J = argc > 3 ? std::strtoull(argv[2], nullptr, 10) : 512;
    const u64 K = argc > 3 ? std::strtoull(argv[3], nullptr, 10) : 1024;
    const kernel::Program program = test::gemm(I, J, K);
    const Times plain = plainGemm(I, J, K);
    std::vector<unsigned> threadCounts{1, 0};
    if (argc > 4) threadCounts = {unsigned(std::strtoul(argv[4], nullptr, 10))};
    for (unsigned threads : threadCounts) {
        sim::RunOptions options;
        options.checkStages = false;
        options.threads = threads;
        const auto start = std::chrono::steady_clock::now();
        const double cpu = cpuSeconds(), process = processCpuSeconds();
        auto r = sim::runKernel(program, options);
        const Times simulated{seconds(start), cpuSeconds() - cpu};
        const double processCpu = processCpuSeconds() - process;
        if (!r) {
            fmt::print("runKernel failed: {}: {}\n", r.error().kind, r.error().message);
            return 1;
        }
        fmt::print(
            "GEMM I={} J={} K={} ({:.0f}M MACs), {} threads: ok={} max error {:.3g} (tolerance {:.3g}), {} cycles, output "
            "checksum {:016x}\n",
            I, J, K, double(I * J * K) / 1e6, options.threadCount(), r->ok, r->outputs.at(0).maxAbsError, r->outputs.at(0).tolerance,
            r->cycles, checksum(*r));
        fmt::print(
            "plain bf16 GEMM loop: {:.3f} s; runKernel: {:.3f} s; ratio {:.2f} (CPU time: {:.3f} s, calling thread {:.3f} s, "
            "process {:.3f} s; process CPU ratio {:.2f})\n",
            plain.wall, simulated.wall, simulated.wall / plain.wall, plain.cpu, simulated.cpu, processCpu, processCpu / plain.cpu);
    }
    return 0;
}
