// Keystroke -> config inspector and Banks tab updated (issue 7, items 3 and
// 6: "It updates within 50 ms of a keystroke"). For each case, one key is
// typed into the Sequencer dock's Time field (a space, then Backspace, in
// turn: each re-derives the whole document) with the dock and the Banks tab
// shown offscreen, and then again with the whole main window. Figures are
// milliseconds per keystroke (median), up to the views painted, and ratios to a baseline measured in
// the same run: compiling the document's expression alone.
//   ninja -C build bench_studio_update && QT_QPA_PLATFORM=offscreen build/bench/bench_studio_update [KEYS]
#include <QApplication>
#include <QElapsedTimer>
#include <QKeyEvent>
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <vector>

#include "MainWindow.h"
#include "widgets/banks/BankView.h"
#include "widgets/document/Derivation.h"
#include "widgets/document/DocumentFile.h"
#include "widgets/document/MappingDocument.h"
#include "widgets/document/StringBridge.h"
#include "widgets/views/ExpressionEdit.h"
#include "widgets/views/SequencerDock.h"

using namespace tcpwb;
using namespace tcpwb::widgets;

namespace {

struct Case {
    const char* name;
    MappingContent content;
};

MappingContent sample(const char* file) {
    const ParsedDocument parsed = readDocumentFile(QStringLiteral(TCPWB_SOURCE_DIR "/samples/") + QLatin1String(file));
    if (const auto* content = std::get_if<MappingContent>(&parsed)) return *content;
    std::fprintf(stderr, "%s\n", qPrintable(std::get<QString>(parsed)));
    std::exit(2);
}

// 2^24 positions of i8: 4096 rows of 4096 bytes, read row by row or down the
// columns (16 MB: larger than a slice's DM, which the sequencer does not check).
MappingContent large(const char* time, const char* packet, const char* engine = "fetch") {
    MappingContent content;
    content.axes = QStringLiteral("A = 4096, B = 4096");
    content.expression = QStringLiteral("m![A, B]");
    content.stream.time = QLatin1String(time);
    content.stream.packet = QLatin1String(packet);
    content.stream.engine = QLatin1String(engine);
    return content;
}

double median(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    return v.empty() ? 0 : v[v.size() / 2];
}

// Compiling the expression alone, as derive() does first.
double baselineMs(const MappingContent& content, int reps) {
    const Derivation once = derive(content);
    if (!once.env) return 0;
    std::vector<double> times;
    for (int i = 0; i < reps; ++i) {
        QElapsedTimer t;
        t.start();
        auto compiled = mapping::compileMapping(toStd(content.expression), *once.env, {});
        times.push_back(double(t.nsecsElapsed()) / 1e6);
        if (!compiled) return 0;
    }
    return median(times);
}

void key(QWidget* target, int key, const QString& text) {
    QKeyEvent press(QEvent::KeyPress, key, Qt::NoModifier, text);
    QKeyEvent release(QEvent::KeyRelease, key, Qt::NoModifier, text);
    QCoreApplication::sendEvent(target, &press);
    QCoreApplication::sendEvent(target, &release);
}

// Median milliseconds of `work`.
template <typename F>
double timed(int reps, F work) {
    std::vector<double> times;
    for (int i = 0; i < reps; ++i) {
        QElapsedTimer t;
        t.start();
        work();
        times.push_back(double(t.nsecsElapsed()) / 1e6);
    }
    return median(times);
}

// Median milliseconds of one keystroke into `edit`, alternating a space at
// the end and Backspace, so that every key changes the document.
double keystrokeMs(ExpressionEdit* edit, int keys) {
    edit->setFocus();
    edit->moveCursor(QTextCursor::End);
    std::vector<double> times;
    for (int i = 0; i < keys; ++i) {
        QElapsedTimer t;
        t.start();
        if (i % 2 == 0) key(edit, Qt::Key_Space, QStringLiteral(" "));
        else key(edit, Qt::Key_Backspace, QString());
        QCoreApplication::processEvents();  // and painted
        times.push_back(double(t.nsecsElapsed()) / 1e6);
    }
    return median(times);
}

}  // namespace

int main(int argc, char** argv) {
    qputenv("QT_QPA_PLATFORM", qgetenv("QT_QPA_PLATFORM").isEmpty() ? QByteArray("offscreen") : qgetenv("QT_QPA_PLATFORM"));
    QApplication app(argc, argv);
    const int keys = argc > 1 ? std::max(2, std::atoi(argv[1])) : 20;
    std::vector<Case> cases{
        {"fetch-masking", sample("fetch-masking.tcpwb.json")},
        {"switch-broadcast", sample("switch-broadcast.tcpwb.json")},
        {"gemm", sample("gemm.tcpwb.json")},
        {"2^24 rows", large("m![A, B / 32]", "m![B % 32]")},
        {"2^24 columns", large("m![B / 32, A]", "m![B % 32]")},
        {"2^24 commit", large("m![A, B / 32]", "m![B % 32]", "commit")},
        {"2^24 dma", large("m![A, B / 256]", "m![B % 256]", "dma")},
    };
    std::printf("%-18s %8s %8s %8s %8s %12s %8s %10s %8s\n", "case", "base ms", "derive", "banks", "channels", "dock+banks", "ratio",
                "window", "ratio");
    for (const Case& c : cases) {
        const double base = baselineMs(c.content, 5);
        // The parts: derive() alone, and the Banks tab's own computations.
        const Derivation derivation = derive(c.content);
        const double deriving = timed(5, [&] { (void)derive(c.content); });
        const double banks =
            timed(5, [&] { (void)computeBankStream(derivation.stream, derivation.mapping.get(), derivation.tensorUnit.slice.get(), 0); });
        const double channels =
            derivation.stream.dma ? timed(5, [&] { (void)dma::channelBalance(*derivation.stream.dma, kMaxWalkedRequests); }) : 0.0;
        double inspector = 0, window = 0;
        {
            MappingDocument document;
            SequencerDock dock(&document);
            BankView view(&document);
            dock.resize(520, 900);
            view.resize(900, 900);
            dock.show();
            view.show();
            document.replaceContent(c.content, {});
            inspector = keystrokeMs(dock.timeEdit(), keys);
        }
        {
            gui::MainWindow main;
            main.show();
            main.document()->replaceContent(c.content, {});
            auto* dock = main.findChild<SequencerDock*>();
            main.centralTabs()->setCurrentWidget(main.findChild<BankView*>());
            window = keystrokeMs(dock->timeEdit(), keys);
        }
        std::printf("%-18s %8.2f %8.2f %8.2f %8.2f %12.2f %8.1f %10.2f %8.1f\n", c.name, base, deriving, banks, channels, inspector,
                    base > 0 ? inspector / base : 0.0, window, base > 0 ? window / base : 0.0);
    }
    return 0;
}
