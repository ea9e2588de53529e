// NVTX -> roctx. <nvToolsExt.h> (NVTX 2) and <nvtx3/nvToolsExt.h> both become
// <roctracer/roctx.h> (<roctx.h> before HIP 5.2), also in the #if branch the
// compiler does not see. roctx has the char (A) forms of marks, push/pop
// ranges and start/end ranges, and the nvtxRangePush/nvtxMark macros. What
// it lacks stays, each with a warning that says why: event attributes
// (nvtxRangePushEx and nvtxEventAttributes_t with its NVTX_* constants),
// thread naming, the C++ API (nvtx3/nvtx3.hpp, nvtx3::). Strings stay. The
// translation and the warnings are the same with either branch taken
// (-DUSE_NVTX3) and with the token engine. Not compiled: Debian ships no
// roctx header (the %hip-host oracle is HIP 5.2.3 alone).
// RUN: %exit 1 %cuda2hip --hip-version 6.3 %s -o %t.hip.cu 2> %t.err
// RUN: FileCheck %s < %t.hip.cu
// RUN: FileCheck --check-prefix=NOCUDA %s < %t.hip.cu
// RUN: FileCheck --check-prefix=DIAG --strict-whitespace %s < %t.err
// RUN: %exit 1 %cuda2hip --hip-version 6.3 %s -o %t.nvtx3.cu -- -DUSE_NVTX3 2> %t.nvtx3.err
// RUN: diff %t.hip.cu %t.nvtx3.cu
// RUN: FileCheck --check-prefix=DIAG --strict-whitespace %s < %t.nvtx3.err
// RUN: %exit 4 %cuda2hip --engine token --hip-version 6.3 %s -o %t.token.cu 2> %t.token.err
// RUN: diff %t.hip.cu %t.token.cu
// RUN: FileCheck --check-prefix=DIAG --strict-whitespace %s < %t.token.err
// RUN: %exit 1 %cuda2hip --hip-version 5.0 %s -o %t.50.cu 2> /dev/null
// RUN: FileCheck --check-prefix=HIP50 %s < %t.50.cu
// Not compiled: neither ROCm tree of ../shared/rocm has roctx (roctracer) headers.

// CHECK: {{^}}#include <hip/hip_runtime.h>
// CHECK-NEXT: {{^}}#ifdef USE_NVTX3
// CHECK-NEXT: {{^}}#include <roctracer/roctx.h>
// CHECK-NEXT: {{^}}#include <nvtx3/nvtx3.hpp>
// CHECK-NEXT: {{^}}#define SCOPED_RANGE(name) nvtx3::scoped_range scopedRange_{name}
// CHECK-NEXT: {{^}}#else
// CHECK-NEXT: {{^}}#include <roctracer/roctx.h>
// CHECK-NEXT: {{^}}#define SCOPED_RANGE(name) ScopedRange scopedRange_(name)
// CHECK-NEXT: {{^}}#endif
// HIP50: {{^}}#ifdef USE_NVTX3
// HIP50-NEXT: {{^}}#include <roctx.h>
// HIP50: {{^}}#else
// HIP50-NEXT: {{^}}#include <roctx.h>
// DIAG-NOT: warning:
// DIAG: {{^.*/}}nvtx.cu:[[@LINE+8]]:11: warning: 'nvtx3/nvtx3.hpp' is not supported by HIP: the NVTX C++ API has no roctx equivalent; left unchanged [cuda2hip-unsupported-api]
// DIAG-NEXT: {{^}}#include <nvtx3/nvtx3.hpp>
// DIAG-NEXT: {{^}}          ^~~~~~~~~~~~~~~{{$}}
// DIAG: {{^.*/}}nvtx.cu:[[@LINE+6]]:28: warning: 'nvtx3' is not supported by HIP: the NVTX C++ API has no roctx equivalent; left unchanged [cuda2hip-unsupported-api]
// DIAG-NOT: warning:
#include <cuda_runtime.h>
#ifdef USE_NVTX3
#include <nvtx3/nvToolsExt.h>
#include <nvtx3/nvtx3.hpp>
#define SCOPED_RANGE(name) nvtx3::scoped_range scopedRange_{name}
#else
#include <nvToolsExt.h>
#define SCOPED_RANGE(name) ScopedRange scopedRange_(name)
#endif
#include <cstdio>

// A push/pop range for a C++ scope.
struct ScopedRange {
  // CHECK: {{^ *}}explicit ScopedRange(const char *name) { roctxRangePushA(name); }
  explicit ScopedRange(const char *name) { nvtxRangePushA(name); }
  // CHECK: {{^ *}}~ScopedRange() { roctxRangePop(); }
  ~ScopedRange() { nvtxRangePop(); }
};

__global__ void scale(float *p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] *= 2.0f;
}

