// barrier_pipeline.cu - libcu++'s cuda::barrier and cuda::pipeline and the
// <cuda_pipeline.h> primitives, which the translation supplies
// (docs/helpers.md): each kernel stages data through shared memory with
// them, and the host checks every result against plain C++.
//
//  * a block-scope barrier over the whole block: init, memcpy_async with the
//    barrier (plain and cuda::aligned_size_t sizes), arrive + wait on the
//    token, arrive_and_wait over several phases (a ring: each thread reads
//    its neighbour's value of the phase before). arrive_and_drop is left
//    out: a thread that leaves early stops HIP-CPU's round of fibers (the
//    golden test tests/golden/libcudacxx_barrier_supplied.cu compiles it)
//  * a thread-scope pipeline (make_pipeline()) two stages deep over a tile
//    loop, pipeline_consumer_wait_prior
//  * __pipeline_memcpy_async / __pipeline_commit / __pipeline_wait_prior,
//    with a zero-filled tail
// link: (none)
#include <cuda/barrier>
#include <cuda/pipeline>
#include <cuda_pipeline.h>
#include <cstdio>
#include <utility>
#include <vector>
#include "check.cuh"

constexpr int kBlock = 128; // two 64-lane wavefronts, four 32-lane warps
constexpr int kBlocks = 4;
constexpr int kN = kBlock * kBlocks;
constexpr int kRounds = 5;

// out[i] = the sum over kRounds of the left neighbour's value, which
// changes each phase, plus the next thread's sum.
__global__ void ring(const int *in, int *out) {
  __shared__ int stage[kBlock];
  __shared__ int value[2][kBlock];
  __shared__ cuda::barrier<cuda::thread_scope_block> bar;
  const int t = threadIdx.x, g = blockIdx.x * kBlock + t;
  if (t == 0)
    init(&bar, kBlock);
  __syncthreads();
  cuda::memcpy_async(&stage[t], &in[g], sizeof(int), bar);
  auto token = bar.arrive();
  bar.wait(std::move(token));
  int sum = 0;
  value[0][t] = stage[t];
  bar.arrive_and_wait();
  for (int r = 0; r < kRounds; ++r) {
    sum += value[r & 1][(t + kBlock - 1) % kBlock];
    value[(r + 1) & 1][t] = value[r & 1][t] + 1;
    bar.arrive_and_wait();
  }
  value[0][t] = sum;
  bar.arrive_and_wait();
  out[g] = sum + value[0][(t + 1) % kBlock];
}

// The whole block copies a row of kBlock floats with one collective-size copy
// by thread 0 (aligned_size_t), then each thread doubles its element.
__global__ void rowCopy(const float *in, float *out) {
  alignas(16) __shared__ float row[kBlock];
  __shared__ cuda::barrier<cuda::thread_scope_block> bar;
  if (threadIdx.x == 0)
    init(&bar, blockDim.x);
  __syncthreads();
  if (threadIdx.x == 0)
    cuda::memcpy_async(row, in + blockIdx.x * kBlock, cuda::aligned_size_t<16>(sizeof(row)), bar);
  bar.arrive_and_wait();
  out[blockIdx.x * kBlock + threadIdx.x] = 2.0f * row[(threadIdx.x + 1) % kBlock];
}

// Each thread sums kTiles values of its column through a two-stage
// thread-scope pipeline (its own copies only).
constexpr int kTiles = 6;
__global__ void columnSum(const float *in, float *out) {
  __shared__ float buf[2][kBlock];
  const int t = threadIdx.x, col = blockIdx.x * kBlock + t;
  auto pipe = cuda::make_pipeline();
  float s = 0.0f;
  for (int fetch = 0, tile = 0; tile < kTiles; ++tile) {
    for (; fetch < kTiles && fetch < tile + 2; ++fetch) {
      pipe.producer_acquire();
      cuda::memcpy_async(&buf[fetch & 1][t], &in[fetch * kN + col], sizeof(float), pipe);
      pipe.producer_commit();
    }
    cuda::pipeline_consumer_wait_prior<1>(pipe);
    s += buf[tile & 1][t];
    pipe.consumer_release();
  }
  out[col] = s;
}

// The primitives: 16 bytes per thread, the last 4 zero-filled for odd threads.
__global__ void primitives(const int4 *in, int4 *out) {
  __shared__ int4 buf[kBlock];
  const int t = threadIdx.x, g = blockIdx.x * kBlock + t;
  __pipeline_memcpy_async(&buf[t], &in[g], sizeof(int4), (t & 1) ? 4 : 0);
  __pipeline_commit();
  __pipeline_wait_prior(0);
  __syncthreads();
  out[g] = buf[kBlock - 1 - t];
}

