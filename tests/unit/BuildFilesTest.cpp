//===- BuildFilesTest.cpp - build files: find + plan ---------------------===//
#include "BuildFilesTestUtil.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "gtest/gtest.h"

using namespace cuda2hip;
using namespace cuda2hip::build;
using namespace cuda2hip::test;

namespace {

TEST(BuildFiles, KindFromName) {
  EXPECT_EQ(detectKind("a/CMakeLists.txt"), FileKind::CMake);
  EXPECT_EQ(detectKind("cmake/FindX.cmake"), FileKind::CMake);
  EXPECT_EQ(detectKind("Makefile"), FileKind::Make);
  EXPECT_EQ(detectKind("rules.mk"), FileKind::Make);
  EXPECT_EQ(detectKind("run.sh"), FileKind::Shell);
  EXPECT_EQ(detectKind("job.sbatch"), FileKind::Shell);
  EXPECT_EQ(detectKind("Dockerfile"), FileKind::Docker);
  EXPECT_EQ(detectKind("Dockerfile.rocm"), FileKind::Docker);
  EXPECT_EQ(detectKind("setup.py"), FileKind::Python);
  EXPECT_EQ(detectKind("README.md"), FileKind::Unknown);
  EXPECT_EQ(detectKind("Makefile.cuda.orig"), FileKind::Unknown);
  EXPECT_EQ(detectKind("run.sh~"), FileKind::Unknown);
  EXPECT_EQ(detectKind("tools/run", "#!/usr/bin/env bash\n"), FileKind::Shell);
  EXPECT_EQ(detectKind("tools/gen", "#!/usr/bin/python3\n"), FileKind::Python);
  EXPECT_EQ(parseKind(kindName(FileKind::Docker)), FileKind::Docker);
}

struct Case {
  FileKind K;
  const char *In, *Out;
};

TEST(BuildFiles, Rewrites) {
  const Case Cases[] = {
      // CMake
      {FileKind::CMake, "enable_language(CUDA)\n", "enable_language(HIP)\n"},
      {FileKind::CMake, "project(p LANGUAGES CUDA HIP)\n", "project(p LANGUAGES HIP)\n"},
      {FileKind::CMake, "set_target_properties(t PROPERTIES CUDA_ARCHITECTURES \"80;90\")\n",
       "set_target_properties(t PROPERTIES HIP_ARCHITECTURES gfx942)\n"},
      {FileKind::CMake, "set(CMAKE_CUDA_STANDARD 17) # keep CMAKE_CUDA_STANDARD here\n",
       "set(CMAKE_HIP_STANDARD 17) # keep CMAKE_CUDA_STANDARD here\n"},
      {FileKind::CMake, "find_package(CUDAToolkit REQUIRED COMPONENTS cublas)\n",
       "find_package(hip REQUIRED)\n"},
      {FileKind::CMake, "add_executable(a a.cu)\n",
       "add_executable(a a.cu)\nset_source_files_properties(a.cu PROPERTIES LANGUAGE HIP)\n"},
      {FileKind::CMake,
       "add_executable(a a.cu)\nset_source_files_properties(a.cu PROPERTIES LANGUAGE HIP)\n",
       "add_executable(a a.cu)\nset_source_files_properties(a.cu PROPERTIES LANGUAGE HIP)\n"},
      {FileKind::CMake, "target_link_libraries(a PRIVATE CUDA::cudart_static CUDA::culibos)\n",
       "target_link_libraries(a PRIVATE hip::host)\n"},
      {FileKind::CMake, "target_compile_options(a PRIVATE --use_fast_math)\n",
       "target_compile_options(a PRIVATE -ffast-math)\n"},
      {FileKind::CMake, "set(CMAKE_CUDA_RESOLVE_DEVICE_SYMBOLS ON)\nx()\n", "x()\n"},
      // Makefile and shell: nvcc flags
      {FileKind::Make, "F = -Xcompiler=-fPIC,-O2 -Xptxas -O3\n", "F = -fPIC -O2\n"},
      {FileKind::Shell, "nvcc -G -dc -x cu a.cu\n", "hipcc -g -fgpu-rdc -c -x hip a.cu\n"},
      {FileKind::Shell, "g++ -G -x c++ a.cpp\n", "g++ -G -x c++ a.cpp\n"},
      {FileKind::Shell, "nvcc --gpu-architecture sm_90 --relocatable-device-code=false a.cu\n",
       "hipcc --offload-arch=gfx942 a.cu\n"},
      {FileKind::Shell, "clang -arch x86_64 a.c\n", "clang -arch x86_64 a.c\n"},
      {FileKind::Shell, "/usr/local/cuda-12.2/bin/nvcc -ccbin g++ -lcufft a.cu\n",
       "/opt/rocm/bin/hipcc -lhipfft a.cu\n"},
      // nvidia-smi
      {FileKind::Shell, "nvidia-smi\n", "amd-smi monitor\n"},
      {FileKind::Shell, "watch -n 1 nvidia-smi\n", "watch -n 1 amd-smi monitor\n"},
      {FileKind::Shell, "nvidia-smi -l 2 -i 1\n", "amd-smi monitor -w 2 -g 1\n"},
      {FileKind::Shell, "nvidia-smi --query-compute-apps=pid,used_memory --format=csv\n",
       "amd-smi process --csv\n"},
      {FileKind::Shell, "nvidia-smi -mig 1\n", "amd-smi -mig 1\n"},
      // environment
      {FileKind::Shell, "export CUDA_VISIBLE_DEVICES=0,1\nunset CUDA_VISIBLE_DEVICES\n",
       "export HIP_VISIBLE_DEVICES=0,1\nunset HIP_VISIBLE_DEVICES\n"},
      {FileKind::Shell, "CUDA_LAUNCH_BLOCKING=0 ./a\n", "AMD_SERIALIZE_KERNEL=0 ./a\n"},
      {FileKind::Shell, "echo $CUDA_PATH/lib64\n", "echo $ROCM_PATH/lib\n"},
      {FileKind::Shell, "export NVIDIA_VISIBLE_DEVICES=all\necho ok\n", "echo ok\n"},
      {FileKind::Shell, "cmake -DCMAKE_CUDA_ARCHITECTURES=80 -DCMAKE_CUDA_COMPILER=nvcc ..\n",
       "cmake -DCMAKE_HIP_ARCHITECTURES=gfx942 -DCMAKE_HIP_COMPILER=/opt/rocm/llvm/bin/clang++ ..\n"},
      // docker
      {FileKind::Shell, "docker run --gpus=all img\n",
       "docker run --device=/dev/kfd --device=/dev/dri --group-add video img\n"},
      {FileKind::Shell, "docker run --device=/dev/kfd --device=/dev/dri --group-add video img\n",
       "docker run --device=/dev/kfd --device=/dev/dri --group-add video img\n"},
      {FileKind::Docker, "FROM nvidia/cuda:12.2.0-runtime-ubuntu20.04\n",
       "FROM rocm/dev-ubuntu-20.04:6.3\n"},
      {FileKind::Docker, "FROM ubuntu:22.04\nRUN apt-get install -y cuda-nvcc-12-2 cuda-toolkit\n",
       "FROM ubuntu:22.04\nRUN apt-get install -y hipcc rocm-hip-sdk\n"},
      // Python
      {FileKind::Python, "os.environ['CUDA_VISIBLE_DEVICES'] = '1'\n",
       "os.environ['HIP_VISIBLE_DEVICES'] = '1'\n"},
      {FileKind::Python, "cmd = ['nvcc', '-arch=sm_80', 'k.cu']\n",
       "cmd = ['hipcc', '--offload-arch=gfx942', 'k.cu']\n"},
      {FileKind::Python, "print('run nvidia-smi to see')\n", "print('run nvidia-smi to see')\n"},
  };
  for (const Case &C : Cases)
    EXPECT_EQ(migrate(C.In, C.K), C.Out) << "input: " << C.In;
}

TEST(BuildFiles, OptionsChangeTheTargets) {
  BuildOptions O;
  O.OffloadArchs = {"gfx90a", "gfx942"};
  O.Smi = SmiTool::RocmSmi;
  O.RocmPath = "/opt/rocm-6.2.0";
  EXPECT_EQ(migrate("nvcc -arch=sm_80 a.cu && nvidia-smi -L\n", FileKind::Shell, O),
            "hipcc --offload-arch=gfx90a --offload-arch=gfx942 a.cu && rocm-smi "
            "--showproductname\n");
  EXPECT_EQ(migrate("set(CMAKE_CUDA_ARCHITECTURES 80)\n", FileKind::CMake, O),
            "set(CMAKE_HIP_ARCHITECTURES \"gfx90a;gfx942\")\n");
  EXPECT_EQ(migrate("LIBS = -L/usr/local/cuda/lib64\n", FileKind::Make, O),
            "LIBS = -L/opt/rocm-6.2.0/lib\n");
}

TEST(BuildFiles, AppliedEditsAreNotesReportsAreWarnings) {
  Plan P = migrateBuildFile("/x/CMakeLists.txt", "cuda_add_executable(a a.cu)\n",
                            FileKind::CMake, {});
  EXPECT_TRUE(P.Files.empty()); // reported, not applied
  ASSERT_EQ(P.Diags.size(), 1u);
  EXPECT_EQ(P.Diags[0].Sev, Severity::Warning);
  EXPECT_EQ(P.Diags[0].RuleId, "build-cmake-legacy");
  EXPECT_EQ(P.Diags[0].FixIt,
            "add_executable(a a.cu)\nset_source_files_properties(a.cu PROPERTIES LANGUAGE HIP)");
  P = migrateBuildFile("/x/m", "nvcc a.cu\n", FileKind::Shell, {});
  ASSERT_EQ(P.Diags.size(), 1u);
  EXPECT_EQ(P.Diags[0].Sev, Severity::Note);
  EXPECT_EQ(P.Diags[0].FixIt, "hipcc");
}

TEST(BuildFiles, OverlappingEditsBecomeConflicts) {
  BuildFindings F;
  F.Path = "/x/f";
  F.Text = "abcdef";
  BuildFinding A, B;
  A.Where = FileRange{"/x/f", 0, 3};
  A.Replacement = "X";
  A.RuleId = "build-path";
  B.Where = FileRange{"/x/f", 2, 2};
  B.Replacement = "Y";
  B.RuleId = "build-env";
  F.Items = {A, B};
  Plan P = planBuildFile(F);
  EXPECT_EQ(P.Files["/x/f"].apply(), "Xdef");
  ASSERT_EQ(P.Diags.size(), 2u);
  EXPECT_EQ(P.Diags[1].RuleId, "conflict");
  EXPECT_EQ(P.Diags[1].Sev, Severity::Warning);
}

TEST(BuildFiles, RuleIdsAreDocumented) {
  llvm::StringSet<> Known;
  for (const BuildRule &R : buildRules())
    Known.insert(R.Id);
  const char *Inputs[][2] = {{"CMakeLists.txt", "project(p CUDA)\nfind_package(CUDA)\n"},
                             {"run.sh", "nvidia-smi -L; nvcc -arch=sm_80 x.cu -lcublas"},
                             {"Dockerfile", "FROM nvidia/cuda:12.0.0-devel-ubuntu22.04\n"}};
  for (auto &[Name, Text] : Inputs)
    for (const std::string &R : rules(Text, detectKind(Name)))
      EXPECT_TRUE(Known.count(R)) << R;
}

TEST(BuildFiles, SurveyFindsPackages) {
  CMakeSurvey S = surveyCMake("find_package(CUDAToolkit)\n"
                              "target_link_libraries(t CUDA::cufft cublas CUDA::cupti)\n");
  EXPECT_TRUE(S.SearchesToolkit);
  EXPECT_EQ(S.Packages, (std::vector<std::string>{"hipfft", "hipblas"}));
}

/// Every build file of the lit tests: migrating the result again changes
/// nothing.
TEST(BuildFiles, MigratingTwiceChangesNothing) {
  std::string Root = CUDA2HIP_SOURCE_DIR "/tests/buildfiles/Inputs";
  std::error_code EC;
  unsigned N = 0;
  for (llvm::sys::fs::recursive_directory_iterator It(Root, EC), End; !EC && It != End;
       It.increment(EC)) {
    if (llvm::StringRef(It->path()).contains(".expected") ||
        llvm::StringRef(It->path()).contains("/doctor/"))
      continue;
    FileKind K = detectKind(It->path());
    if (K == FileKind::Unknown)
      continue;
    auto B = llvm::MemoryBuffer::getFile(It->path());
    ASSERT_TRUE(bool(B));
    std::string Once = migrate((*B)->getBuffer(), K);
    std::string Twice = migrate(Once, K);
    EXPECT_EQ(Once, Twice) << It->path();
    ++N;
  }
  EXPECT_GE(N, 8u);
}

} // namespace
