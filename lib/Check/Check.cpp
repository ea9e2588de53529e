//===- Check.cpp - residue, target, drift and hazards for one file --------===//
#include "cuda2hip/Basic.h"
#include "cuda2hip/Check.h"
#include "cuda2hip/Resolve.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include <algorithm>
#include <set>

using namespace llvm;

namespace cuda2hip {

StringRef fileStatusName(FileStatus S) {
  switch (S) {
  case FileStatus::Ok: return "ok";
  case FileStatus::TokenEngine: return "token-engine";
  case FileStatus::Unreadable: return "unreadable";
  case FileStatus::Unparsable: return "unparsable";
  }
  return "ok";
}

namespace {

CheckFinding finding(FileRange Where, Severity S, StringRef Rule, std::string Msg,
                     std::string FixIt = "", std::optional<Group> G = std::nullopt) {
  CheckFinding F;
  F.D.Where = std::move(Where);
  F.D.Sev = S;
  F.D.RuleId = Rule.str();
  F.D.Message = std::move(Msg);
  F.D.FixIt = std::move(FixIt);
  F.D.G = G;
  return F;
}

/// The conditions of the main file that test CUDA's architecture and
/// version macros: convert decides them as a whole (Resolve.h), so their
/// names are no residue one by one; where convert would rewrite one, that
/// rewrite is the finding. Returns their ranges.
std::vector<std::pair<unsigned, unsigned>> featureTests(const Findings &F, const Mapper &M,
                                                        FileCheck &R) {
  std::vector<std::pair<unsigned, unsigned>> Ranges;
  StringRef Text = R.Text;
  for (const Conditional &C : scanConditionals(Text))
    for (const CondName &N : conditionNames(Text.slice(C.CondBegin, C.CondEnd), C.Kind))
      if (isCudaWorldMacro(N.Name) &&
          (N.Name != "__CUDA_ARCH__" || !N.Existence ||
           Text.slice(C.CondBegin, C.CondEnd).contains("__HIP_PLATFORM_AMD__"))) {
        Ranges.push_back({C.CondBegin, C.CondEnd});
        break;
      }
  ResolveTarget T = resolveTarget(F, M);
  for (const Resolution &Res : resolveConditions(Text, T)) {
    // Decided with its group (convert renames none of its names on their
    // own: `#elif defined(__CUDA_ARCH__)` after a resolved #if stays).
    Ranges.push_back({Res.Begin, Res.End});
    if (Res.Text.empty() && Res.Warning.empty())
      continue;
    FileRange At{F.MainFile, Res.Begin, Res.End - Res.Begin};
    std::string What = Text.slice(Res.Begin, Res.End).str();
    if (!Res.Text.empty())
      R.Findings.push_back(finding(At, Severity::Warning, "residue",
                                   "'#" + What + "' reads differently on HIP; convert "
                                   "writes '#" + Res.Text + "' (" + Res.Note + ")",
                                   Res.Text));
    else
      R.Findings.push_back(finding(At, Severity::Warning, "needs-review", Res.Warning));
  }
  for (unsigned Off : archListUses(Text))
    R.Findings.push_back(finding(FileRange{F.MainFile, Off, unsigned(StringRef("__CUDA_ARCH_LIST__").size())},
                                 Severity::Warning, "needs-review", archListWarning()));
  return Ranges;
}

/// Names and #includes of the main file that the plan would rewrite.
void residue(const Findings &F, const Mapper &M, FileCheck &R) {
  StringRef Text = R.Text;
  std::vector<std::pair<unsigned, unsigned>> Tests = featureTests(F, M, R);
  // One finding per place; the AST engine's wins (as in the planner).
  std::map<unsigned, const NameRef *> Names;
  for (const NameRef &N : F.Names) {
    if (N.Where.File != F.MainFile)
      continue;
    auto [It, New] = Names.try_emplace(N.Where.Offset, &N);
    if (!New && N.Found == Engine::Ast && It->second->Found != Engine::Ast)
      It->second = &N;
  }
  for (auto &[Off, N] : Names) {
    if (llvm::any_of(Tests, [&](auto T) { return Off >= T.first && Off < T.second; }))
      continue;
    Decision D = M.map(N->Name, N->K);
    if (D.Result != Decision::Rename)
      continue;
    StringRef To = D.Replacement;
    if (To.contains("::"))
      To = To.rsplit("::").second; // qualified rows rename the last name
    StringRef Spelled = Text.substr(N->Where.Offset, N->Where.Length);
    if (To == Spelled)
      continue;
    R.Findings.push_back(finding(
        N->Where, Severity::Warning, "residue",
        ("CUDA " + kindName(D.E->K) + " '" + N->Name + "' is left in HIP code; " +
         (To.empty() ? "HIP needs it removed" : "HIP has '" + To + "'"))
            .str(),
        To.str(), D.E->G));
  }
  std::set<unsigned> Seen;
  for (const IncludeRef &I : F.Includes) {
    if (I.Name.File != F.MainFile || !I.CudaOrUnresolved ||
        !Seen.insert(I.Name.Offset).second)
      continue;
    Decision D = M.mapHeader(I.Spelled);
    if (D.Result != Decision::Rename)
      continue;
    R.Findings.push_back(finding(
        I.Name, Severity::Warning, "residue",
        "CUDA header '" + I.Spelled + "' is included in HIP code; HIP has '" +
            D.Replacement + "'",
        D.Replacement, D.E ? std::optional<Group>(D.E->G) : std::nullopt));
  }
}

/// The CUDA file that \p In is the translation of.
std::string counterpart(const CheckInput &In, StringRef Against) {
  if (!sys::fs::is_directory(Against))
    return absolute(Against);
  SmallString<256> P(absolute(Against));
  if (!In.Root.empty())
    sys::path::append(P, relativePath(In.Path, In.Root));
  else
    sys::path::append(P, sys::path::filename(In.Path));
  return absolute(P);
}

void drift(const CheckInput &In, const CheckOptions &O, FileCheck &R) {
  std::string Cuda = counterpart(In, O.Against);
  FileRange Top{R.Path, 0, 0};
  if (!sys::fs::is_regular_file(Cuda)) {
    R.Findings.push_back(finding(Top, Severity::Warning, "drift",
                                 "no CUDA source for this file (looked for '" +
                                     displayPath(Cuda) + "')"));
    return;
  }
  TranslateOptions TO = O.Translate;
  TO.Find.DatabaseFlags.clear();
  if (O.FlagsFor)
    TO.Find.DatabaseFlags = O.FlagsFor(Cuda, nullptr);
  Translation T = translateFile(Cuda, std::nullopt, TO);
  if (T.Found.ParseFailed && !T.Found.UsedTokenEngine) {
    R.Status = FileStatus::Unparsable;
    R.Findings.push_back(finding(Top, Severity::Error, "parse-error",
                                 "its CUDA source '" + displayPath(Cuda) +
                                     "' could not be translated"));
    return;
  }
  auto It = T.Result.Files.find(T.Found.MainFile);
  if (It == T.Result.Files.end())
    return;
  std::string Expected = It->second.apply();
  if (Expected == R.Text)
    return;
  // Place the finding on the first line that differs.
  size_t Pos = 0;
  while (Pos < R.Text.size() && Pos < Expected.size() && R.Text[Pos] == Expected[Pos])
    ++Pos;
  // ... from the first character that differs to the end of its line.
  size_t LE = StringRef(R.Text).find('\n', Pos);
  if (LE == StringRef::npos)
    LE = R.Text.size();
  std::string HipName = displayPath(R.Path), CudaName = displayPath(Cuda);
  unsigned N = changedLines(R.Text, Expected);
  CheckFinding D = finding(
      FileRange{R.Path, unsigned(Pos), unsigned(LE - Pos)}, Severity::Warning,
      "drift",
      "differs from the translation of '" + CudaName + "' (" + std::to_string(N) +
          (N == 1 ? " line differs)" : " lines differ)"));
  D.Detail = unifiedDiff(R.Text, Expected, HipName,
                         HipName + " (translation of " + CudaName + ")");
  R.Findings.push_back(std::move(D));
}

} // namespace

FileCheck checkFile(const CheckInput &In, const CheckOptions &O) {
  FileCheck R;
  R.Path = absolute(In.Path);
  if (In.Contents) {
    R.Text = *In.Contents;
  } else {
    Expected<std::string> Buf = readRegularFile(R.Path);
    if (!Buf) {
      R.Status = FileStatus::Unreadable;
      std::string Why = toString(Buf.takeError());
      if (Why == "a folder, not a regular file")
        Why = "is a folder";
      R.Findings.push_back(finding(FileRange{R.Path, 0, 0}, Severity::Error,
                                   "io-error", "cannot read the file: " + Why));
      return R;
    }
    R.Text = std::move(*Buf);
  }
  TranslateOptions TO = O.Translate;
  TO.Find.HipParseErrorsAsNotes = false;
  if (O.FlagsFor)
    TO.Find.DatabaseFlags = O.FlagsFor(R.Path, &R.Database);

  if (O.Residue || O.Target || O.Hazards) {
    Translation T = translateFile(R.Path, StringRef(R.Text), TO);
    const Findings &F = T.Found;
    if (F.ParseFailed && !F.UsedTokenEngine) {
      R.Status = FileStatus::Unparsable;
      for (const Diagnostic &D : T.Result.Diags)
        if (D.Sev == Severity::Error)
          R.Findings.push_back({D, ""});
      return R;
    }
    if (F.UsedTokenEngine && O.Translate.Find.Engine != EngineChoice::Token) {
      R.Status = FileStatus::TokenEngine;
      std::string Why;
      for (const Diagnostic &D : T.Result.Diags)
        if ((D.Sev == Severity::Error || D.RuleId == "parse-error") &&
            D.Where.File == F.MainFile) {
          auto [Line, Col] = lineColumn(R.Text, D.Where.Offset);
          Why = " (line " + std::to_string(Line) + ": " + D.Message + ")";
          break;
        }
      // A gate must not pass on code it did not read: an error, unless the
      // user accepts the token engine's reading (--allow-token-engine).
      R.Findings.push_back(finding(
          FileRange{R.Path, 0, 0},
          O.AllowTokenEngine ? Severity::Note : Severity::Error, "token-engine",
          "could not be parsed" + Why + "; checked with the token engine" +
              (O.AllowTokenEngine ? ""
                                  : " only (give its flags with -p, -I, -D, or "
                                    "accept this with --allow-token-engine)")));
    }
    Mapper M(TO.Map);
    if (O.Residue)
      residue(F, M, R);
    if (O.Target)
      for (const Diagnostic &D : T.Result.Diags)
        if ((D.RuleId == "unsupported-api" || D.RuleId == "not-in-target" ||
             D.RuleId == "unknown-api") &&
            D.Where.File == F.MainFile)
          R.Findings.push_back({D, ""});
    if (O.Hazards)
      for (const HazardHook &S : O.HazardHooks)
        for (Diagnostic &D : S.Run(HazardHookInput{R.Path, R.Text, T, TO}))
          R.Findings.push_back({std::move(D), ""});
  }
  if (!O.Against.empty())
    drift(In, O, R);
  return R;
}

bool isCheckedSource(StringRef Path) {
  std::string Ext = sys::path::extension(Path).lower();
  for (StringRef E : {".cu", ".cuh", ".hip", ".cpp", ".cc", ".cxx", ".c", ".h",
                      ".hh", ".hpp", ".hxx", ".inl"})
    if (Ext == E)
      return true;
  return false;
}

/// Source files under \p Dir, relative to it, sorted: Basic's walker (links
/// never followed, special files and build folders skipped), without the
/// hidden files and folders.
static std::vector<std::string> walk(StringRef Dir) {
  WalkOptions WO;
  WO.SkipHidden = true;
  WO.KeepLinks = false;
  WalkResult W = walkTree({Dir.str()}, WO);
  for (const std::string &Warn : W.Warnings)
    errs() << "cuda2hip: warning: " << Warn << " [cuda2hip-symlink]\n";
  std::vector<std::string> Out;
  for (const WalkEntry &E : W.Files)
    if (isCheckedSource(E.Path))
      Out.push_back(relativePath(E.Path, Dir));
  llvm::sort(Out);
  return Out;
}

std::vector<CheckInput> collectInputs(ArrayRef<std::string> Paths,
                                      std::vector<std::string> &Missing) {
  std::vector<CheckInput> Out;
  for (const std::string &P : Paths) {
    std::string Abs = absolute(P);
    if (sys::fs::is_directory(Abs)) {
      for (const std::string &Rel : walk(Abs)) {
        SmallString<256> F(Abs);
        sys::path::append(F, Rel);
        Out.push_back({std::string(F), Abs, std::nullopt});
      }
    } else if (sys::fs::exists(Abs)) {
      Out.push_back({Abs, "", std::nullopt});
    } else {
      Missing.push_back(P);
    }
  }
  return Out;
}

std::vector<CheckFinding> missingCounterparts(StringRef Root, StringRef AgainstIn,
                                              const std::vector<std::string> &Present) {
  std::vector<CheckFinding> Out;
  // walk() gives paths relative to the folder: it must be absolute (a
  // relative one, e.g. `check hip --against src`, gave 'src/src/a.cu').
  std::string Against = absolute(AgainstIn);
  std::set<std::string> Have(Present.begin(), Present.end());
  for (const std::string &Rel : walk(Against)) {
    if (Have.count(Rel))
      continue;
    SmallString<256> Hip(Root), Cuda(Against);
    sys::path::append(Hip, Rel);
    sys::path::append(Cuda, Rel);
    Out.push_back(finding(FileRange{absolute(Hip), 0, 0}, Severity::Warning,
                          "drift",
                          "missing: the HIP tree has no translation of '" +
                              displayPath(absolute(Cuda)) + "'"));
  }
  return Out;
}


} // namespace cuda2hip
