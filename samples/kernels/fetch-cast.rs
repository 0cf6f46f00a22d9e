// Manual, "Fetch Engine", Examples (fetch_matrix_example, from line 1729), as a kernel that runs: "A matrix stored
// as 8-bit integers needs conversion to 32-bit integers for computation". The manual writes it as a function from a
// BeginTensor<i8, .., m![A, B]> to a FetchTensor<i32, .., m![A], m![B]>; here the fetch casts i8 to i32 in the Fetch
// Adapter (`fetch::<i32, m![A], m![B]>()` of an i8 tensor: 512 packets of 32 i32, 128 bytes each), the Vector Engine
// adds 100 to the i32 values, and the result is committed as an i32 tensor. What differs from the manual and why:
// - Cluster `m![1]` and Slice `m![1]` become `m![1 # 2]` and `m![1 # 256]`: the manual's own fetch() asserts
//   Cluster::SIZE == 2 and Slice::SIZE == 256 and says to fill unused positions with `#`.
// - The FetchTensor goes on through collect (128-byte packets become four 32-byte flits), a Vector Engine pass and
//   a commit, so that the cast's output type has consumers and the run has an output to check.
axes![A = 512, B = 32];
let input: DmTensor<i8, m![1], m![1 # 2], m![1 # 256], m![A, B]> = ...;
let output: DmTensor<i32, m![1], m![1 # 2], m![1 # 256], m![A, B]> = ctx
.main
.begin(input.view())
.fetch::<i32, m![A], m![B]>() // i8 in DM, i32 in the stream
.collect::<m![A, B / 8], m![B % 8]>()
.vector_init()
.vector_intra_slice_branch(BranchMode::Unconditional)
.vector_fxp(FxpBinaryOp::AddFxp, 100)
.vector_final()
.commit(1 << 16);
