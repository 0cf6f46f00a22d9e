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

    // Manual, "Equivalent Mapping": same size and the same map(i) for every i,
    // decided on the normal forms (padding kinds do not matter to map).
    bool equivalentTo(const CompiledMapping& other) const;

private:
    std::string text_;
    ExprPtr tree_;
    AxisEnv env_;
    NormalForm normalForm_;
    NormalForm erasedForm_;  // padding kinds erased, for equivalence
};

diag::Result<CompiledMapping> compileMapping(std::string_view text, const AxisEnv& env,
                                             const AliasTable& aliases = {});

// "{A: 1, B: 7}" / "{}" for error messages and the GUI.
std::string formatIndex(const TensorIndex& index, const AxisEnv& env);

}  // namespace tcpwb::mapping
