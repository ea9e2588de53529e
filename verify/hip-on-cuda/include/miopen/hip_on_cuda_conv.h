// miopen/hip_on_cuda_conv.h - MIOpen's convolution, pooling and batch
// normalization (inference) over cuDNN 9; included by <miopen/miopen.h>.
//
// Part of cuda2hip's HIP-on-CUDA layer (docs/verify.md), written from ROCm
// 6.3's miopen/miopen.h. MIOpen's convolution flow is modelled: the
// workspace query takes (handle, w, x, conv, y) and no algorithm (the layer
// answers the largest workspace of the cuDNN algorithms that apply, as
// MIOpen answers the largest of its solutions); miopenFindConvolutionForward-
// Algorithm runs cuDNN's find (cudnnFindConvolutionForwardAlgorithmEx) within
// the given workspace and reports MIOpen algorithm kinds (GEMM, FFT,
// Winograd, ImplicitGEMM), remembering on the convolution descriptor which
// cuDNN algorithm stands for each; miopenConvolutionForward takes such a kind
// and the workspace last.
#ifndef HIP_ON_CUDA_MIOPEN_CONV_H
#define HIP_ON_CUDA_MIOPEN_CONV_H
#include <miopen/miopen.h>

extern "C" {
typedef enum miopenConvFwdAlgorithm_t {
  miopenConvolutionFwdAlgoGEMM = 0,
  miopenConvolutionFwdAlgoDirect = 1,
  miopenConvolutionFwdAlgoFFT = 2,
  miopenConvolutionFwdAlgoWinograd = 3,
  miopenConvolutionFwdAlgoImplicitGEMM = 5,
} miopenConvFwdAlgorithm_t;
typedef enum miopenConvBwdWeightsAlgorithm_t {
  miopenConvolutionBwdWeightsAlgoGEMM = 0,
  miopenConvolutionBwdWeightsAlgoDirect = 1,
  miopenConvolutionBwdWeightsAlgoWinograd = 3,
  miopenConvolutionBwdWeightsAlgoImplicitGEMM = 5,
} miopenConvBwdWeightsAlgorithm_t;
typedef enum miopenConvBwdDataAlgorithm_t {
  miopenConvolutionBwdDataAlgoGEMM = 0,
  miopenConvolutionBwdDataAlgoDirect = 1,
  miopenConvolutionBwdDataAlgoFFT = 2,
  miopenConvolutionBwdDataAlgoWinograd = 3,
  miopenTransposeBwdDataAlgoGEMM = 4,
  miopenConvolutionBwdDataAlgoImplicitGEMM = 5,
} miopenConvBwdDataAlgorithm_t;
typedef struct {
  union {
    miopenConvFwdAlgorithm_t fwd_algo;
    miopenConvBwdWeightsAlgorithm_t bwd_weights_algo;
    miopenConvBwdDataAlgorithm_t bwd_data_algo;
  };
  float time;
  size_t memory;
} miopenConvAlgoPerf_t;
} // extern "C"

