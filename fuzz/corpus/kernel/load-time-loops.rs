use furiosa_opt_std::prelude::*;
axes![A = 2048];
const ROUNDS: usize = HALF * 2;
const HALF: usize = 2;
type Chip = m![1];
type Cluster = m![1 # 2];
type Slice = m![A / 8];
#[device(chip = 1)]
fn k(ctx: &mut Context, input: &HbmTensor<i32, Chip, m![A]>) -> HbmTensor<i32, Chip, m![A]> {
    const LAST: usize = ROUNDS - 1;
    for i in 0..ROUNDS {
        if i != LAST && (i as usize) < 100 {
            let staged: DmTensor<i32, Chip, Cluster, Slice, m![A % 8]> = input.to_dm(&mut ctx.tdma);
            let _copy: HbmTensor<i32, Chip, m![A]> = staged.to_hbm(&mut ctx.tdma);
        } else if i == LAST {
            let last: DmTensor<i32, Chip, Cluster, Slice, m![A % 8]> = input.to_dm(&mut ctx.tdma);
        }
    }
    let staged: DmTensor<i32, Chip, Cluster, Slice, m![A % 8]> = input.to_dm(&mut ctx.tdma);
    staged.to_hbm(&mut ctx.tdma)
}
