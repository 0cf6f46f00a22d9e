#pragma once
// One table per enumeration, read both ways: the spelling of a value (for
// messages, JSON and text output) and the value of a spelling (for flags and
// files). One list means a spelling printed is always a spelling accepted.
//
// A switch over an enumeration lets -Wswitch report a new enumerator that
// has no spelling yet; a table does that with listsEveryEnumerator(), to be
// checked once beside each table:
//
//     constexpr EnumTable<Medium, 3> kMediumNames{{{Medium::Hbm, "HBM"}, {Medium::Dm, "DM"}, {Medium::Spm, "SPM"}}};
//     static_assert(listsEveryEnumerator(kMediumNames));
#include <array>
#include <cstddef>
#include <optional>
#include <string_view>

namespace tcpwb {

template <typename Enum>
struct EnumSpelling {
    Enum value;
    std::string_view spelling;
};

template <typename Enum, std::size_t N>
using EnumTable = std::array<EnumSpelling<Enum>, N>;

// The spelling of `value`; empty for a value the table does not list (only an
// integer cast to the enumeration can be one when the table is complete).
template <typename Enum, std::size_t N>
constexpr std::string_view nameOf(const EnumTable<Enum, N>& table, Enum value) {
    for (const EnumSpelling<Enum>& entry : table)
        if (entry.value == value) return entry.spelling;
    return {};
}

// The value spelled exactly `text`, or nullopt.
template <typename Enum, std::size_t N>
constexpr std::optional<Enum> parseEnum(const EnumTable<Enum, N>& table, std::string_view text) {
    for (const EnumSpelling<Enum>& entry : table)
        if (entry.spelling == text) return entry.value;
    return std::nullopt;
}

// The value spelled `text` in any case of ASCII letters ("hbm", "Hbm", "HBM").
template <typename Enum, std::size_t N>
constexpr std::optional<Enum> parseEnumAnyCase(const EnumTable<Enum, N>& table, std::string_view text) {
    const auto lower = [](char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; };
    for (const EnumSpelling<Enum>& entry : table) {
        if (entry.spelling.size() != text.size()) continue;
        bool same = true;
        for (std::size_t i = 0; same && i < text.size(); ++i) same = lower(entry.spelling[i]) == lower(text[i]);
        if (same) return entry.value;
    }
    return std::nullopt;
}

namespace detail {

// Whether `Value` is a declared enumerator, read from the compiler's own
// name for this function: GCC and Clang spell an enumerator by its name
// (`Value = ns::Medium::Dm`) and any other value as a cast (`Value = (ns::Medium)3`).
template <auto Value>
constexpr bool isEnumerator() {
    constexpr std::string_view signature = __PRETTY_FUNCTION__;
    constexpr std::string_view key = "Value = ";
    constexpr std::size_t at = signature.find(key);
    static_assert(at != std::string_view::npos, "the compiler spells template arguments in an unknown way");
    return signature[at + key.size()] != '(';
}

template <typename Enum, std::size_t N>
constexpr bool nextIsEnumerator() {
    return isEnumerator<static_cast<Enum>(N)>();
}

}  // namespace detail

// Whether `table` lists the enumerators 0, 1, ... N-1 in declaration order,
// each once, and the value after them is no enumerator: every enumerator
// has exactly one spelling.
template <typename Enum, std::size_t N>
constexpr bool listsEveryEnumerator(const EnumTable<Enum, N>& table) {
    for (std::size_t i = 0; i < N; ++i)
        if (table[i].value != static_cast<Enum>(i)) return false;
    return !detail::nextIsEnumerator<Enum, N>();
}

}  // namespace tcpwb
