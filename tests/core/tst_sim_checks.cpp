// The simulator's robustness errors (kind, tensor, span) and schedule facts.
#include <QtTest>

#include "sim/run.h"
#include "tensor/device_tensor.h"
#include "sim_kernels.h"

using namespace tcpwb;
using namespace tcpwb::test;

class TestSimChecks : public QObject {
    Q_OBJECT
private slots:
    void uninitializedRead() {
        // A preloaded input declared as written by nothing: fetch reads DM bytes no one wrote.
        kernel::Program p = segmentation(false);
        p.tensors[0].origin = kernel::Origin::Written;
        auto r = sim::runKernel(p);
        QVERIFY(!r.ok());
        QCOMPARE(r.error().kind, std::string("uninitialized_read"));
        QVERIFY(r.error().message.find("`input`") != std::string::npos);
        QVERIFY(r.error().offset.has_value());
        QCOMPARE(*r.error().offset, p.ops[0].pass.steps[0].at.offset);
    }
    void capacityExceeded() {
        kernel::Program p = constantAddition();
        std::size_t result = p.ops[2].pass.output;
        p.tensors[result].address = tensor::kDmBytesPerSlice - 16;  // 32 bytes per slice from here overflow
        auto r = sim::runKernel(p);
        QVERIFY(!r.ok());
        QCOMPARE(r.error().kind, std::string("capacity_exceeded"));
        QVERIFY(r.error().message.find("`result`") != std::string::npos);
        QCOMPARE(*r.error().offset, p.tensors[result].at.offset);
    }
    void scheduleFacts() {
        auto r = sim::runKernel(elementwiseMultiplication());
        QVERIFY(r.ok());
        const auto& ops = r->ops;
        std::optional<std::size_t> sub, main;
        for (std::size_t i = 0; i < ops.size(); ++i) {
            if (ops[i].resource == schedule::Resource::Sub) sub = i;
            if (ops[i].resource == schedule::Resource::Main) main = i;
            if (ops[i].name.rfind("to_dm", 0) == 0) QCOMPARE(ops[i].resource, schedule::Resource::Dma);
            QVERIFY(ops[i].end > ops[i].start);
        }
        QVERIFY(sub && main);
        QVERIFY(ops[*main].start >= ops[*sub].end);  // main reads the VRF the sub pass writes
        QVERIFY(r->cycles >= ops[*main].end);
        // Host PCIe transfers are outside the device schedule.
        for (const auto& op : ops) QVERIFY(op.name.find("to_host") == std::string::npos);
    }
};

QTEST_GUILESS_MAIN(TestSimChecks)
#include "tst_sim_checks.moc"
