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

std::string internalName(const WrittenNames& written, std::string_view name) {
    for (const auto& [internal, own] : written)
        if (own == name) return internal;
    return std::string(name);
}

std::string internalNames(std::string_view text, const WrittenNames& written) {
    std::string out;
    for (std::size_t i = 0; i < text.size();) {
        if (!identifierChar(text[i])) {
            out += text[i++];
            continue;
        }
        std::size_t end = i;
        while (end < text.size() && identifierChar(text[end])) ++end;
        const bool segment = (i >= 2 && text.compare(i - 2, 2, "::") == 0) || text.compare(end, 2, "::") == 0;
        const std::string_view name = text.substr(i, end - i);
        out += segment ? std::string(name) : internalName(written, name);
        i = end;
    }
    return out;
}

}  // namespace tcpwb::kernel
