//===- Commands.cpp - rules for command lines -----------------------------===//
//
// One command line (a Line of Words), from any kind of file:
//   nvcc and its flags      -> hipcc and clang's (NvccFlags.def), -lcuXXX
//   cmake -DCMAKE_CUDA_*    -> -DCMAKE_HIP_*
//   CUDA_* variables, /usr/local/cuda paths (Environment.def)
//   cuda-gdb, nsys, ...     -> ROCm's tools (Tools.def)
// and, through Programs.cpp, nvidia-smi, docker run, apt/pip packages.
//
//===----------------------------------------------------------------------===//
#include "Matchers.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"

using namespace llvm;

namespace cuda2hip::build::detail {

void Sink::edit(unsigned Off, unsigned Len, std::string New, StringRef Rule,
                std::string Msg, Severity Sev) {
  BuildFinding B;
  B.Where = FileRange{F.Path, Off, Len};
  B.Replacement = std::move(New);
  B.Sev = Sev;
  B.RuleId = Rule.str();
  B.Message = std::move(Msg);
  F.Items.push_back(std::move(B));
}

void Sink::report(unsigned Off, unsigned Len, StringRef Rule, std::string Msg,
                  std::string Suggestion, Severity Sev) {
  BuildFinding B;
  B.Where = FileRange{F.Path, Off, Len};
  B.Suggestion = std::move(Suggestion);
  B.Sev = Sev;
  B.RuleId = Rule.str();
  B.Message = std::move(Msg);
  F.Items.push_back(std::move(B));
}

std::string archList(const BuildOptions &O, StringRef Sep) {
  return join(O.OffloadArchs, Sep);
}

std::vector<std::string> offloadArchFlags(const BuildOptions &O) {
  std::vector<std::string> R;
  for (const std::string &A : O.OffloadArchs)
    R.push_back("--offload-arch=" + A);
  return R;
}

StringRef baseName(StringRef W) {
  size_t S = W.rfind('/');
  return S == StringRef::npos ? W : W.substr(S + 1);
}

std::string shellQuote(StringRef W) {
  if (!W.empty() && W.find_first_of(" \t\n;&|<>()$`\\\"'*?[]#~") == StringRef::npos)
    return W.str();
  return "'" + W.str() + "'";
}

std::string spelled(const Line &L, unsigned First, unsigned Count) {
  std::string R;
  for (unsigned I = First; I < First + Count && I < L.Words.size(); ++I)
    R += (I > First ? " " : "") + L.Words[I].Value;
  return R;
}

std::vector<Word> wordsOf(const ShellCommand &C) {
  std::vector<Word> R;
  for (const ShellWord &W : C.Words) {
    Word X;
    X.Offset = W.Offset;
    X.Length = W.Length;
    X.Value = W.Value;
    X.HasSubstitution = W.HasSubstitution;
    X.Redirect = W.Redirect;
    R.push_back(std::move(X));
  }
  return R;
}

Line lineOf(const ShellCommand &C, bool Make) {
  Line L;
  L.Words = wordsOf(C);
  L.OutputUsed = C.PipeOut || C.Substituted;
  L.IsMakeDialect = Make && !C.Substituted;
  return L;
}

std::pair<unsigned, unsigned> wholeLines(StringRef T, unsigned B, unsigned E) {
  size_t LS = T.take_front(B).rfind('\n');
  LS = LS == StringRef::npos ? 0 : LS + 1;
  size_t LE = T.find('\n', E);
  LE = LE == StringRef::npos ? T.size() : LE;
  if (!T.slice(LS, B).trim().empty() || !T.slice(E, LE).trim().empty())
    return {B, E};
  return {unsigned(LS), unsigned(std::min(LE + 1, T.size()))};
}

void replaceWords(Sink &S, const Line &L, unsigned First, unsigned Count,
                  ArrayRef<std::string> New, StringRef Rule, std::string Msg,
                  Severity Sev) {
  const std::vector<Word> &W = L.Words;
  unsigned Last = First + Count - 1;
  if (New.empty()) {
    unsigned B, E;
    if (L.Q == Quoting::List) {
      if (Last + 1 < W.size()) {
        B = W[First].Offset;
        E = W[Last + 1].Offset;
      } else {
        B = First ? W[First - 1].end() : W[First].Offset;
        E = W[Last].end();
      }
    } else if (First > 0) {
      B = W[First - 1].end();
      E = W[Last].end();
    } else {
      B = W[First].Offset;
      E = Last + 1 < W.size() ? W[Last + 1].Offset : W[Last].end();
    }
    S.edit(B, E - B, "", Rule, std::move(Msg), Sev);
    return;
  }
  std::string Text;
  StringRef Orig = S.text().substr(W[First].Offset, W[First].Length);
  for (size_t I = 0; I < New.size(); ++I) {
    if (L.Q == Quoting::List) {
      char Q = W[First].Quote ? W[First].Quote : '"';
      if (I)
        Text += ", ";
      Text += Q + New[I] + Q;
      continue;
    }
    if (I)
      Text += L.Sep;
    // Keep the quoting of the word replaced: "-arch=sm_80" -> "--offload-arch=gfx942".
    char Q = Orig.size() >= 2 && (Orig.front() == '"' || Orig.front() == '\'') &&
                     Orig.back() == Orig.front()
                 ? Orig.front()
                 : 0;
    if (Q)
      Text += Q + New[I] + Q;
    else
      Text += L.Q == Quoting::Shell ? shellQuote(New[I]) : New[I];
  }
  unsigned B = W[First].Offset, E = W[Last].end();
  S.edit(B, E - B, Text, Rule, std::move(Msg), Sev);
}

namespace {

bool looksLikeArch(StringRef V) {
  V.consume_front("[");
  return V.starts_with("sm_") || V.starts_with("compute_") || V.starts_with("lto_") ||
         V.starts_with("arch=") || V == "native" || V == "all" || V == "all-major" ||
         V.contains('$');
}

bool isNvccWord(StringRef V) {
  StringRef B = baseName(V);
  return B == "nvcc" || B == "hipcc" || V == "$(NVCC)" || V == "${NVCC}" ||
         V == "$NVCC" || V == "${CMAKE_CUDA_COMPILER}";
}

//===-- nvcc flags --------------------------------------------------------===//

/// -lcudart, -lcublas, ...: rewrites word \p I when it links a CUDA library;
/// false when it does not.
bool rewriteLibraryFlag(Sink &S, const Line &L, unsigned I, std::vector<bool> &Used) {
  const std::vector<Word> &W = L.Words;
  StringRef V = W[I].Value;
  if (!V.starts_with("-l") || V.size() <= 2)
    return false;
  const Library *Lib = libraryByLink(V.drop_front(2));
  if (!Lib)
    return false;
  Used[I] = true;
  std::string Why = Lib->Note.empty() ? "" : (": " + Lib->Note).str();
  if (Lib->HipLink.empty()) {
    if (Lib->Warn)
      S.report(W[I].Offset, W[I].Length, "build-library",
               ("'" + V + "' has no ROCm counterpart" + Why).str());
    else
      replaceWords(S, L, I, 1, {}, "build-library",
                   ("'" + V + "' is not needed on ROCm" + Why).str());
    return true;
  }
  std::string New = ("-l" + Lib->HipLink).str();
  replaceWords(S, L, I, 1, {New}, "build-library",
               ("'" + V + "' -> '" + New + "'" + Why).str(),
               Lib->Warn ? Severity::Warning : Severity::Note);
  return true;
}

/// Whether nvcc flag \p F is spelled at word \p I: its value (none for a
/// plain flag) in \p Value, the words it takes in \p Count.
bool matchFlag(const NvccFlag &F, const Line &L, unsigned I,
               std::optional<std::string> &Value, unsigned &Count) {
  const std::vector<Word> &W = L.Words;
  StringRef V = W[I].Value;
  if (F.ContextOnly && !L.NvccContext)
    return false;
  bool Exact = V == F.Spelling;
  if (F.Form == FlagForm::Flag) {
    if (!Exact)
      return false;
  } else {
    bool Joined = (F.Form == FlagForm::Joined || F.Form == FlagForm::Both) &&
                  V.starts_with(F.Spelling) && V.size() > F.Spelling.size() &&
                  V[F.Spelling.size()] == '=';
    bool Separate = (F.Form == FlagForm::Separate || F.Form == FlagForm::Both) &&
                    Exact && I + 1 < W.size() && !W[I + 1].Redirect;
    if (Joined)
      Value = V.drop_front(F.Spelling.size() + 1).str();
    else if (Separate) {
      Value = W[I + 1].Value;
      Count = 2;
    } else {
      return false;
    }
  }
  if (F.Action == FlagAction::Arch && (F.Spelling == "-arch" || F.Spelling == "-code") &&
      !looksLikeArch(*Value))
    return false;
  if (F.Action == FlagAction::Lang && *Value != "cu" && *Value != "cuda")
    return false;
  return true;
}

/// -arch, -gencode, ...: --offload-arch for the AMD targets, once a line.
void rewriteArchFlag(Sink &S, const Line &L, const BuildOptions &O, unsigned I,
                     unsigned Count, const std::string &Value, const std::string &Old,
                     bool &ArchDone) {
  if (Value == "native" && !L.ArchBySystem && !ArchDone) {
    replaceWords(S, L, I, Count, {"--offload-arch=native"}, "build-offload-arch",
                 "'" + Old + "' -> '--offload-arch=native': hipcc builds for "
                 "the GPUs of the building machine (amdgpu-arch)");
  } else if (L.ArchBySystem || ArchDone) {
    replaceWords(S, L, I, Count, {}, "build-offload-arch",
                 "'" + Old + "' removed: " +
                     (L.ArchBySystem ? "the build system sets the AMD targets ("
                                     : "one list of AMD targets covers the build (") +
                     archList(O, ", ") + ")");
  } else {
    replaceWords(S, L, I, Count, offloadArchFlags(O), "build-offload-arch",
                 "'" + Old + "' names an NVIDIA architecture; build for " +
                     archList(O, ", ") + " instead");
  }
  ArchDone = true;
}

/// -Xcompiler a,b -> a b.
std::vector<std::string> unwrapped(StringRef Value) {
  std::vector<std::string> New;
  SmallVector<StringRef, 4> Parts;
  Value.split(Parts, ',', -1, false);
  for (StringRef P : Parts) {
    SmallVector<StringRef, 4> Sub;
    P.split(Sub, ' ', -1, false);
    New.insert(New.end(), Sub.begin(), Sub.end());
  }
  return New;
}

/// --threads N -> -parallel-jobs=N, for a count of 1 or more.
void rewriteJobsFlag(Sink &S, const Line &L, const NvccFlag &F, unsigned I,
                     unsigned Count, const std::string &Value, const std::string &Old) {
  unsigned N = 0;
  if (!StringRef(Value).getAsInteger(10, N) && N > 0) {
    std::string R = F.Replacement.str() + Value;
    replaceWords(S, L, I, Count, {R}, "build-nvcc-flag", "'" + Old + "' -> '" + R + "'");
  } else {
    replaceWords(S, L, I, Count, {}, "build-nvcc-flag",
                 "'" + Old + "' removed: clang's -parallel-jobs takes a "
                 "count of 1 or more (nvcc's 0 means one per core; "
                 "write -parallel-jobs=N)",
                 Severity::Warning);
  }
}

/// Rewrites nvcc flag \p F, spelled by the \p Count words at \p I.
void rewriteFlag(Sink &S, const Line &L, const BuildOptions &O, const NvccFlag &F,
                 unsigned I, unsigned Count, const std::optional<std::string> &Value,
                 bool &ArchDone) {
  const std::vector<Word> &W = L.Words;
  std::string Old = spelled(L, I, Count);
  std::string Note = F.Note.empty() ? "" : ": " + F.Note.str();
  switch (F.Action) {
  case FlagAction::Arch:
    rewriteArchFlag(S, L, O, I, Count, *Value, Old, ArchDone);
    break;
  case FlagAction::Replace:
  case FlagAction::Prefix: {
    std::string R = F.Replacement.str();
    if (F.Action == FlagAction::Prefix)
      R += *Value == "null" ? "legacy" : *Value;
    SmallVector<StringRef, 2> Parts;
    StringRef(R).split(Parts, ' ');
    std::vector<std::string> New(Parts.begin(), Parts.end());
    replaceWords(S, L, I, Count, New, "build-nvcc-flag",
                 "'" + Old + "' -> '" + R + "'" + Note);
    break;
  }
  case FlagAction::Drop:
    replaceWords(S, L, I, Count, {}, "build-nvcc-flag",
                 "'" + Old + "' removed" + (Note.empty() ? ": hipcc has no such flag" : Note));
    break;
  case FlagAction::Unwrap:
    replaceWords(S, L, I, Count, unwrapped(*Value), "build-nvcc-flag",
                 "'" + Old + "' unwrapped" + Note);
    break;
  case FlagAction::Rdc:
    if (StringRef(*Value).equals_insensitive("true"))
      replaceWords(S, L, I, Count, {F.Replacement.str()}, "build-nvcc-flag",
                   "'" + Old + "' -> '" + F.Replacement.str() + "'" + Note);
    else
      replaceWords(S, L, I, Count, {}, "build-nvcc-flag",
                   "'" + Old + "' removed: it is the default");
    break;
  case FlagAction::Ptxas:
    if (StringRef(*Value).contains("-v"))
      replaceWords(S, L, I, Count, {"-Rpass-analysis=kernel-resource-usage"},
                   "build-nvcc-flag",
                   "'" + Old + "' -> '-Rpass-analysis=kernel-resource-usage' "
                               "(registers, spills, LDS and occupancy per kernel)");
    else
      replaceWords(S, L, I, Count, {}, "build-nvcc-flag",
                   "'" + Old + "' removed: there is no ptxas");
    break;
  case FlagAction::Lang:
    replaceWords(S, L, I, Count, {"-x", "hip"}, "build-nvcc-flag", "'" + Old + "' -> '-x hip'");
    break;
  case FlagAction::Jobs:
    rewriteJobsFlag(S, L, F, I, Count, *Value, Old);
    break;
  case FlagAction::Report:
    S.report(W[I].Offset, W[I + Count - 1].end() - W[I].Offset, "build-nvcc-flag",
             "'" + Old + "' has no hipcc equivalent" + Note);
    break;
  }
}

/// Translates the flags of \p L; marks the words it consumed.
void rewriteFlags(Sink &S, const Line &L, const BuildOptions &O,
                  std::vector<bool> &Used) {
  const std::vector<Word> &W = L.Words;
  bool ArchDone = false;
  for (unsigned I = 0; I < W.size(); ++I) {
    if (Used[I] || W[I].Redirect || W[I].HasSubstitution)
      continue;
    if (rewriteLibraryFlag(S, L, I, Used))
      continue;
    for (const NvccFlag &F : nvccFlags()) {
      std::optional<std::string> Value;
      unsigned Count = 1;
      if (!matchFlag(F, L, I, Value, Count))
        continue;
      for (unsigned K = I; K < I + Count; ++K)
        Used[K] = true;
      rewriteFlag(S, L, O, F, I, Count, Value, ArchDone);
      break;
    }
  }
}

//===-- cmake -D ----------------------------------------------------------===//

bool rewriteCMakeDefine(Sink &S, const Line &L, unsigned I, const BuildOptions &O) {
  StringRef V = L.Words[I].Value;
  if (!V.starts_with("-D"))
    return false;
  StringRef Def = V.drop_front(2);
  StringRef Name = Def.take_until([](char C) { return C == ':' || C == '='; });
  const CMakeName *N = cmakeName(Name);
  if (!N)
    return false;
  StringRef Rest = Def.drop_front(Name.size());
  StringRef Type = Rest.starts_with(":") ? Rest.take_until([](char C) { return C == '='; }) : "";
  StringRef Value = Rest.drop_front(Type.size());
  Value.consume_front("=");
  switch (N->Action) {
  case NameAction::Rename:
  case NameAction::Arch: {
    std::string NewValue = Value.str();
    if (N->Action == NameAction::Arch)
      NewValue = archList(O, ";");
    else if (Name == "CMAKE_CUDA_COMPILER")
      NewValue = O.RocmPath + "/llvm/bin/clang++";
    std::string New = ("-D" + N->Hip + Type + "=").str() + NewValue;
    replaceWords(S, L, I, 1, {New}, "build-cmake-variable", "'" + V.str() + "' -> '" + New + "'");
    return true;
  }
  case NameAction::Drop:
  case NameAction::Special:
    replaceWords(S, L, I, 1, {}, "build-cmake-variable",
                 ("'" + V + "' removed" + (N->Note.empty() ? "" : ": " + N->Note)).str());
    return true;
  case NameAction::Report:
    S.report(L.Words[I].Offset, L.Words[I].Length, "build-cmake-variable",
             ("'" + Name + "': " + N->Note).str());
    return true;
  }
  return false;
}

} // namespace

//===-- names and paths in raw text ---------------------------------------===//

namespace {

bool isIdChar(char C) { return isAlnum(C) || C == '_'; }

/// /usr/local/cuda[-12.4][/lib64] at \p P of \p T (the text at \p Off) ->
/// the ROCm path. Returns where the path ends, or \p P when none is there.
size_t rewriteCudaPath(Sink &S, unsigned Off, StringRef T, size_t P,
                       const BuildOptions &O) {
  if (!T.substr(P).starts_with("/usr/local/cuda") ||
      !(P + 15 == T.size() || !isIdChar(T[P + 15]) || T[P + 15] == '-'))
    return P;
  size_t E = P + 15;
  if (E < T.size() && T[E] == '-')
    for (++E; E < T.size() && (isDigit(T[E]) || T[E] == '.');)
      ++E;
  std::string New = O.RocmPath;
  for (StringRef Lib : {"/lib64", "/targets/x86_64-linux/lib"})
    if (T.substr(E).starts_with(Lib) &&
        (E + Lib.size() == T.size() || !isIdChar(T[E + Lib.size()]))) {
      E += Lib.size();
      New += "/lib";
      break;
    }
  S.edit(Off + P, E - P, New, "build-path",
         ("'" + T.slice(P, E) + "' -> '" + New + "'").str());
  return E;
}

/// A variable whose value is translated too: the row for the value assigned
/// (\p Value, when \p Assign), NAME=FROM -> HIP=TO in one edit.
void rewriteEnvValue(Sink &S, unsigned Off, StringRef T, size_t P, size_t E,
                     ArrayRef<EnvVar> Rows, bool Assign, StringRef Value) {
  StringRef Name = T.slice(P, E);
  const EnvVar *Pick = &Rows.front();
  if (Assign)
    for (const EnvVar &X : Rows)
      if (X.From.empty() || X.From == Value.trim("\"'")) {
        Pick = &X;
        break;
      }
  std::string Why = Pick->Note.empty() ? "" : ": " + Pick->Note.str();
  if (Assign && !Pick->From.empty() && Pick->From != Pick->To) {
    // One edit: NAME=FROM -> HIP=TO (quotes kept).
    size_t VB = E + 1 + (Value.size() - Value.ltrim("\"'").size());
    std::string New = (Pick->Hip + T.slice(E, VB) + Pick->To).str();
    S.edit(Off + P, unsigned(VB + Pick->From.size() - P), New, "build-env",
           ("'" + Name + "=" + Pick->From + "' -> '" + Pick->Hip + "=" + Pick->To +
            "'" + Why)
               .str());
  } else {
    S.edit(Off + P, E - P, Pick->Hip.str(), "build-env",
           ("'" + Name + "' -> '" + Pick->Hip + "'" + Why).str());
  }
}

/// The CUDA variable T[P, E) (the text at \p Off), with its rows \p Rows;
/// \p Assignment: the text may begin with NAME=value.
void rewriteEnvName(Sink &S, unsigned Off, StringRef T, size_t P, size_t E,
                    ArrayRef<EnvVar> Rows, const BuildOptions &O, bool Assignment) {
  StringRef Name = T.slice(P, E);
  const EnvVar &R = Rows.front();
  bool Assign = Assignment && (P == 0 || (P == 1 && (T[0] == '"' || T[0] == '\''))) &&
                E < T.size() && T[E] == '=';
  StringRef Value = Assign ? T.substr(E + 1) : "";
  std::string Note = R.Note.empty() ? "" : ": " + R.Note.str();
  switch (R.Action) {
  case EnvAction::Rename:
    S.edit(Off + P, E - P, R.Hip.str(), "build-env",
           ("'" + Name + "' -> '" + R.Hip + "'").str());
    // $(CUDA_PATH)/lib64 -> $(ROCM_PATH)/lib
    if (R.Hip == "ROCM_PATH") {
      size_t Q = E;
      if (Q < T.size() && (T[Q] == ')' || T[Q] == '}'))
        ++Q;
      if (T.substr(Q).starts_with("/lib64") && (Q + 6 == T.size() || !isIdChar(T[Q + 6])))
        S.edit(Off + Q + 4, 2, "", "build-path", "'lib64' -> 'lib': ROCm's libraries are in lib");
    }
    break;
  case EnvAction::Value:
    rewriteEnvValue(S, Off, T, P, E, Rows, Assign, Value);
    break;
  case EnvAction::Arch:
    S.edit(Off + P, E - P, R.Hip.str(), "build-env",
           ("'" + Name + "' -> '" + R.Hip + "'").str());
    if (Assign) {
      StringRef V = Value;
      size_t Lead = V.size() - V.ltrim("\"'").size();
      StringRef Inner = V.trim("\"'");
      S.edit(Off + E + 1 + Lead, Inner.size(), archList(O, ";"), "build-env",
             ("'" + Inner + "' -> '" + archList(O, ";") + "': the AMD targets").str());
    }
    break;
  case EnvAction::Drop:
  case EnvAction::Report:
    S.report(Off + P, E - P, "build-env",
             ("'" + Name + "'" + (R.Action == EnvAction::Drop ? " is not used on ROCm" : "") +
              Note)
                 .str(),
             R.Action == EnvAction::Drop ? "remove it" : "");
    break;
  }
}

} // namespace

void rewriteNames(Sink &S, unsigned Off, unsigned Len, const BuildOptions &O,
                  bool Assignment) {
  StringRef T = S.text().substr(Off, Len);
  for (size_t P = 0; P < T.size();) {
    // CUDA install paths.
    if (size_t E = rewriteCudaPath(S, Off, T, P, O); E != P) {
      P = E;
      continue;
    }
    if (!isIdChar(T[P]) || (P && isIdChar(T[P - 1]))) {
      ++P;
      continue;
    }
    size_t E = P;
    while (E < T.size() && isIdChar(T[E]))
      ++E;
    ArrayRef<EnvVar> Rows = envRows(T.slice(P, E));
    if (!Rows.empty())
      rewriteEnvName(S, Off, T, P, E, Rows, O, Assignment);
    P = E;
  }
}

//===-- a command line ----------------------------------------------------===//

namespace {

/// The command word: after VAR=value prefixes, sudo, env, exec and time.
unsigned commandWord(const std::vector<Word> &W) {
  unsigned Cmd = 0;
  while (Cmd < W.size() && (StringRef(W[Cmd].Value).contains('=') &&
                            !StringRef(W[Cmd].Value).starts_with("-")))
    ++Cmd;
  while (Cmd < W.size() && (W[Cmd].Value == "sudo" || W[Cmd].Value == "env" ||
                            W[Cmd].Value == "exec" || W[Cmd].Value == "time"))
    ++Cmd;
  return Cmd;
}

/// Assignments that only set variables dropped on ROCm: removed (the whole
/// line when it is one export).
void dropAssignments(Sink &S, const Line &L, std::vector<bool> &Used) {
  const std::vector<Word> &W = L.Words;
  for (unsigned I = 0; I < W.size(); ++I) {
    StringRef V = W[I].Value;
    if (W[I].Redirect || !V.contains('=') || V.starts_with("-"))
      continue;
    if (I > 0 && (W[I - 1].Value == "-e" || W[I - 1].Value == "--env"))
      continue; // docker run -e: the docker rule takes the pair
    StringRef Name = V.split('=').first;
    ArrayRef<EnvVar> Rows = envRows(Name);
    if (Rows.empty() || Rows.front().Action != EnvAction::Drop)
      continue;
    Used[I] = true;
    bool Alone = W.size() == 1 || (W.size() == 2 && I == 1 &&
                                   (W[0].Value == "export" || W[0].Value == "ENV"));
    std::string Msg = ("'" + V + "' removed: " + Rows.front().Note).str();
    if (Alone) {
      for (unsigned K = 0; K < W.size(); ++K)
        Used[K] = true;
      auto [B, E] = wholeLines(S.text(), W[0].Offset, W.back().end());
      S.edit(B, E - B, "", "build-env", Msg);
    } else {
      replaceWords(S, L, I, 1, {}, "build-env", Msg);
    }
  }
}

/// nvidia-smi (the first) and __nvcc_device_query, anywhere on the line.
void rewriteDeviceQueries(Sink &S, const Line &L, const BuildOptions &O,
                          std::vector<bool> &Used) {
  const std::vector<Word> &W = L.Words;
  for (unsigned I = 0; I < W.size(); ++I)
    if (!Used[I] && baseName(W[I].Value) == "nvidia-smi") {
      rewriteSmi(S, L, I, O, Used);
      break;
    } else if (!Used[I] && baseName(W[I].Value) == "__nvcc_device_query") {
      Used[I] = true;
      replaceWords(S, L, I, 1, {"amdgpu-arch"}, "build-smi",
                   "'" + W[I].Value + "' -> 'amdgpu-arch': GPU architecture "
                   "detection prints gfx names (gfx942), one per GPU, not compute "
                   "capabilities; or let hipcc detect: --offload-arch=native",
                   Severity::Warning);
    }
}

/// docker run, apt-get/yum/dnf install, pip install at command word \p Cmd.
void rewriteInstallOrRun(Sink &S, const Line &L, unsigned Cmd, const BuildOptions &O,
                         std::vector<bool> &Used) {
  const std::vector<Word> &W = L.Words;
  StringRef C = baseName(W[Cmd].Value);
  unsigned Sub = Cmd + 1;
  if ((C == "docker" || C == "podman" || C == "nvidia-docker") && Sub < W.size() &&
      (W[Sub].Value == "run" || W[Sub].Value == "create")) {
    if (C == "nvidia-docker") {
      replaceWords(S, L, Cmd, 1, {"docker"}, "build-docker",
                   "'nvidia-docker' -> 'docker' with the GPU device nodes");
      Used[Cmd] = true;
      // No --gpus to replace: add the devices after 'run'.
      bool HasGpus = any_of(W, [](const Word &X) {
        return StringRef(X.Value).starts_with("--gpus") ||
               StringRef(X.Value).starts_with("--device=/dev/kfd");
      });
      if (!HasGpus)
        S.edit(W[Sub].end(), 0, " --device=/dev/kfd --device=/dev/dri --group-add video",
               "build-docker", "GPU device nodes added for ROCm");
    }
    rewriteDocker(S, L, Sub, O, Used);
  } else if ((C == "apt-get" || C == "apt" || C == "yum" || C == "dnf" ||
              C == "microdnf") && Sub < W.size() && W[Sub].Value == "install") {
    rewritePackages(S, L, Sub, O, Used);
  } else if (C.starts_with("pip") && Sub < W.size() && W[Sub].Value == "install") {
    rewritePackages(S, L, Cmd, O, Used);
  } else if (C.starts_with("python") && Sub + 2 < W.size() && W[Sub].Value == "-m" &&
             StringRef(W[Sub + 1].Value).starts_with("pip")) {
    rewritePackages(S, L, Cmd, O, Used);
  }
}

/// cuda-gdb, nsys, ... at command word \p Cmd: ROCm's tool, or a report.
void rewriteTool(Sink &S, const Line &L, unsigned Cmd, std::vector<bool> &Used) {
  const std::vector<Word> &W = L.Words;
  const ToolRow *T = toolFor(baseName(W[Cmd].Value));
  if (!T)
    return;
  Used[Cmd] = true;
  StringRef Raw = S.text().substr(W[Cmd].Offset, W[Cmd].Length);
  if (T->Apply && Raw.ends_with(T->Nvidia))
    S.edit(W[Cmd].end() - unsigned(T->Nvidia.size()), unsigned(T->Nvidia.size()),
           T->Rocm.str(), "build-tool",
           ("'" + T->Nvidia + "' -> '" + T->Rocm + "': " + T->Note).str());
  else
    S.report(W[Cmd].Offset, W[Cmd].Length, "build-tool",
             ("'" + T->Nvidia + "' is NVIDIA's; on ROCm: " + T->Note).str(),
             T->Rocm.str());
}

/// A word no other rule took: -DCMAKE_CUDA_*, nvcc -> hipcc, then the
/// names and paths in it (before a substitution).
void rewriteWord(Sink &S, const Line &L, unsigned I, const BuildOptions &O) {
  const std::vector<Word> &W = L.Words;
  StringRef V = W[I].Value;
  if (rewriteCMakeDefine(S, L, I, O))
    return;
  StringRef Raw = S.text().substr(W[I].Offset, W[I].Length);
  // nvcc -> hipcc: only the file name, so the folder part keeps its own rules.
  StringRef Cmd2 = V.contains('=') && !V.starts_with("-") ? V.split('=').second : V;
  if (baseName(Cmd2) == "nvcc" && Raw.ends_with("nvcc") && !W[I].HasSubstitution) {
    S.edit(W[I].end() - 4, 4, "hipcc", "build-compiler",
           ("'" + Cmd2 + "' -> hipcc (clang with the HIP runtime and the ROCm "
                         "device libraries)").str());
  } else if (baseName(Cmd2) == "nvcc" && Raw.size() > 5 &&
             StringRef(Raw).drop_back().ends_with("nvcc") &&
             (Raw.back() == '"' || Raw.back() == '\'')) {
    S.edit(W[I].end() - 5, 4, "hipcc", "build-compiler", "'nvcc' -> hipcc");
  }
  if (W[I].HasSubstitution) {
    // Only the part before the substitution: the commands inside have
    // their own lines.
    size_t Cut = Raw.find_first_of("$`");
    while (Cut != StringRef::npos && Raw[Cut] == '$' && Cut + 1 < Raw.size() &&
           Raw[Cut + 1] != '(' && Raw[Cut + 1] != '`')
      Cut = Raw.find_first_of("$`", Cut + 1);
    rewriteNames(S, W[I].Offset, Cut == StringRef::npos ? W[I].Length : unsigned(Cut), O,
                 true);
  } else {
    rewriteNames(S, W[I].Offset, W[I].Length, O, true);
  }
}

} // namespace

void rewriteLine(Sink &S, const Line &Orig, const BuildOptions &O) {
  Line L = Orig;
  std::vector<Word> &W = L.Words;
  if (W.empty())
    return;
  std::vector<bool> Used(W.size(), false);
  unsigned Cmd = commandWord(W);
  if (Cmd < W.size() && isNvccWord(W[Cmd].Value))
    L.NvccContext = true;
  dropAssignments(S, L, Used);
  rewriteDeviceQueries(S, L, O, Used);
  if (Cmd < W.size() && !Used[Cmd])
    rewriteInstallOrRun(S, L, Cmd, O, Used);
  if (Cmd < W.size() && !Used[Cmd])
    rewriteTool(S, L, Cmd, Used);
  rewriteFlags(S, L, O, Used);
  for (unsigned I = 0; I < W.size(); ++I)
    if (!Used[I] && !W[I].Redirect)
      rewriteWord(S, L, I, O);
}

} // namespace cuda2hip::build::detail
