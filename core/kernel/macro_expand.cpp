#include "kernel/macro_expand.h"
#include "util/text.h"

#include <algorithm>
#include <map>

#include <fmt/format.h>

namespace tcpwb::kernel {
namespace {

// ---- tokens -----------------------------------------------------------------------

struct Token {
    enum class Kind { Ident, Lifetime, Literal, Punct, Open, Close };
    Kind kind = Kind::Punct;
    std::size_t begin = 0, end = 0;
    std::size_t match = 0;  // Open: the index of its Close; Close: of its Open
};

bool isDigit(char c) { return c >= '0' && c <= '9'; }

// Brackets nested deeper than this are not read (the matcher recurses into each).
constexpr std::size_t kMaxDepth = 64;

// The text's tokens, comments and whitespace left out; brackets paired (an
// unpaired one ends the list: the text is not a token tree).
std::optional<std::vector<Token>> tokenize(std::string_view s) {
    static constexpr std::string_view kPunct[] = {
        "..=", "...", "::", "=>", "->", "..", "==", "!=", "<=", ">=", "&&", "||", "+=", "-=", "*=", "/=", "%=", "^=", "&=", "|="};
    std::vector<Token> out;
    std::vector<std::size_t> open;
    std::size_t i = 0;
    while (i < s.size()) {
        const char c = s[i];
        if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
            ++i;
            continue;
        }
        if (s.substr(i, 2) == "//") {
            while (i < s.size() && s[i] != '\n') ++i;
            continue;
        }
        if (s.substr(i, 2) == "/*") {
            int depth = 0;
            do {
                if (s.substr(i, 2) == "/*") ++depth, i += 2;
                else if (s.substr(i, 2) == "*/") --depth, i += 2;
                else ++i;
            } while (i < s.size() && depth > 0);
            continue;
        }
        Token t;
        t.begin = i;
        if ((c == 'r' || c == 'b') &&
            (s.substr(i, 2) == "r\"" || s.substr(i, 2) == "r#" || s.substr(i, 2) == "b\"" || s.substr(i, 3) == "br\"")) {
            std::size_t j = i + (s[i] == 'b' ? 1 : 0);
            if (s[j] == 'r') {
                std::size_t hashes = 0;
                for (++j; j < s.size() && s[j] == '#'; ++j) ++hashes;
                const std::string close = "\"" + std::string(hashes, '#');
                const std::size_t end = s.find(close, j + 1);
                i = end == std::string_view::npos ? s.size() : end + close.size();
            } else {
                for (++j; j < s.size() && s[j] != '"'; ++j)
                    if (s[j] == '\\') ++j;
                i = j + 1;
            }
            t.kind = Token::Kind::Literal;
        } else if (startsIdentifier(c)) {
            while (i < s.size() && continuesIdentifier(s[i])) ++i;
            t.kind = Token::Kind::Ident;
        } else if (isDigit(c)) {
            while (i < s.size() && (continuesIdentifier(s[i]) || (s[i] == '.' && i + 1 < s.size() && isDigit(s[i + 1])))) ++i;
            t.kind = Token::Kind::Literal;
        } else if (c == '"') {
            for (++i; i < s.size() && s[i] != '"'; ++i)
                if (s[i] == '\\') ++i;
            ++i;
            t.kind = Token::Kind::Literal;
        } else if (c == '\'') {
            // 'a' and '\n' are characters; 'a without a closing quote a lifetime.
            std::size_t j = i + 1;
            if (j < s.size() && s[j] == '\\') {
                while (j < s.size() && s[j] != '\'') ++j;
                i = j + 1;
                t.kind = Token::Kind::Literal;
            } else if (j + 1 < s.size() && s[j + 1] == '\'') {
                i = j + 2;
                t.kind = Token::Kind::Literal;
            } else {
                for (i = j; i < s.size() && continuesIdentifier(s[i]); ++i) {}
                t.kind = Token::Kind::Lifetime;
            }
        } else if (c == '(' || c == '[' || c == '{') {
            ++i;
            t.kind = Token::Kind::Open;
            open.push_back(out.size());
            if (open.size() > kMaxDepth) return std::nullopt;  // matching and transcribing recurse per bracket
        } else if (c == ')' || c == ']' || c == '}') {
            ++i;
            t.kind = Token::Kind::Close;
            if (open.empty()) return std::nullopt;
            const char expected = s[out[open.back()].begin] == '(' ? ')' : s[out[open.back()].begin] == '[' ? ']' : '}';
            if (c != expected) return std::nullopt;
            t.match = open.back();
            out[open.back()].match = out.size();
            open.pop_back();
        } else {
            t.kind = Token::Kind::Punct;
            std::size_t length = 1;
            for (std::string_view p : kPunct)
                if (s.substr(i, p.size()) == p) {
                    length = p.size();
                    break;
                }
            i += length;
        }
        t.end = std::min(i, s.size());
        out.push_back(t);
    }
    if (!open.empty()) return std::nullopt;
    return out;
}

struct Tokens {
    std::string_view text;
    std::vector<Token> list;
    std::string_view at(std::size_t i) const { return text.substr(list[i].begin, list[i].end - list[i].begin); }
    bool is(std::size_t i, std::string_view s) const { return i < list.size() && list[i].kind != Token::Kind::Literal && at(i) == s; }
    // The index after the token tree starting at i.
    std::size_t after(std::size_t i) const { return list[i].kind == Token::Kind::Open ? list[i].match + 1 : i + 1; }
};

// ---- patterns ----------------------------------------------------------------------

struct Element {
    enum class Kind { Literal, Fragment, Group, Repeat };
    Kind kind = Kind::Literal;
    std::string text;                      // Literal: the token; Fragment: its name; Group: its opening bracket
    std::string specifier;                 // Fragment
    std::vector<Element> inner;            // Group, Repeat
    std::optional<std::string> separator;  // Repeat
    char op = '*';                         // Repeat: * + ?
};

// The matcher's elements in [begin, end) of its tokens; nullopt when malformed.
std::optional<std::vector<Element>> parsePattern(const Tokens& t, std::size_t begin, std::size_t end) {
    std::vector<Element> out;
    for (std::size_t i = begin; i < end;) {
        Element e;
        if (t.is(i, "$") && i + 1 < end && t.list[i + 1].kind == Token::Kind::Ident && t.is(i + 2, ":") && i + 3 < end) {
            e.kind = Element::Kind::Fragment;
            e.text = std::string(t.at(i + 1));
            e.specifier = std::string(t.at(i + 3));
            i += 4;
        } else if (t.is(i, "$") && i + 1 < end && t.list[i + 1].kind == Token::Kind::Open && t.at(i + 1) == "(") {
            e.kind = Element::Kind::Repeat;
            const std::size_t close = t.list[i + 1].match;
            auto inner = parsePattern(t, i + 2, close);
            if (!inner) return std::nullopt;
            e.inner = std::move(*inner);
            i = close + 1;
            if (i < end && !t.is(i, "*") && !t.is(i, "+") && !t.is(i, "?")) e.separator = std::string(t.at(i++));
            if (i >= end || !(t.is(i, "*") || t.is(i, "+") || t.is(i, "?"))) return std::nullopt;
            e.op = t.at(i++)[0];
        } else if (t.list[i].kind == Token::Kind::Open) {
            e.kind = Element::Kind::Group;
            e.text = std::string(t.at(i));
            auto inner = parsePattern(t, i + 1, t.list[i].match);
            if (!inner) return std::nullopt;
            e.inner = std::move(*inner);
            i = t.list[i].match + 1;
        } else {
            e.text = std::string(t.at(i++));
        }
        out.push_back(std::move(e));
    }
    return out;
}

// What a fragment matched, and where that starts in the invocation's input.
struct Fragment {
    std::string text;
    std::size_t offset = 0;
};

struct Bindings {
    std::map<std::string, Fragment, std::less<>> single;
    std::map<std::string, std::vector<Fragment>, std::less<>> repeated;
};

class Matcher {
public:
    explicit Matcher(const Tokens& input) : in_(input) {}

