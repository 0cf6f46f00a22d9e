// The Layout view: the model's colours, labels, grid shape and group boxes
// for the manual's examples; a bounded amount of work per frame on a buffer
// of 2^24 positions; linked highlighting between the grid, the positions
// table and the position lookup; and undo leaving the view in step. The
// whole Chip x Cluster x Slice x Element tensor of a design with those
// aliases: boxes, padding slices, clicks and the same work bound.
#include <QApplication>
#include <QComboBox>
#include <QMouseEvent>
#include <QElapsedTimer>
#include <QStackedWidget>
#include <QTabWidget>
#include <QTableView>
#include <QTest>

#include "CommandLine.h"
#include "MainWindow.h"
#include "widgets/document/LayoutSlices.h"
#include "widgets/document/MappingDocument.h"
#include "widgets/models/BufferPositionModel.h"
#include "widgets/models/CoreText.h"
#include "widgets/models/LayoutModel.h"
#include "widgets/views/BufferPositionsView.h"
#include "widgets/views/LayoutCanvas.h"
#include "widgets/views/LayoutView.h"
#include "widgets/views/MappingEditorDock.h"
#include "widgets/views/PositionLookup.h"
#include "widgets/views/PositionSpinBox.h"

using namespace tcpwb;
using widgets::CellRange;
using widgets::GroupLevel;
using widgets::LayoutModel;
using widgets::LayoutScope;

namespace {

// A document holding one mapping; its derivation compiles it the way the
// GUI does.
void setUp(widgets::MappingDocument& document, const QString& axes, const QString& expression) {
    document.setAxes(axes);
    document.setExpression(expression);
}

mapping::AxisId axisNamed(const LayoutModel& model, const char* name) { return *model.mapping()->env().find(name); }

// Manual, "Padding": axes![C = 13, D = 61], m![C, D # 64].
void setUpPaddingExample(widgets::MappingDocument& document) {
    setUp(document, QStringLiteral("C = 13, D = 61"), QStringLiteral("m![C, D # 64]"));
    QVERIFY2(document.derivation().ok(), "the manual's padding example compiles");
}

// The Layout model of a design, slices included when it has them.
std::shared_ptr<const widgets::SliceStructure> slicesOf(const widgets::MappingDocument& document) {
    return widgets::recogniseSlices(document.content(), document.derivation()).structure;
}

void addAlias(widgets::MappingDocument& document, const QString& name, const QString& expression) {
    document.insertAlias(int(document.content().aliases.size()), widgets::AliasEntry{name, expression});
}

// How many cells of the whole grid hold the selected element.
int markedCells(const LayoutModel& model) {
    int marked = 0;
    for (const widgets::LayoutBlock& block : model.blocks(CellRange{0, model.rows() - 1, 0, model.columns() - 1}, 1))
        marked += block.holdsSelected;
    return marked;
}

// The work bound every buffer of 2^24 positions must keep, in an 800 x 600
// canvas: zoomed out, a frame samples a few positions per block of at least
// 6 x 6 pixels; zoomed in to `zoomedCellPixels`, only the cells on screen are
// looked at; and even a caller asking for every single cell gets a bounded
// frame. (QVERIFY returns from here; callers return when it failed.)
void checkFrameWorkIsBounded(LayoutModel& model, int zoomedCellPixels) {
    widgets::LayoutCanvas canvas(&model);
    canvas.resize(800, 600);
    canvas.zoomToFit();
    QVERIFY(canvas.blockSpan() > 1);

    const u64 budget = LayoutModel::kBlockSamples * (800 / 6 + 2) * (600 / 6 + 2);
    QElapsedTimer timer;
    timer.start();
    const QImage frame = canvas.grab().toImage();
    QVERIFY(model.lastPositionsSampled() > 0);
    QVERIFY2(model.lastPositionsSampled() <= budget, qPrintable(QString::number(model.lastPositionsSampled())));
    QVERIFY2(timer.elapsed() < 3000, "one frame of 2^24 positions takes under three seconds (Debug, sanitizers)");
    QVERIFY(!frame.isNull());

    canvas.setCellPixels(zoomedCellPixels);
    canvas.grab();
    QCOMPARE(canvas.blockSpan(), u64(1));
    const u64 across = u64(800 / zoomedCellPixels + 2), down = u64(600 / zoomedCellPixels + 2);
    QVERIFY(model.lastPositionsSampled() <= across * down);

    model.blocks(CellRange{0, model.rows(), 0, model.columns()}, 1);
    QVERIFY(model.lastPositionsSampled() <= LayoutModel::kBlockSamples * (u64(1) << 18));
}

}  // namespace

