//===- Suppress.cpp - suppression comments, both spellings ----------------===//
//
// Suppress.h: `cuda2hip: ignore` and clang-tidy's NOLINT, read the same way
// by check and lint.
//
//===----------------------------------------------------------------------===//
#include "cuda2hip/Suppress.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include <algorithm>
#include <string>

using namespace llvm;

namespace cuda2hip {

namespace {

constexpr StringLiteral Prefix = "cuda2hip-";

bool names(StringRef Id, StringRef RuleId) {
  Id = Id.trim();
  Id.consume_front(Prefix);
  return Id == RuleId || Id == "all" || Id == "*";
}

/// `cuda2hip: ignore RULE...` in a comment of \p Line.
bool ignoreComment(StringRef Line, StringRef RuleId) {
  size_t At = Line.find("cuda2hip:");
  while (At != StringRef::npos) {
    StringRef Before = Line.take_front(At);
    StringRef Rest = Line.drop_front(At + 9).ltrim();
    if ((Before.contains("//") || Before.contains("/*")) &&
        Rest.consume_front("ignore")) {
      // Rule ids up to the end of the comment.
      std::string List = Rest.split("*/").first.str();
      std::replace(List.begin(), List.end(), ',', ' ');
      std::replace(List.begin(), List.end(), '\t', ' ');
      SmallVector<StringRef, 4> Ids;
      StringRef(List).split(Ids, ' ', -1, /*KeepEmpty=*/false);
      for (StringRef Id : Ids)
        if (names(Id, RuleId))
          return true;
    }
    At = Line.find("cuda2hip:", At + 9);
  }
  return false;
}

/// clang-tidy's NOLINT (\p Next: NOLINTNEXTLINE) in a comment of \p Line:
/// bare, or with a list naming \p RuleId (or cuda2hip-*).
bool nolint(StringRef Line, StringRef RuleId, bool Next) {
  size_t At = Line.find("NOLINT");
  while (At != StringRef::npos) {
    StringRef Before = Line.take_front(At);
    StringRef After = Line.drop_front(At + 6);
    bool IsNext = After.consume_front("NEXTLINE");
    if ((Before.contains("//") || Before.contains("/*")) && IsNext == Next) {
      if (!After.starts_with("("))
        return true;
      SmallVector<StringRef, 4> Ids;
      After.drop_front().split(')').first.split(Ids, ',');
      for (StringRef Id : Ids)
        if (Id.trim().starts_with(Prefix) && names(Id, RuleId))
          return true;
    }
    At = Line.find("NOLINT", At + 6);
  }
  return false;
}

} // namespace

bool isSuppressed(StringRef Text, unsigned Offset, StringRef RuleId) {
  if (Offset > Text.size())
    return false;
  RuleId.consume_front(Prefix);
  size_t LS = Text.take_front(Offset).rfind('\n');
  LS = LS == StringRef::npos ? 0 : LS + 1;
  size_t LE = Text.find('\n', Offset);
  StringRef Line = Text.slice(LS, LE);
  if (ignoreComment(Line, RuleId) || nolint(Line, RuleId, false))
    return true;
  if (LS == 0)
    return false;
  size_t PS = Text.take_front(LS - 1).rfind('\n');
  PS = PS == StringRef::npos ? 0 : PS + 1;
  StringRef Prev = Text.slice(PS, LS - 1);
  return ignoreComment(Prev, RuleId) || nolint(Prev, RuleId, true);
}

} // namespace cuda2hip
