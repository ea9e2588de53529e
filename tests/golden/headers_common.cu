// Every common CUDA toolkit header becomes its HIP / ROCm-library
// counterpart; those that map to <hip/hip_runtime.h> (cuda.h,
// device_launch_parameters.h) collapse into the one inserted first.
// RUN: %cuda2hip %s -o %t.hip.cu
// RUN: FileCheck %s < %t.hip.cu
// RUN: FileCheck --check-prefix=NOCUDA %s < %t.hip.cu
// Not compiled with the oracle (../shared/rocm): it includes every toolkit header, and the trees of ../shared/rocm lack some counterparts (roctx, hipBLASLt, RCCL).

// CHECK: {{^}}#include <hip/hip_runtime.h>
// CHECK-NEXT: {{^}}#include <hip/hip_runtime_api.h>
// CHECK-NEXT: {{^}}#include <hip/hip_vector_types.h>
// CHECK-NEXT: {{^}}#include <hip/hip_fp16.h>
// CHECK-NEXT: {{^}}#include <hip/hip_complex.h>
// CHECK-NEXT: {{^}}#include <hip/hip_cooperative_groups.h>
// CHECK-NEXT: {{^}}#include <hiprand/hiprand.h>
// CHECK-NEXT: {{^}}#include <hiprand/hiprand_kernel.h>
// CHECK-NEXT: {{^}}#include <hipblas/hipblas.h>
// CHECK-NEXT: {{^}}#include <hipfft/hipfft.h>
// CHECK-NEXT: {{^}}#include <hipsparse/hipsparse.h>
// CHECK-NEXT: {{^}}#include <hipsolver/hipsolver.h>
// CHECK-NEXT: {{^}}#include <hip/hiprtc.h>
// CHECK-NEXT: {{^}}#include <hipcub/hipcub.hpp>
// CHECK-NEXT: {{^}}#include <roctracer/roctx.h>
// CHECK-NEXT: {{^}}#include <hip/texture_types.h>
// CHECK-NEXT: {{^}}#include <hip/channel_descriptor.h>
// CHECK-NEXT: {{^}}#include <hip/driver_types.h>
// CHECK-NEXT: {{^}}#include <hip/library_types.h>
// CHECK-NEXT: {{^}}#include <vector>
#include <cuda_runtime.h>
#include <cuda_runtime_api.h>
#include <cuda.h>
#include <device_launch_parameters.h>
#include <vector_types.h>
#include <cuda_fp16.h>
#include <cuComplex.h>
#include <cooperative_groups.h>
#include <curand.h>
#include <curand_kernel.h>
#include <cuda_profiler_api.h>
#include <cublas_v2.h>
#include <cufft.h>
#include <cusparse.h>
#include <cusolverDn.h>
#include <nvrtc.h>
#include <cub/cub.cuh>
#include <nvtx3/nvToolsExt.h>
#include <texture_types.h>
#include <channel_descriptor.h>
#include <driver_types.h>
#include <library_types.h>
#include <vector>

int main() { return 0; }

// NOCUDA-NOT: {{^#include [<"](.*/)?(cuda|cu[A-Z]|cublas|curand|cufft|cusparse|cusolver|nvrtc|nvtx|cub/)}}
