// rccl/rccl.h - RCCL over NCCL.
//
// Part of cuda2hip's HIP-on-CUDA layer (docs/verify.md). RCCL keeps NCCL's
// API: the same names for the same types, enumerators and functions
// (ncclComm_t, ncclUniqueId, ncclResult_t, ncclDataType_t, ncclRedOp_t,
// ncclConfig_t, ncclCommInitAll, ncclAllReduce, ncclGroupStart, ... and their
// pnccl* profiling twins), with hipStream_t where NCCL has cudaStream_t (the
// same type in this layer). So those come from CUDA 13's <nccl.h> unchanged
// (NCCL 2.28, a superset of RCCL 6.3's NCCL 2.21 API). What RCCL has and
// NCCL spells differently or lacks is added here, written from RCCL's API
// (../shared/hip-api/rccl.txt lists the names; scripts/hip_on_cuda_decls.py
// checks them by name):
//   RCCL_BFLOAT16, RCCL_FLOAT8, RCCL_GATHER_SCATTER, RCCL_ALLTOALLV (feature
//   macros), ncclFp8E4M3 / ncclFp8E5M2 (NCCL: ncclFloat8e4m3 / e5m2, the
//   same values 10 / 11), ncclAllToAll (NCCL: ncclAlltoAll), ncclAllToAllv
//   (no NCCL call: a group of ncclSend/ncclRecv, as RCCL documents it).
// Not here: RCCL's MSCCL entry points (mscclLoadAlgo, mscclRunAlgo,
// mscclUnloadAlgo): NCCL has nothing to run them on. Links -lnccl.
#ifndef HIP_ON_CUDA_RCCL_H
#define HIP_ON_CUDA_RCCL_H
#include <hip/hip_runtime_api.h>
#include <nccl.h>
#include <stddef.h>

#define RCCL_BFLOAT16 1
#define RCCL_FLOAT8 1
#define RCCL_GATHER_SCATTER 1
#define RCCL_ALLTOALLV 1

// RCCL's fp8 enumerators of ncclDataType_t, NCCL's ncclFloat8e4m3/e5m2.
static const ncclDataType_t ncclFp8E4M3 = ncclFloat8e4m3;
static const ncclDataType_t ncclFp8E5M2 = ncclFloat8e5m2;
#ifdef __cplusplus
static_assert(ncclFloat8e4m3 == 10 && ncclFloat8e5m2 == 11 && ncclNumTypes == 12 &&
                  ncclBfloat16 == 9 && ncclFloat64 == 8,
              "RCCL's ncclDataType_t numbers");
static_assert(ncclSum == 0 && ncclAvg == 4 && ncclNumOps == 5, "RCCL's ncclRedOp_t numbers");
static_assert(ncclSuccess == 0 && ncclInProgress == 7 && ncclNumResults == 8,
              "RCCL's ncclResult_t numbers");
#endif

static inline size_t hip_on_cuda_nccl_type_size(ncclDataType_t t) {
  switch (t) {
  case ncclInt8: case ncclUint8: case ncclFloat8e4m3: case ncclFloat8e5m2: return 1;
  case ncclFloat16: case ncclBfloat16: return 2;
  case ncclInt32: case ncclUint32: case ncclFloat32: return 4;
  case ncclInt64: case ncclUint64: case ncclFloat64: return 8;
  default: return 0;
  }
}

static inline ncclResult_t ncclAllToAll(const void *sendbuff, void *recvbuff, size_t count,
                                        ncclDataType_t datatype, ncclComm_t comm,
                                        hipStream_t stream) {
  return ncclAlltoAll(sendbuff, recvbuff, count, datatype, comm, stream);
}
static inline ncclResult_t pncclAllToAll(const void *sendbuff, void *recvbuff, size_t count,
                                         ncclDataType_t datatype, ncclComm_t comm,
                                         hipStream_t stream) {
  return pncclAlltoAll(sendbuff, recvbuff, count, datatype, comm, stream);
}

// RCCL: rank r sends sendcounts[j] elements from sendbuff + sdispls[j] to
// rank j and receives recvcounts[j] elements from rank j into recvbuff +
// rdispls[j] (counts and displacements in elements).
static inline ncclResult_t ncclAllToAllv(const void *sendbuff, const size_t sendcounts[],
                                         const size_t sdispls[], void *recvbuff,
                                         const size_t recvcounts[], const size_t rdispls[],
                                         ncclDataType_t datatype, ncclComm_t comm,
                                         hipStream_t stream) {
  size_t size = hip_on_cuda_nccl_type_size(datatype);
  if (size == 0) return ncclInvalidArgument;
  int nranks = 0;
  ncclResult_t r = ncclCommCount(comm, &nranks);
  if (r != ncclSuccess) return r;
  r = ncclGroupStart();
  if (r != ncclSuccess) return r;
  for (int peer = 0; peer < nranks; ++peer) {
    if (sendcounts[peer] != 0) {
      r = ncclSend((const char *)sendbuff + sdispls[peer] * size, sendcounts[peer], datatype,
                   peer, comm, stream);
      if (r != ncclSuccess) break;
    }
    if (recvcounts[peer] != 0) {
      r = ncclRecv((char *)recvbuff + rdispls[peer] * size, recvcounts[peer], datatype, peer,
                   comm, stream);
      if (r != ncclSuccess) break;
    }
  }
  ncclResult_t e = ncclGroupEnd();
  return r != ncclSuccess ? r : e;
}
static inline ncclResult_t pncclAllToAllv(const void *sendbuff, const size_t sendcounts[],
                                          const size_t sdispls[], void *recvbuff,
                                          const size_t recvcounts[], const size_t rdispls[],
                                          ncclDataType_t datatype, ncclComm_t comm,
                                          hipStream_t stream) {
  return ncclAllToAllv(sendbuff, sendcounts, sdispls, recvbuff, recvcounts, rdispls, datatype,
                       comm, stream);
}
#endif
