//===- Inventory.cpp - the kernels of a CUDA source, and of a code object -===//
//
// The CUDA side: clang parses the original host-side against CUDA (the
// parse layer's, Parse.h, as the find stage) and a RecursiveASTVisitor collects every
// __global__ function a device compile emits. The AMD side: the code
// object of the target, taken out of the clang offload bundle in the
// executable's .hip_fatbin section, lists each kernel as a NAME.kd symbol.
//
//===----------------------------------------------------------------------===//
#include "cuda2hip/Verify.h"
#include "cuda2hip/Parse.h"
#include "clang/AST/ASTConsumer.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/GlobalDecl.h"
#include "clang/AST/Mangle.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/Diagnostic.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendAction.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Demangle/Demangle.h"
#include "llvm/Object/ObjectFile.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include <set>

using namespace llvm;
using namespace clang;

namespace cuda2hip::verify {

std::string functionName(StringRef Mangled) {
  // The demangler's nodes point into the input: keep it alive.
  std::string Input = Mangled.str();
  ItaniumPartialDemangler D;
  if (D.partialDemangle(Input.c_str()) || !D.isFunction())
    return Mangled.str();
  char *Buf = D.getFunctionName(nullptr, nullptr);
  std::string R = Buf ? Buf : Mangled.str();
  std::free(Buf);
  return R;
}

namespace {

class KernelVisitor : public RecursiveASTVisitor<KernelVisitor> {
public:
  KernelVisitor(ASTContext &Ctx, std::vector<KernelInfo> &Out)
      : Ctx(Ctx), Out(Out), MC(Ctx.createMangleContext()) {}
  bool shouldVisitTemplateInstantiations() const { return true; }

  bool VisitFunctionDecl(FunctionDecl *FD) {
    if (!FD->hasAttr<CUDAGlobalAttr>() || FD->isDependentContext() ||
        !FD->isThisDeclarationADefinition())
      return true;
    switch (FD->getTemplateSpecializationKind()) {
    case TSK_ImplicitInstantiation:
      if (!FD->isUsed() && !FD->isReferenced())
        return true; // instantiated, never launched nor referenced
      break;
    case TSK_ExplicitInstantiationDeclaration:
      return true; // emitted by another translation unit
    default:
      break;
    }
    std::string Mangled;
    raw_string_ostream OS(Mangled);
    MC->mangleName(GlobalDecl(FD, KernelReferenceKind::Kernel), OS);
    OS.flush();
    if (!Seen.insert(Mangled).second)
      return true;
    KernelInfo K;
    K.Mangled = Mangled;
    K.Name = functionName(Mangled);
    SourceManager &SM = Ctx.getSourceManager();
    PresumedLoc P = SM.getPresumedLoc(SM.getFileLoc(FD->getLocation()));
    if (P.isValid())
      K.Path = P.getFilename();
    if (P.isValid())
      K.Where = sys::path::filename(P.getFilename()).str() + ":" +
                std::to_string(P.getLine());
    Out.push_back(std::move(K));
    return true;
  }

private:
  ASTContext &Ctx;
  std::vector<KernelInfo> &Out;
  std::unique_ptr<MangleContext> MC;
  std::set<std::string> Seen;
};

class KernelAction : public ASTFrontendAction {
public:
  explicit KernelAction(std::vector<KernelInfo> &Out) : Out(Out) {}
  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &,
                                                 StringRef) override {
    struct Consumer : ASTConsumer {
      std::vector<KernelInfo> &Out;
      explicit Consumer(std::vector<KernelInfo> &Out) : Out(Out) {}
      void HandleTranslationUnit(ASTContext &Ctx) override {
        KernelVisitor(Ctx, Out).TraverseDecl(Ctx.getTranslationUnitDecl());
      }
    };
    return std::make_unique<Consumer>(Out);
  }

private:
  std::vector<KernelInfo> &Out;
};

/// The kernel inventory as a client of the parse layer: the first error
/// ("FILE:LINE: message") says why a source does not parse.
class KernelClient : public ParseClient {
public:
  std::unique_ptr<FrontendAction> action(bool) override {
    Kernels.clear();
    First.clear();
    return std::make_unique<KernelAction>(Kernels);
  }
  void error(const clang::Diagnostic &Info) override {
    if (!First.empty())
      return;
    SmallString<256> Msg;
    Info.FormatDiagnostic(Msg);
    First = std::string(Msg);
    if (Info.hasSourceManager() && Info.getLocation().isValid()) {
      PresumedLoc P = Info.getSourceManager().getPresumedLoc(Info.getLocation());
      if (P.isValid())
        First = sys::path::filename(P.getFilename()).str() + ":" +
                std::to_string(P.getLine()) + ": " + First;
    }
  }
  std::vector<KernelInfo> Kernels;
  std::string First;
};

} // namespace

