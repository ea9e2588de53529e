// Issue 18, class 3: CUDA's integer and system-scope spellings.
// umin/umax/llmin/llmax/ullmin/ullmax become clang's min<T>/max<T> templates
// with T spelled out (HIP's min/max overloads would pick int for unsigned
// or 64-bit arguments); the system-scope atomics HIP has keep their names,
// the block-scoped ones become device-wide; atomicInc_system (HIP has none)
// is supplied in the file (docs/helpers.md, a note); __nv_bswap* become the
// clang builtins. The translation compiles for gfx942.
// RUN: %exit 0 %cuda2hip %s -o %t.hip.cu 2> %t.err
// RUN: FileCheck %s < %t.hip.cu
// RUN: FileCheck --check-prefix=DIAG %s < %t.err
// RUN: %exit 0 %cuda2hip --hip-version 6.3 %s -o %t.v63.cu 2> %t.v63.err
// RUN: diff %t.hip.cu %t.v63.cu
// RUN: %hip-device %t.hip.cu
// RUN: %hip-host %t.hip.cu
// RUN: %hip63-device %t.hip.cu

#include <cuda_runtime.h>

__global__ void k(unsigned *u, long long *ll, unsigned long long *ull, int *i,
                  unsigned *ticket, unsigned short *s) {
  unsigned a = u[0], b = u[1];
  // CHECK: {{^ *}}u[2] = min<unsigned int>(a, b);
  u[2] = umin(a, b);
  // CHECK: {{^ *}}u[3] = max<unsigned int>(a, 7);
  u[3] = umax(a, 7);
  // CHECK: {{^ *}}ll[0] = min<long long>(ll[1], ll[2]);
  ll[0] = llmin(ll[1], ll[2]);
  // CHECK: {{^ *}}ll[3] = max<long long>(ll[1], 0);
  ll[3] = llmax(ll[1], 0);
  // CHECK: {{^ *}}ull[0] = min<unsigned long long>(ull[1], ull[2]);
  ull[0] = ullmin(ull[1], ull[2]);
  // CHECK: {{^ *}}ull[3] = max<unsigned long long>(ull[1], ull[2]);
  ull[3] = ullmax(ull[1], ull[2]);
  // CHECK: {{^ *}}atomicAdd_system(i, 1);
  atomicAdd_system(i, 1);
  // CHECK: {{^ *}}atomicCAS_system(i, 0, 1);
  atomicCAS_system(i, 0, 1);
  // CHECK: {{^ *}}atomicAdd(i, 1);
  atomicAdd_block(i, 1);
  // DIAG: {{^.*/}}integer_system_spellings.cu:[[@LINE+2]]:3: note: 'atomicInc_system' is not in HIP: the translation defines it in this file{{.*}} [cuda2hip-helper-supplied]
  // CHECK: {{^ *}}atomicInc_system(ticket, 7u);
  atomicInc_system(ticket, 7u);
  // CHECK: {{^ *}}s[0] = __builtin_bswap16(s[0]);
  s[0] = __nv_bswap16(s[0]);
  // CHECK: {{^ *}}u[4] = __builtin_bswap32(u[4]);
  u[4] = __nv_bswap32(u[4]);
  // CHECK: {{^ *}}ull[4] = __builtin_bswap64(ull[4]);
  ull[4] = __nv_bswap64(ull[4]);
}

// Nothing else is reported.
// DIAG-NOT: warning
