axes![
    A = 0x200, // [hex] 512
    /* B = 4, commented out */
];
let input: DmTensor<i8, m![1], m![1 # 2], m![A /* slices */ / 2], m![A % 2 # 8]> = ...;
let output: DmTensor<i32, m![1], m![1 # 2], m![A / 2], m![
    A % 2 # 8 // lanes ]
]> = ctx.main.begin(input.view())
    .fetch::<i32, m![1], m![A % 2 # 8]>()
    .collect::<m![1], m![A % 2 # 8]>()
    .vector_init()
    .vector_intra_slice_branch(BranchMode::Unconditional)
    .vector_stash()
    .vector_logic(LogicBinaryOpI32::BitAnd, 0x7fff_ffff)
    .vector_fxp(FxpBinaryOp::AddFxp, 0xFF)
    .vector_clip(ClipBinaryOpI32::Max, Stash)
    .vector_final()
    .commit(0x400);
