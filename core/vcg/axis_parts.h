#pragma once
// Where a tracked (reduce) axis sits in a stream's Slice, Time and Packet:
// its factors in each mapping's normal form, and what every combination of
// their digits holds. The VCG only ever sees these digits: slice-id bits for
// Slice factors, counters for Time factors, lanes for the Packet factor.
#include <optional>
#include <vector>

#include "mapping/mapping.h"

namespace tcpwb::vcg {

enum class Where { Slice, Time, Packet };

// One factor of the axis: digit x in [0, size) stands for coordinate
// offset + step * x, and holds no element when x >= extent.
struct Part {
    Where where = Where::Time;
    std::size_t factor = 0;  // index in that mapping's normal form (major first)
    u64 offset = 0;
    u64 step = 1;
    u64 size = 1;
    u64 extent = 1;
    u64 weight = 1;  // place value in its buffer: product of the sizes of the factors minor to it
};

struct AxisParts {
    mapping::AxisId axis = 0;
    u64 size = 0;                           // |R|, before padding
    u64 base = 0;                           // constant coordinate from the mappings' bases
    std::vector<Part> slice, time, packet;  // major first within each
    bool inGroup = false;                   // a group or sliding window holds the axis: not a plain factor the VCG can count

    bool present() const { return !slice.empty() || !time.empty() || !packet.empty() || base != 0 || inGroup; }
};

AxisParts findParts(mapping::AxisId axis, const mapping::NormalForm& slice, const mapping::NormalForm& time,
                    const mapping::NormalForm& packet, const mapping::AxisEnv& env);

// The slice-id bits holding the axis's Slice factors, or nullopt when a
// factor does not sit on whole bits (a non-power-of-two place value or size
// below another factor), so no bitmask can isolate it.
std::optional<u64> sliceMask(const AxisParts& parts);

// One combination of digits of a group of parts.
struct Digits {
    std::vector<u64> digits;  // one per part, in the parts' order
    u64 coordinate = 0;       // sum of offset + step * digit
    u64 placeValue = 0;       // sum of digit * weight (the masked slice id for Slice parts)
    bool inRange = true;      // every digit below its extent
};

// Every digit combination of `parts` (an empty list has one: no digits),
// ordered by place value; nullopt when there are more than `limit`.
std::optional<std::vector<Digits>> combinations(const std::vector<Part>& parts, u64 limit);

// gcd of the steps of `parts` (1 for none): the unit the VCG counts them in.
u64 stepUnit(const std::vector<Part>& parts);

}  // namespace tcpwb::vcg
