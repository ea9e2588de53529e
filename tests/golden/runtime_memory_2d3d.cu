// Pitched 2D and 3D memory: cudaMallocPitch, cudaMemcpy2D, cudaMalloc3D,
// cudaMemcpy3D and the extent/pitched-pointer helpers become HIP
// (cudaMemcpy3D becomes the translation's cuda2hip_memcpy3D, which also takes
// its CUDA arrays, docs/textures.md, and calls hipMemcpy3D).
// RUN: %cuda2hip %s -o %t.hip.cu
// RUN: FileCheck %s < %t.hip.cu
// RUN: FileCheck --check-prefix=NOCUDA %s < %t.hip.cu
// RUN: %hip-device %t.hip.cu
// RUN: %hip-host %t.hip.cu
// RUN: %exit 0,1 %cuda2hip --hip-version 6.3 %s -o %t.v63.cu 2> %t.v63.err
// RUN: %hip63-device %t.v63.cu
// RUN: %hip63-host %t.v63.cu

#include <cuda_runtime.h>

void image2D(const float *host, int width, int height) {
  float *img = nullptr;
  size_t pitch = 0;
  // CHECK: {{^ *}}hipMallocPitch((void **)&img, &pitch, width * sizeof(float), height);
  cudaMallocPitch((void **)&img, &pitch, width * sizeof(float), height);
  // CHECK: {{^ *}}hipMemset2D(img, pitch, 0, width * sizeof(float), height);
  cudaMemset2D(img, pitch, 0, width * sizeof(float), height);
  // CHECK: {{^ *}}hipMemcpy2D(img, pitch, host, width * sizeof(float), width * sizeof(float), height,
  // CHECK-NEXT: {{^ *}}             hipMemcpyHostToDevice);
  cudaMemcpy2D(img, pitch, host, width * sizeof(float), width * sizeof(float), height,
               cudaMemcpyHostToDevice);
  cudaFree(img);
}

void volume3D(float *host, int nx, int ny, int nz) {
  // CHECK: {{^ *}}hipExtent extent = make_hipExtent(nx * sizeof(float), ny, nz);
  cudaExtent extent = make_cudaExtent(nx * sizeof(float), ny, nz);
  // CHECK: {{^ *}}hipPitchedPtr vol;
  cudaPitchedPtr vol;
  // CHECK: {{^ *}}hipMalloc3D(&vol, extent);
  cudaMalloc3D(&vol, extent);
  // CHECK: {{^ *}}hipMemset3D(vol, 0, extent);
  cudaMemset3D(vol, 0, extent);
  // CHECK: {{^ *}}hipMemcpy3DParms p = {};
  cudaMemcpy3DParms p = {};
  // CHECK: {{^ *}}p.srcPtr = make_hipPitchedPtr(host, nx * sizeof(float), nx, ny);
  p.srcPtr = make_cudaPitchedPtr(host, nx * sizeof(float), nx, ny);
  // CHECK: {{^ *}}p.srcPos = make_hipPos(0, 0, 0);
  p.srcPos = make_cudaPos(0, 0, 0);
  p.dstPtr = vol;
  p.extent = extent;
  // CHECK: {{^ *}}p.kind = hipMemcpyHostToDevice;
  p.kind = cudaMemcpyHostToDevice;
  // CHECK: {{^ *}}cuda2hip_memcpy3D(&p);
  cudaMemcpy3D(&p);
  // CHECK: {{^ *}}hipFree(vol.ptr);
  cudaFree(vol.ptr);
}

// No CUDA runtime name is left outside comments and strings.
// NOCUDA-NOT: {{^[^/"]*cuda[A-Z]}}
