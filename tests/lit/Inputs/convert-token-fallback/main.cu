#include "api.cuh"
#include "not_in_this_tree.h"

int main() {
  cudaStream_t s;
  cudaStreamCreate(&s);
  return 0;
}
