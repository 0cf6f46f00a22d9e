// The rules furiosa-opt 0.6 gives its adapters, contraction operands, element
// types and PE topologies (docs/dialects.md), each against the toolchain's
// own tables (its cast.rs, constraints.rs and verifier), written out here.
#include <QtTest>

#include <cmath>

#include "cast/cast.h"
#include "contraction/hardware.h"
#include "mapping/mapping.h"
#include "sequencer/fetch.h"
#include "sequencer/toolchain_adapter.h"
#include "sim/memory.h"
#include "tensor/device_tensor.h"
#include "../diag_kind_text.h"

using namespace tcpwb;
using tensor::DType;

namespace {

mapping::CompiledMapping compiled(const char* text, const mapping::AxisEnv& env) {
    auto m = mapping::compileMapping(text, env);
    if (!m) qFatal("%s", m.error().message.c_str());
    return std::move(m).value();
}

}  // namespace

class ToolchainRules : public QObject {
    Q_OBJECT

private slots:
    // FetchCast: the identity, three integer widenings to i32, three float widenings to f32, f32 -> bf16.
    void fetchCastTable() {
        for (const auto& t : tensor::allDTypes()) QVERIFY(sequencer::toolchainFetchCastSupported(t.type, t.type));
        for (auto [from, to] : {std::pair{DType::I4, DType::I32},
                                {DType::I8, DType::I32},
                                {DType::I16, DType::I32},
                                {DType::F8E4M3, DType::F32},
                                {DType::F8E5M2, DType::F32},
                                {DType::BF16, DType::F32},
                                {DType::F32, DType::BF16}})
            QVERIFY(sequencer::toolchainFetchCastSupported(from, to));
        // The manual's table has these; the toolchain routes them elsewhere.
        QVERIFY(sequencer::castSupported(DType::I8, DType::I9, false));
        auto zp = sequencer::checkToolchainFetchCast(DType::I8, DType::I9);
        QVERIFY(zp);
        QCOMPARE(zp->kind, diag::Kind::cast);
        QVERIFY(zp->fix->find("fetch_zero_point_sub::<i9>") != std::string::npos);
        auto f8 = sequencer::checkToolchainFetchCast(DType::F8E4M3, DType::BF16);
        QVERIFY(f8 && f8->fix->find("fetch_table_lookup::<bf16>") != std::string::npos);
        QVERIFY(sequencer::checkToolchainFetchCast(DType::F16, DType::F32));  // no f16 in 0.6
        QVERIFY(sequencer::checkToolchainFetchCast(DType::I32, DType::I8)->message.find("only to i32 itself") != std::string::npos);
    }

    void tableLookupTable() {
        QVERIFY(!sequencer::checkTableLookup(DType::F4E2M1, DType::F8E4M3));
        QVERIFY(!sequencer::checkTableLookup(DType::F4E2M1, DType::F8E5M2));
        QVERIFY(!sequencer::checkTableLookup(DType::F8E4M3, DType::BF16));
        QVERIFY(!sequencer::checkTableLookup(DType::F8E5M2, DType::BF16));
        auto bad = sequencer::checkTableLookup(DType::F4E2M1, DType::F32);
        QVERIFY(bad);
        QCOMPARE(bad->kind, diag::Kind::table_lookup);
        QVERIFY(bad->message.find("f8e4m3, f8e5m2") != std::string::npos);
        QVERIFY(sequencer::checkTableLookup(DType::I8, DType::BF16));
    }

    // The zero point is a value of the source type, so every residual fits one more bit.
    void zeroPointRanges() {
        QVERIFY(!sequencer::checkZeroPointSub(DType::I8, DType::I9, -128));
        QVERIFY(!sequencer::checkZeroPointSub(DType::I8, DType::I9, 127));
        QVERIFY(sequencer::checkZeroPointSub(DType::I8, DType::I9, 128));
        QVERIFY(!sequencer::checkZeroPointSub(DType::I4, DType::I5, -8));
        QVERIFY(sequencer::checkZeroPointSub(DType::I4, DType::I5, 8));
        QCOMPARE(sequencer::checkZeroPointSub(DType::I8, DType::I5, 0)->kind, diag::Kind::zero_point);
        QVERIFY(sequencer::checkZeroPointSub(DType::BF16, DType::I9, 0));
    }

    // commit_trim: 8, 16, 24 or 32 bytes, the packet's leading positions.
    void commitTrimWidthsAndResizes() {
        auto env = mapping::parseAxes("N=8, W=16");
        QVERIFY(env);
        const auto& e = *env;
        QVERIFY(!sequencer::checkCommitTrim(compiled("m![N # 32]", e), compiled("m![N]", e), DType::I8));
        QVERIFY(!sequencer::checkCommitTrim(compiled("m![N # 32]", e), compiled("m![N # 16]", e), DType::I8));
        QVERIFY(!sequencer::checkCommitTrim(compiled("m![W]", e), compiled("m![W = 8]", e), DType::BF16));
        QVERIFY(!sequencer::checkCommitTrim(compiled("m![N]", e), compiled("m![N]", e), DType::F32));
        auto width = sequencer::checkCommitTrim(compiled("m![W]", e), compiled("m![W = 6]", e), DType::BF16);  // 12 bytes
        QVERIFY(width);
        QCOMPARE(width->kind, diag::Kind::commit_trim);
        QVERIFY(width->message.find("12 bytes") != std::string::npos);
        // Not a trimming: the second half instead of the first.
        auto moved = sequencer::checkCommitTrim(compiled("m![W]", e), compiled("m![W / 8]", e), DType::I32);
        QVERIFY(moved);
        QVERIFY(moved->message.find("not a trimming") != std::string::npos);
    }

