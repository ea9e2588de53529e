#include <cuda_runtime.h>
#include <cuda_profiler_api.h>

void f() {
  cudaProfilerStart();
  cudaProfilerStop();
}
