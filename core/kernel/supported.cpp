#include "kernel/supported.h"

#include <set>
#include <variant>
#include <vector>

#include <fmt/format.h>

#include "kernel/lower.h"
#include "kernel/parser.h"

namespace tcpwb::kernel {
namespace {

using namespace ast;

[[nodiscard]] diag::Diagnostic refusal(Span at, std::string_view construct, std::string_view supported) {
    return diag::Diagnostic(diag::Kind::unsupported_construct,
                            fmt::format("{} is not supported in kernels; supported here: {}", construct, supported), at.offset,
                            std::max<std::size_t>(at.length, 1));
}

bool aliasesTensorType(const Item& it) {
    if (!it.aliased || it.aliased->kind != Type::Kind::Path || it.aliased->path.empty()) return false;
    const std::string& name = it.aliased->path.back();
    for (const GenericParam& g : it.genericParams)
        if (g.kind == GenericParam::Kind::Const) return false;
    return name.find("Tensor") != std::string::npos;
}

// Walks the tree with an explicit stack (a long method chain is as deep as it is long).
class Finder {
public:
    [[nodiscard]] std::optional<diag::Diagnostic> run(const File& file) {
        for (const Stmt& s : file.stmts) pending_.push_back(&s);
        return drain();
    }
    [[nodiscard]] std::optional<diag::Diagnostic> run(const Item& item) {
        visit(item);
        return drain();
    }

private:
    std::optional<diag::Diagnostic> drain() {
        while (!pending_.empty()) {
            Entry next = pending_.back();
            pending_.pop_back();
            if (auto* s = std::get_if<const Stmt*>(&next)) visit(**s);
            else if (auto* e = std::get_if<const Expr*>(&next)) visit(**e);
            else visit(*std::get<const Block*>(next));
        }
        return first_;
    }

    using Entry = std::variant<const Stmt*, const Expr*, const Block*>;

    void refuse(diag::Diagnostic d) {
        if (!first_ || *d.offset < *first_->offset) first_ = std::move(d);
    }

    void visit(const Block& b) {
        for (const Stmt& s : b.stmts) pending_.push_back(&s);
        if (b.tail) pending_.push_back(b.tail.get());
    }

    void visit(const Stmt& s) {
        if (s.init) pending_.push_back(s.init.get());
        if (s.expr) pending_.push_back(s.expr.get());
        if (s.item) visit(*s.item);
    }

    void visit(const Item& it) {
        if (it.unread) return;  // set aside: refused where a kernel uses it (setAsideUnread)
        switch (it.kind) {
            case Item::Kind::Mod: return;        // another module: nothing in it runs with this file's kernel (Elaborator::moduleHolding)
            case Item::Kind::MacroRules: break;  // a definition runs nothing; its item invocations are expanded (macro_expand.h)
            case Item::Kind::TypeAlias:
                // A generic alias of a tensor type is read with its arguments (`Dm<bf16>`); of a mapping it means nothing.
                if ((!it.genericParams.empty() || it.genericsSpan.length > 0) && !aliasesTensorType(it))
                    refuse(refusal({it.genericsSpan.offset, 1}, "a generic `type` alias of anything but a tensor type",
                                   "`type Name = m![...];`, `type Row<D> = DmTensor<D, ..>;`"));
                break;
            default: break;
        }
        if (it.body) pending_.push_back(it.body.get());
        if (it.value) pending_.push_back(it.value.get());
    }

    void visit(const Expr& e) {
        switch (e.kind) {
            case Expr::Kind::ConstBlock:
                if (!foldedValues_.contains(&e) && !isShapeGuard(e)) refuse(refusal(e.keywordSpan, "`const`", detail::kStraightLine));
                break;
            case Expr::Kind::MethodCall:
                // memset's value is folded when the kernel loads, `const { bf16::from_f32(1.0) }` too (methods_memset.cpp).
                if (e.name == "memset" && e.argsBegin < e.children.size() && e.children[e.argsBegin])
                    foldedValues_.insert(e.children[e.argsBegin].get());
                // A Vector Engine scalar operand is encoded in the instruction: `vector_fp_div(const { H::SIZE as f32 })`
                // is folded when the kernel loads (methods_vector.cpp).
                if (e.name.starts_with("vector_"))
                    for (std::size_t i = e.argsBegin; i < e.children.size(); ++i)
                        if (e.children[i]) foldedValues_.insert(e.children[i].get());
                break;
            case Expr::Kind::Assign: refuse(refusal(e.span, "an assignment", detail::kStraightLine)); break;
            case Expr::Kind::Path:
                if (e.qualifiedType && e.path != std::vector<std::string>{"SIZE"})
                    refuse(refusal(e.span, "`<T>::NAME`", "plain paths `a::b::C` and a mapping's `<m![...]>::SIZE`"));
                break;
            default: break;
        }
        for (const ExprPtr& child : e.children)
            if (child) pending_.push_back(child.get());
        for (const Field& f : e.fields)
            if (f.value) pending_.push_back(f.value.get());
        if (e.block) pending_.push_back(e.block.get());
    }

