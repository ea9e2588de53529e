//===- Scripts.cpp - Makefiles, shell scripts, Dockerfiles, Python --------===//
//
// Each kind of file is cut into command lines (Matchers.h: Line) by its
// tokenizer; Commands.cpp rewrites them. What is particular to a kind lives
// here: Makefile assignments (NVCCFLAGS = ...), Dockerfile instructions
// (FROM, ENV, RUN in shell and exec form), Python lists of flags and
// PyTorch's CUDAExtension builds.
//
//===----------------------------------------------------------------------===//
#include "Matchers.h"
#include "cuda2hip/Basic.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"

using namespace llvm;

namespace cuda2hip::build::detail {

namespace {

bool nvccVariable(StringRef Var) {
  std::string U = Var.upper();
  StringRef V(U);
  return V.contains("NVCC") || V.contains("CUDA") || V.starts_with("CU_") ||
         V.contains("CUFLAGS") || V.contains("GENCODE") || V.contains("HIPCC");
}

Line joinCommands(const ShellScript &Sc, bool Make) {
  Line L;
  for (const ShellCommand &C : Sc.Commands)
    if (!C.Substituted)
      for (Word &W : wordsOf(C))
        L.Words.push_back(std::move(W));
  L.IsMakeDialect = Make;
  return L;
}

void substituted(Sink &S, const ShellScript &Sc, const BuildOptions &O) {
  for (const ShellCommand &C : Sc.Commands)
    if (C.Substituted)
      rewriteLine(S, lineOf(C, false), O);
}

} // namespace

void findShell(Sink &S, const BuildOptions &O) {
  ShellScript Sc = lexShell(S.text());
  for (const ShellCommand &C : Sc.Commands)
    rewriteLine(S, lineOf(C, false), O);
}

void findMake(Sink &S, const BuildOptions &O) {
  for (const MakeLine &M : lexMakefile(S.text())) {
    switch (M.Kind) {
    case MakeLineKind::Blank:
      break;
    case MakeLineKind::Assign: {
      // The name: CUDA_PATH ?= ... is renamed like its references.
      rewriteNames(S, M.VarOffset, unsigned(M.Var.size()), O, false);
      // The value: one line of words (an nvcc flags variable when its name
      // says so); commands inside $(shell ...) on their own.
      Line L = joinCommands(M.Shell, true);
      L.NvccContext = nvccVariable(M.Var);
      if (M.Op == "!=") {
        for (const ShellCommand &C : M.Shell.Commands)
          rewriteLine(S, lineOf(C, false), O);
        break;
      }
      rewriteLine(S, L, O);
      substituted(S, M.Shell, O);
      break;
    }
    case MakeLineKind::Recipe:
    case MakeLineKind::Rule:
    case MakeLineKind::Directive:
      for (const ShellCommand &C : M.Shell.Commands)
        rewriteLine(S, lineOf(C, true), O);
      break;
    }
  }
}

//===-- Dockerfile --------------------------------------------------------===//

namespace {

/// The string literals of a JSON array ["a", "b"] at \p Off.
Line execForm(StringRef Text, unsigned Off) {
  Line L;
  L.Q = Quoting::List;
  for (const PyToken &T : lexPython(Text)) {
    if (T.Kind != PyTokKind::String)
      continue;
    Word W;
    W.Offset = Off + T.Offset; // the literal, quotes included
    W.Length = T.Length;
    W.Value = T.Value;
    W.Quote = T.Quote;
    L.Words.push_back(std::move(W));
  }
  return L;
}

} // namespace

namespace {

/// Where the logical line at \p P ends: continuation lines end in a
/// backslash; comment lines inside an instruction are skipped by Docker (and
/// kept here).
size_t logicalLineEnd(StringRef T, size_t P) {
  size_t E = P;
  while (true) {
    size_t NL = T.find('\n', E);
    if (NL == StringRef::npos)
      return T.size();
    StringRef Phys = T.slice(E, NL).rtrim();
    if (!Phys.ends_with("\\") && !(E > P && Phys.ltrim().starts_with("#")))
      return NL;
    E = NL + 1;
  }
}

/// One Dockerfile instruction.
struct Instruction {
  StringRef Trim;   ///< the logical line, leading blanks trimmed
  unsigned Base;    ///< its offset
  size_t Next;      ///< where the next line begins
  std::string Upper; ///< the instruction's name, upper case
  StringRef Args;   ///< what follows the name
  unsigned ArgOff;  ///< its offset
};

/// FROM: the first image named.
void dockerFrom(Sink &S, const Instruction &In, const BuildOptions &O) {
  ShellScript Sc = lexShell(In.Args, ShellDialect::Sh, In.ArgOff);
  if (Sc.Commands.empty())
    return;
  for (const ShellWord &W : Sc.Commands.front().Words) {
    if (StringRef(W.Value).starts_with("--"))
      continue;
    const ImageRow *Row = nullptr;
    std::string New = mapImage(W.Value, O, Row);
    if (!New.empty())
      S.edit(W.Offset, W.Length, New, "build-image",
             "'" + W.Value + "' -> '" + New + "': " + Row->Note.str(), Severity::Warning);
    break;
  }
}

/// RUN, CMD, ENTRYPOINT: the exec form or the shell commands.
void dockerRun(Sink &S, const Instruction &In, const BuildOptions &O) {
  StringRef A = In.Args.ltrim();
  unsigned AOff = unsigned(In.ArgOff + In.Args.size() - A.size());
  if (A.starts_with("[")) {
    rewriteLine(S, execForm(A, AOff), O);
    return;
  }
  // RUN --mount=... flags are words of the first command: harmless.
  for (const ShellCommand &C : lexShell(In.Args, ShellDialect::Sh, In.ArgOff).Commands)
    rewriteLine(S, lineOf(C, false), O);
}

/// Whether every variable \p W sets (the first only, in the legacy ENV form)
/// is one ROCm does not use.
bool allDropped(const std::vector<ShellWord> &W, bool Legacy) {
  bool AllDropped = !W.empty();
  for (size_t I = 0; I < W.size() && AllDropped; ++I) {
    StringRef Name = StringRef(W[I].Value).split('=').first;
    ArrayRef<EnvVar> Rows = envRows(Name);
    AllDropped = !Rows.empty() && Rows.front().Action == EnvAction::Drop;
    if (Legacy)
      break;
  }
  return AllDropped;
}

/// ENV, ARG: removed when they only set what ROCm does not use; else the
/// images and names in their values.
void dockerEnv(Sink &S, const Instruction &In, const BuildOptions &O) {
  StringRef T = S.text();
  ShellScript Sc = lexShell(In.Args, ShellDialect::Sh, In.ArgOff);
  if (Sc.Commands.empty())
    return;
  const std::vector<ShellWord> &W = Sc.Commands.front().Words;
  bool Legacy = In.Upper == "ENV" && !W.empty() && !StringRef(W[0].Value).contains('=');
  if (allDropped(W, Legacy)) {
    StringRef Name = StringRef(W[0].Value).split('=').first;
    S.edit(In.Base, unsigned(In.Next - In.Base), "", "build-env",
           (In.Trim.take_until([](char C) { return C == '\n'; }).rtrim() +
            " removed: " + envRows(Name).front().Note)
               .str());
    return;
  }
  for (const ShellWord &X : W) {
    // ENV/ARG values may name images (ARG BASE=nvidia/cuda:12.4.1-...).
    StringRef V = X.Value;
    if (V.contains('=')) {
      const ImageRow *Row = nullptr;
      StringRef Val = V.split('=').second;
      std::string New = mapImage(Val, O, Row);
      if (!New.empty()) {
        StringRef Raw = T.substr(X.Offset, X.Length);
        size_t At = Raw.find(Val);
        S.edit(X.Offset + unsigned(At), unsigned(Val.size()), New, "build-image",
               ("'" + Val + "' -> '" + New + "': " + Row->Note).str(), Severity::Warning);
        rewriteNames(S, X.Offset, unsigned(At), O, false);
        continue;
      }
    }
    rewriteNames(S, X.Offset, X.Length, O, true);
  }
}

} // namespace

void findDocker(Sink &S, const BuildOptions &O) {
  StringRef T = S.text();
  size_t P = 0;
  while (P < T.size()) {
    size_t E = logicalLineEnd(T, P);
    StringRef Line = T.slice(P, E);
    Instruction In;
    In.Next = std::min(E + 1, T.size());
    In.Trim = Line.ltrim();
    In.Base = unsigned(P + Line.size() - In.Trim.size());
    P = In.Next;
    if (In.Trim.empty() || In.Trim.starts_with("#"))
      continue;
    StringRef Instr = In.Trim.take_until([](char C) { return isSpace(C); });
    In.Upper = Instr.upper();
    In.ArgOff = In.Base + unsigned(Instr.size());
    In.Args = T.slice(In.ArgOff, E);
    if (In.Upper == "FROM")
      dockerFrom(S, In, O);
    else if (In.Upper == "RUN" || In.Upper == "CMD" || In.Upper == "ENTRYPOINT")
      dockerRun(S, In, O);
    else if (In.Upper == "ENV" || In.Upper == "ARG")
      dockerEnv(S, In, O);
  }
}

//===-- Python ------------------------------------------------------------===//

namespace {

class PythonRules {
public:
  PythonRules(Sink &S, const BuildOptions &O)
      : S(S), O(O), Toks(lexPython(S.text())) {
    for (const PyToken &T : Toks)
      if (T.Kind == PyTokKind::Name &&
          (T.Value == "CUDAExtension" || T.Value == "cpp_extension"))
        Torch = true;
    for (const PyToken &T : Toks)
      if (T.Kind != PyTokKind::Comment && T.Kind != PyTokKind::Newline)
        Code.push_back(&T);
  }

