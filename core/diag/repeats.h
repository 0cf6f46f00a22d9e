#pragma once
// Diagnostics that say the same thing at the same place: a loop unrolled at
// load time runs one line's operation once per iteration, and each would
// otherwise warn on its own (32 identical lines for a 32-step tiling loop).
#include <vector>

#include "diag/diagnostic.h"

namespace tcpwb::diag {

// Each group of diagnostics with the same kind, severity, message, place and
// fix becomes its first, in the order they came, with a note counting the
// others ("the same at 31 more operations of this line").
std::vector<Diagnostic> mergeRepeats(std::vector<Diagnostic> diagnostics);

}  // namespace tcpwb::diag
