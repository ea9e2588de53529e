//===- Scheduling.cpp - the thread-scheduling rule family -----------------===//
//
// HazardRules.def section 3: code that relies on independent thread scheduling
// (__syncwarp, __activemask, *_sync calls under a lane-dependent
// condition). AMD wavefronts run in lockstep over 64 lanes. The AST half
// runs in the visitor (AstVisitor.h), the token half where there is no AST
// (TokenScanner.h).
//
//===----------------------------------------------------------------------===//
#include "AstVisitor.h"
#include "TokenScanner.h"

using namespace llvm;
using namespace clang;

namespace cuda2hip::hazards {

void Visitor::schedulingCall(StringRef Name, SourceLocation NameLoc) {
  if (isSyncCall(Name) && divergent())
    St.report(Rule::DivergentWarpSync, NameLoc,
              "'" + Name.str() + "' under a lane-dependent condition relies "
              "on independent thread scheduling; on MI300X the other lanes "
              "of the wavefront are masked off");
  if (Name == "__syncwarp" || Name == "__activemask")
    St.report(Rule::IndependentScheduling, NameLoc,
              "'" + Name.str() + "' assumes independent thread scheduling; AMD "
              "wavefronts run in lockstep over 64 lanes");
}

void Scanner::independentScheduling(size_t I) {
  add(Rule::IndependentScheduling, I,
      "'" + Toks[I].S.str() + "' assumes independent thread scheduling; AMD "
      "wavefronts run in lockstep over 64 lanes");
}

} // namespace cuda2hip::hazards
