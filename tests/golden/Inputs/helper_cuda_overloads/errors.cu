// A sample that checks every call with checkCudaErrors (helper_cuda.h):
// the runtime, the driver, cuRAND, cuFFT and cuBLAS.
#include "helper_cuda.h"

__global__ void fill(float *p, float v) { p[blockIdx.x * blockDim.x + threadIdx.x] = v; }

int main() {
  float *d;
  checkCudaErrors(cudaMalloc(&d, 256 * sizeof(float)));
  CUdevice dev;
  checkCudaErrors(cuInit(0));
  checkCudaErrors(cuDeviceGet(&dev, 0));
  curandGenerator_t gen;
  checkCudaErrors(curandCreateGenerator(&gen, CURAND_RNG_PSEUDO_DEFAULT));
  cufftHandle plan;
  checkCudaErrors(cufftPlan1d(&plan, 256, CUFFT_C2C, 1));
  cublasHandle_t handle;
  checkCudaErrors(cublasCreate(&handle));
  fill<<<1, 256>>>(d, 1.0f);
  printf("%s\n", _cudaGetErrorEnum(cudaDeviceSynchronize()));
  checkCudaErrors(cublasDestroy(handle));
  checkCudaErrors(cufftDestroy(plan));
  checkCudaErrors(curandDestroyGenerator(gen));
  checkCudaErrors(cudaFree(d));
  return 0;
}
