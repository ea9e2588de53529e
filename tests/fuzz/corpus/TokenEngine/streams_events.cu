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
  CHECK_CUDA(cudaMallocHost((void**)&hIn, bytes));
  CHECK_CUDA(cudaHostAlloc((void**)&hOut, bytes, cudaHostAllocDefault));
  for (int i = 0; i < n; ++i) {
    hIn[i] = static_cast<float>(i % 4096);
    hOut[i] = -1.0f;
  }

  float* dData;
  CHECK_CUDA(cudaMalloc(&dData, bytes));

  cudaStream_t streams[nStreams];
  cudaEvent_t done[nStreams];
  for (int s = 0; s < nStreams; ++s) {
    CHECK_CUDA(cudaStreamCreateWithFlags(&streams[s], cudaStreamNonBlocking));
    CHECK_CUDA(cudaEventCreateWithFlags(&done[s], cudaEventDisableTiming));
  }
  cudaEvent_t start, stop;
  CHECK_CUDA(cudaEventCreate(&start));
  CHECK_CUDA(cudaEventCreate(&stop));

  CHECK_CUDA(cudaEventRecord(start, streams[0]));
  // Every other stream waits until "start" has been reached.
  for (int s = 1; s < nStreams; ++s) {
    CHECK_CUDA(cudaStreamWaitEvent(streams[s], start, 0));
  }

  const int threads = 256;
  const int blocks = (chunk + threads - 1) / threads;
  for (int s = 0; s < nStreams; ++s) {
    const int offset = s * chunk;
    CHECK_CUDA(cudaMemcpyAsync(dData + offset, hIn + offset, chunkBytes,
                               cudaMemcpyHostToDevice, streams[s]));
    transformChunk<<<blocks, threads, 0, streams[s]>>>(dData + offset, chunk, rounds);
    CHECK_LAUNCH();
    CHECK_CUDA(cudaMemcpyAsync(hOut + offset, dData + offset, chunkBytes,
                               cudaMemcpyDeviceToHost, streams[s]));
    CHECK_CUDA(cudaEventRecord(done[s], streams[s]));
  }

  // Join all streams into stream 0 and time the whole pipeline.
  for (int s = 1; s < nStreams; ++s) {
    CHECK_CUDA(cudaStreamWaitEvent(streams[0], done[s], 0));
  }
  CHECK_CUDA(cudaEventRecord(stop, streams[0]));
  CHECK_CUDA(cudaEventSynchronize(stop));

  float ms = 0.0f;
  CHECK_CUDA(cudaEventElapsedTime(&ms, start, stop));
  std::printf("info: pipeline time %.3f ms (%d streams)\n", ms, nStreams);

  for (int s = 0; s < nStreams; ++s) {
    CHECK_CUDA(cudaStreamSynchronize(streams[s]));
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
    CHECK_CUDA(cudaEventDestroy(done[s]));
    CHECK_CUDA(cudaStreamDestroy(streams[s]));
  }
  CHECK_CUDA(cudaEventDestroy(start));
  CHECK_CUDA(cudaEventDestroy(stop));
  CHECK_CUDA(cudaFree(dData));
  CHECK_CUDA(cudaFreeHost(hIn));
  CHECK_CUDA(cudaFreeHost(hOut));
  return report_result(ms >= 0.0f && bad == 0);
}
