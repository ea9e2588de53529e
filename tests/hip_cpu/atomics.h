// Test shim for tests/hip_cpu_run.sh: the __hip_atomic_* builtins and memory
// scopes of hip-clang, which g++ (HIP-CPU) lacks, over GCC's __atomic
// builtins (the scope dropped: every access is system-wide here), so the
// supplied libcu++ atomics and barriers (docs/helpers.md) run on the CPU.
#pragma once
#include <hip/hip_runtime.h>
#define __HIP_MEMORY_SCOPE_SINGLETHREAD 1
#define __HIP_MEMORY_SCOPE_WAVEFRONT 2
#define __HIP_MEMORY_SCOPE_WORKGROUP 3
#define __HIP_MEMORY_SCOPE_AGENT 4
#define __HIP_MEMORY_SCOPE_SYSTEM 5
template <typename T> T __hip_atomic_load(T *p, int o, int) { return __atomic_load_n(p, o); }
template <typename T> T __hip_atomic_load(const T *p, int o, int) { return __atomic_load_n(p, o); }
template <typename T, typename U> void __hip_atomic_store(T *p, U v, int o, int) {
  __atomic_store_n(p, T(v), o);
}
template <typename T, typename U> T __hip_atomic_fetch_add(T *p, U v, int o, int) {
  return __atomic_fetch_add(p, T(v), o);
}
template <typename T, typename U> T __hip_atomic_exchange(T *p, U v, int o, int) {
  return __atomic_exchange_n(p, T(v), o);
}
template <typename T, typename U>
bool __hip_atomic_compare_exchange_strong(T *p, T *e, U v, int s, int f, int) {
  return __atomic_compare_exchange_n(p, e, T(v), false, s, f);
}
