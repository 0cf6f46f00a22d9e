// Manual, "Fetch and Commit Engine", Example 4: Tensor Segmentation (lines 7900-7915), verbatim.
axes![A = 2048, B = 32];
// Input: 64KB tensor, exceeds 8KB VRF limit
let input: DmTensor<f8, m![1], m![1], m![1], m![A, B]> = ...;
// Segmented into two executions (compiler handles this automatically)
// Execution #0: first half of A
let seg_0: DmTensor<f8, m![1], m![1], m![1], m![A % 1024, B]> = ctx.main
.begin(input.view().slice(A, 0..1024))
.fetch::<f8, m![A % 1024], m![B]>()
.collect::<m![A % 1024], m![B]>()
.commit(256 * 1024); // Write to 256K
// Execution #1: second half of A
let seg_1: DmTensor<f8, m![1], m![1], m![1], m![A @ 1024, B]> = ctx.main
.begin(input.view().slice(A, 1024..2048))
.fetch::<f8, m![A @ 1024], m![B]>()
.collect::<m![A @ 1024], m![B]>()
.commit(256 * 1024 + 32 * 1024); // Write to 256K + 32K