  void run() {
    std::vector<bool> Done(Code.size(), false);
    for (size_t I = 0; I < Code.size(); ++I) {
      const PyToken &T = *Code[I];
      if (T.Kind == PyTokKind::Op && (T.Value == "[" || T.Value == "(")) {
        stringList(I, Done);
      } else if (T.Kind == PyTokKind::Name) {
        name(I);
      } else if (T.Kind == PyTokKind::String && !Done[I]) {
        string(I);
      }
    }
  }

private:
  Sink &S;
  const BuildOptions &O;
  std::vector<PyToken> Toks;
  std::vector<const PyToken *> Code; ///< without comments and newlines
  bool Torch = false, SaidExtension = false, SaidKey = false;

  const PyToken *at(size_t I) const { return I < Code.size() ? Code[I] : nullptr; }
  bool isOp(size_t I, StringRef V) const {
    const PyToken *T = at(I);
    return T && T->Kind == PyTokKind::Op && T->Value == V;
  }

  /// [ 'a', 'b', ... ] or ( 'a', ... ) made of string literals only.
  void stringList(size_t Open, std::vector<bool> &Done) {
    // x["KEY"] and f("a", "b") are a subscript and a call, not lists.
    if (const PyToken *Prev = Open ? at(Open - 1) : nullptr)
      if (Prev->Kind == PyTokKind::Name || (Prev->Kind == PyTokKind::Op &&
                                            (Prev->Value == "]" || Prev->Value == ")")))
        if (Prev->Value != "in" && Prev->Value != "return" && Prev->Value != "and" &&
            Prev->Value != "or" && Prev->Value != "not")
          return;
    StringRef Close = Code[Open]->Value == "[" ? "]" : ")";
    Line L;
    L.Q = Quoting::List;
    size_t I = Open + 1;
    for (; I < Code.size(); ++I) {
      const PyToken &T = *Code[I];
      if (T.Kind == PyTokKind::Op && T.Value == Close)
        break;
      if (T.Kind == PyTokKind::Op && T.Value == ",")
        continue;
      if (T.Kind != PyTokKind::String || T.Formatted || T.Triple)
        return;
      Word W;
      W.Offset = T.Offset; // the literal, quotes included
      W.Length = T.Length;
      W.Value = T.Value;
      W.Quote = T.Quote;
      L.Words.push_back(std::move(W));
    }
    if (I >= Code.size() || L.Words.empty())
      return;
    for (size_t K = Open + 1; K < I; ++K)
      Done[K] = true;
    // What the list is for: 'nvcc': [...], libraries=[...], extra_*_args=[...].
    StringRef Key;
    if (Open >= 2 && isOp(Open - 1, ":") && at(Open - 2)->Kind == PyTokKind::String)
      Key = at(Open - 2)->Value;
    else if (Open >= 2 && isOp(Open - 1, "=") && at(Open - 2)->Kind == PyTokKind::Name)
      Key = at(Open - 2)->Value;
    if (Key == "libraries") {
      libraries(L);
      return;
    }
    if (Key == "sources" && Torch && O.SourcesRenamed) {
      sources(L);
      return;
    }
    L.NvccContext = Key == "nvcc";
    L.ArchBySystem = Torch && (Key == "nvcc" || Key == "cxx");
    rewriteLine(S, L, O);
  }

