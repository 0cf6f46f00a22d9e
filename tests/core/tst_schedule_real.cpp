// The schedules the real toolchain wrote (`cargo furiosa-opt compile <fn>
// --dump-schedule FILE`, ../shared/real-data/furiosa-opt-schedules): every
// one opens with nothing dropped, its span is its largest lifetime end, an
// instruction on several contexts is on each of their tracks, and the cost
// per source line adds up. The expectations are computed from the files
// with Qt's own JSON reader, independently of ours. Skipped, saying so,
// when the data is not there.
#include <QtTest>

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <sstream>

#include "analysis/by_source.h"
#include "analysis/critical_path.h"
#include "analysis/dma_rate.h"
#include "analysis/idle.h"
#include "analysis/source_compare.h"
#include "trace/chrome_writer.h"
#include "trace/read.h"

using namespace tcpwb;
using namespace tcpwb::trace;
using namespace tcpwb::analysis;

namespace {

QString scheduleDir() { return QStringLiteral(TCPWB_REAL_DATA_DIR "/furiosa-opt-schedules"); }

QStringList scheduleFiles() { return QDir(scheduleDir()).entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name); }

QJsonObject readJson(const QString& path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return {};
    return QJsonDocument::fromJson(file.readAll()).object();
}

// What Qt's reader finds in a file: the numbers our reader must reproduce.
struct Expected {
    qsizetype instructions = 0, tensors = 0, contextSlices = 0;
    u64 makespan = 0, locatedCycles = 0;
    std::map<std::string, qsizetype> perContext;
};

Expected expectedOf(const QJsonObject& root) {
    Expected e;
    for (const QJsonValue& v : root["instructions"].toArray()) {
        const QJsonObject i = v.toObject();
        ++e.instructions;
        const QJsonObject lifetime = i["lifetime"].toObject();
        const auto begin = static_cast<u64>(lifetime["begin"].toInteger());
        const auto end = static_cast<u64>(lifetime["end"].toInteger());
        e.makespan = std::max(e.makespan, end);
        for (const QJsonValue& c : i["contexts"].toArray()) {
            ++e.contextSlices;
            ++e.perContext[c.toString().toStdString()];
        }
        if (i["description"].toString().startsWith(QStringLiteral("-->"))) e.locatedCycles += end - begin;
    }
    for (const QJsonValue& v : root["tensors"].toArray()) {
        ++e.tensors;
        const QJsonObject lifetime = v.toObject()["lifetime"].toObject();
        e.makespan = std::max(e.makespan, static_cast<u64>(lifetime["end"].toInteger()));
    }
    return e;
}

std::size_t slicesOnTrack(const Trace& t, const std::string& name) {
    std::size_t n = 0;
    for (const Slice& s : t.slices) n += t.tracks[s.track].name == name;
    return n;
}

#define REQUIRE_REAL_DATA()        \
    if (scheduleFiles().isEmpty()) \
        QSKIP(qPrintable(QStringLiteral("no real schedules in %1 (set TCPWB_REAL_DATA_DIR to ../shared/real-data)").arg(scheduleDir())));

}  // namespace

class TstScheduleReal : public QObject {
    Q_OBJECT

private slots:
    void everyScheduleOpensWithNothingDropped() {
        REQUIRE_REAL_DATA();
        for (const QString& name : scheduleFiles()) {
            const QString path = scheduleDir() + "/" + name;
            const Expected e = expectedOf(readJson(path));
            QVERIFY2(e.instructions > 0, qPrintable(name));
            const auto t = readTraceFile(path.toStdString());
            QVERIFY2(t, qPrintable(name + ": " + QString::fromStdString(t ? "" : t.error().message)));
            QCOMPARE(t->format, Format::FuriosaSchedule);
            QCOMPARE(t->lastCycle(), e.makespan);
            QCOMPARE(t->slices.size(), static_cast<std::size_t>(e.contextSlices + e.tensors));
            for (const auto& [context, count] : e.perContext) QCOMPARE(slicesOnTrack(*t, context), static_cast<std::size_t>(count));
            // Only the dump's references to the HBM tensors it leaves out are noted.
            for (const std::string& note : t->notes) QVERIFY2(note.find("does not list") != std::string::npos, note.c_str());
            const OpGraph g = opGraphOf(*t);
            QCOMPARE(g.ops.size(), static_cast<std::size_t>(e.instructions));
            QCOMPARE(static_cast<qsizetype>(std::count_if(g.tensors.begin(), g.tensors.end(), [](const Tensor& x) { return x.listed(); })),
                     e.tensors);
            QCOMPARE(g.makespan, e.makespan);
        }
    }

