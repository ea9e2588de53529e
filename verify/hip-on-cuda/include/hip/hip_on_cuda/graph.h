// hip/hip_on_cuda/graph.h - HIP's graph API (graphs, nodes, executable
// graphs, stream capture, user objects) over CUDA 13's.
//
// Part of cuda2hip's HIP-on-CUDA layer (docs/verify.md); included by
// hip_runtime_api.h after hip_on_cuda/runtime.h. Written from ROCm's
// hip_runtime_api.h; scripts/hip_on_cuda_decls.py checks every declaration
// against ROCm 7.13 and 6.3.3. HIP keeps the CUDA 11/12 forms (no edge data:
// hipGraphGetEdges, hipGraphAddDependencies, hipStreamGetCaptureInfo_v2,
// hipGraphInstantiate with an error node and a log); CUDA 13's take edge
// data, passed as null here. Node parameter structs whose fields HIP orders
// differently (hipKernelNodeParams, hipMemsetParams) are converted.
#ifndef HIP_ON_CUDA_GRAPH_H
#define HIP_ON_CUDA_GRAPH_H

typedef cudaGraph_t hipGraph_t;
typedef cudaGraphNode_t hipGraphNode_t;
typedef cudaGraphExec_t hipGraphExec_t;
typedef cudaUserObject_t hipUserObject_t;

typedef enum hipStreamCaptureMode {
  hipStreamCaptureModeGlobal = 0,
  hipStreamCaptureModeThreadLocal,
  hipStreamCaptureModeRelaxed,
} hipStreamCaptureMode;
HIP_ON_CUDA_SAME(hipStreamCaptureModeRelaxed, cudaStreamCaptureModeRelaxed);
typedef enum hipStreamCaptureStatus {
  hipStreamCaptureStatusNone = 0,
  hipStreamCaptureStatusActive,
  hipStreamCaptureStatusInvalidated,
} hipStreamCaptureStatus;
HIP_ON_CUDA_SAME(hipStreamCaptureStatusInvalidated, cudaStreamCaptureStatusInvalidated);
typedef enum hipStreamUpdateCaptureDependenciesFlags {
  hipStreamAddCaptureDependencies = 0,
  hipStreamSetCaptureDependencies,
} hipStreamUpdateCaptureDependenciesFlags;
HIP_ON_CUDA_SAME(hipStreamSetCaptureDependencies, cudaStreamSetCaptureDependencies);

typedef enum hipGraphNodeType {
  hipGraphNodeTypeKernel = 0,
  hipGraphNodeTypeMemcpy = 1,
  hipGraphNodeTypeMemset = 2,
  hipGraphNodeTypeHost = 3,
  hipGraphNodeTypeGraph = 4,
  hipGraphNodeTypeEmpty = 5,
  hipGraphNodeTypeWaitEvent = 6,
  hipGraphNodeTypeEventRecord = 7,
  hipGraphNodeTypeExtSemaphoreSignal = 8,
  hipGraphNodeTypeExtSemaphoreWait = 9,
  hipGraphNodeTypeMemAlloc = 10,
  hipGraphNodeTypeMemFree = 11,
  hipGraphNodeTypeMemcpyFromSymbol = 12,
  hipGraphNodeTypeMemcpyToSymbol = 13,
} hipGraphNodeType;
HIP_ON_CUDA_SAME(hipGraphNodeTypeEmpty, cudaGraphNodeTypeEmpty);
HIP_ON_CUDA_SAME(hipGraphNodeTypeMemFree, cudaGraphNodeTypeMemFree);