Expected<std::vector<KernelInfo>> findKernels(StringRef CudaFile, const FindOptions &O) {
  SmallString<256> Path(CudaFile);
  sys::fs::make_absolute(Path);
  sys::path::remove_dots(Path, true);
  Expected<std::string> Text = readRegularFile(Path);
  if (!Text)
    return Text.takeError();
  // The translation's parse (Parse.h), as a CUDA source, without a shared
  // PCH: the visitor walks every declaration of the unit.
  ParseOptions P = O;
  P.Language = InputLanguage::Cuda;
  P.SharePreamble = false;
  std::string Err;
  std::vector<std::string> Args = parseArguments(Path, *Text, P, Err);
  if (Args.empty())
    return createStringError(std::errc::no_such_file_or_directory, "%s", Err.c_str());
  KernelClient Client;
  if (!parseUnit(Args, Path, *Text, /*InMemory=*/false, P, Client).clean())
    return createStringError(std::errc::invalid_argument,
                             "the CUDA source does not parse: %s",
                             Client.First.empty() ? "clang failed" : Client.First.c_str());
  return std::move(Client.Kernels);
}

namespace {
/// Code objects for \p Arch in the clang offload bundles of \p Data.
Error bundleEntries(StringRef Data, StringRef Arch, std::vector<StringRef> &Out) {
  static constexpr StringRef Magic = "__CLANG_OFFLOAD_BUNDLE__";
  StringRef Want = Arch.take_until([](char C) { return C == ':'; });
  bool Any = false;
  for (size_t At = Data.find(Magic); At != StringRef::npos;
       At = Data.find(Magic, At + Magic.size())) {
    StringRef B = Data.substr(At);
    auto U64 = [&](size_t Off) -> std::optional<uint64_t> {
      if (Off + 8 > B.size())
        return std::nullopt;
      return support::endian::read64le(B.data() + Off);
    };
    std::optional<uint64_t> N = U64(Magic.size());
    if (!N)
      continue;
    size_t Pos = Magic.size() + 8;
    for (uint64_t I = 0; I < *N; ++I) {
      auto Off = U64(Pos), Size = U64(Pos + 8), TLen = U64(Pos + 16);
      if (!Off || !Size || !TLen || Pos + 24 + *TLen > B.size() ||
          *Off + *Size > B.size())
        return createStringError(std::errc::invalid_argument,
                                 "malformed offload bundle");
      StringRef Triple = B.substr(Pos + 24, *TLen);
      Pos += 24 + *TLen;
      Any = true;
      // "hipv4-amdgcn-amd-amdhsa--gfx942[:features]"
      auto [Kind, Target] = Triple.split("--");
      if (Kind.contains("amdgcn") &&
          Target.take_until([](char C) { return C == ':'; }) == Want)
        Out.push_back(B.substr(*Off, *Size));
    }
  }
  // The object-file form (a host ELF input): one section per target,
  // named __CLANG_OFFLOAD_BUNDLE__<triple>.
  if (!Any && Data.starts_with("\x7f" "ELF")) {
    auto Obj = object::ObjectFile::createObjectFile(MemoryBufferRef(Data, "bundle"));
    if (!Obj)
      return Obj.takeError();
    for (const object::SectionRef &S : (*Obj)->sections()) {
      Expected<StringRef> Name = S.getName();
      if (!Name) {
        consumeError(Name.takeError());
        continue;
      }
      StringRef Triple = *Name;
      if (!Triple.consume_front(Magic))
        continue;
      Any = true;
      auto [Kind, Target] = Triple.split("--");
      if (!Kind.contains("amdgcn") ||
          Target.take_until([](char C) { return C == ':'; }) != Want)
        continue;
      Expected<StringRef> Contents = S.getContents();
      if (!Contents)
        return Contents.takeError();
      Out.push_back(*Contents);
    }
  }
  if (!Any && Data.contains("CCOB"))
    return createStringError(std::errc::not_supported,
                             "compressed offload bundle (build without "
                             "--offload-compress)");
  return Error::success();
}

Error kernelsOfCodeObject(StringRef Data, std::set<std::string> &Out) {
  auto Obj = object::ObjectFile::createObjectFile(MemoryBufferRef(Data, "code object"));
  if (!Obj)
    return Obj.takeError();
  for (const object::SymbolRef &S : (*Obj)->symbols()) {
    Expected<StringRef> Name = S.getName();
    if (Name && Name->ends_with(".kd"))
      Out.insert(Name->drop_back(3).str());
    else if (!Name)
      consumeError(Name.takeError());
  }
  return Error::success();
}
} // namespace

