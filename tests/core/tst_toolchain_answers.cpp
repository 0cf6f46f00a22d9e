// The toolchain's own example tests, asserted here as ours: for each kernel
// furiosa-opt-examples launches and checks against a worked-out answer, a
// kernel of the same shape written in this file, run on inputs the
// simulator draws, and every element of its output checked against the
// answer worked out here from those inputs. Which of their tests each slot
// stands for is listed in docs/dialects.md ("Their tests as ours").
#include <QtTest>

#include <algorithm>
#include <array>
#include <bit>
#include <climits>
#include <cmath>
#include <cstdint>
#include <functional>
#include <string>
#include <utility>
#include <vector>

#include "kernel/parse.h"
#include "kernel_output_check.h"
#include "sim_run_support.h"
#include "../diag_kind_text.h"

using namespace tcpwb;
using test::Values;

namespace {

const std::string kPrelude = "use furiosa_opt_std::prelude::*;\n";

kernel::Program load(const std::string& text) { return test::loadEntry(text, "answers.rs"); }

// The coordinates `at` names, with `axis` set to `value`.
std::map<std::string, u64> with(std::map<std::string, u64> at, const std::string& axis, u64 value) {
    at[axis] = value;
    return at;
}

// pe_count.rs's shape: each element plus one through the Vector Engine, on a
// device of `chips` chips of `pes` PEs, the tensor spread over all of them.
struct PeConfig {
    int chips;
    int pes;
    u64 size;
    std::string hbmChip, hbmElement, dmChip, dmCluster, dmSlice;
};

std::string addOneKernel(const PeConfig& c) {
    const std::string hbm = "HbmTensor<i32, " + c.hbmChip + ", " + c.hbmElement + ">";
    const std::string dm = "DmTensor<i32, " + c.dmChip + ", " + c.dmCluster + ", " + c.dmSlice + ", m![P % 4]>";
    return kPrelude + "axes![P = " + std::to_string(c.size) +
           "];\n"
           "#[device(chip = " +
           std::to_string(c.chips) + ", pe = " + std::to_string(c.pes) + ")]\npub fn k(ctx: &mut Context, input: &" + hbm + ") -> " + hbm +
           " {\n"
           "    let staged: " +
           dm +
           " = input.to_dm(&mut ctx.tdma);\n"
           "    let plus_one: " +
           dm +
           " = ctx\n"
           "        .main\n"
           "        .begin(staged.view())\n"
           "        .fetch::<m![1], m![P % 4]>()\n"
           "        .fetch_cast::<i32>()\n"
           "        .collect::<m![1], m![P % 4 # 8]>()\n"
           "        .vector_init()\n"
           "        .vector_intra_slice_tag(TagMode::Zero)\n"
           "        .vector_fxp(FxpBinaryOp::AddFxp, 1)\n"
           "        .vector_final()\n"
           "        .commit_trim::<m![P % 4]>()\n"
           "        .commit();\n"
           "    plus_one.to_hbm(&mut ctx.tdma)\n"
           "}\n";
}

// reshape.rs's and cluster_chip_shuffle_slice.rs's staging, with B a
// quarter of theirs: A's 256 rows over 4 chips (A / 4 % 4) and 2 clusters
// (A / 2 % 2), B's digits over the slices and the element.
const std::string kSpreadHead = kPrelude +
                                "axes![A = 256, B = 1024];\n"
                                "type Chips = m![A / 4 % 4];\n"
                                "type Staged = DmTensor<i32, Chips, m![A / 2 % 2], m![B % 16, B / 16 % 16], m![B / 256, A % 2, A / 16]>;\n";

const std::string kSpreadStaging =
    "    let turned: HbmTensor<i32, Chips, m![A % 4, B, A / 16]> = input.to_hbm(&mut ctx.tdma);\n"
    "    let staged: Staged = turned.to_dm(&mut ctx.tdma);\n";

// The input row and column a reshaped position (chip c, cluster d, B % 16 = e,
// B / 16 % 16 = f, B / 256 = g, A % 2 = h, A / 16 = i) was staged from.
std::pair<u64, u64> stagedFrom(u64 c, u64 d, u64 e, u64 f, u64 g, u64 h, u64 i) {
    return {i * 16 + c * 4 + d * 2 + h, g * 256 + f * 16 + e};
}

// A Vector Engine chain over one input of A = 512 values, two a slice over both clusters, as
// vector_engine.rs's single-tensor chains stage it: `chain` runs between the tag and the final.
std::string elementwiseKernel(const std::string& dtype, const std::string& chain) {
    return kPrelude + "axes![A = 512];\ntype Chip = m![1];\ntype Cluster = m![1 # 2];\n#[device(chip = 1)]\n" +
           "pub fn k(ctx: &mut Context, input: &HbmTensor<" + dtype + ", Chip, m![A]>) -> HbmTensor<" + dtype +
           ", Chip, m![A]> {\n"
           "    let staged = input.to_dm::<Cluster, m![A / 2], m![A % 2]>(&mut ctx.tdma);\n"
           "    let result: DmTensor<" +
           dtype +
           ", Chip, Cluster, m![A / 2], m![A % 2]> = ctx\n"
           "        .main\n"
           "        .begin(staged.view())\n"
           "        .fetch::<m![1], m![A % 2]>()\n"
           "        .fetch_cast::<" +
           dtype +
           ">()\n"
           "        .collect::<m![1], m![A % 2 # 8]>()\n"
           "        .vector_init()\n"
           "        .vector_intra_slice_tag(TagMode::Zero)\n" +
           chain +
           "        .vector_final()\n"
           "        .commit_trim::<m![A % 2]>()\n"
           "        .commit();\n"
           "    result.to_hbm(&mut ctx.tdma)\n"
           "}\n";
}

// Two inputs of A = 512 interleaved into the two groups (lhs group 0, rhs group 1), `chain` run
// on the pair and ending in the zip; as vector_engine.rs's group-pair chains stage them.
std::string pairKernel(const std::string& in, const std::string& out, const std::string& chain) {
    return kPrelude + "axes![A = 512, I = 2];\ntype Chip = m![1];\ntype Cluster = m![1 # 2];\n#[device(chip = 1)]\n" +
           "pub fn k(ctx: &mut Context, lhs: &HbmTensor<" + in + ", Chip, m![A]>, rhs: &HbmTensor<" + in + ", Chip, m![A]>) -> HbmTensor<" +
           out +
           ", Chip, m![A]> {\n"
           "    let lhs_dm = lhs.to_dm::<Cluster, m![A / 2], m![A % 2]>(&mut ctx.tdma);\n"
           "    let rhs_dm = rhs.to_dm::<Cluster, m![A / 2], m![A % 2]>(&mut ctx.tdma);\n"
           "    let result: DmTensor<" +
           out +
           ", Chip, Cluster, m![A / 2], m![A % 2]> = ctx\n"
           "        .main\n"
           "        .begin_interleaved::<I, _, _, _, _, _>(lhs_dm.view(), rhs_dm.view())\n"
           "        .fetch::<m![I], m![A % 2]>()\n"
           "        .fetch_cast::<" +
           in +
           ">()\n"
           "        .collect::<m![I], m![A % 2 # 8]>()\n"
           "        .vector_init()\n"
           "        .vector_intra_slice_unzip::<I, m![1 # 2], m![1]>()\n" +
           chain +
           "        .vector_final()\n"
           "        .commit_trim::<m![A % 2]>()\n"
           "        .commit();\n"
           "    result.to_hbm(&mut ctx.tdma)\n"
           "}\n";
}

// i32 arithmetic as the engine's integer ALUs do it: two's complement, wrapping.
double wrap32(double v) { return double(std::int32_t(std::uint32_t(std::int64_t(v)))); }
double sat32(double v) { return std::clamp(v, double(INT32_MIN), double(INT32_MAX)); }
std::int32_t bitsOf(double f32) { return std::bit_cast<std::int32_t>(float(f32)); }
double f32Of(std::int32_t bits) { return double(std::bit_cast<float>(bits)); }
float f(double v) { return float(v); }

struct UnaryCase {
    const char* name;
    const char* dtype;
    std::string chain;
    std::function<double(double)> expected;
};

// vector_engine/normal.rs's chains that their tests check, each with the closed form they assert.
const std::vector<UnaryCase>& unaryCases() {
    static const std::vector<UnaryCase> cases{
        {"fxp_const", "i32", "        .vector_fxp(FxpBinaryOp::AddFxp, 100)\n", [](double x) { return wrap32(x + 100); }},
        // FpToFxp rounds a tie away from zero, as their answer's f64::round: 302.5 gives 303.
        {"full_pipeline", "i32",
         "        .vector_fxp(FxpBinaryOp::AddFxp, 100)\n        .vector_fxp_to_fp(31)\n"
         "        .vector_narrow_trim::<m![A % 2 # 4]>()\n        .vector_fp_binary(FpBinaryOp::MulF(FpMulAlu::Mul0), 2.5f32)\n"
         "        .vector_widen_pad::<m![A % 2 # 8]>()\n        .vector_fp_to_fxp(31)\n"
         "        .vector_clip(ClipBinaryOpI32::Max, 0)\n        .vector_clip(ClipBinaryOpI32::Min, 1000)\n",
         [](double x) { return std::clamp(sat32(std::round(double(f(wrap32(x + 100)) * 2.5f))), 0.0, 1000.0); }},
        {"stash_f32", "f32",
         "        .vector_stash()\n        .vector_narrow_trim::<m![A % 2 # 4]>()\n"
         "        .vector_fp_binary(FpBinaryOp::MulF(FpMulAlu::Mul0), 2.0f32)\n        .vector_widen_pad::<m![A % 2 # 8]>()\n"
         "        .vector_clip(ClipBinaryOpF32::Max, Stash)\n",
         [](double x) { return double(std::max(f(x) * 2.0f, f(x))); }},
        {"stash_i32", "i32",
         "        .vector_stash()\n        .vector_fxp(FxpBinaryOp::MulInt, 2)\n        .vector_clip(ClipBinaryOpI32::Max, Stash)\n",
         [](double x) { return std::max(wrap32(x * 2), x); }},
        {"reinterpret_abs_f32", "f32",
         "        .vector_reinterpret::<i32>()\n        .vector_logic(LogicBinaryOpI32::BitAnd, 0x7fff_ffff)\n"
         "        .vector_reinterpret::<f32>()\n",
         [](double x) { return f32Of(bitsOf(x) & 0x7fffffff); }},
        {"reinterpret_chain_f32", "f32",
         "        .vector_reinterpret::<i32>()\n        .vector_logic(LogicBinaryOpI32::BitAnd, 0x7fff_ffff)\n"
         "        .vector_reinterpret::<f32>()\n        .vector_reinterpret::<i32>()\n        .vector_fxp(FxpBinaryOp::AddFxp, 1 << 23)\n"
         "        .vector_reinterpret::<f32>()\n        .vector_clip(ClipBinaryOpF32::Min, 100.0f32)\n",
         // The exponent field one up: the magnitude doubled (a zero becomes the smallest normal).
         [](double x) { return std::min(f32Of((bitsOf(x) & 0x7fffffff) + (1 << 23)), 100.0); }},
        {"stash_after_reinterpret_f32", "f32",
         "        .vector_reinterpret::<i32>()\n        .vector_logic(LogicBinaryOpI32::BitAnd, 0x7fff_ffff)\n"
         "        .vector_reinterpret::<f32>()\n        .vector_stash()\n        .vector_clip(ClipBinaryOpF32::Add, Stash)\n",
         [](double x) { return double(std::fabs(f(x)) + std::fabs(f(x))); }},
        {"stash_after_widen_f32", "f32",
         "        .vector_narrow_trim::<m![A % 2 # 4]>()\n        .vector_fp_binary(FpBinaryOp::MulF(FpMulAlu::Mul0), 2.0f32)\n"
         "        .vector_widen_pad::<m![A % 2 # 8]>()\n        .vector_clip(ClipBinaryOpF32::Max, 0.0f32)\n        .vector_stash()\n"
         "        .vector_clip(ClipBinaryOpF32::Add, Stash)\n",
         [](double x) {
             const float m = std::max(f(x) * 2.0f, 0.0f);
             return double(m + m);
         }},
        {"logic", "i32", "        .vector_logic(LogicBinaryOpI32::BitAnd, 0xFF)\n        .vector_logic(LogicBinaryOpI32::BitOr, 0x100)\n",
         [](double x) { return double((std::int32_t(x) & 0xff) | 0x100); }},
        {"ternary", "f32",
         "        .vector_narrow_trim::<m![A % 2 # 4]>()\n        .vector_fp_ternary(FpTernaryOp::FmaF, (2.0f32, 3.0f32))\n"
         "        .vector_widen_pad::<m![A % 2 # 8]>()\n",
         [](double x) { return double(std::fma(f(x), 2.0f, 3.0f)); }},
        {"ternary_stash", "f32",
         "        .vector_narrow_trim::<m![A % 2 # 4]>()\n        .vector_stash()\n"
         "        .vector_fp_ternary(FpTernaryOp::FmaF, (Stash, 1.0f32))\n        .vector_widen_pad::<m![A % 2 # 8]>()\n",
         [](double x) { return double(std::fma(f(x), f(x), 1.0f)); }},
    };
    return cases;
}

struct PairCase {
    const char* name;
    const char* in;
    const char* out;
    std::string chain;
    std::function<double(double, double)> expected;
};

const std::string kNarrowSplit = "        .vector_narrow_split::<m![1 # 2], m![A % 2 # 4]>()\n";
const std::string kWidenConcat = "        .vector_widen_concat::<m![1], m![A % 2 # 8]>()\n";
const std::string kToFp = "        .vector_fxp_to_fp(31)\n";

// vector_engine/zip.rs's pair chains that their tests check: f(lhs, rhs) of each element.
const std::vector<PairCase>& pairCases() {
    static const std::vector<PairCase> cases{
        {"add", "i32", "i32", "        .vector_clip_zip(ClipBinaryOpI32::AddFxp)\n", [](double l, double r) { return wrap32(l + r); }},
        {"preprocess_both", "i32", "i32",
         "        .vector_fxp(FxpBinaryOp::MulInt, 2, 3)\n        .vector_clip_zip(ClipBinaryOpI32::AddFxp)\n",
         [](double l, double r) { return wrap32(wrap32(2 * l) + wrap32(3 * r)); }},
        {"preprocess_g0", "i32", "i32",
         "        .vector_fxp(FxpBinaryOp::MulInt, 10, ())\n        .vector_clip_zip(ClipBinaryOpI32::AddFxp)\n",
         [](double l, double r) { return wrap32(wrap32(10 * l) + r); }},
        {"preprocess_g1", "i32", "i32",
         "        .vector_fxp(FxpBinaryOp::MulInt, (), 10)\n        .vector_clip_zip(ClipBinaryOpI32::AddFxp)\n",
         [](double l, double r) { return wrap32(l + wrap32(10 * r)); }},
        {"chain", "i32", "i32",
         "        .vector_fxp(FxpBinaryOp::AddFxp, 10, 20)\n        .vector_fxp(FxpBinaryOp::MulInt, 2, 3)\n"
         "        .vector_clip_zip(ClipBinaryOpI32::AddFxp)\n",
         [](double l, double r) { return wrap32(wrap32((l + 10) * 2) + wrap32((r + 20) * 3)); }},
        {"fxp", "i32", "i32", "        .vector_fxp_zip(FxpBinaryOp::MulInt)\n", [](double l, double r) { return wrap32(l * r); }},
        {"logic", "i32", "i32", "        .vector_logic_zip(LogicBinaryOpI32::BitXor)\n",
         [](double l, double r) { return double(std::int32_t(l) ^ std::int32_t(r)); }},
        {"reinterpret_scale_f32", "f32", "f32",
         "        .vector_reinterpret::<i32>()\n        .vector_fxp(FxpBinaryOp::AddFxp, 1 << 23, 2 << 23)\n"
         "        .vector_reinterpret::<f32>()\n        .vector_clip_zip(ClipBinaryOpF32::Add)\n",
         // Each group's exponent field raised, lhs by one and rhs by two, then the sum.
         [](double l, double r) { return double(f(f32Of(bitsOf(l) + (1 << 23))) + f(f32Of(bitsOf(r) + (2 << 23)))); }},
        {"logic_abs_add_f32", "f32", "f32",
         "        .vector_reinterpret::<i32>()\n        .vector_logic(LogicBinaryOpI32::BitAnd, 0x7fff_ffff, 0x7fff_ffff)\n"
         "        .vector_reinterpret::<f32>()\n        .vector_clip_zip(ClipBinaryOpF32::Add)\n",
         [](double l, double r) { return double(std::fabs(f(l)) + std::fabs(f(r))); }},
        {"fp", "i32", "f32", kToFp + kNarrowSplit + "        .vector_fp_zip(FpBinaryOp::MulF(FpMulAlu::Mul0))\n" + kWidenConcat,
         [](double l, double r) { return double(f(l) * f(r)); }},
        {"unary", "i32", "f32",
         kToFp + kNarrowSplit + "        .vector_fp_unary(FpUnaryOp::Sqrt, true, true)\n        .vector_fp_zip(FpBinaryOp::AddF)\n" +
             kWidenConcat,
         [](double l, double r) { return double(std::sqrt(f(l)) + std::sqrt(f(r))); }},
        {"unary_selective", "i32", "f32",
         kToFp + kNarrowSplit + "        .vector_fp_unary(FpUnaryOp::Exp, true, false)\n        .vector_fp_zip(FpBinaryOp::AddF)\n" +
             kWidenConcat,
         [](double l, double r) { return double(std::exp(f(l)) + f(r)); }},
        {"ternary", "f32", "f32",
         kNarrowSplit + "        .vector_fp_ternary(FpTernaryOp::FmaF, (2.0f32, 1.0f32), (3.0f32, 2.0f32))\n" +
             "        .vector_fp_zip(FpBinaryOp::MulF(FpMulAlu::Mul0))\n" + kWidenConcat,
         [](double l, double r) { return double(std::fma(f(l), 2.0f, 1.0f) * std::fma(f(r), 3.0f, 2.0f)); }},
        {"ternary_selective", "f32", "f32",
         kNarrowSplit + "        .vector_fp_ternary(FpTernaryOp::FmaF, (2.0f32, 1.0f32), ())\n        .vector_fp_zip(FpBinaryOp::DivF)\n" +
             kWidenConcat,
         [](double l, double r) { return double(std::fma(f(l), 2.0f, 1.0f) / f(r)); }},
    };
    return cases;
}

// vector_engine/reduce.rs's Intra-Slice Reduce: [A, R] turned to [R, A] in HBM, R fetched in
// time, and reduced away.
std::string intraReduceKernel(const std::string& dtype, const std::string& op) {
    return kPrelude + "axes![A = 512, R = 4];\ntype Chip = m![1];\ntype Cluster = m![1 # 2];\n#[device(chip = 1)]\n" +
           "pub fn k(ctx: &mut Context, input: &HbmTensor<" + dtype + ", Chip, m![A, R]>) -> HbmTensor<" + dtype +
           ", Chip, m![A]> {\n"
           "    let turned: HbmTensor<" +
           dtype +
           ", Chip, m![R, A]> = input.to_hbm(&mut ctx.tdma);\n"
           "    let staged = turned.to_dm::<Cluster, m![A / 2], m![R, A % 2]>(&mut ctx.tdma);\n"
           "    let result: DmTensor<" +
           dtype +
           ", Chip, Cluster, m![A / 2], m![A % 2]> = ctx\n"
           "        .main\n"
           "        .begin(staged.view())\n"
           "        .fetch::<m![R], m![A % 2]>()\n"
           "        .fetch_cast::<" +
           dtype +
           ">()\n"
           "        .collect::<m![R], m![A % 2 # 8]>()\n"
           "        .vector_init()\n"
           "        .vector_intra_slice_tag(TagMode::Zero)\n"
           "        .vector_narrow_trim::<m![A % 2 # 4]>()\n"
           "        .vector_intra_slice_reduce::<R, m![1], m![A % 2 # 4]>(" +
           op +
           ")\n"
           "        .vector_widen_pad::<m![A % 2 # 8]>()\n"
           "        .vector_final()\n"
           "        .commit_trim::<m![A % 2]>()\n"
           "        .commit();\n"
           "    result.to_hbm(&mut ctx.tdma)\n"
           "}\n";
}

// vector_engine/reduce.rs's Inter-Slice Reduce: R's four rows on neighbouring slices, reduced
// across them; `after` runs on the reduced stream.
std::string interReduceKernel(const std::string& dtype, const std::string& op, const std::string& after = "") {
    return kPrelude + "axes![A = 512, R = 4];\ntype Chip = m![1];\ntype Cluster = m![1 # 2];\n#[device(chip = 1)]\n" +
           "pub fn k(ctx: &mut Context, input: &HbmTensor<" + dtype + ", Chip, m![R, A]>) -> HbmTensor<" + dtype +
           ", Chip, m![A]> {\n"
           "    let staged = input.to_dm::<Cluster, m![A / 8, R], m![A % 8]>(&mut ctx.tdma);\n"
           "    let result: DmTensor<" +
           dtype +
           ", Chip, Cluster, m![A / 8, 1 # 4], m![A % 8]> = ctx\n"
           "        .main\n"
           "        .begin(staged.view())\n"
           "        .fetch::<m![1], m![A % 8]>()\n"
           "        .fetch_cast::<" +
           dtype +
           ">()\n"
           "        .collect::<m![1], m![A % 8]>()\n"
           "        .vector_init()\n"
           "        .vector_inter_slice_reduce::<m![A / 8, 1 # 4], m![1]>(" +
           op + ")\n" + after +
           "        .vector_final()\n"
           "        .commit_trim::<m![A % 8]>()\n"
           "        .commit();\n"
           "    result.to_hbm(&mut ctx.tdma)\n"
           "}\n";
}

// Each element of the [A] output against `fold` over `size` values of the input along `axis`,
// from `init`, in the axis's order.
void expectReduced(const kernel::Program& program, const std::string& axis, u64 size, double init,
                   const std::function<double(double, double)>& fold, double tolerance = 0) {
    test::expectOutput(
        program, "input", "output",
        [&](const auto& at, const Values& in) {
            double acc = init;
            for (u64 r = 0; r < size; ++r) acc = fold(acc, in.at(with(at, axis, r), program.axes));
            return acc;
        },
        tolerance);
}

// f32 sums: the engine may add in another order than the axis's, so within a few f32 ulps.
constexpr double kSumTolerance = 1e-6;

double maxOf(double a, double b) { return std::max(a, b); }
double minOf(double a, double b) { return std::min(a, b); }
double satAdd(double a, double b) { return sat32(a + b); }
double f32Add(double a, double b) { return double(f(a) + f(b)); }

// vector_engine/normal.rs's VRF operands: [A, B] turned to B in time, each VRF tensor a row of B
// on every slice; `ops` reads `&vrf1` (and `&vrf2` when `two`).
std::string vrfKernel(bool two, const std::string& ops) {
    const std::string vrf = "HbmTensor<i32, Chip, m![B]>";
    auto load = [](const std::string& n) {
        return "    let vrf" + n + "_dm = vrf_data" + n + ".to_dm::<Cluster, m![A / 2], m![B]>(&mut ctx.tdma);\n    let vrf" + n +
               ": VrfTensor<i32, Chip, Cluster, m![A / 2], m![B]> = ctx\n        .sub\n        .begin(vrf" + n +
               "_dm.view())\n        .fetch::<m![1], m![B]>()\n        .fetch_cast::<i32>()\n        .collect::<m![B / 8], m![B % 8]>()\n"
               "        .to_vrf();\n";
    };
    return kPrelude + "axes![A = 512, B = 256];\ntype Chip = m![1];\ntype Cluster = m![1 # 2];\n#[device(chip = 1)]\n" +
           "pub fn k(ctx: &mut Context, input: &HbmTensor<i32, Chip, m![A, B]>, vrf_data1: &" + vrf +
           (two ? ", vrf_data2: &" + vrf : std::string()) +
           ") -> HbmTensor<i32, Chip, m![A, B]> {\n"
           "    let turned: HbmTensor<i32, Chip, m![B, A]> = input.to_hbm(&mut ctx.tdma);\n"
           "    let staged = turned.to_dm::<Cluster, m![A / 2], m![B, A % 2]>(&mut ctx.tdma);\n" +
           load("1") + (two ? load("2") : std::string()) +
           "    let result: DmTensor<i32, Chip, Cluster, m![A / 2], m![B, A % 2]> = ctx\n"
           "        .main\n"
           "        .begin(staged.view())\n"
           "        .fetch::<m![B], m![A % 2]>()\n"
           "        .fetch_cast::<i32>()\n"
           "        .collect::<m![B], m![A % 2 # 8]>()\n"
           "        .vector_init()\n"
           "        .vector_intra_slice_tag(TagMode::Zero)\n" +
           ops +
           "        .vector_final()\n"
           "        .commit_trim::<m![A % 2]>()\n"
           "        .commit();\n"
           "    result.to_hbm(&mut ctx.tdma)\n"
           "}\n";
}

}  // namespace

