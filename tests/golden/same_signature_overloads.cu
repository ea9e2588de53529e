// CUDA samples' helper_cuda.h overloads _cudaGetErrorEnum for each API's
// status type. After translation cudaError_t and CUresult are both
// hipError_t: the CUresult overload would redefine the first (a compile
// error). The translation keeps the first and puts the later one between
// #if 0 and #endif (its callers, driver calls returning hipError_t, reach
// the first), with a warning at its place. The other overloads keep types
// of their own (hiprandStatus_t, hipfftResult, hipblasStatus_t) and stay.
// RUN: rm -rf %t && mkdir -p %t && cp -r %S/Inputs/helper_cuda_overloads %t/in
// RUN: cd %t && %exit 1 %cuda2hip convert in --out-dir out --no-database -q 2> %t/err.txt
// RUN: FileCheck %s < %t/out/helper_cuda.h
// RUN: FileCheck --check-prefix=DIAG %s < %t/err.txt
// RUN: %hip7libs-device %t/out/errors.cu -I%t/out
// RUN: %hip7libs-host %t/out/errors.cu -I%t/out
// RUN: cd %t && %exit 1 %cuda2hip convert in --out-dir out63 --no-database -q --hip-version 6.3 2> /dev/null
// RUN: %hip63-device %t/out63/errors.cu -I%t/out63
// RUN: %hip63-host %t/out63/errors.cu -I%t/out63
// Translating the translation again changes nothing.
// RUN: cd %t && %cuda2hip convert out --out-dir again --no-database -q 2> /dev/null; diff %t/out/helper_cuda.h %t/again/helper_cuda.h

// CHECK: {{^}}static const char *_cudaGetErrorEnum(hipError_t error) {
// CHECK-NEXT: {{^}}  return hipGetErrorName(error);
// CHECK: {{^}}// CUDA Driver API errors
// CHECK-NEXT: {{^}}#if 0 // cuda2hip: _cudaGetErrorEnum(CUresult) has the signature of _cudaGetErrorEnum(cudaError_t) (helper_cuda.h:13) after translation: both take (hipError_t); the first is kept
// CHECK-NEXT: {{^}}static const char *_cudaGetErrorEnum(hipError_t error) {
// CHECK: {{^}}  return ret ? ret : unknown;
// CHECK-NEXT: {{^}}}
// CHECK-NEXT: {{^}}#endif
// CHECK-NOT: #if 0
// CHECK: {{^}}static const char *_cudaGetErrorEnum(hipblasStatus_t error) {
// CHECK: {{^}}static const char *_cudaGetErrorEnum(hipfftResult error) {
// CHECK: {{^}}static const char *_cudaGetErrorEnum(hiprandStatus_t error) {

// DIAG: helper_cuda.h:18:1: warning: _cudaGetErrorEnum(CUresult) has the signature of _cudaGetErrorEnum(cudaError_t) (helper_cuda.h:13) after translation: both take (hipError_t): this one is kept between #if 0 and #endif, and its callers reach _cudaGetErrorEnum(cudaError_t); merge the two or rename one [cuda2hip-same-signature]
