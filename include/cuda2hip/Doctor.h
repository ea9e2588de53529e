//===- cuda2hip/Doctor.h - is this machine ready for HIP? --------*- C++ -*-===//
//
// Not a stage of translation: what comes after it, on the AMD machine.
//
//  * doctor: checks a machine (or a fake tree, for tests) -- ROCm and HIP,
//    hipcc and its clang, the device libraries for the target, GPU agents
//    (rocminfo / amd-smi), /dev/kfd and /dev/dri and the user's groups,
//    PyTorch for ROCm, variables that change behaviour, and for translation
//    the CUDA headers and clang. Every check says ok/warn/fail and how to fix.
//    The machine is seen through System: the real one, or a fake root whose
//    layout docs/doctor.md describes (files under DIR, canned command output
//    in DIR/__commands/, the environment in DIR/__env).
//  * explain-error: a table of the usual ROCm failures (tables/RocmErrors.def)
//    matched against an error name, a pasted log line or a whole log.
//
//===----------------------------------------------------------------------===//
#ifndef CUDA2HIP_DOCTOR_H
#define CUDA2HIP_DOCTOR_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace cuda2hip::doctor {

//===-- The machine -------------------------------------------------------===//

/// What the checks may ask of a machine.
class System {
public:
  virtual ~System();
  virtual std::optional<std::string> readFile(llvm::StringRef Path) = 0;
  virtual bool exists(llvm::StringRef Path) = 0;
  /// Names in a folder (empty if none or not a folder).
  virtual std::vector<std::string> list(llvm::StringRef Dir) = 0;
  struct Output {
    int Status = 0;
    std::string Text; ///< stdout and stderr together
  };
  /// Runs \p Argv; \p Key names the probe (fake roots answer by key:
  /// DIR/__commands/<Key>.txt). std::nullopt when the program is missing.
  virtual std::optional<Output> run(llvm::StringRef Key,
                                    llvm::ArrayRef<std::string> Argv) = 0;
  virtual std::optional<std::string> env(llvm::StringRef Name) = 0;
  virtual std::string user() = 0;
  virtual bool isRoot() = 0;
  virtual std::vector<std::string> groups() = 0; ///< the user's groups
  /// The group owning a device node ("" if unknown).
  virtual std::string groupOf(llvm::StringRef Path) = 0;
  virtual bool canReadWrite(llvm::StringRef Path) = 0;
  /// A program on PATH, "" if none.
  virtual std::string findProgram(llvm::StringRef Name) = 0;
  /// How to show where things were looked for ("" or "fake root DIR").
  virtual std::string describe() { return ""; }
};

std::unique_ptr<System> realSystem();
/// A fake machine under \p Root (docs/doctor.md).
std::unique_ptr<System> fakeSystem(llvm::StringRef Root);

//===-- Checks ------------------------------------------------------------===//

enum class Status : uint8_t { Ok, Skip, Warn, Fail };
llvm::StringRef statusName(Status S); ///< "ok", "skip", "warn", "fail"

struct CheckResult {
  std::string Id;    ///< stable: rocm, hipcc, device-libs, gpu, dev-kfd, ...
  std::string Title; ///< what was checked
  Status S = Status::Ok;
  std::string Detail; ///< what was found
  std::string Fix;    ///< how to fix it ("" when ok)
};

struct DoctorOptions {
  std::vector<std::string> Archs = {"gfx942"}; ///< the targets builds use
  /// Where the tool's clang keeps its headers (the translation check).
  std::string ClangResourceDir;
  std::string ClangVersion;
};

std::vector<CheckResult> runDoctor(System &Sys, const DoctorOptions &O);

/// A machine that translates only: no /dev/kfd and no working hipcc (so
/// nothing is built or run there).
bool translateOnly(llvm::ArrayRef<CheckResult> R);
/// 0 when every check is ok (or skipped), 1 otherwise; on a translateOnly()
/// machine, only the translation checks (cuda, clang) count.
int doctorExitCode(llvm::ArrayRef<CheckResult> R);
/// \p Terminal: colours, and lines wrapped at 78 columns (else one line
/// per detail and per fix, for logs and greps).
void printDoctor(llvm::raw_ostream &OS, llvm::ArrayRef<CheckResult> R,
                 const DoctorOptions &O, llvm::StringRef Where, bool Terminal);
llvm::json::Value doctorJson(llvm::ArrayRef<CheckResult> R, const DoctorOptions &O,
                             llvm::StringRef Where);

/// Parsers, public for the tests.
struct GpuAgent {
  std::string Gfx, Marketing;
};
std::vector<GpuAgent> parseRocminfo(llvm::StringRef Out);
std::vector<GpuAgent> parseAmdSmiStatic(llvm::StringRef Out);
/// "6.3.42131" from hip_version.h ("" if not found).
std::string parseHipVersionHeader(llvm::StringRef Text);

//===-- explain-error -----------------------------------------------------===//

struct RocmError {
  llvm::StringRef Id;
  llvm::StringRef Names;   ///< '|'-separated error names, matched exactly
  llvm::StringRef Pattern; ///< extended regex, case-insensitive, per line
  llvm::StringRef Supersedes; ///< the id of a more general entry
  llvm::StringRef Title, Cause, Fix;
};
llvm::ArrayRef<RocmError> rocmErrors();
const RocmError *findRocmError(llvm::StringRef Id);

struct ErrorMatch {
  const RocmError *E = nullptr;
  std::string Matched; ///< the name or the text the pattern matched
  unsigned Line = 0;   ///< 1-based line of the input
};
/// Every entry that matches \p Text (an error name, a log line or a log),
/// in table order, once each; an entry superseded by another match drops.
std::vector<ErrorMatch> matchErrors(llvm::StringRef Text);

} // namespace cuda2hip::doctor

#endif
