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
    for i in 0..999000 {
        if i == 0 { }
        if i == 1 { }
        if i == 2 { }
        if i == 3 { }
        if i == 4 { }
        if i == 5 { }
        if i == 6 { }
        if i == 7 { }
        if i == 8 { }
        if i == 9 { }
        if i == 10 { }
        if i == 11 { }
        if i == 12 { }
        if i == 13 { }
        if i == 14 { }
        if i == 15 { }
        if i == 16 { }
        if i == 17 { }
        if i == 18 { }
        if i == 19 { }
        if i == 20 { }
        if i == 21 { }
        if i == 22 { }
        if i == 23 { }
        if i == 24 { }
        if i == 25 { }
        if i == 26 { }
        if i == 27 { }
        if i == 28 { }
        if i == 29 { }
        if i == 30 { }
        if i == 31 { }
        if i == 32 { }
        if i == 33 { }
        if i == 34 { }
        if i == 35 { }
        if i == 36 { }
        if i == 37 { }
        if i == 38 { }
        if i == 39 { }
        if i == 40 { }
        if i == 41 { }
        if i == 42 { }
        if i == 43 { }
        if i == 44 { }
        if i == 45 { }
        if i == 46 { }
        if i == 47 { }
        if i == 48 { }
        if i == 49 { }
        if i == 50 { }
        if i == 51 { }
        if i == 52 { }
        if i == 53 { }
        if i == 54 { }
        if i == 55 { }
        if i == 56 { }
        if i == 57 { }
        if i == 58 { }
        if i == 59 { }
        if i == 60 { }
        if i == 61 { }
        if i == 62 { }
        if i == 63 { }
        if i == 64 { }
        if i == 65 { }
        if i == 66 { }
        if i == 67 { }
        if i == 68 { }
        if i == 69 { }
        if i == 70 { }
        if i == 71 { }
        if i == 72 { }
        if i == 73 { }
        if i == 74 { }
        if i == 75 { }
        if i == 76 { }
        if i == 77 { }
        if i == 78 { }
        if i == 79 { }
        if i == 80 { }
        if i == 81 { }
        if i == 82 { }
        if i == 83 { }
        if i == 84 { }
        if i == 85 { }
        if i == 86 { }
        if i == 87 { }
        if i == 88 { }
        if i == 89 { }
        if i == 90 { }
        if i == 91 { }
        if i == 92 { }
        if i == 93 { }
        if i == 94 { }
        if i == 95 { }
        if i == 96 { }
        if i == 97 { }
        if i == 98 { }
        if i == 99 { }
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
