// Properties of the scheduler on random operation lists, checked against
// definitions written out independently of its bookkeeping: program order,
// one operation at a time per resource, every pairwise hazard respected,
// lifetimes covering every access.
#include <QtTest>

#include <random>

#include "schedule/schedule.h"
#include "../diag_kind_text.h"

using namespace tcpwb;
using namespace tcpwb::schedule;

namespace {

OpList randomList(std::mt19937& rng) {
    auto pick = [&](u64 lo, u64 hi) { return std::uniform_int_distribution<u64>(lo, hi)(rng); };
    OpList list;
    const std::size_t tensors = pick(2, 12);
    const MemoryKind kinds[] = {MemoryKind::Dm, MemoryKind::Dm, MemoryKind::Trf, MemoryKind::Hbm};
    for (std::size_t t = 0; t < tensors; ++t) {
        const u64 begin = pick(0, 63) * 64;
        list.tensors.push_back({"t" + std::to_string(t), kinds[pick(0, 3)], {begin, begin + pick(1, 8) * 64}});
    }
    const std::size_t ops = pick(1, 40);
    for (std::size_t i = 0; i < ops; ++i) {
        Operation op{"op" + std::to_string(i), static_cast<Resource>(pick(0, 2)), std::nullopt, {}, {}, {}};
        if (pick(0, 3) > 0) op.duration = pick(1, 50);
        for (u64 k = pick(0, 2); k > 0; --k) op.inputs.push_back(pick(0, tensors - 1));
        for (u64 k = pick(0, 2); k > 0; --k) op.outputs.push_back(pick(0, tensors - 1));
        if (pick(0, 4) == 0) op.bankRuns.push_back({pick(0, 15), pick(1, 80), std::nullopt});
        list.ops.push_back(std::move(op));
    }
    return list;
}

bool writes(const Operation& op, std::size_t t) { return std::find(op.outputs.begin(), op.outputs.end(), t) != op.outputs.end(); }
bool reads(const Operation& op, std::size_t t) { return std::find(op.inputs.begin(), op.inputs.end(), t) != op.inputs.end(); }

bool sharesAddresses(const Tensor& a, const Tensor& b) { return a.memory == b.memory && a.range.overlaps(b.range); }

// Some tensor op `j` accesses shares addresses with one op `i` accesses, and one of the two writes it.
bool hasHazard(const OpList& list, std::size_t j, std::size_t i) {
    const Operation& a = list.ops[j];
    const Operation& b = list.ops[i];
    for (std::size_t u = 0; u < list.tensors.size(); ++u)
        for (std::size_t v = 0; v < list.tensors.size(); ++v) {
            if (!sharesAddresses(list.tensors[u], list.tensors[v])) continue;
            const bool aTouches = reads(a, u) || writes(a, u);
            const bool bTouches = reads(b, v) || writes(b, v);
            if (aTouches && bTouches && (writes(a, u) || writes(b, v))) return true;
        }
    return false;
}

// Two live tensors share addresses only inside one operation that reads one and writes the other.
void checkNoLiveOverlap(const OpList& list, const Schedule& s) {
    for (std::size_t a = 0; a < list.tensors.size(); ++a)
        for (std::size_t b = a + 1; b < list.tensors.size(); ++b) {
            const Lifetime& la = s.lifetimes[a];
            const Lifetime& lb = s.lifetimes[b];
            if (!la.accessed || !lb.accessed || !sharesAddresses(list.tensors[a], list.tensors[b])) continue;
            const u64 from = std::max(la.begin, lb.begin), to = std::min(la.end, lb.end);
            if (from >= to) continue;
            bool inOneOp = false;
            for (std::size_t k = 0; k < list.ops.size(); ++k) {
                const Operation& op = list.ops[k];
                const bool handsOver = (reads(op, a) && writes(op, b)) || (reads(op, b) && writes(op, a));
                if (handsOver && s.ops[k].start <= from && to <= s.ops[k].end) inOneOp = true;
            }
            QVERIFY2(inOneOp, "two live tensors share addresses");
        }
}

void checkProperties(const OpList& list, const Schedule& s) {
    checkNoLiveOverlap(list, s);
    for (std::size_t i = 0; i < list.ops.size(); ++i) {
        const ScheduledOp& op = s.ops[i];
        QCOMPARE(op.end - op.start, costOf(list.ops[i], list));
        if (i > 0) QVERIFY(op.start >= s.ops[i - 1].start);
        for (std::size_t j = 0; j < i; ++j) {
            const bool sameResource = s.ops[j].resource == op.resource;
            const bool dmaBlocked = (s.ops[j].occupiesDma && (op.resource == Resource::Dma || op.occupiesDma)) ||
                                    (op.occupiesDma && s.ops[j].resource == Resource::Dma);
            if (sameResource || dmaBlocked || hasHazard(list, j, i)) QVERIFY2(op.start >= s.ops[j].end, "overlap or hazard broken");
        }
        for (const Hazard& h : op.hazards) {
            QVERIFY(h.after < i);
            QVERIFY(op.start >= s.ops[h.after].end);
        }
        for (const auto* tensors : {&list.ops[i].inputs, &list.ops[i].outputs})
            for (std::size_t t : *tensors) {
                const Lifetime& life = s.lifetimes[t];
                QVERIFY(life.accessed);
                QVERIFY(life.begin <= op.start);
                QVERIFY(life.end >= op.end);
            }
        for (std::size_t w : op.warnings)
            QVERIFY(std::find(s.warnings[w].ops.begin(), s.warnings[w].ops.end(), i) != s.warnings[w].ops.end());
    }
}

}  // namespace

class ScheduleProperties : public QObject {
    Q_OBJECT

private slots:
    void randomListsKeepEveryRule() {
        std::mt19937 rng(20261122);
        int scheduled = 0, rejected = 0;
        for (int n = 0; n < 800; ++n) {
            const OpList list = randomList(rng);
            auto s = scheduleOps(list);
            if (!s) {
                QCOMPARE(s.error().kind, diag::Kind::overlapping_allocation);
                ++rejected;
                continue;
            }
            ++scheduled;
            checkProperties(list, *s);
            if (QTest::currentTestFailed()) {
                qWarning("failed on random list #%d", n);
                return;
            }
        }
        QVERIFY(scheduled > 100);
        QVERIFY(rejected > 0);
    }
};

QTEST_GUILESS_MAIN(ScheduleProperties)
#include "tst_schedule_properties.moc"
