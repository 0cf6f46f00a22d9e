// The Banks tab: a column walk through a row-padded buffer hits bank 0 128
// times in a row and shows one streak naming its coordinates; the packed
// layout shows none; a DMA shows its HBM channel and stack use; bad input
// shows the error; a keystroke updates the view at once, with no timer.
#include <QAbstractItemModelTester>
#include <QLabel>
#include <QSpinBox>
#include <QTableView>
#include <QTest>
#include <qcustomplot.h>
#include <QTimer>

#include "widgets/banks/BankPlot.h"
#include "widgets/banks/BankStreakModel.h"
#include "widgets/banks/BankView.h"
#include "widgets/banks/DmaConfigModel.h"
#include "widgets/document/MappingDocument.h"
#include "widgets/models/SequencerSummaryModel.h"
#include "widgets/toolkit/DiagnosticView.h"
#include "widgets/views/ExpressionEdit.h"
#include "widgets/views/SequencerDock.h"

using namespace tcpwb::widgets;

namespace {

// 128 rows of 8 bytes. Padded to a 128-byte pitch, every row starts in bank
// 0 (bits 3-6 of the address); packed, row A starts in bank A % 16.
MappingContent rows(const QString& expression, const QString& engine = QStringLiteral("fetch")) {
    MappingContent content;
    content.axes = QStringLiteral("A = 128, B = 8");
    content.expression = expression;
    content.stream.time = QStringLiteral("m![A]");
    content.stream.packet = QStringLiteral("m![B]");
    content.stream.engine = engine;
    return content;
}

QString cell(const QAbstractItemModel& model, int row, int column) { return model.data(model.index(row, column)).toString(); }

struct Shown {
    MappingDocument document;
    BankView view{&document};
    explicit Shown(const MappingContent& content) {
        view.resize(900, 900);
        view.show();
        document.replaceContent(content, {});
    }
};

}  // namespace

