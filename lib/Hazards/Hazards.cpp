//===- Hazards.cpp - run the hazard rules over one file -------------------===//
//
// Parses the file through the parse layer (Parse.h: parseArguments and
// parseUnit, with the shared PCH of the CUDA preamble when the run asks for
// one) with the hazard action; a file that does not parse, or an
// environment without CUDA, gets the token rules instead.
//
//===----------------------------------------------------------------------===//
#include "cuda2hip/Basic.h"
#include "cuda2hip/Parse.h"
#include "HazardsImpl.h"
#include "clang/Frontend/FrontendAction.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

using namespace llvm;
using namespace clang;

namespace cuda2hip {
namespace {

/// The hazard rules as a client of the parse layer: a fresh sink per
/// attempt.
class HazardClient : public ParseClient {
public:
  explicit HazardClient(const std::string &Path, StringRef Text) : Path(Path), Text(Text) {}
  std::unique_ptr<FrontendAction> action(bool WithPch) override {
    S = std::make_unique<hazards::Sink>(Path);
    S->buffer(Path, Text);
    return hazards::makeHazardAction(*S, /*OnlyLocalDecls=*/WithPch);
  }
  hazards::Sink &sink() { return *S; }

private:
  const std::string &Path;
  StringRef Text;
  std::unique_ptr<hazards::Sink> S;
};

HazardReport tokenRules(const std::string &Path, StringRef Text,
                        const HazardOptions &O) {
  hazards::Sink S(Path);
  S.buffer(Path, Text);
  hazards::scanTokens(Path, Text, 0, Text.size(), S);
  return S.finish(O.MinSeverity, /*UsedTokenEngine=*/true);
}

} // namespace

HazardReport analyzeHazards(StringRef PathIn, std::optional<StringRef> Contents,
                            const HazardOptions &O) {
  InputText In = readInput(PathIn, Contents);
  std::string Path = std::move(In.Path);
  if (In.Error) {
    HazardReport R;
    R.MainFile = Path;
    R.Unreadable = true;
    Diagnostic D;
    D.Where = FileRange{Path, 0, 0};
    D.Sev = Severity::Error;
    D.RuleId = "io-error";
    D.Message = std::move(*In.Error);
    R.Diags.push_back(std::move(D));
    return R;
  }
  std::string Text = std::move(In.Text);
  if (size_t Nul = Text.find('\0'); Nul != std::string::npos) {
    // Not a source file (as the translator says, Driver.cpp): no rule runs.
    HazardReport R;
    R.MainFile = Path;
    R.Unreadable = true;
    R.Buffers[Path] = Text;
    R.Diags.push_back({FileRange{Path, unsigned(Nul), 1}, Severity::Error, "binary-input",
                       "the file contains NUL bytes: not a source file; not linted",
                       "", std::nullopt});
    return R;
  }
  if (O.Find.Engine == EngineChoice::Token)
    return tokenRules(Path, Text, O);

  std::string Err;
  std::vector<std::string> Args = parseArguments(Path, Text, O.Find, Err);
  if (Args.empty())
    return tokenRules(Path, Text, O);
  HazardClient Client(Path, Text);
  if (!parseUnit(Args, Path, Text, Contents.has_value(), O.Find, Client).clean())
    return tokenRules(Path, Text, O);
  return Client.sink().finish(O.MinSeverity, /*UsedTokenEngine=*/false);
}

std::optional<std::string> wave64FixedSource(StringRef Path,
                                             std::optional<StringRef> Contents,
                                             const FindOptions &Find) {
  HazardOptions O;
  O.Find = Find;
  HazardReport R = analyzeHazards(Path, Contents, O);
  auto Fixes = R.Fixes.find(R.MainFile);
  auto Text = R.Buffers.find(R.MainFile);
  if (R.Unreadable || Fixes == R.Fixes.end() || Text == R.Buffers.end())
    return std::nullopt;
  std::vector<Edit> Kept;
  for (const Edit &E : Fixes->second) {
    // The helper block of the warp-vote-32 fix: all the group's edits are
    // there or none (Sink::finish).
    if (E.Length == 0 && hazards::isVote32HelperBlock(E.Text)) {
      Kept.push_back(E);
      continue;
    }
    for (const Diagnostic &D : R.Diags)
      if (D.Where.File == R.MainFile && D.Where.Offset == E.Offset &&
          D.Where.Length == E.Length && D.FixIt == E.Text &&
          (D.RuleId == "warp-broadcast-32" || D.RuleId == "warp-size-constant" ||
           D.RuleId == "warp-vote-32")) {
        Kept.push_back(E);
        break;
      }
  }
  if (Kept.empty())
    return std::nullopt;
  return applyEdits(Text->second, Kept);
}

std::vector<Diagnostic> findHazards(StringRef Path,
                                    std::optional<StringRef> Contents,
                                    const HazardOptions &O) {
  HazardReport R = analyzeHazards(Path, Contents, O);
  // One edit of a grouped fix is no fix: front ends that apply fix-its one
  // by one (check --export-fixes) must not get it.
  for (unsigned I : R.Grouped)
    R.Diags[I].FixIt.clear();
  return std::move(R.Diags);
}

} // namespace cuda2hip
