//===- Environment.cpp - find clang's resource dir and the CUDA install ---===//
#include "cuda2hip/Find.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
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

} // namespace cuda2hip
