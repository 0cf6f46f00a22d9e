// Reading furiosa-opt schedules in their real shape (string indices,
// operations on several contexts, descriptions holding the source location,
// `util`, mapping shapes) and the analyses over any schedule: cost per
// source line, the critical path and why each operation waited, idle holes,
// DMA rates, hardware configurations in descriptions, and comparing two
// schedules by source line. Small schedules written here; the real files are
// tst_schedule_real's.
#include <QtTest>

#include <sstream>

#include "analysis/by_source.h"
#include "analysis/critical_path.h"
#include "analysis/dma_rate.h"
#include "analysis/hardware_config.h"
#include "analysis/idle.h"
#include "analysis/source_compare.h"
#include "trace/chrome_writer.h"
#include "trace/mapping_shape.h"
#include "trace/read.h"
#include "trace/schedule_description.h"
#include "../diag_kind_text.h"

using namespace tcpwb;
using namespace tcpwb::trace;
using namespace tcpwb::analysis;

namespace {

diag::Result<Trace> readText(const std::string& text) {
    std::istringstream in(text);
    return readTrace(in, text.size());
}

// One instruction in the real shape.
std::string instruction(const std::string& index, const std::string& tpe, const std::string& contexts, u64 begin, u64 end,
                        const std::string& inputs, const std::string& outputs, const std::string& description, double util = 0) {
    return "{\"index\":\"" + index + "\",\"history\":{},\"tpe\":\"" + tpe + "\",\"contexts\":" + contexts +
           ",\"lifetime\":{\"begin\":" + std::to_string(begin) + ",\"end\":" + std::to_string(end) + "},\"input_tensors\":" + inputs +
           ",\"output_tensors\":" + outputs + ",\"description\":" + jsonString(description) +
           ",\"util\":{\"total_util\":" + std::to_string(util) + ",\"base_util\":" + std::to_string(util) + ",\"efficiency\":1.0}}";
}

std::string tensor(const std::string& index, const std::string& name, const std::string& buffer, u64 begin, u64 end, u64 address, u64 size,
                   const std::string& shape = "MappingShape[Chip: 1, Cluster: 1 # 2, Slice: A / 8, Element: A % 8]") {
    return "{\"name\":\"" + name + "\",\"index\":\"" + index + "\",\"buffer_type\":\"" + buffer +
           "\",\"lifetime\":{\"begin\":" + std::to_string(begin) + ",\"end\":" + std::to_string(end) +
           ",\"block_begin\":0,\"block_end\":0},\"address\":" + std::to_string(address) + ",\"size\":" + std::to_string(size) +
           ",\"physical_pages\":[0],\"shape\":\"" + shape + "\",\"fingerprint\":null}";
}

std::string schedule(const std::vector<std::string>& instructions, const std::vector<std::string>& tensors) {
    std::string out = "{\"title\":\"Schedule\",\"total_memory\":268435456,\"page_size\":16777216,\"instructions\":[";
    for (std::size_t i = 0; i < instructions.size(); ++i) out += (i ? "," : "") + instructions[i];
    out += "],\"tensors\":[";
    for (std::size_t i = 0; i < tensors.size(); ++i) out += (i ? "," : "") + tensors[i];
    return out + "]}";
}

std::string at(const std::string& file, int line, int column, const std::string& text) {
    return "--> " + file + ":" + std::to_string(line) + ":" + std::to_string(column) + "\n\n" + text;
}

// A kernel whose waits have every reason: A loads T0; B reads it (data);
// C writes T2 over T0's storage once B is done with it (memory, with the
// context B held ready at the same cycle); D writes T3 over T2 (memory); E
// stores T3 (data, though the DMA context was free long before), and the
// core completes the store (data through the HBM tensor the dump does not
// list) before the compiler's sync (context).
std::string reasonsSchedule() {
    const std::string f = "src/k.rs";
    return schedule(
        {instruction("1", "DmaLoad", "[\"DmaEngine\"]", 10, 100, "[9]", "[0]", at(f, 3, 5, "x.to_dm(&mut ctx.tdma)"), 0.5),
         instruction("4", "Main", "[\"MainContext\",\"VectorEngine\"]", 100, 200, "[0]", "[1]",
                     at(f, 5, 9, "ctx\n.main\n.begin(x.view()) // first\n.commit()")),
         instruction("7", "Main", "[\"MainContext\"]", 250, 300, "[]", "[2]", at(f, 9, 9, "ctx.main.begin(y.view()).commit()")),
         instruction("9", "Sub", "[\"SubContext\"]", 300, 400, "[]", "[3]", at(f, 12, 9, "ctx.sub.begin(z.view()).to_vrf()")),
         instruction("12", "DmaStore", "[\"DmaEngine\"]", 400, 500, "[3]", "[8]", at(f, 15, 5, "out.to_hbm(&mut ctx.tdma)"), 0.25),
         instruction("16", "Core", "[\"PeCore\"]", 500, 500, "[8]", "[10]", at(f, 15, 5, "out.to_hbm(&mut ctx.tdma)")),
         instruction("ExplicitSync(2)", "Core", "[\"PeCore\"]", 500, 520, "[]", "[]", "")},
        {tensor("0", "", "Sram", 10, 200, 0, 64), tensor("1", "t1", "Sram", 100, 520, 64, 64), tensor("2", "t2", "Sram", 250, 300, 0, 64),
         tensor("3", "out", "Sram", 300, 500, 0, 64)});
}

const Op* opAtLine(const OpGraph& g, u64 line) {
    for (const Op& op : g.ops)
        if (op.line == line) return &op;
    return nullptr;
}

}  // namespace

