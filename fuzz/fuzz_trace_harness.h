#pragma once
// What the trace fuzz targets check on any input, shared by the libFuzzer
// targets and the test that replays the corpus (core_tst_fuzz_corpus): the
// reader never crashes (ASan/UBSan watch that), an error has a kind, a
// one-line message and an offset inside the input, the fast path for plain
// Chrome events (trace/plain_event.h) gives exactly what the general reader
// gives (the same trace and notes, or the same error at the same offset) for
// Chrome events and schedule records alike,
// and whatever loads survives a round trip through the Chrome writer. A
// schedule that loads also goes through every analysis (core/analysis),
// whose sums must add up.
#include <cstdint>
#include <sstream>
#include <string>

#include "analysis/by_source.h"
#include "analysis/critical_path.h"
#include "analysis/dma_rate.h"
#include "analysis/idle.h"
#include "analysis/source_compare.h"
#include "trace/chrome_writer.h"
#include "trace/read.h"

namespace tcpwb::fuzz {

namespace detail {

// The reader sizes its buffer by the size it is told (64 bytes at least),
// so telling the fast path a small one makes events straddle buffer
// boundaries, where it must hand over to the general reader: 64 to 127
// bytes, varying with the input.
inline std::size_t smallBuffer(std::size_t size) { return 64 + size % 64; }

inline diag::Result<trace::Trace> readText(const std::string& text, bool fastPath) {
    std::istringstream in(text);
    return fastPath ? trace::readTrace(in, smallBuffer(text.size())) : trace::readTraceGeneral(in, text.size());
}

// Empty when the fast path (in a small buffer) and the general reader (in
// one holding the whole input) agree on `text`.
inline std::string pathsDisagree(const std::string& text) {
    const auto fast = readText(text, true);
    const auto general = readText(text, false);
    if (fast.ok() != general.ok())
        return fast.ok() ? "the general reader fails where the fast path loads" : "the fast path fails where the general reader loads";
    if (!fast.ok()) {
        const diag::Diagnostic& a = fast.error();
        const diag::Diagnostic& b = general.error();
        if (a.kind != b.kind)
            return "the fast path and the general reader fail with different kinds: " + std::string(diag::spelling(a.kind)) + " / " +
                   std::string(diag::spelling(b.kind));
        if (a.offset != b.offset || a.message != b.message)
            return "the fast path and the general reader fail at different places or with different messages";
        return {};
    }
    if (!trace::sameContent(*fast, *general))
        return "the fast path and the general reader load different tracks, slices, flows or counters";
    if (fast->notes != general->notes) return "the fast path and the general reader give different notes";
    if (fast->format != general->format || fast->timeUnit != general->timeUnit)
        return "the fast path and the general reader give a different format or time unit";
    return {};
}

// Empty when the analyses of a loaded trace keep their invariants: the cost
// per source line adds up to the located operations' cycles, the critical
// path's busy and waiting cycles to its end, each context's busy and idle
// cycles to the makespan, and a schedule compared with itself matches
// every line unchanged.
inline std::string analysesBroken(const trace::Trace& t) {
    const analysis::OpGraph g = analysis::opGraphOf(t);
    const analysis::SourceCost cost = analysis::costBySource(g);
    u64 sum = 0;
    for (const analysis::SourceRow& r : cost.rows) sum += r.busyCycles;
    if (sum != cost.locatedCycles) return "the cost per source line does not add up to the located operations' cycles";
    const analysis::CriticalPath path = analysis::criticalPath(g);
    if (path.links.size() > g.ops.size()) return "the critical path is longer than the schedule";
    if (!path.links.empty() && path.busyCycles + path.slackCycles != path.end) return "the critical path's cycles do not add up to its end";
    for (const analysis::ContextIdle& c : analysis::idleHoles(g)) {
        u64 holes = 0;
        for (const analysis::IdleHole& h : c.holes) holes += h.cycles();
        if (holes != c.idleCycles || c.busyCycles + c.idleCycles != g.makespan) return "a context's busy and idle cycles do not add up";
    }
    for (const analysis::DmaTransfer& d : analysis::dmaTransfers(g))
        if (d.validBytes > d.bytes) return "a DMA transfer has more valid bytes than bytes";
    const analysis::SourceComparison self = analysis::compareBySource(g, g);
    if (!self.kernelDifferences.empty() || !self.added.empty() || !self.removed.empty() || self.matched.size() != cost.rows.size())
        return "a schedule compared with itself differs";
    for (const analysis::SourceDelta& d : self.matched)
        if (d.match != analysis::SourceMatch::Same || d.delta() != 0) return "a schedule compared with itself differs";
    return {};
}

}  // namespace detail

// Empty when every invariant held on `data` read as `format`, or a
// description of the broken one.
inline std::string checkTraceInput(trace::Format format, const std::uint8_t* data, std::size_t size) {
    const std::string text(reinterpret_cast<const char*>(data), size);
    std::istringstream in(text);
    const auto loaded = trace::readTraceAs(format, in, size);
    if (std::string broken = detail::pathsDisagree(text); !broken.empty()) return broken;
    if (!loaded) {
        const diag::Diagnostic& d = loaded.error();
        if (d.message.empty()) return "an error has no message";
        if (d.message.find('\n') != std::string::npos) return "an error message is more than one line";
        if (!d.offset || *d.offset > size) return "an error's offset is outside the input";
        return {};
    }
    if (format == trace::Format::FuriosaSchedule)
        if (std::string broken = detail::analysesBroken(*loaded); !broken.empty()) return broken;
    std::stringstream written;
    trace::writeChromeTrace(*loaded, written);
    const auto back = trace::readTrace(written, written.str().size());
    if (!back.ok()) return "what the writer writes does not read back: " + back.error().message;
    if (!trace::sameContent(*loaded, *back)) return "a loaded trace changes in a Chrome round trip";
    return {};
}

}  // namespace tcpwb::fuzz
