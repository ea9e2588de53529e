// Re-running --portable on a grown tree updates the compatibility header:
// what was there stays, the new lines come in sorted, nothing else moves;
// running on the first file again changes nothing.
// RUN: rm -rf %t.dir && mkdir -p %t.dir
// RUN: %cuda2hip --portable %S/Inputs/portable/first.cu -o %t.dir/first.cu
// RUN: cp %t.dir/gpu_portability.h %t.one.h
// RUN: %cuda2hip --portable %S/Inputs/portable/second.cu -o %t.dir/second.cu
// RUN: FileCheck %s < %t.dir/gpu_portability.h
// RUN: cp %t.dir/gpu_portability.h %t.two.h
// RUN: not diff -u %t.one.h %t.two.h > %t.diff
// RUN: FileCheck --check-prefix=DIFF %s < %t.diff
// RUN: %cuda2hip --portable %S/Inputs/portable/first.cu -o %t.dir/first.cu
// RUN: diff %t.two.h %t.dir/gpu_portability.h
// Not compiled with the oracle (../shared/rocm): it checks how --portable updates the compatibility header; the --portable outputs are compiled by tests/examples (portable).

// CHECK: {{^}}#define cudaFree hipFree
// CHECK-NEXT: {{^}}#define cudaMalloc hipMalloc
// CHECK-NEXT: {{^}}#define cudaStreamCreate hipStreamCreate
// CHECK-NEXT: {{^}}#define cudaStreamDestroy hipStreamDestroy
// CHECK-NEXT: {{^}}#define cudaStream_t hipStream_t
// CHECK-NEXT: {{^}}#else

// Only added lines.
// DIFF-NOT: {{^-#}}
// DIFF: {{^\+#define cudaStreamCreate hipStreamCreate}}
// DIFF-NEXT: {{^\+#define cudaStreamDestroy hipStreamDestroy}}
// DIFF-NEXT: {{^\+#define cudaStream_t hipStream_t}}
// DIFF-NOT: {{^-#}}
