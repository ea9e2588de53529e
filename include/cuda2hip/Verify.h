//===- cuda2hip/Verify.h - the verify stage: build, inventory, run -*- C++ -*-===//
//
// Stage 5 of 5:  find (Find.h) -> map (Mappings.h) -> plan (Plan.h) -> emit
//                (Emit.h) -> VERIFY (this).
//
// Proves, per program, that a translation builds for AMD and computes what
// the CUDA original computed: compiles the translated program for an AMD
// target (gfx942 first) into a real code object with the device libraries
// linked, checks that every __global__ function of the CUDA source is in it
// (the kernel inventory), records references from the CUDA original (nvcc),
// compares program outputs with numeric tolerance, and runs the translated
// program on an AMD GPU when there is one, or on NVIDIA through the
// project's own HIP-on-CUDA layer (verify/hip-on-cuda). docs/verify.md.
//
//===----------------------------------------------------------------------===//
#ifndef CUDA2HIP_VERIFY_H
#define CUDA2HIP_VERIFY_H

#include "cuda2hip/Driver.h"
#include "cuda2hip/Tuning.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/raw_ostream.h"
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace clang::tooling {
class CompilationDatabase;
}

namespace cuda2hip::verify {

//===--- Output comparison (Compare.cpp) ----------------------------------===//

/// One piece of an output line: text (compared exactly) or a number.
struct OutputToken {
  enum KindT : uint8_t { Text, Integer, Real } K = Text;
  std::string Spelling;
  double Value = 0; ///< Integer and Real
};

/// Splits \p Line into text and numbers. A number is a decimal literal
/// (sign, fraction, exponent; "nan"/"inf" too) standing alone: digits glued
/// to letters ("sm_90", "x2", "0x1f") are text.
std::vector<OutputToken> tokenizeLine(llvm::StringRef Line);

struct CompareOptions {
  double RTol = 1e-5; ///< |a-b| <= ATol + RTol*|ref| for reals
  double ATol = 1e-6;
  std::string IgnorePrefix = "info:"; ///< lines starting with it are skipped
};

struct CompareResult {
  bool Equal = true;
  unsigned LinesCompared = 0, NumbersCompared = 0;
  double MaxAbsDev = 0, MaxRelDev = 0; ///< over all numbers compared
  std::string FirstDifference;          ///< "" when Equal
};

/// Compares program outputs: lines starting with IgnorePrefix dropped, then
/// line by line and token by token; text and integers exactly, reals (or a
/// real against an integer) within the tolerance. Trailing blanks and CR
/// are ignored.
CompareResult compareOutputs(llvm::StringRef Reference, llvm::StringRef Actual,
                             const CompareOptions &O = {});

/// The result of one program run (or the stored reference of one).
struct RunOutput {
  std::string Stdout;
  int ExitCode = 0;
  std::map<std::string, std::string> Files; ///< declared output files
};

/// compareOutputs on stdout and every declared file (binary files exactly),
/// plus the exit codes.
CompareResult compareRuns(const RunOutput &Reference, const RunOutput &Actual,
                          const CompareOptions &O = {});

//===--- References (Reference.cpp) ---------------------------------------===//

/// DIR/NAME/stdout, DIR/NAME/exit_code, DIR/NAME/files/<file>.
llvm::Error writeReference(llvm::StringRef Dir, llvm::StringRef Name,
                           const RunOutput &R);
llvm::Expected<RunOutput> readReference(llvm::StringRef Dir, llvm::StringRef Name);

//===--- Processes and machines (Process.cpp) -----------------------------===//

struct ProcessResult {
  bool Started = false, TimedOut = false;
  int ExitCode = -1;
  std::string Stdout, Stderr, Error;
  double Seconds = 0;
};

/// Runs \p Argv (Argv[0] a path, or a name looked up on PATH) in \p Cwd
/// ("" = here), stdout and stderr captured; killed after \p TimeoutSec.
ProcessResult runProcess(llvm::ArrayRef<std::string> Argv, llvm::StringRef Cwd = "",
                         unsigned TimeoutSec = 0);

/// First line of \p Text that looks like a compiler error ("error:"), else
/// its first non-empty line.
std::string firstError(llvm::StringRef Text);

/// An AMD GPU this process can use (rocminfo, amd-smi or the KFD topology);
/// \p What says what was found or why not.
bool amdGpuPresent(llvm::StringRef RocmPath, std::string &What);
/// An NVIDIA GPU this process can use (nvidia-smi -L); \p What says which,
/// or why none.
bool nvidiaGpuPresent(std::string &What);

//===--- The AMD toolchain (Toolchain.cpp) --------------------------------===//

struct AmdToolchain {
  enum KindT : uint8_t { None, Hipcc, Clang } K = None;
  std::string Compiler;      ///< hipcc or clang
  std::string RocmPath;      ///< --rocm-path given to clang ("" for hipcc)
  std::string DeviceLibPath; ///< --rocm-device-lib-path ("" = the compiler's)
  std::string Note;          ///< how the device libraries were provided
  std::string Problem;       ///< why K == None
};

/// ISA version number of an AMD target: gfx942 -> 9402, gfx90a -> 9010,
/// gfx1030 -> 10300; std::nullopt for a malformed name.
std::optional<unsigned> isaVersion(llvm::StringRef Arch);

/// Writes to \p To the bitcode of \p From (an oclc_isa_version_*.bc) with
/// its __oclc_ISA_version constant changed from \p Old to \p New; fails if
/// the module is anything else.
llvm::Error rewriteIsaBitcode(llvm::StringRef From, llvm::StringRef To,
                              unsigned Old, unsigned New);

/// A device-library folder that has oclc_isa_version_<arch>.bc: \p SystemDir
/// itself if it has one; else \p CacheDir, filled with links to SystemDir's
/// files plus the missing ISA file made from a sibling of the same major and
/// minor version (rewriteIsaBitcode). \p Note says which.
llvm::Expected<std::string> deviceLibFolder(llvm::StringRef SystemDir,
                                            llvm::StringRef Arch,
                                            llvm::StringRef CacheDir,
                                            std::string &Note);

/// hipcc from a ROCm install (\p RocmPath, else /opt/rocm); else clang 19
/// with the installed HIP headers and device libraries (\p DeviceLibPath,
/// else the system's, fixed up by deviceLibFolder into \p CacheDir).
AmdToolchain findAmdToolchain(llvm::StringRef RocmPath, llvm::StringRef Arch,
                              llvm::StringRef DeviceLibPath, llvm::StringRef CacheDir);

/// The command line that compiles and links \p Source for \p Arch.
std::vector<std::string> amdCompileCommand(const AmdToolchain &T, llvm::StringRef Arch,
                                           llvm::StringRef Source,
                                           llvm::StringRef Output,
                                           llvm::ArrayRef<std::string> Flags);

/// The libraries a CUDA program links on NVIDIA (-lcublas, -lcufft, ...):
/// those its `// link:` line names, else those its #includes imply
/// (cublas*, curand.h, cufft*, cusparse*, cusolver*, nvrtc.h, cuda.h).
/// Its translation links the same ones: the HIP-on-CUDA layer wraps them.
std::vector<std::string> nvidiaLibraryFlags(llvm::StringRef CudaSourceText);

/// An executable named \p Name: PATH, then \p Extra folders; "" if none.
std::string findProgram(llvm::StringRef Name, llvm::ArrayRef<std::string> Extra = {});

//===--- Kernel inventory (Inventory.cpp) ---------------------------------===//

struct KernelInfo {
  std::string Mangled; ///< Itanium name of the kernel
  std::string Name;    ///< demangled, without parameters: "ns::k<float, 4>"
  std::string Where;   ///< file:line of the definition
  std::string Path;    ///< the file of the definition ("" if unknown)
};

/// Every __global__ function of \p CudaFile that a device compile emits:
/// the defined non-template kernels and the used (launched, referenced or
/// explicitly instantiated) specializations of kernel templates. Parsed
/// host-side with clang against CUDA, like the find stage.
llvm::Expected<std::vector<KernelInfo>>
findKernels(llvm::StringRef CudaFile, const FindOptions &O);

/// Kernel symbols (NAME of NAME.kd) of the \p Arch code object(s) embedded
/// in \p Binary (.hip_fatbin of an executable or object, or a code object).
llvm::Expected<std::vector<std::string>> kernelSymbols(llvm::StringRef Binary,
                                                       llvm::StringRef Arch);

/// Calls \p Each with every \p Arch code object of \p Binary (as
/// kernelSymbols finds them).
llvm::Error forEachCodeObject(llvm::StringRef Binary, llvm::StringRef Arch,
                              llvm::function_ref<llvm::Error(llvm::StringRef)> Each);

/// The functions of `llvm-objdump -d -r` output \p Disassembly (AMDGPU)
/// that reduce to a trap: from their first instruction, an s_trap, or a
/// call of such a function, comes before any branch or s_endpgm, so every
/// launch aborts (Traps.cpp). Sorted.
std::vector<std::string> trapOnlyFunctions(llvm::StringRef Disassembly);

/// The kernels of \p Binary's \p Arch code objects that reduce to a trap,
/// disassembled with \p Objdump (llvm-objdump) in \p WorkDir.
llvm::Expected<std::vector<std::string>>
trapOnlyKernels(llvm::StringRef Binary, llvm::StringRef Arch, llvm::StringRef Objdump,
                llvm::StringRef WorkDir);

/// The condition whose branch makes a kernel trap on AMD (TrapCause.cpp).
struct TrapCause {
  std::string Condition; ///< the group's first directive: "#if __CUDA_ARCH__ >= 800"
  std::string Where;     ///< its file:line
  std::string Branch;    ///< the branch that traps: "#else", "#elif ..."; "": the first
  std::string Trap;      ///< what traps: "__trap()", "NO_DEVICE_CODE (a macro that traps)"
  /// A project macro the condition tests, and the condition it is #defined
  /// under ("'#if __CUDA_ARCH__ >= 600' at common.h:12"); empty if none.
  std::string Macro, MacroDefinedUnder;
  /// "the #else branch of '#if ...' at f.cu:12 reduces to a trap: __trap()".
  std::string describe() const;
};

/// The condition responsible for the trap of the kernel defined at line
/// \p KernelLine of \p Text (the CUDA source \p FileName): the innermost
/// conditional branch that reaches into the kernel's body (or holds the
/// whole definition) and whose text traps (__trap(), asm("trap;"), a macro
/// of \p Bufs whose definition traps). \p Bufs: the files of the program
/// (path, text), for macros and where they are defined. nullopt: no trap
/// under a condition in the body.
std::optional<TrapCause>
trapCause(llvm::StringRef FileName, llvm::StringRef Text, unsigned KernelLine,
          llvm::ArrayRef<std::pair<std::string, std::string>> Bufs);

/// trapCause for \p K of the program \p MainSource: the files read are
/// the kernel's, the main source's and the ones they include with quotes.
std::optional<TrapCause> findTrapCause(const KernelInfo &K, llvm::StringRef MainSource);

/// A kernel found in the code object whose every launch traps.
struct TrapKernel {
  std::string Kernel; ///< KernelInfo::Name (where)
  std::optional<TrapCause> Cause;
};

struct Inventory {
  unsigned Expected = 0, Found = 0;
  std::vector<std::string> Missing;   ///< KernelInfo::Name (and where)
  std::vector<std::string> ByNameOnly; ///< found with other parameter types
  std::vector<TrapKernel> TrapOnly;    ///< found, but every launch traps
};

/// Each kernel is found by its mangled name, else by its demangled name
/// (parameter types renamed by the translation, e.g. curandState ->
/// hiprandState); a symbol is used once.
Inventory matchKernels(llvm::ArrayRef<KernelInfo> Kernels,
                       llvm::ArrayRef<std::string> Symbols);

/// "ns::k<float>" for "_ZN2ns1kIfEEvPT_"; \p Mangled itself if it is no
/// Itanium function name.
std::string functionName(llvm::StringRef Mangled);

//===--- The whole check (Verify.cpp, Report.cpp) -------------------------===//

enum class Backend : uint8_t { Amd, Nvidia };

struct VerifyOptions {
  TranslateOptions Translate;
  std::vector<std::string> Flags; ///< -D -I -U ... for every compile
  std::string Arch = "gfx942";
  AmdToolchain Amd;     ///< findAmdToolchain, once for all programs
  bool AmdGpu = false;  ///< amdGpuPresent
  std::string AmdGpuWhat;
  bool NvidiaGpu = false; ///< nvidiaGpuPresent (checked for --record and --backend nvidia)
  std::string NvidiaGpuWhat;
  std::string WorkDir;
  std::string RecordDir, ReferenceDir;
  Backend Run = Backend::Amd;
  std::string Nvcc, NvccArch = "native", HipOnCuda;
  std::vector<std::string> OutputFiles; ///< declared, relative to the run folder
  unsigned TimeoutSec = 300;
  CompareOptions Compare;
  bool SkipAmdCompile = false;
};

struct Step {
  enum StatusT : uint8_t { NotRun, Ok, Failed } Status = NotRun;
  std::string Detail; ///< first error, reason it did not run, ...
  double Seconds = 0;
};

struct ProgramReport {
  std::string Name, Source;
  Step Translate, AmdCompile, Inventory;
  verify::Inventory Kernels;
  std::string RanOn = "not run"; ///< "amd", "nvidia", "not run"
  Step CudaBuild, CudaRun, HipBuild, HipRun;
  std::optional<RunOutput> CudaOutput, HipOutput;
  /// Against the reference (--reference, or recorded by this run) and, when
  /// both ran, the translated program against the CUDA original.
  Step Compare;
  std::optional<CompareResult> CudaVsReference, HipVsReference, HipVsCuda;
  /// The largest deviations over every comparison made.
  double maxAbsDev() const;
  double maxRelDev() const;
  bool ok() const;
};

/// Runs the whole check for one CUDA program.
ProgramReport verifyProgram(llvm::StringRef CudaSource, llvm::StringRef Name,
                            const VerifyOptions &O);

//===--- A run over many programs (Run.cpp) ------------------------------===//

/// `cuda2hip verify PATHS` once its options are parsed and checked.
struct VerifyRun {
  /// Shared by every program; WorkDir "" = a temporary folder, removed.
  /// Nvcc, Amd and the GPUs are looked up by runVerify.
  VerifyOptions Options;
  std::string Nvcc;          ///< --nvcc ("" = nvcc on PATH, $CUDA_PATH/bin, ...)
  std::string RocmPath, DeviceLibPath;
  /// -p: each program's flags from this database (not owned); null = the
  /// compile_commands.json found above each program.
  const clang::tooling::CompilationDatabase *Database = nullptr;
  std::vector<std::string> ClangArgs; ///< after `--`: their portable flags reach every compile
  std::string Format = "human"; ///< human | json
  unsigned Jobs = 1;            ///< programs verified at a time
  /// The environment, read at the edge: $CUDA_PATH and $CUDA_HOME (where
  /// nvcc may be), the cache folder of the AMD toolchain's pieces.
  Tuning Env;
};

/// One program of a run.
struct ProgramJob {
  std::string Source, Name; ///< Name: the source's stem, made unique in the run
  VerifyOptions Options;
};

/// The programs \p Paths name: files as given (a warning on \p Err for one
/// that does not look like a CUDA source), a folder stands for the .cu files
/// directly in it, sorted. False (an error on \p Err) when a path does not
/// exist.
bool expandPrograms(llvm::ArrayRef<std::string> Paths, std::vector<std::string> &Out,
                    llvm::raw_ostream &Err);

/// The flags every compiler understands: -D -U -I -isystem -include -std.
std::vector<std::string> portableFlags(llvm::ArrayRef<std::string> Args);

/// One job per source: a unique name, the flags of the database (the
/// translation's) and their portable part with \p R.ClangArgs' (every
/// compile's). With more than one source the translations share one PCH of
/// the CUDA preamble (FindOptions::SharePreamble).
std::vector<ProgramJob> programJobs(llvm::ArrayRef<std::string> Sources,
                                    const VerifyRun &R);

/// verifyProgram for each job, \p Threads at a time; "cuda2hip verify: NAME"
/// on \p Log as each starts. Reports in job order.
std::vector<ProgramReport> verifyPrograms(llvm::ArrayRef<ProgramJob> Jobs,
                                          unsigned Threads, llvm::raw_ostream &Log);

/// The whole command over \p Programs (expandPrograms): the machine looked
/// at (nvcc, the AMD toolchain, the GPUs), a work folder, the programs
/// verified, the report on \p Out (human or JSON). Returns the exit code: 0
/// every check that ran passed, 1 one failed, 3 no work folder.
int runVerify(const VerifyRun &R, llvm::ArrayRef<std::string> Programs,
              llvm::raw_ostream &Out, llvm::raw_ostream &Err);

/// A table, one row per program, and a summary line.
void printHuman(llvm::raw_ostream &OS, llvm::ArrayRef<ProgramReport> R,
                const VerifyOptions &O, llvm::StringRef Toolchain);
void printJson(llvm::raw_ostream &OS, llvm::ArrayRef<ProgramReport> R,
               const VerifyOptions &O, llvm::StringRef Toolchain);

} // namespace cuda2hip::verify

#endif
