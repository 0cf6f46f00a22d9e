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

// The canonical factors of a mapping, major first, each as mapping text.
std::vector<std::string> factorTexts(const CompiledMapping& m);

// Every axis a mapping's elements have a coordinate on.
std::set<mapping::AxisId> axesOf(const CompiledMapping& m);

// Same size and the same element at every position (padding kinds aside).
bool sameElements(const CompiledMapping& a, const CompiledMapping& b);

// `m![A, B]` for messages.
std::string show(const CompiledMapping& m);

}  // namespace tcpwb::contraction
