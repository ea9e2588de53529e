// Rule 5: inline PTX. Every asm block is reported; single-instruction idioms
// get a fix-it, and --fix applies those whose operands were checked (HIP-only
// builtins such as __lane_id() only in HIP sources). The fixed file still
// reports what has no fix (and the clock64() it now calls is a clock-as-time
// note), and it translates and compiles for gfx942 once the last block is
// gone.
// RUN: %exit 1 %cuda2hip lint %s > %t.out
// RUN: FileCheck %s --implicit-check-not=[cuda2hip- < %t.out
// RUN: sed -e '/NOFIX[-]BEGIN/,/NOFIX[-]END/d' %s > %t.cu
// RUN: %exit 1 %cuda2hip lint --fix %t.cu > %t.fix.out
// RUN: FileCheck --check-prefix=FIXOUT %s < %t.fix.out
// RUN: FileCheck --check-prefix=FIXED %s < %t.cu
// RUN: %exit 1 %cuda2hip lint %t.cu > %t.after
// RUN: FileCheck --check-prefix=AFTER %s < %t.after
// RUN: sed -i -e 's/asm("mov.u32 %%0, %%%%laneid;" : "=r"(lane));/lane = threadIdx.x %% warpSize;/' %t.cu
// RUN: %exit 0 %cuda2hip lint --min-severity warning %t.cu
// RUN: %cuda2hip %t.cu -o %t.hip.cu
// RUN: %hip-device %t.hip.cu
#include <cuda_runtime.h>

__device__ unsigned laneId() {
  unsigned lane;
  // CHECK: inline_ptx.cu:[[@LINE+1]]:3: error: inline PTX does not assemble for AMD GPUs; '%laneid' has a HIP builtin after translation [cuda2hip-inline-ptx]
  asm("mov.u32 %0, %%laneid;" : "=r"(lane));
  return lane;
}

__device__ long long cycles() {
  long long t;
  // CHECK: inline_ptx.cu:[[@LINE+2]]:3: error: inline PTX does not assemble{{.*}}'%clock64' has a HIP builtin [cuda2hip-inline-ptx]
  // CHECK-NEXT: asm volatile("mov.u64 %0, %%clock64;" : "=l"(t));
  asm volatile("mov.u64 %0, %%clock64;" : "=l"(t));
  return t;
}

__device__ float loadNC(const float *p) {
  float v;
  // CHECK: inline_ptx.cu:[[@LINE+1]]:3: error: {{.*}}'ld.global.nc' has a HIP builtin [cuda2hip-inline-ptx]
  asm("ld.global.nc.f32 %0, [%1];" : "=f"(v) : "l"(p));
  return v;
}

__device__ unsigned bitTricks(unsigned x, unsigned long long y, unsigned s) {
  unsigned r, c, q;
  // CHECK: inline_ptx.cu:[[@LINE+1]]:3: error: {{.*}}'brev' has a HIP builtin [cuda2hip-inline-ptx]
  asm("brev.b32 %0, %1;" : "=r"(r) : "r"(x));
  // CHECK: inline_ptx.cu:[[@LINE+1]]:3: error: {{.*}}'popc' has a HIP builtin [cuda2hip-inline-ptx]
  asm("popc.b64 %0, %1;" : "=r"(c) : "l"(y));
  // CHECK: inline_ptx.cu:[[@LINE+1]]:3: error: {{.*}}'prmt' has a HIP builtin [cuda2hip-inline-ptx]
  asm("prmt.b32 %0, %1, %2, %3;" : "=r"(q) : "r"(x), "r"(r), "r"(s));
  return r + c + q;
}

// NOFIX-BEGIN
__device__ unsigned twoInstructions(unsigned x) {
  unsigned r;
  // CHECK: inline_ptx.cu:[[@LINE+1]]:3: error: inline PTX does not assemble for AMD GPUs [cuda2hip-inline-ptx]
  asm("{\n\t.reg .u32 t;\n\tadd.u32 t, %1, 1;\n\tmul.lo.u32 %0, t, 3;\n\t}" : "=r"(r) : "r"(x));
  return r;
}
// NOFIX-END

__global__ void kernel(const float *in, float *out, long long *t) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = loadNC(in + i) + laneId() + bitTricks(i, i, 0x3210);
  t[i] = cycles();
}

// FIXOUT: error: {{.*}}'%laneid' has a HIP builtin after translation [cuda2hip-inline-ptx]
// FIXOUT: error: {{.*}}'%clock64' has a HIP builtin (fixed) [cuda2hip-inline-ptx]
// FIXOUT: error: {{.*}}'ld.global.nc' has a HIP builtin (fixed) [cuda2hip-inline-ptx]
// FIXOUT: error: {{.*}}'brev' has a HIP builtin (fixed) [cuda2hip-inline-ptx]
// FIXOUT: error: {{.*}}'popc' has a HIP builtin (fixed) [cuda2hip-inline-ptx]
// FIXOUT: error: {{.*}}'prmt' has a HIP builtin (fixed) [cuda2hip-inline-ptx]
// FIXOUT: applied 5 fixes
// FIXED: asm("mov.u32 %0, %%laneid;" : "=r"(lane));
// FIXED: t = clock64();
// FIXED: v = __ldg(p);
// FIXED: r = __brev(x);
// FIXED: c = __popcll(y);
// FIXED: q = __byte_perm(x, r, s);
// AFTER: '%laneid' has a HIP builtin after translation [cuda2hip-inline-ptx]
// AFTER: note: 'clock64' counts shader cycles {{.*}}[cuda2hip-clock-as-time]
// AFTER-NOT: [cuda2hip-
