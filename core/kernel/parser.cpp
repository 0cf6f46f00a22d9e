#include "kernel/parser.h"

#include <fmt/format.h>

#include "kernel/lexer.h"

namespace tcpwb::kernel {
namespace {

using namespace ast;
using diag::Diagnostic;

// Thrown inside the parser only; parseFile turns it back into a Result.
struct ParseFailure {
    Diagnostic diagnostic;
};

constexpr std::string_view kSupportedStatements =
    "`let` bindings, method chains, `launch(...)`, `axes![...]`, `type` aliases and `fn` items";

class Parser {
public:
    Parser(std::string_view text, std::vector<Token> tokens) : text_(text), tokens_(std::move(tokens)) {}

    File file() {
        File f;
        f.stmts = blockContents(/*topLevel=*/true, nullptr);
        if (peek().kind != TokenKind::End) fail(peek(), "expected an item or a statement");
        return f;
    }

private:
    // ---- helpers --------------------------------------------------------
    const Token& peek(std::size_t ahead = 0) const {
        std::size_t i = std::min(pos_ + ahead, tokens_.size() - 1);
        return tokens_[i];
    }
    const Token& take() {
        const Token& t = tokens_[pos_];
        if (pos_ + 1 < tokens_.size()) ++pos_;
        return t;
    }
    bool accept(std::string_view punct) {
        if (!peek().is(punct)) return false;
        take();
        return true;
    }
    const Token& expect(std::string_view punct, std::string_view what = {}) {
        if (!peek().is(punct))
            fail(peek(), fmt::format("expected `{}`{}, found {}", punct, what.empty() ? "" : fmt::format(" {}", what),
                                     describeToken(peek())));
        return take();
    }
    const Token& expectIdent(std::string_view what) {
        if (peek().kind != TokenKind::Ident)
            fail(peek(), fmt::format("expected {}, found {}", what, describeToken(peek())));
        return take();
    }
    [[noreturn]] void fail(const Token& at, std::string message, std::string kind = "syntax_error") const {
        throw ParseFailure{Diagnostic(std::move(kind), std::move(message), at.offset, std::max<std::size_t>(at.length, 1))};
    }
    [[noreturn]] void unsupported(const Token& at, std::string_view construct, std::string_view supported) const {
        Diagnostic d("unsupported_construct",
                     fmt::format("{} is not supported in kernels; supported here: {}", construct, supported), at.offset,
                     std::max<std::size_t>(at.length, 1));
        throw ParseFailure{std::move(d)};
    }
    Span spanFrom(std::size_t begin) const {
        const Token& last = tokens_[pos_ == 0 ? 0 : pos_ - 1];
        std::size_t end = std::max(begin, last.offset + last.length);
        return {begin, end - begin};
    }
    // `<` `<` written together is a shift; the lexer keeps `<` and `>` apart for generics.
    bool adjacent(std::string_view a, std::string_view b) const {
        return peek().is(a) && peek(1).is(b) && peek(1).offset == peek().offset + 1;
    }

    struct Depth {
        explicit Depth(Parser& p) : parser(p) {
            if (++parser.depth_ > kMaxNesting)
                parser.fail(parser.peek(), fmt::format("the kernel nests deeper than {} levels", kMaxNesting),
                            "unsupported_construct");
        }
        ~Depth() { --parser.depth_; }
        Parser& parser;
    };

