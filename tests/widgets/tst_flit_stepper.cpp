// The Kernel tab's flit stepper on Constant Addition: after a run it offers
// the kernel's passes only, and what it shows at a cycle (stepped to, stepped
// back, jumped to, reached by keys) is what sim::FlitInspector answers
// directly; N stops at the first cycle where a stage changes; the slice strip
// follows the fetch stage.
#include <QComboBox>
#include <algorithm>
#include <QGroupBox>
#include <QLabel>
#include <QSpinBox>
#include <QTableView>
#include <QTest>

#include "sim/flits.h"
#include "widgets/kernel/FlitStepper.h"
#include "widgets/kernel/KernelDocument.h"
#include "widgets/kernel/KernelView.h"

using namespace tcpwb;
using namespace tcpwb::widgets;

namespace {

QString samplePath(const char* name) { return QStringLiteral(TCPWB_SOURCE_DIR "/samples/kernels/") + QLatin1String(name); }

bool sameQuery(const sim::FlitQuery& a, const sim::FlitQuery& b) {
    return a.op == b.op && a.chip == b.chip && a.cluster == b.cluster && a.slice == b.slice && a.cycle == b.cycle;
}

// The stepper shows the answer to its current query and has nothing running.
bool settled(const FlitStepper& stepper) {
    return !stepper.isBusy() && stepper.shownQuery() && sameQuery(*stepper.shownQuery(), stepper.query());
}

}  // namespace

class TestFlitStepper : public QObject {
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void offersPassesOnly();
    void showsWhatTheInspectorAnswers();
    void stepsBackAndJumps();
    void keyboardDrivesTheCycle();
    void nextEventStopsWhereAStageChanges();
    void nextChangeRoundsUpToAStepsFirstCycle();
    void sliceStripFollowsTheFetchStage();
    void kernelViewFollowsTheOpsTree();
    void agreesOnSamples_data();
    void agreesOnSamples();

private:
    // Compares every stage the stepper shows with the inspector's own answer.
    void compareWithInspector();

    KernelDocument* document_ = nullptr;
    FlitStepper* stepper_ = nullptr;
    std::optional<sim::FlitInspector> direct_;
};

void TestFlitStepper::init() {
    document_ = new KernelDocument;
    QString error;
    QVERIFY2(document_->load(samplePath("constant-addition.rs"), &error), qPrintable(error));
    stepper_ = new FlitStepper(document_);
    stepper_->resize(1200, 400);
    stepper_->show();
    document_->run();
    QTRY_COMPARE_WITH_TIMEOUT(document_->runState(), KernelDocument::RunState::Finished, 30000);
    QTRY_VERIFY_WITH_TIMEOUT(settled(*stepper_), 30000);
    auto made = sim::FlitInspector::create(*document_->program());
    QVERIFY(made.ok());
    direct_.emplace(std::move(made).value());
}

void TestFlitStepper::cleanup() {
    delete stepper_;
    delete document_;
    direct_.reset();
}

void TestFlitStepper::compareWithInspector() {
    QTRY_VERIFY_WITH_TIMEOUT(settled(*stepper_), 30000);
    auto expected = direct_->at(stepper_->query());
    QVERIFY(expected.ok());
    const auto& want = expected.value();
    const auto& shown = stepper_->flits();
    QCOMPARE(shown.size(), want.size());
    QCOMPARE(stepper_->stageBoxes().size(), qsizetype(want.size()));
    for (std::size_t i = 0; i < want.size(); ++i) {
        QCOMPARE(shown[i].active, want[i].active);
        QCOMPARE(shown[i].timeStep, want[i].timeStep);
        QCOMPARE(stepper_->stageBoxes()[int(i)]->isEnabled(), want[i].active);
        const QAbstractItemModel* table = stepper_->stageTable(int(i))->model();
        QCOMPARE(table->rowCount(), int(want[i].elements.size()));
        for (int r = 0; r < table->rowCount(); ++r) {
            const sim::FlitElement& e = want[i].elements[std::size_t(r)];
            QCOMPARE(table->index(r, 0).data().toString(), QString::fromStdString(e.index));
            if (e.hasValue) QCOMPARE(table->index(r, 1).data().toString().toDouble(), e.value);
        }
    }
}

