//===- Errors.cpp - explain-error: the ROCm failure table and its matcher --===//
#include "cuda2hip/Doctor.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Regex.h"
#include <algorithm>
#include <mutex>

using namespace llvm;

namespace cuda2hip::doctor {

namespace {
const RocmError Rows[] = {
#define C2H_ROCM_ERROR(ID, NAMES, PATTERN, SUPERSEDES, TITLE, CAUSE, FIX)      \
  {ID, NAMES, PATTERN, SUPERSEDES, TITLE, CAUSE, FIX},
#include "tables/RocmErrors.def"
};

bool isWordChar(char C) { return isAlnum(C) || C == '_'; }

/// Whether \p Name occurs in \p Text as a whole word.
size_t findWord(StringRef Text, StringRef Name) {
  for (size_t P = Text.find(Name); P != StringRef::npos; P = Text.find(Name, P + 1)) {
    bool Before = P == 0 || !isWordChar(Text[P - 1]);
    size_t E = P + Name.size();
    bool After = E == Text.size() || !isWordChar(Text[E]);
    if (Before && After)
      return P;
  }
  return StringRef::npos;
}
} // namespace

ArrayRef<RocmError> rocmErrors() { return Rows; }

const RocmError *findRocmError(StringRef Id) {
  for (const RocmError &E : Rows)
    if (E.Id == Id)
      return &E;
  return nullptr;
}

std::vector<ErrorMatch> matchErrors(StringRef Text) {
  // Compiled once: the patterns are data, checked by a unit test.
  static const std::vector<std::unique_ptr<Regex>> Patterns = [] {
    std::vector<std::unique_ptr<Regex>> R;
    for (const RocmError &E : Rows)
      R.push_back(std::make_unique<Regex>(E.Pattern, Regex::IgnoreCase));
    return R;
  }();
  static std::mutex Lock; // llvm::Regex::match is not reentrant
  std::lock_guard<std::mutex> G(Lock);

  std::vector<ErrorMatch> Out;
  SmallVector<StringRef, 0> Lines;
  Text.split(Lines, '\n');
  for (size_t I = 0; I < std::size(Rows); ++I) {
    const RocmError &E = Rows[I];
    ErrorMatch M;
    for (size_t L = 0; L < Lines.size() && !M.E; ++L) {
      StringRef Line = Lines[L].rtrim("\r");
      SmallVector<StringRef, 4> Names;
      E.Names.split(Names, '|', -1, false);
      for (StringRef N : Names)
        if (findWord(Line, N) != StringRef::npos) {
          M = ErrorMatch{&E, N.str(), unsigned(L + 1)};
          break;
        }
      if (M.E)
        break;
      SmallVector<StringRef, 2> Groups;
      if (!Line.empty() && Patterns[I]->match(Line, &Groups))
        M = ErrorMatch{&E, Groups[0].str(), unsigned(L + 1)};
    }
    if (M.E)
      Out.push_back(std::move(M));
  }
  // A specific entry replaces the general one it names.
  std::vector<ErrorMatch> Kept;
  for (const ErrorMatch &M : Out) {
    bool Superseded = any_of(Out, [&](const ErrorMatch &O) {
      return O.E != M.E && O.E->Supersedes == M.E->Id;
    });
    if (!Superseded)
      Kept.push_back(M);
  }
  // A log reads in order: by line, then by table order.
  std::stable_sort(Kept.begin(), Kept.end(),
                   [](const ErrorMatch &A, const ErrorMatch &B) { return A.Line < B.Line; });
  return Kept;
}

} // namespace cuda2hip::doctor
