// The simulator's robustness errors (kind, tensor, span) and schedule facts.
#include <QtTest>

#include <fmt/format.h>

#include "kernel/parse.h"
#include "sim/run.h"
#include "tensor/device_tensor.h"
#include "sim_kernels.h"
#include "../diag_kind_text.h"

using namespace tcpwb;
using namespace tcpwb::test;

namespace {
// Host (I, J) -> HBM at `hbmAddress` -> DM in the given Slice and Element
// mappings -> host again, every value back exactly.
void transposedRoundTrip(const char* axes, u64 hbmAddress, const std::string& slice, const std::string& element, u64 elements) {
    ProgramBuilder b(axes);
    const auto dm = hostToDm(b, "input", DType::BF16, "m![I, J]", hbmAddress, {"m![1]", "m![1 # 2]", slice, element}, 0);
    dmToHost(b, dm, DType::BF16, "m![I, J]", 1 << 28, "m![I, J]");
    auto r = sim::runKernel(b.program());
    QVERIFY2(r.ok(), r ? "" : r.error().message.c_str());
    QVERIFY(r->ok);
    QCOMPARE(r->outputs.at(0).elements, elements);
    QCOMPARE(r->outputs.at(0).maxAbsError, 0.0);
}
}  // namespace

class TestSimChecks : public QObject {
    Q_OBJECT
private slots:
    void uninitializedRead() {
        // A preloaded input declared as written by nothing: fetch reads DM bytes no one wrote.
        kernel::Program p = segmentation(false);
        p.tensors[0].origin = kernel::Origin::Written;
        auto r = sim::runKernel(p);
        QVERIFY(!r.ok());
        QCOMPARE(r.error().kind, diag::Kind::uninitialized_read);
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
        QCOMPARE(r.error().kind, diag::Kind::capacity_exceeded);
        QVERIFY(r.error().message.find("`result`") != std::string::npos);
        QCOMPARE(*r.error().offset, p.tensors[result].at.offset);
    }
    void addressesNearTwoToThe64AreRefused() {
        // address + size used to wrap past 2^64 to a small end: the plan
        // accepted the tensor and the simulation wrote out of bounds.
        for (u64 address : {~u64{0} - 7, ~u64{0} - 15, u64{1} << 63}) {
            kernel::Program p = constantAddition();
            std::size_t result = p.ops[2].pass.output;
            p.tensors[result].address = address;
            auto r = sim::runKernel(p);
            QVERIFY(!r.ok());
            QCOMPARE(r.error().kind, diag::Kind::capacity_exceeded);
            QVERIFY(r.error().message.find("past the end of DmTensor") != std::string::npos);
            QCOMPARE(*r.error().offset, p.tensors[result].at.offset);
        }
        kernel::Program hbm = constantAddition();
        for (kernel::Tensor& t : hbm.tensors)
            if (t.memory == kernel::Memory::Hbm) t.address = ~u64{0} - 3;
        auto refused = sim::runKernel(hbm);
        QVERIFY(!refused.ok());
        QCOMPARE(refused.error().kind, diag::Kind::capacity_exceeded);
    }
    void nothingReadBackIsAnError() {
        // Nothing reaches the host: there is nothing to check, which is not
        // "some outputs differ".
        kernel::Program p = constantAddition();
        p.outputs.clear();
        auto r = sim::runKernel(p);
        QVERIFY(!r.ok());
        QCOMPARE(r.error().kind, diag::Kind::no_outputs);
        QCOMPARE(*r.error().offset, p.ops.back().at.offset);
        QVERIFY(r.error().fix.has_value());
    }
    // DM -> HBM moves runs of elements within an HBM page (64 KiB): a result
    // placed across a page boundary arrives whole, each page's part a run (an
    // element never straddles pages: HBM tensors are aligned to their type).
    void resultAcrossHbmPages_data() {
        QTest::addColumn<qulonglong>("address");
        QTest::newRow("page-aligned") << qulonglong(1u << 28);
        QTest::newRow("boundary between elements") << qulonglong((1 << 28) + 65536 - 4 * 100);
    }
    void resultAcrossHbmPages() {
        QFETCH(qulonglong, address);
        kernel::Program p = constantAddition();
        for (auto& t : p.tensors)
            if (t.name == "out_hbm") t.address = address;
        auto r = sim::runKernel(p);
        QVERIFY2(r.ok(), r ? "" : r.error().message.c_str());
        QVERIFY(r->ok);
        QCOMPARE(r->outputs.at(0).elements, u64{2048});
        QCOMPARE(r->outputs.at(0).maxAbsError, 0.0);
    }
    // HBM -> DM into a transposed layout (the GEMM's B): gathered in the
    // source's order, with padding and with slices that hold the same part
    // (a broadcast: the first is gathered, the others copy it).
    void transposedTransferKeepsEveryValue_data() {
        QTest::addColumn<QString>("slice");
        QTest::addColumn<QString>("element");
        QTest::newRow("plain") << "m![J / 16 # 256]"
                               << "m![J % 16, I]";
        QTest::newRow("padding") << "m![J / 16 # 256]"
                                 << "m![J % 16, I # 80]";
        QTest::newRow("broadcast over slices") << "m![J / 16 # 64, 4]"
                                               << "m![J % 16, I]";
    }
    void transposedTransferKeepsEveryValue() {
        QFETCH(QString, slice);
        QFETCH(QString, element);
        transposedRoundTrip("I = 64, J = 48", 0, slice.toStdString(), element.toStdString(), 64 * 48);
    }
    // A source over several HBM pages, starting inside one: the gather reads each page by offset.
    void transposedTransferAcrossHbmPages_data() {
        QTest::addColumn<qulonglong>("address");
        QTest::newRow("page-aligned") << qulonglong(0);
        QTest::newRow("starting mid-page") << qulonglong(65536 - 2 * 100);
    }
    void transposedTransferAcrossHbmPages() {
        QFETCH(qulonglong, address);
        transposedRoundTrip("I = 256, J = 192", address, "m![J / 16 # 256]", "m![J % 16, I]", 256 * 192);  // 96 KiB of bf16
    }
    // The gathered path checks its source once per block; an unwritten source still says which tensor.
    void transposedTransferOfUnwrittenSource() {
        ProgramBuilder b("I = 64, J = 48");
        const auto hbm = b.tensor("input_hbm", Memory::Hbm, DType::BF16, {"m![1]", "m![I, J]"}, 0);
        const auto dm = b.tensor("input_dm", Memory::Dm, DType::BF16, {"m![1]", "m![1 # 2]", "m![J / 16 # 256]", "m![J % 16, I]"}, 0);
        b.transfer(Engine::Tdma, hbm, dm, "to_dm(input)");
        dmToHost(b, dm, DType::BF16, "m![I, J]", 1 << 28, "m![I, J]");
        auto r = sim::runKernel(b.program());
        QVERIFY(!r.ok());
        QCOMPARE(r.error().kind, diag::Kind::uninitialized_read);
        QVERIFY2(r.error().message.find("`input_hbm`") != std::string::npos, r.error().message.c_str());
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
    // "Unaligned or Partial Write": 8 i32 per slice reach HBM as 32-byte
    // writes, each a read-modify-write; 64 per slice fill whole 256-byte units.
    void partialHbmWritesAreExplainedOnTheTransfer() {
        const auto rmwWarningsOf = [](const char* slice, const char* element, const char* flitTime, const char* flit) {
            ProgramBuilder b("A = 2048");
            const std::initializer_list<std::string> dm{"m![1]", "m![1 # 2]", slice, element};
            const auto in = hostToDm(b, "input", DType::I32, "m![A]", 0, dm, 0);
            const auto result = b.tensor("result", Memory::Dm, DType::I32, dm, 1 << 12);
            b.pass(Ctx::Main, in)
                .fetch(DType::I32, "m![1]", element)
                .collect(flitTime, flit)
                .vector(
                    "vector_init().vector_intra_slice_branch(BranchMode::Unconditional).vector_fxp(FxpBinaryOp::AddFxp, 1).vector_final()")
                .sink(SinkKind::Commit, result, "main pass -> result");
            dmToHost(b, result, DType::I32, "m![A]", 1 << 28, "m![A]");
            auto r = sim::runKernel(b.program());
            if (!r.ok()) qWarning("%s", r.error().message.c_str());
            std::vector<std::string> found;
            for (const auto& w : r.ok() ? r->warnings : std::vector<diag::Diagnostic>{})
                if (w.kind == diag::Kind::dma_performance && w.message.find("read-modify-write") != std::string::npos)
                    found.push_back(w.message);
            return std::pair{r.ok(), found};
        };
        const auto [narrowOk, narrow] = rmwWarningsOf("m![A / 8 # 256]", "m![A % 8]", "m![1]", "m![A % 8]");
        QVERIFY(narrowOk);
        QCOMPARE(narrow.size(), std::size_t(1));
        QVERIFY2(narrow[0].find("256 of 256 HBM write requests") != std::string::npos, narrow[0].c_str());
        const auto [wideOk, wide] = rmwWarningsOf("m![A / 64 # 256]", "m![A % 64]", "m![A % 64 / 8]", "m![A % 8]");
        QVERIFY(wideOk);
        QVERIFY(wide.empty());
    }
    // "Memory Performance": 64 or more consecutive accesses to one bank. A
    // fetch walking a column of 128-byte rows hits bank 0 128 times in a row;
    // the same tensor read row by row spreads over all banks.
    void bankStreaksComeFromTheSequencersWalk() {
        const auto warningsOf = [](const char* time, const char* output) {
            const std::string text = std::string(
                                         "axes![A = 128, B = 128];\n"
                                         "let input: DmTensor<i8, m![1], m![1 # 2], m![1 # 256], m![A, B]> = ...;\n"
                                         "let output: DmTensor<i8, m![1], m![1 # 2], m![1 # 256], ") +
                                     output + "> = ctx.main.begin(input.view())\n.fetch::<i8, " + time + ", m![B % 8]>()\n.collect::<" +
                                     time + ", m![B % 8 # 32]>()\n.commit(65536);\n";
            auto program = kernel::parseKernel({"bank.rs", text});
            if (!program) qFatal("bank.rs: %s", program.error().message.c_str());
            auto r = sim::runKernel(*program);
            if (!r) qFatal("bank.rs: %s", r.error().message.c_str());
            if (!r->ok) qFatal("bank.rs: outputs differ");
            std::vector<std::string> kinds;
            for (const auto& w : r->warnings) {
                kinds.push_back(std::string(diag::spelling(w.kind)));
                if (w.kind == diag::Kind::dma_serialized && w.message.find("128 consecutive accesses to bank 0") == std::string::npos)
                    qFatal("unexpected message: %s", w.message.c_str());
                // Placed at the pass it names, for the CLI and the problems list.
                if (!w.offset || *w.offset < text.find("let output") || *w.offset > text.find(".commit(65536)"))
                    qFatal("the %s warning is not placed at its pass", std::string(diag::spelling(w.kind)).c_str());
            }
            return kinds;
        };
        QCOMPARE(warningsOf("m![B / 8, A]", "m![B / 8, A, B % 8]"), std::vector<std::string>{"dma_serialized"});
        QCOMPARE(warningsOf("m![A, B / 8]", "m![A, B]"), std::vector<std::string>{});
    }
    // "Fetch and Commit Engine", Example 3 (tail padding), Cluster and Slice
    // padded as the Size Constraint asks: A # 72 is split between Time
    // (`(A # 72) / 24`) and Packet (`A # 72 % 24`). Neither part reaches 65
    // alone; their sum does at time 2, packet positions 17..23, which are
    // padding: not DM reads of unwritten bytes, and not row B = 1's elements.
    static std::string tailPadding(int secondAddress) {
        return fmt::format(
            "axes![A = 65, B = 2];\n"
            "let input: DmTensor<f8, m![1], m![1 # 2], m![1 # 256], m![B, A # 72]> = ...;\n"
            "let out_7: DmTensor<f8, m![1], m![1 # 2], m![1 # 256], m![B, A # 72]> = ctx.main\n"
            ".begin(input.view())\n"
            ".fetch::<f8, m![B * (A # 72) / 24], m![A # 72 % 24]>()\n"
            ".collect::<m![B * (A # 72) / 24], m![A # 72 % 24 # 32]>()\n"
            ".commit(1024);\n"
            "let out_31: DmTensor<f8, m![1], m![1 # 2], m![1 # 256], m![B, A # 96]> = ctx.main\n"
            ".begin(input.view())\n"
            ".fetch::<f8, m![B * (A # 96) / 32], m![A # 96 % 32]>()\n"
            ".collect::<m![B * (A # 96) / 32], m![A # 96 % 32]>()\n"
            ".commit({});\n",
            secondAddress);
    }
    void paddingSplitAcrossTimeAndPacket() {
        auto program = kernel::parseKernel({"tail.rs", tailPadding(2048)});
        QVERIFY(program.ok());
        auto r = sim::runKernel(*program);
        QVERIFY2(r.ok(), r.ok() ? "" : r.error().message.c_str());
        QVERIFY(r->ok);
        QCOMPARE(r->outputs.size(), std::size_t(2));
        for (const auto& out : r->outputs) QCOMPARE(out.elements, u64(130));
    }
    // Both options committed to DM 1024, as the manual writes them: the second
    // would overwrite the first, an output the kernel still holds.
    void outputsKeepTheirAddressesToTheEnd() {
        auto program = kernel::parseKernel({"tail.rs", tailPadding(1024)});
        QVERIFY(program.ok());
        auto r = sim::runKernel(*program);
        QVERIFY(!r.ok());
        QCOMPARE(r.error().kind, diag::Kind::overlapping_allocation);
        QVERIFY(r.error().message.find("`out_7`") != std::string::npos);
        QVERIFY(r.error().message.find("`out_31`") != std::string::npos);
    }
};

QTEST_GUILESS_MAIN(TestSimChecks)
#include "tst_sim_checks.moc"