void TestFlitStepper::offersPassesOnly() {
    const kernel::Program* program = document_->program();
    int passes = 0;
    for (const auto& op : program->ops) passes += op.kind == kernel::Operation::Kind::Pass;
    QCOMPARE(stepper_->operationBox()->count(), passes);
    QVERIFY(passes >= 1);
    const int op = stepper_->operation();
    QVERIFY(program->ops[std::size_t(op)].kind == kernel::Operation::Kind::Pass);
    // A transfer is not a pass: choosing it changes nothing.
    for (std::size_t i = 0; i < program->ops.size(); ++i)
        if (program->ops[i].kind == kernel::Operation::Kind::Transfer) stepper_->setOperation(int(i));
    QCOMPARE(stepper_->operation(), op);
}

void TestFlitStepper::showsWhatTheInspectorAnswers() {
    // The fetch stage holds a flit at cycle 0 on slice 5: 8 elements of the input.
    stepper_->sliceBox()->setValue(5);
    compareWithInspector();
    const auto& fetch = stepper_->flits().front();
    QCOMPARE(QString::fromStdString(fetch.stage), QStringLiteral("fetch"));
    QVERIFY(fetch.active);
    QCOMPARE(fetch.elements.size(), std::size_t(8));
    QVERIFY(stepper_->stageBoxes().front()->title().startsWith(QStringLiteral("fetch: t = 0 / ")));
    QVERIFY(stepper_->lastCycle() > 0);
}

void TestFlitStepper::stepsBackAndJumps() {
    stepper_->sliceBox()->setValue(17);
    const qint64 n = qint64(std::min<u64>(stepper_->lastCycle(), 3));
    stepper_->jumpTo(n);
    QCOMPARE(stepper_->cycleBox()->value(), int(n));
    compareWithInspector();
    stepper_->step(-1);
    QCOMPARE(stepper_->cycleBox()->value(), int(n - 1));
    compareWithInspector();
    // Out of range: clamped to the pass.
    stepper_->jumpTo(1'000'000);
    QCOMPARE(u64(stepper_->cycleBox()->value()), stepper_->lastCycle());
    compareWithInspector();
    stepper_->jumpTo(-5);
    QCOMPARE(stepper_->cycleBox()->value(), 0);
    compareWithInspector();
}

void TestFlitStepper::keyboardDrivesTheCycle() {
    stepper_->show();
    stepper_->setFocus();
    const int last = int(stepper_->lastCycle());
    QTest::keyClick(stepper_, Qt::Key_Right);
    QCOMPARE(stepper_->cycleBox()->value(), std::min(1, last));
    compareWithInspector();
    QTest::keyClick(stepper_, Qt::Key_End);
    QCOMPARE(stepper_->cycleBox()->value(), last);
    compareWithInspector();
    QTest::keyClick(stepper_, Qt::Key_Left);
    QCOMPARE(stepper_->cycleBox()->value(), std::max(0, last - 1));
    QTest::keyClick(stepper_, Qt::Key_PageUp);
    QCOMPARE(stepper_->cycleBox()->value(), std::max(0, last - 11));
    QTest::keyClick(stepper_, Qt::Key_Home);
    QCOMPARE(stepper_->cycleBox()->value(), 0);
    QTest::keyClick(stepper_, Qt::Key_PageDown);
    QCOMPARE(stepper_->cycleBox()->value(), std::min(10, last));
    compareWithInspector();
}

