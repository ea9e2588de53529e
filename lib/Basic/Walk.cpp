//===- Walk.cpp - the one tree walker -------------------------------------===//
//
// Walks the inputs without following symbolic links: a link into the tree is
// kept as a link (its target is reached through its real path anyway), a
// link out of the tree or back up to a folder above it is reported and
// skipped. Only regular files are returned: FIFOs, devices and sockets are
// reported. Paths are absolute with dots removed, as the finder names them.
//
//===----------------------------------------------------------------------===//
#include "cuda2hip/Basic.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include <cerrno>
#include <climits>
#include <cstdlib>
#include <set>
#include <sys/stat.h>

using namespace llvm;

namespace cuda2hip {

namespace {

/// The real path, "" when it cannot be resolved; \p Loop says whether that
/// was because of a link loop.
std::string realPath(StringRef P, bool *Loop = nullptr) {
  std::string Z = P.str();
  char Buf[PATH_MAX];
  if (!::realpath(Z.c_str(), Buf)) {
    if (Loop)
      *Loop = errno == ELOOP;
    return "";
  }
  return Buf;
}

/// True if \p P is \p Dir or lies below it.
bool within(StringRef P, StringRef Dir) {
  if (Dir == "/")
    return true;
  return P == Dir || (P.starts_with(Dir) && P.size() > Dir.size() && P[Dir.size()] == '/');
}

std::string relativeTo(StringRef P, StringRef Base) {
  if (P == Base)
    return "";
  return P.drop_front(Base == "/" ? 1 : Base.size() + 1).str();
}

/// Deepest common folder of absolute paths.
std::string commonFolder(ArrayRef<std::string> Dirs) {
  if (Dirs.empty())
    return absolute(".");
  SmallVector<StringRef, 16> Common;
  StringRef(Dirs[0]).split(Common, '/');
  for (const std::string &D : Dirs.drop_front()) {
    SmallVector<StringRef, 16> C;
    StringRef(D).split(C, '/');
    size_t N = 0;
    while (N < Common.size() && N < C.size() && Common[N] == C[N])
      ++N;
    Common.resize(N);
  }
  std::string Out = llvm::join(Common, "/");
  return Out.empty() ? "/" : Out;
}

class Walker {
public:
  Walker(const WalkOptions &O, WalkResult &D) : O(O), D(D) {}

  void setRoots(ArrayRef<std::string> Abs) {
    for (const std::string &A : Abs)
      if (std::string R = realPath(A); !R.empty())
        RealRoots.push_back(R);
    RealBase = realPath(D.Base);
    for (const std::string &S : O.Skip)
      if (std::string R = realPath(S); !R.empty())
        RealSkip.insert(R);
  }

  void addInput(const std::string &Abs) {
    if (sys::fs::is_directory(Abs))
      walk(Abs);
    else
      addFile(Abs, /*IsLink=*/false);
  }

private:
  bool selected(StringRef Rel) const {
    for (const std::string &G : O.Exclude)
      if (globMatch(G, Rel))
        return false;
    if (O.Include.empty())
      return true;
    return any_of(O.Include, [&](const std::string &G) { return globMatch(G, Rel); });
  }

  bool folderSkipped(StringRef Abs) const {
    StringRef Name = sys::path::filename(Abs);
    if (Name == ".git" || Name == ".hg" || Name == ".svn" ||
        (O.SkipHidden && Name.starts_with(".")) || is_contained(O.SkipFolderNames, Name))
      return true;
    std::string Rel = relativeTo(Abs, D.Base), Slash = Rel + "/";
    if (any_of(O.Exclude, [&](const std::string &G) {
          return globMatch(G, Rel) || globMatch(G, Slash);
        }))
      return true;
    return isBuildFolder(Abs) || sys::fs::exists(Abs + "/" + OutputStamp.str());
  }

  bool inTree(StringRef Real) const {
    return any_of(RealRoots, [&](const std::string &R) { return within(Real, R); });
  }

  void addFile(const std::string &Abs, bool IsLink) {
    if (!within(Abs, D.Base))
      return;
    std::string Rel = relativeTo(Abs, D.Base);
    if (!selected(Rel) || !SeenPaths.insert(Abs).second)
      return;
    WalkEntry F;
    F.Path = Abs;
    F.Rel = Rel;
    if (IsLink) {
      bool Loop = false;
      std::string Target = realPath(Abs, &Loop);
      if (Target.empty()) {
        D.Warnings.push_back(Abs + (Loop ? ": symbolic link loop; not followed"
                                         : ": broken symbolic link; skipped"));
        return;
      }
      if (!inTree(Target) || RealBase.empty() || !within(Target, RealBase)) {
        D.Warnings.push_back(Abs + ": symbolic link to '" + Target +
                             "', outside the tree; not followed");
        return;
      }
      std::string LinkDirReal = realPath(sys::path::parent_path(Abs));
      if (sys::fs::is_directory(Target) && within(LinkDirReal, Target)) {
        D.Warnings.push_back(Abs + ": symbolic link loop (points to '" + Target +
                             "', a folder above it); not followed");
        return;
      }
      if (!O.KeepLinks)
        return; // its target is walked (or was named) anyway
      F.Symlink = true;
      F.LinkTarget = relativeTo(Target, RealBase);
    } else if (std::string Why = notRegularReason(Abs); !Why.empty()) {
      D.Errors.push_back(Abs + ": " + Why + ", not a regular file; not read");
      return;
    }
    D.Files.push_back(std::move(F));
  }

