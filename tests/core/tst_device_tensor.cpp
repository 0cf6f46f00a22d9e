// Device tensor types: the manual's size, capacity and alignment constraints,
// and a DmTensor's Chip x Cluster x Slice x Element put together as one buffer.
#include <QtTest>

#include "tensor/device_tensor.h"
#include "tensor/dm_slices.h"
#include "test_support.h"
#include "../diag_kind_text.h"

using namespace tcpwb;
using namespace tcpwb::tensor;

namespace {

DeviceTensorCheck check(TensorKind kind, DType dtype, const char* axesText, std::vector<std::string> mappings,
                        std::optional<u64> address = std::nullopt, u64 chips = 1) {
    DeviceTensorSpec spec;
    spec.kind = kind;
    spec.dtype = dtype;
    spec.mappings = std::move(mappings);
    spec.address = address;
    spec.chips = chips;
    return checkDeviceTensor(spec, test::axes(axesText));
}

QStringList kinds(const DeviceTensorCheck& c) {
    QStringList out;
    for (const auto& v : c.violations) out << kindText(v.kind);
    return out;
}

using Levels = std::vector<std::optional<std::string>>;  // chip, cluster, slice, element

// The levels compiled in `env` and put together; a missing chip or cluster is m![1].
diag::Result<DmSlices> compose(const mapping::AxisEnv& env, const Levels& levels, const mapping::AliasTable& aliases = {}) {
    DmSlices::Mapping parts[4];
    for (std::size_t k = 0; k < 4; ++k) {
        if (!levels[k]) continue;
        auto compiled = mapping::compileMapping(*levels[k], env, aliases);
        if (!compiled) qFatal("level `%s` failed: %s", levels[k]->c_str(), compiled.error().message.c_str());
        parts[k] = std::make_shared<const mapping::CompiledMapping>(std::move(compiled).value());
    }
    return composeDmSlices(parts[0], parts[1], parts[2], parts[3], aliases);
}

}  // namespace

class DeviceTensorTypes : public QObject {
    Q_OBJECT

private slots:
    void constantAdditionTensorIsValid() {  // Hello TCP: DmTensor<i32, m![1], m![1 # 2], m![A / 8 # 256], m![A % 8]>
        auto c = check(TensorKind::Dm, DType::I32, "A=2048", {"m![1]", "m![1 # 2]", "m![A / 8 # 256]", "m![A % 8]"}, 0);
        QVERIFY(c.ok());
        QCOMPARE(c.elementBytes, u64{32});
        QCOMPARE(c.occupies->second, u64{32});
    }

    void sliceMustBe256() {
        auto c = check(TensorKind::Dm, DType::BF16, "C=64", {"m![1]", "m![1 # 2]", "m![C / 2]", "m![C % 2]"});
        QCOMPARE(kinds(c), QStringList{"slice_size"});
        QVERIFY(QString::fromStdString(c.violations[0].message).contains("Slice::SIZE is 32"));
        QVERIFY(QString::fromStdString(c.violations[0].message).contains("`# 256`"));
        QCOMPARE(QString::fromStdString(*c.violations[0].fix), QStringLiteral("m![C / 2 # 256]"));
        auto tooMany = check(TensorKind::Dm, DType::BF16, "C=1024", {"m![1]", "m![1 # 2]", "m![C]", "m![1]"});
        QCOMPARE(kinds(tooMany), QStringList{"slice_size"});
        QVERIFY(QString::fromStdString(tooMany.violations[0].message).contains("only 256"));
    }

    void clusterMustBe2AndChipsMatchTheDevice() {
        auto c = check(TensorKind::Dm, DType::I8, "A=256,B=4", {"m![1]", "m![1]", "m![A]", "m![1]"}, std::nullopt, 1);
        QCOMPARE(kinds(c), QStringList{"cluster_size"});
        auto chips = check(TensorKind::Hbm, DType::BF16, "A=8,B=512", {"m![A]", "m![B]"}, std::nullopt, 8);
        QVERIFY(chips.ok());
        auto wrong = check(TensorKind::Hbm, DType::BF16, "A=8,B=512", {"m![A]", "m![B]"}, std::nullopt, 4);
        QCOMPARE(kinds(wrong), QStringList{"chip_size"});
    }

