#include "diag/kind.h"

#include <algorithm>
#include <array>
#include <ostream>

#include "util/enum_table.h"

namespace tcpwb::diag {

namespace {

struct Entry {
    Kind kind;
    std::string_view spelling;
    Category category;
};

constexpr std::array kEntries = {
#define TCPWB_DIAG_KIND(name, category) Entry{Kind::name, #name, Category::category},
#include "diag/kinds.def"
#undef TCPWB_DIAG_KIND
};

constexpr std::array kKinds = [] {
    std::array<Kind, kEntries.size()> kinds{};
    for (std::size_t i = 0; i < kEntries.size(); ++i) kinds[i] = kEntries[i].kind;
    return kinds;
}();

// The enumerators are declared in kinds.def's order, so a kind is its own index.
const Entry& entryOf(Kind kind) { return kEntries[static_cast<std::size_t>(kind)]; }

}  // namespace

std::string_view spelling(Kind kind) { return entryOf(kind).spelling; }

Category categoryOf(Kind kind) { return entryOf(kind).category; }

namespace {

constexpr EnumTable<Category, 5> kCategoryNames{{{Category::Input, "input"},
                                                 {Category::HardwareRule, "hardware rule"},
                                                 {Category::Simulation, "simulation"},
                                                 {Category::Io, "I/O"},
                                                 {Category::Internal, "internal"}}};
static_assert(listsEveryEnumerator(kCategoryNames));

}  // namespace

std::string_view categoryName(Category category) { return nameOf(kCategoryNames, category); }

int exitStatus(Category category) {
    switch (category) {
        case Category::HardwareRule:
        case Category::Simulation: return 1;
        case Category::Input:
        case Category::Io:
        case Category::Internal: return 2;
    }
    return 2;
}

int exitStatus(Kind kind) { return exitStatus(categoryOf(kind)); }

std::optional<Kind> kindNamed(std::string_view name) {
    const auto it = std::find_if(kEntries.begin(), kEntries.end(), [&](const Entry& e) { return e.spelling == name; });
    if (it == kEntries.end()) return std::nullopt;
    return it->kind;
}

std::span<const Kind> allKinds() { return kKinds; }

std::ostream& operator<<(std::ostream& out, Kind kind) { return out << spelling(kind); }

}  // namespace tcpwb::diag
