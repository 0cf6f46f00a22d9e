// The DMA Engine: paired sequencers, packet and alignment rules, aggregate
// engines with segmentation, and the cost model, checked against every
// case of the conformance corpus's dma chapter (Examples 1-6 and the rules).
#include <QtTest>

#include <bit>
#include <cmath>
#include <set>

#include <fmt/format.h>

#include "dma/addresses.h"
#include "dma/channel_balance.h"
#include "dma/cost.h"
#include "dma/plan.h"
#include "dma/unit_values.h"
#include "memory/hbm.h"
#include "tensor/device_tensor.h"
#include "test_support.h"
#include "../diag_kind_text.h"

using namespace tcpwb;
using namespace tcpwb::dma;

namespace {

struct Planned {
    mapping::AxisEnv env;
    diag::Result<DmaPlan> plan;
};

Planned planFor(const char* axes, const DmaSpec& spec) {
    auto env = test::axes(axes);
    return {env, planDma(spec, env)};
}

DmaPlan mustPlan(const char* axes, const DmaSpec& spec) {
    auto p = planFor(axes, spec);
    if (!p.plan) qFatal("planDma failed: %s: %s", diag::spelling(p.plan.error().kind).data(), p.plan.error().message.c_str());
    return p.plan.value();
}

SideSpec hbm(const std::string& element, u64 base = 0, std::optional<std::string> chip = std::nullopt) {
    SideSpec s;
    s.medium = Medium::Hbm;
    s.element = element;
    s.baseBytes = base;
    s.chip = std::move(chip);
    return s;
}

SideSpec dm(const std::string& slice, const std::string& element, u64 base = 0, std::optional<std::string> cluster = std::nullopt,
            std::optional<std::string> chip = std::nullopt) {
    SideSpec s;
    s.medium = Medium::Dm;
    s.slice = slice;
    s.element = element;
    s.baseBytes = base;
    s.cluster = std::move(cluster);
    s.chip = std::move(chip);
    return s;
}

DmaSpec spec(SideSpec in, SideSpec out, const std::string& time, const std::string& packet, tensor::DType dtype = tensor::DType::I8) {
    DmaSpec s;
    s.dtype = dtype;
    s.in = std::move(in);
    s.out = std::move(out);
    s.stream.time = time;
    s.stream.packet = packet;
    return s;
}

// "size:stride" for every entry of one side, strides labelled as the manual writes them.
QStringList side(const DmaPlan& plan, const Descriptor& d, bool read) {
    QStringList out;
    for (const auto& e : d.entries) {
        const u64 stride = read ? e.readStride : e.writeStride;
        out << QString::fromStdString(fmt::format("{}:{}", e.size, strideLabel(read ? plan.in : plan.out, plan.dtype, stride)));
    }
    return out;
}

QStringList list(std::initializer_list<const char*> items) {
    QStringList out;
    for (const char* i : items) out << i;
    return out;
}

// The read and write element addresses of the i-th element the descriptor moves.
std::pair<u64, u64> addressOf(const Descriptor& d, u64 i) {
    u64 read = d.readBase, write = d.writeBase;
    for (std::size_t k = d.entries.size(); k-- > 0;) {
        const u64 digit = i % d.entries[k].size;
        i /= d.entries[k].size;
        read += digit * d.entries[k].readStride;
        write += digit * d.entries[k].writeStride;
    }
    return {read, write};
}

const Descriptor& descriptorAt(const DmaPlan& plan, u64 chip, u64 cluster, u64 slice, u64 segment = 0) {
    for (const auto& d : plan.descriptors)
        if (d.unit.chip == chip && d.unit.cluster == cluster && d.unit.slice == slice && d.segment == segment) return d;
    qFatal("no descriptor for (%llu, %llu, %llu) #%llu", (unsigned long long)chip, (unsigned long long)cluster, (unsigned long long)slice,
           (unsigned long long)segment);
}

DmaSpec example2() { return spec(hbm("m![B, A, C]"), dm("m![A / 4]", "m![A % 4, B, C]"), "m![B, A % 4, A / 4 % 32, A / 128]", "m![C]"); }

// Example 4 as its generated configurations read it: In is HBM m![A, B, C]
// (read strides 1024, 256, 2^21, 2^26) and Out is the DM mapping the manual
// prints as In (write strides 1024, 256, slice_stride, DMN_stride).
DmaSpec example4() {
    DmaSpec s = spec(hbm("m![A, B, C]"), dm("m![B / 256 % 4, A]", "m![B % 256, C]", 0, "m![B / 1024]"),
                     "m![B % 256, C / 256, A % 32, A / 32]", "m![C % 256]");
    s.stream.cluster = "m![B / 1024]";
    s.stream.slice = "m![B / 256 % 4]";
    return s;
}

DmaSpec example5() {
    DmaSpec s = spec(hbm("m![A, B, C, D]"), dm("m![A % 4, B]", "m![C, D % 256]", 0, "m![A / 4]"), "m![C, B % 32, B / 32]", "m![D % 256]");
    s.stream.cluster = "m![A / 4]";
    s.stream.slice = "m![A % 4]";
    return s;
}

// Example 6 with A' = A + 1# written `A # 16`.
DmaSpec example6() {
    DmaSpec s = spec(dm("m![A # 16 / 4, A # 16 / 2 % 2, B]", "m![A # 16 % 2, C]", 0, "m![D % 2]", "m![D / 2]"),
                     hbm("m![D % 2, B, A, C]", 0, "m![D / 2]"), "m![A # 16 % 2, B, A # 16 / 2 % 2]", "m![C]");
    s.chips = 4;
    s.stream.chip = "m![D / 2]";
    s.stream.cluster = "m![D % 2]";
    s.stream.slice = "m![A # 16 / 4]";
    return s;
}

constexpr const char* kAbc = "A=256,B=256,C=256";
constexpr const char* kEx4 = "A=64,B=2048,C=1024";
constexpr const char* kEx5 = "A=8,B=64,C=8,D=512";
constexpr const char* kEx6 = "A=15,B=32,C=256,D=8";

}  // namespace

