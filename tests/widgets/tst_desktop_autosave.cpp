// Autosave and recovery: the unsaved state is written atomically to the
// autosave folder on a timer and when the window closes unasked with unsaved
// work; a later start finds it and recovers it (without a dialog here); a
// save or a clean close removes it; an autosave older than its file is stale.
#include <QDir>
#include <QFileInfo>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include "Autosave.h"
#include "MainWindow.h"
#include "document/MappingDocument.h"
#include "document/Project.h"

using namespace tcpwb;

namespace {

QStringList autosaves(const QTemporaryDir& dir) {
    return QDir(dir.filePath(QStringLiteral("autosave"))).entryList({QStringLiteral("autosave-*")}, QDir::Files);
}

// A window as the application makes one, with autosave into dir.
std::unique_ptr<gui::MainWindow> windowAutosavingTo(const QTemporaryDir& dir) {
    auto window = std::make_unique<gui::MainWindow>();
    window->setAskBeforeClosing(false);
    window->autosave()->setDirectory(dir.filePath(QStringLiteral("autosave")));
    return window;
}

}  // namespace

class TestDesktopAutosave : public QObject {
    Q_OBJECT

private slots:
    void closingWithUnsavedWorkKeepsItForRecovery() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("work.tcpwb.json"));
        {
            auto window = windowAutosavingTo(dir);
            QVERIFY(window->openFile(QStringLiteral(":/samples/gemm.tcpwb.json"), nullptr));
            QVERIFY(window->saveTo(path, nullptr));
            QVERIFY(autosaves(dir).isEmpty());
            window->document()->setExpression(QStringLiteral("m![I % 32]"));
            QVERIFY(window->close());  // "the crash": nobody was asked
        }
        QCOMPARE(autosaves(dir).size(), 1);

        auto window = windowAutosavingTo(dir);
        QVERIFY(window->openFile(path, nullptr));
        const QList<gui::RecoveryFile> pending = window->autosave()->pendingRecoveries();
        QCOMPARE(pending.size(), 1);
        QCOMPARE(pending.front().sourcePath, path);
        QCOMPARE(pending.front().kind, widgets::FileKind::Design);
        QString error;
        QVERIFY2(window->recover(pending.front(), &error), qPrintable(error));
        QCOMPARE(window->document()->content().expression, QStringLiteral("m![I % 32]"));
        QCOMPARE(window->project()->filePath(), path);
        QVERIFY(window->project()->isModified());  // recovered, not yet saved
        QVERIFY(window->isWindowModified());
        QCOMPARE(autosaves(dir).size(), 1);  // still safe until saved

        QVERIFY(window->saveTo(path, &error));
        QVERIFY(autosaves(dir).isEmpty());  // a normal save cleans up
        QVERIFY(window->close());
        QVERIFY(autosaves(dir).isEmpty());  // and so does a clean close
    }

    void theTimerWritesTheUnsavedState() {
        QTemporaryDir dir;
        auto window = windowAutosavingTo(dir);
        QVERIFY(window->openFile(QStringLiteral(":/samples/constant-addition.tcpwb.json"), nullptr));
        QSignalSpy written(window->autosave(), &gui::Autosave::autosaved);
        window->autosave()->setInterval(1);
        QTest::qWait(1300);
        QCOMPARE(written.count(), 0);  // nothing unsaved, nothing written
        window->document()->setExpression(QStringLiteral("m![A % 4]"));
        QVERIFY(written.wait(3000));
        QCOMPARE(autosaves(dir).size(), 1);
        window->document()->undoStack()->undo();  // back to the file: nothing left to recover
        QTRY_VERIFY_WITH_TIMEOUT(autosaves(dir).isEmpty(), 3000);
        window->autosave()->setInterval(0);
    }

    void anUnsavedSampleIsRecoveredAsTheSample() {
        QTemporaryDir dir;
        {
            auto window = windowAutosavingTo(dir);
            QVERIFY(window->openFile(QStringLiteral(":/samples/fetch-masking.tcpwb.json"), nullptr));
            window->addDesign();
            window->document()->setExpression(QStringLiteral("m![A]"));
            QVERIFY(window->autosave()->saveNow());
        }
        auto window = windowAutosavingTo(dir);
        const QList<gui::RecoveryFile> pending = window->autosave()->pendingRecoveries();
        QCOMPARE(pending.size(), 1);
        QVERIFY(pending.front().sourcePath.isEmpty());
        QVERIFY(window->recover(pending.front(), nullptr));
        QCOMPARE(window->project()->designCount(), 2);
        QCOMPARE(window->project()->activeIndex(), 1);
        QCOMPARE(window->document()->content().expression, QStringLiteral("m![A]"));
        QVERIFY(window->project()->filePath().isEmpty());  // samples stay read-only
        QVERIFY(window->windowTitle().contains(QStringLiteral("fetch-masking.tcpwb.json (sample)")));
    }

    void aStaleAutosaveIsDropped() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("p.tcpwbproj.json"));
        auto first = windowAutosavingTo(dir);
        QVERIFY(first->openFile(QStringLiteral(":/samples/gemm.tcpwb.json"), nullptr));
        QVERIFY(first->saveTo(path, nullptr));
        first->document()->setExpression(QStringLiteral("m![I % 32]"));
        QVERIFY(first->autosave()->saveNow());
        const QString autosave = first->autosave()->currentFile();
        QVERIFY(QFileInfo::exists(autosave));
        // The file is saved later by someone else: the autosave is older.
        QFile file(autosave);
        QVERIFY(file.open(QIODevice::ReadWrite));
        QVERIFY(file.setFileTime(QFileInfo(path).lastModified().addSecs(-60), QFileDevice::FileModificationTime));
        file.close();

        auto second = windowAutosavingTo(dir);
        QVERIFY(second->autosave()->pendingRecoveries().isEmpty());
        QVERIFY(!QFileInfo::exists(autosave));
    }

    void discardingOnPurposeLeavesNothing() {
        QTemporaryDir dir;
        auto window = windowAutosavingTo(dir);
        QVERIFY(window->openFile(QStringLiteral(":/samples/gemm.tcpwb.json"), nullptr));
        window->document()->setExpression(QStringLiteral("m![I % 32]"));
        QVERIFY(window->autosave()->saveNow());
        QCOMPARE(autosaves(dir).size(), 1);
        window->autosave()->discard();
        QVERIFY(autosaves(dir).isEmpty());
    }

    void savingUnderANewNameMovesTheAutosave() {
        QTemporaryDir dir;
        auto window = windowAutosavingTo(dir);
        QVERIFY(window->openFile(QStringLiteral(":/samples/gemm.tcpwb.json"), nullptr));
        window->document()->setExpression(QStringLiteral("m![I % 32]"));
        QVERIFY(window->autosave()->saveNow());
        const QString before = window->autosave()->currentFile();
        QVERIFY(window->saveTo(dir.filePath(QStringLiteral("named.tcpwb.json")), nullptr));
        QVERIFY(!QFileInfo::exists(before));
        window->document()->setExpression(QStringLiteral("m![I % 16]"));
        QVERIFY(window->autosave()->saveNow());
        QCOMPARE(autosaves(dir).size(), 1);
        QVERIFY(window->autosave()->currentFile() != before);
    }

    void aBrokenAutosaveIsReportedNotFatal() {
        QTemporaryDir dir;
        QVERIFY(QDir().mkpath(dir.filePath(QStringLiteral("autosave"))));
        QFile file(dir.filePath(QStringLiteral("autosave/autosave-0000000000000000.tcpwbproj.json")));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"format": "tcpwb-project", "version": 1, "designs": [], "recovery": {"source": ""}})");
        file.close();
        auto window = windowAutosavingTo(dir);
        QVERIFY(window->openFile(QStringLiteral(":/samples/gemm.tcpwb.json"), nullptr));
        const QList<gui::RecoveryFile> pending = window->autosave()->pendingRecoveries();
        QCOMPARE(pending.size(), 1);
        QString error;
        QVERIFY(!window->recover(pending.front(), &error));
        QVERIFY2(error.contains(QStringLiteral("at least one design")), qPrintable(error));
        QCOMPARE(window->project()->designName(0), QStringLiteral("gemm"));  // the open project stays
        QVERIFY(QFileInfo::exists(pending.front().autosavePath));          // and the file is not lost
    }

    void autosaveOffWritesNothing() {
        QTemporaryDir dir;
        gui::MainWindow window;  // the default: no autosave folder
        window.setAskBeforeClosing(false);
        QVERIFY(window.openFile(QStringLiteral(":/samples/gemm.tcpwb.json"), nullptr));
        window.document()->setExpression(QStringLiteral("m![I % 32]"));
        QVERIFY(window.autosave()->saveNow());
        QVERIFY(window.autosave()->currentFile().isEmpty());
        QVERIFY(window.autosave()->pendingRecoveries().isEmpty());
        QVERIFY(window.close());
    }
};

QTEST_MAIN(TestDesktopAutosave)
#include "tst_desktop_autosave.moc"
