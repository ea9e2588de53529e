// A tensor-core path (inline PTX mma.sync) at `__CUDA_ARCH__ >= 800`, a
// Hopper path (wgmma) before it, and a portable warp-shuffle fallback: on
// AMD GPUs the device pass takes the fallback (no AMD assembler reads
// PTX). HIP reads `>= 800` and `>= 900` as false already, so those
// conditions stay as written, without a warning; the one that reads
// differently on HIP (`< 800` false on the newest GPUs) is resolved.
// RUN: %cuda2hip %s -o %t.hip.cu 2> %t.err
// RUN: FileCheck %s < %t.hip.cu
// RUN: FileCheck --check-prefix=DIAG --allow-empty %s < %t.err
// RUN: %hip-device -O2 -o %t.o %t.hip.cu
// RUN: %trap-kernels %t.o
// RUN: %hip-host %t.hip.cu
// RUN: %cuda2hip --hip-version 6.3 %s -o %t.63.cu
// RUN: %hip63-device -O2 -o %t.63.o %t.63.cu
// RUN: %trap-kernels %t.63.o
// RUN: %hip63-host %t.63.cu
// RUN: %exit 4 %cuda2hip %t.hip.cu -o %t.again.cu
// RUN: diff %t.hip.cu %t.again.cu
// DIAG-NOT: warning

#include <cuda_runtime.h>
#include <cuda_fp16.h>

__device__ float warp_sum(float v) {
  for (int off = 16; off > 0; off /= 2)
    v += __shfl_xor_sync(0xffffffff, v, off, 32);
  return v;
}

// One m16n8k16 tile per warp on tensor cores; a dot product per lane with
// a warp reduction elsewhere.
__global__ void tile_dot(const __half *a, const __half *b, float *out, int n) {
  float acc = 0.f;
// CHECK: {{^}}#if __CUDA_ARCH__ >= 900
#if __CUDA_ARCH__ >= 900
  asm volatile("wgmma.fence.sync.aligned;" ::: "memory");
  acc = 1.f;
// CHECK: {{^}}#elif __CUDA_ARCH__ >= 800
#elif __CUDA_ARCH__ >= 800
  const unsigned *A = reinterpret_cast<const unsigned *>(a) + 4 * (threadIdx.x % 32);
  const unsigned *B = reinterpret_cast<const unsigned *>(b) + 2 * (threadIdx.x % 32);
  float c0 = 0.f, c1 = 0.f, c2 = 0.f, c3 = 0.f;
  asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 "
               "{%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%0,%1,%2,%3};"
               : "+f"(c0), "+f"(c1), "+f"(c2), "+f"(c3)
               : "r"(A[0]), "r"(A[1]), "r"(A[2]), "r"(A[3]), "r"(B[0]), "r"(B[1]));
  acc = c0 + c1 + c2 + c3;
#else
  for (int i = threadIdx.x % 32; i < n; i += 32)
    acc += __half2float(a[i]) * __half2float(b[i]);
#endif
  acc = warp_sum(acc);
  if (threadIdx.x % 32 == 0)
    atomicAdd(out, acc);
}

// The older path is the portable one: CUDA takes it below sm_80 only.
__global__ void scale(float *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
// CHECK: {{^}}#if defined(__HIP_PLATFORM_AMD__) ? defined(__HIP_DEVICE_COMPILE__) : (defined(__CUDA_ARCH__) && __CUDA_ARCH__ < 800)
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ < 800
  x[i] = x[i] * 2.f;
#elif defined(__CUDA_ARCH__)
  asm("mul.f32 %0, %0, 0f40000000;" : "+f"(x[i]));
#endif
}

// A macro the condition defines, used by a condition around PTX: defining
// it is NVIDIA-only, so HIP's reading (undefined) stays.
// CHECK: {{^}}#if __CUDA_ARCH__ >= 750
#if __CUDA_ARCH__ >= 750
#define LDMATRIX_AVAILABLE
#endif

__global__ void load_tile(const __half *src, unsigned *dst) {
#ifdef LDMATRIX_AVAILABLE
  unsigned r0, r1, r2, r3;
  unsigned addr = static_cast<unsigned>(reinterpret_cast<size_t>(src));
  asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0,%1,%2,%3}, [%4];"
               : "=r"(r0), "=r"(r1), "=r"(r2), "=r"(r3) : "r"(addr));
  dst[threadIdx.x] = r0 ^ r1 ^ r2 ^ r3;
#else
  dst[threadIdx.x] = reinterpret_cast<const unsigned *>(src)[threadIdx.x];
#endif
}

int main() {
  float *out = nullptr;
  cudaMalloc(&out, sizeof(float));
  tile_dot<<<1, 32>>>(nullptr, nullptr, out, 0);
  scale<<<1, 32>>>(out, 1);
  cudaDeviceSynchronize();
  return 0;
}