    // Matches all of [pos, end) against `pattern`.
    bool matchAll(const std::vector<Element>& pattern, std::size_t pos, std::size_t end, Bindings& b) const {
        return match(pattern, 0, pos, end, b) && pos == end;
    }

private:
    bool match(const std::vector<Element>& pattern, std::size_t from, std::size_t& pos, std::size_t end, Bindings& b) const {
        for (std::size_t k = from; k < pattern.size(); ++k) {
            const Element& e = pattern[k];
            switch (e.kind) {
                case Element::Kind::Literal:
                    if (pos >= end || in_.list[pos].kind == Token::Kind::Open || in_.at(pos) != e.text) return false;
                    ++pos;
                    break;
                case Element::Kind::Group: {
                    if (pos >= end || in_.list[pos].kind != Token::Kind::Open || in_.at(pos) != e.text) return false;
                    const std::size_t close = in_.list[pos].match;
                    std::size_t inner = pos + 1;
                    if (!match(e.inner, 0, inner, close, b) || inner != close) return false;
                    pos = close + 1;
                    break;
                }
                case Element::Kind::Fragment: {
                    const Element* next = k + 1 < pattern.size() ? &pattern[k + 1] : nullptr;
                    auto taken = fragment(e.specifier, pos, end, next);
                    if (!taken) return false;
                    Fragment& bound = b.single[e.text];
                    bound = {};
                    if (taken->first < taken->second) {
                        bound.offset = in_.list[taken->first].begin;
                        bound.text = std::string(in_.text.substr(bound.offset, in_.list[taken->second - 1].end - bound.offset));
                    }
                    pos = taken->second;
                    break;
                }
                case Element::Kind::Repeat:
                    if (!repeat(e, pos, end, b)) return false;
                    break;
            }
        }
        return true;
    }

