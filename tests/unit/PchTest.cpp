//===- PchTest.cpp - the shared PCH of the CUDA preamble ------------------===//
//
// Findings with FindOptions::SharePreamble are the same as without; what the
// PCH cannot serve (other flags, errors, a folder shadowing a header, a stale
// PCH on disk) is parsed the plain way.
//
//===----------------------------------------------------------------------===//
#include "../../lib/Parse/Preamble.h"
#include "cuda2hip/Batch.h"
#include "cuda2hip/Find.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include "gtest/gtest.h"
#include <cstdlib>
#include <fstream>
#include "FindingsDump.h"

using namespace cuda2hip;
using cuda2hip::test::dump;

namespace {
bool hasCuda() { return !findCudaPath("", {}).empty() && !findResourceDir({}).empty(); }

/// The census of \p Paths read from disk, as a run builds it (censusOf).
std::shared_ptr<const PrefixCensus> censusOfFiles(std::vector<std::string> Paths) {
  std::vector<CensusUnit> Units;
  for (std::string &P : Paths)
    Units.push_back({std::move(P), std::nullopt, {}});
  return censusOf(Units);
}


/// The session of these tests' runs: where their PCHs live.
const std::shared_ptr<Session> Pchs = std::make_shared<Session>();

FindOptions shared(std::string Dir = "") {
  FindOptions O;
  O.RunSession = Pchs;
  O.SharePreamble = true;
  O.PreambleDir = std::move(Dir);
  return O;
}

std::string tempDir() {
  llvm::SmallString<256> D;
  EXPECT_FALSE(llvm::sys::fs::createUniqueDirectory("cuda2hip-pch-test", D));
  return std::string(D);
}

void writeFile(const std::string &Path, const std::string &Text) {
  llvm::sys::fs::create_directories(llvm::sys::path::parent_path(Path));
  std::ofstream(Path, std::ios::binary) << Text;
}

const char *Kernel = R"(#include <cuda_runtime.h>
#include <cstdio>
#define CHECK(x) do { cudaError_t e = (x); if (e != cudaSuccess) return 1; } while (0)
__constant__ float coef[4];
template <typename T> __global__ void scale(T *p, T s, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] = p[i] * s + __ldg(&p[i]);
}
#if CUDART_VERSION >= 99000
void future() { cudaFutureApi(); }
#endif
int main() {
  float *d = nullptr, h[4] = {1, 2, 3, 4};
  cudaStream_t st;
  CHECK(cudaStreamCreateWithFlags(&st, cudaStreamNonBlocking));
  CHECK(cudaMalloc(&d, 4 * sizeof(float)));
  CHECK(cudaMemcpyToSymbol(coef, h, sizeof h));
  scale<float><<<dim3(1), dim3(4), 0, st>>>(d, 2.0f, 4);
  cudaDeviceProp prop;
  cudaGetDeviceProperties(&prop, 0);
  printf("%d %s\n", prop.major, cudaGetErrorString(cudaGetLastError()));
  cudaFree(d);
  return 0;
}
)";
} // namespace

TEST(Pch, SameFindingsAsThePlainParse) {
  if (!hasCuda())
    GTEST_FAIL() << "needs CUDA and clang-19";
  clearPreambles(*Pchs);
  Findings Plain = findInFile("/virtual/pch/a.cu", llvm::StringRef(Kernel), FindOptions());
  ASSERT_FALSE(Plain.ParseFailed) << dump(Plain);
  Findings First = findInFile("/virtual/pch/a.cu", llvm::StringRef(Kernel), shared());
  Findings Second = findInFile("/virtual/pch/a.cu", llvm::StringRef(Kernel), shared());
  PreambleStats S = preambleStats(*Pchs);
  EXPECT_EQ(S.Built, 1u);
  EXPECT_EQ(S.Used, 2u) << "both parses took the PCH";
  EXPECT_EQ(S.Fallbacks, 0u);
  EXPECT_EQ(dump(First), dump(Plain));
  EXPECT_EQ(dump(Second), dump(Plain));
}

