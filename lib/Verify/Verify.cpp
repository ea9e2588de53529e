//===- Verify.cpp - one program: translate, build, inventory, run, compare ===//
//
// Work folder of a program (VerifyOptions::WorkDir/NAME):
//   <file>.cu, headers      the translation (headers under the source's folder)
//   NAME.<arch>             the AMD build (hipcc or clang), kernels read from it
//   NAME.cuda               the CUDA original built with nvcc
//   NAME.hip-nvidia         the translation built with nvcc + verify/hip-on-cuda
//   run-cuda/, run-hip/     where each ran (declared output files land there)
//   .cuda2hip-verify        the stamp: only a folder holding it is emptied again
//
//===----------------------------------------------------------------------===//
#include "cuda2hip/Verify.h"
#include "cuda2hip/Emit.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include <chrono>

using namespace llvm;

static constexpr StringLiteral WorkStamp = ".cuda2hip-verify";

namespace cuda2hip::verify {

double ProgramReport::maxAbsDev() const {
  double M = 0;
  for (const auto *C : {&CudaVsReference, &HipVsReference, &HipVsCuda})
    if (*C)
      M = std::max(M, (*C)->MaxAbsDev);
  return M;
}

double ProgramReport::maxRelDev() const {
  double M = 0;
  for (const auto *C : {&CudaVsReference, &HipVsReference, &HipVsCuda})
    if (*C)
      M = std::max(M, (*C)->MaxRelDev);
  return M;
}

bool ProgramReport::ok() const {
  for (const Step *S : {&Translate, &AmdCompile, &Inventory, &CudaBuild, &CudaRun,
                        &HipBuild, &HipRun, &Compare})
    if (S->Status == Step::Failed)
      return false;
  return true;
}

namespace {

using Clock = std::chrono::steady_clock;
double since(Clock::time_point T) {
  return std::chrono::duration<double>(Clock::now() - T).count();
}

/// Under \p Dir? Then the relative path in \p Rel.
bool relativeTo(StringRef Path, StringRef Dir, std::string &Rel) {
  SmallString<256> D(Dir);
  sys::path::append(D, "");
  if (!Path.starts_with(D))
    return false;
  Rel = Path.substr(D.size()).str();
  return !Rel.empty();
}

Error writeTranslation(const Translation &T, StringRef Out) {
  const FilePlan &FP = T.Result.Files.at(T.Found.MainFile);
  if (std::error_code EC = sys::fs::create_directories(sys::path::parent_path(Out)))
    return createStringError(EC, "cannot create the folder of '%s'", Out.str().c_str());
  return writeFileAtomic(Out, FP.apply(), WriteOptions{"", false}).takeError();
}

/// Translates \p Src and the user headers under its folder that refer to
/// CUDA (each on its own, as `cuda2hip FILE` does) into \p Work.
Step translate(StringRef Src, StringRef Work, const VerifyOptions &O,
               std::string &MainOut) {
  Step S;
  auto Start = Clock::now();
  StringRef SrcDir = sys::path::parent_path(Src);
  Translation T = translateFile(Src, std::nullopt, O.Translate);
  if (T.Found.ParseFailed && !T.Found.UsedTokenEngine) {
    S.Status = Step::Failed;
    for (const FindNote &N : T.Found.Notes)
      if (N.IsError) {
        S.Detail = N.Message;
        break;
      }
    S.Detail = "not translated: " + S.Detail;
    return S;
  }
  MainOut = (Work + "/" + sys::path::filename(Src)).str();
  int Exit = exitCodeFor(T.Result);
  unsigned Warnings = 0;
  for (const Diagnostic &D : T.Result.Diags)
    Warnings += D.Sev == Severity::Warning;
  std::vector<std::string> Headers;
  if (Error E = writeTranslation(T, MainOut)) {
    S.Status = Step::Failed;
    S.Detail = toString(std::move(E));
    return S;
  }
  for (const auto &[File, FP] : T.Result.Files) {
    std::string Rel;
    if (File == T.Found.MainFile || !relativeTo(File, SrcDir, Rel))
      continue;
    Translation H = translateFile(File, std::nullopt, O.Translate);
    for (const Diagnostic &D : H.Result.Diags)
      Warnings += D.Sev == Severity::Warning;
    if (H.Found.ParseFailed && !H.Found.UsedTokenEngine) {
      S.Status = Step::Failed;
      S.Detail = "header " + Rel + " not translated";
      return S;
    }
    if (Error E = writeTranslation(H, (Work + "/" + Rel).str())) {
      S.Status = Step::Failed;
      S.Detail = toString(std::move(E));
      return S;
    }
    Headers.push_back(Rel);
  }
  S.Status = Step::Ok;
  S.Detail = (T.Found.UsedTokenEngine ? "token engine; " : "") +
             std::to_string(Warnings) + " warning(s)" +
             (Headers.empty() ? "" : ", " + std::to_string(Headers.size()) +
                                         " header(s)");
  if (Exit == ExitTokenEngine)
    S.Detail += " (exit 4)";
  S.Seconds = since(Start);
  return S;
}

Step build(ArrayRef<std::string> Cmd, StringRef Out) {
  Step S;
  sys::fs::remove(Out);
  ProcessResult P = runProcess(Cmd, "", 900);
  S.Seconds = P.Seconds;
  if (P.Started && !P.TimedOut && P.ExitCode == 0 && sys::fs::exists(Out)) {
    S.Status = Step::Ok;
    return S;
  }
  S.Status = Step::Failed;
  S.Detail = !P.Error.empty() && !P.Started ? P.Error : firstError(P.Stderr + P.Stdout);
  if (S.Detail.empty())
    S.Detail = P.Error.empty() ? "exit " + std::to_string(P.ExitCode) : P.Error;
  return S;
}

/// Runs \p Exe in a fresh \p RunDir; collects stdout, exit code and the
/// declared output files.
Step run(StringRef Exe, StringRef RunDir, const VerifyOptions &O,
         std::optional<RunOutput> &Out) {
  Step S;
  sys::fs::remove_directories(RunDir);
  sys::fs::create_directories(RunDir);
  ProcessResult P = runProcess({Exe.str()}, RunDir, O.TimeoutSec);
  S.Seconds = P.Seconds;
  if (!P.Started || P.TimedOut || P.ExitCode < 0) {
    S.Status = Step::Failed;
    S.Detail = P.Error.empty() ? "did not run" : P.Error;
    return S;
  }
  RunOutput R;
  R.Stdout = P.Stdout;
  R.ExitCode = P.ExitCode;
  for (const std::string &F : O.OutputFiles) {
    auto B = MemoryBuffer::getFile(RunDir + "/" + F, /*IsText=*/false);
    if (B)
      R.Files[sys::path::filename(F).str()] = (*B)->getBuffer().str();
  }
  S.Status = Step::Ok;
  S.Detail = "exit " + std::to_string(P.ExitCode);
  if (P.ExitCode != 0)
    S.Detail += ": " + firstError(P.Stderr);
  Out = std::move(R);
  return S;
}

std::vector<std::string> nvccCommand(const VerifyOptions &O, ArrayRef<std::string> Includes,
                                     StringRef Src, StringRef Out,
                                     ArrayRef<std::string> Libraries) {
  std::vector<std::string> C = {O.Nvcc, "-arch=" + O.NvccArch};
  if (none_of(O.Flags, [](const std::string &F) { return StringRef(F).starts_with("-std="); }))
    C.push_back("-std=c++17");
  for (const std::string &I : Includes)
    C.push_back("-I" + I);
  C.insert(C.end(), O.Flags.begin(), O.Flags.end());
  C.insert(C.end(), {"-x", "cu", Src.str(), "-o", Out.str()});
  C.insert(C.end(), Libraries.begin(), Libraries.end());
  return C;
}

/// What the CUDA program links (nvidiaLibraryFlags of its text).
std::vector<std::string> librariesOf(StringRef Src) {
  auto Buf = MemoryBuffer::getFile(Src);
  return Buf ? nvidiaLibraryFlags((*Buf)->getBuffer()) : std::vector<std::string>();
}

/// The kernels of \p Kernels whose code in \p Exe reduces to a trap (their
/// name and where, and the condition of \p Src responsible), when
/// llvm-objdump is there to say.
std::vector<TrapKernel> trapOnly(ArrayRef<KernelInfo> Kernels, StringRef Exe, StringRef Work,
                                 const VerifyOptions &O, StringRef Src) {
  std::string Objdump = findProgram("llvm-objdump-19", {"/usr/lib/llvm-19/bin"});
  if (Objdump.empty())
    Objdump = findProgram("llvm-objdump");
  std::vector<TrapKernel> Out;
  if (Objdump.empty())
    return Out;
  Expected<std::vector<std::string>> Traps = trapOnlyKernels(Exe, O.Arch, Objdump, Work);
  if (!Traps) {
    consumeError(Traps.takeError());
    return Out;
  }
  for (const KernelInfo &K : Kernels)
    if (llvm::is_contained(*Traps, K.Mangled))
      Out.push_back({K.Name + " (" + K.Where + ")", findTrapCause(K, Src)});
  return Out;
}

/// "k (f.cu:3): the #else branch of '#if ...' at f.cu:5 traps (...), k2 (...)".
std::string describeTraps(ArrayRef<TrapKernel> Traps) {
  std::vector<std::string> Parts;
  for (const TrapKernel &T : Traps)
    Parts.push_back(T.Kernel + (T.Cause ? ": " + T.Cause->describe() : ""));
  return llvm::join(Parts, "; ");
}

/// Makes the work folder \p Work afresh (only one this command made is
/// emptied again: --work-dir may name a folder with the user's own files);
/// false, with the reason in R.Translate, when it cannot.
bool freshWorkDir(StringRef Work, ProgramReport &R) {
  std::string Stamp = (Work + "/" + WorkStamp).str();
  if (sys::fs::exists(Work)) {
    if (!sys::fs::exists(Stamp)) {
      R.Translate.Status = Step::Failed;
      R.Translate.Detail = "'" + Work.str() +
                           "' exists and was not made by cuda2hip verify; not "
                           "touched (remove it, or choose another --work-dir)";
      return false;
    }
    sys::fs::remove_directories(Work);
  }
  if (std::error_code EC = sys::fs::create_directories(Work)) {
    R.Translate.Status = Step::Failed;
    R.Translate.Detail = "cannot create '" + Work.str() + "': " + EC.message();
    return false;
  }
  if (Error E = writeFileAtomic(Stamp, "made by cuda2hip verify; emptied by its next run\n",
                                WriteOptions{"", false})
                    .takeError()) {
    R.Translate.Status = Step::Failed;
    R.Translate.Detail = toString(std::move(E));
    return false;
  }
  return true;
}

/// Step 3: the CUDA source's kernels in the AMD code object.
void inventory(StringRef Src, StringRef AmdExe, StringRef Work, const VerifyOptions &O,
               ProgramReport &R) {
  auto Start = Clock::now();
  Expected<std::vector<KernelInfo>> Kernels = findKernels(Src, O.Translate.Find);
  if (!Kernels) {
    R.Inventory.Status = Step::Failed;
    R.Inventory.Detail = toString(Kernels.takeError());
  } else if (R.AmdCompile.Status != Step::Ok) {
    R.Kernels.Expected = Kernels->size();
    R.Inventory.Detail = "no AMD build to look into";
  } else if (auto Syms = kernelSymbols(AmdExe, O.Arch)) {
    R.Kernels = matchKernels(*Kernels, *Syms);
    R.Kernels.TrapOnly = trapOnly(*Kernels, AmdExe, Work, O, Src);
    R.Inventory.Status = R.Kernels.Missing.empty() && R.Kernels.TrapOnly.empty()
                             ? Step::Ok
                             : Step::Failed;
    if (!R.Kernels.Missing.empty())
      R.Inventory.Detail = "missing: " + llvm::join(R.Kernels.Missing, ", ");
    if (!R.Kernels.TrapOnly.empty())
      R.Inventory.Detail += (R.Inventory.Detail.empty() ? "" : "; ") +
                            std::string("reduced to a trap on ") + O.Arch + ": " +
                            describeTraps(R.Kernels.TrapOnly);
  } else {
    R.Kernels.Expected = Kernels->size();
    R.Inventory.Status = Step::Failed;
    R.Inventory.Detail = toString(Syms.takeError());
  }
  R.Inventory.Seconds = since(Start);
}

/// Step 5: the translation \p Translated run on an AMD GPU or through
/// HIP-on-CUDA.
void runTranslation(StringRef Src, StringRef SrcDir, StringRef Work, StringRef Name,
                    StringRef Translated, StringRef AmdExe, const VerifyOptions &O,
                    ProgramReport &R) {
  if (O.Run == Backend::Nvidia) {
    std::string Exe = (Work + "/" + Name + ".hip-nvidia").str();
    if (O.Nvcc.empty()) {
      R.HipBuild.Status = Step::Failed;
      R.HipBuild.Detail = "nvcc not found (--nvcc)";
    } else {
      R.HipBuild = build(nvccCommand(O, {O.HipOnCuda, Work.str(), SrcDir.str()},
                                     Translated, Exe, librariesOf(Src)),
                         Exe);
      if (R.HipBuild.Status == Step::Ok && !O.NvidiaGpu) {
        R.HipRun.Detail = "not run: " + O.NvidiaGpuWhat;
      } else if (R.HipBuild.Status == Step::Ok) {
        R.HipRun = run(Exe, (Work + "/run-hip").str(), O, R.HipOutput);
        R.RanOn = "nvidia";
      }
    }
  } else if (O.Run == Backend::Amd) {
    if (!O.AmdGpu)
      R.HipRun.Detail = "not run: " + O.AmdGpuWhat;
    else if (R.AmdCompile.Status != Step::Ok)
      R.HipRun.Detail = "not run: no AMD build";
    else {
      R.HipRun = run(AmdExe, (Work + "/run-hip").str(), O, R.HipOutput);
      R.RanOn = "amd";
    }
  }
}

/// Step 6: the reference recorded, or compared with; HIP against CUDA.
void compare(StringRef Name, const VerifyOptions &O, ProgramReport &R) {
  auto Start = Clock::now();
  std::optional<RunOutput> Ref;
  if (!O.RecordDir.empty()) {
    if (R.CudaOutput) {
      if (Error E = writeReference(O.RecordDir, Name, *R.CudaOutput)) {
        R.Compare.Status = Step::Failed;
        R.Compare.Detail = toString(std::move(E));
      }
      Ref = R.CudaOutput;
    } else {
      R.Compare.Status = Step::Failed;
      R.Compare.Detail = "nothing recorded: the CUDA original did not run";
    }
  } else if (!O.ReferenceDir.empty()) {
    Expected<RunOutput> Loaded = readReference(O.ReferenceDir, Name);
    if (!Loaded) {
      R.Compare.Status = Step::Failed;
      R.Compare.Detail = toString(Loaded.takeError());
    } else {
      Ref = std::move(*Loaded);
      if (R.CudaOutput)
        R.CudaVsReference = compareRuns(*Ref, *R.CudaOutput, O.Compare);
    }
  }
  if (Ref && R.HipOutput)
    R.HipVsReference = compareRuns(*Ref, *R.HipOutput, O.Compare);
  if (R.CudaOutput && R.HipOutput && O.ReferenceDir.empty() && O.RecordDir.empty())
    R.HipVsCuda = compareRuns(*R.CudaOutput, *R.HipOutput, O.Compare);
  if (R.Compare.Status != Step::Failed) {
    std::string Diff;
    bool Any = false, Equal = true;
    for (auto [C, What] : {std::pair{&R.CudaVsReference, "CUDA vs reference"},
                           std::pair{&R.HipVsReference, "HIP vs reference"},
                           std::pair{&R.HipVsCuda, "HIP vs CUDA"}}) {
      if (!*C)
        continue;
      Any = true;
      if (!(*C)->Equal && Equal) {
        Equal = false;
        Diff = std::string(What) + ": " + (*C)->FirstDifference;
      }
    }
    if (Any) {
      R.Compare.Status = Equal ? Step::Ok : Step::Failed;
      R.Compare.Detail = Diff;
    } else if (Ref) {
      R.Compare.Detail = O.RecordDir.empty() ? "reference loaded; nothing ran"
                                             : "recorded";
      if (!O.RecordDir.empty())
        R.Compare.Status = Step::Ok;
    } else if (R.HipOutput && R.HipOutput->ExitCode != 0) {
      R.Compare.Status = Step::Failed;
      R.Compare.Detail = "no reference; exit code " +
                         std::to_string(R.HipOutput->ExitCode);
    }
  }
  if (!O.RecordDir.empty() && R.Compare.Status == Step::Ok && R.Compare.Detail.empty())
    R.Compare.Detail = "recorded";
  R.Compare.Seconds = since(Start);
}

} // namespace

ProgramReport verifyProgram(StringRef CudaSourceIn, StringRef Name,
                            const VerifyOptions &O) {
  ProgramReport R;
  R.Name = Name.str();
  SmallString<256> Src(CudaSourceIn);
  sys::fs::make_absolute(Src);
  sys::path::remove_dots(Src, true);
  R.Source = std::string(Src);
  std::string SrcDir = sys::path::parent_path(Src).str();
  SmallString<256> Work(O.WorkDir);
  sys::path::append(Work, Name);
  if (!freshWorkDir(Work, R))
    return R;

  // 1. Translate.
  std::string Translated;
  R.Translate = translate(Src, Work, O, Translated);
  bool Have = R.Translate.Status == Step::Ok;

  // 2. Build for the AMD target.
  std::string AmdExe = (Work + "/" + Name + "." + O.Arch).str();
  if (!Have) {
    R.AmdCompile.Detail = "not translated";
  } else if (O.SkipAmdCompile) {
    R.AmdCompile.Detail = "skipped (--no-amd-compile)";
  } else if (O.Amd.K == AmdToolchain::None) {
    R.AmdCompile.Detail = "no AMD toolchain: " + O.Amd.Problem;
  } else {
    std::vector<std::string> Flags = {"-I" + Work.str().str(), "-I" + SrcDir};
    Flags.insert(Flags.end(), O.Flags.begin(), O.Flags.end());
    R.AmdCompile = build(amdCompileCommand(O.Amd, O.Arch, Translated, AmdExe, Flags),
                         AmdExe);
  }

  // 3. Kernel inventory.
  inventory(Src, AmdExe, Work, O, R);

  // 4. The CUDA original, for --record and beside the NVIDIA run.
  bool WantCuda = !O.RecordDir.empty() || O.Run == Backend::Nvidia;
  if (WantCuda) {
    std::string Exe = (Work + "/" + Name + ".cuda").str();
    if (O.Nvcc.empty()) {
      R.CudaBuild.Status = Step::Failed;
      R.CudaBuild.Detail = "nvcc not found (--nvcc)";
    } else {
      R.CudaBuild = build(nvccCommand(O, {SrcDir}, Src, Exe, librariesOf(Src)), Exe);
      // Without an NVIDIA GPU the builds still check that both sides
      // compile; nothing runs.
      if (R.CudaBuild.Status == Step::Ok && !O.NvidiaGpu)
        R.CudaRun.Detail = "not run: " + O.NvidiaGpuWhat;
      else if (R.CudaBuild.Status == Step::Ok)
        R.CudaRun = run(Exe, (Work + "/run-cuda").str(), O, R.CudaOutput);
    }
  }

  // 5. The translation, on an AMD GPU or through HIP-on-CUDA.
  if (Have)
    runTranslation(Src, SrcDir, Work, Name, Translated, AmdExe, O, R);

  // 6. Reference: record it, or compare with it; and HIP against CUDA.
  compare(Name, O, R);
  return R;
}

} // namespace cuda2hip::verify
