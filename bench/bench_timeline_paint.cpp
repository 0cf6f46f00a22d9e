// Painting the timeline: one frame of a 1,000,000-slice synthetic trace at
// several zoom levels, offscreen into a QImage, in milliseconds per frame and
// as a ratio to painting an empty timeline. The target is at most 16 ms a
// frame (issue 8, item 3).
//   ninja -C build bench_timeline_paint && build/bench/bench_timeline_paint [SLICES] [FRAMES]
#include <QApplication>
#include <QElapsedTimer>
#include <QImage>
#include <QPainter>
#include <algorithm>
#include <cstdio>
#include <vector>
#include <cstdlib>
#include <memory>

#include "widgets/timeline/TimelineCanvas.h"
#include "widgets/timeline/TimelineModel.h"

using namespace tcpwb;

namespace {

// Three engine tracks with two nesting levels, many distinct names, flows
// between the tracks and a counter: `slices` slices in all.
std::shared_ptr<trace::Trace> synthetic(u64 slices) {
    auto t = std::make_shared<trace::Trace>();
    const trace::TrackId tracks[] = {t->addTrack({1, 1, "kernel", "main"}), t->addTrack({1, 2, "kernel", "sub"}),
                                     t->addTrack({1, 3, "kernel", "dma"})};
    trace::Counter pressure{1, "bank_pressure", {}};
    u64 placed = 0;
    for (u64 op = 0; placed < slices; ++op) {
        const trace::TrackId track = tracks[op % 3];
        const u64 start = (op / 3) * 100 + (op % 3) * 7;
        t->addSlice(track, "op " + std::to_string(op % 512), "op", start, start + 90);
        t->addSlice(track, op % 2 ? "fetch" : "commit", "engine", start + 5, start + 60);
        placed += 2;
        if (op % 50 == 0) {
            trace::Flow f;
            f.name = t->intern("RAW");
            f.category = t->intern("hazard");
            f.fromTrack = track;
            f.fromTime = start + 90;
            f.toTrack = tracks[(op + 1) % 3];
            f.toTime = start + 107;
            t->flows.push_back(f);
        }
        if (op % 10 == 0) pressure.samples.push_back({start, static_cast<double>(op % 17)});
    }
    t->counters.push_back(std::move(pressure));
    t->finish();
    return t;
}

// The median frame: the machine is shared, and a frame that another
// process preempted says nothing about the painter.
double msPerFrame(widgets::TimelineCanvas& canvas, QImage& image, int frames) {
    std::vector<double> times;
    for (int i = 0; i < frames; ++i) {
        QElapsedTimer timer;
        timer.start();
        image.fill(Qt::white);
        canvas.render(&image);
        times.push_back(static_cast<double>(timer.nsecsElapsed()) / 1e6);
    }
    std::sort(times.begin(), times.end());
    return times[times.size() / 2];
}

}  // namespace

int main(int argc, char* argv[]) {
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const u64 slices = argc > 1 ? std::strtoull(argv[1], nullptr, 10) : 1'000'000;
    const int frames = std::max(1, argc > 2 ? std::atoi(argv[2]) : 21);
    const QSize size(1600, 900);
    QImage image(size, QImage::Format_ARGB32_Premultiplied);

    widgets::TimelineModel empty;
    widgets::TimelineCanvas emptyCanvas(&empty);
    emptyCanvas.resize(size);
    msPerFrame(emptyCanvas, image, 3);  // warm up fonts and caches
    const double baseline = msPerFrame(emptyCanvas, image, frames);

    QElapsedTimer build;
    build.start();
    widgets::TimelineModel model;
    model.setTrace(synthetic(slices));
    const double modelMs = static_cast<double>(build.nsecsElapsed()) / 1e6;
    widgets::TimelineCanvas canvas(&model);
    canvas.resize(size);
    canvas.fit();
    msPerFrame(canvas, image, 3);

    std::printf("timeline paint: %llu slices on %zu tracks, %zu flows, %dx%d, median of %d frames each (model built in %.0f ms)\n",
                static_cast<unsigned long long>(model.trace().slices.size()), model.trace().tracks.size(), model.trace().flows.size(),
                size.width(), size.height(), frames, modelMs);
    std::printf("  %-28s %8.2f ms/frame\n", "empty timeline", baseline);
    const u64 span = model.lastCycle() - model.firstCycle() + 1;
    bool withinBudget = true;
    for (const u64 divisor : {u64{1}, u64{10}, u64{1000}, u64{100'000}}) {
        const u64 shown = std::max<u64>(span / divisor, 64);
        canvas.zoomToRange(model.firstCycle() + span / 3, model.firstCycle() + span / 3 + shown);
        const double ms = msPerFrame(canvas, image, frames);
        withinBudget = withinBudget && ms <= 16.0;
        std::printf("  %-28s %8.2f ms/frame  %6.1fx empty  (%.3g cycles/pixel)\n", qPrintable(QStringLiteral("%1 cycles shown").arg(shown)),
                    ms, ms / baseline, canvas.cyclesPerPixel());
    }
    std::printf("%s\n", withinBudget ? "every zoom within 16 ms a frame" : "SOME ZOOM OVER 16 ms A FRAME");
    return 0;
}
