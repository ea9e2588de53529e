// hip/hiprtc.h - hipRTC over NVRTC.
//
// Part of cuda2hip's HIP-on-CUDA layer (docs/verify.md). Written from ROCm's
// hip/hiprtc.h (names, signatures, hiprtcResult values);
// scripts/hip_on_cuda_decls.py checks them against ROCm. A program links
// -lnvrtc (as a HIP program links libhiprtc). The compiled "code" is PTX,
// which hipModuleLoadData loads on NVIDIA; options naming an AMD target
// (--offload-arch=..., --gpu-architecture=gfx...) are dropped, and the
// source is compiled with <hip/hip_runtime.h> resolving to nothing (NVRTC
// has CUDA's built-ins; HIP's spellings come from the macros below).
#ifndef HIP_ON_CUDA_HIPRTC_H
#define HIP_ON_CUDA_HIPRTC_H

#include <hip/hip_runtime_api.h>
#include <nvrtc.h>
#include <stdlib.h>
#include <string.h>

typedef enum hiprtcResult {
  HIPRTC_SUCCESS = 0,
  HIPRTC_ERROR_OUT_OF_MEMORY = 1,
  HIPRTC_ERROR_PROGRAM_CREATION_FAILURE = 2,
  HIPRTC_ERROR_INVALID_INPUT = 3,
  HIPRTC_ERROR_INVALID_PROGRAM = 4,
  HIPRTC_ERROR_INVALID_OPTION = 5,
  HIPRTC_ERROR_COMPILATION = 6,
  HIPRTC_ERROR_BUILTIN_OPERATION_FAILURE = 7,
  HIPRTC_ERROR_NO_NAME_EXPRESSIONS_AFTER_COMPILATION = 8,
  HIPRTC_ERROR_NO_LOWERED_NAMES_BEFORE_COMPILATION = 9,
  HIPRTC_ERROR_NAME_EXPRESSION_NOT_VALID = 10,
  HIPRTC_ERROR_INTERNAL_ERROR = 11,
  HIPRTC_ERROR_LINKING = 100,
} hiprtcResult;
HIP_ON_CUDA_SAME(HIPRTC_ERROR_INTERNAL_ERROR, NVRTC_ERROR_INTERNAL_ERROR);

typedef nvrtcProgram hiprtcProgram;

static inline hiprtcResult hip_on_cuda_rtc(nvrtcResult r) {
  return (int)r <= 11 ? (hiprtcResult)r : HIPRTC_ERROR_INTERNAL_ERROR;
}
static inline const char *hiprtcGetErrorString(hiprtcResult r) {
  return r == HIPRTC_ERROR_LINKING ? "HIPRTC_ERROR_LINKING" : nvrtcGetErrorString((nvrtcResult)r);
}
static inline hiprtcResult hiprtcVersion(int *major, int *minor) {
  return hip_on_cuda_rtc(nvrtcVersion(major, minor));
}
// The HIP headers a hipRTC source includes, as NVRTC sees them.
static const char *const hip_on_cuda_rtc_header =
    "#pragma once\n#define __HIP_PLATFORM_NVIDIA__ 1\n#define __HIPCC_RTC__ 1\n"
    "#define HIP_DYNAMIC_SHARED(type, var) extern __shared__ type var[];\n";
static inline hiprtcResult hiprtcCreateProgram(hiprtcProgram *prog, const char *src,
                                               const char *name, int numHeaders,
                                               const char *const *headers,
                                               const char *const *includeNames) {
  if (numHeaders < 0 || numHeaders > 62)
    return HIPRTC_ERROR_INVALID_INPUT;
  const char *h[64], *n[64];
  for (int i = 0; i < numHeaders; ++i) {
    h[i] = headers[i];
    n[i] = includeNames[i];
  }
  h[numHeaders] = hip_on_cuda_rtc_header;
  n[numHeaders] = "hip/hip_runtime.h";
  return hip_on_cuda_rtc(nvrtcCreateProgram(prog, src, name, numHeaders + 1, h, n));
}
static inline hiprtcResult hiprtcDestroyProgram(hiprtcProgram *prog) {
  return hip_on_cuda_rtc(nvrtcDestroyProgram(prog));
}
static inline hiprtcResult hiprtcCompileProgram(hiprtcProgram prog, int numOptions,
                                                const char *const *options) {
  if (numOptions < 0 || numOptions > 256)
    return HIPRTC_ERROR_INVALID_INPUT;
  const char *kept[256];
  int n = 0;
  for (int i = 0; i < numOptions; ++i) {
    const char *o = options[i];
    if (strstr(o, "offload-arch") || strstr(o, "=gfx") || strstr(o, "amdgpu"))
      continue;
    kept[n++] = o;
  }
  return hip_on_cuda_rtc(nvrtcCompileProgram(prog, n, kept));
}
static inline hiprtcResult hiprtcGetProgramLogSize(hiprtcProgram prog, size_t *n) {
  return hip_on_cuda_rtc(nvrtcGetProgramLogSize(prog, n));
}
static inline hiprtcResult hiprtcGetProgramLog(hiprtcProgram prog, char *log) {
  return hip_on_cuda_rtc(nvrtcGetProgramLog(prog, log));
}
static inline hiprtcResult hiprtcGetCodeSize(hiprtcProgram prog, size_t *n) {
  return hip_on_cuda_rtc(nvrtcGetPTXSize(prog, n));
}
static inline hiprtcResult hiprtcGetCode(hiprtcProgram prog, char *code) {
  return hip_on_cuda_rtc(nvrtcGetPTX(prog, code));
}
static inline hiprtcResult hiprtcAddNameExpression(hiprtcProgram prog, const char *name) {
  return hip_on_cuda_rtc(nvrtcAddNameExpression(prog, name));
}
static inline hiprtcResult hiprtcGetLoweredName(hiprtcProgram prog, const char *name,
                                                const char **lowered) {
  return hip_on_cuda_rtc(nvrtcGetLoweredName(prog, name, lowered));
}
#endif
