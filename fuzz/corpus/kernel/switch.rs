axes![I = 256, J = 2048];
let v: DmTensor<bf16, m![1], m![1 # 2], m![1 # 256], m![J]> = ...;
let o: DmTensor<bf16, m![1], m![1 # 2], m![I], m![J]> = ctx.main.begin(v.view()).fetch::<bf16, m![1], m![J]>().switch::<m![I], m![1]>(SwitchConfig::Broadcast01 { slice1: 256, slice0: 1, time0: 1 }).collect::<m![J / 16], m![J % 16]>().commit(1 << 16);
