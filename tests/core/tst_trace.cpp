// Kernel traces: the Chrome Trace Event writer read back by the streaming
// reader, the two Furiosa toolchain formats (hand-written samples in
// samples/traces/) and progress reporting.
#include <QtTest>

#include <algorithm>
#include <cmath>
#include <fstream>
#include <sstream>

#include "trace/chrome_writer.h"
#include "trace/read.h"
#include "../diag_kind_text.h"

using namespace tcpwb;
using namespace tcpwb::trace;

namespace {

// A small kernel's trace: main and sub with nested engine slices, a DMA
// track, a hazard flow and a bank-pressure counter.
Trace kernelTrace() {
    Trace t;
    t.metadata = {{"producer", "tcpwb"}, {"kernel", "gemm \"512\""}};
    const TrackId main = t.addTrack({1, 1, "kernel", "main"});
    const TrackId sub = t.addTrack({1, 2, "kernel", "sub"});
    const TrackId dma = t.addTrack({1, 3, "kernel", "dma"});
    t.addTrack({1, 4, "kernel", "idle"});
    t.addSlice(dma, "to_dm lhs", "dma", 0, 120, {{"bytes", std::int64_t{65536}}});
    t.addSlice(main, "op 2", "op", 130, 610, {{"op", std::int64_t{2}}, {"ratio", 0.5}, {"ok", true}});
    t.addSlice(main, "fetch", "engine", 130, 400, {{"mapping", t.textArg("m![A / 8 # 256]")}, {"whole", 3.0}});
    t.addSlice(main, "contract", "engine", 140, 600);
    t.addSlice(sub, "to_trf", "engine", 140, 300, {{"big", std::int64_t{-9007199254740993}}});
    t.addSlice(sub, "empty", "engine", 300, 300);
    t.flows.push_back({t.intern("RAW rhs"), t.intern("hazard"), dma, main, 120, 130});
    t.counters.push_back({1, "bank_pressure", {{0, 0.0}, {130, 3.0}, {610, 0.25}}});
    t.finish();
    return t;
}

diag::Result<Trace> roundTrip(const Trace& t) {
    std::stringstream text;
    writeChromeTrace(t, text);
    return readTrace(text);
}

const Slice* findSlice(const Trace& t, const std::string& name) {
    for (const Slice& s : t.slices)
        if (t.text(s.name) == name) return &s;
    return nullptr;
}

std::size_t slicesOn(const Trace& t, const std::string& track) {
    return std::count_if(t.slices.begin(), t.slices.end(), [&](const Slice& s) { return t.tracks[s.track].name == track; });
}

bool hasNote(const Trace& t, const std::string& part) {
    return std::any_of(t.notes.begin(), t.notes.end(), [&](const std::string& n) { return n.find(part) != std::string::npos; });
}

// Built in place: `std::string(...) + ...` draws GCC 12's -Warray-bounds false positive under -O2
// with the precompiled header (libstdc++ PR 109299, see tst_mapping_errors.cpp).
std::string sample(const char* name) {
    std::string path = TCPWB_SAMPLES_DIR;
    path += '/';
    path += name;
    return path;
}

}  // namespace

class TraceSuite : public QObject {
    Q_OBJECT

private slots:
    void nestingFollowsContainment() {
        const Trace t = kernelTrace();
        QCOMPARE(findSlice(t, "op 2")->depth, 0u);
        QCOMPARE(findSlice(t, "fetch")->depth, 1u);
        QCOMPARE(findSlice(t, "contract")->depth, 2u);  // overlaps fetch without nesting: drawn below it
        QCOMPARE(findSlice(t, "to_trf")->depth, 0u);
        QCOMPARE(findSlice(t, "empty")->depth, 0u);  // starts where to_trf ends
    }

    void roundTripGivesTheSameTrace() {
        const Trace t = kernelTrace();
        const auto back = roundTrip(t);
        QVERIFY2(back, back ? "" : back.error().message.c_str());
        QVERIFY(sameContent(t, *back));
        QCOMPARE(back->format, Format::Chrome);
        QCOMPARE(back->timeUnit, std::string("cycle"));
        QVERIFY2(back->notes.empty(), back->notes.empty() ? "" : back->notes.front().c_str());
        QCOMPARE(back->flows.size(), std::size_t{1});
        QCOMPARE(back->tracks[3].name, std::string("idle"));
        const auto args = back->sliceArgs(*findSlice(*back, "fetch"));
        QCOMPARE(args.size(), std::size_t{2});
        QVERIFY(std::holds_alternative<double>(args[1].second));  // 3.0 stays a real
    }