    // ---- items and statements -------------------------------------------
    std::vector<Stmt> blockContents(bool topLevel, Block* block) {
        std::vector<Stmt> stmts;
        while (true) {
            const Token& t = peek();
            if (t.kind == TokenKind::End) {
                if (!topLevel) fail(t, "expected `}` to close this block, found end of file");
                return stmts;
            }
            if (t.is("}")) {
                if (topLevel) fail(t, "unexpected `}` with no block open");
                return stmts;
            }
            if (accept(";")) continue;
            if (t.is("#") && peek(1).is("!")) {
                Stmt s;
                s.kind = Stmt::Kind::Item;
                s.item = std::make_unique<Item>();
                s.item->kind = Item::Kind::Attribute;
                s.item->attributes.push_back(attribute(true));
                s.span = s.item->attributes.back().span;
                stmts.push_back(std::move(s));
                continue;
            }
            std::vector<Attribute> attrs;
            while (peek().is("#")) attrs.push_back(attribute(false));
            if (startsItem()) {
                Stmt s;
                s.kind = Stmt::Kind::Item;
                s.item = item(std::move(attrs));
                s.span = s.item->span;
                stmts.push_back(std::move(s));
                continue;
            }
            if (peek().isIdent("let")) {
                stmts.push_back(let());
                continue;
            }
            Stmt s = exprStmt();
            bool isTail = s.kind == Stmt::Kind::Expr && !s.semicolon;
            if (isTail) {
                if (!block || !peek().is("}")) {
                    if (peek().kind == TokenKind::End && topLevel) {
                        stmts.push_back(std::move(s));  // a fragment's last statement may lack `;`
                        return stmts;
                    }
                    fail(peek(), fmt::format("expected `;` after this expression, found {}", describeToken(peek())));
                }
                block->tail = std::move(s.expr);
                return stmts;
            }
            stmts.push_back(std::move(s));
        }
    }

    bool startsItem() const {
        const Token& t = peek();
        if (t.kind == TokenKind::Macro && peek(1).is(";")) return true;
        if (t.kind != TokenKind::Ident) return false;
        static constexpr std::string_view kItemWords[] = {"fn",    "async",  "pub",  "type", "use",   "extern", "struct",
                                                          "enum",  "impl",   "trait", "mod", "const", "static", "macro_rules"};
        for (std::string_view w : kItemWords)
            if (t.text == w) {
                // `unsafe { }` is an expression, `const` in a block could be too, but we support neither as statements.
                return true;
            }
        return t.isIdent("unsafe") && peek(1).isIdent("fn");
    }

    Attribute attribute(bool inner) {
        Attribute a;
        std::size_t begin = take().offset;  // '#'
        a.inner = inner;
        if (inner) expect("!");
        expect("[", "to open the attribute");
        Token name = expectIdent("an attribute name");
        a.path = std::string(name.text);
        while (accept("::")) a.path += "::" + std::string(expectIdent("an attribute path segment").text);
        if (accept("(")) {
            while (!peek().is(")")) {
                if (peek().kind == TokenKind::End) fail(peek(), "expected `)` to close the attribute");
                if (peek().kind == TokenKind::Ident && peek(1).is("=") && peek(2).kind == TokenKind::Integer) {
                    std::string key(take().text);
                    take();
                    a.settings.emplace_back(key, take().value);
                } else {
                    skipTree();
                }
            }
            take();
        } else if (accept("=")) {
            skipTree();
        }
        expect("]", "to close the attribute");
        a.span = spanFrom(begin);
        return a;
    }

    // Skips one token, or a whole bracketed group.
    void skipTree() {
        Depth depth(*this);
        const Token& t = take();
        std::string_view close = t.is("(") ? ")" : t.is("[") ? "]" : t.is("{") ? "}" : "";
        if (close.empty()) return;
        while (!peek().is(close)) {
            if (peek().kind == TokenKind::End) fail(t, fmt::format("this `{}` is never closed", t.text));
            skipTree();
        }
        take();
    }

