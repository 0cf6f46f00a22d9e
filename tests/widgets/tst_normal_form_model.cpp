// NormalFormModel, BufferPositionModel and AliasTableModel: the rows they
// show for known mappings, and Qt's model contract (QAbstractItemModelTester).
#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

#include "mapping/mapping.h"
#include "widgets/document/LayoutSlices.h"
#include "widgets/document/MappingDocument.h"
#include "widgets/models/AliasTableModel.h"
#include "widgets/models/BufferPositionModel.h"
#include "widgets/models/NormalFormModel.h"

using namespace tcpwb;
using namespace tcpwb::widgets;

namespace {

std::shared_ptr<const mapping::CompiledMapping> compile(const char* axes, const char* expression) {
    auto env = mapping::parseAxes(axes);
    if (!env) qFatal("bad axes %s", axes);
    auto compiled = mapping::compileMapping(expression, env.value());
    if (!compiled) qFatal("bad expression %s: %s", expression, compiled.error().message.c_str());
    return std::make_shared<const mapping::CompiledMapping>(std::move(compiled).value());
}

QVariant cell(const QAbstractItemModel& model, int row, int column, int role = Qt::DisplayRole) {
    return model.data(model.index(row, column), role);
}

}  // namespace

class TestNormalFormModel : public QObject {
    Q_OBJECT

private slots:
    void nestedStrideHasThreeFactors() {
        NormalFormModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setMapping(compile("B = 512", "m![B / 64, B % 32, B / 32 % 2]"));
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(model.columnCount(), 6);
        const qulonglong sizes[] = {8, 32, 2};
        const qulonglong steps[] = {64, 1, 32};
        for (int row = 0; row < 3; ++row) {
            QCOMPARE(cell(model, row, NormalFormModel::Content).toString(), QStringLiteral("B"));
            QCOMPARE(cell(model, row, NormalFormModel::Size).toULongLong(), sizes[row]);
            QCOMPARE(cell(model, row, NormalFormModel::Valid).toULongLong(), sizes[row]);
            QCOMPARE(cell(model, row, NormalFormModel::Step).toULongLong(), steps[row]);
            QCOMPARE(cell(model, row, NormalFormModel::Offset).toULongLong(), 0ull);
            QCOMPARE(cell(model, row, NormalFormModel::Padding).toString(), QString());
        }
        QCOMPARE(model.headerData(NormalFormModel::Valid, Qt::Horizontal).toString(), QStringLiteral("Valid"));
    }

    void paddingShowsValidExtentAndKind() {
        NormalFormModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setMapping(compile("A = 2048", "m![A / 2 #{0} 2048, 1 # 4]"));
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(cell(model, 0, NormalFormModel::Size).toULongLong(), 2048ull);
        QCOMPARE(cell(model, 0, NormalFormModel::Valid).toULongLong(), 1024ull);
        QCOMPARE(cell(model, 0, NormalFormModel::Padding).toString(), QStringLiteral("zero"));
        QCOMPARE(cell(model, 1, NormalFormModel::Content).toString(), QStringLiteral("broadcast"));
        QCOMPARE(cell(model, 1, NormalFormModel::Padding).toString(), QStringLiteral("any"));
    }

    void noMappingMeansNoRows() {
        NormalFormModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setMapping(compile("A = 8", "m![A]"));
        QCOMPARE(model.rowCount(), 1);
        model.setMapping(nullptr);
        QCOMPARE(model.rowCount(), 0);
        QVERIFY(!cell(model, 0, 0).isValid());
    }

    void bufferPositionsAskCore() {
        BufferPositionModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setMapping(compile("B = 512", "m![B / 64, B % 32, B / 32 % 2]"));
        QCOMPARE(model.rowCount(), 512);
        // The manual's worked example: buffer index 67 holds B = 97.
        QCOMPARE(cell(model, 67, BufferPositionModel::Holds).toString(), QStringLiteral("{B: 97}"));
        QVERIFY(!model.truncated());

        model.setMapping(compile("C = 13, D = 61", "m![C, D # 64]"));
        QCOMPARE(cell(model, 60, BufferPositionModel::Holds).toString(), QStringLiteral("{D: 60}"));
        QCOMPARE(cell(model, 61, BufferPositionModel::Holds).toString(), QStringLiteral("padding (any)"));
        QCOMPARE(cell(model, 64, BufferPositionModel::Holds).toString(), QStringLiteral("{C: 1}"));
        // core prints the origin as "{}"; the table names the axes.
        QCOMPARE(cell(model, 0, BufferPositionModel::Holds).toString(), QStringLiteral("{C: 0, D: 0}"));
    }

    void slidingPositionsListAFewIndices() {
        BufferPositionModel model;
        // The manual's sliding example: position 4 holds {N: 4}, {N: 2, F: 1} and {F: 2}.
        model.setMapping(compile("N = 5, F = 3", "m![$(N : 1, F : 2)]"));
        const QString four = cell(model, 4, BufferPositionModel::Holds).toString();
        QCOMPARE(four.count(QStringLiteral(" or ")), 2);
        for (const char* index : {"{N: 4}", "{N: 2, F: 1}", "{F: 2}"}) QVERIFY2(four.contains(QLatin1String(index)), qPrintable(four));
        model.setMapping(compile("N = 64, F = 64", "m![$(N : 1, F : 1)]"));
        QCOMPARE(cell(model, 10, BufferPositionModel::Holds).toString(),
                 QStringLiteral("{N: 1, F: 9} or {N: 2, F: 8} or {N: 3, F: 7} (and 8 more)"));
    }