    bool repeat(const Element& e, std::size_t& pos, std::size_t end, Bindings& b) const {
        std::size_t count = 0;
        while (pos < end) {
            Bindings one;
            std::size_t at = pos;
            if (!match(e.inner, 0, at, end, one) || at == pos) break;
            for (auto& [name, fragment] : one.single) b.repeated[name].push_back(std::move(fragment));
            pos = at;
            ++count;
            if (e.op == '?') break;
            if (e.separator) {
                if (pos < end && in_.at(pos) == *e.separator && pos + 1 < end) ++pos;
                else break;
            }
        }
        return e.op != '+' || count > 0;
    }

    // The tokens [first, second) a fragment takes from pos, or nullopt.
    std::optional<std::pair<std::size_t, std::size_t>> fragment(std::string_view spec, std::size_t pos, std::size_t end,
                                                                const Element* next) const {
        using K = Token::Kind;
        if (spec == "vis") {
            if (pos < end && in_.at(pos) == "pub") {
                std::size_t to = pos + 1;
                if (to < end && in_.list[to].kind == K::Open && in_.at(to) == "(") to = in_.after(to);
                return std::pair{pos, to};
            }
            return std::pair{pos, pos};
        }
        if (pos >= end) return std::nullopt;
        if (spec == "ident") return in_.list[pos].kind == K::Ident ? std::optional(std::pair{pos, pos + 1}) : std::nullopt;
        if (spec == "lifetime") return in_.list[pos].kind == K::Lifetime ? std::optional(std::pair{pos, pos + 1}) : std::nullopt;
        if (spec == "tt") return std::pair{pos, in_.after(pos)};
        if (spec == "block")
            return in_.list[pos].kind == K::Open && in_.at(pos) == "{" ? std::optional(std::pair{pos, in_.after(pos)}) : std::nullopt;
        if (spec == "literal") {
            std::size_t at = pos;
            if (in_.at(at) == "-" && at + 1 < end) ++at;
            const bool literal = in_.list[at].kind == K::Literal || in_.at(at) == "true" || in_.at(at) == "false";
            return literal ? std::optional(std::pair{pos, at + 1}) : std::nullopt;
        }
        // ty, path, expr, pat, item, stmt: token trees up to the pattern's next literal token at depth 0.
        const bool types = spec == "ty" || spec == "path";
        std::optional<std::string_view> stop;
        if (next && next->kind == Element::Kind::Literal) stop = next->text;
        if (next && next->kind == Element::Kind::Group) stop = next->text;
        // `$fill:expr $(,)?`: the optional repetition's first token ends the fragment too.
        if (next && next->kind == Element::Kind::Repeat && !next->inner.empty() && next->inner.front().kind == Element::Kind::Literal)
            stop = next->inner.front().text;
        // An expression or statement never holds a `,` or `;` outside brackets (Rust's follow set).
        const bool expression = spec == "expr" || spec == "stmt";
        int angles = 0;
        std::size_t at = pos;
        while (at < end) {
            const std::string_view tok = in_.at(at);
            if (angles == 0 && stop && tok == *stop && in_.list[at].kind != K::Literal) break;
            if (angles == 0 && expression && in_.list[at].kind == K::Punct && (tok == "," || tok == ";")) break;
            if (in_.list[at].kind == K::Punct) {
                if (tok == "<" && (types || (at > pos && in_.at(at - 1) == "::"))) ++angles;
                if (tok == ">" && angles > 0) --angles;
            }
            at = in_.after(at);
        }
        if (at == pos) return std::nullopt;
        return std::pair{pos, at};
    }

