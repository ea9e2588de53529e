//===- Torch.cpp - the PyTorch to parse and translate against (Torch.h) ---===//
#include "cuda2hip/Conditions.h"
#include "cuda2hip/Find.h"
#include "cuda2hip/Lexing.h"
#include "cuda2hip/Torch.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/Regex.h"
#include <set>
#include <algorithm>
#include <cstdlib>

using namespace llvm;

namespace cuda2hip {

static bool hasFile(StringRef Dir, StringRef Rel) {
  SmallString<256> P(Dir);
  sys::path::append(P, Rel);
  return sys::fs::exists(P);
}

std::string findTorchInclude(StringRef Requested,
                             const std::optional<std::string> &FromEnvironment) {
  // A PyTorch include folder has torch/extension.h or ATen/ATen.h (pip:
  // site-packages/torch/include; Debian's libtorch-dev: /usr/include).
  auto IsTorch = [](StringRef D) {
    return hasFile(D, "torch/extension.h") || hasFile(D, "ATen/ATen.h");
  };
  if (!Requested.empty())
    return IsTorch(Requested) ? Requested.str() : "";
  if (const std::optional<std::string> &E = FromEnvironment; E && IsTorch(*E))
    return *E;
  for (const char *D : {"/usr/include", "/usr/local/include"})
    if (IsTorch(D))
      return D;
  return "";
}

std::vector<std::string> torchIncludeArgs(StringRef Root) {
  std::vector<std::string> Args;
  if (Root.empty())
    return Args;
  SmallString<256> Abs(Root);
  sys::fs::make_absolute(Abs);
  sys::path::remove_dots(Abs, true);
  StringRef R(Abs);
  if (R != "/usr/include" && R != "/usr/local/include")
    Args.push_back(("-isystem" + R).str());
  // torch/all.h and torch/python.h live under torch/csrc/api/include, as
  // torch.utils.cpp_extension.include_paths() has it.
  SmallString<256> Api(R);
  sys::path::append(Api, "torch", "csrc", "api", "include");
  if (sys::fs::is_directory(Api))
    Args.push_back(("-isystem" + Api).str());
  // torch/extension.h includes Python.h: Python's headers, last in the
  // search (-idirafter), so that they never shadow a project's own.
  std::vector<std::string> Py;
  for (const char *Base : {"/usr/include", "/usr/local/include"}) {
    std::error_code EC;
    for (sys::fs::directory_iterator I(Base, EC), E; I != E && !EC; I.increment(EC))
      if (sys::path::filename(I->path()).starts_with("python3") &&
          hasFile(I->path(), "Python.h"))
        Py.push_back(I->path());
  }
  std::sort(Py.begin(), Py.end());
  if (!Py.empty())
    Args.push_back("-idirafter" + Py.back());
  return Args;
}

bool torchArguments(StringRef Option, const std::optional<std::string> &FromEnvironment,
                    std::vector<std::string> &Args, std::string &Err) {
  if (Option == "none")
    return true;
  std::string Root = findTorchInclude(Option, FromEnvironment);
  if (Root.empty() && !Option.empty()) {
    Err = ("--torch-include '" + Option +
           "' has neither torch/extension.h nor ATen/ATen.h").str();
    return false;
  }
  std::vector<std::string> T = torchIncludeArgs(Root);
  Args.insert(Args.begin(), T.begin(), T.end());
  return true;
}

std::optional<Version> torchVersionAt(StringRef Root, std::string *From) {
  if (Root.empty())
    return std::nullopt;
  for (const char *Rel : {"torch/csrc/api/include/torch/version.h", "torch/version.h"}) {
    SmallString<256> P(Root);
    sys::path::append(P, Rel);
    auto B = MemoryBuffer::getFile(P);
    if (!B)
      continue;
    // #define TORCH_VERSION_MAJOR 2
    auto Number = [&](StringRef Name) -> std::optional<unsigned> {
      for (const DirectiveLine &D : directiveLines((*B)->getBuffer(), "define")) {
        StringRef L = D.Rest.ltrim();
        if (!L.consume_front(Name) || L.empty() || !isSpace(L.front()))
          continue;
        unsigned N;
        if (!L.trim().getAsInteger(10, N))
          return N;
      }
      return std::nullopt;
    };
    std::optional<unsigned> Major = Number("TORCH_VERSION_MAJOR"),
                            Minor = Number("TORCH_VERSION_MINOR");
    if (!Major || !Minor || *Major > 0xffff || *Minor > 0xffff)
      continue;
    if (From)
      *From = std::string(P);
    return Version{uint16_t(*Major), uint16_t(*Minor)};
  }
  return std::nullopt;
}

bool torchKeepsCudaNames(StringRef Root) {
  if (Root.empty())
    return false;
  SmallString<256> P(Root);
  sys::path::append(P, "c10", "hip", "HIPGuard.h");
  auto B = MemoryBuffer::getFile(P);
  return B && (*B)->getBuffer().contains("CUDAGuard");
}

TorchStyleChoice defaultTorchStyle(std::optional<Version> V, bool KeepCudaNames) {
  if (KeepCudaNames)
    return {"v2", "its ROCm headers keep the CUDA names (c10/hip/HIPGuard.h "
                  "declares CUDAGuard: hipify v2)"};
  if (!V)
    return {"masquerade", "what PyTorch's hipify writes for extensions"};
  std::string Name = "PyTorch " + V->str();
  if (*V <= LastHipifyV1Torch)
    return {"masquerade", Name + " builds ROCm extensions with hipify v1 (the "
                                 "masquerading guards and streams)"};
  return {"masquerade",
          Name + " is newer than the releases known to use hipify v1 (up to " +
              LastHipifyV1Torch.str() +
              "): masquerade assumed; if its ROCm build keeps the CUDA names "
              "(hipify v2), pass --torch-style v2"};
}

namespace {
bool isIdentChar(char C) { return isAlnum(C) || C == '_'; }

/// The names of \p Cands that some header under Root's ATen, c10 or torch
/// folders spells as a whole word (one pass over the files).
template <typename T>
std::set<std::string> spelledInTorchHeaders(StringRef Root, const std::vector<T> &Cands) {
  std::set<std::string> Left, Found;
  for (const T &C : Cands)
    if (!C.Name.empty())
      Left.insert(C.Name);
  for (const char *Sub : {"ATen", "c10", "torch"}) {
    SmallString<256> Dir(Root);
    sys::path::append(Dir, Sub);
    std::error_code EC;
    for (sys::fs::recursive_directory_iterator I(Dir, EC), E; I != E && !EC && !Left.empty();
         I.increment(EC)) {
      if (I->type() != sys::fs::file_type::regular_file)
        continue;
      auto B = MemoryBuffer::getFile(I->path());
      if (!B)
        continue;
      StringRef Text = (*B)->getBuffer();
      for (auto It = Left.begin(); It != Left.end();) {
        bool Hit = false;
        for (size_t P = Text.find(*It); P != StringRef::npos && !Hit;
             P = Text.find(*It, P + 1))
          Hit = (P == 0 || !isIdentChar(Text[P - 1])) &&
                (P + It->size() >= Text.size() || !isIdentChar(Text[P + It->size()]));
        if (Hit) {
          Found.insert(*It);
          It = Left.erase(It);
        } else {
          ++It;
        }
      }
    }
  }
  return Found;
}
} // namespace

void noteMissingTorchNames(Findings &F, ArrayRef<std::string> Args) {
  if (!F.UsedTokenEngine)
    return;
  auto Main = F.Buffers.find(F.MainFile);
  if (Main == F.Buffers.end() || !includesTorch(Main->second))
    return;
  // The PyTorch the parse used: torchIncludeArgs() adds
  // -isystem ROOT/torch/csrc/api/include (none with --torch-include none).
  std::string Root;
  for (StringRef A : Args) {
    StringRef D = A;
    if (D.consume_front("-isystem") && D.consume_back("/torch/csrc/api/include")) {
      Root = D.str();
      break;
    }
  }
  if (Root.empty())
    return;
  std::string Which;
  if (std::optional<Version> V = torchVersionAt(Root))
    Which = "PyTorch " + V->str() + "'s headers (" + Root + ") lack it";
  else
    Which = "the PyTorch headers at " + Root + " lack it";
  static const Regex Member(
      "^no (member|type|template) named '([A-Za-z_][A-Za-z0-9_]*)' in (namespace )?"
      "'((c10|at|torch|caffe2)(::[^']*)?)'");
  static const Regex Macro("^use of undeclared identifier '((C10|TORCH|AT)_[A-Za-z0-9_]*)'");
  static const Regex Header("^'((ATen|c10|torch)/[^']+)' file not found");
  // Candidates first; a name some PyTorch header of Root spells (the file
  // just did not include it) or a header Root has is no version question.
  struct Missing {
    const FindNote *N;
    std::string Name, What;
  };
  std::vector<Missing> Cands;
  for (const FindNote &N : F.Notes) {
    if (!N.IsError || N.RuleId != "parse-error" || N.Where.File.empty() ||
        StringRef(N.Where.File).starts_with(Root + "/"))
      continue; // an error inside PyTorch's own headers is not a newer name
    SmallVector<StringRef, 8> M;
    if (Member.match(N.Message, &M))
      Cands.push_back({&N, M[2].str(), ("'" + M[2] + "' (in " + M[4] + ")").str()});
    else if (Macro.match(N.Message, &M))
      Cands.push_back({&N, M[1].str(), ("'" + M[1] + "'").str()});
    else if (Header.match(N.Message, &M) && !hasFile(Root, M[1]))
      Cands.push_back({&N, "", ("<" + M[1] + ">").str()});
  }
  if (Cands.empty())
    return;
  std::set<std::string> Spelled = spelledInTorchHeaders(Root, Cands);
  std::set<std::string> Said;
  std::vector<FindNote> Add;
  for (const Missing &C : Cands) {
    if (!C.Name.empty() && Spelled.count(C.Name))
      continue;
    if (!Said.insert(C.What).second)
      continue;
    const std::string &What = C.What;
    Add.push_back({C.N->Where, false, "token-engine",
                   What + " is a PyTorch name the parse did not find: " + Which +
                       " (the file is likely written for a newer PyTorch), so the "
                       "whole file was translated by the token engine, with the "
                       "same PyTorch rows; to keep the AST engine, pass "
                       "--torch-include with the include folder of the PyTorch it "
                       "is written for (python3 -c 'import torch.utils.cpp_extension "
                       "as c; print(c.include_paths()[0])')"});
  }
  F.Notes.insert(F.Notes.end(), Add.begin(), Add.end());
}

} // namespace cuda2hip
