// graphs.cu - CUDA graphs: stream capture, explicit node construction,
// executable-graph updates, node queries.
//
//  * capture: cudaStreamBeginCapture / EndCapture of memset + two kernels +
//    a D2H copy, cudaStreamIsCapturing, instantiate once, launch 5 times
//  * explicit: kernel nodes with dependencies, a memset node, a host node,
//    cudaGraphGetNodes / GetRootNodes / NodeGetType / GetEdges
//  * cudaGraphExecKernelNodeSetParams changes a kernel argument in place
//  * cudaGraphClone, cudaGraphDestroy / ExecDestroy
// Integer arithmetic only: every result is exact.
// link: (none)
#include <cstdio>
#include <vector>
#include "check.cuh"

__global__ void addScalar(int *data, int n, int value) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) data[i] += value;
}
__global__ void scaleBy(int *data, int n, int factor) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) data[i] *= factor;
}
static int hostCalls = 0;
static void CUDART_CB onHost(void *user) { ++*(int *)user; }

int main() {
  int failures = 0;
  const int n = 1 << 16;
  const size_t bytes = n * sizeof(int);
  int *d = nullptr;
  CHECK_CUDA(cudaMalloc(&d, bytes));
  std::vector<int> h(n);
  cudaStream_t s;
  CHECK_CUDA(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));

  // 1. Stream capture: d = (0 + 3) * 2, launched five times (each from zero).
  cudaGraph_t captured;
  CHECK_CUDA(cudaStreamBeginCapture(s, cudaStreamCaptureModeGlobal));
  cudaStreamCaptureStatus st;
  CHECK_CUDA(cudaStreamIsCapturing(s, &st));
  EXPECT(st == cudaStreamCaptureStatusActive);
  CHECK_CUDA(cudaMemsetAsync(d, 0, bytes, s));
  addScalar<<<(n + 255) / 256, 256, 0, s>>>(d, n, 3);
  scaleBy<<<(n + 255) / 256, 256, 0, s>>>(d, n, 2);
  CHECK_CUDA(cudaMemcpyAsync(h.data(), d, bytes, cudaMemcpyDeviceToHost, s));
  CHECK_CUDA(cudaStreamEndCapture(s, &captured));
  CHECK_CUDA(cudaStreamIsCapturing(s, &st));
  EXPECT(st == cudaStreamCaptureStatusNone);
  size_t count = 0;
  CHECK_CUDA(cudaGraphGetNodes(captured, nullptr, &count));
  std::printf("captured graph: %zu nodes\n", count);
  EXPECT(count == 4);
  cudaGraphExec_t exec;
  CHECK_CUDA(cudaGraphInstantiate(&exec, captured, 0));
  long long sum = 0;
  for (int it = 0; it < 5; ++it) {
    CHECK_CUDA(cudaGraphLaunch(exec, s));
    CHECK_CUDA(cudaStreamSynchronize(s));
    for (int i = 0; i < n; ++i) sum += h[i];
  }
  std::printf("capture: 5 launches, sum %lld (expected %lld)\n", sum, 5LL * n * 6);
  EXPECT(sum == 5LL * n * 6);

  // 2. Explicit graph: memset -> add(5) -> {scale(3), host} -> add(1).
  cudaGraph_t g;
  CHECK_CUDA(cudaGraphCreate(&g, 0));
  cudaMemsetParams ms = {};
  ms.dst = d;
  ms.value = 0;
  ms.elementSize = 4;
  ms.width = n;
  ms.height = 1;
  ms.pitch = 0;
  cudaGraphNode_t memsetNode, addNode, scaleNode, hostNode, lastNode;
  CHECK_CUDA(cudaGraphAddMemsetNode(&memsetNode, g, nullptr, 0, &ms));
  int nArg = n, five = 5, three = 3, one = 1;
  int *dArg = d;
  void *addArgs[] = {&dArg, &nArg, &five};
  cudaKernelNodeParams kp = {};
  kp.func = (void *)addScalar;
  kp.gridDim = dim3((n + 255) / 256);
  kp.blockDim = dim3(256);
  kp.sharedMemBytes = 0;
  kp.kernelParams = addArgs;
  kp.extra = nullptr;
  CHECK_CUDA(cudaGraphAddKernelNode(&addNode, g, &memsetNode, 1, &kp));
  void *scaleArgs[] = {&dArg, &nArg, &three};
  cudaKernelNodeParams sp = kp;
  sp.func = (void *)scaleBy;
  sp.kernelParams = scaleArgs;
  CHECK_CUDA(cudaGraphAddKernelNode(&scaleNode, g, &addNode, 1, &sp));
  cudaHostNodeParams hp = {};
  hp.fn = onHost;
  hp.userData = &hostCalls;
  CHECK_CUDA(cudaGraphAddHostNode(&hostNode, g, &addNode, 1, &hp));
  void *lastArgs[] = {&dArg, &nArg, &one};
  cudaKernelNodeParams lp = kp;
  lp.kernelParams = lastArgs;
  cudaGraphNode_t lastDeps[] = {scaleNode, hostNode};
  CHECK_CUDA(cudaGraphAddKernelNode(&lastNode, g, lastDeps, 2, &lp));

  size_t roots = 0, edges = 0;
  CHECK_CUDA(cudaGraphGetRootNodes(g, nullptr, &roots));
  CHECK_CUDA(cudaGraphGetNodes(g, nullptr, &count));
  std::printf("explicit graph: %zu nodes, %zu root(s)\n", count, roots);
  EXPECT(count == 5 && roots == 1);
  cudaGraphNodeType type;
  CHECK_CUDA(cudaGraphNodeGetType(hostNode, &type));
  EXPECT(type == cudaGraphNodeTypeHost);
  CHECK_CUDA(cudaGraphNodeGetType(memsetNode, &type));
  EXPECT(type == cudaGraphNodeTypeMemset);
  size_t deps = 0;
