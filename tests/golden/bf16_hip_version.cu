// bfloat16: with HIP >= 6.0 <cuda_bf16.h> -> <hip/hip_bf16.h> and
// __nv_bfloat16 -> __hip_bfloat16; HIP 5.2 has neither type nor header
// (only <hip/hip_bfloat16.h>), so the names are kept with not-in-target warnings.
// RUN: %cuda2hip --hip-version 6.2 %s -o %t.new.cu
// RUN: FileCheck --check-prefix=NEW %s < %t.new.cu
// RUN: %exit 1 %cuda2hip --hip-version 5.2 %s -o %t.old.cu 2> %t.old.err
// RUN: FileCheck --check-prefix=OLD %s < %t.old.cu
// RUN: FileCheck --check-prefix=OLDDIAG %s < %t.old.err
// RUN: %hip63-device %t.new.cu
// RUN: %hip63-host %t.new.cu

// NEW: {{^}}#include <hip/hip_bf16.h>
// OLD: {{^}}#include <hip/hip_bfloat16.h>
#include <cuda_bf16.h>

// NEW: {{^}}__global__ void toBf16(int n, const float *in, __hip_bfloat16 *out) {
// OLD: {{^}}__global__ void toBf16(int n, const float *in, __nv_bfloat16 *out) {
// OLDDIAG: bf16_hip_version.cu:[[@LINE+1]]:48: warning: '__nv_bfloat16' maps to '__hip_bfloat16', which needs HIP 5.7 or newer; target is HIP 5.2 {{.*}}[cuda2hip-not-in-target]
__global__ void toBf16(int n, const float *in, __nv_bfloat16 *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  // NEW: {{^ *}}if (i < n) out[i] = __float2bfloat16(in[i]);
  // OLD: {{^ *}}if (i < n) out[i] = __float2bfloat16(in[i]);
  // OLDDIAG: bf16_hip_version.cu:[[@LINE+1]]:23: warning: '__float2bfloat16' {{.*}}[cuda2hip-not-in-target]
  if (i < n) out[i] = __float2bfloat16(in[i]);
}

// NEW: {{^}}__global__ void toFloat(int n, const __hip_bfloat16 *in, float *out) {
__global__ void toFloat(int n, const __nv_bfloat16 *in, float *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  // NEW: {{^ *}}if (i < n) out[i] = __bfloat162float(in[i]);
  if (i < n) out[i] = __bfloat162float(in[i]);
}
