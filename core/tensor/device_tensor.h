#pragma once
// The device tensor types of "Memory and Stream": HbmTensor, DmTensor,
// TrfTensor, VrfTensor and the Tensor Unit stream, with the manual's size,
// capacity and alignment constraints checked and explained.
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "diag/diagnostic.h"
#include "mapping/mapping.h"
#include "tensor/dtype.h"

namespace tcpwb::tensor {

enum class TensorKind { Hbm, Dm, Trf, Vrf, Stream };

// Hardware geometry (RNGD), from the manual's tables.
inline constexpr u64 kClustersPerChip = 2;
inline constexpr u64 kSlicesPerCluster = 256;
inline constexpr u64 kRowsPerSlice = 8;
inline constexpr u64 kDmBytesPerSlice = u64{512} * 1024;
inline constexpr u64 kTrfBytesPerRow = u64{8} * 1024;
inline constexpr u64 kTrfBytesPerSlice = kTrfBytesPerRow * kRowsPerSlice;
inline constexpr u64 kVrfBytesPerSlice = u64{8} * 1024;
inline constexpr u64 kHbmBytesPerChip = u64{48} * 1024 * 1024 * 1024;

// A chip's Processing Elements as `#[device(pe = M)]` declares them: 64 slices
// per PE, in one cluster of 64, 128 or 256 slices (1, 2 or 4 PEs) or two
// clusters of 256 (8 PEs, the manual's RNGD chip and the default).
struct ChipTopology {
    u64 clusters = kClustersPerChip;
    u64 slicesPerCluster = kSlicesPerCluster;
};
inline constexpr u64 kSlicesPerPe = 64;
// nullopt unless pe is 1, 2, 4 or 8.
std::optional<ChipTopology> topologyOfPes(u64 pe);
// Why `#[device(chip = N)]` (`tcpwb-cli tensor --chips N`) names no device:
// a device runs on one chip or more. Nothing when N is a count of chips.
std::optional<std::string> invalidChipCount(u64 chips);

std::optional<TensorKind> parseTensorKind(std::string_view name);  // hbm dm trf vrf stream
std::string_view kindName(TensorKind kind);                        // "DmTensor"
// The mapping parameters of a kind, in the order its Rust type lists them:
// DmTensor<D, Chip, Cluster, Slice, Element> -> chip, cluster, slice, element.
std::span<const std::string_view> rolesOf(TensorKind kind);

struct DeviceTensorSpec {
    TensorKind kind = TensorKind::Dm;
    DType dtype = DType::I8;
    std::vector<std::string> mappings;  // one per role, in rolesOf(kind) order
    u64 chips = 1;                      // #[device(chip = N)]
    std::optional<u64> address;         // byte address of the Element dimension
    ChipTopology topology = {};         // #[device(pe = M)]: the Cluster and Slice sizes
    // A TRF tensor's capacity: the manual's 8 KB per Row, or the toolchain's
    // whole register file (Row::SIZE rows share a slice's 64 KB; docs/dialects.md).
    enum class TrfCapacity { PerRow, Whole } trfCapacity = TrfCapacity::PerRow;
};

struct DimensionCheck {
    std::string_view role;
    std::optional<mapping::CompiledMapping> mapping;  // empty when the text did not compile
    std::optional<diag::Diagnostic> error;            // compile error (offset into this mapping's text)
};

struct DeviceTensorCheck {
    std::vector<DimensionCheck> dimensions;
    std::vector<diag::Diagnostic> violations;     // hardware rules broken, one sentence each
    u64 elementCount = 0;                         // Element::SIZE
    u64 elementBytes = 0;                         // Element::SIZE * size_of::<D>()
    std::optional<std::pair<u64, u64>> occupies;  // [address, end) in bytes

    bool compiled() const;  // every mapping compiled
    bool ok() const { return compiled() && violations.empty(); }
};

DeviceTensorCheck checkDeviceTensor(const DeviceTensorSpec& spec, const mapping::AxisEnv& env, const mapping::AliasTable& aliases = {});

}  // namespace tcpwb::tensor
