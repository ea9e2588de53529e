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
#include <cstdio>
#include <vector>
#include "check.cuh"

__global__ void sampleShifted(cudaTextureObject_t tex, float *out, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < w && y < h) out[y * w + x] = tex2D<float>(tex, x + 1.5f, y + 0.5f);  // right neighbour, clamped
}
__global__ void writeSurface(cudaSurfaceObject_t surf, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < w && y < h) surf2Dwrite(float(x * 10 + y), surf, x * (int)sizeof(float), y);
}
__global__ void fetchLinear(cudaTextureObject_t tex, int *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = tex1Dfetch<int>(tex, n - 1 - i);
}

int main() {
  int failures = 0;
  const int w = 64, h = 32;
  std::vector<float> img(w * h);
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) img[y * w + x] = float(y * 100 + x);

  cudaChannelFormatDesc fd = cudaCreateChannelDesc<float>();
  EXPECT(fd.x == 32 && fd.f == cudaChannelFormatKindFloat);
  cudaArray_t arr;
  CHECK_CUDA(cudaMallocArray(&arr, &fd, w, h));
  CHECK_CUDA(cudaMemcpy2DToArray(arr, 0, 0, img.data(), w * sizeof(float), w * sizeof(float), h,
                                 cudaMemcpyHostToDevice));
  cudaResourceDesc rd = {};
  rd.resType = cudaResourceTypeArray;
  rd.res.array.array = arr;
  cudaTextureDesc td = {};
  td.addressMode[0] = cudaAddressModeClamp;
  td.addressMode[1] = cudaAddressModeClamp;
  td.filterMode = cudaFilterModePoint;
  td.readMode = cudaReadModeElementType;
  td.normalizedCoords = 0;
  cudaTextureObject_t tex = 0;
  CHECK_CUDA(cudaCreateTextureObject(&tex, &rd, &td, nullptr));
  float *dOut;
  CHECK_CUDA(cudaMalloc(&dOut, w * h * sizeof(float)));
  dim3 blk(16, 8), grd(w / 16, h / 8);
  sampleShifted<<<grd, blk>>>(tex, dOut, w, h);
  std::vector<float> out(w * h);
  CHECK_CUDA(cudaMemcpy(out.data(), dOut, out.size() * sizeof(float), cudaMemcpyDeviceToHost));
  int bad = 0;
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) {
      int xs = x + 1 < w ? x + 1 : w - 1;
      if (out[y * w + x] != float(y * 100 + xs)) ++bad;
    }
  std::printf("texture: out[0] %.1f out[w-1] %.1f, %d wrong\n", out[0], out[w - 1], bad);
  EXPECT(bad == 0);

  cudaArray_t sarr;
  CHECK_CUDA(cudaMallocArray(&sarr, &fd, w, h, cudaArraySurfaceLoadStore));
  cudaResourceDesc sd = {};
  sd.resType = cudaResourceTypeArray;
  sd.res.array.array = sarr;
  cudaSurfaceObject_t surf = 0;
  CHECK_CUDA(cudaCreateSurfaceObject(&surf, &sd));
  writeSurface<<<grd, blk>>>(surf, w, h);
  CHECK_CUDA(cudaMemcpy2DFromArray(out.data(), w * sizeof(float), sarr, 0, 0, w * sizeof(float),
                                   h, cudaMemcpyDeviceToHost));
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
  CHECK_CUDA(cudaMalloc(&dLin, n * sizeof(int)));
  CHECK_CUDA(cudaMalloc(&dRev, n * sizeof(int)));
  CHECK_CUDA(cudaMemcpy(dLin, lin.data(), n * sizeof(int), cudaMemcpyHostToDevice));
  cudaResourceDesc ld = {};
  ld.resType = cudaResourceTypeLinear;
  ld.res.linear.devPtr = dLin;
  ld.res.linear.desc = cudaCreateChannelDesc<int>();
  ld.res.linear.sizeInBytes = n * sizeof(int);
  cudaTextureDesc ltd = {};
  ltd.readMode = cudaReadModeElementType;
  cudaTextureObject_t ltex = 0;
  CHECK_CUDA(cudaCreateTextureObject(&ltex, &ld, &ltd, nullptr));
  fetchLinear<<<n / 256, 256>>>(ltex, dRev, n);
  std::vector<int> rev(n);
  CHECK_CUDA(cudaMemcpy(rev.data(), dRev, n * sizeof(int), cudaMemcpyDeviceToHost));
  std::printf("linear texture: rev[0] %d rev[n-1] %d\n", rev[0], rev[n - 1]);
  EXPECT(rev[0] == 3 * (n - 1) && rev[n - 1] == 0);

  cudaExtent ext = make_cudaExtent(16 * sizeof(int), 8, 4);
  cudaPitchedPtr pp;
  CHECK_CUDA(cudaMalloc3D(&pp, ext));
  CHECK_CUDA(cudaMemset3D(pp, 0x01, ext));
  std::vector<int> vol(16 * 8 * 4, 0);
  cudaMemcpy3DParms p = {};
  p.srcPtr = pp;
  p.dstPtr = make_cudaPitchedPtr(vol.data(), 16 * sizeof(int), 16, 8);
  p.extent = ext;
  p.kind = cudaMemcpyDeviceToHost;
  CHECK_CUDA(cudaMemcpy3D(&p));
  bad = 0;
  for (int v : vol)
    if (v != 0x01010101) ++bad;
  std::printf("3D memset+copy: pitch >= row: %d, %d wrong\n", pp.pitch >= 16 * sizeof(int), bad);
  EXPECT(bad == 0);

  CHECK_CUDA(cudaDestroyTextureObject(tex));
  CHECK_CUDA(cudaDestroyTextureObject(ltex));
  CHECK_CUDA(cudaDestroySurfaceObject(surf));
  CHECK_CUDA(cudaFreeArray(arr));
  CHECK_CUDA(cudaFreeArray(sarr));
  CHECK_CUDA(cudaFree(pp.ptr));
  CHECK_CUDA(cudaFree(dOut));
  CHECK_CUDA(cudaFree(dLin));
  CHECK_CUDA(cudaFree(dRev));
  std::printf("%s\n", failures ? "FAIL" : "PASS");
  return failures ? 1 : 0;
}
