#include "kernel/display_names.h"

#include <cctype>
#include <string>
#include <string_view>
#include <utility>

namespace tcpwb::kernel {
namespace {

bool identifierChar(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

// `crate__kernel__norm__forward` -> `crate::kernel::norm::forward`.
std::string pathOf(std::string_view internal) {
    std::string out(internal);
    for (std::size_t sep = out.find("__"); sep != std::string::npos; sep = out.find("__", sep + 2)) out.replace(sep, 2, "::");
    return out;
}

}  // namespace

std::string displayNames(std::string text, const WrittenNames& written) {
    constexpr std::string_view kRoot = "crate__";
    std::string out;
    std::size_t from = 0;
    for (std::size_t at = text.find(kRoot); at != std::string::npos; at = text.find(kRoot, at + 1)) {
        if (at < from || (at > 0 && identifierChar(text[at - 1]))) continue;
        std::size_t end = at;
        while (end < text.size() && identifierChar(text[end])) ++end;
        const std::string_view internal = std::string_view(text).substr(at, end - at);
        const auto own = written.find(internal);
        out.append(text, from, at - from);
        out += own != written.end() ? own->second : pathOf(internal);
        from = end;
    }
    if (from == 0) return text;
    out.append(text, from, std::string::npos);
    return out;
}

diag::Diagnostic displayNames(diag::Diagnostic d, const WrittenNames& written) {
    d.message = displayNames(std::move(d.message), written);
    for (diag::Note& note : d.notes) note.message = displayNames(std::move(note.message), written);
    if (d.fix) d.fix = displayNames(std::move(*d.fix), written);
    return d;
}

}  // namespace tcpwb::kernel