  /// sources=[...] of a CUDAExtension: the translated files, under their
  /// new names when the tree was renamed. They start with hipify's
  /// breadcrumb (cuda2hip writes it), so PyTorch's hipify leaves them alone.
  void sources(const Line &L) {
    for (const Word &W : L.Words) {
      StringRef V = W.Value;
      if (V.contains('\\') || V.contains('*'))
        continue;
      std::string New = renamedPath(V);
      if (New == V)
        continue;
      // Inside the quotes: the literal keeps its quoting.
      StringRef Raw = S.text().substr(W.Offset, W.Length);
      size_t At = Raw.find(V);
      if (At == StringRef::npos)
        continue;
      S.edit(W.Offset + unsigned(At), unsigned(V.size()), New, "build-pytorch",
             ("'" + V + "' -> '" + New + "': the source was renamed (convert --rename)").str());
    }
  }

  void libraries(const Line &L) {
    for (unsigned I = 0; I < L.Words.size(); ++I) {
      const Library *Lib = libraryByLink(L.Words[I].Value);
      if (!Lib)
        continue;
      if (Lib->HipLink.empty()) {
        if (Lib->Warn)
          S.report(L.Words[I].Offset, L.Words[I].Length, "build-library",
                   "'" + L.Words[I].Value + "' has no ROCm counterpart: " + Lib->Note.str());
        else
          replaceWords(S, L, I, 1, {}, "build-library",
                       "'" + L.Words[I].Value + "' is not needed on ROCm");
        continue;
      }
      replaceWords(S, L, I, 1, {Lib->HipLink.str()}, "build-library",
                   ("'" + L.Words[I].Value + "' -> '" + Lib->HipLink + "'").str(),
                   Lib->Warn ? Severity::Warning : Severity::Note);
    }
  }

