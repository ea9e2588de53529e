// vector_add.cu - the basic CUDA workflow: cudaMalloc, cudaMemcpy H2D,
// a 1-D kernel launch, cudaMemcpy D2H, cudaFree.
//
// Inputs are small multiples of 1/4, so every float sum is exact and the
// device result must match the host reference bit for bit.
#include <hip/hip_runtime.h>
#include <cstdio>
#include <cstdlib>
#include <vector>

static void check(hipError_t err, const char* what) {
  if (err != hipSuccess) {
    std::fprintf(stderr, "%s failed: %s\n", what, hipGetErrorString(err));
    std::exit(1);
  }
}

__global__ void vectorAdd(const float* a, const float* b, float* c, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    c[i] = a[i] + b[i];
  }
}

int main() {
  const int n = 1 << 20;  // 1M elements, 4 MiB per vector
  const size_t bytes = n * sizeof(float);

  std::vector<float> h_a(n), h_b(n), h_c(n, 0.0f);
  for (int i = 0; i < n; ++i) {
    h_a[i] = static_cast<float>(i % 1000) * 0.5f;
    h_b[i] = static_cast<float>((n - i) % 777) * 0.25f;
  }

  float *d_a = nullptr, *d_b = nullptr, *d_c = nullptr;
  check(hipMalloc((void**)&d_a, bytes), "cudaMalloc a");
  check(hipMalloc((void**)&d_b, bytes), "cudaMalloc b");
  check(hipMalloc(&d_c, bytes), "cudaMalloc c");

  check(hipMemcpy(d_a, h_a.data(), bytes, hipMemcpyHostToDevice), "copy a");
  check(hipMemcpy(d_b, h_b.data(), bytes, hipMemcpyHostToDevice), "copy b");

  const int threads = 256;
  const int blocks = (n + threads - 1) / threads;
  vectorAdd<<<blocks, threads>>>(d_a, d_b, d_c, n);
  check(hipGetLastError(), "vectorAdd launch");
  check(hipDeviceSynchronize(), "vectorAdd sync");

  check(hipMemcpy(h_c.data(), d_c, bytes, hipMemcpyDeviceToHost), "copy c");

  int mismatches = 0;
  double checksum = 0.0;
  for (int i = 0; i < n; ++i) {
    float expect = h_a[i] + h_b[i];
    if (h_c[i] != expect) {
      if (mismatches < 5) {
        std::printf("mismatch at %d: got %.6g expected %.6g\n", i, h_c[i], expect);
      }
      ++mismatches;
    }
    checksum += h_c[i];
  }

  check(hipFree(d_a), "cudaFree a");
  check(hipFree(d_b), "cudaFree b");
  check(hipFree(d_c), "cudaFree c");

  std::printf("n = %d\n", n);
  std::printf("c[0] = %.6g, c[12345] = %.6g, c[n-1] = %.6g\n", h_c[0], h_c[12345], h_c[n - 1]);
  std::printf("checksum = %.6f\n", checksum);
  std::printf("mismatches = %d\n", mismatches);
  bool ok = (mismatches == 0);
  std::printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