class TestToolchainAnswers : public QObject {
    Q_OBJECT

private slots:
    // view.rs view_simpl: three tile copies rotate every row's eight elements by two.
    void viewTilesRotateTheElement() {
        const std::string text =
            kPrelude +
            "axes![A = 512, B = 8];\n"
            "#[device(chip = 1)]\n"
            "pub fn k(ctx: &mut Context, input_hbm: &HbmTensor<i32, m![1], m![A, B]>) -> HbmTensor<i32, m![1], m![A, B]> {\n"
            "    let src = input_hbm.to_dm::<m![A / 256], m![A % 256], m![B]>(&mut ctx.tdma);\n"
            "    let mut rotated = DmTensor::<i32, m![1], m![A / 256], m![A % 256], m![B]>::new();\n"
            "    src.view().tile::<m![B], 4, m![B = 4 # 8]>(0)\n"
            "        .to_dm_view(&mut ctx.tdma, rotated.view_mut().tile::<m![B], 4, m![B = 4 #{!} 8]>(2));\n"
            "    src.view().tile::<m![B], 2, m![B = 2 # 8]>(4)\n"
            "        .to_dm_view(&mut ctx.tdma, rotated.view_mut().tile::<m![B], 2, m![B = 2 #{!} 8]>(6));\n"
            "    src.view().tile::<m![B], 2, m![B = 2 # 8]>(6)\n"
            "        .to_dm_view(&mut ctx.tdma, rotated.view_mut().tile::<m![B], 2, m![B = 2 #{!} 8]>(0));\n"
            "    rotated.to_hbm(&mut ctx.tdma)\n"
            "}\n";
        const auto program = load(text);
        test::expectOutput(program, "input_hbm", "output",
                           [&](const auto& at, const Values& in) { return in.at(with(at, "B", (at.at("B") + 6) % 8), program.axes); });
    }