    std::unique_ptr<Item> item(std::vector<Attribute> attrs) {
        auto it = std::make_unique<Item>();
        it->attributes = std::move(attrs);
        std::size_t begin = peek().offset;
        if (peek().kind == TokenKind::Macro) {
            const Token& m = take();
            it->kind = Item::Kind::MacroCall;
            it->name = std::string(m.text);
            it->text = std::string(m.macroBody());
            it->bodySpan = {m.bodyOffset, m.body.size()};
            expect(";");
            it->span = spanFrom(begin);
            return it;
        }
        if (peek().isIdent("pub")) {
            take();
            if (peek().is("(")) skipTree();
        }
        if (peek().isIdent("extern")) {
            take();
            if (!peek().isIdent("crate")) unsupported(peek(), "an `extern` block", "`extern crate name;`");
            take();
            expectIdent("a crate name");
            if (accept("as")) expectIdent("a name");
            expect(";");
            it->kind = Item::Kind::ExternCrate;
        } else if (peek().isIdent("use")) {
            take();
            while (!peek().is(";")) {
                if (peek().kind == TokenKind::End) fail(peek(), "expected `;` to end the `use`");
                skipTree();
            }
            take();
            it->kind = Item::Kind::Use;
        } else if (peek().isIdent("type")) {
            take();
            const Token& name = expectIdent("the alias name");
            it->kind = Item::Kind::TypeAlias;
            it->name = std::string(name.text);
            it->nameSpan = {name.offset, name.length};
            if (peek().is("<")) unsupported(peek(), "a generic `type` alias", "`type Name = m![...];`");
            expect("=");
            it->aliased = type();
            expect(";", "after the type alias");
        } else if (peek().isIdent("fn") || peek().isIdent("async") || peek().isIdent("unsafe")) {
            function(*it);
        } else {
            unsupported(peek(), fmt::format("`{}`", peek().text),
                        "`fn`, `async fn`, `type`, `use`, `extern crate` and `axes![...]` items");
        }
        it->span = spanFrom(begin);
        return it;
    }

    void function(Item& it) {
        it.kind = Item::Kind::Fn;
        while (peek().isIdent("async") || peek().isIdent("unsafe")) {
            if (peek().isIdent("async")) it.isAsync = true;
            take();
        }
        if (!peek().isIdent("fn")) fail(peek(), fmt::format("expected `fn`, found {}", describeToken(peek())));
        take();
        const Token& name = expectIdent("the function name");
        it.name = std::string(name.text);
        it.nameSpan = {name.offset, name.length};
        if (peek().is("<")) skipAngles();
        expect("(", "to open the parameter list");
        while (!peek().is(")")) {
            it.params.push_back(param());
            if (!accept(",")) break;
        }
        expect(")", "to close the parameter list");
        if (accept("->")) it.returns = type();
        if (peek().isIdent("where")) unsupported(peek(), "a `where` clause", "plain parameter types");
        it.body = block();
    }

    // `<'l, const T: Tu>` on a function: the simulator does not need them.
    void skipAngles() {
        const Token& open = take();
        int depth = 1;
        while (depth > 0) {
            if (peek().kind == TokenKind::End) fail(open, "this `<` is never closed");
            if (peek().is("<")) ++depth;
            if (peek().is(">")) --depth;
            if (peek().is("->")) fail(peek(), "expected `>` to close the generic parameters");
            take();
        }
    }

    Param param() {
        Param p;
        if (peek().is("&") || peek().isIdent("self"))
            unsupported(peek(), "a method receiver (`self`)", "named parameters `name: Type`");
        if (peek().isIdent("mut")) take();
        const Token& name = expectIdent("a parameter name");
        p.name = std::string(name.text);
        p.nameSpan = {name.offset, name.length};
        expect(":", "after the parameter name");
        p.type = type();
        return p;
    }

    std::unique_ptr<Block> block() {
        Depth depth(*this);
        auto b = std::make_unique<Block>();
        std::size_t begin = expect("{", "to open a block").offset;
        b->stmts = blockContents(false, b.get());
        expect("}");
        b->span = spanFrom(begin);
        return b;
    }

