// Seed for the Translate target: the names its CUDA stand-in declares.
#include <cuda_runtime.h>
#define CHECK(x) do { cudaError_t e = (x); if (e != cudaSuccess) return cudaGetErrorString(e)[0]; } while (0)
__constant__ float coeff[4];
__device__ float scratch[32];
__global__ void __launch_bounds__(256, 2) reduce(const float *in, float *out, int n,
                                               cudaTextureObject_t t) {
  __shared__ float s[32];
  float v = threadIdx.x < n ? in[threadIdx.x] + tex1Dfetch<float>(t, threadIdx.x) : 0.f;
  for (int o = warpSize / 2; o > 0; o /= 2)
    v += __shfl_down_sync(0xffffffff, v, o);
  if ((threadIdx.x & 31) == 0) s[threadIdx.x / 32] = v;
  __syncthreads();
  if (threadIdx.x == 0) atomicAdd(out, s[0] * coeff[0]);
  unsigned m = __ballot_sync(0xffffffffu, v > 0);
  if (__popc(m) > 16) scratch[threadIdx.x % 32] = __expf(v);
}
static void CUDART_CB done(cudaStream_t, cudaError_t, void *) {}
int main() {
  float *d = nullptr, *o = nullptr, h[4] = {1, 2, 3, 4};
  CHECK(cudaMalloc(&d, 1024));
  CHECK(cudaMalloc((void **)&o, sizeof(float)));
  CHECK(cudaMemcpyToSymbol(coeff, h, sizeof h));
  cudaStream_t st;
  cudaStreamCreateWithFlags(&st, cudaStreamNonBlocking);
  cudaResourceDesc r = {};
  r.resType = cudaResourceTypeLinear;
  r.res.linear.devPtr = d;
  r.res.linear.desc = cudaCreateChannelDesc<float>();
  r.res.linear.sizeInBytes = 1024;
  cudaTextureDesc td = {};
  td.filterMode = cudaFilterModePoint;
  cudaTextureObject_t tex;
  cudaCreateTextureObject(&tex, &r, &td, nullptr);
  reduce<<<dim3(1), dim3(256), 0, st>>>(d, o, 256, tex);
  void *args[] = {&d, &o};
  cudaLaunchKernel(reduce, dim3(1), dim3(32), args, 0, st);
  cudaStreamAddCallback(st, done, nullptr, 0);
  cudaGraph_t g; cudaGraphExec_t ge;
  cudaStreamBeginCapture(st, 0);
  cudaStreamEndCapture(st, &g);
  cudaGraphInstantiate(&ge, g, 0);
  cudaEvent_t a, b; float ms;
  cudaEventCreate(&a); cudaEventCreate(&b);
  cudaEventRecord(a, st); cudaEventRecord(b, st);
  cudaEventSynchronize(b);
  cudaEventElapsedTime(&ms, a, b);
  cudaDeviceProp p;
  cudaGetDeviceProperties(&p, 0);
#if CUDART_VERSION >= 12000
  int ws = p.warpSize;
#else
  int ws = 32;
#endif
  cudaDestroyTextureObject(tex);
  cudaFree(d);
  return ws == 32 && cudaDeviceSynchronize() == cudaSuccess ? 0 : 1;
}
