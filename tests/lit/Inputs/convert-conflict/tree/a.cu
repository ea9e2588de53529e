#include "common.cuh"
void a() { sync_all(); }
