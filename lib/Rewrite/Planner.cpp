//===- Planner.cpp - names and argument-level rewrites --------------------===//
#include "PlanBuilder.h"
#include "llvm/ADT/StringExtras.h"
#include <set>

using namespace llvm;

namespace cuda2hip {

FilePlan &PlanBuilder::file(const std::string &Path) {
  auto [It, New] = P.Files.try_emplace(Path);
  if (New) {
    It->second.Path = Path;
    It->second.Original = std::string(buffer(Path));
  }
  return It->second;
}

StringRef PlanBuilder::buffer(const std::string &Path) const {
  auto It = F.Buffers.find(Path);
  return It == F.Buffers.end() ? StringRef() : StringRef(It->second);
}

StringRef PlanBuilder::text(const FileRange &R) const {
  return buffer(R.File).substr(R.Offset, R.Length);
}

void PlanBuilder::edit(const FileRange &R, std::string Text) {
  file(R.File);
  if (!Pending[R.File].add(Edit{R.Offset, R.Length, Text}))
    diag(R, Severity::Warning, "conflict",
         "two rewrites of this text disagree; '" + Text + "' not applied");
}

void PlanBuilder::insert(const std::string &File, unsigned Offset,
                         std::string Text) {
  edit(FileRange{File, Offset, 0}, std::move(Text));
}

void PlanBuilder::diag(const FileRange &Where, Severity S, std::string Rule,
                       std::string Msg, const Entry *E, std::string FixIt) {
  Diagnostic D;
  D.Where = Where;
  D.Sev = S;
  D.RuleId = std::move(Rule);
  D.Message = std::move(Msg);
  D.FixIt = std::move(FixIt);
  if (E)
    D.G = E->G;
  P.Diags.push_back(std::move(D));
}

// One finding per place: the AST engine's wins over the token engine's.
template <typename T, typename KeyFn>
static std::vector<const T *> unique(const std::vector<T> &V, KeyFn Key) {
  std::map<std::pair<std::string, unsigned>, const T *> M;
  for (const T &X : V) {
    auto [It, New] = M.try_emplace(Key(X), &X);
    if (!New && X.Found == Engine::Ast && It->second->Found != Engine::Ast)
      It->second = &X;
  }
  std::vector<const T *> R;
  for (auto &[K, X] : M)
    R.push_back(X);
  return R;
}

void PlanBuilder::planCalls() {
  auto Calls = unique(F.Calls, [](const CallRef &C) {
    return std::make_pair(C.CalleeTok.File, C.CalleeTok.Offset);
  });
  for (const CallRef *C : Calls) {
    Decision D = M.map(C->Callee, Kind::Function);
    if ((D.Result != Decision::Rename && D.Result != Decision::Same) || !D.E)
      continue;
    const auto &A = C->Args;
    switch (D.E->Rewrite) {
    case Special::None:
    case Special::Remove:
      break;
    case Special::DropMask:
      if (A.size() >= 2)
        edit(FileRange{A[0].File, A[0].Offset, A[1].Offset - A[0].Offset}, "");
      break;
    case Special::Symbol: case Special::Symbol2: case Special::Symbol3:
    case Special::Symbol4: case Special::Symbol5: case Special::Symbol6: {
      size_t I = symbolArgument(D.E->Rewrite);
      if (I < A.size() && !text(A[I]).starts_with("HIP_SYMBOL")) {
        insert(A[I].File, A[I].Offset, "HIP_SYMBOL(");
        insert(A[I].File, A[I].end(), ")");
      }
      break;
    }
    case Special::GraphInstantiate:
      // CUDA < 12 form: (exec, graph, errNode, logBuffer, bufferSize).
      if (A.size() == 5)
        CalleeOverride[{C->CalleeTok.File, C->CalleeTok.Offset}] =
            "hipGraphInstantiate";
      break;
    case Special::Args:
      checkArguments(*C, *D.E); // Arguments.cpp
      break;
    case Special::KernelPtr:
      for (size_t I = 0; I < A.size(); ++I)
        if (C->ArgIsFunction[I] && !text(A[I]).contains("_cast<")) {
          insert(A[I].File, A[I].Offset, "reinterpret_cast<const void *>(");
          insert(A[I].File, A[I].end(), ")");
        }
      break;
    }
  }
}

// Is the identifier at W the operand of `defined`, `#ifdef` or `#ifndef`?
bool PlanBuilder::isExistenceTest(const FileRange &W) const {
  StringRef Before = buffer(W.File).take_front(W.Offset).rtrim(" \t");
  if (Before.consume_back("("))
    Before = Before.rtrim(" \t");
  for (StringRef Word : {"defined", "ifdef", "ifndef"})
    if (Before.ends_with(Word)) {
      StringRef Rest = Before.drop_back(Word.size());
      return Rest.empty() || !(isAlnum(Rest.back()) || Rest.back() == '_');
    }
  return false;
}

void PlanBuilder::planNames() {
  auto Names = unique(F.Names, [](const NameRef &N) {
    return std::make_pair(N.Where.File, N.Where.Offset);
  });
  planQualifiers(Names); // Qualifiers.cpp
  keepQualifiers(Names);
  planArchConditions(); // ArchConditions.cpp
  for (const NameRef *N : Names) {
    if (ConditionHandled.count({N->Where.File, N->Where.Offset}))
      continue;
    Decision D = M.map(N->Name, N->K);
    if (D.Result == Decision::Rename &&
        KeptQualifiers.count({N->Where.File, N->Where.Offset}))
      continue; // qualifies a name HIP lacks (warned there): stays as spelled
    auto Q = QualifierEdits.find({N->Where.File, N->Where.Offset});
    if (Q != QualifierEdits.end()) {
      StringRef R = D.Replacement;
      size_t Colons = R.rfind("::");
      if (D.Result != Decision::Rename ||
          (Colons == StringRef::npos ? R : R.drop_front(Colons + 2)) != Q->second)
        continue; // renamed otherwise as part of a qualified name
    }
    GroupStats *S = D.E ? &P.Stats[D.E->G] : nullptr;
    switch (D.Result) {
    case Decision::NotCuda:
      break;
    case Decision::Same:
      ++S->Same;
      if (!D.Message.empty()) // e.g. the HIP name needs an opt-in macro
        diag(N->Where, Severity::Warning, D.RuleId, D.Message, D.E);
      break;
    case Decision::Rename: {
      if (D.E->Rewrite == Special::Args && !argumentsAllowRename(*N, D)) {
        ++S->Unsupported; // the CUDA name stays (warned)
        break;
      }
      ++S->Converted;
      auto It = CalleeOverride.find({N->Where.File, N->Where.Offset});
      std::string To = It != CalleeOverride.end() ? It->second : D.Replacement;
      // Qualified rows rename only the last identifier.
      StringRef Last = StringRef(To).rsplit("::").second;
      edit(N->Where, Last.empty() ? To : Last.str());
      // A needs-review macro (__CUDA_ARCH__) keeps its meaning in existence
      // tests (#ifdef X, defined(X)): only value uses get the warning.
      if (!D.Message.empty() &&
          !(D.RuleId == "needs-review" && isExistenceTest(N->Where)))
        diag(N->Where, Severity::Warning, D.RuleId, D.Message, D.E);
      break;
    }
    case Decision::Unsupported:
      ++S->Unsupported;
      diag(N->Where, Severity::Warning, D.RuleId, D.Message, D.E);
      break;
    case Decision::NotInTarget:
      ++S->NotInTarget;
      diag(N->Where, Severity::Warning, D.RuleId, D.Message, D.E);
      break;
    case Decision::Unknown:
      // The token engine cannot tell a CUDA name from a user's look-alike.
      if (N->FromCudaDecl) {
        ++P.UnknownApis;
        diag(N->Where, Severity::Warning, D.RuleId, D.Message);
      }
      break;
    }
  }
}

// A rename inside a multi-line macro moves its trailing backslash; keep the
// column by taking the difference out of (or adding it to) the spaces before
// the backslash, when there are such spaces.
void PlanBuilder::alignContinuations() {
  for (auto &[Path, FP] : P.Files) {
    StringRef Buf = FP.Original;
    std::map<unsigned, int> Delta; // line start -> net length change
    std::vector<Edit> Padding;
    // Edits are sorted: one forward scan, remembering the next newline.
    size_t LS = 0, NextNL = Buf.find('\n');
    for (const Edit &E : FP.Edits) {
      while (NextNL < E.Offset) {
        LS = NextNL + 1;
        NextNL = Buf.find('\n', LS);
      }
      if (Buf.substr(E.Offset, E.Length).contains('\n'))
        continue;
      Delta[LS] += int(E.Text.size()) - int(E.Length);
    }
    for (auto [LS, D] : Delta) {
      if (D == 0)
        continue;
      size_t EOL = Buf.find('\n', LS);
      if (EOL == StringRef::npos)
        EOL = Buf.size();
      size_t End = EOL;
      if (End > LS && Buf[End - 1] == '\r')
        --End;
      if (End == LS || Buf[End - 1] != '\\')
        continue;
      size_t Slash = End - 1, WS = Slash;
      while (WS > LS && Buf[WS - 1] == ' ')
        --WS;
      unsigned Spaces = Slash - WS;
      if (Spaces == 0)
        continue;
      int Want = int(Spaces) - D;
      if (Want < 1)
        Want = 1; // never glue the backslash to the code
      if (unsigned(Want) == Spaces)
        continue;
      Padding.push_back(Edit{unsigned(WS), Spaces, std::string(Want, ' ')});
    }
    if (Padding.empty())
      continue;
    // Only where no edit touches the padding itself.
    EditSet Set(FP.Edits);
    for (Edit &E : Padding)
      Set.add(std::move(E));
    FP.Edits = Set.take();
  }
}

Plan PlanBuilder::build() {
  P.UsedTokenEngine = F.UsedTokenEngine;
  P.ParseFailed = F.ParseFailed;
  for (const FindNote &N : F.Notes)
    diag(N.Where, N.IsError ? Severity::Error : Severity::Note, N.RuleId,
         N.Message);
  if (O.Portable.Enabled) {
    planPortable(); // Portable.cpp
  } else {
    planCalls();
    planNames();
    planArguments(); // after planNames: uses the name edits in the arguments
    planIncludes();
    planLaunches();
  }
  for (auto &[Path, Set] : Pending)
    file(Path).Edits = Set.take();
  Pending.clear();
  alignContinuations();
  // The main file always has a plan, even an empty one.
  if (!F.MainFile.empty() && F.Buffers.count(F.MainFile))
    file(F.MainFile);
  return std::move(P);
}

Plan makePlan(const Findings &F, const Mapper &M, const PlanOptions &O) {
  return PlanBuilder(F, M, O).build();
}

} // namespace cuda2hip
