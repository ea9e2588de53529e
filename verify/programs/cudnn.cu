// cudnn.cu - cuDNN's legacy (descriptor) API checked against host loops:
// the calls cuda2hip maps to MIOpen (lib/Mappings/tables/dnn*.def).
//
//  * cudnnCreate / SetStream / GetStream / Destroy, cudnnGetErrorString
//  * tensor descriptors: 4d packed (NCHW) and strided (Ex), get, size in bytes
//  * cudnnSetTensor, cudnnScaleTensor, cudnnTransformTensor (NCHW -> NHWC)
//  * filter and convolution descriptors, cudnnGetConvolution2dForwardOutputDim,
//    cudnnGetConvolutionForwardWorkspaceSize
//  * pooling: max and average (count including padding), output dimensions
//  * softmax: accurate over channels, log over the instance
//  * batch normalization (inference, spatial), cudnnDeriveBNTensorDescriptor
// Not here, because cuda2hip leaves them untranslated (MIOpen's calls differ):
// cudnnConvolutionForward, cudnnAddTensor / cudnnOpTensor,
// cudnnSetActivationDescriptor (so no activation either).
// alpha/beta of batch normalization are non-const: MIOpen takes void*.
// link: -lcudnn
#include <cmath>
#include <cstdio>
#include <vector>
#include <cudnn.h>
#include "check.cuh"

#define CHECK_DNN(call)                                                         \
  do {                                                                          \
    cudnnStatus_t s_ = (call);                                                  \
    if (s_ != CUDNN_STATUS_SUCCESS) {                                           \
      std::printf("cuDNN error %s at line %d\n", cudnnGetErrorString(s_),       \
                  __LINE__);                                                    \
      std::exit(1);                                                             \
    }                                                                           \
  } while (0)

static float *to_device(const std::vector<float> &h) {
  float *d;
  CHECK_CUDA(cudaMalloc(&d, h.size() * sizeof(float)));
  CHECK_CUDA(cudaMemcpy(d, h.data(), h.size() * sizeof(float), cudaMemcpyHostToDevice));
  return d;
}
static std::vector<float> to_host(const float *d, size_t n) {
  std::vector<float> h(n);
  CHECK_CUDA(cudaMemcpy(h.data(), d, n * sizeof(float), cudaMemcpyDeviceToHost));
  return h;
}

