// The Kernel tab on a kernel whose chain ends in vector_filter: the flit
// stepper greys the lanes past the slice's valid count (value "invalid", a
// tooltip saying why, the box title with the count), exactly where
// sim::FlitInspector marks them, and the run's status line and its tooltip
// give the valid counts (docs/simulation.md, "vector_filter").
#include <QGroupBox>
#include <QLabel>
#include <QSpinBox>
#include <QTableView>
#include <QTest>

#include "sim/flits.h"
#include "widgets/kernel/FlitStepper.h"
#include "widgets/kernel/FlitTableModel.h"
#include "widgets/kernel/KernelDocument.h"
#include "widgets/kernel/KernelView.h"

using namespace tcpwb;
using namespace tcpwb::widgets;

namespace {

// R = 3 x A = 6 elements per slice on 4 x 8 positions; vector_filter(1) keeps the positive ones.
const char* kFilterKernel =
    "axes![B = 256, R = 3, A = 6];\n"
    "let input: DmTensor<i32, m![1], m![1 # 2], m![B], m![R # 4, A # 8]> = ...;\n"
    "let output: DmTensor<i32, m![1], m![1 # 2], m![B], m![R # 4, A # 8]> = ctx\n"
    ".main\n.begin(input.view())\n.fetch::<i32, m![R # 4], m![A # 8]>()\n"
    ".collect::<m![R # 4], m![A # 8]>()\n.vector_init()\n"
    ".vector_intra_slice_branch(BranchMode::Comparison([Gt(0)]))\n.vector_filter(1)\n"
    ".vector_final()\n.commit(4096);\n";

bool settled(const FlitStepper& stepper) {
    const auto shown = stepper.shownQuery();
    const auto q = stepper.query();
    return !stepper.isBusy() && shown && shown->op == q.op && shown->slice == q.slice && shown->cycle == q.cycle;
}

}  // namespace

class TestFlitFilter : public QObject {
    Q_OBJECT

private slots:
    void invalidLanesGreyed() {
        KernelDocument document;
        document.setSource(QStringLiteral("filter.rs"), QString::fromLatin1(kFilterKernel));
        QVERIFY2(document.plan(), document.error() ? qPrintable(document.error()->formatted) : "");
        FlitStepper stepper(&document);
        stepper.resize(1200, 400);
        stepper.show();
        auto made = sim::FlitInspector::create(*document.program());
        QVERIFY(made.ok());
        sim::FlitInspector direct = std::move(made).value();
        stepper.sliceBox()->setValue(5);
        int invalidSeen = 0, validSeen = 0;
        for (qint64 cycle = 0; cycle <= qint64(stepper.lastCycle()); ++cycle) {
            stepper.jumpTo(cycle);
            QTRY_VERIFY_WITH_TIMEOUT(settled(stepper), 30000);
            const auto want = direct.at(stepper.query());
            QVERIFY(want.ok());
            for (std::size_t i = 0; i < want->size(); ++i) {
                const sim::StageFlit& f = (*want)[i];
                QTableView* view = stepper.stageTable(int(i));
                const QAbstractItemModel* table = view->model();
                QCOMPARE(table->rowCount(), int(f.elements.size()));
                const QString title = stepper.stageBoxes()[int(i)]->title();
                if (f.active && f.validCount) QVERIFY2(title.endsWith(QStringLiteral(", %1 valid").arg(*f.validCount)), qPrintable(title));
                else QVERIFY2(!title.contains(QStringLiteral("valid")), qPrintable(title));
                for (int r = 0; r < table->rowCount(); ++r) {
                    const sim::FlitElement& e = f.elements[std::size_t(r)];
                    const QModelIndex index = table->index(r, 0);
                    const QModelIndex value = table->index(r, 1);
                    QCOMPARE(index.data().toString(), QString::fromStdString(e.index));
                    QCOMPARE(index.data(FlitTableModel::InvalidRole).toBool(), !e.valid);
                    QCOMPARE(value.data(FlitTableModel::InvalidRole).toBool(), !e.valid);
                    if (e.valid) {
                        QVERIFY(value.data(Qt::ToolTipRole).toString().isEmpty());
                        QVERIFY(!value.data(Qt::FontRole).value<QFont>().italic());
                        QVERIFY(value.data().toString() != QStringLiteral("invalid"));
                        ++validSeen;
                        continue;
                    }
                    ++invalidSeen;
                    QCOMPARE(value.data().toString(), QStringLiteral("invalid"));
                    QCOMPARE(value.data(Qt::ToolTipRole).toString(), QStringLiteral("invalid: after the filter's valid count"));
                    QCOMPARE(index.data(Qt::ToolTipRole), value.data(Qt::ToolTipRole));
                    // Greyed: between the text and base colours, italic, on a background of its own.
                    const QColor text = view->palette().color(QPalette::Text), base = view->palette().color(QPalette::Base);
                    for (const QModelIndex& item : {index, value}) {
                        const QColor grey = item.data(Qt::ForegroundRole).value<QColor>();
                        QVERIFY(grey != text && grey != base);
                        QVERIFY(std::min(text.lightness(), base.lightness()) < grey.lightness() &&
                                grey.lightness() < std::max(text.lightness(), base.lightness()));
                        QVERIFY(item.data(Qt::FontRole).value<QFont>().italic());
                        QVERIFY(item.data(Qt::BackgroundRole).value<QColor>().isValid());
                    }
                }
            }
        }
        QVERIFY(invalidSeen > 0);  // the filter drops some of the random input on slice 5
        QVERIFY(validSeen > 0);
    }

