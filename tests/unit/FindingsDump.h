//===- FindingsDump.h - Findings as text, for tests that compare runs -----===//
//
// PchTest (with and without the shared PCH) and SkipBodiesTest (with and
// without skipped bodies) compare everything findInFile reports.
//
//===----------------------------------------------------------------------===//
#pragma once
#include "cuda2hip/Find.h"
#include "llvm/Support/raw_ostream.h"
#include <string>

namespace cuda2hip::test {
inline std::string where(const FileRange &R) {
  return R.File + ":" + std::to_string(R.Offset) + "+" + std::to_string(R.Length);
}

/// Everything findInFile reports, as text: two runs that must agree compare it.
inline std::string dump(const Findings &F) {
  std::string S;
  llvm::raw_string_ostream OS(S);
  OS << "main " << F.MainFile << " token " << F.UsedTokenEngine << " failed "
     << F.ParseFailed << "\n";
  for (const NameRef &N : F.Names)
    OS << "name " << where(N.Where) << " " << N.Name << " "
       << (N.K ? int(*N.K) : -1) << " " << int(N.Found) << " " << N.FromCudaDecl << " " << N.LegacyApi << "\n";
  for (const IncludeRef &I : F.Includes)
    OS << "include " << where(I.Directive) << " " << where(I.Name) << " " << I.Spelled
       << " " << I.Angled << " " << I.CudaOrUnresolved << " " << int(I.Found) << "\n";
  for (const CallRef &C : F.Calls) {
    OS << "call " << C.Callee << " " << where(C.CalleeTok);
    for (size_t K = 0; K < C.Args.size(); ++K)
      OS << " " << where(C.Args[K]) << "/" << C.ArgIsFunction[K] << "/" << C.ArgBits[K]
         << "/" << (C.ArgValue[K] ? std::to_string(*C.ArgValue[K]) : "-");
    OS << "\n";
  }
  for (const LaunchRef &L : F.Launches) {
    OS << "launch " << where(L.Callee) << " " << L.CalleeHasTemplateArgs << " "
       << where(L.Open) << " " << where(L.Close) << " " << where(L.LParen) << " "
       << where(L.RParen);
    for (const FileRange &R : L.Config)
      OS << " c" << where(R);
    for (const FileRange &R : L.Args)
      OS << " a" << where(R);
    OS << "\n";
  }
  for (const FindNote &N : F.Notes)
    OS << "note " << where(N.Where) << " " << N.IsError << " " << N.RuleId << " "
       << N.Message << "\n";
  for (const auto &[Path, Text] : F.Buffers)
    OS << "buffer " << Path << " " << Text.size() << "\n";
  return S;
}
} // namespace cuda2hip::test
