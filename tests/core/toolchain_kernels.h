#pragma once
// Kernels more than one suite runs, written once.
#include <string>

namespace tcpwb::test {

// The book's i8 x i8 contraction (contract_element_types.rs) with addresses: 8 rows of 32 in
// the stream, 8 Lanes of 32 weights, reduced over K8 in the Packet Reducer.
inline const std::string kToolchainContraction = R"(use furiosa_opt_std::prelude::*;

axes![A = 8, K8 = 32, R = 8];

type Chip = m![1];
type Cluster = m![1 # 2];
type Slice = m![1 # 256];
type Lane = m![R];

#[device(chip = 1)]
fn contract(
    ctx: &mut Context,
    input: &HbmTensor<i8, Chip, m![A, K8]>,
    input_trf: &HbmTensor<i8, Chip, m![R, K8]>,
) -> HbmTensor<i32, Chip, m![A, R]> {
    let input_dm = input.to_dm::<Cluster, Slice, m![A, K8]>(&mut ctx.tdma, 0);
    let trf_dm = input_trf.to_dm::<Cluster, Slice, m![R, K8]>(&mut ctx.tdma, 1024);
    let trf: TrfTensor<i8, Chip, Cluster, Slice, Lane, m![K8]> = ctx
        .sub
        .begin(trf_dm.view())
        .fetch::<m![R], m![K8]>()
        .fetch_cast::<i8>()
        .collect::<m![R], m![K8]>()
        .to_trf(TrfAddress::Full);
    let result: DmTensor<i32, Chip, Cluster, Slice, m![A, R]> = ctx
        .main
        .begin(input_dm.view())
        .fetch::<m![A], m![K8]>()
        .fetch_cast::<i8>()
        .collect::<m![A], m![K8]>()
        .contract_outer::<m![A], m![K8], _, _, _>(&trf)
        .contract_packet::<m![1]>()
        .contract_time::<m![A]>()
        .contract_lane::<m![A], m![R]>(LaneMode::Interleaved)
        .commit_trim::<m![R]>()
        .commit(4096);
    result.to_hbm(&mut ctx.tdma, 8192)
}
)";

}  // namespace tcpwb::test
