// A float2 operator* that is a complex product (docs/helpers.md): HIP's float2
// has a component-wise operator* of its own (a hidden friend), so
// `w[i] * x[i + half]` is ambiguous for gfx942. Its meaning is not HIP's: the
// translation leaves it as it is, with an error at its place saying what to
// write; the component-wise operator+= beside it is kept off AMD as usual,
// and the binary + (a template in HIP) stays.
// RUN: rm -rf %t && mkdir -p %t && cp -r %S/Inputs/vector_operators %t/in
// RUN: cd %t && %exit 1 %cuda2hip convert in --out-dir out --no-database -q 2> %t/err.txt
// RUN: FileCheck %s < %t/out/complex_ops.h
// RUN: FileCheck --check-prefix=DIAG %s < %t/err.txt
// The call stays ambiguous on ROCm 7.13 and 6.3.3: nothing was hidden.
// RUN: not %hip-device %t/out/twiddle.cu -I%t/out 2> %t/oracle.txt
// RUN: FileCheck --check-prefix=ORACLE %s < %t/oracle.txt
// RUN: cd %t && %exit 1 %cuda2hip convert in --out-dir out63 --no-database -q --hip-version 6.3 2> %t/err63.txt
// RUN: FileCheck --check-prefix=DIAG %s < %t/err63.txt
// RUN: not %hip63-device %t/out63/twiddle.cu -I%t/out63 2> %t/oracle63.txt
// RUN: FileCheck --check-prefix=ORACLE %s < %t/oracle63.txt
// HIP 5.2's vector * vector is a template, which the user's function beats:
// no error there, and the translation compiles.
// RUN: cd %t && %cuda2hip convert in --out-dir out52 --no-database -q --hip-version 5.2 2> %t/err52.txt
// RUN: not grep vector-operator-ambiguous %t/err52.txt
// RUN: %hip52-device %t/out52/twiddle.cu -I%t/out52
// Translating the translation again changes nothing.
// RUN: cd %t && %exit 1 %cuda2hip convert out --out-dir again --no-database -q 2> /dev/null; diff %t/out/complex_ops.h %t/again/complex_ops.h

// CHECK: {{^}}#pragma once
// CHECK-NOT: #if
// CHECK: {{^}}inline __host__ __device__ float2 operator*(float2 a, float2 b)
// CHECK-NEXT: {{^}}{
// CHECK-NEXT: {{^}}    return make_float2(a.x * b.x - a.y * b.y, a.x * b.y + a.y * b.x);
// CHECK-NOT: #if
// CHECK: {{^}}inline __host__ __device__ float2 operator+(float2 a, float2 b)
// CHECK: {{^}}#if !defined(__HIP_PLATFORM_AMD__) // cuda2hip: HIP's float2 has operator+=(float2 &, float2)
// CHECK-NEXT: {{^}}inline __host__ __device__ void operator+=(float2 &a, float2 b)
// CHECK: {{^}}#endif

// DIAG: complex_ops.h:6:1: error: operator*(float2, float2) is also HIP's (a hidden friend of HIP's float2), and a call of either is ambiguous; its body is not HIP's (each component `a.x * b.x`, in order, and nothing else), so it is left as it is: make it a named function (float2 cmul(float2 a, float2 b), say) and call that where the operator is written, or put it under #if !defined(__HIP_PLATFORM_AMD__) if HIP's component-wise operator is what its callers need [cuda2hip-vector-operator-ambiguous]
// DIAG: complex_ops.h:16:1: note: operator+=(float2 &, float2) is also HIP's (a member of HIP's float2)
// DIAG-NOT: operator+(

// ORACLE: twiddle.cu:10:21: error: use of overloaded operator '*' is ambiguous
