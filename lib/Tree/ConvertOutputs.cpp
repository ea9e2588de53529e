//===- ConvertOutputs.cpp - what a convert run writes ---------------------===//
//
// After the units are merged (Convert.cpp): the translated sources and
// headers, the migrated build files, the copied files and links (or the
// diff), the depfile; then --export-fixes and --format json|sarif with the
// writers every command shares (Report.h, MigrationReport.h). Problems of
// the run are printed as text, or become items of those reports.
//
//===----------------------------------------------------------------------===//
#include "ConvertRun.h"
#include "OutDir.h"
#include "cuda2hip/BuildFiles.h"
#include "cuda2hip/MigrationReport.h"
#include "llvm/Support/FileSystem.h"
#include <set>
#include <unistd.h>

using namespace llvm;

namespace cuda2hip::tree::convert {

void Run::problem(StringRef File, Severity Sev, StringRef Rule, const std::string &Msg,
                  bool Tag) {
  if (!human()) {
    Problems.push_back({FileRange{File.str(), 0, 0}, Sev, Rule.str(), Msg, "", std::nullopt});
    return;
  }
  Err << (File.empty() ? std::string("cuda2hip") : displayPath(File)) << ": "
      << severityName(Sev) << ": " << Msg;
  if (Tag)
    Err << " [" << RulePrefix << Rule << "]";
  Err << "\n";
}

StringRef Run::text(const std::string &Path) {
  if (auto It = Sources.find(Path); It != Sources.end())
    return It->second.Contents;
  auto [It, New] = Extra.try_emplace(Path);
  if (New)
    It->second = readFile(Path).value_or("");
  return It->second;
}

void Run::machineOutputs() {
  std::vector<Diagnostic> All = Problems;
  All.insert(All.end(), Diags.begin(), Diags.end());
  if (!O.ExportFixes.empty()) {
    std::vector<FilePlan> Files = BuildPlans;
    for (const auto &[Path, Es] : Merged)
      Files.push_back({Path, Sources.at(Path).Contents, Es});
    if (!writeConvertFixes(O.ExportFixes, Files, All, Err))
      worse(ExitIo);
  }
  if (O.Stats) {
    Plan All; // what each unit saw, summed (as --report's byFamily)
    for (const UnitResult &U : Results) {
      for (const auto &[G, St] : U.Stats)
        All.Stats[G] += St;
      All.UnknownApis += U.UnknownApis;
      All.UsedTokenEngine |= U.UsedTokenEngine;
    }
    printStats(Err, All, LinesChanged);
  }
  if (human())
    return;
  ConvertRecord R;
  R.Base = D.Base.empty() ? absolute(".") : D.Base;
  R.TargetHip = O.Translate.Map.TargetHip.str();
  std::map<std::string, StringRef> Status; // units that did not parse
  for (size_t I = 0; I < Units.size() && I < Results.size(); ++I)
    if (Results[I].ParseFailed || Results[I].UsedTokenEngine)
      Status[Units[I].Path] = Results[I].UsedTokenEngine ? "token-engine" : "unparsable";
  for (const auto &[Path, Src] : Sources) {
    auto It = Status.find(Path);
    R.Files.push_back({relativePath(Path, R.Base),
                       It == Status.end() ? "ok" : It->second.str(),
                       Src.InDb && !DatabaseFile.empty() ? relativePath(DatabaseFile, R.Base) : ""});
  }
  for (const std::string &Path : Unreadable)
    R.Files.push_back({relativePath(Path, R.Base), "unreadable", ""});
  R.Diags = std::move(All);
  R.Lookup = [this](const std::string &Path) { return text(Path); };
  R.ExitCode = Exit;
  Report Rep = convertReport(R);
  Rep.DocsUrl = O.DocsUrl;
  writeJson(Out, O.Format == ReportFormat::Json ? toJson(Rep) : toSarif(Rep));
}

build::BuildOptions Run::buildOptions() {
  // The CMake files of the tree share what packages its HIP targets need
  // (as in migrate-build).
  build::BuildOptions BuildOpts;
  BuildOpts.SourcesRenamed = O.Rename;
  if (!O.SourcesOnly)
    for (const TreeFile &F : D.Files)
      if (!F.Symlink && F.R == Role::Other &&
          build::detectKind(F.Path) == build::FileKind::CMake)
        if (std::optional<std::string> Text = readFile(F.Path)) {
          build::CMakeSurvey Sv = build::surveyCMake(*Text);
          BuildOpts.ProjectSearchesToolkit |= Sv.SearchesToolkit;
          for (const std::string &P : Sv.Packages)
            if (!is_contained(BuildOpts.ProjectPackages, P))
              BuildOpts.ProjectPackages.push_back(P);
        }
  return BuildOpts;
}

bool Run::fail(StringRef Path, Error E) {
  problem(Path, Severity::Error, "io-error", toString(std::move(E)));
  return false;
}

bool Run::writeLink(const TreeFile &F, const std::string &To, const std::string &OutDir,
                    ConvertSummary &S) {
  if (OutDir.empty() || O.Diff || O.SourcesOnly)
    return true;
  std::string Target = joinPath(OutDir, O.Rename ? renamedPath(F.LinkTarget) : F.LinkTarget);
  // Relative to the link's folder, so the mirrored tree can move.
  StringRef From = sys::path::parent_path(To);
  std::string LinkText = relativeLinkText(From, Target);
  char Buf[4096];
  ssize_t N = ::readlink(To.c_str(), Buf, sizeof Buf);
  if (N >= 0 && StringRef(Buf, N) == LinkText)
    return true;
  sys::fs::create_directories(From);
  sys::fs::remove(To);
  if (std::error_code EC = sys::fs::create_link(LinkText, To))
    return fail(To, errorCodeToError(EC));
  ++S.Links;
  return true;
}

bool Run::writeOther(const TreeFile &F, const std::string &To, const std::string &OutDir,
                     const build::BuildOptions &BuildOpts, ConvertSummary &S) {
  if (O.SourcesOnly || F.R != Role::Other)
    return true;
  // Build files and scripts are migrated (what migrate-build does);
  // the rest is copied to --out-dir.
  build::FileKind K = build::detectKind(F.Path);
  if (K == build::FileKind::Unknown && (OutDir.empty() || O.Diff))
    return true;
  std::string Why;
  std::optional<std::string> Text = readFile(F.Path, &Why, ~0ull);
  if (!Text)
    return fail(F.Path, createStringError(std::errc::io_error, "cannot read the file: %s",
                                          Why.c_str()));
  if (K == build::FileKind::Unknown) {
    Expected<bool> W = writeFileAtomic(To, *Text);
    if (!W)
      return fail(To, W.takeError());
    if (*W) {
      ++S.Copied;
      if (auto Perms = sys::fs::getPermissions(F.Path))
        sys::fs::setPermissions(To, *Perms);
    }
    return true;
  }
  Plan BP = build::migrateBuildFile(F.Path, *Text, K, BuildOpts);
  std::string New = *Text;
  if (auto It = BP.Files.find(F.Path); It != BP.Files.end()) {
    New = It->second.apply();
    BuildPlans.push_back(It->second);
  }
  for (Diagnostic &Dg : BP.Diags)
    if (Dg.Sev != Severity::Note) {
      Diags.push_back(std::move(Dg));
      BuildWarnings = true;
    }
  ++S.BuildFiles;
  S.BuildChanged += New != *Text;
  std::string Dst = O.InPlace ? F.Path : To; // in place: never moved
  if (O.Diff) {
    diff(F, To, OutDir, *Text, New);
    return true;
  }
  if (O.InPlace && New == *Text)
    return true;
  WriteOptions W;
  if (O.InPlace) {
    if (!O.NoBackup)
      W.BackupSuffix = O.BackupSuffix;
    W.ExpectedOld = *Text;
    W.RefuseReadOnly = true;
  }
  Expected<bool> Wrote = writeFileAtomic(Dst, New, W);
  if (!Wrote)
    return fail(Dst, Wrote.takeError());
  if (*Wrote && !OutDir.empty())
    if (auto Perms = sys::fs::getPermissions(F.Path))
      sys::fs::setPermissions(Dst, *Perms);
  return true;
}

void Run::diff(const TreeFile &F, const std::string &To, const std::string &OutDir,
               const std::string &Old, const std::string &New) {
  bool Mirror = !OutDir.empty() && !O.InPlace;
  std::optional<std::string> Now = Mirror ? readFile(To) : Old;
  std::string OldLabel = !Now ? "/dev/null" : "a/" + (Mirror ? NewRel.at(F.Rel) : F.Rel);
  Out << unifiedDiff(Now.value_or(""), New, OldLabel, "b/" + NewRel.at(F.Rel));
}

bool Run::writeSource(const TreeFile &F, const std::string &To, const std::string &OutDir,
                      ConvertSummary &S) {
  const Source &Src = Sources.at(F.Path);
  auto M = Merged.find(F.Path);
  std::string New = M == Merged.end() ? Src.Contents : applyEdits(Src.Contents, M->second);
  ++S.Sources;
  New == Src.Contents ? ++S.Unchanged : ++S.Changed;
  LinesChanged += changedLines(Src.Contents, New);
  if (O.Diff) {
    diff(F, To, OutDir, Src.Contents, New);
    return true;
  }
  WriteOptions W;
  bool Moved = O.InPlace && To != F.Path;
  if (O.InPlace && !O.NoBackup && !Moved)
    W.BackupSuffix = O.BackupSuffix;
  // In place, the file must still be what was read: someone may have
  // edited it while the run translated it (Emit.h: ExpectedOld).
  if (O.InPlace && !Moved) {
    W.ExpectedOld = Src.Contents;
    W.RefuseReadOnly = true;
  }
  Expected<bool> Wrote = writeFileAtomic(To, New, W);
  if (!Wrote)
    return fail(To, Wrote.takeError());
  *Wrote ? ++S.Written : ++S.UpToDate;
  if (*Wrote && !OutDir.empty())
    if (auto Perms = sys::fs::getPermissions(F.Path))
      sys::fs::setPermissions(To, *Perms);
  if (Moved) { // --in-place --rename: the original goes to its backup
    std::string Backup = F.Path + O.BackupSuffix;
    std::error_code EC = O.NoBackup || sys::fs::exists(Backup)
                             ? sys::fs::remove(F.Path)
                             : sys::fs::rename(F.Path, Backup);
    if (EC)
      return fail(F.Path, errorCodeToError(EC));
  }
  return true;
}

bool Run::writeDepFile(const std::function<std::string(const std::string &)> &Dest) {
  std::set<std::string> Deps;
  for (const Unit &U : Units) {
    Deps.insert(U.Path);
    Deps.insert(U.Reach.begin(), U.Reach.end());
  }
  for (const auto &[Path, Src] : Sources)
    Deps.insert(Path);
  std::set<std::string> Targets;
  for (const TreeFile &F : D.Files)
    if (Sources.count(F.Path))
      Targets.insert(Dest(F.Rel));
  if (Error E = writeFileAtomic(O.DepFile, depfileText(Targets, Deps)).takeError())
    return fail(O.DepFile, std::move(E));
  return true;
}

bool Run::writeOutputs(ConvertSummary &S) {
  bool OK = true;
  build::BuildOptions BuildOpts = buildOptions();
  std::string OutDir = O.OutDir.empty() ? "" : absolute(O.OutDir);
  auto Dest = [&](const std::string &Rel) {
    return joinPath(OutDir.empty() ? D.Base : OutDir, NewRel.at(Rel));
  };
  for (const TreeFile &F : D.Files) {
    std::string To = Dest(F.Rel);
    if (F.Symlink)
      OK &= writeLink(F, To, OutDir, S);
    else if (F.R == Role::Other || !Sources.count(F.Path))
      OK &= writeOther(F, To, OutDir, BuildOpts, S);
    else
      OK &= writeSource(F, To, OutDir, S);
  }
  if (!O.DepFile.empty() && !O.Diff)
    OK &= writeDepFile(Dest);
  return OK;
}

} // namespace cuda2hip::tree::convert
