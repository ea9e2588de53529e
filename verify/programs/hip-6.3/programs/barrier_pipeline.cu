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
#include <hip/hip_runtime.h>
// cuda2hip: what HIP lacks, defined for this file (docs/helpers.md)
#include <hip/hip_runtime.h>
#ifndef CUDA2HIP_HELPER_cuda_pipeline_primitives
#define CUDA2HIP_HELPER_cuda_pipeline_primitives
#if defined(__HIP_PLATFORM_NVIDIA__) // HIP on CUDA: CUDA's own libcu++
#include <cuda_pipeline.h>
#else
#include <cstddef>
template <typename = void>
__device__ __forceinline__ void __pipeline_memcpy_async(void *__restrict__ dst,
                                                        const void *__restrict__ src,
                                                        ::std::size_t size_and_align,
                                                        ::std::size_t zfill = 0) {
  struct alignas(16) w16 { unsigned int w[4]; };
  if (zfill == 0 && size_and_align == 16)
    *(w16 *)dst = *(const w16 *)src;
  else if (zfill == 0 && size_and_align == 8)
    *(unsigned long long *)dst = *(const unsigned long long *)src;
  else if (zfill == 0 && size_and_align == 4)
    *(unsigned int *)dst = *(const unsigned int *)src;
  else
    for (::std::size_t i = 0; i < size_and_align; ++i)
      ((unsigned char *)dst)[i] = i + zfill < size_and_align ? ((const unsigned char *)src)[i] : 0;
}
template <typename = void> __device__ __forceinline__ void __pipeline_commit() {}
template <typename = void> __device__ __forceinline__ void __pipeline_wait_prior(::std::size_t) {}
template <typename = void> __device__ __forceinline__ void __pipeline_wait_all() {}
#endif
#endif
#ifndef CUDA2HIP_HELPER_cuda_atomic
#define CUDA2HIP_HELPER_cuda_atomic
// libcu++'s cuda::atomic and cuda::atomic_ref (cuda::std::'s are their
// thread_scope_system forms) over HIP's __hip_atomic_* builtins: the thread
// scope is the memory scope (block: workgroup, device: agent), the memory
// order is std's (its values are the __ATOMIC_* ones).
#if defined(__HIP_PLATFORM_NVIDIA__) // HIP on CUDA: CUDA's own libcu++
#include <cuda/atomic>
#include <cuda/std/atomic>
#else
#include <atomic>
#include <type_traits>
namespace cuda {
enum thread_scope {
  thread_scope_system = 0,
  thread_scope_device = 1,
  thread_scope_block = 2,
  thread_scope_thread = 3
};
using ::std::memory_order;
using ::std::memory_order_relaxed;
using ::std::memory_order_consume;
using ::std::memory_order_acquire;
using ::std::memory_order_release;
using ::std::memory_order_acq_rel;
using ::std::memory_order_seq_cst;
namespace cuda2hip_atomic {
constexpr int scope(thread_scope s) {
  return s == thread_scope_thread   ? __HIP_MEMORY_SCOPE_SINGLETHREAD
         : s == thread_scope_block  ? __HIP_MEMORY_SCOPE_WORKGROUP
         : s == thread_scope_device ? __HIP_MEMORY_SCOPE_AGENT
                                    : __HIP_MEMORY_SCOPE_SYSTEM;
}
constexpr int fail_order(memory_order o) { // a failed exchange only loads
  return o == ::std::memory_order_acq_rel ? int(::std::memory_order_acquire)
         : o == ::std::memory_order_release ? int(::std::memory_order_relaxed)
                                            : int(o);
}
// The operations, on the address the derived class gives (CRTP).
template <class D, typename T, thread_scope S> struct ops {
  static constexpr int Sc = scope(S);
  __host__ __device__ T *p() const { return static_cast<const D *>(this)->address(); }
  __host__ __device__ T load(memory_order o = ::std::memory_order_seq_cst) const {
    return __hip_atomic_load(p(), int(o), Sc);
  }
  __host__ __device__ void store(T v, memory_order o = ::std::memory_order_seq_cst) const {
    __hip_atomic_store(p(), v, int(o), Sc);
  }
  __host__ __device__ T exchange(T v, memory_order o = ::std::memory_order_seq_cst) const {
    return __hip_atomic_exchange(p(), v, int(o), Sc);
  }
  __host__ __device__ bool compare_exchange_strong(T &expected, T desired,
                                                   memory_order o = ::std::memory_order_seq_cst) const {
    return __hip_atomic_compare_exchange_strong(p(), &expected, desired, int(o), fail_order(o), Sc);
  }
  __host__ __device__ bool compare_exchange_strong(T &expected, T desired, memory_order s,
                                                   memory_order f) const {
    return __hip_atomic_compare_exchange_strong(p(), &expected, desired, int(s), int(f), Sc);
  }
  __host__ __device__ bool compare_exchange_weak(T &expected, T desired,
                                                 memory_order o = ::std::memory_order_seq_cst) const {
    return __hip_atomic_compare_exchange_weak(p(), &expected, desired, int(o), fail_order(o), Sc);
  }
  __host__ __device__ bool compare_exchange_weak(T &expected, T desired, memory_order s,
                                                 memory_order f) const {
    return __hip_atomic_compare_exchange_weak(p(), &expected, desired, int(s), int(f), Sc);
  }
  __host__ __device__ T fetch_add(T v, memory_order o = ::std::memory_order_seq_cst) const {
    return __hip_atomic_fetch_add(p(), v, int(o), Sc);
  }
  __host__ __device__ T fetch_sub(T v, memory_order o = ::std::memory_order_seq_cst) const {
    return __hip_atomic_fetch_add(p(), T(-v), int(o), Sc);
  }
  __host__ __device__ T fetch_and(T v, memory_order o = ::std::memory_order_seq_cst) const {
    return __hip_atomic_fetch_and(p(), v, int(o), Sc);
  }
  __host__ __device__ T fetch_or(T v, memory_order o = ::std::memory_order_seq_cst) const {
    return __hip_atomic_fetch_or(p(), v, int(o), Sc);
  }
  __host__ __device__ T fetch_xor(T v, memory_order o = ::std::memory_order_seq_cst) const {
    return __hip_atomic_fetch_xor(p(), v, int(o), Sc);
  }
  __host__ __device__ T fetch_min(T v, memory_order o = ::std::memory_order_seq_cst) const {
    return __hip_atomic_fetch_min(p(), v, int(o), Sc);
  }
  __host__ __device__ T fetch_max(T v, memory_order o = ::std::memory_order_seq_cst) const {
    return __hip_atomic_fetch_max(p(), v, int(o), Sc);
  }
  __host__ __device__ operator T() const { return load(); }
  __host__ __device__ T operator++() const { return fetch_add(T(1)) + T(1); }
  __host__ __device__ T operator++(int) const { return fetch_add(T(1)); }
  __host__ __device__ T operator--() const { return fetch_sub(T(1)) - T(1); }
  __host__ __device__ T operator--(int) const { return fetch_sub(T(1)); }
  __host__ __device__ T operator+=(T v) const { return fetch_add(v) + v; }
  __host__ __device__ T operator-=(T v) const { return fetch_sub(v) - v; }
  __host__ __device__ T operator&=(T v) const { return fetch_and(v) & v; }
  __host__ __device__ T operator|=(T v) const { return fetch_or(v) | v; }
  __host__ __device__ T operator^=(T v) const { return fetch_xor(v) ^ v; }
};
} // namespace cuda2hip_atomic
template <typename T, thread_scope S = thread_scope_system>
struct atomic_ref : cuda2hip_atomic::ops<atomic_ref<T, S>, T, S> {
  __host__ __device__ explicit atomic_ref(T &r) : r_(&r) {}
  __host__ __device__ T *address() const { return r_; }
  __host__ __device__ T operator=(T v) const { this->store(v); return v; }
  T *r_;
};
template <typename T, thread_scope S = thread_scope_system>
struct atomic : cuda2hip_atomic::ops<atomic<T, S>, T, S> {
  atomic() = default;
  __host__ __device__ constexpr atomic(T v) : v_(v) {}
  atomic(const atomic &) = delete;
  atomic &operator=(const atomic &) = delete;
  __host__ __device__ T *address() const { return &v_; }
  __host__ __device__ T operator=(T v) { this->store(v); return v; }
  mutable T v_;
};
namespace std { // cuda::std:: atomics are system-scope
using ::std::memory_order;
using ::std::memory_order_relaxed;
using ::std::memory_order_consume;
using ::std::memory_order_acquire;
using ::std::memory_order_release;
using ::std::memory_order_acq_rel;
using ::std::memory_order_seq_cst;
template <typename T> using atomic = ::cuda::atomic<T, ::cuda::thread_scope_system>;
template <typename T> using atomic_ref = ::cuda::atomic_ref<T, ::cuda::thread_scope_system>;
} // namespace std
} // namespace cuda
#endif
#endif
#ifndef CUDA2HIP_HELPER_cuda_copy
#define CUDA2HIP_HELPER_cuda_copy
#if defined(__HIP_PLATFORM_NVIDIA__) // HIP on CUDA: CUDA's own libcu++
#include <cuda/barrier>
#else
#include <cstddef>
#include <cstdint>
namespace cuda {
template <::std::size_t Align> struct aligned_size_t { // cuda::aligned_size_t<N>
  static constexpr ::std::size_t align = Align;
  ::std::size_t value;
  __host__ __device__ explicit constexpr aligned_size_t(::std::size_t s) : value(s) {}
  __host__ __device__ constexpr operator ::std::size_t() const { return value; }
};
namespace cuda2hip_copy {
struct alignas(16) w16 { unsigned int w[4]; };
template <typename W>
__host__ __device__ inline void words(void *d, const void *s, ::std::size_t n, ::std::size_t rank,
                                      ::std::size_t step) {
  for (::std::size_t i = rank; i < n / sizeof(W); i += step)
    ((W *)d)[i] = ((const W *)s)[i];
}
__host__ __device__ inline void copy(void *d, const void *s, ::std::size_t n, ::std::size_t rank,
                                     ::std::size_t step) {
  ::std::uintptr_t a = ::std::uintptr_t(d) | ::std::uintptr_t(s) | ::std::uintptr_t(n);
  if (a % 16 == 0)
    words<w16>(d, s, n, rank, step);
  else if (a % 4 == 0)
    words<unsigned int>(d, s, n, rank, step);
  else
    words<unsigned char>(d, s, n, rank, step);
}
} // namespace cuda2hip_copy
} // namespace cuda
#endif
#endif
#ifndef CUDA2HIP_HELPER_cuda_barrier
#define CUDA2HIP_HELPER_cuda_barrier
#if defined(__HIP_PLATFORM_NVIDIA__) // HIP on CUDA: CUDA's own libcu++
#include <cuda/barrier>
#include <cuda/std/barrier>
#else
#include <cstddef>
#include <utility>
namespace cuda {
namespace cuda2hip_barrier {
struct empty_completion {
  __host__ __device__ void operator()() const noexcept {}
};
} // namespace cuda2hip_barrier
template <thread_scope Sco = thread_scope_system,
          class CompletionF = cuda2hip_barrier::empty_completion>
class barrier {
  static constexpr int Sc = cuda2hip_atomic::scope(Sco);
  unsigned int phase_;    // the phase now waited for
  unsigned int pending_;  // arrivals it still waits for
  unsigned int expected_; // arrivals the next phase waits for
  CompletionF f_;

