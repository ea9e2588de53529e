//===- UsageErrors.cpp - CLI11's parse errors in cuda2hip's words ---------===//
//
// Every usage error starts with "cuda2hip: error:" (or "cuda2hip CMD:
// error:"); an unknown option names the nearest option of the command that
// was being parsed ("did you mean '--out-dir'?"), as clang does.
//
//===----------------------------------------------------------------------===//
#include "Commands.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

namespace cuda2hip::cli {

namespace {

/// The command being parsed when the error came: the deepest parsed
/// subcommand, else the root.
const CLI::App &commandParsed(const CLI::App &Root) {
  std::vector<CLI::App *> Parsed = Root.get_subcommands(); // parsed ones
  return Parsed.empty() ? Root : commandParsed(*Parsed.front());
}

/// Every spelling of every option of \p App ("--out-dir", "-o").
std::vector<std::string> spellings(const CLI::App &App) {
  std::vector<std::string> All;
  for (const CLI::Option *O : App.get_options()) {
    for (const std::string &L : O->get_lnames())
      All.push_back("--" + L);
    for (const std::string &S : O->get_snames())
      All.push_back("-" + S);
  }
  return All;
}

/// The arguments CLI11's "was not expected" message lists.
std::vector<std::string> unexpectedArguments(StringRef What) {
  std::vector<std::string> Out;
  size_t Colon = What.find("expected: ");
  if (Colon == StringRef::npos)
    return Out;
  SmallVector<StringRef, 4> Parts;
  What.drop_front(Colon + 10).trim().split(Parts, ' ', -1, false);
  for (StringRef P : Parts)
    Out.push_back(P.str());
  return Out;
}

} // namespace

std::string nearestOption(StringRef Arg, const std::vector<std::string> &Options) {
  StringRef Name = Arg.split('=').first;
  std::string Best;
  unsigned BestDistance = ~0u;
  for (const std::string &O : Options) {
    unsigned D = Name.edit_distance(O, true, 3);
    if (D < BestDistance) {
      BestDistance = D;
      Best = O;
    }
  }
  // A guess only when it is close: at most a third of the name differs.
  return BestDistance <= std::max<size_t>(1, Name.size() / 3) ? Best : "";
}

void reportParseError(const CLI::App &Root, const CLI::ParseError &E,
                      raw_ostream &OS) {
  const CLI::App &Cmd = commandParsed(Root);
  std::string Who = &Cmd == &Root ? "cuda2hip" : "cuda2hip " + Cmd.get_name();
  std::vector<std::string> Extras = unexpectedArguments(E.what());
  if (Extras.empty()) {
    OS << Who << ": error: " << E.what() << "\n";
  } else {
    std::vector<std::string> Options = spellings(Cmd);
    for (const std::string &A : Extras) {
      if (!StringRef(A).starts_with("-")) {
        OS << Who << ": error: unexpected argument '" << A << "'\n";
        continue;
      }
      OS << Who << ": error: unknown option '" << A << "'";
      if (std::string Near = nearestOption(A, Options); !Near.empty())
        OS << "; did you mean '" << Near << "'?";
      OS << "\n";
    }
  }
  OS << Who << ": run '" << (&Cmd == &Root ? "cuda2hip" : Who)
     << " --help' for the options\n";
}

} // namespace cuda2hip::cli
