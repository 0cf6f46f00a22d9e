#pragma once
// What the Switch tab shows, taken from the document's switch derivation
// once per edit: the ring groups, the snoop bitmap as a lookup, and each
// slice's logical coordinate (the tensor index the Slice mapping puts there).
// Plain data; the views paint it and the models list it.
#include <QString>
#include <QStringList>
#include <memory>
#include <optional>
#include <vector>

#include "diag/diagnostic.h"
#include "switch/switch.h"

namespace tcpwb::widgets {

struct TensorUnitDerivation;

class SwitchData {
public:
    SwitchData() = default;
    // Empty (hasPlan() false) when no topology is given, the stream does not
    // compile, or the switch rejects it (then error() says why).
    static SwitchData from(const TensorUnitDerivation& derived);

    bool hasPlan() const { return plan_.has_value(); }
    const sw::SwitchPlan& plan() const { return *plan_; }
    const std::optional<diag::Diagnostic>& error() const { return error_; }
    bool requested() const { return requested_; }

    int slices() const { return hasPlan() ? int(plan_->bitmap.size()) : 0; }
    int ringSize() const { return hasPlan() ? int(std::max<u64>(plan_->ringSize, 1)) : 1; }
    int ringGroups() const { return hasPlan() ? (slices() + ringSize() - 1) / ringSize() : 0; }
    // Ring groups are aligned runs of ring_size slices (manual, "Ring Structure").
    int ringOf(int slice) const { return slice / ringSize(); }
    int positionInRing(int slice) const { return slice % ringSize(); }
    int ringStart(int ring) const { return ring * ringSize(); }

    // Whether output slice `out` accepts input slice `in` (its bitmap row).
    bool accepts(int out, int in) const;
    const std::vector<u64>& acceptedBy(int out) const;

    // "X:3 R:1", "padding" or "" when unknown: the input Slice mapping's
    // index at input slice s, and the output Slice mapping's at output slice s.
    QString inputCoordinate(int slice) const;
    QString outputCoordinate(int slice) const;

private:
    std::optional<sw::SwitchPlan> plan_;
    std::optional<diag::Diagnostic> error_;
    bool requested_ = false;
    QStringList inputCoordinates_, outputCoordinates_;
};

// "X:3 R:1" for the index at position i of the mapping; "padding" when none.
QString logicalCoordinate(const mapping::CompiledMapping& mapping, u64 i);

}  // namespace tcpwb::widgets
