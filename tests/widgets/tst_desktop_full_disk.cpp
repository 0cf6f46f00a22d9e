// A full disk never loses work: every save, autosave and export that cannot
// write all of its bytes says so (status bar, and a message box where the
// user acted) and leaves the file that was there, and the autosave, as they
// were. The failures are injected in the one file writer
// (util::ScopedWriteFault, as ENOSPC at each step) or real: a lowered
// RLIMIT_FSIZE makes the kernel refuse the write, the case Qt 6.4's QSaveFile
// committed anyway, as a short or 0-byte file.
#include <QApplication>
#include <QMessageBox>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTabWidget>
#include <QTest>
#include <QTimer>
#include <memory>
#include <qcustomplot.h>

#include "../file_size_limit.h"
#include "Autosave.h"
#include "ExportView.h"
#include "MainWindow.h"
#include "util/atomic_file.h"
#include "widgets/document/MappingDocument.h"
#include "widgets/document/Project.h"
#include "widgets/views/LayoutView.h"
#include "widgets/views/TensorUnitDock.h"

using namespace tcpwb;

namespace {

QByteArray readFile(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

void writeFile(const QString& path, const QByteArray& bytes) {
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly)) qFatal("cannot write %s", qPrintable(path));
    file.write(bytes);
}

// The ways a write fails: injected (ENOSPC) at a step, or the kernel's own
// refusal past a file size limit (EFBIG).
enum class Failure { NoRoom, RoomForAFewBytes, Fsync, Rename, KernelLimit };

QString reasonOf(Failure failure) {
    return failure == Failure::KernelLimit ? QStringLiteral("File too large") : QStringLiteral("No space left on device");
}

// Runs write with the disk failing as failure says.
template <typename Write>
auto whileFailing(Failure failure, Write write) {
    if (failure == Failure::KernelLimit) {
        FileSizeLimit limit(0);
        return write();
    }
    const util::WriteFault fault = failure == Failure::NoRoom             ? util::WriteFault{util::WriteStep::Write, 0}
                                   : failure == Failure::RoomForAFewBytes ? util::WriteFault{util::WriteStep::Write, 40}
                                   : failure == Failure::Fsync            ? util::WriteFault{util::WriteStep::Sync, 0}
                                                                          : util::WriteFault{util::WriteStep::Rename, 0};
    util::ScopedWriteFault scoped(fault);
    return write();
}

void addFailureRows() {
    QTest::addColumn<int>("failure");
    QTest::newRow("no room") << int(Failure::NoRoom);
    QTest::newRow("room for a few bytes") << int(Failure::RoomForAFewBytes);
    QTest::newRow("fsync fails") << int(Failure::Fsync);
    QTest::newRow("rename fails") << int(Failure::Rename);
    QTest::newRow("kernel file size limit") << int(Failure::KernelLimit);
}

// Message boxes are modal: this closes each one that opens and keeps its
// text, so a blocking QMessageBox::warning does not stall the test.
class MessageBoxCloser : public QObject {
public:
    MessageBoxCloser() {
        connect(&timer_, &QTimer::timeout, this, [this] {
            if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
                texts << box->text();
                box->done(QMessageBox::Ok);
            }
        });
        timer_.start(50);
    }
    QStringList texts;

private:
    QTimer timer_;
};

}  // namespace

class TestDesktopFullDisk : public QObject {
    Q_OBJECT

private slots:
    void init() {
        dir_ = std::make_unique<QTemporaryDir>();
        QVERIFY(dir_->isValid());
        window_ = std::make_unique<gui::MainWindow>();
        window_->setAskBeforeClosing(false);
        window_->autosave()->setDirectory(dir_->filePath(QStringLiteral("autosave")));
    }
    void cleanup() {
        window_.reset();
        dir_.reset();
    }