class TstScheduleAnalysis : public QObject {
    Q_OBJECT

private slots:
    void descriptionsSplitIntoLocationAndText() {
        const Description d = splitDescription("--> src/ops/gemm/mod.rs:40:66\n\nb.to_dm(&mut ctx.tdma)");
        QVERIFY(d.location);
        QCOMPARE(d.location->file, std::string("src/ops/gemm/mod.rs"));
        QCOMPARE(d.location->line, u64{40});
        QCOMPARE(d.location->column, u64{66});
        QCOMPARE(std::string(d.text), std::string("b.to_dm(&mut ctx.tdma)"));
        const Description noColumn = splitDescription("  --> C:\\k\\mod.rs:7\nx.y()");
        QCOMPARE(noColumn.location->file, std::string("C:\\k\\mod.rs"));
        QCOMPARE(noColumn.location->line, u64{7});
        QCOMPARE(noColumn.location->column, u64{0});
        const Description none = splitDescription("load lhs to SRAM");
        QVERIFY(!none.location);
        QCOMPARE(std::string(none.text), std::string("load lhs to SRAM"));
        QVERIFY(!splitDescription("--> nowhere").location);
        QVERIFY(!splitDescription("").location);
    }

    void operationTextBecomesOneLine() {
        QCOMPARE(operationLabel("ctx\n.main\n.begin(a.view())\n// a comment\n.fetch::<m![I % 32], m![K]>() // trailing\n.commit()"),
                 std::string("ctx.main.begin(a.view()).fetch::<m![I % 32], m![K]>().commit()"));
        QCOMPARE(operationLabel("f(\"a // b\",   c)"), std::string("f(\"a // b\", c)"));
        QCOMPARE(operationLabel("let x =\n    y"), std::string("let x = y"));
        QCOMPARE(operationLabel(""), std::string());
    }

    void shapesParseAsMappings() {
        const auto shape =
            parseMappingShape("MappingShape[Chip: 1, Cluster: 1 # 2, Slice: (I / 32, J / 32), Lane: J % 8, Element: (J / 8 % 4, K)]");
        QVERIFY(shape);
        QCOMPARE(shape->parts.size(), std::size_t{5});
        QCOMPARE(shape->parts[2].dimension, std::string("Slice"));
        QCOMPARE(shape->parts[2].expression, std::string("m![I / 32, J / 32]"));
        QCOMPARE(shape->parts[3].expression, std::string("m![J % 8]"));
        QCOMPARE(shape->knownValidFraction, 0.5);
        const auto scalar = parseMappingShape("MappingShape[Chip: 1, Cluster: 1 # 2, Slice: 1 # 256, Element: 1 # 8]");
        QCOMPARE(scalar->knownValidFraction, 1.0 / 2 / 256 / 8);
        QVERIFY(!parseMappingShape(""));
        QVERIFY(!parseMappingShape("Shape[A]"));
        QVERIFY(!parseMappingShape("MappingShape[Slice: (I / , J)]"));
    }