TEST(Pch, FilesOnDiskAndTheirHeaders) {
  if (!hasCuda())
    GTEST_FAIL() << "needs CUDA and clang-19";
  clearPreambles(*Pchs);
  std::string D = tempDir();
  writeFile(D + "/inc/util.cuh", "#pragma once\n#include <cuda_runtime.h>\n"
                                 "inline cudaError_t sync() { return cudaDeviceSynchronize(); }\n");
  writeFile(D + "/src/a.cu", "#include \"../inc/util.cuh\"\nint main() { return sync() != cudaSuccess; }\n");
  std::string A = D + "/src/a.cu";
  Findings Plain = findInFile(A, std::nullopt, FindOptions());
  Findings Shared = findInFile(A, std::nullopt, shared());
  EXPECT_EQ(preambleStats(*Pchs).Used, 1u);
  EXPECT_EQ(dump(Shared), dump(Plain));
  llvm::sys::fs::remove_directories(D);
}

TEST(Pch, AFileThatDoesNotParseIsNotParsedTwice) {
  if (!hasCuda())
    GTEST_FAIL() << "needs CUDA and clang-19";
  clearPreambles(*Pchs);
  // Errors in the file and in a header of its own: the parse with the PCH
  // stands (no plain parse after it), with the plain parse's messages,
  // places and partial findings.
  const char *Hdr = "#pragma once\ninline int h() { return not_declared_either; }\n";
  const char *Src = "#include <cuda_runtime.h>\n#include \"own.h\"\n"
                    "__global__ void k(float *p) { p[0] = __ldg(p + 1); }\n"
                    "int main() { cudaMallocc(0, 4); return undeclared; }\n";
  std::string D = tempDir();
  writeFile(D + "/own.h", Hdr);
  writeFile(D + "/err.cu", Src);
  Findings Plain = findInFile(D + "/err.cu", std::nullopt, FindOptions());
  Findings Shared = findInFile(D + "/err.cu", std::nullopt, shared());
  EXPECT_TRUE(Plain.ParseFailed);
  EXPECT_TRUE(Shared.ParseFailed);
  EXPECT_EQ(preambleStats(*Pchs).Used, 1u);
  EXPECT_EQ(preambleStats(*Pchs).Fallbacks, 0u);
  EXPECT_EQ(dump(Shared), dump(Plain));
  unsigned Errors = 0;
  for (const FindNote &N : Shared.Notes)
    Errors += N.IsError;
  EXPECT_GE(Errors, 3u) << dump(Shared);
  llvm::sys::fs::remove_directories(D);
}

TEST(Pch, AnErrorInsideAHeaderThePchHoldsIsReportedByThePlainParse) {
  if (!hasCuda())
    GTEST_FAIL() << "needs CUDA and clang-19";
  clearPreambles(*Pchs);
  // The user's code makes clang complain at a place inside a header the
  // CUDA preamble includes (<limits>, a constexpr body): the plain parse
  // decides.
  const char *Src = "#include <cuda_runtime.h>\n"
                    "int main() { return std::numeric_limits<int &>::max(); }\n";
  Findings Plain = findInFile("/virtual/pch/inpch.cu", llvm::StringRef(Src), FindOptions());
  Findings Shared = findInFile("/virtual/pch/inpch.cu", llvm::StringRef(Src), shared());
  EXPECT_TRUE(Plain.ParseFailed);
  EXPECT_EQ(preambleStats(*Pchs).Used, 0u);
  EXPECT_EQ(preambleStats(*Pchs).Fallbacks, 1u);
  EXPECT_EQ(dump(Shared), dump(Plain));
  bool InLimits = false;
  for (const FindNote &N : Shared.Notes)
    InLimits |= N.IsError && llvm::StringRef(N.Where.File).ends_with("/limits");
  EXPECT_TRUE(InLimits) << dump(Shared);
}

