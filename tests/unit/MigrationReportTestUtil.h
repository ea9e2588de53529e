//===- MigrationReportTestUtil.h - a run for report tests --*- C++ -*-===//
#ifndef CUDA2HIP_TESTS_MIGRATIONREPORTTESTUTIL_H
#define CUDA2HIP_TESTS_MIGRATIONREPORTTESTUTIL_H

#include "cuda2hip/MigrationReport.h"

namespace cuda2hip::test {

/// One unit that fell to the token engine, a warning reported twice.
struct Fixture {
  std::vector<tree::UnitResult> Results;
  std::vector<Diagnostic> Diags;
  std::string Text = "#include <x.h>\n\nint y = cudaFoo();\n";
  tree::MigrationInput In;
  Fixture() {
    tree::UnitResult A;
    A.UsedTokenEngine = true;
    A.ParseFailed = true;
    Diagnostic P;
    P.Where = FileRange{"/p/a.cu", 10, 1};
    P.Sev = Severity::Warning;
    P.RuleId = "parse-error";
    P.Message = "'x.h' file not found";
    A.Diags.push_back(P);
    A.Stats[Group::Runtime].Converted = 2;
    Results.push_back(A);
    Diagnostic W;
    W.Where = FileRange{"/p/a.cu", 24, 7};
    W.Sev = Severity::Warning;
    W.RuleId = "unsupported-api";
    W.Message = "'cudaFoo' is not supported";
    Diags = {P, W, W}; // the same warning twice: once in the report
    In = {"/p", {"/p/a.cu"}, &Results, &Diags,
          [this](const std::string &) { return llvm::StringRef(Text); }};
  }
};

} // namespace cuda2hip::test

#endif