typedef enum hipGraphExecUpdateResult {
  hipGraphExecUpdateSuccess = 0x0,
  hipGraphExecUpdateError = 0x1,
  hipGraphExecUpdateErrorTopologyChanged = 0x2,
  hipGraphExecUpdateErrorNodeTypeChanged = 0x3,
  hipGraphExecUpdateErrorFunctionChanged = 0x4,
  hipGraphExecUpdateErrorParametersChanged = 0x5,
  hipGraphExecUpdateErrorNotSupported = 0x6,
  hipGraphExecUpdateErrorUnsupportedFunctionChange = 0x7,
} hipGraphExecUpdateResult;
HIP_ON_CUDA_SAME(hipGraphExecUpdateErrorUnsupportedFunctionChange,
                 cudaGraphExecUpdateErrorUnsupportedFunctionChange);

typedef enum hipGraphInstantiateFlags {
  hipGraphInstantiateFlagAutoFreeOnLaunch = 1,
  hipGraphInstantiateFlagUpload = 2,
  hipGraphInstantiateFlagDeviceLaunch = 4,
  hipGraphInstantiateFlagUseNodePriority = 8,
} hipGraphInstantiateFlags;
HIP_ON_CUDA_SAME(hipGraphInstantiateFlagUseNodePriority, cudaGraphInstantiateFlagUseNodePriority);

typedef enum hipGraphMemAttributeType {
  hipGraphMemAttrUsedMemCurrent = 0,
  hipGraphMemAttrUsedMemHigh,
  hipGraphMemAttrReservedMemCurrent,
  hipGraphMemAttrReservedMemHigh,
} hipGraphMemAttributeType;
HIP_ON_CUDA_SAME(hipGraphMemAttrReservedMemHigh, cudaGraphMemAttrReservedMemHigh);

typedef enum hipUserObjectFlags { hipUserObjectNoDestructorSync = 0x1 } hipUserObjectFlags;
typedef enum hipUserObjectRetainFlags { hipGraphUserObjectMove = 0x1 } hipUserObjectRetainFlags;

typedef struct hipKernelNodeParams {
  dim3 blockDim;
  void **extra;
  void *func;
  dim3 gridDim;
  void **kernelParams;
  unsigned int sharedMemBytes;
} hipKernelNodeParams;

typedef struct hipMemsetParams {
  void *dst;
  unsigned int elementSize;
  size_t height;
  size_t pitch;
  unsigned int value;
  size_t width;
} hipMemsetParams;

typedef struct hipHostNodeParams {
  hipHostFn_t fn;
  void *userData;
} hipHostNodeParams;
static_assert(sizeof(hipHostNodeParams) == sizeof(cudaHostNodeParams), "layout");

static inline cudaKernelNodeParams hip_on_cuda_kernel_params(const hipKernelNodeParams *p) {
  cudaKernelNodeParams c;
  memset(&c, 0, sizeof c);
  c.func = p->func;
  c.gridDim = p->gridDim;
  c.blockDim = p->blockDim;
  c.sharedMemBytes = p->sharedMemBytes;
  c.kernelParams = p->kernelParams;
  c.extra = p->extra;
  return c;
}
static inline cudaMemsetParams hip_on_cuda_memset_params(const hipMemsetParams *p) {
  cudaMemsetParams c;
  memset(&c, 0, sizeof c);
  c.dst = p->dst;
  c.pitch = p->pitch;
  c.value = p->value;
  c.elementSize = p->elementSize;
  c.width = p->width;
  c.height = p->height;
  return c;
}

//===--- Graphs and nodes -------------------------------------------------===//

