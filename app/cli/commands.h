#pragma once
// The subcommands of tcpwb-cli. Each registers its flags on the CLI11 app and
// runs on the parsed options, returning the process exit status.
#include <CLI/CLI.hpp>

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "analysis_output.h"
#include "environment.h"
#include "json_output.h"
#include "stream_flags.h"
#include "util/checked.h"

namespace tcpwb::cli {

struct MapOptions {
    EnvironmentOptions environment;
    std::string expression;
    std::vector<std::string> at;
    bool all = false;
    std::optional<std::string> equiv;
};

CLI::App* addMapCommand(CLI::App& app, MapOptions& options, Output& out);
int runMap(const MapOptions& options, const Output& out);

}  // namespace tcpwb::cli

namespace tcpwb::cli {

struct TensorOptions {
    std::string kind;
    std::string dtype = "i8";
    EnvironmentOptions environment;
    std::map<std::string, std::string> mappings;  // role -> text
    u64 chips = 1;
    std::optional<u64> address;
};

CLI::App* addTensorCommand(CLI::App& app, TensorOptions& options, Output& out);
int runTensor(const TensorOptions& options, const Output& out);

}  // namespace tcpwb::cli

namespace tcpwb::cli {

struct SeqOptions {
    EnvironmentOptions environment;
    std::string dtype = "i8";
    std::string buffer;
    StreamFlags stream;
    std::optional<std::string> engine;
    std::optional<std::string> context;
    std::optional<std::string> outDtype;  // fetch: the type the adapter casts to
    bool rngdS = false;
    std::int64_t padValue = 0;              // fetch: what masking writes
    std::vector<std::int64_t> zeroPoints;   // fetch: one, or one per interleaved tensor
    bool table = false;                     // fetch: table indexing
    std::optional<std::string> interleave;  // fetch: begin_interleaved's Time axis
    std::optional<std::int64_t> rhsOffset;  // fetch: elements from the first tensor to the second
    std::optional<std::string> slices;      // commit: the slice bitmap
    std::vector<u64> validCounts;           // commit, sub: valid count packing
    std::optional<std::string> after;       // commit: what produced the stream
    std::optional<std::string> generate;    // commit, sub: ADDRESS=VALUE written by ITOS
};

CLI::App* addSeqCommand(CLI::App& app, SeqOptions& options, Output& out);
int runSeq(const SeqOptions& options, const Output& out);

}  // namespace tcpwb::cli

namespace tcpwb::cli {

struct VcgOptions {
    EnvironmentOptions environment;
    StreamFlags stream{.packet = "m![1 # 8]"};
    std::string reduce;
};

CLI::App* addVcgCommand(CLI::App& app, VcgOptions& options, Output& out);
int runVcg(const VcgOptions& options, const Output& out);
struct DmaOptions {
    EnvironmentOptions environment;
    std::string dtype = "i8";
    std::string from, to;
    std::optional<std::string> inElement, inSlice, inCluster, inChip;
    std::optional<std::string> outElement, outSlice, outCluster, outChip;
    u64 inBase = 0, outBase = 0;
    std::optional<std::string> time, packet;
    std::optional<std::string> streamChip, streamCluster, streamSlice;
    u64 chips = 1;
    std::vector<u64> at;  // stream positions of the address table
    u64 command = 0;      // the command (descriptor) --at reads
};

CLI::App* addDmaCommand(CLI::App& app, DmaOptions& options, Output& out);
int runDma(const DmaOptions& options, const Output& out);
struct SwitchOptions {
    EnvironmentOptions environment;
    std::string dtype = "i8";
    StreamFlags stream;
    std::string topology;
    bool dualChannel = false;
    bool router = false;
};

CLI::App* addSwitchCommand(CLI::App& app, SwitchOptions& options, Output& out);
int runSwitch(const SwitchOptions& options, const Output& out);

}  // namespace tcpwb::cli

namespace tcpwb::cli {

struct CollectOptions {
    EnvironmentOptions environment;
    std::string dtype = "i8";
    StreamFlags stream;
};

CLI::App* addCollectCommand(CLI::App& app, CollectOptions& options, Output& out);
int runCollect(const CollectOptions& options, const Output& out);

}  // namespace tcpwb::cli

namespace tcpwb::cli {

struct CastOptions {
    EnvironmentOptions environment;
    std::string dtype = "f32";
    std::string to;
    StreamFlags stream;
    std::vector<std::string> values;
};

CLI::App* addCastCommand(CLI::App& app, CastOptions& options, Output& out);
int runCast(const CastOptions& options, const Output& out);

}  // namespace tcpwb::cli

