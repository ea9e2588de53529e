//===- TranslateCommand.cpp - cuda2hip FILE... ----------------------------===//
//
// The default command: translate the given files, one translation unit each,
// to stdout, -o, --out-dir or in place. Wires Driver (find -> map -> plan)
// and Emit; no translation logic lives here.
//
//===----------------------------------------------------------------------===//
#include "Commands.h"
#include "cuda2hip/Driver.h"
#include "cuda2hip/Emit.h"
#include "clang/Tooling/CompilationDatabase.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace cuda2hip;

namespace cuda2hip::cli {

struct CliOptions {
  CommonOptions Common;
  std::vector<std::string> Inputs;
  std::string Output, OutDir;
  std::string BackupSuffix = ".cuda.orig";
  bool InPlace = false, NoBackup = false, Stats = false;
};

std::string outputPathFor(const CliOptions &C, StringRef Input) {
  if (!C.Output.empty())
    return C.Output;
  if (C.InPlace)
    return Input.str();
  // --out-dir: keep a relative input's folders, an absolute one's name.
  SmallString<256> Rel(Input);
  sys::path::remove_dots(Rel, /*remove_dot_dot=*/true);
  StringRef R = Rel;
  while (R.consume_front("../"))
    ;
  SmallString<256> Out(C.OutDir);
  sys::path::append(Out, sys::path::is_absolute(R) ? sys::path::filename(R) : R);
  return std::string(Out);
}

int run(const CliOptions &C) {
  if (C.Inputs.empty()) {
    errs() << "cuda2hip: error: no input files (see --help)\n";
    return ExitUsage;
  }
  if (C.Inputs.size() > 1 && !C.Output.empty()) {
    errs() << "cuda2hip: error: -o takes a single input; use --out-dir or "
              "--in-place for several\n";
    return ExitUsage;
  }
  if (C.Inputs.size() > 1 && C.OutDir.empty() && !C.InPlace) {
    errs() << "cuda2hip: error: several inputs need --out-dir or --in-place "
              "(stdout takes one translation)\n";
    return ExitUsage;
  }
  TranslateOptions O;
  std::unique_ptr<clang::tooling::CompilationDatabase> DB;
  if (!makeTranslateOptions(C.Common, O, DB))
    return ExitUsage;

  int Exit = ExitClean;
  auto Worse = [&](int Code) {
    // Severity order: I/O > token engine > warnings > clean.
    static const int Rank[] = {0, 1, 0, 3, 2};
    if (Rank[Code] > Rank[Exit])
      Exit = Code;
  };
  Plan AllStats;
  unsigned LinesChanged = 0;
  for (const std::string &In : C.Inputs) {
    if (!sys::fs::exists(In) || sys::fs::is_directory(In)) {
      errs() << In << ": error: "
             << (sys::fs::is_directory(In) ? "is a folder (tree mode is "
                                             "'cuda2hip convert')"
                                           : "no such file")
             << "\n";
      Worse(ExitIo);
      continue;
    }
    TranslateOptions FO = O;
    if (DB)
      FO.Find.DatabaseFlags = databaseFlags(*DB, In);
    Translation T = translateFile(In, std::nullopt, FO);
    const Findings &F = T.Found;
    SourceLookup Source = [&](const std::string &P) -> StringRef {
      auto It = F.Buffers.find(P);
      return It == F.Buffers.end() ? StringRef() : StringRef(It->second);
    };
    printDiagnostics(errs(), T.Result.Diags, Source);
    if (F.ParseFailed && !F.UsedTokenEngine) {
      errs() << In << ": error: not translated (use --engine auto or token to "
                      "translate files that do not parse)\n";
      Worse(ExitIo);
      continue;
    }
    if (F.UsedTokenEngine && C.Common.Engine != "token")
      errs() << displayPath(F.MainFile)
             << ": note: could not be parsed; translated with the token engine "
                "[cuda2hip-token-engine]\n";
    const FilePlan &FP = T.Result.Files.at(F.MainFile);
    std::string Out = FP.apply();
    LinesChanged += changedLines(FP.Original, Out);
    if (C.Output.empty() && C.OutDir.empty() && !C.InPlace) {
      outs() << Out;
      outs().flush();
    } else {
      WriteOptions W;
      if (C.InPlace && !C.NoBackup)
        W.BackupSuffix = C.BackupSuffix;
      W.OnlyIfChanged = true;
      if (Error E = writeFileAtomic(outputPathFor(C, In), Out, W).takeError()) {
        errs() << In << ": error: " << toString(std::move(E)) << "\n";
        Worse(ExitIo);
        continue;
      }
    }
    Worse(exitCodeFor(T.Result));
    mergePlan(AllStats, T.Result);
  }
  if (C.Stats)
    printStats(errs(), AllStats, LinesChanged);
  return Exit;
}

Runner addTranslateCommand(CLI::App &App, std::vector<std::string> &ClangArgs) {
  auto C = std::make_shared<CliOptions>();
  App.add_option("FILE", C->Inputs, "CUDA sources or headers to translate");
  auto *OutOpt = App.add_option("-o,--output", C->Output,
                                "write the translation of the single input here");
  auto *DirOpt = App.add_option("--out-dir", C->OutDir,
                                "write translations under this folder (relative "
                                "inputs keep their folders)");
  auto *InPlace = App.add_flag("--in-place", C->InPlace,
                               "overwrite the inputs (keeps a backup, see "
                               "--backup-suffix)");
  OutOpt->excludes(DirOpt)->excludes(InPlace);
  DirOpt->excludes(InPlace);
  App.add_option("--backup-suffix", C->BackupSuffix,
                 "suffix of the backup --in-place keeps")
      ->capture_default_str();
  App.add_flag("--no-backup", C->NoBackup, "--in-place without a backup");
  addCommonOptions(App, C->Common);
  App.add_flag("--stats", C->Stats,
               "print counts per API group and lines changed to stderr");
  return [C, &ClangArgs] {
    C->Common.ClangArgs = ClangArgs;
    return run(*C);
  };
}

} // namespace cuda2hip::cli
