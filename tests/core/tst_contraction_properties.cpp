// Property: on random small matmuls, running the data through the derived
// configuration (flits collected as planStream says, weights read as the
// TRF Sequencer's reg_read_size and loops say, the tree summing 2^depth
// products, the accumulator summing the removed Time factors) puts at every
// output position exactly the sum a brute-force einsum gives.
#include <QtTest>

#include <map>
#include <random>
#include <string>
#include <vector>

#include "contraction/aligner.h"
#include "contraction/hardware.h"
#include "contraction/reducer.h"
#include "test_support.h"

using namespace tcpwb;
using namespace tcpwb::contraction;
using mapping::CompiledMapping;
using mapping::TensorIndex;
using tensor::DType;

namespace {

using Values = std::map<TensorIndex, std::int64_t>;

// One random contraction: its mappings as text and the axes it sums: an
// axis summed in blocks of n keeps only its coordinate rounded down to n
// (n = the axis's size sums it all; the tree summing K % 4 keeps K / 4).
struct Scenario {
    std::string axes, collectTime, collectPacket, row, element, time, packet, contracted, outTime, outPacket;
    std::map<std::string, u64> summed;
    AccumulationKind kind;
};

std::string pick(std::mt19937& rng, std::vector<std::string> options) {
    return options[std::uniform_int_distribution<std::size_t>(0, options.size() - 1)(rng)];
}

// The output layout accumulate gives for Time' (`kept`) and the contracted packet.
void setOutput(Scenario& s, const std::string& kept, const std::string& contracted, u64 m, u64 rows) {
    s.contracted = "m![" + contracted + "]";
    if (s.kind == AccumulationKind::Interleaved) {
        s.outTime = "m![" + kept + ", " + contracted + "]";
        s.outPacket = rows == 8 ? s.row : "m![[" + s.row.substr(3, s.row.size() - 4) + "] # 8]";
    } else {
        const u64 padded = roundUp(m, 8);
        const std::string whole = "[" + contracted + "] # " + std::to_string(padded);
        s.outTime = "m![" + kept + ", " + s.row.substr(3, s.row.size() - 4) + ", [" + whole + "] / 8]";
        s.outPacket = "m![[" + whole + "] % 8]";
    }
}

Scenario randomScenario(std::mt19937& rng) {
    Scenario s;
    const u64 rows = std::vector<u64>{1, 2, 4, 8}[std::uniform_int_distribution<int>(0, 3)(rng)];
    const int mSize = std::uniform_int_distribution<int>(2, 4)(rng);
    s.kind = std::uniform_int_distribution<int>(0, 1)(rng) ? AccumulationKind::Interleaved : AccumulationKind::Sequential;
    s.row = rows == 1 ? "m![1]" : "m![N]";
    const std::string nAxis = rows == 1 ? "" : ",N=" + std::to_string(rows);
    switch (std::uniform_int_distribution<int>(0, 3)(rng)) {
        case 0: {  // K = 32 in one packet, the tree sums all of it or part
            s.axes = "M=" + std::to_string(mSize) + nAxis + ",K=32";
            s.collectTime = "m![M, K / 16]";
            s.collectPacket = "m![K % 16]";
            s.element = "m![K]";
            s.time = "m![M]";
            s.packet = "m![K]";
            const int depth = std::uniform_int_distribution<int>(1, 5)(rng);
            const u64 m = u64{32} >> depth;
            s.summed = {{"K", u64{1} << depth}};
            if (m == 1) setOutput(s, "M", "1", 1, rows);
            else setOutput(s, "M", "K / " + std::to_string(u64{1} << depth), m, rows);
            break;
        }
        case 1: {  // the Aligner's example: two flits, weights permuted over Time
            s.axes = "M=" + std::to_string(mSize) + nAxis + ",K=16,L=2,O=" + std::to_string(std::uniform_int_distribution<int>(2, 3)(rng));
            const std::string order = pick(rng, {"M, O", "O, M"});
            s.collectTime = "m![" + order + ", L]";
            s.collectPacket = "m![K]";
            s.element = pick(rng, {"m![O, M, K]", "m![M, O, K]"});
            s.time = "m![" + order + "]";
            s.packet = "m![L, K]";
            s.summed = {{"K", 64}};
            setOutput(s, order, "L", 2, rows);
            break;
        }
        case 2: {  // one flit, zero half, activations tiled over the TRF's T
            s.axes = "M=" + std::to_string(mSize) + nAxis + ",K=16,T=" + std::to_string(std::uniform_int_distribution<int>(2, 5)(rng));
            s.collectTime = "m![M]";
            s.collectPacket = "m![K]";
            s.element = "m![T, K]";
            s.time = "m![M, T]";
            s.packet = "m![K # 32]";
            s.summed = {{"K", 16}};
            setOutput(s, "M, T", "1", 1, rows);
            break;
        }
        default: {  // K = 64: the tree sums K % 16, the accumulator K / 16
            s.axes = "M=" + std::to_string(mSize) + nAxis + ",K=64";
            s.collectTime = "m![K / 16, M]";
            s.collectPacket = "m![K % 16]";
            s.element = "m![K]";
            s.time = "m![K / 16, M]";
            s.packet = "m![K % 16 # 32]";
            s.summed = {{"K", 64}};
            setOutput(s, "M", "1", 1, rows);
            break;
        }
    }
    return s;
}

std::int64_t valueOf(const Values& v, const std::optional<TensorIndex>& index) {
    if (!index) return 0;
    auto it = v.find(*index);
    return it == v.end() ? 0 : it->second;
}

TensorIndex restrict(const TensorIndex& index, const std::set<mapping::AxisId>& axes) {
    TensorIndex out;
    for (const auto& [axis, value] : index.entries())
        if (axes.count(axis)) out.add(axis, value);
    return out;
}

// Every tensor index over `axes` (each coordinate below its size).
std::vector<TensorIndex> allIndices(const mapping::AxisEnv& env, const std::vector<mapping::AxisId>& axes) {
    std::vector<TensorIndex> out{TensorIndex{}};
    for (auto axis : axes) {
        std::vector<TensorIndex> next;
        for (const auto& partial : out)
            for (u64 c = 0; c < env[axis].size; ++c) {
                TensorIndex i = partial;
                i.add(axis, c);
                next.push_back(i);
            }
        out = std::move(next);
    }
    return out;
}

}  // namespace

