//===- Hipify.cpp - hipify-clang's option spellings -----------------------===//
//
// Users coming from hipify-clang type its spellings. Before the command line
// is parsed, each one becomes the cuda2hip option it stands for, or fails
// with the spelling to use (docs/cli.md, "Coming from hipify-clang"). -I, -D
// and -U before `--` are clang's: they join the arguments after `--`.
//
//===----------------------------------------------------------------------===//
#include "Commands.h"
#include "llvm/ADT/StringRef.h"

using namespace llvm;

namespace cuda2hip::cli {

namespace {

struct Spelling {
  StringRef Hipify;               ///< without "=VALUE"
  std::vector<std::string> Ours;  ///< what it becomes (value appended)
  bool TakesValue = false;
  StringRef Refusal;              ///< non-empty: no equivalent, say this
};

const std::vector<Spelling> &spellings() {
  static const std::vector<Spelling> S = {
      {"-o", {"-o"}, true, ""},
      {"--o-dir", {"--out-dir"}, true, ""},
      {"--inplace", {"--in-place"}, false, ""},
      {"--print-stats", {"--stats"}, false, ""},
      {"--hip-kernel-execution-syntax", {"--launch-syntax=hip"}, false, ""},
      {"--cuda-kernel-execution-syntax", {"--launch-syntax=keep"}, false, ""},
      {"--roc", {"--blas=rocblas"}, false, ""},
      {"--print-stats-csv", {}, false,
       "use --stats (counts on stderr) or --format json (every finding, "
       "docs/report-format.md)"},
      {"--o-stats", {}, true,
       "use --stats (counts on stderr) or --format json 2> FILE"},
      {"--skip-excluded-preprocessor-conditional-blocks", {}, false,
       "cuda2hip always translates the #if branches clang skips too (with the "
       "token engine), so that the result builds for every configuration; "
       "choose what clang parses with -D/-U"},
      {"--examine", {}, false,
       "use 'cuda2hip check' (what is left to port) or --stats"},
      {"--no-output", {}, false,
       "use 'cuda2hip convert --diff' or 'cuda2hip check'"},
      {"--perl", {}, false, "cuda2hip has no hipify-perl generator"},
      {"--python", {}, false, "cuda2hip has no hipify-python generator"},
  };
  return S;
}

} // namespace

std::string translateHipifySpellings(std::vector<std::string> &Args,
                                     std::vector<std::string> &ClangArgs) {
  std::vector<std::string> Out, Clang;
  for (size_t I = 0; I < Args.size(); ++I) {
    StringRef A = Args[I];
    // clang's -I -D -U, joined (-Iinc) or not (-I inc).
    for (StringRef F : {"-I", "-D", "-U"})
      if (A.starts_with(F)) {
        if (A.size() > 2) {
          Clang.push_back(A.str());
        } else if (I + 1 < Args.size()) {
          Clang.push_back(F.str() + Args[++I]);
        } else {
          return F.str() + " needs a value (" + F.str() + "DIR or " + F.str() +
                 " DIR)";
        }
        A = "";
        break;
      }
    if (A.empty())
      continue;
    auto [Name, Value] = A.split('=');
    bool HasValue = A.contains('=');
    const Spelling *S = nullptr; // "--roc=x" is no spelling of ours: CLI11 says so
    for (const Spelling &Sp : spellings())
      if (Sp.Hipify == Name && (!HasValue || Sp.TakesValue))
        S = &Sp;
    // "-o FILE" and "-o=FILE": only the latter needs us.
    if (!S || (Name == "-o" && !HasValue)) {
      Out.push_back(A.str());
      continue;
    }
    if (!S->Refusal.empty())
      return "hipify-clang's " + Name.str() + " has no cuda2hip equivalent: " +
             S->Refusal.str();
    if (S->TakesValue && !HasValue) {
      Out.insert(Out.end(), S->Ours.begin(), S->Ours.end());
      continue; // the value follows as the next argument
    }
    Out.insert(Out.end(), S->Ours.begin(), S->Ours.end());
    if (HasValue)
      Out.push_back(Value.str());
  }
  Args = std::move(Out);
  ClangArgs.insert(ClangArgs.begin(), Clang.begin(), Clang.end());
  return "";
}

} // namespace cuda2hip::cli
