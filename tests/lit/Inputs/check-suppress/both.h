#include <cuda_runtime.h> // NOLINT(cuda2hip-residue)
// NOLINTNEXTLINE(cuda2hip-residue)
cudaError_t f();
cudaError_t g(); // cuda2hip: ignore residue
int unrelated();
cudaError_t h(); // NOLINT(cuda2hip-drift): another rule, not silenced
