// Element types through the simulator (issue item 2): small kernels move
// chosen values host -> HBM -> DM, through a Fetch Adapter cast or the Cast
// Engine, commit them to DM and bring them back. Every expected value is
// written down here by hand (bit patterns and exact binary fractions), never
// computed with the encoders under test: ties to even, the largest finite
// value and the first value past it, subnormals, signed zero, NaN and Inf
// where the type has them, integer saturation and sign extension. The
// logical reference must agree with the simulation on every one (exactly:
// these passes compute nothing, they only round).
#include <QtTest>

#include <cmath>
#include <cstring>
#include <limits>

#include "sim/state.h"
#include "sim_run_support.h"
#include "sim_kernels.h"

using namespace tcpwb;
using namespace tcpwb::test;

namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();
constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

std::uint32_t f32Bits(float f) {
    std::uint32_t b;
    std::memcpy(&b, &f, 4);
    return b;
}
std::uint32_t intBits(std::int64_t v) { return std::uint32_t(std::int32_t(v)); }  // hosts hold ints sign-extended

// One input element: its bit pattern in the source type, and what must come out.
struct Case {
    std::uint32_t in;
    double out;
};

std::string packetOf(DType d, u64 elements) {
    const u64 perFlit = 32 * 8 / tensor::info(d).storageBits;
    return perFlit == elements ? "m![A % 8]" : fmt::format("m![A % 8 # {}]", perFlit);
}

// A = 8 x slices: 8 elements per slice, one 32-byte flit of f32/i32.
// `cast` set: fetch `from` as it is, collect, Cast Engine to `to`.
// `cast` unset: the Fetch Adapter converts `from` to `to` as it fetches.
kernel::Program roundTrip(DType from, DType to, u64 elements, bool castEngine) {
    const u64 slices = (elements + 7) / 8;
    ProgramBuilder b(fmt::format("A = {}", slices * 8));
    const std::string slice = fmt::format("m![A / 8 # 256]");
    const auto src = hostToDm(b, "x", from, "m![A]", 0, {"m![1]", "m![1 # 2]", slice, "m![A % 8]"}, 0);
    // Eight i4 from one flit are 4 bytes, less than the Commit Engine's 8-byte
    // minimum: they go to the VRF (to_vrf writes the stream as it is) and are read there.
    const bool toVrf = castEngine && to == DType::I4;
    const auto result = toVrf ? b.tensor("result", Memory::Vrf, to, {"m![1]", "m![1 # 2]", slice, packetOf(to, 8)}, 0)
                              : b.tensor("result", Memory::Dm, to, {"m![1]", "m![1 # 2]", slice, "m![A % 8]"}, 1 << 12);
    auto pass = b.pass(Ctx::Main, src);
    if (castEngine) {
        pass.fetch(from, "m![1]", "m![A % 8]").collect("m![1]", "m![A % 8]").cast(to, packetOf(to, 8));
    } else {
        pass.fetch(to, "m![1]", "m![A % 8]");
    }
    if (toVrf) {
        pass.sink(SinkKind::ToVrf, result, "main pass -> result");
        b.output(result);
        return b.program();
    }
    pass.sink(SinkKind::Commit, result, "main pass -> result");
    dmToHost(b, result, to, "m![A]", 1 << 28, "m![A]");
    return b.program();
}

bool same(double got, double want) {
    if (std::isnan(want)) return std::isnan(got);
    return got == want && std::signbit(got) == std::signbit(want);
}