    Stmt let() {
        Stmt s;
        s.kind = Stmt::Kind::Let;
        std::size_t begin = take().offset;
        if (peek().isIdent("mut")) {
            take();
            s.mut = true;
        }
        if (peek().is("(") || peek().is("["))
            unsupported(peek(), "a destructuring pattern", "`let name` and `let name: Type`");
        const Token& name = expectIdent("a variable name after `let`");
        s.name = std::string(name.text);
        s.nameSpan = {name.offset, name.length};
        if (accept(":")) s.type = type();
        if (accept("=")) s.init = expr();
        if (peek().isIdent("else")) unsupported(peek(), "`let ... else`", kSupportedStatements);
        expect(";", "after the `let` statement");
        s.span = spanFrom(begin);
        return s;
    }

    Stmt exprStmt() {
        Stmt s;
        s.kind = Stmt::Kind::Expr;
        std::size_t begin = peek().offset;
        s.expr = expr();
        s.semicolon = accept(";");
        // A block expression statement needs no `;`.
        if (!s.semicolon && s.expr->kind == Expr::Kind::Block && !peek().is("}") && peek().kind != TokenKind::End)
            s.semicolon = true;
        s.span = spanFrom(begin);
        return s;
    }

    // ---- types ------------------------------------------------------------
    TypePtr type() {
        Depth depth(*this);
        auto t = std::make_unique<Type>();
        std::size_t begin = peek().offset;
        const Token& tok = peek();
        if (tok.is("&")) {
            take();
            t->kind = Type::Kind::Ref;
            if (peek().kind == TokenKind::Lifetime) take();
            if (peek().isIdent("mut")) {
                take();
                t->mut = true;
            }
            t->generics.push_back(type());
        } else if (tok.is("(")) {
            take();
            t->kind = Type::Kind::Tuple;
            while (!peek().is(")")) {
                t->generics.push_back(type());
                if (!accept(",")) break;
            }
            expect(")", "to close the tuple type");
        } else if (tok.kind == TokenKind::Macro) {
            take();
            if (tok.text != "m")
                fail(tok, fmt::format("expected a type, found macro `{}!`; mappings are written `m![...]`", tok.text));
            t->kind = Type::Kind::Mapping;
            t->text = tok.macroText;
            t->bodySpan = {tok.bodyOffset, tok.body.size()};
        } else if (tok.isIdent("_")) {
            take();
            t->kind = Type::Kind::Infer;
        } else if (tok.kind == TokenKind::Integer) {
            take();
            t->kind = Type::Kind::Const;
            t->text = std::string(tok.text);
            t->value = tok.value;
        } else if (tok.kind == TokenKind::Lifetime) {
            take();
            t->kind = Type::Kind::Lifetime;
        } else if (tok.is("{")) {
            t->kind = Type::Kind::ConstBlock;
            skipTree();
        } else if (tok.isIdent("impl") || tok.isIdent("dyn")) {
            unsupported(tok, fmt::format("`{}` types", tok.text), "named types, `m![...]` mappings and references");
        } else if (tok.kind == TokenKind::Ident) {
            typePath(*t);
        } else {
            fail(tok, fmt::format("expected a type, found {}", describeToken(tok)));
        }
        t->span = spanFrom(begin);
        return t;
    }

    void typePath(Type& t) {
        t.kind = Type::Kind::Path;
        while (true) {
            t.path.emplace_back(expectIdent("a type name").text);
            bool turbofish = peek().is("::") && peek(1).is("<");
            if (turbofish) take();
            if (peek().is("<")) {
                t.generics = genericArgs();
                if (!peek().is("::")) return;
            }
            if (!accept("::")) return;
        }
    }

    // `<` args `>`, the `<` not yet taken.
    std::vector<TypePtr> genericArgs() {
        Depth depth(*this);
        std::vector<TypePtr> args;
        expect("<");
        while (!peek().is(">")) {
            if (peek().kind == TokenKind::Ident && peek(1).is("=") && !peek(2).is("="))
                unsupported(peek(), "an associated type binding", "positional generic arguments");
            args.push_back(type());
            if (!accept(",")) break;
        }
        expect(">", "to close the generic arguments");
        return args;
    }

