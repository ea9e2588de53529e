//===- Discover.cpp - the files of a tree, globs, renames -----------------===//
//
// The walk itself is Basic's (walkTree): one walker and one set of skip
// rules for every command.
//
//===----------------------------------------------------------------------===//
#include "cuda2hip/Tree.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
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

//===--- Walking ----------------------------------------------------------===//

Discovery discover(ArrayRef<std::string> Inputs, const DiscoverOptions &O) {
  WalkOptions WO;
  WO.Include = O.Include;
  WO.Exclude = O.Exclude;
  WO.Base = O.Base;
  WO.Skip = O.Skip;
  WO.SkipSuffixes = O.SkipSuffixes;
  WalkResult W = walkTree(Inputs, WO);
  Discovery D;
  D.Base = std::move(W.Base);
  D.Warnings = std::move(W.Warnings);
  D.Errors = std::move(W.Errors);
  D.Temps = std::move(W.Temps);
  for (WalkEntry &E : W.Files) {
    TreeFile F;
    F.R = E.Symlink ? Role::Other : roleOf(E.Path);
    F.Path = std::move(E.Path);
    F.Rel = std::move(E.Rel);
    F.Symlink = E.Symlink;
    F.LinkTarget = std::move(E.LinkTarget);
    D.Files.push_back(std::move(F));
  }
  return D;
}

//===--- Renames ----------------------------------------------------------===//

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
    Out[S.size() - K] = renamedPathComponent(Tree, K == 1);
  }
  return llvm::join(Out, "/");
}

} // namespace cuda2hip::tree
