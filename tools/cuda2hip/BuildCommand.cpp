//===- BuildCommand.cpp - cuda2hip migrate-build PATHS --------------------===//
//
// Build files and scripts (BuildFiles.h, docs/build-files.md): finds the
// CMake files, Makefiles, shell scripts, Dockerfiles and Python build files
// under PATHS, plans each (find + plan), prints the diagnostics and writes
// the results (stdout, -o, --out-dir, --in-place with .cuda.orig backups),
// or a diff, or nothing (--check). Exit 0 clean, 1 warnings (or, with
// --check or --diff, anything left to migrate), 2 usage, 3 I/O.
//
//===----------------------------------------------------------------------===//
#include "Commands.h"
#include "cuda2hip/Basic.h"
#include "cuda2hip/BuildFiles.h"
#include "cuda2hip/Emit.h"
#include "cuda2hip/Report.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace cuda2hip::build;

namespace cuda2hip::cli {

namespace {

struct BuildCli {
  std::vector<std::string> Paths, Archs;
  std::string Output, OutDir, Kind = "auto", Smi = "amd-smi", RocmPath = "/opt/rocm";
  std::string RocmVersion = "6.3", BackupSuffix = ".cuda.orig";
  bool InPlace = false, Diff = false, Check = false, Quiet = false, NoBackup = false;
  bool SourcesRenamed = false; ///< --sources-renamed
};

struct Input {
  std::string Path;    ///< as shown and as written under --out-dir
  std::string Abs;     ///< absolute
  std::string OutRel;  ///< relative path under --out-dir
  FileKind Kind = FileKind::Unknown;
  std::string Text;
};

/// Files and folders -> inputs. False (message printed) on a usage error.
bool collect(const BuildCli &C, std::vector<Input> &Out, int &Exit) {
  FileKind Forced = C.Kind == "auto" ? FileKind::Unknown : parseKind(C.Kind);
  for (const std::string &P : C.Paths) {
    SmallString<256> Abs(P);
    sys::fs::make_absolute(Abs);
    sys::path::remove_dots(Abs, true);
    if (!sys::fs::exists(Abs)) {
      errs() << "cuda2hip: error: " << P << ": no such file or folder\n";
      Exit = ExitIo;
      continue;
    }
    if (sys::fs::is_directory(Abs)) {
      // Basic's walker: links never followed (so nothing outside the tree
      // is rewritten), special files, hidden, build folders skipped.
      WalkOptions WO;
      WO.SkipHidden = true;
      WO.KeepLinks = false;
      WO.SkipFolderNames = {"__pycache__", "node_modules"};
      if (!C.BackupSuffix.empty())
        WO.SkipSuffixes.push_back(C.BackupSuffix); // our own --in-place backups
      WalkResult W = walkTree({std::string(Abs)}, WO);
      for (const std::string &Warn : W.Warnings)
        errs() << "cuda2hip: warning: " << Warn << " [cuda2hip-symlink]\n";
      std::vector<Input> Found;
      for (const WalkEntry &E : W.Files) {
        FileKind K = Forced != FileKind::Unknown ? Forced : detectKind(E.Path);
        if (K == FileKind::Unknown)
          continue;
        Input In;
        In.Abs = E.Path;
        In.Kind = K;
        StringRef Rel = StringRef(In.Abs).drop_front(Abs.size()).ltrim('/');
        SmallString<256> Shown(P);
        sys::path::append(Shown, Rel);
        In.Path = std::string(Shown);
        In.OutRel = sys::path::is_absolute(P) ? Rel.str() : In.Path;
        Found.push_back(std::move(In));
      }
      llvm::sort(Found, [](const Input &A, const Input &B) { return A.Abs < B.Abs; });
      for (Input &In : Found)
        Out.push_back(std::move(In));
      continue;
    }
    Input In;
    In.Abs = std::string(Abs);
    In.Path = P;
    In.OutRel = sys::path::is_absolute(P) ? sys::path::filename(P).str() : P;
    Out.push_back(std::move(In));
  }
  // --out-dir: the layout of convert -- paths relative to the deepest
  // folder holding every input (a folder input is its own base), so both
  // commands write one tree.
  std::string Base;
  for (const std::string &P : C.Paths) {
    SmallString<256> Abs(P);
    sys::fs::make_absolute(Abs);
    sys::path::remove_dots(Abs, true);
    if (!sys::fs::exists(Abs))
      continue;
    std::string Dir = sys::fs::is_directory(Abs)
                          ? std::string(Abs)
                          : sys::path::parent_path(Abs).str();
    if (Base.empty()) {
      Base = Dir;
      continue;
    }
    while (Base != "/" && !(Dir == Base || StringRef(Dir).starts_with(Base + "/")))
      Base = sys::path::parent_path(Base).str();
  }
  for (Input &In : Out)
    if (!Base.empty() && StringRef(In.Abs).starts_with(Base == "/" ? "/" : Base + "/"))
      In.OutRel = In.Abs.substr(Base == "/" ? 1 : Base.size() + 1);
  for (Input &In : Out) {
    Expected<std::string> B = readRegularFile(In.Abs);
    if (!B) {
      errs() << "cuda2hip: error: " << In.Path << ": cannot read the file: "
             << toString(B.takeError()) << "\n";
      Exit = ExitIo;
      In.Kind = FileKind::Unknown;
      continue;
    }
    In.Text = std::move(*B);
    if (Forced != FileKind::Unknown)
      In.Kind = Forced;
    else if (In.Kind == FileKind::Unknown)
      In.Kind = detectKind(In.Abs, In.Text);
    if (In.Kind == FileKind::Unknown) {
      errs() << "cuda2hip: error: " << In.Path
             << ": not a build file cuda2hip knows (CMakeLists.txt, *.cmake, Makefile, "
                "*.mk, *.sh, Dockerfile, setup.py, *.py); name its kind with --kind\n";
      return false;
    }
  }
  llvm::erase_if(Out, [](const Input &In) { return In.Kind == FileKind::Unknown; });
  return true;
}

int run(BuildCli &C) {
  int Modes = !C.Output.empty() + !C.OutDir.empty() + C.InPlace + C.Diff + C.Check;
  if (Modes > 1) {
    errs() << "cuda2hip: error: -o, --out-dir, --in-place, --diff and --check do not go "
              "together\n";
    return ExitUsage;
  }
  BuildOptions O;
  O.SourcesRenamed = C.SourcesRenamed;
  if (!C.Archs.empty()) {
    O.OffloadArchs.clear();
    for (const std::string &A : C.Archs)
      for (StringRef X : split(A, ','))
        if (!X.trim().empty())
          O.OffloadArchs.push_back(X.trim().str());
  }
  for (const std::string &A : O.OffloadArchs)
    if (!StringRef(A).starts_with("gfx")) {
      errs() << "cuda2hip: error: --offload-arch " << A
             << ": an AMD target looks like gfx942 (or gfx90a, gfx1100...)\n";
      return ExitUsage;
    }
  O.Smi = C.Smi == "rocm-smi" ? SmiTool::RocmSmi : SmiTool::AmdSmi;
  O.RocmPath = C.RocmPath;
  O.RocmVersion = C.RocmVersion;

  // In place, one run at a time per tree (Basic.h: TreeLock).
  TreeLock Lock;
  if (C.InPlace) {
    std::vector<std::string> Dirs;
    for (const std::string &P : C.Paths) {
      SmallString<256> A(P);
      sys::fs::make_absolute(A);
      Dirs.push_back(sys::fs::is_directory(A) ? std::string(A)
                                              : sys::path::parent_path(A).str());
    }
    Expected<TreeLock> L = TreeLock::acquire(Dirs, errs());
    if (!L) {
      errs() << "cuda2hip: error: " << toString(L.takeError()) << "\n";
      return ExitIo;
    }
    Lock = std::move(*L);
  }
  std::vector<Input> Inputs;
  int Exit = ExitClean;
  if (!collect(C, Inputs, Exit))
    return ExitUsage;
  bool ToStdout = Modes == 0;
  if ((ToStdout || !C.Output.empty()) && Inputs.size() != 1) {
    if (Inputs.empty() && Exit == ExitIo)
      return ExitIo;
    errs() << "cuda2hip: error: " << Inputs.size()
           << " build files found; with more than one, use --out-dir, --in-place, "
              "--diff or --check\n";
    return ExitUsage;
  }

  // CMake files share what packages the project's HIP targets need.
  for (const Input &In : Inputs)
    if (In.Kind == FileKind::CMake) {
      CMakeSurvey Sv = surveyCMake(In.Text);
      O.ProjectSearchesToolkit |= Sv.SearchesToolkit;
      for (const std::string &P : Sv.Packages)
        if (!is_contained(O.ProjectPackages, P))
          O.ProjectPackages.push_back(P);
    }

  std::vector<Diagnostic> Diags;
  std::map<std::string, std::string> Sources;
  unsigned Changed = 0, Edits = 0, Warnings = 0;
  for (const Input &In : Inputs) {
    Plan P = migrateBuildFile(In.Abs, In.Text, In.Kind, O);
    Sources[In.Abs] = In.Text;
    std::string New = In.Text;
    if (auto It = P.Files.find(In.Abs); It != P.Files.end()) {
      New = It->second.apply();
      Edits += unsigned(It->second.Edits.size());
    }
    for (Diagnostic &D : P.Diags) {
      if (D.Sev != Severity::Note)
        ++Warnings;
      if (!C.Quiet || D.Sev != Severity::Note)
        Diags.push_back(std::move(D));
    }
    bool Differs = New != In.Text;
    Changed += Differs;
    if (ToStdout) {
      outs() << New;
    } else if (C.Diff) {
      outs() << unifiedDiff(In.Text, New, "a/" + In.Path, "b/" + In.Path);
    } else if (!C.Output.empty() || !C.OutDir.empty() || (C.InPlace && Differs)) {
      std::string Dest = In.Abs;
      WriteOptions W;
      if (!C.Output.empty())
        Dest = C.Output;
      else if (!C.OutDir.empty()) {
        SmallString<256> D(C.OutDir);
        sys::path::append(D, In.OutRel);
        Dest = std::string(D);
      } else {
        if (!C.NoBackup)
          W.BackupSuffix = C.BackupSuffix;
        W.ExpectedOld = In.Text; // not replaced if edited meanwhile
        W.RefuseReadOnly = true;
      }
      // Only --in-place replaces an input (and keeps a backup).
      if (!C.InPlace && sys::fs::equivalent(Dest, In.Abs)) {
        errs() << "cuda2hip: error: " << In.Path << ": the output '" << Dest
               << "' is this input itself; not written (use --in-place, which "
                  "keeps a backup, or another output)\n";
        Exit = ExitIo;
        continue;
      }
      if (Error E = writeFileAtomic(Dest, New, W).takeError()) {
        errs() << "cuda2hip: error: " << toString(std::move(E)) << "\n";
        Exit = ExitIo;
      }
    }
  }
  outs().flush();
  printDiagnostics(errs(), Diags, [&](const std::string &Path) -> StringRef {
    auto It = Sources.find(Path);
    return It == Sources.end() ? StringRef() : StringRef(It->second);
  });
  if (!C.Quiet)
    errs() << "cuda2hip migrate-build: " << Inputs.size()
           << (Inputs.size() == 1 ? " file, " : " files, ") << Changed
           << (C.Check || C.Diff ? " to change, " : " changed, ") << Edits
           << (Edits == 1 ? " edit, " : " edits, ") << Warnings
           << (Warnings == 1 ? " warning" : " warnings") << " (target "
           << join(O.OffloadArchs, ", ") << ")\n";
  if (Exit != ExitClean)
    return Exit;
  // --diff, like --check and diff(1): 1 when something would change.
  if (Warnings || ((C.Check || C.Diff) && Changed))
    return ExitWarnings;
  return ExitClean;
}

} // namespace

Runner addMigrateBuildCommand(CLI::App &App, std::vector<std::string> &) {
  auto C = std::make_shared<BuildCli>();
  App.description(
      "migrate build files and scripts to ROCm: CMake (LANGUAGES CUDA, "
      "architectures, CUDA:: targets, FindCUDA), Makefiles and shell scripts "
      "(nvcc and its flags, -lcudart..., nvidia-smi, CUDA_VISIBLE_DEVICES), "
      "Dockerfiles and docker run (--gpus, CUDA images), setup.py "
      "(CUDAExtension). Exit 0 clean, 1 warnings (with --check or --diff: anything left "
      "to migrate), 2 usage, 3 I/O. Docs: docs/build-files.md");
  App.add_option("PATHS", C->Paths,
                 "build files, or folders to search for CMakeLists.txt, *.cmake, "
                 "Makefile, *.mk, *.sh, Dockerfile, setup.py, *.py")
      ->required();
  auto *Out = App.add_option("-o,--output", C->Output, "write the one input's result here");
  auto *Dir = App.add_option("--out-dir", C->OutDir,
                             "write every result under this folder (relative inputs keep "
                             "their folders)");
  auto *InPlace = App.add_flag("--in-place", C->InPlace,
                               "overwrite the files that change (keeps FILE.cuda.orig)");
  Dir->excludes(InPlace);
  Out->excludes(Dir);
  App.add_flag("--diff", C->Diff, "print a unified diff; write nothing");
  App.add_flag("--check", C->Check,
               "write nothing; exit 1 when anything is left to migrate");
  App.add_option("--offload-arch", C->Archs,
                 "AMD target(s), repeatable or comma-separated (default gfx942)");
  App.add_option("--smi", C->Smi, "what nvidia-smi becomes")
      ->capture_default_str()
      ->check(CLI::IsMember({"amd-smi", "rocm-smi"}));
  App.add_option("--kind", C->Kind, "the kind of the inputs, when their names do not say")
      ->capture_default_str()
      ->check(CLI::IsMember({"auto", "cmake", "make", "shell", "docker", "python"}));
  App.add_option("--rocm-path", C->RocmPath, "what /usr/local/cuda becomes")
      ->capture_default_str();
  App.add_option("--rocm-version", C->RocmVersion,
                 "ROCm version for container images and PyTorch wheel indexes")
      ->capture_default_str();
  App.add_option("--backup-suffix", C->BackupSuffix, "suffix of the --in-place backups")
      ->capture_default_str();
  App.add_flag("--no-backup", C->NoBackup, "--in-place without backups");
  App.add_flag("--sources-renamed", C->SourcesRenamed,
               "the sources were renamed by convert --rename (.cu -> .hip, cuda -> "
               "hip): the sources of a setup.py's CUDAExtension follow");
  App.add_flag("-q,--quiet", C->Quiet, "only warnings; no notes and no summary");
  return [C] { return run(*C); };
}

} // namespace cuda2hip::cli