class Dma : public QObject {
    Q_OBJECT

private slots:
    void dmTensorOfHelloDma() {  // dma-to-dm-spatial-sizes (reading: cluster m![1 # 2])
        auto env = test::axes("A=8,B=512");
        tensor::DeviceTensorSpec t{tensor::TensorKind::Dm, tensor::DType::BF16, {"m![A]", "m![1]", "m![B / 2]", "m![B % 2]"}, 8, 65536};
        auto asWritten = tensor::checkDeviceTensor(t, env);
        QVERIFY(!asWritten.ok());
        QCOMPARE(asWritten.violations.front().kind, diag::Kind::cluster_size);
        t.mappings[1] = "m![1 # 2]";
        auto padded = tensor::checkDeviceTensor(t, env);
        QVERIFY(padded.ok());
        QCOMPARE(padded.dimensions[1].mapping->size(), u64{2});
        QCOMPARE(padded.dimensions[2].mapping->size(), u64{256});
        QCOMPARE(padded.occupies->first, u64{65536});
        // As a DMA, each slice receives 2 bf16 = 4 bytes: below the 8 bytes an
        // HBM-to-DM transfer needs, so the move itself is rejected.
        DmaSpec s = spec(hbm("m![B]"), dm("m![B / 2]", "m![B % 2]", 65536, "m![1 # 2]"), "m![B / 2]", "m![B % 2]", tensor::DType::BF16);
        auto p = planFor("A=8,B=512", s);
        QVERIFY(!p.plan);
        QCOMPARE(p.plan.error().kind, diag::Kind::alignment);
    }

    void alignmentRules() {  // dma-alignment-rules
        auto h = mediumAlignment(Medium::Hbm);
        QCOMPARE(h.read, u64{1});
        QCOMPARE(h.write, u64{1});
        QCOMPARE(h.packet, u64{1});
        auto d = mediumAlignment(Medium::Dm);
        QCOMPARE(d.read, u64{1});
        QCOMPARE(d.write, u64{8});
        QCOMPARE(d.packet, u64{8});
        auto hd = transferAlignment(Medium::Hbm, Medium::Dm);
        QCOMPARE(hd.read, u64{8});
        QCOMPARE(hd.write, u64{8});
        QCOMPARE(hd.packet, u64{8});
        QCOMPARE(kMaxPacketBytes, u64{4096});
        // DM reads need 1 byte, DM writes 8.
        QVERIFY(planFor("X=4", spec(dm("m![1]", "m![X]"), hbm("m![X]"), "m![1]", "m![X]")).plan);
        auto dmWrite = planFor("X=4", spec(hbm("m![X]"), dm("m![1]", "m![X]", 0), "m![1]", "m![X]"));
        QCOMPARE(dmWrite.plan.error().kind, diag::Kind::alignment);
        auto misalignedBase = planFor("X=8", spec(hbm("m![X]", 4), dm("m![1]", "m![X]"), "m![1]", "m![X]"));
        QCOMPARE(misalignedBase.plan.error().kind, diag::Kind::alignment);
        QVERIFY(planFor("X=8", spec(hbm("m![X]", 4), hbm("m![X]", 3), "m![1]", "m![X]")).plan);
        // A run longer than 4096 bytes is cut into packets of at most 4096.
        auto big = mustPlan("X=8192", spec(hbm("m![X]"), hbm("m![X]", 8192), "m![1]", "m![X]"));
        QCOMPARE(big.packet.bytes, u64{4096});
        QCOMPARE(big.packet.outer, u64{2});
    }

    void requestsOf4095BytePacket() {  // dma-requests-4095
        auto choice = choosePacket(4095, tensor::DType::I8, 1);
        QVERIFY(choice);
        QCOMPARE(choice->elements, u64{4095});
        QCOMPARE(requestsPerPacket(choice->bytes), u64{16});
        auto plan = mustPlan("x=4095", spec(hbm("m![x]"), hbm("m![x]", 8192), "m![1]", "m![x]"));
        QCOMPARE(plan.requestsPerPacket, u64{16});
        QCOMPARE(estimateCost(plan).requests, u64{16});
    }

    void primeRunFallsToOneBytePackets() {  // dma-requests-4099-prime
        auto choice = choosePacket(4099, tensor::DType::I8, 1);
        QVERIFY(choice);
        QCOMPARE(choice->bytes, u64{1});
        QVERIFY(choice->advice);
        const QString advice = QString::fromStdString(*choice->advice);
        QVERIFY2(advice.contains("two DmaCommands") && advice.contains("4096 and 3") && advice.contains("500"), qPrintable(advice));
        auto plan = mustPlan("x=4099", spec(hbm("m![x]"), hbm("m![x]", 8192), "m![1]", "m![x]"));
        QCOMPARE(plan.packet.bytes, u64{1});
        QCOMPARE(plan.notes.size(), size_t{1});
        QVERIFY(!choosePacket(4096, tensor::DType::I8, 1)->advice);
    }

