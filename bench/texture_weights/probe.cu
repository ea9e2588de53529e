// Probe of CUDA's bilinear texture filtering (weights and blended values), run
// on an NVIDIA GPU; bench/texture_weights/analyse.py fits the results:
//   nvcc -arch=native -O2 probe.cu -o probe && ./probe OUTDIR && python3 analyse.py OUTDIR
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <cuda_runtime.h>
#define CK(x) do { cudaError_t e = (x); if (e != cudaSuccess) { printf("%s: %s\n", #x, cudaGetErrorString(e)); exit(1);} } while (0)
__global__ void s4(cudaTextureObject_t t, const float2 *at, float4 *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = tex2D<float4>(t, at[i].x, at[i].y);
}
__global__ void s1(cudaTextureObject_t t, const float2 *at, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = tex2D<float>(t, at[i].x, at[i].y);
}
static cudaTextureObject_t make(void *p, size_t pitch, int w, int h, cudaChannelFormatDesc cd, int norm, cudaTextureAddressMode m) {
  cudaResourceDesc rd{}; rd.resType = cudaResourceTypePitch2D; rd.res.pitch2D.devPtr = p; rd.res.pitch2D.desc = cd;
  rd.res.pitch2D.width = w; rd.res.pitch2D.height = h; rd.res.pitch2D.pitchInBytes = pitch;
  cudaTextureDesc td{}; td.addressMode[0] = td.addressMode[1] = m; td.filterMode = cudaFilterModeLinear;
  td.readMode = cudaReadModeElementType; td.normalizedCoords = norm;
  cudaTextureObject_t t; CK(cudaCreateTextureObject(&t, &rd, &td, nullptr)); return t;
}
static void dump(const char *dir, const char *name, const void *p, size_t n) {
  char path[512]; snprintf(path, sizeof path, "%s/%s", dir, name);
  FILE *f = fopen(path, "wb"); fwrite(p, 1, n, f); fclose(f);
}
int main(int argc, char **argv) {
  const char *dir = argc > 1 ? argv[1] : ".";
  // A: one-hot float4 texture 4x4, weights on a 512x512 grid over [1.5,2.5)^2.
  {
    int w = 4, h = 4; std::vector<float> img(w * h * 4, 0.f);
    auto at = [&](int x, int y, int c) -> float & { return img[(y * w + x) * 4 + c]; };
    at(1, 1, 0) = 1; at(2, 1, 1) = 1; at(1, 2, 2) = 1; at(2, 2, 3) = 1;
    void *p; size_t pitch; CK(cudaMallocPitch(&p, &pitch, w * 16, h));
    CK(cudaMemcpy2D(p, pitch, img.data(), w * 16, w * 16, h, cudaMemcpyHostToDevice));
    cudaTextureObject_t t = make(p, pitch, w, h, cudaCreateChannelDesc<float4>(), 0, cudaAddressModeClamp);
    int g = 512, n = g * g; std::vector<float2> c(n);
    for (int j = 0; j < g; ++j) for (int i = 0; i < g; ++i) c[j * g + i] = make_float2(1.5f + i / 512.0f, 1.5f + j / 512.0f);
    float2 *dc; float4 *dout; CK(cudaMalloc(&dc, n * 8)); CK(cudaMalloc(&dout, n * 16));
    CK(cudaMemcpy(dc, c.data(), n * 8, cudaMemcpyHostToDevice));
    s4<<<(n + 255) / 256, 256>>>(t, dc, dout, n); CK(cudaDeviceSynchronize());
    std::vector<float> o(n * 4); CK(cudaMemcpy(o.data(), dout, n * 16, cudaMemcpyDeviceToHost));
    dump(dir, "A_coords.bin", c.data(), n * 8); dump(dir, "A_out.bin", o.data(), n * 16);
  }
  // B: random float texture 16x16, random coords, unnormalised clamp and normalised wrap.
  {
    int w = 16, h = 16; std::vector<float> img(w * h); srand(7);
    for (auto &v : img) v = (rand() % 20001 - 10000) / 100.0f;
    void *p; size_t pitch; CK(cudaMallocPitch(&p, &pitch, w * 4, h));
    CK(cudaMemcpy2D(p, pitch, img.data(), w * 4, w * 4, h, cudaMemcpyHostToDevice));
    int n = 65536; std::vector<float2> c(n), cn(n);
    for (int i = 0; i < n; ++i) {
      c[i] = make_float2((rand() % 1000000) / 1000000.0f * 18 - 1, (rand() % 1000000) / 1000000.0f * 18 - 1);
      cn[i] = make_float2((rand() % 1000000) / 1000000.0f * 3 - 1, (rand() % 1000000) / 1000000.0f * 3 - 1);
    }
    float2 *dc; float *dout; CK(cudaMalloc(&dc, n * 8)); CK(cudaMalloc(&dout, n * 4));
    std::vector<float> o(n);
    cudaTextureObject_t t = make(p, pitch, w, h, cudaCreateChannelDesc<float>(), 0, cudaAddressModeClamp);
    CK(cudaMemcpy(dc, c.data(), n * 8, cudaMemcpyHostToDevice));
    s1<<<n / 256, 256>>>(t, dc, dout, n); CK(cudaDeviceSynchronize());
    CK(cudaMemcpy(o.data(), dout, n * 4, cudaMemcpyDeviceToHost));
    dump(dir, "B_img.bin", img.data(), w * h * 4); dump(dir, "B_coords.bin", c.data(), n * 8); dump(dir, "B_clamp.bin", o.data(), n * 4);
    cudaTextureObject_t t2 = make(p, pitch, w, h, cudaCreateChannelDesc<float>(), 1, cudaAddressModeWrap);
    CK(cudaMemcpy(dc, cn.data(), n * 8, cudaMemcpyHostToDevice));
    s1<<<n / 256, 256>>>(t2, dc, dout, n); CK(cudaDeviceSynchronize());
    CK(cudaMemcpy(o.data(), dout, n * 4, cudaMemcpyDeviceToHost));
    dump(dir, "B_ncoords.bin", cn.data(), n * 8); dump(dir, "B_wrap.bin", o.data(), n * 4);
  }
  printf("probe done\n");
}