    void savingKeepsTheFileAndTheAutosave_data() {
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("failure");
        for (const char* name : {"work.tcpwb.json", "work.tcpwbproj.json"}) {
            QTest::addRow("%s, no room", name) << name << int(Failure::NoRoom);
            QTest::addRow("%s, a few bytes", name) << name << int(Failure::RoomForAFewBytes);
            QTest::addRow("%s, fsync", name) << name << int(Failure::Fsync);
            QTest::addRow("%s, rename", name) << name << int(Failure::Rename);
            QTest::addRow("%s, kernel limit", name) << name << int(Failure::KernelLimit);
        }
    }
    void savingKeepsTheFileAndTheAutosave() {
        QFETCH(QString, name);
        QFETCH(int, failure);
        const QString path = dir_->filePath(name);
        QVERIFY(window_->openFile(QStringLiteral(":/samples/gemm.tcpwb.json"), nullptr));
        QString error;
        QVERIFY2(window_->saveTo(path, &error), qPrintable(error));
        const QByteArray saved = readFile(path);
        window_->document()->setExpression(QStringLiteral("m![I % 32]"));
        QVERIFY(window_->autosave()->saveNow());
        const QString autosave = window_->autosave()->currentFile();
        const QByteArray autosaved = readFile(autosave);
        QVERIFY(autosaved.contains("m![I % 32]"));

        const bool ok = whileFailing(Failure(failure), [&] { return window_->saveTo(path, &error); });
        QVERIFY(!ok);
        QVERIFY2(error.contains(reasonOf(Failure(failure))) && error.contains(QStringLiteral("not changed")), qPrintable(error));
        QCOMPARE(readFile(path), saved);            // the old file, whole
        QCOMPARE(readFile(autosave), autosaved);    // and the autosave, untouched
        QVERIFY(window_->project()->isModified());  // the work is still unsaved
        QVERIFY(window_->isWindowModified());
        QCOMPARE(window_->statusBar()->currentMessage(), error);
        QCOMPARE(QDir(dir_->path()).entryList(QDir::Files | QDir::Hidden), QStringList{name});  // nothing half-written left

        // Room again: the save goes through and only then is the autosave removed.
        QVERIFY2(window_->saveTo(path, &error), qPrintable(error));
        QVERIFY(readFile(path).contains("m![I % 32]"));
        QVERIFY(!QFileInfo::exists(autosave));
    }

    void fileSaveSaysSoInAMessageBox() {
        const QString path = dir_->filePath(QStringLiteral("work.tcpwb.json"));
        QVERIFY(window_->openFile(QStringLiteral(":/samples/gemm.tcpwb.json"), nullptr));
        QVERIFY(window_->saveTo(path, nullptr));
        window_->document()->setExpression(QStringLiteral("m![I % 32]"));
        window_->setAskBeforeClosing(true);  // an interactive session: errors get a message box
        MessageBoxCloser closer;
        QVERIFY(!whileFailing(Failure::NoRoom, [&] { return window_->save(); }));
        QCOMPARE(closer.texts.size(), 1);
        QVERIFY2(closer.texts.front().startsWith(QStringLiteral("Cannot write work.tcpwb.json: No space left on device")),
                 qPrintable(closer.texts.front()));
        QVERIFY(!window_->statusBar()->currentMessage().startsWith(QStringLiteral("Saved")));
        window_->setAskBeforeClosing(false);
    }

    void aFailedAutosaveKeepsThePreviousOne_data() { addFailureRows(); }
    void aFailedAutosaveKeepsThePreviousOne() {
        QFETCH(int, failure);
        QVERIFY(window_->openFile(QStringLiteral(":/samples/gemm.tcpwb.json"), nullptr));
        window_->document()->setExpression(QStringLiteral("m![I % 32]"));
        QVERIFY(window_->autosave()->saveNow());
        const QString autosave = window_->autosave()->currentFile();
        const QByteArray before = readFile(autosave);

        window_->document()->setExpression(QStringLiteral("m![I % 16]"));
        QSignalSpy failed(window_->autosave(), &gui::Autosave::failed);
        QString error;
        QVERIFY(!whileFailing(Failure(failure), [&] { return window_->autosave()->saveNow(&error); }));
        QVERIFY2(error.startsWith(QStringLiteral("Autosave failed")) && error.contains(reasonOf(Failure(failure))), qPrintable(error));
        QCOMPARE(failed.count(), 1);
        QCOMPARE(readFile(autosave), before);
        QCOMPARE(window_->statusBar()->currentMessage(), error);
        QCOMPARE(QDir(dir_->filePath(QStringLiteral("autosave"))).entryList(QDir::Files | QDir::Hidden).size(), 1);
    }