    // tile.rs tile_simple: one B-column a transfer, 32 of them, transpose the tensor.
    void tileColumnsTranspose() {
        const std::string text =
            kPrelude +
            "axes![A = 512, B = 32];\n"
            "#[device(chip = 1)]\n"
            "pub fn k(ctx: &mut Context, input: HbmTensorView<'_, i8, m![1], m![A, B]>) -> HbmTensor<i8, m![1], m![B, A]> {\n"
            "    let mut turned = HbmTensor::<i8, m![1], m![B, A]>::new();\n"
            "    for col in 0..32 {\n"
            "        let from = input.tile::<m![B], 1, m![A, 1 # 32]>(col);\n"
            "        from.to_hbm_view(&mut ctx.tdma, turned.view_mut().tile::<m![B], 1, m![1 #{!} 32, A]>(col));\n"
            "    }\n"
            "    turned\n"
            "}\n";
        const auto program = load(text);
        QCOMPARE(program.ops.size(), std::size_t{32});
        test::expectOutput(program, "input", "turned", [&](const auto& at, const Values& in) { return in.at(at, program.axes); });
    }

    // tile.rs tile_window_commit: on a 4-PE device, the lower 32 f32 of D committed into the upper
    // half of a new tensor, whose lower half stays the zeros a new tensor starts as.
    void tileWindowCommitsIntoTheUpperHalf() {
        const std::string text = kPrelude +
                                 "axes![D = 64];\n"
                                 "type Chip = m![1];\n"
                                 "type Cluster = m![1];\n"
                                 "type Slice = m![1 # 256];\n"
                                 "#[device(chip = 1, pe = 4)]\n"
                                 "pub fn k(ctx: &mut Context, input: &HbmTensor<f32, Chip, m![D]>) -> HbmTensor<f32, Chip, m![D]> {\n"
                                 "    let staged: DmTensor<f32, Chip, Cluster, Slice, m![D]> = input.to_dm(&mut ctx.tdma);\n"
                                 "    let mut upper: DmTensor<f32, Chip, Cluster, Slice, m![D]> = DmTensor::new();\n"
                                 "    ctx.main\n"
                                 "        .begin(staged.view().tile::<m![D], 32, m![D = 32 # 64]>(0))\n"
                                 "        .fetch::<m![1], m![D = 32]>()\n"
                                 "        .fetch_cast::<f32>()\n"
                                 "        .collect::<m![D = 32 / 8], m![D = 32 % 8]>()\n"
                                 "        .commit_trim::<m![D = 32 % 8]>()\n"
                                 "        .commit_view(upper.view_mut().tile::<m![D], 32, m![D = 32 #{!} 64]>(32));\n"
                                 "    upper.to_hbm(&mut ctx.tdma)\n"
                                 "}\n";
        const auto program = load(text);
        test::expectOutput(program, "input", "output", [&](const auto& at, const Values& in) {
            const u64 d = at.at("D");
            return d < 32 ? 0.0 : in.at({{"D", d - 32}}, program.axes);
        });
    }

