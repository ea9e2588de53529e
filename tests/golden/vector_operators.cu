// helper_math.h-style vector operators (docs/helpers.md). CUDA's float2 has
// no operators; HIP's has `*` and `/` on two vectors (hidden friends) and
// `+= -= *= /=` (members), so a user's __host__ __device__ one of those makes
// every call ambiguous for gfx942. Those whose body is HIP's, component by
// component, are kept between #if !defined(__HIP_PLATFORM_AMD__) and #endif
// (hip-on-cuda keeps them), with a note; `+`, `-`, vector-scalar forms and
// __device__-only operators do not clash and stay as they are.
// RUN: %cuda2hip %s -o %t.hip.cu 2> %t.err
// RUN: FileCheck %s < %t.hip.cu
// RUN: FileCheck --check-prefix=DIAG %s < %t.err
// RUN: grep -c 'cuda2hip-vector-operator' %t.err | grep -x 10
// RUN: %hip-device %t.hip.cu
// RUN: %hip-host %t.hip.cu
// RUN: %cuda2hip --hip-version 6.3 %s -o %t.v63.cu 2> /dev/null
// RUN: diff %t.hip.cu %t.v63.cu
// RUN: %hip63-device %t.v63.cu
// RUN: %hip63-host %t.v63.cu
// The token engine guards the same operators.
// RUN: %exit 4 %cuda2hip --engine token %s -o %t.token.cu 2> /dev/null
// RUN: diff %t.hip.cu %t.token.cu
// Translating the translation changes nothing.
// RUN: %cuda2hip %t.hip.cu -o %t.again.cu 2> /dev/null
// RUN: diff %t.hip.cu %t.again.cu
// Ten operators are guarded, each on its own.
// RUN: grep -c '^#if !defined(__HIP_PLATFORM_AMD__) // cuda2hip: ' %t.hip.cu | grep -x 10

#include <cuda_runtime.h>
#include <cstdio>

// ---- float2 ---------------------------------------------------------------
// HIP's binary + is a template: the user's function is preferred, no clash.
inline __host__ __device__ float2 operator+(float2 a, float2 b)
{
    return make_float2(a.x + b.x, a.y + b.y);
}
// CHECK: {{^}}// HIP's binary + is a template
// CHECK-NEXT: {{^}}inline __host__ __device__ float2 operator+(float2 a, float2 b)

inline __host__ __device__ void operator+=(float2 &a, float2 b)
{
    a.x += b.x;
    a.y += b.y;
}
// CHECK: {{^}}#if !defined(__HIP_PLATFORM_AMD__) // cuda2hip: HIP's float2 has operator+=(float2 &, float2)
// CHECK-NEXT: {{^}}inline __host__ __device__ void operator+=(float2 &a, float2 b)
// CHECK-NEXT: {{^}}{
// CHECK-NEXT: {{^}}    a.x += b.x;
// CHECK-NEXT: {{^}}    a.y += b.y;
// CHECK-NEXT: {{^}}}
// CHECK-NEXT: {{^}}#endif

inline __host__ __device__ float2 operator*(float2 a, float2 b)
{
    return make_float2(a.x * b.x, a.y * b.y);
}
// CHECK: {{^}}#if !defined(__HIP_PLATFORM_AMD__) // cuda2hip: HIP's float2 has operator*(float2, float2)
// CHECK-NEXT: {{^}}inline __host__ __device__ float2 operator*(float2 a, float2 b)
// CHECK: {{^}}    return make_float2(a.x * b.x, a.y * b.y);
// CHECK-NEXT: {{^}}}
// CHECK-NEXT: {{^}}#endif

