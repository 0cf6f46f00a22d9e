#pragma once
// Which API a kernel is written against (kernel::Dialect): the manual's
// `furiosa_visa_std`, or the furiosa-opt toolchain's `furiosa_opt_std`.
//
// The crate decides: `use furiosa_opt_std::...` (or `extern crate
// furiosa_opt_std`) is the toolchain. Without it, the first call only the
// toolchain's API has decides: a method the manual never names
// (`contract_outer`, `commit_trim`, `fetch_cast`, `to_dm_at`, ...),
// `DmTensor::new()` / `HbmTensor::new()`, or a transfer or sink written
// without its address (`to_dm(&mut ctx.tdma)`, `commit()`, `to_trf()`).
// Everything else is the manual's. docs/kernel-language.md, "Dialects".
#include <optional>
#include <string>
#include <string_view>

#include "kernel/ast.h"
#include "kernel/program.h"

namespace tcpwb::kernel {

std::string_view dialectName(Dialect d);  // "manual", "toolchain"

struct DialectEvidence {
    Dialect dialect = Dialect::Manual;
    // What decided, in words: "`use furiosa_opt_std::prelude::*;`",
    // "calls `contract_outer`", "no `furiosa_opt_std` and no call only the toolchain has".
    std::string reason;
    std::optional<ast::Span> at;  // where that is written
};

DialectEvidence detectDialect(const ast::File& file, std::string_view text);

}  // namespace tcpwb::kernel
