// templated_launch.cu - template kernels and unusual launch syntax.
//
//  * template kernels launched with explicit template arguments, including a
//    non-type (int) template parameter
//  * a kernel whose template argument is deduced at the launch site
//  * a functor passed as a template argument (and as a kernel parameter)
//  * kernel launches hidden inside a variadic macro:
//      #define LAUNCH(k, n, ...) k<<<(n+255)/256, 256>>>(__VA_ARGS__)
//  * a host function template that launches a dependent template kernel
//
// Integer / exactly representable arithmetic only; checked on the host.
#include <hip/hip_runtime.h>
#include <cstdio>
#include <vector>
#include "common/check.cuh"

#define LAUNCH(k, n, ...) k<<<(n + 255) / 256, 256>>>(__VA_ARGS__)

template <typename T>
struct AddConst {
  T c;
  __host__ __device__ T operator()(T x) const { return x + c; }
};

template <typename T>
struct Square {
  __host__ __device__ T operator()(T x) const { return x * x; }
};

struct Clamp100 {
  __host__ __device__ int operator()(int x) const { return x > 100 ? 100 : (x < -100 ? -100 : x); }
};

template <typename T, typename Op>
__global__ void transformKernel(const T* in, T* out, int n, Op op) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = op(in[i]);
}

template <typename T, int UNROLL>
__global__ void scaleUnrolled(T* data, T factor, int n) {
  int base = (blockIdx.x * blockDim.x + threadIdx.x) * UNROLL;
#pragma unroll
  for (int u = 0; u < UNROLL; ++u) {
    int i = base + u;
    if (i < n) data[i] *= factor;
  }
}

template <typename T>
__global__ void fillIota(T* data, T start, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) data[i] = start + static_cast<T>(i);
}

// Single template parameter (a functor type), so it can go through LAUNCH.
template <typename Op>
__global__ void applyFloat(const float* in, float* out, int n, Op op) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = op(in[i]);
}

// Template argument deduced from the arguments at the launch site.
template <typename T>
__global__ void axpy(int n, T a, const T* x, T* y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = a * x[i] + y[i];
}

// Host-side template that launches a dependent kernel specialisation.
template <typename T, typename Op>
void runTransform(const T* dIn, T* dOut, int n, Op op, hipStream_t stream) {
  const int threads = 128;
  transformKernel<T, Op><<<(n + threads - 1) / threads, threads, 0, stream>>>(dIn, dOut, n, op);
  CHECK_LAUNCH();
}

template <typename T>
static int countMismatch(const std::vector<T>& got, const std::vector<T>& ref) {
  int bad = 0;
  for (size_t i = 0; i < ref.size(); ++i) bad += (got[i] != ref[i]);
  return bad;
}

int main() {
  const int n = 100000;
  int totalBad = 0;

  // --- int pipeline -------------------------------------------------------
  int *dI, *dJ;
  CHECK_CUDA(hipMalloc(&dI, n * sizeof(int)));
  CHECK_CUDA(hipMalloc(&dJ, n * sizeof(int)));
  LAUNCH(fillIota<int>, n, dI, -50000, n);
  CHECK_LAUNCH();
  runTransform(dI, dJ, n, Clamp100(), 0);                      // deduced T, Op
  runTransform<int, AddConst<int>>(dJ, dJ, n, AddConst<int>{7}, 0);  // explicit
  scaleUnrolled<int, 4><<<(n / 4 + 255) / 256, 256>>>(dJ, 3, n);
  CHECK_LAUNCH();
  std::vector<int> hJ(n), refJ(n);
  CHECK_CUDA(hipMemcpy(hJ.data(), dJ, n * sizeof(int), hipMemcpyDeviceToHost));
  long long sumJ = 0;
  for (int i = 0; i < n; ++i) {
    int v = -50000 + i;
    v = Clamp100()(v);
    v = AddConst<int>{7}(v);
    refJ[i] = v * 3;
    sumJ += hJ[i];
  }
  int badJ = countMismatch(hJ, refJ);
  totalBad += badJ;
  std::printf("int pipeline: sum = %lld, mismatches = %d\n", sumJ, badJ);

  // --- double pipeline ----------------------------------------------------
  double *dX, *dY;
  CHECK_CUDA(hipMalloc(&dX, n * sizeof(double)));
  CHECK_CUDA(hipMalloc(&dY, n * sizeof(double)));
  LAUNCH(fillIota<double>, n, dX, 0.5, n);
  CHECK_LAUNCH();
  LAUNCH((transformKernel<double, Square<double> >), n, dX, dY, n, Square<double>());
  CHECK_LAUNCH();
  axpy<<<(n + 255) / 256, 256>>>(n, 0.25, dX, dY);  // T = double deduced
  CHECK_LAUNCH();
  scaleUnrolled<double, 2><<<(n / 2 + 255) / 256, 256>>>(dY, 2.0, n);
  CHECK_LAUNCH();
  std::vector<double> hY(n), refY(n);
  CHECK_CUDA(hipMemcpy(hY.data(), dY, n * sizeof(double), hipMemcpyDeviceToHost));
  double sumY = 0.0;
  for (int i = 0; i < n; ++i) {
    double x = 0.5 + i;
    refY[i] = (0.25 * x + x * x) * 2.0;
    sumY += hY[i];
  }
  int badY = countMismatch(hY, refY);
  totalBad += badY;
  std::printf("double pipeline: sum = %.6f, mismatches = %d\n", sumY, badY);

  // --- float with a functor through the macro --------------------------------
  float *dF, *dG;
  CHECK_CUDA(hipMalloc(&dF, n * sizeof(float)));
  CHECK_CUDA(hipMalloc(&dG, n * sizeof(float)));
  LAUNCH(fillIota<float>, n, dF, -1000.0f, n);
  CHECK_LAUNCH();
  typedef AddConst<float> AddF;
  LAUNCH(applyFloat<AddF>, n, dF, dG, n, AddF{0.5f});
  CHECK_LAUNCH();
  CHECK_CUDA(hipDeviceSynchronize());
  std::vector<float> hG(n), refG(n);
  CHECK_CUDA(hipMemcpy(hG.data(), dG, n * sizeof(float), hipMemcpyDeviceToHost));
  double sumG = 0.0;
  for (int i = 0; i < n; ++i) {
    refG[i] = -1000.0f + static_cast<float>(i) + 0.5f;
    sumG += hG[i];
  }
  int badG = countMismatch(hG, refG);
  totalBad += badG;
  std::printf("float pipeline: sum = %.6f, mismatches = %d\n", sumG, badG);

  CHECK_CUDA(hipFree(dI));
  CHECK_CUDA(hipFree(dJ));
  CHECK_CUDA(hipFree(dX));
  CHECK_CUDA(hipFree(dY));
  CHECK_CUDA(hipFree(dF));
  CHECK_CUDA(hipFree(dG));
  return report_result(totalBad == 0);
}
