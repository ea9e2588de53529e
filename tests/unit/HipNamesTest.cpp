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
#include "cuda2hip/Mappings.h"
#include "gtest/gtest.h"

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
    if (!E.supported() || E.K == Kind::Header || E.Rewrite == Special::Remove)
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
    EXPECT_TRUE(It->second.count(E.Hip.str()))
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
        E.Hip.starts_with("__HIP"))
      continue;
    if (listsFor(E) != hipCore())
      continue; // library versions follow their own numbering
    if (!Old.count(E.Hip.str()))
      EXPECT_TRUE((Version{5, 2}) < E.HipAdded)
          << "'" << E.Hip.str() << "' is not in HIP 5.2.3 but the row for '"
          << E.Cuda.str() << "' has hipAdded '" << E.HipAdded.str() << "'";
  }
}

TEST(HipNames, OptInNamesSaySo) {
  auto OptIn = apiNames({"hip-device.optin-HIP_ENABLE_WARP_SYNC_BUILTINS.txt"});
  for (const Entry &E : Table::builtin().entries())
    if (E.supported() && OptIn.count(E.Hip.str()) && E.G != Group::CooperativeGroups)
      EXPECT_EQ(E.OptIn, "HIP_ENABLE_WARP_SYNC_BUILTINS") << E.Cuda.str();
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