    void capacities() {
        // DM: 512 KB per slice.
        auto dm = check(TensorKind::Dm, DType::F32, "A=256,E=131073", {"m![1]", "m![1 # 2]", "m![A]", "m![E]"});
        QCOMPARE(kinds(dm), QStringList{"capacity"});
        QVERIFY(check(TensorKind::Dm, DType::F32, "A=256,E=131072", {"m![1]", "m![1 # 2]", "m![A]", "m![E]"}).ok());
        // TRF: 8 KB per row and at most 8 rows.
        auto trf = check(TensorKind::Trf, DType::BF16, "A=256,R=16,E=4097", {"m![1]", "m![1 # 2]", "m![A]", "m![R]", "m![E]"});
        QCOMPARE(kinds(trf), (QStringList{"row_size", "capacity"}));
        // VRF: 8 KB per slice.
        auto vrf = check(TensorKind::Vrf, DType::I8, "A=256,E=8193", {"m![1]", "m![1 # 2]", "m![A]", "m![E]"});
        QCOMPARE(kinds(vrf), QStringList{"capacity"});
        // i4 packs two elements per byte.
        auto i4 = check(TensorKind::Vrf, DType::I4, "A=256,E=16384", {"m![1]", "m![1 # 2]", "m![A]", "m![E]"});
        QVERIFY(i4.ok());
        QCOMPARE(i4.elementBytes, u64{8192});
    }

    void alignmentAndAddressRange() {
        auto misaligned = check(TensorKind::Dm, DType::F32, "A=256", {"m![1]", "m![1 # 2]", "m![A]", "m![1]"}, 6);
        QCOMPARE(kinds(misaligned), QStringList{"alignment"});
        QCOMPARE(QString::fromStdString(*misaligned.violations[0].fix), QStringLiteral("use address 8"));
        auto past = check(TensorKind::Dm, DType::I8, "A=256,E=1024", {"m![1]", "m![1 # 2]", "m![A]", "m![E]"}, 524000);
        QCOMPARE(kinds(past), QStringList{"address_range"});
    }

    void addressNearTwoToThe64IsPastTheMemory() {
        // address + size used to wrap past 2^64 to a small end and pass.
        for (u64 address : {~u64{0} - 1, ~u64{0} - 7, u64{1} << 63, kMaxSize, u64{524288}}) {
            auto c = check(TensorKind::Dm, DType::F32, "A=256,E=64", {"m![1]", "m![1 # 2]", "m![A]", "m![E]"}, address);
            QCOMPARE(kinds(c), QStringList{"address_range"});
            QVERIFY(!c.ok());
            QVERIFY(!c.occupies);
        }
        auto hbm = check(TensorKind::Hbm, DType::I8, "E=64", {"m![1]", "m![E]"}, ~u64{0} - 63);
        QCOMPARE(kinds(hbm), QStringList{"address_range"});
        auto last = check(TensorKind::Dm, DType::I8, "A=256,E=64", {"m![1]", "m![1 # 2]", "m![A]", "m![E]"}, 524288 - 64);
        QVERIFY(last.ok());
        QCOMPARE(*last.occupies, std::make_pair(u64{524288 - 64}, u64{524288}));
    }

    void streamsHaveNoSpatialConstraint() {  // manual: Slice m![C / 2] (32 slices), Cluster m![1]
        auto c = check(TensorKind::Stream, DType::BF16, "N=4,C=64,H=32,W=32", {"m![1]", "m![1]", "m![C / 2]", "m![N, H, W]", "m![C % 2]"});
        QVERIFY(c.ok());
        QCOMPARE(c.dimensions[3].mapping->size(), u64{4096});
    }

    void compileErrorsStayPerDimension() {
        auto c = check(TensorKind::Dm, DType::I8, "A=256", {"m![1]", "m![1 # 2]", "m![A / 3]", "m![1]"});
        QVERIFY(!c.compiled());
        QVERIFY(c.dimensions[2].error.has_value());
        QCOMPARE(c.dimensions[2].error->kind, diag::Kind::not_divisible);
    }

    void dtypes() {
        QCOMPARE(parseDType("f8"), std::optional<DType>(DType::F8E4M3));
        QVERIFY(!parseDType("f64"));
        QCOMPARE(QString::fromStdString(dtypeNames()), QStringLiteral("i4 i5 i8 i9 i16 i32 u8 f4e2m1 f8e4m3 f8e5m2 bf16 f16 f32"));
        QCOMPARE(bytesFor(DType::I4, 3), u64{2});
        QCOMPARE(alignmentOf(DType::I4), u64{1});
        QCOMPARE(alignmentOf(DType::BF16), u64{2});
    }