TEST(Pch, ListsThatChangeNothingAreNotReadFromThePch) {
  if (!hasCuda())
    GTEST_FAIL() << "needs CUDA and clang-19";
  clearPreambles(*Pchs);
  // A clean file: the PCH's lists of declarations for deferred diagnostics
  // and of unused file-scope declarations are left unread (2 reads), and
  // the findings are the plain parse's.
  Findings Plain = findInFile("/virtual/pch/trim.cu", llvm::StringRef(Kernel), FindOptions());
  Findings Shared = findInFile("/virtual/pch/trim.cu", llvm::StringRef(Kernel), shared());
  EXPECT_EQ(preambleStats(*Pchs).Used, 1u);
  EXPECT_EQ(preambleStats(*Pchs).ReadsLeftOut, 2u);
  EXPECT_EQ(dump(Shared), dump(Plain));

  // A file with a deferred diagnostic (a __host__ __device__ function that
  // calls a __device__ one, called from host code): the list is read and
  // the error is the plain parse's.
  clearPreambles(*Pchs);
  const char *Src = "#include <cuda_runtime.h>\n"
                    "__device__ int dev() { return 1; }\n"
                    "__host__ __device__ int hd() { return dev(); }\n"
                    "int main() { return hd(); }\n";
  Findings PlainD = findInFile("/virtual/pch/deferred.cu", llvm::StringRef(Src), FindOptions());
  Findings SharedD = findInFile("/virtual/pch/deferred.cu", llvm::StringRef(Src), shared());
  EXPECT_TRUE(PlainD.ParseFailed);
  // The unused-declarations list is still left out (clang asks for it
  // before it emits the deferred error); the deferred-diagnostics one is read.
  EXPECT_EQ(preambleStats(*Pchs).ReadsLeftOut, 1u);
  EXPECT_EQ(dump(SharedD), dump(PlainD));
  bool Deferred = false;
  for (const FindNote &N : SharedD.Notes)
    Deferred |= N.IsError && llvm::StringRef(N.Message).contains("__device__ function");
  EXPECT_TRUE(Deferred) << dump(SharedD);
}

TEST(Pch, AFolderShadowingAPreambleHeaderParsesPlainly) {
  if (!hasCuda())
    GTEST_FAIL() << "needs CUDA and clang-19";
  clearPreambles(*Pchs);
  std::string D = tempDir();
  // A user folder (the file's own, always -I) with a header the preamble
  // includes by that name: the plain parse could find it first.
  writeFile(D + "/cuda_runtime.h", "#error shadowed\n");
  writeFile(D + "/a.cu", "#include <cuda_runtime.h>\nint main() { return cudaSuccess; }\n");
  FindOptions O = shared();
  std::string Err;
  std::vector<std::string> Args = parseArguments(D + "/a.cu", "", O, Err);
  std::optional<PreamblePlan> P = planPreamble(Args, O);
  ASSERT_TRUE(P.has_value());
  std::shared_ptr<const Preamble> Pre = getPreamble(*P, "");
  ASSERT_TRUE(Pre);
  EXPECT_TRUE(std::binary_search(Pre->Names.begin(), Pre->Names.end(), "cuda_runtime.h"));
  EXPECT_TRUE(preambleShadowed(*Pre, *P));
  Findings Plain = findInFile(D + "/a.cu", std::nullopt, FindOptions());
  Findings Shared = findInFile(D + "/a.cu", std::nullopt, O);
  EXPECT_EQ(preambleStats(*Pchs).Used + preambleStats(*Pchs).Fallbacks, 0u);
  EXPECT_EQ(dump(Shared), dump(Plain));

  llvm::sys::fs::remove(D + "/cuda_runtime.h");
  std::string E = tempDir();
  writeFile(E + "/a.cu", "int x;\n");
  std::vector<std::string> ArgsE = parseArguments(E + "/a.cu", "", O, Err);
  EXPECT_FALSE(preambleShadowed(*Pre, *planPreamble(ArgsE, O)));
  llvm::sys::fs::remove_directories(D);
  llvm::sys::fs::remove_directories(E);
}

