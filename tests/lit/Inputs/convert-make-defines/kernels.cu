__global__ void scale(PRECISION *x, PRECISION a) {
  int i = threadIdx.x;
  if (i < GRID)
    x[i] *= a;
}
