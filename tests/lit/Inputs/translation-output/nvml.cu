#include <cuda_runtime.h>
#include <nvml.h>

void f() { nvmlInit(); }