    void costPerSourceLineAddsUp() {
        REQUIRE_REAL_DATA();
        for (const QString& name : scheduleFiles()) {
            const QString path = scheduleDir() + "/" + name;
            const Expected e = expectedOf(readJson(path));
            const auto t = readTraceFile(path.toStdString());
            QVERIFY(t);
            const SourceCost cost = costBySource(opGraphOf(*t));
            u64 sum = 0;
            for (const SourceRow& r : cost.rows) {
                sum += r.busyCycles;
                QVERIFY(r.line > 0);
                QVERIFY2(r.file.rfind("src/ops/", 0) == 0, r.file.c_str());
                QVERIFY(!r.text.empty());
            }
            QCOMPARE(sum, e.locatedCycles);
            QCOMPARE(cost.locatedCycles, e.locatedCycles);
            QVERIFY(std::is_sorted(cost.rows.begin(), cost.rows.end(), [](auto& a, auto& b) { return a.busyCycles > b.busyCycles; }));
        }
    }

    void criticalPathAndIdleHolesAccountForTheMakespan() {
        REQUIRE_REAL_DATA();
        for (const QString& name : scheduleFiles()) {
            const auto t = readTraceFile((scheduleDir() + "/" + name).toStdString());
            QVERIFY(t);
            const OpGraph g = opGraphOf(*t);
            const CriticalPath path = criticalPath(g);
            QCOMPARE(path.end, g.makespan);
            QCOMPARE(path.busyCycles + path.slackCycles, path.end);
            QCOMPARE(path.links.front().wait.reason, WaitReason::KernelStart);
            for (std::size_t i = 1; i < path.links.size(); ++i) {
                QCOMPARE(path.links[i].wait.after, path.links[i - 1].op);
                QCOMPARE(g.ops[path.links[i].op].start, path.links[i].wait.ready + path.links[i].slack);
            }
            for (const ContextIdle& c : idleHoles(g)) {
                u64 holes = 0;
                for (const IdleHole& h : c.holes) holes += h.cycles();
                QCOMPARE(holes, c.idleCycles);
                QCOMPARE(c.busyCycles + c.idleCycles, g.makespan);
            }
        }
    }

