# Shared settings for every cuda2hip target: LLVM/Clang headers, the shared
# libraries (libclang-cpp + libLLVM: much faster links than the archives),
# warnings, sanitizers.
set(CUDA2HIP_CLANG_RESOURCE_DIR "${LLVM_LIBRARY_DIR}/clang/${LLVM_VERSION_MAJOR}")

add_library(cuda2hip_settings INTERFACE)
target_include_directories(cuda2hip_settings SYSTEM INTERFACE
  ${LLVM_INCLUDE_DIRS} ${CLANG_INCLUDE_DIRS})
target_include_directories(cuda2hip_settings INTERFACE ${PROJECT_SOURCE_DIR}/include)
target_compile_definitions(cuda2hip_settings INTERFACE ${LLVM_DEFINITIONS}
  CUDA2HIP_VERSION="${PROJECT_VERSION}"
  CUDA2HIP_CLANG_VERSION="${LLVM_PACKAGE_VERSION}"
  CUDA2HIP_CLANG_RESOURCE_DIR="${CUDA2HIP_CLANG_RESOURCE_DIR}")
target_compile_options(cuda2hip_settings INTERFACE -Wall -Wno-unused-parameter
  -fno-rtti)
target_link_libraries(cuda2hip_settings INTERFACE clang-cpp LLVM)
if(CUDA2HIP_SANITIZE)
  target_compile_options(cuda2hip_settings INTERFACE
    -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined)
  target_link_options(cuda2hip_settings INTERFACE -fsanitize=address,undefined)
endif()

if(CUDA2HIP_FUZZ)
  if(NOT CMAKE_CXX_COMPILER_ID STREQUAL "Clang")
    message(FATAL_ERROR "CUDA2HIP_FUZZ needs clang: -DCMAKE_CXX_COMPILER=clang++-19")
  endif()
  # CUDA2HIP_FUZZ_SANITIZERS: address,undefined (default) finds the most;
  # "undefined" alone runs the Translate target about 3x faster, for long
  # campaigns (docs/reliability.md).
  set(CUDA2HIP_FUZZ_SANITIZERS "address,undefined" CACHE STRING
    "sanitizers of the libFuzzer build (comma-separated)")
  target_compile_options(cuda2hip_settings INTERFACE
    -fsanitize=fuzzer-no-link,${CUDA2HIP_FUZZ_SANITIZERS} -fno-omit-frame-pointer)
  target_link_options(cuda2hip_settings INTERFACE -fsanitize=${CUDA2HIP_FUZZ_SANITIZERS})
endif()

# cuda2hip_library(NAME SOURCES... [DEPENDS libs...])
function(cuda2hip_library name)
  cmake_parse_arguments(A "" "" "DEPENDS" ${ARGN})
  add_library(${name} STATIC ${A_UNPARSED_ARGUMENTS})
  target_link_libraries(${name} PUBLIC cuda2hip_settings ${A_DEPENDS})
endfunction()
