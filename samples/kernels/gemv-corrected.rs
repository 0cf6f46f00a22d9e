// Manual, "Examples" (from line 401): GEMV, corrected so that it runs. Two changes from gemv.rs (the verbatim copy):
// - The matrix pass collects `m![J / 16], m![J % 16]` instead of `Time, Packet` (`J / 32`, `J % 32`): a packet of
//   32 bf16 is 64 bytes, and the Collect Engine splits it into two 32-byte flits (manual, "Collect Engine", "Packet
//   > 32 bytes"), so the collected Time is `J / 16`. The manual's own TRF load and its GEMM collect this way; the
//   verbatim kernel fails with collect_mismatch. `align::<Time, Packet, _, _>` then pairs flits back into 32-element
//   packets, as the GEMM's align does.
// - `result` holds `m![1 # 4]` per slice instead of `m![1]`: the Commit Engine writes whole 8-byte units
//   (commit_in_size; manual, "Fetch and Commit Engine", Example 1), so the destination of the one bf16 per slice
//   holds 4 positions (8 bytes), the value and 3 of padding, as the Dot Product's `m![1 # 8]` does. `to_hbm` then
//   returns the kernel's `HbmTensor<bf16, Chip, m![I]>` without the padding.
#![allow(unused)]
fn main() {
#![feature(register_tool)]
#![register_tool(tcp)]
extern crate furiosa_visa_std;
extern crate rand;
use rand::SeedableRng;
use rand::rngs::SmallRng;
use furiosa_visa_std::prelude::*;
axes![I = 256, J = 2048];
type Chip = m![1];
type Cluster = m![1 # 2];
type Slice = m![I]; // Distribute output dimension across slices
type Time = m![J / 32]; // Temporal iterations for reduction dimension
type Packet = m![J % 32]; // Packet size for reduction dimension
type Row = m![1];
async fn run() {
let mut ctx = Context::acquire();
// Create matrix and vector on host
let mut rng = SmallRng::seed_from_u64(42);
let matrix = HostTensor::<bf16, m![I, J]>::rand(&mut rng);
let vector = HostTensor::<bf16, m![J]>::rand(&mut rng);
// Transfer to HBM
let matrix_hbm = matrix.to_hbm(&mut ctx.pdma, 0 << 28).await;
let vector_hbm = vector.to_hbm(&mut ctx.pdma, 1 << 28).await;
// Launch kernel
let out_hbm = launch(kernel, (&mut ctx, &matrix_hbm, &vector_hbm)).await;
// Transfer result back
// > TODO(jeongmin.park): Consider adding a type annotation here.
let out = out_hbm.to_host::<m![I]>(&mut ctx.pdma).await;
}
#[device(chip = 1)]
fn kernel(
ctx: &mut Context,
matrix: &HbmTensor<bf16, Chip, m![I, J]>,
vector: &HbmTensor<bf16, Chip, m![J]>,
) -> HbmTensor<bf16, Chip, m![I]> {
// Move data from HBM to DM
let matrix: DmTensor<bf16, Chip, Cluster, Slice, m![J]> = matrix.to_dm(&mut ctx.tdma, 0);
let vector: DmTensor<bf16, Chip, Cluster, Slice, m![J]> = vector.to_dm(&mut ctx.tdma, 1 << 12);
// Load vector into TRF
// The Switch Engine automatically broadcasts the vector to all `I` slices
let vector_trf: TrfTensor<bf16, Chip, Cluster, Slice, Row, m![J]> = ctx
.sub
.begin(vector.view())
.fetch::<bf16, m![1], m![J]>()
// Collect Engine: split into 32-byte flits.
.collect::<m![J / 16], m![J % 16]>()
.to_trf(TrfAddress::Full);
// Compute GEMV: matrix × vector
// Key difference: `I` maps to slice (preserved), `J` gets reduced
let result: DmTensor<bf16, Chip, Cluster, Slice, m![1 # 4]> = ctx
.main
.begin(matrix.view())
.fetch::<bf16, Time, Packet>()
.collect::<m![J / 16], m![J % 16]>()
.align::<Time, Packet, _, _>(&vector_trf)
.contract::<m![1]>()
.accumulate::<m![1], m![1 # 8]>(AccumulationKind::Interleaved)
.cast::<bf16, m![1 # 16]>()
.commit(0);
// Transfer result to HBM
result.to_hbm(&mut ctx.tdma, 2 << 28)
}
}
