//===- HipNamesTest.cpp - every emitted HIP name exists -------------------===//
//
// Checks the tables against ../shared/hip-api (identifier lists of ROCm 6.3
// and of Debian's HIP 5.2.3): an emitted name must exist in its library;
// a name Debian's 5.2.3 lacks must carry the HIP version that added it; a
// name that exists only under an opt-in macro must say so.
//
//===----------------------------------------------------------------------===//
#include "SharedApi.h"
#include <fstream>
#include "cuda2hip/Helpers.h"
#include "cuda2hip/Mappings.h"
#include "gtest/gtest.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"

using namespace cuda2hip;
using namespace cuda2hip::test;

namespace {
const std::set<std::string> &hipCore() {
  // Debian's 5.2.3 names count too: a name HIP later dropped (__noinline__
  // became a clang keyword) still exists for that target.
  static std::set<std::string> S = [] {
    auto N = apiNames(
        {"hip.txt", "hip-device.txt", "hip-clang.txt", "hip-5.2.3-debian.txt"});
    // Macros the compiler defines itself are not in the lists (README).
    N.insert({"__HIP_DEVICE_COMPILE__", "__HIPCC__", "__HIP__"});
    return N;
  }();
  return S;
}

/// The lists a row's names must come from (empty: not checked here): those
/// of its group, or of its variant's library ("blas:rocblas": rocBLAS).
std::set<std::string> listsFor(Group G);
std::set<std::string> listsFor(const Entry &E) {
  if (E.Variant == "blas:rocblas")
    return apiNames({"rocblas.txt"});
  return listsFor(E.G);
}

std::set<std::string> listsFor(Group G) {
  switch (G) {
  case Group::Runtime: case Group::Driver: case Group::Device: case Group::Fp16:
  case Group::CooperativeGroups: case Group::Complex: case Group::LibraryTypes:
    return hipCore();
  case Group::Rand: {
    // hipRAND's MTGP32 reuses rocRAND's parameter tables.
    auto S = apiNames({"hiprand.txt", "rocrand.txt"});
    S.insert(hipCore().begin(), hipCore().end());
    return S;
  }
  case Group::Blas:
    return apiNames({"hipblas.txt", "hipblaslt.txt", "hipblas-common.txt", "hip.txt"});
  case Group::Fft:
    return apiNames({"hipfft.txt", "hip.txt"});
  case Group::Sparse:
    return apiNames({"hipsparse.txt", "hip.txt"});
  case Group::Solver:
    return apiNames({"hipsolver.txt", "hip.txt"});
  case Group::Dnn:
    return apiNames({"miopen.txt"});
  case Group::Cub:
    return apiNames({"hipcub.txt"});
  case Group::Thrust:
    // rocThrust keeps Thrust's names: most rows map a name to itself, and
    // each must be one rocThrust declares (rocthrust.txt: the top-level
    // headers; the subfolder headers' names, checked in Debian's rocThrust
    // 5.7.1, in Inputs/rocthrust-5.7.1-subfolders.txt).
    {
      auto S = apiNames({"rocthrust.txt"});
      std::ifstream In(std::string(CUDA2HIP_SOURCE_DIR) +
                       "/tests/unit/Inputs/rocthrust-5.7.1-subfolders.txt");
      std::string Line;
      while (std::getline(In, Line))
        if (!Line.empty() && Line[0] != '#')
          S.insert(Line.substr(0, Line.find('\t')));
      return S;
    }
  case Group::Nccl:
    return apiNames({"rccl.txt"});
  case Group::Nvtx:
    return apiNames({"roctx.txt"});
  case Group::Torch:
    // PyTorch's own names (HIPGuardMasqueradingAsCUDA, c10/hip/...): not in
    // ../shared/hip-api; checked against PyTorch's hipify instead
    // (docs/pytorch.md, tests/golden/torch-*.cu).
    return {};
  default:
    return {};
  }
}
} // namespace

TEST(HipNames, SharedListsArePresent) {
  bool All;
  apiNames({"hip.txt", "hip-device.txt", "hip-clang.txt", "hip-5.2.3-debian.txt"}, &All);
  ASSERT_TRUE(All) << "missing lists under " << sharedApiPath("");
}