    void realShapedSchedulesLoad() {
        const auto t = readText(reasonsSchedule());
        QVERIFY2(t, t ? "" : t.error().message.c_str());
        QCOMPARE(t->format, Format::FuriosaSchedule);
        QCOMPARE(t->lastCycle(), u64{520});
        // Contexts in the Schedule Viewer's order, then memories.
        std::vector<std::string> names;
        for (const Track& track : t->tracks) names.push_back(track.name);
        QCOMPARE(names, (std::vector<std::string>{"MainContext", "SubContext", "VectorEngine", "DmaEngine", "PeCore", "Sram"}));
        QCOMPARE(t->slices.size(), std::size_t{7 + 1 + 4});  // the Main on two contexts
        const OpGraph g = opGraphOf(*t);
        QCOMPARE(g.ops.size(), std::size_t{7});
        const Op* main = opAtLine(g, 5);
        QCOMPARE(g.contextNames(*main), std::string("MainContext, VectorEngine"));
        QCOMPARE(g.text(main->name), std::string("ctx.main.begin(x.view()).commit()"));
        QCOMPARE(g.slicesOf(*main).size(), std::size_t{2});
        // The linked slices share one set of arguments.
        const Slice& first = t->slices[*g.slicesOf(*main).begin()];
        const Slice& second = t->slices[*(g.slicesOf(*main).begin() + 1)];
        QCOMPARE(first.argsBegin, second.argsBegin);
        QCOMPARE(sliceArgText(*t, main->slice, "index"), std::string("4"));
        QCOMPARE(sliceArgText(*t, main->slice, "source.file"), std::string("src/k.rs"));
        QVERIFY(sliceArgText(*t, main->slice, "description").rfind("--> src/k.rs:5:9", 0) == 0);
        QVERIFY(sliceArg(*t, main->slice, "util.total_util"));
        // The compiler's own instruction: no location, named by its index.
        const Op& sync = g.ops.back();
        QVERIFY(!sync.located());
        QCOMPARE(g.text(sync.name), std::string("ExplicitSync(2)"));
        // A tensor without a name keeps an empty `name` and is drawn as `tensor 0`.
        QCOMPARE(g.nameOf(g.tensors[0]), std::string("tensor 0"));
        QCOMPARE(sliceArgText(*t, g.tensors[0].slice, "shape"),
                 std::string("MappingShape[Chip: 1, Cluster: 1 # 2, Slice: A / 8, Element: A % 8]"));
        // Metadata from the header; util plotted only where it is not 0.
        QCOMPARE(t->metadata.size(), std::size_t{3});
        QCOMPARE(t->metadata[1], (std::pair<std::string, std::string>{"total_memory", "268435456"}));
        QCOMPARE(t->counters.size(), std::size_t{2});  // Sram live bytes, DmaEngine util
        QCOMPARE(t->counters[1].name, std::string("DmaEngine util"));
        QCOMPARE(t->counters[1].samples[0].value, 0.5);
        // Tensors 8, 9 and 10 (the HBM side) are referenced, not listed: noted, and still linked.
        QCOMPARE(t->notes.size(), std::size_t{1});
        QVERIFY(t->notes[0].find("(4 times)") != std::string::npos);
    }

