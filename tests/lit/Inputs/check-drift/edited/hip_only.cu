// Written for HIP by hand: it has no CUDA source.
#include <hip/hip_runtime.h>
int wavefront() { return warpSize; }