// Runs the kernel with the host input's bits replaced by the cases' (the rest
// 0), then compares the output and the reference with the expected values.
void check(const kernel::Program& program, const std::vector<Case>& cases) {
    const auto run = test::startRun(program);
    QVERIFY(run);
    auto& s = *run->state;
    const std::size_t input = 0;  // hostToDm's host tensor comes first
    QCOMPARE(program.tensors[input].memory, Memory::Host);
    auto& bits = *s.host[input];
    auto replaced = std::make_shared<sim::detail::Logical>(*s.reference[input]);
    for (u64 i = 0; i < bits.size(); ++i) {
        bits[i] = i < cases.size() ? cases[i].in : 0;
        replaced->values[i] = sim::decodeValue(program.tensors[input].dtype, bits[i]);
    }
    s.reference[input] = std::move(replaced);
    for (std::size_t i = 0; i < program.ops.size(); ++i) {
        const bool transfer = program.ops[i].kind == kernel::Operation::Kind::Transfer;
        auto e = transfer ? sim::detail::runTransfer(s, i) : sim::detail::runPass(s, i);
        QVERIFY2(!e, e ? e->message.c_str() : "");
        auto r = sim::detail::referenceOf(s, i);
        QVERIFY2(!r, r ? r->message.c_str() : "");
    }
    const std::size_t out = program.outputs.at(0);
    auto got = sim::detail::readBack(s, out, program.ops.size() - 1);
    QVERIFY2(got, got ? "" : got.error().message.c_str());
    const auto& ref = *s.reference[out];
    for (u64 i = 0; i < cases.size(); ++i) {
        QVERIFY2(same(got->values[i], cases[i].out), qPrintable(QStringLiteral("element %1 (input bits 0x%2): simulated %3, expected %4")
                                                                    .arg(i)
                                                                    .arg(cases[i].in, 0, 16)
                                                                    .arg(got->values[i], 0, 'g', 17)
                                                                    .arg(cases[i].out, 0, 'g', 17)));
        QVERIFY2(same(ref.values[i], cases[i].out), qPrintable(QStringLiteral("element %1 (input bits 0x%2): reference %3, expected %4")
                                                                   .arg(i)
                                                                   .arg(cases[i].in, 0, 16)
                                                                   .arg(ref.values[i], 0, 'g', 17)
                                                                   .arg(cases[i].out, 0, 'g', 17)));
    }
}

// f32 inputs at the rounding boundaries of a target with `m` mantissa bits
// and minimum normal exponent `emin`: ties go to the even neighbour.
std::vector<Case> tiesFor(int m, int emin) {
    const double ulp1 = std::ldexp(1.0, -m);       // the spacing just above 1
    const double sub = std::ldexp(1.0, emin - m);  // the smallest subnormal
    return {
        {f32Bits(float(1.0 + ulp1 / 2)), 1.0},                               // tie, 1 is even
        {f32Bits(float(1.0 + 3 * ulp1 / 2)), 1.0 + 2 * ulp1},                // tie, 1 + ulp is odd: up
        {f32Bits(std::nextafter(float(1.0 + ulp1 / 2), 2.0f)), 1.0 + ulp1},  // just past the tie
        {f32Bits(std::nextafter(float(1.0 + ulp1 / 2), 0.0f)), 1.0},         // just below it
        {f32Bits(float(-(1.0 + 3 * ulp1 / 2))), -(1.0 + 2 * ulp1)},
        {f32Bits(float(sub / 2)), 0.0},          // tie between 0 and the smallest subnormal
        {f32Bits(float(3 * sub / 2)), 2 * sub},  // tie between sub and 2 sub: even
        {f32Bits(float(sub)), sub},
        {f32Bits(-0.0f), -0.0},
        {f32Bits(float(-sub / 2)), -0.0},  // rounds to a signed zero
    };
}

}  // namespace

class TestSimDtypes : public QObject {
    Q_OBJECT

private slots:
    // Cast Engine: f32 -> bf16 (8 exponent bits, 7 mantissa bits).
    void castBf16() {
        auto cases = tiesFor(7, -126);
        const double max = std::ldexp(255.0, 120);  // 0x7f7f: (2 - 2^-7) x 2^127
        cases.push_back({0x7f7f0000u, max});
        cases.push_back({f32Bits(float(max + std::ldexp(1.0, 119))) - 1, max});  // just below the tie with 2^128
        cases.push_back({f32Bits(float(max + std::ldexp(1.0, 119))), kInf});     // the tie: 0x7f7f is odd, up to infinity
        cases.push_back({0x7f800000u, kInf});
        cases.push_back({0xff800000u, -kInf});
        cases.push_back({0x7fc00000u, kNaN});
        cases.push_back({0x7f800001u, kNaN});  // a signalling NaN whose payload is below bf16's bits stays NaN
        check(roundTrip(DType::F32, DType::BF16, 24, true), cases);
    }

