// Findings silenced by NOLINT comments on their line.
__global__ void k(int *o) {
  int lane = threadIdx.x & 31; // NOLINT(cuda2hip-warp-size-literal)
  int warp = threadIdx.x / 32; // NOLINT
  __syncwarp(); // NOLINT(cuda2hip-*)
  o[threadIdx.x] = lane + warp;
}