    void numbersContextsAndUnknownFieldsAreTolerated() {
        const std::string text = R"({"instructions":[{"index":3,"tpe":"Main","contexts":[0,1],"lifetime":{"begin":0,"end":5,"phase":2},)"
                                 R"("input_tensors":["7",{"index":8}],"output_tensors":[],"description":"x","latency_hint":12}],)"
                                 R"("tensors":[{"index":7,"lifetime":{"begin":0,"end":5},"name":"a","alignment":256}],"version":1})";
        const auto t = readText(text);
        QVERIFY2(t, t ? "" : t.error().message.c_str());
        QCOMPARE(t->tracks[0].name, std::string("Main"));  // contexts by number: the tpe's track
        QCOMPARE(sliceArgText(*t, 0, "latency_hint"), std::string("12"));
        QCOMPARE(sliceArgText(*t, 0, "lifetime.phase"), std::string("2"));
        QCOMPARE(sliceArgText(*t, 0, "index"), std::string("3"));
        auto noted = [&](const char* part) {
            return std::any_of(t->notes.begin(), t->notes.end(), [&](const std::string& n) { return n.find(part) != std::string::npos; });
        };
        QVERIFY(noted("instruction field `latency_hint`"));
        QVERIFY(noted("instruction lifetime field `phase`"));
        QVERIFY(noted("tensor field `alignment`"));
        QVERIFY(noted("top-level field `version`"));
        QVERIFY(noted("`contexts` entries that are not context names"));
        const OpGraph g = opGraphOf(*t);
        QCOMPARE(g.inputsOf(g.ops[0]).size(), std::size_t{2});
        QCOMPARE(*g.inputsOf(g.ops[0]).begin(), TensorId{0});  // "7" is tensor 7, listed
    }

    void malformedSchedulesGetOneLocatedError() {
        const auto badIndex = readText(R"({"instructions":[{"index":{"n":1},"tpe":"Main","lifetime":{"begin":0,"end":1}}]})");
        QVERIFY(!badIndex);
        QCOMPARE(badIndex.error().kind, diag::Kind::trace_wrong_type);
        QCOMPARE(*badIndex.error().offset, std::size_t{26});
        const auto backwards = readText(R"({"instructions":[{"index":"1","lifetime":{"begin":9,"end":1}}]})");
        QCOMPARE(backwards.error().kind, diag::Kind::trace_bad_value);
        const std::string whole = reasonsSchedule();
        const auto cut = readText(whole.substr(0, whole.size() / 2));
        QCOMPARE(cut.error().kind, diag::Kind::trace_truncated);
        const auto noLifetime = readText(R"({"tensors":[{"index":"1","name":"a"}]})");
        QCOMPARE(noLifetime.error().kind, diag::Kind::trace_missing_field);
        QVERIFY(noLifetime.error().message.find("tensor `1`") != std::string::npos);
    }

    void criticalPathSaysWhyEachOperationWaited() {
        const auto t = readText(reasonsSchedule());
        QVERIFY(t);
        const OpGraph g = opGraphOf(*t);
        const CriticalPath path = criticalPath(g);
        QCOMPARE(path.end, u64{520});
        QCOMPARE(path.links.size(), std::size_t{7});
        std::vector<u64> lines;
        for (const ChainLink& l : path.links) lines.push_back(g.ops[l.op].line);
        QCOMPARE(lines, (std::vector<u64>{3, 5, 9, 12, 15, 15, 0}));
        QCOMPARE(path.links[0].wait.reason, WaitReason::KernelStart);
        QCOMPARE(path.links[0].slack, u64{10});
        QCOMPARE(path.links[1].wait.reason, WaitReason::Data);
        QCOMPARE(g.nameOf(g.tensors[path.links[1].wait.tensor]), std::string("tensor 0"));
        // C: T2 reuses T0's storage, free when B ended at 200; B also held MainContext until then.
        QCOMPARE(path.links[2].wait.reason, WaitReason::Memory);
        QCOMPARE(path.links[2].wait.ready, u64{200});
        QCOMPARE(path.links[2].slack, u64{50});
        QCOMPARE(g.nameOf(g.tensors[path.links[2].wait.written]), std::string("t2"));
        QCOMPARE(path.links[2].alsoReady.size(), std::size_t{1});
        QCOMPARE(path.links[2].alsoReady[0].reason, WaitReason::Context);
        QCOMPARE(path.links[3].wait.reason, WaitReason::Memory);  // T3 over T2
        QCOMPARE(path.links[4].wait.reason, WaitReason::Data);    // the store waits for T3, not for the DMA context
        QCOMPARE(path.links[5].wait.reason, WaitReason::Data);    // through tensor 8, which `tensors` does not list
        QCOMPARE(g.nameOf(g.tensors[path.links[5].wait.tensor]), std::string("tensor 8"));
        QCOMPARE(path.links[6].wait.reason, WaitReason::Context);
        QCOMPARE(g.contexts[path.links[6].wait.context], std::string("PeCore"));
        QCOMPARE(path.busyCycles + path.slackCycles, u64{520});
    }

