// Manual, "Vector Engine", "Stash: Fxp-Only Path" (stash_at_fxp, from line 5018), as a kernel that runs.
// The manual writes it as a function from a CollectTensor<i32, m![1], m![1 # 2], m![A / 2], m![1], m![A % 2 # 8]>
// to the VectorFinalTensor of the same mappings. Here that CollectTensor is `input` fetched from DM and collected,
// the chain from vector_init() to vector_final() is the manual's, character for character, and the result is
// committed to DM. Each output is max(x + 100, x), in i32.
axes![A = 512];
let input: DmTensor<i32, m![1], m![1 # 2], m![A / 2], m![A % 2 # 8]> = ...;
let output: DmTensor<i32, m![1], m![1 # 2], m![A / 2], m![A % 2 # 8]> = ctx
.main
.begin(input.view())
.fetch::<i32, m![1], m![A % 2 # 8]>()
.collect::<m![1], m![A % 2 # 8]>()
.vector_init() // enter VE
.vector_intra_slice_branch(BranchMode::Unconditional) // start the intra-slice path
.vector_stash() // save original x
.vector_fxp(FxpBinaryOp::AddFxp, 100) // compute x + bias
.vector_clip(ClipBinaryOpI32::Max, Stash) // compute max(x + bias, x)
.vector_final()
.commit(1024);
