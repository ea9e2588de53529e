#include "launch.cuh"
int use_a() { return regs(); }
