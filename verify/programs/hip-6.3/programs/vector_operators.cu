// vector_operators.cu - helper_math.h-style operators on CUDA's vector types
// (float2, float3, float4, int2, double2), which HIP's vector types also
// have: the translation keeps the component-wise ones off AMD (under
// #if !defined(__HIP_PLATFORM_AMD__), docs/helpers.md), so on AMD the
// kernel's `a * b` and `a += b` reach HIP's own operators, and the results
// must be those of the user's definitions, written out here component by
// component on the host. Every value is exact: single IEEE operations on
// small integers and binary fractions. Prints the mismatches and one line.
// link: (none)
#include <hip/hip_runtime.h>
#include <cstdio>
#include <vector>
#include "check.cuh"

#if !defined(__HIP_PLATFORM_AMD__) // cuda2hip: HIP's float2 has operator*(float2, float2)
inline __host__ __device__ float2 operator*(float2 a, float2 b)
{
    return make_float2(a.x * b.x, a.y * b.y);
}
#endif
#if !defined(__HIP_PLATFORM_AMD__) // cuda2hip: HIP's float2 has operator+=(float2 &, float2)
inline __host__ __device__ void operator+=(float2 &a, float2 b)
{
    a.x += b.x;
    a.y += b.y;
}
#endif
inline __host__ __device__ float2 operator+(float2 a, float2 b)
{
    return make_float2(a.x + b.x, a.y + b.y);
}
#if !defined(__HIP_PLATFORM_AMD__) // cuda2hip: HIP's float3 has operator/(float3, float3)
inline __host__ __device__ float3 operator/(float3 a, float3 b)
{
    return make_float3(a.x / b.x, a.y / b.y, a.z / b.z);
}
#endif
#if !defined(__HIP_PLATFORM_AMD__) // cuda2hip: HIP's float3 has operator-=(float3 &, float3)
inline __host__ __device__ void operator-=(float3 &a, float3 b)
{
    a.x -= b.x;
    a.y -= b.y;
    a.z -= b.z;
}
#endif
#if !defined(__HIP_PLATFORM_AMD__) // cuda2hip: HIP's float4 has operator*=(float4 &, const float4 &)
inline __host__ __device__ float4 &operator*=(float4 &a, const float4 &b)
{
    a.x *= b.x;
    a.y *= b.y;
    a.z *= b.z;
    a.w *= b.w;
    return a;
}
#endif
#if !defined(__HIP_PLATFORM_AMD__) // cuda2hip: HIP's int2 has operator/(int2, int2)
inline __host__ __device__ int2 operator/(int2 a, int2 b)
{
    return make_int2(a.x / b.x, a.y / b.y);
}
#endif
#if !defined(__HIP_PLATFORM_AMD__) // cuda2hip: HIP's int2 has operator*=(int2 &, int2)
inline __host__ __device__ void operator*=(int2 &a, int2 b)
{
    a.x *= b.x;
    a.y *= b.y;
}
#endif
#if !defined(__HIP_PLATFORM_AMD__) // cuda2hip: HIP's double2 has operator*(double2, double2)
inline __host__ __device__ double2 operator*(double2 a, double2 b)
{
    return make_double2(a.x * b.x, a.y * b.y);
}
#endif
#if !defined(__HIP_PLATFORM_AMD__) // cuda2hip: HIP's double2 has operator/=(double2 &, double2)
inline __host__ __device__ void operator/=(double2 &a, double2 b)
{
    a.x /= b.x;
    a.y /= b.y;
}
#endif

__global__ void apply(const float2 *f2, float2 *o2, const float3 *f3, float3 *o3,
                      const float4 *f4, float4 *o4, const int2 *i2, int2 *oi,
                      const double2 *d2, double2 *od, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    int j = (i + 1) % n;
    float2 a = f2[i] * f2[j];
    a += f2[j];
    o2[i] = a + f2[i];
    float3 b = f3[i] / f3[j];
    b -= f3[i];
    o3[i] = b;
    float4 c = f4[i];
    c *= f4[j];
    o4[i] = c;
    int2 d = i2[i] / i2[j];
    d *= i2[j];
    oi[i] = d;
    double2 e = d2[i] * d2[j];
    e /= d2[j] * d2[j];
    od[i] = e;
}

