//===- Fixes.cpp - clang-tidy's export-fixes YAML -------------------------===//
//
// The document clang-tidy writes with --export-fixes (a
// TranslationUnitDiagnostics), so clang-apply-replacements and editors that
// understand clang-tidy fixes apply a conversion edit by edit. Each edit of
// the plan is its own diagnostic (cuda2hip-rewrite) with one replacement;
// applying all of them gives exactly the conversion.
//
//===----------------------------------------------------------------------===//
#include "cuda2hip/Report.h"
#include "clang/Tooling/DiagnosticsYaml.h"
#include "llvm/Support/FileSystem.h"

using namespace llvm;
namespace tooling = clang::tooling;

namespace cuda2hip {

namespace {

tooling::Diagnostic::Level tidyLevel(Severity S) {
  switch (S) {
  case Severity::Error: return tooling::Diagnostic::Error;
  case Severity::Warning: return tooling::Diagnostic::Warning;
  case Severity::Note: return tooling::Diagnostic::Remark;
  }
  return tooling::Diagnostic::Warning;
}

/// "'cudaMalloc' -> 'hipMalloc'", "inserts 'HIP_SYMBOL('", "removes '...'",
/// shortened to the first line of each side.
std::string describe(StringRef Old, StringRef New) {
  auto Short = [](StringRef S) {
    S = S.rtrim("\r\n");
    StringRef L = S.split('\n').first;
    std::string R = L.str();
    if (L.size() != S.size())
      R += "...";
    return R;
  };
  if (Old.empty())
    return "inserts '" + Short(New) + "'";
  if (New.empty())
    return "removes '" + Short(Old) + "'";
  return "'" + Short(Old) + "' -> '" + Short(New) + "'";
}

/// Does an edit of \p Files touch \p D's range (or the position next to it)?
bool editedBy(const Diagnostic &D, ArrayRef<const FilePlan *> Files) {
  for (const FilePlan *FP : Files)
    if (D.Where.File == FP->Path)
      for (const Edit &E : FP->Edits)
        if (E.Offset < D.Where.end() + 1 && D.Where.Offset < E.Offset + E.Length + 1)
          return true;
  return false;
}

std::string currentDir() {
  SmallString<256> Cwd;
  if (sys::fs::current_path(Cwd))
    return "";
  return std::string(Cwd);
}

} // namespace

tooling::TranslationUnitDiagnostics
exportFixes(StringRef MainFile, ArrayRef<const FilePlan *> Files,
            ArrayRef<Diagnostic> Diags) {
  tooling::TranslationUnitDiagnostics TU;
  TU.MainSourceFile = MainFile.str();
  std::string BuildDir = currentDir();
  for (const FilePlan *FP : Files) {
    for (const tooling::Replacement &R : FP->replacements()) {
      StringRef Old = StringRef(FP->Original).substr(R.getOffset(), R.getLength());
      tooling::DiagnosticMessage M;
      M.Message = describe(Old, R.getReplacementText());
      M.FilePath = FP->Path;
      M.FileOffset = R.getOffset();
      consumeError(M.Fix[FP->Path].add(R));
      TU.Diagnostics.emplace_back(
          (RulePrefix + "rewrite").str(), M,
          SmallVector<tooling::DiagnosticMessage, 1>(), tooling::Diagnostic::Remark,
          BuildDir);
    }
  }
  for (const Diagnostic &D : Diags) {
    tooling::DiagnosticMessage M;
    M.Message = D.Message;
    M.FilePath = D.Where.File;
    M.FileOffset = D.Where.Offset;
    if (D.Where.valid()) {
      tooling::FileByteRange R;
      R.FilePath = D.Where.File;
      R.FileOffset = D.Where.Offset;
      R.Length = D.Where.Length;
      M.Ranges.push_back(R);
      if (!D.FixIt.empty() && !editedBy(D, Files))
        consumeError(M.Fix[D.Where.File].add(tooling::Replacement(
            D.Where.File, D.Where.Offset, D.Where.Length, D.FixIt)));
    }
    TU.Diagnostics.emplace_back((RulePrefix + D.RuleId).str(), M,
                                SmallVector<tooling::DiagnosticMessage, 1>(),
                                tidyLevel(D.Sev), BuildDir);
  }
  return TU;
}

void writeFixesYaml(raw_ostream &OS, const tooling::TranslationUnitDiagnostics &TU) {
  tooling::TranslationUnitDiagnostics Copy = TU; // yaml::Output wants non-const
  yaml::Output Y(OS);
  Y << Copy;
}

} // namespace cuda2hip