// CHECK: {{^}}void annotate(float *d, int n, hipStream_t stream) {
void annotate(float *d, int n, cudaStream_t stream) {
  // DIAG: {{^.*/}}nvtx.cu:[[@LINE+4]]:3: warning: 'nvtxNameOsThreadA' is not supported by HIP: roctx has no thread naming; left unchanged [cuda2hip-unsupported-api]
  // DIAG-NEXT: {{^}}  nvtxNameOsThreadA(0, "worker");
  // DIAG-NEXT: {{^}}  ^~~~~~~~~~~~~~~~~{{$}}
  // CHECK: {{^ *}}nvtxNameOsThreadA(0, "worker");
  nvtxNameOsThreadA(0, "worker");
  // CHECK: {{^ *}}roctxMarkA("start");
  nvtxMarkA("start");
  // CHECK: {{^ *}}roctx_range_id_t whole = roctxRangeStartA("whole run");
  nvtxRangeId_t whole = nvtxRangeStartA("whole run");
  {
    // CHECK: {{^ *}}SCOPED_RANGE("scale");
    SCOPED_RANGE("scale");
    // CHECK: {{^ *}}scale<<<(n + 255) / 256, 256, 0, stream>>>(d, n);
    scale<<<(n + 255) / 256, 256, 0, stream>>>(d, n);
  }

  // A colored range: roctx has no event attributes.
  // DIAG: {{^.*/}}nvtx.cu:[[@LINE+2]]:3: warning: 'nvtxEventAttributes_t' is not supported by HIP: roctx has no event attributes (color, payload, category); left unchanged [cuda2hip-unsupported-api]
  // CHECK: {{^ *}}nvtxEventAttributes_t attr = {0};
  nvtxEventAttributes_t attr = {0};
  // DIAG: {{^.*/}}nvtx.cu:[[@LINE+1]]:18: warning: 'NVTX_VERSION' is not supported by HIP: NVTX version macro: no roctx equivalent (ROCTX_VERSION_MAJOR is the roctx version); left unchanged [cuda2hip-unsupported-api]
  attr.version = NVTX_VERSION;
  // DIAG: {{^.*/}}nvtx.cu:[[@LINE+1]]:15: warning: 'NVTX_EVENT_ATTRIB_STRUCT_SIZE' is not supported by HIP: roctx has no event attributes (color, payload, category); left unchanged [cuda2hip-unsupported-api]
  attr.size = NVTX_EVENT_ATTRIB_STRUCT_SIZE;
  // DIAG: {{^.*/}}nvtx.cu:[[@LINE+1]]:20: warning: 'NVTX_COLOR_ARGB' is not supported by HIP: roctx has no event attributes (color, payload, category); left unchanged [cuda2hip-unsupported-api]
  attr.colorType = NVTX_COLOR_ARGB;
  attr.color = 0xff00ff00;
  // DIAG: {{^.*/}}nvtx.cu:[[@LINE+1]]:22: warning: 'NVTX_MESSAGE_TYPE_ASCII' is not supported by HIP: roctx has no event attributes (color, payload, category); left unchanged [cuda2hip-unsupported-api]
  attr.messageType = NVTX_MESSAGE_TYPE_ASCII;
  attr.message.ascii = "sync";
  // DIAG: {{^.*/}}nvtx.cu:[[@LINE+4]]:3: warning: 'nvtxRangePushEx' is not supported by HIP: roctx has no event attributes (color, payload, category); left unchanged [cuda2hip-unsupported-api]
  // DIAG-NEXT: {{^}}  nvtxRangePushEx(&attr);
  // DIAG-NEXT: {{^}}  ^~~~~~~~~~~~~~~{{$}}
  // CHECK: {{^ *}}nvtxRangePushEx(&attr);
  nvtxRangePushEx(&attr);
  // CHECK: {{^ *}}hipStreamSynchronize(stream);
  cudaStreamSynchronize(stream);
  // CHECK: {{^ *}}roctxRangePop();
  nvtxRangePop();

  // The generic macros; strings keep their NVTX names.
  // CHECK: {{^ *}}roctxRangePush("macro form");
  nvtxRangePush("macro form");
  // CHECK: {{^ *}}roctxMark("nvtxMarkA in a string");
  nvtxMark("nvtxMarkA in a string");
  // CHECK: {{^ *}}roctxRangePop();
  nvtxRangePop();
  // CHECK: {{^ *}}roctxRangeStop(whole);
  nvtxRangeEnd(whole);
}
// DIAG-NOT: warning:

// NOCUDA-NOT: {{^[^/"]*(cuda[A-Z]|nvtx(RangePushA|RangePop|RangeStartA|RangeEnd|MarkA|RangeId_t)[^A-Za-z_]|nvtx(RangePush|Mark)\()}}
// NOCUDA-NOT: {{^#include <(nvtx3/)?nvToolsExt}}
