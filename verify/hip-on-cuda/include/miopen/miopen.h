// miopen/miopen.h - a subset of MIOpen over cuDNN 9.
//
// Part of cuda2hip's HIP-on-CUDA layer (docs/verify.md). Written from ROCm
// 6.3's miopen/miopen.h (the same names, signatures, enum values and opaque
// object types; scripts/hip_on_cuda_decls.py checks them; the enums get a
// tag, MIOpen's are anonymous, so that the check sees them); MIOpen's side is
// what is modelled: descriptors are the layer's own objects (a tensor
// descriptor also describes filters, as in MIOpen), turned into cuDNN
// descriptors where a cuDNN call needs one. The subset is what cuda2hip's
// tables map from cuDNN (lib/Mappings/tables/dnn*.def) plus the MIOpen calls
// a program needs around them:
//   handles and streams; tensor descriptors (4d packed / strided, Nd, get,
//   sizes); miopenSetTensor, miopenScaleTensor, miopenTransformTensor,
//   miopenOpTensor; activation descriptors and miopenActivationForward
//   (PASTHRU, LOGISTIC, TANH with alpha = beta = 1, RELU, CLIPPEDRELU, ELU;
//   the others return miopenStatusNotImplemented); miopenSoftmaxForward(_V2);
//   and in miopen/hip_on_cuda_conv.h: convolution descriptors, output
//   dimensions, miopenConvolutionForwardGetWorkSpaceSize,
//   miopenFindConvolutionForwardAlgorithm, miopenConvolutionForward(Bias);
//   pooling descriptors, output dimensions, workspace, miopenPoolingForward;
//   miopenDeriveBNTensorDescriptor, miopenBatchNormalizationForwardInference;
//   and in miopen/hip_on_cuda_more.h: reductions (reduce-tensor descriptors,
//   sizes, miopenReduceTensor), miopenActivationBackward,
//   miopenSoftmaxBackward(_V2), miopenBatchNormalizationForwardTraining,
//   miopenBatchNormalizationBackward, miopenConvolutionBackwardBias.
// Links -lcudnn.
#ifndef HIP_ON_CUDA_MIOPEN_H
#define HIP_ON_CUDA_MIOPEN_H
#include <hip/hip_runtime_api.h>
#include <library_types.h>
#include <stddef.h>
#include <stdint.h>
// cuDNN's declarations live in a namespace of their own here (its functions
// keep their C names, so they link to libcudnn): a cuDNN call the translator
// left in a program does not compile against this layer, as it would not
// against MIOpen. (Its macros, CUDNN_DIM_MAX and the like, stay global.)
namespace hip_on_cuda_cudnn {
#include <cudnn.h>
}

#ifdef __clang__  // as MIOpen's header: its objects are empty structs in extern "C"
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wextern-c-compat"
#endif

#define MIOPEN_BACKEND_HIP 1
#define MIOPEN_BACKEND_OPENCL 0

#define MIOPEN_DECLARE_OBJECT(name) \
  struct name {};                   \
  typedef struct name *name##_t;

