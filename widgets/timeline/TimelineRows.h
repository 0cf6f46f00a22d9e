#pragma once
// The rows of a timeline below its ruler, top to bottom: one per track in the
// model's order (a lane per nesting level, or a memory map), then one per
// counter; their tops and heights in pixels from the first row's top.
#include <cstdint>
#include <vector>

namespace tcpwb::widgets {

class TimelineModel;

enum class TimelineRowKind { Slices, Memory, Counter };

struct TimelineRow {
    TimelineRowKind kind = TimelineRowKind::Slices;
    std::uint32_t index = 0;  // track id, or counter index
    int top = 0, height = 0;  // content coordinates below the ruler
};

struct TimelineRowSizes {
    static constexpr int kLaneHeight = 18;
    static constexpr int kCounterHeight = 44;
    static constexpr int kMemoryHeight = 96;
    static constexpr int kRowGap = 4;
};

std::vector<TimelineRow> timelineRowsOf(const TimelineModel& model);
// The rows' height with the gap under the last; 0 without rows.
int contentHeightOf(const std::vector<TimelineRow>& rows);

}  // namespace tcpwb::widgets
