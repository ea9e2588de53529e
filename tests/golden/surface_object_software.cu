// Surface objects in software (docs/textures.md): gfx942 has no image
// instructions, so cudaCreateSurfaceObject over an array of the translation
// becomes a small descriptor in device memory (cuda2hip_createSurfaceObject)
// and surf1D/surf2D read and write load and store bytes of the array's
// pitched buffer: x in bytes as CUDA, boundary modes zero, clamp and trap
// (the default). Both read forms, vector types, a surface through a
// __device__ function. Device and host compile for gfx942 at 7.13 and 6.3.3.
// The forms the translation does not supply are reported.
// RUN: %cuda2hip %s -o %t.hip.cu 2> %t.err
// RUN: FileCheck %s < %t.hip.cu
// RUN: FileCheck --check-prefix=DIAG %s < %t.err
// RUN: %hip-device %t.hip.cu
// RUN: %hip-host %t.hip.cu
// RUN: %cuda2hip --hip-version 6.3 %s -o %t.v63.cu
// RUN: %hip63-device %t.v63.cu
// RUN: %hip63-host %t.v63.cu
// RUN: %exit 0,4 %cuda2hip %t.hip.cu -o %t.again.cu
// RUN: diff %t.hip.cu %t.again.cu
// RUN: %exit 1 %cuda2hip %S/Inputs/arrays_reported.cu -o %t.rep.cu 2> %t.rep.err
// RUN: FileCheck --check-prefix=REPORTED %s < %t.rep.err
// DIAG: pitched memory of its own{{.*}}helper-supplied
// DIAG-NOT: needs-review
// REPORTED-DAG: arrays_reported.cu:9:3: warning: 'cudaGetMipmappedArrayLevel' is not supported
// REPORTED-DAG: arrays_reported.cu:11:3: warning: 'cudaGraphicsSubResourceGetMappedArray' is not supported
// REPORTED-DAG: arrays_reported.cu:13:3: warning: 'cudaBindTextureToArray' is not supported
// REPORTED-DAG: arrays_reported.cu:15:61: warning: 'cudaArrayLayered' became 'hipArrayLayered'{{.*}}layered and cubemap arrays
// REPORTED-DAG: arrays_reported.cu:17:16: warning: 'cudaResourceTypeMipmappedArray'{{.*}}does not supply mipmapped arrays
// REPORTED-DAG: arrays_reported.cu:21:3: warning: 'surf3Dwrite'{{.*}}supplies surf1D/surf2D read and write only

#include <cuda_runtime.h>

// CHECK: #ifndef CUDA2HIP_HELPER_cuda2hip_arr
// CHECK: __device__ inline char *surfAt(hipSurfaceObject_t s, int x, int y, int mode)

// CHECK: {{^}}__device__ float4 load(hipSurfaceObject_t s, int x, int y) { return cuda2hip_surf2Dread<float4>(s, x * sizeof(float4), y); }
__device__ float4 load(cudaSurfaceObject_t s, int x, int y) { return surf2Dread<float4>(s, x * sizeof(float4), y); }

__global__ void blur(cudaSurfaceObject_t in, cudaSurfaceObject_t out, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= w || y >= h) return;
  float4 a = load(in, x, y), b;
  // CHECK: {{^ *}}cuda2hip_surf2Dread(&b, in, (x + 1) * (int)sizeof(float4), y, hipBoundaryModeClamp);
  surf2Dread(&b, in, (x + 1) * (int)sizeof(float4), y, cudaBoundaryModeClamp);
  float4 r = make_float4((a.x + b.x) / 2, (a.y + b.y) / 2, (a.z + b.z) / 2, (a.w + b.w) / 2);
  // CHECK: {{^ *}}cuda2hip_surf2Dwrite(r, out, x * (int)sizeof(float4), y);
  surf2Dwrite(r, out, x * (int)sizeof(float4), y);
  // CHECK: {{^ *}}cuda2hip_surf2Dwrite<float4>(r, out, (x + w) * (int)sizeof(float4), y, hipBoundaryModeZero);
  surf2Dwrite<float4>(r, out, (x + w) * (int)sizeof(float4), y, cudaBoundaryModeZero);
}

__global__ void histogram(cudaSurfaceObject_t line, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  // CHECK: {{^ *}}uchar4 c = cuda2hip_surf1Dread<uchar4>(line, i * 4);
  uchar4 c = surf1Dread<uchar4>(line, i * 4);
  c.w = 255;
  // CHECK: {{^ *}}cuda2hip_surf1Dwrite(c, line, i * 4, hipBoundaryModeZero);
  surf1Dwrite(c, line, i * 4, cudaBoundaryModeZero);
}

cudaSurfaceObject_t surfaceOver(cudaArray_t a) {
  cudaResourceDesc rd = {};
  rd.resType = cudaResourceTypeArray;
  rd.res.array.array = a;
  cudaSurfaceObject_t s = 0;
  // CHECK: {{^ *}}cuda2hip_createSurfaceObject(&s, &rd);
  cudaCreateSurfaceObject(&s, &rd);
  return s;
}

int main() {
  const int w = 64, h = 32;
  cudaChannelFormatDesc f4 = cudaCreateChannelDesc<float4>(), u4 = cudaCreateChannelDesc<uchar4>();
  cudaArray_t in, out, line;
  cudaMallocArray(&in, &f4, w, h, cudaArraySurfaceLoadStore);
  cudaMallocArray(&out, &f4, w, h, cudaArraySurfaceLoadStore);
  cudaMallocArray(&line, &u4, 256, 0, cudaArraySurfaceLoadStore);
  cudaSurfaceObject_t sIn = surfaceOver(in), sOut = surfaceOver(out), sLine = surfaceOver(line);
  blur<<<dim3(4, 4), dim3(16, 8)>>>(sIn, sOut, w, h);
  histogram<<<1, 256>>>(sLine, 256);
  cudaResourceDesc back;
  // CHECK: {{^ *}}cuda2hip_getSurfaceObjectResourceDesc(&back, sOut);
  cudaGetSurfaceObjectResourceDesc(&back, sOut);
  // CHECK: {{^ *}}cuda2hip_destroySurfaceObject(sIn);
  cudaDestroySurfaceObject(sIn);
  cudaDestroySurfaceObject(sOut);
  cudaDestroySurfaceObject(sLine);
  cudaFreeArray(in);
  cudaFreeArray(out);
  cudaFreeArray(line);
  return back.resType == cudaResourceTypeArray ? 0 : 1;
}
