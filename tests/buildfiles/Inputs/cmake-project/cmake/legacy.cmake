# Older targets, still on the FindCUDA module.
find_package(CUDA 10.0 REQUIRED)
list(APPEND CUDA_NVCC_FLAGS -gencode arch=compute_70,code=sm_70 --use_fast_math)
cuda_add_library(old_kernels STATIC old.cu helpers.cpp OPTIONS -Xcompiler -fPIC)
cuda_add_cublas_to_target(old_kernels)
target_link_libraries(old_kernels ${CUDA_LIBRARIES})
