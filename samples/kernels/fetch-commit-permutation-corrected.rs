// Manual, "Fetch and Commit Engine", Example 1: Axis Permutation (lines 7616-7625), corrected so that it runs.
// What differs from fetch-commit-permutation.rs (the verbatim copy) and why:
// - Cluster `m![1]` and Slice `m![1]` become `m![1 # 2]` and `m![1 # 256]` in every type: the manual's own Fetch
//   Engine interface asserts Cluster::SIZE == 2 and Slice::SIZE == 256 ("Size Constraint"), and says to fill unused
//   positions with `#`; verbatim, the kernel fails with cluster_size. The tensor then lives in slice 0 of cluster 0.
// - `C # 6` and `C # 30` become `C # 8` and `C # 32`: the example means "C plus 6 (30) bytes of padding" ("Packet=[C]
//   padded to 8 bytes", "2 data bytes + 30 bytes padding = 32-byte flit"), but `#` pads *to* a size (manual,
//   "Mapping Expressions"); `C # 6` is a 6-byte packet, which the Fetch Engine refuses (8-byte alignment).
axes![A = 3, B = 5, C = 2];
// Input: shape [A, B, C] at address 0
let input: DmTensor<f8, m![1], m![1 # 2], m![1 # 256], m![A, B, C]> = ...;
// Output: shape [B, A, C] at address 1024 (permuted layout)
let output: DmTensor<f8, m![1], m![1 # 2], m![1 # 256], m![B, A, C # 8]> = ctx
.main
.begin(input.view())
.fetch::<f8, m![A, B], m![C # 8]>() // Time=[A,B], Packet=[C] padded to 8 bytes
.collect::<m![A, B], m![C # 32]>() // Pad to 32-byte flit (forwarding switch implied)
.commit(1024); // Write with permuted sequencer config
