#include "wrappers.cuh"

__global__ void fill(float *p, float v) { p[threadIdx.x] = v; }

cudaError_t run(int n) {
  float *d = nullptr;
  MY_CUDA_CHECK(mycuda::myCudaMalloc((void **)&d, n * sizeof(float)));
  myCudaStream s;
  cudaStreamCreate(&s);
  fill<<<1, n, 0, s>>>(d, 1.0f);
  // myCudaMalloc in a comment stays; so does "myCudaMalloc" in a string.
  const char *msg = "myCudaMalloc";
#if defined(NEVER_DEFINED)
  mycuda::myCudaFree(d); // a branch the compiler never sees: token engine
#endif
  cudaStreamDestroy(s);
  return mycuda::myCudaFree(d);
}
