//===- BuildFilesTestUtil.h - migrating build files in unit tests -*- C++ -*-===//
#ifndef CUDA2HIP_TESTS_BUILDFILESTESTUTIL_H
#define CUDA2HIP_TESTS_BUILDFILESTESTUTIL_H

#include "cuda2hip/BuildFiles.h"
#include <string>
#include <vector>

namespace cuda2hip::test {

/// \p Text migrated as a file of kind \p K.
inline std::string migrate(llvm::StringRef Text, build::FileKind K,
                           const build::BuildOptions &O = {}) {
  Plan P = build::migrateBuildFile("/x/file", Text, K, O);
  auto It = P.Files.find("/x/file");
  return It == P.Files.end() ? Text.str() : It->second.apply();
}

/// The rule ids of the findings of \p Text.
inline std::vector<std::string> rules(llvm::StringRef Text, build::FileKind K,
                                      const build::BuildOptions &O = {}) {
  std::vector<std::string> R;
  for (const Diagnostic &D : build::migrateBuildFile("/x/file", Text, K, O).Diags)
    R.push_back(D.RuleId);
  return R;
}

} // namespace cuda2hip::test

#endif
