// CUDA arrays in software (docs/textures.md): gfx942 has no image
// instructions, so the translation keeps an array in pitched memory of its
// own (cuda2hip_mallocArray: a host object handed out as hipArray_t) and
// supplies every function that takes one: 2D and 1D copies to, from and
// between arrays, cudaMemcpy3D(Async) and a memcpy graph node with an array
// side, info and channel descriptor; a texture object over an array samples
// its buffer as pitch-2D memory. User code keeps its types. Device and host
// code compile for gfx942 at 7.13 and 6.3.3.
// RUN: %cuda2hip %s -o %t.hip.cu 2> %t.err
// RUN: FileCheck %s < %t.hip.cu
// RUN: FileCheck --check-prefix=DIAG %s < %t.err
// RUN: FileCheck --check-prefix=NOHIPARRAY %s < %t.hip.cu
// RUN: %hip-device %t.hip.cu
// RUN: %hip-host %t.hip.cu
// RUN: %cuda2hip --hip-version 6.3 %s -o %t.v63.cu
// RUN: %hip63-device %t.v63.cu
// RUN: %hip63-host %t.v63.cu
// RUN: %exit 0,4 %cuda2hip %t.hip.cu -o %t.again.cu
// RUN: diff %t.hip.cu %t.again.cu
// DIAG: helper-supplied{{.*}}
// DIAG-NOT: unsupported-api
// NOHIPARRAY-NOT: {{^[^/]*(hipMallocArray|hipMalloc3DArray|hipFreeArray|hipMemcpy2DToArray|hipMemcpy2DFromArray|hipMemcpyToArray|hipMemcpyFromArray|hipArrayGetInfo|hipGetChannelDesc|hipMemcpy2DArrayToArray)}}

#include <cuda_runtime.h>
#include <cstdio>

// CHECK: #ifndef CUDA2HIP_HELPER_cuda2hip_arr
// CHECK: namespace cuda2hip_arr {
// CHECK: inline hipError_t cuda2hip_createTextureObject(
// CHECK: inline hipError_t cuda2hip_mallocArray(

// CHECK: {{^}}__global__ void smooth(hipTextureObject_t t, float *out, int w, int h) {
__global__ void smooth(cudaTextureObject_t t, float *out, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
  // CHECK: {{^ *}}if (x < w && y < h) out[y * w + x] = cuda2hip_tex2D<float>(t, x + 1.0f, y + 1.0f);
  if (x < w && y < h) out[y * w + x] = tex2D<float>(t, x + 1.0f, y + 1.0f);
}

struct Volume {
  // CHECK: {{^ *}}hipArray_t data;
  cudaArray_t data;
  // CHECK: {{^ *}}hipExtent extent;
  cudaExtent extent;
};

// CHECK: {{^}}hipArray_t upload(const float *host, int w, int h) {
cudaArray_t upload(const float *host, int w, int h) {
  cudaChannelFormatDesc fd = cudaCreateChannelDesc<float>();
  cudaArray_t a = nullptr;
  // CHECK: {{^ *}}if (cuda2hip_mallocArray(&a, &fd, w, h) != hipSuccess) return nullptr;
  if (cudaMallocArray(&a, &fd, w, h) != cudaSuccess) return nullptr;
  // CHECK: {{^ *}}cuda2hip_memcpy2DToArray(a, 0, 0, host, w * sizeof(float), w * sizeof(float), h, hipMemcpyHostToDevice);
  cudaMemcpy2DToArray(a, 0, 0, host, w * sizeof(float), w * sizeof(float), h, cudaMemcpyHostToDevice);
  // CHECK: {{^ *}}cuda2hip_memcpyToArray(a, sizeof(float), 1, host, 3 * sizeof(float), hipMemcpyHostToDevice);
  cudaMemcpyToArray(a, sizeof(float), 1, host, 3 * sizeof(float), cudaMemcpyHostToDevice);
  return a;
}