    void idleHolesPerContext() {
        const auto t = readText(reasonsSchedule());
        const OpGraph g = opGraphOf(*t);
        const auto idle = idleHoles(g);
        const auto main =
            std::find_if(idle.begin(), idle.end(), [&](const ContextIdle& c) { return g.contexts[c.context] == "MainContext"; });
        QVERIFY(main != idle.end());
        QCOMPARE(main->busyCycles, u64{150});
        QCOMPARE(main->holes.size(), std::size_t{3});
        QCOMPARE(main->holes[0].start, u64{0});
        QCOMPARE(main->holes[0].end, u64{100});
        QCOMPARE(main->holes[0].after, kNone);
        QCOMPARE(main->holes[1].start, u64{200});
        QCOMPARE(main->holes[1].cycles(), u64{50});
        QCOMPARE(main->holes[2].before, kNone);
        QCOMPARE(main->utilisation, 150.0 / 520.0);
        const auto longOnly = idleHoles(g, 60);
        const auto main60 =
            std::find_if(longOnly.begin(), longOnly.end(), [&](const ContextIdle& c) { return g.contexts[c.context] == "MainContext"; });
        QCOMPARE(main60->holes.size(), std::size_t{2});
        QCOMPARE(main60->idleCycles, u64{370});  // every idle cycle, listed or not
    }

    void costBySourceGroupsByLocationAndText() {
        const auto t = readText(reasonsSchedule());
        const SourceCost cost = costBySource(opGraphOf(*t));
        QCOMPARE(cost.rows.size(), std::size_t{5});
        QCOMPARE(cost.locatedCycles, u64{90 + 100 + 50 + 100 + 100 + 0});
        const auto store = std::find_if(cost.rows.begin(), cost.rows.end(), [](const SourceRow& r) { return r.line == 15; });
        QCOMPARE(store->ops, u64{2});  // the store's row holds the core's completion too
        QCOMPARE(store->contexts, (std::vector<std::string>{"DmaEngine", "PeCore"}));
        QCOMPARE(cost.unlocatedCycles, u64{20});
        u64 sum = 0;
        for (const SourceRow& r : cost.rows) sum += r.busyCycles;
        QCOMPARE(sum, cost.locatedCycles);
        QCOMPARE(cost.rows.back().busyCycles, u64{50});
        QCOMPARE(cost.rows.back().share, 50.0 / 520.0);
    }

    // A source view's margin: the rows of one line summed (two statements
    // on line 9), lines in order, the files the costliest first.
    void costByLineSumsTheRowsOfALine() {
        const std::string f = "src/k.rs";
        const auto t =
            readText(schedule({instruction("1", "Main", "[\"MainContext\"]", 0, 40, "[]", "[]", at(f, 9, 9, "a.b()")),
                               instruction("2", "Sub", "[\"SubContext\"]", 0, 30, "[]", "[]", at(f, 9, 30, "c.d()")),
                               instruction("3", "Main", "[\"MainContext\"]", 40, 50, "[]", "[]", at(f, 2, 1, "e.f()")),
                               instruction("4", "Main", "[\"MainContext\"]", 50, 190, "[]", "[]", at("src/other.rs", 7, 1, "g.h()")),
                               instruction("5", "Main", "[\"MainContext\"]", 190, 200, "[]", "[]", "")},
                              {}));
        QVERIFY(t);
        const SourceCost cost = costBySource(opGraphOf(*t));
        const std::vector<SourceLine> lines = linesOf(cost, f);
        QCOMPARE(lines.size(), std::size_t{2});
        QCOMPARE(lines[0].line, u64{2});
        QCOMPARE(lines[0].busyCycles, u64{10});
        QCOMPARE(lines[1].line, u64{9});
        QCOMPARE(lines[1].ops, u64{2});
        QCOMPARE(lines[1].busyCycles, u64{70});
        QCOMPARE(lines[1].share, 70.0 / 200.0);
        QCOMPARE(lines[1].rows.size(), std::size_t{2});
        QCOMPARE(cost.rows[lines[1].rows[0]].column, u64{9});  // the larger first
        QCOMPARE(cost.rows[lines[1].rows[1]].column, u64{30});
        QVERIFY(linesOf(cost, "src/none.rs").empty());
        QCOMPARE(filesOf(cost), (std::vector<std::string>{"src/other.rs", "src/k.rs"}));  // 140 cycles, then 80
    }

