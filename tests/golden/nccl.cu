// NCCL -> RCCL. RCCL keeps the NCCL API: <nccl.h> becomes <rccl/rccl.h> and
// each name of a collective program maps to itself (no edit, no warning),
// except ncclAlltoAll, which RCCL spells ncclAllToAll. The CUDA runtime around
// it (streams, devices, the error-check macro) becomes HIP. Names RCCL lacks
// (the NCCL 2.27 symmetric-memory windows) stay, each with a warning; for
// HIP 5.2 the non-blocking init of NCCL 2.14+ (RCCL of ROCm 5.5) stays too,
// with a not-in-target warning, and the translation is otherwise the same.
// Both engines agree. Not compiled: neither ROCm tree of ../shared/rocm
// has RCCL headers; every HIP name of tables/nccl.def is in
// ../shared/hip-api/rccl.txt (HipNamesTest).
// RUN: %exit 1 %cuda2hip --hip-version 6.3 %s -o %t.hip.cu 2> %t.err
// RUN: FileCheck %s < %t.hip.cu
// RUN: FileCheck --check-prefix=NOCUDA %s < %t.hip.cu
// RUN: FileCheck --check-prefix=DIAG --strict-whitespace %s < %t.err
// RUN: %exit 4 %cuda2hip --engine token --hip-version 6.3 %s -o %t.token.cu 2> %t.token.err
// RUN: diff %t.hip.cu %t.token.cu
// RUN: FileCheck --check-prefix=DIAG --strict-whitespace %s < %t.token.err
// RUN: %exit 1 %cuda2hip --hip-version 5.2 %s -o %t.52.cu 2> %t.52.err
// RUN: diff %t.hip.cu %t.52.cu
// RUN: FileCheck --check-prefix=HIP52 %s < %t.52.err
// Not compiled: neither ROCm tree of ../shared/rocm has RCCL headers.

// CHECK: {{^}}#include <hip/hip_runtime.h>
// CHECK-NEXT: {{^}}#include <cstdio>
// CHECK-NEXT: {{^}}#include <cstdlib>
// CHECK-NEXT: {{^}}#include <vector>
// CHECK-NEXT: {{^}}#include <rccl/rccl.h>
// CHECK-NOT: {{^}}#include
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cuda_runtime.h>
#include <nccl.h>

// CHECK: {{^}}    hipError_t err_ = (call);                                                  {{\\$}}
// CHECK-NEXT: {{^}}    if (err_ != hipSuccess) {{[{]}}                                                  {{\\$}}
// CHECK-NEXT: {{^}}      fprintf(stderr, "CUDA error %s at %s:%d\n", hipGetErrorString(err_),     {{\\$}}
#define CUDA_CHECK(call)                                                       \
  do {                                                                         \
    cudaError_t err_ = (call);                                                 \
    if (err_ != cudaSuccess) {                                                 \
      fprintf(stderr, "CUDA error %s at %s:%d\n", cudaGetErrorString(err_),    \
              __FILE__, __LINE__);                                             \
      exit(1);                                                                 \
    }                                                                          \
  } while (0)

// CHECK: {{^}}    ncclResult_t res_ = (call);                                                {{\\$}}
// CHECK-NEXT: {{^}}    if (res_ != ncclSuccess) {{[{]}}                                                 {{\\$}}
// CHECK-NEXT: {{^}}      fprintf(stderr, "NCCL error %s at %s:%d\n", ncclGetErrorString(res_),    {{\\$}}
#define NCCL_CHECK(call)                                                       \
  do {                                                                         \
    ncclResult_t res_ = (call);                                                \
    if (res_ != ncclSuccess) {                                                 \
      fprintf(stderr, "NCCL error %s at %s:%d\n", ncclGetErrorString(res_),    \
              __FILE__, __LINE__);                                             \
      exit(1);                                                                 \
    }                                                                          \
  } while (0)

// CHECK: {{^}}#if NCCL_VERSION_CODE >= NCCL_VERSION(2, 18, 0)
#if NCCL_VERSION_CODE >= NCCL_VERSION(2, 18, 0)
#define HAVE_NONBLOCKING 1
#endif

