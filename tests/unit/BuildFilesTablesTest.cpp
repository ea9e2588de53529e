//===- BuildFilesTablesTest.cpp - the build-file tables and their lookups -===//
// lib/BuildFiles/Tables.cpp: the rows of lib/BuildFiles/tables/*.def are
// consistent, and each lookup finds its row (the first of a name).
#include "../../lib/BuildFiles/Matchers.h"
#include "llvm/ADT/StringSet.h"
#include "gtest/gtest.h"

using namespace cuda2hip;
using namespace cuda2hip::build;

TEST(BuildFilesTables, TablesAreConsistent) {
  using namespace cuda2hip::build::detail;
  for (const Library &L : libraries())
    if (!L.HipTarget.empty())
      EXPECT_FALSE(L.HipPackage.empty()) << L.CudaLink.str();
  for (const NvccFlag &F : nvccFlags()) {
    EXPECT_TRUE(llvm::StringRef(F.Spelling).starts_with("-")) << F.Spelling.str();
    if (F.Action == FlagAction::Replace || F.Action == FlagAction::Prefix)
      EXPECT_FALSE(F.Replacement.empty()) << F.Spelling.str();
  }
  // envRows() needs the rows of one variable next to each other.
  llvm::StringSet<> Seen;
  llvm::StringRef Prev;
  for (const EnvVar &E : envVars()) {
    if (E.Cuda != Prev)
      EXPECT_TRUE(Seen.insert(E.Cuda).second) << E.Cuda.str() << " is split";
    Prev = E.Cuda;
  }
  for (const CMakeName &N : cmakeNames())
    if (N.Action == NameAction::Rename || N.Action == NameAction::Arch)
      EXPECT_FALSE(N.Hip.empty()) << N.Cuda.str();
}

TEST(BuildFilesTables, LibrariesByLinkAndTarget) {
  using namespace cuda2hip::build::detail;
  const Library *B = libraryByLink("cublas");
  ASSERT_TRUE(B);
  EXPECT_EQ(B->CudaTarget, "CUDA::cublas");
  EXPECT_EQ(B->HipTarget, "roc::hipblas");
  EXPECT_EQ(B->HipPackage, "hipblas");
  EXPECT_EQ(B->HipLink, "hipblas");
  EXPECT_EQ(libraryByTarget("CUDA::cublas"), B);
  EXPECT_EQ(libraryByTarget("cublas"), nullptr) << "a link name is not a target";
  EXPECT_EQ(libraryByLink("CUDA::cublas"), nullptr);
  const Library *Rt = libraryByLink("cudart_static");
  ASSERT_TRUE(Rt);
  EXPECT_EQ(Rt->HipTarget, "hip::host");
  EXPECT_EQ(Rt->HipLink, "amdhip64");
  EXPECT_FALSE(Rt->Note.empty());
  EXPECT_EQ(libraryByLink("nosuchlib"), nullptr);
  EXPECT_EQ(libraryByLink(""), nullptr);
}

TEST(BuildFilesTables, CMakeNamesAndLegacyCommands) {
  using namespace cuda2hip::build::detail;
  const CMakeName *S = cmakeName("CMAKE_CUDA_STANDARD");
  ASSERT_TRUE(S);
  EXPECT_EQ(S->Hip, "CMAKE_HIP_STANDARD");
  EXPECT_EQ(S->Action, NameAction::Rename);
  const CMakeName *A = cmakeName("CMAKE_CUDA_ARCHITECTURES");
  ASSERT_TRUE(A);
  EXPECT_EQ(A->Action, NameAction::Arch);
  EXPECT_EQ(cmakeName("cmake_cuda_standard"), nullptr) << "variables are case-sensitive";
  const CMakeLegacyCommand *C = cmakeLegacyCommand("cuda_add_cublas_to_target");
  ASSERT_TRUE(C);
  EXPECT_EQ(C->Hip, "target_link_libraries");
  EXPECT_EQ(C->Note, "roc::hipblas");
  EXPECT_EQ(cmakeLegacyCommand("CUDA_ADD_CUBLAS_TO_TARGET"), nullptr) << "lower-case names";
  EXPECT_EQ(cmakeLegacyCommand("add_library"), nullptr);
}

