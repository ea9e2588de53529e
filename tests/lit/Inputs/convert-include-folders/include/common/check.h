#pragma once
#define CHECK(x) do { cudaError_t e = (x); if (e != cudaSuccess) return; } while (0)
