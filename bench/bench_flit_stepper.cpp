// The Kernel tab's flit stepper on the GEMM sample's fetch (a 1,024-element
// flit): the GUI's share of one step, from the flits in hand to the stepper
// painted, over 1,000 random cycles. The answers come from a FlitInspector
// first (untimed: the stepper asks it on a worker thread), so the figure is
// what the GUI thread does per step. Target: the 99th percentile under one
// frame (16 ms) whatever the flit size. Baseline in the same run: painting
// the stepper once with nothing changed.
//   ninja -C build bench_flit_stepper && QT_QPA_PLATFORM=offscreen build/bench/bench_flit_stepper [STEPS] [KERNEL]
#include <QAbstractItemView>
#include <QApplication>
#include <QComboBox>
#include <QElapsedTimer>
#include <QTableView>
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <random>

#include "sim/flits.h"
#include "widgets/kernel/FlitStepper.h"
#include "widgets/kernel/FlitTableModel.h"
#include "widgets/kernel/KernelDocument.h"

using namespace tcpwb;
using namespace tcpwb::widgets;

namespace {

double percentile(std::vector<double> v, double p) {
    std::sort(v.begin(), v.end());
    return v.empty() ? 0 : v[std::min(v.size() - 1, std::size_t(p * double(v.size())))];
}

double msSince(const QElapsedTimer& timer) { return double(timer.nsecsElapsed()) / 1e6; }

}  // namespace

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    const int steps = argc > 1 ? std::atoi(argv[1]) : 1000;
    const QString file = argc > 2 ? QString::fromLocal8Bit(argv[2]) : QStringLiteral(TCPWB_SOURCE_DIR "/samples/kernels/gemm-k1024.rs");
    KernelDocument document;
    QString error;
    if (!document.load(file, &error)) {
        std::fprintf(stderr, "%s\n", qPrintable(error));
        return 2;
    }
    FlitStepper stepper(&document);
    stepper.resize(1400, 700);
    stepper.show();
    auto made = sim::FlitInspector::create(*document.program());
    if (!made) {
        std::fprintf(stderr, "%s\n", made.error().message.c_str());
        return 2;
    }
    sim::FlitInspector inspector = std::move(made).value();
    QApplication::processEvents();
    sim::FlitQuery query = stepper.query();  // the first pass: GEMM's fetch of A
    std::mt19937_64 rng(7);
    std::uniform_int_distribution<u64> cycleOf(0, stepper.lastCycle());
    std::size_t widest = 0;
    std::vector<double> step, repaint;
    for (int n = 0; n < steps; ++n) {
        query.cycle = cycleOf(rng);
        auto flits = inspector.at(query);
        if (!flits) continue;
        QElapsedTimer timer;
        timer.start();
        for (std::size_t i = 0; i < flits->size(); ++i) {
            widest = std::max(widest, (*flits)[i].elements.size());
            if (QTableView* table = stepper.stageTable(int(i)))
                static_cast<FlitTableModel*>(table->model())->setElements((*flits)[i].elements);
        }
        stepper.repaint();
        step.push_back(msSince(timer));
        timer.restart();
        stepper.repaint();
        repaint.push_back(msSince(timer));
    }
    std::printf("%d steps, widest flit %zu elements\n", int(step.size()), widest);
    std::printf("step: median %.2f ms, p99 %.2f ms (target 16 ms); repaint alone: median %.2f ms, p99 %.2f ms; ratio p99 / repaint %.1f\n",
                percentile(step, 0.5), percentile(step, 0.99), percentile(repaint, 0.5), percentile(repaint, 0.99),
                percentile(step, 0.99) / std::max(percentile(repaint, 0.5), 1e-6));
    return 0;
}
