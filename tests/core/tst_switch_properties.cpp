// Property: on random small cases, the structural routing of a regular
// topology (Layout::sourceOf, Layout::acceptedBy: digit arithmetic) agrees
// with the output mapping derived as text and compiled by the mapping
// library: every output position holds the element of the input packet it is
// routed from, the snoop bitmap delivers to each output slice exactly the
// slices it takes packets from, and, where the topology does not interleave
// Time, a custom bitmap found from the mappings alone is the same bitmap.
#include <QtTest>

#include <fmt/format.h>

#include <random>
#include <set>

#include "switch/content.h"
#include "switch_support.h"

using namespace tcpwb;
using namespace tcpwb::sw;

namespace {

struct RandomSwitch {
    std::string axes, slice, time, topology;
};

class Generator {
public:
    explicit Generator(u64 seed) : rng_(seed) {}

    RandomSwitch next() {
        // Slice: 256 positions over two or three axes in a random order.
        const u64 a = pick({1, 2, 4, 8, 16, 32, 64, 128});
        const u64 b = 256 / a;
        const u64 t = pick({1, 2, 3, 4, 6, 8});
        const u64 u = pick({1, 2, 4});
        RandomSwitch r;
        r.axes = fmt::format("A={},B={},T={},U={}", a, b, t, u);
        r.slice = pick<std::string>({"m![A, B]", "m![B, A]"});
        if (b >= 4 && coin()) r.slice = fmt::format("m![B / {}, A, B % {}]", b / 2, b / 2);
        r.time = pick<std::string>({"m![T, U]", "m![U, T]", "m![T]"});
        const u64 times = r.time == "m![T]" ? t : t * u;
        r.topology = topology(times);
        return r;
    }

private:
    template <typename T>
    T pick(std::initializer_list<T> options) {
        auto it = options.begin();
        std::advance(it, std::uniform_int_distribution<std::size_t>(0, options.size() - 1)(rng_));
        return *it;
    }
    u64 pick(std::initializer_list<u64> options) { return pick<u64>(options); }
    bool coin() { return std::uniform_int_distribution<int>(0, 1)(rng_) == 1; }
    u64 power(u64 limit) {  // a power of two no larger than limit
        u64 p = 1;
        while (p * 2 <= limit && coin()) p *= 2;
        return p;
    }
    u64 divisorOf(u64 n) {
        std::vector<u64> divisors;
        for (u64 d = 1; d <= n; ++d)
            if (n % d == 0) divisors.push_back(d);
        return divisors[std::uniform_int_distribution<std::size_t>(0, divisors.size() - 1)(rng_)];
    }

    std::string topology(u64 times) {
        const u64 slice1 = power(16), slice0 = power(16 / slice1);
        switch (std::uniform_int_distribution<int>(0, 4)(rng_)) {
            case 0: return "Forward";
            case 1: return fmt::format("Broadcast01 slice1={} slice0={} time0={}", slice1, slice0, divisorOf(times));
            case 2: return fmt::format("Broadcast1 slice1={} slice0={}", slice1, slice0);
            case 3: return fmt::format("Transpose slice1={} slice0={}", slice1, slice0);
            default: {
                // time1 = slice1 must divide the Time.
                u64 s1 = 1;
                for (u64 d = 2; d <= 16; d *= 2)
                    if (times % d == 0 && coin()) s1 = d;
                return fmt::format("InterTranspose slice1={} slice0={} time0={}", s1, slice0, divisorOf(times / s1));
            }
        }
    }

    std::mt19937_64 rng_;
};

std::string describeCase(const RandomSwitch& r) {
    return fmt::format("axes {} slice {} time {} topology {}", r.axes, r.slice, r.time, r.topology);
}

}  // namespace

class SwitchProperties : public QObject {
    Q_OBJECT

private slots:
    void routingAgreesWithTheDerivedMappings() {
        Generator generator(20261122);
        int customChecked = 0;
        for (int round = 0; round < 40; ++round) {
            const RandomSwitch r = generator.next();
            const std::string what = describeCase(r);
            const auto c = test::switchCase(r.axes.c_str(), r.slice, r.time, "m![1]");
            auto plan = c.plan(r.topology);
            QVERIFY2(plan, (what + ": " + (plan ? "" : plan.error().message)).c_str());
            const Layout& layout = *plan->layout;
            const auto outSlice = test::compile(r.axes.c_str(), plan->outSlice);
            const auto outTime = test::compile(r.axes.c_str(), plan->outTime);
            QCOMPARE(outTime.size(), layout.outTimes());
            auto input = StreamContent::make(c.slice, c.time);
            auto output = StreamContent::make(outSlice, outTime);
            QVERIFY(input && output);

            for (u64 s = 0; s < 256; ++s) {
                std::set<u64> routedFrom;
                std::set<mapping::TensorIndex> held, delivered;
                for (u64 t = 0; t < output->times(); ++t) {
                    const Source src = layout.sourceOf(s, t);
                    routedFrom.insert(src.slice);
                    const auto element = output->at(s, t);
                    if (input->at(src.slice, src.time) != element)
                        QFAIL(fmt::format("{}: output slice {} time {} holds another element than input slice {} time {}", what, s, t,
                                          src.slice, src.time)
                                  .c_str());
                    if (element) held.insert(*element);
                }
                const auto& row = plan->bitmap[s];
                QVERIFY2(std::vector<u64>(routedFrom.begin(), routedFrom.end()) == row, what.c_str());
                // What the bitmap's slices hold at the input steps the output reads.
                for (u64 src : row)
                    for (u64 t = 0; t < input->times(); ++t)
                        if (auto element = input->at(src, t); element && held.count(*element)) delivered.insert(*element);
                QVERIFY2(delivered == held, what.c_str());
                // Broadcast01, Broadcast1, Transpose, Forward read every input step of every accepted slice.
                if (layout.topology().kind != TopologyKind::InterTranspose)
                    for (u64 src : row)
                        for (u64 t = 0; t < input->times(); ++t)
                            if (auto element = input->at(src, t)) QVERIFY2(held.count(*element), what.c_str());
                QVERIFY2(
                    s / plan->ringSize * plan->ringSize <= row.front() && row.back() < s / plan->ringSize * plan->ringSize + plan->ringSize,
                    what.c_str());
            }

            // Where Time is not interleaved, the same output as a custom bitmap routes alike.
            const bool interleaved =
                layout.topology().kind == TopologyKind::InterTranspose ||
                (layout.topology().kind == TopologyKind::Broadcast01 && layout.parts().time0 > 1 && layout.ringSize() > 1);
            if (interleaved) continue;
            test::SwitchCase custom = c;
            custom.outSlice = outSlice;
            custom.outTime = outTime;
            auto viaCustom = custom.plan(fmt::format("CustomBroadcast ring_size={}", plan->ringSize));
            QVERIFY2(viaCustom, (what + ": " + (viaCustom ? "" : viaCustom.error().message)).c_str());
            QVERIFY2(viaCustom->bitmap == plan->bitmap, what.c_str());
            QCOMPARE(viaCustom->cycles, plan->cycles);
            ++customChecked;
        }
        QVERIFY(customChecked > 10);
    }
};

QTEST_APPLESS_MAIN(SwitchProperties)
#include "tst_switch_properties.moc"
