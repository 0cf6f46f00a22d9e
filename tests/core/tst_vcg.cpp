// The Valid Count Generator: the hardware formula on the manual's own
// configurations (the vcg conformance cases without a command), the
// configurations derived from mappings, the reasons placements are refused,
// and the 4-way operations downstream.
#include <QtTest>

#include "test_support.h"
#include "vcg/placement.h"
#include "vcg/way4.h"
#include "../diag_kind_text.h"

using namespace tcpwb;
using namespace tcpwb::vcg;

namespace {

using Row = std::vector<u64>;

// A stream and its placement for the axes named in `reduce` (comma list).
struct Derived {
    mapping::CompiledMapping slice, time, packet;
    diag::Result<Placement> placement;
};

Derived derive(const char* axes, const std::string& slice, const std::string& time, const std::string& packet,
               const std::vector<std::string>& reduce) {
    auto s = test::compile(axes, slice);
    auto t = test::compile(axes, time);
    auto p = test::compile(axes, packet);
    std::vector<mapping::AxisId> ids;
    for (const auto& name : reduce) ids.push_back(*s.env().find(name));
    auto placed = place(Request{s, t, p, ids});
    return {std::move(s), std::move(t), std::move(p), std::move(placed)};
}

Derived derive(const char* axes, const std::string& slice, const std::string& time, const std::string& packet) {
    return derive(axes, slice, time, packet, {"R"});
}

Row row(const Config& config, u64 slice) {
    Row out;
    for (u64 t = 0; t < flitCount(config); ++t) out.push_back(validCount(config, slice, t));
    return out;
}

std::vector<bool> validRow(const Config& config, u64 slice) {
    std::vector<bool> out;
    for (u64 v : row(config, slice)) out.push_back(v > 0);
    return out;
}

QString reasonKind(const Derived& d) {
    if (!d.placement) return QStringLiteral("error: ") + kindText(d.placement.error().kind);
    if (d.placement->supported) return QStringLiteral("supported");
    return kindText(d.placement->reason->kind);
}

Counter counter(u64 limit, u64 stride, Dim dim) { return Counter{limit, stride, dim, {}}; }

}  // namespace

class Vcg : public QObject {
    Q_OBJECT

private slots:
    // vcg-impl-counters-3-2-2: c_0 fastest, mixed radix.
    void countersAreMixedRadix() {
        Config config;
        config.counters = {counter(3, 0, Dim::None), counter(2, 0, Dim::None), counter(2, 0, Dim::None)};
        QCOMPARE(flitCount(config), u64{12});
        const std::vector<Row> expected = {{0, 0, 0}, {1, 0, 0}, {2, 0, 0}, {0, 1, 0}, {1, 1, 0}, {2, 1, 0},
                                           {0, 0, 1}, {1, 0, 1}, {2, 0, 1}, {0, 1, 1}, {1, 1, 1}, {2, 1, 1}};
        for (u64 t = 0; t < 12; ++t) QCOMPARE(counterValues(config, t), expected[t]);
    }

    // vcg-impl-dim-index: t=4 gives (1, 1, 0), idx_p = 8, idx_g0 = 1, idx_g1 = 0.
    void dimIndexSumsStrides() {
        Config config;
        config.counters = {counter(3, 8, Dim::Packet), counter(2, 1, Dim::Gate0), counter(2, 1, Dim::Gate1)};
        const Row values = counterValues(config, 4);
        QCOMPARE(values, (Row{1, 1, 0}));
        QCOMPARE(dimIndex(config, Dim::Packet, values), u64{8});
        QCOMPARE(dimIndex(config, Dim::Gate0, values), u64{1});
        QCOMPARE(dimIndex(config, Dim::Gate1, values), u64{0});
    }

    // vcg-impl-packet-vc-19 and -11: the sawtooth, capped by stride_p.
    void packetCountIsASawtooth() {
        Config config;
        config.counters = {counter(3, 8, Dim::Packet)};
        config.packet = PacketDim{19, 8};
        QCOMPARE(row(config, 0), (Row{8, 8, 3}));
        QCOMPARE(row(config, 15), (Row{8, 8, 3}));  // the same for every slice
        config.counters = {counter(3, 4, Dim::Packet)};
        config.packet = PacketDim{11, 4};
        QCOMPARE(row(config, 0), (Row{4, 4, 3}));
    }

