// Manual, "Fetch and Commit Engine", Example 4: Tensor Segmentation (lines 7900-7915), corrected so that it runs.
// What differs from fetch-commit-segmentation.rs (the verbatim copy) and why:
// - Cluster `m![1]` and Slice `m![1]` become `m![1 # 2]` and `m![1 # 256]` in every type: the manual's own Fetch
//   Engine interface asserts Cluster::SIZE == 2 and Slice::SIZE == 256 ("Size Constraint"), and says to fill unused
//   positions with `#`; verbatim, the kernel fails with cluster_size. The tensor then lives in slice 0 of cluster 0.
axes![A = 2048, B = 32];
// Input: 64KB tensor, exceeds 8KB VRF limit
let input: DmTensor<f8, m![1], m![1 # 2], m![1 # 256], m![A, B]> = ...;
// Segmented into two executions (compiler handles this automatically)
// Execution #0: first half of A
let seg_0: DmTensor<f8, m![1], m![1 # 2], m![1 # 256], m![A % 1024, B]> = ctx.main
.begin(input.view().slice(A, 0..1024))
.fetch::<f8, m![A % 1024], m![B]>()
.collect::<m![A % 1024], m![B]>()
.commit(256 * 1024); // Write to 256K
// Execution #1: second half of A
let seg_1: DmTensor<f8, m![1], m![1 # 2], m![1 # 256], m![A @ 1024, B]> = ctx.main
.begin(input.view().slice(A, 1024..2048))
.fetch::<f8, m![A @ 1024], m![B]>()
.collect::<m![A @ 1024], m![B]>()
.commit(256 * 1024 + 32 * 1024); // Write to 256K + 32K
