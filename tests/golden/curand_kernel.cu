// Device-side cuRAND: <curand_kernel.h> -> <hiprand/hiprand_kernel.h>,
// curandState -> hiprandState, curand_init/curand_uniform/curand_normal ->
// hiprand_*.
// Compiled against ROCm 6.3.3 (hipRAND/rocRAND) at --hip-version 6.3; the
// default (7.0) output is FileChecked only: there are no ROCm 7 hipRAND
// headers here, and rocRAND 6.3 does not compile against HIP 7.13.
// RUN: %cuda2hip %s -o %t.hip.cu
// RUN: FileCheck %s < %t.hip.cu
// RUN: FileCheck --check-prefix=NOCUDA %s < %t.hip.cu
// RUN: %exit 0,1 %cuda2hip --hip-version 6.3 %s -o %t.v63.cu 2> %t.v63.err
// RUN: %hip63-device %t.v63.cu
// RUN: %hip63-host %t.v63.cu

// CHECK: {{^}}#include <hip/hip_runtime.h>
// CHECK-NEXT: {{^}}#include <hiprand/hiprand_kernel.h>
#include <curand_kernel.h>

// CHECK: {{^}}__global__ void setup(hiprandState *states, unsigned long long seed) {
__global__ void setup(curandState *states, unsigned long long seed) {
  int id = blockIdx.x * blockDim.x + threadIdx.x;
  // CHECK: {{^ *}}hiprand_init(seed, id, 0, &states[id]);
  curand_init(seed, id, 0, &states[id]);
}

// CHECK: {{^}}__global__ void monteCarloPi(hiprandState *states, int samples, unsigned *hits) {
__global__ void monteCarloPi(curandState *states, int samples, unsigned *hits) {
  int id = blockIdx.x * blockDim.x + threadIdx.x;
  // CHECK: {{^ *}}hiprandState local = states[id];
  curandState local = states[id];
  unsigned count = 0;
  for (int s = 0; s < samples; ++s) {
    // CHECK: {{^ *}}float x = hiprand_uniform(&local);
    float x = curand_uniform(&local);
    // CHECK: {{^ *}}float y = hiprand_uniform(&local);
    float y = curand_uniform(&local);
    if (x * x + y * y <= 1.0f) ++count;
  }
  // CHECK: {{^ *}}float noise = hiprand_normal(&local);
  float noise = curand_normal(&local);
  // CHECK: {{^ *}}unsigned raw = hiprand(&local);
  unsigned raw = curand(&local);
  states[id] = local;
  atomicAdd(hits, count + (noise > 100.0f ? raw & 1u : 0u));
}

// NOCUDA-NOT: {{^[^/"]*curand}}
