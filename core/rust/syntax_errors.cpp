#include "rust/syntax_errors.h"
#include "util/text.h"

#include <algorithm>
#include <array>
#include <limits>
#include <optional>

#include <fmt/format.h>

namespace tcpwb::rust {
namespace {

bool isSpace(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'; }
// Past whitespace and comments from `offset`; an unclosed block comment runs to the end.
std::size_t skipSpaceAndComments(std::string_view text, std::size_t offset) {
    std::size_t i = offset;
    while (i < text.size()) {
        if (isSpace(text[i])) {
            ++i;
        } else if (text.substr(i, 2) == "//") {
            while (i < text.size() && text[i] != '\n') ++i;
        } else if (text.substr(i, 2) == "/*") {
            std::size_t depth = 0;
            while (i < text.size()) {
                if (text.substr(i, 2) == "/*") {
                    ++depth;
                    i += 2;
                } else if (text.substr(i, 2) == "*/") {
                    i += 2;
                    if (--depth == 0) break;
                } else {
                    ++i;
                }
            }
        } else {
            break;
        }
    }
    return i;
}

// Longest first, so `..=` is not read as `..` `=`.
constexpr std::array<std::string_view, 26> kPunctuation = {"...", "..=", "<<=", ">>=", "::", "->", "=>", "==", "!=", "<=", ">=", "&&", "||",
                                                           "+=",  "-=",  "*=",  "/=",  "%=", "^=", "&=", "|=", "<<", ">>", "..", "#!", "'"};

bool atEnd(std::string_view text, std::size_t offset) { return skipSpaceAndComments(text, offset) >= text.size(); }

bool closes(std::string_view token) { return token == ";" || token == ")" || token == "]" || token == "}" || token == ","; }

// What a token that needs a right-hand side is followed by, for "expected ... after `=`".
std::string_view operandAfter(std::string_view op) {
    static constexpr std::array<std::string_view, 28> kBinary = {"=",  "+",  "-",  "*",  "/",  "%",  "<<", ">>", "&",  "|",
                                                                 "^",  "&&", "||", "==", "!=", "<",  ">",  "<=", ">=", "+=",
                                                                 "-=", "*=", "/=", "%=", "&=", "|=", "^=", "=>"};
    for (std::string_view b : kBinary)
        if (op == b) return "an expression";
    if (op == ".") return "a field or method name";
    if (op == "::") return "a name";
    if (op == "as" || op == "->") return "a type";
    return {};
}

// What usually continues a list whose element could not be read.
std::string_view listContinuation(std::string_view parentKind) {
    if (parentKind == "arguments" || parentKind == "parameters" || parentKind == "tuple_expression" || parentKind == "tuple_type" ||
        parentKind == "tuple_pattern" || parentKind == "closure_parameters")
        return "`,` or `)`";
    if (parentKind == "type_arguments" || parentKind == "type_parameters") return "`,` or `>`";
    if (parentKind == "array_expression") return "`,` or `]`";
    if (parentKind == "field_initializer_list" || parentKind == "field_declaration_list" || parentKind == "use_list" ||
        parentKind == "enum_variant_list")
        return "`,` or `}`";
    return {};
}

std::string describeKind(std::string_view kind, bool named) {
    if (!named) return fmt::format("`{}`", kind);
    if (kind == "identifier") return "a name";
    if (kind == "field_identifier") return "a field name";
    if (kind == "type_identifier") return "a type name";
    std::string words(kind);
    for (char& c : words)
        if (c == '_') c = ' ';
    return words;
}

std::string_view matchingOpener(std::string_view closer) {
    if (closer == ")") return "(";
    if (closer == "]") return "[";
    if (closer == "}") return "{";
    if (closer == ">") return "<";
    return {};
}

// Whether the grammar has an action for `symbol` in parse state `state`;
// nullopt when the state is not known (tokens skipped by error recovery carry none).
std::optional<bool> validIn(const TSLanguage* language, TSStateId state, TSSymbol symbol) {
    if (state == 0 || state == std::numeric_limits<TSStateId>::max()) return std::nullopt;
    TSLookaheadIterator* lookahead = ts_lookahead_iterator_new(language, state);
    if (!lookahead) return std::nullopt;
    bool valid = false;
    while (!valid && ts_lookahead_iterator_next(lookahead)) valid = ts_lookahead_iterator_current_symbol(lookahead) == symbol;
    ts_lookahead_iterator_delete(lookahead);
    return valid;
}

class Describer {
public:
    explicit Describer(const SyntaxTree& tree) : tree_(tree), text_(tree.text()) {}

    SyntaxError missing(Node node) const {
        const std::string_view kind = node.kind();
        if (kind == "*/") {
            Node comment = node.parent();
            return {{comment.begin(), 2}, "this block comment is never closed; add `*/`"};
        }
        if (auto unclosed = neverClosed(node)) return *unclosed;
        return expectedAt(node.begin(), describeKind(kind, node.named()));
    }

    SyntaxError error(Node node) const {
        const std::size_t begin = node.begin();
        if (text_.substr(begin, 2) == "/*" && !closedComment(begin)) return {{begin, 2}, "this block comment is never closed; add `*/`"};
        if (auto unclosed = unclosedInside(node)) return *unclosed;
        Node stop = failurePoint(node);
        if (auto junk = unreadable(stop.null() ? firstLeaf(node) : stop)) return *junk;
        if (!stop.null()) return unexpected(stop, node);
        if (auto mismatch = mismatchedCloser(node)) return *mismatch;
        Node last = lastLeaf(node);
        std::string_view lastText = tree_.text(last);
        ByteSpan next = tokenAt(text_, node.end());
        std::string_view nextText = text_.substr(next.offset, next.length);
        std::string_view operand = operandAfter(lastText);
        if (!operand.empty() && (next.length == 0 || closes(nextText)))
            return expectedAt(node.end(), fmt::format("{} after `{}`", operand, lastText));
        return unexpected(firstLeaf(node), node);
    }

private:
    // "unexpected `x`" at `token`, with what continues the list the error is in.
    SyntaxError unexpected(Node token, Node error) const {
        ByteSpan found = tokenAt(text_, token.begin());
        std::string message = fmt::format("unexpected {}", describeTokenAt(text_, token.begin()));
        std::string_view hint = listContinuation(error.parent().kind());
        if (!hint.empty()) message += fmt::format("; expected {}", hint);
        return {{found.offset, std::max<std::size_t>(found.length, 1)}, message};
    }

    // A character no token starts with, or a number run into letters (`0xZZ`).
    std::optional<SyntaxError> unreadable(Node leaf) const {
        if (leaf.error() && leaf.begin() < text_.size()) {
            auto [shown, length] = describeCharacter(text_, leaf.begin());
            return SyntaxError{{leaf.begin(), length}, fmt::format("unexpected character {}", shown)};
        }
        if ((leaf.is("integer_literal") || leaf.is("float_literal")) && leaf.end() < text_.size() && isRustWordByte(text_[leaf.end()])) {
            std::size_t end = leaf.end();
            while (end < text_.size() && isRustWordByte(text_[end])) ++end;
            return SyntaxError{{leaf.begin(), end - leaf.begin()},
                               fmt::format("`{}` is not a number", text_.substr(leaf.begin(), end - leaf.begin()))};
        }
        return std::nullopt;
    }

    // Where the parser stopped inside an ERROR node: its first child whose
    // first token the grammar has no action for in the state it met it in (the
    // tokens before it parsed; the recovery swept up what follows). Null when
    // every child was acceptable where it stood, as far as the states tell.
    Node failurePoint(Node error) const {
        const TSLanguage* language = ts_node_language(error.raw());
        Node before = Node(ts_node_prev_sibling(error.raw()));
        TSStateId carried = before.null() ? 0 : ts_node_next_parse_state(before.raw());
        std::size_t looked = 0;
        for (const Child& c : children(error)) {
            // Each look walks the state's lookaheads: a bounded number keeps a huge ERROR node quick.
            if (++looked > 4096) break;
            if (c.node.extra() && !c.node.error()) continue;  // comments; a nested ERROR counts as extra too
            Node leaf = firstLeaf(c.node);
            if (leaf.error() || c.node.error()) return leaf;  // recovery nested inside: where it began
            TSStateId state = ts_node_parse_state(c.node.raw());
            if (state == 0 || state == std::numeric_limits<TSStateId>::max()) state = carried;
            if (validIn(language, state, ts_node_grammar_symbol(leaf.raw())) == false) return leaf;
            carried = ts_node_next_parse_state(c.node.raw());
        }
        return {};
    }

    // A closer that does not match the bracket open before it: `m![1]]` where `>` closes.
    std::optional<SyntaxError> mismatchedCloser(Node error) const {
        std::vector<Node> open;
        std::optional<SyntaxError> found;
        walk(error, [&](Node n) {
            if (found) return false;
            if (n.childCount() > 0) return true;
            std::string_view k = n.kind();
            if (k == "(" || k == "[" || k == "{" || k == "<") {
                open.push_back(n);
            } else if (k == ")" || k == "]" || k == "}" || k == ">") {
                if (k != ">" && !open.empty() && open.back().is("<")) {
                    // Generic arguments left open by another bracket's closer.
                    found = SyntaxError{span(n), fmt::format("expected `>`, found `{}`", k)};
                    return false;
                }
                if (!open.empty() && matchingOpener(k) == open.back().kind()) open.pop_back();
                else if (k != ">") found = SyntaxError{span(n), fmt::format("unexpected `{}`", k)};
            }
            return false;
        });
        return found;
    }

    static ByteSpan span(Node n) { return {n.begin(), std::max<std::size_t>(n.end() - n.begin(), 1)}; }

    bool closedComment(std::size_t begin) const {
        std::size_t depth = 0;
        for (std::size_t i = begin; i + 1 < text_.size(); ++i) {
            if (text_.substr(i, 2) == "/*") {
                ++depth;
                ++i;
            } else if (text_.substr(i, 2) == "*/") {
                ++i;
                if (--depth == 0) return true;
            }
        }
        return false;
    }

    // "expected X, found Y": at Y when it is on the same line, else just after the text before.
    SyntaxError expectedAt(std::size_t offset, const std::string& expected) const {
        ByteSpan found = tokenAt(text_, offset);
        std::string message = fmt::format("expected {}, found {}", expected, describeTokenAt(text_, offset));
        bool sameLine = found.length > 0 && text_.substr(offset, found.offset - offset).find('\n') == std::string_view::npos;
        if (sameLine) return {{found.offset, found.length}, message};
        return {{offset, 1}, message};
    }

    // An ERROR running to the end of the text because a bracket in it never
    // closes: the outermost such bracket is the place to point at.
    std::optional<SyntaxError> unclosedInside(Node node) const {
        if (!atEnd(text_, node.end())) return std::nullopt;
        std::vector<Node> open;
        walk(node, [&](Node n) {
            if (n.childCount() > 0) return true;
            std::string_view k = n.kind();
            if (k == "(" || k == "[" || k == "{") open.push_back(n);
            else if (!open.empty() && !n.missing() && matchingOpener(k) == open.back().kind()) open.pop_back();
            return false;
        });
        if (open.empty()) return std::nullopt;
        std::string_view opener = open.front().kind();
        std::string_view closer = opener == "(" ? ")" : opener == "[" ? "]" : "}";
        return SyntaxError{{open.front().begin(), 1}, fmt::format("this `{}` is never closed; add `{}`", opener, closer)};
    }

    // A closing bracket missing at the end of the text: the opener is the place to point at.
    std::optional<SyntaxError> neverClosed(Node node) const {
        std::string_view opener = matchingOpener(node.kind());
        if (opener.empty() || !atEnd(text_, node.begin())) return std::nullopt;
        Node parent = node.parent();
        Node open;
        for (const Child& c : children(parent))
            if (c.node.is(opener)) {
                open = c.node;
                break;
            }
        if (open.null()) return std::nullopt;
        Node macro = parent.parent();
        if (parent.is("token_tree") && macro.is("macro_invocation")) {
            Node path = macro.field("macro");
            std::string_view name = tree_.text(path.is("scoped_identifier") ? path.field("name") : path);
            return SyntaxError{{open.begin(), 1}, fmt::format("the `{}!` macro's bracket is never closed; add `{}`", name, node.kind())};
        }
        return SyntaxError{{open.begin(), 1}, fmt::format("this `{}` is never closed; add `{}`", opener, node.kind())};
    }

    const SyntaxTree& tree_;
    std::string_view text_;
};

}  // namespace

ByteSpan tokenAt(std::string_view text, std::size_t offset) {
    std::size_t i = skipSpaceAndComments(text, std::min(offset, text.size()));
    if (i >= text.size()) return {text.size(), 0};
    if (isRustWordByte(text[i])) {
        std::size_t end = i;
        while (end < text.size() && isRustWordByte(text[end])) ++end;
        return {i, end - i};
    }
    if (text[i] == '"') {
        std::size_t end = i + 1;
        while (end < text.size() && text[end] != '"') end += text[end] == '\\' ? 2 : 1;
        return {i, std::min(end + 1, text.size()) - i};
    }
    for (std::string_view p : kPunctuation)
        if (text.substr(i, p.size()) == p) return {i, p.size()};
    return {i, 1};
}

std::string describeTokenAt(std::string_view text, std::size_t offset) {
    ByteSpan token = tokenAt(text, offset);
    if (token.length == 0) return "end of file";
    std::string_view t = text.substr(token.offset, token.length);
    if (t.front() == '"') return "a string";
    const auto first = static_cast<unsigned char>(t.front());
    if (first < 0x20 || first >= 0x7f) return fmt::format("character {}", describeCharacter(text, token.offset).first);
    return fmt::format("`{}`", t);
}

std::vector<SyntaxError> syntaxErrors(const SyntaxTree& tree, const std::function<bool(Node)>& accepted) {
    std::vector<SyntaxError> errors;
    if (!tree.root().hasError()) return errors;
    Describer describe(tree);
    walk(tree.root(), [&](Node node) {
        if (!node.hasError()) return false;
        if (accepted && accepted(node)) return false;
        if (node.missing() || node.error()) {
            errors.push_back(node.missing() ? describe.missing(node) : describe.error(node));
            errors.back().message = oneLine(errors.back().message);
            errors.back().detected = node.begin();
            return false;
        }
        return true;
    });
    return errors;
}

}  // namespace tcpwb::rust
