// util::writeFileAtomically: the whole content or the old file, never a short
// or empty one. Failures come three ways: the injected fault at each step
// (write, fsync, close, rename), real kernel failures (RLIMIT_FSIZE, a
// missing folder, /dev/full), and a content writer that throws.
#include <QtTest>

#include <sys/stat.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>

#include "../file_size_limit.h"
#include "trace/chrome_writer.h"
#include "util/atomic_file.h"
#include "../diag_kind_text.h"

using namespace tcpwb;
namespace fs = std::filesystem;

namespace {

std::string readAll(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

void writePlain(const fs::path& path, const std::string& text) { std::ofstream(path, std::ios::binary) << text; }

// What is in the folder besides the target: leftovers of a failed write.
QStringList entriesOf(const fs::path& folder) {
    QStringList names;
    for (const fs::directory_entry& entry : fs::directory_iterator(folder))
        names << QString::fromStdString(entry.path().filename().string());
    names.sort();
    return names;
}

mode_t permissionsOf(const fs::path& path) {
    struct stat info {};
    stat(path.c_str(), &info);
    return info.st_mode & 07777;
}

const std::string kOld = "{\"old\": true}\n";

}  // namespace

class AtomicFile : public QObject {
    Q_OBJECT

private slots:
    void writesANewFile() {
        QTemporaryDir dir;
        const fs::path path = dir.filePath("new.json").toStdString();
        QVERIFY(!util::writeFileAtomically(path, "hello\n"));
        QCOMPARE(readAll(path), std::string("hello\n"));
        QCOMPARE(entriesOf(path.parent_path()), QStringList{"new.json"});
        // A new file gets what the umask allows, as open(2) would give it.
        const mode_t mask = umask(0);
        umask(mask);
        QCOMPARE(permissionsOf(path), mode_t(0666 & ~mask));
    }

    void replacesAFileKeepingItsPermissions() {
        QTemporaryDir dir;
        const fs::path path = dir.filePath("doc.json").toStdString();
        writePlain(path, kOld);
        QCOMPARE(chmod(path.c_str(), 0640), 0);
        QVERIFY(!util::writeFileAtomically(path, "new"));
        QCOMPARE(readAll(path), std::string("new"));
        QCOMPARE(permissionsOf(path), mode_t(0640));
    }

    void streamsContentLargerThanItsBuffer() {
        QTemporaryDir dir;
        const fs::path path = dir.filePath("big.txt").toStdString();
        std::string expected;
        const auto failed = util::writeFileAtomically(path, [&expected](std::ostream& out) {
            for (int i = 0; i < 50000; ++i) {
                const std::string line = std::to_string(i) + " some text to fill the buffer\n";
                out << line;
                expected += line;
            }
            out << std::string(200000, 'x');  // one piece larger than the buffer
            expected += std::string(200000, 'x');
        });
        QVERIFY(!failed);
        QCOMPARE(readAll(path).size(), expected.size());
        QVERIFY(readAll(path) == expected);
    }

    void anInjectedFaultKeepsTheOldFile_data() {
        QTest::addColumn<int>("step");
        QTest::addColumn<qulonglong>("bytesBefore");
        QTest::newRow("no room at all") << int(util::WriteStep::Write) << qulonglong(0);
        QTest::newRow("room for part of it") << int(util::WriteStep::Write) << qulonglong(70000);
        QTest::newRow("fsync") << int(util::WriteStep::Sync) << qulonglong(0);
        QTest::newRow("close") << int(util::WriteStep::Close) << qulonglong(0);
        QTest::newRow("rename") << int(util::WriteStep::Rename) << qulonglong(0);
    }
    void anInjectedFaultKeepsTheOldFile() {
        QFETCH(int, step);
        QFETCH(qulonglong, bytesBefore);
        QTemporaryDir dir;
        const fs::path path = dir.filePath("doc.json").toStdString();
        writePlain(path, kOld);
        std::optional<std::string> failed;
        {
            util::ScopedWriteFault fault({util::WriteStep(step), bytesBefore});
            failed = util::writeFileAtomically(path, std::string(200000, 'n'));
        }
        QVERIFY(failed);
        QCOMPARE(QString::fromStdString(*failed), QStringLiteral("No space left on device"));
        QCOMPARE(readAll(path), kOld);
        QCOMPARE(entriesOf(path.parent_path()), QStringList{"doc.json"});  // no temporary file left
        // And once the disk has room again, the write goes through.
        QVERIFY(!util::writeFileAtomically(path, "after"));
        QCOMPARE(readAll(path), std::string("after"));
    }

