axes![B = 256, R = 3, A = 6];
let input: DmTensor<f32, m![1], m![1 # 2], m![B], m![R # 4, A # 8]> = ...;
let output: DmTensor<f32, m![1], m![1 # 2], m![B], m![R # 4, A # 8]> = ctx.main.begin(input.view())
.fetch::<f32, m![R # 4], m![A # 8]>().collect::<m![R # 4], m![A # 8]>()
.vector_init().vector_intra_slice_branch(BranchMode::Comparison([Gt(0.0)])).vector_stash()
.vector_split::<m![R # 4, A # 8 / 4], m![A # 8 % 4]>().vector_fp_unary(FpUnaryOp::Sigmoid)
.vector_concat::<m![R # 4], m![A # 8]>().vector_clip(ClipBinaryOpF32::Max, Stash).vector_filter(0x1).vector_final()
.commit(8192);
