//===- PlanBuilder.h - state of one makePlan() call -------------*- C++ -*-===//
// Private to lib/Rewrite: names (Planner.cpp), includes (Includes.cpp) and
// launches (Launch.cpp) each add edits and diagnostics through this.
#ifndef CUDA2HIP_LIB_REWRITE_PLANBUILDER_H
#define CUDA2HIP_LIB_REWRITE_PLANBUILDER_H

#include "cuda2hip/Plan.h"
#include <map>
#include <set>

namespace cuda2hip {

class PlanBuilder {
public:
  PlanBuilder(const Findings &F, const Mapper &M, const PlanOptions &O)
      : F(F), M(M), O(O) {}

  Plan build();

  void planNames();
  void planCalls();
  void planIncludes();
  void planLaunches();
  void alignContinuations();
  /// Qualified rows whose qualifier changes rename it as spelled
  /// (Qualifiers.cpp); the places go to QualifierEdits.
  void planQualifiers(const std::vector<const NameRef *> &Names);
  /// --portable instead of planCalls/planNames/planIncludes/planLaunches
  /// (Portable.cpp).
  void planPortable();
  void planPortableCondition(const NameRef &N, llvm::StringRef Hip);
  void planPortableIncludes();

  FilePlan &file(const std::string &Path);
  llvm::StringRef buffer(const std::string &Path) const;
  llvm::StringRef text(const FileRange &R) const;
  bool isExistenceTest(const FileRange &W) const;
  void edit(const FileRange &R, std::string Text);
  void insert(const std::string &File, unsigned Offset, std::string Text);
  void diag(const FileRange &Where, Severity S, std::string Rule,
            std::string Msg, const Entry *E = nullptr, std::string FixIt = "");

  const Findings &F;
  const Mapper &M;
  const PlanOptions &O;
  Plan P;
  /// Edits collected by edit() per file; build() moves them into P's
  /// FilePlans (sorted) before alignContinuations() reads them.
  std::map<std::string, EditSet> Pending;
  /// Callee spellings decided by an argument-level rewrite (by file, offset).
  std::map<std::pair<std::string, unsigned>, std::string> CalleeOverride;
  /// Qualifier identifiers planQualifiers() renamed (by file, offset), and
  /// to what.
  std::map<std::pair<std::string, unsigned>, std::string> QualifierEdits;
};

} // namespace cuda2hip

#endif