class TestBankView : public QObject {
    Q_OBJECT

private slots:
    void modelsAreWellBehaved() {
        MappingDocument document;
        BankView view(&document);
        view.show();
        QAbstractItemModelTester streaks(view.streakModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester dma(view.dmaModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        document.replaceContent(rows(QStringLiteral("m![A, B # 128]")), {});
        QCOMPARE(view.streakModel()->rowCount(), 1);
        document.setText({FieldRef::Field::Engine}, QStringLiteral("dma"));
        QVERIFY(view.dmaModel()->rowCount() > 0);
        QCOMPARE(view.streakModel()->rowCount(), 0);
        document.replaceContent({}, {});
        QCOMPARE(view.dmaModel()->rowCount(), 0);
    }

    void columnWalkShowsOneStreakNamingItsCoordinates() {
        Shown shown(rows(QStringLiteral("m![A, B # 128]")));
        BankView& view = shown.view;
        QVERIFY(view.bankSection()->isVisible());
        QCOMPARE(view.streakModel()->rowCount(), 1);
        const auto& model = *view.streakModel();
        QCOMPARE(cell(model, 0, BankStreakModel::Bank), QStringLiteral("0"));
        QCOMPARE(cell(model, 0, BankStreakModel::First), QStringLiteral("0"));
        QCOMPARE(cell(model, 0, BankStreakModel::Last), QStringLiteral("127"));
        QCOMPARE(cell(model, 0, BankStreakModel::Length), QStringLiteral("128"));
        QCOMPARE(cell(model, 0, BankStreakModel::Coordinates), QStringLiteral("A:0..127, B:0..7"));
        QVERIFY2(view.verdict()->text().contains(QStringLiteral("1 streak")), qPrintable(view.verdict()->text()));
        QCOMPARE(view.plot()->outlinedStreaks(), 1);
        QCOMPARE(view.plot()->cell(0, 0), 1.0);
        QCOMPARE(view.plot()->cell(1, 0), 0.0);
    }

    void packedRowsShowNoStreak() {
        Shown shown(rows(QStringLiteral("m![A, B]")));
        QCOMPARE(shown.view.streakModel()->rowCount(), 0);
        QCOMPARE(shown.view.verdict()->text(), QStringLiteral("No bank is hit 64 times in a row."));
        QCOMPARE(shown.view.plot()->outlinedStreaks(), 0);
        QCOMPARE(shown.view.plot()->cell(5, 5), 1.0);  // access 5 reads row 5, in bank 5
    }

    void clickingAStreakZoomsToIt() {
        MappingContent content = rows(QStringLiteral("m![A, B # 128]"));
        content.axes = QStringLiteral("A = 128, B = 16");
        content.stream.time = QStringLiteral("m![B / 8, A]");
        content.stream.packet = QStringLiteral("m![B % 8]");
        Shown shown(content);
        BankView& view = shown.view;
        QCOMPARE(view.streakModel()->rowCount(), 2);
        QCOMPARE(cell(*view.streakModel(), 1, BankStreakModel::Bank), QStringLiteral("1"));
        // Two streaks of 128 accesses share the lookup budget: each is named
        // from 64 evenly spaced accesses, first and last among them.
        QCOMPARE(cell(*view.streakModel(), 1, BankStreakModel::Coordinates), QStringLiteral("A:0..127, B:8..15 …"));
        QVERIFY(!view.streakModel()->data(view.streakModel()->index(1, BankStreakModel::Coordinates), Qt::ToolTipRole).isNull());
        QCOMPARE(view.plot()->visibleFirst(), 0u);
        QCOMPARE(view.plot()->visibleEnd(), 256u);
        emit view.streakTable()->clicked(view.streakModel()->index(1, 0));
        QVERIFY(view.plot()->visibleFirst() >= 100 && view.plot()->visibleFirst() <= 128);
        QVERIFY(view.plot()->visibleEnd() >= 256 && view.plot()->visibleEnd() <= 256);
    }

    void sliceCoordinatesFollowTheSpinBox() {
        MappingContent content = rows(QStringLiteral("m![A, B # 128]"));
        content.axes = QStringLiteral("A = 128, B = 8, C = 4");
        content.stream.slice = QStringLiteral("m![C]");
        Shown shown(content);
        QCOMPARE(shown.view.sliceBox()->maximum(), 3);
        shown.view.sliceBox()->setValue(2);
        const QString named = cell(*shown.view.streakModel(), 0, BankStreakModel::Coordinates);
        QVERIFY2(named.contains(QStringLiteral("C")) && named.contains(QStringLiteral("2")) &&
                     named.endsWith(QStringLiteral("A:0..127, B:0..7")),
                 qPrintable(named));
        QVERIFY(shown.view.sliceNote()->text().contains(QStringLiteral("All 4 slices share this pattern")));
    }

    // The Sequencer panel's small heatmap and the Banks tab are one picture
    // of one trace: 32-byte reads of a packed buffer rotate through the 16
    // banks, four a read. Drawn at a few hundred pixels, the panel used to
    // drop the accesses between pixels and light only some banks.
    void sequencerPanelAndBanksTabAgree() {
        MappingDocument document;
        MappingContent content;
        content.axes = QStringLiteral("A = 65536");
        content.expression = QStringLiteral("m![A]");
        content.stream.time = QStringLiteral("m![A / 32]");
        content.stream.packet = QStringLiteral("m![A % 32]");
        content.stream.engine = QStringLiteral("fetch");
        BankView view(&document);
        SequencerDock dock(&document);
        view.resize(900, 900);
        dock.resize(330, 900);
        view.show();
        dock.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dock));
        document.replaceContent(content, {});
        BankPlot* small = dock.bankPlot();
        BankPlot* large = view.plot();
        QVERIFY(small->columns() > 0 && small->columns() < int(small->visibleEnd()));  // squeezed: bins of several accesses
        for (unsigned bank = 0; bank < 16; ++bank) {
            double most = 0;
            for (int c = 0; c < small->columns(); ++c) most = std::max(most, small->cell(bank, c));
            QVERIFY2(most > 0, qPrintable(QStringLiteral("bank %1 never lit").arg(bank)));
        }
        // Over the same accesses at the same width, every cell is the same.
        large->resize(small->size());
        large->plot()->xAxis->setRange(-0.5, double(small->visibleEnd()) - 0.5);  // the panel's accesses, no margin
        QTRY_COMPARE(large->columns(), small->columns());
        QCOMPARE(large->visibleFirst(), small->visibleFirst());
        QCOMPARE(large->visibleEnd(), small->visibleEnd());
        for (int c = 0; c < small->columns(); ++c)
            for (unsigned bank = 0; bank < 16; ++bank) QCOMPARE(large->cell(bank, c), small->cell(bank, c));
    }

    void dmaShowsChannelUse() {
        // 64 packets of 256 bytes: address bit 8 alternates the stack, bits
        // 9-12 walk the channels: every channel carries two requests.
        MappingContent content = rows(QStringLiteral("m![A, B]"), QStringLiteral("dma"));
        content.axes = QStringLiteral("A = 64, B = 256");
        Shown shown(content);
        BankView& view = shown.view;
        QVERIFY(view.dmaSection()->isVisible());
        QVERIFY(!view.bankSection()->isVisible());
        QCOMPARE(view.channels().channelsUsed(), 32u);
        QCOMPARE(view.channels().stackBytes[0], 8192u);
        QCOMPARE(view.channels().stackBytes[1], 8192u);
        QVERIFY2(view.channelSummary()->text().startsWith(QStringLiteral("Even")), qPrintable(view.channelSummary()->text()));
        QCOMPARE(cell(*view.dmaModel(), view.dmaModel()->rowCount() - 1, DmaConfigModel::Size), QStringLiteral("256"));

        // A 4 KB pitch keeps bit 8 (the stack) at 0: 16 channels of one stack.
        content.expression = QStringLiteral("m![A, B # 4096]");
        shown.document.replaceContent(content, {});
        QVERIFY(view.channels().channelsUsed() < 32u);
        QCOMPARE(view.channels().stackBytes[1], 0u);
        const QString summary = view.channelSummary()->text();
        QVERIFY2(summary.startsWith(QStringLiteral("Uneven")) && summary.contains(QStringLiteral("Stacks used: 1 of 2")),
                 qPrintable(summary));
    }

