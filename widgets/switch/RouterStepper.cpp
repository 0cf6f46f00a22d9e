#include "widgets/switch/RouterStepper.h"

#include <QTimer>
#include <algorithm>

#include "widgets/switch/SwitchData.h"

namespace tcpwb::widgets {

RouterStepper::RouterStepper(QObject* parent) : QObject(parent), timer_(new QTimer(this)) {
    connect(timer_, &QTimer::timeout, this, &RouterStepper::tick);
    setSpeed(speed_);
}

void RouterStepper::setRing(const SwitchData& data, int slice) {
    const int before = cycleCount();
    trace_ = {};
    rows_.clear();
    whyNot_.clear();
    ringStart_ = 0;
    if (!data.hasPlan()) {
        whyNot_ = tr("No switch plan: give a topology the stream satisfies.");
    } else {
        const int ring = data.ringSize();
        const u64 perSlice = std::max<u64>(data.plan().inputTime, 1);
        ringStart_ = data.ringStart(data.ringOf(std::clamp(slice, 0, std::max(data.slices() - 1, 0))));
        if (ring > kMaxAnimatedRing) {
            whyNot_ = tr("ring_size %1 is too large to animate router by router (at most %2).").arg(ring).arg(kMaxAnimatedRing);
        } else {
            trace_ = sw::traceRing(u64(ring), perSlice);
            if (trace_.cycles.empty())
                whyNot_ = tr("%1 packets per ring (ring_size %2 x %3 time steps) are too many to animate (at most 256).")
                              .arg(u64(ring) * perSlice)
                              .arg(ring)
                              .arg(perSlice);
            for (int p = 0; p < ring; ++p) rows_.push_back(data.acceptedBy(ringStart_ + p));
        }
    }
    if (!animatable()) pause();
    emit traceChanged();
    // The same trace length after an edit keeps the place; otherwise start over.
    const int keep = cycleCount() == before ? cycle_ : 0;
    cycle_ = -1;
    setCycle(keep);
}

const sw::RouterCycle* RouterStepper::current() const {
    if (cycle_ < 0 || cycle_ >= cycleCount()) return nullptr;
    return &trace_.cycles[std::size_t(cycle_)];
}

int RouterStepper::sourceSlice(u64 packet) const {
    const u64 perSlice = std::max<u64>(trace_.packetsPerSlice, 1);
    return ringStart_ + int(packet / perSlice);
}

int RouterStepper::sourceTime(u64 packet) const { return int(packet % std::max<u64>(trace_.packetsPerSlice, 1)); }

bool RouterStepper::accepts(int position, u64 packet) const {
    if (position < 0 || position >= int(rows_.size())) return false;
    const auto& row = rows_[std::size_t(position)];
    return std::binary_search(row.begin(), row.end(), u64(sourceSlice(packet)));
}

QString RouterStepper::packetText(u64 packet) const {
    return tr("packet %1 (slice %2, time %3)").arg(packet).arg(sourceSlice(packet)).arg(sourceTime(packet));
}

bool RouterStepper::isPlaying() const { return timer_->isActive(); }

void RouterStepper::setCycle(int cycle) {
    const int clamped = std::clamp(cycle, 0, std::max(cycleCount() - 1, 0));
    if (clamped == cycle_) return;
    cycle_ = clamped;
    emit cycleChanged(cycle_);
}

void RouterStepper::stepForward() { setCycle(cycle_ + 1); }

void RouterStepper::stepBack() { setCycle(cycle_ - 1); }

void RouterStepper::home() { setCycle(0); }

void RouterStepper::end() { setCycle(cycleCount() - 1); }

void RouterStepper::play() {
    if (!animatable() || isPlaying()) return;
    // Playing from the last cycle starts over, as media players do.
    if (cycle_ >= cycleCount() - 1) home();
    timer_->start();
    emit playingChanged(true);
}

void RouterStepper::pause() {
    if (!isPlaying()) return;
    timer_->stop();
    emit playingChanged(false);
}

void RouterStepper::togglePlay() { isPlaying() ? pause() : play(); }

void RouterStepper::setSpeed(double cyclesPerSecond) {
    speed_ = std::clamp(cyclesPerSecond, 0.25, 60.0);
    timer_->setInterval(int(1000.0 / speed_));
}

void RouterStepper::tick() {
    if (cycle_ >= cycleCount() - 1) {
        pause();
        return;
    }
    stepForward();
}

}  // namespace tcpwb::widgets
