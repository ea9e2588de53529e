//===- DoctorCommand.cpp - cuda2hip doctor [--root DIR] -------------------===//
//
// Is this machine (or the fake tree --root DIR stands for) ready for HIP
// work? The checks live in lib/Doctor (Doctor.h, docs/doctor.md). Exit 0
// when every check is ok, 1 when one warns or fails, 2 usage.
//
//===----------------------------------------------------------------------===//
#include "Commands.h"
#include "cuda2hip/Doctor.h"
#include "cuda2hip/Emit.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace cuda2hip::doctor;

namespace cuda2hip::cli {

namespace {
struct DoctorCli {
  std::string Root, Format = "human";
  std::vector<std::string> Archs;
};

int run(DoctorCli &C) {
  DoctorOptions O;
  if (!C.Archs.empty()) {
    O.Archs.clear();
    for (const std::string &A : C.Archs)
      for (StringRef X : split(A, ','))
        if (!X.trim().empty())
          O.Archs.push_back(X.trim().str());
  }
  O.ClangResourceDir = CUDA2HIP_CLANG_RESOURCE_DIR;
  O.ClangVersion = CUDA2HIP_CLANG_VERSION;
  std::unique_ptr<System> Sys;
  if (!C.Root.empty()) {
    if (!sys::fs::is_directory(C.Root)) {
      errs() << "cuda2hip: error: --root " << C.Root << ": not a folder\n";
      return ExitUsage;
    }
    Sys = fakeSystem(C.Root);
  } else {
    Sys = realSystem();
  }
  std::vector<CheckResult> R = runDoctor(*Sys, O);
  if (C.Format == "json") {
    outs() << formatv("{0:2}", doctorJson(R, O, Sys->describe())) << "\n";
  } else {
    bool Color = sys::Process::StandardOutIsDisplayed();
    printDoctor(outs(), R, O, Sys->describe(), Color);
  }
  outs().flush();
  return doctorExitCode(R);
}
} // namespace

Runner addDoctorCommand(CLI::App &App, std::vector<std::string> &) {
  auto C = std::make_shared<DoctorCli>();
  App.description(
      "check this machine for HIP work: ROCm and HIP, hipcc and its clang, device "
      "libraries for the target, GPU agents, /dev/kfd and /dev/dri access, PyTorch "
      "for ROCm, variables that change behaviour, and the CUDA headers and clang "
      "that translation uses. Each check: ok, warn or fail, with a fix. Exit 0 all "
      "ok, 1 problems. Docs: docs/doctor.md");
  App.add_option("--root", C->Root,
                 "check a fake tree instead of this machine (files under DIR, canned "
                 "command output in DIR/__commands, environment in DIR/__env)");
  App.add_option("--format", C->Format, "human or json")
      ->capture_default_str()
      ->check(CLI::IsMember({"human", "json"}));
  App.add_option("--offload-arch", C->Archs,
                 "the AMD target(s) builds use (default gfx942)");
  return [C] { return run(*C); };
}

} // namespace cuda2hip::cli
