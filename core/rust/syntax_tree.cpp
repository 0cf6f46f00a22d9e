#include "rust/syntax_tree.h"

#include <algorithm>
#include <cstring>
#include <limits>
#include <stdexcept>

extern "C" const TSLanguage* tree_sitter_rust(void);

namespace tcpwb::rust {

bool Node::null() const { return ts_node_is_null(node_); }
std::string_view Node::kind() const { return null() ? std::string_view() : std::string_view(ts_node_type(node_)); }
bool Node::named() const { return !null() && ts_node_is_named(node_); }
bool Node::missing() const { return !null() && ts_node_is_missing(node_); }
bool Node::error() const { return !null() && ts_node_is_error(node_); }
bool Node::hasError() const { return !null() && ts_node_has_error(node_); }
bool Node::extra() const { return !null() && ts_node_is_extra(node_); }
std::size_t Node::begin() const { return null() ? 0 : ts_node_start_byte(node_); }
std::size_t Node::end() const { return null() ? 0 : ts_node_end_byte(node_); }
std::size_t Node::childCount() const { return null() ? 0 : ts_node_child_count(node_); }
Node Node::parent() const { return null() ? Node() : Node(ts_node_parent(node_)); }

Node Node::field(std::string_view name) const {
    if (null()) return {};
    return Node(ts_node_child_by_field_name(node_, name.data(), static_cast<std::uint32_t>(name.size())));
}

std::vector<Child> children(Node node) {
    std::vector<Child> out;
    if (node.null()) return out;
    TSTreeCursor cursor = ts_tree_cursor_new(node.raw());
    if (ts_tree_cursor_goto_first_child(&cursor)) {
        do {
            const char* field = ts_tree_cursor_current_field_name(&cursor);
            out.push_back({Node(ts_tree_cursor_current_node(&cursor)), field ? std::string_view(field) : std::string_view()});
        } while (ts_tree_cursor_goto_next_sibling(&cursor));
    }
    ts_tree_cursor_delete(&cursor);
    return out;
}

std::vector<Node> namedChildren(Node node) {
    std::vector<Node> out;
    for (const Child& c : children(node))
        if (c.node.named() && !c.node.extra()) out.push_back(c.node);
    return out;
}

void walk(Node root, const std::function<bool(Node)>& visit) {
    if (root.null()) return;
    TSTreeCursor cursor = ts_tree_cursor_new(root.raw());
    std::size_t depth = 0;
    bool descend = visit(root);
    while (true) {
        if (descend && ts_tree_cursor_goto_first_child(&cursor)) {
            ++depth;
        } else {
            // Up until a next sibling exists; done when back at the root.
            while (depth > 0 && !ts_tree_cursor_goto_next_sibling(&cursor)) {
                ts_tree_cursor_goto_parent(&cursor);
                --depth;
            }
            if (depth == 0) break;
        }
        descend = visit(Node(ts_tree_cursor_current_node(&cursor)));
    }
    ts_tree_cursor_delete(&cursor);
}

Node firstLeaf(Node node) {
    while (node.childCount() > 0) node = Node(ts_node_child(node.raw(), 0));
    return node;
}

Node lastLeaf(Node node) {
    while (node.childCount() > 0) node = Node(ts_node_child(node.raw(), static_cast<std::uint32_t>(node.childCount() - 1)));
    return node;
}

void SyntaxTree::Deleter::operator()(TSTree* tree) const { ts_tree_delete(tree); }

SyntaxTree SyntaxTree::parse(std::string_view text) { return parse(text, text); }

SyntaxTree SyntaxTree::parse(std::string_view text, std::string_view respelled, std::size_t from) {
    if (respelled.size() != text.size()) throw std::invalid_argument("rust::SyntaxTree::parse: a respelling changes the length");
    if (text.size() > std::numeric_limits<std::uint32_t>::max()) throw std::length_error("rust::SyntaxTree::parse: text over 4 GiB");
    // One parser per thread, kept: a new parser's buffers cost more than a small file's parse.
    thread_local std::unique_ptr<TSParser, void (*)(TSParser*)> parser(ts_parser_new(), ts_parser_delete);
    if (ts_parser_language(parser.get()) != tree_sitter_rust() && !ts_parser_set_language(parser.get(), tree_sitter_rust()))
        throw std::logic_error("rust::SyntaxTree::parse: the Rust grammar's ABI does not match the tree-sitter runtime");
    ts_parser_reset(parser.get());
    // The parser is kept: a range is set for this parse only (none means the whole text).
    const TSRange range{{0, 0}, {0, 0}, static_cast<std::uint32_t>(std::min(from, text.size())), static_cast<std::uint32_t>(text.size())};
    if (!ts_parser_set_included_ranges(parser.get(), &range, from > 0 ? 1 : 0))
        throw std::logic_error("rust::SyntaxTree::parse: tree-sitter refused a range");
    SyntaxTree tree;
    tree.text_ = text;
    tree.tree_.reset(ts_parser_parse_string(parser.get(), nullptr, respelled.empty() ? "" : respelled.data(),
                                            static_cast<std::uint32_t>(respelled.size())));
    // Only cancellation (never requested here) makes tree-sitter return no tree.
    if (!tree.tree_) throw std::logic_error("rust::SyntaxTree::parse: tree-sitter returned no tree");
    return tree;
}

Node SyntaxTree::root() const { return Node(ts_tree_root_node(tree_.get())); }

}  // namespace tcpwb::rust
