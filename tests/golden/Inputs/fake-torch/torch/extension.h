#pragma once
#include <cstdint>
namespace at {
struct Tensor {
  template <typename T> T *data_ptr() const { return nullptr; }
  int64_t numel() const { return 0; }
  int get_device() const { return 0; }
};
} // namespace at
namespace torch { using at::Tensor; }
