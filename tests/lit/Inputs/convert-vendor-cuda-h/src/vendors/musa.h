#pragma once
// The MUSA build's mapping of CUDA names (another vendor's SDK).
#include <musa.h>
#include <musa_runtime.h>
#define cudaStream_t musaStream_t
