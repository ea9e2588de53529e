#include "launch.cuh"
void use_b() { sync(); }
