// Escaped constants in mappings (kernel/mapping_constants.h): where they are
// in a mapping's text, and their values, folded in by the elaborator.
#include "kernel/mapping_constants.h"

#include <fmt/format.h>

#include <string_view>
#include <vector>

#include "kernel/elaborator.h"
#include "kernel/parser.h"
#include "util/text.h"

namespace tcpwb::kernel {

namespace {

// The `}` closing the `{` at `open`; npos when it is never closed.
std::size_t closingBrace(std::string_view text, std::size_t open) {
    std::size_t depth = 0;
    for (std::size_t i = open; i < text.size(); ++i) {
        if (text[i] == '{') ++depth;
        else if (text[i] == '}' && --depth == 0) return i;
    }
    return std::string_view::npos;
}

// The operators m! writes a number after (`@` is the offset operator of this
// project's mapping grammar, which reads a number after it too).
bool takesNumber(char op) { return op == '/' || op == '%' || op == '=' || op == '#' || op == '@'; }

// `#{*}`, `#{!}`, `#{0}`: what the toolchain's lexer reads as a fill kind.
bool isFillKind(std::string_view inner) {
    inner = trimmed(inner);
    return inner == "*" || inner == "!" || inner == "0";
}

}  // namespace

std::vector<EscapedConstant> escapedConstants(std::string_view text) {
    std::vector<EscapedConstant> out;
    char previous = '\0';  // the last character outside braces, spaces skipped
    bool afterFill = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (isBlank(c)) continue;
        if (c != '{') {
            previous = c;
            afterFill = false;
            continue;
        }
        const std::size_t close = closingBrace(text, i);
        if (close == std::string_view::npos) break;
        const std::string_view inner = text.substr(i + 1, close - i - 1);
        if (previous == '#' && isFillKind(inner)) {
            afterFill = true;
        } else {
            if (afterFill || takesNumber(previous)) out.push_back({i, close + 1 - i});
            afterFill = false;
        }
        previous = '}';
        i = close;
    }
    return out;
}

EscapedConstant FoldedMapping::written(std::size_t offset, std::size_t length) const {
    std::size_t shifted = offset;
    for (const Replaced& r : replaced) {
        if (offset < r.folded) break;
        if (offset < r.folded + r.length) return r.written;
        shifted = r.written.offset + r.written.length + (offset - r.folded - r.length);
    }
    return {shifted, length};
}

namespace detail {

// Each escaped constant of `raw` (the mapping written at `span`) evaluated as
// the kernel's other constants are, with what is in scope where the mapping is
// read: `const` items, a helper's const generics, `Axis::SIZE`, `Alias::SIZE`.
// An alias is defined only once its own constants are folded, so none can
// read the size of the mapping it is in.
FoldedMapping Elaborator::foldConstants(std::string_view raw, ast::Span span) const {
    FoldedMapping out;
    const std::vector<EscapedConstant> escaped = escapedConstants(raw);
    if (escaped.empty()) {
        out.text = raw;
        return out;
    }
    std::size_t from = 0;
    for (const EscapedConstant& e : escaped) {
        out.text += raw.substr(from, e.offset - from);
        const std::string digits = std::to_string(escapedValue(raw, span, e));
        out.replaced.push_back({out.text.size(), digits.size(), e});
        out.text += digits;
        from = e.offset + e.length;
    }
    out.text += raw.substr(from);
    return out;
}

u64 Elaborator::escapedValue(std::string_view raw, ast::Span span, const EscapedConstant& e) const {
    const std::string_view written = raw.substr(e.offset, e.length);
    // Parsed where it is written, so its names and errors have their places in
    // the file; a mapping's text is the file's there, comments blanked.
    bool inFile = span.length == raw.size() && span.end() <= text_.size();
    for (std::size_t i = 0; inFile && i < raw.size(); ++i) inFile = raw[i] == text_[span.offset + i] || raw[i] == ' ';
    std::size_t offset = e.offset;
    if (!inFile && span.end() <= text_.size()) {
        // A crate's mapping whose axes were renamed (crate_imports.h) has the
        // same escaped constants as the text written there, in the same order.
        const std::string_view there = text_.substr(span.offset, span.length);
        const std::vector<EscapedConstant> ours = escapedConstants(raw);
        const std::vector<EscapedConstant> theirs = escapedConstants(there);
        for (std::size_t k = 0; k < ours.size() && ours.size() == theirs.size(); ++k)
            if (ours[k].offset == e.offset && there.substr(theirs[k].offset, theirs[k].length) == written) {
                offset = theirs[k].offset;
                inFile = true;
            }
    }
    if (!inFile)
        fail(span, diag::Kind::unsupported_construct,
             fmt::format("the escaped constant `{}` is read only where its mapping is written", written));
    const ast::Span at{span.offset + offset, e.length};
    auto cached = escapedExpressions_.find(at.offset);
    if (cached == escapedExpressions_.end()) {
        std::shared_ptr<ast::File> parsed = parseExpressionAt(text_, at.offset + 1, at.end() - 1);
        if (parsed && rewrite_) rewrite_(*parsed);
        cached = escapedExpressions_.emplace(at.offset, std::move(parsed)).first;
    }
    if (!cached->second)
        fail(at, diag::Kind::unsupported_construct,
             fmt::format("`{}` is not a constant expression the kernel can evaluate when it loads", written),
             "write a number, or a constant such as `{ Axis::SIZE / 8 }` or `{ N }`");
    return evalInt(*cached->second->stmts[0].item->body->tail);
}

}  // namespace detail
}  // namespace tcpwb::kernel