// Vector times scalar: HIP's are templates, no clash.
inline __host__ __device__ float2 operator*(float2 a, float s)
{
    return make_float2(a.x * s, a.y * s);
}
inline __host__ __device__ float2 operator*(float s, float2 a)
{
    return make_float2(s * a.x, s * a.y);
}
inline __host__ __device__ void operator*=(float2 &a, float s)
{
    a.x *= s;
    a.y *= s;
}
// CHECK: {{^}}// Vector times scalar: HIP's are templates, no clash.
// CHECK-NEXT: {{^}}inline __host__ __device__ float2 operator*(float2 a, float s)
// CHECK-NOT: #if
// CHECK: {{^}}inline __host__ __device__ void operator*=(float2 &a, float s)

// ---- float3 ---------------------------------------------------------------
inline __host__ __device__ float3 make_float3(float s) { return make_float3(s, s, s); }
inline __host__ __device__ float3 operator-(float3 a, float3 b)
{
    return make_float3(a.x - b.x, a.y - b.y, a.z - b.z);
}
inline __host__ __device__ float3 operator-(float3 a)
{
    return make_float3(-a.x, -a.y, -a.z);
}
inline __host__ __device__ void operator-=(float3 &a, float3 b)
{
    a.x -= b.x; a.y -= b.y; a.z -= b.z;
}
inline __host__ __device__ float3 operator/(float3 a, float3 b)
{
    return make_float3(a.x / b.x, a.y / b.y, a.z / b.z);
}
// CHECK: {{^}}inline __host__ __device__ float3 operator-(float3 a, float3 b)
// CHECK-NOT: #if
// CHECK: {{^}}#if !defined(__HIP_PLATFORM_AMD__) // cuda2hip: HIP's float3 has operator-=(float3 &, float3)
// CHECK-NEXT: {{^}}inline __host__ __device__ void operator-=(float3 &a, float3 b)
// CHECK-NEXT: {{^}}{
// CHECK-NEXT: {{^}}    a.x -= b.x; a.y -= b.y; a.z -= b.z;
// CHECK-NEXT: {{^}}}
// CHECK-NEXT: {{^}}#endif
// CHECK-NEXT: {{^}}#if !defined(__HIP_PLATFORM_AMD__) // cuda2hip: HIP's float3 has operator/(float3, float3)

// ---- float4, int2, double2, uchar4 ------------------------------------------
inline __host__ __device__ float4 &operator/=(float4 &a, const float4 &b)
{
    a.x /= b.x;
    a.y /= b.y;
    a.z /= b.z;
    a.w /= b.w;
    return a;
}
inline __host__ __device__ float4 operator*(const float4 &a, const float4 &b) { return make_float4(a.x * b.x, a.y * b.y, a.z * b.z, a.w * b.w); }
inline __host__ __device__ int2 operator*(int2 a, int2 b) { return make_int2(a.x * b.x, a.y * b.y); }
inline __host__ __device__ void operator*=(int2 &a, int2 b) { a.x *= b.x; a.y *= b.y; }
inline __host__ __device__ double2 operator/(double2 a, double2 b) { return make_double2(a.x / b.x, a.y / b.y); }
inline __host__ __device__ uchar4 operator*(uchar4 a, uchar4 b) { return make_uchar4(a.x * b.x, a.y * b.y, a.z * b.z, a.w * b.w); }
// CHECK: {{^}}#if !defined(__HIP_PLATFORM_AMD__) // cuda2hip: HIP's float4 has operator/=(float4 &, const float4 &)
// CHECK-NEXT: {{^}}inline __host__ __device__ float4 &operator/=(float4 &a, const float4 &b)
// CHECK: {{^}}    return a;
// CHECK-NEXT: {{^}}}
// CHECK-NEXT: {{^}}#endif
// CHECK-NEXT: {{^}}#if !defined(__HIP_PLATFORM_AMD__) // cuda2hip: HIP's float4 has operator*(const float4 &, const float4 &)
// CHECK-NEXT: {{^}}inline __host__ __device__ float4 operator*(const float4 &a, const float4 &b) { return
// CHECK-NEXT: {{^}}#endif
// CHECK-NEXT: {{^}}#if !defined(__HIP_PLATFORM_AMD__) // cuda2hip: HIP's int2 has operator*(int2, int2)
// CHECK-NEXT: {{^}}inline __host__ __device__ int2 operator*(int2 a, int2 b)
// CHECK-NEXT: {{^}}#endif
// CHECK-NEXT: {{^}}#if !defined(__HIP_PLATFORM_AMD__) // cuda2hip: HIP's int2 has operator*=(int2 &, int2)
// CHECK-NEXT: {{^}}inline __host__ __device__ void operator*=(int2 &a, int2 b)
// CHECK-NEXT: {{^}}#endif
// CHECK-NEXT: {{^}}#if !defined(__HIP_PLATFORM_AMD__) // cuda2hip: HIP's double2 has operator/(double2, double2)
// CHECK-NEXT: {{^}}inline __host__ __device__ double2 operator/(double2 a, double2 b)
// CHECK-NEXT: {{^}}#endif
// CHECK-NEXT: {{^}}#if !defined(__HIP_PLATFORM_AMD__) // cuda2hip: HIP's uchar4 has operator*(uchar4, uchar4)
// CHECK-NEXT: {{^}}inline __host__ __device__ uchar4 operator*(uchar4 a, uchar4 b)
// CHECK-NEXT: {{^}}#endif

