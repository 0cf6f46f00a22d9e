// Lowering types, generic parameters and arguments, attributes, `use` trees,
// paths, literals and macro text (kernel/lower.h).
#include <algorithm>

#include <fmt/format.h>

#include "kernel/lower.h"

namespace tcpwb::kernel::detail {
namespace {

using namespace ast;
using rust::Node;

constexpr std::string_view kSupportedTypes = "named types, `m![...]` mappings and references";

int digitValue(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return 99;
}

}  // namespace

IntegerLiteral integerLiteral(std::string_view text) {
    IntegerLiteral literal;
    unsigned base = 10;
    std::size_t i = 0;
    if (text.size() > 1 && text[0] == '0' && (text[1] == 'x' || text[1] == 'b' || text[1] == 'o')) {
        base = text[1] == 'x' ? 16 : text[1] == 'b' ? 2 : 8;
        i = 2;
    }
    for (; i < text.size(); ++i) {
        if (text[i] == '_') continue;
        int d = digitValue(text[i]);
        if (d >= static_cast<int>(base)) break;
        if (literal.value > (~u64{0} - static_cast<u64>(d)) / base) literal.overflow = true;
        literal.value = literal.value * base + static_cast<u64>(d);
    }
    // The type suffix: `1u32`, and `2f32`, which is a float.
    literal.isFloat = base == 10 && i < text.size() && text[i] == 'f';
    return literal;
}

TypePtr Lowering::type(Node node) {
    Depth depth(*this, node);
    auto t = std::make_unique<Type>();
    t->span = span(node);
    const std::string_view kind = node.kind();
    // Missing or unreadable: the syntax error is reported already; `_` stands in.
    if (node.null() || node.missing() || node.error() || text(node) == "_") {
        t->kind = Type::Kind::Infer;
    } else if (kind == "type_identifier" || kind == "primitive_type" || kind == "identifier" || kind == "scoped_type_identifier" ||
               kind == "scoped_identifier") {
        t->kind = Type::Kind::Path;
        t->path = pathSegments(node);
    } else if (kind == "generic_type") {
        t->kind = Type::Kind::Path;
        t->path = pathSegments(node.field("type"));
        t->generics = typeArguments(node.field("type_arguments"));
    } else if (kind == "reference_type") {
        t->kind = Type::Kind::Ref;
        for (const rust::Child& c : rust::children(node))
            if (c.node.is("mutable_specifier")) t->mut = true;
        t->generics.push_back(type(node.field("type")));
    } else if (kind == "tuple_type" || kind == "unit_type") {
        t->kind = Type::Kind::Tuple;
        for (Node element : rust::namedChildren(node)) t->generics.push_back(type(element));
    } else if (kind == "macro_invocation") {
        Node name = node.field("macro");
        if (text(name) != "m")
            syntaxError(span(node), fmt::format("expected a type, found macro `{}!`; mappings are written `m![...]`", text(name)));
        t->kind = Type::Kind::Mapping;
        t->text = blankedText(node, node.begin());
        Node body = rust::namedChildren(node).back();
        t->bodySpan = {body.begin() + 1, body.end() - body.begin() - (rust::lastLeaf(body).missing() ? 1 : 2)};
    } else if (kind == "integer_literal") {
        t->kind = Type::Kind::Const;
        t->text = std::string(text(node));
        t->value = integerLiteral(t->text).value;
    } else if (kind == "lifetime") {
        t->kind = Type::Kind::Lifetime;
    } else if (kind == "block") {
        t->kind = Type::Kind::ConstBlock;  // `{ Tu::Main }`, `{ Dma::Tensor }`: kept as written
        t->text = std::string(text(node));
    } else if (kind == "abstract_type") {
        unsupported(span(node), "`impl` types", kSupportedTypes);
    } else if (kind == "dynamic_type") {
        unsupported(span(node), "`dyn` types", kSupportedTypes);
    } else if (kind == "type_binding") {
        unsupported(span(node), "an associated type binding", "positional generic arguments");
    } else if (tree_.root().hasError() && !kind.ends_with("_type")) {
        t->kind = Type::Kind::Infer;  // error recovery's leftover where a type stands: the syntax error says it
    } else {
        unsupported(span(node), fmt::format("the type `{}`", text(node)), kSupportedTypes);
    }
    return t;
}

std::vector<TypePtr> Lowering::typeArguments(Node node) {
    Depth depth(*this, node);
    std::vector<TypePtr> args;
    for (Node arg : rust::namedChildren(node)) args.push_back(type(arg));
    return args;
}

std::vector<GenericParam> Lowering::genericParams(Node node) {
    std::vector<GenericParam> params;
    for (Node p : rust::namedChildren(node)) {
        GenericParam g;
        const std::string_view kind = p.kind();
        if (kind == "lifetime_parameter") {
            g.kind = GenericParam::Kind::Lifetime;
        } else if (kind == "type_parameter") {
            g.kind = GenericParam::Kind::Type;
        } else if (kind == "const_parameter") {
            g.kind = GenericParam::Kind::Const;
            g.type = type(p.field("type"));
        } else {
            continue;  // attributes, macro metavariables
        }
        Node name = p.field("name");
        g.name = std::string(text(name));
        g.nameSpan = span(name);
        params.push_back(std::move(g));
    }
    return params;
}

std::vector<std::string> Lowering::pathSegments(Node node, Node* qualifier) {
    // Innermost segment last in the tree: walked from the end without recursion.
    std::vector<std::string> reversed;
    while (!node.null()) {
        const std::string_view kind = node.kind();
        if (kind == "scoped_identifier" || kind == "scoped_type_identifier") {
            reversed.emplace_back(text(node.field("name")));
            node = node.field("path");
        } else if (kind == "generic_type" || kind == "generic_type_with_turbofish") {
            node = node.field("type");
        } else if (kind == "bracketed_type") {
            std::vector<Node> inner = rust::namedChildren(node);
            if (!qualifier || inner.empty() || inner.front().is("qualified_type"))
                unsupported(span(node), "a qualified path `<T as Trait>::`", "plain paths `a::b::C` and `<T>::NAME`");
            *qualifier = inner.front();
            break;
        } else {
            reversed.emplace_back(text(node));
            break;
        }
    }
    return {reversed.rbegin(), reversed.rend()};
}

Attribute Lowering::attribute(Node node, bool inner) {
    Attribute a;
    a.span = span(node);
    a.inner = inner;
    Node attr;
    for (Node c : rust::namedChildren(node))
        if (c.is("attribute")) attr = c;
    if (attr.null()) return a;
    for (const rust::Child& c : rust::children(attr)) {
        if (!c.field.empty() || !c.node.named() || c.node.extra()) continue;
        for (const std::string& segment : pathSegments(c.node)) a.path += (a.path.empty() ? "" : "::") + segment;
        break;
    }
    if (Node value = attr.field("value"); value.is("string_literal") || value.is("raw_string_literal")) {
        std::string_view quoted = text(value);
        std::size_t open = quoted.find('"');
        std::size_t close = quoted.rfind('"');
        if (open != std::string_view::npos && close > open) a.value = std::string(quoted.substr(open + 1, close - open - 1));
    }
    // `#[device(chip = 1)]`: name `=` integer triples among the arguments' tokens.
    std::vector<Node> tokens;
    for (const rust::Child& c : rust::children(attr.field("arguments")))
        if (!c.node.extra()) tokens.push_back(c.node);
    for (std::size_t i = 0; i + 2 < tokens.size(); ++i) {
        if (tokens[i].is("identifier") && tokens[i + 1].is("=") && tokens[i + 2].is("integer_literal")) {
            a.settings.emplace_back(std::string(text(tokens[i])), integerLiteral(text(tokens[i + 2])).value);
            i += 2;
        }
    }
    return a;
}

UseTree Lowering::useTree(Node node) {
    Depth depth(*this, node);
    UseTree tree;
    tree.span = span(node);
    const std::string_view kind = node.kind();
    if (kind == "use_as_clause") {
        tree.path = pathSegments(node.field("path"));
        Node alias = node.field("alias");
        tree.rename = std::string(text(alias));
        tree.renameSpan = span(alias);
    } else if (kind == "use_wildcard") {
        tree.kind = UseTree::Kind::Glob;
        std::vector<Node> prefix = rust::namedChildren(node);
        if (!prefix.empty()) tree.path = pathSegments(prefix.front());
    } else if (kind == "use_list" || kind == "scoped_use_list") {
        tree.kind = UseTree::Kind::Group;
        Node list = node;
        if (kind == "scoped_use_list") {
            if (Node path = node.field("path"); !path.null()) tree.path = pathSegments(path);
            list = node.field("list");
        }
        for (Node child : rust::namedChildren(list)) tree.children.push_back(useTree(child));
    } else {
        tree.path = pathSegments(node);
    }
    return tree;
}

std::string Lowering::blankedText(Node node, std::size_t from) const {
    from = std::clamp(from, node.begin(), node.end());
    std::string out(text_.substr(from, node.end() - from));
    rust::walk(node, [&](Node n) {
        if (n.end() <= from) return false;
        if (!n.is("line_comment") && !n.is("block_comment")) return true;
        for (std::size_t i = std::max(n.begin(), from); i < n.end(); ++i)
            if (out[i - from] != '\n') out[i - from] = ' ';
        return false;
    });
    return out;
}

}  // namespace tcpwb::kernel::detail