TEST(Pch, KeptInTheCacheFolderAndRebuiltWhenStale) {
  if (!hasCuda())
    GTEST_FAIL() << "needs CUDA and clang-19";
  clearPreambles(*Pchs);
  std::string D = tempDir();
  Findings Plain = findInFile("/virtual/pch/a.cu", llvm::StringRef(Kernel), FindOptions());
  Findings A = findInFile("/virtual/pch/a.cu", llvm::StringRef(Kernel), shared(D));
  EXPECT_EQ(preambleStats(*Pchs).Built, 1u);
  std::error_code EC;
  std::string Pch;
  for (llvm::sys::fs::directory_iterator It(D, EC), End; It != End && !EC; It.increment(EC))
    if (llvm::StringRef(It->path()).ends_with(".pch"))
      Pch = It->path();
  ASSERT_FALSE(Pch.empty()) << "a .pch file in " << D;

  clearPreambles(*Pchs); // a new run
  Findings B = findInFile("/virtual/pch/a.cu", llvm::StringRef(Kernel), shared(D));
  EXPECT_EQ(preambleStats(*Pchs).Loaded, 1u);
  EXPECT_EQ(preambleStats(*Pchs).Used, 1u);
  EXPECT_EQ(dump(A), dump(Plain));
  EXPECT_EQ(dump(B), dump(Plain));

  // A damaged (or foreign) PCH: the plain parse, the file goes, the next
  // TU builds a fresh one.
  writeFile(Pch, "CUDA2HIP-PCH 1\n0\nnot a precompiled header");
  clearPreambles(*Pchs);
  Findings C = findInFile("/virtual/pch/a.cu", llvm::StringRef(Kernel), shared(D));
  EXPECT_EQ(dump(C), dump(Plain));
  EXPECT_EQ(preambleStats(*Pchs).Fallbacks, 1u);
  EXPECT_FALSE(llvm::sys::fs::exists(Pch));
  Findings E = findInFile("/virtual/pch/a.cu", llvm::StringRef(Kernel), shared(D));
  EXPECT_EQ(dump(E), dump(Plain));
  EXPECT_EQ(preambleStats(*Pchs).Built, 1u);
  EXPECT_EQ(preambleStats(*Pchs).Used, 1u);
  EXPECT_TRUE(llvm::sys::fs::exists(Pch));
  llvm::sys::fs::remove_directories(D);
}

namespace {
/// A unit whose leading block (after a licence comment) is Thrust and CUB,
/// then a header of its own folder.
const char *ThrustCubMain =
    "/* licence */\n#include <cstdio>\n#include <thrust/device_vector.h>\n"
    "#include <cub/cub.cuh>\n#include \"util.cuh\"\n"
    "int main() { thrust::device_vector<int> v(4); size_t b = 0;\n"
    "  cub::DeviceReduce::Sum(nullptr, b, (int *)0, (int *)0, 4);\n"
    "  return devSync() != cudaSuccess; }\n";
const char *UtilHeader = "#pragma once\n#include <cuda_runtime.h>\n"
                         "inline cudaError_t devSync() { return cudaDeviceSynchronize(); }\n";
} // namespace

