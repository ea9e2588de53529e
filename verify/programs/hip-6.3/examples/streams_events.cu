// streams_events.cu - overlapping copies and kernels on several non-blocking
// streams.
//
//  * pinned host memory from both cudaMallocHost and cudaHostAlloc
//  * cudaStreamCreateWithFlags(..., cudaStreamNonBlocking)
//  * per-stream cudaMemcpyAsync H2D -> kernel -> cudaMemcpyAsync D2H
//  * events: cudaEventRecord on streams, cudaStreamWaitEvent to join them,
//    cudaEventSynchronize and cudaEventElapsedTime for timing (info: line)
//
// The kernel maps v -> v/2 + r a few times on integer-valued floats; every
// intermediate is a short dyadic fraction, so the result is exact and checked
// against the host bit for bit.
#include <hip/hip_runtime.h>
#include <cstdio>
#include "common/check.cuh"

__global__ void transformChunk(float* data, int n, int rounds) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    float v = data[i];
    for (int r = 0; r < rounds; ++r) {
      v = 0.5f * v + static_cast<float>(r);  // dyadic values: exact, FMA or not
    }
    data[i] = v;
  }
}

static float hostTransform(float x, int rounds) {
  float v = x;
  for (int r = 0; r < rounds; ++r) {
    v = 0.5f * v + static_cast<float>(r);
  }
  return v;
}

int main() {
  const int nStreams = 4;
  const int n = 1 << 22;  // 4M floats, 16 MiB
  const int chunk = n / nStreams;
  const size_t bytes = n * sizeof(float);
  const size_t chunkBytes = chunk * sizeof(float);
  const int rounds = 8;

  float* hIn = nullptr;
  float* hOut = nullptr;
  CHECK_CUDA(hipHostMalloc((void**)&hIn, bytes));
  CHECK_CUDA(hipHostMalloc((void**)&hOut, bytes, hipHostMallocDefault));
  for (int i = 0; i < n; ++i) {
    hIn[i] = static_cast<float>(i % 4096);
    hOut[i] = -1.0f;
  }

  float* dData;
  CHECK_CUDA(hipMalloc(&dData, bytes));

  hipStream_t streams[nStreams];
  hipEvent_t done[nStreams];
  for (int s = 0; s < nStreams; ++s) {
    CHECK_CUDA(hipStreamCreateWithFlags(&streams[s], hipStreamNonBlocking));
    CHECK_CUDA(hipEventCreateWithFlags(&done[s], hipEventDisableTiming));
  }
  hipEvent_t start, stop;
  CHECK_CUDA(hipEventCreate(&start));
  CHECK_CUDA(hipEventCreate(&stop));

  CHECK_CUDA(hipEventRecord(start, streams[0]));
  // Every other stream waits until "start" has been reached.
  for (int s = 1; s < nStreams; ++s) {
    CHECK_CUDA(hipStreamWaitEvent(streams[s], start, 0));
  }

  const int threads = 256;
  const int blocks = (chunk + threads - 1) / threads;
  for (int s = 0; s < nStreams; ++s) {
    const int offset = s * chunk;
    CHECK_CUDA(hipMemcpyAsync(dData + offset, hIn + offset, chunkBytes,
                               hipMemcpyHostToDevice, streams[s]));
    transformChunk<<<blocks, threads, 0, streams[s]>>>(dData + offset, chunk, rounds);
    CHECK_LAUNCH();
    CHECK_CUDA(hipMemcpyAsync(hOut + offset, dData + offset, chunkBytes,
                               hipMemcpyDeviceToHost, streams[s]));
    CHECK_CUDA(hipEventRecord(done[s], streams[s]));
  }

  // Join all streams into stream 0 and time the whole pipeline.
  for (int s = 1; s < nStreams; ++s) {
    CHECK_CUDA(hipStreamWaitEvent(streams[0], done[s], 0));
  }
  CHECK_CUDA(hipEventRecord(stop, streams[0]));
  CHECK_CUDA(hipEventSynchronize(stop));

  float ms = 0.0f;
  CHECK_CUDA(hipEventElapsedTime(&ms, start, stop));
  std::printf("info: pipeline time %.3f ms (%d streams)\n", ms, nStreams);

  for (int s = 0; s < nStreams; ++s) {
    CHECK_CUDA(hipStreamSynchronize(streams[s]));
  }

  int bad = 0;
  double checksum = 0.0;
  for (int i = 0; i < n; ++i) {
    float expect = hostTransform(hIn[i], rounds);
    if (hOut[i] != expect) {
      if (bad < 5) std::printf("mismatch at %d: %.6g vs %.6g\n", i, hOut[i], expect);
      ++bad;
    }
    checksum += hOut[i];
  }
  std::printf("streams = %d, chunk = %d\n", nStreams, chunk);
  std::printf("out[0] = %.6g, out[n-1] = %.6g\n", hOut[0], hOut[n - 1]);
  std::printf("checksum = %.6f\n", checksum);
  std::printf("mismatches = %d\n", bad);

  for (int s = 0; s < nStreams; ++s) {
    CHECK_CUDA(hipEventDestroy(done[s]));
    CHECK_CUDA(hipStreamDestroy(streams[s]));
  }
  CHECK_CUDA(hipEventDestroy(start));
  CHECK_CUDA(hipEventDestroy(stop));
  CHECK_CUDA(hipFree(dData));
  CHECK_CUDA(hipHostFree(hIn));
  CHECK_CUDA(hipHostFree(hOut));
  return report_result(ms >= 0.0f && bad == 0);
}
