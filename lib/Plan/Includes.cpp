//===- Includes.cpp - rewrite, de-duplicate and add #includes -------------===//
//
// CUDA headers become HIP headers. Several CUDA headers map to one HIP
// header, so a second include of the same HIP header on the same #if branch
// is removed. A .cu file gets <hip/hip_runtime.h> as its first include, as
// nvcc included cuda_runtime.h implicitly.
//
//===----------------------------------------------------------------------===//
#include "FileLayout.h"
#include "PlanBuilder.h"
#include "cuda2hip/Helpers.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include <set>

using namespace llvm;

namespace cuda2hip {
using namespace layout;
namespace {

constexpr const char *HipRuntime = "hip/hip_runtime.h";

/// True if \p Header was included on \p Branch or on a branch enclosing it.
bool seen(const std::set<std::pair<std::string, std::string>> &Seen,
          StringRef Branch, StringRef Header) {
  while (true) {
    if (Seen.count({Branch.str(), Header.str()}))
      return true;
    if (Branch.empty())
      return false;
    Branch = Branch.rsplit('/').first;
  }
}

/// Skips a comment, string or character literal starting at \p P; the
/// position after it (P itself when none starts there).
size_t skipLexeme(StringRef Buf, size_t P) {
  if (Buf.substr(P).starts_with("//")) {
    size_t E = Buf.find_first_of("\r\n", P);
    return E == StringRef::npos ? Buf.size() : E;
  }
  if (Buf.substr(P).starts_with("/*")) {
    size_t E = Buf.find("*/", P + 2);
    return E == StringRef::npos ? Buf.size() : E + 2;
  }
  if (Buf[P] == '"' || Buf[P] == '\'') {
    char Q = Buf[P];
    for (size_t I = P + 1; I < Buf.size(); ++I) {
      if (Buf[I] == '\\')
        ++I;
      else if (Buf[I] == Q || Buf[I] == '\n')
        return I + 1;
    }
    return Buf.size();
  }
  return P;
}

/// Where an #include meant for file scope goes, given the place \p At
/// before another #include: At itself at file scope, else the start of the
/// outermost block holding it (`extern "C" {`, a namespace), so the HIP
/// runtime never lands inside one. Preprocessor lines are not counted.
unsigned fileScope(StringRef Buf, unsigned At) {
  std::vector<size_t> Open; // offsets of the unclosed '{'
  bool LineStart = true;
  for (size_t P = 0; P < At && P < Buf.size();) {
    if (size_t E = skipLexeme(Buf, P); E != P) {
      P = E;
      continue;
    }
    char C = Buf[P];
    if (LineStart && C == '#') { // a directive: to its end (with \-lines)
      while (P < Buf.size() && Buf[P] != '\n')
        P += Buf[P] == '\\' ? 2 : 1;
      continue;
    }
    if (C == '{')
      Open.push_back(P);
    else if (C == '}' && !Open.empty())
      Open.pop_back();
    if (C == '\n')
      LineStart = true;
    else if (!isspace(static_cast<unsigned char>(C)))
      LineStart = false;
    ++P;
  }
  if (Open.empty())
    return At;
  // The line of the outermost '{'; a '{' alone on its line belongs to the
  // `extern "C"` or namespace line above it.
  unsigned L = lineStart(Buf, unsigned(Open.front()));
  if (Buf.slice(L, Open.front()).trim().empty() && L > 0)
    L = lineStart(Buf, L - 1);
  return L;
}

/// A quoted #include of a file beside the includer (a project's own
/// "cuda.h"): the project's header, not CUDA's, whatever its name -- unless
/// the user's rules (--rules) name it.
bool besideIncluder(StringRef Includer, const IncludeRef &I, const Mapper &M) {
  const Table *User = M.options().User;
  if (I.Angled || (User && User->findHeader(I.Spelled)))
    return false;
  SmallString<256> P(sys::path::parent_path(Includer));
  sys::path::append(P, I.Spelled);
  return sys::fs::is_regular_file(P);
}

} // namespace

std::map<std::string, std::vector<const IncludeRef *>>
PlanBuilder::includesByFile() const {
  std::map<std::string, std::vector<const IncludeRef *>> ByFile;
  {
    std::map<std::pair<std::string, unsigned>, const IncludeRef *> U;
    for (const IncludeRef &I : F.Includes) {
      auto [It, New] = U.try_emplace({I.Directive.File, I.Directive.Offset}, &I);
      if (!New && I.Found == Engine::Ast)
        It->second = &I;
    }
    for (auto &[K, I] : U)
      ByFile[K.first].push_back(I);
  }
  // A .cu main file without any include still needs the HIP runtime.
  if (!F.MainFile.empty() && !ByFile.count(F.MainFile) && F.Buffers.count(F.MainFile))
    ByFile[F.MainFile];
  return ByFile;
}

void PlanBuilder::dropDirective(const std::string &Path, const IncludeRef &I) {
  StringRef Buf = buffer(Path);
  unsigned End = I.Directive.end(); // the line, newline too
  while (End < Buf.size() && Buf[End] != '\n' && Buf[End] != '\r')
    ++End;
  if (End < Buf.size())
    End += Buf.substr(End).starts_with("\r\n") ? 2 : 1;
  edit(FileRange{Path, I.Directive.Offset, End - I.Directive.Offset}, "");
}

void PlanBuilder::planIncludes() {
  std::map<std::string, std::vector<const IncludeRef *>> ByFile = includesByFile();
  for (auto &[Path, Incs] : ByFile) {
    StringRef Buf = buffer(Path);
    BranchMap Branches(Buf);
    std::set<std::pair<std::string, std::string>> Seen;

    const std::string &Includer = Path;
    auto Result = [&](const IncludeRef *I) -> std::string {
      if (!I->CudaOrUnresolved || besideIncluder(Includer, *I, M))
        return I->Spelled;
      Decision D = M.mapHeader(I->Spelled);
      return D.Result == Decision::Rename ? D.Replacement : I->Spelled;
    };

    if (sys::path::extension(Path) == ".cu") {
      const IncludeRef *First = nullptr;
      for (const IncludeRef *I : Incs)
        if (Branches.at(I->Directive.Offset).empty()) {
          First = I;
          break;
        }
      if (!First || Result(First) != HipRuntime) {
        unsigned At = First ? fileScope(Buf, lineStart(Buf, First->Directive.Offset))
                            : firstCodeLine(Buf);
        insert(Path, At, (Twine("#include <") + HipRuntime + ">" + lineEnding(Buf)).str());
        Seen.insert({"", HipRuntime});
      }
    }

    for (const IncludeRef *I : Incs) {
      std::string Branch = Branches.at(I->Directive.Offset);
      Decision D;
      if (I->CudaOrUnresolved && !besideIncluder(Path, *I, M))
        D = M.mapHeader(I->Spelled);
      if (D.Result == Decision::NotCuda) {
        Seen.insert({Branch, I->Spelled});
        continue;
      }
      GroupStats &S = P.Stats[D.E->G];
      if (D.Result == Decision::Same && isHelperRow(*D.E)) { // no HIP has it:
        dropDirective(Path, *I);                            // the helper does
        HelperUses[Path].try_emplace(I->Spelled, I->Name.Offset);
        ++S.Same;
        continue;
      }
      switch (D.Result) {
      case Decision::Rename:
      case Decision::Same: {
        if (seen(Seen, Branch, D.Replacement)) {
          dropDirective(Path, *I); // already included on this branch
        } else if (D.Result == Decision::Rename) {
          edit(I->Name, D.Replacement);
        }
        D.Result == Decision::Rename ? ++S.Converted : ++S.Same;
        Seen.insert({Branch, D.Replacement});
        break;
      }
      case Decision::Unsupported:
        ++S.Unsupported;
        diag(I->Name, Severity::Warning, D.RuleId, D.Message, D.E);
        break;
      case Decision::NotInTarget:
        if (!suppliedBy(I->Spelled).empty()) { // the helper replaces it
          dropDirective(Path, *I);
          HelperUses[Path].try_emplace(I->Spelled, I->Name.Offset);
          ++S.Same;
          break;
        }
        ++S.NotInTarget;
        diag(I->Name, Severity::Warning, D.RuleId, D.Message, D.E);
        break;
      default:
        break;
      }
    }
  }
}

} // namespace cuda2hip
