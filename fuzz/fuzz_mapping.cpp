// libFuzzer target for the mapping front end (clang, -DTCPWB_FUZZ=ON):
//   build-fuzz/fuzz/fuzz_mapping -runs=1000000 fuzz/corpus/mapping
#include <cstdio>
#include <cstdlib>

#include "mapping_harness.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::string broken = tcpwb::fuzz::checkMappingInput(data, size);
    if (!broken.empty()) {
        std::fprintf(stderr, "invariant broken: %s\n", broken.c_str());
        std::abort();
    }
    return 0;
}
