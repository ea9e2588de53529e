// Cache-hint loads and stores on float4, int2 and half2, as an LLM trainer
// writes them: clang 19's CUDA headers declare only __ldg, so without the
// nvcc compatibility declarations the file would go to the token engine.
// It parses (exit 0/1, never 4), and what HIP lacks is supplied.
// RUN: %exit 0,1 %cuda2hip %s -o %t.hip.cu 2> %t.err
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s < %t.err
// RUN: %hip-device %t.hip.cu
// RUN: %hip-host %t.hip.cu
// DIAG-NOT: token engine
// DIAG-NOT: parse-error

#include <cuda_fp16.h>
#include <cuda_runtime.h>

__global__ void residual_forward(float4 *out, const float4 *a, const float4 *b, int n4) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n4) {
    float4 x = __ldcs(a + i), y = __ldcs(b + i);
    __stcs(out + i, make_float4(x.x + y.x, x.y + y.y, x.z + y.z, x.w + y.w));
  }
}

__global__ void gather_pairs(int2 *out, const int2 *in, const int *idx, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    __stcg(out + i, __ldcg(in + __ldca(idx + i)));
}

__global__ void scale_half2(half2 *x, half2 s, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] = __hmul2(__ldcs(x + i), s);
}

int main() {
  float4 *a, *b, *o;
  cudaMalloc(&a, 1024 * sizeof(float4));
  cudaMalloc(&b, 1024 * sizeof(float4));
  cudaMalloc(&o, 1024 * sizeof(float4));
  residual_forward<<<4, 256>>>(o, a, b, 1024);
  cudaDeviceSynchronize();
  return 0;
}