    // Cast Engine: f32 -> f16 (5 exponent bits, 10 mantissa bits; max 65504).
    void castF16() {
        auto cases = tiesFor(10, -14);
        cases.push_back({f32Bits(65504.0f), 65504.0});
        cases.push_back({f32Bits(65519.0f), 65504.0});
        cases.push_back({f32Bits(65520.0f), kInf});  // the tie with 65536: 65504's mantissa is odd
        cases.push_back({f32Bits(-70000.0f), -kInf});
        cases.push_back({0x7f800000u, kInf});
        cases.push_back({0x7fc00000u, kNaN});
        check(roundTrip(DType::F32, DType::F16, 16, true), cases);
    }

    // Cast Engine: f32 -> f8e5m2 (5 exponent bits, 2 mantissa bits; max 57344).
    void castF8e5m2() {
        auto cases = tiesFor(2, -14);
        cases.push_back({f32Bits(57344.0f), 57344.0});
        cases.push_back({f32Bits(61439.0f), 57344.0});
        cases.push_back({f32Bits(61440.0f), kInf});  // the tie with 65536: up to infinity
        cases.push_back({f32Bits(-1e9f), -kInf});
        cases.push_back({0xff800000u, -kInf});
        cases.push_back({0x7fc00000u, kNaN});
        check(roundTrip(DType::F32, DType::F8E5M2, 16, true), cases);
    }

    // Cast Engine: f32 -> f8e4m3 (4 exponent bits, 3 mantissa bits, no infinity; max 448).
    // Past 448 the cast saturates (core/cast, docs/simulation.md), Inf included; NaN stays NaN.
    void castF8e4m3() {
        auto cases = tiesFor(3, -6);
        cases.push_back({f32Bits(448.0f), 448.0});
        cases.push_back({f32Bits(464.0f), 448.0});  // the tie with 480, which is NaN's pattern
        cases.push_back({f32Bits(1e6f), 448.0});
        cases.push_back({f32Bits(-1e6f), -448.0});
        cases.push_back({0x7f800000u, 448.0});
        cases.push_back({0xff800000u, -448.0});
        cases.push_back({0x7fc00000u, kNaN});
        check(roundTrip(DType::F32, DType::F8E4M3, 24, true), cases);
    }

    // Cast Engine: i32 -> i16, i8, i4 saturate.
    void castIntegers() {
        check(roundTrip(DType::I32, DType::I16, 8, true), {{intBits(32767), 32767},
                                                           {intBits(32768), 32767},
                                                           {intBits(-32768), -32768},
                                                           {intBits(-32769), -32768},
                                                           {intBits(2147483647), 32767},
                                                           {intBits(-2147483647 - 1), -32768},
                                                           {intBits(-1), -1},
                                                           {intBits(0), 0}});
        check(roundTrip(DType::I32, DType::I8, 8, true), {{intBits(127), 127},
                                                          {intBits(128), 127},
                                                          {intBits(-128), -128},
                                                          {intBits(-129), -128},
                                                          {intBits(2147483647), 127},
                                                          {intBits(-2147483647 - 1), -128},
                                                          {intBits(-1), -1},
                                                          {intBits(100000), 127}});
        check(roundTrip(DType::I32, DType::I4, 16, true), {{intBits(7), 7},
                                                           {intBits(8), 7},
                                                           {intBits(-8), -8},
                                                           {intBits(-9), -8},
                                                           {intBits(2147483647), 7},
                                                           {intBits(-2147483647 - 1), -8},
                                                           {intBits(-1), -1},
                                                           {intBits(5), 5},
                                                           {intBits(-3), -3},
                                                           {intBits(1), 1},
                                                           {intBits(-7), -7},
                                                           {intBits(0), 0}});
    }

