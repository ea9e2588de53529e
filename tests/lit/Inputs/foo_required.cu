#include <cuda_runtime.h>

#ifndef USE_FOO
#error "build with -DUSE_FOO"
#endif

void sync(cudaStream_t s) { cudaStreamSynchronize(s); }