    const Tokens& in_;
};

// ---- rules and transcription ----------------------------------------------------------

struct Rule {
    std::vector<Element> pattern;
    std::size_t bodyBegin = 0, bodyEnd = 0;  // the transcriber's tokens, inside its brackets
    ast::Span written;                       // the transcriber in the rules' text, its brackets included
};

struct Macro {
    Tokens tokens;
    std::vector<Rule> rules;
};

std::optional<Macro> parseMacro(std::string_view rulesText) {
    auto list = tokenize(rulesText);
    if (!list || list->empty() || list->front().kind != Token::Kind::Open) return std::nullopt;
    Macro m{Tokens{rulesText, std::move(*list)}, {}};
    const Tokens& t = m.tokens;
    const std::size_t end = t.list.front().match;
    for (std::size_t i = 1; i < end;) {
        if (t.list[i].kind != Token::Kind::Open || !t.is(t.list[i].match + 1, "=>")) return std::nullopt;
        auto pattern = parsePattern(t, i + 1, t.list[i].match);
        if (!pattern) return std::nullopt;
        const std::size_t body = t.list[i].match + 2;
        if (body >= end || t.list[body].kind != Token::Kind::Open) return std::nullopt;
        const Token& close = t.list[t.list[body].match];
        const ast::Span written{t.list[body].begin, close.end - t.list[body].begin};
        m.rules.push_back({std::move(*pattern), body + 1, t.list[body].match, written});
        i = t.list[body].match + 1;
        if (t.is(i, ";")) ++i;
    }
    return m;
}

// The transcriber's tokens [begin, end) with the fragments put in, its
// spacing kept. Each piece of it is noted in `origins` with where it was
// written: the rules' text or the invocation's input (a fragment), its
// place in the expansion counted from `base`.
std::string transcribe(const Tokens& t, std::size_t begin, std::size_t end, const Bindings& b, std::size_t repetition,
                       std::vector<ast::Expansion::Origin>& origins, std::size_t base) {
    std::string out;
    std::size_t copied = begin < end ? t.list[begin].begin : 0;
    auto flushTo = [&](std::size_t offset) {
        if (offset > copied) origins.push_back({base + out.size(), offset - copied, copied, false});
        out += t.text.substr(copied, offset - copied);
        copied = offset;
    };
    for (std::size_t i = begin; i < end;) {
        if (!t.is(i, "$") || i + 1 >= end) {
            i = i + 1;
            continue;
        }
        const Token& next = t.list[i + 1];
        if (next.kind == Token::Kind::Ident) {
            const std::string_view name = t.at(i + 1);
            std::optional<Fragment> value;
            bool fromInput = true;
            if (name == "crate") {
                value = Fragment{"crate", t.list[i].begin};  // written by the rule: at its `$crate`
                fromInput = false;
            }
            if (auto it = b.single.find(name); it != b.single.end()) value = it->second;
            if (auto it = b.repeated.find(name); it != b.repeated.end() && repetition < it->second.size()) value = it->second[repetition];
            if (value) {
                flushTo(t.list[i].begin);
                if (!value->text.empty()) origins.push_back({base + out.size(), value->text.size(), value->offset, fromInput});
                out += value->text;
                copied = next.end;
            }
            i += 2;
            continue;
        }
        if (next.kind == Token::Kind::Open && t.at(i + 1) == "(") {
            const std::size_t close = next.match;
            std::size_t after = close + 1;
            std::optional<std::string> separator;
            if (after < end && !t.is(after, "*") && !t.is(after, "+") && !t.is(after, "?")) separator = std::string(t.at(after++));
            if (after < end && (t.is(after, "*") || t.is(after, "+") || t.is(after, "?"))) {
                // As many times as the repeated fragments it names matched.
                std::size_t times = 0;
                for (std::size_t k = i + 2; k < close; ++k)
                    if (t.is(k, "$") && k + 1 < close)
                        if (auto it = b.repeated.find(t.at(k + 1)); it != b.repeated.end()) times = std::max(times, it->second.size());
                flushTo(t.list[i].begin);
                for (std::size_t r = 0; r < times; ++r) {
                    if (r > 0) out += separator ? *separator + " " : " ";  // tokens, not glued text
                    out += transcribe(t, i + 2, close, b, r, origins, base + out.size());
                }
                copied = t.list[after].end;
                i = after + 1;
                continue;
            }
        }
        ++i;
    }
    if (begin < end) flushTo(t.list[end - 1].end);
    return out;
}

}  // namespace

