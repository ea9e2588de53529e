// libcu++ barriers and pipelines and the <cuda_pipeline.h> primitives. No
// HIP has them (ROCm 7.13's and 6.3.3's trees have no cuda/ headers, no
// libhipcxx); the #include lines go and the file gets helpers: a barrier with
// its phase and arrival count in the object over the __hip_atomic_*
// builtins, copies done when they are issued, a block-scope pipeline whose
// waits sync the block. The names keep their spelling, cuda::std::barrier
// too. A __shared__ cuda::barrier parses (clang rejects libcu++'s defaulted
// constructor in __shared__, nvcc does not): the AST engine translates it.
// RUN: %exit 0 %cuda2hip %s -o %t.hip.cu 2> %t.err
// RUN: FileCheck %s < %t.hip.cu
// RUN: FileCheck --check-prefix=DIAG %s < %t.err
// RUN: %hip-device %t.hip.cu
// RUN: %hip-host %t.hip.cu
// RUN: %exit 0 %cuda2hip --hip-version 6.3 %s -o %t.v63.cu 2> /dev/null
// RUN: %hip63-device %t.v63.cu
// RUN: %hip63-host %t.v63.cu
// The token engine supplies them too (the dropped #include lines bring them).
// RUN: %exit 4 %cuda2hip --engine token %s -o %t.token.cu 2> /dev/null
// RUN: %hip-device %t.token.cu

// DIAG-NOT: could not be parsed
// CHECK-NOT: {{^}}#include <cuda/barrier>
// CHECK-NOT: {{^}}#include <cuda/pipeline>
// CHECK-NOT: {{^}}#include <cuda_pipeline.h>
// CHECK: {{^}}#define CUDA2HIP_HELPER_cuda_pipeline_primitives
// CHECK: {{^}}#define CUDA2HIP_HELPER_cuda_atomic
// CHECK: {{^}}#define CUDA2HIP_HELPER_cuda_barrier
// CHECK: __hip_atomic_fetch_add(&pending_, unsigned(-update), __ATOMIC_ACQ_REL, Sc)
// CHECK: {{^}}#define CUDA2HIP_HELPER_cuda_pipeline{{$}}
// DIAG: libcudacxx_barrier_supplied.cu:[[@LINE+1]]:11: note: 'cuda/barrier' is not in the target HIP: the translation defines it in this file
#include <cuda/barrier>
#include <cuda/pipeline>
#include <cuda_pipeline.h>
#include <cooperative_groups.h>
#include <cstdio>
#include <utility>

namespace cg = cooperative_groups;
constexpr int kTile = 256;

// The programming guide's pattern: the block stages a tile through shared
// memory with memcpy_async on a block-scope barrier, split arrive/wait so
// that independent work overlaps the copy.
__global__ void scaleTiles(const float *in, float *out, int tiles, float a) {
  // CHECK: {{^}}  __shared__ cuda::barrier<cuda::thread_scope_block> bar;
  // DIAG: libcudacxx_barrier_supplied.cu:[[@LINE+1]]:20: note: 'cuda::barrier' is not in the target HIP
  __shared__ cuda::barrier<cuda::thread_scope_block> bar;
  __shared__ __align__(16) float tile[kTile];
  auto block = cg::this_thread_block();
  if (block.thread_rank() == 0)
    init(&bar, block.size());
  block.sync();
  for (int t = blockIdx.x; t < tiles; t += gridDim.x) {
    // CHECK: {{^}}    cuda::memcpy_async(block, tile, in + t * kTile, cuda::aligned_size_t<16>(sizeof(tile)), bar);
    cuda::memcpy_async(block, tile, in + t * kTile, cuda::aligned_size_t<16>(sizeof(tile)), bar);
    cuda::barrier<cuda::thread_scope_block>::arrival_token token = bar.arrive();
    float bias = a * float(t);
    bar.wait(std::move(token));
    for (int i = block.thread_rank(); i < kTile; i += block.size())
      out[t * kTile + i] = a * tile[i] + bias;
    bar.arrive_and_wait(); // the tile is read before the next copy
  }
}

