// Rule 6 with --fix, negative cases: every read whose precondition is not
// provable keeps its report, says which precondition failed, and the file is
// not edited (one fix per kernel parameter, all its edits or none).
// RUN: cp %s %t.cu
// RUN: %exit 1 %cuda2hip lint --fix %t.cu > %t.out
// RUN: FileCheck %s < %t.out
// RUN: diff %s %t.cu
#include <cuda_runtime.h>
#include <cstring>

static cudaTextureDesc pointClamp() {
  cudaTextureDesc td = {};
  td.addressMode[0] = td.addressMode[1] = cudaAddressModeClamp;
  return td;
}

// Linear filtering, normalised coordinates, wrap addressing, normalised
// reads, a CUDA array: each kernel has one creation that fails one test.
__global__ void smooth(cudaTextureObject_t t, float *o) {
  // CHECK: fix_textures_refused.cu.tmp.cu:[[@LINE+1]]:{{[0-9]+}}: error: 'tex2D' needs texture hardware, which MI300X (CDNA3) does not have (not fixed by --fix: 't' uses linear filtering) [cuda2hip-texture-memory]
  o[threadIdx.x] = tex2D<float>(t, threadIdx.x + 0.25f, 0.5f);
}
__global__ void scaled(cudaTextureObject_t t, float *o) {
  // CHECK: fix_textures_refused.cu.tmp.cu:[[@LINE+1]]:{{[0-9]+}}: error: 'tex2D' {{.*}}(not fixed by --fix: 't' may use normalised coordinates ('td.normalizedCoords' is not 0)) [cuda2hip-texture-memory]
  o[threadIdx.x] = tex2D<float>(t, threadIdx.x / 64.0f, 0.5f);
}
__global__ void tiled(cudaTextureObject_t t, float *o) {
  // CHECK: fix_textures_refused.cu.tmp.cu:[[@LINE+1]]:{{[0-9]+}}: error: 'tex2D' {{.*}}(not fixed by --fix: 't' uses wrap addressing in dimension 0 (only clamp and border are rewritten)) [cuda2hip-texture-memory]
  o[threadIdx.x] = tex2D<float>(t, threadIdx.x + 0.5f, 0.5f);
}
__global__ void bytes(cudaTextureObject_t t, float *o) {
  // CHECK: fix_textures_refused.cu.tmp.cu:[[@LINE+1]]:{{[0-9]+}}: error: 'tex1Dfetch' {{.*}}(not fixed by --fix: 't' reads normalised floats (cudaReadModeNormalizedFloat)) [cuda2hip-texture-memory]
  o[threadIdx.x] = tex1Dfetch<float>(t, threadIdx.x);
}
__global__ void fromArray(cudaTextureObject_t t, float *o) {
  // CHECK: fix_textures_refused.cu.tmp.cu:[[@LINE+1]]:{{[0-9]+}}: error: 'tex2D' {{.*}}(not fixed by --fix: the resource of 't' is a CUDA array: there is no pointer to read through) [cuda2hip-texture-memory]
  o[threadIdx.x] = tex2D<float>(t, threadIdx.x + 0.5f, 0.5f);
}

