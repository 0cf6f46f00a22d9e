#pragma once
// Internal to the kernel front end: tree-sitter's Rust syntax tree
// (rust/syntax_tree.h) lowered into kernel::ast (kernel/parser.h is the entry).
// Split over lower.cpp (files, statements, items), lower_exprs.cpp and
// lower_types.cpp (types, generics, attributes, literals, macro text).
//
// A construct the syntax tree has no node for (a closure, `while`, `impl`, ...)
// is refused as unsupported_construct at its keyword: the statement holding it
// is left out and lowering goes on with the next one, so one file reports all
// of them. Recursion is bounded by kMaxNesting; a method chain or an operator
// chain is walked along its spine without recursing.
#include <string>
#include <string_view>
#include <vector>

#include "diag/diagnostic.h"
#include "kernel/ast.h"
#include "rust/syntax_tree.h"

namespace tcpwb::kernel::detail {

// Thrown inside the lowering only; caught per statement.
struct LowerFailure {
    diag::Diagnostic diagnostic;
};

inline constexpr std::string_view kStraightLine =
    "`let` bindings of method chains, `launch(...).await`, constants, `for` over constant ranges and `if` on constants";
inline constexpr std::string_view kSupportedItems =
    "`fn`, `async fn`, `type`, `const`, `struct`, `use`, `extern crate`, `macro_rules!` and `axes![...]` items";

class Lowering {
public:
    explicit Lowering(const rust::SyntaxTree& tree) : tree_(tree), text_(tree.text()) {}

    ast::File file();
    std::vector<diag::Diagnostic>& errors() { return errors_; }

    // ---- statements and items (lower.cpp) ----------------------------------------
    std::vector<ast::Stmt> statements(rust::Node container, ast::Block* block, bool topLevel);
    std::unique_ptr<ast::Block> block(rust::Node node);
    std::unique_ptr<ast::Item> item(rust::Node node, std::vector<ast::Attribute> attributes);
    // Host code beside the kernels (kernel/ast.h, Item::unread): items only a
    // test build has are left out; the others of a file or module that hold
    // what kernels cannot read are set aside with the reason.
    bool onlyInTests(const std::vector<ast::Attribute>& attributes) const;
    static bool mayBeSetAside(std::string_view kind, const std::vector<ast::Attribute>& attributes);
    std::unique_ptr<ast::Item> itemOrUnread(rust::Node node, std::vector<ast::Attribute> attributes);

    // ---- expressions (lower_exprs.cpp) -------------------------------------------
    ast::ExprPtr expr(rust::Node node);

    // ---- types, generics, attributes, literals (lower_types.cpp) ----------------
    ast::TypePtr type(rust::Node node);
    std::vector<ast::TypePtr> typeArguments(rust::Node typeArguments);
    std::vector<ast::GenericParam> genericParams(rust::Node typeParameters);
    ast::Attribute attribute(rust::Node attributeItem, bool inner);
    ast::UseTree useTree(rust::Node node);
    // The path a scoped name is written as, one string per segment.
    // `<T>::NAME`'s bracketed type is put in `qualifier` when given, and refused otherwise.
    std::vector<std::string> pathSegments(rust::Node node, rust::Node* qualifier = nullptr);
    // A macro invocation's text with Rust's comments inside blanked (newlines
    // kept), so the mapping and axis languages never see them and every
    // character keeps its offset: from `from` to the end of `node`.
    std::string blankedText(rust::Node node, std::size_t from) const;

    // ---- shared -------------------------------------------------------------------
    std::string_view text(rust::Node node) const { return tree_.text(node); }
    static ast::Span span(rust::Node node) { return {node.begin(), node.end() - node.begin()}; }
    ast::Span tokenSpan(rust::Node parent, std::string_view token) const;  // the first child token so written
    void takeName(ast::Item& item, rust::Node node) const;                 // the item's `name` field and its span
    [[noreturn]] void unsupported(ast::Span at, std::string_view construct, std::string_view supported) const;
    [[noreturn]] void syntaxError(ast::Span at, std::string message) const;

    // Bounds the recursion: past kMaxNesting levels the construct is refused.
    // The links of the method and operator chains on the way down count
    // separately, up to 4 * kMaxNesting together.
    class Depth {
    public:
        Depth(Lowering& lowering, rust::Node at);
        ~Depth() { --lowering_.depth_; }
        Depth(const Depth&) = delete;
        Depth& operator=(const Depth&) = delete;

    private:
        Lowering& lowering_;
    };

    class ChainLinks {
    public:
        ChainLinks(Lowering& lowering, std::size_t links, rust::Node at);
        ~ChainLinks() { lowering_.chainLinks_ -= links_; }
        ChainLinks(const ChainLinks&) = delete;
        ChainLinks& operator=(const ChainLinks&) = delete;

    private:
        Lowering& lowering_;
        std::size_t links_;
    };

private:
    // Refuses an expression the syntax tree has no node for; returns only for
    // error recovery's leftovers in a file with a syntax error.
    void refuse(rust::Node node) const;
    ast::ExprPtr postfix(rust::Node node, ast::ExprPtr receiver);
    ast::ExprPtr binaryChain(rust::Node node);
    ast::ExprPtr qualifiedRangeEnd(ast::ExprPtr& lhs, ast::ExprPtr& rhs, std::string_view op, ast::Span whole);
    ast::ExprPtr range(rust::Node node);
    ast::ExprPtr path(rust::Node node);
    ast::ExprPtr structLiteral(rust::Node node);
    ast::ExprPtr ifExpression(rust::Node node);
    ast::ExprPtr forExpression(rust::Node node);
    ast::Stmt let(rust::Node node);
    ast::Pattern tuplePattern(rust::Node node);
    bool expressionStatement(rust::Node node, bool last, ast::Block* block, bool topLevel, std::vector<ast::Stmt>& out);
    void function(rust::Node node, ast::Item& item);
    ast::Param param(rust::Node node);

    const rust::SyntaxTree& tree_;
    std::string_view text_;
    std::vector<diag::Diagnostic> errors_;
    int depth_ = 0;
    std::size_t chainLinks_ = 0;
};

// `12`, `0x7fff_ffff`, `1u32`: the value (overflow set past 64 bits) and
// whether a suffix makes it a float (`2f32`).
struct IntegerLiteral {
    u64 value = 0;
    bool overflow = false;
    bool isFloat = false;
};
IntegerLiteral integerLiteral(std::string_view text);

}  // namespace tcpwb::kernel::detail
