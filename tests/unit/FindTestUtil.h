//===- FindTestUtil.h - the find stage in unit tests ------------*- C++ -*-===//
#ifndef CUDA2HIP_TESTS_FINDTESTUTIL_H
#define CUDA2HIP_TESTS_FINDTESTUTIL_H

#include "cuda2hip/Find.h"
#include <algorithm>
#include <string>
#include <vector>

namespace cuda2hip::test {

inline bool hasCuda() { return !findCudaPath("", {}).empty() && !findResourceDir({}).empty(); }

/// The names the AST engine found, sorted, once each.
inline std::vector<std::string> astNames(const Findings &F) {
  std::vector<std::string> R;
  for (const NameRef &N : F.Names)
    if (N.Found == Engine::Ast)
      R.push_back(N.Name);
  std::sort(R.begin(), R.end());
  R.erase(std::unique(R.begin(), R.end()), R.end());
  return R;
}

inline bool has(const std::vector<std::string> &V, const std::string &S) {
  return std::find(V.begin(), V.end(), S) != V.end();
}

} // namespace cuda2hip::test

#endif
