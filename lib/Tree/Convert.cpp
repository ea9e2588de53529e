//===- Convert.cpp - cuda2hip convert: the whole run ----------------------===//
//
//   discover -> read -> flags (compile_commands.json) -> include graph
//   -> units (sources with CUDA; headers no unit covers) -> run them in
//   parallel (or take them from the cache) -> merge per file (each file once)
//   -> --rename's #include rewrites -> write / diff (build files migrated as
//   migrate-build does, other files copied: ConvertOutputs.cpp) ->
//   diagnostics, reports, summary.
//
//===----------------------------------------------------------------------===//
#include "ConvertRun.h"
#include "OutDir.h"
#include "cuda2hip/Batch.h"
#include "cuda2hip/MigrationReport.h"
#include "cuda2hip/BuildFiles.h"
#include "cuda2hip/Emit.h"
#include "cuda2hip/Report.h"
#include "cuda2hip/Tree.h"
#include "clang/Tooling/CompilationDatabase.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/SHA256.h"
#include <chrono>
#include <deque>
#include <set>
#include <unistd.h>
#include <tuple>

using namespace llvm;

namespace cuda2hip::tree {

namespace convert {

std::vector<std::string> Run::flagsFor(const std::string &Path) {
  // Its own compile command, else the nearest file including it that has one.
  std::set<std::string> Seen{Path};
  std::deque<std::string> Queue{Path};
  while (!Queue.empty()) {
    const Source &S = Sources.at(Queue.front());
    Queue.pop_front();
    if (S.InDb)
      return S.Flags;
    for (const std::string &By : S.IncludedBy)
      if (Seen.insert(By).second)
        Queue.push_back(By);
  }
  return {};
}

const std::vector<std::string> &Run::definesFor(StringRef Dir) {
  auto [It, New] = DefinesByDir.try_emplace(Dir.str());
  if (New) {
    std::string From;
    It->second = buildFileDefines(Dir, D.Base, &From);
    if (!It->second.empty() && Summary)
      Summary->BuildDefines[relativePath(From, D.Base)] = It->second;
  }
  return It->second;
}

void Run::addUnit(const std::string &Path) {
  Unit U;
  U.Path = Path;
  U.Display = Sources.at(Path).F->Rel;
  U.Opts = Translate;
  U.Opts.Find.DatabaseFlags = flagsFor(Path);
  if (U.Opts.Find.DatabaseFlags.empty()) {
    U.Opts.Find.DatabaseFlags = TreeIncludes;
    const std::vector<std::string> &Defs = definesFor(sys::path::parent_path(Path));
    U.Opts.Find.DatabaseFlags.insert(U.Opts.Find.DatabaseFlags.end(), Defs.begin(), Defs.end());
  }
  std::vector<std::string> All = U.Opts.Find.DatabaseFlags;
  All.insert(All.end(), O.Translate.Find.ExtraArgs.begin(),
             O.Translate.Find.ExtraArgs.end());
  U.Reach = Graph->reach(Path, searchPathFor(Path, All));
  std::vector<std::pair<std::string, std::string>> Deps;
  for (const std::string &R : U.Reach) {
    if (auto It = Sources.find(R); It != Sources.end()) {
      Covered.insert(R);
      Deps.push_back({R, It->second.Digest});
    } else if (C) {
      auto [DI, New] = OutsideDigests.try_emplace(R);
      if (New)
        DI->second = digest(readFile(R).value_or(""));
      Deps.push_back({R, DI->second});
    }
  }
  if (C)
    U.Key = cacheKey(U.Opts, Path, Sources.at(Path).Contents, Deps);
  Units.push_back(std::move(U));
}

void Run::runUnits(size_t From, Progress &P) {
  Results.resize(Units.size());
  FromCache.resize(Units.size());
  // The units share one PCH of the CUDA preamble per flag set (Find.h:
  // SharePreamble), kept in the cache folder between runs. Not worth
  // building for a single unit without a cache.
  // Units whose leading `#include <...>` lines (or a leading part of them)
  // another unit shares get a PCH of those headers too (Find.h:
  // PrefixCensus), and one unit of each such block is parsed first, so that
  // its PCH is ready when the others start (they wait rather than parse).
  std::vector<size_t> Order;
  for (size_t I = From; I < Units.size(); ++I)
    Order.push_back(I);
  if (Units.size() > 1 || C) {
    std::vector<CensusUnit> CUs;
    for (size_t I = From; I < Units.size(); ++I)
      CUs.push_back({Units[I].Path, StringRef(Sources.at(Units[I].Path).Contents),
                     unitFlags(Units[I].Opts.Find)});
    std::shared_ptr<const PrefixCensus> Census = censusOf(CUs);
    for (size_t I = From; I < Units.size(); ++I) {
      Units[I].Opts.Find.SharePreamble = true;
      Units[I].Opts.Find.Prefixes = Census;
      if (!O.CacheDir.empty())
        Units[I].Opts.Find.PreambleDir = joinPath(O.CacheDir, "pch");
    }
    // (Units with a result in the cache are not parsed: no block to wait for.)
    std::set<std::pair<std::string, std::vector<std::string>>> Seen;
    std::stable_partition(Order.begin(), Order.end(), [&](size_t I) {
      if (C && C->has(Units[I].Key))
        return false;
      std::string B = leadingBlock(Units[I].Path, Sources.at(Units[I].Path).Contents,
                                   Units[I].Opts.Find);
      return !B.empty() && Seen.insert({B, unitFlags(Units[I].Opts.Find)}).second;
    });
  }
  auto Work = [&](size_t I) {
    const Unit &U = Units[I];
    std::optional<UnitResult> R;
    if (C && (R = C->load(U.Key)))
      FromCache[I] = true;
    if (!R) {
      R = compact(translateFile(U.Path, std::nullopt, U.Opts));
      if (C)
        C->store(U.Key, *R);
    }
    Results[I] = std::move(*R);
    P.done(U.Display, FromCache[I]);
  };
  runAll(Order.size(), O.Jobs, [&](size_t K) { Work(Order[K]); });
}

int Run::go(std::unique_ptr<clang::tooling::CompilationDatabase> DB,
            ConvertSummary &S) {
  Summary = &S;
  if (!O.Diff && O.OutDir.empty() && !O.InPlace) {
    Err << "cuda2hip: error: convert needs --out-dir DIR, --in-place or --diff\n";
    return ExitUsage;
  }
  if (O.Diff && !human()) {
    Err << "cuda2hip: error: --diff prints the diff on stdout, where --format "
        << (O.Format == ReportFormat::Json ? "json" : "sarif")
        << " puts its report: use --out-dir or --in-place (or --report FILE)\n";
    return ExitUsage;
  }
  int E = run(std::move(DB), S);
  if (E == ExitUsage)
    return E;
  worse(E);
  machineOutputs();
  return Exit;
}


int Run::run(std::unique_ptr<clang::tooling::CompilationDatabase> DB,
             ConvertSummary &S) {
  if (!lockTree())
    return ExitIo;
  if (int E = discoverFiles(); E != ExitClean)
    return E;
  sweepTemporaries();
  for (const std::string &W : D.Warnings) {
    problem("", Severity::Warning, "symlink", W, /*Tag=*/true);
    ++S.WarningsByRule["symlink"];
    worse(ExitWarnings);
  }
  findDatabase(DB);
  readSources(DB.get());
  treeSettings(S);
  std::vector<std::string> Rest = planUnits();
  if (!newNames())
    return ExitUsage;
  runAllUnits(Rest);
  mergeResults(S);
  if (O.Rename)
    renameIncludes();
  return outputs(S);
}

bool Run::lockTree() {
  // 0. One run at a time writes a tree (Basic.h: TreeLock): --in-place
  // waits for every other run on it, --out-dir runs only for --in-place ones.
  if (!O.Diff) {
    std::vector<std::string> LockDirs;
    for (const std::string &In : O.Inputs)
      LockDirs.push_back(sys::fs::is_directory(In) ? absolute(In)
                                                   : sys::path::parent_path(absolute(In)).str());
    Expected<TreeLock> L = TreeLock::acquire(LockDirs, Err, O.LockWaitSeconds,
                                              /*Exclusive=*/O.InPlace);
    if (!L) {
      problem("", Severity::Error, "io-error", toString(L.takeError()));
      return false;
    }
    Lock = std::move(*L);
  }
  return true;
}

int Run::discoverFiles() {
  // 1. The files.
  DiscoverOptions DO = O.Discover;
  if (!O.OutDir.empty())
    DO.Skip.push_back(absolute(O.OutDir));
  if (!O.CacheDir.empty())
    DO.Skip.push_back(absolute(O.CacheDir));
  if (!O.BackupSuffix.empty())
    DO.SkipSuffixes.push_back(O.BackupSuffix);
  D = discover(O.Inputs, DO);
  for (const std::string &E : D.Errors)
    problem("", Severity::Error, "io-error", E);
  if (!D.Errors.empty())
    return ExitIo;
  if (!O.OutDir.empty()) {
    SmallString<256> RO, RB;
    if (!sys::fs::real_path(O.OutDir, RO) && !sys::fs::real_path(D.Base, RB) && RO == RB) {
      Err << "cuda2hip: error: --out-dir is the tree itself; use --in-place\n";
      return ExitUsage;
    }
    if (!checkOutDir(O, Err))
      return ExitUsage;
  }
  return ExitClean;
}

void Run::sweepTemporaries() {
  // Temporary files of a killed run: removed, never copied. In the inputs
  // any: a run that writes there (--in-place) holds the lock exclusively, so
  // no other run is writing. In --out-dir only those older than a minute:
  // --out-dir runs hold the lock shared and may write into the same folder at
  // once (the CMake module's per-file commands in a parallel build), and a
  // live run's temporary file lives for the milliseconds of one write.
  if (O.Diff)
    return;
  std::vector<std::string> Temps = D.Temps;
  if (!O.OutDir.empty() && sys::fs::is_directory(O.OutDir)) {
    WalkOptions WO;
    WalkResult W = walkTree({absolute(O.OutDir)}, WO);
    auto Now = std::chrono::system_clock::now();
    for (const std::string &T : W.Temps) {
      sys::fs::file_status St;
      if (!sys::fs::status(T, St) &&
          Now - St.getLastModificationTime() > std::chrono::seconds(60))
        Temps.push_back(T);
    }
  }
  if (unsigned N = sweepTemps(Temps); N && !O.Quiet)
    Err << "cuda2hip: removed " << N << " temporary file" << (N == 1 ? "" : "s")
        << " of an interrupted run\n";
}

void Run::findDatabase(std::unique_ptr<clang::tooling::CompilationDatabase> &DB) {
  // 2. compile_commands.json.
  if (!DB && !O.NoDatabase) {
    std::string Dir = findDatabaseDir(D.Base);
    if (!Dir.empty()) {
      std::string E;
      DB = loadDatabase(Dir, E);
      if (!DB)
        problem("", Severity::Warning, "io-error", Dir + "/compile_commands.json: " + E);
      else
        DatabaseFile = Dir + "/compile_commands.json";
      if (DB && !O.Quiet)
        Err << "cuda2hip: flags from " << displayPath(Dir + "/compile_commands.json")
            << "\n";
    }
  }
}

void Run::readSources(const clang::tooling::CompilationDatabase *DB) {
  // 3. Read the sources and headers; flags; which bear CUDA.
  for (const TreeFile &F : D.Files) {
    if (F.Symlink || F.R == Role::Other)
      continue;
    std::string Why;
    std::optional<std::string> Text = readFile(F.Path, &Why);
    if (!Text) {
      problem(F.Path, Severity::Error, "io-error", "cannot read the file: " + Why);
      Unreadable.push_back(F.Path);
      worse(ExitIo);
      continue;
    }
    Source &Src = Sources[F.Path];
    Src.F = &F;
    Src.Contents = std::move(*Text);
    if (!O.CacheDir.empty()) // only the cache keys use it
      Src.Digest = digest(Src.Contents);
    if (DB) {
      Src.InDb = !DB->getCompileCommands(F.Path).empty();
      if (Src.InDb)
        Src.Flags = databaseFlags(*DB, F.Path);
    }
    Src.Bearing = sys::path::extension(F.Path) == ".cu" ||
                  isCudaBearing(F.Path, Src.Contents);
    SmallString<256> Real;
    if (!sys::fs::real_path(F.Path, Real))
      RealToPath[std::string(Real)] = F.Path;
  }
}

void Run::treeSettings(ConvertSummary &S) {
  // 3b. Without compile commands, #include "x.h" of a file that is not
  // beside it is looked for in the tree: the folders holding it are added.
  if (any_of(Sources, [](const auto &KV) { return !KV.second.InDb; })) {
    std::vector<std::pair<std::string, StringRef>> Files;
    for (const auto &[Path, Src] : Sources)
      if (!Src.InDb)
        Files.push_back({Path, Src.Contents});
    TreeIncludes = treeIncludeFlags(Files, O.Translate.Find, &S.IncludeFolders, D.Base);
  }

  // 3c. The names the tree declares itself: never CUDA's (Find.h).
  Translate = O.Translate;
  std::vector<StringRef> Texts;
  for (const auto &[Path, Src] : Sources)
    Texts.push_back(Src.Contents);
  Translate.Find.ProjectDeclared = declaredNamesOf(Texts);
}

std::vector<std::string> Run::planUnits() {
  // 4. The include graph and the units.
  Graph = std::make_unique<IncludeGraph>(
      [this](const std::string &P) { return lookup(P); });
  for (auto &[Path, Src] : Sources) {
    std::vector<std::string> All = Src.InDb ? Src.Flags : TreeIncludes;
    All.insert(All.end(), O.Translate.Find.ExtraArgs.begin(),
               O.Translate.Find.ExtraArgs.end());
    Src.SP = searchPathFor(Path, All);
    for (const IncludeGraph::Resolved &R : Graph->direct(Path, Src.SP))
      if (R.InTree)
        Sources.at(R.Path).IncludedBy.push_back(Path);
  }
  auto reachesCuda = [&](const std::string &Path) {
    for (const std::string &R : Graph->reach(Path, Sources.at(Path).SP))
      if (auto It = Sources.find(R); It != Sources.end() && It->second.Bearing)
        return true;
    return false;
  };
  if (!O.CacheDir.empty())
    C = std::make_unique<Cache>(O.CacheDir);
  std::vector<std::string> Rest; // headers (and included sources) with CUDA
  for (auto &[Path, Src] : Sources) {
    bool Included = !Src.IncludedBy.empty() && !Src.InDb;
    if (Src.F->R == Role::Source && !Included && (Src.Bearing || reachesCuda(Path)))
      addUnit(Path);
    else if (Src.Bearing)
      Rest.push_back(Path);
  }
  // Headers no unit reaches run on their own: the top of each include chain
  // first, so that it covers what it includes.
  std::stable_sort(Rest.begin(), Rest.end(), [&](const std::string &A, const std::string &B) {
    return Sources.at(A).IncludedBy.empty() && !Sources.at(B).IncludedBy.empty();
  });
  // Units reached only from units added in this loop are covered as we go.
  for (const std::string &Path : Rest)
    if (!Covered.count(Path)) {
      Covered.insert(Path);
      addUnit(Path);
    }

  return Rest;
}

bool Run::newNames() {
  // 5. --rename: the new names, without collisions.
  std::map<std::string, std::string> Taken;
  for (const TreeFile &F : D.Files) {
    std::string N = O.Rename ? renamedPath(F.Rel) : F.Rel;
    auto [It, New] = Taken.try_emplace(N, F.Rel);
    if (!New) {
      Err << "cuda2hip: error: --rename would give '" << It->second << "' and '"
          << F.Rel << "' the same name '" << N << "'\n";
      return false;
    }
    NewRel[F.Rel] = N;
  }

  return true;
}

void Run::runAllUnits(const std::vector<std::string> &Rest) {
  // 6. Run the units; then, on their own, the headers with CUDA that every
  // unit reaching them saw without a finding (e.g. behind an #if).
  Progress P(Err, O.Quiet ? ConvertOptions::Progress::Off : O.ShowProgress,
             &Err == &errs(), Units.size());
  runUnits(0, P);
  std::set<std::string> Seen;
  for (const UnitResult &R : Results)
    for (const std::string &F : R.Seen)
      if (std::string T = treePath(F); !T.empty())
        Seen.insert(T);
  size_t Phase2 = Units.size();
  for (const std::string &Path : Rest)
    if (Covered.count(Path) && !Seen.count(Path) &&
        none_of(Units, [&](const Unit &U) { return U.Path == Path; }))
      addUnit(Path);
  if (Units.size() > Phase2) {
    P.startPhase("headers", Units.size() - Phase2);
    runUnits(Phase2, P);
  }
  P.finish();
}

void Run::mergeResults(ConvertSummary &S) {
  // 7. Merge per file, in unit order.
  std::map<std::string, std::vector<UnitEdits>> ByFile;
  std::set<std::string> Outside;
  for (size_t I = 0; I < Units.size(); ++I) {
    const UnitResult &R = Results[I];
    S.Units++;
    S.FromCache += FromCache[I];
    S.TokenEngine += R.UsedTokenEngine;
    for (const auto &[Path, Es] : R.Edits) {
      std::string T = treePath(Path);
      if (!T.empty())
        ByFile[T].push_back({Units[I].Path, &Es});
      else if (!Es.empty() && Outside.insert(Path).second && !O.Quiet)
        Err << "cuda2hip: note: " << displayPath(Path) << " (included by "
            << displayPath(Units[I].Path)
            << ") is not part of the tree; its CUDA is left as it is\n";
    }
    Diags.insert(Diags.end(), R.Diags.begin(), R.Diags.end());
    Plan Outcome;
    Outcome.Diags = R.Diags;
    Outcome.UsedTokenEngine = R.UsedTokenEngine;
    worse(exitCodeFor(Outcome));
    if (R.ParseFailed && !R.UsedTokenEngine) {
      ++S.Failed;
      if (llvm::none_of(R.Diags, [](const Diagnostic &D) {
            return D.RuleId == "binary-input"; // said already; no engine helps
          }))
        problem(Units[I].Path, Severity::Error, "parse-error",
                "not translated (use --engine auto or token to translate files "
                "that do not parse)");
      worse(ExitIo);
    } else if (R.UsedTokenEngine && O.Translate.Find.Engine != EngineChoice::Token) {
      problem(Units[I].Path, Severity::Note, "token-engine",
              "could not be parsed" +
                  (R.FirstParseError.empty()
                       ? std::string()
                       : " (" + shownParseError(R.FirstParseError) + ")") +
                  "; translated with the token engine",
              /*Tag=*/true);
      ++S.TokenEngineReasons[parseErrorMessage(R.FirstParseError)];
    }
  }
  size_t DiagsBefore = Diags.size();
  for (auto &[Path, Us] : ByFile)
    Merged[Path] = mergeEdits(Path, Sources.at(Path).Contents, Us, Translate, Diags);
  if (Diags.size() > DiagsBefore)
    worse(ExitWarnings);
}

void Run::renameIncludes() {
  // 8. --rename: #include lines naming renamed files follow them (files of
  // the run, and others under the base: the CMake module converts one file
  // per command).
  for (auto &[Path, Src] : Sources)
    for (const IncludeGraph::Resolved &R : Graph->direct(Path, Src.SP)) {
      std::string TargetRel;
      if (auto It = Sources.find(R.Path); It != Sources.end())
        TargetRel = It->second.F->Rel;
      else if (StringRef(R.Path).starts_with(D.Base + "/") && !R.System)
        TargetRel = R.Path.substr(D.Base.size() + 1);
      else
        continue;
      std::string Spelled = renamedInclude(R.Line.Spelled, TargetRel);
      if (Spelled == R.Line.Spelled)
        continue;
      if (!addEdit(Merged[Path], {R.Line.NameOffset, R.Line.NameLength, Spelled})) {
        Diags.push_back({FileRange{Path, R.Line.NameOffset, R.Line.NameLength},
                         Severity::Warning, "conflict",
                         "the #include of renamed '" + TargetRel +
                             "' could not be rewritten to '" + Spelled + "'",
                         Spelled, std::nullopt});
        worse(ExitWarnings);
      }
    }
}

int Run::outputs(ConvertSummary &S) {
  // 9. Outputs (sources and headers translated, build files migrated,
  // other files copied: each written once).
  if (!writeOutputs(S))
    worse(ExitIo);
  if (BuildWarnings)
    worse(ExitWarnings);

  // 10. Diagnostics (as text; JSON and SARIF: machineOutputs) and the
  // summary.
  SourceLookup Lookup = [&](const std::string &Path) { return text(Path); };
  if (human())
    printDiagnostics(Err, Diags, Lookup);
  std::set<std::tuple<std::string, unsigned, std::string, std::string>> Once;
  for (const Diagnostic &Dg : Diags)
    if (Dg.Sev != Severity::Note &&
        Once.insert({Dg.Where.File, Dg.Where.Offset, Dg.RuleId, Dg.Message}).second)
      ++S.WarningsByRule[Dg.RuleId];
  std::vector<std::string> Paths;
  for (const Unit &U : Units)
    Paths.push_back(U.Path);
  if (!O.Report.empty() && // convert --report (MigrationReport.h)
      !writeMigrationReport(O.Report, {D.Base, Paths, &Results, &Diags, Lookup, O.DocsUrl}, Err))
    worse(ExitIo);
  return Exit;
}

} // namespace convert

int runConvert(const ConvertOptions &O,
               std::unique_ptr<clang::tooling::CompilationDatabase> DB,
               raw_ostream &Out, raw_ostream &Err, ConvertSummary *Summary) {
  auto Start = std::chrono::steady_clock::now();
  ConvertSummary S;
  convert::Run R(O, Out, Err);
  int Exit = R.go(std::move(DB), S);
  S.Seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - Start).count();
  if (!O.Quiet && Exit != ExitUsage)
    printSummary(Err, S, O);
  if (Summary)
    *Summary = S;
  return Exit;
}

} // namespace cuda2hip::tree