    void hugeBuffersAreTruncated() {
        BufferPositionModel model;
        model.setMapping(compile("A = 4611686018427387904", "m![A]"));  // 2^62
        QCOMPARE(model.rowCount(), BufferPositionModel::kMaxRows);
        QVERIFY(model.truncated());
    }

    void bufferPositionsInTheChosenSlice() {
        // The constant-addition sample: Chip m![1], Cluster m![1 # 2], Slice
        // m![A / 8 # 256], Element m![A % 8] with A = 2048.
        MappingDocument document;
        document.replaceContent({QStringLiteral("A = 2048"),
                                 {{QStringLiteral("Chip"), QStringLiteral("m![1]")},
                                  {QStringLiteral("Cluster"), QStringLiteral("m![1 # 2]")},
                                  {QStringLiteral("Slice"), QStringLiteral("m![A / 8 # 256]")}},
                                 QStringLiteral("m![A % 8]"),
                                 {}},
                                {});
        const auto slices = recogniseSlices(document.content(), document.derivation()).structure;
        QVERIFY(slices);
        BufferPositionModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setMapping(document.derivation().mapping, slices);
        QCOMPARE(model.columnCount(), 3);
        QCOMPARE(model.rowCount(), 8);
        // Slice 0 until one is chosen, as in the Layout view.
        QCOMPARE(model.slice(), u64(0));
        QCOMPARE(cell(model, 3, BufferPositionModel::InSlice).toString(), QStringLiteral("{A: 3}"));
        QCOMPARE(cell(model, 0, BufferPositionModel::InSlice).toString(), QStringLiteral("{A: 0}"));

        QSignalSpy header(&model, &QAbstractItemModel::headerDataChanged);
        QSignalSpy data(&model, &QAbstractItemModel::dataChanged);
        model.setSlice(37);
        QCOMPARE(header.count(), 1);
        QCOMPARE(data.count(), 1);
        QCOMPARE(data.at(0).at(0).value<QModelIndex>().column(), int(BufferPositionModel::InSlice));
        // Slice 37 holds A = 296 .. 303: position 3 is A = 299; the element
        // column still says what the Element mapping alone holds.
        QCOMPARE(cell(model, 3, BufferPositionModel::InSlice).toString(), QStringLiteral("{A: 299}"));
        QCOMPARE(cell(model, 3, BufferPositionModel::Holds).toString(), QStringLiteral("{A: 3}"));
        QCOMPARE(model.headerData(BufferPositionModel::InSlice, Qt::Horizontal).toString(), QStringLiteral("In slice 37"));
        QVERIFY(model.headerData(BufferPositionModel::InSlice, Qt::Horizontal, Qt::ToolTipRole)
                    .toString()
                    .contains(QStringLiteral("chip 0 / cluster 0 / slice 37")));
        QVERIFY(!cell(model, 3, BufferPositionModel::InSlice, Qt::ForegroundRole).isValid());

        // The second cluster is the `# 2` padding: every position of its
        // slices holds nothing, greyed like any padding.
        model.setSlice(256 + 5);
        QCOMPARE(cell(model, 0, BufferPositionModel::InSlice).toString(), QStringLiteral("padding (any)"));
        QVERIFY(cell(model, 0, BufferPositionModel::InSlice, Qt::ForegroundRole).isValid());
        // Past the last slice: ignored, no signal.
        header.clear();
        model.setSlice(512);
        QCOMPARE(model.slice(), u64(256 + 5));
        QCOMPARE(header.count(), 0);

        // A design without slices has two columns; so has a structure over
        // another Element buffer.
        model.setMapping(document.derivation().mapping);
        QCOMPARE(model.columnCount(), 2);
        QVERIFY(!model.slices());
        model.setMapping(compile("A = 16", "m![A]"), slices);
        QCOMPARE(model.columnCount(), 2);
        model.setSlice(3);
        QCOMPARE(model.slice(), u64(0));
    }

    void aliasTableFollowsTheDocument() {
        MappingDocument document;
        document.replaceContent(
            {QStringLiteral("A = 2048"),
             {{QStringLiteral("Slice"), QStringLiteral("m![A / 8 # 256]")}, {QStringLiteral("Bad"), QStringLiteral("m![A / 7]")}},
             QStringLiteral("m![A % 8]"),
             {}},
            {});
        AliasTableModel model(&document);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(cell(model, 0, AliasTableModel::Size).toULongLong(), 256ull);
        QCOMPARE(cell(model, 1, AliasTableModel::Size).toString(), QStringLiteral("error"));
        QVERIFY(cell(model, 1, AliasTableModel::Size, Qt::ToolTipRole).toString().contains(QStringLiteral("stride 7")));

        QVERIFY(model.setData(model.index(1, AliasTableModel::Expression), QStringLiteral("m![A % 16]")));
        QCOMPARE(document.content().aliases.at(1).expression, QStringLiteral("m![A % 16]"));
        QCOMPARE(cell(model, 1, AliasTableModel::Size).toULongLong(), 16ull);

        document.insertAlias(0, {QStringLiteral("Chip"), QStringLiteral("m![1]")});
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(cell(model, 0, AliasTableModel::Name).toString(), QStringLiteral("Chip"));
        document.removeAlias(2);
        QCOMPARE(model.rowCount(), 2);
        document.undoStack()->undo();
        document.undoStack()->undo();
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(cell(model, 0, AliasTableModel::Name).toString(), QStringLiteral("Slice"));
        QVERIFY(!model.setData(model.index(0, AliasTableModel::Size), 5));
    }
};

QTEST_MAIN(TestNormalFormModel)
#include "tst_normal_form_model.moc"
