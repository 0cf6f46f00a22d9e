// Manual, "Examples" (from line 473): the GEMM at its own size, I = J = 512, K = 2048, bf16, with K split in two
// tiles of 1024 as the "Tiling" chapter (line 7090) describes, so that it runs. What differs from gemm.rs (the
// verbatim copy) and why:
// - K = 2048 is written as two axes, KT = 2 tiles of K = 1024: the contraction index is KT x 1024 + K, so HBM
//   `m![I, KT, K]` and `m![KT, K, J]` are byte for byte the manual's `m![I, K]` and `m![K, J]`.
// - The manual's `b_trf` holds `m![J / 8 % 4, K]` bf16 per TRF Row, 16 KiB at K = 2048, but a Row holds 8 KiB
//   (64 KiB per slice over 8 Rows): gemm.rs fails with capacity_exceeded. Here each tile is 4 x 1024 x 2 = 8 KiB.
// - The tiles run side by side, one per cluster: the manual's `Cluster = m![1 # 2]` leaves cluster 1 idle, here
//   `Cluster = m![KT]`. Each cluster runs the manual's contraction over its K tile (A and B 64 KiB per slice in
//   DM, as gemm-k1024.rs) and keeps its partial product in f32 (no cast).
// - The partials are added as the manual's "Chip/Cluster Reduce" and "Split Reduce" do it: the tensor DMA gathers
//   both clusters' f32 partials into cluster 0 (through HBM: the kernel language has no DM-to-DM transfer), and
//   the Vector Engine's Intra-Slice Reduce adds them over KT in f32 (Way4, 2 accumulator slots); the Cast Engine
//   rounds the sum to bf16 once, at the end.
// - DM addresses: `a` at 0, `b` at 1 << 18 (the manual's 1 << 12 would overlap `a`), the partial at 3 << 17 (the
//   gathered pair reuses it once the partial has gone to HBM), the result at 0 (as the manual, over `a`).
// The two tiles can also run one after the other in one cluster (B's second tile replacing the first in the TRF):
// gemm-k2048-sequential.rs, which needs no round trip through HBM (docs/simulation.md, "Tiled GEMM").
#![allow(unused)]
fn main() {
#![feature(register_tool)]
#![register_tool(tcp)]
extern crate furiosa_visa_std;
use furiosa_visa_std::prelude::*;
// K = 2048 as KT x K: two tiles of 1024
axes![I = 512, J = 512, KT = 2, K = 1024];
type Chip = m![1];
type Cluster = m![KT]; // Each cluster contracts one K tile
// Distribute output dimensions `I` and `J` across slices
type Slice = m![I / 32, J / 32]; // Each slice handles a 32 × 32 output tile
type Row = m![J % 8];
#[device(chip = 1)]
fn kernel(
ctx: &mut Context,
a: &HbmTensor<bf16, Chip, m![I, KT, K]>,
b: &HbmTensor<bf16, Chip, m![KT, K, J]>,
) -> HbmTensor<bf16, Chip, m![I, J]> {
// Move data from HBM to DM: each cluster gets its K tile (64 KiB per slice each)
let a: DmTensor<bf16, Chip, Cluster, Slice, m![I % 32, K]> = a.to_dm(&mut ctx.tdma, 0);
let b: DmTensor<bf16, Chip, Cluster, Slice, m![J % 32, K]> = b.to_dm(&mut ctx.tdma, 1 << 18);
// Load B's tile into TRF: 4 x 1024 bf16 = 8 KiB per Row
let b_trf: TrfTensor<bf16, Chip, Cluster, Slice, Row, m![J / 8 % 4, K]> = ctx
.sub
.begin(b.view())
.fetch::<bf16, m![J % 8, J / 8 % 4], m![K]>()
.collect::<m![J % 8, J / 8 % 4, K / 16], m![K % 16]>()
.to_trf(TrfAddress::Full);
// Each cluster's partial product over its K tile, kept in f32
let partial: DmTensor<f32, Chip, Cluster, Slice, m![I % 32, J % 32]> = ctx
.main
.begin(a.view())
.fetch::<bf16, m![I % 32, J / 8 % 4], m![K]>()
.collect::<m![I % 32, J / 8 % 4, K / 16], m![K % 16]>()
.align::<m![I % 32, J / 8 % 4, K / 32], m![K % 32], _, _>(&b_trf)
.contract::<m![1]>()
.accumulate::<m![I % 32, J / 8 % 4], m![J % 8]>(AccumulationKind::Interleaved)
.commit(3 << 17);
// Gather both partials into cluster 0 (4 KiB each per slice), through HBM
let partials: HbmTensor<f32, Chip, m![KT, I, J]> = partial.to_hbm(&mut ctx.tdma, 1 << 28);
let both: DmTensor<f32, Chip, m![1 # 2], Slice, m![KT, I % 32, J % 32]> = partials.to_dm(&mut ctx.tdma, 3 << 17);
// Add the partials in f32 (reduce over KT), then one cast to bf16
let result: DmTensor<bf16, Chip, m![1 # 2], Slice, m![I % 32, J % 32]> = ctx
.main
.begin(both.view())
.fetch::<f32, m![I % 32, J / 8 % 4, KT], m![J % 8]>()
.collect::<m![I % 32, J / 8 % 4, KT], m![J % 8]>()
.vector_init()
.vector_intra_slice_branch(BranchMode::Unconditional)
.vector_split::<m![I % 32, J / 8 % 4, KT, J / 4 % 2], m![J % 4]>()
.vector_intra_slice_reduce::<KT, m![I % 32, J / 8 % 4, J / 4 % 2], m![J % 4]>(IntraSliceReduceOpF32::Add)
.vector_concat::<m![I % 32, J / 8 % 4], m![J % 8]>()
.vector_final()
.cast::<bf16, m![J % 8 # 16]>()
.commit(0);
// Transfer result to HBM
result.to_hbm(&mut ctx.tdma, 2 << 28)
}
}