    // vcg-impl-packet-time-n50: two counters on the packet dim.
    void packetDimSumsTwoCounters() {
        Config config;
        config.counters = {counter(3, 8, Dim::Packet), counter(3, 24, Dim::Packet)};
        config.packet = PacketDim{50, 8};
        QCOMPARE(row(config, 0), (Row{8, 8, 8, 8, 8, 8, 2, 0, 0}));
    }

    // vcg-impl-gate-standard-h5 (disputed; the corrected reading): mask
    // 0b1100 and match 0b1000 with the unshifted masked_id s & mask.
    void standardGateH5() {
        Config config;
        config.counters = {counter(2, 1, Dim::Gate0)};
        config.gates[0] = GateDim{0b1100, 0b1000, 1, false};
        const std::vector<std::vector<bool>> byHo = {{true, true}, {true, true}, {true, false}, {false, false}};
        for (u64 ho = 0; ho < 4; ++ho) QCOMPARE(validRow(config, ho * 4), byHo[ho]);
        // Derived from H = 5 split Ho (slice, outer) x Hi (time), 4 low slice bits for another axis.
        auto d = derive("H=5,L=4", "m![H # 8 / 2, L]", "m![H # 8 % 2]", "m![1 # 8]", {"H"});
        QVERIFY(d.placement && d.placement->supported);
        const GateDim& gate = d.placement->config.gates[0];
        QCOMPARE(gate.mask, u64{12});
        QCOMPARE(gate.match, u64{8});
        QCOMPARE(gate.valid, u64{1});
        QCOMPARE(gate.transposed, false);
        for (u64 ho = 0; ho < 4; ++ho) QCOMPARE(validRow(d.placement->config, ho * 4 + 3), byHo[ho]);
    }

    // vcg-impl-gate-transposed-h5: the above group gets V valid steps too.
    void transposedGateH5() {
        auto d = derive("H=5", "m![H # 8 % 4]", "m![H # 8 / 4]", "m![1 # 8]", {"H"});
        QVERIFY(d.placement && d.placement->supported);
        const GateDim& gate = d.placement->config.gates[0];
        QCOMPARE(gate.match, u64{1});
        QCOMPARE(gate.valid, u64{1});
        QCOMPARE(gate.transposed, true);
        const std::vector<std::vector<bool>> byHo = {{true, true}, {true, false}, {true, false}, {true, false}};
        for (u64 ho = 0; ho < 4; ++ho) QCOMPARE(validRow(d.placement->config, ho), byHo[ho]);
    }

    // vcg-impl-slice-time-h14: match = floor(14/3) = 4, V = 14 mod 3 = 2.
    void standardSliceTimeH14() {
        auto d = derive("H=14", "m![H # 24 / 3]", "m![H # 24 % 3]", "m![1 # 8]", {"H"});
        QVERIFY(d.placement && d.placement->supported);
        const GateDim& gate = d.placement->config.gates[0];
        QCOMPARE(gate.match, u64{4});
        QCOMPARE(gate.valid, u64{2});
        QCOMPARE(gate.transposed, false);
        for (u64 ho = 0; ho < 8; ++ho) {
            const std::vector<bool> expected = ho < 4    ? std::vector<bool>{true, true, true}
                                               : ho == 4 ? std::vector<bool>{true, true, false}
                                                         : std::vector<bool>{false, false, false};
            QCOMPARE(validRow(d.placement->config, ho), expected);
        }
    }

    // vcg-impl-slice-time-h19-transposed: match = 19 mod 8 = 3, V = floor(19/8) = 2.
    void transposedSliceTimeH19() {
        auto d = derive("H=19", "m![H # 24 % 8]", "m![H # 24 / 8]", "m![1 # 8]", {"H"});
        QVERIFY(d.placement && d.placement->supported);
        const GateDim& gate = d.placement->config.gates[0];
        QCOMPARE(gate.match, u64{3});
        QCOMPARE(gate.valid, u64{2});
        QCOMPARE(gate.transposed, true);
        for (u64 ho = 0; ho < 8; ++ho)
            QCOMPARE(validRow(d.placement->config, ho),
                     ho < 3 ? (std::vector<bool>{true, true, true}) : (std::vector<bool>{true, true, false}));
    }

