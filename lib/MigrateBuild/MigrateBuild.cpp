//===- MigrateBuild.cpp - cuda2hip migrate-build PATHS: the run -----------===//
//
// Build files and scripts (BuildFiles.h, docs/build-files.md): finds the
// CMake files, Makefiles, shell scripts, Dockerfiles and Python build files
// under PATHS, plans each (find + plan), prints the diagnostics and writes
// the results (stdout, -o, --out-dir, --in-place with .cuda.orig backups),
// or a diff, or nothing (--check). The tool file only parses options.
//
//===----------------------------------------------------------------------===//
#include "cuda2hip/MigrateBuild.h"
#include "cuda2hip/Basic.h"
#include "cuda2hip/BuildFiles.h"
#include "cuda2hip/Emit.h"
#include "cuda2hip/Report.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include <map>

using namespace llvm;
using namespace cuda2hip::build;

namespace cuda2hip {

namespace {

using BuildCli = MigrateBuildOptions;

struct Input {
  std::string Path;    ///< as shown and as written under --out-dir
  std::string Abs;     ///< absolute
  std::string OutRel;  ///< relative path under --out-dir
  FileKind Kind = FileKind::Unknown;
  std::string Text;
};

/// Files and folders -> inputs. False (message printed) on a usage error.
bool collect(const BuildCli &C, std::vector<Input> &Out, int &Exit,
             raw_ostream &Err) {
  FileKind Forced = C.Kind == "auto" ? FileKind::Unknown : parseKind(C.Kind);
  for (const std::string &P : C.Paths) {
    SmallString<256> Abs(P);
    sys::fs::make_absolute(Abs);
    sys::path::remove_dots(Abs, true);
    if (!sys::fs::exists(Abs)) {
      Err << "cuda2hip: error: " << P << ": no such file or folder\n";
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
        Err << "cuda2hip: warning: " << Warn << " [cuda2hip-symlink]\n";
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
      Err << "cuda2hip: error: " << In.Path << ": cannot read the file: "
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
      Err << "cuda2hip: error: " << In.Path
             << ": not a build file cuda2hip knows (CMakeLists.txt, *.cmake, Makefile, "
                "*.mk, *.sh, Dockerfile, setup.py, *.py); name its kind with --kind\n";
      return false;
    }
  }
  llvm::erase_if(Out, [](const Input &In) { return In.Kind == FileKind::Unknown; });
  return true;
}

/// The options of the migration; false (message printed) on a usage error.
bool buildOptions(const BuildCli &C, BuildOptions &O, raw_ostream &Err) {
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
      Err << "cuda2hip: error: --offload-arch " << A
          << ": an AMD target looks like gfx942 (or gfx90a, gfx1100...)\n";
      return false;
    }
  O.Smi = C.Smi == "rocm-smi" ? SmiTool::RocmSmi : SmiTool::AmdSmi;
  O.RocmPath = C.RocmPath;
  O.RocmVersion = C.RocmVersion;
  return true;
}

/// In place, one run at a time per tree (Basic.h: TreeLock).
Expected<TreeLock> lockInputs(const BuildCli &C, raw_ostream &Err) {
  if (!C.InPlace)
    return TreeLock();
  std::vector<std::string> Dirs;
  for (const std::string &P : C.Paths) {
    SmallString<256> A(P);
    sys::fs::make_absolute(A);
    Dirs.push_back(sys::fs::is_directory(A) ? std::string(A)
                                            : sys::path::parent_path(A).str());
  }
  return TreeLock::acquire(Dirs, Err, C.LockWaitSeconds);
}

/// CMake files share what packages the project's HIP targets need.
void surveyProject(ArrayRef<Input> Inputs, BuildOptions &O) {
  for (const Input &In : Inputs)
    if (In.Kind == FileKind::CMake) {
      CMakeSurvey Sv = surveyCMake(In.Text);
      O.ProjectSearchesToolkit |= Sv.SearchesToolkit;
      for (const std::string &P : Sv.Packages)
        if (!is_contained(O.ProjectPackages, P))
          O.ProjectPackages.push_back(P);
    }
}

/// The migration of the inputs, one after the other.
class Migration {
public:
  Migration(const BuildCli &C, const BuildOptions &O, raw_ostream &Out, raw_ostream &Err)
      : C(C), O(O), Out(Out), Err(Err) {}
  void file(const Input &In, bool ToStdout);
  void printDiagnostics();
  void summary(size_t Files);
  int exitCode() const;
  int Exit = ExitClean;

private:
  /// Writes \p New, the result of \p In, where the options say.
  void write(const Input &In, const std::string &New, bool Differs);

