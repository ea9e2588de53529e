// hipblas.h - the old spelling of <hipblas/hipblas.h> (HIP-on-CUDA layer).
#include <hipblas/hipblas.h>
