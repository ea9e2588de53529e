// Both suppression spellings, in lint as in check.
__global__ void k(int *o) {
  // cuda2hip: ignore warp-size-literal
  int lane = threadIdx.x & 31;
  int warp = threadIdx.x / 32; // cuda2hip: ignore all
  // NOLINTNEXTLINE(cuda2hip-independent-thread-scheduling)
  __syncwarp();
  o[threadIdx.x] = lane + warp;
}
