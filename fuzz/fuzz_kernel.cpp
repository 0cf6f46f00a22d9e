// libFuzzer target for the kernel front end (clang, -DTCPWB_FUZZ=ON):
//   build-fuzz/fuzz/fuzz_kernel -max_total_time=60 fuzz/corpus/kernel
#include <cstdio>
#include <cstdlib>

#include "kernel_harness.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::string broken = tcpwb::fuzz::checkKernelInput(data, size);
    if (!broken.empty()) {
        std::fprintf(stderr, "invariant broken: %s\n", broken.c_str());
        std::abort();
    }
    return 0;
}
