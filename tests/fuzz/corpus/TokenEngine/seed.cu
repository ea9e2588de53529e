__global__ void k(float *x) { x[threadIdx.x] = 0; }
int main() { float *d; cudaMalloc(&d, 4); k<<<1, 1>>>(d); cudaFree(d); }