void launchModes(float *d, size_t pitch, cudaArray_t arr, float *o) {
  {
    cudaResourceDesc res = {};
    res.resType = cudaResourceTypePitch2D;
    res.res.pitch2D.devPtr = d;
    res.res.pitch2D.desc = cudaCreateChannelDesc<float>();
    res.res.pitch2D.width = 64;
    res.res.pitch2D.height = 64;
    res.res.pitch2D.pitchInBytes = pitch;
    cudaTextureDesc td = {};
    td.addressMode[0] = cudaAddressModeClamp;
    td.addressMode[1] = cudaAddressModeClamp;
    td.filterMode = cudaFilterModeLinear;
    cudaTextureObject_t t = 0;
    cudaCreateTextureObject(&t, &res, &td, nullptr);
    smooth<<<1, 64>>>(t, o);
  }
  {
    cudaResourceDesc res = {};
    res.resType = cudaResourceTypePitch2D;
    res.res.pitch2D.devPtr = d;
    res.res.pitch2D.desc = cudaCreateChannelDesc<float>();
    res.res.pitch2D.width = 64;
    res.res.pitch2D.height = 64;
    res.res.pitch2D.pitchInBytes = pitch;
    cudaTextureDesc td = {};
    td.addressMode[0] = cudaAddressModeClamp;
    td.addressMode[1] = cudaAddressModeClamp;
    td.normalizedCoords = 1;
    cudaTextureObject_t t = 0;
    cudaCreateTextureObject(&t, &res, &td, nullptr);
    scaled<<<1, 64>>>(t, o);
  }
  {
    cudaResourceDesc res = {};
    res.resType = cudaResourceTypePitch2D;
    res.res.pitch2D.devPtr = d;
    res.res.pitch2D.desc = cudaCreateChannelDesc<float>();
    res.res.pitch2D.width = 64;
    res.res.pitch2D.height = 64;
    res.res.pitch2D.pitchInBytes = pitch;
    cudaTextureDesc td = {};
    cudaTextureObject_t t = 0;
    cudaCreateTextureObject(&t, &res, &td, nullptr);
    tiled<<<1, 64>>>(t, o);
  }
  {
    cudaResourceDesc res = {};
    res.resType = cudaResourceTypeLinear;
    res.res.linear.devPtr = d;
    res.res.linear.desc = cudaCreateChannelDesc<float>();
    res.res.linear.sizeInBytes = 256;
    cudaTextureDesc td = {};
    td.addressMode[0] = cudaAddressModeClamp;
    td.readMode = cudaReadModeNormalizedFloat;
    cudaTextureObject_t t = 0;
    cudaCreateTextureObject(&t, &res, &td, nullptr);
    bytes<<<1, 64>>>(t, o);
  }
  {
    cudaResourceDesc res = {};
    res.resType = cudaResourceTypeArray;
    res.res.array.array = arr;
    cudaTextureDesc td = {};
    td.addressMode[0] = cudaAddressModeClamp;
    td.addressMode[1] = cudaAddressModeClamp;
    cudaTextureObject_t t = 0;
    cudaCreateTextureObject(&t, &res, &td, nullptr);
    fromArray<<<1, 64>>>(t, o);
  }
}

// The object comes through code the fix cannot follow.
__global__ void returned(cudaTextureObject_t t, float *o) {
  // CHECK: fix_textures_refused.cu.tmp.cu:[[@LINE+1]]:{{[0-9]+}}: error: 'tex1Dfetch' {{.*}}(not fixed by --fix: 'r' is not created by cudaCreateTextureObject in this file) [cuda2hip-texture-memory]
  o[threadIdx.x] = tex1Dfetch<float>(t, threadIdx.x);
}
cudaTextureObject_t makeTexture(float *d, int n);
void launchReturned(float *d, float *o) {
  cudaTextureObject_t r = makeTexture(d, 64);
  returned<<<1, 64>>>(r, o);
}

__global__ void twice(cudaTextureObject_t t, float *o) {
  // CHECK: fix_textures_refused.cu.tmp.cu:[[@LINE+1]]:{{[0-9]+}}: error: 'tex1Dfetch' {{.*}}(not fixed by --fix: 't' is created more than once (lines {{[0-9]+}} and {{[0-9]+}})) [cuda2hip-texture-memory]
  o[threadIdx.x] = tex1Dfetch<float>(t, threadIdx.x);
}
__global__ void descFromFunction(cudaTextureObject_t t, float *o) {
  // CHECK: fix_textures_refused.cu.tmp.cu:[[@LINE+1]]:{{[0-9]+}}: error: 'tex1Dfetch' {{.*}}(not fixed by --fix: 'td.filterMode' is not set and 'td' is not zero-initialised) [cuda2hip-texture-memory]
  o[threadIdx.x] = tex1Dfetch<float>(t, threadIdx.x);
}
void launchTwice(float *d, float *e, float *o) {
  cudaResourceDesc res = {};
  res.resType = cudaResourceTypeLinear;
  res.res.linear.devPtr = d;
  res.res.linear.desc = cudaCreateChannelDesc<float>();
  res.res.linear.sizeInBytes = 256;
  cudaTextureDesc td = {};
  td.addressMode[0] = cudaAddressModeClamp;
  cudaTextureObject_t t = 0;
  cudaCreateTextureObject(&t, &res, &td, nullptr);
  res.res.linear.devPtr = e;
  cudaCreateTextureObject(&t, &res, &td, nullptr);
  twice<<<1, 64>>>(t, o);
}
void launchDescFromFunction(float *d, float *o) {
  cudaResourceDesc res = {};
  res.resType = cudaResourceTypeLinear;
  res.res.linear.devPtr = d;
  res.res.linear.desc = cudaCreateChannelDesc<float>();
  res.res.linear.sizeInBytes = 256;
  cudaTextureDesc td = pointClamp();
  cudaTextureObject_t t = 0;
  cudaCreateTextureObject(&t, &res, &td, nullptr);
  descFromFunction<<<1, 64>>>(t, o);
}

