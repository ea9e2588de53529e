// A project header whose name starts with "cuda": not a CUDA header.
#pragma once
#include <cstdio>
#define CUDA_HELPERS_VERSION 3
inline void reportFailure(const char *what) { std::fprintf(stderr, "%s\n", what); }
