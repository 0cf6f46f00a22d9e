// Lowering expressions (kernel/lower.h). A method chain or an operator chain
// (`ctx.main.begin(..).fetch(..)....commit(..)`, `a + b + c`) is a deep left
// spine in the syntax tree: it is walked in a loop, so its length does not
// count against kMaxNesting (only against 4 * kMaxNesting, the elaborator's own
// limit for evaluating it).
#include <fmt/format.h>

#include "kernel/lower.h"
#include "kernel/parser.h"

namespace tcpwb::kernel::detail {
namespace {

using namespace ast;
using rust::Node;

constexpr std::string_view kArithmetic = "method chains and constant arithmetic";

ExprPtr makeExpr(Expr::Kind kind, Span span) {
    auto e = std::make_unique<Expr>();
    e->kind = kind;
    e->span = span;
    return e;
}

// The callee of a call that is a method call: `recv.name(..)` or `recv.name::<G>(..)`.
Node methodCallee(Node call) {
    Node function = call.field("function");
    if (function.is("field_expression")) return function;
    if (function.is("generic_function") && function.field("function").is("field_expression")) return function.field("function");
    return {};
}

bool isSpineLink(Node node) {
    const std::string_view kind = node.kind();
    return kind == "field_expression" || kind == "call_expression" || kind == "await_expression" || kind == "try_expression" ||
           kind == "index_expression";
}

}  // namespace

Lowering::ChainLinks::ChainLinks(Lowering& lowering, std::size_t links, Node at) : lowering_(lowering), links_(links) {
    lowering_.chainLinks_ += links_;
    if (lowering_.chainLinks_ > 4 * static_cast<std::size_t>(kMaxNesting)) {
        lowering_.chainLinks_ -= links_;
        throw LowerFailure{diag::Diagnostic(
            diag::Kind::unsupported_construct,
            fmt::format("the kernel chains more than {} calls or operators in one expression", 4 * kMaxNesting), at.begin(), 1)};
    }
}

ExprPtr Lowering::expr(Node node) {
    Depth depth(*this, node);
    const Span at = span(node);
    const std::string_view kind = node.kind();
    // Missing or unreadable: the syntax error is reported already; `_` stands in.
    if (node.null() || node.missing() || node.error()) return makeExpr(Expr::Kind::Infer, at);

    if (isSpineLink(node)) {
        // Outermost first; the innermost receiver (or callee) is the base.
        std::vector<Node> spine;
        Node base = node;
        while (isSpineLink(base)) {
            spine.push_back(base);
            if (spine.size() > 4 * static_cast<std::size_t>(kMaxNesting)) break;  // ChainLinks refuses it
            if (base.is("call_expression")) {
                Node callee = methodCallee(base);
                base = callee.null() ? base.field("function") : callee.field("value");
            } else if (base.is("field_expression")) {
                base = base.field("value");
            } else {
                std::vector<Node> inner = rust::namedChildren(base);
                base = inner.empty() ? Node() : inner.front();
            }
        }
        ChainLinks links(*this, spine.size(), base);
        ExprPtr e = expr(base);
        for (auto link = spine.rbegin(); link != spine.rend(); ++link) e = postfix(*link, std::move(e));
        return e;
    }
    if (kind == "binary_expression") return binaryChain(node);

    if (kind == "identifier" || kind == "_") {
        if (text(node) == "_") return makeExpr(Expr::Kind::Infer, at);
        if (text(node) == "...") return makeExpr(Expr::Kind::Elided, at);  // respelled for the parser (kernel/lower.cpp)
        auto e = makeExpr(Expr::Kind::Path, at);
        e->path.emplace_back(text(node));
        e->nameSpan = at;
        return e;
    }
    if (kind == "self" || kind == "super" || kind == "crate" || kind == "boolean_literal" || kind == "scoped_identifier" ||
        kind == "generic_function" || kind == "metavariable")
        return path(node);
    if (kind == "integer_literal") {
        IntegerLiteral literal = integerLiteral(text(node));
        auto e = makeExpr(literal.isFloat ? Expr::Kind::Float : Expr::Kind::Integer, at);
        e->value = literal.value;
        e->overflow = literal.overflow;
        e->text = std::string(text(node));
        return e;
    }
    if (kind == "float_literal" || kind == "string_literal" || kind == "raw_string_literal" || kind == "char_literal") {
        auto e = makeExpr(kind == "float_literal" ? Expr::Kind::Float : Expr::Kind::String, at);
        e->text = std::string(text(node));
        return e;
    }
    if (kind == "macro_invocation") {
        auto e = makeExpr(Expr::Kind::Mapping, at);
        Node name = node.field("macro");
        e->name = std::string(name.is("scoped_identifier") ? text(name.field("name")) : text(name));
        e->text = blankedText(node, node.begin());
        return e;
    }
    if (kind == "reference_expression") {
        auto e = makeExpr(Expr::Kind::Ref, at);
        for (const rust::Child& c : rust::children(node))
            if (c.node.is("mutable_specifier")) e->mut = true;
        e->children.push_back(expr(node.field("value")));
        return e;
    }
    if (kind == "unary_expression") {
        auto e = makeExpr(Expr::Kind::Unary, at);
        e->name = std::string(text(rust::firstLeaf(node)));
        std::vector<Node> operand = rust::namedChildren(node);
        e->children.push_back(expr(operand.empty() ? Node() : operand.back()));
        return e;
    }
    if (kind == "range_expression") return range(node);
    if (kind == "parenthesized_expression" || kind == "tuple_expression" || kind == "unit_expression") {
        auto e = makeExpr(kind == "parenthesized_expression" ? Expr::Kind::Paren : Expr::Kind::Tuple, at);
        for (Node element : rust::namedChildren(node))
            if (!element.is("attribute_item")) e->children.push_back(expr(element));
        return e;
    }
    if (kind == "array_expression") {
        for (const rust::Child& c : rust::children(node))
            if (c.node.is(";")) unsupported(span(c.node), "an array repeat `[x; N]`", "array literals `[a, b]`");
        auto e = makeExpr(Expr::Kind::Array, at);
        for (Node element : rust::namedChildren(node))
            if (!element.is("attribute_item")) e->children.push_back(expr(element));
        return e;
    }
    if (kind == "struct_expression") return structLiteral(node);
    if (kind == "block" || kind == "unsafe_block") {
        for (Node c : rust::namedChildren(node))
            if (c.is("label")) unsupported(span(c), "a labelled block", kStraightLine);
        auto e = makeExpr(Expr::Kind::Block, at);
        e->block = block(kind == "block" ? node : rust::namedChildren(node).back());
        e->block->isUnsafe = kind == "unsafe_block";
        return e;
    }
    if (kind == "const_block") {
        auto e = makeExpr(Expr::Kind::ConstBlock, at);
        e->keywordSpan = tokenSpan(node, "const");
        e->block = block(node.field("body"));
        return e;
    }
    if (kind == "if_expression") return ifExpression(node);
    if (kind == "for_expression") return forExpression(node);
    if (kind == "assignment_expression" || kind == "compound_assignment_expr") {
        auto e = makeExpr(Expr::Kind::Assign, at);
        const bool plain = kind == "assignment_expression";
        e->keywordSpan = plain ? tokenSpan(node, "=") : span(node.field("operator"));
        e->name = plain ? std::string("=") : std::string(text(node.field("operator")));
        e->children.push_back(expr(node.field("left")));
        e->children.push_back(expr(node.field("right")));
        return e;
    }
    if (kind == "type_cast_expression") {
        auto e = makeExpr(Expr::Kind::Cast, at);
        e->keywordSpan = tokenSpan(node, "as");
        e->children.push_back(expr(node.field("value")));
        e->generics.push_back(type(node.field("type")));
        return e;
    }
    refuse(node);
    return makeExpr(Expr::Kind::Infer, at);  // recovery's leftovers; see refuse()
}

// What has no node in the syntax tree, named as rustc's users know it, at its first token.
void Lowering::refuse(Node node) const {
    const std::string_view kind = node.kind();
    const Span first = span(rust::firstLeaf(node));
    for (Node c : rust::namedChildren(node))
        if (c.is("label")) unsupported(span(c), "a labelled loop", kStraightLine);
    if (kind == "closure_expression") {
        if (text(rust::firstLeaf(node)) == "move") unsupported(first, "`move`", kStraightLine);
        unsupported(first, "a closure", kArithmetic);
    }
    if (kind == "while_expression" || kind == "loop_expression" || kind == "match_expression" || kind == "return_expression" ||
        kind == "break_expression" || kind == "continue_expression" || kind == "yield_expression" || kind == "async_block")
        unsupported(first, fmt::format("`{}`", text(rust::firstLeaf(node))), kStraightLine);
    // Error recovery can leave a piece of something else where an expression
    // stands (a parameter list, a type): the syntax error already says what is wrong.
    if (tree_.root().hasError() && !kind.ends_with("_expression") && !kind.ends_with("_block")) return;
    std::string words(kind);
    for (char& c : words)
        if (c == '_') c = ' ';
    unsupported(first, fmt::format("this {} (`{}`)", words, text(rust::firstLeaf(node))), kStraightLine);
}

// One link of a method chain, applied to what it is called on.
ExprPtr Lowering::postfix(Node node, ExprPtr receiver) {
    const Span at = span(node);
    const std::string_view kind = node.kind();
    if (kind == "try_expression") unsupported(span(rust::lastLeaf(node)), "the `?` operator", "method chains without error handling");
    if (kind == "index_expression")
        unsupported(tokenSpan(node, "["), "indexing with `[...]`", "`.view()`, `.tile::<...>(...)` and `.slice(...)`");
    if (kind == "await_expression") {
        auto e = makeExpr(Expr::Kind::Await, at);
        e->children.push_back(std::move(receiver));
        return e;
    }
    if (kind == "field_expression") {
        Node field = node.field("field");
        auto e = makeExpr(Expr::Kind::Field, at);
        e->name = std::string(text(field));
        e->nameSpan = span(field);
        e->children.push_back(std::move(receiver));
        return e;
    }
    // call_expression: a method call, or a call of what the receiver evaluates to.
    Node callee = methodCallee(node);
    ExprPtr e;
    if (!callee.null()) {
        Node field = callee.field("field");
        if (field.is("integer_literal")) unsupported(span(field), "a tuple field (`.0`)", "named fields and method calls");
        e = makeExpr(Expr::Kind::MethodCall, at);
        e->name = std::string(text(field));
        e->nameSpan = span(field);
        Node function = node.field("function");
        if (function.is("generic_function")) e->generics = typeArguments(function.field("type_arguments"));
    } else {
        e = makeExpr(Expr::Kind::Call, at);
    }
    e->children.push_back(std::move(receiver));
    e->argsBegin = 1;
    for (Node arg : rust::namedChildren(node.field("arguments")))
        if (!arg.is("attribute_item")) e->children.push_back(expr(arg));
    return e;
}

// `a op b op c`, left-associative: the left spine in a loop, each right operand recursively.
ExprPtr Lowering::binaryChain(Node node) {
    std::vector<Node> spine;
    Node base = node;
    while (base.is("binary_expression")) {
        spine.push_back(base);
        if (spine.size() > 4 * static_cast<std::size_t>(kMaxNesting)) break;  // ChainLinks refuses it
        base = base.field("left");
    }
    ChainLinks links(*this, spine.size(), base);
    ExprPtr lhs = expr(base);
    for (auto link = spine.rbegin(); link != spine.rend(); ++link) {
        Node op = link->field("operator");
        const std::string_view name = text(op);
        if (name == "|" || name == "||") unsupported(span(op), "a closure or `|` expression", kArithmetic);
        ExprPtr rhs = expr(link->field("right"));
        if (ExprPtr range = qualifiedRangeEnd(lhs, rhs, name, span(*link))) {
            lhs = std::move(range);
            continue;
        }
        auto e = makeExpr(Expr::Kind::Binary, span(*link));
        e->name = std::string(name);
        e->children.push_back(std::move(lhs));
        e->children.push_back(std::move(rhs));
        lhs = std::move(e);
    }
    return lhs;
}

// tree-sitter's grammar reads `0..<m![B]>::SIZE` as `((0..) < m![B]) > ::SIZE`;
// Rust reads a range to the mapping's size (`for c in 0..<m![B]>::SIZE`), and
// so does this: the range `a..` compared with a mapping, then with `::NAME`,
// becomes `a..<m![..]>::NAME`. Null for anything else.
ExprPtr Lowering::qualifiedRangeEnd(ExprPtr& lhs, ExprPtr& rhs, std::string_view op, Span whole) {
    if (op != ">" || !lhs || !rhs || lhs->kind != Expr::Kind::Binary || lhs->name != "<") return nullptr;
    ExprPtr& open = lhs->children[0];
    const ExprPtr& mapping = lhs->children[1];
    if (!open || open->kind != Expr::Kind::Range || open->children.size() != 2 || open->children[1] || !mapping ||
        mapping->kind != Expr::Kind::Mapping || mapping->name != "m" || rhs->kind != Expr::Kind::Path || rhs->qualifiedType ||
        rhs->path.size() != 1 || text_.substr(rhs->span.offset, 2) != "::")
        return nullptr;
    auto type = std::make_unique<Type>();
    type->kind = Type::Kind::Mapping;
    type->span = mapping->span;
    type->text = mapping->text;
    type->bodySpan = {mapping->span.offset + 3, mapping->span.length >= 4 ? mapping->span.length - 4 : 0};
    auto end = makeExpr(Expr::Kind::Path, {lhs->children[1]->span.offset - 1, whole.end() - (lhs->children[1]->span.offset - 1)});
    end->path = rhs->path;
    end->nameSpan = rhs->nameSpan;
    end->qualifiedType = std::move(type);
    auto range = makeExpr(Expr::Kind::Range, whole);
    range->name = open->name;
    range->children.push_back(std::move(open->children[0]));
    range->children.push_back(std::move(end));
    return range;
}

// `a..b`, `..b`, `a..`, `a..=b`: always two children, either may be null.
ExprPtr Lowering::range(Node node) {
    auto e = makeExpr(Expr::Kind::Range, span(node));
    Node lhs, rhs;
    bool afterOperator = false;
    for (const rust::Child& c : rust::children(node)) {
        if (c.node.extra()) continue;
        if (!c.node.named()) {
            e->name = std::string(text(c.node));
            afterOperator = true;
        } else {
            (afterOperator ? rhs : lhs) = c.node;
        }
    }
    e->children.push_back(lhs.null() ? nullptr : expr(lhs));
    e->children.push_back(rhs.null() ? nullptr : expr(rhs));
    return e;
}

// `a::b::C`, `HostTensor::<i32, m![A]>::rand` (the type segment's turbofish in
// pathGenerics), `f::<T>` (generics), `self`, `true`.
ExprPtr Lowering::path(Node node) {
    auto e = makeExpr(Expr::Kind::Path, span(node));
    Node path = node;
    if (node.is("generic_function")) {
        path = node.field("function");
        if (path.is("field_expression")) syntaxError({node.end(), 1}, "expected `(` after the method's turbofish");
        e->generics = typeArguments(node.field("type_arguments"));
    }
    Node qualifier;
    e->path = pathSegments(path, &qualifier);
    if (!qualifier.null()) e->qualifiedType = type(qualifier);
    e->nameSpan = path.is("scoped_identifier") ? span(path.field("name")) : span(path);
    for (Node segment = path; segment.is("scoped_identifier"); segment = segment.field("path"))
        if (Node prefix = segment.field("path"); prefix.is("generic_type")) e->pathGenerics = typeArguments(prefix.field("type_arguments"));
    return e;
}

ExprPtr Lowering::structLiteral(Node node) {
    auto e = makeExpr(Expr::Kind::Struct, span(node));
    Node name = node.field("name");
    e->path = pathSegments(name);
    e->nameSpan = name.is("scoped_type_identifier") ? span(name.field("name")) : span(name);
    for (Node init : rust::namedChildren(node.field("body"))) {
        if (init.is("base_field_initializer")) unsupported(tokenSpan(init, ".."), "struct update syntax (`..`)", "every field written out");
        Field f;
        if (init.is("shorthand_field_initializer")) {  // `Foo { a }` is `Foo { a: a }`
            Node id = rust::namedChildren(init).front();
            f.name = std::string(text(id));
            f.nameSpan = span(id);
            f.value = expr(id);
        } else if (init.is("field_initializer")) {
            Node field = init.field("field");
            f.name = std::string(text(field));
            f.nameSpan = span(field);
            f.value = expr(init.field("value"));
        } else {
            continue;  // attributes
        }
        e->fields.push_back(std::move(f));
    }
    return e;
}

// `if cond { } else if cond { } else { }`: the else branch is a Block or an If.
ExprPtr Lowering::ifExpression(Node node) {
    auto e = makeExpr(Expr::Kind::If, span(node));
    e->keywordSpan = tokenSpan(node, "if");
    Node condition = node.field("condition");
    if (condition.is("let_condition") || condition.is("let_chain"))
        unsupported(span(condition), "`if let`", "`if` on a condition known when the kernel loads");
    e->children.push_back(expr(condition));
    e->block = block(node.field("consequence"));
    if (Node alternative = node.field("alternative"); !alternative.null()) {
        std::vector<Node> branch = rust::namedChildren(alternative);
        if (!branch.empty()) e->children.push_back(expr(branch.front()));
    }
    return e;
}

// `for name in value { body }`.
ExprPtr Lowering::forExpression(Node node) {
    for (Node c : rust::namedChildren(node))
        if (c.is("label")) unsupported(span(c), "a labelled loop", kStraightLine);
    auto e = makeExpr(Expr::Kind::For, span(node));
    e->keywordSpan = tokenSpan(node, "for");
    Node pattern = node.field("pattern");
    if (!pattern.is("identifier") && !pattern.is("_")) unsupported(span(pattern), "a destructuring pattern", "`for name in a..b`");
    e->name = std::string(text(pattern));
    e->nameSpan = span(pattern);
    e->children.push_back(expr(node.field("value")));
    e->block = block(node.field("body"));
    return e;
}

}  // namespace tcpwb::kernel::detail
