//===- PlanBuilder.h - state of one makePlan() call -------------*- C++ -*-===//
// Private to lib/Plan: every pass of makePlan() (names, conditions, includes,
// launches, arguments, masks, supply, PTX, --portable) edits through this.
#ifndef CUDA2HIP_LIB_PLAN_PLANBUILDER_H
#define CUDA2HIP_LIB_PLAN_PLANBUILDER_H

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
  /// planNames() for a name the Mapper renames: the edit, helpers, and
  /// the warnings that go with it, counted in \p S.
  void planRename(const NameRef &N, const Decision &D, GroupStats &S);
  /// CUB's warp-transposing algorithms as the algorithm argument of
  /// BlockLoad/BlockStore (WaveChoices.cpp): true when the block size was
  /// read and the row's warning is answered -- kept (whole wavefronts), the
  /// plain transpose in \p To (a size that is not), or a choice by size
  /// written around the name (a template parameter).
  bool planWaveChoice(const NameRef &N, const Decision &D, std::string &To);
  /// #if conditions that test CUDA's architecture and version macros,
  /// resolved for the target (Resolve.h), decided as a whole
  /// (ArchConditions.cpp); their identifiers go to ConditionHandled.
  void planArchConditions();
  /// The existence tests of __CUDA_ARCH__ no resolution covered, renamed.
  void renameArchExistence(const std::string &Path, llvm::StringRef Buf,
                           const Decision &Arch,
                           llvm::ArrayRef<std::pair<unsigned, unsigned>> Dead);
  /// hipify's breadcrumb first in a PyTorch source (Planner.cpp).
  void planBreadcrumb();
  void planCalls();
  void planIncludes();
  /// Removes the #include line \p I (with its newline).
  void dropDirective(const std::string &Path, const IncludeRef &I);
  /// The #includes of each user file, one per directive (the AST engine's
  /// when both engines saw it), in file order; the main file is listed even
  /// without any (a .cu file still needs the HIP runtime).
  std::map<std::string, std::vector<const IncludeRef *>> includesByFile() const;
  void planLaunches();
  void planSpacedChevrons();
  /// Special::KernelPtr: kernel arguments cast to const void *.
  void planKernelPointers(const CallRef &C, const Entry &E);
  /// What HIP lacks, written into the files that need it (Supply.cpp):
  /// the helpers (Entry::Helper) they use, and the standard headers CUDA's
  /// headers brought (tables/std_headers.def), after their includes.
  void planSupply();
  void planHelpers();
  /// \p N is a name a helper supplies: its file gets the helper.
  void useHelper(const NameRef &N);
  void planStdHeaders();
  void planHalfAtomics();
  /// Rows "define:MACRO|remark" (Helpers.h, definedMacro): MACRO defined,
  /// guarded, before the first line of code of each file using them.
  void planDefinedMacros();
  void planRegisterKeywords();
  /// Signatures.cpp: overloads that translation makes one (SignatureRef).
  void planSignatures();
  /// VectorOperators.cpp: the user's operators on vector types that HIP's
  /// vector types also have (VectorOperatorRef).
  void planVectorOperators();
  /// Conversions.cpp: casts that HIP's 16-bit float types make ambiguous,
  /// written as calls of the cuda2hip_convert helper (ConversionRef).
  void planConversions();
  /// Inline PTX (InlinePtx.cpp): recognised idioms replaced, the others
  /// reported with what to write.
  void planInlinePtx();
  bool reliedOnCudaHeaders(const std::string &Path);
  /// Where text a file needs before offset \p First goes: after the last
  /// #include before it on its #if branch (or one enclosing it), else
  /// before the first line of code.
  unsigned afterIncludesBefore(const std::string &Path, unsigned First);
  void alignContinuations();
  /// Special::Args (Arguments.cpp): checkArguments() decides, before the
  /// names are planned, whether a call's arguments fit its template (else
  /// the callee keeps its CUDA name, with a warning); planArguments(), after
  /// them, rebuilds the argument lists of the calls that fit, with the name
  /// edits planned inside.
  void checkArguments(const CallRef &C, const Entry &E);
  /// Special::DropMask and LaneMask: the mask argument dropped, or made a
  /// 64-bit one; the diagnostic for the callee goes to MaskDiags.
  void planLaneMask(const CallRef &C, const Decision &D);
  /// The diagnostic planLaneMask() chose for the call named at \p N (in
  /// place of the Mapper's): true when there was one.
  bool maskDiag(const NameRef &N, const Decision &D);
  void planArguments();
  /// planArguments() for one call: its list replaced by \p T's, in one
  /// edit (or left, with a conflict warning).
  void rewriteArgumentList(const CallRef &C, const ArgTemplate &T);
  /// A 32-bit variable initialized with a lane mask HIP returns in 64 bits
  /// (`unsigned m = __ballot_sync(...)`), HIP >= 6.2: widened where every
  /// use keeps its meaning, else warned (MaskVariables.cpp).
  void planMaskVariable(const CallRef &C);
  /// Whether \p Name at \p Offset names a variable planMaskVariable widened.
  bool widenedMask(const std::string &File, unsigned Offset,
                   llvm::StringRef Name) const;
  /// Argument values (tables/library_args.def): a constant written in an
  /// argument whose type HIP's function changes gets its replacement (in
  /// CalleeOverride, at the constant's place) or a warning.
  void planArgumentValues(const CallRef &C, const Decision &D);
  /// For a renamed name of a Special::Args row: true when the rename may
  /// go ahead (its call was checked and fits); else warns (once per place)
  /// and the name stays.
  bool argumentsAllowRename(const NameRef &N, const Decision &D);
  /// Qualified rows whose qualifier changes rename it as spelled
  /// (Qualifiers.cpp); the places go to QualifierEdits.
  void planQualifiers(const std::vector<const NameRef *> &Names);
  /// The spelled qualifiers of a qualified name HIP lacks (unsupported, or
  /// not in the target version) keep their CUDA spelling: the name is left
  /// unchanged as a whole, not half renamed (cub::DeviceFor::Bulk, not
  /// hipcub::DeviceFor::Bulk). Fills KeptQualifiers (Qualifiers.cpp).
  void keepQualifiers(const std::vector<const NameRef *> &Names);
  /// A namespace row whose HIP namespace has fewer components (cuda::std ->
  /// std): the spelled outer qualifiers it drops are removed (Qualifiers.cpp).
  void dropNamespaceQualifiers(const NameRef &N, const Decision &D);
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
  /// Puts the whole lines of \p Decl between \p Opening (a line of its own,
  /// "#if ...") and "#endif"; false, and nothing inserted, when those lines
  /// hold other code too (a `;` after it aside).
  bool guardLines(const FileRange &Decl, const std::string &Opening);
  void diag(const FileRange &Where, Severity S, std::string Rule,
            std::string Msg, const Entry *E = nullptr, std::string FixIt = "");

  const Findings &F;
  const Mapper &M;
  const PlanOptions &O;
  Plan P;
  /// Edits collected by edit() per file; build() moves them into P's
  /// FilePlans (sorted) before alignContinuations() reads them.
  std::map<std::string, EditSet> Pending;
  /// Spellings decided by an argument-level rewrite (by file, offset): a
  /// callee (cudaEventCreate with two arguments), or a constant in an
  /// argument (CUDA_R_32F as a gemm compute type).
  std::map<std::pair<std::string, unsigned>, std::string> CalleeOverride;
  /// Diagnostics of lane-mask rewrites by callee place (file, offset).
  std::map<std::pair<std::string, unsigned>,
           std::tuple<Severity, std::string, std::string>>
      MaskDiags;
  /// Calls of Special::Args rows by callee place (file, offset): the call
  /// and its template when its arguments fit, null when they do not (the
  /// warning is given).
  std::map<std::pair<std::string, unsigned>,
           std::pair<const CallRef *, const ArgTemplate *>>
      ArgCalls;
  /// Variables planMaskVariable() widened: their name and the text where
  /// they are in scope.
  struct WidenedMask {
    std::string File, Name;
    unsigned Begin = 0, End = 0;
  };
  std::vector<WidenedMask> WidenedMasks;
  /// Qualifier identifiers planQualifiers() renamed (by file, offset), and
  /// to what.
  std::map<std::pair<std::string, unsigned>, std::string> QualifierEdits;
  /// Qualifier identifiers keepQualifiers() found (by file, offset): no
  /// rename there.
  std::set<std::pair<std::string, unsigned>> KeptQualifiers;
  /// __CUDA_ARCH__ identifiers in #if conditions planArchConditions()
  /// decided (by file, offset): planNames leaves them alone.
  std::set<std::pair<std::string, unsigned>> ConditionHandled;
  /// Helper rows used, by file: helper id -> offset of its first use.
  std::map<std::string, std::map<std::string, unsigned>> HelperUses;
  /// Macros "define:" rows need, by file: macro -> its first use (name,
  /// offset, remark).
  struct DefineUse {
    std::string Name;
    unsigned Offset;
    std::string Remark;
  };
  std::map<std::string, std::map<std::string, DefineUse>> DefineUses;
  /// includesByFile(), for planSupply.
  std::map<std::string, std::vector<const IncludeRef *>> IncludesOf;
};

} // namespace cuda2hip

#endif
