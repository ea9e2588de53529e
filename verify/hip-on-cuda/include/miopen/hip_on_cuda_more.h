// miopen/hip_on_cuda_more.h - MIOpen's reductions and the backward / training
// calls cuda2hip's tables map cuDNN calls to, over cuDNN 9; included by
// <miopen/miopen.h>.
//
// Part of cuda2hip's HIP-on-CUDA layer (docs/verify.md), written from ROCm
// 6.3's miopen/miopen.h: reduce-tensor descriptors (the same enum values as
// cuDNN's), miopenGetReductionIndicesSize / WorkspaceSize, miopenReduceTensor;
// miopenActivationBackward, miopenSoftmaxBackward(_V2),
// miopenBatchNormalizationForwardTraining, miopenBatchNormalizationBackward,
// miopenConvolutionBackwardBias. Arguments come in the same order as cuDNN's.
#ifndef HIP_ON_CUDA_MIOPEN_MORE_H
#define HIP_ON_CUDA_MIOPEN_MORE_H
#include <miopen/miopen.h>

extern "C" {
MIOPEN_DECLARE_OBJECT(miopenReduceTensorDescriptor);
typedef enum miopenReduceTensorOp_t {
  MIOPEN_REDUCE_TENSOR_ADD = 0,
  MIOPEN_REDUCE_TENSOR_MUL = 1,
  MIOPEN_REDUCE_TENSOR_MIN = 2,
  MIOPEN_REDUCE_TENSOR_MAX = 3,
  MIOPEN_REDUCE_TENSOR_AMAX = 4,
  MIOPEN_REDUCE_TENSOR_AVG = 5,
  MIOPEN_REDUCE_TENSOR_NORM1 = 6,
  MIOPEN_REDUCE_TENSOR_NORM2 = 7,
} miopenReduceTensorOp_t;
typedef enum miopenReduceTensorIndices_t {
  MIOPEN_REDUCE_TENSOR_NO_INDICES = 0,
  MIOPEN_REDUCE_TENSOR_FLATTENED_INDICES = 1,
} miopenReduceTensorIndices_t;
typedef enum miopenIndicesType_t {
  MIOPEN_32BIT_INDICES = 0,
  MIOPEN_64BIT_INDICES = 1,
  MIOPEN_16BIT_INDICES = 2,
  MIOPEN_8BIT_INDICES = 3,
} miopenIndicesType_t;
} // extern "C"

static_assert(int(MIOPEN_REDUCE_TENSOR_NORM2) == int(hip_on_cuda_cudnn::CUDNN_REDUCE_TENSOR_NORM2) &&
                  int(MIOPEN_REDUCE_TENSOR_AVG) == int(hip_on_cuda_cudnn::CUDNN_REDUCE_TENSOR_AVG) &&
                  int(MIOPEN_REDUCE_TENSOR_FLATTENED_INDICES) ==
                      int(hip_on_cuda_cudnn::CUDNN_REDUCE_TENSOR_FLATTENED_INDICES) &&
                  int(MIOPEN_8BIT_INDICES) == int(hip_on_cuda_cudnn::CUDNN_8BIT_INDICES) &&
                  int(MIOPEN_PROPAGATE_NAN) == int(hip_on_cuda_cudnn::CUDNN_PROPAGATE_NAN),
              "MIOpen's reduction enums have cuDNN's values");

struct hip_on_cuda_miopen_reduce {
  miopenReduceTensorOp_t op;
  miopenDataType_t comp;
  miopenNanPropagation_t nan;
  miopenReduceTensorIndices_t indices;
  miopenIndicesType_t indicesType;
  hip_on_cuda_cudnn::cudnnReduceTensorDescriptor_t r;
};
static inline hip_on_cuda_miopen_reduce *hip_on_cuda_mr(miopenReduceTensorDescriptor_t d) {
  return reinterpret_cast<hip_on_cuda_miopen_reduce *>(d);
}

