#pragma once
// The manual's kernels as hand-built Programs ("Examples": Constant Addition,
// Elementwise Multiplication, Dot Product, GEMV, GEMM; "Fetch and Commit
// Engine": Examples 1-4), shared by the simulator's tests and its benchmark.
#include <fmt/format.h>

#include "program_builder.h"

namespace tcpwb::test {

using kernel::Memory;
using kernel::SinkKind;
using kernel::StepKind;
using Ctx = kernel::StreamPass::Context;
using Engine = kernel::Transfer::Engine;
using tensor::DType;

// Host -> HBM -> DM (one tensor of `dtype`), the manual's host half.
inline std::size_t hostToDm(ProgramBuilder& b, const std::string& name, DType dtype, const std::string& hostElement, u64 hbmAddress,
                            std::initializer_list<std::string> dm, u64 dmAddress, u64 seed = 42) {
    const auto host = b.host(name, dtype, hostElement, seed);
    const auto hbm = b.tensor(name + "_hbm", Memory::Hbm, dtype, {"m![1]", hostElement}, hbmAddress);
    b.transfer(Engine::Pdma, host, hbm, fmt::format("to_hbm({})", name));
    const auto dmT = b.tensor(name + "_dm", Memory::Dm, dtype, dm, dmAddress);
    b.transfer(Engine::Tdma, hbm, dmT, fmt::format("to_dm({})", name));
    return dmT;
}

// DM -> HBM -> host, recorded as the program's output.
inline void dmToHost(ProgramBuilder& b, std::size_t dm, DType dtype, const std::string& hbmElement, u64 hbmAddress,
                     const std::string& hostElement) {
    const auto hbm = b.tensor("out_hbm", Memory::Hbm, dtype, {"m![1]", hbmElement}, hbmAddress);
    b.transfer(Engine::Tdma, dm, hbm, "to_hbm(result)");
    const auto host = b.tensor("out", Memory::Host, dtype, {hostElement});
    b.transfer(Engine::Pdma, hbm, host, "to_host(out)");
    b.output(host);
}

inline kernel::Program constantAddition() {
    ProgramBuilder b("A = 2048");
    const auto dm = hostToDm(b, "input", DType::I32, "m![A]", 0, {"m![1]", "m![1 # 2]", "m![A / 8 # 256]", "m![A % 8]"}, 0);
    const auto result = b.tensor("result", Memory::Dm, DType::I32, {"m![1]", "m![1 # 2]", "m![A / 8 # 256]", "m![A % 8]"}, 1 << 12);
    b.pass(Ctx::Main, dm)
        .fetch(DType::I32, "m![1]", "m![A % 8]")
        .collect("m![1]", "m![A % 8]")
        .vector("vector_init().vector_intra_slice_branch(BranchMode::Unconditional).vector_fxp(FxpBinaryOp::AddFxp, 1).vector_final()")
        .sink(SinkKind::Commit, result, "main pass -> result");
    dmToHost(b, result, DType::I32, "m![A]", 1 << 28, "m![A]");
    return b.program();
}

inline kernel::Program elementwiseMultiplication() {
    ProgramBuilder b("A = 2048");
    const std::initializer_list<std::string> dm{"m![1]", "m![1 # 2]", "m![A / 8 # 256]", "m![A % 8]"};
    const auto lhs = hostToDm(b, "lhs", DType::I32, "m![A]", 0, dm, 0);
    const auto rhs = hostToDm(b, "rhs", DType::I32, "m![A]", 1 << 28, dm, 1 << 12);
    const auto vrf = b.tensor("rhs_vrf", Memory::Vrf, DType::I32, dm, 0);
    b.pass(Ctx::Sub, rhs)
        .fetch(DType::I32, "m![1]", "m![A % 8]")
        .collect("m![A % 8 / 8]", "m![A % 8 % 8]")
        .sink(SinkKind::ToVrf, vrf, "sub pass -> rhs_vrf");
    const auto result = b.tensor("result", Memory::Dm, DType::I32, dm, 1 << 13);
    b.pass(Ctx::Main, lhs)
        .fetch(DType::I32, "m![1]", "m![A % 8]")
        .collect("m![1]", "m![A % 8]")
        .vector(
            "vector_init().vector_intra_slice_branch(BranchMode::Unconditional).vector_fxp(FxpBinaryOp::MulInt, &rhs_vrf).vector_final()",
            {vrf})
        .sink(SinkKind::Commit, result, "main pass -> result");
    dmToHost(b, result, DType::I32, "m![A]", 1 << 29, "m![A]");
    return b.program();
}

inline kernel::Program dotProduct() {
    ProgramBuilder b("A = 2048");
    const std::initializer_list<std::string> dm{"m![1]", "m![1 # 2]", "m![1 # 256]", "m![A]"};
    const auto lhs = hostToDm(b, "lhs", DType::BF16, "m![A]", 0, dm, 0);
    const auto rhs = hostToDm(b, "rhs", DType::BF16, "m![A]", 1 << 28, dm, 1 << 12);
    const auto trf = b.tensor("rhs_trf", Memory::Trf, DType::BF16, {"m![1]", "m![1 # 2]", "m![1 # 256]", "m![1]", "m![A]"}, 0);
    b.program().tensors[trf].trfFull = true;
    b.pass(Ctx::Sub, rhs)
        .fetch(DType::BF16, "m![1]", "m![A]")
        .collect("m![A / 16]", "m![A % 16]")
        .sink(SinkKind::ToTrf, trf, "sub pass -> rhs_trf");
    const auto result = b.tensor("result", Memory::Dm, DType::BF16, {"m![1]", "m![1 # 2]", "m![1 # 256]", "m![1 # 8]"}, 1 << 13);
    b.pass(Ctx::Main, lhs)
        .fetch(DType::BF16, "m![1]", "m![A]")
        .collect("m![A / 16]", "m![A % 16]")
        .align(trf, "m![A / 32]", "m![A % 32]")
        .contract("m![1]")
        .accumulate("m![1]", "m![1 # 8]")
        .cast(DType::BF16, "m![1 # 16]")
        .sink(SinkKind::Commit, result, "main pass -> result");
    dmToHost(b, result, DType::BF16, "m![1]", 2u << 28, "m![1]");
    return b.program();
}

inline kernel::Program gemv() {
    ProgramBuilder b("I = 256, J = 2048");
    const auto matrix = hostToDm(b, "matrix", DType::BF16, "m![I, J]", 0, {"m![1]", "m![1 # 2]", "m![I]", "m![J]"}, 0);
    const auto vec = hostToDm(b, "vector", DType::BF16, "m![J]", 1 << 28, {"m![1]", "m![1 # 2]", "m![I]", "m![J]"}, 1 << 12);
    const auto trf = b.tensor("vector_trf", Memory::Trf, DType::BF16, {"m![1]", "m![1 # 2]", "m![I]", "m![1]", "m![J]"}, 0);
    b.program().tensors[trf].trfFull = true;
    b.pass(Ctx::Sub, vec)
        .fetch(DType::BF16, "m![1]", "m![J]")
        .collect("m![J / 16]", "m![J % 16]")
        .sink(SinkKind::ToTrf, trf, "sub pass -> vector_trf");
    const auto result = b.tensor("result", Memory::Dm, DType::BF16, {"m![1]", "m![1 # 2]", "m![I]", "m![1 # 8]"}, 0);
    b.pass(Ctx::Main, matrix)
        .fetch(DType::BF16, "m![J / 32]", "m![J % 32]")
        .collect("m![J / 16]", "m![J % 16]")  // the manual writes <Time, Packet>: a 64-byte packet is two flits
        .align(trf, "m![J / 32]", "m![J % 32]")
        .contract("m![1]")
        .accumulate("m![1]", "m![1 # 8]")
        .cast(DType::BF16, "m![1 # 16]")
        .sink(SinkKind::Commit, result, "main pass -> result");
    dmToHost(b, result, DType::BF16, "m![I]", 2u << 28, "m![I]");
    return b.program();
}

// The manual's GEMM with I = J = 16 * slices-per-side... generalised: I and J
// multiples of 32 with (I / 32) * (J / 32) = 256 slices, K a multiple of 32.
// B sits at DM 1 << 18, not 1 << 12 as the manual writes, where it would
// overlap A (A % 32 x K bf16 is 128 KiB per slice at K = 2048).
inline kernel::Program gemm(u64 i, u64 j, u64 k) {
    ProgramBuilder b(fmt::format("I = {}, J = {}, K = {}", i, j, k));
    const std::string slice = "m![I / 32, J / 32]";
    const auto a = hostToDm(b, "a", DType::BF16, "m![I, K]", 0, {"m![1]", "m![1 # 2]", slice, "m![I % 32, K]"}, 0);
    const auto bm = hostToDm(b, "b", DType::BF16, "m![K, J]", 1 << 28, {"m![1]", "m![1 # 2]", slice, "m![J % 32, K]"}, 1 << 18, 43);
    const auto trf = b.tensor("b_trf", Memory::Trf, DType::BF16, {"m![1]", "m![1 # 2]", slice, "m![J % 8]", "m![J / 8 % 4, K]"}, 0);
    b.program().tensors[trf].trfFull = true;
    b.pass(Ctx::Sub, bm)
        .fetch(DType::BF16, "m![J % 8, J / 8 % 4]", "m![K]")
        .collect("m![J % 8, J / 8 % 4, K / 16]", "m![K % 16]")
        .sink(SinkKind::ToTrf, trf, "sub pass -> b_trf");
    const auto result = b.tensor("result", Memory::Dm, DType::BF16, {"m![1]", "m![1 # 2]", slice, "m![I % 32, J % 32]"}, 0);
    b.pass(Ctx::Main, a)
        .fetch(DType::BF16, "m![I % 32, J / 8 % 4]", "m![K]")
        .collect("m![I % 32, J / 8 % 4, K / 16]", "m![K % 16]")
        .align(trf, "m![I % 32, J / 8 % 4, K / 32]", "m![K % 32]")
        .contract("m![1]")
        .accumulate("m![I % 32, J / 8 % 4]", "m![J % 8]")
        .cast(DType::BF16, "m![J % 8 # 16]")
        .sink(SinkKind::Commit, result, "main pass -> result");
    dmToHost(b, result, DType::BF16, "m![I, J]", 2u << 28, "m![I, J]");
    return b.program();
}

// "Fetch and Commit Engine" fragments: a preloaded input, one main pass.
inline kernel::Program fragment(const std::string& axes, const std::string& inElement, const std::string& outElement,
                                const std::string& fetchTime, const std::string& fetchPacket, const std::string& collectTime,
                                const std::string& collectPacket, u64 outAddress) {
    ProgramBuilder b(axes);
    b.program().fragment = true;
    // The manual writes m![1] for Cluster and Slice; the hardware's sizes are 2 and 256 ("Size Constraint").
    const auto input = b.preloaded("input", DType::F8E4M3, {"m![1]", "m![1 # 2]", "m![1 # 256]", inElement}, 0);
    const auto output = b.tensor("output", Memory::Dm, DType::F8E4M3, {"m![1]", "m![1 # 2]", "m![1 # 256]", outElement}, outAddress);
    b.pass(Ctx::Main, input)
        .fetch(DType::F8E4M3, fetchTime, fetchPacket)
        .collect(collectTime, collectPacket)
        .sink(SinkKind::Commit, output, "main pass -> output");
    b.output(output);
    return b.program();
}

inline kernel::Program axisPermutation() {
    // The manual writes `C # 6` but means 8 bytes: its configuration [A=3:8, B=5:24, C=8:1] is `C # 8`.
    return fragment("A = 3, B = 5, C = 2", "m![A, B, C]", "m![B, A, C # 8]", "m![A, B]", "m![C # 8]", "m![A, B]", "m![C # 32]", 1024);
}
inline kernel::Program fullFlitCommit() {
    return fragment("A = 3, B = 5, C = 2", "m![A, B, C]", "m![A, [B, C] # 32]", "m![A]", "m![[B, C] # 32]", "m![A]", "m![[B, C] # 32]",
                    1024);
}
inline kernel::Program tailPadding() {
    // The manual's `B * (A # 96) / 32` and `A % 32` written as the mapping language spells them.
    return fragment("A = 65, B = 2", "m![B, A # 96]", "m![B, A # 96]", "m![B, A # 96 / 32]", "m![A # 96 % 32]", "m![B, A # 96 / 32]",
                    "m![A # 96 % 32]", 1024);
}
inline kernel::Program segmentation(bool second) {
    return fragment("A = 2048, B = 32", "m![A, B]", second ? "m![A @ 1024, B]" : "m![A % 1024, B]",
                    second ? "m![A @ 1024]" : "m![A % 1024]", "m![B]", second ? "m![A @ 1024]" : "m![A % 1024]", "m![B]",
                    second ? 256 * 1024 + 32 * 1024 : 256 * 1024);
}

inline  // A = 64 over slices 0-7. Q writes the first q slices' DM, P the first p
    // slices' VRF. The pass over A: a slice at or past q fails at fetch (the
    // pass's first stage), one at or past p (but before q) at its chain.
    kernel::Program
    slicesFailingFrom(u64 q, u64 p) {
    ProgramBuilder b(fmt::format("A = 64, P = {}, Q = {}", 8 * p, 8 * q));
    hostToDm(b, "q", DType::I32, "m![Q]", 0, {"m![1]", "m![1 # 2]", "m![Q / 8 # 256]", "m![Q % 8]"}, 0);
    const auto pd = hostToDm(b, "p", DType::I32, "m![P]", 1 << 28, {"m![1]", "m![1 # 2]", "m![P / 8 # 256]", "m![P % 8]"}, 1 << 12);
    const auto vrf = b.tensor("p_vrf", Memory::Vrf, DType::I32, {"m![1]", "m![1 # 2]", "m![P / 8 # 256]", "m![P % 8]"}, 0);
    b.pass(Ctx::Sub, pd)
        .fetch(DType::I32, "m![1]", "m![P % 8]")
        .collect("m![P % 8 / 8]", "m![P % 8 % 8]")
        .sink(SinkKind::ToVrf, vrf, "sub pass -> p_vrf");
    const std::initializer_list<std::string> dm{"m![1]", "m![1 # 2]", "m![A / 8 # 256]", "m![A % 8]"};
    const auto lhs = b.tensor("lhs", Memory::Dm, DType::I32, dm, 0);
    const auto result = b.tensor("result", Memory::Dm, DType::I32, dm, 1 << 13);
    b.pass(Ctx::Main, lhs)
        .fetch(DType::I32, "m![1]", "m![A % 8]")
        .collect("m![1]", "m![A % 8]")
        .vector("vector_init().vector_intra_slice_branch(BranchMode::Unconditional).vector_fxp(FxpBinaryOp::MulInt, &p_vrf).vector_final()",
                {vrf})
        .sink(SinkKind::Commit, result, "main pass -> result");
    dmToHost(b, result, DType::I32, "m![A]", 1 << 29, "m![A]");
    return b.program();
}

}  // namespace tcpwb::test
