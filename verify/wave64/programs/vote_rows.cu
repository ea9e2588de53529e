// One 32-element row per 32-lane warp: __any_sync flags rows holding a
// negative value, __all_sync rows that are all even. On 64 lanes the vote
// covers two rows at once: wrong on 64 lanes.
#include <cuda_runtime.h>
#include <cstdio>
__global__ void flags(const int *x, int *anyNeg, int *allEven, int rows) {
  int g = blockIdx.x * blockDim.x + threadIdx.x;
  int row = g / 32;
  int v = row < rows ? x[g] : 0;
  int a = __any_sync(0xffffffff, v < 0);
  int e = __all_sync(0xffffffff, v % 2 == 0);
  if (row < rows && g % 32 == 0) { anyNeg[row] = a; allEven[row] = e; }
}
int main() {
  const int rows = 64;
  int *x, *anyNeg, *allEven;
  cudaMallocManaged(&x, rows * 32 * sizeof(int));
  cudaMallocManaged(&anyNeg, rows * sizeof(int));
  cudaMallocManaged(&allEven, rows * sizeof(int));
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < 32; ++c)
      x[r * 32 + c] = (r % 3 == 0 && c == 17) ? -2 : (r % 4 == 1 && c == 5 ? 3 : 2 * c);
  flags<<<rows * 32 / 128, 128>>>(x, anyNeg, allEven, rows);
  cudaDeviceSynchronize();
  int bad = 0;
  for (int r = 0; r < rows; ++r) {
    int a = 0, e = 1;
    for (int c = 0; c < 32; ++c) { a |= x[r * 32 + c] < 0; e &= x[r * 32 + c] % 2 == 0; }
    bad += (anyNeg[r] != 0) != a || (allEven[r] != 0) != e;
  }
  std::printf("%s vote_rows: %d wrong rows\n", bad ? "FAIL" : "PASS", bad);
  cudaFree(x);
  cudaFree(anyNeg);
  cudaFree(allEven);
  return bad ? 1 : 0;
}
