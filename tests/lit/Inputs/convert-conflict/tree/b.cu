#include "common.cuh"
void b() { sync_all(); }