struct hip_on_cuda_miopen_conv {
  miopenConvolutionMode_t mode;
  int nd;
  int pad[CUDNN_DIM_MAX], stride[CUDNN_DIM_MAX], dilation[CUDNN_DIM_MAX];
  int groups;
  hip_on_cuda_cudnn::cudnnConvolutionDescriptor_t c;
  int fwd_algo[6];  // the cuDNN algorithm found for each MIOpen kind, -1: none yet
};
struct hip_on_cuda_miopen_pooling {
  miopenPoolingMode_t mode;
  int nd;
  int window[CUDNN_DIM_MAX], pad[CUDNN_DIM_MAX], stride[CUDNN_DIM_MAX];
};
static inline hip_on_cuda_miopen_conv *hip_on_cuda_mc(miopenConvolutionDescriptor_t d) {
  return reinterpret_cast<hip_on_cuda_miopen_conv *>(d);
}
static inline hip_on_cuda_miopen_pooling *hip_on_cuda_mp(miopenPoolingDescriptor_t d) {
  return reinterpret_cast<hip_on_cuda_miopen_pooling *>(d);
}
// The cuDNN convolution descriptor for an input of type t.
static inline miopenStatus_t hip_on_cuda_conv_desc(miopenConvolutionDescriptor_t convDesc,
                                                   miopenDataType_t t) {
  hip_on_cuda_miopen_conv *c = hip_on_cuda_mc(convDesc);
  if (!c || c->nd == 0) return miopenStatusBadParm;
  if (c->mode == miopenTranspose) return miopenStatusNotImplemented;
  hip_on_cuda_cudnn::cudnnDataType_t comp = t == miopenDouble ? hip_on_cuda_cudnn::CUDNN_DATA_DOUBLE
                         : t == miopenInt8 || t == miopenInt32 ? hip_on_cuda_cudnn::CUDNN_DATA_INT32
                                                               : hip_on_cuda_cudnn::CUDNN_DATA_FLOAT;
  HIP_ON_CUDA_DNN(hip_on_cuda_cudnn::cudnnSetConvolutionNdDescriptor(c->c, c->nd, c->pad, c->stride, c->dilation,
                                                  hip_on_cuda_cudnn::CUDNN_CROSS_CORRELATION, comp));
  HIP_ON_CUDA_DNN(hip_on_cuda_cudnn::cudnnSetConvolutionGroupCount(c->c, c->groups));
  return miopenStatusSuccess;
}
static inline miopenConvFwdAlgorithm_t hip_on_cuda_fwd_kind(hip_on_cuda_cudnn::cudnnConvolutionFwdAlgo_t a) {
  switch (a) {
  case hip_on_cuda_cudnn::CUDNN_CONVOLUTION_FWD_ALGO_GEMM: return miopenConvolutionFwdAlgoGEMM;
  case hip_on_cuda_cudnn::CUDNN_CONVOLUTION_FWD_ALGO_FFT:
  case hip_on_cuda_cudnn::CUDNN_CONVOLUTION_FWD_ALGO_FFT_TILING: return miopenConvolutionFwdAlgoFFT;
  case hip_on_cuda_cudnn::CUDNN_CONVOLUTION_FWD_ALGO_WINOGRAD:
  case hip_on_cuda_cudnn::CUDNN_CONVOLUTION_FWD_ALGO_WINOGRAD_NONFUSED: return miopenConvolutionFwdAlgoWinograd;
  case hip_on_cuda_cudnn::CUDNN_CONVOLUTION_FWD_ALGO_DIRECT: return miopenConvolutionFwdAlgoDirect;
  default: return miopenConvolutionFwdAlgoImplicitGEMM;
  }
}