    // transpose.rs transpose_simple: [A, B, C] to [A, C, B] to [C, A, B], HBM to HBM twice.
    void transposeTwiceThroughHbm() {
        const std::string text =
            kPrelude +
            "axes![A = 8, B = 16, C = 32];\n"
            "type Chip = m![1];\n"
            "#[device(chip = 1)]\n"
            "pub fn k(ctx: &mut Context, input: &HbmTensor<f32, Chip, m![A, B, C]>) -> HbmTensor<f32, Chip, m![C, A, B]> {\n"
            "    let middle: HbmTensor<f32, Chip, m![A, C, B]> = input.to_hbm(&mut ctx.tdma);\n"
            "    middle.to_hbm(&mut ctx.tdma)\n"
            "}\n";
        const auto program = load(text);
        QCOMPARE(program.ops.size(), std::size_t{2});
        test::expectOutput(program, "input", "output", [&](const auto& at, const Values& in) { return in.at(at, program.axes); });
    }

    // reshape.rs reshape: a tensor staged over four chips, two clusters, the slices and the element,
    // read back through seven other axes of the same sizes, role by role.
    void reshapeOverFourChipsKeepsEveryPosition() {
        const std::string text = kSpreadHead +
                                 "axes![C = 4, D = 2, E = 16, F = 16, G = 4, H = 2, I = 16];\n"
                                 "#[device(chip = 4)]\n"
                                 "pub fn k(ctx: &mut Context, input: &HbmTensor<i32, Chips, m![A / 16, A % 4, B]>)\n"
                                 "    -> HbmTensor<i32, m![C], m![D, E, F, G, H, I]> {\n" +
                                 kSpreadStaging +
                                 "    let reshaped: DmTensor<i32, m![C], m![D], m![E, F], m![G, H, I]> = unsafe { staged.reshape() };\n"
                                 "    reshaped.to_hbm(&mut ctx.tdma)\n"
                                 "}\n";
        const auto program = load(text);
        test::expectOutput(program, "input", "output", [&](const auto& at, const Values& in) {
            const auto [a, b] = stagedFrom(at.at("C"), at.at("D"), at.at("E"), at.at("F"), at.at("G"), at.at("H"), at.at("I"));
            return in.at({{"A", a}, {"B", b}}, program.axes);
        });
    }