// Warp 0 produces, the others leave the barrier after the first phase.
__global__ void producerLeaves(const int *in, int *out) {
  __shared__ cuda::barrier<cuda::thread_scope_block> ready;
  __shared__ int value[64];
  if (threadIdx.x == 0)
    init(&ready, blockDim.x);
  __syncthreads();
  if (threadIdx.x < 64)
    cuda::memcpy_async(&value[threadIdx.x], &in[threadIdx.x], sizeof(int), ready);
  ready.arrive_and_wait();
  out[threadIdx.x] = value[threadIdx.x % 64];
  if (threadIdx.x >= 64) {
    ready.arrive_and_drop();
    return;
  }
  ready.arrive_and_wait(); // the first 64 threads only
  out[threadIdx.x] += 1;
}

// A two-stage block-scope pipeline over the tiles (the guide's
// cuda::pipeline example): each tile is copied by the whole block, and
// consumed after consumer_wait.
template <int Stages>
__global__ void sumTiles(const float *in, float *out, int tiles) {
  __shared__ float stage[Stages][kTile];
  auto block = cg::this_thread_block();
  // CHECK: {{^}}  __shared__ cuda::pipeline_shared_state<cuda::thread_scope_block, Stages> state;
  __shared__ cuda::pipeline_shared_state<cuda::thread_scope_block, Stages> state;
  // CHECK: {{^}}  cuda::pipeline<cuda::thread_scope_block> pipe = cuda::make_pipeline(block, &state);
  cuda::pipeline<cuda::thread_scope_block> pipe = cuda::make_pipeline(block, &state);
  float acc = 0.0f;
  for (int fetch = 0, t = 0; t < tiles; ++t) {
    for (; fetch < tiles && fetch < t + Stages; ++fetch) {
      pipe.producer_acquire();
      cuda::memcpy_async(block, stage[fetch % Stages], in + fetch * kTile, sizeof(float) * kTile, pipe);
      pipe.producer_commit();
    }
    pipe.consumer_wait();
    acc += stage[t % Stages][(threadIdx.x + 1) % kTile];
    pipe.consumer_release();
  }
  out[blockIdx.x * blockDim.x + threadIdx.x] = acc;
}

// A thread-scope pipeline: each thread waits only for its own copies.
__global__ void ownCopies(const double *in, double *out) {
  __shared__ double s[2][kTile];
  auto pipe = cuda::make_pipeline();
  const int i = threadIdx.x;
  for (int k = 0; k < 2; ++k) {
    pipe.producer_acquire();
    cuda::memcpy_async(&s[k][i], &in[k * kTile + i], sizeof(double), pipe);
    pipe.producer_commit();
  }
  // CHECK: {{^}}  cuda::pipeline_consumer_wait_prior<1>(pipe);
  cuda::pipeline_consumer_wait_prior<1>(pipe);
  double first = s[0][i];
  pipe.consumer_wait();
  out[i] = first + s[1][i];
  pipe.consumer_release();
}

// The primitives, as kernels written for sm_80 use them: a 16-byte copy per
// thread, then a block sync before the neighbours' data is read.
__global__ void stencil(const float4 *in, float4 *out, int n) {
  __shared__ float4 buf[kTile];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  // CHECK: {{^}}  __pipeline_memcpy_async(&buf[threadIdx.x], &in[i < n ? i : n - 1], sizeof(float4));
  __pipeline_memcpy_async(&buf[threadIdx.x], &in[i < n ? i : n - 1], sizeof(float4));
  __pipeline_commit();
  __pipeline_wait_prior(0);
  __syncthreads();
  float4 l = buf[threadIdx.x ? threadIdx.x - 1 : 0], c = buf[threadIdx.x];
  if (i < n)
    out[i] = make_float4(l.x + c.x, l.y + c.y, l.z + c.z, l.w + c.w);
}

int main() {
  float *in, *out;
  cudaMalloc(&in, 64 * kTile * sizeof(float));
  cudaMalloc(&out, 64 * kTile * sizeof(float));
  scaleTiles<<<16, 128>>>(in, out, 64, 2.0f);
  sumTiles<2><<<16, kTile>>>(in, out, 64);
  // CHECK: {{^}}  cuda::std::barrier<> host(1);
  cuda::std::barrier<> host(1);
  host.arrive_and_wait();
  cudaDeviceSynchronize();
  std::printf("done\n");
  return 0;
}
