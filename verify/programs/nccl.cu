// nccl.cu - NCCL collectives in one process over every visible GPU (one rank
// per device; works with a single GPU).
//
//  * ncclGetVersion, ncclCommInitAll, ncclCommCount / CuDevice / UserRank,
//    ncclGetErrorString, ncclCommDestroy
//  * in groups (ncclGroupStart / ncclGroupEnd): AllReduce (sum, float),
//    Broadcast (int), Reduce (max, float), AllGather (float),
//    ReduceScatter (sum, float), AllReduce (avg, double), a Send/Recv ring
// Every value is a small integer, so the results are exact (the average
// within 1e-12); each is checked
// against the host's own sums, and the output does not depend on the number
// of GPUs (that is on an info: line).
// link: -lnccl
#include <cmath>
#include <cstdio>
#include <vector>
#include <nccl.h>
#include "check.cuh"

#define CHECK_NCCL(call)                                                        \
  do {                                                                          \
    ncclResult_t r_ = (call);                                                   \
    if (r_ != ncclSuccess) {                                                    \
      std::printf("NCCL error %s at line %d\n", ncclGetErrorString(r_),         \
                  __LINE__);                                                    \
      std::exit(1);                                                             \
    }                                                                           \
  } while (0)

static float pattern(int rank, size_t i) { return float((rank + 1) * int(i % 13)); }

