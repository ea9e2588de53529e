//===- Includes.cpp - the include graph of a tree, compile_commands.json --===//
//
// A textual scan, not the preprocessor: every #include on every #if branch
// counts. Used to decide which headers the units cover, which flags a header
// gets, what a cache key depends on, and which #include lines a --rename
// rewrites. The translation itself still comes from clang.
//
//===----------------------------------------------------------------------===//
#include "cuda2hip/Tree.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include <deque>
#include <set>

using namespace llvm;

namespace cuda2hip::tree {

bool isCudaBearing(StringRef Path, StringRef Contents) {
  Findings F;
  scanTokens(Path, Contents, Table::builtin(), F);
  if (!F.Names.empty() || !F.Launches.empty())
    return true;
  return any_of(F.Includes, [](const IncludeRef &I) {
    return Table::builtin().findHeader(I.Spelled) != nullptr;
  });
}

std::vector<IncludeLine> scanIncludes(StringRef Buf) {
  std::vector<IncludeLine> Out;
  bool InComment = false;
  // The open comment began after code on its line: the line it ends on
  // continues that line, so a '#' after it starts no directive.
  bool AfterCode = false;
  size_t Pos = 0;
  while (Pos < Buf.size()) {
    size_t EOL = Buf.find('\n', Pos);
    if (EOL == StringRef::npos)
      EOL = Buf.size();
    size_t I = Pos;
    auto SkipSpace = [&] {
      while (I < EOL) {
        if (InComment) {
          size_t E = Buf.find("*/", I);
          if (E == StringRef::npos || E >= EOL) {
            I = EOL;
            return;
          }
          I = E + 2;
          InComment = false;
        } else if (Buf[I] == ' ' || Buf[I] == '\t' || Buf[I] == '\r') {
          ++I;
        } else if (Buf.substr(I).starts_with("/*")) {
          InComment = true;
          I += 2;
        } else {
          return;
        }
      }
    };
    bool Continued = InComment && AfterCode;
    SkipSpace();
    if (I < EOL && Buf[I] == '#' && !Continued) {
      ++I;
      SkipSpace();
      StringRef Rest = Buf.slice(I, EOL);
      size_t Word = Rest.starts_with("include_next") ? 12
                    : Rest.starts_with("include")    ? 7
                    : Rest.starts_with("import")     ? 6
                                                     : 0;
      if (Word) {
        I += Word;
        SkipSpace();
        if (I < EOL && (Buf[I] == '"' || Buf[I] == '<')) {
          char Close = Buf[I] == '"' ? '"' : '>';
          size_t E = Buf.find(Close, I + 1);
          if (E != StringRef::npos && E < EOL) {
            IncludeLine L;
            L.NameOffset = I + 1;
            L.NameLength = E - I - 1;
            L.Spelled = Buf.slice(I + 1, E).str();
            L.Angled = Close == '>';
            Out.push_back(std::move(L));
          }
        }
      }
    }
    // Block comments opened later on this line still count.
    bool Code = Continued || (I < EOL);
    for (size_t J = I; J < EOL; ++J) {
      if (!InComment && Buf.substr(J).starts_with("//"))
        break;
      if (!InComment && Buf.substr(J).starts_with("/*")) {
        InComment = true;
        AfterCode = Code;
        ++J;
      } else if (InComment && Buf.substr(J).starts_with("*/")) {
        InComment = false;
        ++J;
      } else if (!InComment && !isspace(static_cast<unsigned char>(Buf[J]))) {
        Code = true;
      }
    }
    if (!InComment)
      AfterCode = false;
    Pos = EOL + 1;
  }
  return Out;
}

SearchPath searchPathFor(StringRef MainFile, ArrayRef<std::string> Flags) {
  SearchPath SP;
  std::vector<std::string> I, System, After;
  for (size_t K = 0; K < Flags.size(); ++K) {
    StringRef F = Flags[K];
    auto Value = [&](StringRef Flag) -> std::optional<std::string> {
      if (F == Flag && K + 1 < Flags.size())
        return absolute(Flags[++K]);
      if (F.size() > Flag.size() && F.starts_with(Flag))
        return absolute(F.drop_front(Flag.size()));
      return std::nullopt;
    };
    if (auto V = Value("-iquote"))
      SP.Quote.push_back(*V);
    else if (auto V = Value("-isystem"))
      System.push_back(*V);
    else if (auto V = Value("-idirafter"))
      After.push_back(*V);
    else if (F != "-include" && !F.starts_with("-include"))
      if (auto V = Value("-I"))
        I.push_back(*V);
  }
  // The finder puts the main file's folder first among the -I folders.
  SP.Angled.push_back(sys::path::parent_path(absolute(MainFile)).str());
  SP.Angled.insert(SP.Angled.end(), I.begin(), I.end());
  SP.System.insert(SP.System.end(), System.begin(), System.end());
  SP.System.insert(SP.System.end(), After.begin(), After.end());
  return SP;
}

const std::string *IncludeGraph::contents(const std::string &Path) {
  if (const std::string *T = Lookup(Path))
    return T;
  auto [It, New] = Outside.try_emplace(Path);
  if (New) {
    // Only a regular file (a FIFO on the include path must not block).
    if (Expected<std::string> B = readRegularFile(Path))
      It->second = std::move(*B);
    else
      consumeError(B.takeError());
  }
  return &It->second;
}

const std::vector<IncludeGraph::Resolved> &
IncludeGraph::direct(const std::string &File, const SearchPath &SP) {
  std::string SPKey;
  for (const auto *V : {&SP.Quote, &SP.Angled, &SP.System}) {
    for (const std::string &D : *V)
      SPKey += D + '\n';
    SPKey += '\n';
  }
  auto [It, New] = Cache.try_emplace({File, SPKey});
  if (!New)
    return It->second;
  const std::string *Text = contents(File);
  std::string Dir = sys::path::parent_path(File).str();
  for (IncludeLine &L : scanIncludes(*Text)) {
    std::vector<std::pair<const std::string *, bool>> Where; // folder, system
    if (!L.Angled) {
      Where.push_back({&Dir, false});
      for (const std::string &D : SP.Quote)
        Where.push_back({&D, false});
    }
    for (const std::string &D : SP.Angled)
      Where.push_back({&D, false});
    for (const std::string &D : SP.System)
      Where.push_back({&D, true});
    for (auto [D, System] : Where) {
      std::string P = absolute(L.Spelled, *D);
      bool InTree = Lookup(P) != nullptr;
      if (InTree || sys::fs::is_regular_file(P)) {
        It->second.push_back({std::move(L), P, InTree, System});
        break;
      }
    }
  }
  return It->second;
}

std::vector<std::string> IncludeGraph::reach(const std::string &Main,
                                             const SearchPath &SP) {
  std::set<std::string> Seen{Main};
  std::deque<std::string> Queue{Main};
  while (!Queue.empty()) {
    std::string F = std::move(Queue.front());
    Queue.pop_front();
    for (const Resolved &R : direct(F, SP))
      if (Seen.insert(R.Path).second && !R.System)
        Queue.push_back(R.Path);
  }
  Seen.erase(Main);
  return std::vector<std::string>(Seen.begin(), Seen.end());
}

bool shadowsSystemHeader(StringRef Rel, StringRef CudaInclude) {
  if (Table::builtin().findHeader(Rel))
    return true;
  auto In = [&](StringRef Dir) {
    SmallString<256> P(Dir);
    sys::path::append(P, Rel);
    return sys::fs::exists(P);
  };
  if ((!CudaInclude.empty() && In(CudaInclude)) || In("/usr/include"))
    return true;
  // The C++ library's headers have no extension.
  return sys::path::extension(Rel).empty() && In("/usr/include/c++/12");
}

std::vector<IncludeFolder>
treeIncludeFolders(ArrayRef<std::pair<std::string, StringRef>> Files,
                   ArrayRef<std::string> Flags, StringRef CudaInclude) {
  std::set<std::string> InTree;
  for (const auto &F : Files)
    InTree.insert(F.first);
  SearchPath Given = searchPathFor("", Flags);
  Given.Angled.erase(Given.Angled.begin()); // the main file's folder
  std::vector<IncludeFolder> Added;
  auto FoundIn = [&](StringRef Dir, StringRef Spelled) {
    std::string P = absolute(Spelled, Dir);
    return InTree.count(P) || sys::fs::is_regular_file(P);
  };
  auto Serves = [&](const IncludeFolder &A, const IncludeLine &L) {
    return (A.Flag == "-iquote" ? !L.Angled : true) && FoundIn(A.Dir, L.Spelled);
  };
  auto Shadows = [&](StringRef Folder) {
    for (auto It = InTree.lower_bound(Folder.str() + "/");
         It != InTree.end() && StringRef(*It).starts_with(Folder.str() + "/"); ++It)
      if (shadowsSystemHeader(StringRef(*It).drop_front(Folder.size() + 1), CudaInclude))
        return true;
    return false;
  };
  for (const auto &[Path, Text] : Files) {
    StringRef Dir = sys::path::parent_path(Path);
    for (const IncludeLine &L : scanIncludes(Text)) {
      StringRef Name = L.Spelled;
      if (Name.empty() || sys::path::is_absolute(Name) || Name.contains(".."))
        continue;
      // CUDA's and the compiler's headers are found without help.
      if (L.Angled && Table::builtin().findHeader(Name))
        continue;
      std::string Shown = L.Angled ? "<" + L.Spelled + ">" : "\"" + L.Spelled + "\"";
      auto Note = [&](IncludeFolder &A) {
        if (!is_contained(A.Served, Shown))
          A.Served.push_back(Shown);
      };
      if ((!L.Angled && FoundIn(Dir, Name)) ||
          any_of(Given.Quote, [&](const std::string &D) { return !L.Angled && FoundIn(D, Name); }) ||
          any_of(Given.Angled, [&](const std::string &D) { return FoundIn(D, Name); }) ||
          any_of(Given.System, [&](const std::string &D) { return FoundIn(D, Name); }))
        continue;
      auto By = find_if(Added, [&](const IncludeFolder &A) { return Serves(A, L); });
      if (By != Added.end()) {
        Note(*By);
        continue;
      }
      // The folders F of the tree with F/Name a file of the tree.
      std::string Tail = "/" + Name.str();
      for (const std::string &T : InTree) {
        if (!StringRef(T).ends_with(Tail))
          continue;
        std::string Folder = T.substr(0, T.size() - Tail.size());
        auto A = find_if(Added, [&](const IncludeFolder &X) { return X.Dir == Folder; });
        if (A == Added.end()) {
          Added.push_back({Folder, "-iquote", {}});
          A = std::prev(Added.end());
        }
        // An angled include needs more than -iquote: -I, unless the folder
        // would hide a toolkit or system header, then after them.
        if (L.Angled && A->Flag == "-iquote")
          A->Flag = Shadows(Folder) ? "-idirafter" : "-I";
        Note(*A);
      }
    }
  }
  return Added;
}

std::vector<std::string>
treeIncludeFlags(ArrayRef<std::pair<std::string, StringRef>> Files, const FindOptions &O,
                 std::vector<IncludeFolder> *Shown, StringRef Base) {
  std::string Cuda = findCudaPath(O.CudaPath, O.Switches);
  std::vector<std::string> Flags;
  for (IncludeFolder F :
       treeIncludeFolders(Files, O.ExtraArgs, Cuda.empty() ? "" : Cuda + "/include")) {
    for (std::string &A : F.flags())
      Flags.push_back(std::move(A));
    if (Shown) {
      F.Dir = F.Dir == Base ? "." : relativePath(F.Dir, Base);
      Shown->push_back(std::move(F));
    }
  }
  return Flags;
}

std::string findDatabaseDir(StringRef BaseIn) {
  SmallString<256> Dir(BaseIn);
  sys::fs::make_absolute(Dir);
  sys::path::remove_dots(Dir, true);
  auto Has = [](StringRef D) {
    SmallString<256> P(D);
    sys::path::append(P, "compile_commands.json");
    return sys::fs::is_regular_file(P);
  };
  while (true) {
    if (Has(Dir))
      return std::string(Dir);
    std::vector<std::string> Builds;
    std::error_code EC;
    for (sys::fs::directory_iterator It(Dir, EC), End; It != End && !EC;
         It.increment(EC)) {
      StringRef Name = sys::path::filename(It->path());
      if ((Name == "build" || Name.starts_with("build-") || Name.starts_with("build_")) &&
          sys::fs::is_directory(It->path()))
        Builds.push_back(It->path());
    }
    llvm::sort(Builds, [](const std::string &A, const std::string &B) {
      // build/ first, then the others by name.
      bool PA = sys::path::filename(A) == "build", PB = sys::path::filename(B) == "build";
      return PA != PB ? PA : A < B;
    });
    for (const std::string &B : Builds)
      if (Has(B))
        return B;
    std::string Parent = sys::path::parent_path(Dir).str();
    if (Parent.empty() || Parent == Dir)
      return "";
    Dir = Parent;
  }
}

} // namespace cuda2hip::tree
