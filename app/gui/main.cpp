// tcpwb: the TCP Workbench desktop application.
//   tcpwb [FILE]              open FILE (default: the built-in sample)
//   tcpwb --screenshot OUT    save a PNG of the window, exit 0; OUT a directory:
//                             the window, each central tab, then each dock raised in turn
//   tcpwb KERNEL.rs           open a kernel in the Kernel tab and run it (also
//                             --kernel KERNEL.rs); --screenshot waits for the run
//   tcpwb CRATE_DIR           the same for a kernel crate (its first device
//                             function; --fn PATH picks one by its Rust path)
//   tcpwb --quit              exit right after loading (a smoke test)
//   tcpwb --no-settings       defaults only: no saved layout read, nothing written
//   tcpwb --theme dark        start with a theme (system, light, dark) and keep it
//   tcpwb --language ko       a language (system, en, ko) for this run only
//   tcpwb --trace TRACE       also show TRACE in the Timeline tab (read before
//                             screenshots are taken)
//   tcpwb --source-root DIR   read the trace's source files from DIR (the
//                             kernel's crate), shown beside the timeline
//   tcpwb --compare A B       compare two traces in the Compare tab (read before
//                             screenshots are taken)
#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QEventLoop>
#include <QFileInfo>
#include <QMainWindow>
#include <QTabWidget>
#include <QTimer>
#include <QSettings>
#include <QStandardPaths>
#include <QSpinBox>
#include <algorithm>
#include <cstdio>

#include "AppSettings.h"
#include "Autosave.h"
#include "CommandLine.h"
#include "ExportView.h"
#include "Language.h"
#include "MainWindow.h"
#include "ScreenFit.h"
#include "Theme.h"
#include "widgets/compare/CompareView.h"
#include "widgets/kernel/FlitStepper.h"
#include "widgets/kernel/KernelDocument.h"
#include "widgets/kernel/KernelView.h"
#include "widgets/timeline/TimelineView.h"

