#include "widgets/switch/SwitchData.h"

#include <QCoreApplication>
#include <algorithm>
#include <set>

#include "mapping/axes_of.h"
#include "widgets/document/StringBridge.h"
#include "widgets/document/TensorUnitDerivation.h"

namespace tcpwb::widgets {
namespace {

struct Text {
    Q_DECLARE_TR_FUNCTIONS(SwitchData)
};

// The axes a mapping mentions, outermost first ("X:3 R:1" for m![X, R / 3]);
// axes only inside a group or window come last, by id.
std::vector<mapping::AxisId> axesOutermostFirst(const mapping::CompiledMapping& mapping) {
    const std::set<mapping::AxisId> all = mapping::namedAxes(mapping.normalForm());
    const auto& factors = mapping.normalForm().factors;
    auto rank = [&](mapping::AxisId axis) {
        for (std::size_t i = 0; i < factors.size(); ++i)
            if (factors[i].content == mapping::Factor::Content::Axis && factors[i].axis == axis) return i;
        return factors.size();
    };
    std::vector<mapping::AxisId> axes(all.begin(), all.end());
    std::stable_sort(axes.begin(), axes.end(), [&](auto a, auto b) { return rank(a) < rank(b); });
    return axes;
}

QStringList coordinates(const mapping::CompiledMapping& mapping, int count) {
    QStringList out;
    out.reserve(count);
    for (int s = 0; s < count; ++s) out << logicalCoordinate(mapping, u64(s));
    return out;
}

}  // namespace

QString logicalCoordinate(const mapping::CompiledMapping& mapping, u64 i) {
    if (i >= mapping.size()) return {};
    const auto index = mapping.at(i);
    if (!index) return Text::tr("padding");
    // Every axis the mapping mentions, zeros included, so slice 0 reads
    // "X:0 R:0" rather than an empty index.
    QStringList parts;
    for (mapping::AxisId axis : axesOutermostFirst(mapping))
        parts << QStringLiteral("%1:%2").arg(toQt(mapping.env()[axis].name)).arg(index->get(axis));
    return parts.isEmpty() ? QStringLiteral("-") : parts.join(QLatin1Char(' '));
}

SwitchData SwitchData::from(const TensorUnitDerivation& derived) {
    SwitchData data;
    data.requested_ = derived.switchRequested;
    data.error_ = derived.switchError;
    if (!derived.switchPlan || !derived.slice) return data;
    data.plan_ = derived.switchPlan;
    const int count = data.slices();
    data.inputCoordinates_ = coordinates(*derived.slice, count);
    // The output Slice is derived text over the input's axes; a broadcast
    // (tile) position has no axis, so it reads like the input's padding.
    auto out = mapping::compileDerived(data.plan_->outSlice, *derived.slice, "output Slice mapping");
    if (out) data.outputCoordinates_ = coordinates(*out, count);
    return data;
}

bool SwitchData::accepts(int out, int in) const {
    if (!hasPlan() || out < 0 || out >= slices() || in < 0) return false;
    const auto& row = plan_->bitmap[std::size_t(out)];
    return std::binary_search(row.begin(), row.end(), u64(in));
}

const std::vector<u64>& SwitchData::acceptedBy(int out) const {
    static const std::vector<u64> none;
    if (!hasPlan() || out < 0 || out >= slices()) return none;
    return plan_->bitmap[std::size_t(out)];
}

QString SwitchData::inputCoordinate(int slice) const { return inputCoordinates_.value(slice); }

QString SwitchData::outputCoordinate(int slice) const { return outputCoordinates_.value(slice); }

}  // namespace tcpwb::widgets