static inline hipError_t hipGraphCreate(hipGraph_t *g, unsigned flags) {
  return hip_on_cuda_error(cudaGraphCreate(g, flags));
}
static inline hipError_t hipGraphDestroy(hipGraph_t g) { return hip_on_cuda_error(cudaGraphDestroy(g)); }
static inline hipError_t hipGraphClone(hipGraph_t *clone, hipGraph_t g) {
  return hip_on_cuda_error(cudaGraphClone(clone, g));
}
static inline hipError_t hipGraphAddKernelNode(hipGraphNode_t *node, hipGraph_t g,
                                               const hipGraphNode_t *deps, size_t n,
                                               const hipKernelNodeParams *p) {
  if (!p)
    return hipErrorInvalidValue;
  cudaKernelNodeParams c = hip_on_cuda_kernel_params(p);
  return hip_on_cuda_error(cudaGraphAddKernelNode(node, g, deps, n, &c));
}
static inline hipError_t hipGraphKernelNodeGetParams(hipGraphNode_t node, hipKernelNodeParams *p) {
  if (!p)
    return hipErrorInvalidValue;
  cudaKernelNodeParams c;
  cudaError_t e = cudaGraphKernelNodeGetParams(node, &c);
  if (e == cudaSuccess) {
    p->func = c.func;
    p->gridDim = c.gridDim;
    p->blockDim = c.blockDim;
    p->sharedMemBytes = c.sharedMemBytes;
    p->kernelParams = c.kernelParams;
    p->extra = c.extra;
  }
  return hip_on_cuda_error(e);
}
static inline hipError_t hipGraphKernelNodeSetParams(hipGraphNode_t node,
                                                     const hipKernelNodeParams *p) {
  if (!p)
    return hipErrorInvalidValue;
  cudaKernelNodeParams c = hip_on_cuda_kernel_params(p);
  return hip_on_cuda_error(cudaGraphKernelNodeSetParams(node, &c));
}
static inline hipError_t hipGraphAddMemcpyNode(hipGraphNode_t *node, hipGraph_t g,
                                               const hipGraphNode_t *deps, size_t n,
                                               const hipMemcpy3DParms *p) {
  return hip_on_cuda_error(
      cudaGraphAddMemcpyNode(node, g, deps, n, (const cudaMemcpy3DParms *)p));
}
static inline hipError_t hipGraphAddMemcpyNode1D(hipGraphNode_t *node, hipGraph_t g,
                                                 const hipGraphNode_t *deps, size_t n, void *dst,
                                                 const void *src, size_t count,
                                                 hipMemcpyKind kind) {
  return hip_on_cuda_error(
      cudaGraphAddMemcpyNode1D(node, g, deps, n, dst, src, count, (cudaMemcpyKind)kind));
}
static inline hipError_t hipGraphMemcpyNodeSetParams1D(hipGraphNode_t node, void *dst,
                                                       const void *src, size_t count,
                                                       hipMemcpyKind kind) {
  return hip_on_cuda_error(
      cudaGraphMemcpyNodeSetParams1D(node, dst, src, count, (cudaMemcpyKind)kind));
}
static inline hipError_t hipGraphAddMemsetNode(hipGraphNode_t *node, hipGraph_t g,
                                               const hipGraphNode_t *deps, size_t n,
                                               const hipMemsetParams *p) {
  if (!p)
    return hipErrorInvalidValue;
  cudaMemsetParams c = hip_on_cuda_memset_params(p);
  return hip_on_cuda_error(cudaGraphAddMemsetNode(node, g, deps, n, &c));
}
static inline hipError_t hipGraphAddHostNode(hipGraphNode_t *node, hipGraph_t g,
                                             const hipGraphNode_t *deps, size_t n,
                                             const hipHostNodeParams *p) {
  return hip_on_cuda_error(
      cudaGraphAddHostNode(node, g, deps, n, (const cudaHostNodeParams *)p));
}
static inline hipError_t hipGraphAddEmptyNode(hipGraphNode_t *node, hipGraph_t g,
                                              const hipGraphNode_t *deps, size_t n) {
  return hip_on_cuda_error(cudaGraphAddEmptyNode(node, g, deps, n));
}
static inline hipError_t hipGraphAddChildGraphNode(hipGraphNode_t *node, hipGraph_t g,
                                                   const hipGraphNode_t *deps, size_t n,
                                                   hipGraph_t child) {
  return hip_on_cuda_error(cudaGraphAddChildGraphNode(node, g, deps, n, child));
}
static inline hipError_t hipGraphAddEventRecordNode(hipGraphNode_t *node, hipGraph_t g,
                                                    const hipGraphNode_t *deps, size_t n,
                                                    hipEvent_t e) {
  return hip_on_cuda_error(cudaGraphAddEventRecordNode(node, g, deps, n, e));
}
static inline hipError_t hipGraphAddEventWaitNode(hipGraphNode_t *node, hipGraph_t g,
                                                  const hipGraphNode_t *deps, size_t n,
                                                  hipEvent_t e) {
  return hip_on_cuda_error(cudaGraphAddEventWaitNode(node, g, deps, n, e));
}
static inline hipError_t hipGraphAddMemFreeNode(hipGraphNode_t *node, hipGraph_t g,
                                                const hipGraphNode_t *deps, size_t n, void *p) {
  return hip_on_cuda_error(cudaGraphAddMemFreeNode(node, g, deps, n, p));
}
static inline hipError_t hipGraphAddDependencies(hipGraph_t g, const hipGraphNode_t *from,
                                                 const hipGraphNode_t *to, size_t n) {
  return hip_on_cuda_error(cudaGraphAddDependencies(g, from, to, nullptr, n));
}
static inline hipError_t hipGraphRemoveDependencies(hipGraph_t g, const hipGraphNode_t *from,
                                                    const hipGraphNode_t *to, size_t n) {
  return hip_on_cuda_error(cudaGraphRemoveDependencies(g, from, to, nullptr, n));
}
static inline hipError_t hipGraphGetNodes(hipGraph_t g, hipGraphNode_t *nodes, size_t *n) {
  return hip_on_cuda_error(cudaGraphGetNodes(g, nodes, n));
}
static inline hipError_t hipGraphGetRootNodes(hipGraph_t g, hipGraphNode_t *nodes, size_t *n) {
  return hip_on_cuda_error(cudaGraphGetRootNodes(g, nodes, n));
}
static inline hipError_t hipGraphGetEdges(hipGraph_t g, hipGraphNode_t *from, hipGraphNode_t *to,
                                          size_t *n) {
  return hip_on_cuda_error(cudaGraphGetEdges(g, from, to, nullptr, n));
}
static inline hipError_t hipGraphNodeGetDependencies(hipGraphNode_t node, hipGraphNode_t *deps,
                                                     size_t *n) {
  return hip_on_cuda_error(cudaGraphNodeGetDependencies(node, deps, nullptr, n));
}
static inline hipError_t hipGraphNodeGetDependentNodes(hipGraphNode_t node, hipGraphNode_t *deps,
                                                       size_t *n) {
  return hip_on_cuda_error(cudaGraphNodeGetDependentNodes(node, deps, nullptr, n));
}
static inline hipError_t hipGraphNodeGetType(hipGraphNode_t node, hipGraphNodeType *t) {
  cudaGraphNodeType c;
  cudaError_t e = cudaGraphNodeGetType(node, &c);
  if (e == cudaSuccess && t)
    *t = (hipGraphNodeType)c;
  return hip_on_cuda_error(e);
}
static inline hipError_t hipGraphDestroyNode(hipGraphNode_t node) {
  return hip_on_cuda_error(cudaGraphDestroyNode(node));
}
static inline hipError_t hipGraphNodeFindInClone(hipGraphNode_t *out, hipGraphNode_t orig,
                                                 hipGraph_t clone) {
  return hip_on_cuda_error(cudaGraphNodeFindInClone(out, orig, clone));
}
static inline hipError_t hipGraphChildGraphNodeGetGraph(hipGraphNode_t node, hipGraph_t *g) {
  return hip_on_cuda_error(cudaGraphChildGraphNodeGetGraph(node, g));
}
static inline hipError_t hipGraphHostNodeGetParams(hipGraphNode_t node, hipHostNodeParams *p) {
  return hip_on_cuda_error(cudaGraphHostNodeGetParams(node, (cudaHostNodeParams *)p));
}
static inline hipError_t hipGraphHostNodeSetParams(hipGraphNode_t node, const hipHostNodeParams *p) {
  return hip_on_cuda_error(cudaGraphHostNodeSetParams(node, (const cudaHostNodeParams *)p));
}
static inline hipError_t hipGraphMemsetNodeSetParams(hipGraphNode_t node, const hipMemsetParams *p) {
  if (!p)
    return hipErrorInvalidValue;
  cudaMemsetParams c = hip_on_cuda_memset_params(p);
  return hip_on_cuda_error(cudaGraphMemsetNodeSetParams(node, &c));
}
static inline hipError_t hipGraphDebugDotPrint(hipGraph_t g, const char *path, unsigned flags) {
  return hip_on_cuda_error(cudaGraphDebugDotPrint(g, path, flags));
}