extern "C" {
// --- convolution descriptors ----------------------------------------------------
static inline miopenStatus_t miopenCreateConvolutionDescriptor(
    miopenConvolutionDescriptor_t *convDesc) {
  if (!convDesc) return miopenStatusBadParm;
  hip_on_cuda_miopen_conv *c = new hip_on_cuda_miopen_conv();
  c->groups = 1;
  for (int &a : c->fwd_algo) a = -1;
  hip_on_cuda_cudnn::cudnnStatus_t s = hip_on_cuda_cudnn::cudnnCreateConvolutionDescriptor(&c->c);
  if (s != hip_on_cuda_cudnn::CUDNN_STATUS_SUCCESS) {
    delete c;
    return hip_on_cuda_dnn(s);
  }
  *convDesc = reinterpret_cast<miopenConvolutionDescriptor_t>(c);
  return miopenStatusSuccess;
}
static inline miopenStatus_t miopenDestroyConvolutionDescriptor(
    miopenConvolutionDescriptor_t convDesc) {
  if (!convDesc) return miopenStatusBadParm;
  hip_on_cuda_cudnn::cudnnDestroyConvolutionDescriptor(hip_on_cuda_mc(convDesc)->c);
  delete hip_on_cuda_mc(convDesc);
  return miopenStatusSuccess;
}
static inline miopenStatus_t miopenInitConvolutionNdDescriptor(
    miopenConvolutionDescriptor_t convDesc, int spatialDim, const int *padA, const int *strideA,
    const int *dilationA, miopenConvolutionMode_t c_mode) {
  hip_on_cuda_miopen_conv *c = hip_on_cuda_mc(convDesc);
  if (!c || spatialDim < 1 || spatialDim > CUDNN_DIM_MAX - 2) return miopenStatusBadParm;
  c->mode = c_mode;
  c->nd = spatialDim;
  for (int i = 0; i < spatialDim; ++i) {
    c->pad[i] = padA[i];
    c->stride[i] = strideA[i];
    c->dilation[i] = dilationA[i];
  }
  for (int &a : c->fwd_algo) a = -1;
  return miopenStatusSuccess;
}
static inline miopenStatus_t miopenInitConvolutionDescriptor(
    miopenConvolutionDescriptor_t convDesc, miopenConvolutionMode_t c_mode, int pad_h, int pad_w,
    int stride_h, int stride_w, int dilation_h, int dilation_w) {
  const int pad[2] = {pad_h, pad_w}, stride[2] = {stride_h, stride_w},
            dil[2] = {dilation_h, dilation_w};
  return miopenInitConvolutionNdDescriptor(convDesc, 2, pad, stride, dil, c_mode);
}
static inline miopenStatus_t miopenGetConvolutionDescriptor(
    miopenConvolutionDescriptor_t convDesc, miopenConvolutionMode_t *c_mode, int *pad_h,
    int *pad_w, int *stride_h, int *stride_w, int *dilation_h, int *dilation_w) {
  hip_on_cuda_miopen_conv *c = hip_on_cuda_mc(convDesc);
  if (!c || c->nd != 2) return miopenStatusBadParm;
  *c_mode = c->mode;
  *pad_h = c->pad[0]; *pad_w = c->pad[1];
  *stride_h = c->stride[0]; *stride_w = c->stride[1];
  *dilation_h = c->dilation[0]; *dilation_w = c->dilation[1];
  return miopenStatusSuccess;
}
static inline miopenStatus_t miopenSetConvolutionGroupCount(
    miopenConvolutionDescriptor_t convDesc, int groupCount) {
  if (!convDesc || groupCount < 1) return miopenStatusBadParm;
  hip_on_cuda_mc(convDesc)->groups = groupCount;
  return miopenStatusSuccess;
}
static inline miopenStatus_t miopenGetConvolutionGroupCount(
    miopenConvolutionDescriptor_t convDesc, int *groupCount) {
  if (!convDesc || !groupCount) return miopenStatusBadParm;
  *groupCount = hip_on_cuda_mc(convDesc)->groups;
  return miopenStatusSuccess;
}
static inline miopenStatus_t miopenGetConvolutionNdForwardOutputDim(
    miopenConvolutionDescriptor_t convDesc, const miopenTensorDescriptor_t inputTensorDesc,
    const miopenTensorDescriptor_t filterDesc, int *nDim, int *outputTensorDimA) {
  miopenStatus_t st = hip_on_cuda_conv_desc(convDesc, hip_on_cuda_mt(inputTensorDesc)->type);
  if (st != miopenStatusSuccess) return st;
  hip_on_cuda_cudnn::cudnnFilterDescriptor_t f = hip_on_cuda_filter(filterDesc);
  if (!f) return miopenStatusBadParm;
  int nd = hip_on_cuda_mt(inputTensorDesc)->nd;
  HIP_ON_CUDA_DNN(hip_on_cuda_cudnn::cudnnGetConvolutionNdForwardOutputDim(
      hip_on_cuda_mc(convDesc)->c, hip_on_cuda_mt(inputTensorDesc)->t, f, nd, outputTensorDimA));
  *nDim = nd;
  return miopenStatusSuccess;
}
static inline miopenStatus_t miopenGetConvolutionForwardOutputDim(
    miopenConvolutionDescriptor_t convDesc, const miopenTensorDescriptor_t inputTensorDesc,
    const miopenTensorDescriptor_t filterDesc, int *n, int *c, int *h, int *w) {
  int nd = 0, dims[CUDNN_DIM_MAX];
  if (hip_on_cuda_mt(inputTensorDesc)->nd != 4) return miopenStatusBadParm;
  miopenStatus_t st =
      miopenGetConvolutionNdForwardOutputDim(convDesc, inputTensorDesc, filterDesc, &nd, dims);
  if (st != miopenStatusSuccess) return st;
  *n = dims[0]; *c = dims[1]; *h = dims[2]; *w = dims[3];
  return miopenStatusSuccess;
}

// --- convolution forward --------------------------------------------------------
static inline miopenStatus_t miopenConvolutionForwardGetWorkSpaceSize(
    miopenHandle_t handle, const miopenTensorDescriptor_t wDesc,
    const miopenTensorDescriptor_t xDesc, const miopenConvolutionDescriptor_t convDesc,
    const miopenTensorDescriptor_t yDesc, size_t *workSpaceSize) {
  miopenStatus_t st = hip_on_cuda_conv_desc(convDesc, hip_on_cuda_mt(xDesc)->type);
  if (st != miopenStatusSuccess) return st;
  hip_on_cuda_cudnn::cudnnFilterDescriptor_t f = hip_on_cuda_filter(wDesc);
  if (!f || !workSpaceSize) return miopenStatusBadParm;
  hip_on_cuda_cudnn::cudnnConvolutionFwdAlgoPerf_t perf[hip_on_cuda_cudnn::CUDNN_CONVOLUTION_FWD_ALGO_COUNT];
  int n = 0;
  HIP_ON_CUDA_DNN(hip_on_cuda_cudnn::cudnnGetConvolutionForwardAlgorithm_v7(
      hip_on_cuda_mh(handle)->cudnn, hip_on_cuda_mt(xDesc)->t, f, hip_on_cuda_mc(convDesc)->c,
      hip_on_cuda_mt(yDesc)->t, hip_on_cuda_cudnn::CUDNN_CONVOLUTION_FWD_ALGO_COUNT, &n, perf));
  size_t most = 0;
  for (int i = 0; i < n; ++i)
    if (perf[i].status == hip_on_cuda_cudnn::CUDNN_STATUS_SUCCESS && perf[i].memory > most) most = perf[i].memory;
  *workSpaceSize = most;
  return miopenStatusSuccess;
}
static inline miopenStatus_t miopenFindConvolutionForwardAlgorithm(
    miopenHandle_t handle, const miopenTensorDescriptor_t xDesc, const void *x,
    const miopenTensorDescriptor_t wDesc, const void *w,
    const miopenConvolutionDescriptor_t convDesc, const miopenTensorDescriptor_t yDesc, void *y,
    const int requestAlgoCount, int *returnedAlgoCount, miopenConvAlgoPerf_t *perfResults,
    void *workSpace, size_t workSpaceSize, bool exhaustiveSearch) {
  (void)exhaustiveSearch;  // cuDNN's find always runs every algorithm that fits
  miopenStatus_t st = hip_on_cuda_conv_desc(convDesc, hip_on_cuda_mt(xDesc)->type);
  if (st != miopenStatusSuccess) return st;
  hip_on_cuda_cudnn::cudnnFilterDescriptor_t f = hip_on_cuda_filter(wDesc);
  if (!f || !returnedAlgoCount || !perfResults || requestAlgoCount < 1)
    return miopenStatusBadParm;
  hip_on_cuda_cudnn::cudnnConvolutionFwdAlgoPerf_t perf[hip_on_cuda_cudnn::CUDNN_CONVOLUTION_FWD_ALGO_COUNT];
  int n = 0;
  HIP_ON_CUDA_DNN(hip_on_cuda_cudnn::cudnnFindConvolutionForwardAlgorithmEx(
      hip_on_cuda_mh(handle)->cudnn, hip_on_cuda_mt(xDesc)->t, x, f, w,
      hip_on_cuda_mc(convDesc)->c, hip_on_cuda_mt(yDesc)->t, y, hip_on_cuda_cudnn::CUDNN_CONVOLUTION_FWD_ALGO_COUNT,
      &n, perf, workSpace, workSpaceSize));
  // cuDNN lists the fastest first: keep the fastest cuDNN algorithm of each kind.
  hip_on_cuda_miopen_conv *c = hip_on_cuda_mc(convDesc);
  int out = 0;
  bool seen[6] = {false, false, false, false, false, false};
  for (int i = 0; i < n && out < requestAlgoCount; ++i) {
    if (perf[i].status != hip_on_cuda_cudnn::CUDNN_STATUS_SUCCESS || perf[i].memory > workSpaceSize) continue;
    miopenConvFwdAlgorithm_t kind = hip_on_cuda_fwd_kind(perf[i].algo);
    if (seen[kind]) continue;
    seen[kind] = true;
    c->fwd_algo[kind] = int(perf[i].algo);
    perfResults[out].fwd_algo = kind;
    perfResults[out].time = perf[i].time;
    perfResults[out].memory = perf[i].memory;
    ++out;
  }
  *returnedAlgoCount = out;
  return out > 0 ? miopenStatusSuccess : miopenStatusUnknownError;
}
static inline miopenStatus_t miopenConvolutionForward(
    miopenHandle_t handle, const void *alpha, const miopenTensorDescriptor_t xDesc, const void *x,
    const miopenTensorDescriptor_t wDesc, const void *w,
    const miopenConvolutionDescriptor_t convDesc, miopenConvFwdAlgorithm_t algo, const void *beta,
    const miopenTensorDescriptor_t yDesc, void *y, void *workSpace, size_t workSpaceSize) {
  miopenStatus_t st = hip_on_cuda_conv_desc(convDesc, hip_on_cuda_mt(xDesc)->type);
  if (st != miopenStatusSuccess) return st;
  hip_on_cuda_cudnn::cudnnFilterDescriptor_t f = hip_on_cuda_filter(wDesc);
  if (!f || int(algo) < 0 || int(algo) > 5) return miopenStatusBadParm;
  // The algorithm found for this kind; without a find, cuDNN's
  // implicit-precomputed GEMM (or implicit GEMM, which needs no workspace).
  int a = hip_on_cuda_mc(convDesc)->fwd_algo[algo];
  hip_on_cuda_cudnn::cudnnHandle_t h = hip_on_cuda_mh(handle)->cudnn;
  hip_on_cuda_cudnn::cudnnConvolutionFwdAlgo_t ca =
      a >= 0 ? hip_on_cuda_cudnn::cudnnConvolutionFwdAlgo_t(a) : hip_on_cuda_cudnn::CUDNN_CONVOLUTION_FWD_ALGO_IMPLICIT_PRECOMP_GEMM;
  size_t need = 0;
  if (hip_on_cuda_cudnn::cudnnGetConvolutionForwardWorkspaceSize(h, hip_on_cuda_mt(xDesc)->t, f,
                                              hip_on_cuda_mc(convDesc)->c, hip_on_cuda_mt(yDesc)->t,
                                              ca, &need) != hip_on_cuda_cudnn::CUDNN_STATUS_SUCCESS ||
      need > workSpaceSize)
    ca = hip_on_cuda_cudnn::CUDNN_CONVOLUTION_FWD_ALGO_IMPLICIT_GEMM;
  HIP_ON_CUDA_DNN(hip_on_cuda_cudnn::cudnnConvolutionForward(h, alpha, hip_on_cuda_mt(xDesc)->t, x, f, w,
                                          hip_on_cuda_mc(convDesc)->c, ca, workSpace,
                                          workSpaceSize, beta, hip_on_cuda_mt(yDesc)->t, y));
  return miopenStatusSuccess;
}
// y = alpha * b + beta * y, b (1 x C x 1 x 1) broadcast (cudnnAddTensor).
static inline miopenStatus_t miopenConvolutionForwardBias(miopenHandle_t handle, const void *alpha,
                                                          const miopenTensorDescriptor_t bDesc,
                                                          const void *b, const void *beta,
                                                          const miopenTensorDescriptor_t yDesc,
                                                          void *y) {
  HIP_ON_CUDA_DNN(hip_on_cuda_cudnn::cudnnAddTensor(hip_on_cuda_mh(handle)->cudnn, alpha, hip_on_cuda_mt(bDesc)->t, b,
                                 beta, hip_on_cuda_mt(yDesc)->t, y));
  return miopenStatusSuccess;
}

// --- pooling --------------------------------------------------------------------
static inline miopenStatus_t miopenCreatePoolingDescriptor(miopenPoolingDescriptor_t *poolDesc) {
  if (!poolDesc) return miopenStatusBadParm;
  *poolDesc = reinterpret_cast<miopenPoolingDescriptor_t>(new hip_on_cuda_miopen_pooling());
  return miopenStatusSuccess;
}
static inline miopenStatus_t miopenDestroyPoolingDescriptor(miopenPoolingDescriptor_t poolDesc) {
  delete hip_on_cuda_mp(poolDesc);
  return miopenStatusSuccess;
}
static inline miopenStatus_t miopenSetNdPoolingDescriptor(miopenPoolingDescriptor_t poolDesc,
                                                          const miopenPoolingMode_t mode,
                                                          int nbDims, const int *windowDimA,
                                                          const int *padA, const int *stridesA) {
  hip_on_cuda_miopen_pooling *p = hip_on_cuda_mp(poolDesc);
  if (!p || nbDims < 1 || nbDims > CUDNN_DIM_MAX - 2) return miopenStatusBadParm;
  p->mode = mode;
  p->nd = nbDims;
  for (int i = 0; i < nbDims; ++i) {
    p->window[i] = windowDimA[i];
    p->pad[i] = padA[i];
    p->stride[i] = stridesA[i];
  }
  return miopenStatusSuccess;
}
static inline miopenStatus_t miopenSet2dPoolingDescriptor(miopenPoolingDescriptor_t poolDesc,
                                                          miopenPoolingMode_t mode,
                                                          int windowHeight, int windowWidth,
                                                          int pad_h, int pad_w, int stride_h,
                                                          int stride_w) {
  const int win[2] = {windowHeight, windowWidth}, pad[2] = {pad_h, pad_w},
            stride[2] = {stride_h, stride_w};
  return miopenSetNdPoolingDescriptor(poolDesc, mode, 2, win, pad, stride);
}
static inline miopenStatus_t miopenGet2dPoolingDescriptor(const miopenPoolingDescriptor_t poolDesc,
                                                          miopenPoolingMode_t *mode,
                                                          int *windowHeight, int *windowWidth,
                                                          int *pad_h, int *pad_w, int *stride_h,
                                                          int *stride_w) {
  hip_on_cuda_miopen_pooling *p = hip_on_cuda_mp(poolDesc);
  if (!p || p->nd != 2) return miopenStatusBadParm;
  *mode = p->mode;
  *windowHeight = p->window[0]; *windowWidth = p->window[1];
  *pad_h = p->pad[0]; *pad_w = p->pad[1];
  *stride_h = p->stride[0]; *stride_w = p->stride[1];
  return miopenStatusSuccess;
}
// Output size (in + 2 pad - window) / stride + 1 per spatial dimension, rounded
// down as cuDNN does (MIOpen's own rounding is not checked here: no MIOpen
// source or AMD GPU to compare with).
static inline miopenStatus_t miopenGetPoolingNdForwardOutputDim(
    const miopenPoolingDescriptor_t poolDesc, const miopenTensorDescriptor_t tensorDesc, int dims,
    int *tensorDimArr) {
  hip_on_cuda_miopen_pooling *p = hip_on_cuda_mp(poolDesc);
  hip_on_cuda_miopen_tensor *t = hip_on_cuda_mt(tensorDesc);
  if (!p || !t || t->nd != p->nd + 2 || dims != t->nd) return miopenStatusBadParm;
  tensorDimArr[0] = t->dims[0];
  tensorDimArr[1] = t->dims[1];
  for (int i = 0; i < p->nd; ++i)
    tensorDimArr[i + 2] = (t->dims[i + 2] + 2 * p->pad[i] - p->window[i]) / p->stride[i] + 1;
  return miopenStatusSuccess;
}
static inline miopenStatus_t miopenGetPoolingForwardOutputDim(
    const miopenPoolingDescriptor_t poolDesc, const miopenTensorDescriptor_t tensorDesc, int *n,
    int *c, int *h, int *w) {
  int d[4];
  miopenStatus_t st = miopenGetPoolingNdForwardOutputDim(poolDesc, tensorDesc, 4, d);
  if (st != miopenStatusSuccess) return st;
  *n = d[0]; *c = d[1]; *h = d[2]; *w = d[3];
  return miopenStatusSuccess;
}
// MIOpen keeps max-pooling indices (one byte each by default) for the
// backward pass; this layer's forward does not need them.
static inline miopenStatus_t miopenPoolingGetWorkSpaceSize(const miopenTensorDescriptor_t yDesc,
                                                           size_t *workSpaceSize) {
  hip_on_cuda_miopen_tensor *t = hip_on_cuda_mt(yDesc);
  if (!t || !workSpaceSize) return miopenStatusBadParm;
  size_t n = 1;
  for (int i = 0; i < t->nd; ++i) n *= size_t(t->dims[i]);
  *workSpaceSize = n;
  return miopenStatusSuccess;
}
static inline miopenStatus_t miopenPoolingForward(miopenHandle_t handle,
                                                  const miopenPoolingDescriptor_t poolDesc,
                                                  const void *alpha,
                                                  const miopenTensorDescriptor_t xDesc,
                                                  const void *x, const void *beta,
                                                  const miopenTensorDescriptor_t yDesc, void *y,
                                                  bool do_backward, void *workSpace,
                                                  size_t workSpaceSize) {
  (void)do_backward; (void)workSpace; (void)workSpaceSize;
  hip_on_cuda_miopen_pooling *p = hip_on_cuda_mp(poolDesc);
  if (!p || p->nd == 0) return miopenStatusBadParm;
  hip_on_cuda_cudnn::cudnnPoolingMode_t m = p->mode == miopenPoolingMax ? hip_on_cuda_cudnn::CUDNN_POOLING_MAX
                         : p->mode == miopenPoolingAverage
                             ? hip_on_cuda_cudnn::CUDNN_POOLING_AVERAGE_COUNT_EXCLUDE_PADDING
                             : hip_on_cuda_cudnn::CUDNN_POOLING_AVERAGE_COUNT_INCLUDE_PADDING;
  hip_on_cuda_cudnn::cudnnPoolingDescriptor_t pd;
  HIP_ON_CUDA_DNN(hip_on_cuda_cudnn::cudnnCreatePoolingDescriptor(&pd));
  hip_on_cuda_cudnn::cudnnStatus_t s = hip_on_cuda_cudnn::cudnnSetPoolingNdDescriptor(pd, m, hip_on_cuda_cudnn::CUDNN_NOT_PROPAGATE_NAN, p->nd, p->window,
                                                p->pad, p->stride);
  if (s == hip_on_cuda_cudnn::CUDNN_STATUS_SUCCESS)
    s = hip_on_cuda_cudnn::cudnnPoolingForward(hip_on_cuda_mh(handle)->cudnn, pd, alpha, hip_on_cuda_mt(xDesc)->t, x,
                            beta, hip_on_cuda_mt(yDesc)->t, y);
  hip_on_cuda_cudnn::cudnnDestroyPoolingDescriptor(pd);
  return hip_on_cuda_dnn(s);
}

// --- batch normalization (inference) --------------------------------------------
// Spatial: 1 x C x 1 x 1; per activation: 1 x C x H x W; float for half inputs.
static inline miopenStatus_t miopenDeriveBNTensorDescriptor(miopenTensorDescriptor_t derivedBnDesc,
                                                            const miopenTensorDescriptor_t xDesc,
                                                            miopenBatchNormMode_t bn_mode) {
  hip_on_cuda_miopen_tensor *x = hip_on_cuda_mt(xDesc);
  if (!x || x->nd < 3) return miopenStatusBadParm;
  int dims[CUDNN_DIM_MAX];
  dims[0] = 1;
  for (int i = 1; i < x->nd; ++i) dims[i] = (i == 1 || bn_mode == miopenBNPerActivation) ? x->dims[i] : 1;
  miopenDataType_t t =
      x->type == miopenHalf || x->type == miopenBFloat16 ? miopenFloat : x->type;
  return hip_on_cuda_tensor_set(derivedBnDesc, t, x->nd, dims, nullptr);
}
static inline miopenStatus_t miopenBatchNormalizationForwardInference(
    miopenHandle_t handle, miopenBatchNormMode_t bn_mode, void *alpha, void *beta,
    const miopenTensorDescriptor_t xDesc, const void *x, const miopenTensorDescriptor_t yDesc,
    void *y, const miopenTensorDescriptor_t bnScaleBiasMeanVarDesc, void *bnScale, void *bnBias,
    void *estimatedMean, void *estimatedVariance, double epsilon) {
  hip_on_cuda_cudnn::cudnnBatchNormMode_t m =
      bn_mode == miopenBNSpatial ? hip_on_cuda_cudnn::CUDNN_BATCHNORM_SPATIAL : hip_on_cuda_cudnn::CUDNN_BATCHNORM_PER_ACTIVATION;
  HIP_ON_CUDA_DNN(hip_on_cuda_cudnn::cudnnBatchNormalizationForwardInference(
      hip_on_cuda_mh(handle)->cudnn, m, alpha, beta, hip_on_cuda_mt(xDesc)->t, x,
      hip_on_cuda_mt(yDesc)->t, y, hip_on_cuda_mt(bnScaleBiasMeanVarDesc)->t, bnScale, bnBias,
      estimatedMean, estimatedVariance, epsilon));
  return miopenStatusSuccess;
}
} // extern "C"
#endif
