// cuDNN calls whose MIOpen function takes the arguments in another order,
// fewer of them or constants more (tables/dnn_args.def): the argument list is
// rebuilt from the template, with the enumerators inside renamed, comments
// and line breaks kept with their arguments. Where a call does not fit (an
// NHWC format, a true convolution, another argument count, a function
// pointer) it keeps its CUDA name, with a warning: nothing is half
// translated. Both engines give the same translation.
// RUN: %exit 1 %cuda2hip --hip-version 6.3 %s -o %t.hip.cu 2> %t.err
// RUN: FileCheck %s < %t.hip.cu
// RUN: FileCheck --check-prefix=DIAG %s < %t.err
// RUN: %exit 4 %cuda2hip --hip-version 6.3 --engine token %s -o %t.token.cu 2> %t.token.err
// RUN: FileCheck %s < %t.token.cu
// RUN: FileCheck --check-prefix=DIAG %s < %t.token.err
// Idempotent (the token engine: no MIOpen headers to parse the output with).
// RUN: %exit 4 %cuda2hip --hip-version 6.3 --engine token %t.hip.cu -o %t.again.cu 2>/dev/null
// RUN: diff %t.hip.cu %t.again.cu
// --portable: a compatibility macro cannot check the templates' conditions,
// so these calls stay as they are, with a warning.
// RUN: rm -rf %t.dir && mkdir -p %t.dir
// RUN: %exit 1 %cuda2hip --portable --hip-version 6.3 %s -o %t.dir/p.cu 2> %t.perr
// RUN: FileCheck --check-prefix=PORTABLE %s < %t.perr
// RUN: FileCheck --check-prefix=PCODE %s < %t.dir/p.cu
// RUN: FileCheck --check-prefix=PHEADER %s < %t.dir/gpu_portability.h
// Compiled against ROCm 6.3.3's MIOpen without the calls whose arguments do
// not fit MIOpen: they keep their cuDNN names on purpose (the warnings are
// what this test checks), so they are under #ifndef ORACLE_SKIPS_UNPORTED.
// RUN: %hip63-device -DORACLE_SKIPS_UNPORTED %t.hip.cu
// RUN: %hip63-host -DORACLE_SKIPS_UNPORTED %t.hip.cu
// PORTABLE: dnn_arguments.cu:{{[0-9]+}}:{{[0-9]+}}: warning: 'cudnnSoftmaxForward' becomes 'miopenSoftmaxForward_V2' on HIP only with its arguments rewritten {{.*}}[cuda2hip-portable-not-expressible]
// PCODE: {{^}}  CK(cudnnSoftmaxForward(handle, CUDNN_SOFTMAX_ACCURATE, CUDNN_SOFTMAX_MODE_CHANNEL, &one, yDesc, y, &zero, yDesc, y));
// PHEADER: #define CUDNN_SOFTMAX_ACCURATE MIOPEN_SOFTMAX_ACCURATE
// PHEADER-NOT: #define cudnnSoftmaxForward
// (No compile lines: Debian ships no MIOpen headers.)

#include <cudnn.h>
#include <utility>

#define CK(call) do { if ((call) != CUDNN_STATUS_SUCCESS) return false; } while (0)
// A call spelled in a macro body is rewritten there.
// CHECK: {{^}}#define SET_NCHW(d, n, c, h, w) miopenSet4dTensorDescriptor(d, miopenFloat, n, c, h, w)
#define SET_NCHW(d, n, c, h, w) cudnnSetTensor4dDescriptor(d, CUDNN_TENSOR_NCHW, CUDNN_DATA_FLOAT, n, c, h, w)
// A call whose arguments come from a macro's: the name stays.
// DIAG: dnn_arguments.cu:[[@LINE+2]]:27: warning: 'cudnnSoftmaxForward' maps to 'miopenSoftmaxForward_V2' only with its arguments rewritten, and this call has 1 argument where the template expects 9; left unchanged [cuda2hip-arguments-not-rewritten]
// CHECK: {{^}}#define CALL_SOFTMAX(...) cudnnSoftmaxForward(__VA_ARGS__)
#define CALL_SOFTMAX(...) cudnnSoftmaxForward(__VA_ARGS__)

static int first(std::pair<int, int> p) { return p.first; }
static int g(int a, int b) { return a + b; }