    // The Fetch Adapter's widening casts are exact: integers sign-extend,
    // floats keep their value, Inf and NaN.
    void fetchWidening() {
        check(roundTrip(DType::I4, DType::I32, 16, false), {{intBits(7), 7},
                                                            {intBits(-8), -8},
                                                            {intBits(-1), -1},
                                                            {intBits(0), 0},
                                                            {intBits(1), 1},
                                                            {intBits(-7), -7},
                                                            {intBits(3), 3},
                                                            {intBits(-2), -2},
                                                            {intBits(6), 6},
                                                            {intBits(-5), -5}});
        check(roundTrip(DType::I8, DType::I32, 8, false),
              {{intBits(127), 127}, {intBits(-128), -128}, {intBits(-1), -1}, {intBits(0), 0}, {intBits(1), 1}, {intBits(-100), -100}});
        check(roundTrip(DType::I16, DType::I32, 8, false),
              {{intBits(32767), 32767}, {intBits(-32768), -32768}, {intBits(-1), -1}, {intBits(256), 256}, {intBits(-257), -257}});
        // bf16 bit patterns: 1.5, the largest finite, the smallest subnormal, -0, -Inf, NaN.
        check(roundTrip(DType::BF16, DType::F32, 8, false), {{0x3fc0u, 1.5},
                                                             {0x7f7fu, std::ldexp(255.0, 120)},
                                                             {0x0001u, std::ldexp(1.0, -133)},
                                                             {0x8000u, -0.0},
                                                             {0xff80u, -kInf},
                                                             {0x7fc1u, kNaN},
                                                             {0xbf81u, -(1.0 + std::ldexp(1.0, -7))}});
        // f16: 65504, the smallest subnormal 2^-24, the smallest normal 2^-14, Inf, NaN, -2.
        check(roundTrip(DType::F16, DType::F32, 8, false), {{0x7bffu, 65504.0},
                                                            {0x0001u, std::ldexp(1.0, -24)},
                                                            {0x0400u, std::ldexp(1.0, -14)},
                                                            {0x7c00u, kInf},
                                                            {0x7e00u, kNaN},
                                                            {0xc000u, -2.0},
                                                            {0x3c01u, 1.0 + std::ldexp(1.0, -10)}});
        // f8e5m2: 57344, 2^-16, Inf, NaN, -1.75.
        check(roundTrip(DType::F8E5M2, DType::F32, 8, false),
              {{0x7bu, 57344.0}, {0x01u, std::ldexp(1.0, -16)}, {0x7cu, kInf}, {0x7fu, kNaN}, {0xbfu, -1.75}, {0x80u, -0.0}});
        // f8e4m3 (FN): 448 (0x7e), 0x7f is NaN, 2^-9, -1.875, 0x78 = 256.
        check(roundTrip(DType::F8E4M3, DType::F32, 8, false),
              {{0x7eu, 448.0}, {0x7fu, kNaN}, {0x01u, std::ldexp(1.0, -9)}, {0xbfu, -1.875}, {0x78u, 256.0}, {0x80u, -0.0}});
    }

    // The Fetch Adapter's one narrowing cast, f32 -> bf16, rounds like the Cast Engine.
    void fetchNarrowingBf16() {
        auto cases = tiesFor(7, -126);
        cases.push_back({f32Bits(float(std::ldexp(255.0, 120) + std::ldexp(1.0, 119))), kInf});
        cases.push_back({0x7fc00000u, kNaN});
        cases.push_back({0xff800000u, -kInf});
        check(roundTrip(DType::F32, DType::BF16, 16, false), cases);
    }

    // f32 and i32 move untouched: subnormals, signed zero, extremes, Inf, NaN.
    void passThrough() {
        check(roundTrip(DType::F32, DType::F32, 8, false), {{0x00000001u, std::ldexp(1.0, -149)},
                                                            {0x80000000u, -0.0},
                                                            {0x7f7fffffu, double(std::numeric_limits<float>::max())},
                                                            {0xff800000u, -kInf},
                                                            {0x7fc00000u, kNaN},
                                                            {f32Bits(0.1f), double(0.1f)}});
        check(roundTrip(DType::I32, DType::I32, 8, false),
              {{intBits(2147483647), 2147483647.0}, {intBits(-2147483647 - 1), -2147483648.0}, {intBits(-1), -1}, {intBits(0), 0}});
    }
};

QTEST_GUILESS_MAIN(TestSimDtypes)
#include "tst_sim_dtypes.moc"