namespace {

void applySize(QWidget& window, const QString& size) {
    const QStringList parts = size.split(QLatin1Char('x'));
    if (parts.size() != 2) return;
    const int width = parts[0].toInt();
    const int height = parts[1].toInt();
    if (width >= 200 && height >= 200) window.resize(width, height);
}

bool grabTo(QWidget& widget, const QString& path) {
    // Let the layouts settle before grabbing: a table whose rows grow to
    // their wrapped text asks its layout again, an event later each time.
    for (int pass = 0; pass < 4; ++pass) QApplication::processEvents();
    const QString failed = tcpwb::gui::writePng(widget.grab(), path);
    if (failed.isEmpty()) return true;
    std::fprintf(stderr, "tcpwb: %s\n", qPrintable(failed));
    return false;
}

// Screenshots show the Kernel tab after a completed run.
void runKernelToEnd(tcpwb::gui::MainWindow& window) {
    tcpwb::widgets::KernelDocument* kernel = window.kernelDocument();
    QEventLoop loop;
    QObject::connect(kernel, &tcpwb::widgets::KernelDocument::runFinished, &loop, &QEventLoop::quit);
    window.kernelView()->run();
    if (kernel->isRunning()) loop.exec();
    // And the flit stepper showing its first answer; for a kernel whose pass
    // filters, at the filtering stage's first flit (its invalid lanes show).
    tcpwb::widgets::FlitStepper* stepper = window.kernelView()->flitStepper();
    auto waitForFlits = [stepper] {
        if (!stepper->isBusy()) return;
        QEventLoop flits;
        QObject::connect(stepper, &tcpwb::widgets::FlitStepper::flitsShown, &flits, &QEventLoop::quit);
        QTimer::singleShot(30000, &flits, &QEventLoop::quit);
        flits.exec();
    };
    waitForFlits();
    const tcpwb::sim::RunResult* result = kernel->runResult();
    if (!result || result->validCounts.empty() || !kernel->plan()) return;
    const tcpwb::sim::OperationValidCount& filtered = result->validCounts.front();
    const tcpwb::sim::PassPlan* pass = kernel->plan()->ops[filtered.op].pass ? &*kernel->plan()->ops[filtered.op].pass : nullptr;
    if (!pass || filtered.stage >= pass->stages.size()) return;
    stepper->setOperation(int(filtered.op));
    waitForFlits();
    stepper->jumpTo(qint64(tcpwb::sim::FlitTiming::of(*pass).starts[filtered.stage]));
    waitForFlits();
    // On to the first of its time steps with an invalid lane, if the slice shown has one.
    auto showsInvalid = [&] {
        const auto& flits = stepper->flits();
        if (filtered.stage >= flits.size()) return false;
        const auto& elements = flits[filtered.stage].elements;
        return std::any_of(elements.begin(), elements.end(), [](const tcpwb::sim::FlitElement& e) { return !e.valid; });
    };
    for (int step = 0; step < 64 && !showsInvalid(); ++step) {
        const int before = stepper->cycleBox()->value();
        stepper->nextEvent();
        waitForFlits();
        const auto& flits = stepper->flits();
        if (stepper->cycleBox()->value() == before || filtered.stage >= flits.size() || !flits[filtered.stage].active) break;
    }
}

bool marksPages(const QWidget* widget) {
    const auto* tabs = qobject_cast<const QTabWidget*>(widget);
    return tabs && tabs->property("screenshotPages").toBool();
}

// The pages of the tab widgets inside `root` that ask for it (the property
// `screenshotPages`: the analysis under the timeline, the Kernel tab's
// bottom), each page current in turn and the tab widgets inside it the
// same way, then the page shown before again.
bool grabPages(QMainWindow& window, QWidget& root, const QDir& dir, const QString& prefix) {
    bool ok = true;
    for (QTabWidget* pages : root.findChildren<QTabWidget*>()) {
        if (!marksPages(pages)) continue;
        bool nested = false;  // grabbed with the page holding it
        for (QWidget* w = pages->parentWidget(); w && w != &root; w = w->parentWidget()) nested = nested || marksPages(w);
        if (nested) continue;
        const int shown = pages->currentIndex();
        for (int p = 0; p < pages->count(); ++p) {
            pages->setCurrentIndex(p);
            const QString name = QStringLiteral("%1-%2-%3").arg(prefix, pages->objectName()).arg(p);
            if (p != shown) ok = grabTo(window, dir.filePath(QStringLiteral("tab-%1.png").arg(name))) && ok;
            ok = grabPages(window, *pages->widget(p), dir, name) && ok;
        }
        pages->setCurrentIndex(shown);
    }
    return ok;
}

// A directory gets the window and then every dock raised in turn (tabbed
// docks hide each other), one PNG each, named for the dock.
int saveScreenshots(QMainWindow& window, const QString& path) {
    if (!QFileInfo(path).isDir()) return grabTo(window, path) ? 0 : 1;
    const QDir dir(path);
    bool ok = grabTo(window, dir.filePath(QStringLiteral("window.png")));
    if (auto* tabs = qobject_cast<QTabWidget*>(window.centralWidget())) {
        for (int i = 0; i < tabs->count(); ++i) {
            tabs->setCurrentIndex(i);
            const QString name = tabs->widget(i)->objectName().isEmpty() ? QString::number(i) : tabs->widget(i)->objectName();
            ok = grabTo(window, dir.filePath(QStringLiteral("tab-%1.png").arg(name))) && ok;
            ok = grabPages(window, *tabs->widget(i), dir, name) && ok;
        }
        tabs->setCurrentIndex(0);
    }
    for (QDockWidget* dock : window.findChildren<QDockWidget*>()) {
        dock->raise();
        ok = grabTo(window, dir.filePath(dock->objectName() + QStringLiteral(".png"))) && ok;
    }
    return ok ? 0 : 1;
}

}  // namespace