    // reshape.rs reshape_different_num_axes: the same staging read as one axis a role.
    void reshapeIntoFewerAxes() {
        const std::string text = kSpreadHead +
                                 "axes![C = 4, D = 2, E = 256, F = 128];\n"
                                 "#[device(chip = 4)]\n"
                                 "pub fn k(ctx: &mut Context, input: &HbmTensor<i32, Chips, m![A / 16, A % 4, B]>)\n"
                                 "    -> HbmTensor<i32, m![C], m![D, E, F]> {\n" +
                                 kSpreadStaging +
                                 "    let reshaped: DmTensor<i32, m![C], m![D], m![E], m![F]> = unsafe { staged.reshape() };\n"
                                 "    reshaped.to_hbm(&mut ctx.tdma)\n"
                                 "}\n";
        const auto program = load(text);
        test::expectOutput(program, "input", "output", [&](const auto& at, const Values& in) {
            const u64 e = at.at("E"), f = at.at("F");
            const auto [a, b] = stagedFrom(at.at("C"), at.at("D"), e / 16, e % 16, f / 32, f / 16 % 2, f % 16);
            return in.at({{"A", a}, {"B", b}}, program.axes);
        });
    }

    // cluster_chip_shuffle_slice.rs chip_shuffle: chip t of the result holds chip [1, 2, 3, 0][t]
    // of the staged tensor, and the chip is A's second digit of four.
    void chipShuffleMovesADigitOfA() {
        const std::string text = kSpreadHead +
                                 "#[device(chip = 4)]\n"
                                 "pub fn k(ctx: &mut Context, input: &HbmTensor<i32, Chips, m![A / 16, A % 4, B]>)\n"
                                 "    -> HbmTensor<i32, Chips, m![A / 16, A % 4, B]> {\n" +
                                 kSpreadStaging +
                                 "    let shuffled: Staged = staged.view().dm_chip_shuffle::<4>(&mut ctx.tdma, &[1, 2, 3, 0]);\n"
                                 "    shuffled.to_hbm(&mut ctx.tdma)\n"
                                 "}\n";
        const auto program = load(text);
        const std::array<u64, 4> source{1, 2, 3, 0};
        test::expectOutput(program, "input", "output", [&](const auto& at, const Values& in) {
            const u64 a = at.at("A");
            return in.at(with(at, "A", a - (a / 4 % 4) * 4 + source[a / 4 % 4] * 4), program.axes);
        });
    }

