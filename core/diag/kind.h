#pragma once
// The registry of diagnostic kinds: every kind the workbench reports is one
// line of kinds.def, which gives its JSON spelling and its category; the
// category gives the CLI's exit status. A kind is a typed value, so a kind
// no layer declared, or a misspelt one, does not compile.
#include <fmt/format.h>

#include <cstdint>
#include <iosfwd>
#include <optional>
#include <span>
#include <string_view>

namespace tcpwb::diag {

// What went wrong, from the kernel writer's side: the request itself
// (Input), a rule of the hardware (HardwareRule), something only running it
// shows (Simulation), a file (Io), or the workbench (Internal).
enum class Category : std::uint8_t { Input, HardwareRule, Simulation, Io, Internal };

enum class Kind : std::uint16_t {
#define TCPWB_DIAG_KIND(name, category) name,
#include "diag/kinds.def"
#undef TCPWB_DIAG_KIND
};

// The kind as scripts see it in the CLI's JSON: its name in kinds.def.
[[nodiscard]] std::string_view spelling(Kind kind);
[[nodiscard]] Category categoryOf(Kind kind);
[[nodiscard]] std::string_view categoryName(Category category);
// tcpwb-cli's exit status for an error of the category (../shared/contracts/cli.md):
// 1 for a hardware rule or what a simulation found, 2 for everything else.
[[nodiscard]] int exitStatus(Category category);
[[nodiscard]] int exitStatus(Kind kind);
// The kind spelt `name`, or nothing for a name no kind has.
[[nodiscard]] std::optional<Kind> kindNamed(std::string_view name);
// Every kind, in kinds.def's order.
[[nodiscard]] std::span<const Kind> allKinds();

std::ostream& operator<<(std::ostream& out, Kind kind);

}  // namespace tcpwb::diag

// fmt::format("{}", kind) writes the spelling.
template <>
struct fmt::formatter<tcpwb::diag::Kind> : fmt::formatter<std::string_view> {
    template <typename FormatContext>
    auto format(tcpwb::diag::Kind kind, FormatContext& ctx) const {
        return fmt::formatter<std::string_view>::format(tcpwb::diag::spelling(kind), ctx);
    }
};
