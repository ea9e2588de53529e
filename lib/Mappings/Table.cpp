//===- Table.cpp - expand the .def tables into lookups --------------------===//
#include "cuda2hip/Mappings.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/SmallVector.h"
#include <mutex>
#include <tuple>

using namespace llvm;

namespace cuda2hip {
namespace {
struct RawEntry {
  Kind K;
  Group G;
  const char *Cuda, *Hip, *CudaAdded, *CudaDeprecated, *CudaRemoved, *HipAdded;
  Special S;
  const char *Note;
  const char *Variant;
};

// Each table file is included with the group it belongs to, and with the
// option value its rows are for, "option:value" ("torch:v2" for --torch-style
// v2, "blas:rocblas" for --blas rocblas; "" = whatever the options).
#define C2H_TABLE_VARIANT ""
#define C2H(KIND, CUDA, HIP, CA, CD, CR, HA, SPECIAL, NOTE)                    \
  {Kind::KIND, C2H_TABLE_GROUP, CUDA, HIP, CA, CD, CR, HA, Special::SPECIAL,   \
   NOTE, C2H_TABLE_VARIANT},
const RawEntry RawEntries[] = {
#define C2H_TABLE_GROUP Group::Headers
#include "tables/headers.def"
#undef C2H_TABLE_GROUP
#define C2H_TABLE_GROUP Group::Runtime
#include "tables/runtime.def"
#include "tables/runtime_types.def"
#include "tables/runtime_errors.def"
#include "tables/runtime_enums.def"
#include "tables/runtime_types2.def"
#undef C2H_TABLE_GROUP
#define C2H_TABLE_GROUP Group::Device
#include "tables/device.def"
#include "tables/device_math.def"
#include "tables/device_libs_legacy.def"
#undef C2H_TABLE_GROUP
#define C2H_TABLE_GROUP Group::Fp16
#include "tables/fp16.def"
#undef C2H_TABLE_GROUP
#define C2H_TABLE_GROUP Group::CooperativeGroups
#include "tables/cooperative_groups.def"
#undef C2H_TABLE_GROUP
#define C2H_TABLE_GROUP Group::Complex
#include "tables/complex.def"
#undef C2H_TABLE_GROUP
#define C2H_TABLE_GROUP Group::LibraryTypes
#include "tables/library_types.def"
#undef C2H_TABLE_GROUP
#define C2H_TABLE_GROUP Group::Driver
#include "tables/driver.def"
#include "tables/driver_types.def"
#include "tables/driver_enums.def"
#include "tables/driver_enums2.def"
#include "tables/driver2.def"
#undef C2H_TABLE_GROUP
#define C2H_TABLE_GROUP Group::Rand
#include "tables/rand.def"
#undef C2H_TABLE_GROUP
#define C2H_TABLE_GROUP Group::Blas
#include "tables/blas_v3.def"
#include "tables/blas.def"
#include "tables/blas_ex_xt_lt.def"
#include "tables/blaslt_shapes.def"
#undef C2H_TABLE_VARIANT
#define C2H_TABLE_VARIANT "blas:rocblas"
#include "tables/blas_rocblas.def"
#include "tables/blas_rocblas_level3.def"
#undef C2H_TABLE_VARIANT
#define C2H_TABLE_VARIANT ""
#undef C2H_TABLE_GROUP
#define C2H_TABLE_GROUP Group::Fft
#include "tables/fft.def"
#undef C2H_TABLE_GROUP
#define C2H_TABLE_GROUP Group::Sparse
#include "tables/sparse.def"
#include "tables/sparse2.def"
#undef C2H_TABLE_GROUP
#define C2H_TABLE_GROUP Group::Solver
#include "tables/solver.def"
#undef C2H_TABLE_GROUP
#define C2H_TABLE_GROUP Group::Dnn
#include "tables/dnn.def"
#include "tables/dnn_enums.def"
#include "tables/dnn_backend_enums.def"
#undef C2H_TABLE_GROUP
#define C2H_TABLE_GROUP Group::Cub
#include "tables/cub.def"
#undef C2H_TABLE_GROUP
#define C2H_TABLE_GROUP Group::Thrust
#include "tables/thrust.def"
#include "tables/thrust2.def"
#undef C2H_TABLE_GROUP
#define C2H_TABLE_GROUP Group::Nccl
#include "tables/nccl.def"
#undef C2H_TABLE_GROUP
#define C2H_TABLE_GROUP Group::Nvrtc
#include "tables/nvrtc.def"
#undef C2H_TABLE_GROUP
#define C2H_TABLE_GROUP Group::Nvtx
#include "tables/nvtx.def"
#undef C2H_TABLE_GROUP
#define C2H_TABLE_GROUP Group::Torch
#include "tables/torch.def"
#undef C2H_TABLE_VARIANT
#define C2H_TABLE_VARIANT "torch:masquerade"
#include "tables/torch_masquerade.def"
#undef C2H_TABLE_VARIANT
#define C2H_TABLE_VARIANT "torch:v2"
#include "tables/torch_v2.def"
#undef C2H_TABLE_VARIANT
#define C2H_TABLE_VARIANT "torch:plain"
#include "tables/torch_plain.def"
#undef C2H_TABLE_VARIANT
#define C2H_TABLE_VARIANT ""
#undef C2H_TABLE_GROUP
};
#undef C2H
#undef C2H_TABLE_VARIANT

Version parseOrZero(const char *S) {
  auto V = Version::parse(S);
  return V ? *V : Version{};
}
} // namespace

struct Table::Impl {
  StringMap<SmallVector<const Entry *, 1>> ByName;
  StringMap<SmallVector<const Entry *, 1>> Headers;
  SmallVector<const Entry *, 8> HeaderPrefixes;
  /// findByHip()'s index, built by its first call.
  std::once_flag ByHipBuilt;
  StringMap<SmallVector<const Entry *, 1>> ByHip;
};

static std::vector<Entry> builtinRows() {
  std::vector<Entry> Rows;
  Rows.reserve(std::size(RawEntries));
  for (const RawEntry &R : RawEntries) {
    Entry E;
    E.Cuda = R.Cuda;
    E.Hip = R.Hip;
    E.K = R.K;
    E.G = R.G;
    E.Rewrite = R.S;
    E.CudaAdded = parseOrZero(R.CudaAdded);
    E.CudaDeprecated = parseOrZero(R.CudaDeprecated);
    E.CudaRemoved = parseOrZero(R.CudaRemoved);
    E.HipAdded = parseOrZero(R.HipAdded);
    E.Variant = R.Variant;
    StringRef Note = R.Note;
    if (Note.consume_front("optin:"))
      std::tie(E.OptIn, E.Note) = Note.split('|');
    else if (Note.consume_front("warn:"))
      E.Note = Note, E.WarnOnUse = true;
    else
      E.Note = Note;
    Rows.push_back(E);
  }
  return Rows;
}

Table::Table(std::vector<Entry> Rows) : Entries(std::move(Rows)), I(new Impl) {
  for (const Entry &E : Entries) {
    if (E.K == Kind::Header) {
      if (E.Cuda.ends_with("/"))
        I->HeaderPrefixes.push_back(&E);
      else
        I->Headers[E.Cuda].push_back(&E);
      continue;
    }
    I->ByName[E.Cuda].push_back(&E);
  }
}

Table::~Table() = default;

const Table &Table::builtin() {
  static const Table T(builtinRows());
  return T;
}

ArrayRef<const Entry *> Table::find(StringRef Cuda) const {
  auto It = I->ByName.find(Cuda);
  if (It == I->ByName.end())
    return {};
  return It->second;
}

ArrayRef<const Entry *> Table::findHeaders(StringRef Spelled) const {
  auto It = I->Headers.find(Spelled);
  if (It == I->Headers.end())
    return {};
  return It->second;
}

const Entry *Table::findHeader(StringRef Spelled) const {
  auto It = I->Headers.find(Spelled);
  if (It != I->Headers.end())
    return It->second.front();
  return findHeaderPrefix(Spelled);
}

const Entry *Table::findHeaderPrefix(StringRef Spelled) const {
  const Entry *Best = nullptr;
  for (const Entry *E : I->HeaderPrefixes)
    if (Spelled.starts_with(E->Cuda) &&
        (!Best || E->Cuda.size() > Best->Cuda.size()))
      Best = E;
  return Best;
}

bool Table::isNamespace(StringRef Qualified) const {
  for (const Entry *E : find(Qualified))
    if (E->K == Kind::Namespace)
      return true;
  return false;
}

ArrayRef<const Entry *> Table::findByHip(StringRef Hip) const {
  std::call_once(I->ByHipBuilt, [this] {
    for (const Entry &E : Entries)
      if (!E.Hip.empty() && E.K != Kind::Header)
        I->ByHip[E.Hip].push_back(&E);
  });
  auto It = I->ByHip.find(Hip);
  if (It == I->ByHip.end())
    return {};
  return It->second;
}

} // namespace cuda2hip