static inline hipError_t hipGraphMemsetNodeGetParams(hipGraphNode_t node, hipMemsetParams *p) {
  if (!p)
    return hipErrorInvalidValue;
  cudaMemsetParams c;
  cudaError_t e = cudaGraphMemsetNodeGetParams(node, &c);
  if (e == cudaSuccess) {
    p->dst = c.dst;
    p->pitch = c.pitch;
    p->value = c.value;
    p->elementSize = c.elementSize;
    p->width = c.width;
    p->height = c.height;
  }
  return hip_on_cuda_error(e);
}
static inline hipError_t hipGraphMemcpyNodeGetParams(hipGraphNode_t node, hipMemcpy3DParms *p) {
  return hip_on_cuda_error(cudaGraphMemcpyNodeGetParams(node, (cudaMemcpy3DParms *)p));
}
static inline hipError_t hipGraphMemcpyNodeSetParams(hipGraphNode_t node,
                                                     const hipMemcpy3DParms *p) {
  return hip_on_cuda_error(cudaGraphMemcpyNodeSetParams(node, (const cudaMemcpy3DParms *)p));
}
static inline hipError_t hipGraphEventRecordNodeGetEvent(hipGraphNode_t node, hipEvent_t *e) {
  return hip_on_cuda_error(cudaGraphEventRecordNodeGetEvent(node, e));
}
static inline hipError_t hipGraphEventRecordNodeSetEvent(hipGraphNode_t node, hipEvent_t e) {
  return hip_on_cuda_error(cudaGraphEventRecordNodeSetEvent(node, e));
}
static inline hipError_t hipGraphEventWaitNodeGetEvent(hipGraphNode_t node, hipEvent_t *e) {
  return hip_on_cuda_error(cudaGraphEventWaitNodeGetEvent(node, e));
}
static inline hipError_t hipGraphEventWaitNodeSetEvent(hipGraphNode_t node, hipEvent_t e) {
  return hip_on_cuda_error(cudaGraphEventWaitNodeSetEvent(node, e));
}
static inline hipError_t hipGraphExecEventRecordNodeSetEvent(hipGraphExec_t x, hipGraphNode_t node,
                                                             hipEvent_t e) {
  return hip_on_cuda_error(cudaGraphExecEventRecordNodeSetEvent(x, node, e));
}
static inline hipError_t hipGraphExecEventWaitNodeSetEvent(hipGraphExec_t x, hipGraphNode_t node,
                                                           hipEvent_t e) {
  return hip_on_cuda_error(cudaGraphExecEventWaitNodeSetEvent(x, node, e));
}
static inline hipError_t hipGraphExecGetFlags(hipGraphExec_t x, unsigned long long *flags) {
  return hip_on_cuda_error(cudaGraphExecGetFlags(x, flags));
}

