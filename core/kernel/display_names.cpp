#include "kernel/display_names.h"

#include <algorithm>
#include <cctype>
#include <string>
#include <string_view>
#include <utility>

namespace tcpwb::kernel {
namespace {

bool identifierChar(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

// `crate__kernel__norm__forward` -> `crate::kernel::norm::forward`.
std::string pathOf(std::string_view internal) {
    std::string out;
    out.reserve(internal.size());
    for (std::size_t from = 0;;) {
        const std::size_t sep = internal.find("__", from);
        out += internal.substr(from, sep - from);
        if (sep == std::string_view::npos) return out;
        out += "::";
        from = sep + 2;
    }
}

// Whether `text` writes `name` as a whole identifier, not as a path's segment (`b::X`).
bool writes(std::string_view text, std::string_view name) {
    for (std::size_t at = text.find(name); at != std::string_view::npos; at = text.find(name, at + 1)) {
        const std::size_t end = at + name.size();
        const bool before = at == 0 || (!identifierChar(text[at - 1]) && (at < 2 || text.substr(at - 2, 2) != "::"));
        if (before && (end == text.size() || !identifierChar(text[end]))) return true;
    }
    return false;
}

}  // namespace

void noteWritten(WrittenNames& written, const std::string& internal, const std::string& name) {
    std::vector<std::string>& names = written[internal];
    if (std::find(names.begin(), names.end(), name) == names.end()) names.push_back(name);
}

std::string displayNames(std::string text, const WrittenNames& written, std::string_view spot) {
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
        if (own == written.end() || own->second.empty()) out += pathOf(internal);
        else {
            const auto atSpot = std::find_if(own->second.begin(), own->second.end(), [&](const std::string& n) { return writes(spot, n); });
            out += atSpot != own->second.end() ? *atSpot : own->second.front();
        }
        from = end;
    }
    if (from == 0) return text;
    out.append(text, from, std::string::npos);
    return out;
}

diag::Diagnostic displayNames(diag::Diagnostic d, const WrittenNames& written, std::string_view spot) {
    d.message = displayNames(std::move(d.message), written, spot);
    for (diag::Note& note : d.notes) note.message = displayNames(std::move(note.message), written, spot);
    if (d.fix) d.fix = displayNames(std::move(*d.fix), written, spot);
    return d;
}

std::string internalName(const WrittenNames& written, std::string_view name) {
    for (const auto& [internal, own] : written)
        if (std::find(own.begin(), own.end(), name) != own.end()) return internal;
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
