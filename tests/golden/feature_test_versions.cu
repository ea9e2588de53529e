// CUDA version tests in a vendor header (Inputs/feature-tests): the
// compatibility typedefs for CUDA < 11.2 are kept out on AMD (HIP reads the
// undefined CUDART_VERSION as 0 and would turn them on, redefining
// hipblasComputeType_t, which HIP declares), and `CUDA_VERSION >= 11000`
// stays as HIP reads it (the #else, whose names HIP has). The CUDA build
// reads each condition as written.
// RUN: rm -rf %t && mkdir -p %t && cp -r %S/Inputs/feature-tests %t/in
// RUN: cd %t && %cuda2hip convert in --out-dir out --no-database -q
// RUN: FileCheck %s < %t/out/vendor/blas_compat.h
// At the default 7.0, against the 7.13 runtime with hipBLAS 2.3's headers
// and HIPBLAS_V2 (cublas_compute_type.cu says why); at 6.3 against 6.3.3.
// RUN: %hip7libs-device -O2 -o %t.dev1.o -DHIPBLAS_V2 %t/out/gemm.cu -I%t/out
// RUN: %trap-kernels %t.dev1.o
// RUN: %hip7libs-host -DHIPBLAS_V2 %t/out/gemm.cu -I%t/out
// RUN: cd %t && %cuda2hip convert in --out-dir out63 --no-database -q --hip-version 6.3
// RUN: diff %t/out/vendor/blas_compat.h %t/out63/vendor/blas_compat.h
// RUN: %hip63-device -O2 -o %t.dev2.o %t/out63/gemm.cu -I%t/out63
// RUN: %trap-kernels %t.dev2.o
// RUN: %hip63-host %t/out63/gemm.cu -I%t/out63
// RUN: cd %t && %exit 4 %cuda2hip convert out --out-dir again --no-database -q
// RUN: diff %t/out/vendor/blas_compat.h %t/again/vendor/blas_compat.h

// CHECK: {{^}}#if defined(__HIP_PLATFORM_AMD__) ? 0 : (CUDART_VERSION < 11020)
// CHECK: {{^}}typedef hipDataType hipblasComputeType_t;
// CHECK: {{^}}#if defined(CUDA_VERSION) && CUDA_VERSION >= 11000
// CHECK-NEXT: {{^}}#define VENDOR_GEMM_ALGO HIPBLAS_GEMM_DEFAULT