class TestLayoutView : public QObject {
    Q_OBJECT

private slots:
    void paddingExampleGridColoursAndLabels() {
        widgets::MappingDocument document;
        setUpPaddingExample(document);
        LayoutModel model;
        model.setMapping(document.derivation().mapping);

        // One row per C, the padded D factor across: 64 columns, 13 rows.
        QCOMPARE(model.columns(), u64(64));
        QCOMPARE(model.rows(), u64(13));
        QCOMPARE(model.positionAt(1, 0), std::optional<u64>(64));
        QCOMPARE(model.positionAt(13, 0), std::nullopt);

        // The manual's map(0), map(60), map(61..63) = None, map(64).
        QCOMPARE(model.label(0), QStringLiteral("C:0 D:0"));
        QCOMPARE(model.label(60), QStringLiteral("C:0 D:60"));
        for (u64 p : {61, 62, 63}) QCOMPARE(model.label(p), QStringLiteral("pad"));
        QCOMPARE(model.label(64), QStringLiteral("C:1 D:0"));
        QVERIFY(model.toolTip(64).contains(QStringLiteral("Position 64 (row 1, column 0)")));
        QVERIFY(model.toolTip(64).contains(QStringLiteral("{C: 1}")));
        QVERIFY(model.toolTip(61).contains(QStringLiteral("padding")));

        // Default colour: the outermost axis, C. One colour per row.
        QCOMPARE(model.colourAxis(), std::optional<mapping::AxisId>(axisNamed(model, "C")));
        QCOMPARE(model.colourOf(0), model.colourOf(60));
        QVERIFY(model.colourOf(0) != model.colourOf(64));
        QVERIFY(!model.colourOf(61).isValid());

        // Coloured by D: one colour per column instead.
        model.setColourAxis(axisNamed(model, "D"));
        QCOMPARE(model.colourOf(0), model.colourOf(64));
        QVERIFY(model.colourOf(0) != model.colourOf(1));

        // By the outer factor: the same as by C here, one colour per row.
        model.setColourAxis(std::nullopt);
        QCOMPARE(model.colourOf(64), model.colourOf(127 - 3));
        QVERIFY(model.colourOf(64) != model.colourOf(128));

        // The first row as drawn at normal zoom: 64 single cells, the last
        // three hatched padding with no colour.
        const QVector<widgets::LayoutBlock> row = model.blocks(CellRange{0, 0, 0, 1000}, 1);
        QCOMPARE(row.size(), 64);
        QCOMPARE(model.lastPositionsSampled(), u64(64));
        for (const widgets::LayoutBlock& block : row) {
            QCOMPARE(block.padding, block.column >= 61);
            QCOMPARE(block.colour.isValid(), !block.padding);
            QCOMPARE(block.label, model.label(block.position));
        }
        // A box per row would only repeat the grid: no group levels.
        QVERIFY(model.groupLevels().isEmpty());
    }

