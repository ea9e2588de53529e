// Plain C++: no CUDA, left as it is.
#include <vector>
int host_sum(const std::vector<int> &v) {
  int s = 0;
  for (int x : v) s += x;
  return s;
}
