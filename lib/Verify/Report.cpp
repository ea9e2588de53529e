//===- Report.cpp - the verify report: a table, or JSON -------------------===//
#include "cuda2hip/Verify.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"

using namespace llvm;

namespace cuda2hip::verify {

namespace {

std::string pad(std::string S, size_t W) {
  if (S.size() < W)
    S.append(W - S.size(), ' ');
  return S;
}

std::string num(double V) {
  if (V == 0)
    return "0";
  std::string S;
  raw_string_ostream OS(S);
  OS << format("%.3g", V);
  return OS.str();
}

std::string secs(const Step &S) {
  if (S.Status == Step::NotRun && S.Seconds == 0)
    return "-";
  std::string Out;
  raw_string_ostream OS(Out);
  OS << format("%.1f", S.Seconds);
  return OS.str();
}

std::string runCell(const Step &Build, const Step &Run,
                    const std::optional<RunOutput> &Out) {
  if (Build.Status == Step::Failed)
    return "build failed";
  if (Run.Status == Step::Failed)
    return "run failed";
  if (Out) {
    // The self-check verdict is the last line the program printed.
    StringRef Last = StringRef(Out->Stdout).rtrim().rsplit('\n').second;
    if (Last.empty())
      Last = StringRef(Out->Stdout).rtrim();
    std::string V = Last == "PASS" || Last == "FAIL" ? Last.str() : "ran";
    return V + " (exit " + std::to_string(Out->ExitCode) + ")";
  }
  return "-";
}

std::string resultCell(const ProgramReport &R) {
  switch (R.Compare.Status) {
  case Step::Ok:
    return R.Compare.Detail == "recorded" && !R.HipVsReference ? "recorded" : "PASS";
  case Step::Failed:
    return "FAIL";
  default:
    return "-";
  }
}

std::string amdCell(const ProgramReport &R) {
  switch (R.AmdCompile.Status) {
  case Step::Ok:
    return "yes";
  case Step::Failed:
    return "NO";
  default:
    return "n/a";
  }
}

std::string kernelCell(const ProgramReport &R) {
  if (R.Inventory.Status == Step::NotRun)
    return "?/" + std::to_string(R.Kernels.Expected);
  if (R.Inventory.Status == Step::Failed && R.Kernels.Expected == 0 &&
      R.Kernels.Found == 0)
    return "error";
  return std::to_string(R.Kernels.Found) + "/" + std::to_string(R.Kernels.Expected);
}

json::Value stepJson(const Step &S) {
  const char *Status[] = {"not run", "ok", "failed"};
  json::Object O{{"status", Status[S.Status]}, {"seconds", S.Seconds}};
  if (!S.Detail.empty())
    O["detail"] = S.Detail;
  return O;
}

json::Value compareJson(const std::optional<CompareResult> &C) {
  if (!C)
    return nullptr;
  json::Object O{{"equal", C->Equal},
                 {"lines", C->LinesCompared},
                 {"numbers", C->NumbersCompared},
                 {"max_abs_dev", C->MaxAbsDev},
                 {"max_rel_dev", C->MaxRelDev}};
  if (!C->Equal)
    O["first_difference"] = C->FirstDifference;
  return O;
}

} // namespace

void printHuman(raw_ostream &OS, ArrayRef<ProgramReport> Reports,
                const VerifyOptions &O, StringRef Toolchain) {
  OS << "AMD build (" << O.Arch << "): " << Toolchain << "\n";
  OS << "run: "
     << (O.Run == Backend::Nvidia
             ? (O.NvidiaGpu ? "nvidia (" + O.NvidiaGpuWhat +
                                  "; translation through verify/hip-on-cuda, "
                                  "beside the CUDA original)"
                            : "nvidia: built, not run, " + O.NvidiaGpuWhat)
         : O.AmdGpu               ? "amd (" + O.AmdGpuWhat + ")"
                                  : "amd: not run, " + O.AmdGpuWhat)
     << "\n";
  if (!O.ReferenceDir.empty())
    OS << "reference: " << O.ReferenceDir << "\n";
  if (!O.RecordDir.empty())
    OS << "recording references into: " << O.RecordDir << "\n";
  OS << "\n";
  const size_t W[] = {22, 7, 8, 8, 14, 14, 9, 18};
  OS << pad("program", W[0]) << pad(O.Arch, W[1]) << pad("kernels", W[2])
     << pad("ran on", W[3]) << pad("CUDA", W[4]) << pad("HIP", W[5])
     << pad("result", W[6]) << pad("max dev abs/rel", W[7])
     << "seconds: translate/amd/cuda/hip\n";
  unsigned Compiled = 0, Found = 0, Expected = 0, Ran = 0, Pass = 0, Fail = 0;
  for (const ProgramReport &R : Reports) {
    Compiled += R.AmdCompile.Status == Step::Ok;
    Found += R.Kernels.Found;
    Expected += R.Kernels.Expected;
    Ran += R.RanOn != "not run";
    Pass += R.ok();
    Fail += !R.ok();
    bool Compared = R.CudaVsReference || R.HipVsReference || R.HipVsCuda;
    OS << pad(R.Name, W[0]) << pad(amdCell(R), W[1]) << pad(kernelCell(R), W[2])
       << pad(R.RanOn, W[3]) << pad(runCell(R.CudaBuild, R.CudaRun, R.CudaOutput), W[4])
       << pad(runCell(R.HipBuild, R.HipRun, R.HipOutput), W[5])
       << pad(resultCell(R), W[6])
       << pad(Compared ? num(R.maxAbsDev()) + " / " + num(R.maxRelDev()) : "-", W[7])
       << secs(R.Translate) << "/" << secs(R.AmdCompile) << "/"
       << (R.CudaBuild.Status == Step::NotRun
               ? std::string("-")
               : num(R.CudaBuild.Seconds + R.CudaRun.Seconds))
       << "/"
       << (R.HipBuild.Status == Step::NotRun && R.HipRun.Status == Step::NotRun
               ? std::string("-")
               : num(R.HipBuild.Seconds + R.HipRun.Seconds))
       << "\n";
  }
  // Why, for everything that failed.
  bool Header = false;
  for (const ProgramReport &R : Reports) {
    for (auto [S, What] : {std::pair{&R.Translate, "translate"},
                           std::pair{&R.AmdCompile, "amd build"},
                           std::pair{&R.Inventory, "kernels"},
                           std::pair{&R.CudaBuild, "cuda build"},
                           std::pair{&R.CudaRun, "cuda run"},
                           std::pair{&R.HipBuild, "hip build"},
                           std::pair{&R.HipRun, "hip run"},
                           std::pair{&R.Compare, "compare"}}) {
      if (S->Status != Step::Failed)
        continue;
      if (!Header)
        OS << "\nproblems:\n";
      Header = true;
      OS << "  " << R.Name << ": " << What << ": " << S->Detail << "\n";
    }
    for (const std::string &N : R.Kernels.ByNameOnly)
      OS << "  " << R.Name << ": note: kernel found by name only: " << N << "\n";
  }
  OS << "\n" << Reports.size() << " program(s): " << Compiled << " built for "
     << O.Arch << ", kernels " << Found << "/" << Expected << ", " << Ran
     << " ran, " << Pass << " ok, " << Fail << " failed\n";
}

/// A trap-only kernel and the condition responsible (null if not found).
static json::Value trapJson(const TrapKernel &T) {
  json::Value Cause = nullptr;
  if (T.Cause)
    Cause = json::Object{{"condition", T.Cause->Condition},
                         {"at", T.Cause->Where},
                         {"branch", T.Cause->Branch.empty()
                                        ? StringRef(T.Cause->Condition).take_until(isSpace).str()
                                        : T.Cause->Branch},
                         {"trap", T.Cause->Trap},
                         {"macro", T.Cause->Macro},
                         {"macro_defined_under", T.Cause->MacroDefinedUnder},
                         {"message", T.Cause->describe()}};
  return json::Object{{"kernel", T.Kernel}, {"cause", std::move(Cause)}};
}

void printJson(raw_ostream &OS, ArrayRef<ProgramReport> Reports,
               const VerifyOptions &O, StringRef Toolchain) {
  json::Array Programs;
  unsigned Pass = 0;
  for (const ProgramReport &R : Reports) {
    Pass += R.ok();
    json::Array Missing, ByName;
    for (const std::string &M : R.Kernels.Missing)
      Missing.push_back(M);
    for (const std::string &M : R.Kernels.ByNameOnly)
      ByName.push_back(M);
    json::Array Traps;
    for (const TrapKernel &T : R.Kernels.TrapOnly)
      Traps.push_back(trapJson(T));
    auto Out = [](const std::optional<RunOutput> &O) -> json::Value {
      if (!O)
        return nullptr;
      return json::Object{{"exit_code", O->ExitCode}};
    };
    Programs.push_back(json::Object{
        {"name", R.Name},
        {"source", R.Source},
        {"ok", R.ok()},
        {"translate", stepJson(R.Translate)},
        {"amd_build", stepJson(R.AmdCompile)},
        {"kernels", json::Object{{"expected", R.Kernels.Expected},
                                 {"found", R.Kernels.Found},
                                 {"missing", std::move(Missing)},
                                 {"by_name_only", std::move(ByName)},
                                 {"trap_only", std::move(Traps)},
                                 {"step", stepJson(R.Inventory)}}},
        {"ran_on", R.RanOn},
        {"cuda_build", stepJson(R.CudaBuild)},
        {"cuda_run", stepJson(R.CudaRun)},
        {"cuda_output", Out(R.CudaOutput)},
        {"hip_build", stepJson(R.HipBuild)},
        {"hip_run", stepJson(R.HipRun)},
        {"hip_output", Out(R.HipOutput)},
        {"compare", stepJson(R.Compare)},
        {"result", resultCell(R)},
        {"cuda_vs_reference", compareJson(R.CudaVsReference)},
        {"hip_vs_reference", compareJson(R.HipVsReference)},
        {"hip_vs_cuda", compareJson(R.HipVsCuda)},
        {"max_abs_dev", R.maxAbsDev()},
        {"max_rel_dev", R.maxRelDev()},
    });
  }
  json::Object Top{
      {"arch", O.Arch},
      {"amd_toolchain", Toolchain},
      {"amd_gpu", O.AmdGpu},
      {"amd_gpu_detail", O.AmdGpuWhat},
      {"nvidia_gpu", O.NvidiaGpu},
      {"nvidia_gpu_detail", O.NvidiaGpuWhat},
      {"backend", O.Run == Backend::Nvidia ? "nvidia" : "amd"},
      {"reference", O.ReferenceDir},
      {"record", O.RecordDir},
      {"rtol", O.Compare.RTol},
      {"atol", O.Compare.ATol},
      {"programs", std::move(Programs)},
      {"summary", json::Object{{"programs", Reports.size()},
                               {"ok", Pass},
                               {"failed", Reports.size() - Pass}}}};
  OS << formatv("{0:2}", json::Value(std::move(Top))) << "\n";
}

} // namespace cuda2hip::verify
