#[[ A bracket comment that mentions CUDA_ARCHITECTURES and nvcc:
    comments are never rewritten. ]]
cmake_minimum_required(VERSION 3.17...3.28)
include(CheckLanguage)
check_language(CUDA)
if(CMAKE_CUDA_COMPILER)
  enable_language(CUDA)
endif()
project(mixed LANGUAGES C CXX HIP CUDA)  # HIP is there already

set(CMAKE_CUDA_ARCHITECTURES "75;86" CACHE STRING "GPU targets")
set(CMAKE_CUDA_ARCHITECTURES ${USER_ARCHS})
set(CMAKE_CUDA_SEPARABLE_COMPILATION ON)
set(CMAKE_CUDA_RESOLVE_DEVICE_SYMBOLS ON)
set(CMAKE_CUDA_HOST_COMPILER /usr/bin/g++-12)

file(GLOB_RECURSE KERNELS CONFIGURE_DEPENDS src/*.cu)
set(EXTRA_SOURCES extra/a.cu extra/b.cpp)
add_library(mixed SHARED ${KERNELS} ${EXTRA_SOURCES} "src/with space.cu")
set_source_files_properties(src/legacy.cu PROPERTIES LANGUAGE CUDA)
target_sources(mixed PRIVATE src/legacy.cu)
set_target_properties(mixed PROPERTIES CUDA_RUNTIME_LIBRARY Static)
set_property(TARGET mixed PROPERTY CUDA_SEPARABLE_COMPILATION ON)
target_link_libraries(mixed PRIVATE cublas cudadevrt CUDA::nvToolsExt CUDA::cupti)
if(TARGET CUDA::cusparse AND CUDAToolkit_VERSION VERSION_GREATER 11)
  target_link_libraries(mixed PRIVATE CUDA::cusparse CUDA::cusolver)
endif()
message(STATUS "CUDA at ${CUDAToolkit_INCLUDE_DIRS} [[not a bracket]]")
set(DOC [=[set(CMAKE_CUDA_FLAGS -arch=sm_80)]=])
execute_process(COMMAND nvidia-smi --query-gpu=compute_cap --format=csv,noheader
                OUTPUT_VARIABLE GPU_CC)
add_custom_command(OUTPUT kernel.ptx
  COMMAND ${CMAKE_CUDA_COMPILER} -ptx -arch=sm_80 ${CMAKE_CURRENT_SOURCE_DIR}/k.cu -o kernel.ptx)
