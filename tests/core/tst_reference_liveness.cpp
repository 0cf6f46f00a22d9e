// What the reference computes and forgets (sim/reference_liveness.h): only
// operations whose result reaches an output, and a tensor's reference once no
// later one of those reads it.
#include <QtTest>

#include <algorithm>
#include <vector>

#include "kernel/program.h"
#include "sim/reference_liveness.h"

using namespace tcpwb;
using tcpwb::sim::detail::referenceLiveness;

namespace {

kernel::Operation transfer(std::size_t source, std::size_t output, kernel::Transfer::Mode mode = kernel::Transfer::Mode::Copy) {
    kernel::Operation op;
    op.kind = kernel::Operation::Kind::Transfer;
    op.transfer.source = source;
    op.transfer.output = output;
    op.transfer.mode = mode;
    return op;
}

kernel::Operation pass(std::size_t source, std::size_t output, std::vector<std::size_t> vrfOperands = {}) {
    kernel::Operation op;
    op.kind = kernel::Operation::Kind::Pass;
    op.pass.source = source;
    op.pass.output = output;
    kernel::Step step;
    step.kind = kernel::StepKind::Vector;
    step.vrfOperands = std::move(vrfOperands);
    op.pass.steps.push_back(step);
    return op;
}

kernel::Program programOf(std::size_t tensors, std::vector<kernel::Operation> ops, std::vector<std::size_t> outputs) {
    kernel::Program p;
    p.tensors.resize(tensors);
    p.ops = std::move(ops);
    p.outputs = std::move(outputs);
    return p;
}

bool holds(const std::vector<std::size_t>& v, std::size_t t) { return std::find(v.begin(), v.end(), t) != v.end(); }

}  // namespace

class ReferenceLiveness : public QObject {
    Q_OBJECT

private slots:
    // 0 -> 1 -> 2 (the output), and 0 -> 3 that nothing reads: the last is not computed.
    void aResultNoOutputNeedsIsNotComputed() {
        const auto live = referenceLiveness(programOf(4, {transfer(0, 1), pass(1, 2), transfer(0, 3)}, {2}));
        QCOMPARE(live.computed, (std::vector<bool>{true, true, false}));
        QVERIFY(holds(live.unread, 3));
        QVERIFY(!holds(live.unread, 2));
    }

    // Tensor 0 is read by operations 0 and 2; it goes after 2, not after 0.
    void aReferenceGoesAfterItsLastReader() {
        const auto live = referenceLiveness(programOf(5, {transfer(0, 1), pass(1, 2), pass(2, 3, {0}), transfer(3, 4)}, {4}));
        QCOMPARE(live.computed, (std::vector<bool>{true, true, true, true}));
        QVERIFY(!holds(live.releaseAfter[0], 0));
        QVERIFY(holds(live.releaseAfter[2], 0));
        QVERIFY(holds(live.releaseAfter[1], 1));
        QVERIFY(holds(live.releaseAfter[3], 3));
        for (const auto& released : live.releaseAfter) QVERIFY(!holds(released, 4));  // the output stays for the check
    }

    // A tile written into tensor 2 twice: the second write pastes into what the
    // first left, so 2 stays until the last write, and both writes are computed.
    void aTensorWrittenInPartsStaysUntilItsLastWrite() {
        const auto live = referenceLiveness(programOf(4, {transfer(0, 2), transfer(1, 2), transfer(2, 3)}, {3}));
        QCOMPARE(live.computed, (std::vector<bool>{true, true, true}));
        QVERIFY(holds(live.releaseAfter[2], 2));
        QVERIFY(!holds(live.releaseAfter[0], 2));
    }

    // Nothing reaches the host (a device function run on its own): nothing is computed.
    void withoutOutputsNothingIsComputed() {
        const auto live = referenceLiveness(programOf(3, {transfer(0, 1), pass(1, 2)}, {}));
        QCOMPARE(live.computed, (std::vector<bool>{false, false}));
        QCOMPARE(live.unread.size(), std::size_t(3));
    }

    // A memset writes its output and reads nothing of it; the reference still
    // keeps what the output held for a later tile write into it.
    void aMemsetReadsNoSource() {
        const auto fill = transfer(1, 1, kernel::Transfer::Mode::Fill);
        QVERIFY(kernel::tensorsReadBy(fill).empty());
        const auto live = referenceLiveness(programOf(3, {fill, transfer(0, 1), transfer(1, 2)}, {2}));
        QCOMPARE(live.computed, (std::vector<bool>{true, true, true}));
    }
};

QTEST_APPLESS_MAIN(ReferenceLiveness)
#include "tst_reference_liveness.moc"