    // broadcast.rs test_view_broadcast: HBM to HBM onto a new axis B, each value repeated over it.
    void hbmTransferBroadcastsOverANewAxis() {
        const std::string text = kPrelude +
                                 "axes![A = 512, B = 4];\n"
                                 "#[device(chip = 1)]\n"
                                 "pub fn k(ctx: &mut Context, input: &HbmTensor<i32, m![1], m![A]>) -> HbmTensor<i32, m![1], m![A, B]> {\n"
                                 "    input.to_hbm::<{ Dma::Tensor }, m![A, B]>(&mut ctx.tdma)\n"
                                 "}\n";
        const auto program = load(text);
        test::expectOutput(program, "input", "output", [&](const auto& at, const Values& in) {
            return in.at({{"A", at.at("A")}}, program.axes);
        });
    }

    // runtime_if.rs runtime_if_two_outputs: an `if` on the loop's index picks which output a helper
    // writes, plus one in the first and plus two in the second.
    void anIfOnTheLoopIndexPicksTheOutput() {
        const std::string text =
            kPrelude +
            "axes![W = 1024];\ntype Chip = m![1];\ntype Cluster = m![1];\n"
            "type Row = DmTensor<i32, Chip, Cluster, m![W / 4], m![W % 4]>;\n"
            "fn add_into(ctx: &mut Context, from: &Row, c: i32, to: DmTensorViewMut<'_, i32, Chip, Cluster, m![W / 4], m![W % 4]>) {\n"
            "    ctx.main\n"
            "        .begin(from.view())\n"
            "        .fetch::<m![1], m![W % 4]>()\n"
            "        .fetch_cast::<i32>()\n"
            "        .collect::<m![1], m![W % 4 # 8]>()\n"
            "        .vector_init()\n"
            "        .vector_intra_slice_tag(TagMode::Zero)\n"
            "        .vector_fxp(FxpBinaryOp::AddFxp, c)\n"
            "        .vector_final()\n"
            "        .commit_trim::<m![W % 4]>()\n"
            "        .commit_view(to);\n"
            "}\n"
            "#[device(chip = 1, pe = 4)]\n"
            "pub fn k(ctx: &mut Context, input: &HbmTensor<i32, Chip, m![W]>) -> (HbmTensor<i32, Chip, m![W]>, HbmTensor<i32, Chip, m![W]>) {\n"
            "    let staged: Row = input.to_dm(&mut ctx.tdma);\n"
            "    let mut first: Row = DmTensor::new();\n"
            "    let mut second: Row = DmTensor::new();\n"
            "    for i in 0..2 {\n"
            "        if i == 0 {\n"
            "            add_into(ctx, &staged, 1, first.view_mut());\n"
            "        } else {\n"
            "            add_into(ctx, &staged, 2, second.view_mut());\n"
            "        }\n"
            "    }\n"
            "    (first.to_hbm(&mut ctx.tdma), second.to_hbm(&mut ctx.tdma))\n"
            "}\n";
        const auto program = load(text);
        const auto plus = [&](double c) {
            return [&program, c](const auto& at, const test::Inputs& in) { return in.at("input").at(at, program.axes) + c; };
        };
        test::expectOutputs(program, {"input"}, {{"output", plus(1)}, {"output#2", plus(2)}});
    }

    // runtime_if_scalar.rs runtime_if_scalar_index: a tile offset chosen by an `if` on the loop's
    // index; both B-halves copied, so the output is the input.
    void anIfChoosesTheTileOffset() {
        const std::string text =
            kPrelude +
            "axes![A = 512, B = 32];\ntype Chip = m![1];\n"
            "#[device(chip = 1)]\n"
            "pub fn k(ctx: &mut Context, input_hbm: &HbmTensor<i8, Chip, m![A, B]>) -> HbmTensor<i8, Chip, m![A, B]> {\n"
            "    let src = input_hbm.to_dm::<m![A / 256], m![A % 256], m![B]>(&mut ctx.tdma);\n"
            "    let mut copy = DmTensor::<i8, Chip, m![A / 256], m![A % 256], m![B]>::new();\n"
            "    for i in 0..2 {\n"
            "        let at: usize = if i == 0 { 0 } else { 16 };\n"
            "        src.view().tile::<m![B], 16, m![B = 16 # 32]>(at)\n"
            "            .to_dm_view(&mut ctx.tdma, copy.view_mut().tile::<m![B], 16, m![B = 16 #{!} 32]>(at));\n"
            "    }\n"
            "    copy.to_hbm(&mut ctx.tdma)\n"
            "}\n";
        const auto program = load(text);
        test::expectOutput(program, "input_hbm", "output", [&](const auto& at, const Values& in) { return in.at(at, program.axes); });
    }

    // pe_count.rs: plus one on each of the toolchain's device shapes, 1 to 8 PEs and 2 or 4 chips.
    void plusOneOnEveryDeviceShape_data() {
        QTest::addColumn<int>("chips");
        QTest::addColumn<int>("pes");
        QTest::newRow("one_pe") << 1 << 1;
        QTest::newRow("two_pe") << 1 << 2;
        QTest::newRow("four_pe") << 1 << 4;
        QTest::newRow("eight_pe") << 1 << 8;
        QTest::newRow("two_chip") << 2 << 8;
        QTest::newRow("four_chip") << 4 << 8;
    }
    void plusOneOnEveryDeviceShape() {
        QFETCH(int, chips);
        QFETCH(int, pes);
        // 64 slices a PE, four i32 a slice.
        const u64 size = u64(chips) * u64(pes) * 64 * 4;
        PeConfig c{chips, pes, size, "m![1]", "m![P]", "m![1]", "m![1]", "m![P / 4]"};
        if (pes == 8) c.dmCluster = "m![P / 1024 % 2]", c.dmSlice = "m![P / 4 % 256]";
        if (chips > 1) c.hbmChip = c.dmChip = "m![P / 2048]", c.hbmElement = "m![P % 2048]";
        const auto program = load(addOneKernel(c));
        QCOMPARE(program.pes, u64(pes));
        test::expectOutput(program, "input", "output", [&](const auto& at, const Values& in) { return in.at(at, program.axes) + 1; });
    }

