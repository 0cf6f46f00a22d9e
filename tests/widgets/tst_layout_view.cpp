// The Layout view: the model's colours, labels, grid shape and group boxes
// for the manual's examples; a bounded amount of work per frame on a buffer
// of 2^24 positions; linked highlighting between the grid, the positions
// table and the position lookup; and undo leaving the view in step.
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
#include "document/MappingDocument.h"
#include "models/CoreText.h"
#include "models/LayoutModel.h"
#include "views/BufferPositionsView.h"
#include "views/LayoutCanvas.h"
#include "views/LayoutView.h"
#include "views/MappingEditorDock.h"
#include "views/PositionLookup.h"
#include "views/PositionSpinBox.h"

using namespace tcpwb;
using widgets::CellRange;
using widgets::LayoutModel;

namespace {

// A document holding one mapping; its derivation compiles it the way the
// GUI does.
void setUp(widgets::MappingDocument& document, const QString& axes, const QString& expression) {
    document.setAxes(axes);
    document.setExpression(expression);
}

mapping::AxisId axisNamed(const LayoutModel& model, const char* name) {
    return *model.mapping()->env().find(name);
}

// Manual, "Padding": axes![C = 13, D = 61], m![C, D # 64].
void setUpPaddingExample(widgets::MappingDocument& document) {
    setUp(document, QStringLiteral("C = 13, D = 61"), QStringLiteral("m![C, D # 64]"));
    QVERIFY2(document.derivation().ok(), "the manual's padding example compiles");
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
        widgets::LayoutCanvas canvas(&model);
        canvas.resize(800, 600);
        canvas.zoomToFit();
        QVERIFY(canvas.blockSpan() > 1);

        // A frame samples a few positions per block of at least 6 x 6 pixels.
        const u64 budget = LayoutModel::kBlockSamples * (800 / 6 + 2) * (600 / 6 + 2);
        QElapsedTimer timer;
        timer.start();
        const QImage frame = canvas.grab().toImage();
        QVERIFY(model.lastPositionsSampled() > 0);
        QVERIFY2(model.lastPositionsSampled() <= budget, qPrintable(QString::number(model.lastPositionsSampled())));
        QVERIFY2(timer.elapsed() < 3000, "one frame of 2^24 positions takes under three seconds (Debug, sanitizers)");
        QVERIFY(!frame.isNull());

        // Zoomed in, only the cells on screen are looked at.
        canvas.setCellPixels(20);
        canvas.grab();
        QCOMPARE(canvas.blockSpan(), u64(1));
        QVERIFY(model.lastPositionsSampled() <= u64(800 / 20 + 2) * (600 / 20 + 2));

        // Even a caller asking for every single cell gets a bounded frame.
        model.blocks(CellRange{0, model.rows(), 0, model.columns()}, 1);
        QVERIFY(model.lastPositionsSampled() <= LayoutModel::kBlockSamples * (u64(1) << 18));
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
        const QVector<widgets::LayoutBlock> here =
            model->blocks(CellRange{model->rowOf(*expected), model->rowOf(*expected), model->columnOf(*expected),
                                    model->columnOf(*expected)},
                          1);
        QCOMPARE(here.size(), 1);
        QVERIFY(here[0].holdsSelected);
        QVERIFY(view->caption().contains(QStringLiteral("selected position")));

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
