//===- NvccCompat.cpp - what nvcc accepts and clang 19 does not (NvccCompat.h)
//
// Three things, all on the parse's side only (nothing here reaches a
// translated file):
//  - the compatibility header (compat/nvcc_compat.h.inc), included at the end
//    of clang's implicit CUDA preamble: declarations of what nvcc's headers
//    provide and clang 19's wrapper or CUDA 13 lack;
//  - CUDA's driver_types.h with the cudaDeviceProp fields CUDA 13 removed;
//  - launches spelled `k << < g, b >> > (...)` read as `k <<< g, b >>> (...)`
//    (same length, so every offset stays the user's).
//
//===----------------------------------------------------------------------===//
#include "NvccCompat.h"
#include "cuda2hip/Basic.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

using namespace llvm;

namespace cuda2hip {

namespace {

const char CompatText[] =
#include "compat/nvcc_compat.h.inc"
    ;

/// cudaDeviceProp fields CUDA 13 removed (HIP's hipDeviceProp_t keeps them).
constexpr const char *RemovedPropFields[] = {
    "clockRate",           "deviceOverlap",
    "kernelExecTimeoutEnabled", "computeMode",
    "maxTexture1DLinear",  "memoryClockRate",
    "singleToDoublePrecisionPerfRatio", "cooperativeMultiDeviceLaunch",
};

bool isIdent(char C) { return isAlnum(C) || C == '_'; }

/// Does \p Body declare the member \p Name (a whole word followed by ';' or
/// '[')?
bool declaresMember(StringRef Body, StringRef Name) {
  for (size_t P = Body.find(Name); P != StringRef::npos; P = Body.find(Name, P + 1)) {
    if (P > 0 && isIdent(Body[P - 1]))
      continue;
    StringRef After = Body.substr(P + Name.size()).ltrim();
    if (!After.empty() && (After[0] == ';' || After[0] == '['))
      return true;
  }
  return false;
}

bool isSpace(char C) { return C == ' ' || C == '\t' || C == '\r' || C == '\n'; }

/// Skips a comment, string or character literal starting at \p I; returns
/// where it ends (or \p I when none starts there).
size_t skipNonCode(StringRef T, size_t I) {
  if (T.substr(I).starts_with("//")) {
    size_t E = T.find('\n', I);
    return E == StringRef::npos ? T.size() : E;
  }
  if (T.substr(I).starts_with("/*")) {
    size_t E = T.find("*/", I + 2);
    return E == StringRef::npos ? T.size() : E + 2;
  }
  if (T[I] == '"' || T[I] == '\'') {
    // A raw string is rare in CUDA code: read as a plain one.
    char Q = T[I];
    size_t J = I + 1;
    while (J < T.size() && T[J] != Q && T[J] != '\n')
      J += T[J] == '\\' ? 2 : 1;
    return std::min(J + 1, T.size());
  }
  return I;
}

/// Three \p C characters from \p I with only whitespace between them, at
/// least some: the end of the third, else 0.
size_t spacedTriple(StringRef T, size_t I, char C) {
  size_t J = I, Count = 0;
  bool Spaced = false;
  while (J < T.size() && Count < 3) {
    if (T[J] == C) {
      ++Count;
      ++J;
      continue;
    }
    if (Count == 0 || !isSpace(T[J]))
      return 0;
    Spaced = true;
    ++J;
  }
  return Count == 3 && Spaced ? J : 0;
}

/// Rewrites T[I, E) (three C's with whitespace between) as CCC + the
/// whitespace, in \p Out.
void respell(std::string &Out, StringRef T, size_t I, size_t E, char C) {
  std::string Space;
  for (size_t J = I; J < E; ++J)
    if (T[J] != C)
      Space += T[J];
  std::string Run(3, C);
  Run += Space;
  Out.replace(I, E - I, Run);
}

bool afterOperatorKeyword(StringRef T, size_t I) {
  StringRef Before = T.take_front(I).rtrim();
  return Before.ends_with("operator") &&
         (Before.size() == 8 || !isIdent(Before[Before.size() - 9]));
}

/// The matching closer of an opener ending at \p From: the position of a
/// spaced `>> >` at bracket depth 0 (0 when the launch closes with `>>>`
/// or is not found before a ';' or '{').
size_t findSpacedCloser(StringRef T, size_t From) {
  int Depth = 0;
  for (size_t I = From; I < T.size(); ++I) {
    size_t S = skipNonCode(T, I);
    if (S != I) {
      I = S - 1;
      continue;
    }
    char C = T[I];
    if (C == '(' || C == '[')
      ++Depth;
    else if ((C == ')' || C == ']') && --Depth < 0)
      return 0;
    else if (Depth == 0 && (C == ';' || C == '{'))
      return 0;
    else if (Depth == 0 && T.substr(I).starts_with(">>>"))
      return 0;
    else if (Depth == 0 && C == '>' && spacedTriple(T, I, '>'))
      return I;
  }
  return 0;
}

} // namespace

StringRef nvccCompatHeader() { return StringRef(CompatText); }

std::string nvccCompatPath() { return std::string(OverlayDir) + "/cuda2hip_nvcc_compat.h"; }

std::optional<std::string> patchedCudaWrapper(StringRef Wrapper) {
  if (!Wrapper.contains("__CLANG_CUDA_RUNTIME_WRAPPER_H__"))
    return std::nullopt;
  return Wrapper.str() + "\n#include \"" + nvccCompatPath() + "\"\n";
}

std::optional<std::string> patchedDriverTypes(StringRef Text) {
  size_t S = Text.find("cudaDeviceProp\n{");
  if (S == StringRef::npos)
    S = Text.find("cudaDeviceProp {");
  if (S == StringRef::npos)
    return std::nullopt;
  size_t E = Text.find("\n};", S);
  if (E == StringRef::npos)
    return std::nullopt;
  StringRef Body = Text.slice(S, E);
  std::string Added;
  for (const char *F : RemovedPropFields)
    if (!declaresMember(Body, F))
      Added += std::string("\n    int ") + F + "; /* cuda2hip: removed by CUDA 13 */";
  if (Added.empty())
    return std::nullopt;
  std::string Out = Text.str();
  Out.insert(E, Added);
  return Out;
}

std::optional<std::string> normalizeSpacedLaunches(StringRef T) {
  // Cheap test first: most files have no `<<` followed by a space.
  bool Maybe = false;
  for (size_t P = T.find("<<"); P != StringRef::npos && !Maybe; P = T.find("<<", P + 2))
    Maybe = P + 2 < T.size() && isSpace(T[P + 2]);
  for (size_t P = T.find("< <"); P != StringRef::npos && !Maybe; P = T.find("< <", P + 1))
    Maybe = true;
  if (!Maybe)
    return std::nullopt;
  std::string Out = T.str();
  bool Changed = false;
  for (size_t I = 0; I < T.size(); ++I) {
    size_t S = skipNonCode(T, I);
    if (S != I) {
      I = S - 1;
      continue;
    }
    if (T[I] != '<' || (I > 0 && T[I - 1] == '<'))
      continue;
    size_t E = spacedTriple(T, I, '<');
    if (!E || (E < T.size() && (T[E] == '<' || T[E] == '=')) ||
        afterOperatorKeyword(T, I))
      continue;
    size_t Close = findSpacedCloser(T, E);
    respell(Out, T, I, E, '<');
    if (Close)
      respell(Out, T, Close, spacedTriple(T, Close, '>'), '>');
    Changed = true;
    I = E - 1;
  }
  if (!Changed)
    return std::nullopt;
  return Out;
}

unsigned spelledChevronLength(StringRef Text, unsigned Offset, char C) {
  if (size_t E = spacedTriple(Text, Offset, C))
    return unsigned(E - Offset);
  return 3;
}

void addNvccCompatFiles(vfs::InMemoryFileSystem &Mem, StringRef CudaPath,
                        StringRef ResourceDir) {
  Mem.addFile(nvccCompatPath(), 0, MemoryBuffer::getMemBuffer(nvccCompatHeader()));
  auto Patch = [&](std::string Path,
                   std::optional<std::string> (*Fn)(StringRef)) {
    Expected<std::string> Text = readRegularFile(Path);
    if (!Text) {
      consumeError(Text.takeError());
      return;
    }
    if (std::optional<std::string> P = Fn(*Text))
      Mem.addFile(Path, 0, MemoryBuffer::getMemBufferCopy(*P, Path));
  };
  if (!ResourceDir.empty())
    Patch(ResourceDir.str() + "/include/__clang_cuda_runtime_wrapper.h", patchedCudaWrapper);
  if (!CudaPath.empty())
    Patch(CudaPath.str() + "/include/driver_types.h", patchedDriverTypes);
}

namespace {

/// A file whose text was respelled.
class RespelledFile : public vfs::File {
public:
  RespelledFile(vfs::Status S, std::string Text)
      : S(std::move(S)), Text(std::move(Text)) {}
  ErrorOr<vfs::Status> status() override { return S; }
  ErrorOr<std::unique_ptr<MemoryBuffer>> getBuffer(const Twine &Name, int64_t, bool,
                                                   bool) override {
    return MemoryBuffer::getMemBufferCopy(Text, Name.str());
  }
  std::error_code close() override { return {}; }

private:
  vfs::Status S;
  std::string Text;
};

class LaunchSpellingFS : public vfs::ProxyFileSystem {
public:
  LaunchSpellingFS(IntrusiveRefCntPtr<vfs::FileSystem> FS, std::vector<std::string> Skip,
                   std::shared_ptr<RespelledOriginals> Originals)
      : ProxyFileSystem(std::move(FS)), Skip(std::move(Skip)),
        Originals(std::move(Originals)) {}

