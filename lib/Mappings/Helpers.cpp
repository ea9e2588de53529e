//===- Helpers.cpp - code the translation supplies for what HIP lacks -----===//
//
// tables/helpers.def holds the HIP code of each helper (the SIMD-in-a-word
// functions, cache-hint loads and stores; helpers_device.def: dot products,
// atomics, cooperative groups; helpers_textures.def
// and helpers_libcudacxx.def: textures, libcu++ barriers and pipelines;
// helpers_conversions.def: casts HIP's 16-bit float types make ambiguous); a file that uses a
// name whose row says "helper:" gets the code, once, guarded
// (lib/Plan/Supply.cpp places it). tables/std_headers.def lists the
// standard headers CUDA's headers brought and HIP's do not;
// tables/helper_names.def the names a target HIP lacks that a helper
// supplies there.
//
//===----------------------------------------------------------------------===//
#include "cuda2hip/Helpers.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/SmallVector.h"
#include <set>

using namespace llvm;

namespace cuda2hip {
namespace {

#define C2H_HELPER(ID, NEEDS, CODE) {ID, NEEDS, CODE},
const HelperDef Helpers[] = {
#include "tables/helpers.def"
#include "tables/helpers_device.def"
#include "tables/helpers_textures.def"
#include "tables/helpers_arrays.def"
#include "tables/helpers_runtime.def"
#include "tables/helpers_libcudacxx.def"
#include "tables/helpers_conversions.def"
};
#undef C2H_HELPER

struct SuppliedName {
  StringRef Name, Helper;
};
#define C2H_SUPPLIED(NAME, HELPER) {NAME, HELPER},
const SuppliedName Supplied[] = {
#include "tables/helper_names.def"
};
#undef C2H_SUPPLIED

#define C2H_PORTABLE(CUDA, HIP) {CUDA, HIP},
const SuppliedName Portable[] = {
#include "tables/helpers_portable.def"
};
#undef C2H_PORTABLE

#define C2H_STD_HEADER(HEADER, SPELLINGS, NAMES) {HEADER, SPELLINGS, NAMES},
const StdHeaderDef StdHeaders[] = {
#include "tables/std_headers.def"
};
#undef C2H_STD_HEADER

void addWithNeeds(StringRef Id, std::set<std::string> &Done,
                  std::vector<const HelperDef *> &Order) {
  const HelperDef *H = findHelper(Id);
  if (!H || !Done.insert(Id.str()).second)
    return;
  SmallVector<StringRef, 4> Needs;
  H->Needs.split(Needs, ' ', -1, /*KeepEmpty=*/false);
  for (StringRef N : Needs)
    addWithNeeds(N, Done, Order);
  Order.push_back(H);
}

} // namespace

ArrayRef<HelperDef> helpers() { return Helpers; }

ArrayRef<StdHeaderDef> stdHeaders() { return StdHeaders; }

const HelperDef *findHelper(StringRef Id) {
  for (const HelperDef &H : Helpers)
    if (H.Id == Id)
      return &H;
  return nullptr;
}

StringRef suppliedBy(StringRef CudaName) {
  for (const SuppliedName &S : Supplied)
    if (S.Name == CudaName)
      return S.Helper;
  return "";
}

StringRef portableFallback(StringRef CudaName) {
  for (const SuppliedName &S : Portable)
    if (S.Name == CudaName)
      return S.Helper;
  return "";
}

namespace {
bool isIdChar(char C) { return isAlnum(C) || C == '_'; }
size_t skipBlanks(StringRef Buf, size_t P) {
  while (P < Buf.size() && isSpace(Buf[P]))
    ++P;
  return P;
}
/// The offset after the '>' matching the '<' at \p P, or npos.
size_t skipAngles(StringRef Buf, size_t P) {
  int Depth = 0;
  for (; P < Buf.size(); ++P) {
    if (Buf[P] == '<')
      ++Depth;
    else if (Buf[P] == '>' && --Depth == 0)
      return P + 1;
    else if (Buf[P] == ';' || Buf[P] == '{')
      return StringRef::npos;
  }
  return StringRef::npos;
}
} // namespace

bool legacyTextureArgument(StringRef Buf, unsigned NameEnd) {
  size_t P = skipBlanks(Buf, NameEnd);
  if (P < Buf.size() && Buf[P] == '<')
    P = skipBlanks(Buf, skipAngles(Buf, P));
  if (P >= Buf.size() || Buf[P] != '(')
    return false;
  P = skipBlanks(Buf, P + 1);
  size_t E = P;
  while (E < Buf.size() && isIdChar(Buf[E]))
    ++E;
  StringRef Arg = Buf.slice(P, E);
  if (Arg.empty() || isDigit(Arg[0]))
    return false;
  for (size_t T = Buf.find("texture"); T != StringRef::npos; T = Buf.find("texture", T + 1)) {
    if ((T > 0 && isIdChar(Buf[T - 1])) || (T + 7 < Buf.size() && isIdChar(Buf[T + 7])))
      continue;
    size_t A = skipBlanks(Buf, T + 7);
    if (A >= Buf.size() || Buf[A] != '<')
      continue;
    size_t Decl = skipAngles(Buf, A);
    if (Decl == StringRef::npos)
      continue;
    StringRef Names = Buf.slice(Decl, Buf.find(';', Decl));
    for (size_t N = Names.find(Arg); N != StringRef::npos; N = Names.find(Arg, N + 1))
      if ((N == 0 || !isIdChar(Names[N - 1])) &&
          (N + Arg.size() == Names.size() || !isIdChar(Names[N + Arg.size()])))
        return true;
  }
  return false;
}

std::string helperGuard(StringRef Id) {
  return ("CUDA2HIP_HELPER_" + Id).str();
}

std::string renderHelpers(ArrayRef<std::string> Ids, StringRef EOL) {
  std::set<std::string> Done;
  std::vector<const HelperDef *> Order;
  for (const std::string &Id : Ids)
    addWithNeeds(Id, Done, Order);
  std::string Out;
  for (const HelperDef *H : Order) {
    std::string G = helperGuard(H->Id);
    Out += "#ifndef " + G + EOL.str() + "#define " + G + EOL.str();
    SmallVector<StringRef, 16> Lines;
    H->Code.split(Lines, '\n');
    for (StringRef L : Lines)
      Out += L.str() + EOL.str();
    Out += "#endif" + EOL.str();
  }
  return Out;
}

} // namespace cuda2hip