#if CUDART_VERSION >= 13000
  CHECK_CUDA(cudaGraphNodeGetDependencies(lastNode, nullptr, nullptr, &deps));  // + edge data
#else
  CHECK_CUDA(cudaGraphNodeGetDependencies(lastNode, nullptr, &deps));
#endif
  std::printf("last node: %zu dependencies\n", deps);
  EXPECT(deps == 2);

  cudaGraphExec_t exec2;
  CHECK_CUDA(cudaGraphInstantiate(&exec2, g, 0));
  CHECK_CUDA(cudaGraphLaunch(exec2, s));
  CHECK_CUDA(cudaStreamSynchronize(s));
  CHECK_CUDA(cudaMemcpy(h.data(), d, bytes, cudaMemcpyDeviceToHost));
  std::printf("explicit: d[0] = %d d[n-1] = %d (expected 16), host node ran %d time(s)\n", h[0],
              h[n - 1], hostCalls);
  EXPECT(h[0] == 16 && h[n - 1] == 16 && hostCalls == 1);

  // 3. Change scale's factor to 7 in the executable graph: (0+5)*7+1 = 36.
  int seven = 7;
  void *scale7[] = {&dArg, &nArg, &seven};
  sp.kernelParams = scale7;
  CHECK_CUDA(cudaGraphExecKernelNodeSetParams(exec2, scaleNode, &sp));
  CHECK_CUDA(cudaGraphLaunch(exec2, s));
  CHECK_CUDA(cudaStreamSynchronize(s));
  CHECK_CUDA(cudaMemcpy(h.data(), d, bytes, cudaMemcpyDeviceToHost));
  std::printf("updated: d[0] = %d (expected 36), host node ran %d time(s)\n", h[0], hostCalls);
  EXPECT(h[0] == 36 && hostCalls == 2);

  // 4. A clone has the same nodes.
  cudaGraph_t clone;
  CHECK_CUDA(cudaGraphClone(&clone, g));
  size_t cloneCount = 0;
  CHECK_CUDA(cudaGraphGetNodes(clone, nullptr, &cloneCount));
  std::printf("clone: %zu nodes\n", cloneCount);
  EXPECT(cloneCount == 5);

  CHECK_CUDA(cudaGraphExecDestroy(exec));
  CHECK_CUDA(cudaGraphExecDestroy(exec2));
  CHECK_CUDA(cudaGraphDestroy(captured));
  CHECK_CUDA(cudaGraphDestroy(g));
  CHECK_CUDA(cudaGraphDestroy(clone));
  CHECK_CUDA(cudaStreamDestroy(s));
  CHECK_CUDA(cudaFree(d));
  std::printf("%s\n", failures ? "FAIL" : "PASS");
  return failures ? 1 : 0;
}