    void hbmToHbmNchw() {  // dma-hbm-hbm-read-seq / -write-seq (readings: N=4:192; H=8:96, C=3:32, N=4:8)
        auto plan = mustPlan("N=4,C=3,H=8,W=8", spec(hbm("m![N, C, H, W]", 1024), hbm("m![H, C, N, W]", 2048), "m![H, C, N]", "m![W]"));
        const Descriptor& d = plan.descriptors.at(0);
        QCOMPARE(side(plan, d, true), list({"8:8", "3:64", "4:192", "8:1"}));
        QCOMPARE(side(plan, d, false), list({"8:96", "3:32", "4:8", "8:1"}));
        QCOMPARE(plan.packet.elements, u64{8});
        QCOMPARE(d.readBase, u64{1024});
        QCOMPARE(d.writeBase, u64{2048});
        QCOMPARE(QString::fromStdString(describeSide(d.entries, true, plan.in, plan.dtype, d.readBase, 8)),
                 QStringLiteral("[H=8:8, C=3:64, N=4:192, W=8:1]:8 HBM/D@1024"));
        // The pseudocode: writ_index = h * 96 + c * 32 + n * 8.
        for (u64 h : {0, 7})
            for (u64 c : {0, 2})
                for (u64 n : {0, 3}) {
                    auto [r, w] = addressOf(d, ((h * 3 + c) * 4 + n) * 8);
                    QCOMPARE(r, 1024 + h * 8 + c * 64 + n * 192);
                    QCOMPARE(w, 2048 + h * 96 + c * 32 + n * 8);
                }
    }

    void abcToBacAddressTable() {  // dma-seq-abc-to-bac
        // Stream shape [A * B * C]: the packet (stride0) is inferred from the consecutive run.
        auto plan = mustPlan(kAbc, spec(hbm("m![A, B, C]"), hbm("m![B, A, C]", 16777216), "m![A, B, C]", "m![1]"));
        const Descriptor& d = plan.descriptors.at(0);
        QCOMPARE(side(plan, d, true), list({"256:65536", "256:256", "256:1"}));
        QCOMPARE(side(plan, d, false), list({"256:256", "256:65536", "256:1"}));
        QCOMPARE(d.readBase, u64{0});
        QCOMPARE(d.writeBase, u64{16777216});
        QCOMPARE(plan.packet.bytes, u64{256});
        // The table the DmaSequencer compactly represents: i, ti = {A, B, C}, read and write addresses.
        struct Row {
            u64 i, read, write;
            std::vector<u64> ti;
        };
        for (const Row& r : {Row{0, 0, 16777216, {0, 0, 0}}, Row{1, 1, 16777217, {0, 0, 1}}, Row{255, 255, 16777471, {0, 0, 255}},
                             Row{256, 256, 16842752, {0, 1, 0}}}) {
            const AddressRow row = addressAt(plan, d, r.i).value();
            QCOMPARE(row.read, r.read);
            QCOMPARE(row.write, r.write);
            QCOMPARE(row.indices, r.ti);
            QCOMPARE(row.request, r.i / 256);  // "cycle 0 processes all values for (A, B, C) = (0, 0, 0..255) as a single packet"
        }
        QCOMPARE(addressAt(plan, d, u64{256} * 256 * 256).error().kind, diag::Kind::out_of_range);
        auto cost = estimateCost(plan);
        QCOMPARE(cost.descriptors.at(0).startupCycles, u64{500});
        // 256 x 256 requests each way. The manual's "500 + 256 x 256 cycles"
        // counts one side; Example 1 adds reads and writes of HBM -> HBM, which
        // is the rule implemented (docs/dma-semantics.md).
        QCOMPARE(cost.descriptors.at(0).read.requests, u64{65536});
        QCOMPARE(cost.descriptors.at(0).write.requests, u64{65536});
        QCOMPARE(cost.roundedCycles(), u64{500 + 2 * 65536});
    }

    void example1HbmToHbm() {  // dma-ex1-hbm-hbm
        auto plan = mustPlan("A=8,B=8,C=256", spec(hbm("m![A, B, C]"), hbm("m![B, A, C]", 16384), "m![A, B]", "m![C]"));
        const Descriptor& d = plan.descriptors.at(0);
        QCOMPARE(side(plan, d, true), list({"8:2048", "8:256", "256:1"}));
        QCOMPARE(side(plan, d, false), list({"8:256", "8:2048", "256:1"}));
        QCOMPARE(plan.packet.elements, u64{256});
        QCOMPARE(d.writeBase, u64{16384});
        struct Row {
            u64 i, read, write;
        };
        for (Row r : {Row{0, 0, 16384}, Row{1, 1, 16385}, Row{255, 255, 16639}, Row{256, 256, 18432}, Row{257, 257, 18433}}) {
            const AddressRow row = addressAt(plan, d, r.i).value();
            QCOMPARE(row.read, r.read);
            QCOMPARE(row.write, r.write);
            QCOMPARE(row.request, r.i / 256);
        }
        auto cost = estimateCost(plan);
        QCOMPARE(cost.descriptors.at(0).read.requests, u64{64});
        QCOMPARE(cost.descriptors.at(0).write.requests, u64{64});
        QCOMPARE(cost.descriptors.at(0).dataCycles, 128.0);
        QCOMPARE(cost.descriptors.at(0).startupCycles, u64{500});
        QCOMPARE(cost.roundedCycles(), u64{628});
        // Strides 256 and 2048 toggle bits 8 (stack) and 11 (channel): the
        // reads spread over all 32 channels.
        QCOMPARE(toggledHbmBits(plan), (std::vector<unsigned>{8, 11}));
        const auto readBits = toggledHbmBits(d.entries, true, plan.dtype);
        QCOMPARE(readBits.size(), std::size_t{2});
        QCOMPARE(readBits[0].term, std::string("A"));
        QCOMPARE(readBits[0].bit, 11u);
        QCOMPARE(readBits[1].bit, 8u);
        QCOMPARE(memory::decodeHbmAddress(256).stack, u64{1});
        QCOMPARE(memory::decodeHbmAddress(2048).channel, u64{4});
        QCOMPARE(cost.descriptors.at(0).read.channelsUsed, u64{32});
    }

