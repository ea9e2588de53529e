// Test shim for running HIP 5.x-style translations of verify/wave64/programs on
// the HIP-CPU runtime (../shared/hip-cpu, warpSize 64). It extends the shim of
// ../shared/hip-cpu/hip-compat.h (names HIP's GPU headers give and HIP-CPU
// lacks) and replaces HIP-CPU's shuffles, whose `width` argument is wrong for
// every segment but the first (a lane of lanes 32..63 with width 32 gets its own
// value back), with the index arithmetic of HIP's amd_warp_functions.h, so that
// `__shfl*(v, x, 32)` behaves as it does on MI300X. It also gives HIP's
// `__lane_id()` (the lane in the wavefront), which HIP-CPU lacks and the
// warp-vote-32 fix uses to pick the lane's 32-lane half of a ballot.
// tests/hip_cpu_run.sh (verify/programs on hip-cpu) uses it too, with the
// device builtins translated inline PTX calls at its end.
#pragma once
#include <hip/hip_runtime.h>
#include <algorithm>
#include <cstdint>
#include <cstring>
using std::max;
using std::min;
inline std::uint64_t __activemask() { return __ballot(1); }

namespace wave64_compat {
inline int laneId() {
  return static_cast<int>(id(hip::detail::Fiber::this_fiber()) % warpSize);
}
// All lanes store, meet, read lane `index` (HIP: ds_bpermute), meet again.
template <typename T> T permute(T x, int index) {
  auto &pad = hip::detail::Tile::scratchpad<T>();
  int self = laneId();
  pad[self] = x;
  hip::detail::Tile::this_tile().barrier();
  T r = pad[static_cast<unsigned>(index) % warpSize];
  hip::detail::Tile::this_tile().barrier();
  return r;
}
template <typename T> T shfl(T v, int src, int width = warpSize) {
  int self = laneId();
  return permute(v, src + (self & ~(width - 1)));
}
template <typename T> T shflUp(T v, unsigned delta, int width = warpSize) {
  int self = laneId(), index = self - static_cast<int>(delta);
  return permute(v, index < (self & ~(width - 1)) ? self : index);
}
template <typename T> T shflDown(T v, unsigned delta, int width = warpSize) {
  int self = laneId(), index = self + static_cast<int>(delta);
  return permute(v, static_cast<int>((self & (width - 1)) + delta) >= width ? self : index);
}
template <typename T> T shflXor(T v, int mask, int width = warpSize) {
  int self = laneId(), index = self ^ mask;
  return permute(v, index >= ((self + width) & ~(width - 1)) ? self : index);
}
} // namespace wave64_compat

inline unsigned __lane_id() { return static_cast<unsigned>(wave64_compat::laneId()); }

#define __shfl(...) wave64_compat::shfl(__VA_ARGS__)
#define __shfl_up(...) wave64_compat::shflUp(__VA_ARGS__)
#define __shfl_down(...) wave64_compat::shflDown(__VA_ARGS__)
#define __shfl_xor(...) wave64_compat::shflXor(__VA_ARGS__)

// Device builtins of HIP's GPU headers that HIP-CPU lacks, which translated
// inline PTX (docs/ptx.md, verify/programs/ptx_idioms.cu) calls. Each does
// what HIP's amd_device_functions.h does on MI300X.
inline unsigned int __brev(unsigned int x) {
  unsigned int r = 0;
  for (int i = 0; i < 32; ++i)
    r |= ((x >> i) & 1u) << (31 - i);
  return r;
}
inline unsigned long long __brevll(unsigned long long x) {
  return (static_cast<unsigned long long>(__brev(static_cast<unsigned int>(x))) << 32) |
         __brev(static_cast<unsigned int>(x >> 32));
}
// Byte i of the result is byte (s >> 4i) & 7 of the 8 bytes {y, x}.
inline unsigned int __byte_perm(unsigned int x, unsigned int y, unsigned int s) {
  unsigned long long both = (static_cast<unsigned long long>(y) << 32) | x;
  unsigned int r = 0;
  for (int i = 0; i < 4; ++i)
    r |= static_cast<unsigned int>((both >> (8 * ((s >> (4 * i)) & 7u))) & 0xffu) << (8 * i);
  return r;
}
inline unsigned int __float_as_uint(float x) {
  unsigned int r;
  std::memcpy(&r, &x, sizeof r);
  return r;
}
inline float __uint_as_float(unsigned int x) {
  float r;
  std::memcpy(&r, &x, sizeof r);
  return r;
}
inline long long __double_as_longlong(double x) {
  long long r;
  std::memcpy(&r, &x, sizeof r);
  return r;
}
inline double __longlong_as_double(long long x) {
  double r;
  std::memcpy(&r, &x, sizeof r);
  return r;
}
inline double __hiloint2double(int hi, int lo) {
  return __longlong_as_double(static_cast<long long>(
      (static_cast<unsigned long long>(static_cast<unsigned int>(hi)) << 32) |
      static_cast<unsigned int>(lo)));
}
