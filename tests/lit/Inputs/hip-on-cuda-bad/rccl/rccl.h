// RCCL's names over NCCL, one of them not RCCL's (RCCL_BOGUS_FEATURE), for
// tests/lit/hip-on-cuda-declarations.test.
#define RCCL_BFLOAT16 1
#define RCCL_BOGUS_FEATURE 1
