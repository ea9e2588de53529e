//===- Discover.cpp - the files of a tree, globs, renames -----------------===//
//
// Walks the inputs without following symbolic links: a link into the tree is
// kept as a link (its target is reached through its real path anyway), a
// link out of the tree or back up to a folder above it is reported and
// skipped. Paths are absolute with dots removed, as the finder names them.
//
//===----------------------------------------------------------------------===//
#include "cuda2hip/Tree.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

using namespace llvm;

namespace cuda2hip::tree {

Role roleOf(StringRef Path) {
  StringRef Ext = sys::path::extension(Path);
  if (Ext == ".cu" || Ext == ".cpp" || Ext == ".cc" || Ext == ".cxx" || Ext == ".c")
    return Role::Source;
  if (Ext == ".cuh" || Ext == ".h" || Ext == ".hpp" || Ext == ".hxx" || Ext == ".inl")
    return Role::Header;
  return Role::Other;
}

//===--- Globs ------------------------------------------------------------===//

namespace {

/// Matches a [...] class at the front of \p G against \p C; advances \p G
/// past it. Returns std::nullopt when \p G has no closing ']'.
std::optional<bool> matchClass(StringRef &G, char C) {
  size_t Close = G.find(']', 2); // "[]x]" puts ']' in the class
  if (Close == StringRef::npos)
    return std::nullopt;
  StringRef Body = G.slice(1, Close);
  G = G.drop_front(Close + 1);
  bool Negate = !Body.empty() && (Body[0] == '!' || Body[0] == '^');
  if (Negate)
    Body = Body.drop_front();
  bool Hit = false;
  for (size_t I = 0; I < Body.size(); ++I) {
    if (I + 2 < Body.size() && Body[I + 1] == '-') {
      Hit |= Body[I] <= C && C <= Body[I + 2];
      I += 2;
    } else {
      Hit |= Body[I] == C;
    }
  }
  return Hit != Negate && C != '/';
}

bool matchHere(StringRef G, StringRef S) {
  while (!G.empty()) {
    if (G.starts_with("**")) {
      G = G.drop_front(2);
      if (G.starts_with("/") && matchHere(G.drop_front(), S))
        return true; // "**/" matched no folder
      for (size_t I = 0; I <= S.size(); ++I)
        if (matchHere(G, S.drop_front(I)))
          return true;
      return false;
    }
    if (G.front() == '*') {
      G = G.drop_front();
      for (size_t I = 0; I <= S.size(); ++I) {
        if (matchHere(G, S.drop_front(I)))
          return true;
        if (I < S.size() && S[I] == '/')
          break;
      }
      return false;
    }
    if (S.empty())
      return false;
    if (G.front() == '?') {
      if (S.front() == '/')
        return false;
      G = G.drop_front();
    } else if (G.front() == '[') {
      std::optional<bool> Hit = matchClass(G, S.front());
      if (!Hit) { // no closing bracket: a literal '['
        if (S.front() != '[')
          return false;
        G = G.drop_front();
      } else if (!*Hit) {
        return false;
      }
    } else {
      if (G.front() == '\\' && G.size() > 1)
        G = G.drop_front();
      if (G.front() != S.front())
        return false;
      G = G.drop_front();
    }
    S = S.drop_front();
  }
  return S.empty();
}

} // namespace

bool globMatch(StringRef Glob, StringRef RelPath) {
  if (!Glob.contains('/')) {
    StringRef Name = RelPath.rsplit('/').second;
    return matchHere(Glob, Name.empty() && !RelPath.contains('/') ? RelPath : Name);
  }
  Glob.consume_front("./");
  return matchHere(Glob, RelPath);
}

//===--- Walking ----------------------------------------------------------===//

namespace {

std::string absolute(StringRef P) {
  SmallString<256> S(P);
  sys::fs::make_absolute(S);
  sys::path::remove_dots(S, /*remove_dot_dot=*/true);
  while (S.size() > 1 && S.back() == '/')
    S.pop_back();
  return std::string(S);
}

std::string realPath(StringRef P) {
  SmallString<256> S;
  if (sys::fs::real_path(P, S))
    return "";
  return std::string(S);
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
  Walker(const DiscoverOptions &O, Discovery &D) : O(O), D(D) {}

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

  bool folderExcluded(StringRef Rel) const {
    std::string Slash = Rel.str() + "/";
    return any_of(O.Exclude, [&](const std::string &G) {
      return globMatch(G, Rel) || globMatch(G, Slash);
    });
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
    TreeFile F;
    F.Path = Abs;
    F.Rel = Rel;
    F.R = roleOf(Abs);
    if (IsLink) {
      std::string Target = realPath(Abs);
      if (Target.empty()) {
        D.Warnings.push_back(Abs + ": broken symbolic link; skipped");
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
      F.Symlink = true;
      F.LinkTarget = relativeTo(Target, RealBase);
      F.R = Role::Other;
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
          if (Name == ".git" || Name == ".hg" || Name == ".svn" ||
              folderExcluded(relativeTo(Abs, D.Base)))
            continue;
          Subdirs.push_back(Abs);
        } else if (Type == sys::fs::file_type::symlink_file) {
          addFile(Abs, /*IsLink=*/true);
        } else if (Type == sys::fs::file_type::regular_file) {
          addFile(Abs, /*IsLink=*/false);
        }
      }
      Stack.insert(Stack.end(), Subdirs.rbegin(), Subdirs.rend());
    }
  }

