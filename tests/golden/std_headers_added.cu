// CUDA's headers declare memset, memcpy, strlen, strncmp, ... for every .cu
// file; ROCm 7's HIP headers do not (6.3's still did). A translated file that
// calls them without including <cstring> gets the include (docs/helpers.md),
// and compiles for gfx942 on ROCm 7.13.
// RUN: %cuda2hip %s -o %t.hip.cu 2> %t.err
// RUN: FileCheck %s < %t.hip.cu
// RUN: FileCheck --check-prefix=DIAG %s < %t.err
// RUN: %hip-device %t.hip.cu
// RUN: %hip-host %t.hip.cu
// RUN: %cuda2hip --hip-version 6.3 %s -o %t.v63.cu
// RUN: %hip63-host %t.v63.cu
// Translating the translation adds nothing.
// RUN: %cuda2hip %t.hip.cu -o %t.again.cu
// RUN: diff %t.hip.cu %t.again.cu

// CHECK: {{^}}#include <hip/hip_runtime.h>
// CHECK-NEXT: {{^}}#include <cstdio>
// CHECK-NEXT: {{^}}#include <cstring>
// CHECK-EMPTY:
#include <cuda_runtime.h>
#include <cstdio>

struct Options {
  char name[64];
  int n;
};

// DIAG: std_headers_added.cu:[[@LINE+3]]:{{.*}} note: 'memset' is declared by <cstring>, which CUDA's headers included and HIP's do not: added [cuda2hip-header-added]
static Options parse(int argc, char **argv) {
  Options o;
  memset(&o, 0, sizeof o);
  o.n = 1 << 20;
  for (int i = 1; i < argc; ++i) {
    if (strncmp(argv[i], "--n=", 4) == 0)
      o.n = atoi(argv[i] + 4);
    else if (strlen(argv[i]) < sizeof o.name)
      strcpy(o.name, argv[i]);
  }
  return o;
}

__global__ void fill(float *x, int n, float v) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] = v;
}

int main(int argc, char **argv) {
  Options o = parse(argc, argv);
  float *d;
  cudaMalloc(&d, o.n * sizeof(float));
  fill<<<(o.n + 255) / 256, 256>>>(d, o.n, 1.0f);
  float h[4];
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  float g[4];
  memcpy(g, h, sizeof h);
  std::printf("%s %g\n", o.name, g[0]);
  cudaFree(d);
  return 0;
}
