// Manual, "Fetch and Commit Engine", Example 3: Tail Padding and Fetch Size (lines 7780-7793), verbatim.
// The manual's one code block holds both options (dummy=7 and dummy=31). It does not load: `A % 24` and `A % 32` on
// A = 65 break the manual's own rule that a modulo divides the size ("Mapping Expressions"), a mapping_error at the
// first of them. fetch-commit-tail-padding-corrected.rs is the version that runs.
axes![A = 65, B = 2];
let input: DmTensor<f8, m![1], m![1], m![1], m![B, A # 72]> = ...;
// Option 1: dummy=7, fetch_size=24 bytes, 6 cycles
let out_7: DmTensor<f8, m![1], m![1], m![1], m![B, A # 72]> = ctx.main
.begin(input.view())
.fetch::<f8, m![B * (A # 72) / 24], m![A % 24]>()
.collect::<m![B * (A # 72) / 24], m![A % 24 # 8]>()
.commit(1024);
// Option 2: dummy=31, fetch_size=32 bytes, 6 cycles (best performance)
let out_31: DmTensor<f8, m![1], m![1], m![1], m![B, A # 96]> = ctx.main
.begin(input.view())
.fetch::<f8, m![B * (A # 96) / 32], m![A % 32]>()
.collect::<m![B * (A # 96) / 32], m![A % 32]>()
.commit(1024);