int main() {
  int failures = 0;
  int ndev = 0;
  CHECK_CUDA(cudaGetDeviceCount(&ndev));
  if (ndev > 8) ndev = 8;
  int version = 0;
  CHECK_NCCL(ncclGetVersion(&version));
  std::printf("info: %d rank(s), NCCL version code %d\n", ndev, version);
  EXPECT(version >= 2000);

  std::vector<ncclComm_t> comms(ndev);
  std::vector<int> devs(ndev);
  for (int d = 0; d < ndev; ++d) devs[d] = d;
  CHECK_NCCL(ncclCommInitAll(comms.data(), ndev, devs.data()));
  for (int r = 0; r < ndev; ++r) {
    int count = 0, dev = -1, rank = -1;
    CHECK_NCCL(ncclCommCount(comms[r], &count));
    CHECK_NCCL(ncclCommCuDevice(comms[r], &dev));
    CHECK_NCCL(ncclCommUserRank(comms[r], &rank));
    EXPECT(count == ndev);
    EXPECT(dev == devs[r]);
    EXPECT(rank == r);
  }
  std::printf("communicators: ok\n");
  // NCCL and RCCL word their messages differently: not compared.
  std::printf("info: error string: %s\n", ncclGetErrorString(ncclInvalidArgument));

  const size_t n = 1 << 16;
  struct Rank {
    cudaStream_t stream;
    float *send, *sum, *max, *gathered, *scatter_in, *scattered, *ring_in, *ring_out;
    int *bcast;
    double *davg;
  };
  std::vector<Rank> rk(ndev);
  for (int r = 0; r < ndev; ++r) {
    Rank &k = rk[r];
    CHECK_CUDA(cudaSetDevice(devs[r]));
    CHECK_CUDA(cudaStreamCreate(&k.stream));
    CHECK_CUDA(cudaMalloc(&k.send, n * sizeof(float)));
    CHECK_CUDA(cudaMalloc(&k.sum, n * sizeof(float)));
    CHECK_CUDA(cudaMalloc(&k.max, n * sizeof(float)));
    CHECK_CUDA(cudaMalloc(&k.gathered, n * ndev * sizeof(float)));
    CHECK_CUDA(cudaMalloc(&k.scatter_in, n * ndev * sizeof(float)));
    CHECK_CUDA(cudaMalloc(&k.scattered, n * sizeof(float)));
    CHECK_CUDA(cudaMalloc(&k.ring_in, n * sizeof(float)));
    CHECK_CUDA(cudaMalloc(&k.ring_out, n * sizeof(float)));
    CHECK_CUDA(cudaMalloc(&k.bcast, n * sizeof(int)));
    CHECK_CUDA(cudaMalloc(&k.davg, n * sizeof(double)));
    std::vector<float> h(n), hs(n * ndev);
    std::vector<int> hb(n);
    std::vector<double> hd(n);
    for (size_t i = 0; i < n; ++i) {
      h[i] = pattern(r, i);
      hb[i] = r == 0 ? int(i * 3 + 1) : -1;
      hd[i] = double(2 * (r + 1)) * double(i % 5);
    }
    for (size_t i = 0; i < n * ndev; ++i) hs[i] = float((r + 1) * int(i % 11));
    CHECK_CUDA(cudaMemcpy(k.send, h.data(), n * sizeof(float), cudaMemcpyHostToDevice));
    CHECK_CUDA(cudaMemcpy(k.ring_in, h.data(), n * sizeof(float), cudaMemcpyHostToDevice));
    CHECK_CUDA(cudaMemcpy(k.scatter_in, hs.data(), n * ndev * sizeof(float),
                          cudaMemcpyHostToDevice));
    CHECK_CUDA(cudaMemcpy(k.bcast, hb.data(), n * sizeof(int), cudaMemcpyHostToDevice));
    CHECK_CUDA(cudaMemcpy(k.davg, hd.data(), n * sizeof(double), cudaMemcpyHostToDevice));
  }

  // One group per collective, each over all ranks (one thread drives them all).
  CHECK_NCCL(ncclGroupStart());
  for (int r = 0; r < ndev; ++r)
    CHECK_NCCL(ncclAllReduce(rk[r].send, rk[r].sum, n, ncclFloat, ncclSum, comms[r],
                             rk[r].stream));
  CHECK_NCCL(ncclGroupEnd());
  CHECK_NCCL(ncclGroupStart());
  for (int r = 0; r < ndev; ++r)
    CHECK_NCCL(ncclBroadcast(rk[r].bcast, rk[r].bcast, n, ncclInt, 0, comms[r], rk[r].stream));
  for (int r = 0; r < ndev; ++r)
    CHECK_NCCL(ncclReduce(rk[r].send, rk[r].max, n, ncclFloat, ncclMax, 0, comms[r],
                          rk[r].stream));
  for (int r = 0; r < ndev; ++r)
    CHECK_NCCL(ncclAllGather(rk[r].send, rk[r].gathered, n, ncclFloat, comms[r], rk[r].stream));
  for (int r = 0; r < ndev; ++r)
    CHECK_NCCL(ncclReduceScatter(rk[r].scatter_in, rk[r].scattered, n, ncclFloat, ncclSum,
                                 comms[r], rk[r].stream));
  for (int r = 0; r < ndev; ++r)
    CHECK_NCCL(ncclAllReduce(rk[r].davg, rk[r].davg, n, ncclDouble, ncclAvg, comms[r],
                             rk[r].stream));
  CHECK_NCCL(ncclGroupEnd());
  // Ring: rank r sends to r+1 and receives from r-1 (itself with one rank).
  CHECK_NCCL(ncclGroupStart());
  for (int r = 0; r < ndev; ++r) {
    CHECK_NCCL(ncclSend(rk[r].ring_in, n, ncclFloat, (r + 1) % ndev, comms[r], rk[r].stream));
    CHECK_NCCL(ncclRecv(rk[r].ring_out, n, ncclFloat, (r + ndev - 1) % ndev, comms[r],
                        rk[r].stream));
  }
  CHECK_NCCL(ncclGroupEnd());
  for (int r = 0; r < ndev; ++r) {
    CHECK_CUDA(cudaSetDevice(devs[r]));
    CHECK_CUDA(cudaStreamSynchronize(rk[r].stream));
  }

  long bad_sum = 0, bad_bcast = 0, bad_max = 0, bad_gather = 0, bad_rs = 0, bad_avg = 0,
       bad_ring = 0;
  double checksum = 0;
  const float tri = float(ndev * (ndev + 1) / 2);
  for (int r = 0; r < ndev; ++r) {
    CHECK_CUDA(cudaSetDevice(devs[r]));
    std::vector<float> sum(n), mx(n), gat(n * ndev), rs(n), ring(n);
    std::vector<int> bc(n);
    std::vector<double> avg(n);
    CHECK_CUDA(cudaMemcpy(sum.data(), rk[r].sum, n * sizeof(float), cudaMemcpyDeviceToHost));
    CHECK_CUDA(cudaMemcpy(mx.data(), rk[r].max, n * sizeof(float), cudaMemcpyDeviceToHost));
    CHECK_CUDA(cudaMemcpy(gat.data(), rk[r].gathered, n * ndev * sizeof(float),
                          cudaMemcpyDeviceToHost));
    CHECK_CUDA(cudaMemcpy(rs.data(), rk[r].scattered, n * sizeof(float), cudaMemcpyDeviceToHost));
    CHECK_CUDA(cudaMemcpy(ring.data(), rk[r].ring_out, n * sizeof(float), cudaMemcpyDeviceToHost));
    CHECK_CUDA(cudaMemcpy(bc.data(), rk[r].bcast, n * sizeof(int), cudaMemcpyDeviceToHost));
    CHECK_CUDA(cudaMemcpy(avg.data(), rk[r].davg, n * sizeof(double), cudaMemcpyDeviceToHost));
    for (size_t i = 0; i < n; ++i) {
      bad_sum += sum[i] != tri * float(i % 13);
      bad_bcast += bc[i] != int(i * 3 + 1);
      if (r == 0) bad_max += mx[i] != float(ndev * int(i % 13));
      // Reduce-scatter: rank r gets block r of the element-wise sum.
      size_t g = size_t(r) * n + i;
      bad_rs += rs[i] != tri * float(int(g % 11));
      bad_avg += std::fabs(avg[i] - double(ndev + 1) * double(i % 5)) > 1e-12 * double(ndev + 1) * 4;
      bad_ring += ring[i] != pattern((r + ndev - 1) % ndev, i);
    }
    for (int q = 0; q < ndev; ++q)
      for (size_t i = 0; i < n; ++i) bad_gather += gat[size_t(q) * n + i] != pattern(q, i);
    if (r == 0)
      for (size_t i = 0; i < n; ++i) checksum += double(sum[i]) / tri;
  }
  std::printf("allreduce sum: %ld wrong, checksum/(ranks sum) %.1f\n", bad_sum, checksum);
  std::printf("broadcast: %ld wrong\n", bad_bcast);
  std::printf("reduce max: %ld wrong\n", bad_max);
  std::printf("allgather: %ld wrong\n", bad_gather);
  std::printf("reducescatter: %ld wrong\n", bad_rs);
  std::printf("allreduce avg (double, in place): %ld wrong\n", bad_avg);
  std::printf("send/recv ring: %ld wrong\n", bad_ring);
  EXPECT(bad_sum == 0);
  EXPECT(bad_bcast == 0);
  EXPECT(bad_max == 0);
  EXPECT(bad_gather == 0);
  EXPECT(bad_rs == 0);
  EXPECT(bad_avg == 0);
  EXPECT(bad_ring == 0);

  for (int r = 0; r < ndev; ++r) {
    CHECK_CUDA(cudaSetDevice(devs[r]));
    Rank &k = rk[r];
    CHECK_CUDA(cudaFree(k.send));
    CHECK_CUDA(cudaFree(k.sum));
    CHECK_CUDA(cudaFree(k.max));
    CHECK_CUDA(cudaFree(k.gathered));
    CHECK_CUDA(cudaFree(k.scatter_in));
    CHECK_CUDA(cudaFree(k.scattered));
    CHECK_CUDA(cudaFree(k.ring_in));
    CHECK_CUDA(cudaFree(k.ring_out));
    CHECK_CUDA(cudaFree(k.bcast));
    CHECK_CUDA(cudaFree(k.davg));
    CHECK_CUDA(cudaStreamDestroy(k.stream));
    CHECK_NCCL(ncclCommDestroy(comms[r]));
  }
  std::printf("%s\n", failures == 0 ? "PASS" : "FAIL");
  return failures == 0 ? 0 : 1;
}