    void bandwidthSharing() {  // dma-bandwidth-sharing
        QCOMPARE(memory::kHbmReadTBps, 0.75);
        QCOMPARE(memory::hbmReadShareTBps(4), 0.1875);
        QCOMPARE(memory::kDmaEngineGBps, 256.0);
        QCOMPARE(memory::hbmChipTBps(), 1.5);
    }

    void example2HbmToDm() {  // dma-ex2-hbm-dm
        auto plan = mustPlan(kAbc, example2());
        const Descriptor& d = plan.descriptors.at(0);
        QCOMPARE(side(plan, d, true), list({"256:65536", "4:256", "32:1024", "2:32768", "256:1"}));
        QCOMPARE(side(plan, d, false), list({"256:256", "4:65536", "32:slice_stride", "2:DMN_stride", "256:1"}));
        QCOMPARE(d.readBase, u64{0});
        QCOMPARE(d.writeBase, u64{0});
        auto cost = estimateCost(plan);
        QCOMPARE(cost.requests, u64{65536});
        QVERIFY(cost.descriptors.at(0).overlapped);
        QCOMPARE(cost.roundedCycles(), u64{66036});
    }

    void example3DmToDm() {  // dma-ex3-dm-dm (reading: B=256:256)
        auto plan = mustPlan(kAbc, spec(dm("m![A / 4]", "m![A % 4, B, C]"), dm("m![A / 4]", "m![B, A % 4, C]", 262144),
                                        "m![B, A % 4, A / 4 % 32, A / 128]", "m![C]"));
        const Descriptor& d = plan.descriptors.at(0);
        QCOMPARE(side(plan, d, true), list({"256:256", "4:65536", "32:slice_stride", "2:DMN_stride", "256:1"}));
        QCOMPARE(side(plan, d, false), list({"256:1024", "4:256", "32:slice_stride", "2:DMN_stride", "256:1"}));
        QCOMPARE(locate(Medium::Dm, plan.dtype, d.readBase).byte, u64{0});
        QCOMPARE(locate(Medium::Dm, plan.dtype, d.writeBase).byte, u64{262144});
        auto cost = estimateCost(plan);
        QCOMPARE(cost.descriptors.at(0).read.requests, u64{65536});
        QCOMPARE(cost.descriptors.at(0).write.requests, u64{65536});
        QVERIFY(!cost.descriptors.at(0).overlapped);
        QCOMPARE(cost.descriptors.at(0).dataCycles, 131072.0);
        QCOMPARE(cost.roundedCycles(), u64{131572});
    }

    void example4BankConflicts() {  // dma-ex4-bank-conflict
        auto plan = mustPlan(kEx4, example4());
        QCOMPARE(plan.units, u64{8});
        QCOMPARE(plan.descriptors.size(), size_t{8});
        for (u64 i = 0; i < 2; ++i)
            for (u64 j = 0; j < 4; ++j) {
                const Descriptor& d = descriptorAt(plan, 0, i, j);
                QCOMPARE(side(plan, d, true), list({"256:1024", "4:256", "32:2097152", "2:67108864", "256:1"}));
                QCOMPARE(side(plan, d, false), list({"256:1024", "4:256", "32:slice_stride", "2:DMN_stride", "256:1"}));
                QCOMPARE(d.readBase, i * 1024 * 1024 + j * 256 * 1024);
                const Location w = locate(Medium::Dm, plan.dtype, d.writeBase);
                QCOMPARE(w.cluster, i);
                QCOMPARE(w.slice, j * 64);
            }
        auto cost = estimateCost(plan);
        QCOMPARE(cost.descriptors.at(0).read.requests, u64{65536});
        QCOMPARE(cost.requests, u64{524288});
        QCOMPARE(cost.hbmReadChannels, u64{32});
        QCOMPARE(cost.hbmReadRequestsMaxChannel, u64{16384});
        // ~40 cycles a request: every access but a bank's first switches rows.
        const double perRequest = cost.hbmReadMaxChannelCycles / 16384.0;
        QVERIFY2(std::abs(perRequest - 40.0) < 0.2, qPrintable(QString::number(perRequest)));
        QCOMPARE(cost.hbmReadCyclesPerRequest, 40.0);  // "Each request incurs approximately 40 cycles"
        QVERIFY(cost.hbmReadRowSwitchesMaxChannel * 2 > cost.hbmReadRequestsMaxChannel);
        // "A%32 and A/32 correspond to HBM address bits 21 and 26"; C's 256 toggles the stack bit.
        QCOMPARE(toggledHbmBits(plan), (std::vector<unsigned>{8, 10, 21, 26}));
        QCOMPARE(cost.units.size(), std::size_t{8});
        QCOMPARE(cost.units[5].unit.cluster, u64{1});
        QCOMPARE(cost.units[5].unit.slice, u64{1});
        QCOMPARE(cost.units[5].commands, u64{1});
        QVERIFY2(std::abs(cost.cycles - 655860.0) / 655860.0 < 0.005, qPrintable(QString::number(cost.cycles)));
        QCOMPARE(cost.descriptors.at(0).read.bound, std::string("hbm_row_switches"));
        QCOMPARE(cost.advice.size(), size_t{1});
        QVERIFY(QString::fromStdString(cost.advice.front()).contains("switch their bank's row"));
    }

