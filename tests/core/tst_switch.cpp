// The Switch Engine: the manual's worked examples (derivation, verification,
// bitmaps, ring sizes, cycles), its constraints, and the router walkthrough.
#include <QtTest>

#include "switch/router.h"
#include "switch_support.h"
#include "../diag_kind_text.h"

using namespace tcpwb;
using namespace tcpwb::sw;
using test::kindOf;
using test::switchCase;

namespace {

const char* kCustomAxes = "A=16,B=16,C=8,D=8,E=8,X=2,Y=2";

std::vector<u64> row(std::initializer_list<u64> slices) { return slices; }

}  // namespace

class Switch : public QObject {
    Q_OBJECT

private slots:
    void parsesTopologies() {
        auto t = parseTopology("Broadcast01 slice1=2 slice0=2 time0=4");
        QVERIFY(t);
        QCOMPARE(t->slice1, u64{2});
        QCOMPARE(t->time0, u64{4});
        QCOMPARE(describe(*t), std::string("Broadcast01 slice1=2 slice0=2 time0=4"));
        QCOMPARE(parseTopology("CustomBroadcast ring_size=32")->ringSize, u64{32});
        QVERIFY(parseTopology("Forward"));
    }

    void rejectsBadTopologies_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("kind");
        QTest::newRow("empty") << ""
                               << "topology_syntax";
        QTest::newRow("unknown") << "Broadcast2 slice1=2"
                                 << "unknown_topology";
        QTest::newRow("missing") << "Broadcast01 slice1=2 slice0=2"
                                 << "topology_parameter";
        QTest::newRow("foreign") << "Transpose slice1=2 slice0=2 time0=2"
                                 << "topology_parameter";
        QTest::newRow("zero") << "Transpose slice1=0 slice0=2"
                              << "topology_parameter";
        QTest::newRow("not a number") << "Transpose slice1=x slice0=2"
                                      << "topology_parameter";
        QTest::newRow("twice") << "Transpose slice1=2 slice1=2 slice0=2"
                               << "topology_parameter";
        QTest::newRow("ring not power of two") << "CustomBroadcast ring_size=12"
                                               << "topology_parameter";
        QTest::newRow("ring too large") << "CustomBroadcast ring_size=512"
                                        << "topology_parameter";
        QTest::newRow("no value") << "Forward x"
                                  << "topology_parameter";
    }
    void rejectsBadTopologies() {
        QFETCH(QString, text);
        QFETCH(QString, kind);
        auto t = parseTopology(text.toStdString());
        QVERIFY(!t);
        QCOMPARE(kindText(t.error().kind), kind);
    }

    void derivesTheManualsParts() {  // lines 3165, 3222, 3272, 3312
        auto b01 = Layout::make(*parseTopology("Broadcast01 slice1=2 slice0=2 time0=4"), 256, 64);
        QCOMPARE(b01->parts().slice2, u64{64});
        QCOMPARE(b01->parts().time1, u64{16});
        QCOMPARE(Layout::make(*parseTopology("Broadcast1 slice1=4 slice0=8"), 256, 64)->parts().slice2, u64{8});
        auto tr = Layout::make(*parseTopology("Transpose slice1=32 slice0=2"), 256, 64);
        QCOMPARE(tr->parts().slice2, u64{4});
        auto it = Layout::make(*parseTopology("InterTranspose slice1=2 slice0=16 time0=2"), 256, 8);
        QCOMPARE(it->parts().slice2, u64{8});
        QCOMPARE(it->parts().time2, u64{2});
        QCOMPARE(it->parts().time1, u64{2});
    }

    void broadcast01Example() {  // lines 3161-3212
        const char* axes = "A=256,B=64,C=63,D=8,X=4";
        auto derived = switchCase(axes, "m![A]", "m![B]", "m![C # 64]").plan("Broadcast01 slice1=2 slice0=2 time0=4");
        QVERIFY(derived);
        QCOMPARE(derived->outSlice, std::string("m![A / 4, 4]"));
        QCOMPARE(derived->outTime, std::string("m![B / 4, A / 2 % 2, B % 4, A % 2]"));
        QCOMPARE(derived->ringSize, u64{4});
        QCOMPARE(derived->ringGroups, u64{64});  // "we get 64 independent rings" (line 3212)
        QCOMPARE(derived->cycles, u64{512});
        QCOMPARE(derived->bitmap[0], row({0, 1, 2, 3}));
        QCOMPARE(derived->bitmap[3], row({0, 1, 2, 3}));
        QCOMPARE(derived->bitmap[4], row({4, 5, 6, 7}));
        QCOMPARE(derived->bitmap[255], row({252, 253, 254, 255}));
        auto verified = switchCase(axes, "m![A]", "m![B]", "m![C # 64]", "m![A / 4, X]", "m![B / 4, A / 2 % 2, B % 4, A % 2]")
                            .plan("Broadcast01 slice1=2 slice0=2 time0=4");
        QVERIFY(verified);
        QVERIFY(verified->verified);
        QCOMPARE(verified->bitmap, derived->bitmap);
    }

    void gemvBroadcastsTheVector() {  // line 391
        auto p = switchCase("I=256,J=2048", "m![1 # 256]", "m![1]", "m![J]", "m![I]", "m![1 # 256]")
                     .plan("Broadcast01 slice1=256 slice0=1 time0=1", tensor::DType::BF16);
        QVERIFY2(p, p ? "" : p.error().message.c_str());
        QCOMPARE(p->ringSize, u64{256});
        QCOMPARE(p->bitmap[17].size(), std::size_t{256});
    }

    void broadcast1TransposeAndInterTranspose() {  // lines 3242, 3271, 3310
        const char* axes = "A=256,B=64,C=63,X=4";
        auto b1 = switchCase(axes, "m![A]", "m![B]", "m![C # 64]", "m![A / 32, X, A % 8]", "m![B, A / 8 % 4]")
                      .plan("Broadcast1 slice1=4 slice0=8");
        QVERIFY(b1);
        QCOMPARE(b1->bitmap[1], row({1, 9, 17, 25}));
        auto tr = switchCase(axes, "m![A]", "m![B]", "m![C # 64]").plan("Transpose slice1=32 slice0=2");
        QCOMPARE(tr->outSlice, std::string("m![A / 64, A % 2, A / 2 % 32]"));
        QCOMPARE(tr->outTime, std::string("m![B]"));
        QCOMPARE(tr->bitmap[1], row({2}));  // output (slice0 = 0, slice1 = 1) is input slice 2
        auto it = switchCase("A=8,B=32,C=256", "m![C]", "m![A]", "m![B # 32]").plan("InterTranspose slice1=2 slice0=16 time0=2");
        QCOMPARE(it->outSlice, std::string("m![C / 32, A / 2 % 2, C % 16]"));
        QCOMPARE(it->outTime, std::string("m![A / 4, A % 2, C / 16 % 2]"));
    }

    // The toolchain book's TransposedBroadcast1 example (computing-tensors/switch-engine.md):
    // A = 256 slices, slice1 = 8, slice0 = 8 (the broadcast Y's size).
    void transposedBroadcast1Example() {
        const char* axes = "A=256,B=16,C=32,Y=8";
        auto derived = switchCase(axes, "m![A]", "m![B]", "m![C # 32]").plan("TransposedBroadcast1 slice1=8 slice0=8");
        QVERIFY2(derived, derived ? "" : derived.error().message.c_str());
        QCOMPARE(derived->outSlice, std::string("m![A / 64, 8, A / 8 % 8]"));
        QCOMPARE(derived->outTime, std::string("m![B, A % 8]"));
        QCOMPARE(derived->ringSize, u64{64});
        QCOMPARE(derived->cycles, u64{1024});  // ring_size x Time::SIZE x flits = 64 x 16 x 1
        // Output slice 1 (slice1 = 1) receives every slice0 of input slice1 1: slices 8..15.
        QCOMPARE(derived->bitmap[1], row({8, 9, 10, 11, 12, 13, 14, 15}));
        QCOMPARE(derived->bitmap[9], row({8, 9, 10, 11, 12, 13, 14, 15}));  // the same at every Y
        QCOMPARE(derived->bitmap[64], row({64, 65, 66, 67, 68, 69, 70, 71}));
        auto verified = switchCase(axes, "m![A]", "m![B]", "m![C # 32]", "m![A / 64, Y, A / 8 % 8]", "m![B, A % 8]")
                            .plan("TransposedBroadcast1 slice1=8 slice0=8");
        QVERIFY2(verified, verified ? "" : verified.error().message.c_str());
        QVERIFY(verified->verified);
        // Output slice 3 at time 2 * 8 + 5 holds input slice 3 x 8 + 5 at time 2.
        auto layout = Layout::make(*parseTopology("TransposedBroadcast1 slice1=8 slice0=8"), 256, 16);
        QCOMPARE(layout->sourceOf(3, 2 * 8 + 5), (Source{3 * 8 + 5, 2}));
        QCOMPARE(layout->outTimes(), u64{128});
        auto wrong = switchCase(axes, "m![A]", "m![B]", "m![C # 32]", "m![A / 64, Y, A % 8]", "m![B, A / 8 % 8]")
                         .plan("TransposedBroadcast1 slice1=8 slice0=8");
        QVERIFY(!wrong);
        QCOMPARE(wrong.error().kind, diag::Kind::output_mismatch);
    }

    // The toolchain writes a broadcast's copies as padding (furiosa-opt-examples'
    // switch_assertions::broadcast1::valid_basic): the output keeps one copy and calls the
    // rest padding. Dropping an element that is not a copy is still a mismatch.
    void broadcastCopiesMayBePadding() {
        const char* axes = "C=256,A=8";
        auto padded = switchCase(axes, "m![C]", "m![A]", "m![1 # 8]", "m![C / 16, 1 # 4, C % 4]", "m![A, C / 4 % 4]")
                          .plan("Broadcast1 slice1=4 slice0=4");
        QVERIFY2(padded, padded ? "" : padded.error().message.c_str());
        QVERIFY(padded->verified);
        auto degenerate =
            switchCase(axes, "m![C]", "m![A]", "m![1 # 8]", "m![1 # 4, C % 64]", "m![A, C / 64]").plan("Broadcast1 slice1=4 slice0=64");
        QVERIFY2(degenerate, degenerate ? "" : degenerate.error().message.c_str());
        // slice2 (C / 16) is data, not a copy: padding in its place loses it.
        auto lost = switchCase(axes, "m![C]", "m![A]", "m![1 # 8]", "m![1 # 16, 4, C % 4]", "m![A, C / 4 % 4]")
                        .plan("Broadcast1 slice1=4 slice0=4");
        QVERIFY(!lost);
        QCOMPARE(lost.error().kind, diag::Kind::output_mismatch);
        // A copy where the topology delivers another element is wrong as before.
        auto moved = switchCase(axes, "m![C]", "m![A]", "m![1 # 8]", "m![C / 64, 1 # 4, C % 16]", "m![A, C / 4 % 4]")
                         .plan("Broadcast1 slice1=4 slice0=4");
        QVERIFY(!moved);
    }

    // The toolchain's SwitchConfig::Forwarding is the manual's Forward.
    void forwardingIsForward() {
        auto t = parseTopology("Forwarding");
        QVERIFY(t);
        QCOMPARE(t->kind, TopologyKind::Forward);
    }

    void forwardKeepsEverything() {  // line 3130
        auto p = switchCase("A=256,B=64,C=32", "m![A]", "m![B]", "m![C]").plan("Forward", tensor::DType::F32);
        QCOMPARE(p->outSlice, std::string("m![A]"));
        QCOMPARE(p->outTime, std::string("m![B]"));
        QCOMPARE(p->ringSize, u64{1});
        QCOMPARE(p->cycles, u64{64 * 4});  // 1 x 64 x (128 bytes / 32)
        QCOMPARE(p->bitmap[9], row({9}));
    }

    void customExamples() {  // lines 3342, 3381, 3420
        auto perm = switchCase(kCustomAxes, "m![A, B]", "m![C]", "m![D, E]", "m![B % 4, B / 4, A % 4, A / 4]", "m![C]")
                        .plan("CustomBroadcast ring_size=256");
        QVERIFY(perm);
        QCOMPARE(perm->cycles, u64{4096});
        QCOMPARE(perm->bitmap[1], row({64}));
        QCOMPARE(perm->bitmap[3], row({192}));
        QCOMPARE(perm->bitmap[4], row({16}));  // the table prints 1: see docs/switch-semantics.md
        QCOMPARE(perm->bitmap[19], row({196}));
        auto multi = switchCase(kCustomAxes, "m![A, B]", "m![C]", "m![D, E]", "m![A / 2, X, B / 2, Y]", "m![C, A % 2, B % 2]")
                         .plan("CustomBroadcast ring_size=32");
        QVERIFY(multi);
        QCOMPARE(multi->cycles, u64{512});
        QCOMPARE(multi->bitmap[0], row({0, 1, 16, 17}));
        QCOMPARE(multi->bitmap[255], row({238, 239, 254, 255}));
        auto partial = switchCase(kCustomAxes, "m![A, B]", "m![C]", "m![D, E]", "m![A, B / 4, 4]", "m![C, B % 4 = 3]")
                           .plan("CustomBroadcast ring_size=4");
        QVERIFY(partial);
        QCOMPARE(partial->bitmap[0], row({0, 1, 2}));
        QCOMPARE(partial->bitmap[255], row({252, 253, 254}));
        QCOMPARE(partial->cycles, u64{4 * 8 * 2});  // the manual prints 128: see docs/switch-semantics.md
    }

    void dualChannelHalvesTheFlits() {
        auto p = switchCase("A=256,B=64,C=63", "m![A]", "m![B]", "m![C # 64]")
                     .plan("Broadcast01 slice1=2 slice0=2 time0=4", tensor::DType::I8, true);
        QCOMPARE(p->flitBytes, u64{64});
        QCOMPARE(p->cycles, u64{256});
    }

    void rejectsImpossibleSwitches_data() {
        QTest::addColumn<QString>("axes");
        QTest::addColumn<QString>("slice");
        QTest::addColumn<QString>("time");
        QTest::addColumn<QString>("outSlice");
        QTest::addColumn<QString>("outTime");
        QTest::addColumn<QString>("topology");
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("slices do not divide") << "A=256,B=64"
                                              << "m![A]"
                                              << "m![B]"
                                              << ""
                                              << ""
                                              << "Broadcast01 slice1=3 slice0=2 time0=4"
                                              << "not_divisible"
                                              << "slice1 x slice0 = 6";
        QTest::newRow("time does not divide") << "A=256,B=64"
                                              << "m![A]"
                                              << "m![B]"
                                              << ""
                                              << ""
                                              << "Broadcast01 slice1=2 slice0=2 time0=5"
                                              << "not_divisible"
                                              << "time0 = 5";
        QTest::newRow("inter time1") << "A=256,B=64"
                                     << "m![A]"
                                     << "m![B]"
                                     << ""
                                     << ""
                                     << "InterTranspose slice1=128 slice0=2 time0=1"
                                     << "not_divisible"
                                     << "time1 = slice1";
        QTest::newRow("partial cluster") << "A=64,B=64"
                                         << "m![A]"
                                         << "m![B]"
                                         << ""
                                         << ""
                                         << "Transpose slice1=8 slice0=8"
                                         << "full_cluster"
                                         << "256";
        // A legal Time whose broadcast no size can count: it was an internal_error.
        QTest::newRow("broadcast past 2^62") << "A=256,B=1152921504606846976"
                                             << "m![A]"
                                             << "m![B]"
                                             << ""
                                             << ""
                                             << "Broadcast01 slice1=16 slice0=16 time0=1"
                                             << "too_large"
                                             << "1152921504606846976 x 256";
        QTest::newRow("broadcast1 past 2^62") << "A=256,B=4611686018427387904"
                                              << "m![A]"
                                              << "m![B]"
                                              << ""
                                              << ""
                                              << "Broadcast1 slice1=2 slice0=128"
                                              << "too_large"
                                              << "x 2 positions";
        QTest::newRow("reordered regular") << "A=256,B=64"
                                           << "m![A]"
                                           << "m![B]"
                                           << "m![A / 4, 4]"
                                           << "m![B / 4, A % 2, B % 4, A / 2 % 2]"
                                           << "Broadcast01 slice1=2 slice0=2 time0=4"
                                           << "output_mismatch"
                                           << "slice1 = `A / 2 % 2`";
        QTest::newRow("wrong size") << "A=256,B=64"
                                    << "m![A]"
                                    << "m![B]"
                                    << "m![A / 4, 4]"
                                    << "m![B]"
                                    << "Broadcast01 slice1=2 slice0=2 time0=4"
                                    << "output_mismatch"
                                    << "positions";
        QTest::newRow("order") << kCustomAxes << "m![A, B]"
                               << "m![C]"
                               << "m![A, B / 4, 4]"
                               << "m![C, B % 2, B / 2 % 2]"
                               << "CustomBroadcast ring_size=4"
                               << "order_preservation"
                               << "`B % 2`";
        QTest::newRow("innermost") << kCustomAxes << "m![A, B]"
                                   << "m![C]"
                                   << "m![A / 2, 2, B / 2, 2]"
                                   << "m![A % 2, C, B % 2]"
                                   << "CustomBroadcast ring_size=32"
                                   << "innermost_time"
                                   << "`C`";
        QTest::newRow("ring too small") << kCustomAxes << "m![A, B]"
                                        << "m![C]"
                                        << "m![A / 2, 2, B / 2, 2]"
                                        << "m![C, A % 2, B % 2]"
                                        << "CustomBroadcast ring_size=16"
                                        << "ring_size_too_small"
                                        << "smallest ring that works is 32";
        QTest::newRow("custom needs outputs") << kCustomAxes << "m![A, B]"
                                              << "m![C]"
                                              << ""
                                              << ""
                                              << "CustomBroadcast ring_size=4"
                                              << "missing_output"
                                              << "--out-slice";
        QTest::newRow("element missing") << kCustomAxes << "m![A, B]"
                                         << "m![C = 4 # 8]"
                                         << "m![A, B]"
                                         << "m![C]"
                                         << "CustomBroadcast ring_size=4"
                                         << "element_missing"
                                         << "{C: 4}";
        QTest::newRow("time reordered") << kCustomAxes << "m![A, B]"
                                        << "m![C]"
                                        << "m![A, B]"
                                        << "m![C % 2, C / 2]"
                                        << "CustomBroadcast ring_size=4"
                                        << "time_order"
                                        << "input time step";
    }
    void rejectsImpossibleSwitches() {
        QFETCH(QString, axes);
        QFETCH(QString, slice);
        QFETCH(QString, time);
        QFETCH(QString, outSlice);
        QFETCH(QString, outTime);
        QFETCH(QString, topology);
        QFETCH(QString, kind);
        QFETCH(QString, mentions);
        const auto a = axes.toStdString();
        auto opt = [](const QString& s) { return s.isEmpty() ? std::nullopt : std::optional<std::string>(s.toStdString()); };
        auto c = switchCase(a.c_str(), slice.toStdString(), time.toStdString(), "m![1]", opt(outSlice), opt(outTime));
        auto p = c.plan(topology.toStdString());
        QCOMPARE(kindOf(p), kind);
        QVERIFY2(QString::fromStdString(p.error().message).contains(mentions), p.error().message.c_str());
    }

    void routerWalkthrough() {  // lines 3105-3118: 2 slices, 2 packets each
        const RouterTrace trace = traceRing(2, 2);
        QCOMPARE(trace.cycles.size(), std::size_t{5});
        auto only = [&](u64 cycle, u64 slice, std::size_t i) { return trace.cycles[cycle].actions[slice].at(i); };
        QCOMPARE(only(0, 0, 0).packet, u64{0});
        QCOMPARE(only(0, 0, 0).from, Port::Input);
        QCOMPARE(only(0, 0, 0).to, (std::vector<Port>{Port::Output, Port::Right}));
        QVERIFY(trace.cycles[0].actions[1].empty());
        QCOMPARE(only(1, 1, 0).packet, u64{0});  // 0: from left, to output
        QCOMPARE(only(1, 1, 0).from, Port::Left);
        QCOMPARE(only(1, 1, 1).packet, u64{2});  // 2: from input, to left
        QCOMPARE(only(1, 1, 1).to, std::vector<Port>{Port::Left});
        QCOMPARE(only(2, 0, 0).packet, u64{2});  // 2: from right, to (output, right)
        QCOMPARE(only(2, 0, 0).from, Port::Right);
        QCOMPARE(only(4, 1, 0).packet, u64{3});
        QCOMPARE(outputSoFar(trace, 3, 1), (std::vector<u64>{0, 1, 2}));
        QCOMPARE(outputSoFar(trace, 4, 0), (std::vector<u64>{0, 1, 2, 3}));
        QCOMPARE(outputSoFar(trace, 4, 1), (std::vector<u64>{0, 1, 2, 3}));
        QCOMPARE(trace.cycles[1].output[1], std::vector<u64>{0});  // the table's cycle 1: slice 1 outputs 0
    }

    void routerRingsDeliverEverythingOnce() {
        for (u64 ring : {1, 3, 4, 8})
            for (u64 per : {1, 2, 5}) {
                const RouterTrace trace = traceRing(ring, per);
                std::vector<u64> all(ring * per);
                for (u64 i = 0; i < all.size(); ++i) all[i] = i;
                for (u64 s = 0; s < ring; ++s) QCOMPARE(outputSoFar(trace, trace.cycles.size() - 1, s), all);
                for (const auto& cycle : trace.cycles)  // one packet per direction and port per cycle
                    for (const auto& actions : cycle.actions) {
                        int fromInput = 0, fromLeft = 0, fromRight = 0;
                        for (const auto& a : actions) {
                            fromInput += a.from == Port::Input;
                            fromLeft += a.from == Port::Left;
                            fromRight += a.from == Port::Right;
                        }
                        QVERIFY(fromInput <= 1 && fromLeft <= 1 && fromRight <= 1);
                    }
                for (const auto& cycle : trace.cycles)
                    for (const auto& out : cycle.output) QVERIFY(out.size() <= 1);  // one output port
            }
    }
};

QTEST_APPLESS_MAIN(Switch)
#include "tst_switch.moc"