bool forward(cudnnHandle_t handle, float *x, float *w, float *y, float *z,
             void *ws, size_t wsBytes) {
  cudnnTensorDescriptor_t xDesc, yDesc, zDesc;
  cudnnFilterDescriptor_t wDesc;
  cudnnConvolutionDescriptor_t convDesc;
  cudnnPoolingDescriptor_t poolDesc;
  CK(cudnnCreateTensorDescriptor(&xDesc));
  CK(cudnnCreateTensorDescriptor(&yDesc));
  CK(cudnnCreateTensorDescriptor(&zDesc));
  CK(cudnnCreateFilterDescriptor(&wDesc));
  CK(cudnnCreateConvolutionDescriptor(&convDesc));
  CK(cudnnCreatePoolingDescriptor(&poolDesc));

  // CHECK: {{^}}  CK(miopenSet4dTensorDescriptor(xDesc, miopenFloat, 1, 3, 32, 32));
  CK(cudnnSetTensor4dDescriptor(xDesc, CUDNN_TENSOR_NCHW, CUDNN_DATA_FLOAT, 1, 3, 32, 32));
  // Nested calls, template arguments and parentheses inside arguments.
  // CHECK: {{^}}  CK(miopenSet4dTensorDescriptor(yDesc, miopenFloat, g(1, 0), (8), first(std::pair<int, int>(30, 2)), 30));
  CK(cudnnSetTensor4dDescriptor(yDesc, CUDNN_TENSOR_NCHW, CUDNN_DATA_FLOAT, g(1, 0), (8), first(std::pair<int, int>(30, 2)), 30));
  // A multi-line call keeps its line breaks and comments.
  // CHECK:      {{^}}  CK(miopenSet4dTensorDescriptor(wDesc,
  // CHECK-NEXT: {{^}}                                miopenFloat,         /* element type */
  // The dropped layout argument's comment and line stay.
  // CHECK-NEXT: {{^}}                                // layout
  // CHECK-NEXT: {{^}}                                8, 3, 3, 3));  // KCRS
  CK(cudnnSetFilter4dDescriptor(wDesc,
                                CUDNN_DATA_FLOAT,         /* element type */
                                CUDNN_TENSOR_NCHW,        // layout
                                8, 3, 3, 3));  // KCRS
  // The compute type is dropped; the mode moves first.
  // CHECK: {{^}}  CK(miopenInitConvolutionDescriptor(convDesc, miopenConvolution, 1, 1, 1, 1, 1, 1));
  CK(cudnnSetConvolution2dDescriptor(convDesc, 1, 1, 1, 1, 1, 1, CUDNN_CROSS_CORRELATION, CUDNN_DATA_FLOAT));

  size_t fwd = 0, bwdData = 0, bwdFilter = 0;
  // The algorithm is dropped; the tensor descriptors swap.
  // CHECK: {{^}}  CK(miopenConvolutionForwardGetWorkSpaceSize(handle, wDesc, xDesc, convDesc, yDesc, &fwd));
  CK(cudnnGetConvolutionForwardWorkspaceSize(handle, xDesc, wDesc, convDesc, yDesc, CUDNN_CONVOLUTION_FWD_ALGO_IMPLICIT_GEMM, &fwd));
  // CHECK: {{^}}  CK(miopenConvolutionBackwardDataGetWorkSpaceSize(handle, yDesc, wDesc, convDesc, xDesc, &bwdData));
  CK(cudnnGetConvolutionBackwardDataWorkspaceSize(handle, wDesc, yDesc, convDesc, xDesc, CUDNN_CONVOLUTION_BWD_DATA_ALGO_1, &bwdData));
  // CHECK: {{^}}  CK(miopenConvolutionBackwardWeightsGetWorkSpaceSize(handle, yDesc, xDesc, convDesc, wDesc, &bwdFilter));
  CK(cudnnGetConvolutionBackwardFilterWorkspaceSize(handle, xDesc, yDesc, convDesc, wDesc, CUDNN_CONVOLUTION_BWD_FILTER_ALGO_1, &bwdFilter));

  float one = 1.f, zero = 0.f;
  // Algorithm and mode move to the end, renamed.
  // CHECK: {{^}}  CK(miopenSoftmaxForward_V2(handle, &one, yDesc, y, &zero, yDesc, y, MIOPEN_SOFTMAX_ACCURATE, MIOPEN_SOFTMAX_MODE_CHANNEL));
  CK(cudnnSoftmaxForward(handle, CUDNN_SOFTMAX_ACCURATE, CUDNN_SOFTMAX_MODE_CHANNEL, &one, yDesc, y, &zero, yDesc, y));
  // CHECK:      {{^}}  CK(miopenSoftmaxBackward_V2(handle, &one, yDesc, y, yDesc, z, &zero, yDesc, z, /* algorithm */ MIOPEN_SOFTMAX_LOG,
  // CHECK-NEXT: {{^}}                          MIOPEN_SOFTMAX_MODE_INSTANCE // per image
  // CHECK-NEXT: {{^}}                          ));
  CK(cudnnSoftmaxBackward(handle, /* algorithm */ CUDNN_SOFTMAX_LOG,
                          CUDNN_SOFTMAX_MODE_INSTANCE, // per image
                          &one, yDesc, y, yDesc, z, &zero, yDesc, z));

  // NaN propagation is dropped; the forward pass gets no backward workspace.
  // CHECK: {{^}}  CK(miopenSet2dPoolingDescriptor(poolDesc, miopenPoolingMax, 2, 2, 0, 0, 2, 2));
  CK(cudnnSetPooling2dDescriptor(poolDesc, CUDNN_POOLING_MAX, CUDNN_NOT_PROPAGATE_NAN, 2, 2, 0, 0, 2, 2));
  // CHECK: {{^}}  CK(miopenSetTensorDescriptor(zDesc, miopenFloat, 4, dims, nullptr));
  int dims[4] = {1, 8, 15, 15};
  CK(cudnnSetTensorNdDescriptorEx(zDesc, CUDNN_TENSOR_NCHW, CUDNN_DATA_FLOAT, 4, dims));
  // CHECK: {{^}}  CK(miopenPoolingForward(handle, poolDesc, &one, yDesc, y, &zero, zDesc, z, false, nullptr, 0));
  CK(cudnnPoolingForward(handle, poolDesc, &one, yDesc, y, &zero, zDesc, z));

  // Not rewritten: the name stays, each with a warning (the oracle compiles
  // the translation without them: -DORACLE_SKIPS_UNPORTED).
#ifndef ORACLE_SKIPS_UNPORTED
  // DIAG: dnn_arguments.cu:[[@LINE+2]]:6: warning: 'cudnnSetTensor4dDescriptor' maps to 'miopenSet4dTensorDescriptor' only with its arguments rewritten, and argument 2 is 'CUDNN_TENSOR_NHWC', not 'CUDNN_TENSOR_NCHW'; left unchanged [cuda2hip-arguments-not-rewritten]
  // CHECK: {{^}}  CK(cudnnSetTensor4dDescriptor(xDesc, miopenTensorNHWC, miopenFloat, 1, 32, 32, 3));
  CK(cudnnSetTensor4dDescriptor(xDesc, CUDNN_TENSOR_NHWC, CUDNN_DATA_FLOAT, 1, 32, 32, 3));
  // DIAG: dnn_arguments.cu:[[@LINE+2]]:6: warning: 'cudnnSetConvolution2dDescriptor' maps to 'miopenInitConvolutionDescriptor' only with its arguments rewritten, and argument 8 is 'CUDNN_CONVOLUTION', which the rewrite excludes; left unchanged [cuda2hip-arguments-not-rewritten]
  // CHECK: {{^}}  CK(cudnnSetConvolution2dDescriptor(convDesc, 1, 1, 1, 1, 1, 1, CUDNN_CONVOLUTION, miopenFloat));
  CK(cudnnSetConvolution2dDescriptor(convDesc, 1, 1, 1, 1, 1, 1, CUDNN_CONVOLUTION, CUDNN_DATA_FLOAT));
  // The macro's call has one argument (__VA_ARGS__): the name stays there.
  // CHECK: {{^}}  CALL_SOFTMAX(handle, MIOPEN_SOFTMAX_FAST, MIOPEN_SOFTMAX_MODE_INSTANCE, &one, yDesc, y, &zero, yDesc, y);
  CALL_SOFTMAX(handle, CUDNN_SOFTMAX_FAST, CUDNN_SOFTMAX_MODE_INSTANCE, &one, yDesc, y, &zero, yDesc, y);
  // DIAG: dnn_arguments.cu:[[@LINE+2]]:16: warning: 'cudnnPoolingForward' maps to 'miopenPoolingForward' only with its arguments rewritten, and its arguments are not visible here {{.*}}[cuda2hip-arguments-not-rewritten]
  // CHECK: {{^}}  auto pool = &cudnnPoolingForward;
  auto pool = &cudnnPoolingForward;
  SET_NCHW(zDesc, 1, 8, 15, 15);
  return pool != nullptr;
#else
  return true;
#endif
}

#if CUDNN_MAJOR < 9
// cuDNN 8's RNN API: dwDesc/dw move before the workspace.
// CHECK: {{^}}miopenStatus_t rnnBackward(miopenHandle_t h, miopenRNNDescriptor_t rnn,
// CHECK: {{^}}  return miopenRNNBackwardWeights(h, rnn, T, xs, x, hx, hxp, ys, y, dw, dwp, ws, wsBytes, rs, rsBytes);
cudnnStatus_t rnnBackward(cudnnHandle_t h, cudnnRNNDescriptor_t rnn, int T, const cudnnTensorDescriptor_t *xs, const void *x,
                          cudnnTensorDescriptor_t hx, const void *hxp, const cudnnTensorDescriptor_t *ys, const void *y,
                          void *ws, size_t wsBytes, cudnnFilterDescriptor_t dw, void *dwp, const void *rs, size_t rsBytes) {
  return cudnnRNNBackwardWeights(h, rnn, T, xs, x, hx, hxp, ys, y, ws, wsBytes, dw, dwp, rs, rsBytes);
}
#endif
