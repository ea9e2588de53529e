// unified_memory.cu - managed memory shared by host and device.
//
//  * cudaMallocManaged (default flags and cudaMemAttachGlobal)
//  * host writes, kernel reads/writes, cudaDeviceSynchronize, host reads
//  * cudaDeviceGetAttribute(cudaDevAttrConcurrentManagedAccess) and, when the
//    device supports it, cudaMemPrefetchAsync to the device and back to the
//    host. CUDA 13 changed cudaMemPrefetchAsync to take a cudaMemLocation, so
//    the call is version-guarded on CUDART_VERSION.
//  * a managed linked structure (array of structs holding managed pointers)
//
// All arithmetic is on integers, checked exactly on the host.
#include <hip/hip_runtime.h>
#include <cstdio>
#include "common/check.cuh"

struct Segment {
  int* values;  // managed
  int length;
  long long sum;  // written by the device
};

__global__ void saxpyInt(int* y, const int* x, int a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = a * x[i] + y[i];
}

__global__ void segmentSums(Segment* segs, int nsegs) {
  const int s = blockIdx.x;
  const int tid = threadIdx.x;
  if (s >= nsegs) return;
  __shared__ long long partial[256];
  long long acc = 0;
  for (int i = tid; i < segs[s].length; i += blockDim.x) acc += segs[s].values[i];
  partial[tid] = acc;
  __syncthreads();
  for (int stride = blockDim.x / 2; stride > 0; stride >>= 1) {
    if (tid < stride) partial[tid] += partial[tid + stride];
    __syncthreads();
  }
  if (tid == 0) segs[s].sum = partial[0];
}

static void prefetch(const void* ptr, size_t bytes, int device, hipStream_t stream) {
#if CUDART_VERSION >= 13000
  hipMemLocation loc = {};
  if (device == hipCpuDeviceId) {
    loc.type = cudaMemLocationTypeHost;
    loc.id = 0;
  } else {
    loc.type = hipMemLocationTypeDevice;
    loc.id = device;
  }
  CHECK_CUDA(hipMemPrefetchAsync(ptr, bytes, loc, 0, stream));
#else
  CHECK_CUDA(hipMemPrefetchAsync(ptr, bytes, device, stream));
#endif
}

int main() {
  const int n = 1 << 20;
  int device = 0;
  CHECK_CUDA(hipGetDevice(&device));
  int concurrent = 0;
  CHECK_CUDA(hipDeviceGetAttribute(&concurrent, hipDeviceAttributeConcurrentManagedAccess, device));
  std::printf("info: concurrentManagedAccess = %d\n", concurrent);

  int *x, *y;
  CHECK_CUDA(hipMallocManaged(&x, n * sizeof(int)));
  CHECK_CUDA(hipMallocManaged((void**)&y, n * sizeof(int), hipMemAttachGlobal));
  for (int i = 0; i < n; ++i) {
    x[i] = i % 1000;
    y[i] = 7 - (i % 13);
  }

  hipStream_t stream;
  CHECK_CUDA(hipStreamCreate(&stream));
  if (concurrent) {
    prefetch(x, n * sizeof(int), device, stream);
    prefetch(y, n * sizeof(int), device, stream);
  }
  saxpyInt<<<(n + 255) / 256, 256, 0, stream>>>(y, x, 3, n);
  CHECK_LAUNCH();
  if (concurrent) {
    prefetch(y, n * sizeof(int), hipCpuDeviceId, stream);
  }
  CHECK_CUDA(hipStreamSynchronize(stream));
  CHECK_CUDA(hipDeviceSynchronize());

  int bad = 0;
  long long total = 0;
  for (int i = 0; i < n; ++i) {
    int expect = 3 * (i % 1000) + 7 - (i % 13);
    if (y[i] != expect) {
      if (bad < 5) std::printf("mismatch at %d: %d vs %d\n", i, y[i], expect);
      ++bad;
    }
    total += y[i];
  }

  // Managed array of structs pointing at managed buffers.
  const int nsegs = 16;
  Segment* segs;
  CHECK_CUDA(hipMallocManaged(&segs, nsegs * sizeof(Segment)));
  long long refSegSum[nsegs];
  for (int s = 0; s < nsegs; ++s) {
    segs[s].length = 1000 + 517 * s;
    CHECK_CUDA(hipMallocManaged(&segs[s].values, segs[s].length * sizeof(int)));
    refSegSum[s] = 0;
    for (int i = 0; i < segs[s].length; ++i) {
      segs[s].values[i] = (i * (s + 3)) % 101 - 50;
      refSegSum[s] += segs[s].values[i];
    }
    segs[s].sum = -1;
  }
  segmentSums<<<nsegs, 256>>>(segs, nsegs);
  CHECK_LAUNCH();
  CHECK_CUDA(hipDeviceSynchronize());
  int segBad = 0;
  for (int s = 0; s < nsegs; ++s) segBad += (segs[s].sum != refSegSum[s]);

  std::printf("y[0] = %d, y[n-1] = %d\n", y[0], y[n - 1]);
  std::printf("sum(y) = %lld\n", total);
  std::printf("segment sums: %lld %lld ... %lld\n", segs[0].sum, segs[1].sum, segs[nsegs - 1].sum);
  std::printf("mismatches = %d, segment mismatches = %d\n", bad, segBad);

  for (int s = 0; s < nsegs; ++s) CHECK_CUDA(hipFree(segs[s].values));
  CHECK_CUDA(hipFree(segs));
  CHECK_CUDA(hipFree(x));
  CHECK_CUDA(hipFree(y));
  CHECK_CUDA(hipStreamDestroy(stream));
  return report_result(bad == 0 && segBad == 0);
}