class ContractionProperties : public QObject {
    Q_OBJECT

private slots:
    void derivedConfigurationComputesTheEinsum() {
        std::mt19937 rng(20261122);
        std::uniform_int_distribution<int> small(-3, 3);
        for (int round = 0; round < 60; ++round) {
            const Scenario s = randomScenario(rng);
            const auto env = test::axes(s.axes.c_str());
            auto m = [&](const std::string& text) { return test::compile(s.axes.c_str(), text); };
            const auto collectTime = m(s.collectTime), collectPacket = m(s.collectPacket), row = m(s.row), element = m(s.element);
            const auto time = m(s.time), packet = m(s.packet), contracted = m(s.contracted), outTime = m(s.outTime),
                       outPacket = m(s.outPacket);
            const QByteArray where =
                QByteArray::fromStdString(s.axes + " " + s.element + " " + s.time + " -> " + s.outTime + " | " + s.outPacket);

            auto align = planAlign({collectTime, collectPacket, {row, element, DType::BF16, TrfAddress::Full}, time, packet});
            QVERIFY2(align.ok(), (where + ": " + QByteArray::fromStdString(align ? "" : align.error().message)).constData());
            const Computation c{row, time, packet, DType::BF16};
            auto con = planContract(c, contracted);
            QVERIFY2(con.ok(), where.constData());
            auto acc = planAccumulate(c, contracted, outTime, outPacket, s.kind);
            QVERIFY2(acc.ok(), (where + ": " + QByteArray::fromStdString(acc ? "" : acc.error().message)).constData());

            // Random activations over the collect stream's axes, weights over the TRF's.
            std::set<mapping::AxisId> actAxes, trfAxes, allAxes;
            Values x, w;
            for (const auto* mm : {&collectTime, &collectPacket})
                for (u64 i = 0; i < mm->size(); ++i)
                    if (auto idx = mm->at(i))
                        for (auto& e : idx->entries()) actAxes.insert(e.first);
            for (u64 ct = 0; ct < collectTime.size(); ++ct)
                for (u64 cp = 0; cp < collectPacket.size(); ++cp) {
                    auto a = collectTime.at(ct), b = collectPacket.at(cp);
                    if (!a || !b) continue;
                    TensorIndex i = *a;
                    i.add(*b);
                    x[i] = small(rng);
                }
            for (u64 r = 0; r < row.size(); ++r)
                for (u64 e = 0; e < element.size(); ++e) {
                    auto a = row.at(r), b = element.at(e);
                    if (!a || !b) continue;
                    TensorIndex i = *a;
                    i.add(*b);
                    for (auto& entry : i.entries()) trfAxes.insert(entry.first);
                    w[i] = small(rng);
                }
            for (mapping::AxisId a = 0; a < env.count(); ++a) allAxes.insert(a);

            // Brute-force einsum: sum the products over the summed axes.
            auto project = [&](const TensorIndex& i) {
                TensorIndex out;
                for (const auto& [axis, value] : i.entries()) {
                    auto block = s.summed.find(env[axis].name);
                    out.add(axis, block == s.summed.end() ? value : value - value % block->second);
                }
                return out;
            };
            Values expected;
            for (const auto& i : allIndices(env, std::vector<mapping::AxisId>(allAxes.begin(), allAxes.end())))
                expected[project(i)] += valueOf(x, restrict(i, actAxes)) * valueOf(w, restrict(i, trfAxes));

            // The hardware model, driven only by the derived configuration.
            const auto& stream = align->stream;
            const auto& seq = align->trf;
            const u64 flitElements = 16, macElements = 32;
            auto activation = [&](u64 t, u64 p) -> std::int64_t {
                const u64 collected = t / stream.tileFactor;
                const u64 flit = collected * stream.collectFlits + p / flitElements, lane = p % flitElements;
                if (p >= stream.collectFlits * flitElements || flit >= collectTime.size() || lane >= collectPacket.size()) return 0;
                auto a = collectTime.at(flit), b = collectPacket.at(lane);
                if (!a || !b) return 0;
                TensorIndex i = *a;
                i.add(*b);
                return valueOf(x, i);
            };
            auto weight = [&](u64 r, u64 t, u64 p) -> std::int64_t {
                std::int64_t address = std::int64_t(seq.baseAddress);
                u64 rest = t;
                for (const auto& e : seq.entries) {
                    address += std::int64_t(rest % e.size) * e.stride;
                    rest /= e.size;
                }
                const u64 e = u64(address / 2) + p % seq.regReadSizeElements;  // bf16: 2 bytes
                if (e >= element.size()) return 0;
                auto a = row.at(r), b = element.at(e);
                if (!a || !b) return 0;
                TensorIndex i = *a;
                i.add(*b);
                return valueOf(w, i);
            };
            std::vector<u64> sizes;
            for (const auto& f : time.normalForm().factors) sizes.push_back(f.size);
            const u64 mOut = contracted.size(), sum = con->elementsPerSum;
            std::map<std::tuple<u64, u64, u64>, std::int64_t> buffer;  // (row, kept time, column)
            for (u64 t = 0; t < time.size(); ++t) {
                u64 rest = t, key = 0;
                std::vector<u64> digit(sizes.size());
                for (std::size_t k = sizes.size(); k-- > 0;) digit[k] = rest % sizes[k], rest /= sizes[k];
                for (std::size_t k = 0; k < sizes.size(); ++k)
                    if (!acc->removed[k]) key = key * sizes[k] + digit[k];
                for (u64 r = 0; r < row.size(); ++r)
                    for (u64 j = 0; j < mOut; ++j)
                        for (u64 p = j * sum; p < (j + 1) * sum && p < macElements; ++p)
                            buffer[{r, key, j}] += activation(t, p) * weight(r, t, p);
            }
            // Read the accumulator out in the mode's layout and compare.
            u64 compared = 0;
            for (const auto& [slot, value] : buffer) {
                const auto [r, key, j] = slot;
                u64 ot = 0, op = 0;
                if (s.kind == AccumulationKind::Interleaved) {
                    ot = key * mOut + j;
                    op = r;
                } else {
                    const u64 outer = roundUp(mOut, 8) / 8;
                    ot = (key * row.size() + r) * outer + j / 8;
                    op = j % 8;
                }
                auto a = outTime.at(ot), b = outPacket.at(op);
                if (!a || !b) continue;
                TensorIndex i = *a;
                i.add(*b);
                QVERIFY2(expected.count(i), where.constData());
                if (value != expected[i]) qWarning("%s", where.constData());
                QCOMPARE(value, expected[i]);
                ++compared;
            }
            QCOMPARE(compared, u64(expected.size()));  // every output element appears once
        }
    }
};

QTEST_GUILESS_MAIN(ContractionProperties)
#include "tst_contraction_properties.moc"