extern "C" {
// --- reductions -------------------------------------------------------------------
static inline miopenStatus_t miopenCreateReduceTensorDescriptor(
    miopenReduceTensorDescriptor_t *reduceTensorDesc) {
  using namespace hip_on_cuda_cudnn;
  if (!reduceTensorDesc) return miopenStatusBadParm;
  hip_on_cuda_miopen_reduce *r = new hip_on_cuda_miopen_reduce{
      MIOPEN_REDUCE_TENSOR_ADD, miopenFloat, MIOPEN_NOT_PROPAGATE_NAN,
      MIOPEN_REDUCE_TENSOR_NO_INDICES, MIOPEN_32BIT_INDICES, nullptr};
  cudnnStatus_t s = cudnnCreateReduceTensorDescriptor(&r->r);
  if (s != CUDNN_STATUS_SUCCESS) {
    delete r;
    return hip_on_cuda_dnn(s);
  }
  *reduceTensorDesc = reinterpret_cast<miopenReduceTensorDescriptor_t>(r);
  return miopenStatusSuccess;
}
static inline miopenStatus_t miopenDestroyReduceTensorDescriptor(
    miopenReduceTensorDescriptor_t reduceTensorDesc) {
  if (!reduceTensorDesc) return miopenStatusBadParm;
  hip_on_cuda_cudnn::cudnnDestroyReduceTensorDescriptor(hip_on_cuda_mr(reduceTensorDesc)->r);
  delete hip_on_cuda_mr(reduceTensorDesc);
  return miopenStatusSuccess;
}
static inline miopenStatus_t miopenSetReduceTensorDescriptor(
    miopenReduceTensorDescriptor_t reduceTensorDesc, miopenReduceTensorOp_t reduceTensorOp,
    miopenDataType_t reduceTensorCompType, miopenNanPropagation_t reduceTensorNanOpt,
    miopenReduceTensorIndices_t reduceTensorIndices, miopenIndicesType_t reduceTensorIndicesType) {
  using namespace hip_on_cuda_cudnn;
  hip_on_cuda_miopen_reduce *r = hip_on_cuda_mr(reduceTensorDesc);
  cudnnDataType_t ct;
  if (!r || !hip_on_cuda_dnn_type(reduceTensorCompType, &ct)) return miopenStatusBadParm;
  HIP_ON_CUDA_DNN(cudnnSetReduceTensorDescriptor(
      r->r, cudnnReduceTensorOp_t(reduceTensorOp), ct, cudnnNanPropagation_t(reduceTensorNanOpt),
      cudnnReduceTensorIndices_t(reduceTensorIndices), cudnnIndicesType_t(reduceTensorIndicesType)));
  *r = {reduceTensorOp, reduceTensorCompType, reduceTensorNanOpt, reduceTensorIndices,
        reduceTensorIndicesType, r->r};
  return miopenStatusSuccess;
}
static inline miopenStatus_t miopenGetReduceTensorDescriptor(
    const miopenReduceTensorDescriptor_t reduceTensorDesc, miopenReduceTensorOp_t *reduceTensorOp,
    miopenDataType_t *reduceTensorCompType, miopenNanPropagation_t *reduceTensorNanOpt,
    miopenReduceTensorIndices_t *reduceTensorIndices,
    miopenIndicesType_t *reduceTensorIndicesType) {
  const hip_on_cuda_miopen_reduce *r = hip_on_cuda_mr(reduceTensorDesc);
  if (!r) return miopenStatusBadParm;
  if (reduceTensorOp) *reduceTensorOp = r->op;
  if (reduceTensorCompType) *reduceTensorCompType = r->comp;
  if (reduceTensorNanOpt) *reduceTensorNanOpt = r->nan;
  if (reduceTensorIndices) *reduceTensorIndices = r->indices;
  if (reduceTensorIndicesType) *reduceTensorIndicesType = r->indicesType;
  return miopenStatusSuccess;
}
static inline miopenStatus_t miopenGetReductionIndicesSize(
    miopenHandle_t handle, const miopenReduceTensorDescriptor_t reduceTensorDesc,
    const miopenTensorDescriptor_t aDesc, const miopenTensorDescriptor_t cDesc,
    size_t *sizeInBytes) {
  HIP_ON_CUDA_DNN(hip_on_cuda_cudnn::cudnnGetReductionIndicesSize(
      hip_on_cuda_mh(handle)->cudnn, hip_on_cuda_mr(reduceTensorDesc)->r,
      hip_on_cuda_mt(aDesc)->t, hip_on_cuda_mt(cDesc)->t, sizeInBytes));
  return miopenStatusSuccess;
}
static inline miopenStatus_t miopenGetReductionWorkspaceSize(
    miopenHandle_t handle, const miopenReduceTensorDescriptor_t reduceTensorDesc,
    const miopenTensorDescriptor_t aDesc, const miopenTensorDescriptor_t cDesc,
    size_t *sizeInBytes) {
  HIP_ON_CUDA_DNN(hip_on_cuda_cudnn::cudnnGetReductionWorkspaceSize(
      hip_on_cuda_mh(handle)->cudnn, hip_on_cuda_mr(reduceTensorDesc)->r,
      hip_on_cuda_mt(aDesc)->t, hip_on_cuda_mt(cDesc)->t, sizeInBytes));
  return miopenStatusSuccess;
}
static inline miopenStatus_t miopenReduceTensor(
    miopenHandle_t handle, const miopenReduceTensorDescriptor_t reduceTensorDesc, void *indices,
    size_t indicesSizeInBytes, void *workspace, size_t workspaceSizeInBytes, const void *alpha,
    const miopenTensorDescriptor_t aDesc, const void *A, const void *beta,
    const miopenTensorDescriptor_t cDesc, void *C) {
  HIP_ON_CUDA_DNN(hip_on_cuda_cudnn::cudnnReduceTensor(
      hip_on_cuda_mh(handle)->cudnn, hip_on_cuda_mr(reduceTensorDesc)->r, indices,
      indicesSizeInBytes, workspace, workspaceSizeInBytes, alpha, hip_on_cuda_mt(aDesc)->t, A,
      beta, hip_on_cuda_mt(cDesc)->t, C));
  return miopenStatusSuccess;
}

// --- backward passes and training -------------------------------------------------
static inline miopenStatus_t miopenActivationBackward(
    miopenHandle_t handle, const miopenActivationDescriptor_t activDesc, const void *alpha,
    const miopenTensorDescriptor_t yDesc, const void *y, const miopenTensorDescriptor_t dyDesc,
    const void *dy, const miopenTensorDescriptor_t xDesc, const void *x, const void *beta,
    const miopenTensorDescriptor_t dxDesc, void *dx) {
  using namespace hip_on_cuda_cudnn;
  if (hip_on_cuda_pasthru(activDesc))  // dy passes through
    return miopenTransformTensor(handle, alpha, dyDesc, dy, beta, dxDesc, dx);
  cudnnActivationDescriptor_t ad;
  miopenStatus_t st = hip_on_cuda_activation_desc(activDesc, &ad);
  if (st != miopenStatusSuccess) return st;
  cudnnStatus_t s = cudnnActivationBackward(
      hip_on_cuda_mh(handle)->cudnn, ad, alpha, hip_on_cuda_mt(yDesc)->t, y,
      hip_on_cuda_mt(dyDesc)->t, dy, hip_on_cuda_mt(xDesc)->t, x, beta,
      hip_on_cuda_mt(dxDesc)->t, dx);
  cudnnDestroyActivationDescriptor(ad);
  return hip_on_cuda_dnn(s);
}
static inline miopenStatus_t miopenSoftmaxBackward_V2(
    miopenHandle_t handle, const void *alpha, const miopenTensorDescriptor_t yDesc, const void *y,
    const miopenTensorDescriptor_t dyDesc, const void *dy, const void *beta,
    const miopenTensorDescriptor_t dxDesc, void *dx, miopenSoftmaxAlgorithm_t algorithm,
    miopenSoftmaxMode_t mode) {
  using namespace hip_on_cuda_cudnn;
  cudnnSoftmaxAlgorithm_t alg = algorithm == MIOPEN_SOFTMAX_FAST       ? CUDNN_SOFTMAX_FAST
                                : algorithm == MIOPEN_SOFTMAX_ACCURATE ? CUDNN_SOFTMAX_ACCURATE
                                                                       : CUDNN_SOFTMAX_LOG;
  cudnnSoftmaxMode_t m = mode == MIOPEN_SOFTMAX_MODE_INSTANCE ? CUDNN_SOFTMAX_MODE_INSTANCE
                                                              : CUDNN_SOFTMAX_MODE_CHANNEL;
  HIP_ON_CUDA_DNN(cudnnSoftmaxBackward(hip_on_cuda_mh(handle)->cudnn, alg, m, alpha,
                                       hip_on_cuda_mt(yDesc)->t, y, hip_on_cuda_mt(dyDesc)->t, dy,
                                       beta, hip_on_cuda_mt(dxDesc)->t, dx));
  return miopenStatusSuccess;
}
static inline miopenStatus_t miopenSoftmaxBackward(miopenHandle_t handle, const void *alpha,
                                                   const miopenTensorDescriptor_t yDesc,
                                                   const void *y,
                                                   const miopenTensorDescriptor_t dyDesc,
                                                   const void *dy, const void *beta,
                                                   const miopenTensorDescriptor_t dxDesc,
                                                   void *dx) {
  return miopenSoftmaxBackward_V2(handle, alpha, yDesc, y, dyDesc, dy, beta, dxDesc, dx,
                                  MIOPEN_SOFTMAX_ACCURATE, MIOPEN_SOFTMAX_MODE_CHANNEL);
}
static inline miopenStatus_t miopenBatchNormalizationForwardTraining(
    miopenHandle_t handle, miopenBatchNormMode_t bn_mode, void *alpha, void *beta,
    const miopenTensorDescriptor_t xDesc, const void *x, const miopenTensorDescriptor_t yDesc,
    void *y, const miopenTensorDescriptor_t bnScaleBiasMeanVarDesc, void *bnScale, void *bnBias,
    double expAvgFactor, void *resultRunningMean, void *resultRunningVariance, double epsilon,
    void *resultSaveMean, void *resultSaveInvVariance) {
  using namespace hip_on_cuda_cudnn;
  cudnnBatchNormMode_t m =
      bn_mode == miopenBNSpatial ? CUDNN_BATCHNORM_SPATIAL : CUDNN_BATCHNORM_PER_ACTIVATION;
  HIP_ON_CUDA_DNN(cudnnBatchNormalizationForwardTraining(
      hip_on_cuda_mh(handle)->cudnn, m, alpha, beta, hip_on_cuda_mt(xDesc)->t, x,
      hip_on_cuda_mt(yDesc)->t, y, hip_on_cuda_mt(bnScaleBiasMeanVarDesc)->t, bnScale, bnBias,
      expAvgFactor, resultRunningMean, resultRunningVariance, epsilon, resultSaveMean,
      resultSaveInvVariance));
  return miopenStatusSuccess;
}
static inline miopenStatus_t miopenBatchNormalizationBackward(
    miopenHandle_t handle, miopenBatchNormMode_t bn_mode, const void *alphaDataDiff,
    const void *betaDataDiff, const void *alphaParamDiff, const void *betaParamDiff,
    const miopenTensorDescriptor_t xDesc, const void *x, const miopenTensorDescriptor_t dyDesc,
    const void *dy, const miopenTensorDescriptor_t dxDesc, void *dx,
    const miopenTensorDescriptor_t bnScaleBiasDiffDesc, const void *bnScale,
    void *resultBnScaleDiff, void *resultBnBiasDiff, double epsilon, const void *savedMean,
    const void *savedInvVariance) {
  using namespace hip_on_cuda_cudnn;
  cudnnBatchNormMode_t m =
      bn_mode == miopenBNSpatial ? CUDNN_BATCHNORM_SPATIAL : CUDNN_BATCHNORM_PER_ACTIVATION;
  HIP_ON_CUDA_DNN(cudnnBatchNormalizationBackward(
      hip_on_cuda_mh(handle)->cudnn, m, alphaDataDiff, betaDataDiff, alphaParamDiff,
      betaParamDiff, hip_on_cuda_mt(xDesc)->t, x, hip_on_cuda_mt(dyDesc)->t, dy,
      hip_on_cuda_mt(dxDesc)->t, dx, hip_on_cuda_mt(bnScaleBiasDiffDesc)->t, bnScale,
      resultBnScaleDiff, resultBnBiasDiff, epsilon, savedMean, savedInvVariance));
  return miopenStatusSuccess;
}
// db = alpha * (dy summed over all but the channels) + beta * db.
static inline miopenStatus_t miopenConvolutionBackwardBias(miopenHandle_t handle, const void *alpha,
                                                           const miopenTensorDescriptor_t dyDesc,
                                                           const void *dy, const void *beta,
                                                           const miopenTensorDescriptor_t dbDesc,
                                                           void *db) {
  HIP_ON_CUDA_DNN(hip_on_cuda_cudnn::cudnnConvolutionBackwardBias(
      hip_on_cuda_mh(handle)->cudnn, alpha, hip_on_cuda_mt(dyDesc)->t, dy, beta,
      hip_on_cuda_mt(dbDesc)->t, db));
  return miopenStatusSuccess;
}
} // extern "C"
#endif