    void example5MissingStackBit() {  // dma-ex5-missing-stack-interleave
        auto plan = mustPlan(kEx5, example5());
        QCOMPARE(plan.in, Medium::Hbm);  // the manual's label says DM/D: reading chosen HBM
        for (u64 i = 0; i < 2; ++i)
            for (u64 j = 0; j < 4; ++j) {
                const Descriptor& d = descriptorAt(plan, 0, i, j);
                QCOMPARE(side(plan, d, true), list({"8:512", "32:4096", "2:131072", "256:1"}));
                QCOMPARE(side(plan, d, false), list({"8:256", "32:slice_stride", "2:DMN_stride", "256:1"}));
                QCOMPARE(d.readBase, (i << 20) + (j << 18));
            }
        auto cost = estimateCost(plan);
        QCOMPARE(cost.descriptors.at(0).read.requests, u64{512});
        QCOMPARE(cost.requests, u64{4096});
        QCOMPARE(cost.hbmReadChannels, u64{16});
        QCOMPARE(cost.hbmReadRequestsMaxChannel, u64{256});
        QCOMPARE(memory::kHbmCyclesPerRequest, 5.3);
        QCOMPARE(static_cast<u64>(std::llround(cost.hbmReadMaxChannelCycles)), u64{1357});
        QCOMPARE(cost.hbmReadCyclesPerRequest, 5.3);  // "approximately 5.3 cycles per request at 1GHz"
        QCOMPARE(cost.hbmReadRowSwitchesMaxChannel, u64{0});
        // "the C axis has a stride of 512, so bit 8 is never toggled".
        QCOMPARE(toggledHbmBits(plan), (std::vector<unsigned>{9, 12, 17}));
        QCOMPARE(cost.roundedCycles(), u64{1857});
        QCOMPARE(cost.advice.size(), size_t{1});
        QVERIFY(QString::fromStdString(cost.advice.front()).contains("16 of the 32 channels"));
        QVERIFY(estimateCost(mustPlan(kAbc, example2())).advice.empty());
    }

    // The HBM channel balance of the manual's examples: Example 1's strides
    // of 256 and 2048 bytes walk every channel of both stacks evenly;
    // Example 5's pitch of 512 bytes never toggles bit 8, so its 4096 reads
    // fall on the 16 channels of one stack, twice the mean each; Example 4's
    // reads cover all 32 channels alike (its trouble is row switches).
    void channelBalanceOfTheManualsExamples() {
        auto ex1 = mustPlan("A=8,B=8,C=256", spec(hbm("m![A, B, C]"), hbm("m![B, A, C]", 16384), "m![A, B]", "m![C]"));
        const ChannelBalance even = channelBalance(ex1, kMaxBalanceRequests);
        QVERIFY(even.hbm);
        QVERIFY(even.readSide);
        QCOMPARE(even.totalRequests, u64{64});
        QCOMPARE(even.walkedRequests, u64{64});
        QCOMPARE(even.chips, u64{1});
        QCOMPARE(even.channels, u64{32});
        QCOMPARE(even.channelsUsed(), u64{32});
        QCOMPARE(even.totalBytes, u64{64 * 256});
        for (u64 c = 0; c < 32; ++c) QCOMPARE(even.channelBytes[c], u64{512});
        QCOMPARE(even.stackBytes[0], u64{8192});
        QCOMPARE(even.stackBytes[1], u64{8192});
        QCOMPARE(even.busiestToMean, 1.0);
        QVERIFY(even.even);

        auto ex5 = mustPlan(kEx5, example5());
        const ChannelBalance half = channelBalance(ex5, kMaxBalanceRequests);
        QCOMPARE(half.totalRequests, u64{4096});
        QCOMPARE(half.totalBytes, u64{4096 * 256});
        QCOMPARE(half.channelsUsed(), u64{16});
        QCOMPARE(half.idleChannels(), u64{16});
        QCOMPARE(half.channelsUsed(), estimateCost(ex5).hbmReadChannels);  // the cost model walks the same requests
        QCOMPARE(half.stacks, u64{2});
        QCOMPARE(half.stacksUsed, u64{1});
        QCOMPARE(half.stackBytes[1], u64{0});
        QCOMPARE(half.busiestStack, u64{0});
        QCOMPARE(half.busiestBytes, u64{256 * 256});  // the cost model's 256 requests on the busiest channel
        QCOMPARE(half.busiestToMean, 2.0);
        QVERIFY(!half.even);

        auto ex4 = mustPlan(kEx4, example4());
        const ChannelBalance rows = channelBalance(ex4, kMaxBalanceRequests);
        QCOMPARE(rows.walkedRequests, u64{524288});
        QCOMPARE(rows.channelsUsed(), u64{32});
        QCOMPARE(rows.busiestBytes, u64{16384 * 256});
        QVERIFY(rows.even);
    }

