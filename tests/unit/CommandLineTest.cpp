//===- CommandLineTest.cpp - lib/Parse/CommandLine.cpp ---------------------===//
// The command line and the file system every parse is given (Parse.h).
#include "cuda2hip/Parse.h"
#include "gtest/gtest.h"
#include "llvm/Support/MemoryBuffer.h"
#include <algorithm>

using namespace cuda2hip;

namespace {
bool hasCuda() { return !findCudaPath("", {}).empty() && !findResourceDir({}).empty(); }
} // namespace

TEST(CommandLine, FindsClangAndCuda) {
  EXPECT_FALSE(findResourceDir({}).empty()) << "clang-19's resource dir";
  EXPECT_FALSE(findCudaPath("", {}).empty()) << "CUDA at /usr/local/cuda";
  EXPECT_TRUE(findCudaPath("/nonexistent/cuda", {}).empty());
}

TEST(CommandLine, TorchSourcesParseWithCudaExtensionFlags) {
  if (!hasCuda())
    GTEST_SKIP() << "no CUDA or clang resource dir";
  auto Has = [](const std::vector<std::string> &A, const std::string &S) {
    return std::find(A.begin(), A.end(), S) != A.end();
  };
  std::string Err;
  ParseOptions O;
  std::vector<std::string> A =
      parseArguments("/p/ext.cu", "#include <torch/extension.h>\n", O, Err);
  for (const char *D : {"-D__CUDA_NO_HALF_OPERATORS__", "-D__CUDA_NO_HALF_CONVERSIONS__",
                        "-D__CUDA_NO_BFLOAT16_CONVERSIONS__", "-D__CUDA_NO_HALF2_OPERATORS__",
                        "-DTORCH_API_INCLUDE_EXTENSION_H", "-DTORCH_EXTENSION_NAME=extension"})
    EXPECT_TRUE(Has(A, D)) << D;
  // Not for other CUDA sources; and never over the user's own -D/-U.
  EXPECT_FALSE(Has(parseArguments("/p/k.cu", "#include <cuda_runtime.h>\n", O, Err),
                   "-D__CUDA_NO_HALF_OPERATORS__"));
  O.ExtraArgs = {"-U__CUDA_NO_HALF_OPERATORS__"};
  EXPECT_FALSE(Has(parseArguments("/p/ext.cu", "#include <ATen/ATen.h>\n", O, Err),
                   "-D__CUDA_NO_HALF_OPERATORS__"));
}

TEST(CommandLine, ConditionalHipIncludesDoNotMakeAFileHip) {
  if (!hasCuda())
    GTEST_SKIP() << "no CUDA or clang resource dir";
  std::string Err;
  ParseOptions O;
  auto IsHip = [&](const char *Text) {
    std::vector<std::string> A = parseArguments("/p/f.cu", Text, O, Err);
    return std::find(A.begin(), A.end(), "hip") != A.end();
  };
  EXPECT_TRUE(IsHip("#include <hip/hip_runtime.h>\n"));
  EXPECT_TRUE(IsHip("#ifndef F_H\n#define F_H\n#include <hip/hip_runtime.h>\n#endif\n"))
      << "an include guard is not a condition";
  EXPECT_FALSE(IsHip("#ifdef USE_HIP\n#include <hip/hip_runtime.h>\n#else\n"
                     "#include <cuda_runtime.h>\n#endif\n"));
  EXPECT_FALSE(IsHip("#if defined(__HIPCC__)\n#  include \"hip/hip_fp16.h\"\n#endif\n"));
}

TEST(CommandLine, LanguageFromTheText) {
  EXPECT_EQ(chooseLanguage("/p/a.cu", "int x;\n", InputLanguage::Auto), InputLanguage::Cuda);
  EXPECT_EQ(chooseLanguage("/p/a.c", "int x;\n", InputLanguage::Auto), InputLanguage::Cxx);
  EXPECT_EQ(chooseLanguage("/p/a.cu", "#include <hip/hip_runtime.h>\n", InputLanguage::Auto),
            InputLanguage::Hip);
  EXPECT_EQ(chooseLanguage("/p/a.cu", "#include <hip/hip_runtime.h>\n", InputLanguage::Cuda),
            InputLanguage::Cuda)
      << "a language given is kept";
}

TEST(CommandLine, FileSystemServesTheCompatibilityFilesAndRespells) {
  if (!hasCuda())
    GTEST_SKIP() << "no CUDA or clang resource dir";
  ParseOptions O;
  std::string Err;
  const std::string Path = "/tmp/cuda2hip-commandline-test/k.cu";
  const std::string Text = "__global__ void k() {}\nint main() { k << < 1, 1 >> > (); }\n";
  std::vector<std::string> Args = parseArguments(Path, Text, O, Err);
  ASSERT_FALSE(Args.empty()) << Err;
  auto Respelled = std::make_shared<RespelledOriginals>();
  auto FS = parseFileSystem(Args, Path, llvm::StringRef(Text), Respelled);
  // The unit is read with `<<<`, same length; the user's text is kept.
  auto Buf = FS->getBufferForFile(Path);
  ASSERT_TRUE(bool(Buf));
  EXPECT_NE((*Buf)->getBuffer().find("k <<<  1, 1 >>>  ()"), llvm::StringRef::npos)
      << (*Buf)->getBuffer().str();
  EXPECT_EQ((*Buf)->getBuffer().size(), Text.size());
  EXPECT_EQ(Respelled->Text.at(Path), Text);
  // The headers CUDA 13 removed are served in the overlay folder.
  EXPECT_TRUE(bool(FS->getBufferForFile(std::string(OverlayDir) + "/texture_fetch_functions.h")));
}
