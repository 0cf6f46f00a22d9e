#include "sequencer/toolchain_adapter.h"

#include <fmt/format.h>

#include <array>
#include <utility>

namespace tcpwb::sequencer {
namespace {

using diag::Diagnostic;
using tensor::DType;

constexpr std::array<std::pair<DType, DType>, 7> kFetchCasts{{
    {DType::I4, DType::I32},
    {DType::I8, DType::I32},
    {DType::I16, DType::I32},
    {DType::F8E4M3, DType::F32},
    {DType::F8E5M2, DType::F32},
    {DType::BF16, DType::F32},
    {DType::F32, DType::BF16},
}};

constexpr std::array<std::pair<DType, DType>, 4> kTableLookups{{
    {DType::F4E2M1, DType::F8E4M3},
    {DType::F4E2M1, DType::F8E5M2},
    {DType::F8E4M3, DType::BF16},
    {DType::F8E5M2, DType::BF16},
}};

struct ZeroPointRule {
    DType from, to;
    std::int64_t low, high;  // the source type's range
};
constexpr std::array<ZeroPointRule, 2> kZeroPoints{{
    {DType::I4, DType::I5, -8, 7},
    {DType::I8, DType::I9, -128, 127},
}};

std::string_view name(DType t) { return tensor::info(t).name; }

template <std::size_t N>
std::string targetsOf(const std::array<std::pair<DType, DType>, N>& table, DType from) {
    std::string out;
    for (const auto& [f, t] : table)
        if (f == from) out += fmt::format("{}{}", out.empty() ? "" : ", ", name(t));
    return out;
}

}  // namespace

bool toolchainFetchCastSupported(DType from, DType to) {
    if (from == to) return true;
    for (const auto& [f, t] : kFetchCasts)
        if (f == from && t == to) return true;
    return false;
}

[[nodiscard]] std::optional<Diagnostic> checkToolchainFetchCast(DType from, DType to) {
    if (toolchainFetchCastSupported(from, to)) return std::nullopt;
    const std::string targets = targetsOf(kFetchCasts, from);
    Diagnostic d(diag::Kind::cast,
                 fmt::format("the Fetch Adapter's fetch_cast cannot convert {} to {}; {}", name(from), name(to),
                             targets.empty() ? fmt::format("from {} it converts only to {} itself", name(from), name(from))
                                             : fmt::format("from {} it converts to {} (or keeps {})", name(from), targets, name(from))));
    if ((from == DType::I4 && to == DType::I5) || (from == DType::I8 && to == DType::I9))
        d.withFix(fmt::format("{} comes from zero-point subtraction: fetch_zero_point_sub::<{}>(zero_point)", name(to), name(to)));
    else if (!targetsOf(kTableLookups, from).empty())
        d.withFix(fmt::format("decode {} through the baked table instead: fetch_table_lookup::<{}>()", name(from),
                              targetsOf(kTableLookups, from)));
    return d;
}

[[nodiscard]] std::optional<Diagnostic> checkTableLookup(DType from, DType to) {
    for (const auto& [f, t] : kTableLookups)
        if (f == from && t == to) return std::nullopt;
    const std::string targets = targetsOf(kTableLookups, from);
    return Diagnostic(diag::Kind::table_lookup,
                      fmt::format("the Fetch Adapter has no baked table from {} to {}; {}", name(from), name(to),
                                  targets.empty() ? fmt::format("it decodes f4e2m1, f8e4m3 and f8e5m2 keys, not {}", name(from))
                                                  : fmt::format("from {} it decodes to {}", name(from), targets)));
}

[[nodiscard]] std::optional<Diagnostic> checkZeroPointSub(DType from, DType to, std::int64_t zeroPoint) {
    for (const ZeroPointRule& rule : kZeroPoints) {
        if (rule.from != from) continue;
        if (rule.to != to)
            return Diagnostic(diag::Kind::zero_point,
                              fmt::format("zero-point subtraction widens {} to {}, not to {}", name(from), name(rule.to), name(to)))
                .withFix(fmt::format("fetch_zero_point_sub::<{}>(zero_point)", name(rule.to)));
        if (zeroPoint < rule.low || zeroPoint > rule.high)
            return Diagnostic(diag::Kind::zero_point,
                              fmt::format("zero point {} is outside {}'s range {}..={}, so a residual could overflow {}", zeroPoint,
                                          name(from), rule.low, rule.high, name(to)));
        return std::nullopt;
    }
    return Diagnostic(diag::Kind::zero_point,
                      fmt::format("zero-point subtraction applies to i4 (to i5) and i8 (to i9) streams, not to {}", name(from)));
}

[[nodiscard]] std::optional<Diagnostic> checkCommitTrim(const mapping::CompiledMapping& packet, const mapping::CompiledMapping& outPacket,
                                                        DType dtype) {
    const u64 bytes = tensor::bytesFor(dtype, outPacket.size());
    if (bytes == 0 || bytes % kCommitBaseBytes != 0 || bytes > kCommitMaxBytes)
        return Diagnostic(diag::Kind::commit_trim,
                          fmt::format("commit_trim keeps 8, 16, 24 or 32 bytes of a packet, but {} is {} bytes of {}",
                                      outPacket.normalized(), bytes, name(dtype)));
    bool resize = outPacket.size() <= packet.size();
    for (u64 i = 0; resize && i < outPacket.size(); ++i) resize = packet.at(i) == outPacket.at(i);
    if (!resize)
        return Diagnostic(diag::Kind::commit_trim, fmt::format("commit_trim keeps a packet's leading elements, but {} is not a trimming of "
                                                               "the stream's packet {}",
                                                               outPacket.normalized(), packet.normalized()))
            .withFix(fmt::format("drop only trailing positions, e.g. commit_trim::<{}>()", packet.normalized()));
    return std::nullopt;
}

[[nodiscard]] std::optional<Diagnostic> checkCommitCast(DType from, DType to, u64 packetElements) {
    if (from != DType::F32 || to != DType::BF16)
        return Diagnostic(diag::Kind::commit_cast,
                          fmt::format("the Commit Adapter converts f32 to bf16 only, not {} to {}", name(from), name(to)))
            .withFix("convert in the Cast Engine instead: cast::<D, Packet>()");
    const u64 bytes = tensor::bytesFor(from, packetElements);
    const u64 unit = kCommitBaseBytes * 2;  // f32 -> bf16 halves the bytes: 16 read per 8 written
    if (bytes % unit != 0)
        return Diagnostic(diag::Kind::commit_cast,
                          fmt::format("the trimmed packet is {} bytes of f32; converting to bf16 writes 8 bytes per "
                                      "16 read, so it must be 16 or 32 bytes",
                                      bytes))
            .withFix("trim to 4 or 8 f32 elements");
    return std::nullopt;
}

}  // namespace tcpwb::sequencer