// The object is read by a device function, or passed on by the kernel.
__device__ float readThrough(cudaTextureObject_t t, int i) {
  // CHECK: fix_textures_refused.cu.tmp.cu:[[@LINE+1]]:{{[0-9]+}}: error: 'tex1Dfetch' {{.*}}(not fixed by --fix: the texture object is not a parameter of the kernel that reads it) [cuda2hip-texture-memory]
  return tex1Dfetch<float>(t, i);
}
__global__ void passesOn(cudaTextureObject_t t, float *o) {
  // CHECK: fix_textures_refused.cu.tmp.cu:[[@LINE+1]]:{{[0-9]+}}: error: 'tex1Dfetch' {{.*}}(not fixed by --fix: 't' is used other than as the texture of a tex1Dfetch (line [[#@LINE+1]])) [cuda2hip-texture-memory]
  o[threadIdx.x] = tex1Dfetch<float>(t, threadIdx.x) + readThrough(t, 0);
}
// The kernel is launched other than by <<<>>>, or declared twice.
__global__ void byPointer(cudaTextureObject_t t, float *o) {
  // CHECK: fix_textures_refused.cu.tmp.cu:[[@LINE+1]]:{{[0-9]+}}: error: 'tex1Dfetch' {{.*}}(not fixed by --fix: kernel 'byPointer' is used other than by <<<>>> launches (line {{[0-9]+}})) [cuda2hip-texture-memory]
  o[threadIdx.x] = tex1Dfetch<float>(t, threadIdx.x);
}
__global__ void declaredTwice(cudaTextureObject_t t, float *o);
__global__ void declaredTwice(cudaTextureObject_t t, float *o) {
  // CHECK: fix_textures_refused.cu.tmp.cu:[[@LINE+1]]:{{[0-9]+}}: error: 'tex1Dfetch' {{.*}}(not fixed by --fix: kernel 'declaredTwice' is declared more than once (line [[#@LINE-2]])) [cuda2hip-texture-memory]
  o[threadIdx.x] = tex1Dfetch<float>(t, threadIdx.x);
}
// A NOLINT on one read keeps the whole kernel as it is.
__global__ void halfSilenced(cudaTextureObject_t t, float *o) {
  o[threadIdx.x] = tex1Dfetch<float>(t, threadIdx.x); // NOLINT(cuda2hip-texture-memory)
  // CHECK: fix_textures_refused.cu.tmp.cu:[[@LINE+1]]:{{[0-9]+}}: error: 'tex1Dfetch' {{.*}}; --fix reads the linear memory behind 't' directly [cuda2hip-texture-memory]
  o[threadIdx.x + 64] = tex1Dfetch<float>(t, threadIdx.x + 64);
}
void launchOthers(float *d, float *o) {
  cudaResourceDesc res = {};
  res.resType = cudaResourceTypeLinear;
  res.res.linear.devPtr = d;
  res.res.linear.desc = cudaCreateChannelDesc<float>();
  res.res.linear.sizeInBytes = 512;
  cudaTextureDesc td = {};
  td.addressMode[0] = cudaAddressModeClamp;
  cudaTextureObject_t t = 0;
  cudaCreateTextureObject(&t, &res, &td, nullptr);
  passesOn<<<1, 64>>>(t, o);
  void (*k)(cudaTextureObject_t, float *) = byPointer;
  byPointer<<<1, 64>>>(t, o);
  declaredTwice<<<1, 64>>>(t, o);
  halfSilenced<<<1, 64>>>(t, o);
  (void)k;
}