int main() {
  int failures = 0;
  cudnnHandle_t h;
  CHECK_DNN(cudnnCreate(&h));
  cudaStream_t stream, got;
  CHECK_CUDA(cudaStreamCreate(&stream));
  CHECK_DNN(cudnnSetStream(h, stream));
  CHECK_DNN(cudnnGetStream(h, &got));
  EXPECT(got == stream);

  const int N = 2, C = 3, H = 8, W = 8, count = N * C * H * W;
  std::vector<float> x(count);
  for (int i = 0; i < count; ++i) x[i] = float((i * 7) % 17 - 8) * 0.25f;
  float *dx = to_device(x);
  auto at = [&](const std::vector<float> &v, int n, int c, int y, int z) {
    return v[((n * C + c) * H + y) * W + z];
  };

  // Tensor descriptors.
  cudnnTensorDescriptor_t xd;
  CHECK_DNN(cudnnCreateTensorDescriptor(&xd));
  CHECK_DNN(cudnnSetTensor4dDescriptor(xd, CUDNN_TENSOR_NCHW, CUDNN_DATA_FLOAT, N, C, H, W));
  cudnnDataType_t dt;
  int n_, c_, h_, w_, ns, cs, hs, ws;
  CHECK_DNN(cudnnGetTensor4dDescriptor(xd, &dt, &n_, &c_, &h_, &w_, &ns, &cs, &hs, &ws));
  std::printf("x: %d x %d x %d x %d, strides %d %d %d %d\n", n_, c_, h_, w_, ns, cs, hs, ws);
  EXPECT(dt == CUDNN_DATA_FLOAT && n_ == N && c_ == C && h_ == H && w_ == W);
  EXPECT(ns == C * H * W && cs == H * W && hs == W && ws == 1);
  size_t bytes = 0;
  CHECK_DNN(cudnnGetTensorSizeInBytes(xd, &bytes));
  std::printf("x bytes: %zu\n", bytes);
  EXPECT(bytes == count * sizeof(float));

  // Set, scale.
  float *dy;
  CHECK_CUDA(cudaMalloc(&dy, count * sizeof(float)));
  float value = 2.5f, scale = 3.0f;
  CHECK_DNN(cudnnSetTensor(h, xd, dy, &value));
  CHECK_DNN(cudnnScaleTensor(h, xd, dy, &scale));
  std::vector<float> y = to_host(dy, count);
  int bad = 0;
  for (float v : y) bad += v != 7.5f;
  std::printf("set + scale: %d wrong\n", bad);
  EXPECT(bad == 0);

  // Transform NCHW -> NHWC (strided descriptor), times 2.
  cudnnTensorDescriptor_t nhwc;
  CHECK_DNN(cudnnCreateTensorDescriptor(&nhwc));
  CHECK_DNN(cudnnSetTensor4dDescriptorEx(nhwc, CUDNN_DATA_FLOAT, N, C, H, W, H * W * C, 1, W * C,
                                         C));
  float two = 2.0f, zero = 0.0f, one = 1.0f;
  CHECK_DNN(cudnnTransformTensor(h, &two, xd, dx, &zero, nhwc, dy));
  y = to_host(dy, count);
  bad = 0;
  for (int n = 0; n < N; ++n)
    for (int c = 0; c < C; ++c)
      for (int i = 0; i < H; ++i)
        for (int j = 0; j < W; ++j)
          bad += y[((n * H + i) * W + j) * C + c] != 2.0f * at(x, n, c, i, j);
  std::printf("transform to NHWC: %d wrong\n", bad);
  EXPECT(bad == 0);

  // Filter + convolution descriptors: output dimensions, workspace.
  cudnnFilterDescriptor_t fd;
  CHECK_DNN(cudnnCreateFilterDescriptor(&fd));
  CHECK_DNN(cudnnSetFilter4dDescriptor(fd, CUDNN_DATA_FLOAT, CUDNN_TENSOR_NCHW, 4, C, 3, 3));
  cudnnConvolutionDescriptor_t cd;
  CHECK_DNN(cudnnCreateConvolutionDescriptor(&cd));
  CHECK_DNN(cudnnSetConvolution2dDescriptor(cd, 1, 1, 1, 1, 1, 1, CUDNN_CROSS_CORRELATION,
                                            CUDNN_DATA_FLOAT));
  int on, oc, oh, ow;
  CHECK_DNN(cudnnGetConvolution2dForwardOutputDim(cd, xd, fd, &on, &oc, &oh, &ow));
  std::printf("conv 3x3 pad 1: %d x %d x %d x %d\n", on, oc, oh, ow);
  EXPECT(on == N && oc == 4 && oh == H && ow == W);
  cudnnTensorDescriptor_t yd;
  CHECK_DNN(cudnnCreateTensorDescriptor(&yd));
  CHECK_DNN(cudnnSetTensor4dDescriptor(yd, CUDNN_TENSOR_NCHW, CUDNN_DATA_FLOAT, on, oc, oh, ow));
  size_t wsize = 0;
  CHECK_DNN(cudnnGetConvolutionForwardWorkspaceSize(h, xd, fd, cd, yd,
                                                    CUDNN_CONVOLUTION_FWD_ALGO_IMPLICIT_GEMM,
                                                    &wsize));
  std::printf("info: convolution workspace %zu bytes\n", wsize);
  CHECK_DNN(cudnnSetConvolution2dDescriptor(cd, 0, 0, 2, 2, 1, 1, CUDNN_CROSS_CORRELATION,
                                            CUDNN_DATA_FLOAT));
  CHECK_DNN(cudnnGetConvolution2dForwardOutputDim(cd, xd, fd, &on, &oc, &oh, &ow));
  std::printf("conv 3x3 stride 2: %d x %d x %d x %d\n", on, oc, oh, ow);
  EXPECT(on == N && oc == 4 && oh == 3 && ow == 3);

  // Pooling: 2x2 max, stride 2; 3x3 average counting padding, pad 1, stride 2.
  cudnnPoolingDescriptor_t pd;
  CHECK_DNN(cudnnCreatePoolingDescriptor(&pd));
  const cudnnPoolingMode_t modes[2] = {CUDNN_POOLING_MAX,
                                       CUDNN_POOLING_AVERAGE_COUNT_INCLUDE_PADDING};
  const int win[2] = {2, 3}, pad[2] = {0, 1};
  for (int m = 0; m < 2; ++m) {
    CHECK_DNN(cudnnSetPooling2dDescriptor(pd, modes[m], CUDNN_NOT_PROPAGATE_NAN, win[m], win[m],
                                          pad[m], pad[m], 2, 2));
    int pn, pc, ph, pw;
    CHECK_DNN(cudnnGetPooling2dForwardOutputDim(pd, xd, &pn, &pc, &ph, &pw));
    std::printf("pooling %s: %d x %d x %d x %d\n", m == 0 ? "max" : "average", pn, pc, ph, pw);
    EXPECT(pn == N && pc == C && ph == 4 && pw == 4);
    cudnnTensorDescriptor_t pdsc;
    CHECK_DNN(cudnnCreateTensorDescriptor(&pdsc));
    CHECK_DNN(cudnnSetTensor4dDescriptor(pdsc, CUDNN_TENSOR_NCHW, CUDNN_DATA_FLOAT, pn, pc, ph, pw));
    CHECK_DNN(cudnnPoolingForward(h, pd, &one, xd, dx, &zero, pdsc, dy));
    std::vector<float> p = to_host(dy, pn * pc * ph * pw);
    double worst = 0, sum = 0;
    for (int n = 0; n < N; ++n)
      for (int c = 0; c < C; ++c)
        for (int i = 0; i < ph; ++i)
          for (int j = 0; j < pw; ++j) {
            double ref = m == 0 ? -1e30 : 0;
            for (int a = 0; a < win[m]; ++a)
              for (int b = 0; b < win[m]; ++b) {
                int yy = i * 2 - pad[m] + a, xx = j * 2 - pad[m] + b;
                double v = (yy < 0 || yy >= H || xx < 0 || xx >= W) ? 0.0 : at(x, n, c, yy, xx);
                if (m == 0) ref = std::fmax(ref, v);
                else ref += v / (win[m] * win[m]);
              }
            double got_v = p[((n * C + c) * ph + i) * pw + j];
            worst = std::fmax(worst, std::fabs(got_v - ref));
            sum += got_v;
          }
    std::printf("pooling %s: sum %.4f, %s\n", m == 0 ? "max" : "average", sum,
                worst <= 1e-5 ? "matches host" : "DIFFERS from host");
    EXPECT(worst <= 1e-5);
    CHECK_DNN(cudnnDestroyTensorDescriptor(pdsc));
  }

  // Softmax: accurate over the channels; log over each instance (C*H*W).
  for (int m = 0; m < 2; ++m) {
    if (m == 0)
      CHECK_DNN(cudnnSoftmaxForward(h, CUDNN_SOFTMAX_ACCURATE, CUDNN_SOFTMAX_MODE_CHANNEL, &one,
                                    xd, dx, &zero, xd, dy));
    else
      CHECK_DNN(cudnnSoftmaxForward(h, CUDNN_SOFTMAX_LOG, CUDNN_SOFTMAX_MODE_INSTANCE, &one, xd,
                                    dx, &zero, xd, dy));
    y = to_host(dy, count);
    double worst = 0, sum = 0;
    for (int n = 0; n < N; ++n) {
      if (m == 0) {
        for (int i = 0; i < H * W; ++i) {
          double mx = -1e30, den = 0;
          for (int c = 0; c < C; ++c) mx = std::fmax(mx, x[(n * C + c) * H * W + i]);
          for (int c = 0; c < C; ++c) den += std::exp(x[(n * C + c) * H * W + i] - mx);
          for (int c = 0; c < C; ++c) {
            double ref = std::exp(x[(n * C + c) * H * W + i] - mx) / den;
            worst = std::fmax(worst, std::fabs(y[(n * C + c) * H * W + i] - ref));
          }
        }
      } else {
        double mx = -1e30, den = 0;
        for (int i = 0; i < C * H * W; ++i) mx = std::fmax(mx, x[n * C * H * W + i]);
        for (int i = 0; i < C * H * W; ++i) den += std::exp(x[n * C * H * W + i] - mx);
        for (int i = 0; i < C * H * W; ++i) {
          double ref = x[n * C * H * W + i] - mx - std::log(den);
          worst = std::fmax(worst, std::fabs(y[n * C * H * W + i] - ref));
        }
      }
    }
    for (float v : y) sum += v;
    std::printf("softmax %s: sum %.3f, %s\n", m == 0 ? "channel" : "log instance", sum,
                worst <= 1e-5 ? "matches host" : "DIFFERS from host");
    EXPECT(worst <= 1e-5);
  }

  // Batch normalization, inference, spatial: per-channel scale/bias/mean/var.
  cudnnTensorDescriptor_t bnd;
  CHECK_DNN(cudnnCreateTensorDescriptor(&bnd));
  CHECK_DNN(cudnnDeriveBNTensorDescriptor(bnd, xd, CUDNN_BATCHNORM_SPATIAL));
  CHECK_DNN(cudnnGetTensor4dDescriptor(bnd, &dt, &n_, &c_, &h_, &w_, &ns, &cs, &hs, &ws));
  std::printf("batch-norm parameters: %d x %d x %d x %d\n", n_, c_, h_, w_);
  EXPECT(dt == CUDNN_DATA_FLOAT && n_ == 1 && c_ == C && h_ == 1 && w_ == 1);
  std::vector<float> bscale = {1.5f, 0.5f, 2.0f}, bbias = {0.25f, -1.0f, 0.0f},
                     bmean = {0.1f, -0.2f, 0.3f}, bvar = {1.0f, 4.0f, 0.25f};
  float *dscale = to_device(bscale), *dbias = to_device(bbias), *dmean = to_device(bmean),
        *dvar = to_device(bvar);
  const double eps = 1e-5;
  CHECK_DNN(cudnnBatchNormalizationForwardInference(h, CUDNN_BATCHNORM_SPATIAL, &one, &zero, xd,
                                                    dx, xd, dy, bnd, dscale, dbias, dmean, dvar,
                                                    eps));
  y = to_host(dy, count);
  double worst = 0, sum = 0;
  for (int n = 0; n < N; ++n)
    for (int c = 0; c < C; ++c)
      for (int i = 0; i < H * W; ++i) {
        int k = (n * C + c) * H * W + i;
        double ref = bscale[c] * (x[k] - bmean[c]) / std::sqrt(bvar[c] + eps) + bbias[c];
        worst = std::fmax(worst, std::fabs(y[k] - ref));
        sum += y[k];
      }
  std::printf("batch norm: sum %.3f, %s\n", sum, worst <= 1e-4 ? "matches host" : "DIFFERS from host");
  EXPECT(worst <= 1e-4);

  CHECK_CUDA(cudaStreamSynchronize(stream));
  CHECK_DNN(cudnnDestroyTensorDescriptor(bnd));
  CHECK_DNN(cudnnDestroyPoolingDescriptor(pd));
  CHECK_DNN(cudnnDestroyConvolutionDescriptor(cd));
  CHECK_DNN(cudnnDestroyFilterDescriptor(fd));
  CHECK_DNN(cudnnDestroyTensorDescriptor(yd));
  CHECK_DNN(cudnnDestroyTensorDescriptor(nhwc));
  CHECK_DNN(cudnnDestroyTensorDescriptor(xd));
  CHECK_DNN(cudnnDestroy(h));
  for (float *p : {dx, dy, dscale, dbias, dmean, dvar}) CHECK_CUDA(cudaFree(p));
  CHECK_CUDA(cudaStreamDestroy(stream));
  std::printf("%s\n", failures == 0 ? "PASS" : "FAIL");
  return failures == 0 ? 0 : 1;
}
