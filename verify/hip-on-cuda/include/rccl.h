// rccl.h - the pre-5.2 spelling of <rccl/rccl.h> (HIP-on-CUDA layer).
#include <rccl/rccl.h>