// The element type read differs from the channel format; a fetch the fix
// does not cover; a launch outside the block of the creation.
__global__ void asInt(cudaTextureObject_t t, int *o) {
  // CHECK: fix_textures_refused.cu.tmp.cu:[[@LINE+1]]:{{[0-9]+}}: error: 'tex1Dfetch' {{.*}}(not fixed by --fix: 't' holds 'float' elements, read as 'int') [cuda2hip-texture-memory]
  o[threadIdx.x] = tex1Dfetch<int>(t, threadIdx.x);
}
__global__ void oneD(cudaTextureObject_t t, float *o) {
  // CHECK: fix_textures_refused.cu.tmp.cu:[[@LINE+1]]:{{[0-9]+}}: error: 'tex1D' {{.*}}(not fixed by --fix: only tex1Dfetch over linear memory and tex2D over pitched memory are rewritten) [cuda2hip-texture-memory]
  o[threadIdx.x] = tex1D<float>(t, threadIdx.x + 0.5f);
}
__global__ void outside(cudaTextureObject_t t, float *o) {
  // CHECK: fix_textures_refused.cu.tmp.cu:[[@LINE+1]]:{{[0-9]+}}: error: 'tex1Dfetch' {{.*}}(not fixed by --fix: the launch at line {{[0-9]+}} is not in the block that creates 't', after the creation) [cuda2hip-texture-memory]
  o[threadIdx.x] = tex1Dfetch<float>(t, threadIdx.x);
}
void launchTypes(float *d, float *o, int *oi) {
  cudaResourceDesc res = {};
  res.resType = cudaResourceTypeLinear;
  res.res.linear.devPtr = d;
  res.res.linear.desc = cudaCreateChannelDesc<float>();
  res.res.linear.sizeInBytes = 512;
  cudaTextureDesc td = {};
  td.addressMode[0] = cudaAddressModeClamp;
  cudaTextureObject_t t = 0;
  cudaCreateTextureObject(&t, &res, &td, nullptr);
  asInt<<<1, 64>>>(t, oi);
  oneD<<<1, 64>>>(t, o);
}
void launchBefore(float *d, float *o) {
  cudaResourceDesc res = {};
  res.resType = cudaResourceTypeLinear;
  res.res.linear.devPtr = d;
  res.res.linear.desc = cudaCreateChannelDesc<float>();
  res.res.linear.sizeInBytes = 512;
  cudaTextureDesc td = {};
  td.addressMode[0] = cudaAddressModeClamp;
  cudaTextureObject_t t = 0;
  outside<<<1, 64>>>(t, o);
  cudaCreateTextureObject(&t, &res, &td, nullptr);
}
// A border colour; a label after the creation (the goto would jump over the
// view's initialisation).
__global__ void coloured(cudaTextureObject_t t, float *o) {
  // CHECK: fix_textures_refused.cu.tmp.cu:[[@LINE+1]]:{{[0-9]+}}: error: 'tex2D' {{.*}}(not fixed by --fix: 't' uses border addressing with a border colour that may not be 0) [cuda2hip-texture-memory]
  o[threadIdx.x] = tex2D<float>(t, threadIdx.x + 0.5f, -1.0f);
}
__global__ void jumpedOver(cudaTextureObject_t t, float *o) {
  // CHECK: fix_textures_refused.cu.tmp.cu:[[@LINE+1]]:{{[0-9]+}}: error: 'tex1Dfetch' {{.*}}(not fixed by --fix: a label follows the creation (line {{[0-9]+}}) in its block: a jump would cross the view's declaration) [cuda2hip-texture-memory]
  o[threadIdx.x] = tex1Dfetch<float>(t, threadIdx.x);
}
void launchColoured(float *d, size_t pitch, float *o) {
  cudaResourceDesc res = {};
  res.resType = cudaResourceTypePitch2D;
  res.res.pitch2D.devPtr = d;
  res.res.pitch2D.desc = cudaCreateChannelDesc<float>();
  res.res.pitch2D.width = 64;
  res.res.pitch2D.height = 64;
  res.res.pitch2D.pitchInBytes = pitch;
  cudaTextureDesc td = {};
  td.addressMode[0] = cudaAddressModeBorder;
  td.addressMode[1] = cudaAddressModeBorder;
  td.borderColor[0] = 1.0f;
  cudaTextureObject_t t = 0;
  cudaCreateTextureObject(&t, &res, &td, nullptr);
  coloured<<<1, 64>>>(t, o);
}
void launchJumpedOver(float *d, float *o, int retries) {
  cudaResourceDesc res = {};
  res.resType = cudaResourceTypeLinear;
  res.res.linear.devPtr = d;
  res.res.linear.desc = cudaCreateChannelDesc<float>();
  res.res.linear.sizeInBytes = 512;
  cudaTextureDesc td = {};
  td.addressMode[0] = cudaAddressModeClamp;
  cudaTextureObject_t t = 0;
  if (retries < 0)
    goto done;
  cudaCreateTextureObject(&t, &res, &td, nullptr);
  jumpedOver<<<1, 64>>>(t, o);
done:
  cudaDestroyTextureObject(t);
}
// A template kernel: its instantiations are not followed.
template <class T> __global__ void generic(cudaTextureObject_t t, T *o) {
  // CHECK: fix_textures_refused.cu.tmp.cu:[[@LINE+1]]:{{[0-9]+}}: error: 'tex1Dfetch' {{.*}}(not fixed by --fix: kernel 'generic' is a template) [cuda2hip-texture-memory]
  o[threadIdx.x] = tex1Dfetch<T>(t, threadIdx.x);
}
template __global__ void generic<float>(cudaTextureObject_t, float *);
// CHECK-NOT: (fixed)
// CHECK-NOT: applied
