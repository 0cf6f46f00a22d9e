// Projects: several designs in one *.tcpwbproj.json, saved atomically;
// single *.tcpwb.json files open as one-design projects; malformed and newer
// files are refused with a message and the open project stays as it was.
#include <QAbstractItemModelTester>
#include <QListView>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include "DesignListModel.h"
#include "DesignStatus.h"
#include "DesignsDock.h"
#include "MainWindow.h"
#include "RecentFiles.h"
#include "util/atomic_file.h"
#include "widgets/document/DocumentFile.h"
#include "widgets/document/MappingDocument.h"
#include "widgets/document/Project.h"
#include "widgets/document/ProjectFile.h"

using namespace tcpwb;
using widgets::FileKind;
using widgets::MappingContent;

namespace {

MappingContent content(const QString& expression) {
    return {QStringLiteral("A = 2048, B = 64"), {{QStringLiteral("Slice"), QStringLiteral("m![A / 8 # 256]")}}, expression, {}};
}

QString writeFile(const QString& path, const QByteArray& bytes) {
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly)) qFatal("cannot write %s", qPrintable(path));
    file.write(bytes);
    return path;
}

QByteArray readFile(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

QByteArray projectJson(const QByteArray& designs, const QByteArray& extra = {}) {
    return "{\"format\": \"tcpwb-project\", \"version\": 1" + extra + ", \"designs\": " + designs + "}";
}

const QByteArray kDesignDocument = R"({"format": "tcpwb-mapping-studio", "version": 1, "axes": "A = 64", "expression": "m![A % 8]"})";

}  // namespace

class TestDesktopProject : public QObject {
    Q_OBJECT

private slots:
    void projectRoundTripsEveryDesign() {
        const widgets::ProjectContent written{{{QStringLiteral("gemm"), content(QStringLiteral("m![A % 8]"))},
                                               {QStringLiteral("gemm padded"), content(QStringLiteral("m![A / 8 # 300]"))},
                                               {QStringLiteral("전치"), content(QStringLiteral("m![B, A % 4]"))}},
                                              2};
        const widgets::ParsedProject parsed = widgets::parseProjectOrDesign(widgets::serializeProject(written), QStringLiteral("unused"));
        const auto* loaded = std::get_if<widgets::LoadedProject>(&parsed);
        QVERIFY2(loaded, qPrintable(loaded ? QString() : std::get<QString>(parsed)));
        QCOMPARE(loaded->kind, FileKind::Project);
        QVERIFY(loaded->content == written);
    }

    void singleDesignOpensAsOneDesignProject() {
        QTemporaryDir dir;
        const QString path = writeFile(dir.filePath(QStringLiteral("masking.tcpwb.json")), kDesignDocument);
        widgets::MappingDocument document;
        widgets::Project project(&document);
        QString error;
        QVERIFY2(project.load(path, &error), qPrintable(error));
        QCOMPARE(project.designCount(), 1);
        QCOMPARE(project.designName(0), QStringLiteral("masking"));
        QCOMPARE(project.fileKind(), FileKind::Design);
        QCOMPARE(document.content().expression, QStringLiteral("m![A % 8]"));
        QCOMPARE(document.filePath(), path);  // the document still knows its file
        QVERIFY(!project.isModified());

        // Saving it again writes the single-design format, not a project.
        document.setExpression(QStringLiteral("m![A % 16]"));
        QVERIFY(project.isModified());
        QVERIFY2(project.save(path, &error), qPrintable(error));
        QVERIFY(!project.isModified());
        const widgets::ParsedDocument reread = widgets::readDocumentFile(path);
        QVERIFY(std::holds_alternative<MappingContent>(reread));
        QCOMPARE(std::get<MappingContent>(reread).expression, QStringLiteral("m![A % 16]"));
    }

