//===- Votes32.cpp - votes of a 32-lane group on 64-lane wavefronts -------===//
//
// warp-vote-32: in code whose lane and warp ids come from 32 only, each half
// of a 64-lane wavefront is one 32-lane group, but `__ballot_sync`,
// `__any_sync`, `__all_sync` and `__activemask` cover the whole wavefront.
// The provable fix restricts each vote to the lane's half: the call is
// renamed to a helper (Votes32.def) that `lint --fix` writes once into the
// file, before the top-level declaration holding the first vote. On AMD
// (`__HIP_PLATFORM_AMD__` or `__HIP__`) the helper takes the 64-bit ballot
// and keeps bits `(__lane_id() & 32)` .. +31; on CUDA (and HIP on NVIDIA)
// it is the call as written, so the 32-lane behaviour does not change.
//
//===----------------------------------------------------------------------===//
#include "AstVisitor.h"
#include "llvm/ADT/StringSwitch.h"

using namespace llvm;
using namespace clang;

namespace cuda2hip::hazards {
namespace {

// The block `lint --fix` inserts ('\n' becomes the file's line ending).
constexpr const char *HelperBlock =
    R"(// cuda2hip: votes of one 32-lane group, also on 64-lane wavefronts (docs/hazards/warp-vote-32.md)
#ifndef CUDA2HIP_VOTE32
#define CUDA2HIP_VOTE32
#if defined(__HIP_PLATFORM_AMD__) || defined(__HIP__)
// The lane's 32-lane half of a wavefront ballot (all of it on 32 lanes).
__device__ inline unsigned cuda2hip_half32(unsigned long long b) {
  return (unsigned)(b >> (__lane_id() & 32));
}
__device__ inline unsigned cuda2hip_activemask32() { return cuda2hip_half32(__ballot(1)); }
__device__ inline unsigned cuda2hip_ballot32(unsigned long long mask, int p) {
  return cuda2hip_half32(__ballot(p)) & (unsigned)mask;
}
__device__ inline int cuda2hip_any32(unsigned long long mask, int p) {
  return cuda2hip_ballot32(mask, p) != 0;
}
__device__ inline int cuda2hip_all32(unsigned long long mask, int p) {
  return cuda2hip_ballot32(mask, p) == (cuda2hip_activemask32() & (unsigned)mask);
}
#else // CUDA: 32-lane warps, the calls as written
__device__ inline unsigned cuda2hip_activemask32() { return __activemask(); }
__device__ inline unsigned cuda2hip_ballot32(unsigned long long mask, int p) {
  return __ballot_sync((unsigned)mask, p);
}
__device__ inline int cuda2hip_any32(unsigned long long mask, int p) {
  return __any_sync((unsigned)mask, p);
}
__device__ inline int cuda2hip_all32(unsigned long long mask, int p) {
  return __all_sync((unsigned)mask, p);
}
#endif
#endif
)";

/// The text between the start of the line and \p Off is decl-specifier
/// material only (`static __device__ `, `__launch_bounds__(256) `): the
/// helper can go in front of the line.
bool lineStartsDecl(StringRef Buf, unsigned Off, unsigned &LineStart) {
  LineStart = Off;
  while (LineStart > 0 && Buf[LineStart - 1] != '\n' && Buf[LineStart - 1] != '\r')
    --LineStart;
  StringRef Before = Buf.slice(LineStart, Off);
  return Before.find_first_of(";{}#/\"'") == StringRef::npos;
}

} // namespace

StringRef vote32Helper(StringRef Call) {
  return StringSwitch<StringRef>(Call)
#define VOTE32(CUDA, HELPER) .Case(CUDA, HELPER)
#include "Votes32.def"
      .Default("");
}

bool isVote32Helper(StringRef Name) {
  if (Name == "cuda2hip_half32")
    return true;
#define VOTE32(CUDA, HELPER)                                                   \
  if (Name == HELPER)                                                          \
    return true;
#include "Votes32.def"
  return false;
}

std::string vote32HelperBlock(StringRef EOL) {
  std::string Out;
  for (char C : StringRef(HelperBlock)) {
    if (C == '\n')
      Out += EOL;
    else
      Out += C;
  }
  return Out;
}

