#pragma once
// What the syntax tree holds but the elaborator does not run yet: `struct`s,
// generic `type` aliases of anything but a tensor type, assignments, tuple
// fields, and `const { .. }` blocks other than a memset's value and shape
// guards. Each is refused as unsupported_construct at its keyword, naming what
// is supported, until the elaborator learns it.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "diag/diagnostic.h"
#include "kernel/ast.h"

namespace tcpwb::kernel {

// The first such construct in source order, or nothing. Items set aside
// (ast::Item::unread) are not looked into.
[[nodiscard]] std::optional<diag::Diagnostic> firstUnsupported(const ast::File& file);

// Host code rustc compiles beside the kernels: each function that is not a
// device function, `const`, `type` and `struct` of the file and its inline
// modules holding such a construct is set aside with it (Item::unread), to be
// refused only where a kernel uses it.
void setAsideUnread(ast::File& file);
// The items set aside, in reading order, inline modules' included.
std::vector<const ast::Item*> setAsideItems(const ast::File& file);

// A compile-time shape guard, `const { assert!(<m![B]>::SIZE % 32 == 0, ".."); }`:
// a `const` block of `assert!`, `assert_eq!` and `assert_ne!` only, which the
// elaborator checks when the kernel loads.
bool isShapeGuard(const ast::Expr& constBlock);
// The guard's macros, each as its name and the span of its arguments (inside the brackets).
struct GuardCheck {
    std::string macro;
    ast::Span arguments;
    ast::Span at;  // the whole invocation
};
std::vector<GuardCheck> guardChecks(const ast::Expr& constBlock, std::string_view text);
// A macro's arguments (a GuardCheck's `arguments`), split at their top-level commas.
std::vector<ast::Span> macroArguments(std::string_view text, ast::Span all);
// `assert!(..)` (assert_eq!, assert_ne!) as an expression, the value of a
// `const _: () = assert!(..);`; nullopt for anything else.
std::optional<GuardCheck> assertionCheck(const ast::Expr& e, std::string_view text);

}  // namespace tcpwb::kernel
