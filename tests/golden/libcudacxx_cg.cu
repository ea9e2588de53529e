// Issue 18, class 4: libcu++ and the newer cooperative groups.
// cuda/std/ headers of constexpr facilities become the standard headers and
// cuda::std:: becomes std:: (a needs-review warning: atomics, barriers and
// the like are not std's on HIP); cuda::atomic_ref and <cuda/atomic> have
// no HIP counterpart: the include line goes and the translation supplies
// them over the __hip_atomic_* builtins (libcudacxx_atomic_supplied.cu
// tests more). cg::reduce and <cooperative_groups/reduce.h>, which HIP has
// from 7.13 on, are supplied at 6.3/7.0 (docs/helpers.md; the include line
// goes, the file gets the helper) and mapped with --hip-version 7.13;
// meta_group_rank is HIP's too.
// RUN: %exit 1 %cuda2hip %s -o %t.hip.cu 2> %t.err
// RUN: FileCheck %s < %t.hip.cu
// RUN: FileCheck --check-prefix=DIAG %s < %t.err
// The token engine reads it the same way.
// RUN: %exit 4 %cuda2hip --engine token %s -o %t.token.cu 2> /dev/null
// RUN: diff %t.hip.cu %t.token.cu
// It compiles for gfx942.
// RUN: %hip-device %t.hip.cu
// RUN: %hip-host %t.hip.cu
// RUN: %hip63-device %t.hip.cu
// RUN: %exit 1 %cuda2hip --hip-version 7.13 %s -o %t.713.cu 2> /dev/null
// RUN: FileCheck --check-prefix=HIP713 %s < %t.713.cu
// RUN: %hip-device %t.713.cu
// RUN: %hip-host %t.713.cu

// CHECK: {{^}}#include <hip/hip_runtime.h>
// CHECK: {{^}}#include <limits>
#include <cuda/std/limits>
// CHECK: {{^}}#include <utility>
#include <cuda/std/utility>
// DIAG: {{^.*/}}libcudacxx_cg.cu:[[@LINE+2]]:11: note: 'cuda/atomic' is not in the target HIP: the translation defines it in this file{{.*}}[cuda2hip-helper-supplied]
// CHECK-NOT: {{^}}#include <cuda/atomic>
#include <cuda/atomic>
// CHECK: {{^}}#include <hip/hip_cooperative_groups.h>
#include <cooperative_groups.h>
// DIAG: {{^.*/}}libcudacxx_cg.cu:[[@LINE+3]]:11: note: <cooperative_groups/reduce.h> is not in the target HIP: the line is dropped{{.*}}[cuda2hip-helper-supplied]
// CHECK-NOT: {{^}}#include <cooperative_groups/reduce.h>
// HIP713: {{^}}#include <hip/cooperative_groups/hip_reduce.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;

__global__ void k(float *out, const float *in, int *count) {
  // DIAG: {{^.*/}}libcudacxx_cg.cu:[[@LINE+2]]:20: warning: 'cuda::std' became 'std': {{.*}}atomics, barriers, semaphores and chrono do not [cuda2hip-needs-review]
  // CHECK: {{^ *}}float lo = std::numeric_limits<float>::lowest();
  float lo = cuda::std::numeric_limits<float>::lowest();
  // DIAG: libcudacxx_cg.cu:[[@LINE+2]]:9: warning: 'cuda::std' became 'std'
  // CHECK: {{^ *}}std::pair<int, float> p = std::make_pair(1, 2.0f);
  cuda::std::pair<int, float> p = cuda::std::make_pair(1, 2.0f);
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
  // CHECK: {{^ *}}unsigned r = warp.meta_group_rank();
  unsigned r = warp.meta_group_rank();
  // DIAG: {{^.*/}}libcudacxx_cg.cu:[[@LINE+4]]:16: note: 'cooperative_groups::reduce' is not in the target HIP: the translation defines it in this file{{.*}}[cuda2hip-helper-supplied]
  // DIAG: {{^.*/}}libcudacxx_cg.cu:[[@LINE+3]]:50: note: 'cooperative_groups::plus' is not in the target HIP
  // HIP713: {{^ *}}out[1] = cg::reduce(warp, in[threadIdx.x], cg::plus<float>());
  // CHECK: {{^ *}}out[1] = cg::reduce(warp, in[threadIdx.x], cg::plus<float>());
  out[1] = cg::reduce(warp, in[threadIdx.x], cg::plus<float>());
  // DIAG: {{^.*/}}libcudacxx_cg.cu:[[@LINE+2]]:9: note: 'cuda::atomic_ref' is not in the target HIP: the translation defines it in this file{{.*}}[cuda2hip-helper-supplied]
  // CHECK: {{^ *}}cuda::atomic_ref<int, cuda::thread_scope_device>(*count).fetch_add(1);
  cuda::atomic_ref<int, cuda::thread_scope_device>(*count).fetch_add(1);
  // CHECK: {{^ *}}out[r] = lo + p.second + std::max(1.0f, 2.0f);
  out[r] = lo + p.second + cuda::std::max(1.0f, 2.0f);
}
