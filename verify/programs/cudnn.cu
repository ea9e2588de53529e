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
//  * reductions (sum and max over H, W), cudnnConvolutionBackwardBias,
//    softmax backward, batch normalization training and backward
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

  // Reductions over H and W: N x C x 1 x 1 sums and maxima.
  cudnnTensorDescriptor_t rd;
  CHECK_DNN(cudnnCreateTensorDescriptor(&rd));
  CHECK_DNN(cudnnSetTensor4dDescriptor(rd, CUDNN_TENSOR_NCHW, CUDNN_DATA_FLOAT, N, C, 1, 1));
  cudnnReduceTensorDescriptor_t red;
  CHECK_DNN(cudnnCreateReduceTensorDescriptor(&red));
  float *dr, *dwork = nullptr;
  CHECK_CUDA(cudaMalloc(&dr, N * C * sizeof(float)));
  const cudnnReduceTensorOp_t rops[2] = {CUDNN_REDUCE_TENSOR_ADD, CUDNN_REDUCE_TENSOR_MAX};
  for (int m = 0; m < 2; ++m) {
    CHECK_DNN(cudnnSetReduceTensorDescriptor(red, rops[m], CUDNN_DATA_FLOAT,
                                             CUDNN_NOT_PROPAGATE_NAN,
                                             CUDNN_REDUCE_TENSOR_NO_INDICES, CUDNN_32BIT_INDICES));
    size_t wbytes = 0, ibytes = 0;
    CHECK_DNN(cudnnGetReductionWorkspaceSize(h, red, xd, rd, &wbytes));
    CHECK_DNN(cudnnGetReductionIndicesSize(h, red, xd, rd, &ibytes));
    std::printf("info: reduction workspace %zu, indices %zu bytes\n", wbytes, ibytes);
    if (dwork) CHECK_CUDA(cudaFree(dwork));
    dwork = nullptr;
    if (wbytes) CHECK_CUDA(cudaMalloc(&dwork, wbytes));
    CHECK_DNN(cudnnReduceTensor(h, red, nullptr, 0, dwork, wbytes, &one, xd, dx, &zero, rd, dr));
    std::vector<float> r = to_host(dr, N * C);
    bad = 0;
    for (int n = 0; n < N; ++n)
      for (int c = 0; c < C; ++c) {
        float ref = m == 0 ? 0.0f : -1e30f;
        for (int i = 0; i < H; ++i)
          for (int j = 0; j < W; ++j)
            ref = m == 0 ? ref + at(x, n, c, i, j) : std::fmax(ref, at(x, n, c, i, j));
        bad += std::fabs(r[n * C + c] - ref) > 1e-4f;
      }
    std::printf("reduce %s over H, W: r[0] %.2f, %d wrong\n", m == 0 ? "sum" : "max", r[0], bad);
    EXPECT(bad == 0);
  }

  // Convolution backward bias: db[c] = sum of dy over N, H, W (dy = x here).
  CHECK_DNN(cudnnConvolutionBackwardBias(h, &one, xd, dx, &zero, bnd, dr));
  std::vector<float> db = to_host(dr, C);
  bad = 0;
  for (int c = 0; c < C; ++c) {
    double ref = 0;
    for (int n = 0; n < N; ++n)
      for (int i = 0; i < H * W; ++i) ref += x[(n * C + c) * H * W + i];
    bad += std::fabs(db[c] - ref) > 1e-4;
  }
  std::printf("convolution backward bias: db[0] %.2f, %d wrong\n", db[0], bad);
  EXPECT(bad == 0);

  // Softmax backward over channels: dx = y * (dy - sum_c dy * y), y = softmax(x).
  std::vector<float> g(count);
  for (int i = 0; i < count; ++i) g[i] = float(i % 5) * 0.5f - 1.0f;
  float *dg = to_device(g), *dsy, *dgx;
  CHECK_CUDA(cudaMalloc(&dsy, count * sizeof(float)));
  CHECK_CUDA(cudaMalloc(&dgx, count * sizeof(float)));
  CHECK_DNN(cudnnSoftmaxForward(h, CUDNN_SOFTMAX_ACCURATE, CUDNN_SOFTMAX_MODE_CHANNEL, &one, xd,
                                dx, &zero, xd, dsy));
  CHECK_DNN(cudnnSoftmaxBackward(h, CUDNN_SOFTMAX_ACCURATE, CUDNN_SOFTMAX_MODE_CHANNEL, &one, xd,
                                 dsy, xd, dg, &zero, xd, dgx));
  std::vector<float> sy = to_host(dsy, count), gx = to_host(dgx, count);
  worst = 0;
  for (int n = 0; n < N; ++n)
    for (int i = 0; i < H * W; ++i) {
      double dot = 0;
      for (int c = 0; c < C; ++c) dot += g[(n * C + c) * H * W + i] * sy[(n * C + c) * H * W + i];
      for (int c = 0; c < C; ++c) {
        int k = (n * C + c) * H * W + i;
        worst = std::fmax(worst, std::fabs(gx[k] - sy[k] * (g[k] - dot)));
      }
    }
  std::printf("softmax backward: %s\n", worst <= 1e-5 ? "matches host" : "DIFFERS from host");
  EXPECT(worst <= 1e-5);

  // Batch normalization training (spatial): batch mean / inverse std saved,
  // running averages updated with factor 0.5; then backward with dy = 1
  // everywhere: dbias = N*H*W, dscale = sum of x-hat = 0, dx = 0.
  std::vector<float> rmean(C, 1.0f), rvar(C, 1.0f);
  float *drmean = to_device(rmean), *drvar = to_device(rvar), *dsmean, *dsinv, *ddscale, *ddbias;
  for (float **p : {&dsmean, &dsinv, &ddscale, &ddbias}) CHECK_CUDA(cudaMalloc(p, C * sizeof(float)));
  CHECK_DNN(cudnnBatchNormalizationForwardTraining(h, CUDNN_BATCHNORM_SPATIAL, &one, &zero, xd, dx,
                                                   xd, dy, bnd, dscale, dbias, 0.5, drmean, drvar,
                                                   eps, dsmean, dsinv));
  std::vector<float> smean = to_host(dsmean, C), sinv = to_host(dsinv, C), y2 = to_host(dy, count);
  rmean = to_host(drmean, C);
  rvar = to_host(drvar, C);
  worst = 0;
  const int per = N * H * W;
  for (int c = 0; c < C; ++c) {
    double mu = 0, var = 0;
    for (int n = 0; n < N; ++n)
      for (int i = 0; i < H * W; ++i) mu += x[(n * C + c) * H * W + i];
    mu /= per;
    for (int n = 0; n < N; ++n)
      for (int i = 0; i < H * W; ++i) {
        double d = x[(n * C + c) * H * W + i] - mu;
        var += d * d;
      }
    var /= per;  // biased: normalization; the running variance is unbiased
    worst = std::fmax(worst, std::fabs(smean[c] - mu));
    worst = std::fmax(worst, std::fabs(sinv[c] - 1.0 / std::sqrt(var + eps)));
    worst = std::fmax(worst, std::fabs(rmean[c] - (0.5 * 1.0 + 0.5 * mu)));
    worst = std::fmax(worst, std::fabs(rvar[c] - (0.5 * 1.0 + 0.5 * var * per / (per - 1))));
    for (int n = 0; n < N; ++n)
      for (int i = 0; i < H * W; ++i) {
        int k = (n * C + c) * H * W + i;
        double ref = bscale[c] * (x[k] - mu) / std::sqrt(var + eps) + bbias[c];
        worst = std::fmax(worst, std::fabs(y2[k] - ref));
      }
  }
  std::printf("batch norm training: mean[0] %.4f, %s\n", smean[0],
              worst <= 1e-4 ? "matches host" : "DIFFERS from host");
  EXPECT(worst <= 1e-4);
  std::vector<float> ones(count, 1.0f);
  float *dones = to_device(ones);
  CHECK_DNN(cudnnBatchNormalizationBackward(h, CUDNN_BATCHNORM_SPATIAL, &one, &zero, &one, &zero,
                                            xd, dx, xd, dones, xd, dgx, bnd, dscale, ddscale,
                                            ddbias, eps, dsmean, dsinv));
  std::vector<float> gs = to_host(ddscale, C), gb = to_host(ddbias, C), gxx = to_host(dgx, count);
  worst = 0;
  for (int c = 0; c < C; ++c) {
    worst = std::fmax(worst, std::fabs(gb[c] - per));
    worst = std::fmax(worst, std::fabs(gs[c]));
  }
  for (float v : gxx) worst = std::fmax(worst, std::fabs(v));
  std::printf("batch norm backward (dy = 1): dbias[0] %.1f, %s\n", gb[0],
              worst <= 1e-3 ? "matches host" : "DIFFERS from host");
  EXPECT(worst <= 1e-3);
  for (float *p : {dr, dg, dsy, dgx, drmean, drvar, dsmean, dsinv, ddscale, ddbias, dones})
    CHECK_CUDA(cudaFree(p));
  if (dwork) CHECK_CUDA(cudaFree(dwork));
  CHECK_DNN(cudnnDestroyReduceTensorDescriptor(red));
  CHECK_DNN(cudnnDestroyTensorDescriptor(rd));

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
