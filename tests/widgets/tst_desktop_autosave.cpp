// Autosave and recovery: the unsaved state is written atomically to the
// autosave folder on a timer and when the window closes unasked with unsaved
// work; a later start finds it and recovers it (directly, or through the
// question with Recover, Discard and Not Now); a save or a clean close
// removes it; an autosave older than its file is stale. What a session did
// not write itself (an earlier session's autosave, offered or not) it never
// deletes or overwrites: only Recover or Discard ends it.
#include <QApplication>
#include <QDateTime>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QMessageBox>
#include <QPointer>
#include <QPushButton>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include "Autosave.h"
#include "KernelAutosave.h"
#include "MainWindow.h"
#include "widgets/document/MappingDocument.h"
#include "widgets/document/Project.h"
#include "widgets/kernel/KernelDocument.h"

using namespace tcpwb;

namespace {

QStringList autosaves(const QTemporaryDir& dir) {
    return QDir(dir.filePath(QStringLiteral("autosave"))).entryList({QStringLiteral("autosave-*")}, QDir::Files);
}

// A window as the application makes one, with autosave into dir.
std::unique_ptr<gui::MainWindow> windowAutosavingTo(const QTemporaryDir& dir) {
    auto window = std::make_unique<gui::MainWindow>();
    window->setAskBeforeClosing(false);
    window->setAutosaveDirectory(dir.filePath(QStringLiteral("autosave")));
    return window;
}

const QString kSample = QStringLiteral(":/samples/gemm.tcpwb.json");

// A session killed (kill -9) with unsaved work: its autosave was written,
// then the window goes without closing, so nothing removes the autosave.
void crashWithUnsavedWork(const QTemporaryDir& dir, const QString& file, const QString& expression) {
    auto window = windowAutosavingTo(dir);
    QVERIFY(window->openFile(file, nullptr));
    window->document()->setExpression(expression);
    QVERIFY(window->autosave()->saveNow());
}

QStringList kernelAutosaves(const QTemporaryDir& dir) {
    return QDir(dir.filePath(QStringLiteral("autosave"))).entryList({QStringLiteral("kernel-autosave-*")}, QDir::Files);
}

// A kernel file of the user's, a copy of a sample in dir.
QString userKernel(const QTemporaryDir& dir) {
    const QString path = dir.filePath(QStringLiteral("mine.rs"));
    QFile::remove(path);
    if (!QFile::copy(QStringLiteral(TCPWB_SOURCE_DIR "/samples/kernels/constant-addition.rs"), path)) qFatal("cannot copy the sample");
    QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
    return path;
}

const QString kEdit = QStringLiteral("\n// an edit nobody saved\n");

QByteArray readFile(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// Answers the recovery questions as they show, one button each (by its text:
// "Recover", "Discard", "Not Now"), each after holding the question open for
// holdMs while the event loop (and the autosave timer) runs on.
class RecoveryAnswerer : public QObject {
public:
    RecoveryAnswerer(QStringList buttons, int holdMs) : buttons_(std::move(buttons)), holdMs_(holdMs) {
        connect(&poll_, &QTimer::timeout, this, &RecoveryAnswerer::answer);
        poll_.start(20);
    }
    QStringList questions;  // the text of each question answered

private:
    void answer() {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        if (!box || buttons_.isEmpty()) return;
        if (box != shown_) {
            shown_ = box;
            held_.start();
        }
        if (held_.elapsed() < holdMs_) return;
        const QString wanted = buttons_.takeFirst();
        for (QAbstractButton* button : box->buttons())
            if (button->text().remove(QLatin1Char('&')) == wanted) {
                questions << box->text();
                button->click();
                return;
            }
        qWarning("no %s button in the question", qPrintable(wanted));
        box->reject();
    }

    QStringList buttons_;
    int holdMs_;
    QTimer poll_;
    QPointer<QMessageBox> shown_;
    QElapsedTimer held_;
};

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
        QVERIFY(QFileInfo::exists(pending.front().autosavePath));            // and the file is not lost
    }