    void dmaTransfersAgainstThePeak() {
        const auto t = readText(reasonsSchedule());
        const OpGraph g = opGraphOf(*t);
        const auto transfers = dmaTransfers(g);
        QCOMPARE(transfers.size(), std::size_t{2});
        QCOMPARE(transfers[0].bytes, u64{64});
        QCOMPARE(transfers[0].validBytes, u64{32});  // Cluster: 1 # 2
        QCOMPARE(transfers[0].bytesPerCycle, 32.0 / 90.0);
        QCOMPARE(transfers[0].peakBytesPerCycle, 256.0);
        QCOMPARE(*transfers[0].scheduleUtil, 0.5);
        QVERIFY(transfers[0].config.empty());
    }

    void hardwareConfigurationsInDescriptions() {
        const HardwareConfig manual = hardwareConfigOf(
            "--> src/a.rs:1:1\n\nx.to_dm()\nfetch sequencer: [8 : 1, 8 : 8, 3 : 64, 4 : 192] : 1\nfetch_size = 16\n"
            "commit: [B -> 8 : 32, A -> 8 : -256] : 16\nswitch: Broadcast01 slice1=2 slice0=2 time0=4");
        QCOMPARE(manual.sequencers.size(), std::size_t{2});
        QCOMPARE(manual.sequencers[0].label, std::string("fetch sequencer"));
        QCOMPARE(manual.sequencers[0].notation(), std::string("[8 : 1, 8 : 8, 3 : 64, 4 : 192] : 1"));
        QCOMPARE(manual.sequencers[0].iterations(), u64{8 * 8 * 3 * 4});
        QCOMPARE(manual.sequencers[1].entries[0].term, std::string("B"));
        QCOMPARE(manual.sequencers[1].entries[1].stride, std::int64_t{-256});
        QCOMPARE(manual.sizes, (std::vector<std::pair<std::string, u64>>{{"fetch_size", 16}}));
        QCOMPARE(manual.switches.size(), std::size_t{1});
        QCOMPARE(manual.switches[0].kind, std::string("Broadcast01"));
        QCOMPARE(manual.switches[0].parameters.size(), std::size_t{3});
        const HardwareConfig debug = hardwareConfigOf(
            "Exec { fetch: SequencerConfig { entries: [Entry { size: 4, stride: 32 }, Entry { size: 32, stride: 1 }], packet_size: 32 }, "
            "fetch_size: 32, contiguous_sram_access_size: 64, topology: Forward }");
        QCOMPARE(debug.sequencers.size(), std::size_t{1});
        QCOMPARE(debug.sequencers[0].label, std::string("fetch"));
        QCOMPARE(debug.sequencers[0].notation(), std::string("[4 : 32, 32 : 1] : 32"));
        QCOMPARE(debug.sizes.size(), std::size_t{3});  // packet_size, fetch_size, contiguous_sram_access_size
        QCOMPARE(debug.switches[0].kind, std::string("Forward"));
        // The source text of real kernels holds none.
        QVERIFY(hardwareConfigOf("ctx\n.main\n.begin(a.view())\n.fetch::<m![I % 32, J / 8 % 4], m![K]>()\n.transpose::<m![A]>()").empty());
    }

