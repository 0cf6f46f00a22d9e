// The trace `tcpwb-cli run --trace` writes: a schedule as Chrome trace
// events, with resource lanes, stages nested as a staircase, hazard flows, tensor lifetimes
// with their address ranges, and counters; and it reads back unchanged.
#include <QtTest>

#include <sstream>

#include "schedule_builder.h"
#include "trace/chrome_writer.h"
#include "trace/from_schedule.h"
#include "trace/read.h"

using namespace tcpwb;
using schedule::Resource;

namespace {

// The elementwise-multiplication shape: DMA in, sub loads the VRF, main
// reads it (main waits for sub), DMA out.
test::OpListBuilder kernelOps() {
    test::OpListBuilder b;
    b.dm("lhs", 0, 32).dm("rhs", 4096, 4128).tensor("rhs_vrf", schedule::MemoryKind::Vrf, 0, 32).dm("out", 8192, 8224);
    b.dma("to_dm(rhs)", 10, {}, {"rhs"});
    b.dma("to_dm(lhs)", 10, {}, {"lhs"});
    b.sub("load rhs", 6, {"rhs"}, {"rhs_vrf"});
    b.main("multiply", 8, {"lhs", "rhs_vrf"}, {"out"});
    b.dma("to_hbm(out)", 10, {"out"}, {});
    return b;
}

const trace::Slice* sliceNamed(const trace::Trace& t, std::string_view name) {
    for (const trace::Slice& s : t.slices)
        if (t.text(s.name) == name) return &s;
    return nullptr;
}

std::string argText(const trace::Trace& t, const trace::Slice& s, std::string_view key) {
    for (const auto& [k, v] : t.sliceArgs(s))
        if (k == key) {
            if (const auto* text = std::get_if<trace::ArgText>(&v)) return t.text(text->id);
            if (const auto* n = std::get_if<std::int64_t>(&v)) return std::to_string(*n);
        }
    return {};
}

}  // namespace

class TraceFromScheduleTest : public QObject {
    Q_OBJECT

private slots:
    void operationsLieOnTheirResourceLanes() {
        const auto b = kernelOps();
        const auto s = b.schedule();
        const trace::Trace t = trace::traceOfSchedule({b.list(), s, {}, "mul"});
        const trace::Slice* multiply = sliceNamed(t, "multiply");
        QVERIFY(multiply);
        QCOMPARE(t.tracks[multiply->track].name, std::string("main"));
        QCOMPARE(multiply->start, s.ops[3].start);
        QCOMPARE(multiply->end, s.ops[3].end);
        QCOMPARE(argText(t, *multiply, "inputs"), std::string("lhs, rhs_vrf"));
        const trace::Slice* load = sliceNamed(t, "load rhs");
        QVERIFY(load);
        QCOMPARE(t.tracks[load->track].name, std::string("sub"));
    }

    void stagesNestInsideTheirOperation() {
        const auto b = kernelOps();
        const auto s = b.schedule();
        std::vector<std::vector<trace::StageSpan>> stages(4);
        stages[3] = {{"fetch", 0, 8}, {"vector", 1, 9}, {"commit", 2, 100}};
        const trace::Trace t = trace::traceOfSchedule({b.list(), s, stages, "mul"});
        const trace::Slice* commit = sliceNamed(t, "commit");
        QVERIFY(commit);
        // A staircase: operation, fetch, vector, commit.
        QCOMPARE(commit->depth, 3u);
        QCOMPARE(commit->start, s.ops[3].start + 2);
        QCOMPARE(commit->end, s.ops[3].start + 8);  // clamped into vector, clamped into fetch
        const trace::Slice* vector = sliceNamed(t, "vector");
        QVERIFY(vector);
        QCOMPARE(vector->depth, 2u);
        QCOMPARE(vector->end, s.ops[3].start + 8);
    }

    void mainWaitingForSubIsAFlow() {
        const auto b = kernelOps();
        const auto s = b.schedule();
        const trace::Trace t = trace::traceOfSchedule({b.list(), s, {}, "mul"});
        bool found = false;
        for (const trace::Flow& f : t.flows)
            if (t.text(f.name) == "main waits for sub") {
                found = true;
                QCOMPARE(t.tracks[f.fromTrack].name, std::string("sub"));
                QCOMPARE(t.tracks[f.toTrack].name, std::string("main"));
                QCOMPARE(f.fromTime, s.ops[2].end);
                QCOMPARE(f.toTime, s.ops[3].start);
            }
        QVERIFY(found);
    }

    void lifetimesCarryTheirAddressRange() {
        const auto b = kernelOps();
        const auto s = b.schedule();
        const trace::Trace t = trace::traceOfSchedule({b.list(), s, {}, "mul"});
        const trace::Slice* rhs = sliceNamed(t, "rhs");
        QVERIFY(rhs);
        QCOMPARE(t.tracks[rhs->track].process, std::string("memory"));
        QCOMPARE(t.tracks[rhs->track].name, std::string("dm"));
        QCOMPARE(argText(t, *rhs, "address"), std::string("4096"));
        QCOMPARE(argText(t, *rhs, "size"), std::string("32"));
        QCOMPARE(rhs->start, s.lifetimes[1].begin);
        QCOMPARE(rhs->end, s.lifetimes[1].end);
    }

