// hipsparse.h - the old spelling of <hipsparse/hipsparse.h> (HIP-on-CUDA layer).
#include <hipsparse/hipsparse.h>
