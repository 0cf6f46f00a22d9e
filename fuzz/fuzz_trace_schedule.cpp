// libFuzzer target for the schedule trace reader (clang, -DTCPWB_FUZZ=ON):
//   build-fuzz/fuzz/fuzz_trace_schedule -runs=1000000 fuzz/corpus/trace_schedule
#include <cstdio>
#include <cstdlib>

#include "fuzz_trace_harness.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string broken = tcpwb::fuzz::checkTraceInput(tcpwb::trace::Format::FuriosaSchedule, data, size);
    if (!broken.empty()) {
        std::fprintf(stderr, "invariant broken: %s\n", broken.c_str());
        std::abort();
    }
    return 0;
}
