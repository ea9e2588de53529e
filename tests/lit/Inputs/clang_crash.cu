// clang-19 itself crashes on this file (clang-19 -fsyntax-only: SIGSEGV):
// correcting the typo 'bmocks' in the launch configuration of a kernel whose
// declaration failed ('__gloBal__') recurses without end. Found by the
// Translate fuzz target. cuda2hip parses with -fno-spell-checking, which
// avoids it; parser_crash.test turns typo correction back on.
#include <cuda_runtime.h>
__gloBal__ void warmup() {}
void run(cudaStream_t s, int blocks) {
  warmup<<<bmocks - 1, 32, 0, s>>>();
  cudaStreamSynchronize(s);
}