    // vcg-impl-full-heatmap-h5-c5-w19: the manual's configuration, then the
    // same configuration derived from the equivalent mappings.
    void fullHeatmap() {
        const std::vector<Row> heatmap = {
            {8, 8, 3, 8, 8, 3, 8, 8, 3, 8, 8, 3}, {8, 8, 3, 8, 8, 3, 8, 8, 3, 8, 8, 3}, {8, 8, 3, 0, 0, 0, 8, 8, 3, 0, 0, 0},
            {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}, {8, 8, 3, 8, 8, 3, 8, 8, 3, 8, 8, 3}, {8, 8, 3, 8, 8, 3, 8, 8, 3, 8, 8, 3},
            {8, 8, 3, 0, 0, 0, 8, 8, 3, 0, 0, 0}, {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}, {8, 8, 3, 8, 8, 3, 0, 0, 0, 0, 0, 0},
            {8, 8, 3, 8, 8, 3, 0, 0, 0, 0, 0, 0}, {8, 8, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0}, {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0},
            {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}, {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}, {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0},
            {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}};
        Config manual;
        manual.counters = {counter(3, 8, Dim::Packet), counter(2, 1, Dim::Gate0), counter(2, 1, Dim::Gate1)};
        manual.packet = PacketDim{19, 8};
        manual.gates[0] = GateDim{0b0011, 2, 1, false};
        manual.gates[1] = GateDim{0b1100, 0b1000, 1, false};
        for (u64 s = 0; s < 16; ++s) QCOMPARE(row(manual, s), heatmap[s]);

        auto d =
            derive("H=5,C=5,W=19", "m![H # 8 / 2, C # 8 / 2]", "m![H # 8 % 2, C # 8 % 2, W # 24 / 8]", "m![W # 24 % 8]", {"W", "C", "H"});
        QVERIFY(d.placement && d.placement->supported);
        const Placement& p = *d.placement;
        QCOMPARE(p.mode, Mode::Packet);
        QCOMPARE(p.config.counters.size(), std::size_t{3});
        for (std::size_t i = 0; i < 3; ++i) {
            QCOMPARE(p.config.counters[i].limit, manual.counters[i].limit);
            QCOMPARE(p.config.counters[i].stride, manual.counters[i].stride);
            QCOMPARE(p.config.counters[i].dim, manual.counters[i].dim);
        }
        QCOMPARE(p.config.packet.valid, u64{19});
        QCOMPARE(p.config.packet.stride, u64{8});
        for (std::size_t g = 0; g < 2; ++g) {
            QCOMPARE(p.config.gates[g].mask, manual.gates[g].mask);
            QCOMPARE(p.config.gates[g].match, manual.gates[g].match);
            QCOMPARE(p.config.gates[g].valid, manual.gates[g].valid);
        }
        QVERIFY(p.config.gates[2].disabled());
        for (u64 s = 0; s < 16; ++s) QCOMPARE(row(p.config, s), heatmap[s]);

        // Step 2 of the build-up: W and C only, 6 flits per slice.
        auto step2 = derive("C=5,W=19", "m![C # 8 / 2]", "m![C # 8 % 2, W # 24 / 8]", "m![W # 24 % 8]", {"W", "C"});
        QVERIFY(step2.placement && step2.placement->supported);
        const std::vector<Row> perCo = {{8, 8, 3, 8, 8, 3}, {8, 8, 3, 8, 8, 3}, {8, 8, 3, 0, 0, 0}, {0, 0, 0, 0, 0, 0}};
        for (u64 co = 0; co < 4; ++co) QCOMPARE(row(step2.placement->config, co), perCo[co]);
        // The same Step 2 read off the full three-axis configuration, gate by
        // gate: the C gate by Co (the manual's rows), the H gate by Ho.
        for (const Config* config : std::array<const Config*, 2>{&manual, &p.config}) {
            QCOMPARE(gateStep2(*config, 0, 16), perCo);
            QCOMPARE(gateStep2(*config, 1, 16), perCo);  // H = 5 splits as C = 5 does
            QVERIFY(gateStep2(*config, 2, 16).empty());  // disabled
        }
        QCOMPARE(gateStep2(manual, 0, 2).size(), std::size_t{2});  // only the slices there are
    }

