// File > Export View: the current central tab, a dock or a plot as PNG, SVG
// and PDF, each file non-empty and of the right kind; an unknown suffix or
// an unwritable folder is an error, never a crash.
#include <QApplication>
#include <QImage>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <qcustomplot.h>

#include "ExportView.h"
#include "MainWindow.h"
#include "widgets/views/LayoutView.h"
#include "widgets/views/MappingEditorDock.h"
#include "widgets/views/TensorUnitDock.h"

using namespace tcpwb;

namespace {

QByteArray head(const QString& path, int bytes) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.read(bytes) : QByteArray();
}

}  // namespace

class TestDesktopExport : public QObject {
    Q_OBJECT

private slots:
    void init() {
        window_ = std::make_unique<gui::MainWindow>();
        window_->setAskBeforeClosing(false);
        QVERIFY(window_->openFile(QStringLiteral(":/samples/switch-broadcast.tcpwb.json"), nullptr));
        window_->resize(1200, 800);
        window_->show();
        QVERIFY(QTest::qWaitForWindowExposed(window_.get()));
    }
    void cleanup() { window_.reset(); }

    void theCurrentTabExportsInEveryFormat() {
        QTemporaryDir dir;
        window_->centralTabs()->setCurrentWidget(window_->layoutView());
        if (QWidget* focus = QApplication::focusWidget()) focus->clearFocus();
        QWidget* target = window_->exportTarget();
        QCOMPARE(target, static_cast<QWidget*>(window_->layoutView()));

        QString error;
        const QString png = dir.filePath(QStringLiteral("layout.png"));
        QVERIFY2(window_->exportViewTo(target, png, &error), qPrintable(error));
        const QImage image(png);
        QVERIFY(!image.isNull());
        QCOMPARE(image.size(), target->size() * target->devicePixelRatioF());
        // Not a blank image: the grid has more than one colour.
        QSet<QRgb> colours;
        for (int y = 0; y < image.height(); y += 7)
            for (int x = 0; x < image.width(); x += 7) colours.insert(image.pixel(x, y));
        QVERIFY(colours.size() > 4);

        const QString svg = dir.filePath(QStringLiteral("layout.svg"));
        QVERIFY2(window_->exportViewTo(target, svg, &error), qPrintable(error));
        QVERIFY(head(svg, 200).contains("<svg") || head(svg, 400).contains("<svg"));
        QVERIFY(QFileInfo(svg).size() > 1000);

        const QString pdf = dir.filePath(QStringLiteral("layout.PDF"));  // suffixes in any case
        QVERIFY2(window_->exportViewTo(target, pdf, &error), qPrintable(error));
        QVERIFY(head(pdf, 5).startsWith("%PDF-"));
        QVERIFY(QFileInfo(pdf).size() > 1000);
    }

    void theFocusedDockIsExported() {
        QTemporaryDir dir;
        QWidget* focus = window_->editorDock()->findChild<QWidget*>(QStringLiteral("aliasTable"));
        QVERIFY(focus);
        focus->setFocus();
        QTRY_VERIFY(QApplication::focusWidget() == focus);
        QCOMPARE(window_->exportTarget(), window_->editorDock()->widget());
        const QString png = dir.filePath(QStringLiteral("mapping.png"));
        QVERIFY(window_->exportViewTo(window_->exportTarget(), png, nullptr));
        QVERIFY(QFileInfo(png).size() > 1000);
    }

    void plotsExportThroughQCustomPlot() {
        QTemporaryDir dir;
        window_->tensorUnitDock()->raise();
        QCustomPlot* plot = window_->tensorUnitDock()->findChild<QCustomPlot*>();
        QVERIFY(plot);
        QCOMPARE(plot->focusPolicy(), Qt::ClickFocus);  // clicking it makes it the export target
        plot->setFocus();
        if (QApplication::focusWidget() == plot) QCOMPARE(window_->exportTarget(), static_cast<QWidget*>(plot));
        plot->resize(400, 300);
        for (const char* name : {"plot.png", "plot.pdf", "plot.svg"}) {
            const QString path = dir.filePath(QLatin1String(name));
            QVERIFY2(gui::exportView(plot, path).isEmpty(), name);
            QVERIFY2(QFileInfo(path).size() > 500, name);
        }
        QVERIFY(head(dir.filePath(QStringLiteral("plot.pdf")), 5).startsWith("%PDF-"));
        QVERIFY(!QImage(dir.filePath(QStringLiteral("plot.png"))).isNull());
    }

    void badTargetsAreErrors() {
        QTemporaryDir dir;
        QString error;
        QVERIFY(!window_->exportViewTo(window_->layoutView(), dir.filePath(QStringLiteral("x.jpg")), &error));
        QVERIFY2(error.contains(QStringLiteral(".png, .svg or .pdf")), qPrintable(error));
        for (const char* name : {"missing/x.png", "missing/x.svg", "missing/x.pdf"}) {
            error.clear();
            QVERIFY2(!window_->exportViewTo(window_->layoutView(), dir.filePath(QLatin1String(name)), &error), name);
            QVERIFY2(error.startsWith(QStringLiteral("Cannot write")), qPrintable(error));
        }
        QVERIFY(!gui::exportView(nullptr, dir.filePath(QStringLiteral("x.png"))).isEmpty());
    }

private:
    std::unique_ptr<gui::MainWindow> window_;
};

QTEST_MAIN(TestDesktopExport)
#include "tst_desktop_export.moc"