  ErrorOr<std::unique_ptr<vfs::File>> openFileForRead(const Twine &P) override {
    auto F = ProxyFileSystem::openFileForRead(P);
    std::string Path = P.str();
    if (!F || any_of(Skip, [&](const std::string &D) { return StringRef(Path).starts_with(D); }))
      return F;
    ErrorOr<vfs::Status> S = (*F)->status();
    auto Buf = (*F)->getBuffer(Path);
    if (!S || !Buf)
      return ProxyFileSystem::openFileForRead(P);
    std::optional<std::string> N = normalizeSpacedLaunches((*Buf)->getBuffer());
    if (!N)
      return ProxyFileSystem::openFileForRead(P);
    if (Originals) {
      std::lock_guard<std::mutex> L(Originals->Mu);
      Originals->Text[absolute(Path)] = (*Buf)->getBuffer().str();
    }
    return std::unique_ptr<vfs::File>(std::make_unique<RespelledFile>(*S, std::move(*N)));
  }

private:
  std::vector<std::string> Skip;
  std::shared_ptr<RespelledOriginals> Originals;
};

} // namespace

IntrusiveRefCntPtr<vfs::FileSystem>
respellLaunches(IntrusiveRefCntPtr<vfs::FileSystem> FS, std::vector<std::string> SkipPrefixes,
                std::shared_ptr<RespelledOriginals> Originals) {
  return makeIntrusiveRefCnt<LaunchSpellingFS>(std::move(FS), std::move(SkipPrefixes),
                                               std::move(Originals));
}

} // namespace cuda2hip
