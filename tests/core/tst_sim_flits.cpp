// Flits on demand against the full simulation: stepping a pass cycle by
// cycle, every fetched element holds the source tensor's value and every
// element the last stage hands the sink is the value the simulation wrote.
#include <QtTest>

#include <fmt/ranges.h>

#include <map>
#include <set>

#include "sim/flits.h"
#include "sim/state.h"
#include "sim_kernels.h"
#include "../diag_kind_text.h"

using namespace tcpwb;

namespace {

// The tensor's values by index text ("a[3, 17]"), as the full simulation left them after op `last`.
std::map<std::string, double> valuesAfter(const kernel::Program& program, std::size_t last, std::size_t tensor) {
    auto plan = sim::planProgram(program);
    if (!plan) return {};
    sim::RunOptions options;
    sim::detail::State s{program, *plan, options, {}, {}, {}, {}};
    s.host.resize(program.tensors.size());
    s.reference.resize(program.tensors.size());
    if (sim::detail::initialize(s)) return {};
    for (std::size_t i = 0; i <= last; ++i) {
        const bool transfer = program.ops[i].kind == kernel::Operation::Kind::Transfer;
        if (transfer ? sim::detail::runTransfer(s, i) : sim::detail::runPass(s, i)) return {};
    }
    auto l = sim::detail::readBack(s, tensor, last);
    if (!l) return {};
    std::map<std::string, double> out;
    const auto& axes = l->axes;
    for (u64 o = 0; o < l->values.size(); ++o) {
        if (!l->held.empty() && !l->held[o]) continue;
        std::vector<u64> digits(axes.size());
        u64 rest = o;
        for (std::size_t i = axes.size(); i-- > 0;) {
            digits[i] = rest % program.axes[axes[i]].size;
            rest /= program.axes[axes[i]].size;
        }
        out[fmt::format("{}[{}]", program.tensors[tensor].name, fmt::join(digits, ", "))] = l->values[o];
    }
    return out;
}

std::size_t lastPass(const kernel::Program& p) {
    std::size_t last = 0;
    for (std::size_t i = 0; i < p.ops.size(); ++i)
        if (p.ops[i].kind == kernel::Operation::Kind::Pass) last = i;
    return last;
}

}  // namespace

class TestSimFlits : public QObject {
    Q_OBJECT
private slots:
    void stepsMatchTheSimulation_data() {
        QTest::addColumn<int>("kernel");
        QTest::newRow("constant addition") << 0;
        QTest::newRow("elementwise multiplication") << 1;
        QTest::newRow("gemm 512 x 512 x 64") << 2;
    }

    void stepsMatchTheSimulation() {
        QFETCH(int, kernel);
        const kernel::Program program = kernel == 0   ? test::constantAddition()
                                        : kernel == 1 ? test::elementwiseMultiplication()
                                                      : test::gemm(512, 512, 64);
        const std::size_t op = lastPass(program);
        const auto& pass = program.ops[op].pass;
        const auto source = valuesAfter(program, op - 1, pass.source);
        const auto output = valuesAfter(program, op, pass.output);
        QVERIFY(!source.empty());
        QVERIFY(!output.empty());
        auto created = sim::FlitInspector::create(program);
        QVERIFY(created.ok());
        sim::FlitInspector inspector = std::move(created).value();
        const sim::PassPlan& plan = *inspector.plan().ops[op].pass;
        const std::size_t lastStage = plan.stages.size() - 1;
        std::set<u64> fetchSteps, lastSteps;
        std::set<std::string> delivered;
        u64 checkedSource = 0;
        for (u64 cycle = 0; cycle < plan.cycles; ++cycle) {
            auto flits = inspector.at({op, 0, 0, 0, cycle});
            QVERIFY2(flits.ok(), flits ? "" : flits.error().message.c_str());
            QCOMPARE(flits->size(), plan.stages.size());
            const sim::StageFlit& fetch = flits->front();
            QCOMPARE(fetch.stage, std::string("fetch"));
            if (fetch.active) {
                fetchSteps.insert(fetch.timeStep);
                // A position the source only broadcasts to (GEMM's A over `J / 8 % 4`) names an index the
                // tensor does not hold; every held one must match.
                for (const auto& e : fetch.elements) {
                    if (e.index == "pad" || !source.count(e.index)) continue;
                    QCOMPARE(e.value, source.at(e.index));
                    ++checkedSource;
                }
            }
            const sim::StageFlit& last = (*flits)[lastStage];
            if (!last.active) continue;
            lastSteps.insert(last.timeStep);
            for (const auto& e : last.elements) {
                if (e.index == "pad") continue;
                QVERIFY2(output.count(e.index), e.index.c_str());
                QVERIFY(e.hasValue);
                QCOMPARE(e.value, output.at(e.index));
                delivered.insert(e.index);
            }
        }
        // Every time step of fetch and of the last stage shows up, and slice 0's flits deliver outputs.
        QCOMPARE(u64(fetchSteps.size()), plan.stages.front().stream.time->size());
        QCOMPARE(u64(lastSteps.size()), plan.stages.back().stream.time->size());
        QVERIFY(!delivered.empty());
        QVERIFY(checkedSource > 0);
    }

    void badQueries() {
        auto created = sim::FlitInspector::create(test::constantAddition());
        QVERIFY(created.ok());
        sim::FlitInspector inspector = std::move(created).value();
        auto notPass = inspector.at({0, 0, 0, 0, 0});
        QVERIFY(!notPass.ok());
        QCOMPARE(notPass.error().kind, diag::Kind::bad_query);
        auto offDevice = inspector.at({lastPass(test::constantAddition()), 0, 0, 999, 0});
        QVERIFY(!offDevice.ok());
        QCOMPARE(offDevice.error().kind, diag::Kind::bad_query);
    }

    void beyondThePassNothingIsActive() {
        const kernel::Program program = test::constantAddition();
        auto created = sim::FlitInspector::create(program);
        QVERIFY(created.ok());
        sim::FlitInspector inspector = std::move(created).value();
        const std::size_t op = lastPass(program);
        auto flits = inspector.at({op, 0, 0, 0, inspector.plan().ops[op].pass->cycles + 1000});
        QVERIFY(flits.ok());
        for (const auto& f : *flits) QVERIFY(!f.active);
    }
};

QTEST_APPLESS_MAIN(TestSimFlits)
#include "tst_sim_flits.moc"
