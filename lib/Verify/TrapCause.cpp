//===- TrapCause.cpp - the condition that makes a kernel trap on AMD ------===//
//
// A kernel whose gfx942 code reduces to a trap (Traps.cpp) does so because
// the branch the AMD compile takes is a "no device code" path: the #else of
// `#if __CUDA_ARCH__ >= 800` holding NO_DEVICE_CODE, a `#ifndef
// FP16_AVAILABLE` around __trap(). trapCause() reads the CUDA source of the
// kernel: its body, the conditional branches that reach into it, and the
// innermost one whose text traps (classifyBranch, Resolve.h: __trap(),
// asm("trap;"), a macro whose definition traps). That branch's group is
// the condition verify names. When the condition tests a project macro,
// the condition that #defines it is named too (FP16_AVAILABLE defined
// under `#if __CUDA_ARCH__ >= 600`).
//
//===----------------------------------------------------------------------===//
#include "cuda2hip/Conditions.h"
#include "cuda2hip/Lexing.h"
#include "cuda2hip/Resolve.h"
#include "cuda2hip/Verify.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include <set>

using namespace llvm;

namespace cuda2hip::verify {

namespace {

/// Offset of the start of line \p Line (1-based) of \p Text; npos past it.
size_t lineOffset(StringRef Text, unsigned Line) {
  size_t Off = 0;
  for (unsigned L = 1; L < Line; ++L) {
    Off = Text.find('\n', Off);
    if (Off == StringRef::npos)
      return StringRef::npos;
    ++Off;
  }
  return Off;
}

unsigned lineOf(StringRef Text, size_t Off) {
  return 1 + Text.take_front(Off).count('\n');
}

/// Skips a comment, string or character literal at \p I; false if none.
bool skipLiteral(StringRef T, size_t &I) {
  if (T.substr(I).starts_with("//")) {
    I = std::min(T.find('\n', I), T.size());
    return true;
  }
  if (T.substr(I).starts_with("/*")) {
    size_t E = T.find("*/", I + 2);
    I = E == StringRef::npos ? T.size() : E + 2;
    return true;
  }
  if (T[I] != '"' && T[I] != '\'')
    return false;
  char Q = T[I++];
  while (I < T.size() && T[I] != Q && T[I] != '\n')
    I += T[I] == '\\' ? 2 : 1;
  ++I;
  return true;
}

/// [Begin, End) of the body of the function whose definition starts at
/// \p From: from its first `{` outside parentheses to the matching `}`.
std::optional<std::pair<size_t, size_t>> functionBody(StringRef T, size_t From) {
  int Parens = 0, Braces = 0;
  size_t Begin = StringRef::npos;
  for (size_t I = From; I < T.size();) {
    if (skipLiteral(T, I))
      continue;
    char C = T[I++];
    if (C == '(')
      ++Parens;
    else if (C == ')')
      --Parens;
    else if (C == ';' && Parens == 0 && Begin == StringRef::npos)
      return std::nullopt; // a declaration
    else if (C == '{' && Parens == 0 && Braces++ == 0)
      Begin = I;
    else if (C == '}' && Parens == 0 && Begin != StringRef::npos && --Braces == 0)
      return std::make_pair(Begin, I - 1);
  }
  return std::nullopt;
}

/// A branch of a conditional group: its body, and the group's first
/// directive and the branch's own.
struct Branch {
  const Conditional *Group, *Own;
  size_t Begin, End;
};

std::vector<Branch> branches(const std::vector<Conditional> &Cs) {
  std::vector<Branch> Out;
  std::vector<std::pair<const Conditional *, const Conditional *>> Stack; // group, current
  for (const Conditional &C : Cs) {
    bool Opens = C.Kind == Conditional::If || C.Kind == Conditional::Ifdef ||
                 C.Kind == Conditional::Ifndef;
    if (!Opens && !Stack.empty())
      Out.push_back({Stack.back().first, Stack.back().second, Stack.back().second->CondEnd,
                     C.Hash});
    if (Opens)
      Stack.push_back({&C, &C});
    else if (C.Kind == Conditional::Endif && !Stack.empty())
      Stack.pop_back();
    else if (!Stack.empty())
      Stack.back().second = &C;
  }
  return Out;
}

/// The directive at \p C as written, on one line: "#if __CUDA_ARCH__ >= 800".
std::string directiveText(StringRef T, const Conditional &C) {
  StringRef D = T.slice(C.Hash, C.CondEnd);
  std::string Out;
  for (StringRef Part : split(D, '\n')) {
    Part = Part.trim().rtrim('\\').trim();
    if (Part.empty())
      continue;
    Out += (Out.empty() ? "" : " ") + Part.str();
  }
  size_t Comment = std::min(StringRef(Out).find("//"), StringRef(Out).find("/*"));
  return StringRef(Out).take_front(Comment).rtrim().str();
}

/// Is the #define of \p Name at \p At of \p Body (`#  define NAME`)?
bool definesAt(StringRef Body, size_t At, StringRef Name) {
  size_t E = At + Name.size();
  if (E < Body.size() && (isAlnum(Body[E]) || Body[E] == '_'))
    return false;
  StringRef Before = Body.take_front(At).rtrim(" \t");
  if (!Before.consume_back("define"))
    return false;
  Before = Before.rtrim(" \t");
  return Before.consume_back("#") && (Before.empty() || Before.rtrim(" \t").ends_with("\n") ||
                                       Before.rtrim(" \t").empty());
}

/// Where the project macro \p Name is #defined under a condition that
/// tests CUDA's macros: "'#if __CUDA_ARCH__ >= 600' at common.h:12".
std::string definedUnder(StringRef Name, ArrayRef<std::pair<std::string, std::string>> Bufs) {
  for (const auto &[Path, Text] : Bufs) {
    std::vector<Conditional> Cs = scanConditionals(Text);
    // branches() lists inner branches before the ones around them.
    for (const Branch &B : branches(Cs)) {
      StringRef Cond = StringRef(Text).slice(B.Group->CondBegin, B.Group->CondEnd);
      if (llvm::none_of(conditionNames(Cond, B.Group->Kind),
                        [](const CondName &N) { return isCudaWorldMacro(N.Name); }))
        continue;
      StringRef Body = StringRef(Text).slice(B.Begin, B.End);
      for (size_t At = Body.find(Name); At != StringRef::npos; At = Body.find(Name, At + 1))
        if (definesAt(Body, At, Name))
          return "'" + directiveText(Text, *B.Group) + "' at " +
                 sys::path::filename(Path).str() + ":" +
                 std::to_string(lineOf(Text, B.Group->Hash));
    }
  }
  return "";
}

std::string branchName(StringRef T, const Branch &B) {
  if (B.Own == B.Group)
    return "";
  if (B.Own->Kind == Conditional::Else)
    return "#else";
  return directiveText(T, *B.Own);
}

} // namespace

std::optional<TrapCause> trapCause(StringRef FileName, StringRef Text, unsigned KernelLine,
                                   ArrayRef<std::pair<std::string, std::string>> Bufs) {
  size_t From = lineOffset(Text, KernelLine);
  if (From == StringRef::npos)
    return std::nullopt;
  std::optional<std::pair<size_t, size_t>> Body = functionBody(Text, From);
  if (!Body)
    return std::nullopt;
  ResolveTarget T;
  std::vector<StringRef> All = {Text};
  for (const auto &B : Bufs)
    All.push_back(B.second);
  collectMacroFacts(All, T);
  std::vector<Conditional> Cs = scanConditionals(Text);
  std::optional<Branch> Best;
  std::string Why;
  for (const Branch &B : branches(Cs)) {
    size_t Lo = std::max(B.Begin, Body->first), Hi = std::min(B.End, Body->second);
    // A branch inside the body, or one around the whole definition.
    bool Around = B.Begin <= From && B.End >= Body->second;
    if (Lo >= Hi || (!Around && B.Begin < Body->first))
      continue;
    BranchFacts F = classifyBranch(Text.slice(Lo, Hi), T);
    if (F.Traps.empty() || (Best && Best->End - Best->Begin <= B.End - B.Begin))
      continue;
    Best = B;
    Why = F.Traps;
  }
  if (!Best)
    return std::nullopt;
  TrapCause C;
  C.Condition = directiveText(Text, *Best->Group);
  C.Where = FileName.str() + ":" + std::to_string(lineOf(Text, Best->Group->Hash));
  C.Branch = branchName(Text, *Best);
  C.Trap = Why;
  // A project macro the condition tests, and where it is defined.
  StringRef Cond = Text.slice(Best->Group->CondBegin, Best->Group->CondEnd);
  for (const CondName &N : conditionNames(Cond, Best->Group->Kind)) {
    if (isCudaWorldMacro(N.Name))
      break;
    std::vector<std::pair<std::string, std::string>> Search(Bufs.begin(), Bufs.end());
    Search.insert(Search.begin(), {FileName.str(), Text.str()});
    C.MacroDefinedUnder = definedUnder(N.Name, Search);
    if (!C.MacroDefinedUnder.empty()) {
      C.Macro = N.Name.str();
      break;
    }
  }
  return C;
}

namespace {
std::string normalized(StringRef Path) {
  SmallString<256> P(Path);
  sys::fs::make_absolute(P);
  sys::path::remove_dots(P, /*remove_dot_dot=*/true);
  return std::string(P);
}

/// \p Path and the files it includes with quotes, found beside the
/// includer (each once, 8 levels at most), read.
void readWithIncludes(StringRef PathIn, std::vector<std::pair<std::string, std::string>> &Out,
                      std::set<std::string> &Seen, int Depth) {
  std::string Path = normalized(PathIn);
  if (Depth > 8 || !Seen.insert(Path).second)
    return;
  auto Buf = MemoryBuffer::getFile(Path, /*IsText=*/true);
  if (!Buf)
    return;
  std::string Text = (*Buf)->getBuffer().str(); // Out grows below
  Out.push_back({Path, Text});
  for (const IncludeLine &I : includeLines(Text)) {
    if (I.Open != '"')
      continue;
    SmallString<256> Inc(sys::path::parent_path(Path));
    sys::path::append(Inc, I.Name);
    readWithIncludes(Inc, Out, Seen, Depth + 1);
  }
}
} // namespace

std::optional<TrapCause> findTrapCause(const KernelInfo &K, StringRef MainSource) {
  auto [File, Line] = StringRef(K.Where).rsplit(':');
  unsigned L = 0;
  if (Line.getAsInteger(10, L))
    return std::nullopt;
  SmallString<256> P(K.Path);
  if (P.empty()) {
    P = sys::path::parent_path(MainSource);
    sys::path::append(P, File);
  }
  std::string Path = normalized(P);
  std::vector<std::pair<std::string, std::string>> Bufs;
  std::set<std::string> Seen;
  readWithIncludes(MainSource, Bufs, Seen, 0);
  readWithIncludes(Path, Bufs, Seen, 0);
  for (const auto &[P, Text] : Bufs)
    if (P == Path)
      return trapCause(File, Text, L, Bufs);
  return std::nullopt;
}

std::string TrapCause::describe() const {
  std::string S = (Branch.empty() ? std::string("the branch of '") + Condition + "'"
                                  : "the " + Branch + " branch of '" + Condition + "'") +
                  " at " + Where + " reduces to a trap: " + Trap;
  if (!Macro.empty())
    S += "; " + Macro + " is defined under " + MacroDefinedUnder;
  return S;
}

} // namespace cuda2hip::verify