// One process drives every GPU: ncclCommInitAll, collectives in a group.
void singleProcess(int nDev, size_t count) {
  // CHECK: {{^ *}}std::vector<ncclComm_t> comms(nDev);
  std::vector<ncclComm_t> comms(nDev);
  // CHECK: {{^ *}}std::vector<hipStream_t> streams(nDev);
  std::vector<cudaStream_t> streams(nDev);
  std::vector<float *> send(nDev), recv(nDev);
  std::vector<int> devs(nDev);
  for (int i = 0; i < nDev; ++i) {
    devs[i] = i;
    // CHECK: {{^ *}}CUDA_CHECK(hipSetDevice(i));
    CUDA_CHECK(cudaSetDevice(i));
    // CHECK: {{^ *}}CUDA_CHECK(hipMalloc(&send[i], count * nDev * sizeof(float)));
    CUDA_CHECK(cudaMalloc(&send[i], count * nDev * sizeof(float)));
    CUDA_CHECK(cudaMalloc(&recv[i], count * nDev * sizeof(float)));
    // CHECK: {{^ *}}CUDA_CHECK(hipStreamCreate(&streams[i]));
    CUDA_CHECK(cudaStreamCreate(&streams[i]));
  }
  // CHECK: {{^ *}}NCCL_CHECK(ncclCommInitAll(comms.data(), nDev, devs.data()));
  NCCL_CHECK(ncclCommInitAll(comms.data(), nDev, devs.data()));

  // CHECK: {{^ *}}NCCL_CHECK(ncclGroupStart());
  NCCL_CHECK(ncclGroupStart());
  for (int i = 0; i < nDev; ++i)
    // CHECK: {{^ *}}NCCL_CHECK(ncclAllReduce(send[i], recv[i], count, ncclFloat, ncclSum, comms[i], streams[i]));
    NCCL_CHECK(ncclAllReduce(send[i], recv[i], count, ncclFloat, ncclSum, comms[i], streams[i]));
  // CHECK: {{^ *}}NCCL_CHECK(ncclGroupEnd());
  NCCL_CHECK(ncclGroupEnd());

  NCCL_CHECK(ncclGroupStart());
  for (int i = 0; i < nDev; ++i) {
    // CHECK: {{^ *}}NCCL_CHECK(ncclBroadcast(send[i], recv[i], count, ncclFloat, 0, comms[i], streams[i]));
    NCCL_CHECK(ncclBroadcast(send[i], recv[i], count, ncclFloat, 0, comms[i], streams[i]));
    // CHECK: {{^ *}}NCCL_CHECK(ncclReduceScatter(send[i], recv[i], count, ncclFloat, ncclAvg, comms[i], streams[i]));
    NCCL_CHECK(ncclReduceScatter(send[i], recv[i], count, ncclFloat, ncclAvg, comms[i], streams[i]));
    // CHECK: {{^ *}}NCCL_CHECK(ncclAllGather(send[i], recv[i], count, ncclFloat, comms[i], streams[i]));
    NCCL_CHECK(ncclAllGather(send[i], recv[i], count, ncclFloat, comms[i], streams[i]));
    // RCCL's spelling, same arguments.
    // CHECK: {{^ *}}NCCL_CHECK(ncclAllToAll(send[i], recv[i], count, ncclFloat, comms[i], streams[i]));
    NCCL_CHECK(ncclAlltoAll(send[i], recv[i], count, ncclFloat, comms[i], streams[i]));
  }
  NCCL_CHECK(ncclGroupEnd());

  for (int i = 0; i < nDev; ++i) {
    CUDA_CHECK(cudaSetDevice(i));
    // CHECK: {{^ *}}CUDA_CHECK(hipStreamSynchronize(streams[i]));
    CUDA_CHECK(cudaStreamSynchronize(streams[i]));
    CUDA_CHECK(cudaFree(send[i]));
    CUDA_CHECK(cudaFree(recv[i]));
    // CHECK: {{^ *}}ncclCommDestroy(comms[i]);
    ncclCommDestroy(comms[i]);
  }
}