    // Hello TCP's DmTensor<i32, m![1], m![1 # 2], m![A / 8 # 256], m![A % 8]>
    // as one buffer: 1 x 2 x 256 slices of 8 elements; global slice 256 + 37
    // is slice 37 of cluster 1, which is padding (`1 # 2`); slice 37 of
    // cluster 0 holds A = 296..303.
    void dmSlicesOfHelloTcp() {
        const auto env = test::axes("A=2048");
        auto slices = compose(env, {"m![1]", "m![1 # 2]", "m![A / 8 # 256]", "m![A % 8]"});
        QVERIFY2(slices.ok(), slices.ok() ? "" : slices.error().message.c_str());
        QCOMPARE(slices->chips(), u64{1});
        QCOMPARE(slices->clusters(), u64{2});
        QCOMPARE(slices->slices(), u64{256});
        QCOMPARE(slices->elements(), u64{8});
        QCOMPARE(slices->sliceCount(), u64{512});
        QCOMPARE(slices->whole().size(), u64{4096});
        const SlicePlace place = slices->place(256 + 37);
        QCOMPARE(place.chip, u64{0});
        QCOMPARE(place.cluster, u64{1});
        QCOMPARE(place.slice, u64{37});
        QCOMPARE(test::indexText(slices->sliceIndex(37), env), QStringLiteral("{A: 296}"));
        QVERIFY(!slices->sliceIndex(256 + 37));
        QVERIFY(!slices->sliceIndex(512));  // past the last slice
        // Position (slice x elements + element) of the whole buffer is that element of that slice.
        QCOMPARE(test::indexText(slices->whole().at(37 * 8 + 3), env), QStringLiteral("{A: 299}"));
        QCOMPARE(test::indexText(slices->whole().at((256 + 37) * 8 + 3), env), QStringLiteral("padding"));
    }

    // Without Chip and Cluster the tensor is one chip of one cluster.
    void dmSlicesAssumeOneChipAndCluster() {
        const auto env = test::axes("A=6");
        auto slices = compose(env, {std::nullopt, std::nullopt, "m![A # 8 / 2]", "m![A # 8 % 2]"});
        QVERIFY(slices.ok());
        QCOMPARE(slices->chips(), u64{1});
        QCOMPARE(slices->clusters(), u64{1});
        QCOMPARE(slices->sliceCount(), u64{4});
        QCOMPARE(test::indexText(slices->sliceIndex(2), env), QStringLiteral("{A: 4}"));
        QVERIFY(!slices->sliceIndex(3));  // A = 6 is the Slice mapping's padding
    }

    // Two levels stepping one axis: each is inside A alone, together they run past it.
    void dmSliceLevelsTogetherPastAnAxis() {
        const auto env = test::axes("A=6");
        auto slices = compose(env, {std::nullopt, "m![A # 8 / 4]", "m![A # 8 / 2 % 2]", "m![A # 8 % 2]"});
        QVERIFY(slices.ok());
        QCOMPARE(slices->sliceCount(), u64{4});
        QCOMPARE(test::indexText(slices->sliceIndex(2), env), QStringLiteral("{A: 4}"));  // cluster 1, slice 0
        QVERIFY(!slices->sliceIndex(3));                                                  // cluster 1, slice 1: A = 6
        QCOMPARE(test::indexText(slices->whole().at(3 * 2), env), QStringLiteral("padding"));
    }

    // Levels written with the design's aliases; a whole tensor past the
    // largest buffer is the mapping compiler's error.
    void dmSlicesUseAliasesAndRefuseTooLarge() {
        mapping::AliasTable aliases;
        aliases.define("Rows", "m![A / 8]");
        const auto env = test::axes("A=2048");
        auto slices = compose(env, {std::nullopt, std::nullopt, "m![{ Rows }]", "m![A % 8]"}, aliases);
        QVERIFY2(slices.ok(), slices.ok() ? "" : slices.error().message.c_str());
        QCOMPARE(slices->slices(), u64{256});
        const auto huge = test::axes("A=1048576");
        auto tooLarge = compose(huge, {"m![A]", "m![A]", "m![A]", "m![A]"});
        QVERIFY(!tooLarge.ok());
        QVERIFY(!tooLarge.error().message.empty());
    }
};

QTEST_GUILESS_MAIN(DeviceTensorTypes)
#include "tst_device_tensor.moc"
