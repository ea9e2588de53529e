//===- Convert.cpp - cuda2hip convert: the whole run ----------------------===//
//
//   discover -> read -> flags (compile_commands.json) -> include graph
//   -> units (sources with CUDA; headers no unit covers) -> run them in
//   parallel (or take them from the cache) -> merge per file (each file once)
//   -> --rename's #include rewrites -> write / diff (build files migrated as
//   migrate-build does, other files copied) -> diagnostics, summary.
//
//===----------------------------------------------------------------------===//
#include "OutDir.h"
#include "Progress.h"
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
#include "llvm/Support/ThreadPool.h"
#include "llvm/Support/Threading.h"
#include <chrono>
#include <deque>
#include <set>
#include <unistd.h>
#include <thread>
#include <tuple>

using namespace llvm;

namespace cuda2hip::tree {

namespace {

std::string joinPath(StringRef Dir, StringRef Rel) {
  SmallString<256> S(Dir);
  sys::path::append(S, Rel);
  return std::string(S);
}

std::optional<std::string> readFile(StringRef Path, std::string *Why = nullptr,
                                    uint64_t Limit = MaxSourceBytes) {
  Expected<std::string> B = readRegularFile(Path, Limit);
  if (!B) {
    std::string W = toString(B.takeError());
    if (Why)
      *Why = W;
    return std::nullopt;
  }
  return std::move(*B);
}

std::string digest(StringRef Text) {
  return toHex(SHA256::hash(arrayRefFromStringRef(Text)), true);
}


/// A file of the run that the units may translate.
struct Source {
  const TreeFile *F = nullptr;
  std::string Contents, Digest;
  std::vector<std::string> Flags; ///< from compile_commands.json
  bool InDb = false, Bearing = false;
  SearchPath SP;
  std::vector<std::string> IncludedBy;
};

struct Unit {
  std::string Path, Display, Key;
  TranslateOptions Opts;
  std::vector<std::string> Reach;
};

class Run {
public:
  Run(const ConvertOptions &O, raw_ostream &Out, raw_ostream &Err)
      : O(O), Out(Out), Err(Err) {}

  int go(std::unique_ptr<clang::tooling::CompilationDatabase> DB, ConvertSummary &S);

private:
  void worse(int Code) { Exit = worseExitCode(Exit, Code); }
  const std::string *lookup(const std::string &Path) const {
    auto It = Sources.find(Path);
    return It == Sources.end() ? nullptr : &It->second.Contents;
  }
  /// The tree path the finder's \p Path names ("" if outside the tree).
  std::string treePath(const std::string &Path) {
    if (Sources.count(Path))
      return Path;
    SmallString<256> Real;
    if (sys::fs::real_path(Path, Real))
      return "";
    auto It = RealToPath.find(std::string(Real));
    return It == RealToPath.end() ? "" : It->second;
  }
  std::vector<std::string> flagsFor(const std::string &Path);
  void addUnit(const std::string &Path);
  /// The -D flags of the build file for the units of folder \p Dir
  /// (buildFileDefines), read once per folder.
  const std::vector<std::string> &definesFor(StringRef Dir);
  void runUnits(size_t From, Progress &P);
  bool writeOutputs(ConvertSummary &S);

