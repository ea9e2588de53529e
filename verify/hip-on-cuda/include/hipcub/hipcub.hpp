// hipcub/hipcub.hpp - hipCUB over CUB.
//
// Part of cuda2hip's HIP-on-CUDA layer (docs/verify.md). As in hipCUB's own
// CUDA backend, namespace hipcub has CUB's block, warp, thread and iterator
// primitives under CUB's names, and its device-wide algorithms
// (hipcub::DeviceReduce::Sum, ...) take CUB's arguments but return HIP's
// hipError_t instead of cudaError_t.
#ifndef HIP_ON_CUDA_HIPCUB_HPP
#define HIP_ON_CUDA_HIPCUB_HPP
#include <cub/cub.cuh>
#include <hip/hip_runtime.h>
#include <utility>

// One device-wide algorithm: forwards to CUB's, converts the error.
#define HIP_ON_CUDA_CUB(CLASS, FN)                                                  \
  template <class... A> static hipError_t FN(A &&...a) {                          \
    return hip_on_cuda_error(::cub::CLASS::FN(std::forward<A>(a)...));            \
  }

namespace hipcub {
using namespace ::cub;

struct DeviceReduce {
  HIP_ON_CUDA_CUB(DeviceReduce, Reduce)
  HIP_ON_CUDA_CUB(DeviceReduce, Sum)
  HIP_ON_CUDA_CUB(DeviceReduce, Min)
  HIP_ON_CUDA_CUB(DeviceReduce, Max)
  HIP_ON_CUDA_CUB(DeviceReduce, ArgMin)
  HIP_ON_CUDA_CUB(DeviceReduce, ArgMax)
  HIP_ON_CUDA_CUB(DeviceReduce, ReduceByKey)
};
struct DeviceSegmentedReduce {
  HIP_ON_CUDA_CUB(DeviceSegmentedReduce, Reduce)
  HIP_ON_CUDA_CUB(DeviceSegmentedReduce, Sum)
  HIP_ON_CUDA_CUB(DeviceSegmentedReduce, Min)
  HIP_ON_CUDA_CUB(DeviceSegmentedReduce, Max)
  HIP_ON_CUDA_CUB(DeviceSegmentedReduce, ArgMin)
  HIP_ON_CUDA_CUB(DeviceSegmentedReduce, ArgMax)
};
struct DeviceScan {
  HIP_ON_CUDA_CUB(DeviceScan, ExclusiveSum)
  HIP_ON_CUDA_CUB(DeviceScan, ExclusiveScan)
  HIP_ON_CUDA_CUB(DeviceScan, InclusiveSum)
  HIP_ON_CUDA_CUB(DeviceScan, InclusiveScan)
  HIP_ON_CUDA_CUB(DeviceScan, ExclusiveSumByKey)
  HIP_ON_CUDA_CUB(DeviceScan, ExclusiveScanByKey)
  HIP_ON_CUDA_CUB(DeviceScan, InclusiveSumByKey)
  HIP_ON_CUDA_CUB(DeviceScan, InclusiveScanByKey)
};
struct DeviceRadixSort {
  HIP_ON_CUDA_CUB(DeviceRadixSort, SortPairs)
  HIP_ON_CUDA_CUB(DeviceRadixSort, SortPairsDescending)
  HIP_ON_CUDA_CUB(DeviceRadixSort, SortKeys)
  HIP_ON_CUDA_CUB(DeviceRadixSort, SortKeysDescending)
};
struct DeviceSegmentedRadixSort {
  HIP_ON_CUDA_CUB(DeviceSegmentedRadixSort, SortPairs)
  HIP_ON_CUDA_CUB(DeviceSegmentedRadixSort, SortPairsDescending)
  HIP_ON_CUDA_CUB(DeviceSegmentedRadixSort, SortKeys)
  HIP_ON_CUDA_CUB(DeviceSegmentedRadixSort, SortKeysDescending)
};
struct DeviceSegmentedSort {
  HIP_ON_CUDA_CUB(DeviceSegmentedSort, SortPairs)
  HIP_ON_CUDA_CUB(DeviceSegmentedSort, SortPairsDescending)
  HIP_ON_CUDA_CUB(DeviceSegmentedSort, SortKeys)
  HIP_ON_CUDA_CUB(DeviceSegmentedSort, SortKeysDescending)
  HIP_ON_CUDA_CUB(DeviceSegmentedSort, StableSortPairs)
  HIP_ON_CUDA_CUB(DeviceSegmentedSort, StableSortPairsDescending)
  HIP_ON_CUDA_CUB(DeviceSegmentedSort, StableSortKeys)
  HIP_ON_CUDA_CUB(DeviceSegmentedSort, StableSortKeysDescending)
};
struct DeviceMergeSort {
  HIP_ON_CUDA_CUB(DeviceMergeSort, SortPairs)
  HIP_ON_CUDA_CUB(DeviceMergeSort, SortKeys)
  HIP_ON_CUDA_CUB(DeviceMergeSort, StableSortPairs)
  HIP_ON_CUDA_CUB(DeviceMergeSort, StableSortKeys)
};
struct DeviceSelect {
  HIP_ON_CUDA_CUB(DeviceSelect, Flagged)
  HIP_ON_CUDA_CUB(DeviceSelect, If)
  HIP_ON_CUDA_CUB(DeviceSelect, Unique)
  HIP_ON_CUDA_CUB(DeviceSelect, UniqueByKey)
};
struct DevicePartition {
  HIP_ON_CUDA_CUB(DevicePartition, Flagged)
  HIP_ON_CUDA_CUB(DevicePartition, If)
};
struct DeviceHistogram {
  HIP_ON_CUDA_CUB(DeviceHistogram, HistogramEven)
  HIP_ON_CUDA_CUB(DeviceHistogram, HistogramRange)
  HIP_ON_CUDA_CUB(DeviceHistogram, MultiHistogramEven)
  HIP_ON_CUDA_CUB(DeviceHistogram, MultiHistogramRange)
};
struct DeviceRunLengthEncode {
  HIP_ON_CUDA_CUB(DeviceRunLengthEncode, Encode)
  HIP_ON_CUDA_CUB(DeviceRunLengthEncode, NonTrivialRuns)
};
} // namespace hipcub
#undef HIP_ON_CUDA_CUB
#endif