  __host__ __device__ void complete(unsigned int phase) {
    f_();
    __hip_atomic_store(&pending_, __hip_atomic_load(&expected_, __ATOMIC_RELAXED, Sc),
                       __ATOMIC_RELAXED, Sc);
    __hip_atomic_store(&phase_, phase + 1u, __ATOMIC_RELEASE, Sc);
  }

public:
  using arrival_token = unsigned int; // the phase the arrival belongs to
  barrier() = default;
  __host__ __device__ explicit barrier(::std::ptrdiff_t expected, CompletionF f = CompletionF())
      : phase_(0), pending_(unsigned(expected)), expected_(unsigned(expected)), f_(f) {}
  barrier(const barrier &) = delete;
  barrier &operator=(const barrier &) = delete;
  __host__ __device__ friend void init(barrier *b, ::std::ptrdiff_t expected,
                                       CompletionF f = CompletionF()) {
    b->phase_ = 0;
    b->pending_ = b->expected_ = unsigned(expected);
    b->f_ = f;
  }
  __host__ __device__ static constexpr ::std::ptrdiff_t max() noexcept { return 0x7fffffff; }
  __host__ __device__ arrival_token arrive(::std::ptrdiff_t update = 1) {
    unsigned int phase = __hip_atomic_load(&phase_, __ATOMIC_ACQUIRE, Sc);
    unsigned int was = __hip_atomic_fetch_add(&pending_, unsigned(-update), __ATOMIC_ACQ_REL, Sc);
    if (was == unsigned(update))
      complete(phase);
    return phase;
  }
  __host__ __device__ bool test_wait(arrival_token &&t) const {
    return __hip_atomic_load(&phase_, __ATOMIC_ACQUIRE, Sc) != t;
  }
  __host__ __device__ void wait(arrival_token &&t) const {
#if defined(__HIP_CPU_RT__) // HIP-CPU: a block's threads are fibers that switch at __syncthreads
    do
      __syncthreads();
    while (__hip_atomic_load(&phase_, __ATOMIC_ACQUIRE, Sc) == t);
#else
    while (__hip_atomic_load(&phase_, __ATOMIC_ACQUIRE, Sc) == t) {
#if defined(__HIP_DEVICE_COMPILE__)
      __builtin_amdgcn_s_sleep(1);
#endif
    }
#endif
  }
  __host__ __device__ void arrive_and_wait() { wait(arrive()); }
  __host__ __device__ void arrive_and_drop() { // this thread leaves the later phases
    __hip_atomic_fetch_add(&expected_, ~0u, __ATOMIC_RELAXED, Sc);
    (void)arrive();
  }
};
// The copy is done before it returns: the arrival that follows publishes it.
template <typename Size, thread_scope Sco, class F>
__host__ __device__ void memcpy_async(void *dst, const void *src, Size size, barrier<Sco, F> &) {
  cuda2hip_copy::copy(dst, src, ::std::size_t(size), 0, 1);
}
template <class Group, typename Size, thread_scope Sco, class F>
__device__ void memcpy_async(const Group &g, void *dst, const void *src, Size size,
                             barrier<Sco, F> &) {
  cuda2hip_copy::copy(dst, src, ::std::size_t(size), g.thread_rank(), g.size());
}
namespace std { // cuda::std::barrier: system scope
template <class CompletionF = ::cuda::cuda2hip_barrier::empty_completion>
using barrier = ::cuda::barrier<::cuda::thread_scope_system, CompletionF>;
} // namespace std
} // namespace cuda
#endif
#endif
#ifndef CUDA2HIP_HELPER_cuda_pipeline
#define CUDA2HIP_HELPER_cuda_pipeline
#if defined(__HIP_PLATFORM_NVIDIA__) // HIP on CUDA: CUDA's own libcu++
#include <cuda/pipeline>
#else
#include <cstddef>
#include <cstdint>
#include <type_traits>
namespace cuda {
enum class pipeline_role { producer, consumer };
template <thread_scope Sco, ::std::uint8_t StagesCount> struct pipeline_shared_state {
  unsigned char unused_;
};
template <thread_scope Sco> class pipeline {
  __host__ __device__ void sync() const {
#if defined(__HIP_DEVICE_COMPILE__) || defined(__HIP_CPU_RT__)
    if (Sco != thread_scope_thread)
      __syncthreads();
#endif
  }

public:
  __host__ __device__ void producer_acquire() {}
  __host__ __device__ void producer_commit() {}
  __host__ __device__ void consumer_wait() { sync(); }
  __host__ __device__ void consumer_release() { sync(); }
  __host__ __device__ bool quit() { return true; }
};
__host__ __device__ inline pipeline<thread_scope_thread> make_pipeline() { return {}; }
template <class Group, thread_scope Sco, ::std::uint8_t S>
__device__ pipeline<Sco> make_pipeline(const Group &g, pipeline_shared_state<Sco, S> *) {
  // The block's syncs stand for the group's: the group must be the block.
  if (Sco != thread_scope_thread && g.size() != blockDim.x * blockDim.y * blockDim.z)
    __builtin_trap();
  return {};
}
template <class Group, thread_scope Sco, ::std::uint8_t S, typename Role>
__device__ pipeline<Sco> make_pipeline(const Group &, pipeline_shared_state<Sco, S> *, Role) {
  static_assert(sizeof(Group) == 0, "cuda2hip: a pipeline with producer and consumer threads apart "
                                    "is not supplied: copy with plain loads and stores, then "
                                    "__syncthreads() before the consumers read");
  return {};
}
template <thread_scope Sco>
__host__ __device__ void pipeline_consumer_wait_prior_all(pipeline<Sco> &p) { p.consumer_wait(); }
template <::std::uint8_t Prior, thread_scope Sco>
__host__ __device__ void pipeline_consumer_wait_prior(pipeline<Sco> &p) { p.consumer_wait(); }
template <typename Size, thread_scope Sco>
__host__ __device__ void memcpy_async(void *dst, const void *src, Size size, pipeline<Sco> &) {
  cuda2hip_copy::copy(dst, src, ::std::size_t(size), 0, 1);
}
template <class Group, typename Size, thread_scope Sco>
__device__ void memcpy_async(const Group &g, void *dst, const void *src, Size size,
                             pipeline<Sco> &) {
  cuda2hip_copy::copy(dst, src, ::std::size_t(size), g.thread_rank(), g.size());
}
} // namespace cuda
#endif
#endif
#ifndef CUDA2HIP_HELPER_cuda_pipeline_all
#define CUDA2HIP_HELPER_cuda_pipeline_all
// cuda::memcpy_async: with a barrier or a pipeline (above).
#endif
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
  CHECK_CUDA(hipMalloc(&din, kN * sizeof(int)));
  CHECK_CUDA(hipMalloc(&dout, kN * sizeof(int)));
  CHECK_CUDA(hipMalloc(&dfin, kN * kTiles * sizeof(float)));
  CHECK_CUDA(hipMalloc(&dfout, kN * sizeof(float)));
  CHECK_CUDA(hipMalloc(&d4in, kN * sizeof(int4)));
  CHECK_CUDA(hipMalloc(&d4out, kN * sizeof(int4)));
  CHECK_CUDA(hipMemcpy(din, hin.data(), kN * sizeof(int), hipMemcpyHostToDevice));
  CHECK_CUDA(hipMemcpy(dfin, hf.data(), kN * kTiles * sizeof(float), hipMemcpyHostToDevice));
  CHECK_CUDA(hipMemcpy(d4in, h4.data(), kN * sizeof(int4), hipMemcpyHostToDevice));

  ring<<<kBlocks, kBlock>>>(din, dout);
  CHECK_CUDA(hipGetLastError());
  std::vector<int> got(kN);
  CHECK_CUDA(hipMemcpy(got.data(), dout, kN * sizeof(int), hipMemcpyDeviceToHost));
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
  CHECK_CUDA(hipGetLastError());
  std::vector<float> gf(kN);
  CHECK_CUDA(hipMemcpy(gf.data(), dfout, kN * sizeof(float), hipMemcpyDeviceToHost));
  for (int b = 0; b < kBlocks; ++b)
    for (int t = 0; t < kBlock; ++t)
      EXPECT(gf[b * kBlock + t] == 2.0f * hf[b * kBlock + (t + 1) % kBlock]);

  columnSum<<<kBlocks, kBlock>>>(dfin, dfout);
  CHECK_CUDA(hipGetLastError());
  CHECK_CUDA(hipMemcpy(gf.data(), dfout, kN * sizeof(float), hipMemcpyDeviceToHost));
  for (int c = 0; c < kN; ++c) {
    float s = 0.0f;
    for (int k = 0; k < kTiles; ++k)
      s += hf[k * kN + c];
    EXPECT(gf[c] == s);
  }

  primitives<<<kBlocks, kBlock>>>(d4in, d4out);
  CHECK_CUDA(hipGetLastError());
  std::vector<int4> g4(kN);
  CHECK_CUDA(hipMemcpy(g4.data(), d4out, kN * sizeof(int4), hipMemcpyDeviceToHost));
  for (int b = 0; b < kBlocks; ++b)
    for (int t = 0; t < kBlock; ++t) {
      int src = kBlock - 1 - t;
      int4 w = h4[b * kBlock + src], g = g4[b * kBlock + t];
      EXPECT(g.x == w.x && g.y == w.y && g.z == w.z && g.w == ((src & 1) ? 0 : w.w));
    }

  CHECK_CUDA(hipFree(din));
  CHECK_CUDA(hipFree(dout));
  CHECK_CUDA(hipFree(dfin));
  CHECK_CUDA(hipFree(dfout));
  CHECK_CUDA(hipFree(d4in));
  CHECK_CUDA(hipFree(d4out));
  if (failures) {
    std::printf("FAILED: %d\n", failures);
    return 1;
  }
  std::printf("PASSED\n");
  return 0;
}