  void name(size_t I) {
    const PyToken &T = *Code[I];
    if (T.Value == "CUDAExtension" && Torch && !SaidExtension) {
      SaidExtension = true;
      S.report(T.Offset, T.Length, "build-pytorch",
               "keep CUDAExtension: on ROCm it runs PyTorch's hipify on each source, "
               "which leaves alone a file whose first line is hipify's breadcrumb; "
               "cuda2hip writes that line first in the PyTorch sources it translates, "
               "so they are built as translated; "
               "set PYTORCH_ROCM_ARCH=" +
                   archList(O, ";") + " to choose the targets",
               "", Severity::Note);
    } else if (T.Value == "CUDA_HOME" && !inImport(T)) {
      S.report(T.Offset, T.Length, "build-pytorch",
               "CUDA_HOME is None on ROCm: test ROCM_HOME too (from "
               "torch.utils.cpp_extension), or torch.version.hip");
    } else if (T.Value == "torch" && isOp(I + 1, ".") && at(I + 2) &&
               at(I + 2)->Value == "version" && isOp(I + 3, ".") && at(I + 4) &&
               at(I + 4)->Value == "cuda") {
      const PyToken &C = *at(I + 4);
      S.report(T.Offset, C.end() - T.Offset, "build-pytorch",
               "torch.version.cuda is None on ROCm; torch.version.hip is the HIP "
               "version of a ROCm build",
               "(torch.version.cuda or torch.version.hip)");
    }
  }