    void runStatusGivesTheCounts() {
        KernelDocument document;
        document.setSource(QStringLiteral("filter.rs"), QString::fromLatin1(kFilterKernel));
        KernelView view(&document);
        view.show();
        document.run();
        QTRY_COMPARE_WITH_TIMEOUT(document.runState(), KernelDocument::RunState::Finished, 30000);
        const sim::RunResult& r = *document.runResult();
        QCOMPARE(r.validCounts.size(), std::size_t{1});
        const auto& counts = r.validCounts[0];
        u64 least = ~u64{0}, most = 0;
        for (const auto& s : counts.slices) {
            least = std::min(least, s.valid);
            most = std::max(most, s.valid);
        }
        const QString text = view.statusLabel()->text();
        QVERIFY2(text.contains(QStringLiteral("main pass 1 -> output: vector_filter(1) kept %1 of 4608 elements, %2–%3 per slice")
                                   .arg(counts.valid())
                                   .arg(least)
                                   .arg(most)),
                 qPrintable(text));
        const QString tip = view.statusLabel()->toolTip();
        QVERIFY2(tip.contains(QStringLiteral("valid count per slice")), qPrintable(tip));
        QVERIFY2(tip.contains(QStringLiteral("255: %1").arg(counts.slices.back().valid)), qPrintable(tip));
        QCOMPARE(tip.count(QLatin1Char('\n')), 16);  // a heading and 16 rows of 16 slices
    }

    void noCountsWithoutAFilter() {
        KernelDocument document;
        document.setSource(QStringLiteral("nofilter.rs"), QString::fromLatin1(kFilterKernel).remove(QStringLiteral("\n.vector_filter(1)")));
        KernelView view(&document);
        view.show();
        document.run();
        QTRY_COMPARE_WITH_TIMEOUT(document.runState(), KernelDocument::RunState::Finished, 30000);
        QVERIFY(document.runResult()->validCounts.empty());
        QVERIFY(!view.statusLabel()->text().contains(QStringLiteral("vector_filter")));
        QVERIFY(view.statusLabel()->toolTip().isEmpty());
    }
};

QTEST_MAIN(TestFlitFilter)
#include "tst_flit_filter.moc"