extern "C" {
typedef hipStream_t miopenAcceleratorQueue_t;
MIOPEN_DECLARE_OBJECT(miopenHandle);

typedef enum miopenStatus_t {
  miopenStatusSuccess = 0,
  miopenStatusNotInitialized = 1,
  miopenStatusInvalidValue = 2,
  miopenStatusBadParm = 3,
  miopenStatusAllocFailed = 4,
  miopenStatusInternalError = 5,
  miopenStatusNotImplemented = 6,
  miopenStatusUnknownError = 7,
  miopenStatusUnsupportedOp = 8,
  miopenStatusGpuOperationsSkipped = 9,
  miopenStatusVersionMismatch = 10,
} miopenStatus_t;

MIOPEN_DECLARE_OBJECT(miopenTensorDescriptor);
MIOPEN_DECLARE_OBJECT(miopenConvolutionDescriptor);
MIOPEN_DECLARE_OBJECT(miopenPoolingDescriptor);
MIOPEN_DECLARE_OBJECT(miopenActivationDescriptor);

typedef enum miopenDataType_t {
  miopenHalf = 0,
  miopenFloat = 1,
  miopenInt32 = 2,
  miopenInt8 = 3,
  miopenBFloat16 = 5,
  miopenDouble = 6,
  miopenInt64 = 9,
} miopenDataType_t;
typedef enum miopenTensorLayout_t {
  miopenTensorNCHW = 0,
  miopenTensorNHWC = 1,
  miopenTensorCHWN = 2,
  miopenTensorNCHWc4 = 3,
  miopenTensorNCHWc8 = 4,
  miopenTensorCHWNc4 = 5,
  miopenTensorCHWNc8 = 6,
  miopenTensorNCDHW = 7,
  miopenTensorNDHWC = 8,
} miopenTensorLayout_t;
typedef enum miopenTensorOp_t {
  miopenTensorOpAdd = 0,
  miopenTensorOpMul = 1,
  miopenTensorOpMin = 2,
  miopenTensorOpMax = 3,
} miopenTensorOp_t;
typedef enum miopenConvolutionMode_t {
  miopenConvolution = 0,
  miopenTranspose = 1,
  miopenGroupConv = 2,
  miopenDepthwise = 3,
} miopenConvolutionMode_t;
typedef enum miopenPoolingMode_t {
  miopenPoolingMax = 0,
  miopenPoolingAverage = 1,
  miopenPoolingAverageInclusive = 2,
} miopenPoolingMode_t;
typedef enum miopenBatchNormMode_t {
  miopenBNPerActivation = 0,
  miopenBNSpatial = 1,
} miopenBatchNormMode_t;
typedef enum miopenActivationMode_t {
  miopenActivationPASTHRU = 0,
  miopenActivationLOGISTIC = 1,
  miopenActivationTANH = 2,
  miopenActivationRELU = 3,
  miopenActivationSOFTRELU = 4,
  miopenActivationABS = 5,
  miopenActivationPOWER = 6,
  miopenActivationCLIPPEDRELU = 7,
  miopenActivationLEAKYRELU = 8,
  miopenActivationELU = 9,
} miopenActivationMode_t;
typedef enum miopenSoftmaxAlgorithm_t {
  MIOPEN_SOFTMAX_FAST = 0,
  MIOPEN_SOFTMAX_ACCURATE = 1,
  MIOPEN_SOFTMAX_LOG = 2,
} miopenSoftmaxAlgorithm_t;
typedef enum miopenSoftmaxMode_t {
  MIOPEN_SOFTMAX_MODE_INSTANCE = 0,
  MIOPEN_SOFTMAX_MODE_CHANNEL = 1,
} miopenSoftmaxMode_t;
typedef enum miopenNanPropagation_t {
  MIOPEN_NOT_PROPAGATE_NAN = 0,
  MIOPEN_PROPAGATE_NAN = 1,
} miopenNanPropagation_t;
} // extern "C"

// --- the layer's objects behind MIOpen's opaque handles ----------------------
struct hip_on_cuda_miopen_handle {
  hip_on_cuda_cudnn::cudnnHandle_t cudnn;
  hipStream_t stream;
};
struct hip_on_cuda_miopen_tensor {
  miopenDataType_t type;
  int nd;
  int dims[CUDNN_DIM_MAX];
  int strides[CUDNN_DIM_MAX];
  hip_on_cuda_cudnn::cudnnTensorDescriptor_t t;
  hip_on_cuda_cudnn::cudnnFilterDescriptor_t f;
};
struct hip_on_cuda_miopen_activation {
  miopenActivationMode_t mode;
  double alpha, beta, gamma;
};
static inline hip_on_cuda_miopen_handle *hip_on_cuda_mh(miopenHandle_t h) {
  return reinterpret_cast<hip_on_cuda_miopen_handle *>(h);
}
static inline hip_on_cuda_miopen_tensor *hip_on_cuda_mt(miopenTensorDescriptor_t d) {
  return reinterpret_cast<hip_on_cuda_miopen_tensor *>(d);
}

