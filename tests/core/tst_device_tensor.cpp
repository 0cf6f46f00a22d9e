// Device tensor types: the manual's size, capacity and alignment constraints.
#include <QtTest>

#include "tensor/device_tensor.h"
#include "test_support.h"

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
    for (const auto& v : c.violations) out << QString::fromStdString(v.kind);
    return out;
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
        auto c = check(TensorKind::Stream, DType::BF16, "N=4,C=64,H=32,W=32",
                       {"m![1]", "m![1]", "m![C / 2]", "m![N, H, W]", "m![C % 2]"});
        QVERIFY(c.ok());
        QCOMPARE(c.dimensions[3].mapping->size(), u64{4096});
    }

    void compileErrorsStayPerDimension() {
        auto c = check(TensorKind::Dm, DType::I8, "A=256", {"m![1]", "m![1 # 2]", "m![A / 3]", "m![1]"});
        QVERIFY(!c.compiled());
        QVERIFY(c.dimensions[2].error.has_value());
        QCOMPARE(QString::fromStdString(c.dimensions[2].error->kind), QStringLiteral("not_divisible"));
    }

    void dtypes() {
        QCOMPARE(parseDType("f8"), std::optional<DType>(DType::F8E4M3));
        QVERIFY(!parseDType("f64"));
        QCOMPARE(QString::fromStdString(dtypeNames()), QStringLiteral("i4 i5 i8 i9 i16 i32 u8 f4e2m1 f8e4m3 f8e5m2 bf16 f16 f32"));
        QCOMPARE(bytesFor(DType::I4, 3), u64{2});
        QCOMPARE(alignmentOf(DType::I4), u64{1});
        QCOMPARE(alignmentOf(DType::BF16), u64{2});
    }
};

QTEST_GUILESS_MAIN(DeviceTensorTypes)
#include "tst_device_tensor.moc"
