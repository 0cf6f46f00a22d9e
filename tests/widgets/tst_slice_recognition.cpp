// MappingDocument::sliceRecognition(): the design's Chip x Cluster x Slice x
// Element structure worked out once per document change and shared by the
// Layout, Buffer positions and Switch views, instead of each view compiling
// the four mappings again; after every kind of change (edit, alias insert and
// remove, undo, replace) it is worked out afresh and says what
// recogniseSlices() says.
#include <QTest>

#include "widgets/document/LayoutSlices.h"
#include "widgets/document/MappingDocument.h"
#include "widgets/models/BufferPositionModel.h"
#include "widgets/models/LayoutModel.h"
#include "widgets/switch/SwitchView.h"
#include "widgets/views/BufferPositionsView.h"
#include "widgets/views/LayoutView.h"

using namespace tcpwb;
using widgets::AliasEntry;
using widgets::FieldRef;
using widgets::MappingDocument;
using widgets::SliceRecognition;
using widgets::SliceStructure;

namespace {

void addAlias(MappingDocument& document, const QString& name, const QString& expression) {
    document.insertAlias(int(document.content().aliases.size()), AliasEntry{name, expression});
}

// A design of two slices of four elements: A = 8, Slice m![A / 4].
void setUpTwoSlices(MappingDocument& document) {
    document.setAxes(QStringLiteral("A = 8"));
    document.setExpression(QStringLiteral("m![A % 4]"));
    addAlias(document, QStringLiteral("Slice"), QStringLiteral("m![A / 4]"));
}

// The cached recognition says what the function says of the same document.
// (QVERIFY returns from here; callers check QTest::currentTestFailed().)
void checkSameAsTheFunction(const MappingDocument& document) {
    const SliceRecognition& cached = document.sliceRecognition();
    const SliceRecognition fresh = widgets::recogniseSlices(document.content(), document.derivation());
    QCOMPARE(cached.problem, fresh.problem);
    QCOMPARE(bool(cached.structure), bool(fresh.structure));
    if (!fresh.structure) return;
    const SliceStructure& a = *cached.structure;
    const SliceStructure& b = *fresh.structure;
    QCOMPARE(a.chips(), b.chips());
    QCOMPARE(a.clusters(), b.clusters());
    QCOMPARE(a.slices(), b.slices());
    QCOMPARE(a.elements(), b.elements());
    QCOMPARE(a.assumed(), b.assumed());
    QVERIFY(a.whole().equivalentTo(b.whole()));
    QVERIFY(a.element().equivalentTo(b.element()));
    for (u64 slice = 0; slice < b.sliceCount(); ++slice) QCOMPARE(a.sliceIndex(slice), b.sliceIndex(slice));
}

}  // namespace

class TestSliceRecognition : public QObject {
    Q_OBJECT

private slots:
    void oneRecognitionPerChangeForEveryView() {
        MappingDocument document;
        setUpTwoSlices(document);
        widgets::LayoutView layout(&document);
        widgets::BufferPositionsView positions(&document);
        widgets::SwitchView switchView(&document);

        const std::shared_ptr<const SliceStructure> before = document.sliceRecognition().structure;
        QVERIFY(before);
        QCOMPARE(before->sliceCount(), u64(2));
        // Every reader holds the very same structure: one recognition, read
        // three times (the views used to work out one each).
        QCOMPARE(layout.model()->slices(), before.get());
        QCOMPARE(positions.model()->slices(), before.get());
        QCOMPARE(&document.sliceRecognition(), &document.sliceRecognition());
        QCOMPARE(document.sliceRecognition().structure, before);

        // An edit drops it; the views, told by `changed`, share the new one.
        document.setAxes(QStringLiteral("A = 16"));
        const std::shared_ptr<const SliceStructure> after = document.sliceRecognition().structure;
        QVERIFY(after);
        QVERIFY(after != before);
        QCOMPARE(after->sliceCount(), u64(4));
        QCOMPARE(layout.model()->slices(), after.get());
        QCOMPARE(positions.model()->slices(), after.get());
        checkSameAsTheFunction(document);
    }