static inline miopenStatus_t hip_on_cuda_dnn(hip_on_cuda_cudnn::cudnnStatus_t s) {
  if (s == hip_on_cuda_cudnn::CUDNN_STATUS_SUCCESS) return miopenStatusSuccess;
  switch (int(s) / 1000) {  // cuDNN 9 groups its codes by thousands
  case 1: return miopenStatusNotInitialized;
  case 2: return s == hip_on_cuda_cudnn::CUDNN_STATUS_ALLOC_FAILED ? miopenStatusAllocFailed : miopenStatusBadParm;
  case 3: return miopenStatusNotImplemented;
  case 4: return miopenStatusInternalError;
  default: return miopenStatusUnknownError;
  }
}
#define HIP_ON_CUDA_DNN(call)                                 \
  do {                                                        \
    miopenStatus_t s_ = hip_on_cuda_dnn(call);                \
    if (s_ != miopenStatusSuccess) return s_;                 \
  } while (0)

static inline bool hip_on_cuda_dnn_type(miopenDataType_t t, hip_on_cuda_cudnn::cudnnDataType_t *out) {
  switch (t) {
  case miopenHalf: *out = hip_on_cuda_cudnn::CUDNN_DATA_HALF; return true;
  case miopenFloat: *out = hip_on_cuda_cudnn::CUDNN_DATA_FLOAT; return true;
  case miopenInt32: *out = hip_on_cuda_cudnn::CUDNN_DATA_INT32; return true;
  case miopenInt8: *out = hip_on_cuda_cudnn::CUDNN_DATA_INT8; return true;
  case miopenBFloat16: *out = hip_on_cuda_cudnn::CUDNN_DATA_BFLOAT16; return true;
  case miopenDouble: *out = hip_on_cuda_cudnn::CUDNN_DATA_DOUBLE; return true;
  case miopenInt64: *out = hip_on_cuda_cudnn::CUDNN_DATA_INT64; return true;
  }
  return false;
}
static inline size_t hip_on_cuda_dnn_type_size(miopenDataType_t t) {
  switch (t) {
  case miopenHalf: case miopenBFloat16: return 2;
  case miopenFloat: case miopenInt32: return 4;
  case miopenInt8: return 1;
  case miopenDouble: case miopenInt64: return 8;
  }
  return 0;
}

// (Re)builds the cuDNN tensor descriptor (cuDNN wants at least 4 dimensions:
// trailing 1s are added, as MIOpen's 4d views of smaller tensors do).
static inline miopenStatus_t hip_on_cuda_tensor_set(miopenTensorDescriptor_t desc,
                                                    miopenDataType_t type, int nd,
                                                    const int *dims, const int *strides) {
  hip_on_cuda_miopen_tensor *d = hip_on_cuda_mt(desc);
  hip_on_cuda_cudnn::cudnnDataType_t ct;
  if (!d || nd < 1 || nd > CUDNN_DIM_MAX || !dims || !hip_on_cuda_dnn_type(type, &ct))
    return miopenStatusBadParm;
  d->type = type;
  d->nd = nd;
  for (int i = nd - 1; i >= 0; --i) {
    if (dims[i] <= 0) return miopenStatusBadParm;
    d->dims[i] = dims[i];
    d->strides[i] = strides ? strides[i] : (i == nd - 1 ? 1 : d->strides[i + 1] * dims[i + 1]);
  }
  int cd[CUDNN_DIM_MAX], cs[CUDNN_DIM_MAX], n = nd < 4 ? 4 : nd;
  for (int i = 0; i < n; ++i) {
    cd[i] = i < nd ? d->dims[i] : 1;
    cs[i] = i < nd ? d->strides[i] : 1;
  }
  HIP_ON_CUDA_DNN(hip_on_cuda_cudnn::cudnnSetTensorNdDescriptor(d->t, ct, n, cd, cs));
  return miopenStatusSuccess;
}
// The filter view of a tensor descriptor (packed, NCHW).
static inline hip_on_cuda_cudnn::cudnnFilterDescriptor_t hip_on_cuda_filter(miopenTensorDescriptor_t desc) {
  hip_on_cuda_miopen_tensor *d = hip_on_cuda_mt(desc);
  hip_on_cuda_cudnn::cudnnDataType_t ct;
  if (!hip_on_cuda_dnn_type(d->type, &ct)) return nullptr;
  int cd[CUDNN_DIM_MAX], n = d->nd < 4 ? 4 : d->nd;
  for (int i = 0; i < n; ++i) cd[i] = i < d->nd ? d->dims[i] : 1;
  if (hip_on_cuda_cudnn::cudnnSetFilterNdDescriptor(d->f, ct, hip_on_cuda_cudnn::CUDNN_TENSOR_NCHW, n, cd) != hip_on_cuda_cudnn::CUDNN_STATUS_SUCCESS)
    return nullptr;
  return d->f;
}

