// libFuzzer target for the schedule trace reader (clang, -DTCPWB_FUZZ=ON):
//   build-fuzz/fuzz/fuzz_trace_schedule -runs=1000000 fuzz/corpus/trace_schedule
#include "fuzz_trace_harness.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    tcpwb::fuzz::checkTraceInput(tcpwb::trace::Format::FuriosaSchedule, data, size);
    return 0;
}