TEST(Pch, LeadingSystemIncludesSharedByTwoUnitsArePrecompiled) {
  if (!hasCuda())
    GTEST_FAIL() << "needs CUDA and clang-19";
  clearPreambles(*Pchs);
  std::string D = tempDir();
  std::string Main = ThrustCubMain;
  const char *Util = UtilHeader;
  for (const char *Dir : {"/a", "/b", "/c"}) {
    writeFile(D + Dir + "/main.cu", Main);
    writeFile(D + Dir + "/util.cuh", Util);
  }
  // c/ has a user header named like one the block includes: parsed plainly.
  writeFile(D + "/c/cub/cub.cuh", "#error the user's cub.cuh\n");
  Findings PlainA = findInFile(D + "/a/main.cu", std::nullopt, FindOptions());
  Findings PlainB = findInFile(D + "/b/main.cu", std::nullopt, FindOptions());
  ASSERT_FALSE(PlainA.ParseFailed) << dump(PlainA);

  FindOptions O = shared();
  O.Prefixes = censusOfFiles({D + "/a/main.cu", D + "/b/main.cu", D + "/c/main.cu"});
  clearPreambles(*Pchs);
  Findings A = findInFile(D + "/a/main.cu", std::nullopt, O);
  Findings B = findInFile(D + "/b/main.cu", std::nullopt, O);
  Findings C = findInFile(D + "/c/main.cu", std::nullopt, O);
  PreambleStats S = preambleStats(*Pchs);
  EXPECT_EQ(S.Built, 2u) << "the CUDA preamble's PCH and one for the shared block";
  EXPECT_EQ(S.Used, 2u) << "c/ is parsed the plain way";
  EXPECT_EQ(dump(A), dump(PlainA));
  EXPECT_EQ(dump(B), dump(PlainB));
  EXPECT_TRUE(C.ParseFailed) << "the user's cub.cuh is what c/main.cu includes";
  EXPECT_EQ(O.Prefixes->served(), 3u);

  // A unit alone with its block: no PCH of it (it would cost a parse and
  // save none); the CUDA preamble's PCH only.
  O.Prefixes = censusOfFiles({D + "/a/main.cu"});
  clearPreambles(*Pchs);
  EXPECT_EQ(dump(findInFile(D + "/a/main.cu", std::nullopt, O)), dump(PlainA));
  EXPECT_EQ(preambleStats(*Pchs).Built, 1u);

  // A shared block of headers the CUDA preamble includes anyway: no PCH.
  std::string Light = "#include <cuda_runtime.h>\n#include <cstdlib>\nint main() "
                      "{ return cudaDeviceReset() != cudaSuccess; }\n";
  writeFile(D + "/l1/main.cu", Light);
  writeFile(D + "/l2/main.cu", Light);
  O.Prefixes = censusOfFiles({D + "/l1/main.cu", D + "/l2/main.cu"});
  clearPreambles(*Pchs);
  Findings L1 = findInFile(D + "/l1/main.cu", std::nullopt, O);
  Findings L2 = findInFile(D + "/l2/main.cu", std::nullopt, O);
  EXPECT_EQ(O.Prefixes->served(), 0u) << "they bring nothing beyond the preamble";
  EXPECT_EQ(preambleStats(*Pchs).Built, 1u);
  EXPECT_EQ(preambleStats(*Pchs).Used, 2u);
  EXPECT_EQ(dump(L1), dump(findInFile(D + "/l1/main.cu", std::nullopt, FindOptions())));

  // A shared block too light to pay for its PCH (<vector>: 0.35 MB of
  // headers beyond the preamble, 2 units: they would save 0.7 MB, the
  // build costs those 0.35 MB and 4 MB): none.
  std::string Vec = "#include <vector>\nint main() { std::vector<int> v(2); "
                    "return cudaDeviceReset() != cudaSuccess; }\n";
  writeFile(D + "/v1/main.cu", Vec);
  writeFile(D + "/v2/main.cu", Vec);
  O.Prefixes = censusOfFiles({D + "/v1/main.cu", D + "/v2/main.cu"});
  clearPreambles(*Pchs);
  findInFile(D + "/v1/main.cu", std::nullopt, O);
  findInFile(D + "/v2/main.cu", std::nullopt, O);
  EXPECT_EQ(O.Prefixes->served(), 0u);
  EXPECT_EQ(preambleStats(*Pchs).Built, 1u);
  EXPECT_EQ(preambleStats(*Pchs).Used, 2u);

  // CUDA2HIP_PREFIX_PCH=0: the CUDA preamble alone.
  O.Switches.PrefixPch = ParseSwitches::Prefix::Off;
  O.Prefixes = censusOfFiles({D + "/a/main.cu", D + "/b/main.cu"});
  clearPreambles(*Pchs);
  EXPECT_EQ(dump(findInFile(D + "/a/main.cu", std::nullopt, O)), dump(PlainA));
  EXPECT_EQ(preambleStats(*Pchs).Built, 1u);
  llvm::sys::fs::remove_directories(D);
}

