//===- TextureFix.cpp - texture reads rewritten to plain memory -----------===//
//
// Every texture or surface read or write in device code is a texture-memory
// finding (MI300X has no texture units). A subset is rewritten by `lint
// --fix`, safe by construction:
//
//   tex1Dfetch<T>(obj, i)   over cudaResourceTypeLinear memory
//   tex2D<T>(obj, x, y)     over cudaResourceTypePitch2D memory
//
// where `obj` is a parameter of a kernel that is declared once, in this file,
// used only by <<<>>> launches, and every launch passes a local
// cudaTextureObject_t created once, in the launching block, by
// cudaCreateTextureObject(&t, &res, &td, NULL) whose descriptors are locals
// of that block set only by plain field assignments (after `= {}` or a
// memset to 0): point filtering, unnormalised coordinates, element-type
// reads, a channel format cudaCreateChannelDesc<T>() of the type the kernel
// reads; for tex2D clamp or border addressing (border colour 0). tex1Dfetch
// reads 0 outside the buffer in every address mode (measured on an H200).
//
// The fix is one group of edits, applied all together or not at all: the
// parameter becomes a view of the memory (Cuda2HipLinearTex<T> or
// Cuda2HipPitchTex<T>, defined once before the kernel), each read calls the
// view's fetch (clamping or zeroing out-of-range coordinates as the texture
// does), a `const` view is declared after the creation from the same
// descriptor fields the texture was made from, and the launches pass it.
// Everything else says which precondition failed.
//
//===----------------------------------------------------------------------===//
#include "TextureFix.h"
#include "llvm/ADT/MapVector.h"
#include <functional>

using namespace llvm;
using namespace clang;