  const DiscoverOptions &O;
  Discovery &D;
  std::vector<std::string> RealRoots;
  std::string RealBase;
  std::set<std::string> RealSkip, VisitedDirs, SeenPaths;
};

} // namespace

Discovery discover(ArrayRef<std::string> Inputs, const DiscoverOptions &O) {
  Discovery D;
  std::vector<std::string> Abs, Dirs;
  for (const std::string &In : Inputs) {
    std::string A = absolute(In);
    if (!sys::fs::exists(A)) {
      D.Errors.push_back(In + ": no such file or folder");
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
  llvm::sort(D.Files, [](const TreeFile &A, const TreeFile &B) { return A.Rel < B.Rel; });
  return D;
}

//===--- Renames ----------------------------------------------------------===//

namespace {
std::string renameComponent(StringRef C, bool Last) {
  std::string S = C.str();
  if (Last && StringRef(S).ends_with(".cu"))
    S = S.substr(0, S.size() - 3) + ".hip";
  for (auto [From, To] : {std::pair<StringRef, StringRef>{"cuda", "hip"},
                          {"CUDA", "HIP"},
                          {"Cuda", "Hip"}}) {
    size_t Pos = 0;
    while ((Pos = S.find(From.str(), Pos)) != std::string::npos) {
      S.replace(Pos, From.size(), To.str());
      Pos += To.size();
    }
  }
  return S;
}
} // namespace

std::string renamedPath(StringRef Rel) {
  SmallVector<StringRef, 8> C;
  Rel.split(C, '/');
  std::string Out;
  for (size_t I = 0; I < C.size(); ++I) {
    if (I)
      Out += '/';
    Out += renameComponent(C[I], I + 1 == C.size());
  }
  return Out;
}

std::string renamedInclude(StringRef Spelled, StringRef TargetRel) {
  SmallVector<StringRef, 8> S, T;
  Spelled.split(S, '/');
  TargetRel.split(T, '/');
  std::vector<std::string> Out(S.begin(), S.end());
  for (size_t K = 1; K <= S.size() && K <= T.size(); ++K) {
    StringRef Part = S[S.size() - K];
    const StringRef &Tree = T[T.size() - K];
    if (Part == "." || Part == ".." || Part.empty() || Part != Tree)
      break;
    Out[S.size() - K] = renameComponent(Tree, K == 1);
  }
  return llvm::join(Out, "/");
}

} // namespace cuda2hip::tree