    void severalDesignsNeedAProjectFile() {
        QTemporaryDir dir;
        const QString single = writeFile(dir.filePath(QStringLiteral("one.tcpwb.json")), kDesignDocument);
        widgets::MappingDocument document;
        widgets::Project project(&document);
        QVERIFY(project.load(single, nullptr));
        project.addDesign(QStringLiteral("one"), content(QStringLiteral("m![B]")));
        QCOMPARE(project.designName(1), QStringLiteral("one 2"));  // names stay unique
        QString error;
        QVERIFY(!project.save(single, &error));
        QVERIFY2(error.contains(QStringLiteral(".tcpwbproj.json")), qPrintable(error));
        QCOMPARE(readFile(single), kDesignDocument);  // untouched

        const QString projectPath = dir.filePath(QStringLiteral("both.tcpwbproj.json"));
        QVERIFY2(project.save(projectPath, &error), qPrintable(error));
        QCOMPARE(project.fileKind(), FileKind::Project);
        QCOMPARE(project.filePath(), projectPath);

        widgets::MappingDocument other;
        widgets::Project reopened(&other);
        QVERIFY2(reopened.load(projectPath, &error), qPrintable(error));
        QCOMPARE(reopened.designCount(), 2);
        QCOMPARE(reopened.activeIndex(), 1);  // the open design is remembered
        QCOMPARE(other.content().expression, QStringLiteral("m![B]"));
        reopened.setActive(0);
        QCOMPARE(other.content().expression, QStringLiteral("m![A % 8]"));
    }

    void aFailingWriteKeepsTheOldFile() {
        // The disk fills up halfway through the write (the one file writer's
        // test seam; tst_desktop_full_disk tries every step and real ones).
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("p") + QLatin1String(widgets::kProjectSuffix));
        widgets::MappingDocument document;
        widgets::Project project(&document);
        project.newProject(QStringLiteral("first"), content(QStringLiteral("m![A % 8]")));
        QString error;
        QVERIFY2(project.save(path, &error), qPrintable(error));
        const QByteArray before = readFile(path);
        QVERIFY(!before.isEmpty());

