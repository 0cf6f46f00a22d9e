#pragma once
// The syntax tree of a kernel source (see docs/kernel-language.md), lowered
// from tree-sitter's Rust syntax tree (kernel/parser.h). It holds the Rust that
// kernels write: what the elaborator runs, and what it does not run yet
// (modules, `const`, `for`, `if`, `struct`, `macro_rules!`, generic aliases),
// which kernel/supported.h refuses at its span. Every node keeps the byte span
// it came from.
#include <algorithm>
#include <cstddef>
#include <iterator>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "diag/diagnostic.h"
#include "util/checked.h"

namespace tcpwb::kernel::ast {

struct Span {
    std::size_t offset = 0;
    std::size_t length = 0;
    std::size_t end() const { return offset + length; }
};
Span join(Span a, Span b);

struct Type;
struct Expr;
struct Block;
using TypePtr = std::unique_ptr<Type>;
using ExprPtr = std::unique_ptr<Expr>;

// A type or a generic argument: `DmTensor<bf16, Chip, m![A]>`, `m![A]`, `_`,
// `2` (const generic), `&mut Context`, `()`, `{ Tu::Main }`.
struct Type {
    enum class Kind { Path, Mapping, Infer, Const, Ref, Tuple, Lifetime, ConstBlock };
    Kind kind = Kind::Path;
    Span span;
    std::vector<std::string> path;  // Path: `furiosa::DmTensor` -> {"furiosa", "DmTensor"}
    std::vector<TypePtr> generics;  // Path: the last segment's arguments; Ref: {pointee}; Tuple: elements
    std::string text;               // Mapping: `m![...]` as written; Const: the number
    u64 value = 0;                  // Const
    Span bodySpan;                  // Mapping: the text between the brackets
    bool mut = false;               // Ref
    std::string last() const { return path.empty() ? std::string() : path.back(); }
};

struct Field {
    std::string name;
    Span nameSpan;
    ExprPtr value;
};

struct Stmt;

struct Block {
    Span span;  // also an inline module's `{ ... }` and its items
    std::vector<Stmt> stmts;
    ExprPtr tail;  // the value of the block, when the last expression has no `;`
    bool isUnsafe = false;
};

struct Expr {
    enum class Kind {
        Path,  // `x`, `ctx`, `TrfAddress::Full`, `HostTensor::<i32, m![A]>::rand`
        Integer,
        Float,
        String,
        Mapping,     // a macro used as a value (`m![...]`); `text`
        Field,       // `ctx.main`
        MethodCall,  // receiver.name::<generics>(args)
        Call,        // callee(args)
        Ref,         // &x / &mut x
        Await,       // x.await
        Tuple,       // (a, b)
        Paren,       // (a)
        Binary,      // a op b: `<<`, `+`, ...
        Unary,       // -a, !a, *a
        Range,       // a..b
        Struct,      // Path { field: value, ... }
        Block,       // { ... } / unsafe { ... }
        Elided,      // `...` (a fragment's "already in memory")
        Infer,       // `_`
        Array,       // [a, b]: kept as text where a vector call reads it (`Comparison([Gt(0), Lt(10)])`)
        If,          // if children[0] block [else children[1]]: the else branch is a Block or an If expression
        For,         // for name in children[0] block
        ConstBlock,  // const { ... } (block)
        Cast,        // children[0] as generics[0]
        Assign,      // children[0] op children[1]; `name` is the operator: `=`, `+=`, ...
    };
    Kind kind = Kind::Path;
    Span span;
    Span nameSpan;                      // Path: last segment; Field/MethodCall: the name
    std::vector<std::string> path;      // Path, Struct
    std::vector<TypePtr> generics;      // Path (any segment's turbofish), MethodCall
    std::vector<TypePtr> pathGenerics;  // Path: the turbofish on the type segment (`HostTensor::<..>::rand`)
    std::string name;                   // Field, MethodCall; Binary/Unary: operator
    std::string text;                   // literal/mapping text as written
    u64 value = 0;                      // Integer
    bool overflow = false;              // Integer
    bool mut = false;                   // Ref
    std::vector<ExprPtr> children;      // receiver/operand(s) first, then arguments; Tuple elements
    std::vector<Field> fields;          // Struct
    std::unique_ptr<Block> block;       // Block
    std::size_t argsBegin = 0;          // MethodCall/Call: index in children where arguments start
    // For: the loop variable (`name`, `nameSpan`; `_` allowed) and the body in `block`.
    Span keywordSpan;       // If, For, ConstBlock: `if`, `for`, `const`; Cast: `as`
    TypePtr qualifiedType;  // Path: `<m![A]>::SIZE`: the type in brackets, `path` the names after it
    // Field: a tuple's `.0` has the name "0".
};

struct Param {
    std::string name;
    Span nameSpan;
    TypePtr type;
};

// A generic parameter of a function, alias or struct: `T`, `const N: usize`, `'l`.
struct GenericParam {
    enum class Kind { Type, Const, Lifetime };
    Kind kind = Kind::Type;
    std::string name;
    Span nameSpan;
    TypePtr type;  // Const: its type
};

// `use a::b::{c, d as e, f::*};`: a path, then a name, a glob or a group.
struct UseTree {
    enum class Kind { Name, Glob, Group };
    Kind kind = Kind::Name;
    Span span;
    std::vector<std::string> path;  // Name: the whole path (`a::b::c`); Glob, Group: the prefix (may be empty)
    std::string rename;             // Name: `as e` (`_` too); empty when not renamed
    Span renameSpan;
    std::vector<UseTree> children;  // Group
};

struct Attribute {
    Span span;
    std::string path;                                   // "device", "tokio::main", "feature"
    std::vector<std::pair<std::string, u64>> settings;  // `chip = 1`
    bool inner = false;                                 // #![...]
    std::string value;                                  // `#[path = "tiles.rs"]`: the string, without its quotes
};

struct Item {
    // Unread: an item kernels cannot hold (`enum`, `impl`, `trait`, ...), kept by its name for the reason.
    enum class Kind { Fn, TypeAlias, MacroCall, Use, ExternCrate, Attribute, Mod, Const, Struct, MacroRules, Unread };
    Kind kind = Kind::Fn;
    // An item outside device functions that uses what kernels cannot read (a
    // closure, `?`, an `impl`): rustc compiles it as host code, so it is set
    // aside with the first such construct, and refused only where a kernel uses it.
    std::optional<diag::Diagnostic> unread;
    Span span;
    std::vector<Attribute> attributes;
    std::string visibility;                   // "", "pub", "pub(crate)", ... as written
    Span keywordSpan;                         // `fn`, `type`, `mod`, `const`, `struct`, `macro_rules`, ...
    std::vector<GenericParam> genericParams;  // Fn, TypeAlias, Struct
    Span genericsSpan;                        // the `<...>` of genericParams, when written
    // Fn
    std::string name;
    Span nameSpan;
    bool isAsync = false;
    std::vector<Param> params;
    TypePtr returns;
    std::unique_ptr<Block> body;
    // TypeAlias: `type name = type;`
    TypePtr aliased;
    // MacroCall: `axes![...];` (name in `name`, body in text)
    // MacroRules: `macro_rules! name { rules }`: the rules as written (comments
    // blanked) in `text`, their span in `bodySpan`, for a later expander.
    std::string text;
    Span bodySpan;
    // Use: the tree after `use`.
    UseTree use;
    // Mod: `mod name;` (no body: the module is another file) or `mod name { items }` (its items in body->stmts).
    // Const: `const name: declaredType = value;`
    TypePtr declaredType;
    ExprPtr value;
    // Struct: `struct Name { a: T, ... }`, `struct Name(T, ...);` (fields named "0", "1", ...) or `struct Name;`
    std::vector<Param> fields;
    bool tupleStruct = false;
    bool hasAttribute(std::string_view path) const;
    const Attribute* attribute(std::string_view path) const;
};

// A `let` pattern that destructures a tuple: `(a, b)`, `(a, _)`, `((a, b), mut c)`.
struct Pattern {
    enum class Kind { Name, Tuple };
    Kind kind = Kind::Name;
    Span span;
    std::string name;               // Name: a binding, or `_`
    bool mut = false;               // Name: `mut a`
    std::vector<Pattern> elements;  // Tuple
};

struct Stmt {
    enum class Kind { Let, Expr, Item };
    Kind kind = Kind::Expr;
    Span span;
    // Let: `let name` (also `_`), or a tuple pattern in `pattern` (then `name` is empty)
    std::string name;
    Span nameSpan;
    bool mut = false;
    std::unique_ptr<Pattern> pattern;
    TypePtr type;
    ExprPtr init;
    // Expr (also Let's init lives above)
    ExprPtr expr;
    bool semicolon = false;
    std::unique_ptr<Item> item;
};

// An item-position `macro_rules!` invocation's expansion (kernel/macro_expand.h):
// [at, at + length) of File::text, made from the invocation at `invocation`.
struct Expansion {
    std::size_t at = 0;
    std::size_t length = 0;
    Span invocation;       // in the source: an invocation an expansion wrote stands for the one that made it
    std::size_t call = 0;  // the invocation item's own offset in File::text
    std::string macro;
    Span rule;  // the transcriber of the rule that wrote it, in File::text
    // Where each piece of the expansion's text was written: [at, at + length)
    // of it (counted from Expansion::at) is File::text from `from` on, a token
    // of the rule's transcriber or, for what a fragment matched, of the
    // invocation's input (`argument`). In the order of `at`; what the
    // expander wrote itself (a repetition's separator) has none.
    struct Origin {
        std::size_t at = 0;
        std::size_t length = 0;
        std::size_t from = 0;
        bool argument = false;
    };
    std::vector<Origin> origins;
};

// The expansion of `expansions` that holds `offset`, or nullptr. Expansions
// are appended in text order, so a binary search finds it.
inline const Expansion* expansionHolding(const std::vector<Expansion>& expansions, std::size_t offset) {
    auto after =
        std::upper_bound(expansions.begin(), expansions.end(), offset, [](std::size_t at, const Expansion& e) { return at < e.at; });
    if (after == expansions.begin()) return nullptr;
    const Expansion& e = *std::prev(after);
    return offset <= e.at + e.length ? &e : nullptr;
}

// A file: items and, for the manual's statement fragments, bare statements.
struct File {
    std::vector<Stmt> stmts;
    // When the file's macros were expanded: its text followed by the
    // expansions, which every span indexes (the source's own offsets are
    // unchanged, the first sourceBytes of it); empty otherwise.
    std::string text;
    std::size_t sourceBytes = 0;
    std::vector<Expansion> expansions;
    // The invocation an offset of `text` was expanded from, or nullptr for the source's own.
    const Expansion* expansionAt(std::size_t offset) const {
        if (text.empty() || offset < sourceBytes || expansions.empty()) return nullptr;
        const Expansion* holding = expansionHolding(expansions, offset);
        return holding ? holding : &expansions.back();
    }
    // Whether the macro invocation item at `callOffset` was expanded (their offsets grow as expansions do).
    bool expandedCallAt(std::size_t callOffset) const {
        auto found = std::lower_bound(expansions.begin(), expansions.end(), callOffset,
                                      [](const Expansion& e, std::size_t at) { return e.call < at; });
        return found != expansions.end() && found->call == callOffset;
    }
};

}  // namespace tcpwb::kernel::ast
