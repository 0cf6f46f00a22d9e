// Manual, "Examples" (from line 473): the GEMM at its own size, I = J = 512, K = 2048, bf16, with K split in two
// tiles of 1024 that run one after the other in one cluster, as the "Tiling" chapter (line 7090) describes: load a
// tile, compute, accumulate the partial results in f32, cast once. What differs from gemm.rs (the verbatim copy) and why:
// - K = 2048 is written as two axes, KT = 2 tiles of K = 1024: the contraction index is KT x 1024 + K, so HBM
//   `m![I, KT, K]` and `m![KT, K, J]` are byte for byte the manual's `m![I, K]` and `m![K, J]`.
// - The manual's `b_trf` holds `m![J / 8 % 4, K]` bf16 per TRF Row, 16 KiB at K = 2048, but a Row holds 8 KiB
//   (64 KiB per slice over 8 Rows): gemm.rs fails with capacity_exceeded. Here B goes to the TRF one tile at a time
//   (4 x 1024 x 2 = 8 KiB per Row), the second tile replacing the first.
// - A's tiles go to DM one by one, as the chapter's step "fetch each tile from HBM to DM" (`m![I % 32, KT = 1, K]`
//   and `m![I % 32, KT @ 1, K]`, 64 KiB per slice each), tile 1 after B so that its transfer overlaps tile 0's
//   passes. B goes to DM whole (both tiles), as in gemm-k1024.rs.
// - A tile is chosen in Time: `KT = 1` (tile 0) or `KT @ 1` (tile 1) as the outermost factor of every fetch,
//   collect, align and accumulate Time of that tile's passes. Tile 1's TRF tensor names its tile in its Element
//   (`m![KT @ 1, J / 8 % 4, K]`): to_trf stores exactly the elements the stream holds (tile 0's `KT = 1` is
//   coordinate 0, which `m![J / 8 % 4, K]` already names).
// - Tile 0's product stays in f32 (no cast) and goes to DM, then to the VRF (4 KiB per slice of its 8 KiB); tile 1's
//   contraction adds it with `vector_fp_binary(FpBinaryOp::AddF, &partial_vrf)` (f32 runs in Way4: vector_split and
//   vector_concat around it), and the Cast Engine rounds the sum to bf16 once, at the end.
// - DM addresses: A's tiles at 0 and 1 << 16, `b` at 1 << 18 (the manual's 1 << 12 would overlap A), the
//   partial at 3 << 17, the result at 0 (as the manual, over A's tile 0, which no pass reads any more).
// Against gemm-k2048-tiled.rs (one tile per cluster, the partials added through HBM): the same MACs on one cluster
// (the other idle) in 0.69x its cycles, because no partial goes through HBM (docs/simulation.md, "Tiled GEMM").
#![allow(unused)]
fn main() {
#![feature(register_tool)]
#![register_tool(tcp)]
extern crate furiosa_visa_std;
use furiosa_visa_std::prelude::*;
// K = 2048 as KT x K: two tiles of 1024
axes![I = 512, J = 512, KT = 2, K = 1024];
type Chip = m![1];
type Cluster = m![1 # 2];
// Distribute output dimensions `I` and `J` across slices
type Slice = m![I / 32, J / 32]; // Each slice handles a 32 × 32 output tile
type Row = m![J % 8];
#[device(chip = 1)]
fn kernel(
ctx: &mut Context,
a: &HbmTensor<bf16, Chip, m![I, KT, K]>,
b: &HbmTensor<bf16, Chip, m![KT, K, J]>,
) -> HbmTensor<bf16, Chip, m![I, J]> {
// Move data from HBM to DM: A's tile 0 (64 KiB per slice), both tiles of B (128 KiB), then A's tile 1, which
// the DMA moves while tile 0 is computed
let a0: DmTensor<bf16, Chip, Cluster, Slice, m![I % 32, KT = 1, K]> = a.to_dm(&mut ctx.tdma, 0);
let b: DmTensor<bf16, Chip, Cluster, Slice, m![J % 32, KT, K]> = b.to_dm(&mut ctx.tdma, 1 << 18);
let a1: DmTensor<bf16, Chip, Cluster, Slice, m![I % 32, KT @ 1, K]> = a.to_dm(&mut ctx.tdma, 1 << 16);
// Tile 0 of B into the TRF: 4 x 1024 bf16 = 8 KiB per Row
let b_trf0: TrfTensor<bf16, Chip, Cluster, Slice, Row, m![J / 8 % 4, K]> = ctx
.sub
.begin(b.view())
.fetch::<bf16, m![KT = 1, J % 8, J / 8 % 4], m![K]>()
.collect::<m![KT = 1, J % 8, J / 8 % 4, K / 16], m![K % 16]>()
.to_trf(TrfAddress::Full);
// Tile 0's partial product, kept in f32
let partial: DmTensor<f32, Chip, Cluster, Slice, m![I % 32, J % 32]> = ctx
.main
.begin(a0.view())
.fetch::<bf16, m![KT = 1, I % 32, J / 8 % 4], m![K]>()
.collect::<m![KT = 1, I % 32, J / 8 % 4, K / 16], m![K % 16]>()
.align::<m![KT = 1, I % 32, J / 8 % 4, K / 32], m![K % 32], _, _>(&b_trf0)
.contract::<m![1]>()
.accumulate::<m![KT = 1, I % 32, J / 8 % 4], m![J % 8]>(AccumulationKind::Interleaved)
.commit(3 << 17);
// Tile 1 of B replaces tile 0 in the TRF
let b_trf1: TrfTensor<bf16, Chip, Cluster, Slice, Row, m![KT @ 1, J / 8 % 4, K]> = ctx
.sub
.begin(b.view())
.fetch::<bf16, m![KT @ 1, J % 8, J / 8 % 4], m![K]>()
.collect::<m![KT @ 1, J % 8, J / 8 % 4, K / 16], m![K % 16]>()
.to_trf(TrfAddress::Full);
// Tile 0's partial into the VRF (4 KiB per slice), for the Vector Engine to add
let partial_vrf: VrfTensor<f32, Chip, Cluster, Slice, m![I % 32, J % 32]> = ctx
.sub
.begin(partial.view())
.fetch::<f32, m![I % 32, J / 8 % 4], m![J % 8]>()
.collect::<m![I % 32, J / 8 % 4], m![J % 8]>()
.to_vrf(0);
// Tile 1's product plus tile 0's partial in f32, then one cast to bf16
let result: DmTensor<bf16, Chip, Cluster, Slice, m![I % 32, J % 32]> = ctx
.main
.begin(a1.view())
.fetch::<bf16, m![KT @ 1, I % 32, J / 8 % 4], m![K]>()
.collect::<m![KT @ 1, I % 32, J / 8 % 4, K / 16], m![K % 16]>()
.align::<m![KT @ 1, I % 32, J / 8 % 4, K / 32], m![K % 32], _, _>(&b_trf1)
.contract::<m![1]>()
.accumulate::<m![KT @ 1, I % 32, J / 8 % 4], m![J % 8]>(AccumulationKind::Interleaved)
.vector_init()
.vector_intra_slice_branch(BranchMode::Unconditional)
.vector_split::<m![KT @ 1, I % 32, J / 8 % 4, J / 4 % 2], m![J % 4]>()
.vector_fp_binary(FpBinaryOp::AddF, &partial_vrf)
.vector_concat::<m![KT @ 1, I % 32, J / 8 % 4], m![J % 8]>()
.vector_final()
.cast::<bf16, m![J % 8 # 16]>()
.commit(0);
// Transfer result to HBM
result.to_hbm(&mut ctx.tdma, 2 << 28)
}
}
