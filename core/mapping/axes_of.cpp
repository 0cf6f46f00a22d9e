#include "mapping/axes_of.h"

namespace tcpwb::mapping {
namespace {

enum class ConstantPart { left_out, included };

void collect(const NormalForm& form, ConstantPart constant, std::set<AxisId>& out) {
    if (constant == ConstantPart::included)
        for (const auto& entry : form.base.entries()) out.insert(entry.first);
    for (const Factor& f : form.factors) {
        if (f.content == Factor::Content::Axis) out.insert(f.axis);
        if (f.group) collect(*f.group, constant, out);
        for (const auto& term : f.terms)
            if (term) collect(*term, constant, out);
    }
}

}  // namespace

std::set<AxisId> positionAxes(const NormalForm& form) {
    std::set<AxisId> out;
    collect(form, ConstantPart::left_out, out);
    return out;
}

std::set<AxisId> namedAxes(const NormalForm& form) {
    std::set<AxisId> out;
    collect(form, ConstantPart::included, out);
    return out;
}

std::set<AxisId> underlyingAxes(const std::set<AxisId>& axes, const AxisEnv& env) {
    std::set<AxisId> out;
    for (AxisId id : axes) {
        const Axis& axis = env[id];
        if (axis.skew) out.insert(axis.skew->base);
        else if (axis.padded) out.insert(axis.padded->base);
        else out.insert(id);
    }
    return out;
}

}  // namespace tcpwb::mapping
