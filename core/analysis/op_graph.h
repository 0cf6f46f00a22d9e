#pragma once
// A trace read as a schedule: operations (each on one or more contexts, with
// the tensors it reads and writes and the source line it comes from) and
// tensors (a buffer, an address range and a lifetime). What the analyses in
// this folder (cost per source line, critical path, idle holes, DMA rates,
// source-matched comparison) work on, whether the trace is a furiosa-opt
// schedule or one of our own kernel runs. See docs/schedule-analysis.md.
//
// Read from the trace's slices and their arguments, by the conventions both
// writers keep:
// - an operation is an outermost slice on a track that holds no tensors
//   (category neither `tensor` nor `warning`); slices sharing the argument
//   `instruction` are one operation on several contexts (a furiosa-opt
//   instruction on ["MainContext", "VectorEngine"]); our own traces' argument
//   `occupies_dma` adds the dma lane to an operation's contexts;
// - its source location is `source.file`, `source.line`, `source.column`;
//   its text is the slice's name;
// - its tensors are `input_tensors` / `output_tensors` (furiosa-opt: JSON
//   lists of tensor indices) or `inputs` / `outputs` (ours: names,
//   comma-separated);
// - a tensor is a slice of category `tensor`, named, with `index`, `address`
//   and `size` when known; its buffer is its track's name.
#include <cstdint>
#include <limits>
#include <string>
#include <string_view>
#include <vector>

#include "trace/trace.h"

namespace tcpwb::analysis {

using OpId = std::uint32_t;
using TensorId = std::uint32_t;
using ContextId = std::uint32_t;
inline constexpr std::uint32_t kNone = std::numeric_limits<std::uint32_t>::max();

struct Range {
    std::uint32_t begin = 0, count = 0;
};

struct Op {
    u64 start = 0, end = 0;
    trace::StringId name = 0;  // the slice's name: the operation's one-line text
    trace::StringId kind = 0;  // furiosa-opt's `tpe`, or the slice's category
    trace::StringId file = 0;  // valid when line > 0
    u64 line = 0, column = 0;  // line 0: no source location
    std::uint32_t slice = 0;   // its first slice
    Range contexts;            // into OpGraph::opContexts
    Range slices;              // into OpGraph::opSlices (every slice drawing it)
    Range inputs, outputs;     // into OpGraph::tensorRefs
    u64 duration() const { return end - start; }
    bool located() const { return line > 0; }
};

struct Tensor {
    trace::StringId name = 0;      // when listed
    std::string unlistedName;      // "tensor 6": a reference the trace draws no slice for
    trace::TrackId track = kNone;  // its buffer: the track's name (Sram, Trf, ... or dm, trf, ...); kNone when not listed
    u64 begin = 0, end = 0;
    u64 address = 0, size = 0;
    bool hasAddress = false, hasSize = false;
    std::uint32_t slice = 0;  // kNone when not listed
    u64 addressEnd() const { return address + size; }
    bool listed() const { return slice != kNone; }
};

struct OpGraph {
    const trace::Trace* trace = nullptr;
    std::vector<Op> ops;                // in the trace's slice order
    std::vector<std::string> contexts;  // context (track) names
    std::vector<trace::TrackId> contextTracks;
    std::vector<ContextId> opContexts;
    std::vector<std::uint32_t> opSlices;
    std::vector<TensorId> tensorRefs;
    std::vector<Tensor> tensors;         // those the trace draws, then those only referred to
    std::vector<std::uint32_t> sliceOp;  // per slice of the trace: its operation, or kNone
    u64 makespan = 0;                    // the latest end of any operation or tensor lifetime

    const std::string& text(trace::StringId id) const { return trace->text(id); }
    const std::string& nameOf(const Tensor& tensor) const;
    // The tensor's buffer (its track's name), or empty when not listed.
    const std::string& bufferOf(const Tensor& tensor) const;
    template <typename T>
    struct View {
        const T* first;
        const T* last;
        const T* begin() const { return first; }
        const T* end() const { return last; }
        std::size_t size() const { return static_cast<std::size_t>(last - first); }
    };
    View<ContextId> contextsOf(const Op& op) const { return view(opContexts, op.contexts); }
    View<std::uint32_t> slicesOf(const Op& op) const { return view(opSlices, op.slices); }
    View<TensorId> inputsOf(const Op& op) const { return view(tensorRefs, op.inputs); }
    View<TensorId> outputsOf(const Op& op) const { return view(tensorRefs, op.outputs); }
    // "src/ops/gemm/mod.rs:52:76", or empty.
    std::string locationOf(const Op& op) const;
    // "Sram", "DmaEngine": what it occupies, joined by ", ".
    std::string contextNames(const Op& op) const;
    bool isDma(const Op& op) const;

private:
    template <typename T>
    static View<T> view(const std::vector<T>& pool, Range r) {
        return {pool.data() + r.begin, pool.data() + r.begin + r.count};
    }
};

OpGraph opGraphOf(const trace::Trace& trace);

// A slice's argument by key, or nullptr.
const trace::ArgValue* sliceArg(const trace::Trace& trace, std::uint32_t slice, std::string_view key);
// The same as text: a string as it is, an integer as written; empty otherwise.
std::string sliceArgText(const trace::Trace& trace, std::uint32_t slice, std::string_view key);
// The operation's `index` argument ("14", "ExplicitSync(5)", or ours: "3"); empty when none.
std::string opIndex(const OpGraph& graph, const Op& op);

}  // namespace tcpwb::analysis