// Units share their library headers whatever the order of their lines and
// their light headers, and also when a unit reaches them through the user
// header it includes first (after that header's include guard).
TEST(Pch, LibraryHeadersSharedAcrossOrdersAndThroughACommonHeader) {
  if (!hasCuda())
    GTEST_FAIL() << "needs CUDA and clang-19";
  std::string D = tempDir();
  writeFile(D + "/a/main.cu", ThrustCubMain);
  writeFile(D + "/a/util.cuh", UtilHeader);
  writeFile(D + "/b/main.cu",
            "#include <vector>\n#include <cub/cub.cuh>\n#include <chrono>\n"
            "#include <thrust/device_vector.h>\n"
            "int main() { thrust::device_vector<float> v(4); std::vector<int> h(2);\n"
            "  return cudaDeviceSynchronize() != cudaSuccess; }\n");
  writeFile(D + "/c/common.h",
            "// licence\n#ifndef COMMON_H\n#define COMMON_H\n#include <thrust/device_vector.h>\n"
            "#include <cub/cub.cuh>\nint helper();\n#endif\n");
  writeFile(D + "/c/main.cu", "#include <cstdlib>\n#include \"common.h\"\n"
                              "int main() { cub::CachingDeviceAllocator a; return cudaGetLastError(); }\n");
  std::vector<std::string> Units = {D + "/a/main.cu", D + "/b/main.cu", D + "/c/main.cu"};
  FindOptions O = shared();
  O.Prefixes = censusOfFiles(Units);
  clearPreambles(*Pchs);
  // With the headers that Thrust and CUB include themselves, which each
  // unit thus includes too.
  std::string Block = "#include <cub/cub.cuh>\n#include <thrust/device_vector.h>\n"
                      "#include <chrono>\n#include <cstdio>\n#include <vector>\n";
  for (const std::string &U : Units) {
    auto Buf = llvm::MemoryBuffer::getFile(U);
    ASSERT_TRUE(bool(Buf));
    EXPECT_EQ(leadingBlock(U, (*Buf)->getBuffer(), O), Block) << U;
  }
  EXPECT_EQ(O.Prefixes->served(), 3u);
  std::vector<Findings> Shared;
  for (const std::string &U : Units)
    Shared.push_back(findInFile(U, std::nullopt, O));
  EXPECT_EQ(preambleStats(*Pchs).Built, 2u) << "the CUDA preamble's PCH and one of the two headers";
  EXPECT_EQ(preambleStats(*Pchs).Used, 3u);
  for (size_t I = 0; I < Units.size(); ++I) {
    Findings Plain = findInFile(Units[I], std::nullopt, FindOptions());
    ASSERT_FALSE(Plain.ParseFailed) << dump(Plain);
    EXPECT_EQ(dump(Shared[I]), dump(Plain)) << Units[I];
  }
}