    // Step 2 of a gate with no counter of its own (Slice only) and of a Time-only gate.
    void gateStep2WithoutPacketCounters() {
        auto slice = derive("R=200", "m![R # 256]", "m![1]", "m![1 # 8]");
        QVERIFY(slice.placement && slice.placement->supported);
        const auto bySlice = gateStep2(slice.placement->config, 0, 256);
        QVERIFY(!bySlice.empty());
        u64 open = 0;
        for (const Row& r : bySlice) open += r.size() == 1 && r[0] == 8;
        QCOMPARE(open, u64{200});  // one row per slice value, 8 valid lanes for R's 200 slices
        auto time = derive("R=12,X=64", "m![X]", "m![R # 16]", "m![1 # 8]");
        QVERIFY(time.placement && time.placement->supported);
        const auto byTime = gateStep2(time.placement->config, 0, 64);
        QCOMPARE(byTime.size(), std::size_t{1});
        QCOMPARE(byTime[0], (Row{8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 0, 0, 0, 0}));
    }

    // vcg-impl-placement-summary: which single-axis placements the VCG expresses.
    void placementSummary() {
        QCOMPARE(reasonKind(derive("R=3,X=64", "m![X]", "m![1]", "m![R # 8]")), QStringLiteral("supported"));
        QCOMPARE(reasonKind(derive("R=12,X=64", "m![X]", "m![R # 16]", "m![1 # 8]")), QStringLiteral("supported"));
        QCOMPARE(reasonKind(derive("R=200", "m![R # 256]", "m![1]", "m![1 # 8]")), QStringLiteral("supported"));
        QCOMPARE(reasonKind(derive("R=17,X=32", "m![X, R # 24 / 3]", "m![R # 24 % 3]", "m![1 # 8]")), QStringLiteral("supported"));
        QCOMPARE(reasonKind(derive("R=19,X=32", "m![X, R # 24 % 8]", "m![R # 24 / 8]", "m![1 # 8]")), QStringLiteral("supported"));
        QCOMPARE(reasonKind(derive("R=50,X=64", "m![X]", "m![R # 72 / 8]", "m![R # 72 % 8]")), QStringLiteral("supported"));
        QCOMPARE(reasonKind(derive("R=10", "m![R # 16 / 8]", "m![1]", "m![R # 16 % 8]")), QStringLiteral("vcg_slice_packet"));
        QCOMPARE(reasonKind(derive("R=13", "m![R # 32 / 8]", "m![R # 32 / 4 % 2]", "m![R # 32 % 4 # 8]")),
                 QStringLiteral("vcg_slice_packet"));
        QCOMPARE(kGateDims, std::size_t{3});
    }

    // The degenerate Slice + Packet cases the manual allows: n % stride_p = 0
    // (a gate alone) and n <= stride_p (one flit covers the axis).
    void degenerateSlicePacket() {
        auto aligned = derive("R=2040", "m![R # 2048 / 8]", "m![1]", "m![R # 2048 % 8]");
        QCOMPARE(reasonKind(aligned), QStringLiteral("supported"));
        QCOMPARE(row(aligned.placement->config, 254), (Row{8}));
        QCOMPARE(row(aligned.placement->config, 255), (Row{0}));
        auto small = derive("R=5", "m![R # 16 / 8]", "m![1]", "m![R # 16 % 8]");
        QCOMPARE(reasonKind(small), QStringLiteral("supported"));
        QCOMPARE(row(small.placement->config, 0), (Row{5}));  // slice 1 holds only padding: any count will do
    }

