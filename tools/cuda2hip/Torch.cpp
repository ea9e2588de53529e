//===- Torch.cpp - which --torch-style an installed PyTorch supports ------===//
//
// Only after a translation that used PyTorch names: looks for PyTorch's
// headers under the -I/-isystem folders given after "--" and under python3's
// torch package (found without importing it), and says which styles the
// installation can compile. A CUDA build has no ATen/hip: the note says so.
//
//===----------------------------------------------------------------------===//
#include "Commands.h"
#include "cuda2hip/Torch.h"
#include "cuda2hip/Tuning.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/raw_ostream.h"
#include <set>

using namespace llvm;

namespace cuda2hip::cli {
namespace {
bool has(StringRef Dir, StringRef Rel) {
  SmallString<256> P(Dir);
  sys::path::append(P, Rel);
  return sys::fs::exists(P);
}

bool mentions(StringRef Dir, StringRef Rel, StringRef Word) {
  SmallString<256> P(Dir);
  sys::path::append(P, Rel);
  auto B = MemoryBuffer::getFile(P);
  return B && (*B)->getBuffer().contains(Word);
}

/// python3's torch package folder, or "" (importlib finds it without
/// importing torch, which would take seconds).
std::string pythonTorch() {
  auto Py = sys::findProgramByName("python3");
  if (!Py)
    return "";
  SmallString<128> Out;
  if (sys::fs::createTemporaryFile("cuda2hip-torch", "txt", Out))
    return "";
  std::optional<StringRef> Redirects[] = {std::nullopt, StringRef(Out), StringRef("")};
  StringRef Args[] = {*Py, "-c",
                      "import importlib.util as u\n"
                      "s = u.find_spec('torch')\n"
                      "print(s.submodule_search_locations[0] if s and "
                      "s.submodule_search_locations else '')"};
  int RC = sys::ExecuteAndWait(*Py, Args, std::nullopt, Redirects, /*Seconds=*/10);
  std::string Dir;
  if (RC == 0)
    if (auto B = MemoryBuffer::getFile(Out))
      Dir = (*B)->getBuffer().trim().str();
  sys::fs::remove(Out);
  if (Dir.empty())
    return "";
  SmallString<256> Inc(Dir);
  sys::path::append(Inc, "include");
  return std::string(Inc);
}
} // namespace

bool resolveTorch(const CommonOptions &C, TorchSettings &T, std::string &Err) {
  std::optional<Version> V;
  std::string From;
  if (!C.TorchVersion.empty()) {
    V = Version::parse(C.TorchVersion);
    if (!V) {
      Err = "--torch-version expects MAJOR.MINOR, got '" + C.TorchVersion + "'";
      return false;
    }
    From = "--torch-version";
  }
  T.Include = C.TorchInclude == "none" ? "" : findTorchInclude(C.TorchInclude, Tuning::fromEnvironment().TorchInclude);
  if (!V && !T.Include.empty())
    V = torchVersionAt(T.Include, &From);
  TorchStyleChoice D = defaultTorchStyle(V, torchKeepsCudaNames(T.Include));
  std::string Said = V ? "PyTorch " + V->str() + " (" + From + ")" : "no PyTorch version known";
  if (!C.TorchStyle.empty()) {
    T.Style = C.TorchStyle;
    T.Why = Said + ": --torch-style " + T.Style + " as given" +
            (D.Style == T.Style ? "" : " (the default would be " + D.Style + ")");
  } else {
    T.Style = D.Style;
    T.Why = Said + ": --torch-style " + T.Style + ", " + D.Why;
  }
  return true;
}

void noteTorchInstallation(const CommonOptions &C, const TorchSettings &T,
                           const Plan &All) {
  auto It = All.Stats.find(Group::Torch);
  if (It == All.Stats.end())
    return;
  if (C.NoNotes) // quiet, or a JSON/SARIF report owns stderr
    return;
  const std::string &Style = T.Style;
  errs() << "cuda2hip: note: " << T.Why << " [cuda2hip-torch-style]\n";
  std::vector<std::string> Dirs;
  const auto &A = C.ClangArgs;
  for (size_t I = 0; I < A.size(); ++I) {
    StringRef S = A[I];
    if ((S == "-I" || S == "-isystem") && I + 1 < A.size())
      Dirs.push_back(A[++I]);
    else if (S.starts_with("-isystem"))
      Dirs.push_back(S.drop_front(8).str());
    else if (S.starts_with("-I"))
      Dirs.push_back(S.drop_front(2).str());
  }
  if (std::string Py = pythonTorch(); !Py.empty())
    Dirs.push_back(Py);
  std::set<std::string> Done;
  for (const std::string &D : Dirs) {
    if (!Done.insert(D).second || !has(D, "c10/macros/Macros.h"))
      continue;
    std::vector<std::string> Styles;
    if (has(D, "ATen/hip/impl/HIPGuardImplMasqueradingAsCUDA.h"))
      Styles.push_back("masquerade");
    // hipify v2 keeps the CUDA names: the ROCm headers declare CUDAGuard.
    if (mentions(D, "c10/hip/HIPGuard.h", "CUDAGuard"))
      Styles.push_back("v2");
    if (has(D, "c10/hip/HIPGuard.h"))
      Styles.push_back("plain");
    errs() << "cuda2hip: note: PyTorch headers at " << D << ": ";
    if (Styles.empty()) {
      errs() << "a CUDA build (no ATen/hip, c10/hip); the translation compiles "
                "only against a ROCm build of PyTorch";
    } else {
      errs() << "a ROCm build that supports --torch-style ";
      for (size_t I = 0; I < Styles.size(); ++I)
        errs() << (I ? ", " : "") << Styles[I];
      if (std::find(Styles.begin(), Styles.end(), Style) == Styles.end())
        errs() << " (not " << Style << ", used here)";
    }
    errs() << " [cuda2hip-torch-style]\n";
  }
}

} // namespace cuda2hip::cli
