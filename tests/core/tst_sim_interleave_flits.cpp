// Flits on demand of a begin_interleaved pass (manual, "Interleaving Tensors",
// line 1846; docs/simulation.md, "begin_interleaved"): until the first
// computing stage, each element is named by its own tensor, lhs at I = 0 and
// rhs at I = 1, with its index in that tensor; from then on the output's.
#include <QtTest>

#include <map>

#include "kernel/parse.h"
#include "sim/flits.h"
#include "sim_run_support.h"

using namespace tcpwb;

namespace {

// lhs and rhs over A = 512 (2 elements per slice), interleaved along I in Time, added pairwise.
const std::string kPairAdd =
    "axes![A = 512, I = 2];\n"
    "let lhs: DmTensor<i32, m![1], m![1 # 2], m![A / 2], m![A % 2 # 8]> = ...;\n"
    "let rhs: DmTensor<i32, m![1], m![1 # 2], m![A / 2], m![A % 2 # 8]> = ...;\n"
    "let output: DmTensor<i32, m![1], m![1 # 2], m![A / 2], m![A % 2 # 8]> = ctx\n.main\n"
    ".begin_interleaved::<I, _, _, _, _, _>(lhs.view(), rhs.view())\n"
    ".fetch::<i32, m![I], m![A % 2 # 8]>()\n.collect::<m![I], m![A % 2 # 8]>()\n"
    ".vector_init()\n.vector_intra_slice_unzip::<I, m![1 # 2], m![1]>()\n"
    ".vector_clip_zip(ClipBinaryOpI32::AddFxp)\n.vector_final()\n.commit(4096);\n";

// The index texts of `stage` on `slice`, by time step.
std::map<u64, std::vector<std::string>> names(sim::FlitInspector& inspector, const std::string& stage, u64 slice) {
    std::map<u64, std::vector<std::string>> steps;
    for (u64 cycle = 0; cycle < 64; ++cycle) {
        auto flits = inspector.at({0, 0, 0, slice, cycle});
        if (!flits) break;
        for (const auto& f : *flits)
            if (f.stage == stage && f.active) {
                auto& texts = steps[f.timeStep];
                texts.clear();
                for (const auto& e : f.elements) texts.push_back(e.index);
            }
    }
    return steps;
}

}  // namespace

class TestSimInterleaveFlits : public QObject {
    Q_OBJECT
private slots:
    void eachElementNamesItsTensor() {
        const auto program = test::parseKernelText(kPairAdd, "interleaved.rs");
        auto inspector = sim::FlitInspector::create(program);
        QVERIFY(inspector.ok());
        for (u64 slice : {u64(0), u64(3), u64(255)}) {
            const std::string a0 = std::to_string(2 * slice), a1 = std::to_string(2 * slice + 1);
            const std::vector<std::string> pads(6, "pad");
            for (const char* stage : {"fetch", "collect"}) {
                const auto steps = names(inspector.value(), stage, slice);
                QCOMPARE(steps.size(), std::size_t{2});
                std::vector<std::string> lhs{"lhs[" + a0 + "]", "lhs[" + a1 + "]"}, rhs{"rhs[" + a0 + "]", "rhs[" + a1 + "]"};
                lhs.insert(lhs.end(), pads.begin(), pads.end());
                rhs.insert(rhs.end(), pads.begin(), pads.end());
                QCOMPARE(steps.at(0), lhs);  // I = 0: the first tensor
                QCOMPARE(steps.at(1), rhs);  // I = 1: the second
            }
            // The Vector Engine's pair add: the output's elements.
            const auto out = names(inspector.value(), "vector", slice);
            QCOMPARE(out.size(), std::size_t{1});
            QCOMPARE(out.at(0).front(), "output[" + a0 + "]");
        }
    }
    void valuesAreEachTensorsOwn() {
        // The fetched values at I = 0 and I = 1 add up to the vector stage's sums, position by position.
        const auto program = test::parseKernelText(kPairAdd, "interleaved.rs");
        auto inspector = sim::FlitInspector::create(program);
        QVERIFY(inspector.ok());
        std::map<u64, std::vector<double>> fetched;
        std::vector<double> sums;
        for (u64 cycle = 0; cycle < 64; ++cycle) {
            auto flits = inspector.value().at({0, 0, 0, 9, cycle});
            QVERIFY(flits.ok());
            for (const auto& f : *flits) {
                if (!f.active) continue;
                std::vector<double> values;
                for (const auto& e : f.elements) values.push_back(e.value);
                if (f.stage == "fetch") fetched[f.timeStep] = values;
                if (f.stage == "vector") sums = values;
            }
        }
        QCOMPARE(fetched.size(), std::size_t{2});
        QCOMPARE(sums.size(), std::size_t{8});
        for (std::size_t p = 0; p < 2; ++p)
            QCOMPARE(sums[p], double(std::int32_t(std::uint32_t(std::int64_t(fetched[0][p]) + std::int64_t(fetched[1][p])))));
    }
};

QTEST_APPLESS_MAIN(TestSimInterleaveFlits)
#include "tst_sim_interleave_flits.moc"
