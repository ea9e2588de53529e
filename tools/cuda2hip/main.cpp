//===- main.cpp - the cuda2hip command line -------------------------------===//
//
// Parses the command line and wires the stages: Driver (find -> map -> plan)
// per input, then Emit. No translation logic lives here.
//
//===----------------------------------------------------------------------===//
#include "cuda2hip/Driver.h"
#include "cuda2hip/Emit.h"
#include "clang/Tooling/CompilationDatabase.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include <CLI/CLI.hpp>

using namespace llvm;
using namespace cuda2hip;

#ifndef CUDA2HIP_VERSION
#define CUDA2HIP_VERSION "0.1.0"
#endif

namespace {

struct CliOptions {
  std::vector<std::string> Inputs;
  std::string Output, OutDir, BuildDir, CudaPath, RocmPath, HipVersion;
  std::string BackupSuffix = ".cuda.orig";
  std::string Launch = "keep", Engine = "auto";
  bool InPlace = false, NoBackup = false, Stats = false;
  std::vector<std::string> ClangArgs;
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
  TranslateOptions O;
  O.Find.CudaPath = C.CudaPath;
  O.Find.ExtraArgs = C.ClangArgs;
  O.Find.Engine = C.Engine == "ast"     ? EngineChoice::Ast
                  : C.Engine == "token" ? EngineChoice::Token
                                        : EngineChoice::Auto;
  O.Plan.Launch = C.Launch == "hip" ? LaunchSyntax::Hip : LaunchSyntax::Keep;
  std::optional<Version> Requested;
  if (!C.HipVersion.empty()) {
    Requested = Version::parse(C.HipVersion);
    if (!Requested) {
      errs() << "cuda2hip: error: --hip-version expects MAJOR.MINOR, got '"
             << C.HipVersion << "'\n";
      return ExitUsage;
    }
  }
  O.Map.TargetHip = targetHipVersion(Requested, C.RocmPath);
  if (!C.CudaPath.empty() && findCudaPath(C.CudaPath).empty()) {
    errs() << "cuda2hip: error: no CUDA installation at '" << C.CudaPath
           << "' (no include/cuda_runtime.h)\n";
    return ExitUsage;
  }

  std::unique_ptr<clang::tooling::CompilationDatabase> DB;
  if (!C.BuildDir.empty()) {
    std::string Err;
    DB = loadDatabase(C.BuildDir, Err);
    if (!DB) {
      errs() << "cuda2hip: error: -p " << C.BuildDir << ": " << Err << "\n";
      return ExitUsage;
    }
  }

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
    if (F.UsedTokenEngine && C.Engine != "token")
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

} // namespace

int main(int argc, char **argv) {
  // Everything after "--" goes to clang untouched.
  std::vector<std::string> Args(argv + 1, argv + argc);
  CliOptions C;
  auto Dash = std::find(Args.begin(), Args.end(), "--");
  if (Dash != Args.end()) {
    C.ClangArgs.assign(Dash + 1, Args.end());
    Args.erase(Dash, Args.end());
  }

  CLI::App App{"cuda2hip: translate CUDA C++ to HIP for AMD GPUs (MI300X, gfx942 "
               "first).\n\nWith one input and no -o/--out-dir/--in-place, the "
               "translation goes to stdout; diagnostics go to stderr.\n",
               "cuda2hip"};
  App.set_version_flag("--version", "cuda2hip " CUDA2HIP_VERSION
                                    " (clang " CUDA2HIP_CLANG_VERSION ")");
  App.footer(
      "\nExit codes: 0 translated cleanly; 1 translated with warnings (APIs "
      "left unchanged, ...); 2 usage error; 3 an input could not be read or "
      "an output not written (or, with --engine ast, did not parse); 4 "
      "translated, but the token engine had to be used.\n"
      "Arguments after -- are passed to clang (e.g. -- -DUSE_FOO -Iinclude).");
  App.add_option("FILE", C.Inputs, "CUDA sources or headers to translate")
      ->required();
  auto *OutOpt = App.add_option("-o,--output", C.Output,
                                "write the translation of the single input here");
  auto *DirOpt = App.add_option("--out-dir", C.OutDir,
                                "write translations under this folder (relative "
                                "inputs keep their folders)");
  auto *InPlace = App.add_flag("--in-place", C.InPlace,
                               "overwrite the inputs (keeps a backup, see "
                               "--backup-suffix)");
  OutOpt->excludes(DirOpt)->excludes(InPlace);
  DirOpt->excludes(InPlace);
  App.add_option("--backup-suffix", C.BackupSuffix,
                 "suffix of the backup --in-place keeps")
      ->capture_default_str();
  App.add_flag("--no-backup", C.NoBackup, "--in-place without a backup");
  App.add_option("-p", C.BuildDir,
                 "folder with compile_commands.json: flags per file come from it");
  App.add_option("--cuda-path", C.CudaPath,
                 "CUDA installation to parse against (default: $CUDA_PATH, "
                 "$CUDA_HOME, /usr/local/cuda)");
  App.add_option("--rocm-path", C.RocmPath,
                 "ROCm installation whose HIP version is the target");
  App.add_option("--hip-version", C.HipVersion,
                 "target HIP version MAJOR.MINOR (default: the installed HIP, "
                 "else 6.3): only APIs it has are emitted");
  App.add_option("--launch-syntax", C.Launch,
                 "kernel launches: keep <<<>>> (hip-clang compiles it) or "
                 "rewrite to hipLaunchKernelGGL")
      ->capture_default_str()
      ->check(CLI::IsMember({"keep", "hip"}));
  App.add_option("--engine", C.Engine,
                 "auto: AST, token engine if the file does not parse; ast: "
                 "fail instead; token: token engine only")
      ->capture_default_str()
      ->check(CLI::IsMember({"auto", "ast", "token"}));
  App.add_flag("--stats", C.Stats,
               "print counts per API group and lines changed to stderr");

  std::vector<std::string> Rev(Args.rbegin(), Args.rend());
  try {
    App.parse(Rev);
  } catch (const CLI::Success &E) {
    return App.exit(E);
  } catch (const CLI::ParseError &E) {
    App.exit(E);
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
  return run(C);
}
