// A CUDA 10-era program: APIs CUDA 12 and 13 removed (cudaThread*, the
// device-number forms of cudaMemAdvise/cudaMemPrefetchAsync, the graph
// calls without edge data, cudaDeviceProp fields) parse against CUDA 13
// (the nvcc compatibility declarations, lib/Parse/NvccCompat.h) and are
// translated by the AST engine (exit 0, not 4), to what ROCm 7
// has.
// RUN: %exit 0 %cuda2hip %s -o %t.hip.cu 2> %t.err
// RUN: FileCheck %s < %t.hip.cu
// RUN: FileCheck --check-prefix=DIAG %s < %t.err
// RUN: %hip-device %t.hip.cu
// RUN: %hip-host %t.hip.cu
// DIAG-NOT: token engine
// DIAG-NOT: parse-error

#include <cstdio>
#include <cuda_runtime.h>

__global__ void scale(float *x, float a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] *= a;
}

static void describe(int dev) {
  cudaDeviceProp prop;
  cudaGetDeviceProperties(&prop, dev);
  // CHECK: {{^ *}}hipDeviceProp_t prop;
  // CHECK: {{^ *}}prop.clockRate / 1000, prop.memoryClockRate / 1000, prop.deviceOverlap
  printf("%s: %d MHz core, %d MHz memory, overlap %d, timeout %d, mode %d\n", prop.name,
         prop.clockRate / 1000, prop.memoryClockRate / 1000, prop.deviceOverlap,
         prop.kernelExecTimeoutEnabled, prop.computeMode);
}

int main() {
  const int n = 1 << 20;
  describe(0);
  // CHECK: {{^ *}}hipDeviceSetLimit(hipLimitMallocHeapSize, 1 << 26);
  cudaThreadSetLimit(cudaLimitMallocHeapSize, 1 << 26);
  float *x;
  cudaMallocManaged(&x, n * sizeof(float));
  for (int i = 0; i < n; ++i)
    x[i] = 1.0f;
  // CHECK: {{^ *}}hipMemAdvise(x, n * sizeof(float), hipMemAdviseSetReadMostly, 0);
  // CHECK: {{^ *}}hipMemPrefetchAsync(x, n * sizeof(float), 0, 0);
  cudaMemAdvise(x, n * sizeof(float), cudaMemAdviseSetReadMostly, 0);
  cudaMemPrefetchAsync(x, n * sizeof(float), 0, 0);
  scale<<<(n + 255) / 256, 256>>>(x, 2.0f, n);
  // CHECK: {{^ *}}hipDeviceSynchronize();
  cudaThreadSynchronize();

  cudaGraph_t graph;
  cudaGraphNode_t a, b;
  cudaGraphCreate(&graph, 0);
  cudaGraphAddEmptyNode(&a, graph, nullptr, 0);
  cudaGraphAddEmptyNode(&b, graph, nullptr, 0);
  // CHECK: {{^ *}}hipGraphAddDependencies(graph, &a, &b, 1);
  cudaGraphAddDependencies(graph, &a, &b, 1);
  cudaGraphDestroy(graph);

  printf("x[0] = %f\n", x[0]);
  cudaFree(x);
  // CHECK: {{^ *}}hipDeviceReset();
  cudaThreadExit();
  return 0;
}