  const BuildCli &C;
  const BuildOptions &O;
  raw_ostream &Out, &Err;
  std::vector<Diagnostic> Diags;
  std::map<std::string, std::string> Sources;
  unsigned Changed = 0, Edits = 0, Warnings = 0;
};

void Migration::file(const Input &In, bool ToStdout) {
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
  if (ToStdout)
    Out << New;
  else if (C.Diff)
    Out << unifiedDiff(In.Text, New, "a/" + In.Path, "b/" + In.Path);
  else if (!C.Output.empty() || !C.OutDir.empty() || (C.InPlace && Differs))
    write(In, New, Differs);
}

void Migration::write(const Input &In, const std::string &New, bool Differs) {
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
    Err << "cuda2hip: error: " << In.Path << ": the output '" << Dest
        << "' is this input itself; not written (use --in-place, which "
           "keeps a backup, or another output)\n";
    Exit = ExitIo;
    return;
  }
  if (Error E = writeFileAtomic(Dest, New, W).takeError()) {
    Err << "cuda2hip: error: " << toString(std::move(E)) << "\n";
    Exit = ExitIo;
  }
}

void Migration::printDiagnostics() {
  cuda2hip::printDiagnostics(Err, Diags, [&](const std::string &Path) -> StringRef {
    auto It = Sources.find(Path);
    return It == Sources.end() ? StringRef() : StringRef(It->second);
  });
}

void Migration::summary(size_t Files) {
  if (!C.Quiet)
    Err << "cuda2hip migrate-build: " << Files
        << (Files == 1 ? " file, " : " files, ") << Changed
        << (C.Check || C.Diff ? " to change, " : " changed, ") << Edits
        << (Edits == 1 ? " edit, " : " edits, ") << Warnings
        << (Warnings == 1 ? " warning" : " warnings") << " (target "
        << join(O.OffloadArchs, ", ") << ")\n";
}

int Migration::exitCode() const {
  if (Exit != ExitClean)
    return Exit;
  // --diff, like --check and diff(1): 1 when something would change.
  if (Warnings || ((C.Check || C.Diff) && Changed))
    return ExitWarnings;
  return ExitClean;
}

} // namespace

int runMigrateBuild(const MigrateBuildOptions &C, raw_ostream &Out, raw_ostream &Err) {
  int Modes = !C.Output.empty() + !C.OutDir.empty() + C.InPlace + C.Diff + C.Check;
  if (Modes > 1) {
    Err << "cuda2hip: error: -o, --out-dir, --in-place, --diff and --check do not go "
           "together\n";
    return ExitUsage;
  }
  BuildOptions O;
  if (!buildOptions(C, O, Err))
    return ExitUsage;
  Expected<TreeLock> Lock = lockInputs(C, Err);
  if (!Lock) {
    Err << "cuda2hip: error: " << toString(Lock.takeError()) << "\n";
    return ExitIo;
  }
  std::vector<Input> Inputs;
  Migration M(C, O, Out, Err);
  if (!collect(C, Inputs, M.Exit, Err))
    return ExitUsage;
  bool ToStdout = Modes == 0;
  if ((ToStdout || !C.Output.empty()) && Inputs.size() != 1) {
    if (Inputs.empty() && M.Exit == ExitIo)
      return ExitIo;
    Err << "cuda2hip: error: " << Inputs.size()
        << " build files found; with more than one, use --out-dir, --in-place, "
           "--diff or --check\n";
    return ExitUsage;
  }
  surveyProject(Inputs, O);
  for (const Input &In : Inputs)
    M.file(In, ToStdout);
  Out.flush();
  M.printDiagnostics();
  M.summary(Inputs.size());
  return M.exitCode();
}

} // namespace cuda2hip