    void everyKindOfChangeRecognisesAgain() {
        MappingDocument document;
        setUpTwoSlices(document);
        std::shared_ptr<const SliceStructure> held = document.sliceRecognition().structure;
        QCOMPARE(held->clusters(), u64(1));

        addAlias(document, QStringLiteral("Cluster"), QStringLiteral("m![1 # 3]"));
        QVERIFY(document.sliceRecognition().structure != held);
        QCOMPARE(document.sliceRecognition().structure->clusters(), u64(3));
        QVERIFY(document.sliceRecognition().structure->assumed() == QStringList{QStringLiteral("Chip")});
        checkSameAsTheFunction(document);
        if (QTest::currentTestFailed()) return;

        held = document.sliceRecognition().structure;
        document.undoStack()->undo();
        QVERIFY(document.sliceRecognition().structure != held);
        QCOMPARE(document.sliceRecognition().structure->clusters(), u64(1));

        held = document.sliceRecognition().structure;
        document.removeAlias(0);  // the Slice alias: no structure, no problem either
        QVERIFY(!document.sliceRecognition().structure);
        QVERIFY(document.sliceRecognition().problem.isEmpty());
        checkSameAsTheFunction(document);
        if (QTest::currentTestFailed()) return;

        widgets::MappingContent replaced = document.content();
        replaced.aliases.append(AliasEntry{QStringLiteral("Slice"), QStringLiteral("m![A / 2]")});
        document.replaceContent(replaced, {});
        QVERIFY(document.sliceRecognition().structure);
        QCOMPARE(document.sliceRecognition().structure->sliceCount(), u64(4));
        QCOMPARE(document.sliceRecognition().structure->elements(), u64(4));
        checkSameAsTheFunction(document);
    }

    void sameAsTheFunction_data() {
        QTest::addColumn<QString>("axes");
        QTest::addColumn<QString>("expression");
        QTest::addColumn<QStringList>("aliases");  // name, expression, name, expression, ...
        QTest::addColumn<bool>("hasStructure");
        QTest::addColumn<bool>("hasProblem");
        QTest::newRow("no Slice alias") << "A = 8"
                                        << "m![A]" << QStringList{"slice", "m![A / 4]"} << false << false;
        QTest::newRow("Slice alone") << "A = 8"
                                     << "m![A % 4]" << QStringList{"Slice", "m![A / 4]"} << true << false;
        QTest::newRow("Chip, Cluster and Slice")
            << "A = 64, B = 4"
            << "m![A % 4, B]" << QStringList{"Chip", "m![A / 32]", "Cluster", "m![A / 16 % 2]", "Slice", "m![A / 4 % 4]"} << true << false;
        QTest::newRow("padding slices") << "A = 6"
                                        << "m![A % 2]" << QStringList{"Slice", "m![A / 2 # 4]"} << true << false;
        QTest::newRow("broken Slice alias") << "A = 8"
                                            << "m![A % 4]" << QStringList{"Slice", "m![B]"} << false << true;
        QTest::newRow("broken Chip alias") << "A = 8"
                                           << "m![A % 4]" << QStringList{"Slice", "m![A / 4]", "Chip", "m![A /]"} << false << true;
        QTest::newRow("broken expression") << "A = 8"
                                           << "m![A %]" << QStringList{"Slice", "m![A / 4]"} << false << false;
        QTest::newRow("broken axes") << "A = "
                                     << "m![A % 4]" << QStringList{"Slice", "m![A / 4]"} << false << false;
    }

    void sameAsTheFunction() {
        QFETCH(QString, axes);
        QFETCH(QString, expression);
        QFETCH(QStringList, aliases);
        QFETCH(bool, hasStructure);
        QFETCH(bool, hasProblem);
        MappingDocument document;
        document.setAxes(axes);
        document.setExpression(expression);
        for (qsizetype i = 0; i + 1 < aliases.size(); i += 2) addAlias(document, aliases[i], aliases[i + 1]);
        QCOMPARE(bool(document.sliceRecognition().structure), hasStructure);
        QCOMPARE(!document.sliceRecognition().problem.isEmpty(), hasProblem);
        checkSameAsTheFunction(document);
    }
};

QTEST_MAIN(TestSliceRecognition)
#include "tst_slice_recognition.moc"