    // ---- expressions --------------------------------------------------------
    ExprPtr makeExpr(Expr::Kind kind, std::size_t begin) {
        auto e = std::make_unique<Expr>();
        e->kind = kind;
        e->span = {begin, 0};
        return e;
    }
    void finish(Expr& e) { e.span = spanFrom(e.span.offset); }

    ExprPtr expr() {
        Depth depth(*this);
        return range();
    }

    ExprPtr range() {
        std::size_t begin = peek().offset;
        ExprPtr lhs;
        if (!peek().is("..") && !peek().is("..=")) lhs = binary(0);
        if (peek().is("..") || peek().is("..=")) {
            auto e = makeExpr(Expr::Kind::Range, begin);
            e->name = std::string(take().text);
            e->children.push_back(std::move(lhs));
            if (startsExpr()) e->children.push_back(binary(0));
            else e->children.push_back(nullptr);
            finish(*e);
            return e;
        }
        return lhs;
    }

    bool startsExpr() const {
        const Token& t = peek();
        if (t.kind == TokenKind::End) return false;
        if (t.kind != TokenKind::Punct) return true;
        return t.is("(") || t.is("&") || t.is("-") || t.is("!") || t.is("*") || t.is("{");
    }

    // Binary operators by precedence, loosest first.
    struct BinaryLevel {
        std::vector<std::string_view> ops;
    };
    static const std::vector<BinaryLevel>& levels() {
        static const std::vector<BinaryLevel> kLevels = {
            {{"||"}}, {{"&&"}}, {{"==", "!=", "<", ">", "<=", ">="}}, {{"|"}}, {{"^"}}, {{"&"}}, {{"<<", ">>"}},
            {{"+", "-"}}, {{"*", "/", "%"}},
        };
        return kLevels;
    }

    // The operator at the cursor (joining `<` `<`, `|` `|`, ...), or "".
    std::string_view peekOperator() const {
        if (adjacent("<", "<")) return "<<";
        if (adjacent(">", ">")) return ">>";
        if (adjacent("<", "=")) return "<=";
        if (adjacent(">", "=")) return ">=";
        if (adjacent("|", "|")) return "||";
        if (adjacent("&", "&")) return "&&";
        const Token& t = peek();
        if (t.kind != TokenKind::Punct) return "";
        return t.text;
    }

    ExprPtr binary(std::size_t level) {
        if (level >= levels().size()) return unary();
        std::size_t begin = peek().offset;
        ExprPtr lhs = binary(level + 1);
        while (true) {
            std::string_view op = peekOperator();
            bool match = false;
            for (std::string_view candidate : levels()[level].ops) match = match || op == candidate;
            if (!match) return lhs;
            if (op == "|" || op == "||") unsupported(peek(), "a closure or `|` expression", "method chains and constant arithmetic");
            for (std::size_t i = 0; i < op.size(); ++i) take();
            auto e = makeExpr(Expr::Kind::Binary, begin);
            e->name = std::string(op);
            e->children.push_back(std::move(lhs));
            e->children.push_back(binary(level + 1));
            finish(*e);
            lhs = std::move(e);
        }
    }

    ExprPtr unary() {
        Depth depth(*this);
        std::size_t begin = peek().offset;
        if (peek().is("&")) {
            take();
            auto e = makeExpr(Expr::Kind::Ref, begin);
            if (peek().isIdent("mut")) {
                take();
                e->mut = true;
            }
            e->children.push_back(unary());
            finish(*e);
            return e;
        }
        if (peek().is("-") || peek().is("!") || peek().is("*")) {
            auto e = makeExpr(Expr::Kind::Unary, begin);
            e->name = std::string(take().text);
            e->children.push_back(unary());
            finish(*e);
            return e;
        }
        return postfix(primary());
    }

