#include "trace/mapping_shape.h"

#include "util/text.h"

#include "mapping/parser.h"

namespace tcpwb::trace {
namespace {

// Splits at the commas outside brackets and parentheses.
std::vector<std::string_view> topLevelParts(std::string_view text) {
    std::vector<std::string_view> out;
    int depth = 0;
    std::size_t begin = 0;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (c == '(' || c == '[' || c == '{') ++depth;
        else if (c == ')' || c == ']' || c == '}') --depth;
        else if (c == ',' && depth == 0) {
            out.push_back(text.substr(begin, i - begin));
            begin = i + 1;
        }
    }
    out.push_back(text.substr(begin));
    return out;
}

// True when `text` is one parenthesised group, `( ... )`, not `(a) / (b)`.
bool isOneGroup(std::string_view text) {
    if (text.size() < 2 || text.front() != '(' || text.back() != ')') return false;
    int depth = 0;
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] == '(') ++depth;
        else if (text[i] == ')' && --depth == 0 && i + 1 < text.size()) return false;
    }
    return true;
}

// The product of n / size over `n # size` with a number n; nullopt when a
// padding is smaller than what it pads (`2 # 1`), which no mapping can be.
std::optional<double> literalPaddingFraction(const mapping::Expr& e) {
    double fraction = 1.0;
    if (e.kind == mapping::Expr::Kind::Pad && e.inner().kind == mapping::Expr::Kind::Broadcast && e.operand > 0) {
        if (e.inner().operand > e.operand) return std::nullopt;
        fraction = static_cast<double>(e.inner().operand) / static_cast<double>(e.operand);
    }
    if (e.kind == mapping::Expr::Kind::Pair)
        for (const auto& child : e.children) {
            const auto part = literalPaddingFraction(*child);
            if (!part) return std::nullopt;
            fraction *= *part;
        }
    return fraction;
}

}  // namespace

std::optional<MappingShape> parseMappingShape(std::string_view text) {
    text = trimmed(text);
    constexpr std::string_view kPrefix = "MappingShape[";
    if (text.substr(0, kPrefix.size()) != kPrefix || text.back() != ']') return std::nullopt;
    const std::string_view body = text.substr(kPrefix.size(), text.size() - kPrefix.size() - 1);
    MappingShape out;
    for (std::string_view part : topLevelParts(body)) {
        part = trimmed(part);
        const auto colon = part.find(':');
        if (colon == std::string_view::npos) return std::nullopt;
        const std::string_view dimension = trimmed(part.substr(0, colon));
        std::string_view expression = trimmed(part.substr(colon + 1));
        if (dimension.empty() || expression.empty()) return std::nullopt;
        if (isOneGroup(expression)) expression = expression.substr(1, expression.size() - 2);
        const std::string written = "m![" + std::string(expression) + "]";
        const auto parsed = mapping::parseExpression(written);
        if (!parsed) return std::nullopt;
        const auto fraction = literalPaddingFraction(**parsed);
        if (!fraction) return std::nullopt;
        out.knownValidFraction *= *fraction;
        out.parts.push_back({std::string(dimension), written});
    }
    return out;
}

}  // namespace tcpwb::trace
