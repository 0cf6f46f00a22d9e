// The toolchain's item macros, generic tensor aliases, reshape, memset,
// gather and scatter, for the fuzzer to mutate.
use furiosa_opt_std::prelude::*;
axes![A = 256, B = 32, C = 16, D = 16, K = 16, G = 512];
type In<T> = HbmTensor<T, m![1], m![A, B]>;
type Dm<T> = DmTensor<T, m![1], m![1 # 2], m![A], m![B]>;
macro_rules! fill {
    ($name:ident, $d:ty, $value:expr) => {
        #[device(chip = 1)]
        pub fn $name(ctx: &mut Context, input: &In<$d>) -> HbmTensor<$d, m![1], m![C, D, B]> {
            let mut dm: Dm<$d> = input.to_dm(&mut ctx.tdma);
            dm.view_mut().memset($value, &mut ctx.sub);
            let flat: DmTensor<$d, m![1], m![1 # 2], m![C, D], m![B]> = unsafe { dm.reshape() };
            flat.to_hbm(&mut ctx.tdma)
        }
    };
    ($($name:ident),*) => { $(fill!($name, i8, -1);)* };
}
fill!(fill_bf16, bf16, const { bf16::from_f32(1.0) });
fill!(fill_a, fill_b);
#[device(chip = 1)]
pub fn gather(ctx: &mut Context, table: &HbmTensor<bf16, m![1], m![K, B]>, index: &HbmTensor<i32, m![1], m![G]>,
              out: &mut HbmTensor<bf16, m![1], m![K, B]>) {
    let values: DmTensor<bf16, m![1], m![1 # 2], m![G / 2], m![G % 2, B]> = table.dma_gather_scaled(index);
    for c in 0..<m![K / 8]>::SIZE {
        values.dma_scatter::<m![G], _, _>(index, out);
    }
}