TEST(HipNames, EveryEmittedNameExists) {
  const std::set<std::string> BuiltinTypes = {"int"};
  std::map<std::pair<Group, std::string>, std::set<std::string>> Lists;
  unsigned Checked = 0;
  for (const Entry &E : Table::builtin().entries()) {
    // A helper row's name is the CUDA one: the translation defines it
    // (HelpersTest checks that it does).
    if (!E.supported() || E.K == Kind::Header || E.Rewrite == Special::Remove ||
        isHelperRow(E))
      continue;
    auto Key = std::make_pair(E.G, E.Variant.str());
    auto It = Lists.find(Key);
    if (It == Lists.end())
      It = Lists.emplace(Key, listsFor(E)).first;
    if (It->second.empty())
      continue;
    ++Checked;
    // A typedef of a builtin type (cusolver_int_t is int) maps to the type
    // itself, which no library declares.
    if (E.K == Kind::Type && BuiltinTypes.count(E.Hip.str()))
      continue;
    // libcu++'s cuda::std is the C++ standard library's std on HIP.
    if (E.K == Kind::Namespace && E.Hip == "std")
      continue;
    // Rows for HIP 7 name what ROCm 7.13 declares (the lists are of 6.3):
    // TargetedNamesAreInTheRocmTrees checks those.
    if (Version{7, 0} <= E.HipAdded)
      continue;
    // A template named with its arguments (min<unsigned int>) is checked by
    // its name; a clang builtin (__builtin_bswap32) is in every HIP.
    std::string Name = E.Hip.substr(0, E.Hip.find('<')).str();
    if (llvm::StringRef(Name).starts_with("__builtin_"))
      continue;
    EXPECT_TRUE(It->second.count(Name))
        << groupName(E.G).str() << (E.Variant.empty() ? "" : " " + E.Variant.str())
        << ": '" << E.Cuda.str() << "' -> '"
        << E.Hip.str() << "' is not a HIP name";
  }
  EXPECT_GT(Checked, 0u);
}

TEST(HipNames, NamesMissingFromDebian523CarryTheirVersion) {
  // Names clang itself provides (hip-clang.txt) exist in every HIP.
  auto Old = apiNames({"hip-5.2.3-debian.txt", "hip-clang.txt"});
  ASSERT_FALSE(Old.empty());
  for (const Entry &E : Table::builtin().entries()) {
    if (!E.supported() || E.K == Kind::Header || E.Rewrite == Special::Remove ||
        isHelperRow(E) || E.Hip.starts_with("__HIP") || (E.K == Kind::Namespace && E.Hip == "std"))
      continue;
    if (listsFor(E) != hipCore())
      continue; // library versions follow their own numbering
    std::string Name = E.Hip.substr(0, E.Hip.find('<')).str();
    if (!Old.count(Name) && !llvm::StringRef(Name).starts_with("__builtin_"))
      EXPECT_TRUE((Version{5, 2}) < E.HipAdded)
          << "'" << E.Hip.str() << "' is not in HIP 5.2.3 but the row for '"
          << E.Cuda.str() << "' has hipAdded '" << E.HipAdded.str() << "'";
  }
}

TEST(HipNames, OptInNamesSaySo) {
  // HIP 7 declares them by default (../shared/rocm/7.13): rows for 7.0 on
  // need no macro.
  auto OptIn = apiNames({"hip-device.optin-HIP_ENABLE_WARP_SYNC_BUILTINS.txt"});
  for (const Entry &E : Table::builtin().entries())
    if (E.supported() && OptIn.count(E.Hip.str()) && E.G != Group::CooperativeGroups &&
        E.HipAdded < Version{7, 0})
      EXPECT_EQ(E.OptIn, "HIP_ENABLE_WARP_SYNC_BUILTINS") << E.Cuda.str();
}

namespace cuda2hip::test {
std::set<std::string> rocmIdentifiers(const std::string &Ver) {
  static std::map<std::string, std::set<std::string>> Cache;
  auto [It, New] = Cache.try_emplace(Ver);
  if (!New)
    return It->second;
  std::error_code EC;
  std::string Root = std::string(CUDA2HIP_SHARED_DIR) + "/rocm/" + Ver + "/include";
  for (llvm::sys::fs::recursive_directory_iterator I(Root, EC), E; I != E && !EC;
       I.increment(EC)) {
    auto Buf = llvm::MemoryBuffer::getFile(I->path());
    if (!Buf)
      continue;
    llvm::StringRef T = (*Buf)->getBuffer();
    for (size_t P = 0; P < T.size();) {
      char C = T[P];
      if (std::isalpha((unsigned char)C) || C == '_') {
        size_t B = P;
        while (P < T.size() && (std::isalnum((unsigned char)T[P]) || T[P] == '_'))
          ++P;
        It->second.insert(T.substr(B, P - B).str());
      } else {
        ++P;
      }
    }
  }
  return It->second;
}
} // namespace cuda2hip::test

