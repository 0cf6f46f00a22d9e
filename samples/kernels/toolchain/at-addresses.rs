// Ours, in the toolchain's API as furiosa-opt 0.4 wrote it: addresses only through the *_at methods.
//
// An address, when one is wanted, goes through the `*_at` methods; the
// others are placed for you.
use furiosa_opt_std::prelude::*;

axes![A = 2048];

type Chip = m![1];
type Cluster = m![1 # 2];
type Slice = m![A / 8];

#[device(chip = 1)]
pub fn round_trip_at(ctx: &mut Context, input: &HbmTensor<i32, Chip, m![A]>) -> HbmTensor<i32, Chip, m![A]> {
    let staged: DmTensor<i32, Chip, Cluster, Slice, m![A % 8]> = input.to_dm_at(&mut ctx.tdma, 1 << 12);
    staged.to_hbm(&mut ctx.tdma)
}
