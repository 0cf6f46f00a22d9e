#pragma once
// The router animation's state: core's router trace for one ring group
// (switch/router.h), the cycle shown, and play/pause at a speed. Which
// slices accept a packet comes from the snoop bitmap: every router of the
// group sees every packet go by, and a slice keeps (snoops) the ones whose
// source slice its bitmap row lists. Data and timing only; RouterCanvas
// paints it and RouterCycleModel lists it.
#include <QObject>
#include <QString>
#include <vector>

#include "switch/router.h"

class QTimer;

namespace tcpwb::widgets {

class SwitchData;

class RouterStepper : public QObject {
    Q_OBJECT

public:
    // Rings larger than this are not drawn router by router; core's trace
    // itself stops at 256 packets (ring_size x input time steps).
    static constexpr int kMaxAnimatedRing = 32;

    explicit RouterStepper(QObject* parent = nullptr);

    // Traces the ring group that holds `slice`; keeps the cycle when the
    // trace has as many cycles as before (an edit elsewhere), else starts at 0.
    void setRing(const SwitchData& data, int slice);

    bool animatable() const { return !trace_.cycles.empty(); }
    QString whyNotAnimated() const { return whyNot_; }
    const sw::RouterTrace& trace() const { return trace_; }
    int ringStart() const { return ringStart_; }
    int ringSize() const { return int(trace_.ringSize); }
    int cycle() const { return cycle_; }
    int cycleCount() const { return int(trace_.cycles.size()); }
    const sw::RouterCycle* current() const;

    // Packet labels are source_slice x packets_per_slice + time, in the group.
    int sourceSlice(u64 packet) const;  // a global slice number
    int sourceTime(u64 packet) const;
    // Whether the slice at `position` of the ring keeps packet (its bitmap row).
    bool accepts(int position, u64 packet) const;
    QString packetText(u64 packet) const;  // "packet 5 (slice 1, time 2)"

    bool isPlaying() const;
    double speed() const { return speed_; }  // cycles per second

public slots:
    void setCycle(int cycle);
    void stepForward();
    void stepBack();
    void home();
    void end();
    void play();
    void pause();
    void togglePlay();
    void setSpeed(double cyclesPerSecond);

signals:
    void cycleChanged(int cycle);
    void traceChanged();
    void playingChanged(bool playing);

private:
    void tick();

    sw::RouterTrace trace_;
    std::vector<std::vector<u64>> rows_;  // the group's bitmap rows, by position
    QString whyNot_;
    int ringStart_ = 0;
    int cycle_ = 0;
    double speed_ = 2;
    QTimer* timer_;
};

}  // namespace tcpwb::widgets
