#include <string>

#include "widgets/timeline/TimelineModel.h"
#include "widgets/timeline/TimelinePainters.h"

namespace tcpwb::widgets {

namespace {

// FNV-1a of the name's text.
std::uint32_t stableHash(const std::string& text) {
    std::uint32_t h = 2166136261u;
    for (unsigned char c : text) h = (h ^ c) * 16777619u;
    return h;
}

}  // namespace

QColor SliceColours::of(const TimelineModel& model, trace::StringId name) {
    if (name >= colours_.size()) colours_.resize(name + 1);
    QColor& c = colours_[name];
    if (!c.isValid()) {
        const std::uint32_t h = stableHash(model.trace().text(name));
        c = QColor::fromHsv(static_cast<int>(h % 360), 110 + static_cast<int>((h >> 9) % 70), 200 + static_cast<int>((h >> 17) % 40));
    }
    return c;
}

}  // namespace tcpwb::widgets