    void roundTripNoticesADifference() {
        Trace t = kernelTrace();
        auto back = roundTrip(t);
        QVERIFY(back);
        Trace changed = std::move(back).value();
        changed.slices[1].end += 1;
        QVERIFY(!sameContent(t, changed));
    }

    void writtenTimesAreCycles() {
        std::stringstream text;
        writeChromeTrace(kernelTrace(), text);
        const std::string json = text.str();
        QVERIFY(json.find(R"("name":"op 2","cat":"op","pid":1,"tid":1,"ts":130,"dur":480)") != std::string::npos);
        QVERIFY(json.find(R"("time_unit":"cycle")") != std::string::npos);
    }

    void npuProfileLoadsByCycles() {
        const auto t = readTraceFile(sample("furiosa-npu-profile.json"));
        QVERIFY2(t, t ? "" : t.error().message.c_str());
        QCOMPARE(t->format, Format::FuriosaNpuChrome);
        QCOMPARE(t->timeUnit, std::string("cycle"));
        QCOMPARE(t->tracks.size(), std::size_t{3});
        QCOMPARE(t->slices.size(), std::size_t{3});
        QCOMPARE(slicesOn(*t, "pe0"), std::size_t{2});
        QCOMPARE(slicesOn(*t, "pe1"), std::size_t{1});
        QCOMPARE(t->tracks[0].process, std::string("npu0"));
        const Slice* add = findSlice(*t, "add_const");
        QCOMPARE(add->start, u64{13600});
        QCOMPARE(add->end, u64{15600});
        QCOMPARE(t->text(add->category), std::string("NPU"));
        const auto args = t->sliceArgs(t->slices[2]);
        QVERIFY(std::any_of(args.begin(), args.end(), [](const auto& a) { return a.first == "dma.bytes"; }));
        QVERIFY(std::none_of(args.begin(), args.end(), [](const auto& a) { return a.first == "begin_cycle"; }));
        QVERIFY(hasNote(*t, "`tts`"));
        QVERIFY(hasNote(*t, "ph `i`"));
        QVERIFY(hasNote(*t, "timed only by `ts`"));
        QVERIFY(hasNote(*t, "top-level field `metadata`"));
    }

    void scheduleLoadsInstructionsAndTensors() {
        const auto t = readTraceFile(sample("furiosa-opt-schedule.json"));
        QVERIFY2(t, t ? "" : t.error().message.c_str());
        QCOMPARE(t->format, Format::FuriosaSchedule);
        QCOMPARE(t->tracks.size(), std::size_t{7});
        QCOMPARE(t->slices.size(), std::size_t{12});  // 7 instructions, one on two contexts, and 4 tensors
        QCOMPARE(slicesOn(*t, "DmaEngine"), std::size_t{3});
        QCOMPARE(slicesOn(*t, "MainContext"), std::size_t{1});
        QCOMPARE(slicesOn(*t, "VectorEngine"), std::size_t{1});
        QCOMPARE(slicesOn(*t, "SubContext"), std::size_t{1});
        QCOMPARE(slicesOn(*t, "PeCore"), std::size_t{2});
        QCOMPARE(slicesOn(*t, "Sram"), std::size_t{3});
        QCOMPARE(slicesOn(*t, "Trf"), std::size_t{1});
        const Slice* load = findSlice(*t, "a.to_dm(&mut ctx.tdma, 0)");
        QVERIFY(load);
        QCOMPARE(load->start, u64{1003});
        QCOMPARE(load->end, u64{9217});
        QCOMPARE(t->lastCycle(), u64{131879});
        QCOMPARE(t->flows.size(), std::size_t{5});     // a, b, b_trf, result, and the HBM copy of result to the core
        QCOMPARE(t->counters.size(), std::size_t{3});  // Sram and Trf live bytes, DmaEngine util
        const Counter& sram = t->counters[0].name == "Sram live bytes" ? t->counters[0] : t->counters[1];
        QCOMPARE(sram.name, std::string("Sram live bytes"));
        const double peak =
            std::max_element(sram.samples.begin(), sram.samples.end(), [](auto& a, auto& b) { return a.value < b.value; })->value;
        QCOMPARE(peak, 2.0 * 33554432);         // a and b live together; result only after b ends
        QVERIFY(hasNote(*t, "does not list"));  // the HBM tensors the dump leaves out
        QCOMPARE(t->notes.size(), std::size_t{1});
    }