int main() {
  int failures = 0;
  std::vector<int> hin(kN);
  std::vector<float> hf(kN * kTiles);
  std::vector<int4> h4(kN);
  for (int i = 0; i < kN; ++i) {
    hin[i] = i * 7 % 101;
    h4[i] = make_int4(i, -i, 3 * i, i + 11);
  }
  for (int i = 0; i < kN * kTiles; ++i)
    hf[i] = float(i % 37) * 0.5f;
  int *din, *dout;
  float *dfin, *dfout;
  int4 *d4in, *d4out;
  CHECK_CUDA(cudaMalloc(&din, kN * sizeof(int)));
  CHECK_CUDA(cudaMalloc(&dout, kN * sizeof(int)));
  CHECK_CUDA(cudaMalloc(&dfin, kN * kTiles * sizeof(float)));
  CHECK_CUDA(cudaMalloc(&dfout, kN * sizeof(float)));
  CHECK_CUDA(cudaMalloc(&d4in, kN * sizeof(int4)));
  CHECK_CUDA(cudaMalloc(&d4out, kN * sizeof(int4)));
  CHECK_CUDA(cudaMemcpy(din, hin.data(), kN * sizeof(int), cudaMemcpyHostToDevice));
  CHECK_CUDA(cudaMemcpy(dfin, hf.data(), kN * kTiles * sizeof(float), cudaMemcpyHostToDevice));
  CHECK_CUDA(cudaMemcpy(d4in, h4.data(), kN * sizeof(int4), cudaMemcpyHostToDevice));

  ring<<<kBlocks, kBlock>>>(din, dout);
  CHECK_CUDA(cudaGetLastError());
  std::vector<int> got(kN);
  CHECK_CUDA(cudaMemcpy(got.data(), dout, kN * sizeof(int), cudaMemcpyDeviceToHost));
  for (int b = 0; b < kBlocks; ++b) {
    std::vector<int> sums(kBlock);
    for (int t = 0; t < kBlock; ++t) {
      int left = hin[b * kBlock + (t + kBlock - 1) % kBlock], s = 0;
      for (int r = 0; r < kRounds; ++r)
        s += left + r;
      sums[t] = s;
    }
    for (int t = 0; t < kBlock; ++t) {
      int want = sums[t] + sums[(t + 1) % kBlock];
      EXPECT(got[b * kBlock + t] == want);
    }
  }

  rowCopy<<<kBlocks, kBlock>>>(dfin, dfout);
  CHECK_CUDA(cudaGetLastError());
  std::vector<float> gf(kN);
  CHECK_CUDA(cudaMemcpy(gf.data(), dfout, kN * sizeof(float), cudaMemcpyDeviceToHost));
  for (int b = 0; b < kBlocks; ++b)
    for (int t = 0; t < kBlock; ++t)
      EXPECT(gf[b * kBlock + t] == 2.0f * hf[b * kBlock + (t + 1) % kBlock]);

  columnSum<<<kBlocks, kBlock>>>(dfin, dfout);
  CHECK_CUDA(cudaGetLastError());
  CHECK_CUDA(cudaMemcpy(gf.data(), dfout, kN * sizeof(float), cudaMemcpyDeviceToHost));
  for (int c = 0; c < kN; ++c) {
    float s = 0.0f;
    for (int k = 0; k < kTiles; ++k)
      s += hf[k * kN + c];
    EXPECT(gf[c] == s);
  }

  primitives<<<kBlocks, kBlock>>>(d4in, d4out);
  CHECK_CUDA(cudaGetLastError());
  std::vector<int4> g4(kN);
  CHECK_CUDA(cudaMemcpy(g4.data(), d4out, kN * sizeof(int4), cudaMemcpyDeviceToHost));
  for (int b = 0; b < kBlocks; ++b)
    for (int t = 0; t < kBlock; ++t) {
      int src = kBlock - 1 - t;
      int4 w = h4[b * kBlock + src], g = g4[b * kBlock + t];
      EXPECT(g.x == w.x && g.y == w.y && g.z == w.z && g.w == ((src & 1) ? 0 : w.w));
    }

  CHECK_CUDA(cudaFree(din));
  CHECK_CUDA(cudaFree(dout));
  CHECK_CUDA(cudaFree(dfin));
  CHECK_CUDA(cudaFree(dfout));
  CHECK_CUDA(cudaFree(d4in));
  CHECK_CUDA(cudaFree(d4out));
  if (failures) {
    std::printf("FAILED: %d\n", failures);
    return 1;
  }
  std::printf("PASSED\n");
  return 0;
}
