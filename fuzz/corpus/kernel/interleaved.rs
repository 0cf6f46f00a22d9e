axes![A = 512, B = 32, I = 2];
let l: DmTensor<i8, m![1], m![1], m![1], m![A, B]> = ...;
let r: DmTensor<i8, m![1], m![1], m![1], m![A, B]> = ...;
let o: DmTensor<i8, m![1], m![1], m![1], m![A, I, B]> = ctx.main.begin_interleaved::<I, _, _, _, _, _>(l.view(), r.view()).fetch::<i8, m![A, I], m![B]>().collect::<m![A, I], m![B]>().commit(4096);
