#pragma once
// Small operations on compiled mappings that the Contraction Engine needs:
// building a mapping from parts of others (`m![Time', Packet]`), its factors
// as text, and the axes it involves.
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "diag/diagnostic.h"
#include "mapping/mapping.h"

namespace tcpwb::contraction {

using mapping::CompiledMapping;

// Compiles `m![parts...]` in the axis environment of `like`; an empty list is `m![1]`.
diag::Result<CompiledMapping> compose(const CompiledMapping& like, const std::vector<std::string>& parts);

// The canonical factors of a mapping, major first, each as mapping text: one
// per entry of normalForm().factors (callers rely on the correspondence), so
// the constant part (`KT @ 1`, a single-valued factor) is not among them.
std::vector<std::string> factorTexts(const CompiledMapping& m);

// The normal form's constant part (its `base`) as mapping text, one
// `KT @ 1 = 1` per axis: what a mapping rebuilt from factorTexts must start
// with to name the same elements (a tile a Time selects with `KT @ 1`).
std::vector<std::string> baseTexts(const CompiledMapping& m);

// baseTexts(m) followed by `parts`: a mapping rebuilt from some of m's factors.
std::vector<std::string> withBase(const CompiledMapping& m, std::vector<std::string> parts);

// Every axis a mapping's elements have a coordinate on.
std::set<mapping::AxisId> axesOf(const CompiledMapping& m);

// Same size and the same element at every position (padding kinds aside).
bool sameElements(const CompiledMapping& a, const CompiledMapping& b);

// `m![A, B]` for messages.
std::string show(const CompiledMapping& m);

}  // namespace tcpwb::contraction