    void layoutTableOfTheManualsIntroduction() {
        // Manual, "Layout and Performance": H = 6, W = 8. H major is the
        // 6 x 8 table (position 9 holds `j`, {H: 1, W: 1}); W major puts
        // each column's six H values side by side in one row.
        widgets::MappingDocument document;
        setUp(document, QStringLiteral("H = 6, W = 8"), QStringLiteral("m![H, W]"));
        LayoutModel model;
        model.setMapping(document.derivation().mapping);
        QCOMPARE(model.columns(), u64(8));
        QCOMPARE(model.rows(), u64(6));
        QCOMPARE(model.label(9), QStringLiteral("H:1 W:1"));

        document.setExpression(QStringLiteral("m![W, H]"));
        model.setMapping(document.derivation().mapping);
        QCOMPARE(model.columns(), u64(48));
        QCOMPARE(model.rows(), u64(1));
        QCOMPARE(model.label(7), QStringLiteral("W:1 H:1"));
        QCOMPARE(model.colourAxis(), std::optional<mapping::AxisId>(axisNamed(model, "W")));
    }

    void groupBoxesFollowTheOuterFactors() {
        widgets::MappingDocument document;
        QString error;
        QVERIFY2(document.load(QStringLiteral(":/samples/gemm.tcpwb.json"), &error), qPrintable(error));
        LayoutModel model;
        model.setMapping(document.derivation().mapping);
        QCOMPARE(model.scope(), LayoutScope::Element);  // no slices given
        // m![I % 32, J / 8 % 4, K / 16]: 128 columns of K / 16, and one box
        // of four rows (J / 8 % 4) per I % 32.
        QCOMPARE(model.columns(), u64(128));
        QCOMPARE(model.rows(), u64(128));
        const QVector<widgets::GroupLevel> levels = model.groupLevels();
        QCOMPARE(levels.size(), 1);
        QCOMPARE(levels[0].rowsPerGroup, u64(4));
        QCOMPARE(levels[0].count, u64(32));
        QCOMPARE(model.groupLabel(levels[0], 3), QStringLiteral("I % 32 = 3"));
    }

    void aggregationBoundsTheWorkOn2To24Positions() {
        widgets::MappingDocument document;
        setUp(document, QStringLiteral("A = 4096, B = 4096"), QStringLiteral("m![A, B]"));
        QCOMPARE(document.derivation().mapping->size(), u64(1) << 24);
        LayoutModel model;
        model.setMapping(document.derivation().mapping);
        checkFrameWorkIsBounded(model, 20);
    }

    void zoomedOutBlocksShowPeriodicPadding() {
        // m![A, B # 6400] with A = B = 4096 is drawn 3200 wide: each A takes
        // two rows, the second mostly padding. Blocks of 64 rows must still
        // show padding in the right part of the grid, not only colour.
        widgets::MappingDocument document;
        setUp(document, QStringLiteral("A = 4096, B = 4096"), QStringLiteral("m![A, B # 6400]"));
        LayoutModel model;
        model.setMapping(document.derivation().mapping);
        QCOMPARE(model.columns(), u64(3200));
        const QVector<widgets::LayoutBlock> blocks = model.blocks(CellRange{0, model.rows() - 1, 0, 3199}, 64);
        // Columns below 896 hold B < 4096 in both rows of every A.
        int paddedRight = 0;
        int paddedLeft = 0;
        for (const widgets::LayoutBlock& block : blocks) {
            if (!block.padding) continue;
            if (block.column >= 1024) ++paddedRight;
            if (block.column + 64 <= 896) ++paddedLeft;
        }
        QVERIFY(paddedRight > 0);
        QCOMPARE(paddedLeft, 0);
    }

