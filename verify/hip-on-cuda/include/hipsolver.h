// hipsolver.h - the old spelling of <hipsolver/hipsolver.h> (HIP-on-CUDA layer).
#include <hipsolver/hipsolver.h>