TEST(BuildFilesTables, EnvironmentRowsOfOneVariable) {
  using namespace cuda2hip::build::detail;
  llvm::ArrayRef<EnvVar> V = envRows("CUDA_VISIBLE_DEVICES");
  ASSERT_EQ(V.size(), 1u);
  EXPECT_EQ(V[0].Hip, "HIP_VISIBLE_DEVICES");
  EXPECT_EQ(V[0].Action, EnvAction::Rename);
  // Several rows, in table order: by value, then any value.
  llvm::ArrayRef<EnvVar> L = envRows("CUDA_LAUNCH_BLOCKING");
  ASSERT_EQ(L.size(), 3u);
  EXPECT_EQ(L[0].From, "1");
  EXPECT_EQ(L[0].To, "3");
  EXPECT_EQ(L[1].From, "0");
  EXPECT_EQ(L[2].From, "");
  for (const EnvVar &E : L)
    EXPECT_EQ(E.Action, EnvAction::Value);
  ASSERT_EQ(envRows("CUDA_DEVICE_ORDER").size(), 1u);
  EXPECT_EQ(envRows("CUDA_DEVICE_ORDER")[0].Action, EnvAction::Drop);
  EXPECT_TRUE(envRows("NOT_A_VARIABLE").empty());
}

TEST(BuildFilesTables, SmiToolsAndPackages) {
  using namespace cuda2hip::build::detail;
  const SmiField *F = smiField("name");
  ASSERT_TRUE(F);
  EXPECT_EQ(F->RocmFlag, "--showproductname");
  EXPECT_EQ(F->AmdCommand, "static");
  EXPECT_EQ(F->AmdFlag, "--asic");
  EXPECT_EQ(smiField("no.such.field"), nullptr);
  EXPECT_FALSE(smiRows().empty());
  const ToolRow *G = toolFor("cuda-gdb");
  ASSERT_TRUE(G);
  EXPECT_EQ(G->Rocm, "rocgdb");
  EXPECT_TRUE(G->Apply);
  ASSERT_TRUE(toolFor("compute-sanitizer"));
  EXPECT_FALSE(toolFor("compute-sanitizer")->Apply);
  EXPECT_EQ(toolFor("compute-sanitizer")->Rocm, "");
  EXPECT_EQ(toolFor("gdb"), nullptr);
  // A trailing '*' is a prefix; other patterns are whole names.
  ASSERT_TRUE(packageFor("cuda-nvcc-12-2"));
  EXPECT_EQ(packageFor("cuda-nvcc-12-2")->Package, "hipcc");
  ASSERT_TRUE(packageFor("libcublas-dev-12-2"));
  EXPECT_EQ(packageFor("libcublas-dev-12-2")->Package, "hipblas-dev");
  ASSERT_TRUE(packageFor("nvidia-cuda-toolkit"));
  EXPECT_EQ(packageFor("nvidia-cuda-toolkit")->Package, "rocm-hip-sdk");
  EXPECT_EQ(packageFor("nvidia-cuda-toolkit-gcc"), nullptr) << "not a prefix row";
  EXPECT_EQ(packageFor("gcc"), nullptr);
}

TEST(BuildFilesTables, ImagesAndWheels) {
  using namespace cuda2hip::build::detail;
  llvm::StringSet<> Prefixes;
  for (const ImageRow &I : images()) {
    EXPECT_TRUE(Prefixes.insert(I.Prefix).second) << I.Prefix.str();
    EXPECT_FALSE(I.Image.empty()) << I.Prefix.str();
  }
  EXPECT_TRUE(Prefixes.count("nvidia/cuda"));
  for (const WheelRow &W : wheels())
    EXPECT_FALSE(W.Prefix.empty());
}