    void aFailingAutosaveTimerShowsOneMessageBox() {
        QVERIFY(window_->openFile(QStringLiteral(":/samples/gemm.tcpwb.json"), nullptr));
        window_->setAskBeforeClosing(true);
        window_->document()->setExpression(QStringLiteral("m![I % 32]"));
        QSignalSpy failed(window_->autosave(), &gui::Autosave::failed);
        QSignalSpy written(window_->autosave(), &gui::Autosave::autosaved);
        MessageBoxCloser closer;
        {
            util::ScopedWriteFault fault({util::WriteStep::Write, 0});
            window_->autosave()->setInterval(1);
            QTRY_VERIFY_WITH_TIMEOUT(failed.count() >= 3, 6000);  // every tick fails...
        }
        QCOMPARE(closer.texts.size(), 1);  // ...one message box says so, the status bar the rest
        QVERIFY2(closer.texts.front().contains(QStringLiteral("No space left on device")), qPrintable(closer.texts.front()));
        QVERIFY(written.wait(3000));  // room again
        {
            util::ScopedWriteFault fault({util::WriteStep::Write, 0});
            const int before = failed.count();
            QTRY_VERIFY_WITH_TIMEOUT(failed.count() > before, 3000);
        }
        QTRY_COMPARE(closer.texts.size(), 2);  // a new failure after a success is news again
        window_->autosave()->setInterval(0);
        window_->setAskBeforeClosing(false);
    }

    void exportingKeepsTheOldFile_data() {
        QTest::addColumn<QString>("name");
        QTest::addColumn<bool>("plot");
        QTest::addColumn<int>("failure");
        for (const char* name : {"view.png", "view.svg", "view.pdf"})
            for (const bool plot : {false, true}) {
                QTest::addRow("%s%s, no room", name, plot ? " (plot)" : "") << name << plot << int(Failure::NoRoom);
                QTest::addRow("%s%s, a few bytes", name, plot ? " (plot)" : "") << name << plot << int(Failure::RoomForAFewBytes);
                QTest::addRow("%s%s, kernel limit", name, plot ? " (plot)" : "") << name << plot << int(Failure::KernelLimit);
            }
    }
    void exportingKeepsTheOldFile() {
        QFETCH(QString, name);
        QFETCH(bool, plot);
        QFETCH(int, failure);
        QVERIFY(window_->openFile(QStringLiteral(":/samples/gemm.tcpwb.json"), nullptr));
        window_->resize(1000, 700);
        window_->show();
        QVERIFY(QTest::qWaitForWindowExposed(window_.get()));
        window_->centralTabs()->setCurrentWidget(window_->layoutView());
        QWidget* view = window_->layoutView();
        if (plot) {
            window_->tensorUnitDock()->raise();
            view = window_->tensorUnitDock()->findChild<QCustomPlot*>();
            QVERIFY(view);
            view->resize(400, 300);
        }
        const QString path = dir_->filePath(name);
        writeFile(path, "an earlier export");
        QString error;
        QVERIFY(!whileFailing(Failure(failure), [&] { return window_->exportViewTo(view, path, &error); }));
        QCOMPARE(error, QStringLiteral("Cannot write %1: %2").arg(name, reasonOf(Failure(failure))));
        QCOMPARE(window_->statusBar()->currentMessage(), error);
        QCOMPARE(readFile(path), QByteArray("an earlier export"));
        QCOMPARE(QDir(dir_->path()).entryList(QDir::Files | QDir::Hidden), QStringList{name});
        // A new file that cannot be written is not created at all.
        const QString fresh = dir_->filePath(QStringLiteral("fresh.") + QFileInfo(name).suffix());
        QVERIFY(!whileFailing(Failure(failure), [&] { return window_->exportViewTo(view, fresh, &error); }));
        QVERIFY(!QFileInfo::exists(fresh));
        // And with room, it is written.
        QVERIFY2(window_->exportViewTo(view, path, &error), qPrintable(error));
        QVERIFY(QFileInfo(path).size() > 500);
    }

    void aScreenshotOnAFullDiskIsAnError() {
        const QString path = dir_->filePath(QStringLiteral("shot.png"));
        writeFile(path, "an earlier screenshot");
        QPixmap pixmap(64, 64);
        pixmap.fill(Qt::darkCyan);
        const QString error = whileFailing(Failure::NoRoom, [&] { return gui::writePng(pixmap, path); });
        QCOMPARE(error, QStringLiteral("Cannot write %1: No space left on device").arg(path));
        QCOMPARE(readFile(path), QByteArray("an earlier screenshot"));
        QVERIFY(gui::writePng(pixmap, path).isEmpty());
        QCOMPARE(QImage(path).size(), QSize(64, 64));
    }

private:
    std::unique_ptr<QTemporaryDir> dir_;
    std::unique_ptr<gui::MainWindow> window_;
};

QTEST_MAIN(TestDesktopFullDisk)
#include "tst_desktop_full_disk.moc"
