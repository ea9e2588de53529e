//===- ExplainErrorCommand.cpp - cuda2hip explain-error ERROR|LOG-LINE ----===//
//
// What a ROCm failure means and how to fix it: the table of lib/Doctor
// (tables/RocmErrors.def), matched by error name or by patterns over a
// pasted log line; '-' reads a whole log from stdin. Exit 0 when something
// matched, 2 when nothing did (or on a usage error).
//
//===----------------------------------------------------------------------===//
#include "Commands.h"
#include "cuda2hip/Doctor.h"
#include "cuda2hip/Emit.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace cuda2hip::doctor;

namespace cuda2hip::cli {

namespace {
struct ExplainCli {
  std::vector<std::string> Words;
  bool List = false;
  std::string Format = "human";
};

/// On a terminal, wrapped at 79 columns; else one line each (logs, greps).
void wrap(raw_ostream &OS, StringRef Label, StringRef Text) {
  OS << "  " << left_justify(Label, 7);
  if (!sys::Process::StandardOutIsDisplayed()) {
    OS << Text << "\n";
    return;
  }
  unsigned Col = 9;
  SmallVector<StringRef, 64> Words;
  Text.split(Words, ' ', -1, false);
  bool First = true;
  for (StringRef W : Words) {
    if (!First && Col + 1 + W.size() > 79) {
      OS << "\n" << std::string(9, ' ');
      Col = 9;
    } else if (!First) {
      OS << ' ';
      ++Col;
    }
    OS << W;
    Col += W.size();
    First = false;
  }
  OS << "\n";
}

int run(ExplainCli &C) {
  if (C.List) {
    for (const RocmError &E : rocmErrors())
      outs() << left_justify(E.Id, 24) << " " << E.Title << "\n";
    return ExitClean;
  }
  if (C.Words.empty()) {
    errs() << "cuda2hip: error: explain-error: give an error name, a log line, or - "
              "to read a log from stdin (--list shows what is known)\n";
    return ExitUsage;
  }
  std::string Text;
  if (C.Words.size() == 1 && C.Words[0] == "-") {
    if (!readStdin(Text))
      return ExitIo;
  } else {
    Text = join(C.Words, " ");
  }
  std::vector<ErrorMatch> M = matchErrors(Text);
  bool Multi = StringRef(Text).trim().contains('\n');
  if (C.Format == "json") {
    json::Array A;
    for (const ErrorMatch &X : M)
      A.push_back(json::Object{{"id", X.E->Id},
                               {"title", X.E->Title},
                               {"matched", X.Matched},
                               {"line", X.Line},
                               {"cause", X.E->Cause},
                               {"fix", X.E->Fix}});
    outs() << formatv("{0:2}", json::Value(std::move(A))) << "\n";
  } else {
    for (size_t I = 0; I < M.size(); ++I) {
      const ErrorMatch &X = M[I];
      if (I)
        outs() << "\n";
      outs() << X.E->Title << " [" << X.E->Id << "]\n";
      wrap(outs(), "match", (Multi ? "line " + std::to_string(X.Line) + ": " : "") +
                                "'" + StringRef(X.Matched).trim().str() + "'");
      wrap(outs(), "cause", X.E->Cause);
      wrap(outs(), "fix", X.E->Fix);
    }
  }
  if (M.empty()) {
    errs() << "cuda2hip explain-error: nothing known matches; 'cuda2hip explain-error "
              "--list' shows the failures known, 'cuda2hip doctor' checks the machine\n";
    return ExitUsage;
  }
  return ExitClean;
}
} // namespace

Runner addExplainErrorCommand(CLI::App &App, std::vector<std::string> &Rest) {
  auto C = std::make_shared<ExplainCli>();
  App.description(
      "explain a ROCm/HIP failure: give an error name (hipErrorNoBinaryForGpu), "
      "paste a log line, or '-' to read a log from stdin. Prints the cause and the "
      "fix of each known failure that matches. Exit 0 matched, 2 nothing matched. "
      "Docs: docs/doctor.md#explain-error");
  App.add_option("ERROR", C->Words, "error name, log line (quote it), or -");
  App.add_flag("--list", C->List, "list the failures known");
  App.add_option("--format", C->Format, "human or json")
      ->capture_default_str()
      ->check(CLI::IsMember({"human", "json"}));
  App.allow_extras(false);
  // A log line that starts with '-' can follow "--".
  return [C, &Rest] {
    C->Words.insert(C->Words.end(), Rest.begin(), Rest.end());
    return run(*C);
  };
}

} // namespace cuda2hip::cli
