//===- VerifyToolchainTest.cpp - ISA library, compile commands -----------===//
#include "VerifyTestUtil.h"
#include "cuda2hip/Verify.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Bitcode/BitcodeReader.h"
#include "llvm/Bitcode/BitcodeWriter.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include "gtest/gtest.h"

using namespace cuda2hip;
using namespace cuda2hip::verify;
using cuda2hip::test::TempDir;
using namespace llvm;

namespace {
/// An oclc_isa_version_*.bc look-alike: one constant, no code.
void writeIsaModule(StringRef Path, unsigned Version, bool WithFunction = false) {
  LLVMContext Ctx;
  Module M("isa", Ctx);
  auto *I32 = Type::getInt32Ty(Ctx);
  new GlobalVariable(M, I32, true, GlobalValue::LinkOnceODRLinkage,
                     ConstantInt::get(I32, Version), "__oclc_ISA_version");
  if (WithFunction)
    Function::Create(FunctionType::get(I32, false), GlobalValue::ExternalLinkage, "f", M);
  std::error_code EC;
  raw_fd_ostream OS(Path, EC);
  ASSERT_FALSE(EC);
  WriteBitcodeToFile(M, OS);
}

unsigned readIsaVersion(StringRef Path) {
  LLVMContext Ctx;
  auto Buf = MemoryBuffer::getFile(Path);
  if (!Buf)
    return 0;
  auto M = parseBitcodeFile((*Buf)->getMemBufferRef(), Ctx);
  if (!M) {
    consumeError(M.takeError());
    return 0;
  }
  auto *G = (*M)->getGlobalVariable("__oclc_ISA_version");
  return G ? cast<ConstantInt>(G->getInitializer())->getZExtValue() : 0;
}

} // namespace

TEST(VerifyToolchain, IsaVersion) {
  EXPECT_EQ(isaVersion("gfx942"), 9402u);
  EXPECT_EQ(isaVersion("gfx940"), 9400u);
  EXPECT_EQ(isaVersion("gfx90a"), 9010u);
  EXPECT_EQ(isaVersion("gfx1030"), 10300u);
  EXPECT_EQ(isaVersion("gfx942:sramecc+:xnack-"), 9402u);
  EXPECT_FALSE(isaVersion("sm_90"));
  EXPECT_FALSE(isaVersion("gfx"));
}

TEST(VerifyToolchain, RewriteIsaBitcode) {
  TempDir D;
  writeIsaModule(D / "oclc_isa_version_940.bc", 9400);
  ASSERT_FALSE(bool(rewriteIsaBitcode(D / "oclc_isa_version_940.bc",
                                      D / "oclc_isa_version_942.bc", 9400, 9402)));
  EXPECT_EQ(readIsaVersion(D / "oclc_isa_version_942.bc"), 9402u);
  // Anything but an ISA-version library of the expected value is refused.
  Error E = rewriteIsaBitcode(D / "oclc_isa_version_940.bc", D / "x.bc", 9010, 9402);
  EXPECT_TRUE(bool(E));
  consumeError(std::move(E));
  writeIsaModule(D / "code.bc", 9400, /*WithFunction=*/true);
  E = rewriteIsaBitcode(D / "code.bc", D / "y.bc", 9400, 9402);
  EXPECT_TRUE(bool(E));
  consumeError(std::move(E));
}

TEST(VerifyToolchain, DeviceLibFolderMakesTheMissingIsaLibrary) {
  TempDir Sys, Cache;
  writeIsaModule(Sys / "oclc_isa_version_940.bc", 9400);
  writeIsaModule(Sys / "oclc_isa_version_90a.bc", 9010);
  { std::error_code EC; raw_fd_ostream(Sys / "ocml.bc", EC) << "x"; }
  std::string Note;
  auto Dir = deviceLibFolder(Sys.Path, "gfx942", Cache.Path, Note);
  ASSERT_TRUE(bool(Dir)) << toString(Dir.takeError());
  EXPECT_TRUE(StringRef(*Dir).starts_with(Cache.Path));
  EXPECT_EQ(readIsaVersion(*Dir + "/oclc_isa_version_942.bc"), 9402u);
  EXPECT_TRUE(sys::fs::exists(*Dir + "/ocml.bc"));
  EXPECT_TRUE(sys::fs::exists(*Dir + "/oclc_isa_version_90a.bc"));
  EXPECT_NE(Note.find("made from oclc_isa_version_940.bc"), std::string::npos) << Note;
  // Present already: the system folder itself.
  auto Same = deviceLibFolder(Sys.Path, "gfx940", Cache.Path, Note);
  ASSERT_TRUE(bool(Same));
  EXPECT_EQ(*Same, std::string(Sys.Path));
  // No sibling of the same major.minor: an error, nothing invented.
  auto None = deviceLibFolder(Sys.Path, "gfx1100", Cache.Path, Note);
  EXPECT_FALSE(bool(None));
  consumeError(None.takeError());
}

TEST(VerifyToolchain, ClangCommand) {
  AmdToolchain T;
  T.K = AmdToolchain::Clang;
  T.Compiler = "/usr/bin/clang-19";
  T.RocmPath = "/usr";
  T.DeviceLibPath = "/cache/bc";
  auto C = amdCompileCommand(T, "gfx942", "a.cu", "a.out", {"-Iinc"});
  std::string S;
  for (auto &A : C)
    S += A + " ";
  EXPECT_EQ(S, "/usr/bin/clang-19 --offload-arch=gfx942 --rocm-path=/usr "
               "--rocm-device-lib-path=/cache/bc -std=c++17 -O2 -Iinc -x hip a.cu -o a.out ");
}

// Issue 21: a library program links its libraries on NVIDIA, the original and
// the translation alike.
TEST(VerifyToolchain, NvidiaLibraryFlags) {
  using V = std::vector<std::string>;
  EXPECT_EQ(nvidiaLibraryFlags("#include <cstdio>\n__global__ void k() {}\n"), V{});
  EXPECT_EQ(nvidiaLibraryFlags("#include <cublas_v2.h>\n#include \"curand.h\"\n"),
            (V{"-lcublas", "-lcurand"}));
  EXPECT_EQ(nvidiaLibraryFlags("#include <cusolverDn.h>\n#include <cublas_v2.h>\n"),
            (V{"-lcusolver", "-lcublas"}));
  EXPECT_EQ(nvidiaLibraryFlags("# include <cufft.h>\n#include <cuda.h>\n#include <nvrtc.h>\n"),
            (V{"-lcufft", "-lcuda", "-lnvrtc"}));
  // cuDNN (any of its headers) and NCCL: the MIOpen and RCCL layers link them.
  EXPECT_EQ(nvidiaLibraryFlags("#include <cudnn.h>\n#include <nccl.h>\n"),
            (V{"-lcudnn", "-lnccl"}));
  EXPECT_EQ(nvidiaLibraryFlags("#include <cudnn_ops.h>\n"), (V{"-lcudnn"}));
  // curand_kernel.h is header-only; cuda_runtime.h needs nothing.
  EXPECT_EQ(nvidiaLibraryFlags("#include <curand_kernel.h>\n#include <cuda_runtime.h>\n"), V{});
  // The program's own line wins, "(none)" included.
  EXPECT_EQ(nvidiaLibraryFlags("// link: -lnvrtc -lcuda\n#include <cublas_v2.h>\n"),
            (V{"-lnvrtc", "-lcuda"}));
  EXPECT_EQ(nvidiaLibraryFlags("// link: (none)\n#include <cublas_v2.h>\n"), V{});
}
