#pragma once
// A compiled mapping expression: the checked tree plus its canonical normal
// form. This is what the CLI, the GUI and the other engines use.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "diag/diagnostic.h"
#include "mapping/axes.h"
#include "mapping/expr.h"
#include "mapping/index.h"
#include "mapping/normal_form.h"
#include "mapping/resolve.h"

namespace tcpwb::mapping {

class CompiledMapping {
public:
    CompiledMapping(std::string text, ExprPtr tree, const AxisEnv& env);

    const std::string& text() const { return text_; }
    const Expr& tree() const { return *tree_; }
    const NormalForm& normalForm() const { return normalForm_; }
    const AxisEnv& env() const { return env_; }

    u64 size() const { return normalForm_.size; }

    // The tensor index held at buffer position i (manual: `M::map(i)`);
    // nullopt for padding and for i >= size.
    std::optional<TensorIndex> at(u64 i) const;
    // Every tensor index held at i: several only for a linear combination.
    std::vector<TensorIndex> allAt(u64 i) const;
    // The padding kind at i when i is padding inside the buffer.
    std::optional<PadKind> padAt(u64 i) const;

    // Canonical text, `m![...]`.
    std::string normalized() const;
    // The canonical text without `m![ ]`, bracketed when it is a list, so a
    // postfix operator can follow it: `A / 64` stays, `B, C` becomes `[B, C]`.
    std::string operand() const;

    // Manual, "Equivalent Mapping": same size and the same map(i) for every i
    // (padding kinds do not matter to map). Decided on the canonical forms,
    // which are unique unless which positions are padding depends on several
    // factors at once (hasCoupledPadding); for those, mappings of at most
    // kEnumerationLimit positions are compared position by position, and
    // larger ones count as different. Both mappings must share one AxisEnv.
    bool equivalentTo(const CompiledMapping& other) const;
    static constexpr u64 kEnumerationLimit = u64{1} << 22;

    // True when an axis's summed coordinate can run past its size through a
    // combination of factors (`A # 8 / 4, B, A # 8 % 4` with A = 6), or a
    // factor is a group or sliding window.
    bool hasCoupledPadding() const;
    const NormalForm& erasedForm() const { return erasedForm_; }

private:
    std::string text_;
    ExprPtr tree_;
    AxisEnv env_;
    NormalForm normalForm_;
    NormalForm erasedForm_;      // padding kinds erased, for equivalence
    std::vector<AxisId> skews_;  // skewed axes used, resolved in every index
};

diag::Result<CompiledMapping> compileMapping(std::string_view text, const AxisEnv& env, const AliasTable& aliases = {});

// Compiles a mapping an engine derived as text, in the axes of `like`. It
// should always compile; when it does not, that is the workbench's bug, said
// as an `internal_error` naming `what` (e.g. "output mapping").
diag::Result<CompiledMapping> compileDerived(const std::string& text, const CompiledMapping& like, std::string_view what);

// "{A: 1, B: 7}" / "{}" for error messages and the GUI.
std::string formatIndex(const TensorIndex& index, const AxisEnv& env);

}  // namespace tcpwb::mapping