  const ConvertOptions &O;
  raw_ostream &Out, &Err;
  int Exit = ExitClean;
  Discovery D;
  std::map<std::string, Source> Sources; ///< source and header files by path
  std::map<std::string, std::string> RealToPath;
  std::unique_ptr<IncludeGraph> Graph;
  std::vector<Unit> Units;
  std::vector<UnitResult> Results;
  std::vector<char> FromCache;
  std::set<std::string> Covered;
  std::map<std::string, std::string> NewRel; ///< Rel -> Rel after --rename
  std::map<std::string, std::vector<Edit>> Merged;
  std::vector<Diagnostic> Diags;
  std::map<std::string, std::string> OutsideDigests;
  std::unique_ptr<Cache> C;
  /// -I flags of the folders the tree's #includes need, for the files
  /// without compile commands (treeIncludeFolders).
  std::vector<std::string> TreeIncludes;
  /// The translation options of every unit: the run's, with the names the
  /// whole tree declares (never a mapping target).
  TranslateOptions Translate;
  std::map<std::string, std::vector<std::string>> DefinesByDir;
  ConvertSummary *Summary = nullptr;
  bool BuildWarnings = false; ///< a build file needs a person
  TreeLock Lock;
};

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
    auto Census = std::make_shared<PrefixCensus>();
    auto FlagsOf = [&](const Unit &U) {
      std::vector<std::string> F = U.Opts.Find.DatabaseFlags;
      F.insert(F.end(), U.Opts.Find.ExtraArgs.begin(), U.Opts.Find.ExtraArgs.end());
      return F;
    };
    for (size_t I = From; I < Units.size(); ++I)
      Census->add(Units[I].Path, Sources.at(Units[I].Path).Contents, FlagsOf(Units[I]));
    Census->finish();
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
      return !B.empty() && Seen.insert({B, FlagsOf(Units[I])}).second;
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
  unsigned J = O.Jobs ? O.Jobs : std::max(1u, std::thread::hardware_concurrency());
  size_t N = Units.size() - From;
  if (J <= 1 || N <= 1) {
    for (size_t I : Order)
      Work(I);
    return;
  }
  DefaultThreadPool Pool(hardware_concurrency(std::min<size_t>(J, N)));
  for (size_t I : Order)
    Pool.async(Work, I);
  Pool.wait();
}

int Run::go(std::unique_ptr<clang::tooling::CompilationDatabase> DB,
            ConvertSummary &S) {
  Summary = &S;
  if (!O.Diff && O.OutDir.empty() && !O.InPlace) {
    Err << "cuda2hip: error: convert needs --out-dir DIR, --in-place or --diff\n";
    return ExitUsage;
  }
  // 0. One run at a time writes a tree (Basic.h: TreeLock): --in-place
  // waits for every other run on it, --out-dir runs only for --in-place ones.
  if (!O.Diff) {
    std::vector<std::string> LockDirs;
    for (const std::string &In : O.Inputs)
      LockDirs.push_back(sys::fs::is_directory(In) ? absolute(In)
                                                   : sys::path::parent_path(absolute(In)).str());
    Expected<TreeLock> L = TreeLock::acquire(LockDirs, Err, 600, /*Exclusive=*/O.InPlace);
    if (!L) {
      Err << "cuda2hip: error: " << toString(L.takeError()) << "\n";
      return ExitIo;
    }
    Lock = std::move(*L);
  }
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
    Err << "cuda2hip: error: " << E << "\n";
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
  // Temporary files of a killed run: removed, never copied. In the inputs
  // any: a run that writes there (--in-place) holds the lock exclusively, so
  // no other run is writing. In --out-dir only those older than a minute:
  // --out-dir runs hold the lock shared and may write into the same folder at
  // once (the CMake module's per-file commands in a parallel build), and a
  // live run's temporary file lives for the milliseconds of one write.
  if (!O.Diff) {
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
  for (const std::string &W : D.Warnings) {
    Err << "cuda2hip: warning: " << W << " [cuda2hip-symlink]\n";
    ++S.WarningsByRule["symlink"];
    worse(ExitWarnings);
  }

  // 2. compile_commands.json.
  if (!DB && !O.NoDatabase) {
    std::string Dir = findDatabaseDir(D.Base);
    if (!Dir.empty()) {
      std::string E;
      DB = loadDatabase(Dir, E);
      if (!DB)
        Err << "cuda2hip: warning: " << Dir << "/compile_commands.json: " << E << "\n";
      else if (!O.Quiet)
        Err << "cuda2hip: flags from " << displayPath(Dir + "/compile_commands.json")
            << "\n";
    }
  }

  // 3. Read the sources and headers; flags; which bear CUDA.
  for (const TreeFile &F : D.Files) {
    if (F.Symlink || F.R == Role::Other)
      continue;
    std::string Why;
    std::optional<std::string> Text = readFile(F.Path, &Why);
    if (!Text) {
      Err << displayPath(F.Path) << ": error: cannot read the file: " << Why << "\n";
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

  // 5. --rename: the new names, without collisions.
  std::map<std::string, std::string> Taken;
  for (const TreeFile &F : D.Files) {
    std::string N = O.Rename ? renamedPath(F.Rel) : F.Rel;
    auto [It, New] = Taken.try_emplace(N, F.Rel);
    if (!New) {
      Err << "cuda2hip: error: --rename would give '" << It->second << "' and '"
          << F.Rel << "' the same name '" << N << "'\n";
      return ExitUsage;
    }
    NewRel[F.Rel] = N;
  }

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
        Err << displayPath(Units[I].Path)
            << ": error: not translated (use --engine auto or token to "
               "translate files that do not parse)\n";
      worse(ExitIo);
    } else if (R.UsedTokenEngine && O.Translate.Find.Engine != EngineChoice::Token) {
      Err << displayPath(Units[I].Path) << ": note: could not be parsed";
      if (!R.FirstParseError.empty())
        Err << " (" << shownParseError(R.FirstParseError) << ")";
      Err << "; translated with the token engine [cuda2hip-token-engine]\n";
      ++S.TokenEngineReasons[parseErrorMessage(R.FirstParseError)];
    }
  }
  size_t DiagsBefore = Diags.size();
  for (auto &[Path, Us] : ByFile)
    Merged[Path] = mergeEdits(Path, Sources.at(Path).Contents, Us, Translate, Diags);
  if (Diags.size() > DiagsBefore)
    worse(ExitWarnings);

  // 8. --rename: #include lines naming renamed files follow them (files of
  // the run, and others under the base: the CMake module converts one file
  // per command).
  if (O.Rename)
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

  // 9. Outputs (sources and headers translated, build files migrated,
  // other files copied: each written once).
  if (!writeOutputs(S))
    worse(ExitIo);
  if (BuildWarnings)
    worse(ExitWarnings);

  // 10. Diagnostics and the summary.
  std::map<std::string, std::string> Extra;
  SourceLookup Lookup = [&](const std::string &Path) -> StringRef {
    if (auto It = Sources.find(Path); It != Sources.end())
      return It->second.Contents;
    auto [It, New] = Extra.try_emplace(Path);
    if (New)
      It->second = readFile(Path).value_or("");
    return It->second;
  };
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
      !writeMigrationReport(O.Report, {D.Base, Paths, &Results, &Diags, Lookup}, Err))
    worse(ExitIo);
  return Exit;
}

bool Run::writeOutputs(ConvertSummary &S) {
  bool OK = true;
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
  std::string OutDir = O.OutDir.empty() ? "" : absolute(O.OutDir);
  auto Dest = [&](const std::string &Rel) {
    return joinPath(OutDir.empty() ? D.Base : OutDir, NewRel.at(Rel));
  };
  auto Fail = [&](StringRef Path, Error E) {
    Err << displayPath(Path) << ": error: " << toString(std::move(E)) << "\n";
    OK = false;
  };
  for (const TreeFile &F : D.Files) {
    std::string To = Dest(F.Rel);
    if (F.Symlink) {
      if (OutDir.empty() || O.Diff || O.SourcesOnly)
        continue;
      std::string Target = joinPath(OutDir, O.Rename ? renamedPath(F.LinkTarget) : F.LinkTarget);
      SmallString<256> LinkText;
      // Relative to the link's folder, so the mirrored tree can move.
      StringRef From = sys::path::parent_path(To);
      SmallVector<StringRef, 16> FC, TC;
      From.split(FC, '/');
      StringRef(Target).split(TC, '/');
      size_t K = 0;
      while (K < FC.size() && K < TC.size() && FC[K] == TC[K])
        ++K;
      for (size_t I = K; I < FC.size(); ++I)
        sys::path::append(LinkText, "..");
      for (size_t I = K; I < TC.size(); ++I)
        sys::path::append(LinkText, TC[I]);
      char Buf[4096];
      ssize_t N = ::readlink(To.c_str(), Buf, sizeof Buf);
      if (N >= 0 && StringRef(Buf, N) == LinkText)
        continue;
      sys::fs::create_directories(From);
      sys::fs::remove(To);
      if (std::error_code EC = sys::fs::create_link(LinkText, To))
        Fail(To, errorCodeToError(EC));
      else
        ++S.Links;
      continue;
    }
    if (F.R == Role::Other || !Sources.count(F.Path)) {
      if (O.SourcesOnly || F.R != Role::Other)
        continue;
      // Build files and scripts are migrated (what migrate-build does);
      // the rest is copied to --out-dir.
      build::FileKind K = build::detectKind(F.Path);
      if (K == build::FileKind::Unknown && (OutDir.empty() || O.Diff))
        continue;
      std::string Why;
      std::optional<std::string> Text = readFile(F.Path, &Why, ~0ull);
      if (!Text) {
        Fail(F.Path, createStringError(std::errc::io_error, "cannot read the file: %s",
                                       Why.c_str()));
        continue;
      }
      if (K == build::FileKind::Unknown) {
        Expected<bool> W = writeFileAtomic(To, *Text);
        if (!W)
          Fail(To, W.takeError());
        else if (*W) {
          ++S.Copied;
          if (auto Perms = sys::fs::getPermissions(F.Path))
            sys::fs::setPermissions(To, *Perms);
        }
        continue;
      }
      Plan BP = build::migrateBuildFile(F.Path, *Text, K, BuildOpts);
      std::string New = *Text;
      if (auto It = BP.Files.find(F.Path); It != BP.Files.end())
        New = It->second.apply();
      for (Diagnostic &Dg : BP.Diags)
        if (Dg.Sev != Severity::Note) {
          Diags.push_back(std::move(Dg));
          BuildWarnings = true;
        }
      ++S.BuildFiles;
      S.BuildChanged += New != *Text;
      std::string Dst = O.InPlace ? F.Path : To; // in place: never moved
      if (O.Diff) {
        bool Mirror = !OutDir.empty() && !O.InPlace;
        std::optional<std::string> Now = Mirror ? readFile(To) : *Text;
        std::string OldLabel = !Now ? "/dev/null" : "a/" + (Mirror ? NewRel.at(F.Rel) : F.Rel);
        Out << unifiedDiff(Now.value_or(""), New, OldLabel, "b/" + NewRel.at(F.Rel));
        continue;
      }
      if (O.InPlace && New == *Text)
        continue;
      WriteOptions W;
      if (O.InPlace) {
        if (!O.NoBackup)
          W.BackupSuffix = O.BackupSuffix;
        W.ExpectedOld = *Text;
        W.RefuseReadOnly = true;
      }
      Expected<bool> Wrote = writeFileAtomic(Dst, New, W);
      if (!Wrote) {
        Fail(Dst, Wrote.takeError());
        continue;
      }
      if (*Wrote && !OutDir.empty())
        if (auto Perms = sys::fs::getPermissions(F.Path))
          sys::fs::setPermissions(Dst, *Perms);
      continue;
    }
    const Source &Src = Sources.at(F.Path);
    auto M = Merged.find(F.Path);
    std::string New = M == Merged.end() ? Src.Contents : applyEdits(Src.Contents, M->second);
    ++S.Sources;
    New == Src.Contents ? ++S.Unchanged : ++S.Changed;
    if (O.Diff) {
      bool Mirror = !OutDir.empty() && !O.InPlace;
      std::optional<std::string> Now = Mirror ? readFile(To) : Src.Contents;
      std::string OldLabel = !Now ? "/dev/null" : "a/" + (Mirror ? NewRel.at(F.Rel) : F.Rel);
      Out << unifiedDiff(Now.value_or(""), New, OldLabel, "b/" + NewRel.at(F.Rel));
      continue;
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
    if (!Wrote) {
      Fail(To, Wrote.takeError());
      continue;
    }
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
        Fail(F.Path, errorCodeToError(EC));
    }
  }
  if (!O.DepFile.empty() && !O.Diff) {
    std::set<std::string> Deps;
    for (const Unit &U : Units) {
      Deps.insert(U.Path);
      Deps.insert(U.Reach.begin(), U.Reach.end());
    }
    for (const auto &[Path, Src] : Sources)
      Deps.insert(Path);
    auto Esc = [](StringRef P) {
      std::string E;
      for (char Ch : P) {
        if (Ch == ' ' || Ch == '#')
          E += '\\';
        if (Ch == '$')
          E += '$';
        E += Ch;
      }
      return E;
    };
    std::string Text;
    std::set<std::string> Targets;
    for (const TreeFile &F : D.Files)
      if (Sources.count(F.Path))
        Targets.insert(Dest(F.Rel));
    for (const std::string &T : Targets)
      Text += (Text.empty() ? "" : " ") + Esc(T);
    Text += ":";
    for (const std::string &Dp : Deps)
      Text += " \\\n  " + Esc(Dp);
    Text += "\n";
    if (Error E = writeFileAtomic(O.DepFile, Text).takeError())
      Fail(O.DepFile, std::move(E));
  }
  return OK;
}

} // namespace

int runConvert(const ConvertOptions &O,
               std::unique_ptr<clang::tooling::CompilationDatabase> DB,
               raw_ostream &Out, raw_ostream &Err, ConvertSummary *Summary) {
  auto Start = std::chrono::steady_clock::now();
  ConvertSummary S;
  Run R(O, Out, Err);
  int Exit = R.go(std::move(DB), S);
  S.Seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - Start).count();
  if (!O.Quiet && Exit != ExitUsage)
    printSummary(Err, S, O);
  if (Summary)
    *Summary = S;
  return Exit;
}

} // namespace cuda2hip::tree
