// libFuzzer target for the chrome trace reader (clang, -DTCPWB_FUZZ=ON):
//   build-fuzz/fuzz/fuzz_trace_chrome -runs=1000000 fuzz/corpus/trace_chrome
#include "fuzz_trace_harness.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    tcpwb::fuzz::checkTraceInput(tcpwb::trace::Format::Chrome, data, size);
    return 0;
}
