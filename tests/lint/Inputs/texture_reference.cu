// Texture references were removed in CUDA 12: this file does not parse
// against CUDA 13, so only the token rules see it (token_fallback.cu).
#include <cuda_runtime.h>
#define BINS 64

texture<float, 1, cudaReadModeElementType> texRef;
static surface<void, 2> surfRef;

__global__ void sample(float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = tex1Dfetch(texRef, i);
  surf2Dwrite(v, surfRef, i * 4, 0);
  out[i] = v + warp * 32;
  __launch_bounds__(256, 2) unusedMarker;
  cooperative_groups::thread_block_tile<warpSize> tile;
}
#include <mma.h>