    void aRealShortWriteKeepsTheOldFile() {
        QTemporaryDir dir;
        const fs::path path = dir.filePath("doc.json").toStdString();
        writePlain(path, kOld);
        std::optional<std::string> failed;
        {
            FileSizeLimit limit(4096);  // the kernel cuts the write short, then refuses it
            failed = util::writeFileAtomically(path, std::string(100000, 'n'));
        }
        QVERIFY(failed);
        QCOMPARE(QString::fromStdString(*failed), QStringLiteral("File too large"));
        QCOMPARE(readAll(path), kOld);
        QCOMPARE(entriesOf(path.parent_path()), QStringList{"doc.json"});
    }

    void aMissingFolderIsAnError() {
        QTemporaryDir dir;
        const auto failed = util::writeFileAtomically(dir.filePath("no/such/folder.json").toStdString(), "x");
        QVERIFY(failed);
        QCOMPARE(QString::fromStdString(*failed), QStringLiteral("No such file or directory"));
    }

    void aThrowingWriterLeavesNothingBehind() {
        QTemporaryDir dir;
        const fs::path path = dir.filePath("doc.json").toStdString();
        writePlain(path, kOld);
        QVERIFY_THROWS_EXCEPTION(std::runtime_error, util::writeFileAtomically(path, [](std::ostream& out) {
                                     out << "half";
                                     throw std::runtime_error("the producer failed");
                                 }));
        QCOMPARE(readAll(path), kOld);
        QCOMPARE(entriesOf(path.parent_path()), QStringList{"doc.json"});
    }

    void aLinkIsFollowedNotReplaced() {
        QTemporaryDir dir;
        const fs::path target = dir.filePath("real.json").toStdString();
        const fs::path link = dir.filePath("link.json").toStdString();
        writePlain(target, kOld);
        fs::create_symlink(target, link);
        QVERIFY(!util::writeFileAtomically(link, "through the link"));
        QVERIFY(fs::is_symlink(link));
        QCOMPARE(readAll(target), std::string("through the link"));
    }

    void devicesAreWrittenInPlace() {
        QVERIFY(!util::writeFileAtomically("/dev/null", "discarded"));
        if (!fs::exists("/dev/full")) QSKIP("no /dev/full here");
        const auto failed = util::writeFileAtomically("/dev/full", std::string(100000, 'x'));
        QVERIFY(failed);
        QCOMPARE(QString::fromStdString(*failed), QStringLiteral("No space left on device"));
    }

    void aChromeTraceOnAFullDiskIsAnError() {
        QTemporaryDir dir;
        const fs::path path = dir.filePath("trace.json").toStdString();
        writePlain(path, kOld);
        trace::Trace t;
        t.timeUnit = "cycle";
        std::optional<diag::Diagnostic> failed;
        {
            util::ScopedWriteFault fault({util::WriteStep::Write, 10});
            failed = trace::writeChromeTraceFile(t, path.string());
        }
        QVERIFY(failed);
        QCOMPARE(failed->kind, diag::Kind::trace_io_error);
        QVERIFY2(failed->message.find("No space left on device") != std::string::npos, failed->message.c_str());
        QCOMPARE(readAll(path), kOld);
        QVERIFY(!trace::writeChromeTraceFile(t, path.string()));
        QVERIFY(readAll(path).find("traceEvents") != std::string::npos);
    }
};

QTEST_MAIN(AtomicFile)
#include "tst_atomic_file.moc"
