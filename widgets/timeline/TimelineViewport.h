#pragma once
// The window of cycles a timeline shows: a u64 first cycle plus cycles per
// pixel (a double used only to map to pixels, so the ruler stays exact at any
// zoom), over lanes `lanesWidth` pixels wide, clamped to a time range. Two
// timelines on one time axis (the Compare tab's runs) share one viewport:
// zooming or scrolling either moves both, with nothing to keep in step.
//
// x is in pixels from the lanes' left edge; differences are taken in u64
// first, so far-apart cycles map exactly.
#include <QObject>
#include <optional>
#include <utility>

#include "util/checked.h"

namespace tcpwb::widgets {

class TimelineViewport : public QObject {
    Q_OBJECT

public:
    static constexpr double kMinCyclesPerPixel = 1.0 / 32;

    explicit TimelineViewport(QObject* parent = nullptr);

    // A non-negative cycle count from a double, rounded, saturating at 2^64 - 1.
    static u64 toCycles(double cycles);

    u64 start() const { return start_; }
    double cyclesPerPixel() const { return cyclesPerPixel_; }
    u64 end() const { return cycleAt(lanesWidth_); }  // first cycle past the right edge
    int lanesWidth() const { return lanesWidth_; }

    double xOf(u64 cycle) const;
    u64 cycleAt(double x) const;

    void setView(u64 start, double cyclesPerPixel);
    // About the cycle at `anchorX` (the lanes' middle by default).
    void zoomBy(double factor, std::optional<double> anchorX = std::nullopt);
    void panByPixels(double pixels);
    void zoomToRange(u64 t0, u64 t1);
    // The whole range with 2% to spare; kept fitted across resizes until the view moves.
    void fit();

    // The cycles the view fits and clamps to.
    u64 rangeFirst() const { return range_.first; }
    u64 rangeLast() const { return range_.second; }
    void setRange(std::pair<u64, u64> range);

    // The lanes' new width: refits when fitted, else clamps the zoom.
    void setLanesWidth(int pixels);

signals:
    void changed();

private:
    double maxCyclesPerPixel() const;
    void clamp();

    u64 start_ = 0;
    double cyclesPerPixel_ = 1;
    int lanesWidth_ = 1;
    std::pair<u64, u64> range_{0, 0};
    bool fitted_ = false;  // refit on resize until the user moves the view
};

}  // namespace tcpwb::widgets