int main()
{
    const int n = 256;
    std::vector<float2> f2(n);
    std::vector<float3> f3(n);
    std::vector<float4> f4(n);
    std::vector<int2> i2(n);
    std::vector<double2> d2(n);
    for (int k = 0; k < n; ++k) {
        float s = float(k % 17 - 8);
        f2[k] = make_float2(s * 0.5f, float(k % 5) + 1.0f);
        f3[k] = make_float3(s + 0.25f, float(k % 7) + 2.0f, -float(k % 3) - 1.0f);
        f4[k] = make_float4(s, 0.125f * float(k % 9), float(k) - 100.0f, 2.0f);
        i2[k] = make_int2(k * 37 - 4000, (k % 11) + 1);
        d2[k] = make_double2(double(k) * 0.75 - 90.25, double(k % 13) + 1.0);
    }
    float2 *df2, *do2; float3 *df3, *do3; float4 *df4, *do4;
    int2 *di2, *doi; double2 *dd2, *dod;
    CHECK_CUDA(hipMalloc(&df2, n * sizeof(float2)));
    CHECK_CUDA(hipMalloc(&do2, n * sizeof(float2)));
    CHECK_CUDA(hipMalloc(&df3, n * sizeof(float3)));
    CHECK_CUDA(hipMalloc(&do3, n * sizeof(float3)));
    CHECK_CUDA(hipMalloc(&df4, n * sizeof(float4)));
    CHECK_CUDA(hipMalloc(&do4, n * sizeof(float4)));
    CHECK_CUDA(hipMalloc(&di2, n * sizeof(int2)));
    CHECK_CUDA(hipMalloc(&doi, n * sizeof(int2)));
    CHECK_CUDA(hipMalloc(&dd2, n * sizeof(double2)));
    CHECK_CUDA(hipMalloc(&dod, n * sizeof(double2)));
    CHECK_CUDA(hipMemcpy(df2, f2.data(), n * sizeof(float2), hipMemcpyHostToDevice));
    CHECK_CUDA(hipMemcpy(df3, f3.data(), n * sizeof(float3), hipMemcpyHostToDevice));
    CHECK_CUDA(hipMemcpy(df4, f4.data(), n * sizeof(float4), hipMemcpyHostToDevice));
    CHECK_CUDA(hipMemcpy(di2, i2.data(), n * sizeof(int2), hipMemcpyHostToDevice));
    CHECK_CUDA(hipMemcpy(dd2, d2.data(), n * sizeof(double2), hipMemcpyHostToDevice));
    apply<<<(n + 63) / 64, 64>>>(df2, do2, df3, do3, df4, do4, di2, doi, dd2, dod, n);
    CHECK_CUDA(hipGetLastError());
    std::vector<float2> o2(n);
    std::vector<float3> o3(n);
    std::vector<float4> o4(n);
    std::vector<int2> oi(n);
    std::vector<double2> od(n);
    CHECK_CUDA(hipMemcpy(o2.data(), do2, n * sizeof(float2), hipMemcpyDeviceToHost));
    CHECK_CUDA(hipMemcpy(o3.data(), do3, n * sizeof(float3), hipMemcpyDeviceToHost));
    CHECK_CUDA(hipMemcpy(o4.data(), do4, n * sizeof(float4), hipMemcpyDeviceToHost));
    CHECK_CUDA(hipMemcpy(oi.data(), doi, n * sizeof(int2), hipMemcpyDeviceToHost));
    CHECK_CUDA(hipMemcpy(od.data(), dod, n * sizeof(double2), hipMemcpyDeviceToHost));
    int failures = 0;
    for (int i = 0; i < n; ++i) {
        int j = (i + 1) % n;
        // The user's definitions, component by component.
        float ax = f2[i].x * f2[j].x + f2[j].x + f2[i].x;
        float ay = f2[i].y * f2[j].y + f2[j].y + f2[i].y;
        EXPECT(o2[i].x == ax && o2[i].y == ay);
        float bx = f3[i].x / f3[j].x - f3[i].x, by = f3[i].y / f3[j].y - f3[i].y;
        float bz = f3[i].z / f3[j].z - f3[i].z;
        EXPECT(o3[i].x == bx && o3[i].y == by && o3[i].z == bz);
        EXPECT(o4[i].x == f4[i].x * f4[j].x && o4[i].y == f4[i].y * f4[j].y &&
               o4[i].z == f4[i].z * f4[j].z && o4[i].w == f4[i].w * f4[j].w);
        EXPECT(oi[i].x == i2[i].x / i2[j].x * i2[j].x && oi[i].y == i2[i].y / i2[j].y * i2[j].y);
        double ex = d2[i].x * d2[j].x / (d2[j].x * d2[j].x);
        double ey = d2[i].y * d2[j].y / (d2[j].y * d2[j].y);
        EXPECT(od[i].x == ex && od[i].y == ey);
        if (failures > 10)
            break;
    }
    std::printf("vector operators: %d elements, %d mismatches\n", n, failures);
    return failures ? 1 : 0;
}