void TestFlitStepper::nextEventStopsWhereAStageChanges() {
    auto signature = [&](u64 cycle) {
        sim::FlitQuery q = stepper_->query();
        q.cycle = cycle;
        auto answer = direct_->at(q);
        std::vector<std::pair<bool, u64>> s;
        if (answer.ok())
            for (const auto& f : answer.value()) s.emplace_back(f.active, f.active ? f.timeStep : 0);
        return s;
    };
    stepper_->jumpTo(0);
    int events = 0;
    for (;;) {
        const u64 from = u64(stepper_->cycleBox()->value());
        QTest::keyClick(stepper_, Qt::Key_N);
        const u64 to = u64(stepper_->cycleBox()->value());
        if (to == from) break;
        ++events;
        QVERIFY(to > from);
        // Nothing changes strictly between the two cycles, something does at the second.
        for (u64 c = from + 1; c < to; ++c) QVERIFY2(signature(c) == signature(from), qPrintable(QString::number(c)));
        QVERIFY(signature(to) != signature(from));
    }
    QVERIFY(events >= 1);
    // After the last event nothing changes up to the end.
    const u64 at = u64(stepper_->cycleBox()->value());
    for (u64 c = at + 1; c <= stepper_->lastCycle(); ++c) QVERIFY(signature(c) == signature(at));
    compareWithInspector();
}

// What N asks of each stage: FlitTiming::nextChange against a brute-force
// walk of stepAt, with paces that a stage's Time size does not divide (step
// k + 1 then begins at a rounded-up cycle: ceil((k + 1) * pace / n)), more
// steps than cycles (some steps are never shown), and an idle stage.
void TestFlitStepper::nextChangeRoundsUpToAStepsFirstCycle() {
    const sim::FlitTiming timing{{3, 0, 5, 2}, {3, 10, 4, 0}, 7};
    int rounded = 0;
    for (std::size_t stage = 0; stage < timing.starts.size(); ++stage) {
        const u64 stop = timing.starts[stage] + timing.pace;
        for (u64 cycle = 0; cycle <= stop + 2; ++cycle) {
            const auto now = timing.stepAt(stage, cycle);
            std::optional<u64> expected;
            if (timing.steps[stage] != 0 && (cycle < timing.starts[stage] || now)) {
                expected = stop;  // it stops: the cycle after its last step
                for (u64 c = cycle + 1; c < stop; ++c)
                    if (timing.stepAt(stage, c) != now) {
                        expected = c;
                        break;
                    }
            }
            QVERIFY2(timing.nextChange(stage, cycle) == expected, qPrintable(QStringLiteral("stage %1, cycle %2").arg(stage).arg(cycle)));
            if (now && *now + 1 < timing.steps[stage] && (*now + 1) * timing.pace % timing.steps[stage] != 0) ++rounded;
        }
    }
    QVERIFY(rounded > 0);  // the rounding branch was taken
    // Stage 0 (3 steps over 7 cycles from cycle 3): steps begin at 3, 3 + ceil(7/3) = 6, 3 + ceil(14/3) = 8.
    QCOMPARE(timing.nextChange(0, 3), std::optional<u64>(6));
    QCOMPARE(timing.nextChange(0, 6), std::optional<u64>(8));
    QCOMPARE(timing.nextChange(0, 8), std::optional<u64>(10));
    QCOMPARE(timing.nextChange(0, 10), std::optional<u64>());
}

void TestFlitStepper::sliceStripFollowsTheFetchStage() {
    // Constant Addition spreads A over all 256 slices, one time step each.
    stepper_->jumpTo(0);
    QTRY_VERIFY(settled(*stepper_));
    const bool fetchActive = stepper_->flits().front().active;
    QVERIFY(fetchActive);
    const auto& holds = stepper_->sliceStrip()->holdsData();
    QCOMPARE(std::count(holds.begin(), holds.end(), true), qsizetype(256));
    // Past the fetch stage's cycles no slice holds fetch data.
    for (u64 c = 0; c <= stepper_->lastCycle(); ++c) {
        stepper_->jumpTo(qint64(c));
        QTRY_VERIFY(settled(*stepper_));
        const bool active = stepper_->flits().front().active;
        const auto& now = stepper_->sliceStrip()->holdsData();
        QCOMPARE(std::count(now.begin(), now.end(), true), active ? qsizetype(256) : qsizetype(0));
    }
    // Clicking a cell selects its slice.
    stepper_->show();
    QTest::mouseClick(stepper_->sliceStrip(), Qt::LeftButton, {}, QPoint(stepper_->sliceStrip()->width() - 1, 5));
    QCOMPARE(stepper_->sliceBox()->value(), 255);
    QCOMPARE(stepper_->sliceStrip()->selected(), 255);
    compareWithInspector();
}

