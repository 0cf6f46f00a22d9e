axes![A = 8, B = 512];
let t: DmTensor<bf16, m![1], m![1], m![1], m![A, B]> = ...;
let o: DmTensor<bf16, m![1], m![1], m![1], m![A, B = 2 # 4]> = ctx.main.begin(t.view().tile::<m![B], 2, m![A, B = 2 # 4]>(0)).fetch::<bf16, m![A], m![B = 2 # 4]>().collect::<m![A], m![B = 2 # 16]>().commit(8192);
