// CUB's CubDebugExit(e) (cub/util_debug.cuh): report a failed call through
// CubDebug and exit(1). hipCUB has HipcubDebug (CubDebug's translation) and
// no CubDebugExit, so the translation keeps the name and defines the macro
// in the file as CUB does (docs/helpers.md). A histogram of run lengths:
// device allocations through CUB's caching allocator and the two-phase
// DeviceRunLengthEncode call, every step checked with CubDebugExit.
// Compiled against ROCm 6.3.3's hipCUB (the only tree with it).
// RUN: %cuda2hip --hip-version 6.3 %s -o %t.hip.cu 2> %t.err
// RUN: FileCheck %s < %t.hip.cu
// RUN: FileCheck --check-prefix=DIAG %s < %t.err
// RUN: %hip63-device %t.hip.cu
// RUN: %hip63-host %t.hip.cu
// Translating the translation adds nothing (the token engine: hipCUB is
// not installed here, so the HIP file does not parse).
// RUN: %exit 4 %cuda2hip --engine token --hip-version 6.3 %t.hip.cu -o %t.again.cu
// RUN: diff %t.hip.cu %t.again.cu

// CHECK: {{^}}#include <hipcub/hipcub.hpp>
// CHECK-NEXT: {{^}}#include <cstdio>
// CHECK-NEXT: {{^}}// cuda2hip: what HIP lacks, defined for this file (docs/helpers.md)
// CHECK-NEXT: {{^}}#include <hip/hip_runtime.h>
// CHECK-NEXT: {{^}}#ifndef CUDA2HIP_HELPER_CubDebugExit
// CHECK-NEXT: {{^}}#define CUDA2HIP_HELPER_CubDebugExit
// CHECK-NEXT: {{^}}#include <cstdlib>
// CHECK-NEXT: {{^}}#ifndef CubDebugExit
// CHECK-NEXT: {{^}}#define CubDebugExit(e) if (HipcubDebug(e)) { exit(1); }
// CHECK-NEXT: {{^}}#endif
// CHECK-NEXT: {{^}}#endif
#include <cub/cub.cuh>
#include <cstdio>

static cub::CachingDeviceAllocator pool(true);

// Runs of equal keys: keys[i] / 4, so every run is 4 long but the last.
__global__ void fill_keys(int *keys, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) keys[i] = i / 4;
}

int run_lengths(int n) {
  int *keys = nullptr, *unique = nullptr, *counts = nullptr, *runs = nullptr;
  // DIAG: cub_debug_exit_supplied.cu:[[@LINE+2]]:3: note: 'CubDebugExit' is not in HIP: the translation defines it in this file, with CUDA's meaning (docs/helpers.md) [cuda2hip-helper-supplied]
  // CHECK: {{^}}  CubDebugExit(pool.DeviceAllocate((void **)&keys, sizeof(int) * n));
  CubDebugExit(pool.DeviceAllocate((void **)&keys, sizeof(int) * n));
  CubDebugExit(pool.DeviceAllocate((void **)&unique, sizeof(int) * n));
  CubDebugExit(pool.DeviceAllocate((void **)&counts, sizeof(int) * n));
  CubDebugExit(pool.DeviceAllocate((void **)&runs, sizeof(int)));
  fill_keys<<<(n + 255) / 256, 256>>>(keys, n);
  // CHECK: {{^}}  CubDebugExit(hipGetLastError());
  CubDebugExit(cudaGetLastError());

  void *scratch = nullptr;
  size_t scratch_bytes = 0;
  // CHECK: {{^}}  CubDebugExit(hipcub::DeviceRunLengthEncode::Encode(scratch, scratch_bytes, keys, unique,
  CubDebugExit(cub::DeviceRunLengthEncode::Encode(scratch, scratch_bytes, keys, unique,
                                                  counts, runs, n));
  CubDebugExit(pool.DeviceAllocate(&scratch, scratch_bytes));
  CubDebugExit(cub::DeviceRunLengthEncode::Encode(scratch, scratch_bytes, keys, unique,
                                                  counts, runs, n));
  int found = 0;
  CubDebugExit(cudaMemcpy(&found, runs, sizeof(int), cudaMemcpyDeviceToHost));
  // CubDebug itself maps to hipCUB's.
  // CHECK: {{^}}  if (HipcubDebug(pool.DeviceFree(scratch))) return -1;
  if (CubDebug(pool.DeviceFree(scratch))) return -1;
  CubDebugExit(pool.DeviceFree(keys));
  CubDebugExit(pool.DeviceFree(unique));
  CubDebugExit(pool.DeviceFree(counts));
  CubDebugExit(pool.DeviceFree(runs));
  return found;
}

int main() {
  printf("%d runs\n", run_lengths(1 << 20));
  return 0;
}
