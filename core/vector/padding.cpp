#include "vector/padding.h"

#include <fmt/format.h>

#include <bit>

namespace tcpwb::vector {

bool reduceAxisPadded(const Shape& shape, mapping::AxisId reduceAxis) {
    for (const mapping::CompiledMapping* m : {&shape.slice, &shape.time, &shape.packet})
        for (const mapping::Factor& f : m->normalForm().factors)
            if (f.content == mapping::Factor::Content::Axis && f.axis == reduceAxis && f.isPadded()) return true;
    return false;
}

std::optional<std::string> transformBeforeReduce(const Chain& chain) {
    for (const Step& s : chain.steps) {
        if (s.kind == Step::Kind::IntraReduce) return std::nullopt;
        const bool changes = s.kind == Step::Kind::Op || s.kind == Step::Kind::Zip || s.kind == Step::Kind::FxpToFp ||
                             s.kind == Step::Kind::FpToFxp || s.kind == Step::Kind::InterSlice;
        if (changes) return s.call.text();
    }
    return std::nullopt;
}

PaddingPlan planPadding(const Chain& chain, const Shape& input, mapping::AxisId reduceAxis) {
    PaddingPlan plan;
    plan.padded = reduceAxisPadded(input, reduceAxis);
    const Step* reduce = nullptr;
    for (const Step& s : chain.steps)
        if (s.kind == Step::Kind::IntraReduce) reduce = &s;
    if (!reduce) return plan;
    plan.identity = reduce->typeIn == Scalar::F32 ? std::bit_cast<std::uint32_t>(identityF(reduce->reduceOp))
                                                  : static_cast<std::uint32_t>(identityI(reduce->reduceOp));
    if (auto before = transformBeforeReduce(chain)) {
        plan.reason = fmt::format(
            "{} changes the padded values before the reduce, so a fetched identity element does not reach it "
            "as the identity; use the VCG or restructure the mapping",
            *before);
    } else {
        plan.identityWorks = true;
    }
    return plan;
}

}  // namespace tcpwb::vector
