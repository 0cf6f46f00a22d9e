// Manual, "Vector Engine", "Stash: Read/Write Across Narrow and Widen" (from line 5038), as a kernel that runs.
// The manual writes it as a function from a CollectTensor<f32, m![1], m![1 # 2], m![A / 2], m![1], m![A % 2 # 8]>
// to the VectorFinalTensor of the same mappings. Here that CollectTensor is `input` fetched from DM and collected,
// the chain from vector_init() to vector_final() is the manual's, character for character, and the result is
// committed to DM. Each output is max(sigmoid(x), x).
axes![A = 512];
let input: DmTensor<f32, m![1], m![1 # 2], m![A / 2], m![A % 2 # 8]> = ...;
let output: DmTensor<f32, m![1], m![1 # 2], m![A / 2], m![A % 2 # 8]> = ctx
.main
.begin(input.view())
.fetch::<f32, m![1], m![A % 2 # 8]>()
.collect::<m![1], m![A % 2 # 8]>()
.vector_init() // enter VE
.vector_intra_slice_branch(BranchMode::Unconditional) // start the intra-slice path
.vector_stash() // save x (Way8)
.vector_trim_way4::<m![A % 2 # 4]>() // narrow to Way4
.vector_fp_unary(FpUnaryOp::Sigmoid) // compute sigmoid(x) in Way4
.vector_pad_way8::<m![A % 2 # 8]>() // widen back to Way8
.vector_clip(ClipBinaryOpF32::Max, Stash) // compute max(sigmoid(x), x)
.vector_final()
.commit(1024);