    void scheduleTensorsNameTheirProducerAndConsumers() {
        const auto t = readTraceFile(sample("furiosa-opt-schedule.json"));
        QVERIFY(t);
        auto text = [&](const Slice& s, const std::string& key) {
            for (const auto& [k, v] : t->sliceArgs(s))
                if (k == key && std::holds_alternative<ArgText>(v)) return t->text(std::get<ArgText>(v).id);
            return std::string();
        };
        const Slice* result = findSlice(*t, "result");
        QVERIFY(result);
        QVERIFY(text(*result, "producer").rfind("ctx.main.begin(a.view())", 0) == 0);
        QCOMPARE(text(*result, "consumers"), std::string("result.to_hbm(&mut ctx.tdma, 2 << 28)"));
        const Slice* trf = findSlice(*t, "b_trf");
        QVERIFY(trf);
        QVERIFY(text(*trf, "producer").rfind("ctx.sub.begin(b.view())", 0) == 0);
        QCOMPARE(t->sliceArgs(*trf).front().first, std::string("index"));  // the reader's own args stay
        QCOMPARE(text(*trf, "shape"),
                 std::string("MappingShape[Chip: 1, Cluster: 1 # 2, Slice: (I / 32, J / 32), Lane: J % 8, Element: (J / 8 % 4, K)]"));
    }

    void scheduleConvertsToChromeAndBack() {
        const auto t = readTraceFile(sample("furiosa-opt-schedule.json"));
        QVERIFY(t);
        const auto back = roundTrip(*t);
        QVERIFY2(back, back ? "" : back.error().message.c_str());
        QVERIFY(sameContent(*t, *back));
    }

    void progressIsReported() {
        Trace big;
        const TrackId main = big.addTrack({1, 1, "kernel", "main"});
        for (u64 i = 0; i < 40000; ++i) big.addSlice(main, "fetch", "engine", i * 10, i * 10 + 5, {{"i", std::int64_t(i)}});
        std::stringstream text;
        writeChromeTrace(big, text);
        const u64 size = text.str().size();
        QVERIFY(size > (u64{1} << 21));  // more than two buffers
        std::vector<std::pair<u64, u64>> calls;
        const auto back = readTrace(text, size, [&](u64 done, u64 total) {
            calls.emplace_back(done, total);
            return true;
        });
        QVERIFY(back);
        QCOMPARE(back->slices.size(), std::size_t{40000});
        QVERIFY(calls.size() >= 3);
        QVERIFY(std::is_sorted(calls.begin(), calls.end()));
        QCOMPARE(calls.back().first, size);
        QCOMPARE(calls.back().second, size);
    }

    void progressReturningFalseCancels() {
        Trace big;
        const TrackId main = big.addTrack({1, 1, "kernel", "main"});
        for (u64 i = 0; i < 40000; ++i) big.addSlice(main, "fetch", "engine", i * 10, i * 10 + 5);
        std::stringstream text;
        writeChromeTrace(big, text);
        const u64 size = text.str().size();
        int calls = 0;
        const auto back = readTrace(text, size, [&](u64, u64) { return ++calls < 2; });
        QVERIFY(!back);
        QCOMPARE(back.error().kind, diag::Kind::cancelled);
        QCOMPARE(calls, 2);  // stopped at the second buffer, not read to the end
    }

    void npuBeginEndAndExtremeRealsRoundTrip() {
        std::istringstream in(
            R"({"otherData":{"note":1e999},"traceEvents":[)"
            R"({"ph":"B","name":"k","cat":"NPU","tid":1,"ts":5,"args":{"begin_cycle":100,"end_cycle":250,"big":1e999,"tiny":1e-999}},)"
            R"({"ph":"E","tid":1,"ts":9},{"ph":"C","name":"c","ts":1,"args":{"value":-1e999}}]})");
        const auto t = readTrace(in);
        QVERIFY2(t, t ? "" : t.error().message.c_str());
        QCOMPARE(t->format, Format::FuriosaNpuChrome);
        QCOMPARE(t->slices.size(), std::size_t{1});
        QCOMPARE(t->slices[0].start, u64{100});
        QCOMPARE(t->slices[0].end, u64{250});
        const auto args = t->sliceArgs(t->slices[0]);
        QCOMPARE(args.size(), std::size_t{4});  // big, tiny, ts_us, dur_us
        QVERIFY(std::isinf(std::get<double>(args[0].second)));
        QCOMPARE(std::get<double>(args[1].second), 0.0);
        QCOMPARE(std::get<std::int64_t>(args[3].second), std::int64_t{4});
        QVERIFY(std::isinf(t->counters.at(0).samples.at(0).value));
        const auto back = roundTrip(*t);
        QVERIFY2(back, back ? "" : back.error().message.c_str());
        QVERIFY(sameContent(*t, *back));
    }

