// libcu++ atomics: cuda::atomic, cuda::atomic_ref and cuda::std::atomic/
// atomic_ref. No HIP has libcu++ (ROCm 7.13's and 6.3.3's trees have no
// cuda/ headers, no libhipcxx); the #include lines go and the file gets a
// helper over the __hip_atomic_* builtins, the thread scope as the memory
// scope. The names keep their spelling, cuda::std:: too (the helper
// defines them there); cuda::std::memory_order_* become std's (a
// needs-review warning from the cuda::std namespace row, hence exit 1).
// RUN: %exit 1 %cuda2hip %s -o %t.hip.cu 2> %t.err
// RUN: FileCheck %s < %t.hip.cu
// RUN: FileCheck --check-prefix=DIAG %s < %t.err
// RUN: %hip-device %t.hip.cu
// RUN: %hip-host %t.hip.cu
// RUN: %exit 1 %cuda2hip --hip-version 6.3 %s -o %t.v63.cu 2> /dev/null
// RUN: %hip63-device %t.v63.cu
// RUN: %hip63-host %t.v63.cu
// The token engine supplies it too (the dropped #include brings it).
// RUN: %exit 4 %cuda2hip --engine token %s -o %t.token.cu 2> /dev/null
// RUN: %hip-device %t.token.cu

// CHECK-NOT: {{^}}#include <cuda/atomic>
// CHECK-NOT: {{^}}#include <cuda/std/atomic>
// CHECK: {{^}}#define CUDA2HIP_HELPER_cuda_atomic
// CHECK: __hip_atomic_fetch_add(p(), v, int(o), Sc)
// DIAG: libcudacxx_atomic_supplied.cu:[[@LINE+1]]:11: note: 'cuda/atomic' is not in the target HIP: the translation defines it in this file
#include <cuda/atomic>
#include <cuda/std/atomic>
#include <cstdio>

// A histogram with block-scope bins in shared memory, merged into device
// bins; a grid-wide ticket (device scope) lets the last block publish the
// total; a system-scope flag tells the host.
__global__ void histogram(const unsigned char *data, int n, unsigned int *bins,
                          unsigned int *ticket, unsigned long long *total,
                          int *done) {
  // DIAG: libcudacxx_atomic_supplied.cu:[[@LINE+2]]:20: note: 'cuda::atomic' is not in the target HIP: the translation defines it
  // CHECK: {{^}}  __shared__ cuda::atomic<unsigned int, cuda::thread_scope_block> local[256];
  __shared__ cuda::atomic<unsigned int, cuda::thread_scope_block> local[256];
  for (int b = threadIdx.x; b < 256; b += blockDim.x)
    local[b].store(0, cuda::std::memory_order_relaxed);
  __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    local[data[i]].fetch_add(1, cuda::std::memory_order_relaxed);
  __syncthreads();
  for (int b = threadIdx.x; b < 256; b += blockDim.x) {
    // CHECK: {{^}}    cuda::atomic_ref<unsigned int, cuda::thread_scope_device> bin(bins[b]);
    // CHECK: {{^}}    bin.fetch_add(local[b].load(std::memory_order_relaxed), std::memory_order_relaxed);
    cuda::atomic_ref<unsigned int, cuda::thread_scope_device> bin(bins[b]);
    bin.fetch_add(local[b].load(cuda::std::memory_order_relaxed), cuda::std::memory_order_relaxed);
  }
  __syncthreads();
  if (threadIdx.x == 0) {
    cuda::atomic_ref<unsigned int, cuda::thread_scope_device> t(*ticket);
    if (t.fetch_add(1, cuda::std::memory_order_acq_rel) == gridDim.x - 1) {
      unsigned long long s = 0;
      for (int b = 0; b < 256; ++b)
        s += cuda::atomic_ref<unsigned int, cuda::thread_scope_device>(bins[b]).load();
      // CHECK: {{^}}      cuda::std::atomic_ref<unsigned long long>(*total).store(s);
      cuda::std::atomic_ref<unsigned long long>(*total).store(s);
      cuda::std::atomic_ref<int> flag(*done);
      flag.store(1, cuda::std::memory_order_release);
    }
  }
}

// Lock-free maximum of a float array, by compare-and-swap on the bits.
__global__ void maxReduce(const float *x, int n, float *result) {
  cuda::atomic_ref<float, cuda::thread_scope_device> r(*result);
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    float cur = r.load(cuda::std::memory_order_relaxed);
    while (x[i] > cur && !r.compare_exchange_weak(cur, x[i], cuda::std::memory_order_relaxed))
      ;
  }
}

int main() {
  // CHECK: {{^}}  cuda::std::atomic<int> hostCounter(0);
  cuda::std::atomic<int> hostCounter(0);
  hostCounter.fetch_add(2);
  unsigned char *d;
  unsigned int *bins, *ticket;
  unsigned long long *total;
  int *done;
  cudaMalloc(&d, 1 << 20);
  cudaMalloc(&bins, 256 * sizeof(unsigned int));
  cudaMalloc(&ticket, sizeof(unsigned int));
  cudaMalloc(&total, sizeof(unsigned long long));
  cudaMallocManaged(&done, sizeof(int));
  histogram<<<64, 256>>>(d, 1 << 20, bins, ticket, total, done);
  cudaDeviceSynchronize();
  printf("%d %d\n", *done, hostCounter.load());
  return 0;
}
