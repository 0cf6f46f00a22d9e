// Loading a kernel crate the size of the toolchain's examples (58 files,
// about 240 device functions) and elaborating every device function, then
// re-elaborating one after an edit (what the Kernel tab does on a keystroke:
// the edited file's imports gathered again, the kernel parsed, elaborated and
// placed). The targets: under 1 s for the whole crate, under 100 ms for one
// kernel. Baseline measured in the same run: reading the crate's .rs files.
//   ninja -C build bench_crate_load && build/bench/bench_crate_load CRATE_DIR
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "kernel/crate.h"
#include "kernel/crate_check.h"
#include "kernel/listing.h"

using namespace tcpwb;
namespace fs = std::filesystem;

namespace {

using Clock = std::chrono::steady_clock;
double secondsSince(Clock::time_point start) { return std::chrono::duration<double>(Clock::now() - start).count(); }

// The baseline: every .rs file under the crate read into memory.
std::size_t readEveryRustFile(const fs::path& dir) {
    std::size_t bytes = 0;
    for (const auto& e : fs::recursive_directory_iterator(dir)) {
        if (!e.is_regular_file() || e.path().extension() != ".rs") continue;
        std::ifstream in(e.path(), std::ios::binary);
        std::ostringstream text;
        text << in.rdbuf();
        bytes += text.str().size();
    }
    return bytes;
}

// One kernel re-elaborated as after an edit to its file: checkCrateKernels
// on it alone gathers the file's imports again, then parses and elaborates.
double reElaborate(const kernel::Crate& crate, const kernel::KernelEntry& entry) {
    const Clock::time_point start = Clock::now();
    (void)kernel::checkCrateKernels(crate, {entry});
    return secondsSince(start);
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 2) {
        std::fprintf(stderr, "usage: bench_crate_load CRATE_DIR\n");
        return 2;
    }
    const fs::path dir = argv[1];
    Clock::time_point start = Clock::now();
    const std::size_t bytes = readEveryRustFile(dir);
    const double baseline = secondsSince(start);

    start = Clock::now();
    auto crate = kernel::openCrate(dir.string());
    if (!crate) {
        std::fprintf(stderr, "%s\n", crate.error().message.c_str());
        return 2;
    }
    const std::vector<kernel::KernelEntry> entries = kernel::listCrateKernels(*crate);
    const double listed = secondsSince(start);
    const std::vector<kernel::KernelCheck> checks = kernel::checkCrateKernels(*crate, entries);
    const double elaborated = secondsSince(start);
    const auto refused = std::count_if(checks.begin(), checks.end(), [](const kernel::KernelCheck& c) { return c.error.has_value(); });

    std::vector<std::pair<double, std::string>> each;
    for (const kernel::KernelEntry& entry : entries) each.emplace_back(reElaborate(*crate, entry), entry.name);
    std::sort(each.begin(), each.end());

    std::printf("crate: %zu files, %zu device functions (%td refused), %zu bytes of .rs\n", crate->files.size(), entries.size(), refused,
                bytes);
    std::printf("%-44s %10.4f s\n", "baseline: read every .rs file", baseline);
    std::printf("%-44s %10.4f s  (%.1fx baseline)\n", "open the crate and list its functions", listed, listed / baseline);
    std::printf("%-44s %10.4f s  (%.1fx baseline; target 1 s)\n", "... and elaborate every function", elaborated, elaborated / baseline);
    if (!each.empty())
        std::printf("%-44s %10.4f s median, %.4f s worst: %s (target 0.1 s)\n", "re-elaborate one function after an edit",
                    each[each.size() / 2].first, each.back().first, each.back().second.c_str());
    return 0;
}
