// Rule 7: what else differs on MI300X. __CUDA_ARCH__ values, WMMA, dynamic
// parallelism, __launch_bounds__' second argument, shared memory above
// 64 KiB, device clocks, cudaDeviceProp fields.
// RUN: %exit 1 %cuda2hip lint %s > %t.out
// RUN: FileCheck %s --implicit-check-not=[cuda2hip- < %t.out
#include <cstdio>
#include <cuda_runtime.h>
// CHECK: semantics.cu:[[@LINE+1]]:1: error: <mma.h> (WMMA) has no HIP equivalent{{.*}}[cuda2hip-wmma]
#include <mma.h>
using namespace nvcuda;

__device__ float fastExp(float x) {
// CHECK: semantics.cu:[[@LINE+1]]:{{[0-9]+}}: warning: HIP defines no __CUDA_ARCH__ {{.*}} is false in the MI300X device pass [cuda2hip-cuda-arch-value]
#if __CUDA_ARCH__ >= 800
  return __expf(x);
// CHECK: semantics.cu:[[@LINE+1]]:{{[0-9]+}}: warning: HIP defines no __CUDA_ARCH__ {{.*}} is true in the MI300X device pass [cuda2hip-cuda-arch-value]
#elif defined(__CUDA_ARCH__) && __CUDA_ARCH__ < 700
  return expf(x) * 1.0f;
#else
  return expf(x);
#endif
}

__global__ void tensorCore(const half *a, const half *b, float *c) {
  wmma::fragment<wmma::matrix_a, 16, 16, 16, half, wmma::row_major> fa;
  wmma::fragment<wmma::matrix_b, 16, 16, 16, half, wmma::col_major> fb;
  wmma::fragment<wmma::accumulator, 16, 16, 16, float> fc;
  wmma::fill_fragment(fc, 0.0f);
  wmma::load_matrix_sync(fa, a, 16);
  wmma::load_matrix_sync(fb, b, 16);
  // CHECK: semantics.cu:[[@LINE+1]]:{{[0-9]+}}: error: 'wmma::mma_sync' has no HIP equivalent{{.*}}[cuda2hip-wmma]
  wmma::mma_sync(fc, fa, fb, fc);
  wmma::store_matrix_sync(c, fc, 16, wmma::mem_row_major);
}

__global__ void child(int *p) { p[threadIdx.x] = 1; }
// CHECK: semantics.cu:[[@LINE+1]]:{{[0-9]+}}: note: HIP reads the second __launch_bounds__ argument{{.*}}[cuda2hip-launch-bounds-min-blocks]
__global__ void __launch_bounds__(256, 4) parent(int *p, long long *t) {
  // CHECK: semantics.cu:[[@LINE+1]]:{{[0-9]+}}: note: 'clock64' counts shader cycles{{.*}}[cuda2hip-clock-as-time]
  long long t0 = clock64();
  if (threadIdx.x == 0)
    // CHECK: semantics.cu:[[@LINE+1]]:{{[0-9]+}}: error: kernel launched from device code{{.*}}[cuda2hip-dynamic-parallelism]
    child<<<1, 32>>>(p);
  // CHECK: semantics.cu:[[@LINE+1]]:{{[0-9]+}}: note: 'clock64' counts shader cycles{{.*}}[cuda2hip-clock-as-time]
  t[threadIdx.x] = clock64() - t0;
}

__global__ void hugeTile(float *o) {
  __shared__ float a[12288];
  // CHECK: semantics.cu:[[@LINE+1]]:{{[0-9]+}}: error: static shared memory of 'hugeTile' reaches 81920 bytes{{.*}}[cuda2hip-shared-memory-64k]
  __shared__ float b[8192];
  o[threadIdx.x] = a[threadIdx.x] + b[threadIdx.x];
}

extern __shared__ float dyn[];
__global__ void dynamicTile(float *o) { o[threadIdx.x] = dyn[threadIdx.x]; }

int main() {
  cudaDeviceProp prop;
  cudaGetDeviceProperties(&prop, 0);
  // CHECK: semantics.cu:[[@LINE+1]]:{{[0-9]+}}: warning: 'major' is not a compute capability{{.*}}[cuda2hip-device-prop-semantics]
  bool tensorCores = prop.major >= 7;
  // CHECK: semantics.cu:[[@LINE+1]]:{{[0-9]+}}: warning: 'warpSize' compared with 32{{.*}}[cuda2hip-device-prop-semantics]
  if (prop.warpSize != 32) std::printf("unsupported warp size\n");
  // CHECK: semantics.cu:[[@LINE+1]]:{{[0-9]+}}: error: asks for 98304 bytes of dynamic shared memory{{.*}}[cuda2hip-shared-memory-64k]
  cudaFuncSetAttribute(dynamicTile, cudaFuncAttributeMaxDynamicSharedMemorySize, 96 * 1024);
  // CHECK: semantics.cu:[[@LINE+1]]:{{[0-9]+}}: error: launch with 98304 bytes of dynamic shared memory{{.*}}[cuda2hip-shared-memory-64k]
  dynamicTile<<<1, 256, 96 * 1024>>>(nullptr);
  std::printf("%d %d\n", tensorCores, prop.minor);
  return 0;
}
