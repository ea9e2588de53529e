//===- Programs.cpp - nvidia-smi, docker run, packages --------------------===//
//
// Rules for command lines that run one program, called by rewriteLine:
//   nvidia-smi ...          -> amd-smi / rocm-smi (Smi.def)
//   docker run --gpus ...   -> --device=/dev/kfd --device=/dev/dri ... and
//                              CUDA images -> ROCm images (Docker.def)
//   apt-get install cuda-*  -> ROCm packages; pip .../whl/cuXXX -> rocm
//
//===----------------------------------------------------------------------===//
#include "Matchers.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"

using namespace llvm;

namespace cuda2hip::build::detail {

std::string mapImage(StringRef Image, const BuildOptions &O, const ImageRow *&Row) {
  StringRef Name = Image, Tag;
  size_t Colon = Image.rfind(':');
  if (Colon != StringRef::npos && !Image.substr(Colon).contains('/')) {
    Name = Image.take_front(Colon);
    Tag = Image.drop_front(Colon + 1);
  }
  for (const ImageRow &R : images()) {
    if (Name != R.Prefix)
      continue;
    if (R.Prefix == "pytorch/pytorch" && !Tag.contains("cuda"))
      return "";
    Row = &R;
    std::string Ubuntu = "22.04";
    size_t U = Tag.find("ubuntu");
    if (U != StringRef::npos)
      Ubuntu = Tag.drop_front(U + 6).take_while([](char C) { return isDigit(C) || C == '.'; }).str();
    std::string New = R.Image.str();
    size_t P;
    while ((P = New.find("{ubuntu}")) != std::string::npos)
      New.replace(P, 8, Ubuntu);
    while ((P = New.find("{rocm}")) != std::string::npos)
      New.replace(P, 6, O.RocmVersion);
    return New;
  }
  return "";
}

//===-- nvidia-smi --------------------------------------------------------===//

/// Whether the tokens of a Smi.def row match \p Args exactly; \p N gets the
/// number given for 'N'.
static bool smiMatch(StringRef Pattern, ArrayRef<std::string> Args, std::string &N) {
  SmallVector<StringRef, 4> P;
  Pattern.split(P, ' ', -1, false);
  std::vector<std::string> A(Args.begin(), Args.end());
  // "--x N" is also "--x=N".
  for (size_t I = 0; I + 1 < A.size(); ++I)
    if (StringRef(A[I]).starts_with("--") && !StringRef(A[I]).contains('=') &&
        all_of(A[I + 1], isDigit) && !A[I + 1].empty()) {
      A[I] += "=" + A[I + 1];
      A.erase(A.begin() + I + 1);
    }
  if (P.size() != A.size())
    return false;
  for (size_t I = 0; I < P.size(); ++I) {
    StringRef Pat = P[I], Arg = A[I];
    if (Pat.consume_back("*")) {
      if (!Arg.starts_with(Pat))
        return false;
    } else if (Pat.ends_with("N")) {
      StringRef Head = Pat.drop_back();
      if (!Arg.starts_with(Head) || Arg.size() == Head.size() ||
          !all_of(Arg.drop_front(Head.size()), [](char C) { return isDigit(C) || C == '.'; }))
        return false;
      N = Arg.drop_front(Head.size()).str();
    } else if (Pat != Arg) {
      return false;
    }
  }
  return true;
}

/// An nvidia-smi command line, read.
struct SmiCall {
  std::vector<std::string> Args; ///< the options not read below
  std::string Gpu, Fields;       ///< -i/--id, --query-gpu=
  bool Csv = false, NoHeader = false;
};

/// The options of nvidia-smi, words (At, End) of \p W.
static SmiCall smiCall(const std::vector<Word> &W, unsigned At, unsigned End) {
  SmiCall C;
  for (unsigned I = At + 1; I < End; ++I) {
    StringRef A = W[I].Value;
    if ((A == "-i" || A == "--id") && I + 1 < End) {
      C.Gpu = W[++I].Value;
    } else if (A.consume_front("--id=") || (A.starts_with("-i") && A.size() > 2 &&
                                            all_of(A.drop_front(2), isDigit))) {
      C.Gpu = A.starts_with("-i") ? A.drop_front(2).str() : A.str();
    } else if (A.consume_front("--format=")) {
      C.Csv = A.contains("csv");
      C.NoHeader = A.contains("noheader");
    } else if (A.consume_front("--query-gpu=")) {
      C.Fields = A.str();
    } else {
      C.Args.push_back(A.str());
    }
  }
  return C;
}

/// --query-gpu=\p Fields: the amd-smi command (\p Amd) or rocm-smi's flags
/// in \p New; \p Amd cleared when rocm-smi it is. False when a field has no
/// equivalent (said in \p Note).
static bool smiQuery(StringRef Fields, bool &Amd, std::string &New, std::string &Note) {
  SmallVector<StringRef, 8> F;
  Fields.split(F, ',', -1, false);
  std::vector<std::string> Rocm, AmdFlags;
  StringSet<> AmdCommands;
  for (StringRef Name : F) {
    const SmiField *Row = smiField(Name.trim());
    if (!Row) {
      Note = ("no equivalent known for the field '" + Name.trim() + "'").str();
      return false;
    }
    if (!Row->RocmFlag.empty() && !is_contained(Rocm, Row->RocmFlag.str()))
      Rocm.push_back(Row->RocmFlag.str());
    if (!Row->AmdCommand.empty()) {
      AmdCommands.insert(Row->AmdCommand);
      if (!Row->AmdFlag.empty() && !is_contained(AmdFlags, Row->AmdFlag.str()))
        AmdFlags.push_back(Row->AmdFlag.str());
    }
    if (Name.trim() == "compute_cap")
      Note = "prints the gfx name (gfx942), not a compute capability";
  }
  if (Amd && AmdCommands.size() == 1) {
    New = "amd-smi " + AmdCommands.begin()->first().str();
    for (const std::string &X : AmdFlags)
      New += " " + X;
    return true;
  }
  if (Amd && AmdCommands.size() > 1)
    Note = "the fields need several amd-smi commands; rocm-smi prints them in one";
  New = "rocm-smi";
  for (const std::string &X : Rocm)
    New += " " + X;
  Amd = false;
  return true;
}

/// Other options: the first Smi.def row they match, its N filled in.
static bool smiCommand(ArrayRef<std::string> Args, bool Amd, std::string &New,
                       std::string &Note) {
  for (const SmiRow &R : smiRows()) {
    std::string N;
    if (!smiMatch(R.Args, Args, N))
      continue;
    New = (Amd ? R.AmdSmi : R.RocmSmi).str();
    size_t P = New.find(" N");
    while (!N.empty() && P != std::string::npos &&
           (P + 2 == New.size() || New[P + 2] == ' ')) {
      New.replace(P + 1, 1, N);
      P = New.find(" N", P + 1);
    }
    Note = R.Note.str();
    return true;
  }
  return false;
}

void rewriteSmi(Sink &S, const Line &L, unsigned At, const BuildOptions &O,
                std::vector<bool> &Used) {
  const std::vector<Word> &W = L.Words;
  unsigned End = At + 1;
  while (End < W.size() && !W[End].Redirect)
    ++End;
  for (unsigned I = At; I < End; ++I)
    Used[I] = true;
  bool Amd = O.Smi == SmiTool::AmdSmi;
  StringRef Tool = Amd ? "amd-smi" : "rocm-smi";
  SmiCall C = smiCall(W, At, End);
  std::string Old = spelled(L, At, End - At);
  if (StringRef(C.Fields).trim() == "compute_cap" && C.Args.empty()) {
    // GPU architecture detection (ARCH := $(shell nvidia-smi ...)).
    replaceWords(S, L, At, End - At, {"amdgpu-arch"}, "build-smi",
                 "'" + Old + "' -> 'amdgpu-arch': GPU architecture detection "
                 "prints gfx names (gfx942), one per GPU, no header, for "
                 "--offload-arch=; or let hipcc detect: --offload-arch=native",
                 Severity::Warning);
    return;
  }
  bool ToFile = End < W.size() && StringRef(W[End].Value).contains('>');
  Severity Sev = L.OutputUsed || ToFile || C.NoHeader ? Severity::Warning : Severity::Note;
  std::string Parse = L.OutputUsed || ToFile ? "; the output differs from nvidia-smi's: check "
                                               "what reads it"
                                             : "";
  if (C.NoHeader)
    Parse += "; " + Tool.str() + " has no 'noheader': skip the first line";
  std::string New, Note;
  bool Known = false;
  if (!C.Fields.empty() && C.Args.empty())
    Known = smiQuery(C.Fields, Amd, New, Note);
  else if (C.Fields.empty())
    Known = smiCommand(C.Args, Amd, New, Note);
  if (!Known) {
    replaceWords(S, L, At, 1, {Tool.str()}, "build-smi",
                 "'" + Old + "': no " + Tool.str() + " equivalent known for these "
                     "options" + (Note.empty() ? "" : " (" + Note + ")") +
                     "; the tool is renamed, the options need a person",
                 Severity::Warning);
    return;
  }
  if (C.Csv)
    New += " --csv";
  if (!C.Gpu.empty())
    New += (Amd ? " -g " : " -d ") + C.Gpu;
  SmallVector<StringRef, 6> Parts;
  StringRef(New).split(Parts, ' ', -1, false);
  std::vector<std::string> NewWords(Parts.begin(), Parts.end());
  replaceWords(S, L, At, End - At, NewWords, "build-smi",
               "'" + Old + "' -> '" + New + "'" + (Note.empty() ? "" : " (" + Note + ")") +
                   Parse,
               Sev);
}

//===-- docker run --------------------------------------------------------===//

static bool dockerTakesValue(StringRef O) {
  static const char *const Opts[] = {
      "-e", "--env", "-v", "--volume", "-p", "--publish", "--name", "-w", "--workdir",
      "-u", "--user", "--network", "--net", "--shm-size", "--ipc", "--gpus",
      "--runtime", "--device", "--group-add", "--security-opt", "--cap-add",
      "--cap-drop", "--entrypoint", "--env-file", "--mount", "-h", "--hostname",
      "--ulimit", "-m", "--memory", "--cpus", "--add-host", "-l", "--label",
      "--platform", "--pull", "--restart", "--log-driver", "--log-opt", "--pid",
      "--tmpfs", "--cidfile", "--label-file", "--memory-swap", "--cpuset-cpus"};
  return is_contained(Opts, O);
}

void rewriteDocker(Sink &S, const Line &L, unsigned Run, const BuildOptions &O,
                   std::vector<bool> &Used) {
  const std::vector<Word> &W = L.Words;
  int Gpus = -1, GpusCount = 1;
  std::vector<std::pair<unsigned, unsigned>> Remove; // runtime, env
  bool Ipc = false, Privileged = false, Seccomp = false, Kfd = false;
  std::string Visible;
  unsigned I = Run + 1;
  for (; I < W.size(); ++I) {
    StringRef A = W[I].Value;
    if (!A.starts_with("-"))
      break;
    StringRef Opt = A.split('=').first, Val = A.split('=').second;
    bool Sep = !A.contains('=') && dockerTakesValue(Opt) && I + 1 < W.size();
    if (Sep)
      Val = W[I + 1].Value;
    unsigned N = Sep ? 2 : 1;
    if (Opt == "--gpus") {
      Gpus = int(I);
      GpusCount = N;
      StringRef V = Val.trim("\"'");
      if (V.consume_front("device="))
        Visible = V.str();
    } else if (Opt == "--runtime" && Val == "nvidia") {
      Remove.push_back({I, N});
    } else if ((Opt == "-e" || Opt == "--env") &&
               (Val.starts_with("NVIDIA_VISIBLE_DEVICES") ||
                Val.starts_with("NVIDIA_DRIVER_CAPABILITIES"))) {
      Remove.push_back({I, N});
    } else if (Opt == "--ipc" && Val == "host") {
      Ipc = true;
    } else if (Opt == "--privileged") {
      Privileged = true;
    } else if (Opt == "--security-opt" && Val.contains("seccomp")) {
      Seccomp = true;
    } else if (Opt == "--device" && Val.starts_with("/dev/kfd")) {
      Kfd = true;
    }
    I += N - 1;
  }
  for (unsigned K = Run; K < I; ++K)
    Used[K] = true;
  if (Gpus >= 0 || !Remove.empty()) {
    std::vector<std::string> Dev;
    if (!Kfd)
      Dev = {"--device=/dev/kfd", "--device=/dev/dri", "--group-add", "video"};
    if ((Ipc || Privileged) && !Seccomp) {
      Dev.push_back("--security-opt");
      Dev.push_back("seccomp=unconfined");
    }
    if (Privileged && !Ipc)
      Dev.push_back("--ipc=host");
    if (!Visible.empty()) {
      Dev.push_back("-e");
      Dev.push_back("HIP_VISIBLE_DEVICES=" + Visible);
    }
    std::string Old = Gpus >= 0 ? spelled(L, Gpus, GpusCount) : spelled(L, Remove[0].first, Remove[0].second);
    std::string Msg = "'" + Old + "' is NVIDIA's container runtime; ROCm containers get the GPU "
                      "device nodes: '" + join(Dev, " ") + "'";
    if (!Visible.empty())
      Msg += " (the container sees every GPU; HIP_VISIBLE_DEVICES picks the ones used)";
    else if (Gpus >= 0 && !StringRef(spelled(L, Gpus, GpusCount)).contains("all"))
      Msg += " (to give fewer GPUs, pass their /dev/dri/renderD* nodes instead of /dev/dri)";
    unsigned First = Gpus >= 0 ? unsigned(Gpus) : Remove[0].first;
    unsigned Count = Gpus >= 0 ? unsigned(GpusCount) : Remove[0].second;
    replaceWords(S, L, First, Count, Dev, "build-docker", Msg);
    for (auto [K, N] : Remove)
      if (K != First)
        replaceWords(S, L, K, N, {}, "build-docker",
                     "'" + spelled(L, K, N) + "' removed: it belongs to NVIDIA's container runtime");
  }
  if (I < W.size()) {
    const ImageRow *Row = nullptr;
    std::string New = mapImage(W[I].Value, O, Row);
    if (!New.empty()) {
      Used[I] = true;
      replaceWords(S, L, I, 1, {New}, "build-image",
                   "'" + W[I].Value + "' -> '" + New + "': " + Row->Note.str(),
                   Severity::Warning);
    }
  }
}

//===-- packages ----------------------------------------------------------===//

void rewritePackages(Sink &S, const Line &L, unsigned At, const BuildOptions &O,
                     std::vector<bool> &Used) {
  const std::vector<Word> &W = L.Words;
  StringRef Tool = baseName(W[At].Value);
  bool Pip = Tool.starts_with("pip") || Tool.starts_with("python");
  StringSet<> Seen;
  for (unsigned I = At + 1; I < W.size(); ++I) {
    StringRef V = W[I].Value;
    if (W[I].Redirect)
      break;
    if (Pip) {
      for (const WheelRow &R : wheels()) {
        size_t P = V.find(R.Prefix);
        if (P == StringRef::npos)
          continue;
        StringRef Rest = V.drop_front(P + R.Prefix.size());
        StringRef Ver = Rest.take_while(isDigit);
        std::string New = V.take_front(P).str() + R.Hip.str() + Rest.drop_front(Ver.size()).str();
        size_t Q = New.find("{rocm}");
        if (Q != std::string::npos)
          New.replace(Q, 6, O.RocmVersion);
        Used[I] = true;
        replaceWords(S, L, I, 1, {New}, "build-package",
                     "'" + V.str() + "' -> '" + New + "': " + R.Note.str(), Severity::Warning);
      }
      size_t Plus = V.find("+cu");
      if (!Used[I] && Plus != StringRef::npos && V.contains("=="))
        S.report(W[I].Offset, W[I].Length, "build-package",
                 ("'" + V + "' pins a CUDA build; install the ROCm build of the same "
                            "release from the ROCm wheel index").str(),
                 V.take_front(Plus).str());
      continue;
    }
    if (V.starts_with("-") || V == "install")
      continue;
    if (const PackageRow *P = packageFor(V)) {
      Used[I] = true;
      if (!Seen.insert(P->Package).second) {
        replaceWords(S, L, I, 1, {}, "build-package",
                     "'" + V.str() + "' removed: '" + P->Package.str() + "' is installed already");
        continue;
      }
      replaceWords(S, L, I, 1, {P->Package.str()}, "build-package",
                   "'" + V.str() + "' -> '" + P->Package.str() + "'" +
                       (P->Note.empty() ? "" : ": " + P->Note.str()),
                   Severity::Warning);
    }
  }
}

} // namespace cuda2hip::build::detail
