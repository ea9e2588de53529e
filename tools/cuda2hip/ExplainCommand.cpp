//===- ExplainCommand.cpp - cuda2hip --explain NAME|RULE-ID ---------------===//
//
// What a rule id means (the rule table of Report.h, the same text SARIF
// carries), or every table row of a CUDA name (or header) and which row the
// target HIP version picks.
//
//===----------------------------------------------------------------------===//
#include "Commands.h"
#include "cuda2hip/Doctor.h"
#include "cuda2hip/Emit.h"
#include "cuda2hip/Hazards.h"
#include "cuda2hip/Report.h"
#include "cuda2hip/Tuning.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

namespace cuda2hip::cli {

namespace {

StringRef specialName(Special S) {
  switch (S) {
  case Special::None: return "none";
  case Special::DropMask: return "drop the lane mask argument";
  case Special::LaneMask:
    return "a 64-bit lane mask: a full 32-lane one becomes __activemask(), another is widened";
  case Special::Symbol: return "HIP_SYMBOL() around argument 1";
  case Special::Symbol2: return "HIP_SYMBOL() around argument 2";
  case Special::Symbol3: return "HIP_SYMBOL() around argument 3";
  case Special::Symbol4: return "HIP_SYMBOL() around argument 4";
  case Special::Symbol5: return "HIP_SYMBOL() around argument 5";
  case Special::Symbol6: return "HIP_SYMBOL() around argument 6";
  case Special::GraphInstantiate:
    return "cudaGraphInstantiate forms (3 arguments -> "
           "hipGraphInstantiateWithFlags, 5 -> hipGraphInstantiate)";
  case Special::EventCreate:
    return "cudaEventCreate forms (1 argument -> hipEventCreate, 2 (the C++ "
           "overload with flags) -> hipEventCreateWithFlags)";
  case Special::KernelPtr: return "kernel arguments cast to const void *";
  case Special::Remove: return "the name is deleted";
  case Special::Args: return "arguments rebuilt from a template";
  }
  return "?";
}

/// Prints \p Text wrapped at 78 columns, each line indented by \p Indent.
void wrap(raw_ostream &OS, StringRef Text, unsigned Indent) {
  unsigned Col = 0;
  SmallVector<StringRef, 64> Words;
  Text.split(Words, ' ', -1, /*KeepEmpty=*/false);
  for (StringRef W : Words) {
    if (Col && Col + 1 + W.size() > 78 - Indent) {
      OS << "\n";
      Col = 0;
    }
    if (!Col)
      OS.indent(Indent);
    else
      OS << ' ';
    OS << W;
    Col += (Col ? 1 : 0) + W.size();
  }
  OS << "\n";
}

std::string ver(Version V) { return V.known() ? V.str() : "-"; }

std::string status(const Entry &E) {
  if (E.Rewrite == Special::Remove)
    return "supported (removed)";
  if (!E.supported())
    return "unsupported";
  if (E.identity())
    return "supported (same name)";
  return "supported (renamed)";
}

void explainRule(raw_ostream &OS, const RuleInfo &R) {
  OS << RulePrefix << R.Id << "  [check: " << R.Check
     << ", default severity: " << severityName(R.Level) << "]\n";
  wrap(OS, R.Summary, 2);
  OS << "\n";
  wrap(OS, R.Help, 2);
}

void printRow(raw_ostream &OS, unsigned N, const Entry &E) {
  OS << "  row " << N << ": " << E.Cuda << " -> "
     << (E.Hip.empty() ? StringRef("(none)") : E.Hip) << "\n";
  OS << "    status:  " << status(E) << "\n";
  OS << "    kind:    " << kindName(E.K) << "\n";
  OS << "    group:   " << groupName(E.G) << " (" << groupTitle(E.G) << ")\n";
  OS << "    CUDA:    added " << ver(E.CudaAdded) << ", deprecated "
     << ver(E.CudaDeprecated) << ", removed " << ver(E.CudaRemoved) << "\n";
  OS << "    HIP:     added " << ver(E.HipAdded) << "\n";
  OS << "    rewrite: " << specialName(E.Rewrite) << "\n";
  if (E.Rewrite == Special::Args) {
    if (const ArgTemplate *T = argumentTemplate(E.Cuda)) {
      OS << "    call:    " << E.Cuda << "(";
      for (unsigned I = 0; I < T->Arity; ++I)
        OS << (I ? ", " : "") << "$" << I;
      OS << ")\n             -> " << E.Hip << "(" << T->Spelled << ")\n";
      if (!T->SpelledConditions.empty())
        OS << "    only if: " << T->SpelledConditions
           << " (as written; else the call stays, with a warning)\n";
    } else {
      OS << "    call:    (no argument template: calls stay, with a warning)\n";
    }
  }
  if (!E.Variant.empty()) {
    auto [Option, Value] = E.Variant.split(':');
    OS << "    only:    --" << (Option == "torch" ? "torch-style" : Option) << " "
       << Value << "\n";
  }
  if (!E.OptIn.empty())
    OS << "    opt-in:  " << E.OptIn << " must be defined\n";
  if (!E.Note.empty()) {
    OS << "    note:";
    wrap(OS, E.Note, 1);
  }
}

/// A ROCm error name explain-error knows (hipErrorNoBinaryForGpu): one line
/// that points there; false when \p What is none.
bool pointToExplainError(raw_ostream &OS, StringRef What) {
  for (const doctor::ErrorMatch &M : doctor::matchErrors(What))
    if (M.Matched == What) {
      OS << "'" << What << "' is a ROCm failure that 'cuda2hip explain-error "
         << What << "' explains (" << M.E->Title << ")\n";
      return true;
    }
  return false;
}

/// A rule id of the report (Report.h) or of the hazard rules (`cuda2hip
/// lint`, `check --hazards`; docs/hazards/), explained; false when \p What
/// is none.
bool explainRuleId(raw_ostream &OS, StringRef What) {
  if (const RuleInfo *R = findRule(What)) {
    explainRule(OS, *R);
    return true;
  }
  StringRef Id = What;
  Id.consume_front(RulePrefix);
  if (const HazardRuleInfo *H = findHazardRule(Id)) {
    explainRule(OS, RuleInfo{H->Id, "hazards", H->Sev, H->Title, H->Why});
    OS << "\n";
    wrap(OS, H->Advice, 2);
    OS << "  Docs: docs/hazards/" << H->Id << ".md\n";
    return true;
  }
  return false;
}

/// How the Mapper is set up for the options: the target HIP (and where it
/// was found), the user's rules.
struct ExplainSettings {
  Version Target;
  std::string Source;
  std::optional<RuleSet> Rules;
  MapOptions MO;
};

/// Fills \p S from \p C; false (said on stderr) on a bad option.
bool explainSettings(const CommonOptions &C, ExplainSettings &S) {
  std::optional<Version> Requested;
  if (!C.HipVersion.empty() && !(Requested = Version::parse(C.HipVersion))) {
    errs() << "cuda2hip: error: --hip-version expects MAJOR.MINOR, got '"
           << C.HipVersion << "'\n";
    return false;
  }
  S.Target = targetHipVersion(Requested, C.RocmPath, Tuning::fromEnvironment().RocmPath,
                              &S.Source);
  // --rules: the user's rows come first, as the Mapper consults them.
  if (!C.Rules.empty()) {
    Expected<RuleSet> R = loadRules(C.Rules);
    if (!R) {
      errs() << toString(R.takeError()) << "\n";
      return false;
    }
    S.Rules = std::move(*R);
  }
  S.MO = MapOptions{S.Target};
  std::string Why;
  if (TorchSettings Torch; resolveTorch(C, Torch, Why))
    S.MO.TorchStyle = Torch.Style;
  else {
    errs() << "cuda2hip: error: " << Why << "\n";
    return false;
  }
  S.MO.Blas = C.Blas;
  S.MO.User = S.Rules ? &S.Rules->table() : nullptr;
  return true;
}

/// The rows of the name \p What, else of the header \p What (\p IsHeader
/// set), the user's first.
std::vector<const Entry *> rowsOf(StringRef What, const Table *User, const Table &T,
                                  bool &IsHeader) {
  std::vector<const Entry *> Rows;
  IsHeader = false;
  for (const Table *Tab : {User, &T})
    if (Tab)
      Rows.insert(Rows.end(), Tab->find(What).begin(), Tab->find(What).end());
  if (!Rows.empty())
    return Rows;
  for (const Table *Tab : {User, &T})
    if (Tab) {
      auto H = Tab->findHeaders(What);
      Rows.insert(Rows.end(), H.begin(), H.end());
    }
  if (Rows.empty())
    for (const Table *Tab : {User, &T})
      if (const Entry *P = Tab ? Tab->findHeader(What) : nullptr) {
        Rows.push_back(P); // a prefix row ("cub/")
        break;
      }
  IsHeader = !Rows.empty();
  return Rows;
}

/// The rows whose HIP name is \p What (and their CUDA name another).
std::vector<const Entry *> reverseRows(StringRef What, const Table *User, const Table &T) {
  std::vector<const Entry *> Reverse;
  for (const Table *Tab : {User, &T})
    if (Tab)
      for (const Entry &E : Tab->entries())
        if (E.Hip == What && E.Cuda != What)
          Reverse.push_back(&E);
  return Reverse;
}

/// Which of \p Rows applies for the target, and what becomes of \p What.
void printDecision(raw_ostream &OS, StringRef What, ArrayRef<const Entry *> Rows,
                   const Decision &D, const ExplainSettings &S, const CommonOptions &C) {
  OS << "target: HIP " << S.Target.str() << " (" << S.Source << ")";
  if (C.Blas != "hipblas")
    OS << ", --blas " << C.Blas;
  OS << "\n  ";
  auto Applies = std::find(Rows.begin(), Rows.end(), D.E);
  unsigned RowNo = unsigned(Applies - Rows.begin()) + 1;
  switch (D.Result) {
  case Decision::Rename:
    OS << "row " << RowNo << " applies: '" << What << "' becomes '" << D.Replacement
       << "'\n";
    break;
  case Decision::Same:
    OS << "row " << RowNo << " applies: HIP spells it the same; left as is\n";
    break;
  case Decision::Unsupported:
  case Decision::NotInTarget:
  case Decision::Unknown:
    OS << "no row applies: left unchanged with a warning [" << RulePrefix << D.RuleId
       << "]\n";
    wrap(OS, D.Message, 2);
    break;
  case Decision::NotCuda:
    OS << "no row applies\n";
    break;
  }
  if (!D.Message.empty() && (D.Result == Decision::Rename || D.Result == Decision::Same)) {
    OS << "  with a warning [" << RulePrefix << D.RuleId << "]:\n";
    wrap(OS, D.Message, 4);
  }
}

/// The CUDA names whose HIP name \p What is.
void printReverse(raw_ostream &OS, StringRef What, ArrayRef<const Entry *> Reverse) {
  OS << What << " is the HIP name of:\n";
  for (const Entry *E : Reverse) {
    OS << "  " << E->Cuda << " (" << kindName(E->K) << ", " << groupName(E->G);
    if (E->HipAdded.known())
      OS << ", HIP " << E->HipAdded.str() << "+";
    OS << ")\n";
  }
}

/// \p What is in no table: a ROCm error name, or an error.
int explainUnknown(raw_ostream &OS, StringRef What) {
  if (pointToExplainError(OS, What))
    return ExitClean;
  errs() << "cuda2hip: error: '" << What << "' is neither a rule id nor a name in the tables";
  if (Mapper::looksLikeCudaApi(What))
    errs() << " (it looks like CUDA API: a use would be reported as " << RulePrefix
           << "unknown-api)";
  errs() << "\n";
  return ExitUsage;
}

} // namespace

int explain(StringRef What, const CommonOptions &C) {
  raw_ostream &OS = outs();
  if (explainRuleId(OS, What))
    return ExitClean;
  ExplainSettings S;
  if (!explainSettings(C, S))
    return ExitUsage;
  const Table &T = Table::builtin();
  const Table *User = S.MO.User;
  Mapper M(S.MO, T);
  auto FromRules = [&](const Entry *E) {
    return User && E >= User->entries().begin() && E < User->entries().end();
  };
  bool IsHeader = false;
  std::vector<const Entry *> Rows = rowsOf(What, User, T, IsHeader);
  std::vector<const Entry *> Reverse = reverseRows(What, User, T);
  if (Rows.empty() && Reverse.empty())
    return explainUnknown(OS, What);
  if (!Rows.empty()) {
    OS << What << ": " << Rows.size() << (Rows.size() == 1 ? " row" : " rows")
       << " in the tables" << (IsHeader ? " (header)" : "") << "\n";
    for (size_t I = 0; I < Rows.size(); ++I) {
      printRow(OS, I + 1, *Rows[I]);
      if (FromRules(Rows[I]))
        OS << "    from:    --rules " << C.Rules << " (consulted first)\n";
    }
    printDecision(OS, What, Rows, IsHeader ? M.mapHeader(What) : M.map(What), S, C);
  }
  if (!Reverse.empty()) {
    if (!Rows.empty())
      OS << "\n";
    printReverse(OS, What, Reverse);
  }
  // Rows or Reverse is not empty here.
  std::string See;
  raw_string_ostream SeeOS(See);
  if (pointToExplainError(SeeOS, What))
    OS << "\n" << See;
  return ExitClean;
}

} // namespace cuda2hip::cli