    void gemmReadsAsTheToolchainWroteIt() {
        REQUIRE_REAL_DATA();
        const auto t = readTraceFile((scheduleDir() + "/gemm.schedule.json").toStdString());
        if (!t) QSKIP("gemm.schedule.json is not in the real data");
        const OpGraph g = opGraphOf(*t);
        QCOMPARE(g.makespan, u64{81449});
        // The contraction occupies MainContext and VectorEngine: one operation, two linked slices.
        const auto main = std::find_if(g.ops.begin(), g.ops.end(), [&](const Op& op) { return op.line == 52; });
        QVERIFY(main != g.ops.end());
        QCOMPARE(g.contextNames(*main), std::string("MainContext, VectorEngine"));
        QCOMPARE(g.slicesOf(*main).size(), std::size_t{2});
        for (std::uint32_t s : g.slicesOf(*main)) QCOMPARE(g.sliceOp[s], static_cast<std::uint32_t>(main - g.ops.begin()));
        QCOMPARE(g.text(main->file), std::string("src/ops/gemm/mod.rs"));
        QCOMPARE(main->column, u64{76});
        QVERIFY(g.text(main->name).rfind("ctx.main.begin(a.view()).fetch::<m![I % 32, J / 8 % 4], m![K]>()", 0) == 0);
        // The store to HBM and its completion share a line: one row, two operations.
        const SourceCost cost = costBySource(g);
        QCOMPARE(cost.rows.front().line, u64{71});
        QCOMPARE(cost.rows.front().ops, u64{2});
        QCOMPARE(cost.rows.front().busyCycles, u64{80849 - 8118});
        QCOMPARE(cost.unlocatedOps, u64{1});  // ExplicitSync(5)
        // The path ends in the sync, waiting for the store's completion on PeCore.
        const CriticalPath path = criticalPath(g);
        QCOMPARE(opIndex(g, g.ops[path.links.back().op]), std::string("ExplicitSync(5)"));
        QCOMPARE(path.links.back().wait.reason, WaitReason::Context);
        // A's load waits 200 cycles after B's DMA ends: slack the dump does not explain.
        const auto loadA = std::find_if(path.links.begin(), path.links.end(), [&](const ChainLink& l) { return g.ops[l.op].line == 39; });
        QVERIFY(loadA != path.links.end());
        QCOMPARE(loadA->wait.reason, WaitReason::Context);
        QCOMPARE(loadA->slack, u64{200});
        // The DMA load of A: 2 MiB allocated over two clusters, one of them padding.
        for (const DmaTransfer& d : dmaTransfers(g))
            if (g.ops[d.op].line == 39) {
                QCOMPARE(d.bytes, u64{2097152});
                QCOMPARE(d.validBytes, u64{1048576});
                QCOMPARE(d.bytesPerCycle, 1048576.0 / 3020.0);
                QCOMPARE(d.peakBytesPerCycle, 256.0);
                QVERIFY(d.scheduleUtil && std::abs(*d.scheduleUtil - 0.25562915) < 1e-6);
            }
    }

    void everyScheduleSurvivesAChromeRoundTrip() {
        REQUIRE_REAL_DATA();
        for (const QString& name : scheduleFiles()) {
            const auto t = readTraceFile((scheduleDir() + "/" + name).toStdString());
            QVERIFY(t);
            std::stringstream written;
            writeChromeTrace(*t, written);
            const auto back = readTrace(written, written.str().size());
            QVERIFY2(back, qPrintable(name));
            QVERIFY2(sameContent(*t, *back), qPrintable(name));
            // The analyses read the same from the Chrome copy.
            QCOMPARE(costBySource(opGraphOf(*back)).locatedCycles, costBySource(opGraphOf(*t)).locatedCycles);
            QCOMPARE(criticalPath(opGraphOf(*back)).links.size(), criticalPath(opGraphOf(*t)).links.size());
        }
    }

    void schedulesOfDifferentKernelsSayTheyDiffer() {
        REQUIRE_REAL_DATA();
        // reduce_sum_exp and reduce_sum_ragged are two kernels of the same shapes.
        const auto a = readTraceFile((scheduleDir() + "/reduce_sum_exp.schedule.json").toStdString());
        const auto b = readTraceFile((scheduleDir() + "/reduce_sum_ragged.schedule.json").toStdString());
        const auto gemv = readTraceFile((scheduleDir() + "/gemv.schedule.json").toStdString());
        const auto gemm = readTraceFile((scheduleDir() + "/gemm.schedule.json").toStdString());
        if (!a || !b || !gemv || !gemm) QSKIP("the four schedules are not all in the real data");
        const SourceComparison same = compareBySource(opGraphOf(*gemm), opGraphOf(*gemm));
        QVERIFY(same.kernelDifferences.empty());
        QCOMPARE(same.makespanDelta(), std::int64_t{0});
        QVERIFY(same.added.empty() && same.removed.empty());
        for (const SourceDelta& d : same.matched) QCOMPARE(d.match, SourceMatch::Same);
        // gemm and gemv share their tensors' names (`result`) but not their sizes.
        const SourceComparison different = compareBySource(opGraphOf(*gemv), opGraphOf(*gemm));
        QVERIFY(!different.kernelDifferences.empty());
    }
};

QTEST_GUILESS_MAIN(TstScheduleReal)
#include "tst_schedule_real.moc"
