// libFuzzer target for the kernel crate front end (clang, -DTCPWB_FUZZ=ON):
//   build-fuzz/fuzz/fuzz_kernel_crate -max_total_time=60 fuzz/corpus/crate
#include <cstdio>
#include <cstdlib>

#include "kernel_harness.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::string broken = tcpwb::fuzz::checkCrateInput(data, size);
    if (!broken.empty()) {
        std::fprintf(stderr, "invariant broken: %s\n", broken.c_str());
        std::abort();
    }
    return 0;
}