    ExprPtr postfix(ExprPtr e) {
        std::size_t begin = e->span.offset;
        while (true) {
            if (peek().is(".")) {
                take();
                if (peek().isIdent("await")) {
                    take();
                    auto a = makeExpr(Expr::Kind::Await, begin);
                    a->children.push_back(std::move(e));
                    finish(*a);
                    e = std::move(a);
                    continue;
                }
                if (peek().kind == TokenKind::Integer) {
                    unsupported(peek(), "a tuple field (`.0`)", "named fields and method calls");
                }
                const Token& name = expectIdent("a field or method name after `.`");
                std::vector<TypePtr> generics;
                if (peek().is("::")) {
                    take();
                    if (!peek().is("<")) fail(peek(), "expected `<` after `::` in a method's turbofish");
                    generics = genericArgs();
                }
                if (peek().is("(")) {
                    auto m = makeExpr(Expr::Kind::MethodCall, begin);
                    m->name = std::string(name.text);
                    m->nameSpan = {name.offset, name.length};
                    m->generics = std::move(generics);
                    m->children.push_back(std::move(e));
                    m->argsBegin = 1;
                    arguments(*m);
                    finish(*m);
                    e = std::move(m);
                } else {
                    if (!generics.empty()) fail(peek(), "expected `(` after the method's turbofish");
                    auto f = makeExpr(Expr::Kind::Field, begin);
                    f->name = std::string(name.text);
                    f->nameSpan = {name.offset, name.length};
                    f->children.push_back(std::move(e));
                    finish(*f);
                    e = std::move(f);
                }
            } else if (peek().is("(")) {
                auto c = makeExpr(Expr::Kind::Call, begin);
                c->children.push_back(std::move(e));
                c->argsBegin = 1;
                arguments(*c);
                finish(*c);
                e = std::move(c);
            } else if (peek().is("?")) {
                unsupported(peek(), "the `?` operator", "method chains without error handling");
            } else if (peek().is("[")) {
                unsupported(peek(), "indexing with `[...]`", "`.view()`, `.tile::<...>(...)` and `.slice(...)`");
            } else if (peek().isIdent("as")) {
                unsupported(peek(), "an `as` cast", "`.cast::<D, Packet>()` in a stream");
            } else {
                return e;
            }
        }
    }

    void arguments(Expr& call) {
        expect("(");
        while (!peek().is(")")) {
            call.children.push_back(expr());
            if (!accept(",")) break;
        }
        expect(")", "to close the argument list");
    }

    ExprPtr primary() {
        const Token& t = peek();
        std::size_t begin = t.offset;
        switch (t.kind) {
            case TokenKind::Integer: {
                take();
                auto e = makeExpr(Expr::Kind::Integer, begin);
                e->value = t.value;
                e->overflow = t.overflow;
                e->text = std::string(t.text);
                finish(*e);
                return e;
            }
            case TokenKind::Float:
            case TokenKind::String:
            case TokenKind::Char: {
                take();
                auto e = makeExpr(t.kind == TokenKind::Float ? Expr::Kind::Float : Expr::Kind::String, begin);
                e->text = std::string(t.text);
                finish(*e);
                return e;
            }
            case TokenKind::Macro: {
                take();
                auto e = makeExpr(Expr::Kind::Mapping, begin);
                e->name = std::string(t.text);
                e->text = t.macroText;
                finish(*e);
                return e;
            }
            case TokenKind::Ident: return identExpr();
            case TokenKind::Lifetime: unsupported(t, "a labelled loop", kSupportedStatements);
            case TokenKind::End: fail(t, "expected an expression, found end of file");
            case TokenKind::Punct: break;
        }
        if (t.is("(")) return parenOrTuple();
        if (t.is("{")) {
            auto e = makeExpr(Expr::Kind::Block, begin);
            e->block = block();
            finish(*e);
            return e;
        }
        if (t.is("...")) {
            take();
            auto e = makeExpr(Expr::Kind::Elided, begin);
            finish(*e);
            return e;
        }
        if (t.is("|")) unsupported(t, "a closure", "method chains and constant arithmetic");
        if (t.is("[")) {  // BranchMode::Comparison([InputCmp; 4]) (manual, "Branch")
            take();
            auto e = makeExpr(Expr::Kind::Array, begin);
            while (!peek().is("]")) {
                e->children.push_back(expr());
                if (!accept(",")) break;
            }
            expect("]", "to close the array");
            finish(*e);
            return e;
        }
        fail(t, fmt::format("expected an expression, found {}", describeToken(t)));
    }

