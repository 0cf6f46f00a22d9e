#pragma once
// What the trace fuzz targets check on any input: the reader never crashes
// (ASan/UBSan watch that), an error has a kind, a one-line message and an
// offset inside the input, and whatever loads survives a round trip through
// the Chrome writer unchanged.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <sstream>
#include <string>

#include "trace/chrome_writer.h"
#include "trace/read.h"

namespace tcpwb::fuzz {

inline void traceInvariant(bool holds, const char* what) {
    if (holds) return;
    std::fprintf(stderr, "invariant broken: %s\n", what);
    std::abort();
}

inline void checkTraceInput(trace::Format format, const std::uint8_t* data, std::size_t size) {
    std::istringstream in(std::string(reinterpret_cast<const char*>(data), size));
    const auto loaded = trace::readTraceAs(format, in, size);
    if (!loaded) {
        const diag::Diagnostic& d = loaded.error();
        traceInvariant(!d.kind.empty() && !d.message.empty(), "an error has a kind and a message");
        traceInvariant(d.message.find('\n') == std::string::npos, "an error message is one line");
        traceInvariant(d.offset.has_value() && *d.offset <= size, "an error's offset is inside the input");
        return;
    }
    std::stringstream written;
    trace::writeChromeTrace(*loaded, written);
    const auto back = trace::readTrace(written, written.str().size());
    traceInvariant(back.ok(), "what the writer writes reads back");
    traceInvariant(trace::sameContent(*loaded, *back), "a loaded trace survives a Chrome round trip");
}

}  // namespace tcpwb::fuzz