namespace cuda2hip::hazards {
namespace texfix {
namespace {

const char LinearHelper[] =
    "// cuda2hip lint --fix: a tex1Dfetch over linear memory, read without "
    "texture units\n"
    "template <class T> struct Cuda2HipLinearTex {\n"
    "  const T *ptr;\n"
    "  unsigned long long count;\n"
    "  // out-of-range reads give 0, as tex1Dfetch does in every address mode\n"
    "  __device__ T fetch(int i) const {\n"
    "    return i >= 0 && (unsigned long long)i < count ? ptr[i] : T();\n"
    "  }\n"
    "};\n";

const char PitchHelper[] =
    "// cuda2hip lint --fix: a point-sampled tex2D over pitched memory, read "
    "without texture units\n"
    "template <class T> struct Cuda2HipPitchTex {\n"
    "  const T *ptr;\n"
    "  unsigned long long pitch; // bytes\n"
    "  int width, height;\n"
    "  bool borderX, borderY; // out-of-range reads give 0 (else clamped)\n"
    "  __device__ T fetch(float x, float y) const {\n"
    "    float fx = floorf(x), fy = floorf(y);\n"
    "    if ((borderX && !(fx >= 0.0f && fx < (float)width)) ||\n"
    "        (borderY && !(fy >= 0.0f && fy < (float)height)))\n"
    "      return T();\n"
    "    int i = (int)fminf(fmaxf(fx, 0.0f), (float)(width - 1));\n"
    "    int j = (int)fminf(fmaxf(fy, 0.0f), (float)(height - 1));\n"
    "    return *(const T *)((const char *)ptr + (unsigned long long)j * pitch +\n"
    "                        (unsigned long long)i * sizeof(T));\n"
    "  }\n"
    "};\n";

} // namespace

/// What creation() has read so far: the texture object, its creating call
/// and statement, the two descriptors and their fields.
struct Textures::CreationRead {
  const VarDecl *T = nullptr;
  std::string TN;               ///< T's name
  const CallExpr *Cr = nullptr; ///< cudaCreateTextureObject(&T, &Res, &Td, nullptr)
  std::string CrLine;           ///< Cr's line
  const Stmt *S = nullptr;      ///< the statement of a block that holds Cr
  const DeclRefExpr *ResR = nullptr, *TdR = nullptr;
  const VarDecl *Res = nullptr, *Td = nullptr;
  struct Fields {
    bool Zero = false;
    std::map<std::string, const Expr *> Set;
  };
  std::map<const VarDecl *, Fields> F; ///< of Res and Td
};

Creation Textures::creation(const VarDecl *T) {
  auto It = Made.find(T);
  if (It != Made.end())
    return It->second;
  Creation C;
  CreationRead Rd;
  Rd.T = T;
  Rd.TN = T->getName().str();
  std::string Why = creationCall(Rd, C);
  if (Why.empty())
    Why = creationPlace(Rd, C);
  if (Why.empty())
    Why = creationBlock(Rd, C);
  if (Why.empty())
    Why = descriptorFields(Rd, C);
  if (Why.empty())
    Why = resourceOf(Rd, C);
  if (Why.empty())
    Why = samplingOf(Rd, C);
  if (!Why.empty()) {
    C.Reason = std::move(Why);
    return Made[T] = C;
  }
  C.Res = Rd.Res->getName().str();
  return Made[T] = C;
}

std::string Textures::creationCall(CreationRead &Rd, Creation &C) {
  const VarDecl *T = Rd.T;
  const std::string &TN = Rd.TN;
  auto CIt = Sc.Creates.find(T);
  if (CIt == Sc.Creates.end() || CIt->second.empty())
    return "'" + TN + "' is not created by cudaCreateTextureObject in "
           "this file";
  if (CIt->second.size() > 1)
    return "'" + TN + "' is created more than once (lines " +
           line(CIt->second[0]->getBeginLoc()) + " and " +
           line(CIt->second[1]->getBeginLoc()) + ")";
  const CallExpr *Cr = Rd.Cr = CIt->second[0];
  const std::string &CrLine = Rd.CrLine = line(Cr->getBeginLoc());
  if (!T->isLocalVarDecl() || T->isStaticLocal() ||
      !typedefNamed(T->getType(), "TextureObject_t"))
    return "'" + TN + "' is not a local cudaTextureObject_t";
  for (const DeclRefExpr *R : Sc.VarRefs[T])
    if (!Sc.Allowed.count(R) && !Sc.Unevaluated.count(R))
      return "'" + TN + "' is used other than by its creation, launches "
             "and destruction (line " + line(R->getLocation()) + ")";
  const Expr *ResArg = Cr->getArg(1), *TdArg = Cr->getArg(2);
  Rd.ResR = Scan::addrOf(ResArg);
  Rd.TdR = Scan::addrOf(TdArg);
  const auto *Res = Rd.ResR ? dyn_cast<VarDecl>(Rd.ResR->getDecl()) : nullptr;
  const auto *Td = Rd.TdR ? dyn_cast<VarDecl>(Rd.TdR->getDecl()) : nullptr;
  if (!Res || !Td || !Res->isLocalVarDecl() || !Td->isLocalVarDecl() ||
      Res->isStaticLocal() || Td->isStaticLocal() ||
      !recordNamed(Res->getType(), "ResourceDesc") ||
      !recordNamed(Td->getType(), "TextureDesc"))
    return "the descriptors of the creation (line " + CrLine +
           ") are not '&' of local cudaResourceDesc and cudaTextureDesc "
           "variables";
  Rd.Res = Res;
  Rd.Td = Td;
  if (!Cr->getArg(3)->isNullPointerConstant(Ctx, Expr::NPC_ValueDependentIsNotNull))
    return "the creation (line " + CrLine + ") has a resource view "
           "descriptor";
  if (!statementOf(Cr, Rd.S, C.Block))
    return "the creation (line " + CrLine + ") is not a statement of a "
           "block";
  return "";
}

std::string Textures::creationPlace(CreationRead &Rd, Creation &C) {
  const Stmt *S = Rd.S;
  std::optional<unsigned> SB = offset(S->getBeginLoc());
  std::optional<unsigned> SE = offset(S->getEndLoc(), /*End=*/true);
  if (!SB || !SE)
    return "the creation (line " + Rd.CrLine + ") is not in this file";
  // The end of the statement (and its ';'), and where the view goes.
  unsigned End =
      *SE + Lexer::MeasureTokenLength(SM.getExpansionRange(S->getEndLoc()).getEnd(),
                                      SM, *St.LO);
  unsigned P = End;
  while (P < Buf.size() && (Buf[P] == ' ' || Buf[P] == '\t'))
    ++P;
  if (P < Buf.size() && Buf[P] == ';')
    End = P + 1;
  C.After = End;
  size_t Eol = Buf.find('\n', End);
  if (Eol == StringRef::npos)
    Eol = Buf.size();
  StringRef Rest = Buf.slice(End, Eol).ltrim(" \t");
  C.Insert = Rest.empty() || Rest.starts_with("//") ? Eol : End;
  size_t Bol = Buf.rfind('\n', *SB);
  Bol = Bol == StringRef::npos ? 0 : Bol + 1;
  StringRef Ind = Buf.slice(Bol, *SB);
  C.Indent = Ind.take_while([](char Ch) { return Ch == ' ' || Ch == '\t'; }).str();
  return "";
}

std::string Textures::creationBlock(CreationRead &Rd, Creation &C) {
  const Stmt *S = Rd.S;
  // A case label or a label after the creation: a jump there would cross
  // the view's initialisation.
  std::function<bool(const Stmt *)> Label = [&](const Stmt *X) {
    if (!X)
      return false;
    if (isa<SwitchCase>(X) || isa<LabelStmt>(X))
      return true;
    for (const Stmt *Ch : X->children())
      if (Label(Ch))
        return true;
    return false;
  };
  bool AfterS = false;
  for (const Stmt *X : C.Block->body()) {
    if (AfterS && Label(X))
      return "a label follows the creation (line " + Rd.CrLine +
             ") in its block: a jump would cross the view's declaration";
    AfterS |= X == S;
  }

  // t, res and td are declared by statements of the block, before it.
  auto DeclaredBefore = [&](const VarDecl *V) {
    for (const Stmt *X : C.Block->body()) {
      if (X == S)
        return false;
      if (const auto *DS = dyn_cast<DeclStmt>(X))
        for (const Decl *D : DS->decls())
          if (D == V)
            return true;
    }
    return false;
  };
  for (const VarDecl *V : {Rd.T, Rd.Res, Rd.Td})
    if (!DeclaredBefore(V))
      return "'" + V->getName().str() + "' is not declared in the block "
             "that creates '" + Rd.TN + "' (line " + Rd.CrLine + ")";
  return "";
}

std::string Textures::descriptorFields(CreationRead &Rd, Creation &C) {
  // The descriptors' fields: zero initialisation, memset to 0 and field
  // assignments, statements of the block before the creation; no other use.
  SmallPtrSet<const DeclRefExpr *, 16> Ok;
  Ok.insert(Rd.ResR);
  Ok.insert(Rd.TdR);
  for (const VarDecl *V : {Rd.Res, Rd.Td}) {
    CreationRead::Fields &Fs = Rd.F[V];
    Fs.Zero = zeroInit(V->getInit());
    bool Seen = false;
    for (const Stmt *X : C.Block->body()) {
      if (X == Rd.S)
        break;
      if (const auto *DS = dyn_cast<DeclStmt>(X))
        for (const Decl *D : DS->decls())
          Seen |= D == V;
      if (!Seen)
        continue;
      std::string Path;
      const Expr *Rhs = nullptr;
      const DeclRefExpr *Root = nullptr;
      if (assignment(X, V, Path, Rhs, Root)) {
        for (auto I = Fs.Set.begin(); I != Fs.Set.end();)
          I = StringRef(I->first).starts_with(Path) ? Fs.Set.erase(I) : std::next(I);
        Fs.Set[Path] = Rhs;
        Ok.insert(Root);
        continue;
      }
      if (const auto *MC = dyn_cast<CallExpr>(X); MC && calleeName(MC) == "memset" &&
                                                MC->getNumArgs() == 3) {
        const DeclRefExpr *A = Scan::addrOf(MC->getArg(0));
        Expr::EvalResult R;
        if (A && A->getDecl() == V && !MC->getArg(1)->isValueDependent() &&
            MC->getArg(1)->EvaluateAsInt(R, Ctx) && R.Val.getInt().isZero()) {
          Fs.Zero = true;
          Fs.Set.clear();
          Ok.insert(A);
        }
      }
    }
  }
  for (const VarDecl *V : {Rd.Res, Rd.Td})
    for (const DeclRefExpr *R : Sc.VarRefs[V])
      if (!Ok.count(R) && !Sc.Unevaluated.count(R))
        return "'" + V->getName().str() + "' is used other than by field "
               "assignments and memset before the creation (line " +
               line(R->getLocation()) + ")";
  return "";
}

std::string Textures::enumField(CreationRead &Rd, const VarDecl *V, StringRef Path,
                                StringRef ZeroName, std::string &Out) {
  // An enumerator field: its name without the cuda/hip prefix.
  std::string What = "'" + V->getName().str() + "." + Path.str() + "'";
  auto I = Rd.F[V].Set.find(Path.str());
  if (I == Rd.F[V].Set.end()) {
    if (!Rd.F[V].Zero)
      return What + " is not set and '" + V->getName().str() +
             "' is not zero-initialised";
    Out = ZeroName.str();
    return "";
  }
  const auto *DR = dyn_cast<DeclRefExpr>(strip(I->second));
  const auto *EC = DR ? dyn_cast<EnumConstantDecl>(DR->getDecl()) : nullptr;
  if (!EC)
    return What + " is not set to a named constant";
  Out = unprefixed(EC->getName()).str();
  return "";
}

std::string Textures::resourceOf(CreationRead &Rd, Creation &C) {
  const VarDecl *Res = Rd.Res;
  std::string RT;
  std::string Why;
  if (!(Why = enumField(Rd, Res, "resType", "ResourceTypeArray", RT)).empty())
    return Why;
  if (RT == "ResourceTypeLinear")
    C.K = Kind::Linear;
  else if (RT == "ResourceTypePitch2D")
    C.K = Kind::Pitch;
  else
    return "the resource of '" + Rd.TN + "' is " +
           (RT == "ResourceTypeArray" ? "a CUDA array"
            : RT == "ResourceTypeMipmappedArray" ? "a mipmapped array"
                                                : "not linear or pitched "
                                                  "memory") +
           ": there is no pointer to read through";
  StringRef Sub = C.K == Kind::Linear ? "res.linear." : "res.pitch2D.";
  for (StringRef Field : C.K == Kind::Linear
                             ? std::vector<StringRef>{"devPtr", "sizeInBytes", "desc"}
                             : std::vector<StringRef>{"devPtr", "width", "height",
                                                      "pitchInBytes", "desc"})
    if (Rd.F[Res].Set.count((Sub + Field).str()) == 0)
      return "'" + Res->getName().str() + "." + (Sub + Field).str() +
             "' is not set before the creation";
  // The channel format: cudaCreateChannelDesc<Elem>().
  const Expr *D = Rd.F[Res].Set[(Sub + "desc").str()];
  const CallExpr *DC = nullptr;
  anyNode(D, [&](const Expr *X) {
    const auto *CE = dyn_cast<CallExpr>(X);
    if (CE && isApi(calleeName(CE), "CreateChannelDesc") && CE->getNumArgs() == 0)
      DC = CE;
    return DC != nullptr;
  });
  const FunctionDecl *DF = DC ? DC->getDirectCallee() : nullptr;
  if (!DF || !DF->getTemplateSpecializationArgs() ||
      DF->getTemplateSpecializationArgs()->size() != 1 ||
      DF->getTemplateSpecializationArgs()->get(0).getKind() != TemplateArgument::Type)
    return "the channel format of '" + Rd.TN + "' is not "
           "cudaCreateChannelDesc<T>()";
  C.Elem = DF->getTemplateSpecializationArgs()->get(0).getAsType();
  return "";
}

std::string Textures::samplingOf(CreationRead &Rd, Creation &C) {
  const VarDecl *Td = Rd.Td;
  const std::string &TN = Rd.TN;
  std::string FM, RM, A0, A1;
  std::string Why;
  if (!(Why = enumField(Rd, Td, "filterMode", "FilterModePoint", FM)).empty())
    return Why;
  if (FM != "FilterModePoint")
    return "'" + TN + "' uses linear filtering";
  if (!(Why = enumField(Rd, Td, "readMode", "ReadModeElementType", RM)).empty())
    return Why;
  if (RM != "ReadModeElementType")
    return "'" + TN + "' reads normalised floats "
           "(cudaReadModeNormalizedFloat)";
  auto NC = Rd.F[Td].Set.find("normalizedCoords");
  if (NC == Rd.F[Td].Set.end() ? !Rd.F[Td].Zero : [&] {
        Expr::EvalResult R;
        return NC->second->isValueDependent() ||
               !NC->second->EvaluateAsInt(R, Ctx) || !R.Val.getInt().isZero();
      }())
    return "'" + TN + "' may use normalised coordinates "
           "('" + Td->getName().str() + ".normalizedCoords' is not 0)";
  // tex1Dfetch over linear memory reads 0 outside the buffer whatever the
  // address mode and border colour (measured on an H200: wrap, clamp,
  // mirror and border alike); tex2D over pitched memory follows them.
  unsigned Dims = C.K == Kind::Linear ? 0 : 2;
  for (unsigned I = 0; I < Dims; ++I) {
    std::string &A = I == 0 ? A0 : A1;
    if (!(Why = enumField(Rd, Td, "addressMode[" + std::to_string(I) + "]",
                          "AddressModeWrap", A))
             .empty())
      return Why;
    if (A != "AddressModeClamp" && A != "AddressModeBorder")
      return "'" + TN + "' uses " + (A == "AddressModeWrap" ? "wrap" :
                                     A == "AddressModeMirror" ? "mirror" : A) +
             " addressing in dimension " + std::to_string(I) +
             " (only clamp and border are rewritten)";
  }
  C.BorderX = A0 == "AddressModeBorder";
  C.BorderY = A1 == "AddressModeBorder";
  // Border addressing reads the border colour outside: 0 only when the
  // descriptor was zeroed and the colour not set.
  if (C.BorderX || C.BorderY) {
    bool Colour = !Rd.F[Td].Zero;
    for (const auto &[Path, Rhs] : Rd.F[Td].Set)
      Colour |= StringRef(Path).starts_with("borderColor");
    if (Colour)
      return "'" + TN + "' uses border addressing with a border colour "
             "that may not be 0";
  }
  return "";
}

/// The reads of one kernel parameter, as the fix reads them.
struct Textures::GroupRead {
  const FunctionDecl *K = nullptr;
  const ParmVarDecl *P = nullptr;
  const std::vector<const CallExpr *> *Fetches = nullptr;
  std::string PN, KN;                ///< the parameter's and the kernel's names
  StringRef Name;                    ///< tex1Dfetch or tex2D
  Kind Want = Kind::Linear;
  QualType Elem;                     ///< the element type read
  std::vector<FileRange> Calls;      ///< the reads
  FileRange PT;                      ///< the parameter's type
  std::vector<const CUDAKernelCallExpr *> Launches;
  std::string TypeText, ViewType;    ///< the element type as written; the view's type
  std::vector<Edit> Edits;
  std::vector<std::string> Fixes;    ///< each read's new text
};

std::string Textures::groupReads(GroupRead &Rd) {
  const CallExpr *F0 = Rd.Fetches->front();
  Rd.Name = calleeName(F0);
  Rd.Want = Rd.Name == "tex1Dfetch" ? Kind::Linear : Kind::Pitch;
  Rd.Elem = F0->getType();
  SmallPtrSet<const DeclRefExpr *, 8> Objs;
  for (const CallExpr *F : *Rd.Fetches) {
    const auto *Callee = dyn_cast<DeclRefExpr>(F->getCallee()->IgnoreParenImpCasts());
    FileRange R;
    if (calleeName(F) != Rd.Name || !Ctx.hasSameType(F->getType(), Rd.Elem))
      return "'" + Rd.PN + "' is read by different functions or types";
    if (!Callee || Callee->getNumTemplateArgs() != 1 ||
        F->getNumArgs() != (Rd.Want == Kind::Linear ? 2u : 3u))
      return "the read's element type is not written as a template argument";
    if (!plainRange(F, R))
      return "the read (line " + line(F->getBeginLoc()) + ") is spelled in a macro";
    Rd.Calls.push_back(R);
    Objs.insert(cast<DeclRefExpr>(strip(F->getArg(0))));
  }
  QualType Elem = Rd.Elem;
  if (Elem->isDependentType() ||
      !(Elem->isBuiltinType() ||
        (Elem->getAsRecordDecl() && systemDecl(Elem->getAsRecordDecl()))))
    return "the element type is not a built-in or vector type";
  for (const DeclRefExpr *R : Sc.VarRefs[Rd.P])
    if (!Objs.count(R))
      return "'" + Rd.PN + "' is used other than as the texture of a " + Rd.Name.str() +
             " (line " + line(R->getLocation()) + ")";
  return "";
}

std::string Textures::groupParameter(GroupRead &Rd) {
  const ParmVarDecl *P = Rd.P;
  TypeLoc TL = P->getTypeSourceInfo() ? P->getTypeSourceInfo()->getTypeLoc().getUnqualifiedLoc()
                                      : TypeLoc();
  if (auto E = TL.getAs<ElaboratedTypeLoc>(); E && !E.getQualifierLoc())
    TL = E.getNamedTypeLoc();
  auto TTL = TL.getAs<TypedefTypeLoc>();
  if (!TTL || !isApi(nameOf(TTL.getTypedefNameDecl()), "TextureObject_t") ||
      TTL.getBeginLoc().isMacroID() || !St.tokenAt(TTL.getBeginLoc(), Rd.PT) ||
      Rd.PT.File != St.S.MainFile)
    return "'" + Rd.PN + "' is not declared as a cudaTextureObject_t";
  return "";
}

std::string Textures::groupKernel(GroupRead &Rd) {
  const FunctionDecl *K = Rd.K;
  for (const FunctionDecl *R : K->redecls())
    if (R != K)
      return "kernel '" + Rd.KN + "' is declared more than once (line " +
             line(R->getLocation()) + ")";
  if (auto U = Sc.Unresolved.find(Rd.KN); U != Sc.Unresolved.end())
    return "'" + Rd.KN + "' is named in a template (line " + line(U->second) + ")";
  SmallPtrSet<const Expr *, 8> Callees;
  for (const CUDAKernelCallExpr *L : Sc.Launches)
    if (L->getDirectCallee() &&
        L->getDirectCallee()->getCanonicalDecl() == K->getCanonicalDecl()) {
      Rd.Launches.push_back(L);
      Callees.insert(strip(L->getCallee()));
    }
  for (const DeclRefExpr *R : Sc.FnRefs[K->getCanonicalDecl()])
    if (!Callees.count(R))
      return "kernel '" + Rd.KN + "' is used other than by <<<>>> launches (line " +
             line(R->getLocation()) + ")";
  if (Rd.Launches.empty())
    return "no launch of '" + Rd.KN + "' in this file";
  return "";
}

std::string Textures::groupViewType(GroupRead &Rd) {
  const CallExpr *F0 = Rd.Fetches->front();
  if (const auto *Callee = dyn_cast<DeclRefExpr>(F0->getCallee()->IgnoreParenImpCasts())) {
    FileRange TR;
    const TemplateArgumentLoc &A = Callee->getTemplateArgs()[0];
    if (St.spelled(A.getSourceRange().getBegin(), A.getSourceRange().getEnd(), TR) &&
        TR.File == St.S.MainFile)
      Rd.TypeText = text(TR).str();
  }
  if (Rd.TypeText.empty())
    return "the read's element type is spelled in a macro";
  Rd.ViewType = std::string(Rd.Want == Kind::Linear ? "Cuda2HipLinearTex<"
                                                    : "Cuda2HipPitchTex<") +
                Rd.TypeText + ">";
  return "";
}

std::string Textures::groupLaunch(GroupRead &Rd, const CUDAKernelCallExpr *L) {
  unsigned Index = Rd.P->getFunctionScopeIndex();
  std::string LL = line(L->getBeginLoc());
  if (L->getNumArgs() <= Index)
    return "the launch at line " + LL + " has too few arguments";
  const Expr *Arg = L->getArg(Index);
  const auto *DR = dyn_cast<DeclRefExpr>(strip(Arg));
  const auto *T = DR ? dyn_cast<VarDecl>(DR->getDecl()) : nullptr;
  FileRange AR;
  if (!T || isa<ParmVarDecl>(T))
    return "the launch at line " + LL + " does not pass a texture "
           "object created in the launching function";
  if (DR->getBeginLoc().isMacroID() || !St.tokenAt(DR->getLocation(), AR) ||
      AR.File != St.S.MainFile)
    return "the launch at line " + LL + " is spelled in a macro";
  Creation C = creation(T);
  if (!C.Reason.empty())
    return C.Reason;
  std::optional<unsigned> LB = offset(L->getBeginLoc());
  if (!LB || *LB < C.After || !inside(L, C.Block))
    return "the launch at line " + LL + " is not in the block that creates '" +
           T->getName().str() + "', after the creation";
  if (C.K != Rd.Want)
    return std::string("'") + T->getName().str() + "' is over " +
           (C.K == Kind::Linear ? "linear" : "pitched") + " memory, read by " +
           Rd.Name.str();
  if (!Ctx.hasSameUnqualifiedType(C.Elem, Rd.Elem))
    return "'" + T->getName().str() + "' holds '" + C.Elem.getAsString() +
           "' elements, read as '" + Rd.Elem.getAsString() + "'";
  std::string View = T->getName().str() + "_view";
  if (taken(View))
    return "the name '" + View + "' is taken";
  Rd.Edits.push_back(Edit{AR.Offset, AR.Length, View});
  const std::string &TypeText = Rd.TypeText;
  std::string Init =
      Rd.Want == Kind::Linear
          ? "(const " + TypeText + " *)" + C.Res + ".res.linear.devPtr, " + C.Res +
                ".res.linear.sizeInBytes / sizeof(" + TypeText + ")"
          : "(const " + TypeText + " *)" + C.Res + ".res.pitch2D.devPtr, " + C.Res +
                ".res.pitch2D.pitchInBytes, (int)" + C.Res + ".res.pitch2D.width, (int)" +
                C.Res + ".res.pitch2D.height, " + (C.BorderX ? "true" : "false") + ", " +
                (C.BorderY ? "true" : "false");
  Rd.Edits.push_back(Edit{C.Insert, 0,
                          "\n" + C.Indent + "const " + Rd.ViewType + " " + View + " = {" +
                              Init + "}; // cuda2hip lint --fix: '" + T->getName().str() +
                              "' read as plain memory"});
  return "";
}

std::string Textures::groupFetches(GroupRead &Rd) {
  const std::vector<const CallExpr *> &Fetches = *Rd.Fetches;
  for (unsigned I = 0; I < Fetches.size(); ++I) {
    const CallExpr *F = Fetches[I];
    FileRange A, B;
    if (!plainRange(F->getArg(1), A) || !plainRange(F->getArg(F->getNumArgs() - 1), B))
      return "the read (line " + line(F->getBeginLoc()) + ") is spelled in a macro";
    std::string Fix = Rd.PN + ".fetch(" + Buf.slice(A.Offset, B.end()).str() + ")";
    Rd.Edits.push_back(Edit{Rd.Calls[I].Offset, Rd.Calls[I].Length, Fix});
    Rd.Fixes.push_back(Fix);
  }
  return "";
}

std::string Textures::groupHelper(GroupRead &Rd) {
  if (Sc.Names.count(Rd.Want == Kind::Linear ? "Cuda2HipLinearTex" : "Cuda2HipPitchTex"))
    return ""; // a previous --fix defined it
  const FunctionDecl *K = Rd.K;
  const Decl *Top = K->getDescribedFunctionTemplate()
                        ? static_cast<const Decl *>(K->getDescribedFunctionTemplate())
                        : K;
  while (!isa<TranslationUnitDecl>(Top->getDeclContext()))
    Top = cast<Decl>(Top->getDeclContext());
  std::optional<unsigned> At = offset(Top->getBeginLoc());
  for (const Attr *A : Top->attrs())
    if (std::optional<unsigned> AO = offset(A->getLocation()); AO && At && *AO < *At)
      At = AO;
  if (!At)
    return "kernel '" + Rd.KN + "' is not in this file";
  size_t Bol = Buf.rfind('\n', *At);
  Bol = Bol == StringRef::npos || *At == 0 ? 0 : Bol + 1;
  Rd.Edits.push_back(
      Edit{unsigned(Bol), 0, Rd.Want == Kind::Linear ? LinearHelper : PitchHelper});
  return "";
}

void Textures::group(const FunctionDecl *K, const ParmVarDecl *P,
                     const std::vector<const CallExpr *> &Fetches) {
  GroupRead Rd;
  Rd.K = K;
  Rd.P = P;
  Rd.Fetches = &Fetches;
  Rd.PN = P->getName().str();
  Rd.KN = K->getNameAsString();
  std::string Why;
  if (K->getTemplatedKind() != FunctionDecl::TK_NonTemplate || K->isDependentContext())
    Why = "kernel '" + Rd.KN + "' is a template";
  // The reads: one kind, one element type, written out, outside macros;
  // the parameter's type, as written; the kernel: one declaration, in this
  // file, only launched; every launch passes a texture object the fix can
  // follow; then the parameter, the reads and the helper type before the
  // kernel.
  for (auto Step : {&Textures::groupReads, &Textures::groupParameter,
                    &Textures::groupKernel, &Textures::groupViewType})
    if (Why.empty())
      Why = (this->*Step)(Rd);
  for (const CUDAKernelCallExpr *L : Rd.Launches)
    if (Why.empty())
      Why = groupLaunch(Rd, L);
  if (Why.empty()) {
    Rd.Edits.push_back(Edit{Rd.PT.Offset, Rd.PT.Length, Rd.ViewType});
    Why = groupFetches(Rd);
  }
  if (Why.empty())
    Why = groupHelper(Rd);
  if (!Why.empty()) {
    for (const CallExpr *F : Fetches)
      report(F, Why);
    return;
  }
  unsigned G = St.S.newGroup(std::move(Rd.Edits));
  std::string Msg = "'" + Rd.Name.str() + "' needs texture hardware, which MI300X "
                    "(CDNA3) does not have; --fix reads the " +
                    (Rd.Want == Kind::Linear ? "linear" : "pitched") +
                    " memory behind '" + Rd.PN + "' directly";
  for (unsigned I = 0; I < Fetches.size(); ++I)
    St.S.addGrouped(Rule::TextureMemory, Rd.Calls[I], Msg, Rd.Fixes[I], G);
}

void Textures::run() {
  // Reads through a kernel parameter, grouped by parameter.
  MapVector<const ParmVarDecl *, std::vector<const CallExpr *>> ByParam;
  for (const CallExpr *F : St.TexFetches) {
    StringRef Name = calleeName(F);
    if (Name.starts_with("surf")) {
      report(F, "surface objects are created over CUDA arrays only: there is "
                "no pointer to read or write through");
      continue;
    }
    if (Name != "tex1Dfetch" && Name != "tex2D") {
      report(F, "only tex1Dfetch over linear memory and tex2D over pitched "
                "memory are rewritten");
      continue;
    }
    const auto *DR = F->getNumArgs() ? dyn_cast<DeclRefExpr>(strip(F->getArg(0)))
                                     : nullptr;
    const auto *P = DR ? dyn_cast<ParmVarDecl>(DR->getDecl()) : nullptr;
    const auto *K = P ? dyn_cast<FunctionDecl>(P->getDeclContext()) : nullptr;
    if (!K || !K->hasAttr<CUDAGlobalAttr>() ||
        !typedefNamed(P->getType(), "TextureObject_t")) {
      report(F, "the texture object is not a parameter of the kernel that "
                "reads it");
      continue;
    }
    ByParam[P].push_back(F);
  }
  for (auto &[P, Fetches] : ByParam)
    group(cast<FunctionDecl>(P->getDeclContext()), P, Fetches);
}

} // namespace texfix

void runTextureRules(AstState &St, ASTContext &Ctx) {
  texfix::Scan Sc(St);
  Sc.TraverseDecl(Ctx.getTranslationUnitDecl());
  texfix::Textures T(St, Ctx, Sc);
  T.run();
}

} // namespace cuda2hip::hazards