    ExprPtr parenOrTuple() {
        std::size_t begin = take().offset;
        auto e = makeExpr(Expr::Kind::Tuple, begin);
        bool trailingComma = false;
        while (!peek().is(")")) {
            e->children.push_back(expr());
            trailingComma = accept(",");
            if (!trailingComma) break;
        }
        expect(")", "to close the parenthesis");
        if (e->children.size() == 1 && !trailingComma) e->kind = Expr::Kind::Paren;
        finish(*e);
        return e;
    }

    ExprPtr identExpr() {
        const Token& t = peek();
        std::size_t begin = t.offset;
        static constexpr std::string_view kControl[] = {"for", "while", "loop", "if", "match", "return", "break",
                                                        "continue", "move", "async", "yield"};
        for (std::string_view word : kControl)
            if (t.text == word)
                unsupported(t, fmt::format("`{}`", word),
                            "straight-line code: `let` bindings of method chains, `launch(...).await`, constants");
        if (t.isIdent("unsafe")) {
            take();
            auto e = makeExpr(Expr::Kind::Block, begin);
            e->block = block();
            e->block->isUnsafe = true;
            finish(*e);
            return e;
        }
        if (t.isIdent("_")) {
            take();
            auto e = makeExpr(Expr::Kind::Infer, begin);
            finish(*e);
            return e;
        }
        auto e = makeExpr(Expr::Kind::Path, begin);
        while (true) {
            const Token& seg = expectIdent("a name");
            e->path.emplace_back(seg.text);
            e->nameSpan = {seg.offset, seg.length};
            if (peek().is("::") && peek(1).is("<")) {
                take();
                auto generics = genericArgs();
                if (peek().is("::")) e->pathGenerics = std::move(generics);
                else e->generics = std::move(generics);
            }
            if (!(peek().is("::") && peek(1).kind == TokenKind::Ident)) break;
            take();
        }
        finish(*e);
        // `Path { field: value }`: only for a capitalised name, so `x {` after `if` never reads as one.
        const std::string& last = e->path.back();
        if (peek().is("{") && !last.empty() && last.front() >= 'A' && last.front() <= 'Z') return structLiteral(std::move(e));
        return e;
    }

    ExprPtr structLiteral(ExprPtr path) {
        path->kind = Expr::Kind::Struct;
        take();
        while (!peek().is("}")) {
            Field f;
            const Token& name = expectIdent("a field name");
            f.name = std::string(name.text);
            f.nameSpan = {name.offset, name.length};
            if (peek().is("..")) unsupported(peek(), "struct update syntax (`..`)", "every field written out");
            expect(":", "after the field name");
            f.value = expr();
            path->fields.push_back(std::move(f));
            if (!accept(",")) break;
        }
        expect("}", "to close the struct literal");
        finish(*path);
        return path;
    }

    std::string_view text_;
    std::vector<Token> tokens_;
    std::size_t pos_ = 0;
    int depth_ = 0;
};

}  // namespace

diag::Result<std::shared_ptr<ast::File>> parseFile(std::string_view text) {
    auto tokens = lexKernel(text);
    if (!tokens) return tokens.error();
    try {
        Parser parser(text, std::move(tokens).value());
        return std::make_shared<ast::File>(parser.file());
    } catch (const ParseFailure& failure) {
        return failure.diagnostic;
    }
}

}  // namespace tcpwb::kernel
