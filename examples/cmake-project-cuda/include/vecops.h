// vecops: vector operations on the GPU, behind a plain C++ interface.
#pragma once
#include <cstddef>

namespace vecops {

/// y = a * x + y for n elements (host arrays). Returns false on a GPU error.
bool saxpy(float a, const float *x, float *y, std::size_t n);

/// The sum of n elements (host array), in double. Returns false on error.
bool sum(const float *x, std::size_t n, double *out);

/// The last GPU error, as text.
const char *lastError();

} // namespace vecops
