// roctracer/roctx.h - roctx over NVTX.
//
// Part of cuda2hip's HIP-on-CUDA layer (docs/verify.md). Written from
// ROCm's roctracer/roctx.h: marks, push/pop ranges (roctxRangePush returns
// the nesting level, as nvtxRangePushA does) and start/stop ranges
// (roctx_range_id_t is NVTX's range id). NVTX is header-only (NVTX 3).
#ifndef HIP_ON_CUDA_ROCTX_H
#define HIP_ON_CUDA_ROCTX_H
#include <nvtx3/nvToolsExt.h>
#include <stdint.h>
typedef uint64_t roctx_range_id_t;
static inline void roctxMarkA(const char *message) { nvtxMarkA(message); }
static inline int roctxRangePushA(const char *message) { return nvtxRangePushA(message); }
static inline int roctxRangePop(void) { return nvtxRangePop(); }
static inline roctx_range_id_t roctxRangeStartA(const char *message) {
  return nvtxRangeStartA(message);
}
static inline void roctxRangeStop(roctx_range_id_t id) { nvtxRangeEnd(id); }
#define roctxMark(message) roctxMarkA(message)
#define roctxRangePush(message) roctxRangePushA(message)
#define roctxRangeStart(message) roctxRangeStartA(message)
#endif
