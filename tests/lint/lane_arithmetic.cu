// Lane ids computed for 32-lane warps that feed shuffles (extension kernels:
// rotations, transposes in registers), and the 32-element chunks of a block
// synchronised with __syncthreads, which are not warps and are not reported
// (the AST rule; the token rules, used when a file does not parse, say the
// same with the shuffle named). Every id here comes from 32: the file groups
// lanes by 32, which is right on 64 lanes, except for the rotation, whose
// source lane is a lane of the whole wavefront (docs/wave64.md).
// RUN: %exit 1 %cuda2hip lint %s > %t.out
// RUN: FileCheck %s --implicit-check-not=[cuda2hip- < %t.out
#include <cuda_runtime.h>

// A rotation across the warp: the source lane wraps at 32.
__global__ void rotate(float *x) {
  float v = x[threadIdx.x];
  // CHECK: lane_arithmetic.cu:[[@LINE+1]]:{{[0-9]+}}: error: '__shfl_sync' reads a lane of the whole 64-lane wavefront{{.*}}[cuda2hip-warp-broadcast-32]
  v = __shfl_sync(0xffffffffffffffffull, v, (threadIdx.x + 1) & 31);
  x[threadIdx.x] = v;
}

// The lane of a flattened thread id, given to a shuffle through a variable:
// an xor below 32 stays in its half of the wavefront.
__global__ void broadcastRow(const float *in, float *out, int width) {
  int tid = threadIdx.y * blockDim.x + threadIdx.x;
  int src = tid % 32;
  float v = in[tid];
  v += __shfl_xor_sync(0xffffffffffffffffull, v, src ^ 1);
  out[tid] = v;
}

// 32-element chunks of shared memory, synchronised by the block: quiet.
__global__ void transpose32(const float *in, float *out, int n) {
  __shared__ float tile[32][33];
  int tx = threadIdx.x % 32, ty = threadIdx.x / 32;
  int col = blockIdx.x * 32 + tx;
  if (col < n)
    tile[ty][tx] = in[ty * n + col];
  __syncthreads();
  int chunk = (threadIdx.x + 7) & 31;
  if (col < n)
    out[tx * n + blockIdx.x * 32 + ty] = tile[tx][ty] + tile[chunk][0] * 0;
}

// A bit index into 32-bit words, not a lane: quiet.
__global__ void setBits(unsigned *words, const int *idx, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    int bit = idx[i] % 32;
    atomicOr(&words[idx[i] / 32], 1u << bit);
  }
}
