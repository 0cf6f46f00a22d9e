// Ours, in the furiosa-opt toolchain's API: three device functions staging tensors through DM without one address.
//
// No tensor has an address (`furiosa_opt_std`, 0.5 and later): the
// workbench's allocator places each one by its lifetime
// (docs/kernel-language.md, "Addresses and the allocator"). The file holds
// several device functions and no host code:
//
//   tcpwb-cli kernels samples/kernels/toolchain/staging.rs
//   tcpwb-cli run samples/kernels/toolchain/staging.rs --fn stage_in_turn
//
// runs one of them on seeded inputs and checks what it returns.
use furiosa_opt_std::prelude::*;

axes![A = 2048, S = 4, E = 36864];

pub type Chip = m![1];
pub type Cluster = m![1 # 2];
pub type Slice = m![A / 8];
// Four busy slices of the 256, each holding a 144 KiB row of E.
pub type Rows = m![S # 256];

/// HBM -> DM -> HBM: 8 elements on each of the 256 slices, and back.
#[device(chip = 1)]
pub fn round_trip(ctx: &mut Context, input: &HbmTensor<i32, Chip, m![A]>) -> HbmTensor<i32, Chip, m![A]> {
    let staged: DmTensor<i32, Chip, Cluster, Slice, m![A % 8]> = input.to_dm(&mut ctx.tdma);
    staged.to_hbm(&mut ctx.tdma)
}

/// Four tensors of 144 KiB per slice staged through DM one at a time: each
/// is back in HBM before the next arrives, so all four take DM address 0.
#[device(chip = 1)]
pub fn stage_in_turn(
    ctx: &mut Context,
    a: &HbmTensor<i32, Chip, m![S, E]>,
    b: &HbmTensor<i32, Chip, m![S, E]>,
    c: &HbmTensor<i32, Chip, m![S, E]>,
    d: &HbmTensor<i32, Chip, m![S, E]>,
) -> (HbmTensor<i32, Chip, m![S, E]>, HbmTensor<i32, Chip, m![S, E]>, HbmTensor<i32, Chip, m![S, E]>, HbmTensor<i32, Chip, m![S, E]>) {
    let a_dm: DmTensor<i32, Chip, Cluster, Rows, m![E]> = a.to_dm(&mut ctx.tdma);
    let a_out: HbmTensor<i32, Chip, m![S, E]> = a_dm.to_hbm(&mut ctx.tdma);
    let b_dm: DmTensor<i32, Chip, Cluster, Rows, m![E]> = b.to_dm(&mut ctx.tdma);
    let b_out: HbmTensor<i32, Chip, m![S, E]> = b_dm.to_hbm(&mut ctx.tdma);
    let c_dm: DmTensor<i32, Chip, Cluster, Rows, m![E]> = c.to_dm(&mut ctx.tdma);
    let c_out: HbmTensor<i32, Chip, m![S, E]> = c_dm.to_hbm(&mut ctx.tdma);
    let d_dm: DmTensor<i32, Chip, Cluster, Rows, m![E]> = d.to_dm(&mut ctx.tdma);
    let d_out: HbmTensor<i32, Chip, m![S, E]> = d_dm.to_hbm(&mut ctx.tdma);
    (a_out, b_out, c_out, d_out)
}

/// The same four staged all at once: 4 x 144 KiB per slice is more than a
/// slice's 512 KiB of DM, so the allocator refuses it, naming the four.
#[device(chip = 1)]
pub fn stage_all_at_once(
    ctx: &mut Context,
    a: &HbmTensor<i32, Chip, m![S, E]>,
    b: &HbmTensor<i32, Chip, m![S, E]>,
    c: &HbmTensor<i32, Chip, m![S, E]>,
    d: &HbmTensor<i32, Chip, m![S, E]>,
) -> (HbmTensor<i32, Chip, m![S, E]>, HbmTensor<i32, Chip, m![S, E]>, HbmTensor<i32, Chip, m![S, E]>, HbmTensor<i32, Chip, m![S, E]>) {
    let a_dm: DmTensor<i32, Chip, Cluster, Rows, m![E]> = a.to_dm(&mut ctx.tdma);
    let b_dm: DmTensor<i32, Chip, Cluster, Rows, m![E]> = b.to_dm(&mut ctx.tdma);
    let c_dm: DmTensor<i32, Chip, Cluster, Rows, m![E]> = c.to_dm(&mut ctx.tdma);
    let d_dm: DmTensor<i32, Chip, Cluster, Rows, m![E]> = d.to_dm(&mut ctx.tdma);
    let a_out: HbmTensor<i32, Chip, m![S, E]> = a_dm.to_hbm(&mut ctx.tdma);
    let b_out: HbmTensor<i32, Chip, m![S, E]> = b_dm.to_hbm(&mut ctx.tdma);
    let c_out: HbmTensor<i32, Chip, m![S, E]> = c_dm.to_hbm(&mut ctx.tdma);
    let d_out: HbmTensor<i32, Chip, m![S, E]> = d_dm.to_hbm(&mut ctx.tdma);
    (a_out, b_out, c_out, d_out)
}
