// tcpwb: the TCP Workbench desktop application.
//   tcpwb [FILE]              open FILE (default: the built-in sample)
//   tcpwb --screenshot OUT    save a PNG of the window, exit 0; OUT a directory:
//                             the window, each central tab, then each dock raised in turn
//   tcpwb --quit              exit right after loading (a smoke test)
//   tcpwb --trace TRACE       also show TRACE in the Timeline tab (read before
//                             screenshots are taken)
#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QFileInfo>
#include <QMainWindow>
#include <QTabWidget>
#include <QLocale>
#include <QTimer>
#include <QTranslator>
#include <cstdio>

#include "CommandLine.h"
#include "MainWindow.h"
#include "timeline/TimelineView.h"

namespace {

void installTranslator(QApplication& app) {
    auto* translator = new QTranslator(&app);
    // qt_add_translations embeds the .qm files under :/i18n.
    if (translator->load(QLocale(), QStringLiteral("tcpwb"), QStringLiteral("_"), QStringLiteral(":/i18n")))
        QApplication::installTranslator(translator);
}

void applySize(QWidget& window, const QString& size) {
    const QStringList parts = size.split(QLatin1Char('x'));
    if (parts.size() != 2) return;
    const int width = parts[0].toInt();
    const int height = parts[1].toInt();
    if (width >= 200 && height >= 200) window.resize(width, height);
}

bool grabTo(QWidget& widget, const QString& path) {
    // Let the layouts settle before grabbing.
    QApplication::processEvents();
    if (widget.grab().save(path, "PNG")) return true;
    std::fprintf(stderr, "tcpwb: cannot write the screenshot %s\n", qPrintable(path));
    return false;
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
    QApplication::setApplicationName(QStringLiteral("tcpwb"));
    QApplication::setApplicationDisplayName(QStringLiteral("TCP Workbench"));
    QApplication::setApplicationVersion(QStringLiteral(TCPWB_VERSION));
    QApplication::setOrganizationName(QStringLiteral("tcpwb"));
    installTranslator(app);

    const tcpwb::gui::CommandLine line = tcpwb::gui::parseCommandLine(app);
    tcpwb::gui::MainWindow window;
    window.setAskBeforeClosing(!line.unattended());
    applySize(window, line.size);

    QString error;
    if (!window.openFile(line.file, &error)) {
        std::fprintf(stderr, "tcpwb: %s\n", qPrintable(error));
        if (line.unattended()) return 1;
        // Interactive: start from the sample rather than an empty window.
        window.openFile(QString::fromLatin1(tcpwb::gui::kDefaultSample), nullptr);
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
    window.show();
    if (!line.screenshot.isEmpty()) return saveScreenshots(window, line.screenshot);
    if (line.quit) return 0;
    return app.exec();
}
