#include "kernel/supported.h"

#include <variant>
#include <vector>

#include <fmt/format.h>

#include "kernel/lower.h"

namespace tcpwb::kernel {
namespace {

using namespace ast;

[[nodiscard]] diag::Diagnostic refusal(Span at, std::string_view construct, std::string_view supported) {
    return diag::Diagnostic(diag::Kind::unsupported_construct,
                            fmt::format("{} is not supported in kernels; supported here: {}", construct, supported), at.offset,
                            std::max<std::size_t>(at.length, 1));
}

// Walks the tree with an explicit stack (a long method chain is as deep as it is long).
class Finder {
public:
    [[nodiscard]] std::optional<diag::Diagnostic> run(const File& file) {
        for (const Stmt& s : file.stmts) pending_.push_back(&s);
        while (!pending_.empty()) {
            Entry next = pending_.back();
            pending_.pop_back();
            if (auto* s = std::get_if<const Stmt*>(&next)) visit(**s);
            else if (auto* e = std::get_if<const Expr*>(&next)) visit(**e);
            else visit(*std::get<const Block*>(next));
        }
        return first_;
    }

private:
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
        switch (it.kind) {
            case Item::Kind::Mod: return;  // another module: nothing in it runs with this file's kernel (Elaborator::moduleHolding)
            case Item::Kind::Struct: refuse(refusal(it.keywordSpan, "`struct`", detail::kSupportedItems)); break;
            case Item::Kind::MacroRules: refuse(refusal(it.keywordSpan, "`macro_rules`", detail::kSupportedItems)); break;
            case Item::Kind::TypeAlias:
                if (!it.genericParams.empty() || it.genericsSpan.length > 0)
                    refuse(refusal({it.genericsSpan.offset, 1}, "a generic `type` alias", "`type Name = m![...];`"));
                break;
            default: break;
        }
        if (it.body) pending_.push_back(it.body.get());
        if (it.value) pending_.push_back(it.value.get());
    }

    void visit(const Expr& e) {
        switch (e.kind) {
            case Expr::Kind::ConstBlock: refuse(refusal(e.keywordSpan, "`const`", detail::kStraightLine)); break;
            case Expr::Kind::Assign: refuse(refusal(e.span, "an assignment", detail::kStraightLine)); break;
            case Expr::Kind::Field:
                if (!e.name.empty() && e.name.front() >= '0' && e.name.front() <= '9')
                    refuse(refusal(e.nameSpan, "a tuple field (`.0`)", "named fields and method calls"));
                break;
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
    std::optional<diag::Diagnostic> first_;
};

}  // namespace

[[nodiscard]] std::optional<diag::Diagnostic> firstUnsupported(const File& file) { return Finder().run(file); }

}  // namespace tcpwb::kernel
