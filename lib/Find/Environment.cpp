//===- Environment.cpp - find clang's resource dir and the CUDA install ---===//
#include "cuda2hip/Find.h"
#include "cuda2hip/Torch.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include <algorithm>
#include <cstdlib>

using namespace llvm;

namespace cuda2hip {

static bool hasFile(StringRef Dir, StringRef Rel) {
  SmallString<256> P(Dir);
  sys::path::append(P, Rel);
  return sys::fs::exists(P);
}

std::string findResourceDir() {
  std::vector<std::string> Candidates;
  if (const char *E = std::getenv("CUDA2HIP_RESOURCE_DIR"))
    Candidates.push_back(E);
#ifdef CUDA2HIP_CLANG_RESOURCE_DIR
  Candidates.push_back(CUDA2HIP_CLANG_RESOURCE_DIR);
#endif
  Candidates.push_back("/usr/lib/llvm-19/lib/clang/19");
  Candidates.push_back("/usr/lib/clang/19");
  for (const std::string &C : Candidates)
    if (hasFile(C, "include/__clang_cuda_runtime_wrapper.h"))
      return C;
  return "";
}

std::string findCudaPath(StringRef Requested) {
  std::vector<std::string> Candidates;
  if (!Requested.empty()) {
    Candidates.push_back(Requested.str());
  } else {
    for (const char *V : {"CUDA_PATH", "CUDA_HOME"})
      if (const char *E = std::getenv(V))
        Candidates.push_back(E);
    Candidates.push_back("/usr/local/cuda");
  }
  for (const std::string &C : Candidates)
    if (hasFile(C, "include/cuda_runtime.h"))
      return C;
  return "";
}

std::string findTorchInclude(StringRef Requested) {
  // A PyTorch include folder has torch/extension.h or ATen/ATen.h (pip:
  // site-packages/torch/include; Debian's libtorch-dev: /usr/include).
  auto IsTorch = [](StringRef D) {
    return hasFile(D, "torch/extension.h") || hasFile(D, "ATen/ATen.h");
  };
  if (!Requested.empty())
    return IsTorch(Requested) ? Requested.str() : "";
  for (const char *V : {"CUDA2HIP_TORCH_INCLUDE"})
    if (const char *E = std::getenv(V); E && IsTorch(E))
      return E;
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

bool torchArguments(StringRef Option, std::vector<std::string> &Args,
                    std::string &Err) {
  if (Option == "none")
    return true;
  std::string Root = findTorchInclude(Option);
  if (Root.empty() && !Option.empty()) {
    Err = ("--torch-include '" + Option +
           "' has neither torch/extension.h nor ATen/ATen.h").str();
    return false;
  }
  std::vector<std::string> T = torchIncludeArgs(Root);
  Args.insert(Args.begin(), T.begin(), T.end());
  return true;
}

} // namespace cuda2hip
