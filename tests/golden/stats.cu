// --stats prints, on stderr, per API group the names converted, spelled the
// same, unsupported and not in the target, then unknown APIs, lines changed
// and the engine; stdout still carries only the translation.
// RUN: %exit 1 %cuda2hip --stats %s > %t.out 2> %t.err
// RUN: FileCheck --check-prefix=STATS %s < %t.err
// RUN: FileCheck %s < %t.out
// Not compiled with the oracle (../shared/rocm): its input keeps an API HIP lacks (cudaInitDevice) on purpose, to count it.

// STATS: API group converted same unsupported not-in-target
// STATS: CUDA Runtime API 3 0 1 0
// STATS: Device functions and types 0 2 0 0
// STATS: Headers 1 0 0 0
// STATS: total 4 2 1 0
// STATS: unknown CUDA APIs: 0
// STATS: lines changed: 4
// STATS: engine: ast

// CHECK: {{^}}#include <hip/hip_runtime.h>
// CHECK-NOT: API group
#include <cuda_runtime.h>

__global__ void k(int *p) {
  __syncthreads();
  atomicAdd(p, 1);
}

void run(int *d, cudaStream_t s) {
  k<<<1, 1, 0, s>>>(d);
  cudaStreamSynchronize(s);
  cudaInitDevice(0, 0, 0);
  cudaFree(d);
}