    std::vector<Entry> pending_;
    std::set<const Expr*> foldedValues_;  // const blocks a method folds itself
    std::optional<diag::Diagnostic> first_;
};

}  // namespace

[[nodiscard]] std::optional<diag::Diagnostic> firstUnsupported(const File& file) { return Finder().run(file); }

namespace {

void setAsideUnread(std::vector<Stmt>& stmts, int depth) {
    if (depth > kMaxNesting) return;
    for (Stmt& s : stmts) {
        if (!s.item || s.item->unread) continue;
        Item& it = *s.item;
        if (it.kind == Item::Kind::Mod && it.body) setAsideUnread(it.body->stmts, depth + 1);
        const bool hostCode = (it.kind == Item::Kind::Fn && !it.hasAttribute("device")) || it.kind == Item::Kind::Const ||
                              it.kind == Item::Kind::TypeAlias || it.kind == Item::Kind::Struct;
        if (hostCode) it.unread = Finder().run(it);
    }
}

}  // namespace

void setAsideUnread(File& file) { setAsideUnread(file.stmts, 0); }

namespace {

void collectSetAside(const std::vector<Stmt>& stmts, int depth, std::vector<const Item*>& out) {
    if (depth > kMaxNesting) return;
    for (const Stmt& s : stmts) {
        if (!s.item) continue;
        if (s.item->unread) out.push_back(s.item.get());
        else if (s.item->kind == Item::Kind::Mod && s.item->body) collectSetAside(s.item->body->stmts, depth + 1, out);
    }
}

}  // namespace

std::vector<const Item*> setAsideItems(const File& file) {
    std::vector<const Item*> out;
    collectSetAside(file.stmts, 0, out);
    return out;
}

namespace {

bool isAssertion(std::string_view name) { return name == "assert" || name == "assert_eq" || name == "assert_ne"; }

}  // namespace

bool isShapeGuard(const Expr& constBlock) {
    if (constBlock.kind != Expr::Kind::ConstBlock || !constBlock.block) return false;
    const Block& b = *constBlock.block;
    for (const Stmt& s : b.stmts) {
        const bool call = s.item && s.item->kind == Item::Kind::MacroCall && isAssertion(s.item->name);
        const bool expression = s.expr && s.expr->kind == Expr::Kind::Mapping && isAssertion(s.expr->name);
        if (!call && !expression) return false;
    }
    if (b.tail && !(b.tail->kind == Expr::Kind::Mapping && isAssertion(b.tail->name))) return false;
    return !b.stmts.empty() || b.tail;
}

// A macro's arguments, split at its top-level commas (outside brackets and strings).
std::vector<ast::Span> macroArguments(std::string_view text, ast::Span all) {
    std::vector<ast::Span> out;
    int depth = 0;
    std::size_t start = all.offset;
    for (std::size_t i = all.offset; i < all.end() && i < text.size(); ++i) {
        const char c = text[i];
        if (c == '"') {
            for (++i; i < all.end() && text[i] != '"'; ++i)
                if (text[i] == '\\') ++i;
        } else if (c == '(' || c == '[' || c == '{') {
            ++depth;
        } else if (c == ')' || c == ']' || c == '}') {
            --depth;
        } else if (c == ',' && depth == 0) {
            out.push_back({start, i - start});
            start = i + 1;
        }
    }
    if (start < all.end() && text.substr(start, all.end() - start).find_first_not_of(" \t\r\n") != std::string_view::npos)
        out.push_back({start, all.end() - start});
    return out;
}

std::optional<GuardCheck> assertionCheck(const Expr& e, std::string_view text) {
    if (e.kind != Expr::Kind::Mapping || !isAssertion(e.name)) return std::nullopt;
    // A macro expression keeps its whole text: its arguments start after its first bracket.
    const std::size_t open = text.find_first_of("([{", e.span.offset);
    if (open == std::string_view::npos || open >= e.span.end() || e.span.length < 2) return std::nullopt;
    return GuardCheck{e.name, {open + 1, e.span.end() - 1 - (open + 1)}, e.span};
}

std::vector<GuardCheck> guardChecks(const Expr& constBlock, std::string_view text) {
    std::vector<GuardCheck> out;
    auto fromExpression = [&](const Expr& e) {
        if (auto check = assertionCheck(e, text)) out.push_back(*check);
    };
    for (const Stmt& s : constBlock.block->stmts) {
        if (s.item) out.push_back({s.item->name, s.item->bodySpan, s.item->span});
        else if (s.expr) fromExpression(*s.expr);
    }
    if (constBlock.block->tail) fromExpression(*constBlock.block->tail);
    return out;
}

}  // namespace tcpwb::kernel