    void theOfferOutlivesTheAutosaveTimer() {
        // The restarted workbench shows the same sample, unmodified, and its
        // autosave timer ticks twice while the question waits for an answer:
        // it must not take the offered file for its own and delete it.
        QTemporaryDir dir;
        crashWithUnsavedWork(dir, kSample, QStringLiteral("m![I % 32]"));
        auto window = windowAutosavingTo(dir);
        QVERIFY(window->openFile(kSample, nullptr));
        window->autosave()->setInterval(1);
        RecoveryAnswerer answerer({QStringLiteral("Recover")}, 2500);
        window->offerRecovery();
        QCOMPARE(answerer.questions.size(), 1);
        QCOMPARE(window->document()->content().expression, QStringLiteral("m![I % 32]"));
        QVERIFY(window->project()->isModified());
        QCOMPARE(autosaves(dir).size(), 1);  // the recovered work, now this session's autosave
        QVERIFY(readFile(window->autosave()->currentFile()).contains("m![I % 32]"));
        window->autosave()->setInterval(0);
    }

    void notNowOffersItAgainAtTheNextStart() {
        QTemporaryDir dir;
        crashWithUnsavedWork(dir, kSample, QStringLiteral("m![I % 32]"));
        const QString file = QDir(dir.filePath(QStringLiteral("autosave"))).filePath(autosaves(dir).value(0));
        const QDateTime crashedAt = QFileInfo(file).lastModified();
        QTest::qWait(50);
        {
            auto window = windowAutosavingTo(dir);
            QVERIFY(window->openFile(kSample, nullptr));
            window->autosave()->setInterval(1);
            RecoveryAnswerer answerer({QStringLiteral("Not Now")}, 0);
            window->offerRecovery();
            QCOMPARE(answerer.questions.size(), 1);
            QTest::qWait(2500);        // two autosave ticks with the work not recovered
            QVERIFY(window->close());  // and a clean close: nothing of its own to keep
        }
        QCOMPARE(autosaves(dir).size(), 1);
        QVERIFY(readFile(file).contains("\"offered\": true"));
        QCOMPARE(QFileInfo(file).lastModified(), crashedAt);  // the question still tells when the work was done

        auto window = windowAutosavingTo(dir);
        QVERIFY(window->openFile(kSample, nullptr));
        RecoveryAnswerer answerer({QStringLiteral("Recover")}, 0);
        window->offerRecovery();
        QCOMPARE(answerer.questions.size(), 1);
        QCOMPARE(window->document()->content().expression, QStringLiteral("m![I % 32]"));
    }

    void discardDeletesItAndAsksAboutTheNext() {
        QTemporaryDir dir;
        crashWithUnsavedWork(dir, kSample, QStringLiteral("m![I % 32]"));
        QTest::qWait(1100);  // file times tell which is newer
        crashWithUnsavedWork(dir, QStringLiteral(":/samples/constant-addition.tcpwb.json"), QStringLiteral("m![A % 4]"));
        QCOMPARE(autosaves(dir).size(), 2);
        auto window = windowAutosavingTo(dir);
        QVERIFY(window->openFile(kSample, nullptr));
        RecoveryAnswerer answerer({QStringLiteral("Discard"), QStringLiteral("Not Now")}, 0);
        window->offerRecovery();
        QCOMPARE(answerer.questions.size(), 2);  // Discard moved on to the older one
        QCOMPARE(autosaves(dir).size(), 1);
        const QList<gui::RecoveryFile> left = window->autosave()->pendingRecoveries();
        QCOMPARE(left.size(), 1);
        QVERIFY(readFile(left.front().autosavePath).contains("m![I % 32]"));  // the newer one was discarded
        QVERIFY(left.front().offered);
    }