    // fetch_commit.rs fetch_commit_simple: i8 fetched as i32 and committed unchanged, written back
    // transposed.
    void fetchCastCommitsTheWidenedValues() {
        const std::string text =
            kPrelude +
            "axes![A = 4096, B = 8];\n"
            "type Chip = m![1];\n"
            "type Cluster = m![1 # 2];\n"
            "#[device(chip = 1)]\n"
            "pub fn k(ctx: &mut Context, input: &HbmTensor<i8, m![1], m![A, B]>) -> HbmTensor<i32, m![1], m![B, A]> {\n"
            "    let staged = input.to_dm::<Cluster, m![A / 16], m![A / 8 % 2, A % 8, B]>(&mut ctx.tdma);\n"
            "    let widened: DmTensor<i32, Chip, Cluster, m![A / 16], m![A / 8 % 2, A % 8, B]> = ctx\n"
            "        .main\n"
            "        .begin(staged.view())\n"
            "        .fetch::<m![A / 8 % 2], m![A % 8, B]>()\n"
            "        .fetch_cast::<i32>()\n"
            "        .collect::<m![A / 8 % 2, A % 8], m![B]>()\n"
            "        .commit_trim::<m![B]>()\n"
            "        .commit();\n"
            "    widened.to_hbm(&mut ctx.tdma)\n"
            "}\n";
        const auto program = load(text);
        test::expectOutput(program, "input", "output", [&](const auto& at, const Values& in) { return in.at(at, program.axes); });
    }

    // host_tile_view.rs tile_move: one row of a table moved onto another row of an output that
    // holds other values, several times; the rows no move names keep them. Their tests tile on
    // the host and launch once per move; here the kernel tiles both ends itself.
    void tileMovesRowsAndKeepsTheRest() {
        const std::string text =
            kPrelude +
            "axes![C = 64, H = 64];\n"
            "type Chip = m![1];\n"
            "type Row = m![1 # 64, H];\n"
            "type RowMut = m![1 #{!} 64, H];\n"
            "#[device(chip = 1)]\n"
            "pub fn k(ctx: &mut Context, table: &HbmTensor<bf16, Chip, m![C, H]>, out: &mut HbmTensor<bf16, Chip, m![C, H]>) {\n"
            "    table.view().tile::<m![C], 1, Row>(0).to_hbm_view(&mut ctx.tdma, out.view_mut().tile::<m![C], 1, RowMut>(63));\n"
            "    table.view().tile::<m![C], 1, Row>(32).to_hbm_view(&mut ctx.tdma, out.view_mut().tile::<m![C], 1, RowMut>(32));\n"
            "    table.view().tile::<m![C], 1, Row>(63).to_hbm_view(&mut ctx.tdma, out.view_mut().tile::<m![C], 1, RowMut>(0));\n"
            "    table.view().tile::<m![C], 1, Row>(3).to_hbm_view(&mut ctx.tdma, out.view_mut().tile::<m![C], 1, RowMut>(5));\n"
            "}\n";
        const auto program = load(text);
        const std::map<u64, u64> moved{{63, 0}, {32, 32}, {0, 63}, {5, 3}};  // destination row: source row
        test::expectOutputs(program, {"table", "out"}, {{"out", [&](const auto& at, const test::Inputs& in) {
                                                             const auto it = moved.find(at.at("C"));
                                                             if (it == moved.end()) return in.at("out").at(at, program.axes);
                                                             return in.at("table").at(with(at, "C", it->second), program.axes);
                                                         }}});
    }
    // vector_engine/normal.rs: one input through a chain, each element against its closed form.
    void elementwiseChains_data() {
        QTest::addColumn<int>("index");
        for (std::size_t i = 0; i < unaryCases().size(); ++i) QTest::newRow(unaryCases()[i].name) << int(i);
    }
    void elementwiseChains() {
        QFETCH(int, index);
        const UnaryCase& c = unaryCases()[std::size_t(index)];
        const auto program = load(elementwiseKernel(c.dtype, c.chain));
        test::expectOutput(program, "input", "output",
                           [&](const auto& at, const Values& in) { return c.expected(in.at(at, program.axes)); });
    }
    // vector_engine/zip.rs: two inputs, one in each group, zipped; each element against its closed form.
    void pairChains_data() {
        QTest::addColumn<int>("index");
        for (std::size_t i = 0; i < pairCases().size(); ++i) QTest::newRow(pairCases()[i].name) << int(i);
    }
    void pairChains() {
        QFETCH(int, index);
        const PairCase& c = pairCases()[std::size_t(index)];
        const auto program = load(pairKernel(c.in, c.out, c.chain));
        test::expectOutputs(program, {"lhs", "rhs"}, {{"output", [&](const auto& at, const test::Inputs& in) {
                                                           return c.expected(in.at("lhs").at(at, program.axes),
                                                                             in.at("rhs").at(at, program.axes));
                                                       }}});
    }

    // vector_engine/reduce.rs: R reduced inside each slice, in i32 (saturating) and f32.
    void intraSliceReduces() {
        expectReduced(load(intraReduceKernel("i32", "IntraSliceReduceOpI32::AddSat")), "R", 4, 0, satAdd);
        expectReduced(load(intraReduceKernel("i32", "IntraSliceReduceOpI32::Max")), "R", 4, INT32_MIN, maxOf);
        expectReduced(load(intraReduceKernel("i32", "IntraSliceReduceOpI32::Min")), "R", 4, INT32_MAX, minOf);
        expectReduced(load(intraReduceKernel("f32", "IntraSliceReduceOpF32::Add")), "R", 4, 0, f32Add, kSumTolerance);
        expectReduced(load(intraReduceKernel("f32", "IntraSliceReduceOpF32::Max")), "R", 4, -INFINITY, maxOf);
        expectReduced(load(intraReduceKernel("f32", "IntraSliceReduceOpF32::Min")), "R", 4, INFINITY, minOf);
    }

    // reduce.rs ve_intra_slice_reduce_split_time_packet: 16 values, split over time and packet, summed.
    void intraSliceReduceOverTimeAndPacket() {
        const std::string text = kPrelude +
                                 "axes![A = 512, R16 = 16];\ntype Chip = m![1];\ntype Cluster = m![1 # 2];\n#[device(chip = 1)]\n"
                                 "pub fn k(ctx: &mut Context, input: &HbmTensor<i32, Chip, m![R16, A]>) -> HbmTensor<i32, Chip, m![A]> {\n"
                                 "    let turned: HbmTensor<i32, Chip, m![A, R16]> = input.to_hbm(&mut ctx.tdma);\n"
                                 "    let staged = turned.to_dm::<Cluster, m![A / 2], m![A % 2, R16]>(&mut ctx.tdma);\n"
                                 "    let result: DmTensor<i32, Chip, Cluster, m![A / 2], m![A % 2, 1 # 8]> = ctx\n"
                                 "        .main\n"
                                 "        .begin(staged.view())\n"
                                 "        .fetch::<m![A % 2, R16 / 8], m![R16 % 8]>()\n"
                                 "        .fetch_cast::<i32>()\n"
                                 "        .collect::<m![A % 2, R16 / 8], m![R16 % 8]>()\n"
                                 "        .vector_init()\n"
                                 "        .vector_intra_slice_tag(TagMode::Zero)\n"
                                 "        .vector_narrow_split::<m![A % 2, R16 / 4], m![R16 % 4]>()\n"
                                 "        .vector_intra_slice_reduce::<R16, m![A % 2], m![1 # 4]>(IntraSliceReduceOpI32::AddSat)\n"
                                 "        .vector_widen_pad::<m![1 # 8]>()\n"
                                 "        .vector_final()\n"
                                 "        .commit_trim::<m![1 # 8]>()\n"
                                 "        .commit();\n"
                                 "    result.to_hbm(&mut ctx.tdma)\n"
                                 "}\n";
        expectReduced(load(text), "R16", 16, 0, satAdd);
    }

