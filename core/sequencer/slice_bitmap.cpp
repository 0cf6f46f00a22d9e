#include "sequencer/slice_bitmap.h"

#include <fmt/format.h>

#include <cctype>
#include <charconv>

namespace tcpwb::sequencer {
namespace {

using diag::Diagnostic;

[[nodiscard]] Diagnostic bad(std::string_view text, std::string why) {
    return Diagnostic(diag::Kind::slice_bitmap, fmt::format("the slice bitmap `{}` {}", text, why))
        .withFix(
            "write 256 binary digits (`...` repeats the digit before it: `11111111...10`), 0x and hex digits, "
            "or slices such as `0-63,128`");
}

bool isBinary(std::string_view text) {
    if (text.find_first_not_of("01.") != std::string_view::npos) return false;
    return text.find("...") != std::string_view::npos || text.size() == kSlicesPerBitmap;
}

// `head...tail`: head, then head's last digit repeated, then tail; 256 in all.
diag::Result<std::string> expandBinary(std::string_view text) {
    const auto dots = text.find("...");
    if (dots == std::string_view::npos) return std::string(text);
    const std::string_view head = text.substr(0, dots), tail = text.substr(dots + 3);
    if (head.empty() || head.find('.') != std::string_view::npos || tail.find('.') != std::string_view::npos)
        return bad(text, "has `...` that does not follow a digit");
    if (head.size() + tail.size() > kSlicesPerBitmap) return bad(text, "has more than 256 digits");
    return std::string(head) + std::string(kSlicesPerBitmap - head.size() - tail.size(), head.back()) + std::string(tail);
}

diag::Result<u64> number(std::string_view text, std::string_view whole) {
    u64 value = 0;
    auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || end != text.data() + text.size() || text.empty())
        return bad(whole, fmt::format("has `{}` where a slice number belongs", text));
    if (value >= kSlicesPerBitmap) return bad(whole, fmt::format("names slice {}; slices are 0 to 255", value));
    return value;
}

}  // namespace

SliceBitmap SliceBitmap::all() {
    SliceBitmap b;
    b.bits_.set();
    return b;
}

diag::Result<SliceBitmap> SliceBitmap::parse(std::string_view text) {
    SliceBitmap out;
    if (text == "all") return all();
    if (isBinary(text)) {
        auto digits = expandBinary(text);
        if (!digits) return digits.error();
        for (std::size_t i = 0; i < kSlicesPerBitmap; ++i) out.bits_[i] = (*digits)[kSlicesPerBitmap - 1 - i] == '1';
    } else if (text.starts_with("0x") || text.starts_with("0X")) {
        const std::string_view hex = text.substr(2);
        if (hex.empty() || hex.size() > kSlicesPerBitmap / 4 || hex.find_first_not_of("0123456789abcdefABCDEF") != std::string_view::npos)
            return bad(text, "is not 1 to 64 hexadecimal digits");
        for (std::size_t i = 0; i < hex.size(); ++i) {
            const char c = static_cast<char>(std::tolower(static_cast<unsigned char>(hex[hex.size() - 1 - i])));
            const unsigned nibble = c <= '9' ? unsigned(c - '0') : unsigned(c - 'a' + 10);
            for (unsigned b = 0; b < 4; ++b) out.bits_[i * 4 + b] = (nibble >> b) & 1u;
        }
    } else {
        std::string_view rest = text;
        while (!rest.empty()) {
            const auto comma = rest.find(',');
            const std::string_view part = rest.substr(0, comma);
            rest = comma == std::string_view::npos ? std::string_view{} : rest.substr(comma + 1);
            const auto dash = part.find('-');
            auto first = number(part.substr(0, dash), text);
            if (!first) return first.error();
            auto last = dash == std::string_view::npos ? first : number(part.substr(dash + 1), text);
            if (!last) return last.error();
            if (*last < *first) return bad(text, fmt::format("has the range `{}` running backwards", part));
            for (u64 s = *first; s <= *last; ++s) out.bits_.set(s);
        }
    }
    if (out.count() == 0) return bad(text, "enables no slice, so the commit would write nothing");
    return out;
}

std::vector<std::size_t> SliceBitmap::slices() const {
    std::vector<std::size_t> out;
    for (std::size_t i = 0; i < kSlicesPerBitmap; ++i)
        if (bits_.test(i)) out.push_back(i);
    return out;
}

std::vector<std::size_t> SliceBitmap::excluded() const {
    std::vector<std::size_t> out;
    for (std::size_t i = 0; i < kSlicesPerBitmap; ++i)
        if (!bits_.test(i)) out.push_back(i);
    return out;
}

std::string SliceBitmap::ranges() const {
    std::string out;
    for (std::size_t i = 0; i < kSlicesPerBitmap;) {
        if (!bits_.test(i)) {
            ++i;
            continue;
        }
        std::size_t j = i;
        while (j + 1 < kSlicesPerBitmap && bits_.test(j + 1)) ++j;
        out += (out.empty() ? "" : ",") + (i == j ? std::to_string(i) : fmt::format("{}-{}", i, j));
        i = j + 1;
    }
    return out;
}

}  // namespace tcpwb::sequencer