// One rank per process: rank 0 makes the id, the launcher shares it.
// CHECK: {{^}}ncclComm_t joinRanks(int rank, int nRanks, ncclUniqueId *id, hipStream_t stream) {
ncclComm_t joinRanks(int rank, int nRanks, ncclUniqueId *id, cudaStream_t stream) {
  // CHECK: {{^ *}}if (rank == 0) NCCL_CHECK(ncclGetUniqueId(id));
  if (rank == 0) NCCL_CHECK(ncclGetUniqueId(id));
  ncclComm_t comm;
#ifdef HAVE_NONBLOCKING
  // HIP52-NOT: warning:
  // HIP52: nccl.cu:[[@LINE+1]]:3: warning: 'ncclConfig_t' maps to 'ncclConfig_t', which needs HIP 5.5 or newer; target is HIP 5.2 (use --hip-version); left unchanged [cuda2hip-not-in-target]
  ncclConfig_t config = NCCL_CONFIG_INITIALIZER;
  // HIP52: nccl.cu:[[@LINE-1]]:25: warning: 'NCCL_CONFIG_INITIALIZER' maps to 'NCCL_CONFIG_INITIALIZER', which needs HIP 5.5 or newer
  // CHECK: {{^ *}}ncclConfig_t config = NCCL_CONFIG_INITIALIZER;
  // CHECK: {{^ *}}config.blocking = 0;
  config.blocking = 0;
  // HIP52: nccl.cu:[[@LINE+2]]:14: warning: 'ncclCommInitRankConfig' maps to 'ncclCommInitRankConfig', which needs HIP 5.5 or newer
  // CHECK: {{^ *}}NCCL_CHECK(ncclCommInitRankConfig(&comm, nRanks, *id, rank, &config));
  NCCL_CHECK(ncclCommInitRankConfig(&comm, nRanks, *id, rank, &config));
  ncclResult_t state;
  do {
    // CHECK: {{^ *}}NCCL_CHECK(ncclCommGetAsyncError(comm, &state));
    NCCL_CHECK(ncclCommGetAsyncError(comm, &state));
  // HIP52: nccl.cu:[[@LINE+2]]:21: warning: 'ncclInProgress' maps to 'ncclInProgress', which needs HIP 5.5 or newer
  // CHECK: {{^ *}}} while (state == ncclInProgress);
  } while (state == ncclInProgress);
#else
  // CHECK: {{^ *}}NCCL_CHECK(ncclCommInitRank(&comm, nRanks, *id, rank));
  NCCL_CHECK(ncclCommInitRank(&comm, nRanks, *id, rank));
#endif
  int count = 0, me = -1;
  // CHECK: {{^ *}}NCCL_CHECK(ncclCommCount(comm, &count));
  NCCL_CHECK(ncclCommCount(comm, &count));
  // CHECK: {{^ *}}NCCL_CHECK(ncclCommUserRank(comm, &me));
  NCCL_CHECK(ncclCommUserRank(comm, &me));
  int version = 0;
  // CHECK: {{^ *}}ncclGetVersion(&version);
  ncclGetVersion(&version);
  // CHECK: {{^ *}}printf("ncclAlltoAll on rank %d of %d (NCCL %d)\n", me, count, version);
  printf("ncclAlltoAll on rank %d of %d (NCCL %d)\n", me, count, version);
  (void)stream;
  return comm;
}

// NCCL 2.27 symmetric-memory windows: not in RCCL, left as they are.
// CHECK: {{^}}void symmetric(ncclComm_t comm, float *buf, size_t bytes, hipStream_t stream) {
void symmetric(ncclComm_t comm, float *buf, size_t bytes, cudaStream_t stream) {
  // DIAG-NOT: warning:
  // DIAG: {{^.*/}}nccl.cu:[[@LINE+3]]:3: warning: 'ncclWindow_t' is not supported by HIP: not in RCCL (NCCL API 2.21, ROCm 6.3); left unchanged [cuda2hip-unsupported-api]
  // DIAG-NEXT: {{^}}  ncclWindow_t win;
  // DIAG-NEXT: {{^}}  ^~~~~~~~~~~~{{$}}
  ncclWindow_t win;
  // DIAG: {{^.*/}}nccl.cu:[[@LINE+6]]:14: warning: 'ncclCommWindowRegister' is not supported by HIP: not in RCCL (NCCL API 2.21, ROCm 6.3); left unchanged [cuda2hip-unsupported-api]
  // DIAG-NEXT: {{^}}  NCCL_CHECK(ncclCommWindowRegister(comm, buf, bytes, &win, NCCL_WIN_COLL_SYMMETRIC));
  // DIAG-NEXT: {{^}}             ^~~~~~~~~~~~~~~~~~~~~~{{$}}
  // DIAG: {{^.*/}}nccl.cu:[[@LINE+3]]:61: warning: 'NCCL_WIN_COLL_SYMMETRIC' is not supported by HIP: not in RCCL (NCCL API 2.21, ROCm 6.3); left unchanged [cuda2hip-unsupported-api]
  // DIAG-NEXT: {{^}}  NCCL_CHECK(ncclCommWindowRegister(comm, buf, bytes, &win, NCCL_WIN_COLL_SYMMETRIC));
  // DIAG-NEXT: {{^}}                                                            ^~~~~~~~~~~~~~~~~~~~~~~{{$}}
  NCCL_CHECK(ncclCommWindowRegister(comm, buf, bytes, &win, NCCL_WIN_COLL_SYMMETRIC));
  // CHECK: {{^ *}}NCCL_CHECK(ncclAllReduce(buf, buf, bytes / sizeof(float), ncclFloat32, ncclMax, comm, stream));
  NCCL_CHECK(ncclAllReduce(buf, buf, bytes / sizeof(float), ncclFloat32, ncclMax, comm, stream));
  // DIAG: {{^.*/}}nccl.cu:[[@LINE+3]]:14: warning: 'ncclCommWindowDeregister' is not supported by HIP: not in RCCL (NCCL API 2.21, ROCm 6.3); left unchanged [cuda2hip-unsupported-api]
  // DIAG-NEXT: {{^}}  NCCL_CHECK(ncclCommWindowDeregister(comm, win));
  // DIAG-NEXT: {{^}}             ^~~~~~~~~~~~~~~~~~~~~~~~{{$}}
  NCCL_CHECK(ncclCommWindowDeregister(comm, win));
}
// DIAG-NOT: warning:

// NOCUDA-NOT: {{^[^/"]*(cuda[A-Z]|ncclAlltoAll|nccl\.h)}}
