#pragma once
// Which operations' references the run computes, and when it forgets them
// (docs/simulation.md, "What the reference keeps"). The reference exists to
// check the outputs: an operation none of whose results reaches an output has
// nothing to check, and a tensor's reference no later operation reads is only
// memory. A kernel that tiles a large weight into many DM tensors (the
// toolchain's `final_layer`) would otherwise keep every tile's reference at
// the size of the whole tensor.
#include <cstddef>
#include <vector>

#include "kernel/program.h"

namespace tcpwb::sim::detail {

struct ReferenceLiveness {
    std::vector<bool> computed;                          // per operation: its result reaches an output
    std::vector<std::size_t> unread;                     // tensors no computed operation reads (drop after initialize)
    std::vector<std::vector<std::size_t>> releaseAfter;  // per operation: tensors no later computed operation reads
};

// From the program's outputs back to its inputs. What an operation's
// reference reads is kernel::tensorsReadBy plus its own output (a write
// through a tile, a scatter or a memset keeps what the output held).
ReferenceLiveness referenceLiveness(const kernel::Program& program);

}  // namespace tcpwb::sim::detail