    // Chrome and Perfetto export flow ids as hex strings; both reader paths
    // match them by their text (tst_trace_plain holds the paths together).
    void stringFlowIdsArePlaced() {
        std::istringstream in(R"({"traceEvents":[{"ph":"s","id":"0x1a","name":"RAW","cat":"h","pid":1,"tid":1,"ts":5},)"
                              R"({"ph":"s","id":"0x1b","name":"WAR","cat":"h","pid":1,"tid":2,"ts":6},)"
                              R"({"ph":"f","bp":"e","id":"0x1b","cat":"h","pid":1,"tid":1,"ts":8},)"
                              R"({"ph":"f","bp":"e","id":"0x1a","cat":"h","pid":1,"tid":2,"ts":7}]})");
        const auto t = readTrace(in);
        QVERIFY2(t, t ? "" : t.error().message.c_str());
        QCOMPARE(t->flows.size(), std::size_t{2});
        const Flow& war = t->flows[0];
        QCOMPARE(t->text(war.name), std::string("WAR"));
        QCOMPARE(t->tracks[war.fromTrack].tid, std::int64_t{2});
        QCOMPARE(t->tracks[war.toTrack].tid, std::int64_t{1});
        QCOMPARE(war.fromTime, u64{6});
        QCOMPARE(war.toTime, u64{8});
        QCOMPARE(t->text(t->flows[1].name), std::string("RAW"));
        QVERIFY(!hasNote(*t, "flow"));
    }

    // As in Perfetto, a string id is the hexadecimal number it spells, so it
    // meets that number written as a number or another way; a string that
    // spells no number meets only the same text.
    void stringIdsAreHexNumbers() {
        std::istringstream in(R"({"traceEvents":[{"ph":"s","id":"0x1a","name":"a","cat":"h","ts":1},{"ph":"f","id":26,"cat":"h","ts":2},)"
                              R"({"ph":"s","id":"10","name":"b","cat":"h","ts":3},{"ph":"f","id":16,"cat":"h","ts":4},)"
                              R"({"ph":"s","id":"1A","name":"c","cat":"h","ts":5},{"ph":"f","id":"0X1a","cat":"h","ts":6},)"
                              R"({"ph":"s","id":"req-7","name":"d","cat":"h","ts":7},{"ph":"f","id":"req-7","cat":"h","ts":8},)"
                              R"({"ph":"s","id":"10","name":"e","cat":"h","ts":9},{"ph":"f","id":10,"cat":"h","ts":10}]})");
        const auto t = readTrace(in);
        QVERIFY2(t, t ? "" : t.error().message.c_str());
        QCOMPARE(t->flows.size(), std::size_t{4});
        for (std::size_t i = 0; i < 4; ++i) {
            QCOMPARE(t->text(t->flows[i].name), std::string(1, char('a' + i)));
            QCOMPARE(t->flows[i].toTime, t->flows[i].fromTime + 1);
        }
        // "10" is sixteen: the `f` with 10 has no start, the `s` "10" no end.
        QVERIFY(hasNote(*t, "flow ends (`f`) without a start"));
        QVERIFY(hasNote(*t, "flow starts (`s`) without an end"));
    }

