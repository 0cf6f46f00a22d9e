#pragma once
// Small helpers on text that several readers share.
#include <string_view>

namespace tcpwb {

inline bool isBlank(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; }

// `s` without the blanks (spaces, tabs, line ends) around it.
inline std::string_view trimmed(std::string_view s) {
    while (!s.empty() && isBlank(s.front())) s.remove_prefix(1);
    while (!s.empty() && isBlank(s.back())) s.remove_suffix(1);
    return s;
}

}  // namespace tcpwb