    // commit_cast: f32 -> bf16 only, 16 or 32 bytes of f32.
    void commitCastRules() {
        QVERIFY(!sequencer::checkCommitCast(DType::F32, DType::BF16, 8));
        QVERIFY(!sequencer::checkCommitCast(DType::F32, DType::BF16, 4));
        QVERIFY(sequencer::checkCommitCast(DType::F32, DType::BF16, 2));  // 8 bytes of f32
        QVERIFY(sequencer::checkCommitCast(DType::I32, DType::BF16, 8));
        QCOMPARE(sequencer::checkCommitCast(DType::F32, DType::F8E4M3, 8)->kind, diag::Kind::commit_cast);
    }

    // ContractionWeight: the same type, or one integer family (i4/i5, i8/i9).
    void contractionOperandPairs() {
        QVERIFY(!contraction::checkOperandPair(DType::I9, DType::I8));
        QVERIFY(!contraction::checkOperandPair(DType::I8, DType::I9));
        QVERIFY(!contraction::checkOperandPair(DType::I5, DType::I4));
        QVERIFY(!contraction::checkOperandPair(DType::BF16, DType::BF16));
        QCOMPARE(contraction::checkOperandPair(DType::BF16, DType::I8)->kind, diag::Kind::contraction_dtype);
        QVERIFY(contraction::checkOperandPair(DType::I8, DType::I4));
        QVERIFY(contraction::checkOperandPair(DType::F32, DType::F32));  // not a multiplier input
        QCOMPARE(contraction::treeDepth(DType::I9), std::optional<unsigned>(6));
        QCOMPARE(contraction::treeDepth(DType::I5), std::optional<unsigned>(7));
        // An i9 packs as i8 on the stream: a 64-byte OutPacket is 64 of them.
        QCOMPARE(contraction::elementsIn(DType::I9, 64), u64{64});
    }

    // E2M1: 1 sign, 2 exponent, 1 mantissa bits, bias 1, no infinity, no NaN.
    void f4e2m1Codes() {
        const double expected[16] = {0.0, 0.5, 1.0, 1.5, 2.0, 3.0, 4.0, 6.0, -0.0, -0.5, -1.0, -1.5, -2.0, -3.0, -4.0, -6.0};
        for (std::uint32_t code = 0; code < 16; ++code) {
            const double v = cast::decodeFloat(DType::F4E2M1, code);
            QCOMPARE(v, expected[code]);
            QCOMPARE(std::signbit(v), code >= 8);
            QCOMPARE(cast::encodeFloat(DType::F4E2M1, float(expected[code])), code);
        }
        QCOMPARE(cast::encodeFloat(DType::F4E2M1, 100.0f), 7u);  // saturates to 6
        QCOMPARE(cast::encodeFloat(DType::F4E2M1, 2.5f), 4u);    // ties to even: 2
        QCOMPARE(tensor::bytesFor(DType::F4E2M1, 16), u64{8});   // two codes per byte
    }

    // u8 loads unsigned and saturates to 0..255.
    void u8IsUnsigned() {
        sim::Block block(8);
        sim::storeElement(block, {0, false}, DType::U8, 250);
        QCOMPARE(sim::loadElement(block, {0, false}, DType::U8), 250u);
        QCOMPARE(sim::decodeValue(DType::U8, 250), 250.0);
        QCOMPARE(sim::encodeValue(DType::U8, 300.0), 255u);
        QCOMPARE(sim::encodeValue(DType::U8, -4.0), 0u);
        sim::storeElement(block, {1, false}, DType::I8, 250);
        QCOMPARE(std::int32_t(sim::loadElement(block, {1, false}, DType::I8)), -6);  // i8 still sign-extends
    }

    // #[device(pe = M)]: 64 slices per PE, one cluster up to 4 PEs, two of 256 at 8.
    void peTopologies() {
        QCOMPARE(tensor::topologyOfPes(1)->slicesPerCluster, u64{64});
        QCOMPARE(tensor::topologyOfPes(1)->clusters, u64{1});
        QCOMPARE(tensor::topologyOfPes(2)->slicesPerCluster, u64{128});
        QCOMPARE(tensor::topologyOfPes(4)->slicesPerCluster, u64{256});
        QCOMPARE(tensor::topologyOfPes(4)->clusters, u64{1});
        QCOMPARE(tensor::topologyOfPes(8)->clusters, u64{2});
        QVERIFY(!tensor::topologyOfPes(3));
        QVERIFY(!tensor::topologyOfPes(16));
        tensor::DeviceTensorSpec spec;
        spec.kind = tensor::TensorKind::Dm;
        spec.dtype = DType::I32;
        spec.mappings = {"m![1]", "m![1]", "m![A / 4]", "m![A % 4]"};
        spec.topology = *tensor::topologyOfPes(1);
        auto env = mapping::parseAxes("A=256");
        QVERIFY(tensor::checkDeviceTensor(spec, *env).ok());
        spec.topology = {};  // the manual's 8-PE chip wants two clusters of 256
        const auto check = tensor::checkDeviceTensor(spec, *env);
        QVERIFY(!check.ok());
        QCOMPARE(check.violations.front().kind, diag::Kind::cluster_size);
    }
};

QTEST_GUILESS_MAIN(ToolchainRules)
#include "tst_toolchain_rules.moc"
