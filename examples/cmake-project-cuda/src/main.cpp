// vecops_demo: saxpy and a sum, checked on the host.
#include "vecops.h"

#include <cmath>
#include <cstdio>
#include <vector>

int main() {
  const std::size_t N = 1 << 20;
  std::vector<float> x(N, 1.0f), y(N, 2.0f);
  if (!vecops::saxpy(3.0f, x.data(), y.data(), N)) {
    std::fprintf(stderr, "saxpy failed: %s\n", vecops::lastError());
    return 1;
  }
  double total = 0;
  if (!vecops::sum(y.data(), N, &total)) {
    std::fprintf(stderr, "sum failed: %s\n", vecops::lastError());
    return 1;
  }
  const double expected = 5.0 * N;
  std::printf("sum(3*x + y) = %.1f (expected %.1f)\n", total, expected);
  return std::fabs(total - expected) < 1e-3 * expected ? 0 : 1;
}