namespace tcpwb::cli {

struct TransposeOptions {
    EnvironmentOptions environment;
    std::string dtype = "i8";
    StreamFlags stream;
    std::optional<u64> inRows;
    std::optional<u64> packetsPerCol;
};

CLI::App* addTransposeCommand(CLI::App& app, TransposeOptions& options, Output& out);
int runTranspose(const TransposeOptions& options, const Output& out);
// `tcpwb-cli vector`: checks a Vector Engine chain (or plans an f32
// expression) and evaluates it on values; see docs/cli-vector.md.
struct VectorOptions {
    EnvironmentOptions environment;
    std::string dtype = "i32";
    std::optional<std::string> chain;
    std::optional<std::string> expression;
    std::vector<std::string> values;   // group 0 (the stream)
    std::vector<std::string> values1;  // group 1 after vector_intra_slice_unzip
    std::vector<std::string> vrf;      // NAME=v,v,...
    std::vector<int> ids;              // ExecutionIds for BranchMode Vrf/AxisToggle/ValidCount
    std::string slice = "m![1]";
    std::optional<std::string> time;
    std::optional<std::string> packet;
    std::optional<std::string> reduce;     // the reduce axis
    std::optional<std::string> interRule;  // dummy, broadcast:X or promote:T
};

CLI::App* addVectorCommand(CLI::App& app, VectorOptions& options, Output& out);
int runVector(const VectorOptions& options, const Output& out);
// `contract`: align, contract and accumulate checked from their mappings.
struct ContractOptions {
    EnvironmentOptions environment;
    std::string dtype = "bf16";
    std::optional<std::string> collectTime, collectPacket, trfRow, trfElement;
    std::optional<std::string> storeTime, storePacket;  // the weights' collect stream (to_trf)
    std::string trfAddress = "Full";
    std::optional<std::string> row, time, packet, contract, outTime, outPacket, window;
    std::optional<unsigned> depth;    // contract: derive its OutPacket for this tree depth
    std::vector<std::string> reduce;  // accumulate: derive OutTime/OutPacket reducing these axes
    std::string op = "add";
    std::string kind = "Interleaved";
    bool trace = false;
};

CLI::App* addContractCommand(CLI::App& app, ContractOptions& options, Output& out);
int runContract(const ContractOptions& options, const Output& out);

}  // namespace tcpwb::cli

namespace tcpwb::cli {

// `schedule FILE.json`: the main/sub/DMA schedule of an operation list; see docs/cli-schedule.md.
struct ScheduleOptions {
    std::string file;
};

CLI::App* addScheduleCommand(CLI::App& app, ScheduleOptions& options, Output& out);
int runSchedule(const ScheduleOptions& options, const Output& out);
// `tcpwb-cli trace FILE`: summarises a kernel trace (our Chrome traces, the
// Furiosa NPU profile export, furiosa-opt schedule dumps) and converts any
// of them to Chrome JSON; see docs/cli-trace.md.
struct TraceFileOptions {
    std::string file;
    std::string format = "auto";
    std::optional<std::string> toChrome;
    bool progress = false;
    AnalysisOptions analysis;
};

CLI::App* addTraceCommand(CLI::App& app, TraceFileOptions& options, Output& out);
int runTrace(const TraceFileOptions& options, const Output& out);

}  // namespace tcpwb::cli

namespace tcpwb::cli {

// `tcpwb-cli run KERNEL.rs`: simulates a kernel and checks its outputs; see docs/cli-run.md.
struct RunOptions {
    std::string file;
    std::optional<std::string> function;  // --fn: the device function to run on its own (its Rust path or name)
    std::optional<u64> seed;
    std::optional<std::string> trace;
    std::optional<unsigned> threads;  // unset: the machine's hardware threads
    AnalysisOptions analysis;         // --by-source, --critical-path, --idle, --dma over the run's trace
};

CLI::App* addRunCommand(CLI::App& app, RunOptions& options, Output& out);
int runRun(const RunOptions& options, const Output& out);

// `tcpwb-cli kernels PATH`: the device functions of a file or folder; see docs/cli-kernels.md.
struct KernelsOptions {
    std::string path;
    bool check = false;  // elaborate each device function as `run --fn` would, without simulating it
};

CLI::App* addKernelsCommand(CLI::App& app, KernelsOptions& options, Output& out);
int runKernels(const KernelsOptions& options, const Output& out);

}  // namespace tcpwb::cli

namespace tcpwb::cli {

// `tcpwb-cli compare A B`: two traces matched operation by operation, the
// largest regressions first; see docs/cli-compare.md.
struct CompareOptions {
    std::string fileA, fileB;
    u64 top = 10;           // ops listed; 0: all
    bool bySource = false;  // match operations by source location and text
};

CLI::App* addCompareCommand(CLI::App& app, CompareOptions& options, Output& out);
int runCompare(const CompareOptions& options, const Output& out);

}  // namespace tcpwb::cli