    void theQuestionSaysWhatEachAnswerDoes() {
        QTemporaryDir dir;
        crashWithUnsavedWork(dir, kSample, QStringLiteral("m![I % 32]"));
        auto window = windowAutosavingTo(dir);
        QString name, informative;
        QStringList buttons;
        QTimer poll;
        connect(&poll, &QTimer::timeout, window.get(), [&] {
            auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
            if (!box) return;
            name = box->objectName();
            informative = box->informativeText();
            for (QAbstractButton* button : box->buttons()) buttons << button->objectName();
            box->reject();  // Escape, or the question closed: Not Now
        });
        poll.start(20);
        window->offerRecovery();
        QCOMPARE(name, QStringLiteral("recoveryQuestion"));
        QVERIFY2(informative.contains(QStringLiteral("Not Now keeps them")), qPrintable(informative));
        buttons.sort();
        QCOMPARE(buttons, (QStringList{QStringLiteral("discardButton"), QStringLiteral("notNowButton"), QStringLiteral("recoverButton")}));
        QCOMPARE(autosaves(dir).size(), 1);  // closing the question kept it
        QVERIFY(window->statusBar()->currentMessage().contains(QStringLiteral("offered again")));
    }

    void anOfferedAutosaveOutlivesALaterSaveOfItsFile() {
        // Not Now, then the file is saved with other work: the offered
        // autosave is older than its file now, but it was offered and not
        // answered, so it is offered again rather than dropped as stale.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("work.tcpwb.json"));
        {
            auto window = windowAutosavingTo(dir);
            QVERIFY(window->openFile(kSample, nullptr));
            QVERIFY(window->saveTo(path, nullptr));
        }
        crashWithUnsavedWork(dir, path, QStringLiteral("m![I % 32]"));
        const QString offered = autosaves(dir).value(0);
        {
            auto window = windowAutosavingTo(dir);
            QVERIFY(window->openFile(path, nullptr));
            RecoveryAnswerer answerer({QStringLiteral("Not Now")}, 0);
            window->offerRecovery();
            QTest::qWait(1100);  // a later file time
            window->document()->setExpression(QStringLiteral("m![I % 16]"));
            QVERIFY(window->saveTo(path, nullptr));
            QVERIFY(window->close());
        }
        QCOMPARE(autosaves(dir), QStringList{offered});
        auto window = windowAutosavingTo(dir);
        const QList<gui::RecoveryFile> pending = window->autosave()->pendingRecoveries();
        QCOMPARE(pending.size(), 1);
        QVERIFY(pending.front().offered);
        QVERIFY(pending.front().written < QFileInfo(path).lastModified());  // still the crashed session's time
    }

    void aSessionNeverOverwritesAnEarlierSessionsAutosave() {
        QTemporaryDir dir;
        crashWithUnsavedWork(dir, kSample, QStringLiteral("m![I % 32]"));
        const QString offered = QDir(dir.filePath(QStringLiteral("autosave"))).filePath(autosaves(dir).value(0));
        auto window = windowAutosavingTo(dir);
        QVERIFY(window->openFile(kSample, nullptr));
        RecoveryAnswerer answerer({QStringLiteral("Not Now")}, 0);
        window->offerRecovery();
        window->document()->setExpression(QStringLiteral("m![I % 16]"));  // same sample, other work
        QVERIFY(window->autosave()->saveNow());
        QVERIFY(window->autosave()->currentFile() != offered);
        QVERIFY(window->autosave()->currentFile().endsWith(QStringLiteral("-2.tcpwbproj.json")));
        QCOMPARE(autosaves(dir).size(), 2);
        QVERIFY(readFile(offered).contains("m![I % 32]"));
        window->autosave()->discard();  // "Discard" in Save the changes?: this session's work only
        QCOMPARE(autosaves(dir), QStringList{QFileInfo(offered).fileName()});
        QVERIFY(readFile(offered).contains("m![I % 32]"));
    }

