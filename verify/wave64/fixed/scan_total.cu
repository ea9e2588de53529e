// Per-warp exclusive offsets for variable-length output: each lane scans its
// count inside the 32-lane warp, the warp total is read from lane 31 with a
// shuffle and lane 0 reserves room with one atomic, then broadcasts the base
// from lane 0. Lanes 32..63 of a 64-lane wavefront read lanes 31 and 0 of the
// lower half: wrong on 64 lanes.
#include <cuda_runtime.h>
#include <cstdio>
__global__ void allocate(const int *count, int *offset, int *cursor, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int lane = threadIdx.x % 32;
  int c = i < n ? count[i] : 0, v = c;
  for (int d = 1; d < 32; d *= 2) {
    int t = __shfl_up_sync(0xffffffffffffffffull, v, d);
    if (lane >= d) v += t;
  }
  int total = __shfl_sync(0xffffffffffffffffull, v, 31, 32);
  int base = 0;
  if (lane == 0) base = atomicAdd(cursor, total);
  base = __shfl_sync(0xffffffffffffffffull, base, 0, 32);
  if (i < n) offset[i] = base + v - c;
}
int main() {
  const int n = 4096;
  int *count, *offset, *cursor;
  cudaMallocManaged(&count, n * sizeof(int));
  cudaMallocManaged(&offset, n * sizeof(int));
  cudaMallocManaged(&cursor, sizeof(int));
  int want = 0;
  for (int i = 0; i < n; ++i) { count[i] = (i * 7) % 4; want += count[i]; }
  *cursor = 0;
  allocate<<<n / 256, 256>>>(count, offset, cursor, n);
  cudaDeviceSynchronize();
  // Every element's range [offset, offset + count) must be disjoint and inside the total.
  char *used = new char[want + 1]();
  int bad = *cursor != want;
  for (int i = 0; i < n && !bad; ++i)
    for (int k = 0; k < count[i]; ++k) {
      int at = offset[i] + k;
      if (at < 0 || at >= want || used[at]) { bad = 1; break; }
      used[at] = 1;
    }
  delete[] used;
  std::printf("%s scan_total: cursor %d (want %d)\n", bad ? "FAIL" : "PASS", *cursor, want);
  cudaFree(count);
  cudaFree(offset);
  cudaFree(cursor);
  return bad;
}
