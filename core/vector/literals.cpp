#include "vector/literals.h"

#include <fmt/format.h>

#include <bit>
#include <charconv>
#include <cmath>
#include <limits>
#include <map>
#include <set>
#include <vector>

#include "vector/chain_text.h"

namespace tcpwb::vector {
namespace {

[[nodiscard]] diag::Diagnostic failure(diag::Kind kind, std::string message, std::string fix = {}) {
    diag::Diagnostic d(kind, std::move(message));
    if (!fix.empty()) d.withFix(std::move(fix));
    return d;
}

}  // namespace

std::optional<std::int64_t> parseInteger(std::string_view text) {
    std::string t = stripPaths(text);
    bool negative = false;
    if (!t.empty() && (t.front() == '-' || t.front() == '+')) {
        negative = t.front() == '-';
        t.erase(t.begin());
    }
    int base = 10;
    if (t.size() > 2 && t[0] == '0' && (t[1] == 'x' || t[1] == 'o' || t[1] == 'b')) {
        base = t[1] == 'x' ? 16 : t[1] == 'o' ? 8 : 2;
        t.erase(0, 2);
    }
    // Rust's type suffixes (neither `i` nor `u` is a hex digit, so `0xFFi32` is 255).
    for (std::string_view suffix : {"i8", "i16", "i32", "i64", "isize", "u8", "u16", "u32", "u64", "usize"})
        if (t.size() > suffix.size() && t.compare(t.size() - suffix.size(), suffix.size(), suffix) == 0) {
            t.resize(t.size() - suffix.size());
            break;
        }
    if (t.empty() || (base == 10 && t.front() == '_')) return std::nullopt;  // `_1` is a name
    std::string digits;
    for (char c : t)
        if (c != '_') digits += c;
    std::uint64_t magnitude = 0;
    auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), magnitude, base);
    if (ec != std::errc() || end != digits.data() + digits.size() || digits.empty()) return std::nullopt;
    constexpr auto kLimit = std::uint64_t{1} << 62;  // far beyond any i32 operand, and safe to negate
    if (magnitude > kLimit) return std::nullopt;
    const auto value = static_cast<std::int64_t>(magnitude);
    return negative ? -value : value;
}

std::optional<int> parseInt(std::string_view text) {
    auto value = parseInteger(text);
    if (!value || *value < std::numeric_limits<int>::min() || *value > std::numeric_limits<int>::max()) return std::nullopt;
    return static_cast<int>(*value);
}

std::optional<int> parseGroupId(std::string_view text) {
    static const std::vector<std::string> names = {"Zero",  "One",  "Two", "Three",  "Four",   "Five",     "Six",      "Seven",
                                                   "Eight", "Nine", "Ten", "Eleven", "Twelve", "Thirteen", "Fourteen", "Fifteen"};
    const std::string t = stripPaths(text);
    for (std::size_t i = 0; i < names.size(); ++i)
        if (t == names[i]) return static_cast<int>(i);
    auto n = parseInt(t);
    if (n && *n >= 0 && *n <= 15) return n;
    return std::nullopt;
}

std::optional<std::uint32_t> parseLiteral(std::string_view original, Scalar type) {
    std::string t = stripPaths(original);
    for (std::string_view suffix : {"f32", "i32", "_f32", "_i32"})
        if (t.size() > suffix.size() && t.compare(t.size() - suffix.size(), suffix.size(), suffix) == 0) t.resize(t.size() - suffix.size());
    if (t.empty()) return std::nullopt;
    if (type == Scalar::I32) {
        // An i32 literal as Rust reads it (`100`, `-3`, `0xFF`, `0x7fff_ffff`); like
        // rustc, one that does not fit i32 (`0xFFFF_FFFF`) is refused.
        auto v = parseInteger(original);
        if (!v || *v < std::numeric_limits<std::int32_t>::min() || *v > std::numeric_limits<std::int32_t>::max()) return std::nullopt;
        return static_cast<std::uint32_t>(static_cast<std::int32_t>(*v));
    }
    if (t == "inf" || t == "+inf" || t == "INFINITY") return std::bit_cast<std::uint32_t>(std::numeric_limits<float>::infinity());
    if (t == "-inf" || t == "NEG_INFINITY") return std::bit_cast<std::uint32_t>(-std::numeric_limits<float>::infinity());
    if (t == "nan" || t == "NAN") return std::bit_cast<std::uint32_t>(std::numeric_limits<float>::quiet_NaN());
    // Rust's digit separators (`11.313_708`) are not part of the number.
    std::erase(t, '_');
    float v = 0;
    auto [end, ec] = std::from_chars(t.data(), t.data() + t.size(), v);
    if (end != t.data() + t.size()) return std::nullopt;
    if (ec == std::errc::result_out_of_range) return std::nullopt;
    if (ec != std::errc()) return std::nullopt;
    return std::bit_cast<std::uint32_t>(v);
}