    // Each refusal names the manual's reason and a fix.
    void refusalsExplainThemselves() {
        auto transposed = derive("R=14,X=64", "m![X, R # 20 % 4]", "m![R # 20 / 4]", "m![1 # 8]");
        QCOMPARE(reasonKind(transposed), QStringLiteral("vcg_transposed_time_size"));
        QVERIFY(transposed.placement->reason->fix->find("pad to 16 instead of 20") != std::string::npos);
        auto order = derive("R=13,X=32", "m![X, R # 16 / 2 % 4, R # 16 / 8]", "m![R # 16 % 2]", "m![1 # 8]");
        QCOMPARE(reasonKind(order), QStringLiteral("vcg_slice_order"));
        auto fixedOrder = test::compile("R=13,X=32", order.placement->reason->fix->substr(order.placement->reason->fix->find("m![")));
        QVERIFY(fixedOrder.equivalentTo(test::compile("R=13,X=32", "m![X, R # 16 / 8, R # 16 / 2 % 4]")));
        auto interleave = derive("R=13,X=64", "m![X, R # 16 / 2 % 4]", "m![R # 16 / 8, R # 16 % 2]", "m![1 # 8]");
        QCOMPARE(reasonKind(interleave), QStringLiteral("vcg_interleave"));
        QVERIFY(interleave.placement->reason->fix->find("Slice = m![X, R # 16 / 4], Time = m![R # 16 % 4]") != std::string::npos);
        QCOMPARE(reasonKind(derive("A=8,R=19,X=64", "m![X, A / 2]", "m![R # 24 % 8]", "m![R # 24 / 8 # 8]")),
                 QStringLiteral("vcg_packet_not_innermost"));
        QCOMPARE(reasonKind(derive("A=2,R=19,X=256", "m![X]", "m![R # 24 / 4]", "m![R # 24 % 4, A # 8]")),
                 QStringLiteral("vcg_mixed_packet"));
        QCOMPARE(reasonKind(derive("R=7", "m![1]", "m![1]", "m![R # 8 % 4, 1 # 2]")), QStringLiteral("vcg_packet_prefix"));
        QCOMPARE(reasonKind(derive("R=15", "m![1]", "m![1]", "m![R # 16]")), QStringLiteral("vcg_packet_size"));
        QCOMPARE(reasonKind(derive("R=13,X=3", "m![R # 16 / 8, X, R # 16 / 2 % 4]", "m![R # 16 % 2]", "m![1 # 8]")),
                 QStringLiteral("vcg_slice_bits"));
        for (const Derived* d : {&transposed, &order, &interleave}) {
            QVERIFY(!d->placement->reason->message.empty());
            QVERIFY(d->placement->reason->message.find('\n') == std::string::npos);
        }
    }

    // Up to 8 counters; adjacent counters no dim reads are merged first.
    void counterLimit() {
        auto merged = derive("R=5,A=2,B=2,C=2,D=2,E=2,F=2,G=2,H=2,I=2", "m![1]", "m![A, B, C, D, E, F, G, H, I, R # 8]", "m![1 # 8]");
        QCOMPARE(reasonKind(merged), QStringLiteral("supported"));
        QCOMPARE(merged.placement->config.counters.size(), std::size_t{2});
        QCOMPARE(merged.placement->config.counters[1].limit, u64{512});
        auto many = derive("R=65,A=2,B=2,C=2,D=2", "m![1]",
                           "m![R # 128 / 64, A, R # 128 / 32 % 2, B, R # 128 / 16 % 2, C, "
                           "R # 128 / 8 % 2, D, R # 128 % 8]",
                           "m![1 # 8]");
        QCOMPARE(reasonKind(many), QStringLiteral("vcg_counter_limit"));
    }

    // Three gates and one packet dim: a fourth gated axis has no dim left.
    void dimCapacity() {
        auto four = derive("A=3,B=3,C=3,D=3", "m![1]", "m![A # 4, B # 4, C # 4, D # 4]", "m![1 # 8]", {"A", "B", "C", "D"});
        QCOMPARE(reasonKind(four), QStringLiteral("vcg_inexpressible"));
        auto three = derive("A=3,B=3,C=3,D=4", "m![1]", "m![A # 4, B # 4, C # 4, D]", "m![1 # 8]", {"A", "B", "C", "D"});
        QCOMPARE(reasonKind(three), QStringLiteral("supported"));  // D is unpadded and needs no dim
    }

    void badInputIsAnError() {
        QCOMPARE(reasonKind(derive("R=5,X=4", "m![X]", "m![1]", "m![1 # 8]")), QStringLiteral("error: reduce_axis_absent"));
        QCOMPARE(reasonKind(derive("R=5,X=512", "m![X]", "m![R # 8]", "m![1 # 8]")), QStringLiteral("error: slice_count"));
    }

    // Downstream: 4-way operations keep the count a prefix.
    void way4() {
        QCOMPARE(splitWay4(6), (std::pair<u64, u64>{4, 2}));
        QCOMPARE(splitWay4(3), (std::pair<u64, u64>{3, 0}));
        QCOMPARE(*trimWay4(4), u64{4});
        QCOMPARE(trimWay4(5).error().kind, diag::Kind::trim_loses_data);
        QCOMPARE(*concatWay8(4, 2), u64{6});
        QCOMPARE(concatWay8(3, 2).error().kind, diag::Kind::concat_not_prefix);
        QCOMPARE(padWay8(3), u64{3});
        for (u64 v = 0; v <= 8; ++v) {
            auto [low, high] = splitWay4(v);
            QCOMPARE(*concatWay8(low, high), v);
        }
    }
};

QTEST_GUILESS_MAIN(Vcg)
#include "tst_vcg.moc"
