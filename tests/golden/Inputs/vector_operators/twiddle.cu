#include "complex_ops.h"

// One radix-2 butterfly stage: x[i] + w[i] * x[i + half].
__global__ void butterfly(float2 *x, const float2 *w, int half)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= half)
        return;
    float2 t = w[i] * x[i + half];
    x[i + half] = x[i] + make_float2(-t.x, -t.y);
    x[i] += t;
}
