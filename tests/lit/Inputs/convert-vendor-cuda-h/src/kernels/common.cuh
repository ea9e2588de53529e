#pragma once
#if defined(GGML_USE_MUSA)
#include "vendors/musa.h"
#else
#include <cuda.h>
#include <cuda_runtime.h>
#endif
#include "vendors/check.h"