void TestFlitStepper::kernelViewFollowsTheOpsTree() {
    KernelView view(document_);
    QVERIFY(view.flitStepper());
    QTRY_VERIFY_WITH_TIMEOUT(settled(*view.flitStepper()), 30000);
    QCOMPARE(view.flitStepper()->operationBox()->count(), stepper_->operationBox()->count());
    // A reload empties it and fills it again from the new program.
    document_->setSource(QStringLiteral("broken.rs"), QStringLiteral("fn main() {"));
    QCOMPARE(view.flitStepper()->operationBox()->count(), 0);
    QVERIFY(!view.flitStepper()->isEnabled());
    QVERIFY(!view.flitStepper()->statusLabel()->text().isEmpty());
}

void TestFlitStepper::agreesOnSamples_data() {
    QTest::addColumn<QString>("sample");
    QTest::newRow("dot-product: one slice of 256") << QStringLiteral("dot-product.rs");
    // The other samples are the manual's fragments that stop at an error, or a big GEMM.
    QTest::newRow("elementwise-multiplication") << QStringLiteral("elementwise-multiplication.rs");
}

// On every pass of other samples (no run needed: the inspector simulates on
// its own): N stops exactly where some stage changes, and the strip marks
// exactly the slices whose fetch flit holds a real (not padding) element.
void TestFlitStepper::agreesOnSamples() {
    QFETCH(QString, sample);
    KernelDocument document;
    QString error;
    QVERIFY2(document.load(samplePath(qPrintable(sample)), &error), qPrintable(error));
    QVERIFY2(document.plan(), document.error() ? qPrintable(document.error()->formatted) : "");
    FlitStepper stepper(&document);
    auto made = sim::FlitInspector::create(*document.program());
    QVERIFY(made.ok());
    sim::FlitInspector direct = std::move(made).value();
    QVERIFY(stepper.operationBox()->count() >= 1);
    for (int row = 0; row < stepper.operationBox()->count(); ++row) {
        stepper.operationBox()->setCurrentIndex(row);
        stepper.jumpTo(0);
        QTRY_VERIFY_WITH_TIMEOUT(settled(stepper), 60000);
        auto signature = [&](u64 cycle) {
            sim::FlitQuery q = stepper.query();
            q.cycle = cycle;
            auto answer = direct.at(q);
            std::vector<std::pair<bool, u64>> sig;
            if (answer.ok())
                for (const auto& f : answer.value()) sig.emplace_back(f.active, f.active ? f.timeStep : 0);
            return sig;
        };
        u64 from = 0;
        int events = 0;
        for (;; ++events) {
            stepper.nextEvent();
            const u64 to = u64(stepper.cycleBox()->value());
            if (to == from) break;
            QVERIFY(to > from);
            QVERIFY2(signature(to) != signature(from), qPrintable(QStringLiteral("cycle %1").arg(to)));
            // Between events sample a few cycles (passes can be long).
            for (u64 c = from + 1; c < to; c += std::max<u64>(1, (to - from) / 7))
                QVERIFY2(signature(c) == signature(from), qPrintable(QStringLiteral("cycle %1").arg(c)));
            QVERIFY(signature(to - 1) == signature(from));
            from = to;
        }
        QVERIFY(events >= 1);
        // The strip at cycle 0 (the fetch stage's first flit) against each slice's fetch flit.
        stepper.jumpTo(0);
        QTRY_VERIFY_WITH_TIMEOUT(settled(stepper), 60000);
        const auto strip = stepper.sliceStrip()->holdsData();
        for (int slice = 0; slice < SliceStrip::kSlices; ++slice) {
            sim::FlitQuery q = stepper.query();
            q.slice = u64(slice);
            auto answer = direct.at(q);
            bool real = false;
            if (answer.ok() && answer.value().front().active)
                for (const auto& e : answer.value().front().elements) real = real || e.index != "pad";
            QVERIFY2(strip[std::size_t(slice)] == real, qPrintable(QStringLiteral("slice %1").arg(slice)));
        }
    }
}

QTEST_MAIN(TestFlitStepper)
#include "tst_flit_stepper.moc"