std::optional<ExpandedText> expandItemMacros(std::string_view text, const ast::File& file, std::size_t from) {
    std::map<std::string, const ast::Item*, std::less<>> macros;
    for (const ast::Stmt& s : file.stmts)
        if (s.item && s.item->kind == ast::Item::Kind::MacroRules) macros[s.item->name] = s.item.get();
    if (macros.empty()) return std::nullopt;
    ExpandedText out;
    out.text = std::string(text);
    std::map<std::string, std::optional<Macro>, std::less<>> parsed;
    for (const ast::Stmt& s : file.stmts) {
        if (!s.item || s.item->kind != ast::Item::Kind::MacroCall || s.item->span.offset < from) continue;
        const ast::Item& call = *s.item;
        const auto def = macros.find(call.name);
        if (def == macros.end()) continue;
        auto [known, fresh] = parsed.try_emplace(call.name);
        if (fresh) known->second = parseMacro(def->second->text);
        auto fail = [&](std::string message) {
            out.errors.push_back(diag::Diagnostic(diag::Kind::unsupported_construct, std::move(message), call.nameSpan.offset,
                                                  std::max<std::size_t>(call.nameSpan.length, 1)));
        };
        if (!known->second) {
            fail(fmt::format("`{}!` is a macro_rules! whose rules are not read here (supported: fragments and repetitions of depth one)",
                             call.name));
            continue;
        }
        auto input = tokenize(call.text);
        if (!input) {
            fail(fmt::format("the input of `{}!` is not a token tree", call.name));
            continue;
        }
        const Tokens args{call.text, std::move(*input)};
        const Macro& m = *known->second;
        std::optional<std::string> expansion;
        const Rule* matched = nullptr;
        std::vector<ast::Expansion::Origin> origins;
        for (const Rule& rule : m.rules) {
            Bindings b;
            if (!Matcher(args).matchAll(rule.pattern, 0, args.list.size(), b)) continue;
            expansion = transcribe(m.tokens, rule.bodyBegin, rule.bodyEnd, b, 0, origins, 0);
            matched = &rule;
            break;
        }
        if (!expansion) {
            fail(fmt::format("no rule of `{}!` matches this input", call.name));
            continue;
        }
        out.text += "\n";
        const ast::Span rule{def->second->bodySpan.offset + matched->written.offset, matched->written.length};
        // The origins' offsets were in the rules' text or the input: in the file's text now.
        for (ast::Expansion::Origin& o : origins) o.from += o.argument ? call.bodySpan.offset : def->second->bodySpan.offset;
        out.expansions.push_back({out.text.size(), expansion->size(), call.span, call.span.offset, call.name, rule, std::move(origins)});
        out.text += *expansion;
        out.text += "\n";
    }
    if (out.expansions.empty() && out.errors.empty()) return std::nullopt;
    return out;
}

