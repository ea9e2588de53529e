// A layer with two mistakes for tests/lit/hip-on-cuda-declarations.test:
// hipErrorNotReady has CUDA's old numbering instead of HIP's 600, and
// hipStreamQuery takes a parameter HIP's does not. hipDeviceSynchronize and
// hipSuccess are right.
#include <cuda_runtime.h>
typedef enum hipError_t { hipSuccess = 0, hipErrorNotReady = 34 } hipError_t;
typedef cudaStream_t hipStream_t;
static inline hipError_t hipDeviceSynchronize(void) { return hipSuccess; }
static inline hipError_t hipStreamQuery(hipStream_t s, int flags) { return hipSuccess; }
