//===- HipNamesTest.cpp - every emitted HIP name exists -------------------===//
//
// Checks the tables against ../shared/hip-api (identifier lists of ROCm 6.3
// and of Debian's HIP 5.2.3): an emitted name must exist in its library;
// a name Debian's 5.2.3 lacks must carry the HIP version that added it; a
// name that exists only under an opt-in macro must say so.
//
//===----------------------------------------------------------------------===//
#include "SharedApi.h"
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

/// The lists a group's HIP names must come from (nullptr: not checked here).
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
  std::map<Group, std::set<std::string>> Lists;
  unsigned Checked = 0;
  for (const Entry &E : Table::builtin().entries()) {
    if (!E.supported() || E.K == Kind::Header || E.Rewrite == Special::Remove)
      continue;
    auto It = Lists.find(E.G);
    if (It == Lists.end())
      It = Lists.emplace(E.G, listsFor(E.G)).first;
    if (It->second.empty())
      continue;
    ++Checked;
    EXPECT_TRUE(It->second.count(E.Hip.str()))
        << groupName(E.G).str() << ": '" << E.Cuda.str() << "' -> '"
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
    if (listsFor(E.G) != hipCore())
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
