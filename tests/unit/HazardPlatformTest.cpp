//===- HazardPlatformTest.cpp - the other platform differences ------------===//
// lib/Hazards/Platform.cpp: WMMA, dynamic parallelism, the second
// __launch_bounds__ argument, shared memory above 64 KiB, clocks,
// cudaDeviceProp fields, managed memory, memory types as numbers.
#include "HazardTestUtil.h"
#include "gtest/gtest.h"

using namespace cuda2hip;
using namespace cuda2hip::hazards;
using namespace cuda2hip::test;

TEST(HazardPlatform, MemoryTypesComparedWithNumbers) {
  if (!hasCuda())
    GTEST_FAIL() << "needs CUDA and clang-19";
  EXPECT_EQ(lint(R"(#include <cuda.h>
void f(const void *p, CUdeviceptr d) {
  cudaPointerAttributes a;
  cudaPointerGetAttributes(&a, p);
  bool dev = a.type == 2;
  bool host = 1 == a.type;
  bool registered = a.type > 0;
  bool sane = a.type >= 0;
  bool named = a.type == cudaMemoryTypeDevice;
  CUmemorytype t;
  cuPointerGetAttribute(&t, CU_POINTER_ATTRIBUTE_MEMORY_TYPE, d);
  bool arr = t == 3;
  bool arr2 = t == CU_MEMORYTYPE_ARRAY;
  unsigned k = a.type;
  switch (k) { case 2: break; case cudaMemoryTypeHost: break; }
  (void)dev; (void)host; (void)registered; (void)sane; (void)named; (void)arr; (void)arr2;
}
)"),
            (Lines{"5:memory-type-enum", "6:memory-type-enum", "7:memory-type-enum",
                   "12:memory-type-enum", "15:memory-type-enum"}));
}

TEST(HazardPlatform, KernelsThatDifferOnMI300X) {
  if (!hasCuda())
    GTEST_FAIL() << "needs CUDA and clang-19";
  EXPECT_EQ(lint(R"(
__global__ void child(int *p) { p[threadIdx.x] = 1; }
__global__ void __launch_bounds__(256, 4) parent(int *p, long long *t) {
  long long t0 = clock64();
  if (threadIdx.x == 0)
    child<<<1, 32>>>(p);
  t[threadIdx.x] = t0;
}
__global__ void huge(float *o) {
  __shared__ float a[12288];
  __shared__ float b[8192];
  o[threadIdx.x] = a[threadIdx.x] + b[threadIdx.x];
})"),
            (Lines{"3:launch-bounds-min-blocks", "4:clock-as-time",
                   "6:dynamic-parallelism", "11:shared-memory-64k"}));
}