//===--- Executable graphs ------------------------------------------------===//

// HIP's form: an error node and a log buffer (CUDA 13 dropped them).
static inline hipError_t hipGraphInstantiate(hipGraphExec_t *exec, hipGraph_t g,
                                             hipGraphNode_t *errorNode, char *log, size_t n) {
  if (errorNode)
    *errorNode = nullptr;
  if (log && n)
    log[0] = '\0';
  return hip_on_cuda_error(cudaGraphInstantiate(exec, g, 0));
}
static inline hipError_t hipGraphInstantiateWithFlags(hipGraphExec_t *exec, hipGraph_t g,
                                                      unsigned long long flags) {
  return hip_on_cuda_error(cudaGraphInstantiateWithFlags(exec, g, flags));
}
static inline hipError_t hipGraphLaunch(hipGraphExec_t exec, hipStream_t s) {
  return hip_on_cuda_error(cudaGraphLaunch(exec, s));
}
static inline hipError_t hipGraphUpload(hipGraphExec_t exec, hipStream_t s) {
  return hip_on_cuda_error(cudaGraphUpload(exec, s));
}
static inline hipError_t hipGraphExecDestroy(hipGraphExec_t exec) {
  return hip_on_cuda_error(cudaGraphExecDestroy(exec));
}
static inline hipError_t hipGraphExecUpdate(hipGraphExec_t exec, hipGraph_t g,
                                            hipGraphNode_t *errorNode,
                                            hipGraphExecUpdateResult *result) {
  cudaGraphExecUpdateResultInfo info;
  memset(&info, 0, sizeof info);
  cudaError_t e = cudaGraphExecUpdate(exec, g, &info);
  if (errorNode)
    *errorNode = info.errorNode;
  if (result)
    *result = (hipGraphExecUpdateResult)info.result;
  return hip_on_cuda_error(e);
}
static inline hipError_t hipGraphExecKernelNodeSetParams(hipGraphExec_t exec, hipGraphNode_t node,
                                                         const hipKernelNodeParams *p) {
  if (!p)
    return hipErrorInvalidValue;
  cudaKernelNodeParams c = hip_on_cuda_kernel_params(p);
  return hip_on_cuda_error(cudaGraphExecKernelNodeSetParams(exec, node, &c));
}
static inline hipError_t hipGraphExecMemcpyNodeSetParams1D(hipGraphExec_t exec,
                                                           hipGraphNode_t node, void *dst,
                                                           const void *src, size_t count,
                                                           hipMemcpyKind kind) {
  return hip_on_cuda_error(cudaGraphExecMemcpyNodeSetParams1D(exec, node, dst, src, count,
                                                              (cudaMemcpyKind)kind));
}
static inline hipError_t hipGraphExecMemsetNodeSetParams(hipGraphExec_t exec, hipGraphNode_t node,
                                                         const hipMemsetParams *p) {
  if (!p)
    return hipErrorInvalidValue;
  cudaMemsetParams c = hip_on_cuda_memset_params(p);
  return hip_on_cuda_error(cudaGraphExecMemsetNodeSetParams(exec, node, &c));
}
static inline hipError_t hipGraphExecHostNodeSetParams(hipGraphExec_t exec, hipGraphNode_t node,
                                                       const hipHostNodeParams *p) {
  return hip_on_cuda_error(
      cudaGraphExecHostNodeSetParams(exec, node, (const cudaHostNodeParams *)p));
}
static inline hipError_t hipGraphExecChildGraphNodeSetParams(hipGraphExec_t exec,
                                                             hipGraphNode_t node,
                                                             hipGraph_t child) {
  return hip_on_cuda_error(cudaGraphExecChildGraphNodeSetParams(exec, node, child));
}
static inline hipError_t hipGraphNodeSetEnabled(hipGraphExec_t exec, hipGraphNode_t node,
                                                unsigned enabled) {
  return hip_on_cuda_error(cudaGraphNodeSetEnabled(exec, node, enabled));
}
static inline hipError_t hipGraphNodeGetEnabled(hipGraphExec_t exec, hipGraphNode_t node,
                                                unsigned *enabled) {
  return hip_on_cuda_error(cudaGraphNodeGetEnabled(exec, node, enabled));
}
static inline hipError_t hipDeviceGetGraphMemAttribute(int device, hipGraphMemAttributeType attr,
                                                       void *value) {
  return hip_on_cuda_error(
      cudaDeviceGetGraphMemAttribute(device, (cudaGraphMemAttributeType)attr, value));
}
static inline hipError_t hipDeviceGraphMemTrim(int device) {
  return hip_on_cuda_error(cudaDeviceGraphMemTrim(device));
}

