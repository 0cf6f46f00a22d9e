// Ours, in the furiosa-opt toolchain's API: host code that uploads, launches and reads back, no address anywhere.
//
// The host uploads its input without naming an HBM address (the runtime's
// allocator picks one; here, the workbench's), launches the device function
// and reads the result back.
use furiosa_opt_std::prelude::*;
use rand::SeedableRng;
use rand::rngs::SmallRng;

axes![A = 2048];

type Chip = m![1];
type Cluster = m![1 # 2];
type Slice = m![A / 8];

#[tokio::main]
async fn main() {
    let mut ctx = Context::acquire();
    let mut rng = SmallRng::seed_from_u64(42);
    let input = HostTensor::<i32, m![A]>::rand(&mut rng);
    let in_hbm = input.to_hbm(&mut ctx.pdma).await;
    let out_hbm = launch(round_trip, (&mut ctx, &in_hbm)).await;
    let _out = out_hbm.to_host::<m![A]>(&mut ctx.pdma).await;
}

#[device(chip = 1)]
pub fn round_trip(ctx: &mut Context, input: &HbmTensor<i32, Chip, m![A]>) -> HbmTensor<i32, Chip, m![A]> {
    let staged: DmTensor<i32, Chip, Cluster, Slice, m![A % 8]> = input.to_dm(&mut ctx.tdma);
    staged.to_hbm(&mut ctx.tdma)
}
