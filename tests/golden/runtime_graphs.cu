// CUDA graphs: stream capture, the 3-argument cudaGraphInstantiate (CUDA 12)
// -> hipGraphInstantiateWithFlags, the 5-argument form in the skipped
// pre-12 branch -> hipGraphInstantiate, launch and destruction.
// RUN: %cuda2hip %s -o %t.hip.cu 2> %t.err
// RUN: FileCheck %s < %t.hip.cu
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s < %t.err
// RUN: FileCheck --check-prefix=NOCUDA %s < %t.hip.cu
// RUN: %hip-device %t.hip.cu
// RUN: %hip-host %t.hip.cu
// RUN: %exit 0,1 %cuda2hip --hip-version 6.3 %s -o %t.v63.cu 2> %t.v63.err
// RUN: %hip63-device %t.v63.cu
// RUN: %hip63-host %t.v63.cu

#include <cuda_runtime.h>

__global__ void step(float *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] = x[i] * 0.5f + 1.0f;
}

void runGraph(float *d, int n, cudaStream_t stream) {
  // CHECK: {{^ *}}hipGraph_t graph;
  cudaGraph_t graph;
  // CHECK: {{^ *}}hipGraphExec_t exec;
  cudaGraphExec_t exec;
  // CHECK: {{^ *}}hipStreamBeginCapture(stream, hipStreamCaptureModeGlobal);
  cudaStreamBeginCapture(stream, cudaStreamCaptureModeGlobal);
  for (int k = 0; k < 10; ++k)
    step<<<(n + 255) / 256, 256, 0, stream>>>(d, n);
  // CHECK: {{^ *}}hipStreamEndCapture(stream, &graph);
  cudaStreamEndCapture(stream, &graph);
// CHECK: {{^}}#if CUDART_VERSION < 12000
// HIP has no CUDART_VERSION and reads it as 0: the pre-12 branch, which
// HIP has, so the version test stays as written, without a warning
// (docs/cuda-arch.md).
// DIAG-NOT: warning: 'CUDART_VERSION' 
#if CUDART_VERSION < 12000
  // CHECK: {{^ *}}hipGraphInstantiate(&exec, graph, NULL, NULL, 0);
  cudaGraphInstantiate(&exec, graph, NULL, NULL, 0);
#else
  // CHECK: {{^ *}}hipGraphInstantiateWithFlags(&exec, graph, 0);
  cudaGraphInstantiate(&exec, graph, 0);
#endif
  // CHECK: {{^ *}}hipGraphLaunch(exec, stream);
  cudaGraphLaunch(exec, stream);
  // CHECK: {{^ *}}hipStreamSynchronize(stream);
  cudaStreamSynchronize(stream);
  // CHECK: {{^ *}}hipGraphExecDestroy(exec);
  cudaGraphExecDestroy(exec);
  // CHECK: {{^ *}}hipGraphDestroy(graph);
  cudaGraphDestroy(graph);
}

// NOCUDA-NOT: {{^[^/"]*cuda[A-Z]}}