    // vector_engine/reduce.rs: R reduced across four neighbouring slices, then (vru_then_vau) plus 100.
    void interSliceReduces() {
        expectReduced(load(interReduceKernel("i32", "InterSliceReduceOpI32::AddSat")), "R", 4, 0, satAdd);
        expectReduced(load(interReduceKernel("i32", "InterSliceReduceOpI32::Max")), "R", 4, INT32_MIN, maxOf);
        expectReduced(load(interReduceKernel("f32", "InterSliceReduceOpF32::Add")), "R", 4, 0, f32Add, kSumTolerance);
        const auto plus =
            load(interReduceKernel("i32", "InterSliceReduceOpI32::AddSat",
                                   "        .vector_intra_slice_tag(TagMode::Zero)\n        .vector_fxp(FxpBinaryOp::AddFxp, 100)\n"));
        test::expectOutput(plus, "input", "output", [&](const auto& at, const Values& in) {
            double acc = 0;
            for (u64 r = 0; r < 4; ++r) acc = satAdd(acc, in.at(with(at, "R", r), plus.axes));
            return wrap32(acc + 100);
        });
    }
    // normal.rs ve_elementwise_vrf and ve_elementwise_multi_vrf: a row of B from the VRF added to
    // (and multiplying) every row of the input.
    void vrfOperandsBroadcastOverRows() {
        const auto one = load(vrfKernel(false, "        .vector_fxp(FxpBinaryOp::AddFxp, &vrf1)\n"));
        test::expectOutputs(one, {"input", "vrf_data1"}, {{"output", [&](const auto& at, const test::Inputs& in) {
                                                               const double v = in.at("vrf_data1").at({{"B", at.at("B")}}, one.axes);
                                                               return wrap32(in.at("input").at(at, one.axes) + v);
                                                           }}});
        const auto two = load(vrfKernel(true,
                                        "        .vector_fxp(FxpBinaryOp::AddFxp, &vrf1)\n        .vector_fxp(FxpBinaryOp::MulInt, &vrf2)\n"
                                        "        .vector_clip(ClipBinaryOpI32::AddFxp, &vrf1)\n"));
        test::expectOutputs(two, {"input", "vrf_data1", "vrf_data2"},
                            {{"output", [&](const auto& at, const test::Inputs& in) {
                                  const double v1 = in.at("vrf_data1").at({{"B", at.at("B")}}, two.axes);
                                  const double v2 = in.at("vrf_data2").at({{"B", at.at("B")}}, two.axes);
                                  return wrap32(wrap32(wrap32(in.at("input").at(at, two.axes) + v1) * v2) + v1);
                              }}});
    }

    // binary_add.rs binary_add_2048: two i8 tensors interleaved, widened and added in a helper
    // that commits into a view of the caller's tensor.
    void binaryAddOfTwoI8Tensors() {
        const std::string text =
            kPrelude +
            "axes![A = 2048, I = 2];\ntype Chip = m![1];\ntype Cluster = m![1 # 2];\n"
            "fn add_into(ctx: &mut Context, lhs: HbmTensorView<'_, i8, Chip, m![A]>, rhs: HbmTensorView<'_, i8, Chip, m![A]>,\n"
            "            out: DmTensorViewMut<'_, i32, Chip, Cluster, m![A / 8], m![A % 8]>) {\n"
            "    let lhs = lhs.to_dm::<Cluster, m![A / 8], m![A % 8]>(&mut ctx.tdma);\n"
            "    let rhs = rhs.to_dm::<Cluster, m![A / 8], m![A % 8]>(&mut ctx.tdma);\n"
            "    ctx.main\n"
            "        .begin_interleaved::<I, _, _, _, _, _>(lhs.view(), rhs.view())\n"
            "        .fetch::<m![I], m![A % 8]>()\n"
            "        .fetch_cast::<i32>()\n"
            "        .collect::<m![I], m![A % 8]>()\n"
            "        .vector_init()\n"
            "        .vector_intra_slice_unzip::<I, m![1 # 2], m![1]>()\n"
            "        .vector_clip_zip(ClipBinaryOpI32::AddFxp)\n"
            "        .vector_final()\n"
            "        .commit_trim::<m![A % 8]>()\n"
            "        .commit_view(out)\n"
            "}\n"
            "#[device(chip = 1)]\n"
            "pub fn k(ctx: &mut Context, lhs: &HbmTensor<i8, m![1], m![A]>, rhs: &HbmTensor<i8, m![1], m![A]>) -> HbmTensor<i32, m![1], m![A]> {\n"
            "    let mut sum = DmTensor::<i32, Chip, Cluster, m![A / 8], m![A % 8]>::new();\n"
            "    add_into(ctx, lhs.view(), rhs.view(), sum.view_mut());\n"
            "    sum.to_hbm(&mut ctx.tdma)\n"
            "}\n";
        const auto program = load(text);
        test::expectOutputs(program, {"lhs", "rhs"}, {{"output", [&](const auto& at, const test::Inputs& in) {
                                                           return in.at("lhs").at(at, program.axes) + in.at("rhs").at(at, program.axes);
                                                       }}});
    }
    // negative/vector_engine.rs ve_elementwise_fxp_chain (normal.rs's test_ve_elementwise_fxp_chain):
    // AddFxp and SubFxp share the FxpAdd ALU, so one pass cannot hold both; the kernel is refused.
    void aChainUsingAnAluTwiceIsRefused() {
        const std::string text =
            elementwiseKernel("i32",
                              "        .vector_fxp(FxpBinaryOp::AddFxp, 10)\n        .vector_fxp(FxpBinaryOp::MulInt, 2)\n"
                              "        .vector_fxp(FxpBinaryOp::SubFxp, 5)\n");
        auto program = kernel::parseKernel({"answers.rs", text}, {.entry = "k"});
        const diag::Diagnostic d = program ? sim::runKernel(*program).error() : program.error();
        QCOMPARE(diag::spelling(d.kind), diag::spelling(diag::Kind::alu_in_use));
        QVERIFY(d.offset);
        QCOMPARE(*d.offset, text.find("vector_fxp(FxpBinaryOp::SubFxp"));
    }
};

QTEST_APPLESS_MAIN(TestToolchainAnswers)
#include "tst_toolchain_answers.moc"