    // Example 6 writes HBM on four chips: the write side is counted, chip by chip.
    void channelBalanceCountsTheHbmSideOnEveryChip() {
        auto plan = mustPlan(kEx6, example6());
        const ChannelBalance written = channelBalance(plan, kMaxBalanceRequests);
        QVERIFY(written.hbm);
        QVERIFY(!written.readSide);
        QCOMPARE(written.chips, u64{4});
        QCOMPARE(written.channels, u64{128});
        QCOMPARE(written.stacks, u64{8});
        QCOMPARE(written.walkedRequests, written.totalRequests);
        u64 bytes = 0;
        for (u64 b : written.channelBytes) bytes += b;
        QCOMPARE(written.totalBytes, bytes);
        QCOMPARE(written.totalBytes, u64{15 * 32 * 256 * 8});  // every valid element once
        // A cap stops the walk after that many requests, all commands together.
        const ChannelBalance capped = channelBalance(plan, 100);
        QVERIFY(capped.capped());
        QCOMPARE(capped.walkedRequests, u64{100});
        QCOMPARE(capped.totalRequests, written.totalRequests);
        // Without an HBM side nothing is counted.
        auto dmToDm = mustPlan(kAbc, spec(dm("m![A / 4]", "m![A % 4, B, C]"), dm("m![A / 4]", "m![B, A % 4, C]", 262144),
                                          "m![B, A % 4, A / 4 % 32, A / 128]", "m![C]"));
        const ChannelBalance none = channelBalance(dmToDm, kMaxBalanceRequests);
        QVERIFY(!none.hbm);
        QCOMPARE(none.walkedRequests, u64{0});
        QCOMPARE(none.totalBytes, u64{0});
        QVERIFY(!none.even);
    }

    void example6Segmentation() {  // dma-ex6-segmentation-config (reading: exec #1 reads A'%2=1)
        auto plan = mustPlan(kEx6, example6());
        QCOMPARE(plan.units, u64{32});
        QCOMPARE(plan.descriptors.size(), size_t{40});  // 8 engines per chip, the 4th of each cluster twice
        const u64 cluster = 15 * 32 * 256;
        for (u64 i = 0; i < 4; ++i)
            for (u64 j = 0; j < 2; ++j) {
                for (u64 k = 0; k < 3; ++k) {
                    const Descriptor& d = descriptorAt(plan, i, j, k);
                    QCOMPARE(side(plan, d, true), list({"2:256", "32:slice_stride", "2:DMN_stride", "256:1"}));
                    QCOMPARE(side(plan, d, false), list({"2:256", "32:3840", "2:512", "256:1"}));
                    const Location w = locate(Medium::Hbm, plan.dtype, d.writeBase);
                    QCOMPARE(w.chip, i);
                    QCOMPARE(w.byte, j * cluster + k * 4 * 256);
                }
                const Descriptor& e0 = descriptorAt(plan, i, j, 3, 0);
                QCOMPARE(side(plan, e0, true), list({"2:256", "32:slice_stride", "1:DMN_stride", "256:1"}));
                QCOMPARE(side(plan, e0, false), list({"2:256", "32:3840", "1:512", "256:1"}));
                QCOMPARE(locate(Medium::Hbm, plan.dtype, e0.writeBase).byte, j * cluster + 3 * 4 * 256);
                const Descriptor& e1 = descriptorAt(plan, i, j, 3, 1);
                QCOMPARE(side(plan, e1, true), list({"1:256", "32:slice_stride", "1:DMN_stride", "256:1"}));
                QCOMPARE(side(plan, e1, false), list({"1:256", "32:3840", "1:512", "256:1"}));
                QCOMPARE(locate(Medium::Hbm, plan.dtype, e1.writeBase).byte, j * cluster + 3 * 4 * 256 + 512);
                const Location r0 = locate(Medium::Dm, plan.dtype, e0.readBase), r1 = locate(Medium::Dm, plan.dtype, e1.readBase);
                QCOMPARE(r0.chip, i);
                QCOMPARE(r0.cluster, j);
                QCOMPARE(r0.slice, u64{3 * 64});
                QCOMPARE(r1.slice, u64{3 * 64 + 32});  // offset by A'/2%2 @ 1
            }
        // DMN #3 writes exactly A = 12, 13, 14.
        std::set<u64> as;
        for (u64 seg = 0; seg < 2; ++seg) {
            const Descriptor& d = descriptorAt(plan, 0, 0, 3, seg);
            for (u64 p = 0; p < d.packets(); ++p) as.insert(locate(Medium::Hbm, plan.dtype, addressOf(d, p * 256).second).byte / 256 % 15);
        }
        QCOMPARE(as, (std::set<u64>{12, 13, 14}));
    }

