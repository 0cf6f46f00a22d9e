#pragma once
// `macro_rules!` as the toolchain's examples use it: a file defines a macro
// and invokes it as an item (`memset_kernel!(memset_i32_zero, i32, 0);`) to
// stamp out device functions or modules. Each such invocation at the top
// level of the file is matched against the macro's rules, in order, and the
// first rule that matches is transcribed: the text its `$name` fragments
// matched put into the rule's body. The expansions are appended after the
// file's own text (which stays as written, so its offsets hold), each
// remembering the invocation it came from, and the whole is parsed again.
//
// Supported: the fragment specifiers ident, ty, expr, literal, tt, path, pat,
// lifetime, vis, block, item and stmt; repetitions `$( .. ) sep op` of depth
// one; `$crate`. Invocations inside modules, functions or expressions are not
// expanded (the elaborator refuses them where it runs them).
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "diag/diagnostic.h"
#include "kernel/ast.h"

namespace tcpwb::kernel {

struct ExpandedText {
    std::string text;  // the source, then each expansion on lines of its own
    std::vector<ast::Expansion> expansions;
    std::vector<diag::Diagnostic> errors;  // an invocation no rule matches, at the invocation
};

// The top-level invocations of the file's own `macro_rules!` macros, among
// `file`'s items at offsets from `from` on (earlier ones were expanded in a
// previous round), expanded after `text`; nothing when there are none.
std::optional<ExpandedText> expandItemMacros(std::string_view text, const ast::File& file, std::size_t from = 0);

// A diagnostic about text an expansion wrote, placed at the invocation that
// made it (the expansion's text is not the file's) with a note naming the
// macro; its notes' places likewise. Others are returned as they are.
diag::Diagnostic placedAtInvocation(const ast::File& syntax, diag::Diagnostic d);

}  // namespace tcpwb::kernel
