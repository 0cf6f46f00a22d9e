#include "tensor/device_tensor.h"

#include <fmt/format.h>

#include <array>
#include <vector>

#include "util/checked.h"
#include "util/enum_table.h"

namespace tcpwb::tensor {
namespace {

using diag::Diagnostic;

constexpr std::array<std::string_view, 2> kHbmRoles{"chip", "element"};
constexpr std::array<std::string_view, 4> kDmRoles{"chip", "cluster", "slice", "element"};
constexpr std::array<std::string_view, 5> kTrfRoles{"chip", "cluster", "slice", "row", "element"};
constexpr std::array<std::string_view, 5> kStreamRoles{"chip", "cluster", "slice", "time", "packet"};

std::string_view typeParameter(std::string_view role) {
    if (role == "chip") return "Chip";
    if (role == "cluster") return "Cluster";
    if (role == "slice") return "Slice";
    if (role == "row") return "Row";
    if (role == "element") return "Element";
    if (role == "time") return "Time";
    return "Packet";
}

// Chip, Cluster and Slice must match the hardware exactly ("Size Constraint").
void checkExactCount(const DimensionCheck& dim, diag::Kind kind, u64 required, std::string_view unit, std::vector<Diagnostic>& out) {
    const u64 size = dim.mapping->size();
    if (size == required) return;
    const std::string_view param = typeParameter(dim.role);
    if (size < required) {
        out.push_back(Diagnostic(kind, fmt::format("{}::SIZE is {} but the hardware has {} {}: pad it with `# {}`", param, size, required,
                                                   unit, required))
                          .withFix(fmt::format("m![{} # {}]", dim.mapping->operand(), required)));
        return;
    }
    out.push_back(Diagnostic(kind, fmt::format("{}::SIZE is {} but the hardware has only {} {}: move the excess to another "
                                               "dimension (Element or Time)",
                                               param, size, required, unit)));
}

void checkCapacity(const DeviceTensorCheck& check, std::string_view what, u64 capacity, std::vector<Diagnostic>& out) {
    if (check.elementBytes <= capacity) return;
    out.push_back(Diagnostic(diag::Kind::capacity, fmt::format("Element::SIZE * size_of::<D>() is {} bytes, more than the {} bytes of {}",
                                                               check.elementBytes, capacity, what)));
}

// The manual: each Row's Element fits its 8 KB. The toolchain (furiosa-opt's
// config_to_trf): the Rows together fit the slice's 64 KB, a Row taking more
// of it when fewer are active.
void checkTrfCapacity(const DeviceTensorSpec& spec, const DeviceTensorCheck& check, std::vector<Diagnostic>& out) {
    if (spec.trfCapacity == DeviceTensorSpec::TrfCapacity::PerRow) {
        checkCapacity(check, "TRF per row (8 KB)", kTrfBytesPerRow, out);
        return;
    }
    u64 rows = 1;
    for (const DimensionCheck& dim : check.dimensions)
        if (dim.role == "row") rows = dim.mapping->size();
    const u64 total = checkedMul(rows, check.elementBytes).value_or(kMaxSize);
    if (total <= kTrfBytesPerSlice) return;
    out.push_back(Diagnostic(diag::Kind::capacity,
                             fmt::format("Row::SIZE * Element::SIZE * size_of::<D>() is {} bytes ({} rows of {}), more than the {} bytes "
                                         "of the TRF per slice (64 KB)",
                                         total, rows, check.elementBytes, kTrfBytesPerSlice)));
}

u64 capacityOf(TensorKind kind) {
    switch (kind) {
        case TensorKind::Hbm: return kHbmBytesPerChip;
        case TensorKind::Dm: return kDmBytesPerSlice;
        case TensorKind::Trf: return kTrfBytesPerRow;
        case TensorKind::Vrf: return kVrfBytesPerSlice;
        case TensorKind::Stream: return kMaxSize;
    }
    return kMaxSize;
}

void checkRules(const DeviceTensorSpec& spec, DeviceTensorCheck& check) {
    auto& v = check.violations;
    const std::optional<std::string> noDevice = invalidChipCount(spec.chips);
    if (noDevice) v.push_back(Diagnostic(diag::Kind::chip_size, *noDevice));
    for (const DimensionCheck& dim : check.dimensions) {
        if (spec.kind == TensorKind::Stream) break;  // streams carry no spatial constraint
        if (dim.role == "chip" && !noDevice) checkExactCount(dim, diag::Kind::chip_size, spec.chips, spec.chips == 1 ? "chip" : "chips", v);
        if (dim.role == "cluster") checkExactCount(dim, diag::Kind::cluster_size, spec.topology.clusters, "clusters per chip", v);
        if (dim.role == "slice") checkExactCount(dim, diag::Kind::slice_size, spec.topology.slicesPerCluster, "slices per cluster", v);
        if (dim.role == "row" && dim.mapping->size() > kRowsPerSlice)
            v.push_back(Diagnostic(diag::Kind::row_size,
                                   fmt::format("Row::SIZE is {} but a slice has {} MAC rows", dim.mapping->size(), kRowsPerSlice)));
    }
    switch (spec.kind) {
        case TensorKind::Hbm: checkCapacity(check, "HBM per chip (48 GB)", capacityOf(spec.kind), v); break;
        case TensorKind::Dm: checkCapacity(check, "DM per slice (512 KB)", capacityOf(spec.kind), v); break;
        case TensorKind::Trf: checkTrfCapacity(spec, check, v); break;
        case TensorKind::Vrf: checkCapacity(check, "VRF per slice (8 KB)", capacityOf(spec.kind), v); break;
        case TensorKind::Stream: break;
    }
    if (!spec.address || spec.kind == TensorKind::Stream) return;
    const u64 address = *spec.address;
    const u64 capacity = capacityOf(spec.kind);
    // An address past the memory needs no alignment advice (rounding it up
    // could even wrap past 2^64); saying where the memory ends is the fix.
    if (address >= capacity) {
        v.push_back(Diagnostic(diag::Kind::address_range,
                               fmt::format("address {} is past the end of {} ({} bytes)", address, kindName(spec.kind), capacity)));
        return;
    }
    const u64 align = alignmentOf(spec.dtype);
    if (address % align != 0)
        v.push_back(Diagnostic(diag::Kind::alignment, fmt::format("address {} is not a multiple of size_of::<{}>() = {} bytes", address,
                                                                  info(spec.dtype).name, align))
                        .withFix(fmt::format("use address {}", roundUp(address, align))));
    const u64 end = checkedAdd(address, check.elementBytes).value_or(kMaxSize);
    check.occupies = std::make_pair(address, end);
    if (end > capacity && check.elementBytes <= capacity)
        v.push_back(Diagnostic(diag::Kind::address_range, fmt::format("the tensor occupies bytes {}..{}, past the end of {} ({} bytes)",
                                                                      address, end, kindName(spec.kind), capacity)));
}

}  // namespace

namespace {

// How a flag names each kind, and the toolchain's type for it.
constexpr EnumTable<TensorKind, 5> kTensorKindNames{
    {{TensorKind::Hbm, "hbm"}, {TensorKind::Dm, "dm"}, {TensorKind::Trf, "trf"}, {TensorKind::Vrf, "vrf"}, {TensorKind::Stream, "stream"}}};
static_assert(listsEveryEnumerator(kTensorKindNames));
constexpr EnumTable<TensorKind, 5> kTensorTypeNames{{{TensorKind::Hbm, "HbmTensor"},
                                                     {TensorKind::Dm, "DmTensor"},
                                                     {TensorKind::Trf, "TrfTensor"},
                                                     {TensorKind::Vrf, "VrfTensor"},
                                                     {TensorKind::Stream, "StreamTensor"}}};
static_assert(listsEveryEnumerator(kTensorTypeNames));

}  // namespace

std::optional<TensorKind> parseTensorKind(std::string_view name) { return parseEnum(kTensorKindNames, name); }

std::string_view kindName(TensorKind kind) { return nameOf(kTensorTypeNames, kind); }

std::span<const std::string_view> rolesOf(TensorKind kind) {
    switch (kind) {
        case TensorKind::Hbm: return kHbmRoles;
        case TensorKind::Dm:
        case TensorKind::Vrf: return kDmRoles;
        case TensorKind::Trf: return kTrfRoles;
        case TensorKind::Stream: return kStreamRoles;
    }
    return {};
}

bool DeviceTensorCheck::compiled() const {
    for (const DimensionCheck& dim : dimensions)
        if (!dim.mapping) return false;
    return true;
}

std::optional<std::string> invalidChipCount(u64 chips) {
    if (chips > 0) return std::nullopt;
    return std::string("a device runs on at least one chip, not 0");
}

std::optional<ChipTopology> topologyOfPes(u64 pe) {
    if (pe != 1 && pe != 2 && pe != 4 && pe != 8) return std::nullopt;
    if (pe == 8) return ChipTopology{2, kSlicesPerCluster};
    return ChipTopology{1, pe * kSlicesPerPe};
}

DeviceTensorCheck checkDeviceTensor(const DeviceTensorSpec& spec, const mapping::AxisEnv& env, const mapping::AliasTable& aliases) {
    DeviceTensorCheck check;
    const auto roles = rolesOf(spec.kind);
    for (std::size_t i = 0; i < roles.size(); ++i) {
        DimensionCheck dim{roles[i], std::nullopt, std::nullopt};
        const std::string text = i < spec.mappings.size() ? spec.mappings[i] : std::string("m![1]");
        auto compiled = mapping::compileMapping(text, env, aliases);
        if (compiled) dim.mapping = std::move(compiled).value();
        else dim.error = compiled.error();
        check.dimensions.push_back(std::move(dim));
    }
    if (!check.compiled()) return check;
    const DimensionCheck& last = check.dimensions.back();
    check.elementCount = spec.kind == TensorKind::Stream ? 0 : last.mapping->size();
    check.elementBytes = bytesFor(spec.dtype, check.elementCount);
    checkRules(spec, check);
    return check;
}

}  // namespace tcpwb::tensor