    void clickingACellSelectsItInEveryView() {
        gui::MainWindow window;
        window.setAskBeforeClosing(false);
        QString error;
        QVERIFY2(window.openFile(QStringLiteral(":/samples/gemm.tcpwb.json"), &error), qPrintable(error));
        window.centralTabs()->setCurrentWidget(window.layoutView());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));

        widgets::LayoutView* view = window.layoutView();
        // gemm has a Slice alias: the element buffer of slice 0 here.
        view->scopeChoice()->setCurrentIndex(view->scopeChoice()->findData(int(LayoutScope::Element)));
        QCOMPARE(view->model()->scope(), LayoutScope::Element);
        widgets::LayoutCanvas* canvas = view->canvas();
        canvas->setCellPixels(48);
        const QPoint middle(canvas->width() / 2, canvas->height() / 2);
        const std::optional<u64> expected = canvas->positionAt(middle);
        QVERIFY(expected);
        QTest::mouseClick(canvas, Qt::LeftButton, {}, middle);

        widgets::MappingDocument* document = window.document();
        QCOMPARE(document->selection()->position(), expected);
        // The table's current row and the lookup show the same position.
        QTableView* table = window.positionsView()->table();
        QCOMPARE(u64(table->currentIndex().row()), *expected);
        widgets::PositionLookup* lookup = window.editorDock()->positionLookup();
        QCOMPARE(u64(lookup->spinBox()->value()), *expected);
        QCOMPARE(lookup->answer(), widgets::describePosition(*document->derivation().mapping, *expected));
        // The grid marks every cell holding the selected element.
        const LayoutModel* model = view->model();
        const QVector<widgets::LayoutBlock> here = model->blocks(
            CellRange{model->rowOf(*expected), model->rowOf(*expected), model->columnOf(*expected), model->columnOf(*expected)}, 1);
        QCOMPARE(here.size(), 1);
        QVERIFY(here[0].holdsSelected);
        // A design with slices: the selection names its slice too.
        QVERIFY2(view->caption().contains(QStringLiteral("selected position")) && view->caption().contains(QStringLiteral(" of slice 0")),
                 qPrintable(view->caption()));

        // The other way: the lookup and the table move the selection too.
        lookup->spinBox()->setValue(5);
        QCOMPARE(document->selection()->position(), std::optional<u64>(5));
        QCOMPARE(table->currentIndex().row(), 5);
        table->selectRow(7);
        QCOMPARE(document->selection()->position(), std::optional<u64>(7));
        QCOMPARE(u64(lookup->spinBox()->value()), u64(7));

        // Dragging pans and does not select.
        canvas->setCellPixels(48);
        const QPoint start(canvas->width() / 2, canvas->height() / 2);
        const std::optional<u64> before = canvas->positionAt(start);
        QTest::mousePress(canvas, Qt::LeftButton, {}, start);
        QMouseEvent move(QEvent::MouseMove, QPointF(start + QPoint(-100, 0)), canvas->mapToGlobal(QPointF(start + QPoint(-100, 0))),
                         Qt::NoButton, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(canvas, &move);
        QTest::mouseRelease(canvas, Qt::LeftButton, {}, start + QPoint(-100, 0));
        QCOMPARE(document->selection()->position(), std::optional<u64>(7));
        QVERIFY(canvas->positionAt(start) != before);
    }

    void wholeTensorOfTheConstantAdditionSample() {
        // Chip m![1], Cluster m![1 # 2], Slice m![A / 8 # 256], Element
        // m![A % 8] with A = 2048: 1 x 2 x 256 slices of 8 elements; the
        // second cluster is the `# 2` padding.
        widgets::MappingDocument document;
        QString error;
        QVERIFY2(document.load(QStringLiteral(":/samples/constant-addition.tcpwb.json"), &error), qPrintable(error));
        const auto slices = slicesOf(document);
        QVERIFY(slices);
        QCOMPARE(slices->chips(), u64(1));
        QCOMPARE(slices->clusters(), u64(2));
        QCOMPARE(slices->slices(), u64(256));
        QCOMPARE(slices->elements(), u64(8));
        QCOMPARE(slices->sliceCount(), u64(512));
        QVERIFY(slices->assumed().isEmpty());
        QCOMPARE(slices->placeName(256 + 37), QStringLiteral("chip 0 / cluster 1 / slice 37"));

        LayoutModel model;
        model.setMapping(document.derivation().mapping, slices);
        QCOMPARE(model.scope(), LayoutScope::AllSlices);  // the default with slices
        QCOMPARE(model.size(), u64(4096));
        // Slices of 8 elements, 8 side by side: a square 64 x 64 grid, each
        // cluster 32 rows.
        QCOMPARE(model.tileColumns(), u64(8));
        QCOMPARE(model.tileRows(), u64(1));
        QCOMPARE(model.tilesAcross(), u64(8));
        QCOMPARE(model.columns(), u64(64));
        QCOMPARE(model.rows(), u64(64));
        for (u64 p = 0; p < model.size(); ++p) QCOMPARE(model.positionAt(model.rowOf(p), model.columnOf(p)), std::optional<u64>(p));

        // Boxes: one chip (all 64 rows), two clusters of 32 rows, and a box
        // of 8 cells per slice; slice 37 of cluster 0 is row 4, columns 40-47.
        const QVector<GroupLevel> levels = model.groupLevels();
        QCOMPARE(levels.size(), 3);
        QCOMPARE(levels[0].kind, GroupLevel::Kind::Chip);
        QCOMPARE(levels[0].rowsPerGroup, u64(64));
        QCOMPARE(levels[0].count, u64(1));
        QCOMPARE(levels[1].kind, GroupLevel::Kind::Cluster);
        QCOMPARE(levels[1].rowsPerGroup, u64(32));
        QCOMPARE(levels[1].columnsPerGroup, u64(64));
        QCOMPARE(levels[1].count, u64(2));
        QCOMPARE(levels[2].kind, GroupLevel::Kind::Slice);
        QCOMPARE(levels[2].rowsPerGroup, u64(1));
        QCOMPARE(levels[2].columnsPerGroup, u64(8));
        QCOMPARE(levels[2].groupsAcross, u64(8));
        QCOMPARE(levels[2].count, u64(512));
        QCOMPARE(model.positionAt(4, 40), std::optional<u64>(37 * 8));
        QCOMPARE(model.sliceOf(37 * 8 + 7), std::optional<u64>(37));
        QCOMPARE(model.groupTitle(2, 37), QStringLiteral("chip 0 / cluster 0 / slice 37"));
        QCOMPARE(model.groupTitle(1, 1), QStringLiteral("chip 0 / cluster 1"));
        QCOMPARE(model.groupTitle(2, 256 + 37), QStringLiteral("chip 0 / cluster 1 / slice 37 (padding)"));

        // Slice 37 holds A = 296..303 (A / 8 = 37, A % 8 = element).
        QCOMPARE(model.label(37 * 8 + 3), QStringLiteral("A:299"));
        const QString tip = model.toolTip(37 * 8 + 3);
        QVERIFY2(tip.contains(QStringLiteral("chip 0 / cluster 0 / slice 37, element position 3")), qPrintable(tip));
        QVERIFY2(tip.contains(QStringLiteral("slice coordinate {A: 296}")), qPrintable(tip));
        QVERIFY2(tip.contains(QStringLiteral("{A: 299}")), qPrintable(tip));
        QVERIFY(model.toolTip(300 * 8).contains(QStringLiteral("only padding")));

        // The padding cluster is hatched, every cell of it; the first is not.
        for (const widgets::LayoutBlock& block : model.blocks(CellRange{0, 63, 0, 63}, 1)) QCOMPARE(block.padding, block.row >= 32);
        // Zoomed out too: blocks of 8 x 8 cells.
        for (const widgets::LayoutBlock& block : model.blocks(CellRange{0, 63, 0, 63}, 8)) QCOMPARE(block.padding, block.row >= 32);

        // One colour per slice until an axis is chosen.
        QCOMPARE(model.colourKeyName(), QStringLiteral("slice"));
        QCOMPARE(model.colourOf(37 * 8), model.colourOf(37 * 8 + 7));
        QVERIFY(model.colourOf(37 * 8) != model.colourOf(38 * 8));
        model.setColourAxis(axisNamed(model, "A"));
        QVERIFY(model.colourOf(37 * 8) != model.colourOf(37 * 8 + 1));

        // One slice: that slice's eight elements, with its coordinate.
        model.setScope(LayoutScope::Element);
        model.setSlice(37);
        QCOMPARE(model.size(), u64(8));
        QCOMPARE(model.columns(), u64(8));
        QCOMPARE(model.rows(), u64(1));
        QCOMPARE(model.label(3), QStringLiteral("A:299"));
        QVERIFY(model.toolTip(3).contains(QStringLiteral("slice 37")));
        model.setSlice(300);
        QCOMPARE(model.label(3), QStringLiteral("pad"));
        model.setSlice(100000);
        QCOMPARE(model.slice(), u64(511));
        QCOMPARE(model.cellOf(511, 3), std::optional<u64>(3));
        QCOMPARE(model.cellOf(510, 3), std::nullopt);
    }

    void everyCellHoldingTheSelectedElementIsMarked() {
        // Cluster and Slice both step A by 4: cluster 0 slice 1 and cluster 1
        // slice 0 hold the same elements (A = 4..7); cluster 1 slice 1 would
        // be A = 8.. and is padding.
        widgets::MappingDocument document;
        setUp(document, QStringLiteral("A = 8"), QStringLiteral("m![A % 4]"));
        addAlias(document, QStringLiteral("Cluster"), QStringLiteral("m![A / 4]"));
        addAlias(document, QStringLiteral("Slice"), QStringLiteral("m![A / 4]"));
        const auto slices = slicesOf(document);
        QVERIFY(slices);
        QCOMPARE(slices->assumed(), QStringList{QStringLiteral("Chip")});
        LayoutModel model;
        model.setMapping(document.derivation().mapping, slices);
        QCOMPARE(model.size(), u64(16));
        QVERIFY(!slices->sliceIndex(3));
        const u64 cell = *model.cellOf(1, 1);
        model.setSelectedIndex(model.indexAt(cell));
        QCOMPARE(model.label(cell), QStringLiteral("A:5"));
        QCOMPARE(markedCells(model), 2);
        QCOMPARE(model.indexAt(*model.cellOf(2, 1)), model.indexAt(cell));
    }

    void slicesNeedASliceAliasThatCompiles() {
        widgets::MappingDocument document;
        setUp(document, QStringLiteral("A = 8"), QStringLiteral("m![A % 4]"));
        addAlias(document, QStringLiteral("slice"), QStringLiteral("m![A / 4]"));  // the name is exact
        QVERIFY(!slicesOf(document));
        addAlias(document, QStringLiteral("Slice"), QStringLiteral("m![B]"));
        const widgets::SliceRecognition broken = widgets::recogniseSlices(document.content(), document.derivation());
        QVERIFY(!broken.structure);
        QVERIFY2(broken.problem.contains(QStringLiteral("Slice")), qPrintable(broken.problem));

        widgets::LayoutView view(&document);
        QVERIFY(!view.scopeChoice()->isEnabled());
        QVERIFY(view.scopeChoice()->toolTip().contains(QStringLiteral("Slice")));
        QCOMPARE(view.model()->scope(), LayoutScope::Element);
        // Fixing the alias offers the whole tensor, and shows it.
        document.setText({widgets::FieldRef::Field::AliasExpression, 1}, QStringLiteral("m![A / 4]"));
        QVERIFY(view.scopeChoice()->isEnabled());
        QCOMPARE(view.model()->scope(), LayoutScope::AllSlices);
        QCOMPARE(view.model()->size(), u64(8));
        QVERIFY2(view.caption().contains(QStringLiteral("chips × clusters × slices × elements = 1 × 1 × 2 × 4 = 8 positions")),
                 qPrintable(view.caption()));
        document.undoStack()->undo();
        QVERIFY(!view.scopeChoice()->isEnabled());
        QCOMPARE(view.model()->size(), u64(4));
    }

    void wholeTensorOf2To24PositionsStaysBounded() {
        // 256 slices of 65,536 elements: 2^24 cells in the whole grid.
        widgets::MappingDocument document;
        setUp(document, QStringLiteral("A = 4096, B = 4096"), QStringLiteral("m![A % 16, B]"));
        addAlias(document, QStringLiteral("Slice"), QStringLiteral("m![A / 16]"));
        const auto slices = slicesOf(document);
        QVERIFY(slices);
        LayoutModel model;
        model.setMapping(document.derivation().mapping, slices);
        QCOMPARE(model.scope(), LayoutScope::AllSlices);
        QCOMPARE(model.size(), u64(1) << 24);
        QVERIFY(model.columns() <= LayoutModel::kMaxColumns);
        checkFrameWorkIsBounded(model, 50);
    }

    void clickingTheWholeTensorSelectsSliceAndElement() {
        gui::MainWindow window;
        window.setAskBeforeClosing(false);
        QString error;
        QVERIFY2(window.openFile(QString::fromLatin1(gui::kDefaultSample), &error), qPrintable(error));
        window.centralTabs()->setCurrentWidget(window.layoutView());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));

        widgets::LayoutView* view = window.layoutView();
        const LayoutModel* model = view->model();
        QCOMPARE(model->scope(), LayoutScope::AllSlices);
        widgets::LayoutCanvas* canvas = view->canvas();
        canvas->setCellPixels(48);
        const u64 target = *model->cellOf(37, 3);
        canvas->ensureVisible(target);
        const QPoint at = canvas->cellRect(model->rowOf(target), model->columnOf(target)).center().toPoint();
        QCOMPARE(canvas->positionAt(at), std::optional<u64>(target));
        QTest::mouseClick(canvas, Qt::LeftButton, {}, at);

        widgets::MappingDocument* document = window.document();
        QCOMPARE(document->selection()->slice(), std::optional<u64>(37));
        QCOMPARE(document->selection()->position(), std::optional<u64>(3));
        // The element views show element position 3; the spin box slice 37.
        widgets::PositionLookup* lookup = window.editorDock()->positionLookup();
        QCOMPARE(u64(lookup->spinBox()->value()), u64(3));
        QCOMPARE(view->sliceSpinBox()->value(), quint64(37));
        QCOMPARE(markedCells(*model), 1);
        QVERIFY2(view->caption().contains(QStringLiteral("selected position 3 of slice 37")), qPrintable(view->caption()));
        // The positions table names the slice and shows what its positions hold.
        widgets::BufferPositionsView* positions = window.positionsView();
        QVERIFY2(positions->caption().contains(QStringLiteral("slice 37 (chip 0 / cluster 0 / slice 37)")),
                 qPrintable(positions->caption()));
        const widgets::BufferPositionModel* rows = positions->model();
        QCOMPARE(rows->headerData(widgets::BufferPositionModel::InSlice, Qt::Horizontal).toString(), QStringLiteral("In slice 37"));
        QCOMPARE(rows->data(rows->index(3, widgets::BufferPositionModel::InSlice)).toString(), QStringLiteral("{A: 299}"));
        QCOMPARE(positions->table()->currentIndex().row(), 3);
        // A slice of the second cluster (all padding) says so.
        const u64 padded = *model->cellOf(256 + 1, 2);
        canvas->ensureVisible(padded);
        QTest::mouseClick(canvas, Qt::LeftButton, {}, canvas->cellRect(model->rowOf(padded), model->columnOf(padded)).center().toPoint());
        QCOMPARE(document->selection()->slice(), std::optional<u64>(257));
        QVERIFY2(positions->caption().contains(QStringLiteral("slice 257 (chip 0 / cluster 1 / slice 1), only padding")),
                 qPrintable(positions->caption()));
        QCOMPARE(positions->table()->currentIndex().row(), 2);
        canvas->ensureVisible(target);
        QTest::mouseClick(canvas, Qt::LeftButton, {}, canvas->cellRect(model->rowOf(target), model->columnOf(target)).center().toPoint());
        QCOMPARE(document->selection()->slice(), std::optional<u64>(37));

        // One slice follows: slice 37's cell 3 is the selected one.
        view->scopeChoice()->setCurrentIndex(view->scopeChoice()->findData(int(LayoutScope::Element)));
        QCOMPARE(model->slice(), u64(37));
        QCOMPARE(model->size(), u64(8));
        QCOMPARE(markedCells(*model), 1);
        QCOMPARE(model->label(3), QStringLiteral("A:299"));
        // The spin box moves the selection to another slice.
        view->sliceSpinBox()->setValue(38);
        QCOMPARE(document->selection()->slice(), std::optional<u64>(38));
        QCOMPARE(model->label(3), QStringLiteral("A:307"));
        QCOMPARE(rows->data(rows->index(3, widgets::BufferPositionModel::InSlice)).toString(), QStringLiteral("{A: 307}"));
        QVERIFY2(positions->caption().contains(QStringLiteral("slice 38 (")), qPrintable(positions->caption()));
        QCOMPARE(markedCells(*model), 1);
    }

    void undoKeepsTheViewConsistent() {
        widgets::MappingDocument document;
        setUpPaddingExample(document);
        document.undoStack()->clear();  // undo below goes back to this, not to an empty document
        widgets::LayoutView view(&document);
        view.resize(700, 500);
        const LayoutModel* model = view.model();
        QComboBox* colourBy = view.colourChoice();
        auto* pages = view.findChild<QStackedWidget*>();
        QVERIFY(pages);

        // Colour by D, select position 100 = {C: 1, D: 36}.
        colourBy->setCurrentIndex(colourBy->findText(QStringLiteral("axis D")));
        QCOMPARE(model->colourKeyName(), QStringLiteral("D"));
        document.selection()->setPosition(100);

        document.setExpression(QStringLiteral("m![C, D]"));
        QCOMPARE(model->mapping(), document.derivation().mapping.get());
        QCOMPARE(model->columns(), u64(61));
        QCOMPARE(model->colourKeyName(), QStringLiteral("D"));  // the choice survives the edit
        QCOMPARE(document.selection()->position(), std::optional<u64>(100));

        document.undoStack()->undo();
        QCOMPARE(model->mapping(), document.derivation().mapping.get());
        QCOMPARE(model->columns(), u64(64));
        QCOMPARE(model->label(100), QStringLiteral("C:1 D:36"));
        QCOMPARE(colourBy->currentText(), QStringLiteral("axis D"));
        QCOMPARE(colourBy->count(), 3);  // C, D and the outer factor

        // An error empties the grid and says why; undo brings it back.
        document.setExpression(QStringLiteral("m![C, D #"));
        QVERIFY(model->isEmpty());
        QVERIFY(pages->currentWidget() != view.canvas());
        QCOMPARE(document.selection()->position(), std::nullopt);
        document.undoStack()->undo();
        QVERIFY(!model->isEmpty());
        QCOMPARE(pages->currentWidget(), view.canvas());
        QCOMPARE(model->rows(), u64(13));

        // A buffer too small for the selection drops it.
        document.selection()->setPosition(800);
        document.setExpression(QStringLiteral("m![C]"));
        QCOMPARE(document.selection()->position(), std::nullopt);
        document.undoStack()->undo();
        QCOMPARE(model->mapping()->size(), u64(832));
    }
};

QTEST_MAIN(TestLayoutView)
#include "tst_layout_view.moc"
