#pragma once
// The canonical normal form of a mapping expression, computed symbolically.
//
// A buffer of `size` positions is a mixed-radix number whose digits are the
// factors, major first. Digit x of a factor is valid when x < extent; it then
// stands for the inner position q = offset + step * x of the factor's content:
//   Axis       contributes coordinate q to its axis,
//   Broadcast  contributes nothing (a don't-care dimension),
//   Group      contributes whatever the nested normal form holds at q
//              (only for splits that do not fall on factor boundaries,
//              such as `[B, C] # 22` over 10 elements),
//   Sliding    every way of writing q as a linear combination `$(e:n, ...)`.
// Contributions add up (the manual's Index::add); `base` holds the constant
// part. A position whose summed coordinate reaches its axis size holds no
// element (finalizeIndex), which is how `A # 8 / 4, A # 8 % 4` leaves 6, 7 out.
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "mapping/expr.h"
#include "mapping/index.h"

namespace tcpwb::mapping {

struct NormalForm;

struct Factor {
    enum class Content { Axis, Broadcast, Group, Sliding };

    Content content = Content::Broadcast;
    AxisId axis = 0;                                       // Axis
    std::shared_ptr<const NormalForm> group;               // Group
    std::vector<std::shared_ptr<const NormalForm>> terms;  // Sliding
    std::vector<u64> weights;                              // Sliding
    u64 innerSize = 1;                                     // Group/Sliding: size of the content
    u64 offset = 0;
    u64 step = 1;
    u64 size = 1;
    u64 extent = 1;  // digits at or above extent are padding
    PadKind pad = PadKind::Any;

    bool isPadded() const { return extent < size; }
};

struct NormalForm {
    u64 size = 1;                 // product of the factor sizes
    std::vector<Factor> factors;  // major first; every factor has size > 1 once canonical
    TensorIndex base;             // constant contribution
    bool valid = true;            // false: every position is padding
    PadKind invalidPad = PadKind::Any;

    // Raw (additive, unfinalized) index at buffer position p; for a sliding
    // window, the first solution. nullopt for padding or p >= size.
    std::optional<TensorIndex> mapRaw(u64 p) const;
    // Every raw index at p (more than one only with a linear combination).
    std::vector<TensorIndex> mapRawAll(u64 p) const;
    // The padding kind at p, when p is padding.
    std::optional<PadKind> padAt(u64 p) const;

    bool hasGroups() const;  // any Group or Sliding factor, at any depth
};

struct NormalFormOptions {
    bool eraseKinds = false;  // treat every padding as `#`, for equivalence
};

// Builds the canonical normal form of a resolved tree.
NormalForm buildNormalForm(const Expr& resolved, const AxisEnv& env, NormalFormOptions options = {});

// `A / 8 # 256`-style text of a normal form, without the `m![ ]` wrapper.
std::string printNormalForm(const NormalForm& nf, const AxisEnv& env);
// The text of one factor, such as `B / 32 % 2` or `1 # 2`.
std::string printFactor(const Factor& f, const AxisEnv& env);

bool structurallyEqual(const NormalForm& a, const NormalForm& b);

}  // namespace tcpwb::mapping
