#pragma once
// What each DMA operation of a schedule moves, and how fast against the
// DMA Engine's peak ("Memory Performance": 256 B/cycle, one 256-byte request
// per cycle; core/memory/hbm.h).
//
// Bytes are the sizes of the tensors the operation reads and writes that
// the trace draws (the larger side: a transfer moves what it writes); a
// furiosa-opt dump lists only the DM side of a transfer, sized for the whole
// padded mapping, so `validBytes` leaves out what the tensor's `shape` says
// is padding (mapping_shape.h: `Cluster: 1 # 2` halves it).
#include <optional>
#include <unordered_map>
#include <vector>

#include "analysis/hardware_config.h"
#include "analysis/op_graph.h"

namespace tcpwb::analysis {

struct DmaTransfer {
    OpId op = 0;
    u64 bytes = 0;             // as allocated
    u64 validBytes = 0;        // without the padding the shape tells
    double bytesPerCycle = 0;  // validBytes / duration (0 for an instant)
    double peakBytesPerCycle = 0;
    double peakShare = 0;  // bytesPerCycle / peak
    // More DM bytes than the engine moves at its peak in that time: the
    // source is smaller than what lands in DM (the same data written to
    // several slices, e.g. an operand broadcast across a Slice axis).
    bool abovePeak() const { return peakShare > 1.0; }
    std::optional<double> scheduleUtil;  // the dump's own `util.total_util`
    std::vector<TensorId> tensors;       // the drawn tensors it moves
    HardwareConfig config;               // from its description, when the dump writes one
};

// `withConfig`: also read each description's hardware configuration.
std::vector<DmaTransfer> dmaTransfers(const OpGraph& graph, bool withConfig = true);
// Per operation (by OpId): the valid bytes it moves when it is a DMA
// transfer with a tensor of known size (dmaTransfers' validBytes), else
// nullopt. What a compare needs of a million operations, without the rest.
std::vector<std::optional<u64>> dmaValidBytes(const OpGraph& graph);

// A tensor's bytes without the padding its `shape` argument tells (its
// size when it has no shape or the shape is not a mapping). For many
// tensors, each distinct shape is parsed once.
class ValidBytes {
public:
    explicit ValidBytes(const OpGraph& graph);
    u64 operator()(TensorId tensor);

private:
    const OpGraph& graph_;
    std::optional<trace::StringId> shapeKey_;
    std::unordered_map<trace::StringId, double> fractions_;  // by the shape's text id
};
u64 validBytesOf(const OpGraph& graph, TensorId tensor);

}  // namespace tcpwb::analysis