std::string formatValue(std::uint32_t bits, Scalar type) {
    if (type == Scalar::I32) return std::to_string(static_cast<std::int32_t>(bits));
    const float f = std::bit_cast<float>(bits);
    if (std::isnan(f)) return "nan";
    if (std::isinf(f)) return f > 0 ? "inf" : "-inf";
    return fmt::format("{}", f);
}

namespace {

// The toolchain's Cmp: "Equal(0.0)" -> Eq, ... ; True and False take no boundary.
diag::Result<BranchMode::Compare> parseCmp(const std::string& part, Scalar type) {
    static const std::map<std::string, std::string, std::less<>> names = {
        {"Equal", "Eq"}, {"Less", "Lt"}, {"Greater", "Gt"}, {"LessUnsigned", "LtU"}, {"GreaterUnsigned", "GtU"}};
    if (part == "True" || part == "False") return BranchMode::Compare{part, 0};
    const auto open = part.find('(');
    const auto it = open == std::string::npos ? names.end() : names.find(std::string_view(part).substr(0, open));
    if (it == names.end() || part.back() != ')')
        return failure(diag::Kind::bad_argument,
                       fmt::format("`{}` is not a Cmp: use Equal(v), Less(v), Greater(v), LessUnsigned(v), GreaterUnsigned(v), "
                                   "True or False",
                                   part));
    auto value = parseLiteral(part.substr(open + 1, part.size() - open - 2), type);
    if (!value) return failure(diag::Kind::bad_literal, fmt::format("`{}` is not an {} value", part, scalarName(type)));
    return BranchMode::Compare{it->second, *value};
}

}  // namespace

diag::Result<TagGuard> parseTagGuard(std::string_view text) {
    TagGuard g;
    const std::string t(text);
    if (t == "all()") return g;
    const auto fail = [&] {
        return failure(diag::Kind::bad_argument,
                       fmt::format("`{}` is not a TagGuard: use TagGuard::all(), matches([BitReq; 4]), not_matches([BitReq; 4]) "
                                   "or group(GroupId::Zero | One)",
                                   text));
    };
    if (t.starts_with("group(") && t.back() == ')') {
        const std::string id = t.substr(6, t.size() - 7);
        if (id != "Zero" && id != "One" && id != "0" && id != "1") return fail();
        g.bits[3] = id == "One" || id == "1" ? 1 : 0;
        return g;
    }
    const bool negate = t.starts_with("not_matches(");
    if (!negate && !t.starts_with("matches(")) return fail();
    std::string inner = t.substr(negate ? 12 : 8);
    if (inner.size() < 3 || inner.substr(inner.size() - 2) != "])" || inner.front() != '[') return fail();
    const auto parts = splitTopLevel(std::string_view(inner).substr(1, inner.size() - 3));
    if (parts.size() != 4)
        return failure(diag::Kind::bad_argument,
                       fmt::format("`{}` constrains {} bits; a pattern has one BitReq per ExecutionId bit, four", text, parts.size()));
    for (std::size_t k = 0; k < 4; ++k) {
        const std::string bit = trim(parts[k]);
        if (bit == "One") g.bits[k] = 1;
        else if (bit == "Zero") g.bits[k] = 0;
        else if (bit == "Ignore") g.bits[k] = -1;
        else return failure(diag::Kind::bad_argument, fmt::format("`{}` is not a BitReq: use One, Zero or Ignore", bit));
    }
    g.negate = negate;
    return g;
}

