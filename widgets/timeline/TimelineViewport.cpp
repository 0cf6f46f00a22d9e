#include "widgets/timeline/TimelineViewport.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace tcpwb::widgets {

namespace {
constexpr u64 kMaxCycle = std::numeric_limits<u64>::max();
}

TimelineViewport::TimelineViewport(QObject* parent) : QObject(parent) {}

u64 TimelineViewport::toCycles(double cycles) {
    if (!(cycles > 0)) return 0;
    // 2^64 as a double; anything at or past it saturates.
    if (cycles >= 18446744073709551616.0) return kMaxCycle;
    return static_cast<u64>(std::round(cycles));
}

double TimelineViewport::maxCyclesPerPixel() const {
    const double span = static_cast<double>(range_.second - range_.first) + 1;
    return std::max(span / lanesWidth_ * 1.5, 1.0);
}

void TimelineViewport::clamp() {
    cyclesPerPixel_ = std::clamp(cyclesPerPixel_, kMinCyclesPerPixel, maxCyclesPerPixel());
    // Keep some of the trace on screen.
    if (start_ > range_.second) start_ = range_.second;
}

void TimelineViewport::setView(u64 start, double cyclesPerPixel) {
    fitted_ = false;
    start_ = start;
    cyclesPerPixel_ = std::isfinite(cyclesPerPixel) ? cyclesPerPixel : 1.0;
    clamp();
    emit changed();
}

double TimelineViewport::xOf(u64 cycle) const {
    const double offset = cycle >= start_ ? static_cast<double>(cycle - start_) : -static_cast<double>(start_ - cycle);
    return offset / cyclesPerPixel_;
}

u64 TimelineViewport::cycleAt(double x) const {
    // A millionth of a cycle of slack: 320 px at 0.2 cycles/px is 64, not 63.99...
    const double cycles = x * cyclesPerPixel_ + 1e-6;
    if (cycles < 0) {
        const double back = std::ceil(-cycles);
        return back >= static_cast<double>(start_) ? 0 : start_ - static_cast<u64>(back);
    }
    const double room = static_cast<double>(kMaxCycle - start_);
    return cycles >= room ? kMaxCycle : start_ + static_cast<u64>(std::floor(cycles));
}

void TimelineViewport::zoomBy(double factor, std::optional<double> anchorX) {
    const double x = std::clamp(anchorX.value_or(lanesWidth_ / 2.0), 0.0, double(lanesWidth_));
    const u64 anchor = cycleAt(x);
    const double cpp = std::clamp(cyclesPerPixel_ / factor, kMinCyclesPerPixel, maxCyclesPerPixel());
    // The cycle under the anchor stays under it.
    const double before = x * cpp;
    const u64 start = before >= static_cast<double>(anchor) ? 0 : anchor - std::min(anchor, toCycles(before));
    setView(start, cpp);
}

void TimelineViewport::panByPixels(double pixels) {
    const double cycles = pixels * cyclesPerPixel_;
    u64 start = start_;
    if (cycles < 0) start = start_ - std::min(start_, toCycles(-cycles));
    else start = start_ + std::min(kMaxCycle - start_, toCycles(cycles));
    setView(start, cyclesPerPixel_);
}

void TimelineViewport::zoomToRange(u64 t0, u64 t1) {
    if (t1 <= t0) return;
    setView(t0, static_cast<double>(t1 - t0) / lanesWidth_);
}

void TimelineViewport::fit() {
    const double span = static_cast<double>(range_.second - range_.first) + 1;
    setView(range_.first, span / lanesWidth_ * 1.02);
    fitted_ = true;
}

void TimelineViewport::setRange(std::pair<u64, u64> range) {
    if (range.second < range.first) std::swap(range.first, range.second);
    range_ = range;
}

void TimelineViewport::setLanesWidth(int pixels) {
    lanesWidth_ = std::max(1, pixels);
    if (fitted_) fit();
    else clamp();
}

}  // namespace tcpwb::widgets
