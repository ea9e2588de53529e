#define WARP_SIZE 32
__global__ void k(int *o) {
  o[threadIdx.x] = threadIdx.x % WARP_SIZE;
}