diag::Result<BranchMode> parseBranchMode(std::string_view argument, Scalar type, bool tagMode) {
    BranchMode out;
    const std::string mode = stripPaths(argument);
    using K = BranchMode::Kind;
    if (tagMode && (mode == "ValidCount" || mode == "Vrf" || mode == "Unconditional"))
        return failure(diag::Kind::bad_argument,
                       fmt::format("`{}` is not a TagMode: the toolchain's vector_intra_slice_tag takes Zero, AxisToggle {{ axis }} "
                                   "or Comparison([Cmp; 4]){}",
                                   mode,
                                   mode == "Unconditional" ? "; TagMode::Zero tags every element 0"
                                                           : " (furiosa-opt 0.6 withholds ValidCount and Vrf)"));
    if (mode == "Unconditional" || (tagMode && mode == "Zero")) out.kind = K::Unconditional;
    else if (mode == "ValidCount") out.kind = K::ValidCount;
    else if (mode == "Vrf") out.kind = K::Vrf;
    else if (mode.starts_with("AxisToggle{") && mode.back() == '}') {
        out.kind = K::AxisToggle;
        std::string axis = mode.substr(11, mode.size() - 12);
        if (axis.starts_with("axis:")) axis = axis.substr(5);
        if (axis.empty())
            return failure(diag::Kind::bad_argument, "AxisToggle needs the axis whose index toggles the group",
                           "write AxisToggle { axis: A }");
        out.axis = axis;
    } else if (mode.starts_with("Comparison(") && mode.back() == ')') {
        out.kind = K::Comparison;
        std::string inner = mode.substr(11, mode.size() - 12);
        if (!inner.empty() && inner.front() == '[' && inner.back() == ']') inner = inner.substr(1, inner.size() - 2);
        auto parts = splitTopLevel(inner);
        if (!parts.empty() && trim(parts.back()).empty()) parts.pop_back();  // Rust's trailing comma: [Gt(0), Lt(10),]
        if (tagMode) {                                                       // [Cmp<D>; 4]: exactly four, one per ExecutionId bit
            if (parts.size() != 4)
                return failure(diag::Kind::bad_argument,
                               fmt::format("TagMode::Comparison takes four Cmp, one per ExecutionId bit, not {}", parts.size()),
                               "fill the unused bits with Cmp::False");
            for (const std::string& part : parts) {
                auto c = parseCmp(part, type);
                if (!c) return c.error();
                out.comparisons.push_back(c.value());
            }
            return out;
        }
        if (parts.empty() || parts.size() > 4)
            return failure(diag::Kind::bad_argument, "Comparison sets up to 4 branch bits, one comparison each",
                           "write Comparison([Gt(0), Lt(10)]) with at most four of Gt, Ge, Lt, Le, Eq, Ne");
        for (const std::string& part : parts) {
            const auto open = part.find('(');
            if (open == std::string::npos || part.back() != ')')
                return failure(diag::Kind::bad_argument, fmt::format("`{}` is not a comparison such as Gt(0)", part));
            BranchMode::Compare c{part.substr(0, open), 0};
            static const std::set<std::string> ops = {"Gt", "Ge", "Lt", "Le", "Eq", "Ne"};
            if (!ops.count(c.op)) return failure(diag::Kind::bad_argument, fmt::format("`{}` is not one of Gt, Ge, Lt, Le, Eq, Ne", c.op));
            auto value = parseLiteral(part.substr(open + 1, part.size() - open - 2), type);
            if (!value) return failure(diag::Kind::bad_literal, fmt::format("`{}` is not an {} value", part, scalarName(type)));
            c.bits = *value;
            out.comparisons.push_back(c);
        }
    } else {
        return failure(diag::Kind::bad_argument, fmt::format("`{}` is not a BranchMode", argument),
                       "use Unconditional, AxisToggle { axis: A }, ValidCount, Comparison([...]) or Vrf");
    }
    return out;
}

}  // namespace tcpwb::vector
