// Only a note: clean with --min-severity warning.
__global__ void k(int *flag) {
  if (threadIdx.x == 0) *flag = 1;
  __syncthreads();
  __syncwarp();
}
