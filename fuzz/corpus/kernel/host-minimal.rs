axes![A = 8];
async fn main() { let mut ctx = Context::acquire(); let mut rng = SmallRng::seed_from_u64(1);
let x = HostTensor::<i32, m![A]>::rand(&mut rng); let h = x.to_hbm(&mut ctx.pdma, 0).await;
let o = launch(k, (&mut ctx, &h)).await; let _r = o.to_host::<m![A]>(&mut ctx.pdma).await; }
#[device(chip = 1)]
fn k(ctx: &mut Context, x: &HbmTensor<i32, m![1], m![A]>) -> HbmTensor<i32, m![1], m![A]> { let d = x.to_dm::<m![1], m![1], m![A]>(&mut ctx.tdma, 0); let r = ctx.main.begin(d.view()).fetch::<i32, m![1], m![A]>().collect::<m![1], m![A]>().commit::<m![A]>(64); r.to_hbm(&mut ctx.tdma, 1 << 20) }