    void lifetimesNameTheirProducerAndConsumers() {
        const auto b = kernelOps();
        const auto s = b.schedule();
        const trace::Trace t = trace::traceOfSchedule({b.list(), s, {}, "mul"});
        const trace::Slice* rhs = sliceNamed(t, "rhs");
        QVERIFY(rhs);
        QCOMPARE(argText(t, *rhs, "producer"), std::string("to_dm(rhs)"));
        QCOMPARE(argText(t, *rhs, "consumers"), std::string("load rhs"));
        const trace::Slice* out = sliceNamed(t, "out");
        QVERIFY(out);
        QCOMPARE(argText(t, *out, "producer"), std::string("multiply"));
        QCOMPARE(argText(t, *out, "consumers"), std::string("to_hbm(out)"));
    }

    void hbmBandwidthCountsDmaBytesPerCycle() {
        test::OpListBuilder b;
        b.tensor("a_hbm", schedule::MemoryKind::Hbm, 0, 1024).tensor("b_hbm", schedule::MemoryKind::Hbm, 4096, 5120);
        b.dm("a", 0, 1024).dm("b", 4096, 5120);
        b.dma("to_dm(a)", 8, {"a_hbm"}, {"a"});  // 1024 B over 8 cycles
        b.dma("to_dm(b)", 4, {"b_hbm"}, {"b"});  // 1024 B over 4 cycles, after it (one DMA lane)
        b.main("use", 2, {"a", "b"}, {});
        const auto s = b.schedule();
        const trace::Trace t = trace::traceOfSchedule({b.list(), s, {}, "bw"});
        const trace::Counter* bw = nullptr;
        for (const auto& c : t.counters)
            if (c.name == "hbm_bandwidth") bw = &c;
        QVERIFY(bw);
        auto at = [&](u64 cycle) {
            double v = 0;
            for (const auto& sample : bw->samples)
                if (sample.time <= cycle) v = sample.value;
            return v;
        };
        QCOMPARE(at(s.ops[0].start), 128.0);
        QCOMPARE(at(s.ops[1].start), 256.0);
        QCOMPARE(at(s.ops[1].end), 0.0);
        QCOMPARE(bw->samples.back().value, 0.0);
    }

    void bankWarningsAreMarkers() {
        // The starvation example of "Memory Performance": 43 + 20 + 1 = 64 same-bank accesses.
        test::OpListBuilder b;
        b.dm("x", 0, 4096).dm("w", 8192, 12288).dm("z", 65536, 69632).tensor("h", schedule::MemoryKind::Hbm, 0, 4096);
        b.tensor("trf", schedule::MemoryKind::Trf, 0, 4096);
        b.main("fetch", 100, {"x"}, {}, {{0, 43, std::nullopt}}).sub("prefetch", 100, {"w"}, {"trf"}, {{0, 20, std::nullopt}});
        b.dma("load", 100, {"h"}, {"z"});
        const auto s = b.schedule();
        const trace::Trace t = trace::traceOfSchedule({b.list(), s, {}, "starve"});
        const trace::Slice* marker = sliceNamed(t, "bank_starvation");
        QVERIFY(marker);
        QCOMPARE(t.text(marker->category), std::string("warning"));
        QCOMPARE(marker->start, marker->end);  // an instant
        QCOMPARE(t.tracks[marker->track].name, std::string("main"));
        QCOMPARE(argText(t, *marker, "total"), std::string("64"));
        QCOMPARE(argText(t, *marker, "banks"), std::string("0"));
        QVERIFY(argText(t, *marker, "message").find("`x`") != std::string::npos);
    }

    void noHbmTrafficNoBandwidthCounter() {
        const auto b = kernelOps();  // its DMA tensors are all DM: HBM is not modelled there
        const auto s = b.schedule();
        const trace::Trace t = trace::traceOfSchedule({b.list(), s, {}, "mul"});
        for (const auto& c : t.counters) QVERIFY(c.name != "hbm_bandwidth");
    }

    void liveBytesRiseAndFall() {
        const auto b = kernelOps();
        const auto s = b.schedule();
        const trace::Trace t = trace::traceOfSchedule({b.list(), s, {}, "mul"});
        const trace::Counter* dm = nullptr;
        for (const auto& c : t.counters)
            if (c.name == "live_bytes.dm") dm = &c;
        QVERIFY(dm);
        double peak = 0;
        for (const auto& sample : dm->samples) peak = std::max(peak, sample.value);
        QVERIFY(peak >= 64);  // lhs and rhs live together
        QCOMPARE(dm->samples.back().value, 0.0);
    }

    void roundTripsThroughChromeJson() {
        const auto b = kernelOps();
        const auto s = b.schedule();
        std::vector<std::vector<trace::StageSpan>> stages(4);
        stages[3] = {{"fetch", 0, 8}};
        const trace::Trace t = trace::traceOfSchedule({b.list(), s, stages, "mul"});
        std::stringstream json;
        trace::writeChromeTrace(t, json);
        auto back = trace::readTrace(json);
        QVERIFY2(back.ok(), back.ok() ? "" : back.error().message.c_str());
        QVERIFY(trace::sameContent(t, *back));
    }
};

QTEST_GUILESS_MAIN(TraceFromScheduleTest)
#include "tst_trace_from_schedule.moc"