// --- errors, handles, streams -------------------------------------------------
extern "C" {
static inline const char *miopenGetErrorString(miopenStatus_t error) {
  switch (error) {
  case miopenStatusSuccess: return "miopenStatusSuccess";
  case miopenStatusNotInitialized: return "miopenStatusNotInitialized";
  case miopenStatusInvalidValue: return "miopenStatusInvalidValue";
  case miopenStatusBadParm: return "miopenStatusBadParm";
  case miopenStatusAllocFailed: return "miopenStatusAllocFailed";
  case miopenStatusInternalError: return "miopenStatusInternalError";
  case miopenStatusNotImplemented: return "miopenStatusNotImplemented";
  case miopenStatusUnknownError: return "miopenStatusUnknownError";
  case miopenStatusUnsupportedOp: return "miopenStatusUnsupportedOp";
  case miopenStatusGpuOperationsSkipped: return "miopenStatusGpuOperationsSkipped";
  case miopenStatusVersionMismatch: return "miopenStatusVersionMismatch";
  }
  return "Unknown error";
}

static inline miopenStatus_t miopenCreateWithStream(miopenHandle_t *handle,
                                                    miopenAcceleratorQueue_t stream) {
  if (!handle) return miopenStatusBadParm;
  hip_on_cuda_miopen_handle *h = new hip_on_cuda_miopen_handle{nullptr, stream};
  hip_on_cuda_cudnn::cudnnStatus_t s = hip_on_cuda_cudnn::cudnnCreate(&h->cudnn);
  if (s == hip_on_cuda_cudnn::CUDNN_STATUS_SUCCESS) s = hip_on_cuda_cudnn::cudnnSetStream(h->cudnn, stream);
  if (s != hip_on_cuda_cudnn::CUDNN_STATUS_SUCCESS) {
    if (h->cudnn) hip_on_cuda_cudnn::cudnnDestroy(h->cudnn);
    delete h;
    return hip_on_cuda_dnn(s);
  }
  *handle = reinterpret_cast<miopenHandle_t>(h);
  return miopenStatusSuccess;
}
static inline miopenStatus_t miopenCreate(miopenHandle_t *handle) {
  return miopenCreateWithStream(handle, nullptr);
}
static inline miopenStatus_t miopenDestroy(miopenHandle_t handle) {
  if (!handle) return miopenStatusBadParm;
  hip_on_cuda_miopen_handle *h = hip_on_cuda_mh(handle);
  hip_on_cuda_cudnn::cudnnStatus_t s = hip_on_cuda_cudnn::cudnnDestroy(h->cudnn);
  delete h;
  return hip_on_cuda_dnn(s);
}
static inline miopenStatus_t miopenSetStream(miopenHandle_t handle,
                                             miopenAcceleratorQueue_t streamID) {
  if (!handle) return miopenStatusBadParm;
  HIP_ON_CUDA_DNN(hip_on_cuda_cudnn::cudnnSetStream(hip_on_cuda_mh(handle)->cudnn, streamID));
  hip_on_cuda_mh(handle)->stream = streamID;
  return miopenStatusSuccess;
}
static inline miopenStatus_t miopenGetStream(miopenHandle_t handle,
                                             miopenAcceleratorQueue_t *streamID) {
  if (!handle || !streamID) return miopenStatusBadParm;
  *streamID = hip_on_cuda_mh(handle)->stream;
  return miopenStatusSuccess;
}

// --- tensor descriptors -------------------------------------------------------
static inline miopenStatus_t miopenCreateTensorDescriptor(miopenTensorDescriptor_t *tensorDesc) {
  if (!tensorDesc) return miopenStatusBadParm;
  hip_on_cuda_miopen_tensor *d = new hip_on_cuda_miopen_tensor();
  hip_on_cuda_cudnn::cudnnStatus_t s = hip_on_cuda_cudnn::cudnnCreateTensorDescriptor(&d->t);
  if (s == hip_on_cuda_cudnn::CUDNN_STATUS_SUCCESS) s = hip_on_cuda_cudnn::cudnnCreateFilterDescriptor(&d->f);
  if (s != hip_on_cuda_cudnn::CUDNN_STATUS_SUCCESS) {
    if (d->t) hip_on_cuda_cudnn::cudnnDestroyTensorDescriptor(d->t);
    delete d;
    return hip_on_cuda_dnn(s);
  }
  d->type = miopenFloat;
  *tensorDesc = reinterpret_cast<miopenTensorDescriptor_t>(d);
  return miopenStatusSuccess;
}
static inline miopenStatus_t miopenDestroyTensorDescriptor(miopenTensorDescriptor_t tensorDesc) {
  if (!tensorDesc) return miopenStatusBadParm;
  hip_on_cuda_miopen_tensor *d = hip_on_cuda_mt(tensorDesc);
  hip_on_cuda_cudnn::cudnnDestroyTensorDescriptor(d->t);
  hip_on_cuda_cudnn::cudnnDestroyFilterDescriptor(d->f);
  delete d;
  return miopenStatusSuccess;
}
static inline miopenStatus_t miopenSet4dTensorDescriptor(miopenTensorDescriptor_t tensorDesc,
                                                         miopenDataType_t dataType, int n, int c,
                                                         int h, int w) {
  const int dims[4] = {n, c, h, w};
  return hip_on_cuda_tensor_set(tensorDesc, dataType, 4, dims, nullptr);
}
static inline miopenStatus_t miopenSet4dTensorDescriptorEx(miopenTensorDescriptor_t tensorDesc,
                                                           miopenDataType_t dataType, int n,
                                                           int c, int h, int w, int nStride,
                                                           int cStride, int hStride,
                                                           int wStride) {
  const int dims[4] = {n, c, h, w}, strides[4] = {nStride, cStride, hStride, wStride};
  return hip_on_cuda_tensor_set(tensorDesc, dataType, 4, dims, strides);
}
static inline miopenStatus_t miopenGet4dTensorDescriptor(miopenTensorDescriptor_t tensorDesc,
                                                         miopenDataType_t *dataType, int *n,
                                                         int *c, int *h, int *w, int *nStride,
                                                         int *cStride, int *hStride,
                                                         int *wStride) {
  hip_on_cuda_miopen_tensor *d = hip_on_cuda_mt(tensorDesc);
  if (!d || d->nd != 4) return miopenStatusBadParm;
  *dataType = d->type;
  *n = d->dims[0]; *c = d->dims[1]; *h = d->dims[2]; *w = d->dims[3];
  *nStride = d->strides[0]; *cStride = d->strides[1];
  *hStride = d->strides[2]; *wStride = d->strides[3];
  return miopenStatusSuccess;
}
// stridesA may be null: packed (MIOpen computes the strides).
static inline miopenStatus_t miopenSetTensorDescriptor(miopenTensorDescriptor_t tensorDesc,
                                                       miopenDataType_t dataType, int nbDims,
                                                       const int *dimsA, const int *stridesA) {
  return hip_on_cuda_tensor_set(tensorDesc, dataType, nbDims, dimsA, stridesA);
}
static inline miopenStatus_t miopenGetTensorDescriptorSize(miopenTensorDescriptor_t tensorDesc,
                                                           int *size) {
  if (!tensorDesc || !size) return miopenStatusBadParm;
  *size = hip_on_cuda_mt(tensorDesc)->nd;
  return miopenStatusSuccess;
}
static inline miopenStatus_t miopenGetTensorDescriptor(miopenTensorDescriptor_t tensorDesc,
                                                       miopenDataType_t *dataType, int *dimsA,
                                                       int *stridesA) {
  hip_on_cuda_miopen_tensor *d = hip_on_cuda_mt(tensorDesc);
  if (!d) return miopenStatusBadParm;
  if (dataType) *dataType = d->type;
  for (int i = 0; i < d->nd; ++i) {
    if (dimsA) dimsA[i] = d->dims[i];
    if (stridesA) stridesA[i] = d->strides[i];
  }
  return miopenStatusSuccess;
}
// MIOpen: the bytes the tensor spans, (sum of (len-1)*stride + 1) elements.
static inline miopenStatus_t miopenGetTensorNumBytes(miopenTensorDescriptor_t tensorDesc,
                                                     size_t *numBytes) {
  hip_on_cuda_miopen_tensor *d = hip_on_cuda_mt(tensorDesc);
  if (!d || !numBytes) return miopenStatusBadParm;
  size_t span = 1;
  for (int i = 0; i < d->nd; ++i) span += size_t(d->dims[i] - 1) * size_t(d->strides[i]);
  *numBytes = span * hip_on_cuda_dnn_type_size(d->type);
  return miopenStatusSuccess;
}

// --- whole-tensor operations ----------------------------------------------------
static inline miopenStatus_t miopenSetTensor(miopenHandle_t handle,
                                             const miopenTensorDescriptor_t yDesc, void *y,
                                             const void *alpha) {
  HIP_ON_CUDA_DNN(hip_on_cuda_cudnn::cudnnSetTensor(hip_on_cuda_mh(handle)->cudnn, hip_on_cuda_mt(yDesc)->t, y, alpha));
  return miopenStatusSuccess;
}
static inline miopenStatus_t miopenScaleTensor(miopenHandle_t handle,
                                               const miopenTensorDescriptor_t yDesc, void *y,
                                               const void *alpha) {
  HIP_ON_CUDA_DNN(
      hip_on_cuda_cudnn::cudnnScaleTensor(hip_on_cuda_mh(handle)->cudnn, hip_on_cuda_mt(yDesc)->t, y, alpha));
  return miopenStatusSuccess;
}
static inline miopenStatus_t miopenTransformTensor(miopenHandle_t handle, const void *alpha,
                                                   const miopenTensorDescriptor_t xDesc,
                                                   const void *x, const void *beta,
                                                   const miopenTensorDescriptor_t yDesc, void *y) {
  HIP_ON_CUDA_DNN(hip_on_cuda_cudnn::cudnnTransformTensor(hip_on_cuda_mh(handle)->cudnn, alpha,
                                       hip_on_cuda_mt(xDesc)->t, x, beta,
                                       hip_on_cuda_mt(yDesc)->t, y));
  return miopenStatusSuccess;
}
// C = op(alpha1 * A, alpha2 * B) + beta * C, B broadcast over C (cuDNN's
// cudnnOpTensor with an op-tensor descriptor made for the call).
static inline miopenStatus_t miopenOpTensor(miopenHandle_t handle, miopenTensorOp_t tensorOp,
                                            const void *alpha1,
                                            const miopenTensorDescriptor_t aDesc, const void *A,
                                            const void *alpha2,
                                            const miopenTensorDescriptor_t bDesc, const void *B,
                                            const void *beta,
                                            const miopenTensorDescriptor_t cDesc, void *C) {
  hip_on_cuda_cudnn::cudnnOpTensorOp_t op;
  switch (tensorOp) {
  case miopenTensorOpAdd: op = hip_on_cuda_cudnn::CUDNN_OP_TENSOR_ADD; break;
  case miopenTensorOpMul: op = hip_on_cuda_cudnn::CUDNN_OP_TENSOR_MUL; break;
  case miopenTensorOpMin: op = hip_on_cuda_cudnn::CUDNN_OP_TENSOR_MIN; break;
  case miopenTensorOpMax: op = hip_on_cuda_cudnn::CUDNN_OP_TENSOR_MAX; break;
  default: return miopenStatusBadParm;
  }
  hip_on_cuda_cudnn::cudnnDataType_t comp =
      hip_on_cuda_mt(cDesc)->type == miopenDouble ? hip_on_cuda_cudnn::CUDNN_DATA_DOUBLE : hip_on_cuda_cudnn::CUDNN_DATA_FLOAT;
  hip_on_cuda_cudnn::cudnnOpTensorDescriptor_t od;
  HIP_ON_CUDA_DNN(hip_on_cuda_cudnn::cudnnCreateOpTensorDescriptor(&od));
  hip_on_cuda_cudnn::cudnnStatus_t s = hip_on_cuda_cudnn::cudnnSetOpTensorDescriptor(od, op, comp, hip_on_cuda_cudnn::CUDNN_NOT_PROPAGATE_NAN);
  if (s == hip_on_cuda_cudnn::CUDNN_STATUS_SUCCESS)
    s = hip_on_cuda_cudnn::cudnnOpTensor(hip_on_cuda_mh(handle)->cudnn, od, alpha1, hip_on_cuda_mt(aDesc)->t, A,
                      alpha2, hip_on_cuda_mt(bDesc)->t, B, beta, hip_on_cuda_mt(cDesc)->t, C);
  hip_on_cuda_cudnn::cudnnDestroyOpTensorDescriptor(od);
  return hip_on_cuda_dnn(s);
}

// --- activation -----------------------------------------------------------------
static inline miopenStatus_t miopenCreateActivationDescriptor(
    miopenActivationDescriptor_t *activDesc) {
  if (!activDesc) return miopenStatusBadParm;
  *activDesc = reinterpret_cast<miopenActivationDescriptor_t>(
      new hip_on_cuda_miopen_activation{miopenActivationPASTHRU, 0, 0, 0});
  return miopenStatusSuccess;
}
static inline miopenStatus_t miopenSetActivationDescriptor(
    const miopenActivationDescriptor_t activDesc, miopenActivationMode_t mode, double activAlpha,
    double activBeta, double activGamma) {
  if (!activDesc) return miopenStatusBadParm;
  *reinterpret_cast<hip_on_cuda_miopen_activation *>(activDesc) = {mode, activAlpha, activBeta,
                                                                   activGamma};
  return miopenStatusSuccess;
}
static inline miopenStatus_t miopenGetActivationDescriptor(
    const miopenActivationDescriptor_t activDesc, miopenActivationMode_t *mode,
    double *activAlpha, double *activBeta, double *activGamma) {
  if (!activDesc) return miopenStatusBadParm;
  const hip_on_cuda_miopen_activation *a =
      reinterpret_cast<hip_on_cuda_miopen_activation *>(activDesc);
  *mode = a->mode;
  *activAlpha = a->alpha;
  *activBeta = a->beta;
  *activGamma = a->gamma;
  return miopenStatusSuccess;
}
static inline miopenStatus_t miopenDestroyActivationDescriptor(
    miopenActivationDescriptor_t activDesc) {
  delete reinterpret_cast<hip_on_cuda_miopen_activation *>(activDesc);
  return miopenStatusSuccess;
}
// MIOpen's modes with a cuDNN equivalent: PASTHRU (y = x, done as a tensor
// transform), LOGISTIC, TANH (MIOpen: beta * tanh(alpha * x); only
// alpha = beta = 1 is cuDNN's), RELU, CLIPPEDRELU (min(alpha, max(0, x))),
// ELU (alpha * (e^x - 1) below 0). The cuDNN descriptor is made for the call.
static inline miopenStatus_t hip_on_cuda_activation_desc(
    miopenActivationDescriptor_t activDesc, hip_on_cuda_cudnn::cudnnActivationDescriptor_t *out) {
  using namespace hip_on_cuda_cudnn;
  const hip_on_cuda_miopen_activation *a =
      reinterpret_cast<hip_on_cuda_miopen_activation *>(activDesc);
  if (!a) return miopenStatusBadParm;
  cudnnActivationMode_t m;
  double coef = 0;
  switch (a->mode) {
  case miopenActivationLOGISTIC: m = CUDNN_ACTIVATION_SIGMOID; break;
  case miopenActivationTANH:
    if (a->alpha != 1.0 || a->beta != 1.0) return miopenStatusNotImplemented;
    m = CUDNN_ACTIVATION_TANH;
    break;
  case miopenActivationRELU: m = CUDNN_ACTIVATION_RELU; break;
  case miopenActivationCLIPPEDRELU: m = CUDNN_ACTIVATION_CLIPPED_RELU; coef = a->alpha; break;
  case miopenActivationELU: m = CUDNN_ACTIVATION_ELU; coef = a->alpha; break;
  default: return miopenStatusNotImplemented;
  }
  HIP_ON_CUDA_DNN(cudnnCreateActivationDescriptor(out));
  cudnnStatus_t s = cudnnSetActivationDescriptor(*out, m, CUDNN_PROPAGATE_NAN, coef);
  if (s != CUDNN_STATUS_SUCCESS) cudnnDestroyActivationDescriptor(*out);
  return hip_on_cuda_dnn(s);
}
static inline bool hip_on_cuda_pasthru(miopenActivationDescriptor_t activDesc) {
  return activDesc && reinterpret_cast<hip_on_cuda_miopen_activation *>(activDesc)->mode ==
                          miopenActivationPASTHRU;
}
static inline miopenStatus_t miopenActivationForward(miopenHandle_t handle,
                                                     const miopenActivationDescriptor_t activDesc,
                                                     const void *alpha,
                                                     const miopenTensorDescriptor_t xDesc,
                                                     const void *x, const void *beta,
                                                     const miopenTensorDescriptor_t yDesc,
                                                     void *y) {
  using namespace hip_on_cuda_cudnn;
  if (hip_on_cuda_pasthru(activDesc))
    return miopenTransformTensor(handle, alpha, xDesc, x, beta, yDesc, y);
  cudnnActivationDescriptor_t ad;
  miopenStatus_t st = hip_on_cuda_activation_desc(activDesc, &ad);
  if (st != miopenStatusSuccess) return st;
  cudnnStatus_t s = cudnnActivationForward(hip_on_cuda_mh(handle)->cudnn, ad, alpha,
                                           hip_on_cuda_mt(xDesc)->t, x, beta,
                                           hip_on_cuda_mt(yDesc)->t, y);
  cudnnDestroyActivationDescriptor(ad);
  return hip_on_cuda_dnn(s);
}

// --- softmax --------------------------------------------------------------------
static inline miopenStatus_t miopenSoftmaxForward_V2(miopenHandle_t handle, const void *alpha,
                                                     const miopenTensorDescriptor_t xDesc,
                                                     const void *x, const void *beta,
                                                     const miopenTensorDescriptor_t yDesc,
                                                     void *y, miopenSoftmaxAlgorithm_t algorithm,
                                                     miopenSoftmaxMode_t mode) {
  hip_on_cuda_cudnn::cudnnSoftmaxAlgorithm_t alg = algorithm == MIOPEN_SOFTMAX_FAST       ? hip_on_cuda_cudnn::CUDNN_SOFTMAX_FAST
                                : algorithm == MIOPEN_SOFTMAX_ACCURATE ? hip_on_cuda_cudnn::CUDNN_SOFTMAX_ACCURATE
                                                                       : hip_on_cuda_cudnn::CUDNN_SOFTMAX_LOG;
  hip_on_cuda_cudnn::cudnnSoftmaxMode_t m =
      mode == MIOPEN_SOFTMAX_MODE_INSTANCE ? hip_on_cuda_cudnn::CUDNN_SOFTMAX_MODE_INSTANCE : hip_on_cuda_cudnn::CUDNN_SOFTMAX_MODE_CHANNEL;
  HIP_ON_CUDA_DNN(hip_on_cuda_cudnn::cudnnSoftmaxForward(hip_on_cuda_mh(handle)->cudnn, alg, m, alpha,
                                      hip_on_cuda_mt(xDesc)->t, x, beta, hip_on_cuda_mt(yDesc)->t,
                                      y));
  return miopenStatusSuccess;
}
// MIOpen's first softmax: accurate, over the channels.
static inline miopenStatus_t miopenSoftmaxForward(miopenHandle_t handle, const void *alpha,
                                                  const miopenTensorDescriptor_t xDesc,
                                                  const void *x, const void *beta,
                                                  const miopenTensorDescriptor_t yDesc, void *y) {
  return miopenSoftmaxForward_V2(handle, alpha, xDesc, x, beta, yDesc, y, MIOPEN_SOFTMAX_ACCURATE,
                                 MIOPEN_SOFTMAX_MODE_CHANNEL);
}
} // extern "C"

#include <miopen/hip_on_cuda_conv.h>
#include <miopen/hip_on_cuda_more.h>
#ifdef __clang__
#pragma clang diagnostic pop
#endif
#endif
