#pragma once
// How the Vector Engine rewrites a stream's Slice, Time and Packet mappings:
// Narrow (vector_split, vector_trim_way4), Widen (vector_concat,
// vector_pad_way8), the Intra-Slice Reduce (reduce label removed, accumulator
// slots) and the Inter-Slice Block's output rules (broadcast, dummy,
// promotion). Manual: "Narrow", "Widen", "Intra-Slice Reduce", "Output Mapping Rule".
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "diag/diagnostic.h"
#include "mapping/mapping.h"

namespace tcpwb::vector {

struct Shape {
    mapping::CompiledMapping slice, time, packet;
};

diag::Result<mapping::CompiledMapping> compileIn(const mapping::AxisEnv& env, const std::string& text);
diag::Result<Shape> makeShape(const mapping::AxisEnv& env, const std::string& slice, const std::string& time, const std::string& packet);

// [T], [P] -> [T, P / 2], [P % 4]: the outer half of the 8 lanes moves to Time.
diag::Result<Shape> split(const Shape& in);
// [T], [P] -> [T], [P = 4]: keeps lanes 0-3.
diag::Result<Shape> trimWay4(const Shape& in);
// [T, P / 2], [P % 4] -> [T], [P]: the innermost Time factor of 2 returns to Packet.
diag::Result<Shape> concat(const Shape& in);
// [T], [P] -> [T], [P # 8]: lanes 4-7 become padding.
diag::Result<Shape> padWay8(const Shape& in);

// The accumulator slots a reduce over `reduce` needs: the product of the
// non-reduce Time factors inside the outermost reduce factor.
struct SlotPlan {
    u64 count = 1;
    std::vector<u64> slotOfFlit;  // per Time position, when Time has at most kSlotListLimit positions
};
inline constexpr u64 kAccumulatorSlots = 8;
inline constexpr u64 kSlotListLimit = 4096;
SlotPlan accumulatorSlots(const mapping::CompiledMapping& time, mapping::AxisId reduce);

struct IntraReduce {
    Shape shape;  // Slice unchanged, reduce factors removed from Time and Packet
    SlotPlan accumulator;
    bool inPacket = false;          // the 4-way tree reduces lanes
    bool inTime = false;            // the accumulator sums across flits
    std::optional<u64> validCount;  // valid lanes per flit when the reduce axis lives in Packet only
};
// Needs a Way4 packet (4 positions). Rejects more than 8 accumulator slots and
// packets that mix the reduce axis with other data.
diag::Result<IntraReduce> intraSliceReduce(const Shape& in, std::string_view reduceAxis);

enum class InterRule { Dummy, Broadcast, Promotion };
std::string_view interRuleName(InterRule rule);

struct InterReduce {
    Shape shape;
    InterRule rule = InterRule::Dummy;
    std::string filler;  // the factor that took the reduce axis's place in Slice
};
// Derives SliceOut and TimeOut. `with` is the new axis (Broadcast) or the Time
// axis to promote (Promotion); Dummy ignores it.
diag::Result<InterReduce> interSliceReduce(const Shape& in, std::string_view reduceAxis, InterRule rule, std::string_view with = {});
// Checks a SliceOut/TimeOut the kernel writer chose and names the rule it follows.
diag::Result<InterReduce> checkInterSliceOutput(const Shape& in, std::string_view reduceAxis, const std::string& sliceOut,
                                                const std::string& timeOut);

}  // namespace tcpwb::vector
