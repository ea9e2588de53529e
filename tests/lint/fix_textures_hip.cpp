// Rule 6 with --fix on a translated (HIP) source: the same rewrite with
// HIP's spellings (hipTextureObject_t, hipCreateTextureObject, ...).
// RUN: cp %s %t.cpp
// RUN: %exit 1 %cuda2hip lint --fix %t.cpp > %t.out
// RUN: FileCheck %s --implicit-check-not=[cuda2hip- < %t.out
// RUN: FileCheck --check-prefix=FIXED %s < %t.cpp
// RUN: %hip-device %t.cpp
// RUN: %hip-host %t.cpp
#include <hip/hip_runtime.h>

// FIXED: {{^}}__global__ void gather(Cuda2HipLinearTex<float> values, const int *idx, float *out, int n) {
__global__ void gather(hipTextureObject_t values, const int *idx, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  // CHECK: fix_textures_hip.cpp.tmp.cpp:[[@LINE+2]]:{{[0-9]+}}: error: 'tex1Dfetch' needs texture hardware{{.*}}; --fix reads the linear memory behind 'values' directly (fixed) [cuda2hip-texture-memory]
  // FIXED: {{^  }}if (i < n) out[i] = values.fetch(idx[i]);
  if (i < n) out[i] = tex1Dfetch<float>(values, idx[i]);
}

void run(const int *idx, float *out, int n, float *lin) {
  hipResourceDesc res = {};
  res.resType = hipResourceTypeLinear;
  res.res.linear.devPtr = lin;
  res.res.linear.desc = hipCreateChannelDesc<float>();
  res.res.linear.sizeInBytes = n * sizeof(float);
  hipTextureDesc td = {};
  td.addressMode[0] = hipAddressModeClamp;
  hipTextureObject_t values = 0;
  // CHECK: fix_textures_hip.cpp.tmp.cpp:[[@LINE+2]]:{{[0-9]+}}: error: 'hipCreateTextureObject' needs texture hardware{{.*}}[cuda2hip-texture-memory]
  // FIXED: {{^  }}const Cuda2HipLinearTex<float> values_view = {(const float *)res.res.linear.devPtr, res.res.linear.sizeInBytes / sizeof(float)};
  hipCreateTextureObject(&values, &res, &td, nullptr);
  // FIXED: {{^  }}gather<<<(n + 255) / 256, 256>>>(values_view, idx, out, n);
  gather<<<(n + 255) / 256, 256>>>(values, idx, out, n);
  hipDestroyTextureObject(values);
}
// CHECK: applied 1 fix