// __device__ only: in device code the same-side function wins, no clash.
__device__ inline float2 operator/(float2 a, float2 b)
{
    return make_float2(a.x / b.x, a.y / b.y);
}
// CHECK: {{^}}// __device__ only
// CHECK-NEXT: {{^}}__device__ inline float2 operator/(float2 a, float2 b)

// A velocity Verlet step written with the operators above.
__global__ void integrate(float2 *pos, float2 *vel, const float2 *acc, float3 *p3,
                          const float3 *scale, float4 *q, int2 *cell, double2 *d,
                          uchar4 *rgba, float dt, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    float2 v = vel[i];
    v += acc[i] * dt;               // float2 * float, then +=
    v *= 0.999f;
    pos[i] += v * make_float2(dt, dt);
    vel[i] = v / make_float2(1.0f, 2.0f);
    float3 r = p3[i] - scale[i];
    r -= -scale[i];
    p3[i] = r / scale[i];
    q[i] /= make_float4(2.0f, 4.0f, 8.0f, 16.0f);
    q[i] = q[i] * q[i];
    int2 c = cell[i] * make_int2(3, 5);
    c *= make_int2(2, 2);
    cell[i] = c;
    d[i] = d[i] / make_double2(3.0, 7.0);
    rgba[i] = rgba[i] * make_uchar4(2, 2, 2, 2);
}

int main()
{
    float2 a = make_float2(1.0f, 2.0f), b = make_float2(3.0f, 4.0f);
    a += a * b;
    float4 f = make_float4(1, 2, 3, 4);
    f /= f * f;
    printf("%f %f %f\n", a.x, a.y, f.w);
    return 0;
}

// DIAG: vector_operators.cu:{{[0-9]+}}:1: note: operator+=(float2 &, float2) is also HIP's (a member of HIP's float2), and a call of either is ambiguous; its body is HIP's, component by component: kept between #if !defined(__HIP_PLATFORM_AMD__) and #endif, its calls reach HIP's on AMD [cuda2hip-vector-operator-guarded]
// DIAG: note: operator*(float2, float2) is also HIP's (a hidden friend of HIP's float2)
// DIAG-NOT: operator+(
// DIAG-NOT: operator*(float2, float)
// DIAG: note: operator-=(float3 &, float3) is also HIP's
// DIAG: note: operator/(float3, float3) is also HIP's
// DIAG: note: operator/=(float4 &, const float4 &) is also HIP's
// DIAG: note: operator*(const float4 &, const float4 &) is also HIP's
// DIAG: note: operator*(int2, int2) is also HIP's
// DIAG: note: operator*=(int2 &, int2) is also HIP's
// DIAG: note: operator/(double2, double2) is also HIP's
// DIAG: note: operator*(uchar4, uchar4) is also HIP's
