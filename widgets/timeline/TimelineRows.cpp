#include "widgets/timeline/TimelineRows.h"

#include <algorithm>

#include "widgets/timeline/TimelineModel.h"

namespace tcpwb::widgets {

std::vector<TimelineRow> timelineRowsOf(const TimelineModel& model) {
    using S = TimelineRowSizes;
    std::vector<TimelineRow> rows;
    int top = 0;
    auto push = [&](TimelineRowKind kind, std::uint32_t index, int height) {
        rows.push_back({kind, index, top, height});
        top += height + S::kRowGap;
    };
    for (trace::TrackId t : model.trackOrder()) {
        if (model.isMemoryTrack(t)) push(TimelineRowKind::Memory, t, S::kMemoryHeight);
        else push(TimelineRowKind::Slices, t, static_cast<int>(std::max<std::uint32_t>(1, model.depthCount(t))) * S::kLaneHeight);
    }
    for (std::size_t c = 0; c < model.counterCount(); ++c) push(TimelineRowKind::Counter, static_cast<std::uint32_t>(c), S::kCounterHeight);
    return rows;
}

int contentHeightOf(const std::vector<TimelineRow>& rows) {
    return rows.empty() ? 0 : rows.back().top + rows.back().height + TimelineRowSizes::kRowGap;
}

}  // namespace tcpwb::widgets
