// Manual, "Fetch and Commit Engine", Example 2: Full-flit Commit (lines 7711-7720), corrected so that it runs.
// What differs from fetch-commit-full-flit.rs (the verbatim copy) and why:
// - Cluster `m![1]` and Slice `m![1]` become `m![1 # 2]` and `m![1 # 256]` in every type: the manual's own Fetch
//   Engine interface asserts Cluster::SIZE == 2 and Slice::SIZE == 256 ("Size Constraint"), and says to fill unused
//   positions with `#`; verbatim, the kernel fails with cluster_size. The tensor then lives in slice 0 of cluster 0.
// - `[B, C] # 22` becomes `[B, C] # 32`: the example means "10 data bytes plus 22 bytes of padding = 32 bytes", but
//   `#` pads *to* a size (manual, "Mapping Expressions"); `[B, C] # 22` is a 22-byte packet, which the Fetch Engine
//   refuses (8-byte alignment).
axes![A = 3, B = 5, C = 2];
// Input: same shape [A, B, C]
let input: DmTensor<f8, m![1], m![1 # 2], m![1 # 256], m![A, B, C]> = ...;
// Output: merge B and C, pad to 32 bytes per A slice
let output: DmTensor<f8, m![1], m![1 # 2], m![1 # 256], m![A, [B, C] # 32]> = ctx
.main
.begin(input.view())
.fetch::<f8, m![A], m![[B, C] # 32]>() // Time=[A], Packet=[B,C] padded to 32 bytes
.collect::<m![A], m![[B, C] # 32]>() // Already 32-byte flit, identity collect
.commit(1024); // Full-flit commit: 3 cycles vs 15 in Example 1
