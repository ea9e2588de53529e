// CUDA arrays: channel descriptors, cudaMallocArray, copies into and out of
// an array, cudaFreeArray; cudaArray_t becomes hipArray_t. gfx942 has no
// image instructions, so the translation keeps an array in pitched memory of
// its own (docs/textures.md): every array function becomes its cuda2hip_*
// helper, defined in the file.
// RUN: %cuda2hip %s -o %t.hip.cu
// RUN: FileCheck %s < %t.hip.cu
// RUN: FileCheck --check-prefix=NOCUDA %s < %t.hip.cu
// RUN: %hip-device %t.hip.cu
// RUN: %hip-host %t.hip.cu
// RUN: %exit 0,1 %cuda2hip --hip-version 6.3 %s -o %t.v63.cu 2> %t.v63.err
// RUN: %hip63-device %t.v63.cu
// RUN: %hip63-host %t.v63.cu
// With --portable the compatibility header cannot hold the helpers: HIP's own
// array functions, each use warned (textures over them need gfx942's missing
// image instructions).
// RUN: rm -rf %t.dir && mkdir -p %t.dir
// RUN: %exit 0,1 %cuda2hip --portable %s -o %t.dir/arrays.cu 2> %t.p.err
// RUN: FileCheck --check-prefix=PORTABLE %s < %t.dir/gpu_portability.h
// RUN: FileCheck --check-prefix=PORTABLE-DIAG %s < %t.p.err
// RUN: %hip63-host %t.dir/arrays.cu
// PORTABLE-DAG: #define cudaMallocArray hipMallocArray
// PORTABLE-DAG: #define cudaMemcpy2DToArray hipMemcpy2DToArray
// PORTABLE-DAG: #define cudaFreeArray hipFreeArray
// PORTABLE-DIAG: warning: with --portable 'cudaMallocArray' becomes HIP's 'hipMallocArray'

#include <cuda_runtime.h>

// CHECK: {{^}}hipArray_t uploadImage(const float *host, int w, int h) {
cudaArray_t uploadImage(const float *host, int w, int h) {
  // CHECK: {{^ *}}hipChannelFormatDesc desc = hipCreateChannelDesc<float>();
  cudaChannelFormatDesc desc = cudaCreateChannelDesc<float>();
  // CHECK: {{^ *}}hipChannelFormatDesc desc2 =
  // CHECK-NEXT: {{^ *}}    hipCreateChannelDesc(32, 0, 0, 0, hipChannelFormatKindFloat);
  cudaChannelFormatDesc desc2 =
      cudaCreateChannelDesc(32, 0, 0, 0, cudaChannelFormatKindFloat);
  (void)desc2;
  // CHECK: {{^ *}}hipArray_t arr = nullptr;
  cudaArray_t arr = nullptr;
  // CHECK: {{^ *}}cuda2hip_mallocArray(&arr, &desc, w, h);
  cudaMallocArray(&arr, &desc, w, h);
  // CHECK: {{^ *}}cuda2hip_memcpy2DToArray(arr, 0, 0, host, w * sizeof(float), w * sizeof(float), h,
  // CHECK-NEXT: {{^ *}}                    hipMemcpyHostToDevice);
  cudaMemcpy2DToArray(arr, 0, 0, host, w * sizeof(float), w * sizeof(float), h,
                      cudaMemcpyHostToDevice);
  return arr;
}

void download(float *host, cudaArray_t arr, int w, int h) {
  // CHECK: {{^ *}}cuda2hip_memcpy2DFromArray(host, w * sizeof(float), arr, 0, 0, w * sizeof(float), h,
  // CHECK-NEXT: {{^ *}}                      hipMemcpyDeviceToHost);
  cudaMemcpy2DFromArray(host, w * sizeof(float), arr, 0, 0, w * sizeof(float), h,
                        cudaMemcpyDeviceToHost);
  // CHECK: {{^ *}}cuda2hip_freeArray(arr);
  cudaFreeArray(arr);
}

// No CUDA runtime name is left outside comments and strings.
// NOCUDA-NOT: {{^[^/"]*cuda[A-Z]}}