// Issue 17: what the 6.3 and 7.0 targets emit is declared in the ROCm 6.3.3
// tree (HIP + its math libraries) and the ROCm 7.13 tree (HIP only) of
// ../shared/rocm. Groups whose library neither tree has (hipBLASLt, RCCL,
// roctx, PyTorch) are checked against ../shared/hip-api only.
TEST(HipNames, TargetedNamesAreInTheRocmTrees) {
  auto In63 = rocmIdentifiers("6.3.3"), In713 = rocmIdentifiers("7.13");
  ASSERT_FALSE(In63.empty()) << "no ../shared/rocm/6.3.3";
  ASSERT_FALSE(In713.empty()) << "no ../shared/rocm/7.13";
  auto HipLt = apiNames({"hipblaslt.txt"});
  std::set<std::pair<std::string, int>> Seen;
  unsigned Checked63 = 0, Checked7 = 0;
  for (const Entry &Row : Table::builtin().entries()) {
    if (Row.K == Kind::Header || !Seen.insert({Row.Cuda.str(), int(Row.K)}).second)
      continue;
    bool Core = listsFor(Row.G) == hipCore();
    bool InTree63 = Core || Row.G == Group::Rand || Row.G == Group::Blas ||
                    Row.G == Group::Fft || Row.G == Group::Sparse ||
                    Row.G == Group::Solver || Row.G == Group::Dnn ||
                    Row.G == Group::Cub || Row.G == Group::Thrust;
    if (!InTree63)
      continue;
    for (Version V : {Version{6, 3}, Version{7, 0}, Version{7, 13}}) {
      if (!Core && V.Major == 7)
        continue; // 7.13 has no library headers
      Decision D = Mapper(MapOptions{V}).map(Row.Cuda, Row.K);
      if (D.Result != Decision::Rename && D.Result != Decision::Same)
        continue;
      if (!D.E || D.E->Rewrite == Special::Remove || HipLt.count(D.Replacement))
        continue;
      if (isHelperRow(*D.E)) // the translation defines it (docs/helpers.md)
        continue;
      // The rows a version adds (HIP 6.x, 7.x): what an identifier scan can
      // check (names every HIP has are often made by macros, make_char1,
      // and are checked against ../shared/hip-api above).
      if (!D.E->HipAdded.known() || D.E->HipAdded < Version{6, 0})
        continue;
      std::string Last = llvm::StringRef(D.Replacement).rsplit("::").second.str();
      if (Last.empty())
        Last = D.Replacement;
      if (Last == "int")
        continue;
      const auto &Tree = V.Major == 7 ? In713 : In63;
      ++(V.Major == 7 ? Checked7 : Checked63);
      EXPECT_TRUE(Tree.count(Last))
          << "HIP " << V.str() << ": '" << Row.Cuda.str() << "' -> '" << D.Replacement
          << "', not in ../shared/rocm/" << (V.Major == 7 ? "7.13" : "6.3.3");
    }
  }
  EXPECT_GT(Checked63, 500u);
  EXPECT_GT(Checked7, 100u);
}

TEST(HipNames, RocblasRowsAreRocblasNames) {
  // --blas rocblas (docs/rocblas.md): every emitted name is rocBLAS's, none
  // needs ROCBLAS_BETA_FEATURES_API, and the headers are rocBLAS's.
  auto Roc = apiNames({"rocblas.txt"});
  auto Beta = apiNames({"rocblas.optin-ROCBLAS_BETA_FEATURES_API.txt"});
  ASSERT_FALSE(Roc.empty());
  unsigned Checked = 0;
  for (const Entry &E : Table::builtin().entries()) {
    if (E.Variant != "blas:rocblas" || !E.supported())
      continue;
    ++Checked;
    if (E.K == Kind::Header) {
      EXPECT_TRUE(E.Hip == "rocblas/rocblas.h" || E.Hip == "rocblas.h") << E.Hip.str();
      continue;
    }
    EXPECT_TRUE(Roc.count(E.Hip.str())) << E.Cuda.str() << " -> " << E.Hip.str();
    EXPECT_FALSE(Beta.count(E.Hip.str()) && E.OptIn.empty()) << E.Hip.str();
  }
  EXPECT_GT(Checked, 700u);
}

// The constants tables/library_args.def writes (HIPBLAS_COMPUTE_32F,
// HIPFFT_MAJOR_VERSION) are declared in ROCm 6.3.3's library headers.
TEST(HipNames, ArgumentValuesAreInTheRocmTree) {
  auto In63 = rocmIdentifiers("6.3.3");
  ASSERT_FALSE(In63.empty()) << "no ../shared/rocm/6.3.3";
  unsigned Checked = 0;
  for (const ArgValues &V : allArgumentValues())
    for (llvm::StringRef Cuda : {"CUDA_R_16F", "CUDA_R_32F", "CUDA_C_32F", "CUDA_R_64F",
                                 "CUDA_C_64F", "CUDA_R_32I", "MAJOR_VERSION",
                                 "MINOR_VERSION", "PATCH_LEVEL"}) {
      auto Hip = argumentValue(V.Set, Cuda);
      if (!Hip || Hip->starts_with("warn:"))
        continue;
      EXPECT_TRUE(In63.count(Hip->str())) << V.Cuda.str() << ": " << Hip->str();
      ++Checked;
    }
  EXPECT_GE(Checked, 10u);
}