    void example6Cycles() {  // dma-ex6-segmentation-cycles
        auto plan = mustPlan(kEx6, example6());
        auto cost = estimateCost(plan);
        for (std::size_t n = 0; n < plan.descriptors.size(); ++n) {
            const Descriptor& d = plan.descriptors[n];
            const DescriptorCost& c = cost.descriptors[n];
            QCOMPARE(c.startupCycles, u64{500});
            if (d.unit.slice < 3) {
                QCOMPARE(c.read.cycles, 128.0);
                QCOMPARE(c.write.cycles, 128.0);
                QCOMPARE(c.cycles, 756.0);
            } else if (d.segment == 0) {
                QCOMPARE(c.read.cycles, 64.0);
                QCOMPARE(c.write.cycles, 64.0);
            } else {
                QCOMPARE(c.read.cycles, 32.0);
                QCOMPARE(c.write.cycles, 32.0);
            }
        }
        for (std::size_t u = 0; u < cost.unitCycles.size(); ++u) QCOMPARE(cost.unitCycles[u], u % 4 == 3 ? 1192.0 : 756.0);
        QCOMPARE(cost.roundedCycles(), u64{1192});
        // Per DMN: "DMNs #0, #1, #2 ... DM reads: 128 cycles ... HBM writes: 128 cycles ... 756 cycles";
        // "DMN #3 ... 192 data cycles + 1000 cycles (initial latency for two commands) = 1192 cycles".
        QCOMPARE(cost.units.size(), std::size_t{32});
        for (const UnitCost& u : cost.units) {
            const bool last = u.unit.slice == 3;
            QCOMPARE(u.unitIndex, u.unit.chip * 8 + u.unit.cluster * 4 + u.unit.slice);
            QCOMPARE(u.commands, last ? u64{2} : u64{1});
            QCOMPARE(u.readCycles, last ? 96.0 : 128.0);
            QCOMPARE(u.writeCycles, last ? 96.0 : 128.0);
            QCOMPARE(u.dataCycles, last ? 192.0 : 256.0);
            QCOMPARE(u.startupCycles, last ? u64{1000} : u64{500});
            QCOMPARE(u.cycles, last ? 1192.0 : 756.0);
        }
        // "DMN #3 must process the remaining 3 elements (A=12, 13, 14)".
        const auto env = test::axes(kEx6);
        const auto values = unitValues(example6(), plan, env).value();
        QCOMPARE(values.size(), std::size_t{32});
        auto axis = [](const AxisValues& v, const std::string& name) {
            for (const auto& [n, coordinates] : v)
                if (n == name) return coordinates;
            return std::vector<u64>{};
        };
        QCOMPARE(axis(values[3], "A"), (std::vector<u64>{12, 13, 14}));
        QCOMPARE(axis(values[1], "A"), (std::vector<u64>{4, 5, 6, 7}));
        QCOMPARE(axis(values[3], "B").size(), std::size_t{32});
        QCOMPARE(axis(values[3], "D"), std::vector<u64>{0});
        QCOMPARE(axis(values[31], "D"), std::vector<u64>{7});
        QCOMPARE(axis(values[31], "C").size(), std::size_t{256});
    }

    // A run longer than 4096 bytes is cut into packets: the loop over them
    // moves HBM addresses too; the packet and broadcasts move none.
    void toggledBitsOfACutRun() {
        auto plan = mustPlan("R=4,X=8192", spec(hbm("m![X]"), hbm("m![R, X]", 0), "m![R]", "m![X]"));
        QCOMPARE(plan.packet.bytes, u64{4096});
        const auto read = toggledHbmBits(plan.entries, true, plan.dtype);
        QCOMPARE(read.size(), std::size_t{1});                            // R reads one address (a broadcast)
        QCOMPARE(read[0].bit, 12u);                                       // the second 4096-byte packet of the run
        QCOMPARE(toggledHbmBits(plan), (std::vector<unsigned>{12, 13}));  // R writes 8192 bytes apart
    }

