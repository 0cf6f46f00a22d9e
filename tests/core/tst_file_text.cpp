// util::readFileText: a file the user names is read only up to a limit, so a
// huge regular file is refused before a byte is read and an endless one
// (/dev/zero) one byte past the limit, each with a sentence saying which.
#include <QtTest>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "util/file.h"

using namespace tcpwb;
namespace fs = std::filesystem;

class FileTextTest : public QObject {
    Q_OBJECT

    QTemporaryDir dir_;

    std::string written(const char* name, const std::string& text) {
        const std::string path = dir_.filePath(QString::fromLatin1(name)).toStdString();
        std::ofstream(path, std::ios::binary) << text;
        return path;
    }

private slots:
    void aFileUpToTheLimitIsRead() {
        const std::string path = written("ten.rs", std::string(10, 'x'));
        const FileText read = readFileText(path, 10);
        QVERIFY(!read.unreadable && !read.tooLarge);
        QCOMPARE(read.text, std::string(10, 'x'));
    }

    void aLargerFileIsRefusedWithItsSize() {
        const std::string path = written("eleven.rs", std::string(11, 'x'));
        const FileText read = readFileText(path, 10);
        QVERIFY(read.tooLarge);
        QVERIFY(read.text.empty());
        QCOMPARE(read.size.value_or(0), std::uintmax_t{11});
        QCOMPARE(tooLargeMessage("eleven.rs", read.size, 10), std::string("`eleven.rs` is 11 bytes; at most 10 bytes are read"));
    }

    void anEndlessFileStopsAtTheLimit() {
        if (!fs::exists("/dev/zero")) QSKIP("no /dev/zero here");
        const FileText read = readFileText("/dev/zero", std::size_t{4} << 20);
        QVERIFY(read.tooLarge);
        QVERIFY(!read.size);
        QCOMPARE(tooLargeMessage("/dev/zero", read.size, std::size_t{4} << 20),
                 std::string("`/dev/zero` holds more than 4194304 bytes (4 MiB), the most that are read"));
    }

    void aStreamIsReadToItsEndOrTheLimit() {
        std::istringstream short_("{\"ops\": []}");
        QCOMPARE(readStreamText(short_, 64).text, std::string("{\"ops\": []}"));
        std::istringstream long_(std::string(100000, ' '));
        QVERIFY(readStreamText(long_, 99999).tooLarge);
    }

    void aDirectoryOrMissingFileSaysWhich() {
        const FileText folder = readFileText(dir_.path().toStdString(), 10);
        QVERIFY(folder.unreadable && folder.unreadable->find("is a directory") != std::string::npos);
        const FileText missing = readFileText(dir_.filePath(QStringLiteral("nowhere.rs")).toStdString(), 10);
        QVERIFY(missing.unreadable && missing.unreadable->find("does not exist") != std::string::npos);
    }
};

QTEST_GUILESS_MAIN(FileTextTest)
#include "tst_file_text.moc"