    // Scoped ids (`id2`) and flow v2 bindings on slices load with a note
    // saying they were not placed; the slices themselves are placed.
    void unplacedFlowFormsAreNoted() {
        std::istringstream in(
            R"({"traceEvents":[{"ph":"s","id2":{"local":"0x1"},"cat":"h","ts":1},{"ph":"f","id2":{"global":"0x1"},"cat":"h","ts":2},)"
            R"({"ph":"X","name":"a","ts":1,"dur":1,"bind_id":"0x5","flow_out":true},)"
            R"({"ph":"X","name":"b","tid":2,"ts":3,"dur":1,"bind_id":"0x5","flow_in":true}]})");
        const auto t = readTrace(in);
        QVERIFY2(t, t ? "" : t.error().message.c_str());
        QVERIFY(t->flows.empty());
        QCOMPARE(t->slices.size(), std::size_t{2});
        QVERIFY(hasNote(*t, "flow events (`s`/`f`) with `id2` instead of `id` were not placed (2 times)"));
        QVERIFY(hasNote(*t, "flow v2 bindings on events (`bind_id`, `flow_in`, `flow_out`) were not placed (2 times)"));
        QVERIFY(!hasNote(*t, "event field"));
    }

    // As in Perfetto, a string pid names a process and a string tid a
    // thread (the PyTorch profiler writes `"tid": "stream 7"`); they are
    // numbered -1, -2, ... in the order met, skipping numbers the file's
    // numeric pids and tids use, so the trace survives the writer.
    void stringPidsAndTidsNameProcessesAndThreads() {
        std::istringstream in(
            R"({"traceEvents":[{"ph":"X","name":"k","pid":0,"tid":"stream 7","ts":1.5,"dur":2},)"
            R"({"ph":"X","name":"s","pid":"Spans","tid":"stream 7","ts":1,"dur":1},)"
            R"({"ph":"B","name":"b","pid":"Spans","tid":-1,"ts":2},{"ph":"E","pid":"Spans","tid":-1,"ts":3},)"
            R"({"ph":"X","name":"n","pid":-1,"tid":-1,"ts":1,"dur":1},)"
            R"({"ph":"M","name":"thread_name","pid":0,"tid":"stream 7","args":{"name":"GPU stream 7"}},)"
            R"({"ph":"M","name":"process_name","pid":"Other","args":{"name":"renamed"}},{"ph":"X","name":"o","pid":"Other","ts":1,"dur":1},)"
            R"({"ph":"C","name":"mem","pid":"Spans","ts":4,"args":{"value":1}},{"ph":"X","name":"e","pid":"","ts":1,"dur":1}]})");
        const auto t = readTrace(in);
        QVERIFY2(t, t ? "" : t.error().message.c_str());
        QCOMPARE(t->tracks.size(), std::size_t{6});
        // "stream 7" is the first named tid; -1 is a numeric tid, so it is -2.
        QCOMPARE(t->tracks[0].pid, std::int64_t{0});
        QCOMPARE(t->tracks[0].tid, std::int64_t{-2});
        QCOMPARE(t->tracks[0].name, std::string("GPU stream 7"));
        // "Spans" is the first named pid; -1 is a numeric pid, so it is -2.
        QCOMPARE(t->tracks[1].pid, std::int64_t{-2});
        QCOMPARE(t->tracks[1].tid, std::int64_t{-2});
        QCOMPARE(t->tracks[1].process, std::string("Spans"));
        QCOMPARE(t->tracks[1].name, std::string("stream 7"));
        QCOMPARE(t->tracks[2].pid, std::int64_t{-2});
        QCOMPARE(t->tracks[2].tid, std::int64_t{-1});
        QCOMPARE(t->tracks[2].process, std::string("Spans"));
        QCOMPARE(t->tracks[3].pid, std::int64_t{-1});
        QCOMPARE(t->tracks[3].process, std::string());
        QCOMPARE(t->tracks[4].pid, std::int64_t{-3});
        QCOMPARE(t->tracks[4].process, std::string("renamed"));
        QCOMPARE(t->tracks[5].pid, std::int64_t{-4});
        QCOMPARE(t->slices.size(), std::size_t{6});
        QCOMPARE(t->counters.size(), std::size_t{1});
        QCOMPARE(t->counters[0].pid, std::int64_t{-2});
        const auto back = roundTrip(*t);
        QVERIFY2(back, back ? "" : back.error().message.c_str());
        QVERIFY(sameContent(*t, *back));
    }

    void missingFileIsAnIoError() {
        const auto t = readTraceFile("/nonexistent/trace.json");
        QVERIFY(!t);
        QCOMPARE(t.error().kind, diag::Kind::trace_io_error);
    }
};

QTEST_GUILESS_MAIN(TraceSuite)
#include "tst_trace.moc"
