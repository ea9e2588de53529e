//===- Run.cpp - cuda2hip verify PATHS: the programs of a run ------------===//
//
// The policy of `cuda2hip verify` (the tool file only parses options): the
// programs named, the machine looked at once (nvcc, the AMD toolchain, the
// GPUs), a work folder, one job per program run --jobs at a time on a thread
// pool, and the report. The translations of a run with several programs
// share one PCH of the CUDA preamble (FindOptions::SharePreamble, in
// memory), as `convert` does: the same translations as without.
//
//===----------------------------------------------------------------------===//
#include "cuda2hip/Verify.h"
#include "cuda2hip/Batch.h"
#include "cuda2hip/Emit.h"
#include "clang/Tooling/CompilationDatabase.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include <algorithm>
#include <mutex>
#include <set>

using namespace llvm;

namespace cuda2hip::verify {
namespace {

bool isSource(StringRef P) {
  StringRef E = sys::path::extension(P);
  return E == ".cu" || E == ".cpp" || E == ".cc" || E == ".cxx";
}

} // namespace

bool expandPrograms(ArrayRef<std::string> In, std::vector<std::string> &Out,
                    raw_ostream &Err) {
  for (const std::string &P : In) {
    if (sys::fs::is_directory(P)) {
      std::vector<std::string> Found;
      std::error_code EC;
      for (sys::fs::directory_iterator I(P, EC), E; I != E && !EC; I.increment(EC))
        if (sys::path::extension(I->path()) == ".cu")
          Found.push_back(I->path());
      std::sort(Found.begin(), Found.end());
      Out.insert(Out.end(), Found.begin(), Found.end());
    } else if (sys::fs::exists(P)) {
      if (!isSource(P))
        Err << "cuda2hip verify: warning: '" << P
            << "' does not look like a CUDA source; verifying it anyway\n";
      Out.push_back(P);
    } else {
      Err << "cuda2hip verify: error: no such file or folder '" << P << "'\n";
      return false;
    }
  }
  return true;
}

std::vector<std::string> portableFlags(ArrayRef<std::string> A) {
  std::vector<std::string> Out;
  for (size_t I = 0; I < A.size(); ++I) {
    StringRef F = A[I];
    for (StringRef P : {"-isystem", "-include", "-D", "-U", "-I"})
      if (F.starts_with(P)) {
        Out.push_back(A[I]);
        if (F == P && I + 1 < A.size())
          Out.push_back(A[++I]);
        break;
      }
    if (F.starts_with("-std="))
      Out.push_back(A[I]);
  }
  return Out;
}

std::vector<ProgramJob> programJobs(ArrayRef<std::string> Sources, const VerifyRun &R) {
  std::vector<ProgramJob> Jobs;
  std::set<std::string> Names;
  for (const std::string &In : Sources) {
    std::string Name = sys::path::stem(In).str();
    for (unsigned I = 2; !Names.insert(Name).second; ++I)
      Name = sys::path::stem(In).str() + "-" + std::to_string(I);
    ProgramJob J{In, Name, R.Options};
    std::vector<std::string> DbFlags =
        compileFlagsFor(R.Database, "", In, R.Options.Translate.Find.RunSession.get());
    J.Options.Translate.Find.DatabaseFlags = DbFlags;
    J.Options.Flags = portableFlags(DbFlags);
    std::vector<std::string> Extra = portableFlags(R.ClangArgs);
    J.Options.Flags.insert(J.Options.Flags.end(), Extra.begin(), Extra.end());
    // One PCH of the CUDA preamble for the translations of the run.
    J.Options.Translate.Find.SharePreamble = Sources.size() > 1;
    Jobs.push_back(std::move(J));
  }
  // Blocks of leading system includes the programs share get a PCH too
  // (Find.h: PrefixCensus).
  if (Jobs.size() > 1) {
    std::vector<CensusUnit> Units;
    for (const ProgramJob &J : Jobs)
      Units.push_back({J.Source, std::nullopt, unitFlags(J.Options.Translate.Find)});
    std::shared_ptr<const PrefixCensus> Census = censusOf(Units);
    for (ProgramJob &J : Jobs)
      J.Options.Translate.Find.Prefixes = Census;
  }
  return Jobs;
}

std::vector<ProgramReport> verifyPrograms(ArrayRef<ProgramJob> Jobs, unsigned Threads,
                                          raw_ostream &Log) {
  std::vector<ProgramReport> Reports(Jobs.size());
  std::mutex Mu;
  // --jobs 0 verifies one program at a time (a program's run may use the
  // whole machine).
  runAll(Jobs.size(), std::max(1u, Threads), [&](size_t I) {
    {
      std::lock_guard<std::mutex> L(Mu);
      Log << "cuda2hip verify: " << Jobs[I].Name << "\n";
    }
    Reports[I] = verifyProgram(Jobs[I].Source, Jobs[I].Name, Jobs[I].Options);
  });
  return Reports;
}

int runVerify(const VerifyRun &Run, ArrayRef<std::string> Sources, raw_ostream &Out,
              raw_ostream &Err) {
  VerifyRun R = Run;
  VerifyOptions &O = R.Options;
  if (O.Run == Backend::Nvidia || !O.RecordDir.empty()) {
    std::vector<std::string> Bins;
    for (const std::optional<std::string> &E : {R.Env.Parse.CudaPath, R.Env.Parse.CudaHome})
      if (E)
        Bins.push_back((Twine(*E) + "/bin").str());
    Bins.push_back("/usr/local/cuda/bin");
    O.Nvcc = findProgram(R.Nvcc.empty() ? "nvcc" : R.Nvcc, Bins);
  }
  if (!O.SkipAmdCompile)
    O.Amd = findAmdToolchain(R.RocmPath, O.Arch, R.DeviceLibPath, R.Env.CacheDir);
  if (O.Run == Backend::Amd)
    O.AmdGpu = amdGpuPresent(R.RocmPath, O.AmdGpuWhat);
  if (O.Run == Backend::Nvidia || !O.RecordDir.empty())
    O.NvidiaGpu = nvidiaGpuPresent(O.NvidiaGpuWhat);

  bool TempWork = O.WorkDir.empty();
  if (TempWork) {
    SmallString<128> W;
    if (std::error_code EC = sys::fs::createUniqueDirectory("cuda2hip-verify", W)) {
      Err << "cuda2hip verify: error: cannot create a work folder: " << EC.message()
          << "\n";
      return ExitIo;
    }
    O.WorkDir = std::string(W);
  }
  for (std::string *D : {&O.WorkDir, &O.RecordDir, &O.ReferenceDir})
    if (!D->empty()) {
      SmallString<256> A(*D);
      sys::fs::make_absolute(A);
      *D = std::string(A);
    }

  std::vector<ProgramReport> Reports =
      verifyPrograms(programJobs(Sources, R), R.Jobs, Err);
  std::string Toolchain = O.SkipAmdCompile ? "skipped (--no-amd-compile)"
                          : O.Amd.K == AmdToolchain::None
                              ? "none: " + O.Amd.Problem
                              : O.Amd.Note;
  if (R.Format == "json")
    printJson(Out, Reports, O, Toolchain);
  else
    printHuman(Out, Reports, O, Toolchain);
  if (TempWork)
    sys::fs::remove_directories(O.WorkDir);
  else if (R.Format != "json")
    Out << "work folder: " << O.WorkDir << "\n";
  bool Ok = std::all_of(Reports.begin(), Reports.end(),
                        [](const ProgramReport &P) { return P.ok(); });
  return Ok ? 0 : 1;
}

} // namespace cuda2hip::verify
