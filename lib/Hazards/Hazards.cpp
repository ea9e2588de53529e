//===- Hazards.cpp - run the hazard rules over one file -------------------===//
//
// Parses the file as the find stage does (Find.h: parseArguments and
// parseFileSystem) with the hazard action; a file that does not parse, or
// an environment without CUDA, gets the token rules instead. With
// FindOptions::SharePreamble (lint over several files) the parse uses the
// shared PCH of the CUDA preamble (lib/Find/Preamble.h) as the finder does:
// its result stands, clean or failed, unless the PCH itself is in question
// (then the plain parse decides).
//
//===----------------------------------------------------------------------===//
#include "cuda2hip/Basic.h"
#include "HazardsImpl.h"
#include "../Find/Preamble.h"
#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/FileManager.h"
#include "clang/Frontend/CompilerInvocation.h"
#include "clang/Lex/PreprocessorOptions.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/Support/VirtualFileSystem.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

using namespace llvm;
using namespace clang;

namespace cuda2hip {
namespace {

class CountErrors : public DiagnosticConsumer {
public:
  void HandleDiagnostic(DiagnosticsEngine::Level L, const clang::Diagnostic &Info) override {
    if (L < DiagnosticsEngine::Error)
      return;
    ++Errors;
    Kinds.add(Info);
  }
  unsigned Errors = 0;
  PchErrorKinds Kinds;
};

HazardReport tokenRules(const std::string &Path, StringRef Text, const HazardOptions &O);

/// The hazard rules over \p Args with the shared PCH of the CUDA preamble
/// (Preamble.h), when the run asks for one and it serves this command line.
/// As in the finder, the parse with the PCH is the plain parse's: a file it
/// cannot parse gets the token rules without a second parse. The plain
/// parse decides when the PCH is in question (a frontend or PCH-reader
/// error, a failure without an error, an error inside a header it holds).
std::optional<HazardReport> withPreamble(const std::string &Path, StringRef Text,
                                         bool InMemory,
                                         const std::vector<std::string> &Args,
                                         const HazardOptions &O) {
  std::optional<ServedPreamble> Served = servePreamble(Args, Path, Text, O.Find);
  if (!Served)
    return std::nullopt;
  auto FM = makeIntrusiveRefCnt<FileManager>(
      FileSystemOptions(),
      preambleFileSystem(
          parseFileSystem(Args, Path, InMemory ? std::optional<StringRef>(Text) : std::nullopt),
          *Served));
  hazards::Sink S(Path);
  S.buffer(Path, Text);
  CountErrors Errors;
  WithPchFactory Factory(
      [&] { return hazards::makeHazardAction(S, /*OnlyLocalDecls=*/true); },
      Served->Pre->VirtualPath);
  tooling::ToolInvocation Inv(Args, &Factory, FM.get(),
                              std::make_shared<PCHContainerOperations>());
  Inv.setDiagnosticConsumer(&Errors);
  bool Ran = Inv.run();
  bool OK = Ran && Errors.Errors == 0;
  bool Stands = Errors.Kinds.stands(Ran, Errors.Errors);
  countPreambleUse(Stands);
  if (OK)
    return S.finish(O.MinSeverity, /*UsedTokenEngine=*/false);
  if (Errors.Kinds.Frontend)
    preambleBroken(*Served->Pre, O.Find.PreambleDir);
  if (Stands)
    return tokenRules(Path, Text, O);
  return std::nullopt;
}

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
  SmallString<256> Abs(PathIn);
  sys::fs::make_absolute(Abs);
  sys::path::remove_dots(Abs, true);
  std::string Path(Abs);

  std::string Text;
  if (Contents) {
    Text = Contents->str();
  } else {
    Expected<std::string> Buf = readRegularFile(Path);
    if (!Buf) {
      HazardReport R;
      R.MainFile = Path;
      R.Unreadable = true;
      Diagnostic D;
      D.Where = FileRange{Path, 0, 0};
      D.Sev = Severity::Error;
      D.RuleId = "io-error";
      D.Message = "cannot read '" + Path + "': " + toString(Buf.takeError());
      R.Diags.push_back(std::move(D));
      return R;
    }
    Text = std::move(*Buf);
  }
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
  if (std::optional<HazardReport> R =
          withPreamble(Path, Text, Contents.has_value(), Args, O))
    return std::move(*R);

  hazards::Sink S(Path);
  S.buffer(Path, Text);
  auto FM = makeIntrusiveRefCnt<FileManager>(
      FileSystemOptions(),
      parseFileSystem(Args, Path, Contents ? std::optional<StringRef>(Text) : std::nullopt));
  CountErrors Errors;
  tooling::ToolInvocation Inv(Args, hazards::makeHazardAction(S), FM.get());
  Inv.setDiagnosticConsumer(&Errors);
  if (!Inv.run() || Errors.Errors)
    return tokenRules(Path, Text, O);
  return S.finish(O.MinSeverity, /*UsedTokenEngine=*/false);
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
  for (const Edit &E : Fixes->second)
    for (const Diagnostic &D : R.Diags)
      if (D.Where.File == R.MainFile && D.Where.Offset == E.Offset &&
          D.Where.Length == E.Length && D.FixIt == E.Text &&
          (D.RuleId == "warp-broadcast-32" || D.RuleId == "warp-size-constant")) {
        Kept.push_back(E);
        break;
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
