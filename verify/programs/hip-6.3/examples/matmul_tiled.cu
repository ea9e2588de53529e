// matmul_tiled.cu - tiled matrix multiply C = A * B.
//
//  * matmulStatic : classic 16x16 tiles in statically sized __shared__ arrays.
//  * matmulDynamic: tile edge chosen at run time; the two tiles live in one
//                   `extern __shared__` buffer whose size is passed as the
//                   third <<<grid, block, sharedBytes, stream>>> parameter.
//
// The matrix sizes are deliberately not multiples of the tile size, so the
// bounds handling is exercised. Entries are small integers, so all products
// and sums are exact in float and must equal the host reference exactly.
#include <hip/hip_runtime.h>
#include <cstdio>
#include <vector>
#include "common/check.cuh"

#define TILE 16

__global__ void matmulStatic(const float* A, const float* B, float* C, int M, int N, int K) {
  __shared__ float As[TILE][TILE];
  __shared__ float Bs[TILE][TILE];

  int row = blockIdx.y * TILE + threadIdx.y;
  int col = blockIdx.x * TILE + threadIdx.x;
  float acc = 0.0f;

  for (int t = 0; t < (K + TILE - 1) / TILE; ++t) {
    int aCol = t * TILE + threadIdx.x;
    int bRow = t * TILE + threadIdx.y;
    As[threadIdx.y][threadIdx.x] = (row < M && aCol < K) ? A[row * K + aCol] : 0.0f;
    Bs[threadIdx.y][threadIdx.x] = (bRow < K && col < N) ? B[bRow * N + col] : 0.0f;
    __syncthreads();
#pragma unroll
    for (int k = 0; k < TILE; ++k) {
      acc += As[threadIdx.y][k] * Bs[k][threadIdx.x];
    }
    __syncthreads();
  }
  if (row < M && col < N) {
    C[row * N + col] = acc;
  }
}

// Tile edge == blockDim.x == blockDim.y, decided by the host.
__global__ void matmulDynamic(const float* A, const float* B, float* C, int M, int N, int K) {
  extern __shared__ float smem[];
  const int T = blockDim.x;
  float* As = smem;          // T*T floats
  float* Bs = smem + T * T;  // T*T floats

  int tx = threadIdx.x, ty = threadIdx.y;
  int row = blockIdx.y * T + ty;
  int col = blockIdx.x * T + tx;
  float acc = 0.0f;

  for (int t = 0; t < (K + T - 1) / T; ++t) {
    int aCol = t * T + tx;
    int bRow = t * T + ty;
    As[ty * T + tx] = (row < M && aCol < K) ? A[row * K + aCol] : 0.0f;
    Bs[ty * T + tx] = (bRow < K && col < N) ? B[bRow * N + col] : 0.0f;
    __syncthreads();
    for (int k = 0; k < T; ++k) {
      acc += As[ty * T + k] * Bs[k * T + tx];
    }
    __syncthreads();
  }
  if (row < M && col < N) {
    C[row * N + col] = acc;
  }
}

static bool compare(const std::vector<float>& got, const std::vector<float>& ref, const char* tag) {
  int bad = 0;
  for (size_t i = 0; i < ref.size(); ++i) {
    if (got[i] != ref[i]) {
      if (bad < 5) std::printf("%s mismatch at %zu: %.6g vs %.6g\n", tag, i, got[i], ref[i]);
      ++bad;
    }
  }
  std::printf("%s mismatches = %d\n", tag, bad);
  return bad == 0;
}

int main() {
  const int M = 300, N = 200, K = 340;
  std::vector<float> hA(M * K), hB(K * N), hRef(M * N), hC(M * N);
  for (int i = 0; i < M * K; ++i) hA[i] = static_cast<float>((i * 7) % 11 - 5);
  for (int i = 0; i < K * N; ++i) hB[i] = static_cast<float>((i * 3) % 9 - 4);

  // Host reference (integers -> exact).
  for (int r = 0; r < M; ++r) {
    for (int c = 0; c < N; ++c) {
      float acc = 0.0f;
      for (int k = 0; k < K; ++k) acc += hA[r * K + k] * hB[k * N + c];
      hRef[r * N + c] = acc;
    }
  }

  float *dA, *dB, *dC;
  CHECK_CUDA(hipMalloc(&dA, hA.size() * sizeof(float)));
  CHECK_CUDA(hipMalloc(&dB, hB.size() * sizeof(float)));
  CHECK_CUDA(hipMalloc(&dC, hC.size() * sizeof(float)));
  CHECK_CUDA(hipMemcpy(dA, hA.data(), hA.size() * sizeof(float), hipMemcpyHostToDevice));
  CHECK_CUDA(hipMemcpy(dB, hB.data(), hB.size() * sizeof(float), hipMemcpyHostToDevice));

  bool ok = true;

  // 1) static shared-memory tiles
  {
    dim3 block(TILE, TILE);
    dim3 grid((N + TILE - 1) / TILE, (M + TILE - 1) / TILE);
    CHECK_CUDA(hipMemset(dC, 0, hC.size() * sizeof(float)));
    matmulStatic<<<grid, block>>>(dA, dB, dC, M, N, K);
    CHECK_LAUNCH();
    CHECK_CUDA(hipMemcpy(hC.data(), dC, hC.size() * sizeof(float), hipMemcpyDeviceToHost));
    ok = compare(hC, hRef, "static") && ok;
  }

  // 2) dynamic shared memory, two tile sizes
  const int tiles[2] = {8, 32};
  for (int ti = 0; ti < 2; ++ti) {
    const int T = tiles[ti];
    dim3 block(T, T);
    dim3 grid((N + T - 1) / T, (M + T - 1) / T);
    size_t shmem = 2 * T * T * sizeof(float);
    CHECK_CUDA(hipMemset(dC, 0, hC.size() * sizeof(float)));
    matmulDynamic<<<grid, block, shmem, 0>>>(dA, dB, dC, M, N, K);
    CHECK_LAUNCH();
    CHECK_CUDA(hipDeviceSynchronize());
    CHECK_CUDA(hipMemcpy(hC.data(), dC, hC.size() * sizeof(float), hipMemcpyDeviceToHost));
    char tag[32];
    std::snprintf(tag, sizeof(tag), "dynamic T=%d", T);
    ok = compare(hC, hRef, tag) && ok;
  }

  double checksum = 0.0;
  for (float v : hC) checksum += v;
  std::printf("C[0][0] = %.6g, C[%d][%d] = %.6g\n", hC[0], M - 1, N - 1, hC[(M - 1) * N + (N - 1)]);
  std::printf("checksum = %.6f\n", checksum);

  CHECK_CUDA(hipFree(dA));
  CHECK_CUDA(hipFree(dB));
  CHECK_CUDA(hipFree(dC));
  return report_result(ok);
}
