#pragma once
// A Virtual ISA kernel as the simulator reads it: the contract between the
// kernel front end (core/kernel/parse*, which reads the Rust the manual
// writes) and the back end (core/sim, which runs it value by value and
// schedules it). Nothing here knows Rust syntax; everything carries the
// source position it came from, so any later error can say `line:column`.
//
// The program is flat and in program order: the host's statements and the
// device function's, inlined at `launch`, are one list of operations over a
// table of named tensors. A tensor is written once (by the operation that
// creates it) and read by later ones, as the manual's SSA-like let-bindings
// are.
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "mapping/axes.h"
#include "mapping/index.h"
#include "mapping/resolve.h"
#include "switch/topology.h"
#include "tensor/dtype.h"
#include "util/checked.h"
#include "vector/chain_text.h"

namespace tcpwb::kernel {

// Where something is in the kernel source. line and column are 1-based;
// column counts bytes (kernel sources are ASCII outside comments and strings).
struct SourceSpan {
    std::uint32_t line = 0;
    std::uint32_t column = 0;
    std::size_t offset = 0;  // 0-based byte offset of the first character
    std::size_t length = 0;
    // In another file of the crate (an imported item): line and column are
    // that file's, the offset the combined text's, which placeError maps back.
    bool elsewhere = false;
    // A place in this file's own text (what an editor of it can show).
    bool known() const { return line != 0 && !elsewhere; }
    // A place a diagnostic can carry: this file's, or (elsewhere) one
    // placeError turns into its own file's line.
    bool placed() const { return line != 0; }
    // The line in this file's text; 0 when unknown or elsewhere.
    std::uint32_t lineHere() const { return known() ? line : 0; }
};

// A mapping expression as written, with `type` aliases already substituted,
// so `compileMapping(text, program.axes)` compiles it: "m![A / 8 # 256]".
struct MappingText {
    std::string text;
    SourceSpan at;
};

enum class Memory { Host, Hbm, Dm, Trf, Vrf };
std::string_view memoryName(Memory m);  // "host", "hbm", "dm", "trf", "vrf"

// How a tensor gets its first values when no operation of the program writes
// them: host tensors from `HostTensor::<D, M>::rand(&mut rng)`, and tensors a
// fragment declares with `= ...;` (already in memory, contents unknown: the
// simulator fills them like rand).
// Where a tensor's first values come from: an operation (Written), the
// host's `rand` (Random), memory before the kernel starts (Preloaded), or
// `DmTensor::new()` and the other device tensors' `new()` (Zeroed: the
// toolchain's CPU model fills a new tensor with zero bytes, and its tests
// rely on that; docs/kernel-language.md).
enum class Origin { Written, Random, Preloaded, Zeroed };

// Every tensor value the program names or creates. The mappings follow the
// Rust type's parameter order (tensor::rolesOf), for the memory:
//   Host: {Element}                       HostTensor<D, Element>
//   Hbm:  {Chip, Element}                 HbmTensor<D, Chip, Element>
//   Dm:   {Chip, Cluster, Slice, Element} DmTensor<D, Chip, Cluster, Slice, Element>
//   Trf:  {Chip, Cluster, Slice, Row, Element}
//   Vrf:  {Chip, Cluster, Slice, Element}
struct Tensor {
    std::string name;  // the variable; a shadowed name gets "#2", "#3": `rhs`, `rhs#2`
    Memory memory = Memory::Dm;
    tensor::DType dtype = tensor::DType::I32;
    std::vector<MappingText> mappings;
    // Byte address in its memory (HBM, DM); TRF/VRF: the address argument
    // (`TrfAddress::Full` is 0 with trfFull set). Host tensors have none.
    std::optional<u64> address;
    bool trfFull = false;
    // The address was chosen by the allocator (kernel/placement.h): the
    // kernel wrote none (`to_dm(&mut ctx.tdma)`, `commit()`, `DmTensor::new()`).
    bool placed = false;
    Origin origin = Origin::Written;
    std::optional<u64> seed;  // Random: SmallRng::seed_from_u64(seed), in creation order
    SourceSpan at;            // the binding (let name / parameter)
};

// One Tensor Unit pass (`ctx.main.begin(x.view())...commit(a)` and friends):
// the stream operations in the order written.
enum class StepKind {
    Fetch,       // fetch::<D, Time, Packet>()
    Switch,      // switch[::<OutSlice, OutTime>](SwitchConfig::...)
    Collect,     // collect::<Time, Packet>()
    Align,       // align::<Time, Packet, _, _>(&trf)
    Contract,    // contract::<Packet>()
    Accumulate,  // accumulate::<Time, Packet>(AccumulationKind::...)
    Vector,      // one run of consecutive vector_* calls (vector_init .. vector_final)
    Cast,        // cast::<D, Packet>()
    Transpose,   // transpose::<...>(...)
};
std::string_view stepName(StepKind k);  // "fetch", "switch", ...

struct Step {
    StepKind kind = StepKind::Fetch;
    SourceSpan at;                       // from the method name to the closing parenthesis
    std::optional<tensor::DType> dtype;  // Fetch: D; Cast: the target type
    // The turbofish mappings in order; `_` is left out (the simulator derives it).
    //   Fetch: {Time, Packet}   Collect: {Time, Packet}   Align: {Time, Packet}
    //   Contract: {Packet}      Accumulate: {Time, Packet} Cast: {Packet}
    //   Switch: {} or {OutSlice, OutTime}                 Transpose: as written
    std::vector<MappingText> mappings;
    std::optional<sw::Topology> topology;   // Switch
    std::string accumulation;               // Accumulate: "Interleaved", "Sequential", ...
    std::optional<std::size_t> operand;     // Align: the TRF tensor; index into Program::tensors
    std::vector<vector::Call> vectorCalls;  // Vector: the calls, enum paths kept as written
    // Vector: VRF tensors the calls name (`&rhs_vrf`), index into Program::tensors,
    // parallel to nothing: each distinct tensor once, in order of appearance.
    std::vector<std::size_t> vrfOperands;
    std::vector<std::string> args;  // any other call arguments, as written (trimmed)
    // Fetch: the Fetch Adapter's stages the toolchain names as methods after
    // fetch::<Time, Packet>() (dtype above is the type after all of them).
    std::optional<tensor::DType> lookup;    // fetch_table_lookup::<D>(): the baked table's output type
    std::optional<std::int64_t> zeroPoint;  // fetch_zero_point_sub::<D>(zero_point)
    bool masked = false;                    // fetch_mask::<Time, Packet>() (mappings are the masked ones)
    // Accumulate written as contract_time::<T>() then contract_lane::<..>(LaneMode::..): contract_time's T,
    // the computation Time with the reduced axes removed.
    std::optional<MappingText> reducedTime;
};

// How a pass ends.
enum class SinkKind {
    Commit,      // commit[::<Element>](address): a new DmTensor
    CommitView,  // commit_view(&mut view): writes into an existing DmTensor's view
    ToTrf,       // to_trf(TrfAddress::...)
    ToVrf,       // to_vrf(address)
};

// The Commit Adapter's stages before the sink, as the toolchain writes them:
// `commit_trim::<OutPacket>()`, then `commit_cast::<bf16>()` or
// `commit_cast_relu::<bf16>()` (main context) or `commit_valid_count_pack(n)`
// (sub context). The manual's commit derives its truncation from the Element
// mapping instead, so a manual kernel leaves all of them unset.
struct CommitAdapter {
    std::optional<MappingText> trim;    // the packet after trimming
    std::optional<tensor::DType> cast;  // commit_cast / commit_cast_relu: the committed type
    bool relu = false;                  // commit_cast_relu
    std::optional<u64> validCount;      // commit_valid_count_pack: leading elements kept per packet
    SourceSpan trimAt, castAt, packAt;  // each call, from its name to its closing parenthesis
};

struct StreamPass {
    enum class Context { Main, Sub };
    Context context = Context::Main;
    std::size_t source = 0;                       // the DmTensor begin() reads; index into tensors
    std::optional<MappingText> sourceView;        // .view() of a tile/slice of it, when not the whole tensor
    bool interleaved = false;                     // begin_interleaved
    std::vector<std::size_t> interleavedSources;  // the other tensors of begin_interleaved
    // Added by the front end (defaults keep older readers valid):
    std::string interleaveAxis;  // begin_interleaved::<I, ...>: the alternating axis; "" if not written
    std::string sourceViewCall;  // the view call as written: "slice(A, 0..1024)", "tile::<..>(2)"; "" = whole
    std::vector<Step> steps;
    SinkKind sink = SinkKind::Commit;
    std::size_t output = 0;                 // the tensor the sink creates or writes; index into tensors
    std::optional<MappingText> outputView;  // CommitView: the view written (added by the front end)
    // When sourceView / outputView is a tile (`view().tile::<Index, LEN, Tile>(start)`),
    // the toolchain's partial view: the tile's element at coordinates c is the
    // tensor's element at c + offset (Index's coordinates at `start`, summed
    // over tiles of tiles), and the Tile mapping lays the tile's elements out
    // in the tensor's own Element positions from that element's position on.
    // Unset for a whole view and for a slice, whose mapping names the
    // tensor's coordinates themselves.
    std::optional<mapping::TensorIndex> sourceOffset, outputOffset;
    CommitAdapter commitAdapter;  // Commit, CommitView: the toolchain's adapter stages
    SourceSpan sinkAt;
};

// Moving a tensor between memories: `.to_hbm(&mut ctx.pdma, a)`,
// `.to_dm::<...>(&mut ctx.tdma, a)`, `.to_hbm(&mut ctx.tdma, a)`,
// `.to_host::<M>(&mut ctx.pdma)`, and the toolchain's
// `src.view()[.tile..].to_hbm_view(&mut ctx.tdma, dst.view_mut()[.tile..])`,
// which moves a tile of one tensor into a tile of another.
struct Transfer {
    enum class Engine { Pdma, Tdma };
    // What the operation does with the source's bytes.
    enum class Mode {
        Copy,     // the source's values laid out as the output's mappings say (to_dm, to_hbm, ...)
        Relabel,  // the toolchain's `reshape()`: the output is the source's bytes, in place, read
                  // through other mappings; nothing moves (kernel::relabelRoots)
        Gather,   // `table.dma_gather_{scaled,unscaled}(&index)`: rows of the source (HBM), chosen by
                  // `index`, into a new DM tensor
        Scatter,  // `data.dma_scatter::<Key, _, _>(index, output)`: the source's (DM) rows into the
                  // rows of `output` (HBM) that `index` chooses; the other rows keep their values
        Fill,     // `dm.view_mut().memset(value, &mut ctx.sub)`: every element of `output` becomes
                  // `fill` (source is output)
        Shuffle,  // `dm.view().dm_chip_shuffle::<N>(&mut ctx.tdma, &pattern)` (dm_cluster_shuffle):
                  // `output`, of the source's type, holds in chip (cluster) t what the source
                  // holds in chip (cluster) pattern[t]
    };
    // What a Shuffle permutes.
    enum class Across { Chip, Cluster };
    Engine engine = Engine::Tdma;
    Mode mode = Mode::Copy;
    std::size_t source = 0;            // index into tensors
    std::size_t output = 0;            // index into tensors
    std::optional<std::size_t> index;  // Gather, Scatter: the i32 index tensor
    bool scaled = true;                // Gather: index values are byte offsets of rows (true) or row positions
    std::optional<MappingText> key;    // Scatter: the Key, the source's part the index runs over
    Across across = Across::Chip;      // Shuffle
    std::vector<std::size_t> pattern;  // Shuffle: pattern[target] = source
    std::uint32_t fill = 0;            // Fill: the value's bits (sim/memory.h's: a float's own, an integer's 32-bit two's complement)
    // A tile on either side: its layout (the Tile mapping) and offset, as StreamPass's.
    std::optional<MappingText> sourceView, outputView;
    std::optional<mapping::TensorIndex> sourceOffset, outputOffset;
    std::string sourceViewCall, outputViewCall;  // the tile calls as written; "" = whole
};

struct Operation {
    enum class Kind { Transfer, Pass };
    Kind kind = Kind::Transfer;
    std::string name;  // "to_dm(lhs)", "main pass 1 -> result": for traces and messages
    Transfer transfer;
    StreamPass pass;
    SourceSpan at;  // the whole statement
    // The indices of the unrolled `for` loops it ran in, outermost first
    // ("c = 3"; "iteration 3" for `for _ in`): what tells a loop's operations
    // of one line apart. Empty outside loops.
    std::string iteration;
};

// Which API a kernel is written against: the manual's `furiosa_visa_std`
// (explicit addresses, `contract`, `commit(addr)`), or the furiosa-opt
// toolchain's (`furiosa_opt_std`: address-free tensors, `contract_outer`,
// `commit_trim`). Both elaborate into the same Program; docs/dialects.md lists
// where their rules differ.
enum class Dialect { Manual, Toolchain };

struct Program;
// Calls `visit` on every source position the Program holds (tensors, their
// mappings, operations, steps, the dialect's), to move or forget them.
void forEachSpan(Program& program, const std::function<void(SourceSpan&)>& visit);
// Per tensor: the tensor whose bytes it is (itself, or for the output of a
// Relabel transfer the root of its source), so the allocator and the schedule
// treat a reshaped tensor and the one it reshapes as one block of memory.
std::vector<std::size_t> relabelRoots(const Program& program);

struct Operation;
// The tensors an operation reads, each once: a transfer's source (a memset's
// source is its output, which it only writes) and index; a pass's sources and
// the TRF and VRF operands of its steps.
std::vector<std::size_t> tensorsReadBy(const Operation& op);

struct Program {
    std::string sourceName;  // the file it came from, for messages
    Dialect dialect = Dialect::Manual;
    std::string dialectReason;    // what decided it (kernel/dialect.h): "`use furiosa_opt_std::prelude::*;`"
    SourceSpan dialectAt;         // where that is written; unknown when nothing is
    std::string entry;            // the device function run (its name), when one was chosen or found
    mapping::AxisEnv axes;        // axes![...]
    mapping::AliasTable aliases;  // `type Slice = m![...]`, already substituted in MappingTexts
    u64 chips = 1;                // #[device(chip = N)]
    u64 pes = 8;                  // #[device(pe = M)]: PEs per chip, 1, 2, 4 or 8 (tensor::topologyOfPes)
    std::vector<Tensor> tensors;
    std::vector<Operation> ops;  // program order
    // Tensors the host reads back (`to_host`), or, for a fragment without a
    // host, the tensors the last operations create that nothing reads: what
    // the simulator checks against its reference.
    std::vector<std::size_t> outputs;
    bool fragment = false;  // no `fn main` / `launch`: statements only
};

}  // namespace tcpwb::kernel
