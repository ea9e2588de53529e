// The project's own wrapper, found first by a.cu (-iquote ../shim): outside the tree.
#pragma once
#include_next <cuda_runtime.h>
