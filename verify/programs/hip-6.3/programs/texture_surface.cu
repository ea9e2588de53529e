// texture_surface.cu - CUDA arrays, texture and surface objects, 3D memory.
//
//  * cudaMallocArray with cudaCreateChannelDesc<float>(), cudaMemcpy2DToArray
//  * a texture object over the array (point filtering, clamp addressing,
//    unnormalised coordinates) read with tex2D<float>
//  * a surface object over a second array written with surf2Dwrite and read
//    back with cudaMemcpy2DFromArray
//  * a linear-memory texture read with tex1Dfetch<int>
//  * cudaMalloc3D + cudaMemset3D + cudaMemcpy3D to the host
// link: (none)
#include <hip/hip_runtime.h>
#include <cstdio>
#include <vector>
#include "check.cuh"

__global__ void sampleShifted(hipTextureObject_t tex, float *out, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < w && y < h) out[y * w + x] = tex2D<float>(tex, x + 1.5f, y + 0.5f);  // right neighbour, clamped
}
__global__ void writeSurface(hipSurfaceObject_t surf, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < w && y < h) surf2Dwrite(float(x * 10 + y), surf, x * (int)sizeof(float), y);
}
__global__ void fetchLinear(hipTextureObject_t tex, int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = tex1Dfetch<int>(tex, n - 1 - i);
}

int main() {
  int failures = 0;
  const int w = 64, h = 32;
  std::vector<float> img(w * h);
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) img[y * w + x] = float(y * 100 + x);

  hipChannelFormatDesc fd = hipCreateChannelDesc<float>();
  EXPECT(fd.x == 32 && fd.f == hipChannelFormatKindFloat);
  hipArray_t arr;
  CHECK_CUDA(hipMallocArray(&arr, &fd, w, h));
  CHECK_CUDA(hipMemcpy2DToArray(arr, 0, 0, img.data(), w * sizeof(float), w * sizeof(float), h,
                                 hipMemcpyHostToDevice));
  hipResourceDesc rd = {};
  rd.resType = hipResourceTypeArray;
  rd.res.array.array = arr;
  hipTextureDesc td = {};
  td.addressMode[0] = hipAddressModeClamp;
  td.addressMode[1] = hipAddressModeClamp;
  td.filterMode = hipFilterModePoint;
  td.readMode = hipReadModeElementType;
  td.normalizedCoords = 0;
  hipTextureObject_t tex = 0;
  CHECK_CUDA(hipCreateTextureObject(&tex, &rd, &td, nullptr));
  float *dOut;
  CHECK_CUDA(hipMalloc(&dOut, w * h * sizeof(float)));
  dim3 blk(16, 8), grd(w / 16, h / 8);
  sampleShifted<<<grd, blk>>>(tex, dOut, w, h);
  std::vector<float> out(w * h);
  CHECK_CUDA(hipMemcpy(out.data(), dOut, out.size() * sizeof(float), hipMemcpyDeviceToHost));
  int bad = 0;
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) {
      int xs = x + 1 < w ? x + 1 : w - 1;
      if (out[y * w + x] != float(y * 100 + xs)) ++bad;
    }
  std::printf("texture: out[0] %.1f out[w-1] %.1f, %d wrong\n", out[0], out[w - 1], bad);
  EXPECT(bad == 0);

  hipArray_t sarr;
  CHECK_CUDA(hipMallocArray(&sarr, &fd, w, h, hipArraySurfaceLoadStore));
  hipResourceDesc sd = {};
  sd.resType = hipResourceTypeArray;
  sd.res.array.array = sarr;
  hipSurfaceObject_t surf = 0;
  CHECK_CUDA(hipCreateSurfaceObject(&surf, &sd));
  writeSurface<<<grd, blk>>>(surf, w, h);
  CHECK_CUDA(hipMemcpy2DFromArray(out.data(), w * sizeof(float), sarr, 0, 0, w * sizeof(float),
                                   h, hipMemcpyDeviceToHost));
  bad = 0;
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x)
      if (out[y * w + x] != float(x * 10 + y)) ++bad;
  std::printf("surface: out[1][2] %.1f, %d wrong\n", out[1 * w + 2], bad);
  EXPECT(bad == 0);

  const int n = 4096;
  std::vector<int> lin(n);
  for (int i = 0; i < n; ++i) lin[i] = i * 3;
  int *dLin, *dRev;
  CHECK_CUDA(hipMalloc(&dLin, n * sizeof(int)));
  CHECK_CUDA(hipMalloc(&dRev, n * sizeof(int)));
  CHECK_CUDA(hipMemcpy(dLin, lin.data(), n * sizeof(int), hipMemcpyHostToDevice));
  hipResourceDesc ld = {};
  ld.resType = hipResourceTypeLinear;
  ld.res.linear.devPtr = dLin;
  ld.res.linear.desc = hipCreateChannelDesc<int>();
  ld.res.linear.sizeInBytes = n * sizeof(int);
  hipTextureDesc ltd = {};
  ltd.readMode = hipReadModeElementType;
  hipTextureObject_t ltex = 0;
  CHECK_CUDA(hipCreateTextureObject(&ltex, &ld, &ltd, nullptr));
  fetchLinear<<<n / 256, 256>>>(ltex, dRev, n);
  std::vector<int> rev(n);
  CHECK_CUDA(hipMemcpy(rev.data(), dRev, n * sizeof(int), hipMemcpyDeviceToHost));
  std::printf("linear texture: rev[0] %d rev[n-1] %d\n", rev[0], rev[n - 1]);
  EXPECT(rev[0] == 3 * (n - 1) && rev[n - 1] == 0);

  hipExtent ext = make_hipExtent(16 * sizeof(int), 8, 4);
  hipPitchedPtr pp;
  CHECK_CUDA(hipMalloc3D(&pp, ext));
  CHECK_CUDA(hipMemset3D(pp, 0x01, ext));
  std::vector<int> vol(16 * 8 * 4, 0);
  hipMemcpy3DParms p = {};
  p.srcPtr = pp;
  p.dstPtr = make_hipPitchedPtr(vol.data(), 16 * sizeof(int), 16, 8);
  p.extent = ext;
  p.kind = hipMemcpyDeviceToHost;
  CHECK_CUDA(hipMemcpy3D(&p));
  bad = 0;
  for (int v : vol)
    if (v != 0x01010101) ++bad;
  std::printf("3D memset+copy: pitch >= row: %d, %d wrong\n", pp.pitch >= 16 * sizeof(int), bad);
  EXPECT(bad == 0);

  CHECK_CUDA(hipDestroyTextureObject(tex));
  CHECK_CUDA(hipDestroyTextureObject(ltex));
  CHECK_CUDA(hipDestroySurfaceObject(surf));
  CHECK_CUDA(hipFreeArray(arr));
  CHECK_CUDA(hipFreeArray(sarr));
  CHECK_CUDA(hipFree(pp.ptr));
  CHECK_CUDA(hipFree(dOut));
  CHECK_CUDA(hipFree(dLin));
  CHECK_CUDA(hipFree(dRev));
  std::printf("%s\n", failures ? "FAIL" : "PASS");
  return failures ? 1 : 0;
}