    void badInputShowsTheError() {
        MappingContent content = rows(QStringLiteral("m![A, B # 128]"));
        content.stream.time = QStringLiteral("m![A, Q]");
        Shown shown(content);
        QVERIFY(!shown.view.error()->text().isEmpty());
        QVERIFY(shown.view.error()->text().contains(QStringLiteral("Q")));
        QVERIFY(!shown.view.bankSection()->isVisible());
        QCOMPARE(shown.view.streakModel()->rowCount(), 0);
        // A hardware rule: the DMA packet's 8-byte alignment (HBM to DM).
        content = rows(QStringLiteral("m![A, B]"), QStringLiteral("dma"));
        content.expression = QStringLiteral("m![A, B # 5]");
        content.axes = QStringLiteral("A = 128, B = 3");
        shown.document.replaceContent(content, {});
        QVERIFY(!shown.view.error()->text().isEmpty());
        QVERIFY(!shown.view.dmaSection()->isVisible());
    }

    // Fetch Engine, "The Impact of Padding Choice": rows of A # 23 (88 bytes)
    // are fetched 8 bytes at a time in 22 cycles; padded to 96, 32 bytes in 6.
    void theInspectorOffersTheManualsPaddingFix() {
        MappingDocument document;
        SequencerDock dock(&document);
        MappingContent content;
        content.axes = QStringLiteral("A = 65, B = 2");
        content.expression = QStringLiteral("m![B, A # 88]");
        content.stream.time = QStringLiteral("m![B]");
        content.stream.packet = QStringLiteral("m![A # 88]");
        document.replaceContent(content, {});
        QCOMPARE(dock.summaryModel()->value(QStringLiteral("cycles")), QStringLiteral("22"));
        QCOMPARE(dock.summaryModel()->value(QStringLiteral("faster")),
                 QStringLiteral("pad the packet to 96 bytes: fetch_size rises from 8 to 32 bytes, cycles fall from 22 to 6"));
        document.setText({FieldRef::Field::Context}, QStringLiteral("sub"));  // the sub context always reads 8 bytes
        QCOMPARE(dock.summaryModel()->value(QStringLiteral("faster")), QString());
        content.expression = QStringLiteral("m![B, A # 96]");
        content.stream.packet = QStringLiteral("m![A # 96]");
        document.replaceContent(content, {});
        QCOMPARE(dock.summaryModel()->value(QStringLiteral("fetch_size")), QStringLiteral("32 bytes"));
        QCOMPARE(dock.summaryModel()->value(QStringLiteral("faster")), QString());
    }

    // The inspector and the bank view update inside the keystroke's own
    // event: no timer defers them (a wall-clock limit would be flaky on CI;
    // bench/bench_studio_update measures the time).
    void aKeystrokeUpdatesAtOnceWithoutTimers() {
        MappingDocument document;
        SequencerDock dock(&document);
        BankView view(&document);
        dock.show();
        view.show();
        document.replaceContent(rows(QStringLiteral("m![A, B # 128]")), {});
        QCOMPARE(view.streakModel()->rowCount(), 1);
        const int before = view.updates();
        // m![A] -> m![A / 2]: 64 rows, still one streak of 64 (the rule's bound).
        dock.timeEdit()->setFocus();
        dock.timeEdit()->moveCursor(QTextCursor::End);
        dock.timeEdit()->moveCursor(QTextCursor::Left);
        QTest::keyClicks(dock.timeEdit(), QStringLiteral(" / 4"));
        // No event loop has run since the keys: the update happened inside them.
        QCOMPARE(document.content().stream.time, QStringLiteral("m![A / 4]"));
        QVERIFY(view.updates() > before);
        QCOMPARE(view.streakModel()->rowCount(), 0);  // 32 accesses: too short to starve
        QCOMPARE(dock.summaryModel()->value(QStringLiteral("cycles")), QStringLiteral("32"));
        for (QObject* root : {static_cast<QObject*>(&document), static_cast<QObject*>(&dock), static_cast<QObject*>(&view)})
            for (QTimer* timer : root->findChildren<QTimer*>())
                QVERIFY2(!timer->isActive() || timer->interval() <= 50, qPrintable(timer->objectName()));
    }
};

QTEST_MAIN(TestBankView)
#include "tst_bank_view.moc"