    // An engine's coordinates when the Packet cannot be walked apart: it
    // shares an axis with Time, or holds padding.
    void unitValuesOfWholeStreams() {
        auto coordinates = [](const char* axes, const DmaSpec& s) {
            const auto env = test::axes(axes);
            const auto values = unitValues(s, mustPlan(axes, s), env).value();
            return values.at(0);
        };
        const std::vector<u64> sixteen = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15};
        const AxisValues shared = coordinates("A=16", spec(hbm("m![A]"), hbm("m![A]", 64), "m![A / 4]", "m![A % 4]"));
        QCOMPARE(shared.size(), std::size_t{1});
        QCOMPARE(shared[0].second, sixteen);
        const AxisValues padded = coordinates("A=6,B=4", spec(hbm("m![B, A # 8]"), hbm("m![B, A # 8]", 64), "m![B]", "m![A # 8]"));
        QCOMPARE(padded.size(), std::size_t{2});
        QCOMPARE(padded[0].first, std::string("A"));
        QCOMPARE(padded[0].second, (std::vector<u64>{0, 1, 2, 3, 4, 5}));
        QCOMPARE(padded[1].second, (std::vector<u64>{0, 1, 2, 3}));
    }

    void layoutTransformWithScatteredPacket() {  // "Layout Transformation": NCHW -> NHWC
        // C is contiguous only in the destination, so each iteration moves one element.
        auto plan = mustPlan("N=4,C=8,H=8,W=8", spec(hbm("m![N, C, H, W]"), hbm("m![N, H, W, C]", 4096), "m![N, H, W]", "m![C]"));
        QCOMPARE(plan.packet.elements, u64{1});
        const Descriptor& d = plan.descriptors.at(0);
        QCOMPARE(side(plan, d, true), list({"4:512", "8:8", "8:1", "8:64", "1:1"}));
        QCOMPARE(side(plan, d, false), list({"4:512", "8:64", "8:8", "8:1", "1:1"}));
        // Into DM the same 1-byte packet breaks the 8-byte rule.
        auto intoDm = planFor("N=4,C=8,H=8,W=8", spec(hbm("m![N, C, H, W]"), dm("m![1]", "m![N, H, W, C]"), "m![N, H, W]", "m![C]"));
        QCOMPARE(intoDm.plan.error().kind, diag::Kind::alignment);
    }

    void rejectsWhatTheHardwareCannotDo() {
        auto structure = planFor("X=8", spec(hbm("m![X]"), hbm("m![X]"), "m![1]", "m![X]"));
        QVERIFY(structure.plan);
        DmaSpec s = spec(hbm("m![X]"), hbm("m![X]", 64), "m![1]", "m![X]");
        s.in.slice = "m![1]";
        QCOMPARE(planFor("X=8", s).plan.error().kind, diag::Kind::structure);
        DmaSpec engines = example5();
        engines.stream.slice = "m![B % 8]";  // 2 clusters x 8 > 8 engines
        QCOMPARE(planFor(kEx5, engines).plan.error().kind, diag::Kind::engine_limit);
        DmaSpec chips = example6();
        chips.chips = 2;
        QCOMPARE(planFor(kEx6, chips).plan.error().kind, diag::Kind::capacity);
        auto missing = planFor("A=8,B=8", spec(hbm("m![A]"), hbm("m![A]", 64), "m![B]", "m![A]"));
        QVERIFY(missing.plan);  // B is broadcast on both sides: stride 0
        auto insufficient = planFor("A=8", spec(hbm("m![A / 2]"), hbm("m![A]", 64), "m![1]", "m![A]"));
        QVERIFY(!insufficient.plan);
        auto capacity = planFor("E=600000", spec(hbm("m![E]"), dm("m![1]", "m![E]"), "m![E / 8]", "m![E % 8]"));
        QCOMPARE(capacity.plan.error().kind, diag::Kind::capacity);
        // A base near 2^64 is past the memory, not "ends at byte 2^62" (a sum that saturated).
        for (u64 base : {~u64{0} - 7, u64{1} << 62}) {
            auto far = planFor("A=64", spec(hbm("m![A]", base), dm("m![1]", "m![A]"), "m![1]", "m![A]"));
            QCOMPARE(far.plan.error().kind, diag::Kind::capacity);
            QVERIFY2(far.plan.error().message.find("base address " + std::to_string(base) + " is past the") != std::string::npos,
                     far.plan.error().message.c_str());
        }
    }

    void hugeTransfersAreExtrapolated() {
        auto plan = mustPlan("A=65536,B=65536", spec(hbm("m![A, B]"), hbm("m![A, B]", u64{1} << 32), "m![A, B / 4096]", "m![B % 4096]"));
        QCOMPARE(plan.requestsPerPacket, u64{16});
        auto cost = estimateCost(plan);
        QVERIFY(cost.extrapolated);
        QCOMPARE(cost.requests, u64{1} << 24);
        // HBM to HBM: reads, then writes, one request per cycle each at best.
        QVERIFY(cost.cycles >= 2.0 * (u64{1} << 24));
    }

    void costRulesFollowTheMemories() {
        // A partial HBM write is a read-modify-write (~50x); an SRAM write is not.
        auto partial = mustPlan("X=2800", spec(dm("m![1]", "m![X]"), hbm("m![X]"), "m![1]", "m![X]"));
        QCOMPARE(partial.requestsPerPacket, u64{11});
        auto c = estimateCost(partial);
        QCOMPARE(c.descriptors.at(0).write.rmwRequests, u64{1});
        QCOMPARE(c.descriptors.at(0).write.cycles, 10.0 + 50.0);
        QVERIFY(QString::fromStdString(c.advice.at(0)).contains("read-modify-write"));
        // Reading one DM slice back to back moves 128 B/cycle: 2 cycles a request.
        auto oneSlice = mustPlan("X=4,Y=256", spec(dm("m![1]", "m![X, Y]"), hbm("m![X, Y]"), "m![X]", "m![Y]"));
        auto s = estimateCost(oneSlice);
        QCOMPARE(s.descriptors.at(0).read.cycles, 1.0 + 3 * 2.0);
        // Different chips: PCIe at 30 B/cycle bounds the transfer.
        DmaSpec remote = spec(hbm("m![X]", 0, "m![C]"), hbm("m![X]", 0, "m![1 # 2]"), "m![1]", "m![X]");
        remote.chips = 2;
        remote.stream.chip = "m![C]";
        auto cross = planFor("C=2,X=3000", remote);
        QVERIFY2(cross.plan, cross.plan ? "" : cross.plan.error().message.c_str());
        auto rc = estimateCost(cross.plan.value());
        QCOMPARE(rc.descriptors.at(1).pcieCycles, 100.0);
        QCOMPARE(rc.descriptors.at(0).pcieCycles, 0.0);
    }
};

QTEST_APPLESS_MAIN(Dma)
#include "tst_dma.moc"
