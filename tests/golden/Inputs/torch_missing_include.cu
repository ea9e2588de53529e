// Uses AT_DISPATCH_FLOATING_TYPES without including ATen/Dispatch.h: the
// parse fails, but PyTorch 1.13 has the macro, so nothing is said about
// versions (tests/golden/torch-newer-pytorch.cu).
#include <c10/cuda/CUDAStream.h>

void f(int t) {
  AT_DISPATCH_FLOATING_TYPES(t, "f", [&] { cudaDeviceSynchronize(); });
}
