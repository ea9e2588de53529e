// hipfft.h - the old spelling of <hipfft/hipfft.h> (HIP-on-CUDA layer).
#include <hipfft/hipfft.h>