    void schedulesCompareBySourceLine() {
        const std::string f = "src/k.rs";
        const std::string a =
            schedule({instruction("1", "DmaLoad", "[\"DmaEngine\"]", 0, 100, "[9]", "[0]", at(f, 3, 5, "x.to_dm(&mut ctx.tdma)")),
                      instruction("2", "Main", "[\"MainContext\"]", 100, 300, "[0]", "[1]", at(f, 5, 9, "ctx.main.fetch::<m![A]>()")),
                      instruction("3", "Sub", "[\"SubContext\"]", 300, 350, "[1]", "[2]", at(f, 8, 9, "ctx.sub.to_vrf()")),
                      instruction("4", "Main", "[\"MainContext\"]", 350, 400, "[2]", "[3]", at(f, 11, 9, "old()"))},
                     {tensor("0", "x", "Sram", 0, 300, 0, 64), tensor("3", "out", "Sram", 350, 400, 64, 64)});
        // B: two lines added above the Sub (it moves from 8 to 10), line 5's fetch retuned, line 11 replaced by 14.
        const std::string b =
            schedule({instruction("11", "DmaLoad", "[\"DmaEngine\"]", 0, 100, "[9]", "[0]", at(f, 3, 5, "x.to_dm(&mut ctx.tdma)")),
                      instruction("12", "Main", "[\"MainContext\"]", 100, 200, "[0]", "[1]", at(f, 5, 9, "ctx.main.fetch::<m![A / 2]>()")),
                      instruction("13", "Sub", "[\"SubContext\"]", 200, 260, "[1]", "[2]", at(f, 10, 9, "ctx.sub.to_vrf()")),
                      instruction("14", "Main", "[\"MainContext\"]", 260, 270, "[2]", "[3]", at(f, 14, 9, "new()"))},
                     {tensor("0", "x", "Sram", 0, 200, 0, 64), tensor("3", "out", "Sram", 260, 270, 64, 64)});
        const auto ta = readText(a), tb = readText(b);
        QVERIFY(ta && tb);
        const OpGraph ga = opGraphOf(*ta), gb = opGraphOf(*tb);
        const SourceComparison c = compareBySource(ga, gb);
        // A viewer holding each side's cost per source line gets the same.
        const SourceComparison held = compareBySource(ga, gb, costBySource(ga), costBySource(gb));
        QCOMPARE(held.matched.size(), c.matched.size());
        QCOMPARE(held.added.size(), c.added.size());
        QCOMPARE(held.removed.size(), c.removed.size());
        QCOMPARE(held.makespanDelta(), c.makespanDelta());
        // From the traces, each side built on its own thread: the same again.
        const SourceComparison fromTraces = compareBySource(*ta, *tb);
        QCOMPARE(fromTraces.matched.size(), c.matched.size());
        for (std::size_t i = 0; i < c.matched.size(); ++i) {
            QCOMPARE(fromTraces.matched[i].match, c.matched[i].match);
            QCOMPARE(fromTraces.matched[i].delta(), c.matched[i].delta());
        }
        QCOMPARE(fromTraces.added.size(), c.added.size());
        QCOMPARE(fromTraces.removed.size(), c.removed.size());
        QCOMPARE(fromTraces.makespanDelta(), c.makespanDelta());
        QVERIFY(c.kernelDifferences.empty());
        QCOMPARE(c.makespanA, u64{400});
        QCOMPARE(c.makespanB, u64{270});
        QCOMPARE(c.matched.size(), std::size_t{3});
        QCOMPARE(c.matched[0].match, SourceMatch::Moved);  // the Sub: +10, the only regression
        QCOMPARE(c.matched[0].delta(), std::int64_t{10});
        QCOMPARE(c.matched[0].b.line, u64{10});
        QCOMPARE(c.matched[1].match, SourceMatch::Edited);  // line 5: -100
        QCOMPARE(c.matched[1].delta(), std::int64_t{-100});
        QCOMPARE(c.matched[2].match, SourceMatch::Same);
        QCOMPARE(c.removed.size(), std::size_t{1});
        QCOMPARE(c.removed[0].text, std::string("old()"));
        QCOMPARE(c.added.size(), std::size_t{1});
        QCOMPARE(c.added[0].line, u64{14});
        // The same kernel with `out` twice as large: a different kernel, said first.
        std::string bigger = b;
        bigger.replace(bigger.rfind("\"size\":64"), 9, "\"size\":128");
        const auto tc = readText(bigger);
        QVERIFY(tc);
        const SourceComparison d = compareBySource(opGraphOf(*ta), opGraphOf(*tc));
        QCOMPARE(d.kernelDifferences.size(), std::size_t{1});
        QVERIFY(d.kernelDifferences[0].find("`out`") != std::string::npos);
    }

