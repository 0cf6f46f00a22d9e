#pragma once
// Display text for core's results, shared by the models and views so a
// padding kind or a tensor index reads the same everywhere.
#include <QString>

#include "mapping/mapping.h"

namespace tcpwb::widgets {

QString padKindName(mapping::PadKind kind);

// The axis name for an axis factor, else what kind of factor it is.
QString factorContentName(const mapping::Factor& factor, const mapping::AxisEnv& env);

// A tensor index of `mapping` as every view shows it: "{A: 1, B: 7}", and at
// the origin the mapping's axes at 0, "{A: 0, B: 0}", where core prints "{}".
QString indexText(const mapping::TensorIndex& index, const mapping::CompiledMapping& mapping);

// What buffer position i holds: "{A: 1, B: 7}", up to three joined by " or "
// for a linear combination (then "(and N more)"), or "padding (zero)". The
// origin names the mapping's axes, "{A: 0, B: 0}", where core prints "{}".
QString describePosition(const mapping::CompiledMapping& mapping, u64 i);

}  // namespace tcpwb::widgets