//===--- Stream capture ---------------------------------------------------===//

static inline hipError_t hipStreamBeginCapture(hipStream_t s, hipStreamCaptureMode mode) {
  return hip_on_cuda_error(cudaStreamBeginCapture(s, (cudaStreamCaptureMode)mode));
}
static inline hipError_t hipStreamEndCapture(hipStream_t s, hipGraph_t *g) {
  return hip_on_cuda_error(cudaStreamEndCapture(s, g));
}
static inline hipError_t hipStreamIsCapturing(hipStream_t s, hipStreamCaptureStatus *status) {
  cudaStreamCaptureStatus c;
  cudaError_t e = cudaStreamIsCapturing(s, &c);
  if (e == cudaSuccess && status)
    *status = (hipStreamCaptureStatus)c;
  return hip_on_cuda_error(e);
}
static inline hipError_t hipStreamGetCaptureInfo(hipStream_t s, hipStreamCaptureStatus *status,
                                                 unsigned long long *id) {
  cudaStreamCaptureStatus c;
  cudaError_t e = cudaStreamGetCaptureInfo(s, &c, id);
  if (e == cudaSuccess && status)
    *status = (hipStreamCaptureStatus)c;
  return hip_on_cuda_error(e);
}
static inline hipError_t hipStreamGetCaptureInfo_v2(hipStream_t s, hipStreamCaptureStatus *status,
                                                    unsigned long long *id = 0,
                                                    hipGraph_t *graph = 0,
                                                    const hipGraphNode_t **deps = 0,
                                                    size_t *n = 0) {
  cudaStreamCaptureStatus c;
  cudaError_t e = cudaStreamGetCaptureInfo(s, &c, id, graph, deps, nullptr, n);
  if (e == cudaSuccess && status)
    *status = (hipStreamCaptureStatus)c;
  return hip_on_cuda_error(e);
}
static inline hipError_t hipStreamUpdateCaptureDependencies(hipStream_t s, hipGraphNode_t *deps,
                                                            size_t n, unsigned flags = 0) {
  return hip_on_cuda_error(cudaStreamUpdateCaptureDependencies(s, deps, nullptr, n, flags));
}
static inline hipError_t hipThreadExchangeStreamCaptureMode(hipStreamCaptureMode *mode) {
  return hip_on_cuda_error(cudaThreadExchangeStreamCaptureMode((cudaStreamCaptureMode *)mode));
}

//===--- User objects -----------------------------------------------------===//

static inline hipError_t hipUserObjectCreate(hipUserObject_t *o, void *ptr, hipHostFn_t destroy,
                                             unsigned count, unsigned flags) {
  return hip_on_cuda_error(cudaUserObjectCreate(o, ptr, destroy, count, flags));
}
static inline hipError_t hipUserObjectRelease(hipUserObject_t o, unsigned count = 1) {
  return hip_on_cuda_error(cudaUserObjectRelease(o, count));
}
static inline hipError_t hipUserObjectRetain(hipUserObject_t o, unsigned count = 1) {
  return hip_on_cuda_error(cudaUserObjectRetain(o, count));
}
static inline hipError_t hipGraphRetainUserObject(hipGraph_t g, hipUserObject_t o,
                                                  unsigned count = 1, unsigned flags = 0) {
  return hip_on_cuda_error(cudaGraphRetainUserObject(g, o, count, flags));
}
static inline hipError_t hipGraphReleaseUserObject(hipGraph_t g, hipUserObject_t o,
                                                   unsigned count = 1) {
  return hip_on_cuda_error(cudaGraphReleaseUserObject(g, o, count));
}

#endif
