#pragma once
// Small helpers on text that several readers share.
#include <cstdio>
#include <string>
#include <string_view>
#include <utility>

namespace tcpwb {

inline bool isBlank(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; }

// An ASCII identifier's characters, as mappings and Rust's usual names are written.
inline bool startsIdentifier(char c) { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || c == '_'; }
inline bool continuesIdentifier(char c) { return startsIdentifier(c) || (c >= '0' && c <= '9'); }
// An identifier's or number's byte in Rust source, where identifiers may hold UTF-8 sequences.
inline bool isRustWordByte(char c) { return continuesIdentifier(c) || static_cast<unsigned char>(c) >= 0x80; }

// `s` without the blanks (spaces, tabs, line ends) around it.
inline std::string_view trimmed(std::string_view s) {
    while (!s.empty() && isBlank(s.front())) s.remove_prefix(1);
    while (!s.empty() && isBlank(s.back())) s.remove_suffix(1);
    return s;
}

// A message quotes source text, which may span lines (a type written over
// several, recovery making a name of a line break); a message is one line:
// a line break and the indentation after it become one space.
inline std::string oneLine(std::string_view text) {
    std::string out;
    bool breaking = false;
    for (char c : text) {
        if (c == '\n' || c == '\r') {
            breaking = true;
            continue;
        }
        if (breaking && (c == ' ' || c == '\t')) continue;
        if (breaking && !out.empty() && out.back() != ' ') out += ' ';
        breaking = false;
        out += c;
    }
    return out;
}

// How many bytes at the end of `s` are a UTF-8 character cut short (0 when
// its last character is whole, or the bytes are not UTF-8 at all).
inline std::size_t utf8CutShort(std::string_view s) {
    std::size_t continuation = 0;
    while (continuation < 3 && continuation < s.size() && (static_cast<unsigned char>(s[s.size() - 1 - continuation]) & 0xC0) == 0x80)
        ++continuation;
    if (continuation == s.size()) return 0;
    const auto lead = static_cast<unsigned char>(s[s.size() - 1 - continuation]);
    const std::size_t length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1;
    return length > continuation + 1 ? continuation + 1 : 0;
}

// Text from a file, for quoting in a one-line message: at most `most` bytes,
// never cut inside a UTF-8 character (a message must stay valid UTF-8 for
// --json), and line ends and other control characters written as `\n`,
// `\t`, `\xNN` so the message stays on one line.
inline std::string quotable(std::string_view s, std::size_t most = 60) {
    if (s.size() > most) s = s.substr(0, most - utf8CutShort(s.substr(0, most)));
    std::string out;
    out.reserve(s.size());
    for (char c : s) {
        const auto byte = static_cast<unsigned char>(c);
        if (c == '\n') out += "\\n";
        else if (c == '\t') out += "\\t";
        else if (c == '\r') out += "\\r";
        else if (byte < 0x20 || byte == 0x7F) {
            char hex[5];
            std::snprintf(hex, sizeof hex, "\\x%02X", byte);
            out += hex;
        } else out += c;
    }
    return out;
}

// The character at `offset` for a one-line message: "`é`", "U+0000" for a
// control character, "byte 0xA7" for one that is no UTF-8; and its length.
inline std::pair<std::string, std::size_t> describeCharacter(std::string_view text, std::size_t offset) {
    const auto c = static_cast<unsigned char>(text[offset]);
    char code[16];
    if (c < 0x20 || c == 0x7f) {
        std::snprintf(code, sizeof code, "U+%04X", c);
        return {code, 1};
    }
    if (c < 0x80) return {"`" + std::string(1, text[offset]) + "`", 1};
    const std::size_t length = c >= 0xf0 ? 4 : c >= 0xe0 ? 3 : c >= 0xc0 ? 2 : 0;
    bool valid = length > 0 && offset + length <= text.size() && c < 0xf8;
    for (std::size_t i = 1; valid && i < length; ++i) valid = (static_cast<unsigned char>(text[offset + i]) & 0xc0) == 0x80;
    if (!valid) {
        std::snprintf(code, sizeof code, "byte 0x%02X", c);
        return {code, 1};
    }
    return {"`" + std::string(text.substr(offset, length)) + "`", length};
}

}  // namespace tcpwb