        document.setExpression(QStringLiteral("m![A % 16]"));
        {
            util::ScopedWriteFault full({util::WriteStep::Write, 100});
            QVERIFY(!project.save(path, &error));
        }
        QCOMPARE(error, QStringLiteral("Cannot write p.tcpwbproj.json: No space left on device. The file was not changed."));
        QCOMPARE(readFile(path), before);
        QVERIFY(project.isModified());  // the unsaved work is still marked unsaved
        QCOMPARE(document.content().expression, QStringLiteral("m![A % 16]"));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden).size(), 1);  // no temporary left behind
    }

    void aNameAtTheFileSystemsLimitSaves() {
        // The temporary file has a short name of its own, so any name the
        // file system takes can be saved.
        QTemporaryDir dir;
        const QString suffix = QLatin1String(widgets::kProjectSuffix);
        const QString path = dir.filePath(QString(255 - suffix.size(), QLatin1Char('p')) + suffix);
        widgets::MappingDocument document;
        widgets::Project project(&document);
        project.newProject(QStringLiteral("first"), content(QStringLiteral("m![A % 8]")));
        QString error;
        QVERIFY2(project.save(path, &error), qPrintable(error));
        QVERIFY(readFile(path).contains("m![A % 8]"));
    }

    void malformedProjectsAreRefused_data() {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("expected");
        const QByteArray design = "{\"name\": \"a\", \"document\": " + kDesignDocument + "}";
        QTest::newRow("not json") << QByteArray("{\"format\": ") << QStringLiteral("not valid JSON");
        QTest::newRow("array") << QByteArray("[]") << QStringLiteral("not an object");
        QTest::newRow("other format") << QByteArray(R"({"format": "x"})") << QStringLiteral("not a TCP Workbench file");
        QTest::newRow("newer version") << QByteArray(R"({"format": "tcpwb-project", "version": 2, "designs": []})")
                                       << QStringLiteral("written by a newer TCP Workbench (project version 2)");
        QTest::newRow("version text") << QByteArray(R"({"format": "tcpwb-project", "version": "1"})")
                                      << QStringLiteral("\"version\" must be a whole number");
        QTest::newRow("version fraction") << QByteArray(R"({"format": "tcpwb-project", "version": 1.5})")
                                          << QStringLiteral("\"version\" must be a whole number");
        QTest::newRow("no designs") << projectJson("{}") << QStringLiteral("\"designs\" must be an array");
        QTest::newRow("empty designs") << projectJson("[]") << QStringLiteral("at least one design");
        QTest::newRow("design not object") << projectJson("[3]") << QStringLiteral("design 1: must be an object");
        QTest::newRow("no name") << projectJson("[{\"document\": " + kDesignDocument + "}]")
                                 << QStringLiteral("design 1: \"name\" must be a non-empty string");
        QTest::newRow("blank name") << projectJson("[{\"name\": \"  \", \"document\": " + kDesignDocument + "}]")
                                    << QStringLiteral("\"name\" must be a non-empty string");
        QTest::newRow("no document") << projectJson("[{\"name\": \"a\"}]") << QStringLiteral("design 1: \"document\" must be an object");
        QTest::newRow("bad document") << projectJson(
                                             R"([{"name": "a", "document": {"format": "tcpwb-mapping-studio", "version": 1, "axes": 3}}])")
                                      << QStringLiteral("design 1: \"axes\" must be a string");
        QTest::newRow("duplicate names") << projectJson("[" + design + ", " + design + "]")
                                         << QStringLiteral("two designs are called \"a\"");
        QTest::newRow("active out of range") << projectJson("[" + design + "]", ", \"active\": 1")
                                             << QStringLiteral("\"active\" must be the index of a design (0 to 0)");
        QTest::newRow("active negative") << projectJson("[" + design + "]", ", \"active\": -1")
                                         << QStringLiteral("\"active\" must be the index");
        QTest::newRow("active text") << projectJson("[" + design + "]", ", \"active\": \"0\"")
                                     << QStringLiteral("\"active\" must be the index");
        QTest::newRow("newer single design")
            << QByteArray(R"({"format": "tcpwb-mapping-studio", "version": 9, "axes": "A = 8", "expression": "m![A]"})")
            << QStringLiteral("unsupported \"version\"");
    }

    void malformedProjectsAreRefused() {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, expected);
        QTemporaryDir dir;
        const QString good = writeFile(dir.filePath(QStringLiteral("good.tcpwb.json")), kDesignDocument);
        const QString bad = writeFile(dir.filePath(QStringLiteral("bad.tcpwbproj.json")), bytes);
        widgets::MappingDocument document;
        widgets::Project project(&document);
        QVERIFY(project.load(good, nullptr));
        document.setExpression(QStringLiteral("m![A % 4]"));  // unsaved work must survive

        QString error;
        QVERIFY(!project.load(bad, &error));
        QVERIFY2(error.contains(expected), qPrintable(error));
        QVERIFY2(error.startsWith(QStringLiteral("Cannot read bad.tcpwbproj.json")), qPrintable(error));
        QCOMPARE(project.filePath(), good);
        QCOMPARE(document.content().expression, QStringLiteral("m![A % 4]"));
        QVERIFY(project.isModified());
        QCOMPARE(readFile(bad), bytes);  // a refused file is never rewritten
    }

    void anEndlessFileIsRefusedNotReadToItsEnd() {
        // QFile::size() is 0 for /dev/zero, so a size check before readAll()
        // let it fill memory; the unsaved design stays.
        if (!QFileInfo::exists(QStringLiteral("/dev/zero"))) QSKIP("no /dev/zero here");
        QTemporaryDir dir;
        const QString good = writeFile(dir.filePath(QStringLiteral("good.tcpwb.json")), kDesignDocument);
        widgets::MappingDocument document;
        widgets::Project project(&document);
        QVERIFY(project.load(good, nullptr));
        document.setExpression(QStringLiteral("m![A % 4]"));
        QString error;
        QVERIFY(!project.load(QStringLiteral("/dev/zero"), &error));
        QVERIFY2(error.contains(QStringLiteral("too large")), qPrintable(error));
        QCOMPARE(document.content().expression, QStringLiteral("m![A % 4]"));
        const widgets::ParsedDocument design = widgets::readDocumentFile(QStringLiteral("/dev/zero"));
        QVERIFY(std::holds_alternative<QString>(design));
        QVERIFY2(std::get<QString>(design).contains(QStringLiteral("too large")), qPrintable(std::get<QString>(design)));
    }

    void modifiedFollowsTheContentNotTheHistory() {
        widgets::MappingDocument document;
        widgets::Project project(&document);
        project.newProject(QStringLiteral("a"), content(QStringLiteral("m![A % 8]")));
        QSignalSpy modified(&project, &widgets::Project::modificationChanged);
        QVERIFY(!project.isModified());
        document.setExpression(QStringLiteral("m![A % 16]"));
        QVERIFY(project.isModified());
        document.undoStack()->undo();
        QVERIFY(!project.isModified());
        QCOMPARE(modified.count(), 2);

        // Switching designs is not a change; adding, renaming and removing are.
        project.addDesign(QStringLiteral("b"), content(QStringLiteral("m![B]")));
        QVERIFY(project.isModified());
        QVERIFY(project.removeDesign(1));
        QVERIFY(!project.isModified());
        QVERIFY(!project.removeDesign(0));  // the last design stays
        QString error;
        QVERIFY(project.renameDesign(0, QStringLiteral(" renamed "), &error));
        QCOMPARE(project.designName(0), QStringLiteral("renamed"));
        QVERIFY(project.isModified());
    }

    void renamingRefusesEmptyAndDuplicateNames() {
        widgets::MappingDocument document;
        widgets::Project project(&document);
        project.newProject(QStringLiteral("a"), content(QStringLiteral("m![A]")));
        project.addDesign(QStringLiteral("b"), content(QStringLiteral("m![B]")));
        QString error;
        QVERIFY(!project.renameDesign(1, QStringLiteral("a"), &error));
        QVERIFY2(error.contains(QStringLiteral("already called")), qPrintable(error));
        QVERIFY(!project.renameDesign(1, QStringLiteral("   "), &error));
        QVERIFY(!project.renameDesign(5, QStringLiteral("c"), &error));
        QCOMPARE(project.designName(1), QStringLiteral("b"));
    }

    void switchingKeepsEachDesignsEdits() {
        widgets::MappingDocument document;
        widgets::Project project(&document);
        project.newProject(QStringLiteral("a"), content(QStringLiteral("m![A]")));
        project.addDesign(QStringLiteral("b"), content(QStringLiteral("m![B]")));
        document.setExpression(QStringLiteral("m![B % 8]"));
        project.setActive(0);
        QCOMPARE(document.content().expression, QStringLiteral("m![A]"));
        document.setExpression(QStringLiteral("m![A % 4]"));
        project.setActive(1);
        QCOMPARE(document.content().expression, QStringLiteral("m![B % 8]"));
        const widgets::ProjectContent snapshot = project.snapshot();
        QCOMPARE(snapshot.designs.at(0).content.expression, QStringLiteral("m![A % 4]"));
        QCOMPARE(snapshot.designs.at(1).content.expression, QStringLiteral("m![B % 8]"));
        // Removing the open design opens its neighbour.
        QVERIFY(project.removeDesign(1));
        QCOMPARE(project.activeIndex(), 0);
        QCOMPARE(document.content().expression, QStringLiteral("m![A % 4]"));
    }

    void designListModelFollowsTheProject() {
        widgets::MappingDocument document;
        widgets::Project project(&document);
        gui::DesignListModel model(&project);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 1);
        project.addDesign(QStringLiteral("second"), content(QStringLiteral("m![B]")));
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.index(1).data().toString(), QStringLiteral("second"));
        QVERIFY(model.index(1).data(Qt::FontRole).value<QFont>().bold());
        QVERIFY(!model.index(0).data(Qt::FontRole).value<QFont>().bold());
        QVERIFY(model.setData(model.index(1), QStringLiteral("third")));
        QCOMPARE(project.designName(1), QStringLiteral("third"));
        QSignalSpy refused(&model, &gui::DesignListModel::renameRefused);
        QVERIFY(!model.setData(model.index(1), model.index(0).data()));
        QCOMPARE(refused.count(), 1);
        QVERIFY(project.removeDesign(0));
        QCOMPARE(model.rowCount(), 1);
    }

    void windowSwitchesDesignsFromTheDock() {
        QTemporaryDir dir;
        gui::MainWindow window;
        window.setAskBeforeClosing(false);
        QVERIFY(window.openFile(QStringLiteral(":/samples/gemm.tcpwb.json"), nullptr));
        window.addDesign();  // a copy of the open design
        QCOMPARE(window.project()->designCount(), 2);
        QCOMPARE(window.project()->designName(1), QStringLiteral("gemm 2"));
        window.document()->setExpression(QStringLiteral("m![I % 32]"));
        QVERIFY(window.windowTitle().startsWith(QStringLiteral("gemm 2 — ")));
        QVERIFY(window.designStatus()->text().contains(QStringLiteral("(2 of 2)")));

        QListView* list = window.designsDock()->list();
        list->setCurrentIndex(list->model()->index(0, 0));
        QCOMPARE(window.project()->activeIndex(), 0);
        QVERIFY(window.document()->content().expression != QStringLiteral("m![I % 32]"));
        window.nextDesign();
        QCOMPARE(window.document()->content().expression, QStringLiteral("m![I % 32]"));
        QCOMPARE(list->currentIndex().row(), 1);

        const QString path = dir.filePath(QStringLiteral("two.tcpwbproj.json"));
        QString error;
        QVERIFY2(window.saveTo(path, &error), qPrintable(error));
        QVERIFY(!window.isWindowModified());
        QVERIFY(window.recentFiles()->files().contains(path));

        gui::MainWindow again;
        QVERIFY2(again.openFile(path, &error), qPrintable(error));
        QCOMPARE(again.project()->designCount(), 2);
        QCOMPARE(again.document()->content().expression, QStringLiteral("m![I % 32]"));

        // Importing adds the other file's designs under unique names.
        QVERIFY2(again.importDesigns(path, &error), qPrintable(error));
        QCOMPARE(again.project()->designCount(), 4);
        QCOMPARE(again.project()->designName(2), QStringLiteral("gemm 3"));
    }

    void theSampleProjectOpens() {
        gui::MainWindow window;
        QString error;
        QVERIFY2(window.openFile(QStringLiteral(":/samples/workbench.tcpwbproj.json"), &error), qPrintable(error));
        QCOMPARE(window.project()->designCount(), 4);
        QCOMPARE(window.project()->designName(window.project()->activeIndex()), QStringLiteral("fetch-masking"));
        QVERIFY(window.project()->filePath().isEmpty());  // samples are read-only
        for (int i = 0; i < window.project()->designCount(); ++i) {
            window.project()->setActive(i);
            QVERIFY2(window.document()->derivation().ok(), qPrintable(window.project()->designName(i)));
        }
        QVERIFY(!window.project()->isModified());
    }

    void theStatusBarNamesTheDesignAndItsState() {
        gui::MainWindow window;
        QVERIFY(window.openFile(QStringLiteral(":/samples/constant-addition.tcpwb.json"), nullptr));
        QCOMPARE(window.designStatus()->text(), QStringLiteral("Design constant-addition (1 of 1): derived"));
        window.document()->setExpression(QStringLiteral("m![A / 7]"));
        QCOMPARE(window.designStatus()->text(), QStringLiteral("Design constant-addition (1 of 1): expression error"));
        window.document()->setAxes(QStringLiteral("A = "));
        QVERIFY(window.designStatus()->text().endsWith(QStringLiteral("axes do not parse")));
    }
};

QTEST_MAIN(TestDesktopProject)
#include "tst_desktop_project.moc"
