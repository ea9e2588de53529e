// What the translation's arrays cannot take: reported at the place
// (tests/golden/surface_object_software.cu checks the lines).
#include <cuda_runtime.h>
texture<float, 2, cudaReadModeElementType> texRef;
struct cudaGraphicsResource;
void reported(cudaMipmappedArray_t mip, cudaGraphicsResource *res, cudaArray_t a,
              cudaChannelFormatDesc *fd) {
  cudaArray_t level;
  cudaGetMipmappedArrayLevel(&level, mip, 1);
  cudaArray_t mapped;
  cudaGraphicsSubResourceGetMappedArray(&mapped, res, 0, 0);
  cudaChannelFormatDesc d = cudaCreateChannelDesc<float>();
  cudaBindTextureToArray(texRef, a, d);
  cudaArray_t layered;
  cudaMalloc3DArray(&layered, fd, make_cudaExtent(8, 8, 4), cudaArrayLayered);
  cudaResourceDesc rd = {};
  rd.resType = cudaResourceTypeMipmappedArray;
  rd.res.mipmap.mipmap = mip;
}
__global__ void k(cudaSurfaceObject_t s) {
  surf3Dwrite(1.0f, s, 0, 0, 0);
}