    // A run names the file by the path it was given, the toolchain's schedule by the crate's
    // (`src/ops/k/mod.rs`): one ending, at a `/`, with the other is the same file.
    void aPathEndingWithTheOtherIsTheSameFile() {
        auto one = [](const std::string& file, u64 end) {
            return schedule(
                {instruction("1", "DmaLoad", "[\"DmaEngine\"]", 0, end, "[9]", "[0]", at(file, 3, 5, "x.to_dm(&mut ctx.tdma)"))},
                {tensor("0", "x", "Sram", 0, end, 0, 64)});
        };
        const auto ours = readText(one("/work/crate/src/ops/k/mod.rs", 100));
        const auto theirs = readText(one("src/ops/k/mod.rs", 150));
        const auto other = readText(one("/work/crate/src/ops/j/mod.rs", 100));
        const auto partName = readText(one("/work/crate/xsrc/ops/k/mod.rs", 100));
        QVERIFY(ours && theirs && other && partName);
        const SourceComparison c = compareBySource(opGraphOf(*ours), opGraphOf(*theirs));
        QCOMPARE(c.matched.size(), std::size_t{1});
        QCOMPARE(c.matched[0].match, SourceMatch::Same);
        QCOMPARE(c.matched[0].delta(), std::int64_t{50});
        QCOMPARE(c.matched[0].a.file, std::string("/work/crate/src/ops/k/mod.rs"));  // each side keeps its name
        // Another file, or a name that ends with the other's but not at a `/`, is not the same.
        QCOMPARE(compareBySource(opGraphOf(*other), opGraphOf(*theirs)).matched.size(), std::size_t{0});
        QCOMPARE(compareBySource(opGraphOf(*partName), opGraphOf(*theirs)).matched.size(), std::size_t{0});
    }

    void ourOwnKernelTracesReadAsSchedules() {
        const auto t = readTraceFile(TCPWB_SAMPLES_DIR "/kernel-timeline.json");
        QVERIFY(t);
        const OpGraph g = opGraphOf(*t);
        QVERIFY(!g.ops.empty());
        QVERIFY(std::any_of(g.ops.begin(), g.ops.end(), [&](const Op& op) { return g.inputsOf(op).size() > 0; }));
        for (const Op& op : g.ops)
            for (TensorId id : g.inputsOf(op)) QVERIFY(g.tensors[id].listed());  // every input is drawn on a memory lane
        const CriticalPath path = criticalPath(g);
        QCOMPARE(path.busyCycles + path.slackCycles, path.end);
    }

    void realShapedSampleLoads() {
        const auto t = readTraceFile(TCPWB_SAMPLES_DIR "/furiosa-opt-schedule.json");
        QVERIFY2(t, t ? "" : t.error().message.c_str());
        const OpGraph g = opGraphOf(*t);
        QCOMPARE(g.ops.size(), std::size_t{7});
        QCOMPARE(g.makespan, u64{131879});
        QCOMPARE(costBySource(g).rows.front().line, u64{57});
        std::stringstream written;
        writeChromeTrace(*t, written);
        const auto back = readTrace(written, written.str().size());
        QVERIFY(back);
        QVERIFY(sameContent(*t, *back));
    }
};

QTEST_GUILESS_MAIN(TstScheduleAnalysis)
#include "tst_schedule_analysis.moc"
