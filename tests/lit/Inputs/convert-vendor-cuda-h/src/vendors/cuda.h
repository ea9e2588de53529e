/* The project's own cuda.h shim for another vendor's build: not CUDA's. */
#pragma once
#error "this is not the toolkit's cuda.h"
