#include "trace/schedule_description.h"

#include "util/text.h"

#include <charconv>

namespace tcpwb::trace {
namespace {

std::optional<u64> number(std::string_view digits) {
    if (digits.empty() || digits.size() > 18) return std::nullopt;
    u64 value = 0;
    const auto [end, error] = std::from_chars(digits.data(), digits.data() + digits.size(), value);
    if (error != std::errc() || end != digits.data() + digits.size()) return std::nullopt;
    return value;
}

// `--> FILE:LINE:COL` or `--> FILE:LINE`.
std::optional<SourceLocation> parseLocation(std::string_view line) {
    line = trimmed(line);
    if (line.substr(0, 3) != "-->") return std::nullopt;
    line = trimmed(line.substr(3));
    const auto last = line.rfind(':');
    if (last == std::string_view::npos) return std::nullopt;
    const auto lastNumber = number(line.substr(last + 1));
    if (!lastNumber) return std::nullopt;
    SourceLocation out;
    const std::string_view before = line.substr(0, last);
    const auto previous = before.rfind(':');
    const auto lineNumber = previous == std::string_view::npos ? std::nullopt : number(before.substr(previous + 1));
    if (lineNumber) {
        out.file = std::string(trimmed(before.substr(0, previous)));
        out.line = *lineNumber;
        out.column = *lastNumber;
    } else {
        out.file = std::string(trimmed(before));
        out.line = *lastNumber;
    }
    if (out.file.empty() || out.line == 0) return std::nullopt;
    return out;
}

// The line without its `//` comment (a `//` inside a string literal stays).
std::string_view withoutComment(std::string_view line) {
    bool inString = false;
    for (std::size_t i = 0; i < line.size(); ++i) {
        const char c = line[i];
        if (inString) {
            if (c == '\\') ++i;
            else if (c == '"') inString = false;
        } else if (c == '"') {
            inString = true;
        } else if (c == '/' && i + 1 < line.size() && line[i + 1] == '/') {
            return line.substr(0, i);
        }
    }
    return line;
}

bool joinsWithoutSpace(char previousLast, char nextFirst) {
    return nextFirst == '.' || nextFirst == ')' || nextFirst == ']' || nextFirst == '>' || nextFirst == ',' || nextFirst == ';' ||
           previousLast == '(' || previousLast == '[' || previousLast == '<' || previousLast == '.';
}

// Appends `part` with each run of blanks outside string literals made one space.
void appendCollapsed(std::string& out, std::string_view part) {
    bool inString = false, blank = false;
    for (std::size_t i = 0; i < part.size(); ++i) {
        const char c = part[i];
        if (!inString && isBlank(c)) {
            blank = true;
            continue;
        }
        if (blank) out += ' ';
        blank = false;
        out += c;
        if (inString && c == '\\' && i + 1 < part.size()) out += part[++i];
        else if (c == '"') inString = !inString;
    }
}

}  // namespace

Description splitDescription(std::string_view description) {
    Description out;
    std::string_view rest = description;
    // Blank lines before the location are skipped; the location is the first line with text.
    while (!rest.empty() && isBlank(rest.front())) rest.remove_prefix(1);
    const auto newline = rest.find('\n');
    const std::string_view first = rest.substr(0, newline);
    if (auto location = parseLocation(first)) {
        out.location = std::move(location);
        rest = newline == std::string_view::npos ? std::string_view() : rest.substr(newline + 1);
    }
    out.text = trimmed(rest);
    return out;
}

std::string operationLabel(std::string_view text) {
    std::string out;
    while (!text.empty()) {
        const auto newline = text.find('\n');
        const std::string_view line = trimmed(withoutComment(text.substr(0, newline)));
        text = newline == std::string_view::npos ? std::string_view() : text.substr(newline + 1);
        if (line.empty()) continue;
        if (!out.empty() && !joinsWithoutSpace(out.back(), line.front())) out += ' ';
        appendCollapsed(out, line);
    }
    return out;
}

std::string locationText(const SourceLocation& location) {
    std::string out = location.file + ":" + std::to_string(location.line);
    if (location.column) out += ":" + std::to_string(location.column);
    return out;
}

}  // namespace tcpwb::trace