int main(int argc, char* argv[]) {
    QApplication app(argc, argv);
    QApplication::setApplicationName(QLatin1String(tcpwb::gui::kApplication));
    QApplication::setApplicationDisplayName(QStringLiteral("TCP Workbench"));
    QApplication::setApplicationVersion(QStringLiteral(TCPWB_VERSION));
    QApplication::setOrganizationName(QLatin1String(tcpwb::gui::kOrganisation));

    const tcpwb::gui::CommandLine line = tcpwb::gui::parseCommandLine(app);
    std::unique_ptr<QSettings> settings = line.usesSettings() ? tcpwb::gui::openUserSettings() : nullptr;
    // The translators go in before any widget exists: a language chosen in
    // View > Language applies from the next start.
    QString language = settings ? tcpwb::gui::loadLanguage(*settings) : QStringLiteral("system");
    if (!line.language.isEmpty()) language = line.language;
    tcpwb::gui::installTranslators(language);

    // The theme too: some views pick their colours when they are made.
    tcpwb::gui::Theme theme = settings ? tcpwb::gui::loadTheme(*settings) : tcpwb::gui::Theme::System;
    if (!line.theme.isEmpty()) theme = tcpwb::gui::themeFromKey(line.theme);
    if (theme != tcpwb::gui::Theme::System) tcpwb::gui::applyTheme(theme);

    tcpwb::gui::MainWindow window;
    window.setAskBeforeClosing(!line.unattended());
    if (settings) {
        window.useSettings(std::move(settings));
        window.setAutosaveDirectory(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/autosave"));
    }
    if (theme != window.theme()) window.setTheme(theme);
    applySize(window, line.size);
    // Sized by --size, a headless run keeps its size; an interactive one fits its screen.
    if (line.size.isEmpty() && !line.unattended()) tcpwb::gui::fitToScreen(window);

    QString error;
    if (!window.openFile(line.file, &error)) {
        std::fprintf(stderr, "tcpwb: %s\n", qPrintable(error));
        if (line.unattended()) return 1;
        // Interactive: start from the sample rather than an empty window.
        window.openFile(QString::fromLatin1(tcpwb::gui::kDefaultSample), nullptr);
    }
    if (!line.sourceRoot.isEmpty()) {
        if (!QFileInfo(line.sourceRoot).isDir()) {
            std::fprintf(stderr, "tcpwb: --source-root %s is not a folder\n", qPrintable(line.sourceRoot));
            if (line.unattended()) return 1;
        }
        window.timelineView()->setSourceRoot(line.sourceRoot);
    }
    if (!line.trace.isEmpty()) {
        // Headless runs read it here, so the screenshot shows it; otherwise
        // it loads in the background with a progress bar.
        if (!line.unattended()) window.timelineView()->openTrace(line.trace);
        else if (!window.timelineView()->loadTraceNow(line.trace, &error)) {
            std::fprintf(stderr, "tcpwb: %s\n", qPrintable(error));
            return 1;
        }
    }
    if (line.compare.size() == 2) {
        window.centralTabs()->setCurrentWidget(window.compareView());
        if (!line.unattended()) window.compareView()->openTraces(line.compare[0], line.compare[1]);
        else if (!window.compareView()->loadTracesNow(line.compare[0], line.compare[1], &error)) {
            std::fprintf(stderr, "tcpwb: %s\n", qPrintable(error));
            return 1;
        }
    }
    if (!line.kernel.isEmpty()) {
        const bool opened = window.openKernel(line.kernel, &error) && window.chooseKernelFunction(line.function, &error);
        if (!opened) {
            std::fprintf(stderr, "tcpwb: %s\n", qPrintable(error));
            if (line.unattended()) return 1;
        } else if (!line.screenshot.isEmpty()) {
            runKernelToEnd(window);
        } else if (!line.quit) {
            window.kernelView()->run();  // opened and run, as File > Open Kernel then F5 (in the background)
        }
    }
    window.show();
    if (!line.screenshot.isEmpty()) return saveScreenshots(window, line.screenshot);
    if (line.quit) return 0;
    if (!window.autosave()->directory().isEmpty()) window.offerRecovery();
    return app.exec();
}