namespace {

// Text of the file's own that wrote a piece of an expansion: a token of the
// invocation's input (`argument`), or of the rule's transcriber.
struct WrittenText {
    std::size_t offset = 0;
    std::size_t length = 0;
    bool argument = false;
};

// Where the text at [offset, offset + length) of expansion `e` was written,
// when that is in the file's own text.
std::optional<WrittenText> writtenAt(const ast::File& syntax, const ast::Expansion& e, std::size_t offset, std::size_t length) {
    if (offset < e.at) return std::nullopt;
    const std::size_t inside = offset - e.at;
    const auto after = std::upper_bound(e.origins.begin(), e.origins.end(), inside,
                                        [](std::size_t at, const ast::Expansion::Origin& o) { return at < o.at; });
    if (after == e.origins.begin()) return std::nullopt;
    const ast::Expansion::Origin& o = *std::prev(after);
    if (inside >= o.at + o.length) return std::nullopt;
    const std::size_t delta = inside - o.at;
    // A macro an expansion defines, or an invocation one wrote, was written in another expansion.
    if (o.from + delta >= syntax.sourceBytes) return std::nullopt;
    return WrittenText{o.from + delta, std::clamp<std::size_t>(length, 1, o.length - delta), o.argument};
}

// Notes inside an expansion are at its invocation.
diag::Diagnostic placedNotes(const ast::File& syntax, diag::Diagnostic d) {
    for (diag::Note& note : d.notes)
        if (const ast::Expansion* from = note.offset ? syntax.expansionAt(*note.offset) : nullptr) {
            note.offset = from->invocation.offset;
            note.length = from->invocation.length;
        }
    return d;
}

}  // namespace

diag::Diagnostic placedAtInvocation(const ast::File& syntax, diag::Diagnostic d) {
    const ast::Expansion* from = d.offset ? syntax.expansionAt(*d.offset) : nullptr;
    if (!from) return placedNotes(syntax, std::move(d));
    const std::string inExpansion = fmt::format("in the expansion of `{}!` here", from->macro);
    const auto written = writtenAt(syntax, *from, *d.offset, d.length);
    if (written && written->argument) {
        // The text came from the invocation's input: the error is at that token of it.
        d.offset = written->offset;
        d.length = written->length;
        d.withNote(inExpansion, from->invocation.offset, from->invocation.length);
        return placedNotes(syntax, std::move(d));
    }
    d.offset = from->invocation.offset;
    d.length = std::max<std::size_t>(from->invocation.length, 1);
    d.withNote(inExpansion);
    // Where the rule wrote the text: its token, else (text the expander wrote) the whole transcriber.
    const std::string byRule = fmt::format("written by this rule of `{}!`", from->macro);
    if (written) d.withNote(byRule, written->offset, written->length);
    else if (from->rule.length > 0) d.withNote(byRule, from->rule.offset, from->rule.length);
    return placedNotes(syntax, std::move(d));
}

}  // namespace tcpwb::kernel
