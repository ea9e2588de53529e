// A file that does not parse (its project header is missing) is translated
// by the token engine in the default --engine auto: exit 4, the parse error
// and a note naming the token engine on stderr, and a full translation.
// With --engine ast the same file is an error (exit 3) and nothing is written.
// RUN: rm -f %t.hip.cu %t.ast.cu
// RUN: %exit 4 %cuda2hip %s -o %t.hip.cu 2> %t.err
// RUN: FileCheck %s < %t.hip.cu
// RUN: FileCheck --check-prefix=DIAG %s < %t.err
// RUN: %exit 3 %cuda2hip --engine ast %s -o %t.ast.cu 2> %t.ast.err
// RUN: FileCheck --check-prefix=ASTDIAG %s < %t.ast.err
// RUN: %exit 1 test -e %t.ast.cu
// Not compiled with the oracle (../shared/rocm): its input does not parse on purpose (a project header is missing).

// DIAG: token_fallback.cu:[[@LINE+6]]:10: warning: 'project/widget.h' file not found [cuda2hip-parse-error]
// DIAG: token_fallback.cu: note: could not be parsed ({{.*}}token_fallback.cu:20:10: 'project/widget.h' file not found); translated with the token engine [cuda2hip-token-engine]
// ASTDIAG: token_fallback.cu: error: not translated (use --engine auto or token to translate files that do not parse)
// CHECK: {{^}}#include <hip/hip_runtime.h>
// CHECK-NEXT: {{^}}#include "project/widget.h"
// CHECK-NEXT: {{^}}#include <hip/hip_fp16.h>
#include "project/widget.h"
#include <cuda_runtime.h>
#include <cuda_fp16.h>

// CHECK: {{^}}__global__ void render(Widget *w, __half *out) { out[threadIdx.x] = w->shade(threadIdx.x); }
__global__ void render(Widget *w, __half *out) { out[threadIdx.x] = w->shade(threadIdx.x); }

// CHECK: {{^}}void draw(Widget *w, __half *out, hipStream_t s) {
void draw(Widget *w, __half *out, cudaStream_t s) {
  // CHECK: {{^ *}}render<<<1, 64, 0, s>>>(w, out);
  render<<<1, 64, 0, s>>>(w, out);
  // CHECK: {{^ *}}if (hipStreamSynchronize(s) != hipSuccess) w->cudaReset();
  if (cudaStreamSynchronize(s) != cudaSuccess) w->cudaReset();
}
