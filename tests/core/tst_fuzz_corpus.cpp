// Replays the fuzzer's seed corpus and every crash reproducer it ever found
// (fuzz/corpus, fuzz/regressions) through the same harness, so a fixed bug
// stays fixed without clang or libFuzzer.
#include <QtTest>

#include "fuzz_trace_harness.h"
#include "kernel_harness.h"
#include "mapping_harness.h"

class FuzzCorpus : public QObject {
    Q_OBJECT

    static QStringList inputs(const char* corpus = "corpus/mapping", const char* regressions = "regressions/mapping") {
        QStringList files;
        for (const char* sub : {corpus, regressions}) {
            QDir dir(QStringLiteral(TCPWB_FUZZ_DIR "/") + sub);
            for (const QFileInfo& info : dir.entryInfoList(QDir::Files, QDir::Name)) files << info.absoluteFilePath();
        }
        return files;
    }

private slots:
    void everyInputKeepsTheInvariants() {
        const QStringList files = inputs();
        QVERIFY2(files.size() >= 15, "the seed corpus is in fuzz/corpus/mapping");
        for (const QString& path : files) {
            QFile file(path);
            QVERIFY(file.open(QIODevice::ReadOnly));
            const QByteArray data = file.readAll();
            const std::string broken = tcpwb::fuzz::checkMappingInput(reinterpret_cast<const std::uint8_t*>(data.constData()), data.size());
            QVERIFY2(broken.empty(), qPrintable(path + ": " + QString::fromStdString(broken)));
        }
    }

    void everyKernelInputKeepsTheInvariants() {
        const QStringList files = inputs("corpus/kernel", "regressions/kernel");
        QVERIFY2(files.size() >= 9, "the kernel seed corpus is in fuzz/corpus/kernel");
        for (const QString& path : files) {
            QFile file(path);
            QVERIFY(file.open(QIODevice::ReadOnly));
            const QByteArray data = file.readAll();
            const auto* bytes = reinterpret_cast<const std::uint8_t*>(data.constData());
            const std::string broken = tcpwb::fuzz::checkKernelInput(bytes, data.size());
            QVERIFY2(broken.empty(), qPrintable(path + ": " + QString::fromStdString(broken)));
            // fuzz_kernel_syntax's invariants, on the same seeds
            const std::string syntax = tcpwb::fuzz::checkKernelSyntax(bytes, data.size());
            QVERIFY2(syntax.empty(), qPrintable(path + ": " + QString::fromStdString(syntax)));
        }
    }

    // Crates (`//@ PATH` starts each file after src/lib.rs): modules, helpers
    // across them, a module cycle, missing and ambiguous module files, macros.
    void everyCrateInputKeepsTheInvariants() {
        const QStringList files = inputs("corpus/crate", "regressions/crate");
        QVERIFY2(files.size() >= 4, "the crate seed corpus is in fuzz/corpus/crate");
        for (const QString& path : files) {
            QFile file(path);
            QVERIFY(file.open(QIODevice::ReadOnly));
            const QByteArray data = file.readAll();
            const std::string broken = tcpwb::fuzz::checkCrateInput(reinterpret_cast<const std::uint8_t*>(data.constData()), data.size());
            QVERIFY2(broken.empty(), qPrintable(path + ": " + QString::fromStdString(broken)));
        }
    }

    // The trace readers' seeds and reproducers, as the fuzz targets check
    // them: no crash, well-formed errors, the fast path agreeing with the
    // general reader, and a Chrome round trip.
    void everyTraceInputKeepsTheInvariants_data() {
        QTest::addColumn<QString>("path");
        QTest::addColumn<int>("format");
        const std::pair<const char*, tcpwb::trace::Format> readers[] = {{"trace_chrome", tcpwb::trace::Format::Chrome},
                                                                        {"trace_schedule", tcpwb::trace::Format::FuriosaSchedule}};
        for (const auto& [target, format] : readers) {
            const QString corpus = QStringLiteral("corpus/") + target, regressions = QStringLiteral("regressions/") + target;
            const QStringList files = inputs(qPrintable(corpus), qPrintable(regressions));
            QVERIFY2(files.size() >= 2, "the trace seed corpora are in fuzz/corpus/trace_*");
            for (const QString& path : files)
                QTest::newRow(qPrintable(QString(target) + "/" + QFileInfo(path).fileName())) << path << static_cast<int>(format);
        }
        // The schedules the real toolchain wrote, read from where they are
        // kept (never copied here); the fuzz target is seeded with them too.
        const QDir real(QStringLiteral(TCPWB_REAL_DATA_DIR "/furiosa-opt-schedules"));
        for (const QFileInfo& info : real.entryInfoList({QStringLiteral("*.json")}, QDir::Files, QDir::Name))
            QTest::newRow(qPrintable("real/" + info.fileName()))
                << info.absoluteFilePath() << static_cast<int>(tcpwb::trace::Format::FuriosaSchedule);
    }
    void everyTraceInputKeepsTheInvariants() {
        QFETCH(QString, path);
        QFETCH(int, format);
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray data = file.readAll();
        const std::string broken = tcpwb::fuzz::checkTraceInput(static_cast<tcpwb::trace::Format>(format),
                                                                reinterpret_cast<const std::uint8_t*>(data.constData()), data.size());
        QVERIFY2(broken.empty(), qPrintable(path + ": " + QString::fromStdString(broken)));
    }
};

QTEST_GUILESS_MAIN(FuzzCorpus)
#include "tst_fuzz_corpus.moc"