  void walk(const std::string &Root) {
    std::vector<std::string> Stack{Root};
    while (!Stack.empty()) {
      std::string Dir = Stack.back();
      Stack.pop_back();
      std::string Real = realPath(Dir);
      if (Real.empty() || !VisitedDirs.insert(Real).second || RealSkip.count(Real))
        continue;
      std::error_code EC;
      std::vector<std::pair<std::string, sys::fs::file_type>> Entries;
      for (sys::fs::directory_iterator It(Dir, EC, /*follow_symlinks=*/false), End;
           It != End && !EC; It.increment(EC))
        Entries.push_back({It->path(), It->type()});
      if (EC)
        D.Warnings.push_back(Dir + ": cannot read folder: " + EC.message());
      llvm::sort(Entries);
      std::vector<std::string> Subdirs;
      for (auto &[P, Type] : Entries) {
        std::string Abs = absolute(P);
        if (Type == sys::fs::file_type::type_unknown) {
          sys::fs::file_status St;
          if (!sys::fs::status(Abs, St, /*follow=*/false))
            Type = St.type();
        }
        StringRef Name = sys::path::filename(Abs);
        if (Type == sys::fs::file_type::directory_file) {
          if (!folderSkipped(Abs))
            Subdirs.push_back(Abs);
          continue;
        }
        if (isTempName(Name)) { // a killed run's: swept, never an input
          D.Temps.push_back(Abs);
          continue;
        }
        if ((O.SkipHidden && Name.starts_with(".")) ||
            any_of(O.SkipSuffixes, [&](const std::string &S) { return Name.ends_with(S); }))
          continue;
        if (Type == sys::fs::file_type::symlink_file) {
          addFile(Abs, /*IsLink=*/true);
        } else if (Type == sys::fs::file_type::regular_file) {
          addFile(Abs, /*IsLink=*/false);
        } else if (within(Abs, D.Base) && selected(relativeTo(Abs, D.Base))) {
          std::string Why = notRegularReason(Abs);
          D.Warnings.push_back(Abs + ": " + (Why.empty() ? "special file" : Why) +
                               ", not a regular file; skipped");
        }
      }
      Stack.insert(Stack.end(), Subdirs.rbegin(), Subdirs.rend());
    }
  }

  const WalkOptions &O;
  WalkResult &D;
  std::vector<std::string> RealRoots;
  std::string RealBase;
  std::set<std::string> RealSkip, VisitedDirs, SeenPaths;
};

} // namespace

bool isBuildFolder(StringRef Dir) {
  if (sys::path::filename(Dir) == "CMakeFiles")
    return true;
  for (StringRef Marker : {"CMakeCache.txt", ".ninja_log"})
    if (sys::fs::exists(Dir + "/" + Marker))
      return true;
  return false;
}

bool isTempName(StringRef Name) {
  // ".NAME.cuda2hip-XXXXXX" (Emit/Write.cpp's model).
  if (!Name.starts_with(".") || Name.size() < 16)
    return false;
  size_t At = Name.rfind(".cuda2hip-");
  return At != StringRef::npos && At > 0 && Name.size() - At == 16 &&
         llvm::all_of(Name.drop_front(At + 10), llvm::isAlnum);
}

WalkResult walkTree(ArrayRef<std::string> Inputs, const WalkOptions &O) {
  WalkResult D;
  std::vector<std::string> Abs, Dirs;
  for (const std::string &In : Inputs) {
    std::string A = absolute(In);
    sys::fs::file_status St;
    if (sys::fs::status(A, St, /*follow=*/false)) {
      D.Errors.push_back(In + ": no such file or folder");
      continue;
    }
    if (!sys::fs::exists(A)) {
      bool Loop = false;
      realPath(A, &Loop);
      D.Errors.push_back(In + (Loop ? ": symbolic link loop" : ": broken symbolic link"));
      continue;
    }
    Abs.push_back(A);
    Dirs.push_back(sys::fs::is_directory(A) ? A : sys::path::parent_path(A).str());
  }
  D.Base = O.Base.empty() ? commonFolder(Dirs) : absolute(O.Base);
  for (const std::string &A : Abs)
    if (!within(A, D.Base))
      D.Errors.push_back(A + ": not inside the base folder '" + D.Base + "'");
  Walker W(O, D);
  W.setRoots(Abs);
  for (const std::string &A : Abs)
    W.addInput(A);
  llvm::sort(D.Files, [](const WalkEntry &A, const WalkEntry &B) { return A.Rel < B.Rel; });
  return D;
}

} // namespace cuda2hip
