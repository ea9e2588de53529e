#include <cuda_runtime.h>

#ifdef USE_FOO
// Only parsed when USE_FOO is defined: the call resolves to CUDA there.
void sync(cudaStream_t s) { cudaStreamSynchronize(s); }
#else
// Parsed otherwise: FooStream is a project type that does not exist when
// USE_FOO is defined.
void sync(FooStream s);
#endif
