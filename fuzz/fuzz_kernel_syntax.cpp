// libFuzzer target for the kernel's syntax alone (clang, -DTCPWB_FUZZ=ON):
//   build-fuzz/fuzz/fuzz_kernel_syntax -max_len=4096 /tmp/ks
// tree-sitter's parse, the error descriptions and the lowering into
// kernel::ast, without the elaborator and the planner fuzz_kernel also runs.
#include <cstdio>
#include <cstdlib>

#include "kernel_harness.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::string broken = tcpwb::fuzz::checkKernelSyntax(data, size);
    if (!broken.empty()) {
        std::fprintf(stderr, "invariant broken: %s\n", broken.c_str());
        std::abort();
    }
    return 0;
}
