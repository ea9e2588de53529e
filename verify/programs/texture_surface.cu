// texture_surface.cu - CUDA arrays, texture and surface objects, 3D memory.
//
//  * cudaMallocArray with cudaCreateChannelDesc<float>(), cudaMemcpy2DToArray
//  * a texture object over the array (point filtering, clamp addressing,
//    unnormalised coordinates) read with tex2D<float>
//  * a surface object over a second array written with surf2Dwrite and read
//    back with cudaMemcpy2DFromArray
//  * surf2Dread out of range in zero and clamp boundary modes
//  * cudaArrayGetInfo, cudaMemcpy2DArrayToArray, a 1D copy across rows into
//    an array (cudaMemcpyToArray) and out of it (cudaMemcpyFromArray), a
//    cudaMemcpy3D from an array at an offset
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
__global__ void readSurfaceModes(cudaSurfaceObject_t surf, float *out, int w, int h) {
  int i = threadIdx.x;  // left of row 1 and right of the last row; zero, then clamp
  if (i == 0) surf2Dwrite(5.0f, surf, w * (int)sizeof(float), 0, cudaBoundaryModeZero);  // dropped
  int x = i & 1 ? w : -1, y = i & 1 ? h - 1 : 1;
  out[i] = i < 2 ? surf2Dread<float>(surf, x * (int)sizeof(float), y, cudaBoundaryModeZero)
                 : surf2Dread<float>(surf, x * (int)sizeof(float), y, cudaBoundaryModeClamp);
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

  readSurfaceModes<<<1, 4>>>(surf, dOut, w, h);
  float modes[4];
  CHECK_CUDA(cudaMemcpy(modes, dOut, sizeof modes, cudaMemcpyDeviceToHost));
  std::printf("surface modes: zero %.1f %.1f, clamp %.1f %.1f\n", modes[0], modes[1], modes[2], modes[3]);
  EXPECT(modes[0] == 0.0f && modes[1] == 0.0f && modes[2] == 1.0f && modes[3] == float((w - 1) * 10 + h - 1));
  CHECK_CUDA(cudaMemcpy2DFromArray(out.data(), w * sizeof(float), sarr, 0, 0, w * sizeof(float), h,
                                   cudaMemcpyDeviceToHost));
  EXPECT(out[w - 1] == float((w - 1) * 10));  // the zero-mode write went nowhere

  cudaChannelFormatDesc gotFd;
  cudaExtent gotExt;
  unsigned gotFlags = 99;
  CHECK_CUDA(cudaArrayGetInfo(&gotFd, &gotExt, &gotFlags, arr));
  std::printf("array info: %d bits, %d x %d x %d, flags %u\n", gotFd.x, (int)gotExt.width, (int)gotExt.height,
              (int)gotExt.depth, gotFlags);
  EXPECT(gotFd.x == 32 && gotFd.f == cudaChannelFormatKindFloat && gotExt.width == (size_t)w &&
         gotExt.height == (size_t)h && gotExt.depth == 0 && gotFlags == 0);
  cudaArray_t carr;
  CHECK_CUDA(cudaMallocArray(&carr, &fd, w, h));
  CHECK_CUDA(cudaMemcpy2DArrayToArray(carr, 0, 0, arr, 0, 0, w * sizeof(float), h, cudaMemcpyDeviceToDevice));
  std::vector<float> span(w + 16), model(img);
  for (int i = 0; i < w + 16; ++i) {  // from (8, 2) on, row after row
    span[i] = -1.0f - i;
    model[2 * w + 8 + i] = span[i];
  }
  CHECK_CUDA(cudaMemcpyToArray(carr, 8 * sizeof(float), 2, span.data(), span.size() * sizeof(float),
                               cudaMemcpyHostToDevice));
  std::vector<float> back(8);
  CHECK_CUDA(cudaMemcpyFromArray(back.data(), carr, (w - 4) * sizeof(float), 2, back.size() * sizeof(float),
                                 cudaMemcpyDeviceToHost));
  bad = 0;
  for (int i = 0; i < 8; ++i)
    if (back[i] != model[2 * w + w - 4 + i]) ++bad;
  std::vector<float> all(w * h, 0.0f);
  cudaMemcpy3DParms q = {};
  q.srcArray = carr;
  q.srcPos = make_cudaPos(1, 2, 0);  // elements of the array
  q.dstPtr = make_cudaPitchedPtr(all.data(), w * sizeof(float), w, h);
  q.extent = make_cudaExtent(w - 1, h - 2, 1);
  q.kind = cudaMemcpyDeviceToHost;
  CHECK_CUDA(cudaMemcpy3D(&q));
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x)
      if (all[y * w + x] != (x < w - 1 && y < h - 2 ? model[(y + 2) * w + x + 1] : 0.0f)) ++bad;
  std::printf("array copies: back[0] %.1f all[0] %.1f all[w] %.1f, %d wrong\n", back[0], all[0], all[w], bad);
  EXPECT(bad == 0);
  CHECK_CUDA(cudaFreeArray(carr));

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
