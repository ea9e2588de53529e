//===- Tables.cpp - the build-file tables, expanded from tables/*.def -----===//
#include "Matchers.h"
#include "llvm/ADT/StringMap.h"

using namespace llvm;

namespace cuda2hip::build::detail {

namespace {
const NvccFlag FlagRows[] = {
#define C2H_NVCC_FLAG(SP, FORM, ACT, REPL, CTX, NOTE)                          \
  {SP, FlagForm::FORM, FlagAction::ACT, REPL, CTX != 0, NOTE},
#include "tables/NvccFlags.def"
};
const Library LibraryRows[] = {
#define C2H_LIBRARY(LINK, TARGET, HIPTARGET, PKG, HIPLINK, WARN, NOTE)          \
  {LINK, TARGET, HIPTARGET, PKG, HIPLINK, WARN != 0, NOTE},
#include "tables/Libraries.def"
};
const CMakeName NameRows[] = {
#define C2H_CMAKE_NAME(CUDA, HIP, ACT, NOTE) {CUDA, HIP, NameAction::ACT, NOTE},
#include "tables/CMakeNames.def"
};
const CMakeLegacyCommand CommandRows[] = {
#define C2H_CMAKE_COMMAND(CUDA, HIP, NOTE) {CUDA, HIP, NOTE},
#include "tables/CMakeNames.def"
};
const EnvVar EnvRows[] = {
#define C2H_ENV(CUDA, HIP, ACT, FROM, TO, NOTE)                                 \
  {CUDA, HIP, EnvAction::ACT, FROM, TO, NOTE},
#include "tables/Environment.def"
};
const SmiRow SmiRows[] = {
#define C2H_SMI(NV, ROCM, AMD, NOTE) {NV, ROCM, AMD, NOTE},
#include "tables/Smi.def"
};
const SmiField FieldRows[] = {
#define C2H_SMI_FIELD(NV, ROCM, AMDCMD, AMDFLAG) {NV, ROCM, AMDCMD, AMDFLAG},
#include "tables/Smi.def"
};
const ImageRow ImageRows[] = {
#define C2H_IMAGE(CUDA, HIP, NOTE) {CUDA, HIP, NOTE},
#include "tables/Docker.def"
};
const PackageRow PackageRows[] = {
#define C2H_PACKAGE(CUDA, HIP, NOTE) {CUDA, HIP, NOTE},
#include "tables/Docker.def"
};
const WheelRow WheelRows[] = {
#define C2H_WHEEL(CUDA, HIP, NOTE) {CUDA, HIP, NOTE},
#include "tables/Docker.def"
};

const ToolRow ToolRows[] = {
#define C2H_TOOL(NV, ROCM, APPLY, NOTE) {NV, ROCM, APPLY != 0, NOTE},
#include "tables/Tools.def"
};

template <typename Row, size_t N, typename Key>
StringMap<const Row *> index(const Row (&Rows)[N], Key K) {
  StringMap<const Row *> M;
  for (const Row &R : Rows)
    M.try_emplace(K(R), &R); // the first row of a name wins
  return M;
}
} // namespace

ArrayRef<NvccFlag> nvccFlags() { return FlagRows; }
ArrayRef<Library> libraries() { return LibraryRows; }
ArrayRef<CMakeName> cmakeNames() { return NameRows; }
ArrayRef<EnvVar> envVars() { return EnvRows; }
ArrayRef<SmiRow> smiRows() { return SmiRows; }
ArrayRef<ImageRow> images() { return ImageRows; }
ArrayRef<WheelRow> wheels() { return WheelRows; }

const Library *libraryByLink(StringRef Link) {
  static const auto M = index(LibraryRows, [](const Library &L) { return L.CudaLink; });
  auto It = M.find(Link);
  return It == M.end() ? nullptr : It->second;
}

const Library *libraryByTarget(StringRef Target) {
  static const auto M = [] {
    StringMap<const Library *> R;
    for (const Library &L : LibraryRows)
      if (!L.CudaTarget.empty())
        R.try_emplace(L.CudaTarget, &L);
    return R;
  }();
  auto It = M.find(Target);
  return It == M.end() ? nullptr : It->second;
}

const CMakeName *cmakeName(StringRef Cuda) {
  static const auto M = index(NameRows, [](const CMakeName &N) { return N.Cuda; });
  auto It = M.find(Cuda);
  return It == M.end() ? nullptr : It->second;
}

const CMakeLegacyCommand *cmakeLegacyCommand(StringRef Name) {
  for (const CMakeLegacyCommand &C : CommandRows)
    if (C.Cuda == Name)
      return &C;
  return nullptr;
}

ArrayRef<EnvVar> envRows(StringRef Name) {
  ArrayRef<EnvVar> All(EnvRows);
  size_t B = 0;
  while (B < All.size() && All[B].Cuda != Name)
    ++B;
  size_t E = B;
  while (E < All.size() && All[E].Cuda == Name)
    ++E;
  return All.slice(B, E - B);
}

const SmiField *smiField(StringRef Name) {
  for (const SmiField &F : FieldRows)
    if (F.Field == Name)
      return &F;
  return nullptr;
}

const ToolRow *toolFor(StringRef Name) {
  for (const ToolRow &T : ToolRows)
    if (T.Nvidia == Name)
      return &T;
  return nullptr;
}

const PackageRow *packageFor(StringRef Name) {
  for (const PackageRow &P : PackageRows) {
    StringRef Pat = P.Pattern;
    if (Pat.consume_back("*") ? Name.starts_with(Pat) : Name == Pat)
      return &P;
  }
  return nullptr;
}

} // namespace cuda2hip::build::detail
