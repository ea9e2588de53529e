// atomicAdd of __half, __half2 and the bfloat16 pair (lut-gemm's split-K
// GEMV, a bias gradient): HIP declares them from 7.0 on
// (lib/Find/tables/AtomicAdd.def), ROCm 6.3.3 has none. With --hip-version
// 6.3 the file gets them as templates (a compare-and-swap on the 32-bit word
// that holds the value); at 7.0 and 7.13 HIP's are used.
// RUN: %cuda2hip --hip-version 6.3 %s -o %t.v63.cu 2> %t.err
// RUN: FileCheck %s < %t.v63.cu
// RUN: FileCheck --check-prefix=DIAG %s < %t.err
// RUN: %hip63-device %t.v63.cu
// RUN: %hip63-host %t.v63.cu
// HIP's own overloads win against the templates where a newer HIP has them.
// RUN: %hip-device %t.v63.cu
// RUN: %cuda2hip %s -o %t.hip.cu
// RUN: FileCheck --check-prefix=V70 %s < %t.hip.cu
// RUN: %hip-device %t.hip.cu
// RUN: %hip-host %t.hip.cu
// Translating the translation adds nothing (this machine's HIP 5.2 has no
// hip_bf16.h, so that parse falls back to the token engine).
// RUN: %exit 4 %cuda2hip --hip-version 6.3 %t.v63.cu -o %t.again.cu 2> /dev/null
// RUN: diff %t.v63.cu %t.again.cu

// CHECK: {{^}}#include <hip/hip_fp16.h>
// CHECK: {{^}}#define CUDA2HIP_HELPER_atomic16
// CHECK: {{^}}#define CUDA2HIP_HELPER_atomicAdd_half
// CHECK: {{^}}__device__ __forceinline__ __half2 atomicAdd(__half2 *address, __half2 val) {
// CHECK: {{^}}#define CUDA2HIP_HELPER_atomicAdd_bf16
// V70-NOT: {{^}}#define CUDA2HIP_HELPER_atomic
#include <cuda_fp16.h>
#include <cuda_bf16.h>
// Split-K GEMV: partial dot products accumulated into half2 / bf16 outputs.
__global__ void gemvSplitK(const half2 *w, const half2 *x, half2 *y, int k, int rows) {
  int row = blockIdx.x, part = blockIdx.y;
  half2 acc = __float2half2_rn(0.f);
  for (int i = threadIdx.x; i < k / 2; i += blockDim.x)
    acc = __hfma2(w[(size_t)row * (k / 2) + i], x[i], acc);
// DIAG: atomic_add_fp16_supplied.cu:[[@LINE+2]]:3: note: 'atomicAdd' of __half and __half2 is not in the target HIP (HIP has it from 7.0 on){{.*}}[cuda2hip-helper-supplied]
// CHECK: {{^}}  atomicAdd(&y[row], acc);
  atomicAdd(&y[row], acc);
  if (part == 0 && threadIdx.x == 0) atomicAdd((half *)&y[row], __float2half(0.f));
}
__global__ void biasGrad(const __nv_bfloat16 *g, __nv_bfloat16 *db, __nv_bfloat162 *db2, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    atomicAdd(&db[i % 64], g[i]);
    atomicAdd(&db2[i % 32], __nv_bfloat162(g[i], g[i]));
  }
}