bool isVote32HelperBlock(StringRef Text) {
  StringRef First = StringRef(HelperBlock).take_until([](char C) { return C == '\n'; });
  return Text.starts_with(First);
}

void Sink::addVote32(FileRange Where, std::string Message, std::string Helper,
                     unsigned At) {
  if (Where.valid())
    Votes.push_back({std::move(Where), std::move(Message), std::move(Helper), At});
}

void Sink::settleVotes(bool Fix) {
  std::vector<Vote> All = std::move(Votes);
  Votes.clear();
  std::vector<Edit> Edits;
  unsigned At = ~0u;
  for (const Vote &V : All)
    if (Fix && V.Where.File == MainFile) {
      At = std::min(At, V.At);
      Edits.push_back(Edit{V.Where.Offset, V.Where.Length, V.Helper});
    }
  int G = -1;
  if (!Edits.empty()) {
    StringRef Buf = bufferOf(MainFile);
    StringRef EOL = Buf.contains("\r\n") ? "\r\n" : "\n";
    Edits.insert(Edits.begin(), Edit{At, 0, vote32HelperBlock(EOL)});
    G = int(newGroup(std::move(Edits)));
  }
  for (Vote &V : All) {
    if (G >= 0 && V.Where.File == MainFile)
      addGrouped(Rule::WarpVote32, V.Where, V.Message, V.Helper, unsigned(G));
    else
      addIf32(Rule::WarpVote32, V.Where,
              V.Message + (Fix ? " (not fixed by --fix: the call is not in the "
                                 "file checked)"
                               : " (not fixed by --fix: no lane or warp id says "
                                 "the code groups lanes by 32)"));
  }
}

/// Where the helper goes: the start of the line of the top-level declaration
/// that holds \p FD (a template, a class or namespace around it included),
/// when that line starts the declaration and lies in the main file.
static std::optional<unsigned> helperPlace(AstState &St, const FunctionDecl *FD) {
  const Decl *D = FD;
  if (const FunctionTemplateDecl *T = FD->getDescribedFunctionTemplate())
    D = T;
  while (!isa<TranslationUnitDecl>(D->getLexicalDeclContext())) {
    D = cast<Decl>(D->getLexicalDeclContext());
    if (const auto *RD = dyn_cast<CXXRecordDecl>(D))
      if (const ClassTemplateDecl *T = RD->getDescribedClassTemplate())
        D = T;
  }
  SourceManager &SM = *St.SM;
  SourceLocation B = SM.getExpansionLoc(D->getBeginLoc());
  for (const Attr *A : D->attrs()) // `__global__` may precede the range
    if (A->getLocation().isValid()) {
      SourceLocation L = SM.getExpansionLoc(A->getLocation());
      if (SM.getFileID(L) == SM.getFileID(B) && SM.isBeforeInTranslationUnit(L, B))
        B = L;
    }
  FileID F = SM.getFileID(B);
  if (B.isInvalid() || !St.userFile(F) || St.path(F) != St.S.MainFile)
    return std::nullopt;
  unsigned LineStart;
  if (!lineStartsDecl(SM.getBufferData(F), SM.getFileOffset(B), LineStart))
    return std::nullopt;
  return LineStart;
}

void Visitor::vote32(StringRef Name, const FileRange &FR) {
  std::string Msg = "'" + Name.str() + "' covers the whole 64-lane wavefront, but "
                    "this code groups lanes by 32: the two halves vote together";
  StringRef Helper = vote32Helper(Name);
  std::optional<unsigned> At;
  if (!Helper.empty() && !Fns.empty())
    At = helperPlace(St, Fns.front().FD);
  if (At) {
    St.S.addVote32(FR, Msg, Helper.str(), *At);
    return;
  }
  St.S.addIf32(Rule::WarpVote32, FR,
               Msg + (Helper.empty()
                          ? " (not fixed by --fix: '" + Name.str() +
                                "' is not a CUDA 9+ vote; use the _sync form)"
                          : " (not fixed by --fix: no line before the "
                            "declaration holding it can take the helper)"));
}

} // namespace cuda2hip::hazards