    void aKernelsUnsavedEditsSurviveACrash() {
        // The Kernel tab's edits, not only the project's: written when the
        // window goes unasked, offered at the next start, laid over the file.
        QTemporaryDir dir;
        const QString kernel = userKernel(dir);
        const QByteArray onDisk = readFile(kernel);
        {
            auto window = windowAutosavingTo(dir);
            QVERIFY(window->openKernel(kernel, nullptr));
            window->kernelDocument()->edit(window->kernelDocument()->source() + kEdit);
            QVERIFY(window->close());  // "the crash": nobody was asked
        }
        QCOMPARE(kernelAutosaves(dir).size(), 1);
        QCOMPARE(readFile(kernel), onDisk);  // the file itself is not touched

        auto window = windowAutosavingTo(dir);
        const QList<gui::KernelRecovery> pending = window->kernelAutosave()->pendingRecoveries();
        QCOMPARE(pending.size(), 1);
        QCOMPARE(QFileInfo(pending.front().sourcePath).canonicalFilePath(), QFileInfo(kernel).canonicalFilePath());
        RecoveryAnswerer answerer({QStringLiteral("Recover")}, 0);
        window->offerRecovery();
        QCOMPARE(answerer.questions.size(), 1);
        QVERIFY2(answerer.questions.front().contains(QStringLiteral("the kernel mine.rs")), qPrintable(answerer.questions.front()));
        QVERIFY(window->kernelDocument()->source().endsWith(kEdit));
        QVERIFY(window->kernelDocument()->isModified());
        QCOMPARE(kernelAutosaves(dir).size(), 1);  // still safe until saved
        QString error;
        QVERIFY2(window->kernelDocument()->save(&error), qPrintable(error));
        QVERIFY(readFile(kernel).endsWith(kEdit.toUtf8()));
        QVERIFY(kernelAutosaves(dir).isEmpty());  // a save cleans up
        QVERIFY(window->close());
        QVERIFY(kernelAutosaves(dir).isEmpty());
    }

    void theTimerKeepsTheKernelsEditsAndDropsThemWhenUndone() {
        QTemporaryDir dir;
        const QString kernel = userKernel(dir);
        auto window = windowAutosavingTo(dir);
        QVERIFY(window->openKernel(kernel, nullptr));
        const QString original = window->kernelDocument()->source();
        window->kernelAutosave()->setInterval(1);
        window->kernelDocument()->edit(original + kEdit);
        QTRY_COMPARE_WITH_TIMEOUT(kernelAutosaves(dir).size(), 1, 5000);
        window->kernelDocument()->edit(original);  // undone: nothing left to recover
        QTRY_VERIFY_WITH_TIMEOUT(kernelAutosaves(dir).isEmpty(), 5000);
        window->kernelAutosave()->setInterval(0);
    }

    void discardingAtCloseLeavesNothingToRecover() {
        // Answering Discard when the window closes is on purpose: the next
        // start must not call it a crash and offer the work back.
        QTemporaryDir dir;
        const QString kernel = userKernel(dir);
        {
            auto window = windowAutosavingTo(dir);
            QVERIFY(window->openFile(QStringLiteral(":/samples/gemm.tcpwb.json"), nullptr));
            window->document()->setExpression(QStringLiteral("m![I % 32]"));
            QVERIFY(window->openKernel(kernel, nullptr));
            window->kernelDocument()->edit(window->kernelDocument()->source() + kEdit);
            QVERIFY(window->autosave()->saveNow() && window->kernelAutosave()->saveNow());
            window->setAskBeforeClosing(true);
            RecoveryAnswerer answerer({QStringLiteral("Discard"), QStringLiteral("Discard")}, 0);
            QVERIFY(window->close());
            QCOMPARE(answerer.questions.size(), 2);
        }
        QVERIFY(autosaves(dir).isEmpty());
        QVERIFY(kernelAutosaves(dir).isEmpty());
    }

    void aMissingKernelFileKeepsItsRecovery() {
        QTemporaryDir dir;
        const QString kernel = userKernel(dir);
        {
            auto window = windowAutosavingTo(dir);
            QVERIFY(window->openKernel(kernel, nullptr));
            window->kernelDocument()->edit(window->kernelDocument()->source() + kEdit);
            QVERIFY(window->kernelAutosave()->saveNow());
        }  // killed: the autosave stays
        QVERIFY(QFile::remove(kernel));
        auto window = windowAutosavingTo(dir);
        const QList<gui::KernelRecovery> pending = window->kernelAutosave()->pendingRecoveries();
        QCOMPARE(pending.size(), 1);
        QString error;
        QVERIFY(!window->recoverKernel(pending.front(), &error));
        QVERIFY2(error.contains(QStringLiteral("mine.rs")), qPrintable(error));
        QCOMPARE(kernelAutosaves(dir).size(), 1);  // the edits are still there to be had
        QVERIFY(pending.front().text.endsWith(kEdit));
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
