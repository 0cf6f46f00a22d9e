// A furiosa-opt schedule of a million instructions, in the shape of the
// files the real toolchain writes (../shared/real-data): loading it (target
// 200 MB/s or more, peak memory at most 2x the file), and the analyses on it
// (cost per source line, critical path, idle holes, compare by source of
// two such files; target under 2 s each). Speeds are also given as ratios
// to two passes over the same file in the same run, so a busy machine does
// not hide a regression:
//   - tokenize: the JSON tokenizer alone (JsonStream::skipValue);
//   - parse: the tokenizer building each instruction's and tensor's value
//     (readValue), which the schedule reader does for every record, without
//     placing anything.
//   ninja -C build bench_schedule_analysis && build/bench/bench_schedule_analysis [INSTRUCTIONS] [DIR]
// Figures: bench/RESULTS.md.
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <functional>
#include <string>

#include "analysis/by_source.h"
#include "analysis/critical_path.h"
#include "analysis/idle.h"
#include "analysis/source_compare.h"
#include "trace/json_stream.h"
#include "trace/read.h"

using namespace tcpwb;

namespace {

u64 peakRss() {
    std::ifstream status("/proc/self/status");
    std::string line;
    while (std::getline(status, line))
        if (line.rfind("VmHWM:", 0) == 0) return std::stoull(line.substr(6)) * 1024;
    return 0;
}

double secondsOf(const std::function<void()>& work) {
    const auto start = std::chrono::steady_clock::now();
    work();
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

// The operations of a tiled GEMM's loop body, as the toolchain describes
// them: the same few source lines again and again, as real large schedules
// come from loops.
const char* const kLoadA = "--> src/ops/gemm_tiled/mod.rs:58:70\n\na_tile.to_dm(&mut ctx.tdma)";
const char* const kLoadB = "--> src/ops/gemm_tiled/mod.rs:59:70\n\nb_tile.to_dm(&mut ctx.tdma)";
const char* const kToTrf =
    "--> src/ops/gemm_tiled/mod.rs:64:84\n\nctx\n.sub\n.begin(b.view())\n.fetch::<m![J % 8, J / 8 % 4], m![K]>()\n"
    ".collect::<m![J % 8, J / 8 % 4, K / 16], m![K % 16]>()\n.to_trf()";
const char* const kContract =
    "--> src/ops/gemm_tiled/mod.rs:71:80\n\nctx\n.main\n.begin(a.view())\n// `J / 8 % 4` is not an axis of A -> stride-0 broadcast\n"
    ".fetch::<m![I % 32, J / 8 % 4], m![K]>()\n.collect::<m![I % 32, J / 8 % 4, K / 16], m![K % 16]>()\n"
    ".contract_outer::<m![I % 32, J / 8 % 4, K / 32], m![K % 32], _, _, _>(&b_trf)\n.contract_packet::<m![1]>()\n"
    ".contract_time::<m![I % 32, J / 8 % 4]>()\n.contract_lane::<m![I % 32, J / 8 % 4], m![J % 8]>(LaneMode::Interleaved)\n"
    ".cast::<bf16, m![J % 8 # 16]>()\n.commit_trim::<m![J % 8]>() // 8 bf16 = 16 B write unit\n.commit()";
const char* const kStore = "--> src/ops/gemm_tiled/mod.rs:88:9\n\nresult.to_hbm(&mut ctx.tdma)";

void writeInstruction(std::ofstream& out, bool& first, u64 index, const char* tpe, const char* contexts, u64 begin, u64 end,
                      const std::string& inputs, const std::string& outputs, const char* description, double util) {
    out << (first ? "" : ",") << "{\"index\":\"" << index << "\",\"history\":{},\"tpe\":\"" << tpe << "\",\"contexts\":" << contexts
        << ",\"lifetime\":{\"begin\":" << begin << ",\"end\":" << end << "},\"input_tensors\":" << inputs
        << ",\"output_tensors\":" << outputs << ",\"description\":" << trace::jsonString(description)
        << ",\"util\":{\"total_util\":" << util << ",\"base_util\":" << util << ",\"efficiency\":" << (util > 0 ? "1.0" : "0.0") << "}}";
    first = false;
}

void writeTensor(std::ofstream& out, bool& first, u64 index, const std::string& name, const char* buffer, u64 begin, u64 end, u64 address,
                 u64 size, const char* element) {
    out << (first ? "" : ",") << "{\"name\":\"" << name << "\",\"index\":\"" << index << "\",\"buffer_type\":\"" << buffer
        << "\",\"lifetime\":{\"begin\":" << begin << ",\"end\":" << end << ",\"block_begin\":0,\"block_end\":0},\"address\":" << address
        << ",\"size\":" << size
        << ",\"physical_pages\":[0],\"shape\":\"MappingShape[Chip: 1, Cluster: 1 # 2, Slice: (I / 32, J / 32), Element: " << element
        << "]\",\"fingerprint\":null}";
    first = false;
}

// Tiles of five instructions (two loads, the TRF load, the contraction on
// MainContext and VectorEngine, the store) and four tensors, DMA and compute
// overlapping as a double-buffered loop does. `slower` lengthens every
// contraction by that many cycles (the "after" of a compare).
u64 generate(const std::string& path, u64 instructions, u64 slower) {
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out << "{\"title\":\"Schedule\",\"total_memory\":268435456,\"page_size\":16777216,\"instructions\":[";
    const u64 tiles = (instructions + 4) / 5;
    bool first = true;
    u64 dma = 1003, mainFree = 0, subFree = 0, index = 1;
    auto ref = [](u64 t) { return "[" + std::to_string(t) + "]"; };
    for (u64 tile = 0; tile < tiles; ++tile) {
        const u64 t = tile * 8;  // tensor indices: 0..3 listed, 4..7 the HBM side
        const u64 loadA = dma, loadB = loadA + 3020, loaded = loadB + 3118;
        writeInstruction(out, first, index++, "DmaLoad", "[\"DmaEngine\"]", loadA, loadB, ref(t + 4), ref(t), kLoadA, 0.2556);
        writeInstruction(out, first, index++, "DmaLoad", "[\"DmaEngine\"]", loadB, loaded, ref(t + 5), ref(t + 1), kLoadB, 0.2476);
        const u64 trf = std::max(loaded, subFree), trfEnd = trf + 775;
        writeInstruction(out, first, index++, "Sub", "[\"SubContext\"]", trf, trfEnd, ref(t + 1), ref(t + 2), kToTrf, 0);
        const u64 main = std::max(trfEnd, mainFree), mainEnd = main + 777 + slower;
        writeInstruction(out, first, index++, "Main", "[\"MainContext\",\"VectorEngine\"]", main, mainEnd,
                         "[" + std::to_string(t) + "," + std::to_string(t + 2) + "]", ref(t + 3), kContract, 0);
        const u64 storeEnd = mainEnd + 2000;
        writeInstruction(out, first, index++, "DmaStore", "[\"DmaEngine\"]", mainEnd, storeEnd, ref(t + 3), ref(t + 6), kStore, 0.0053);
        dma = storeEnd;
        mainFree = mainEnd;
        subFree = trfEnd;
    }
    out << "],\"tensors\":[";
    first = true;
    dma = 1003, mainFree = 0, subFree = 0;
    for (u64 tile = 0; tile < tiles; ++tile) {
        const u64 t = tile * 8, slot = (tile % 2) * 8388608;
        const u64 loadA = dma, loadB = loadA + 3020, loaded = loadB + 3118;
        const u64 trf = std::max(loaded, subFree), trfEnd = trf + 775;
        const u64 main = std::max(trfEnd, mainFree), mainEnd = main + 777 + slower, storeEnd = mainEnd + 2000;
        writeTensor(out, first, t, "vISA(T" + std::to_string(t + 11) + ")_17", "Sram", loadA, mainEnd, slot, 2097152, "(I % 32, K)");
        writeTensor(out, first, t + 1, "vISA(T" + std::to_string(t + 13) + ")_30", "Sram", loadB, trfEnd, slot + 2097152, 2097152,
                    "(J % 32, K)");
        writeTensor(out, first, t + 2, "b_trf", "Trf", trf, mainEnd, 0, 16777216, "(J / 8 % 4, K)");
        writeTensor(out, first, t + 3, "result", "Sram", main, storeEnd, slot + 4194304, 1048576, "(I % 32, J % 32)");
        dma = storeEnd;
        mainFree = mainEnd;
        subFree = trfEnd;
    }
    out << "]}\n";
    return static_cast<u64>(out.tellp());
}

void tokenize(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    trace::JsonStream stream(in, 0, {});
    stream.skipValue();
}

std::size_t parse(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    trace::JsonStream stream(in, 0, {});
    std::size_t records = 0;
    stream.forEachMember([&](const std::string& key) {
        if (key != "instructions" && key != "tensors") return stream.skipValue();
        stream.forEachElement([&] { records += stream.readValue().members.size() > 0; });
    });
    return records;
}

}  // namespace

int main(int argc, char** argv) {
    const u64 instructions = argc > 1 ? std::strtoull(argv[1], nullptr, 10) : 1'000'000;
    const std::string dir = argc > 2 ? argv[2] : "/tmp";
    const std::string pathA = dir + "/tcpwb_bench_schedule_a.json", pathB = dir + "/tcpwb_bench_schedule_b.json";
    const u64 size = generate(pathA, instructions, 0);
    generate(pathB, instructions, 40);
    const double mb = static_cast<double>(size) / 1048576.0;
    const double tokenizeSeconds = secondsOf([&] { tokenize(pathA); });
    std::size_t records = 0;
    const double parseSeconds = secondsOf([&] { records = parse(pathA); });
    const u64 baseline = peakRss();

    diag::Result<trace::Trace> a = diag::Diagnostic(diag::Kind::internal_error, "not loaded yet");
    const double loadSeconds = secondsOf([&] { a = trace::readTraceFile(pathA); });
    if (!a) {
        std::fprintf(stderr, "load failed: %s\n", a.error().message.c_str());
        return 1;
    }
    const u64 peak = peakRss();
    analysis::OpGraph graph;
    const double graphSeconds = secondsOf([&] { graph = analysis::opGraphOf(*a); });
    analysis::SourceCost cost;
    const double bySourceSeconds = secondsOf([&] { cost = analysis::costBySource(graph); });
    analysis::CriticalPath path;
    const double pathSeconds = secondsOf([&] { path = analysis::criticalPath(graph); });
    std::vector<analysis::ContextIdle> idle;
    const double idleSeconds = secondsOf([&] { idle = analysis::idleHoles(graph, 100); });

    const auto b = trace::readTraceFile(pathB);
    if (!b) return 1;
    analysis::SourceComparison comparison;
    const double compareSeconds = secondsOf([&] { comparison = analysis::compareBySource(*a, *b); });

    std::printf("file            %.1f MB, %llu instructions (%s)\n", mb, static_cast<unsigned long long>(graph.ops.size()), pathA.c_str());
    std::printf("tokenize only   %.2f s (%.0f MB/s)\n", tokenizeSeconds, mb / tokenizeSeconds);
    std::printf("parse only      %.2f s (%.0f MB/s, %zu records)\n", parseSeconds, mb / parseSeconds, records);
    std::printf("load            %.2f s (%.0f MB/s; target >= 200)\n", loadSeconds, mb / loadSeconds);
    std::printf("load / parse    %.2f of the parse-only speed, %.2f of the tokenizer's\n", parseSeconds / loadSeconds,
                tokenizeSeconds / loadSeconds);
    std::printf("peak RSS        %.1f MB (before loading %.1f MB)\n", peak / 1048576.0, baseline / 1048576.0);
    std::printf("peak / file     %.2f (target <= 2)\n", static_cast<double>(peak) / static_cast<double>(size));
    // The analyses against the same baseline: a machine twice as busy
    // doubles both, the ratio stays.
    auto ofTokenize = [&](double seconds) { return seconds / tokenizeSeconds; };
    std::printf("op graph        %.2f s (%.2f x the tokenize pass)\n", graphSeconds, ofTokenize(graphSeconds));
    std::printf("by source       %.2f s (%zu rows; with the graph %.2f s, %.2f x tokenize; target < 2)\n", bySourceSeconds,
                cost.rows.size(), graphSeconds + bySourceSeconds, ofTokenize(graphSeconds + bySourceSeconds));
    std::printf("critical path   %.2f s (%zu links; with the graph %.2f s, %.2f x tokenize; target < 2)\n", pathSeconds, path.links.size(),
                graphSeconds + pathSeconds, ofTokenize(graphSeconds + pathSeconds));
    std::printf("idle holes      %.2f s (with the graph %.2f s, %.2f x tokenize)\n", idleSeconds, graphSeconds + idleSeconds,
                ofTokenize(graphSeconds + idleSeconds));
    std::printf("compare         %.2f s (both graphs and the match, %.2f x tokenize; %zu lines, makespan %+lld; target < 2)\n",
                compareSeconds, ofTokenize(compareSeconds), comparison.matched.size(), static_cast<long long>(comparison.makespanDelta()));
    if (argc <= 2) {
        std::remove(pathA.c_str());
        std::remove(pathB.c_str());
    }
    return 0;
}
