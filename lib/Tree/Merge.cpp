//===- Merge.cpp - one file's edits from every unit that saw it -----------===//
//
// A header is written once, with the union of what its units found. Units
// built with different flags (-D) can disagree about a range: there the
// token engine, which sees every #if branch alike, decides when it has
// something to say about the range; otherwise the first unit's edits stay.
// Every disagreement is reported with both units and both replacements.
//
//===----------------------------------------------------------------------===//
#include "cuda2hip/Emit.h"
#include "cuda2hip/Tree.h"

using namespace llvm;

namespace cuda2hip::tree {

namespace {

struct Owned {
  Edit E;
  size_t Unit; ///< index into the units
};

bool overlaps(const Edit &A, const Edit &B) {
  if (A.Length == 0 && B.Length == 0)
    return false;
  if (A.Length == 0)
    return B.Offset < A.Offset && A.Offset < B.Offset + B.Length;
  if (B.Length == 0)
    return A.Offset < B.Offset && B.Offset < A.Offset + A.Length;
  return A.Offset < B.Offset + B.Length && B.Offset < A.Offset + A.Length;
}

/// The token engine's edits of the whole file (the context-free answer).
std::vector<Edit> tokenEdits(const std::string &Path, StringRef Contents,
                             const TranslateOptions &O) {
  Findings F;
  F.MainFile = Path;
  F.Buffers[Path] = Contents.str();
  F.UsedTokenEngine = true;
  scanTokens(Path, F.Buffers[Path], Table::builtin(), F, 0, ~0u, O.Find.User);
  Plan P = makePlan(F, Mapper(O.Map), O.Plan);
  auto It = P.Files.find(Path);
  return It == P.Files.end() ? std::vector<Edit>() : It->second.Edits;
}

std::string quoted(StringRef Text) {
  std::string S;
  for (char C : Text)
    S += C == '\n' ? std::string("\\n") : std::string(1, C);
  if (S.size() > 60)
    S = S.substr(0, 57) + "...";
  return "'" + S + "'";
}

std::string describe(const Edit &E, StringRef Contents) {
  auto [L, C] = lineColumn(Contents, E.Offset);
  std::string What = E.Length == 0 ? "inserts " + quoted(E.Text)
                     : E.Text.empty()
                         ? "removes " + quoted(Contents.substr(E.Offset, E.Length))
                         : "makes " + quoted(Contents.substr(E.Offset, E.Length)) +
                               " " + quoted(E.Text);
  return What + " at " + std::to_string(L) + ":" + std::to_string(C);
}

} // namespace

std::vector<Edit> mergeEdits(const std::string &Path, StringRef Contents,
                             const std::vector<UnitEdits> &Units,
                             const TranslateOptions &O,
                             std::vector<Diagnostic> &Diags) {
  if (Units.size() == 1 && Units[0].Edits) { // the common case: one unit
    std::vector<Edit> Only;
    for (const Edit &E : *Units[0].Edits)
      if (E.Offset + E.Length <= Contents.size())
        Only.push_back(E);
    return Only;
  }
  std::vector<Owned> Kept; // who contributed each edit of Plain
  std::vector<Edit> Plain;
  struct Conflict {
    Owned New;
    std::vector<Owned> Against;
  };
  std::vector<Conflict> Conflicts;
  for (size_t U = 0; U < Units.size(); ++U) {
    if (!Units[U].Edits)
      continue;
    for (const Edit &E : *Units[U].Edits) {
      if (E.Offset + E.Length > Contents.size())
        continue; // the unit saw another version of the file
      size_t Before = Plain.size();
      if (addEdit(Plain, E)) {
        if (Plain.size() > Before) // a new edit, not a duplicate
          Kept.push_back({E, U});
        continue;
      }
      Conflict C{{E, U}, {}};
      for (const Owned &K : Kept)
        if (overlaps(K.E, E))
          C.Against.push_back(K);
      Conflicts.push_back(std::move(C));
    }
  }
  if (Conflicts.empty())
    return Plain;

  std::optional<std::vector<Edit>> Token;
  for (Conflict &C : Conflicts) {
    unsigned Lo = C.New.E.Offset, Hi = C.New.E.Offset + C.New.E.Length;
    for (const Owned &K : C.Against) {
      Lo = std::min(Lo, K.E.Offset);
      Hi = std::max(Hi, K.E.Offset + K.E.Length);
    }
    if (!Token)
      Token = tokenEdits(Path, Contents, O);
    std::vector<Edit> Inside;
    for (const Edit &T : *Token)
      if (T.Offset >= Lo && T.Offset + T.Length <= Hi && !(T.Length == 0 && T.Offset == Hi))
        Inside.push_back(T);
    // Try the token engine's edits in place of everything in [Lo, Hi).
    bool Resolved = false;
    if (!Inside.empty()) {
      std::vector<Edit> Trial;
      for (const Edit &E : Plain)
        if (!(E.Offset >= Lo && E.Offset + E.Length <= Hi))
          Trial.push_back(E);
      Resolved = all_of(Inside, [&](const Edit &T) { return addEdit(Trial, T); });
      if (Resolved) {
        Plain = std::move(Trial);
        std::vector<Owned> K2;
        for (const Owned &K : Kept)
          if (!(K.E.Offset >= Lo && K.E.Offset + K.E.Length <= Hi))
            K2.push_back(K);
        Kept = std::move(K2);
      }
    }
    std::string Other = C.Against.empty() ? std::string("an earlier edit")
                                          : displayPath(Units[C.Against[0].Unit].Unit) +
                                                " " + describe(C.Against[0].E, Contents);
    std::string Msg = "translation units disagree about this text: " + Other +
                      ", " + displayPath(Units[C.New.Unit].Unit) + " " +
                      describe(C.New.E, Contents) + "; ";
    if (Resolved) {
      Msg += "used the token engine's reading of the range";
      for (const Edit &T : Inside)
        if (T.Length != 0)
          Msg += " (" + quoted(Contents.substr(T.Offset, T.Length)) + " -> " +
                 quoted(T.Text) + ")";
    } else {
      Msg += "kept the first";
    }
    Diagnostic D;
    D.Where = FileRange{Path, Lo, Hi - Lo};
    D.Sev = Severity::Warning;
    D.RuleId = "conflict";
    D.Message = std::move(Msg);
    Diags.push_back(std::move(D));
  }
  return Plain;
}

} // namespace cuda2hip::tree
