#pragma once
// Rust syntax via tree-sitter (cmake/tree-sitter.cmake): a text parsed with the
// maintained Rust grammar into its concrete syntax tree, and a small view of
// the nodes. Every token keeps its byte range, comments included. The parser
// recovers from errors: an ERROR node holds what did not fit, a MISSING node
// (zero bytes wide) stands for a token the grammar needed, and everything
// around them parses as usual (rust/syntax_errors.h describes them).
//
// Parsing is iterative (no input can exhaust the stack) and linear in the
// text; walking the tree here is iterative too. Callers that recurse over the
// tree bound their own depth.
#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <string_view>
#include <vector>

#include <tree_sitter/api.h>

namespace tcpwb::rust {

struct ByteSpan {
    std::size_t offset = 0;
    std::size_t length = 0;
    std::size_t end() const { return offset + length; }
};

// A node of a SyntaxTree; valid while the tree lives. A default Node is null.
class Node {
public:
    Node() = default;
    explicit Node(TSNode node) : node_(node) {}

    bool null() const;
    std::string_view kind() const;  // "function_item", "identifier", "(" ...
    bool is(std::string_view k) const { return !null() && kind() == k; }
    bool named() const;     // a grammar rule or a named token, not punctuation
    bool missing() const;   // inserted by error recovery; no text
    bool error() const;     // an ERROR node
    bool hasError() const;  // this node or one inside it is ERROR or MISSING
    bool extra() const;     // may appear anywhere: comments
    std::size_t begin() const;
    std::size_t end() const;
    ByteSpan span() const { return {begin(), end() - begin()}; }

    Node field(std::string_view name) const;  // the child with this field name, or null
    Node parent() const;
    std::size_t childCount() const;
    TSNode raw() const { return node_; }

private:
    TSNode node_{};
};

struct Child {
    Node node;
    std::string_view field;  // the grammar's field name for this child, or empty
};

// The children in order, anonymous tokens and comments included.
std::vector<Child> children(Node node);
// The named children that are not comments, in order.
std::vector<Node> namedChildren(Node node);
// Depth-first, in text order, without recursion: `visit` returns whether to
// descend into the node it was given.
void walk(Node root, const std::function<bool(Node)>& visit);
// The first and last tokens (leaves) inside `node`; `node` itself when it has no children.
Node firstLeaf(Node node);
Node lastLeaf(Node node);

class SyntaxTree {
public:
    // Parses `text`, which must outlive the tree (nodes' text is read from it).
    // Texts over 4 GiB are not representable in tree-sitter's 32-bit offsets:
    // callers limit the size first (kernel::kMaxKernelSourceBytes).
    static SyntaxTree parse(std::string_view text);
    // Parses `respelled`, a copy of `text` with some tokens spelled otherwise
    // at the same length, and shows `text` (a dialect's token Rust has not: the
    // manual's `...` for "already in memory"). Both must outlive the tree.
    // With `from`, only the text from that offset on is read (the nodes keep
    // the whole text's offsets): what was appended to a text already parsed.
    static SyntaxTree parse(std::string_view text, std::string_view respelled, std::size_t from = 0);

    Node root() const;
    std::string_view text() const { return text_; }
    std::string_view text(Node node) const { return text_.substr(node.begin(), node.end() - node.begin()); }

private:
    struct Deleter {
        void operator()(TSTree* tree) const;
    };
    std::string_view text_;
    std::unique_ptr<TSTree, Deleter> tree_;
};

}  // namespace tcpwb::rust
