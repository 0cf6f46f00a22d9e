#pragma once
// Every device function of a crate elaborated as `run --fn` elaborates it
// (its file with what its `use` items import, parsed, elaborated and its
// tensors placed), without simulating it: what `tcpwb-cli kernels --check`
// reports and bench_crate_load times. Each file's imports are gathered once,
// however many device functions it holds.
#include <optional>
#include <vector>

#include "kernel/crate.h"
#include "kernel/crate_imports.h"
#include "kernel/listing.h"

namespace tcpwb::kernel {

struct KernelCheck {
    KernelEntry entry;
    std::optional<PlacedError> error;  // none: the function elaborates
};

// `entries` are listCrateKernels(crate)'s (or some of them); in their order.
std::vector<KernelCheck> checkCrateKernels(const Crate& crate, const std::vector<KernelEntry>& entries);

}  // namespace tcpwb::kernel