Error forEachCodeObject(StringRef Binary, StringRef Arch,
                        function_ref<Error(StringRef)> Each) {
  auto Buf = MemoryBuffer::getFile(Binary, /*IsText=*/false);
  if (!Buf)
    return createStringError(Buf.getError(), "cannot read '%s'", Binary.str().c_str());
  auto Obj = object::ObjectFile::createObjectFile((*Buf)->getMemBufferRef());
  if (!Obj)
    return Obj.takeError();
  if ((*Obj)->getArch() == Triple::amdgcn)
    return Each((*Buf)->getBuffer());
  std::vector<StringRef> Objects;
  bool HasSection = false;
  for (const object::SectionRef &S : (*Obj)->sections()) {
    Expected<StringRef> Name = S.getName();
    if (!Name) {
      consumeError(Name.takeError());
      continue;
    }
    if (*Name != ".hip_fatbin")
      continue;
    HasSection = true;
    Expected<StringRef> Data = S.getContents();
    if (!Data)
      return Data.takeError();
    if (Error E = bundleEntries(*Data, Arch, Objects))
      return E;
  }
  if (!HasSection)
    return createStringError(std::errc::invalid_argument,
                             "'%s' has no .hip_fatbin section",
                             Binary.str().c_str());
  if (Objects.empty())
    return createStringError(std::errc::invalid_argument,
                             "'%s' has no code object for %s", Binary.str().c_str(),
                             Arch.str().c_str());
  for (StringRef O : Objects)
    if (Error E = Each(O))
      return E;
  return Error::success();
}

Expected<std::vector<std::string>> kernelSymbols(StringRef Binary, StringRef Arch) {
  std::set<std::string> Names;
  if (Error E = forEachCodeObject(Binary, Arch, [&](StringRef O) {
        return kernelsOfCodeObject(O, Names);
      }))
    return std::move(E);
  return std::vector<std::string>(Names.begin(), Names.end());
}

Inventory matchKernels(ArrayRef<KernelInfo> Kernels, ArrayRef<std::string> Symbols) {
  Inventory I;
  I.Expected = Kernels.size();
  std::multiset<std::string> Left(Symbols.begin(), Symbols.end());
  std::vector<const KernelInfo *> Unmatched;
  for (const KernelInfo &K : Kernels) {
    auto It = Left.find(K.Mangled);
    if (It != Left.end()) {
      Left.erase(It);
      ++I.Found;
    } else {
      Unmatched.push_back(&K);
    }
  }
  // Parameter types the translation renamed change the mangled name.
  for (const KernelInfo *K : Unmatched) {
    auto It = std::find_if(Left.begin(), Left.end(), [&](const std::string &S) {
      return functionName(S) == K->Name;
    });
    if (It != Left.end()) {
      I.ByNameOnly.push_back(K->Name + " (" + *It + ")");
      Left.erase(It);
      ++I.Found;
    } else {
      I.Missing.push_back(K->Name + (K->Where.empty() ? "" : " at " + K->Where));
    }
  }
  return I;
}

} // namespace cuda2hip::verify