void copies(Volume &v, cudaArray_t src, float *host, int w, int h, cudaStream_t s) {
  cudaChannelFormatDesc fd = cudaCreateChannelDesc<float>();
  v.extent = make_cudaExtent(w, h, 0);
  // CHECK: {{^ *}}cuda2hip_malloc3DArray(&v.data, &fd, v.extent, hipArraySurfaceLoadStore);
  cudaMalloc3DArray(&v.data, &fd, v.extent, cudaArraySurfaceLoadStore);
  // CHECK: {{^ *}}cuda2hip_memcpy2DArrayToArray(v.data, 0, 0, src, 0, 0, w * sizeof(float), h, hipMemcpyDeviceToDevice);
  cudaMemcpy2DArrayToArray(v.data, 0, 0, src, 0, 0, w * sizeof(float), h, cudaMemcpyDeviceToDevice);
  // CHECK: {{^ *}}cuda2hip_memcpyArrayToArray(v.data, 0, 1, src, 0, 0, w * sizeof(float));
  cudaMemcpyArrayToArray(v.data, 0, 1, src, 0, 0, w * sizeof(float));
  cudaMemcpy3DParms p = {};
  p.srcArray = v.data;
  p.dstPtr = make_cudaPitchedPtr(host, w * sizeof(float), w, h);
  p.extent = make_cudaExtent(w, h, 1);
  p.kind = cudaMemcpyDeviceToHost;
  // CHECK: {{^ *}}cuda2hip_memcpy3D(&p);
  cudaMemcpy3D(&p);
  // CHECK: {{^ *}}cuda2hip_memcpy3DAsync(&p, s);
  cudaMemcpy3DAsync(&p, s);
  // CHECK: {{^ *}}cuda2hip_memcpy2DFromArrayAsync(host, w * sizeof(float), src, 0, 0, w * sizeof(float), h, hipMemcpyDeviceToHost, s);
  cudaMemcpy2DFromArrayAsync(host, w * sizeof(float), src, 0, 0, w * sizeof(float), h, cudaMemcpyDeviceToHost, s);
  // CHECK: {{^ *}}cuda2hip_memcpyFromArrayAsync(host, src, 0, 0, sizeof(float), hipMemcpyDeviceToHost, s);
  cudaMemcpyFromArrayAsync(host, src, 0, 0, sizeof(float), cudaMemcpyDeviceToHost, s);
  cudaGraph_t g;
  cudaGraphNode_t node;
  cudaGraphCreate(&g, 0);
  // CHECK: {{^ *}}cuda2hip_graphAddMemcpyNode(&node, g, nullptr, 0, &p);
  cudaGraphAddMemcpyNode(&node, g, nullptr, 0, &p);
  cudaGraphDestroy(g);
}

int main() {
  const int w = 32, h = 16;
  static float host[w * h];
  cudaArray_t a = upload(host, w, h);
  cudaChannelFormatDesc got;
  cudaExtent ext;
  unsigned flags;
  // CHECK: {{^ *}}cuda2hip_arrayGetInfo(&got, &ext, &flags, a);
  cudaArrayGetInfo(&got, &ext, &flags, a);
  // CHECK: {{^ *}}cuda2hip_getChannelDesc(&got, a);
  cudaGetChannelDesc(&got, a);
  cudaResourceDesc rd = {};
  rd.resType = cudaResourceTypeArray;
  rd.res.array.array = a;
  cudaTextureDesc td = {};
  td.filterMode = cudaFilterModeLinear;
  cudaTextureObject_t t;
  cudaCreateTextureObject(&t, &rd, &td, nullptr);
  float *out;
  cudaMalloc(&out, w * h * sizeof(float));
  smooth<<<dim3(2, 2), dim3(16, 8)>>>(t, out, w, h);
  Volume v;
  cudaStream_t s;
  cudaStreamCreate(&s);
  copies(v, a, host, w, h, s);
  // CHECK: {{^ *}}cuda2hip_memcpyFromArray(host, a, 0, 0, sizeof(float), hipMemcpyDeviceToHost);
  cudaMemcpyFromArray(host, a, 0, 0, sizeof(float), cudaMemcpyDeviceToHost);
  cudaDestroyTextureObject(t);
  // CHECK: {{^ *}}cuda2hip_freeArray(a);
  cudaFreeArray(a);
  cudaFreeArray(v.data);
  cudaFree(out);
  printf("%f %zu\n", host[0], ext.width);
  return 0;
}
