#include "kernel/lower.h"
#include "kernel/macro_expand.h"

#include <algorithm>

#include <fmt/format.h>

#include "kernel/parse.h"
#include "kernel/parser.h"
#include "kernel/supported.h"
#include "rust/syntax_errors.h"
#include "util/text.h"

namespace tcpwb::kernel {
namespace detail {
namespace {

using namespace ast;
using rust::Node;

bool isItemKind(std::string_view kind) {
    static constexpr std::string_view kItems[] = {"function_item",
                                                  "function_signature_item",
                                                  "type_item",
                                                  "use_declaration",
                                                  "extern_crate_declaration",
                                                  "mod_item",
                                                  "const_item",
                                                  "static_item",
                                                  "struct_item",
                                                  "enum_item",
                                                  "union_item",
                                                  "impl_item",
                                                  "trait_item",
                                                  "macro_definition",
                                                  "foreign_mod_item",
                                                  "associated_type"};
    return std::find(std::begin(kItems), std::end(kItems), kind) != std::end(kItems);
}

// The keyword an item kind the syntax tree cannot hold is named by, for the message.
std::string_view itemKeyword(std::string_view kind) {
    if (kind == "static_item") return "static";
    if (kind == "enum_item") return "enum";
    if (kind == "union_item") return "union";
    if (kind == "impl_item") return "impl";
    if (kind == "trait_item") return "trait";
    if (kind == "associated_type") return "type";
    return "fn";
}

bool hasToken(Node node, std::string_view token) {
    for (const rust::Child& c : rust::children(node))
        if (c.node.is(token) && !c.node.missing()) return true;
    return false;
}

}  // namespace

Lowering::Depth::Depth(Lowering& lowering, Node at) : lowering_(lowering) {
    if (++lowering_.depth_ > kMaxNesting) {
        --lowering_.depth_;
        throw LowerFailure{diag::Diagnostic(diag::Kind::unsupported_construct,
                                            fmt::format("the kernel nests deeper than {} levels", kMaxNesting), at.begin(), 1)};
    }
}

void Lowering::unsupported(Span at, std::string_view construct, std::string_view supported) const {
    throw LowerFailure{diag::Diagnostic(diag::Kind::unsupported_construct,
                                        fmt::format("{} is not supported in kernels; supported here: {}", construct, supported), at.offset,
                                        std::max<std::size_t>(at.length, 1))};
}

void Lowering::syntaxError(Span at, std::string message) const {
    throw LowerFailure{diag::Diagnostic(diag::Kind::syntax_error, std::move(message), at.offset, std::max<std::size_t>(at.length, 1))};
}

Span Lowering::tokenSpan(Node parent, std::string_view token) const {
    for (const rust::Child& c : rust::children(parent))
        if (c.node.is(token)) return span(c.node);
    return {parent.begin(), 0};
}

File Lowering::file() {
    File f;
    f.stmts = statements(tree_.root(), nullptr, /*topLevel=*/true);
    return f;
}

std::unique_ptr<Block> Lowering::block(Node node) {
    Depth depth(*this, node);
    auto b = std::make_unique<Block>();
    b->span = span(node);
    b->stmts = statements(node, b.get(), /*topLevel=*/false);
    return b;
}

// Items, `let`s and expression statements of a file, block or module body in
// order; a block's last expression without `;` becomes its tail.
std::vector<Stmt> Lowering::statements(Node container, Block* block, bool topLevel) {
    std::vector<Stmt> out;
    std::vector<Attribute> attributes;
    const std::vector<Node> nodes = rust::namedChildren(container);
    for (std::size_t i = 0; i < nodes.size(); ++i) {
        const Node node = nodes[i];
        const bool last = i + 1 == nodes.size();
        const std::string_view kind = node.kind();
        try {
            if (node.error() || node.missing() || kind == "empty_statement" || kind == "shebang") continue;
            if (kind == "attribute_item") {
                attributes.push_back(attribute(node, false));
                continue;
            }
            if (kind == "inner_attribute_item") {
                Stmt s;
                s.kind = Stmt::Kind::Item;
                s.item = std::make_unique<Item>();
                s.item->kind = Item::Kind::Attribute;
                s.item->attributes.push_back(attribute(node, true));
                s.span = s.item->attributes.back().span;
                s.item->span = s.span;
                out.push_back(std::move(s));
                continue;
            }
            if (kind == "label") unsupported(span(node), "a labelled block", kStraightLine);
            // A macro last in a block is its value (`const { assert!(..) }`); elsewhere an item (`kernels! { .. }`).
            if (isItemKind(kind) || (kind == "macro_invocation" && !(block && last))) {
                const bool itemLevel = topLevel || container.parent().is("mod_item");
                if (itemLevel && onlyInTests(attributes)) {  // rustc leaves it out of every build but `cargo test`
                    attributes.clear();
                    continue;
                }
                Stmt s;
                s.kind = Stmt::Kind::Item;
                s.item = itemLevel && mayBeSetAside(kind, attributes) ? itemOrUnread(node, std::move(attributes))
                                                                      : item(node, std::move(attributes));
                attributes.clear();
                s.span = s.item->span;
                out.push_back(std::move(s));
                continue;
            }
            attributes.clear();  // attributes on a statement (`#[allow(..)] let`) say nothing the workbench reads
            if (kind == "let_declaration") {
                out.push_back(let(node));
                continue;
            }
            if (kind == "expression_statement") {
                expressionStatement(node, last, block, topLevel, out);
                continue;
            }
            // A bare expression: a block's tail, or a file's last statement without `;`.
            ExprPtr e = expr(node);
            if (block && last) {
                block->tail = std::move(e);
            } else {
                Stmt s;
                s.kind = Stmt::Kind::Expr;
                s.span = e->span;
                s.expr = std::move(e);
                out.push_back(std::move(s));
            }
        } catch (const LowerFailure& failure) {
            attributes.clear();
            errors_.push_back(failure.diagnostic);
        }
    }
    return out;
}

bool Lowering::expressionStatement(Node node, bool last, Block* block, bool topLevel, std::vector<Stmt>& out) {
    const std::vector<Node> inner = rust::namedChildren(node);
    if (inner.empty()) return false;
    const Node e = inner.front();
    const bool semicolon = hasToken(node, ";");
    if (e.is("macro_invocation") && (semicolon || !last || !block)) {
        // `axes![...];`: an item, as rustc reads a macro statement.
        Stmt s;
        s.kind = Stmt::Kind::Item;
        s.item = item(e, {});
        s.item->span = span(node);
        s.span = span(node);
        out.push_back(std::move(s));
        return true;
    }
    Stmt s;
    s.kind = Stmt::Kind::Expr;
    s.span = span(node);
    s.expr = expr(e);
    s.semicolon = semicolon;
    if (!semicolon) {
        // A block-like expression (`unsafe { }`, `if`) needs no `;`: last in a
        // block it is the block's value, elsewhere a statement.
        if (block && last) {
            block->tail = std::move(s.expr);
            return true;
        }
        s.semicolon = !(topLevel && last);
    }
    out.push_back(std::move(s));
    return true;
}

Stmt Lowering::let(Node node) {
    Stmt s;
    s.kind = Stmt::Kind::Let;
    s.span = span(node);
    s.mut = hasToken(node, "mutable_specifier");
    Node pattern = node.field("pattern");
    if (pattern.is("identifier") || pattern.is("_")) {
        s.name = std::string(text(pattern));
        s.nameSpan = span(pattern);
    } else if (pattern.is("tuple_pattern")) {
        s.pattern = std::make_unique<Pattern>(tuplePattern(pattern));
    } else if (!pattern.null() && !pattern.missing()) {
        unsupported(span(pattern), "this destructuring pattern", "`let name`, `let name: Type` and tuples of names `let (a, _) = ..`");
    }
    if (Node alternative = node.field("alternative"); !alternative.null())
        unsupported(tokenSpan(node, "else"), "`let ... else`", kStraightLine);
    if (Node t = node.field("type"); !t.null()) s.type = type(t);
    if (Node value = node.field("value"); !value.null()) s.init = expr(value);
    return s;
}

// `(a, mut b, _, (c, d))`: names, `_` and tuples of them, as a tuple's parts are bound.
Pattern Lowering::tuplePattern(Node node) {
    Depth depth(*this, node);
    Pattern out;
    out.kind = Pattern::Kind::Tuple;
    out.span = span(node);
    for (const rust::Child& child : rust::children(node)) {
        const Node part = child.node;  // `_` is an anonymous token, the rest named patterns
        if (part.extra() || part.is("(") || part.is(")") || part.is(",")) continue;
        Pattern element;
        element.span = span(part);
        Node name = part;
        if (part.is("mut_pattern")) {
            element.mut = true;
            for (Node inner : rust::namedChildren(part))
                if (!inner.is("mutable_specifier")) name = inner;
        }
        if (name.is("identifier") || name.is("_")) {
            element.name = std::string(text(name));
        } else if (name.is("tuple_pattern") && !element.mut) {
            element = tuplePattern(name);
        } else {
            unsupported(span(part), "this pattern", "names, `_` and tuples of them in `let (a, _) = ..`");
        }
        out.elements.push_back(std::move(element));
    }
    return out;
}

void Lowering::takeName(Item& item, Node node) const {
    Node name = node.field("name");
    item.name = std::string(text(name));
    item.nameSpan = span(name);
}

bool Lowering::onlyInTests(const std::vector<Attribute>& attributes) const {
    for (const Attribute& a : attributes) {
        if (a.path == "test") return true;  // not `#[tokio::test]`: an async test is a host program that launches kernels
        if (a.path != "cfg") continue;
        std::string written;
        for (char c : text_.substr(a.span.offset, a.span.length))
            if (!isBlank(c)) written += c;
        if (written.find("cfg(test)") != std::string::npos) return true;
    }
    return false;
}

// Host code rustc compiles beside the kernels: every item but a device
// function, a module (its items are judged one by one), `use`, an item
// macro and `macro_rules!`, whose errors stay the file's.
bool Lowering::mayBeSetAside(std::string_view kind, const std::vector<Attribute>& attributes) {
    if (kind == "mod_item" || kind == "use_declaration" || kind == "extern_crate_declaration" || kind == "macro_invocation" ||
        kind == "macro_definition")
        return false;
    const bool device = std::any_of(attributes.begin(), attributes.end(), [](const Attribute& a) { return a.path == "device"; });
    return !(kind == "function_item" && device);
}

// item(), or when it holds what kernels cannot read, the item set aside
// with the first such construct (Item::unread); syntax errors stay the file's.
std::unique_ptr<Item> Lowering::itemOrUnread(Node node, std::vector<Attribute> attributes) {
    const std::size_t errorsBefore = errors_.size();
    std::unique_ptr<Item> it;
    try {
        it = item(node, attributes);
    } catch (const LowerFailure& failure) {
        if (failure.diagnostic.kind != diag::Kind::unsupported_construct) throw;
        it = std::make_unique<Item>();
        it->kind = Item::Kind::Unread;
        it->attributes = std::move(attributes);
        it->span = span(node);
        it->keywordSpan = span(rust::firstLeaf(node));
        if (Node name = node.field("name"); !name.null()) takeName(*it, node);
        it->unread = failure.diagnostic;
    }
    auto firstRefusal = std::find_if(errors_.begin() + static_cast<std::ptrdiff_t>(errorsBefore), errors_.end(),
                                     [](const diag::Diagnostic& d) { return d.kind == diag::Kind::unsupported_construct; });
    if (firstRefusal != errors_.end()) {
        if (!it->unread) it->unread = *firstRefusal;
        errors_.erase(std::remove_if(errors_.begin() + static_cast<std::ptrdiff_t>(errorsBefore), errors_.end(),
                                     [](const diag::Diagnostic& d) { return d.kind == diag::Kind::unsupported_construct; }),
                      errors_.end());
    }
    return it;
}

std::unique_ptr<Item> Lowering::item(Node node, std::vector<Attribute> attributes) {
    Depth depth(*this, node);
    auto it = std::make_unique<Item>();
    it->attributes = std::move(attributes);
    it->span = span(node);
    const std::string_view kind = node.kind();
    for (const rust::Child& c : rust::children(node))
        if (c.node.is("visibility_modifier")) it->visibility = std::string(text(c.node));
    if (kind == "macro_invocation") {
        Node name = node.field("macro");
        Node body = rust::namedChildren(node).back();
        it->kind = Item::Kind::MacroCall;
        it->name = std::string(name.is("scoped_identifier") ? text(name.field("name")) : text(name));
        it->nameSpan = span(name);
        it->keywordSpan = it->nameSpan;
        const std::size_t bodyBegin = body.begin() + 1;
        const std::size_t bodyEnd = std::max(bodyBegin, body.end() - (rust::lastLeaf(body).missing() ? 0 : 1));
        it->text = blankedText(body, bodyBegin).substr(0, bodyEnd - bodyBegin);
        it->bodySpan = {bodyBegin, bodyEnd - bodyBegin};
        return it;
    }
    if (kind == "function_item") {
        it->keywordSpan = tokenSpan(node, "fn");
        function(node, *it);
    } else if (kind == "type_item") {
        it->kind = Item::Kind::TypeAlias;
        it->keywordSpan = tokenSpan(node, "type");
        takeName(*it, node);
        if (Node generics = node.field("type_parameters"); !generics.null()) {
            it->genericParams = genericParams(generics);
            it->genericsSpan = span(generics);
        }
        for (const rust::Child& c : rust::children(node))
            if (c.node.is("where_clause")) unsupported(span(c.node), "a `where` clause", "`type Name = m![...];`");
        it->aliased = type(node.field("type"));
    } else if (kind == "use_declaration") {
        it->kind = Item::Kind::Use;
        it->keywordSpan = tokenSpan(node, "use");
        it->use = useTree(node.field("argument"));
    } else if (kind == "extern_crate_declaration") {
        it->kind = Item::Kind::ExternCrate;
        it->keywordSpan = tokenSpan(node, "extern");
        takeName(*it, node);
    } else if (kind == "mod_item") {
        it->kind = Item::Kind::Mod;
        it->keywordSpan = tokenSpan(node, "mod");
        takeName(*it, node);
        if (Node body = node.field("body"); !body.null()) it->body = block(body);
    } else if (kind == "const_item") {
        it->kind = Item::Kind::Const;
        it->keywordSpan = tokenSpan(node, "const");
        takeName(*it, node);
        if (Node t = node.field("type"); !t.null()) it->declaredType = type(t);
        if (Node value = node.field("value"); !value.null()) it->value = expr(value);
    } else if (kind == "struct_item") {
        it->kind = Item::Kind::Struct;
        it->keywordSpan = tokenSpan(node, "struct");
        takeName(*it, node);
        if (Node generics = node.field("type_parameters"); !generics.null()) {
            it->genericParams = genericParams(generics);
            it->genericsSpan = span(generics);
        }
        Node body = node.field("body");
        it->tupleStruct = body.is("ordered_field_declaration_list");
        if (body.is("field_declaration_list")) {
            for (Node field : rust::namedChildren(body)) {
                if (!field.is("field_declaration")) continue;
                Param p;
                p.name = std::string(text(field.field("name")));
                p.nameSpan = span(field.field("name"));
                p.type = type(field.field("type"));
                it->fields.push_back(std::move(p));
            }
        } else if (it->tupleStruct) {
            for (const rust::Child& c : rust::children(body)) {
                if (c.field != "type") continue;
                Param p;
                p.name = std::to_string(it->fields.size());
                p.nameSpan = span(c.node);
                p.type = type(c.node);
                it->fields.push_back(std::move(p));
            }
        }
    } else if (kind == "macro_definition") {
        it->kind = Item::Kind::MacroRules;
        it->keywordSpan = {node.begin(), std::string_view("macro_rules").size()};
        Node name = node.field("name");
        takeName(*it, node);
        // The rules: from after the name to the end, brackets included.
        std::size_t from = name.end();
        while (from < node.end() && text_[from] != '{' && text_[from] != '(' && text_[from] != '[') ++from;
        it->text = blankedText(node, from);
        it->bodySpan = {from, node.end() - from};
    } else if (kind == "function_signature_item") {
        unsupported(tokenSpan(node, "fn"), "a function without a body", kSupportedItems);
    } else if (kind == "foreign_mod_item") {
        unsupported(tokenSpan(node, "extern"), "an `extern` block", "`extern crate name;`");
    } else {
        std::string_view keyword = itemKeyword(kind);
        unsupported(tokenSpan(node, keyword), fmt::format("`{}`", keyword), kSupportedItems);
    }
    return it;
}

void Lowering::function(Node node, Item& it) {
    it.kind = Item::Kind::Fn;
    for (const rust::Child& c : rust::children(node)) {
        if (c.node.is("function_modifiers") && hasToken(c.node, "async")) it.isAsync = true;
        if (c.node.is("where_clause")) unsupported(tokenSpan(c.node, "where"), "a `where` clause", "plain parameter types");
    }
    Node name = node.field("name");
    it.name = std::string(text(name));
    it.nameSpan = span(name);
    if (Node generics = node.field("type_parameters"); !generics.null()) {
        it.genericParams = genericParams(generics);
        it.genericsSpan = span(generics);
    }
    for (Node p : rust::namedChildren(node.field("parameters"))) {
        if (p.is("attribute_item")) continue;
        it.params.push_back(param(p));
    }
    if (Node returns = node.field("return_type"); !returns.null()) it.returns = type(returns);
    Node body = node.field("body");
    if (body.null()) syntaxError({node.end(), 0}, "expected the function's body `{ ... }`");
    it.body = block(body);
}

Param Lowering::param(Node node) {
    if (node.is("self_parameter") || node.field("pattern").is("self"))
        unsupported(span(node), "a method receiver (`self`)", "named parameters `name: Type`");
    if (!node.is("parameter")) unsupported(span(node), fmt::format("`{}`", text(node)), "named parameters `name: Type`");
    Param p;
    Node pattern = node.field("pattern");
    if (!pattern.is("identifier") && !pattern.is("_"))
        unsupported(span(pattern), "a destructuring pattern", "named parameters `name: Type`");
    p.name = std::string(text(pattern));
    p.nameSpan = span(pattern);
    p.type = type(node.field("type"));
    return p;
}

}  // namespace detail

namespace {

// The manual's "already in memory" `...` (`let x: DmTensor<..> = ...;`) is
// no Rust expression: tree-sitter reads `..` `.` and recovers as it sees fit.
// Each `...` standing alone outside macros, strings and comments is respelled
// `___`, an identifier of the same length, which the lowering reads back as
// Elided from the text as written. Empty when there is none.
std::string respellElisions(const rust::SyntaxTree& tree) {
    const std::string_view text = tree.text();
    std::string respelled;
    rust::walk(tree.root(), [&](rust::Node n) {
        if (n.is("token_tree") || n.extra()) return false;
        if (n.childCount() > 0) return true;
        const std::size_t at = n.begin();
        if ((n.is("..") || n.is("...")) && text.substr(at, 3) == "..." &&
            (at == 0 || (!isRustWordByte(text[at - 1]) && text[at - 1] != '.')) &&
            (at + 3 >= text.size() || (!isRustWordByte(text[at + 3]) && text[at + 3] != '.'))) {
            if (respelled.empty()) respelled = std::string(text);
            respelled.replace(at, 3, "___");
        }
        return false;
    });
    return respelled;
}

// A fragment's last statement may lack its `;`: not an error here.
bool acceptedByKernels(const rust::SyntaxTree& tree, rust::Node node) {
    return node.missing() && node.is(";") && node.parent().is("expression_statement") && node.parent().parent().is("source_file") &&
           rust::tokenAt(tree.text(), node.begin()).length == 0;
}

// Errors in the order a reader meets them: by where each was found (for a
// syntax error, where the parser met it), syntax errors first on a tie.
struct Found {
    std::size_t at;
    diag::Diagnostic diagnostic;
};

std::vector<diag::Diagnostic> inSourceOrder(std::vector<Found> found) {
    std::stable_sort(found.begin(), found.end(), [](const Found& a, const Found& b) { return a.at < b.at; });
    std::vector<diag::Diagnostic> out;
    out.reserve(found.size());
    for (Found& f : found) out.push_back(std::move(f.diagnostic));
    return out;
}

// The text from `from` on (what expansions appended to a text parsed before)
// parsed and lowered; its spans are offsets of the whole text.
std::vector<Found> parse(std::string_view text, std::shared_ptr<ast::File>& file, std::size_t from = 0) {
    rust::SyntaxTree tree = rust::SyntaxTree::parse(text, text, from);
    std::string respelled;
    if (text.find("...", from) != std::string_view::npos) {
        respelled = respellElisions(tree);
        if (!respelled.empty()) tree = rust::SyntaxTree::parse(text, respelled, from);
    }
    std::vector<Found> found;
    for (const rust::SyntaxError& e : rust::syntaxErrors(tree, [&](rust::Node n) { return acceptedByKernels(tree, n); }))
        found.push_back(
            {e.detected, diag::Diagnostic(diag::Kind::syntax_error, e.message, e.at.offset, std::max<std::size_t>(e.at.length, 1))});
    detail::Lowering lowering(tree);
    file = std::make_shared<ast::File>(lowering.file());
    for (diag::Diagnostic& d : lowering.errors()) {
        d.message = oneLine(d.message);  // a quoted type may span lines
        found.push_back({d.offset.value_or(0), std::move(d)});
    }
    return found;
}

bool hasSyntaxError(const std::vector<Found>& found) {
    return std::any_of(found.begin(), found.end(), [](const Found& f) { return f.diagnostic.kind == diag::Kind::syntax_error; });
}

// parse(), then the file's own `macro_rules!` invocations expanded after its
// text, and what they wrote parsed and expanded in turn, kMaxMacroDepth
// rounds at most. Each round parses only the text it appended, and
// expansions write kMaxMacroExpansionBytes at most, so a macro that
// re-invokes itself costs time and memory in proportion to that bound.
// A round whose text does not parse is the last: rustc reports such an
// expansion and goes no further, and the invocations tree-sitter recovers
// from broken text would otherwise be expanded round after round, each
// round's broken text the costliest kind to parse.
std::vector<Found> parseExpanded(std::string_view text, std::shared_ptr<ast::File>& file) {
    std::vector<Found> found = parse(text, file);
    std::string combined(text);
    std::vector<ast::Expansion> expansions;
    std::vector<diag::Diagnostic> refused;
    auto refuse = [&](const ast::Span& at, std::string message) {
        refused.push_back(diag::Diagnostic(diag::Kind::too_large, std::move(message), at.offset, std::max<std::size_t>(at.length, 1)));
    };
    std::size_t from = 0;
    for (std::size_t round = 0;; ++round) {
        auto expanded = expandItemMacros(combined, *file, from);
        if (!expanded) break;
        refused.insert(refused.end(), expanded->errors.begin(), expanded->errors.end());
        if (expanded->expansions.empty()) break;
        if (round == kMaxMacroDepth) {  // as rustc's recursion_limit: an expansion that invokes macros without end
            refuse(expanded->expansions.front().invocation,
                   fmt::format("`{}!` is still expanding after {} rounds of macro expansion (the limit)",
                               expanded->expansions.front().macro, kMaxMacroDepth));
            break;
        }
        if (expanded->text.size() - text.size() > kMaxMacroExpansionBytes) {  // macros that expand to many more of themselves
            refuse(expanded->expansions.back().invocation,
                   fmt::format("the file's macros expand to more than {} bytes (the limit)", kMaxMacroExpansionBytes));
            break;
        }
        from = combined.size();
        combined = std::move(expanded->text);
        for (ast::Expansion& e : expanded->expansions) {
            // An invocation an expansion wrote stands for the one in the source that made it.
            if (const ast::Expansion* outer = ast::expansionHolding(expansions, e.invocation.offset)) e.invocation = outer->invocation;
            expansions.push_back(std::move(e));
        }
        std::shared_ptr<ast::File> more;
        std::vector<Found> moreFound = parse(combined, more, from);
        file->stmts.insert(file->stmts.end(), std::make_move_iterator(more->stmts.begin()), std::make_move_iterator(more->stmts.end()));
        const bool broken = hasSyntaxError(moreFound);
        found.insert(found.end(), std::make_move_iterator(moreFound.begin()), std::make_move_iterator(moreFound.end()));
        if (broken) break;
    }
    setAsideUnread(*file);
    if (expansions.empty() && refused.empty()) return found;
    file->text = std::move(combined);
    file->sourceBytes = text.size();
    file->expansions = std::move(expansions);
    for (Found& f : found) f.diagnostic = placedAtInvocation(*file, std::move(f.diagnostic));
    for (diag::Diagnostic& d : refused) {
        d = placedAtInvocation(*file, std::move(d));
        found.push_back({d.offset.value_or(0), std::move(d)});
    }
    return found;
}

}  // namespace

ParsedFile parseSyntax(std::string_view text) {
    ParsedFile parsed;
    parsed.errors = inSourceOrder(parseExpanded(text, parsed.file));
    return parsed;
}

diag::Result<std::shared_ptr<ast::File>> parseFile(std::string_view text) {
    std::shared_ptr<ast::File> file;
    std::vector<Found> found = parseExpanded(text, file);
    if (auto refused = firstUnsupported(*file)) {
        *refused = placedAtInvocation(*file, std::move(*refused));
        found.push_back({refused->offset.value_or(0), std::move(*refused)});
    }
    if (found.empty()) return file;
    return inSourceOrder(std::move(found)).front();
}

std::shared_ptr<ast::File> parseExpressionAt(std::string_view text, std::size_t begin, std::size_t end) {
    // The rest of the text blanked (its lines kept) and `fn f(){` `}` written around the
    // expression, so its spans are the text's own offsets.
    constexpr std::string_view kOpen = "fn f(){";
    if (begin < kOpen.size() || end >= text.size() || begin >= end) return nullptr;
    std::string snippet(text.size(), ' ');
    for (std::size_t i = 0; i < text.size(); ++i)
        if (text[i] == '\n') snippet[i] = '\n';
    for (std::size_t i = begin; i < end; ++i) snippet[i] = text[i];
    snippet.replace(begin - kOpen.size(), kOpen.size(), kOpen);
    snippet[end] = '}';
    ParsedFile parsed = parseSyntax(snippet);
    if (!parsed.errors.empty() || !parsed.file || parsed.file->stmts.size() != 1) return nullptr;
    const ast::Item* fn = parsed.file->stmts[0].item.get();
    if (!fn || fn->kind != ast::Item::Kind::Fn || !fn->body || !fn->body->stmts.empty() || !fn->body->tail) return nullptr;
    return parsed.file;
}

}  // namespace tcpwb::kernel