// Two units with CUB alone, two with CUB and <cuda_fp16.h>: one PCH for
// the four (CUB includes <cuda_fp16.h> itself), not one per pair.
TEST(Pch, ABlockAddingLittleToAShorterOneUsesItsPch) {
  if (!hasCuda())
    GTEST_FAIL() << "needs CUDA and clang-19";
  std::string D = tempDir();
  std::string Body = "int main() { size_t b = 0;\n"
                     "  cub::DeviceReduce::Sum(nullptr, b, (int *)0, (int *)0, 4);\n"
                     "  return cudaDeviceSynchronize() != cudaSuccess; }\n";
  std::vector<std::string> Units;
  for (const char *Dir : {"/a", "/b", "/c", "/d"}) {
    bool Half = Dir[1] >= 'c';
    writeFile(D + Dir + "/main.cu", std::string("#include <cstdio>\n") +
                                        (Half ? "#include <cuda_fp16.h>\n" : "") +
                                        "#include <cub/cub.cuh>\n" + Body);
    Units.push_back(D + Dir + "/main.cu");
  }
  FindOptions O = shared();
  O.Prefixes = censusOfFiles(Units);
  unsigned Users = 0;
  // CUB includes <cuda_fp16.h> and <cstdio> itself: every unit includes
  // them, and its block holds them.
  std::string Cub = "#include <cub/cub.cuh>\n#include <cuda_fp16.h>\n#include <cstdio>\n";
  for (const std::string &U : Units) {
    auto Buf = llvm::MemoryBuffer::getFile(U);
    ASSERT_TRUE(bool(Buf));
    EXPECT_EQ(leadingBlock(U, (*Buf)->getBuffer(), O), Cub) << U;
  }
  EXPECT_EQ(O.Prefixes->choose(Units[0], "#include <cub/cub.cuh>\n", {}, &Users), Cub);
  EXPECT_EQ(Users, 4u);
  EXPECT_EQ(O.Prefixes->blocks().size(), 1u);
  clearPreambles(*Pchs);
  std::vector<Findings> Shared;
  for (const std::string &U : Units)
    Shared.push_back(findInFile(U, std::nullopt, O));
  EXPECT_EQ(preambleStats(*Pchs).Built, 2u) << "the CUDA preamble's PCH and CUB's, not one more";
  EXPECT_EQ(preambleStats(*Pchs).Used, 4u);
  for (size_t I : {size_t(0), size_t(3)})
    EXPECT_EQ(dump(Shared[I]), dump(findInFile(Units[I], std::nullopt, FindOptions())));
}

TEST(Pch, LeadingSystemIncludesAlwaysPrecompiledWhenAsked) {
  if (!hasCuda())
    GTEST_FAIL() << "needs CUDA and clang-19";
  clearPreambles(*Pchs);
  std::string D = tempDir();
  writeFile(D + "/a/main.cu", ThrustCubMain);
  writeFile(D + "/a/util.cuh", UtilHeader);
  Findings PlainA = findInFile(D + "/a/main.cu", std::nullopt, FindOptions());
  ASSERT_FALSE(PlainA.ParseFailed) << dump(PlainA);
  FindOptions Always = shared(); // CUDA2HIP_PREFIX_PCH=1
  Always.Switches.PrefixPch = ParseSwitches::Prefix::Always;
  Findings A = findInFile(D + "/a/main.cu", std::nullopt, Always);
  PreambleStats S = preambleStats(*Pchs);
  EXPECT_EQ(S.Built, 2u) << "the CUDA preamble's and the block's, with no census";
  EXPECT_EQ(S.Used, 1u);
  EXPECT_EQ(dump(A), dump(PlainA));
  llvm::sys::fs::remove_directories(D);
}

// Each run's PCHs are its own: a second session builds its own PCH, and
// the first one's store is left as it was.
TEST(Pch, TwoSessionsShareNoPch) {
  if (!hasCuda())
    GTEST_FAIL() << "needs CUDA and clang-19";
  FindOptions A = shared(), B = shared();
  A.RunSession = std::make_shared<Session>();
  B.RunSession = std::make_shared<Session>();
  findInFile("/virtual/pch/a.cu", llvm::StringRef(Kernel), A);
  findInFile("/virtual/pch/a.cu", llvm::StringRef(Kernel), A);
  EXPECT_EQ(preambleStats(*A.RunSession).Built, 1u);
  EXPECT_EQ(preambleStats(*A.RunSession).Used, 2u);
  EXPECT_EQ(preambleStats(*B.RunSession).Built, 0u);
  findInFile("/virtual/pch/a.cu", llvm::StringRef(Kernel), B);
  EXPECT_EQ(preambleStats(*B.RunSession).Built, 1u);
  EXPECT_EQ(preambleStats(*B.RunSession).Used, 1u);
  EXPECT_EQ(preambleStats(*A.RunSession).Used, 2u);
  // Without a session, nothing is shared: the plain parse.
  FindOptions None = shared();
  None.RunSession = nullptr;
  Findings F = findInFile("/virtual/pch/a.cu", llvm::StringRef(Kernel), None);
  EXPECT_EQ(dump(F), dump(findInFile("/virtual/pch/a.cu", llvm::StringRef(Kernel),
                                     FindOptions())));
}
