//===- BuildFilesCMakeMatchersTest.cpp - the CMake rules ------------------===//
// lib/BuildFiles/CMakeMatchers.cpp: languages, architectures, flags,
// packages and targets, generator expressions, legacy variables and
// CUDAToolkit's variables in a CMakeLists.txt.
#include "BuildFilesTestUtil.h"
#include "gtest/gtest.h"
#include <algorithm>

using namespace cuda2hip;
using namespace cuda2hip::build;
using namespace cuda2hip::test;

TEST(BuildFilesCMakeMatchers, AWholeProject) {
  EXPECT_EQ(migrate("cmake_minimum_required(VERSION 3.18)\n"
                    "project(p LANGUAGES CXX CUDA)\n"
                    "set(CMAKE_CUDA_ARCHITECTURES 80 90)\n"
                    "set(CMAKE_CUDA_FLAGS \"${CMAKE_CUDA_FLAGS} -O3 --expt-relaxed-constexpr\")\n"
                    "find_package(CUDAToolkit REQUIRED)\n"
                    "add_library(k k.cu)\n"
                    "target_link_libraries(k PUBLIC CUDA::cublas CUDA::cufft)\n"
                    "if(CMAKE_CUDA_COMPILER)\nendif()\n"
                    "include(CheckLanguage)\ncheck_language(CUDA)\n"
                    "set_property(TARGET k PROPERTY CUDA_SEPARABLE_COMPILATION ON)\n",
                    FileKind::CMake),
            "cmake_minimum_required(VERSION 3.21)\n"
            "project(p LANGUAGES CXX HIP)\n"
            "set(CMAKE_HIP_ARCHITECTURES gfx942)\n"
            "set(CMAKE_HIP_FLAGS \"${CMAKE_HIP_FLAGS} -O3\")\n"
            "find_package(hip REQUIRED)\n"
            "find_package(hipblas REQUIRED)\n"
            "find_package(hipfft REQUIRED)\n"
            "add_library(k k.cu)\n"
            "set_source_files_properties(k.cu PROPERTIES LANGUAGE HIP)\n"
            "target_link_libraries(k PUBLIC roc::hipblas hip::hipfft)\n"
            "if(CMAKE_HIP_COMPILER)\nendif()\n"
            "include(CheckLanguage)\ncheck_language(HIP)\n"
            "target_compile_options(k PRIVATE $<$<COMPILE_LANGUAGE:HIP>:-fgpu-rdc>)\n"
            "target_link_options(k PUBLIC \"$<$<LINK_LANGUAGE:HIP>:-fgpu-rdc;--hip-link>\")\n");
}

TEST(BuildFilesCMakeMatchers, NewEnoughCMakeAndComments) {
  // HIP needs CMake 3.21: a newer minimum stays; comments are not code.
  EXPECT_EQ(migrate("cmake_minimum_required(VERSION 3.25)\n# enable_language(CUDA) here\n",
                    FileKind::CMake),
            "cmake_minimum_required(VERSION 3.25)\n# enable_language(CUDA) here\n");
  EXPECT_TRUE(rules("cmake_minimum_required(VERSION 3.25)\n", FileKind::CMake).empty());
}

TEST(BuildFilesCMakeMatchers, GeneratorExpressionsAndFlags) {
  EXPECT_EQ(migrate("target_compile_options(k PRIVATE "
                    "$<$<COMPILE_LANGUAGE:CUDA>:--use_fast_math;-lineinfo>)\n",
                    FileKind::CMake),
            "target_compile_options(k PRIVATE "
            "$<$<COMPILE_LANGUAGE:HIP>:-ffast-math;-gline-tables-only>)\n");
  std::vector<std::string> R = rules("target_compile_options(k PRIVATE "
                                      "$<$<COMPILE_LANGUAGE:CUDA>:--use_fast_math;-lineinfo>)\n",
                                      FileKind::CMake);
  std::sort(R.begin(), R.end());
  EXPECT_EQ(R, (std::vector<std::string>{"build-cmake-variable", "build-nvcc-flag",
                                         "build-nvcc-flag"}));
}

TEST(BuildFilesCMakeMatchers, LegacyAndToolkitVariablesAreReported) {
  Plan P = migrateBuildFile("/x/CMakeLists.txt",
                            "set(CUDA_NVCC_FLAGS ${CUDA_NVCC_FLAGS} -arch=sm_70)\n"
                            "message(\"CUDA found at ${CUDAToolkit_ROOT}\")\n",
                            FileKind::CMake, {});
  EXPECT_TRUE(P.Files.empty());
  ASSERT_EQ(P.Diags.size(), 2u);
  EXPECT_EQ(P.Diags[0].RuleId, "build-cmake-legacy");
  EXPECT_EQ(P.Diags[0].Sev, Severity::Warning);
  EXPECT_EQ(P.Diags[0].FixIt, "string(APPEND CMAKE_HIP_FLAGS \" ${CUDA_NVCC_FLAGS}\")");
  EXPECT_EQ(P.Diags[1].RuleId, "build-cmake-variable");
  EXPECT_EQ(P.Diags[1].Message, "'CUDAToolkit_ROOT': ROCm's root is ROCM_PATH (default /opt/rocm)");
  // find_package(CUDA): FindCUDA, reported with what replaces it.
  P = migrateBuildFile("/x/CMakeLists.txt", "find_package(CUDA REQUIRED)\n", FileKind::CMake, {});
  ASSERT_EQ(P.Diags.size(), 1u);
  EXPECT_EQ(P.Diags[0].RuleId, "build-cmake-legacy");
  EXPECT_EQ(P.Diags[0].FixIt, "enable_language(HIP)\nfind_package(hip REQUIRED)");
}