  bool inImport(const PyToken &T) const {
    StringRef Text = S.text();
    size_t LS = Text.take_front(T.Offset).rfind('\n');
    StringRef Line = Text.substr(LS == StringRef::npos ? 0 : LS + 1).ltrim();
    return Line.starts_with("from ") || Line.starts_with("import ");
  }

  /// A string that holds a command line (not prose): it starts with an
  /// assignment (X=1 cmd) or a program build files run.
  static bool commandLine(const Line &L) {
    if (L.Words.empty())
      return false;
    StringRef First = L.Words[0].Value;
    if (First.contains('=') && !First.starts_with("-"))
      return true;
    StringRef B = baseName(First);
    static const char *const Programs[] = {
        "nvcc", "hipcc", "nvidia-smi", "docker", "nvidia-docker", "podman", "cmake",
        "make", "apt-get", "apt", "pip", "pip3", "cuda-gdb", "nsys", "ncu",
        "compute-sanitizer", "nvprof", "bash", "sh", "torchrun", "mpirun", "srun"};
    return is_contained(Programs, B) || First.contains('/');
  }

  void string(size_t I) {
    const PyToken &T = *Code[I];
    if (T.Triple)
      return; // docstrings and usage texts are prose
    if (isOp(I + 1, ":")) {
      // A dict key: 'nvcc': [...] stays 'nvcc' (PyTorch sends it to hipcc).
      if (T.Value == "nvcc" && Torch && !SaidKey) {
        SaidKey = true;
        S.report(T.Offset, T.Length, "build-pytorch",
                 "keep the 'nvcc' key: on ROCm PyTorch passes these flags to hipcc "
                 "(NVIDIA-only flags are translated below)",
                 "", Severity::Note);
      }
      return;
    }
    StringRef V = T.Value;
    // os.environ["CUDA_LAUNCH_BLOCKING"] = "1", setdefault("X", "1"): the value
    // is another literal.
    ArrayRef<EnvVar> Rows = envRows(V);
    if (!Rows.empty()) {
      rewriteNames(S, T.ValueOffset, unsigned(V.size()), O, false);
      size_t ValAt = isOp(I + 1, "]") && isOp(I + 2, "=") ? I + 3
                     : isOp(I + 1, ",")                 ? I + 2
                                                        : 0;
      const PyToken *Val = ValAt ? at(ValAt) : nullptr;
      if (Val && Val->Kind == PyTokKind::String) {
        if (Rows.front().Action == EnvAction::Arch) {
          S.edit(Val->ValueOffset, unsigned(Val->Value.size()), archList(O, ";"),
                 "build-env", "'" + Val->Value + "' -> '" + archList(O, ";") +
                                  "': the AMD targets");
        } else {
          for (const EnvVar &R : Rows)
            if (R.Action == EnvAction::Value && !R.From.empty() && R.From == Val->Value &&
                R.From != R.To) {
              S.edit(Val->ValueOffset, unsigned(Val->Value.size()), R.To.str(),
                     "build-env",
                     ("'" + R.From + "' -> '" + R.To + "' for " + R.Hip).str());
              break;
            }
        }
      }
      return;
    }
    if (V.contains('{') && T.Formatted)
      return; // f-string expressions: not a command line we can read
    // A command line in a string: os.system("CUDA_VISIBLE_DEVICES=0 nvcc ...").
    ShellScript Sc = lexShell(V, ShellDialect::Sh, T.ValueOffset);
    bool Command = !Sc.Commands.empty() && commandLine(lineOf(Sc.Commands.front(), false));
    if (!Command && V.contains(' '))
      return; // prose: messages, help texts
    for (const ShellCommand &C : Sc.Commands) {
      Line L = lineOf(C, false);
      L.OutputUsed = true;
      rewriteLine(S, L, O);
    }
  }
};

} // namespace

void findPython(Sink &S, const BuildOptions &O) { PythonRules(S, O).run(); }

} // namespace cuda2hip::build::detail
