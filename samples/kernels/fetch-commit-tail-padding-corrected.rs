// Manual, "Fetch and Commit Engine", Example 3: Tail Padding and Fetch Size (lines 7780-7793), corrected so that it
// runs. The manual's one code block holds both options (dummy=7 and dummy=31); both are kept, as two passes. What
// differs from fetch-commit-tail-padding.rs (the verbatim copy) and why:
// - `A % 24` and `A % 32` on A = 65 break the manual's own rule that a modulo divides the size ("Mapping
//   Expressions"); the prose means the padded axis, so they read `A # 72 % 24` and `A # 96 % 32` here, and the
//   24-byte flit `A % 24 # 8` ("24 elements plus 8 bytes of padding") reads `A # 72 % 24 # 32` (`#` pads to a size).
// - Cluster `m![1]` and Slice `m![1]` become `m![1 # 2]` and `m![1 # 256]` in every type: the manual's own Fetch
//   Engine interface asserts Cluster::SIZE == 2 and Slice::SIZE == 256 ("Size Constraint"), and says to fill unused
//   positions with `#`. The tensors then live in slice 0 of cluster 0.
// - Option 2 commits at 2048 instead of 1024: the manual's two options are alternatives that both write at 1024, but
//   here both run, and their outputs may not share addresses while both are live.
axes![A = 65, B = 2];
let input: DmTensor<f8, m![1], m![1 # 2], m![1 # 256], m![B, A # 72]> = ...;
// Option 1: dummy=7, fetch_size=24 bytes, 6 cycles
let out_7: DmTensor<f8, m![1], m![1 # 2], m![1 # 256], m![B, A # 72]> = ctx.main
.begin(input.view())
.fetch::<f8, m![B * (A # 72) / 24], m![A # 72 % 24]>()
.collect::<m![B * (A # 72) / 24], m![A # 72 % 24 # 32]>()
.commit(1024);
// Option 2: dummy=31, fetch_size=32 bytes, 6 cycles (best performance)
let out_31: DmTensor<f8, m![1], m![1 # 2], m![1 # 256], m![B, A # 96]> = ctx.main
.begin(input.view())
.fetch::<f8, m![B * (A # 96) / 32], m![A # 96 % 32]>()
.collect::<m![B * (A # 96) / 32], m![A # 96 % 32]>()
.commit(2048);
