//===- CMakeMatchers.cpp - CMake: the CUDA language, targets and packages -===//
//
// Works on command invocations (lexCMake), one command at a time, by name:
//   project / enable_language / check_language   CUDA -> HIP (and
//       cmake_minimum_required raised to 3.21, the first with HIP)
//   find_package(CUDAToolkit)                    -> find_package(hip) + the
//       packages of the HIP targets used; find_package(CUDA): legacy
//   set / string / list                          architectures, flags,
//       separable compilation, legacy CUDA_NVCC_FLAGS
//   set_target_properties / set_property /
//   set_source_files_properties                  CUDA_* properties
//   target_compile_options / add_compile_options flags (genexes too)
//   target_link_libraries / link_libraries       CUDA::x and bare names
//   add_library / add_executable / target_sources / set / file(GLOB)
//       .cu sources -> set_source_files_properties(... LANGUAGE HIP)
//   execute_process / add_custom_command / ...   COMMAND lines (Commands.cpp)
//   cuda_add_library & co (FindCUDA)             reported with a rewrite
// and then, over every argument, the names of CMakeNames.def and CUDA::x.
// Flags inside arguments are read as command lines by CMakeFlags.cpp.
//
//===----------------------------------------------------------------------===//
#include "Matchers.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include <map>
#include <set>

using namespace llvm;

namespace cuda2hip::build::detail {

namespace {

bool isTrue(StringRef V) {
  return V.equals_insensitive("on") || V.equals_insensitive("true") ||
         V.equals_insensitive("yes") || V == "1" || V.equals_insensitive("y");
}

bool isId(char C) { return isAlnum(C) || C == '_'; }

/// The arguments of a command without the parentheses nested in it.
std::vector<const CMakeArg *> plainArgs(const CMakeCommand &C) {
  std::vector<const CMakeArg *> R;
  for (const CMakeArg &A : C.Args)
    if (!A.isParen())
      R.push_back(&A);
  return R;
}

class CMakeMatcher {
public:
  CMakeMatcher(Sink &S, const BuildOptions &O) : S(S), O(O), F(lexCMake(S.text())) {}

  void run() {
    for (const SyntaxError &E : F.Errors)
      S.report(E.Offset, 1, "build-syntax", "CMake: " + E.Message +
                                                 "; the rest of the line is left as it is");
    survey();
    for (size_t I = 0; I < F.Commands.size(); ++I)
      command(I);
    packages();
    for (const CMakeCommand &C : F.Commands)
      names(C);
    for (auto &[Offset, Lines] : Inserts) {
      std::string Text;
      for (const auto &[Line, Msg] : Lines)
        Text += "\n" + Line;
      std::string Msgs;
      for (const auto &[Line, Msg] : Lines)
        Msgs += (Msgs.empty() ? "" : "; ") + Msg;
      S.edit(Offset, 0, Text, InsertRules[Offset], Msgs);
    }
  }

private:
  Sink &S;
  const BuildOptions &O;
  CMakeFile F;
  std::set<unsigned> Handled;   ///< argument offsets a command rule took
  StringSet<> Found;            ///< find_package()ed here (lower case)
  StringSet<> HipSources;       ///< already LANGUAGE HIP
  StringSet<> Needed;           ///< packages of the HIP targets linked
  int ToolkitSearch = -1;       ///< the find_package(CUDAToolkit) command
  bool UsesCudaLanguage = false;
  std::map<unsigned, std::vector<std::pair<std::string, std::string>>> Inserts;
  std::map<unsigned, std::string> InsertRules;

  StringRef raw(const CMakeArg &A) const { return S.text().substr(A.Offset, A.Length); }

  /// Adds a command after \p C (on its own line, with C's indentation).
  void after(const CMakeCommand &C, std::string Text, std::string Msg,
             StringRef Rule) {
    unsigned At = lineEnd(S.text(), C.end());
    // A comment after the command stays on its line: insert after it.
    Inserts[At].push_back({C.Indent + Text, std::move(Msg)});
    InsertRules.try_emplace(At, Rule.str());
  }

  /// Removes words [First, First+Count) of the command's plain arguments.
  void removeArgs(const CMakeCommand &C, unsigned First, unsigned Count,
                  StringRef Rule, std::string Msg) {
    Line L;
    L.Q = Quoting::CMake;
    for (const CMakeArg *A : plainArgs(C))
      L.Words.push_back(wordOf(*A));
    for (unsigned I = First; I < First + Count; ++I)
      Handled.insert(L.Words[I].Offset);
    replaceWords(S, L, First, Count, {}, Rule, std::move(Msg));
  }

  void removeCommand(const CMakeCommand &C, StringRef Rule, std::string Msg,
                     std::string New = "") {
    for (const CMakeArg &A : C.Args)
      Handled.insert(A.Offset);
    unsigned B = C.Offset, E = C.end();
    StringRef T = S.text();
    if (New.empty()) {
      // Alone on its line: the whole line goes.
      unsigned LS = B - unsigned(C.Indent.size());
      unsigned LE = lineEnd(T, E);
      bool StartsLine = LS == 0 || T[LS - 1] == '\n';
      if (StartsLine && T.slice(E, LE).trim().empty()) {
        B = LS;
        E = std::min<unsigned>(LE + 1, T.size());
      }
    }
    S.edit(B, E - B, std::move(New), Rule, std::move(Msg));
  }

  void survey() {
    for (size_t I = 0; I < F.Commands.size(); ++I) {
      const CMakeCommand &C = F.Commands[I];
      auto A = plainArgs(C);
      if (C.Name == "find_package" && !A.empty()) {
        Found.insert(StringRef(A[0]->Value).lower());
        if (A[0]->Value == "CUDAToolkit" && ToolkitSearch < 0)
          ToolkitSearch = int(I);
      }
      if ((C.Name == "project" || C.Name == "enable_language") &&
          any_of(A, [](const CMakeArg *X) { return X->Value == "CUDA"; }))
        UsesCudaLanguage = true;
      if (C.Name == "set_source_files_properties") {
        bool Hip = false;
        for (size_t K = 0; K + 1 < A.size(); ++K)
          if (A[K]->Value == "LANGUAGE" &&
              (A[K + 1]->Value == "HIP" || A[K + 1]->Value == "CUDA"))
            Hip = true;
        for (const CMakeArg *X : A) {
          if (X->Value == "PROPERTIES")
            break;
          if (Hip)
            HipSources.insert(X->Value);
        }
      }
    }
  }

  void command(size_t Index) {
    const CMakeCommand &C = F.Commands[Index];
    auto A = plainArgs(C);
    StringRef N = C.Name;
    if (N == "cmake_minimum_required")
      minimumVersion(C, A);
    else if (N == "project")
      languages(C, A, /*Project=*/true);
    else if (N == "enable_language" || N == "check_language")
      languages(C, A, false);
    else if (N == "find_package")
      findPackage(C, A);
    else if (N == "set" || N == "string" || N == "list")
      variable(C, A);
    else if (N == "set_target_properties" || N == "set_source_files_properties" ||
             N == "set_property" || N == "set_tests_properties")
      properties(C, A);
    else if (N == "target_compile_options" || N == "add_compile_options" ||
             N == "target_link_options" || N == "add_link_options")
      flagArgs(C, A, 0, false);
    else if (N == "target_link_libraries" || N == "link_libraries")
      linkLibraries(C, A);
    else if (N == "if" || N == "elseif")
      condition(C, A);
    else if (N == "execute_process" || N == "add_custom_command" ||
             N == "add_custom_target" || N == "add_test")
      commandLines(C, A);
    else if (const CMakeLegacyCommand *L = cmakeLegacyCommand(N))
      legacy(C, A, *L);
    if (N == "add_library" || N == "add_executable" || N == "target_sources" ||
        N == "set" || (N == "list" && !A.empty() && A[0]->Value == "APPEND"))
      sources(C, A);
    if (N == "file" && A.size() >= 3 &&
        (A[0]->Value == "GLOB" || A[0]->Value == "GLOB_RECURSE") &&
        !HipSources.count("${" + A[1]->Value + "}") &&
        any_of(A, [](const CMakeArg *X) { return StringRef(X->Value).ends_with(".cu"); }))
      after(C, "set_source_files_properties(${" + A[1]->Value + "} PROPERTIES LANGUAGE HIP)",
            "the .cu files of ${" + A[1]->Value + "} are compiled as HIP",
            "build-cmake-source-language");
  }

  void minimumVersion(const CMakeCommand &C, ArrayRef<const CMakeArg *> A) {
    if (!UsesCudaLanguage || A.size() < 2 || A[0]->Value != "VERSION")
      return;
    StringRef V = A[1]->Value;
    StringRef Min = V.split("...").first;
    unsigned Major = 0, Minor = 0;
    std::pair<StringRef, StringRef> MM = Min.split('.');
    if (MM.first.getAsInteger(10, Major) || MM.second.split('.').first.getAsInteger(10, Minor))
      return;
    if (Major > 3 || (Major == 3 && Minor >= 21))
      return;
    Handled.insert(A[1]->Offset);
    S.edit(A[1]->ValueOffset, Min.size(), "3.21", "build-cmake-version",
           ("CMake " + Min + " -> 3.21: the HIP language needs CMake 3.21 or newer").str());
  }

  void languages(const CMakeCommand &C, ArrayRef<const CMakeArg *> A, bool Project) {
    bool HasHip = any_of(A, [](const CMakeArg *X) { return X->Value == "HIP"; });
    for (size_t I = Project ? 1 : 0; I < A.size(); ++I) {
      if (A[I]->Value != "CUDA")
        continue;
      Handled.insert(A[I]->Offset);
      if (HasHip) {
        removeArgs(C, unsigned(I), 1, "build-cmake-language",
                   "the CUDA language removed: HIP is enabled already");
        continue;
      }
      S.edit(A[I]->ValueOffset, 4, "HIP", "build-cmake-language",
             "the CUDA language -> HIP (CMake's HIP language compiles .hip files, "
             "and .cu files marked LANGUAGE HIP, with clang for AMD GPUs)");
    }
  }

  void findPackage(const CMakeCommand &C, ArrayRef<const CMakeArg *> A) {
    if (A.empty())
      return;
    StringRef Name = A[0]->Value;
    if (Name == "CUDAToolkit") {
      Handled.insert(A[0]->Offset);
      S.edit(A[0]->Offset, A[0]->Length, "hip", "build-cmake-package",
             "find_package(CUDAToolkit) -> find_package(hip): the HIP runtime (hip::host, "
             "hip::device)");
      // A CUDA version means nothing to HIP.
      if (A.size() > 1 && !A[1]->Value.empty() && isDigit(A[1]->Value[0]))
        removeArgs(C, 1, 1, "build-cmake-package",
                   "the CUDA version '" + A[1]->Value + "' removed");
      for (size_t I = 1; I < A.size(); ++I)
        if (A[I]->Value == "COMPONENTS" || A[I]->Value == "OPTIONAL_COMPONENTS") {
          removeArgs(C, unsigned(I), unsigned(A.size() - I), "build-cmake-package",
                     "the CUDAToolkit components removed: each HIP library is a package");
          break;
        }
    } else if (Name == "CUDA") {
      Handled.insert(A[0]->Offset);
      S.report(C.Offset, C.end() - C.Offset, "build-cmake-legacy",
               "find_package(CUDA) is the legacy FindCUDA module (removed in CMake 3.27): "
               "enable the HIP language and find the HIP runtime instead",
               "enable_language(HIP)\n" + C.Indent + "find_package(hip REQUIRED)");
    }
  }

  /// Packages of the HIP targets linked: next to the rewritten
  /// find_package(CUDAToolkit), or reported.
  void packages() {
    std::vector<std::string> Missing;
    for (const auto &P : Needed)
      if (!Found.count(P.first()) && P.first() != "hip")
        Missing.push_back(P.first().str());
    for (const std::string &P : O.ProjectPackages)
      if (!Found.count(P) && P != "hip" && ToolkitSearch >= 0 && !is_contained(Missing, P))
        Missing.push_back(P);
    llvm::sort(Missing);
    if (Needed.count("hip") && !Found.count("hip") && ToolkitSearch < 0 &&
        !O.ProjectSearchesToolkit)
      S.report(0, 0, "build-cmake-package",
               "hip::host needs find_package(hip) here or in a parent folder",
               "find_package(hip REQUIRED)");
    for (const std::string &P : Missing) {
      if (ToolkitSearch >= 0) {
        after(F.Commands[ToolkitSearch], "find_package(" + P + " REQUIRED)",
              "find_package(" + P + ") added for its HIP targets", "build-cmake-package");
      } else if (!O.ProjectSearchesToolkit) {
        S.report(0, 0, "build-cmake-package",
                 "the HIP targets linked here need find_package(" + P +
                     ") here or in a parent folder",
                 "find_package(" + P + " REQUIRED)");
      }
    }
  }

  /// Rewrites the flags of arguments [From, To). A generator expression
  /// whose flags are all removed goes as a whole; so does a
  /// target_compile_options() left with none.
  void flagArgs(const CMakeCommand &C, ArrayRef<const CMakeArg *> A, size_t From,
                bool Nvcc, size_t To = ~size_t(0)) {
    std::vector<std::pair<BuildFindings, int>> Done;
    std::vector<size_t> Emptied;
    std::string Why;
    for (auto &[L, Arg] : cmakeFlagLines(S.text(), A, From, To, Nvcc)) {
      BuildFindings Tmp;
      Tmp.Path = S.F.Path;
      Tmp.Text = S.text().str();
      Sink Scratch(Tmp);
      rewriteLine(Scratch, L, O);
      bool AllGone = Arg >= 0 && !L.Words.empty() && all_of(L.Words, [&](const Word &W) {
        return any_of(Tmp.Items, [&](const BuildFinding &B) {
          return B.Replacement && B.Replacement->empty() && B.Where.Offset <= W.Offset &&
                 B.Where.end() >= W.end();
        });
      });
      if (AllGone && StringRef(A[Arg]->Value).starts_with("$<")) {
        Emptied.push_back(size_t(Arg));
        for (const BuildFinding &B : Tmp.Items)
          Why += (Why.empty() ? "" : "; ") + B.Message;
        continue;
      }
      for (BuildFinding &B : Tmp.Items)
        S.F.Items.push_back(std::move(B));
    }
    if (Emptied.empty())
      return;
    // What is left: the target, scope keywords, and arguments not emptied.
    size_t Left = 0;
    for (size_t I = From; I < A.size(); ++I) {
      StringRef V = A[I]->Value;
      if (is_contained(Emptied, I) || V == "PRIVATE" || V == "PUBLIC" ||
          V == "INTERFACE" || V == "BEFORE" || (I == 0 && StringRef(C.Name).starts_with("target_")))
        continue;
      ++Left;
    }
    if (Left == 0 && (StringRef(C.Name).starts_with("target_") || StringRef(C.Name).starts_with("add_"))) {
      removeCommand(C, "build-nvcc-flag", C.Name + "() removed: " + Why);
      return;
    }
    for (size_t I : llvm::reverse(Emptied))
      removeArgs(C, unsigned(I), 1, "build-nvcc-flag", Why);
  }

  /// Values of set(NAME values... [CACHE ...|PARENT_SCOPE]).
  size_t valuesEnd(ArrayRef<const CMakeArg *> A, size_t From) {
    size_t E = From;
    while (E < A.size() && A[E]->Value != "CACHE" && A[E]->Value != "PARENT_SCOPE")
      ++E;
    return E;
  }

  void variable(const CMakeCommand &C, ArrayRef<const CMakeArg *> A) {
    size_t NameAt = C.Name == "set" ? 0 : 1;
    if (A.size() <= NameAt)
      return;
    if (C.Name == "string" && A[0]->Value != "APPEND" && A[0]->Value != "PREPEND")
      return;
    if (C.Name == "list" && A[0]->Value != "APPEND" && A[0]->Value != "PREPEND")
      return;
    StringRef Name = A[NameAt]->Value;
    size_t VB = NameAt + 1, VE = C.Name == "set" ? valuesEnd(A, VB) : A.size();
    const CMakeName *N = cmakeName(Name);
    if (Name.starts_with("CMAKE_CUDA_FLAGS")) {
      flagArgs(C, A, VB, true, VE);
      return;
    }
    if (!N)
      return;
    std::string Values;
    for (size_t I = VB; I < VE; ++I)
      Values += (I > VB ? " " : "") + A[I]->Value;
    if (N->Action == NameAction::Arch && C.Name == "set" && VE > VB) {
      architectures(A, VB, VE);
    } else if (Name == "CMAKE_CUDA_SEPARABLE_COMPILATION" ||
               Name == "CUDA_SEPARABLE_COMPILATION") {
      bool On = VE > VB && isTrue(A[VB]->Value);
      std::string Rdc = "string(APPEND CMAKE_HIP_FLAGS \" -fgpu-rdc\")\n" + C.Indent +
                        "string(APPEND CMAKE_EXE_LINKER_FLAGS \" -fgpu-rdc --hip-link\")\n" +
                        C.Indent +
                        "string(APPEND CMAKE_SHARED_LINKER_FLAGS \" -fgpu-rdc --hip-link\")";
      if (Name == "CUDA_SEPARABLE_COMPILATION") {
        Handled.insert(A[NameAt]->Offset);
        S.report(C.Offset, C.end() - C.Offset, "build-cmake-legacy",
                 "FindCUDA's CUDA_SEPARABLE_COMPILATION: relocatable device code is "
                 "-fgpu-rdc at compile and link time",
                 On ? Rdc : "");
      } else if (On) {
        removeCommand(C, "build-cmake-rdc",
                      "separable compilation -> -fgpu-rdc when compiling and "
                      "-fgpu-rdc --hip-link when linking",
                      Rdc);
      } else {
        removeCommand(C, "build-cmake-rdc", "separable compilation off is the default");
      }
    } else if (Name == "CUDA_NVCC_FLAGS") {
      Handled.insert(A[NameAt]->Offset);
      legacyFlags(C, A, VB, VE);
    } else if (N->Action == NameAction::Drop && C.Name == "set") {
      removeCommand(C, "build-cmake-variable",
                    ("'" + Name + "' removed: " + N->Note).str());
    }
  }

  void architectures(ArrayRef<const CMakeArg *> A, size_t VB, size_t VE) {
    std::string Values;
    bool FromVariable = false;
    for (size_t I = VB; I < VE; ++I) {
      Values += (I > VB ? ";" : "") + A[I]->Value;
      FromVariable |= StringRef(A[I]->Value).contains("${");
      Handled.insert(A[I]->Offset);
    }
    if (FromVariable) {
      S.report(A[VB]->Offset, A[VE - 1]->end() - A[VB]->Offset, "build-cmake-architectures",
               "the architectures come from '" + Values + "': give it AMD targets (" +
                   archList(O, ";") + ")",
               archList(O, ";"));
      return;
    }
    std::string New = archList(O, ";");
    if (O.OffloadArchs.size() > 1)
      New = "\"" + New + "\"";
    // 'native' (CMake's detection): CMake does the same for HIP by itself.
    bool Native = Values == "native";
    S.edit(A[VB]->Offset, A[VE - 1]->end() - A[VB]->Offset, New,
           "build-cmake-architectures",
           (Native ? "'native' -> the AMD targets " + archList(O, ";") +
                         "; or leave CMAKE_HIP_ARCHITECTURES unset: CMake sets it to "
                         "the building machine's GPUs (rocm_agent_enumerator)"
                   : "NVIDIA architectures '" + Values + "' -> the AMD targets " +
                         archList(O, ";")),
           Native ? Severity::Warning : Severity::Note);
  }

  void legacyFlags(const CMakeCommand &C, ArrayRef<const CMakeArg *> A, size_t VB,
                   size_t VE) {
    // Suggest the same flags, translated, in CMAKE_HIP_FLAGS.
    for (size_t I = VB; I < VE; ++I)
      Handled.insert(A[I]->Offset);
    std::string Flags = translatedCMakeFlags(S, A, VB, VE, O);
    S.report(C.Offset, C.end() - C.Offset, "build-cmake-legacy",
             "CUDA_NVCC_FLAGS is the legacy FindCUDA module's: HIP sources take "
             "CMAKE_HIP_FLAGS",
             Flags.empty() ? "" : "string(APPEND CMAKE_HIP_FLAGS \" " + Flags + "\")");
  }

  void properties(const CMakeCommand &C, ArrayRef<const CMakeArg *> A) {
    // Targets: before PROPERTIES (set_target_properties), or after TARGET.
    std::vector<std::string> Targets;
    size_t P = 0;
    if (C.Name == "set_property") {
      if (A.empty())
        return;
      bool Target = A[0]->Value == "TARGET";
      for (P = 1; P < A.size() && A[P]->Value != "PROPERTY"; ++P)
        if (Target && A[P]->Value != "APPEND" && A[P]->Value != "APPEND_STRING")
          Targets.push_back(A[P]->Value);
      if (P + 1 >= A.size())
        return;
      property(C, A, P + 1, A.size(), Targets, /*Pairs=*/false);
      return;
    }
    for (P = 0; P < A.size() && A[P]->Value != "PROPERTIES"; ++P)
      Targets.push_back(A[P]->Value);
    if (C.Name != "set_target_properties")
      Targets.clear();
    for (size_t K = P + 1; K + 1 < A.size(); K += 2)
      property(C, A, K, K + 2, Targets, true);
  }

  /// One property: its name at \p K, values up to \p E.
  void property(const CMakeCommand &C, ArrayRef<const CMakeArg *> A, size_t K, size_t E,
                ArrayRef<std::string> Targets, bool Pairs) {
    StringRef Name = A[K]->Value;
    if (Name == "LANGUAGE" && K + 1 < E && A[K + 1]->Value == "CUDA") {
      Handled.insert(A[K + 1]->Offset);
      S.edit(A[K + 1]->ValueOffset, 4, "HIP", "build-cmake-source-language",
             "LANGUAGE CUDA -> HIP");
      return;
    }
    const CMakeName *N = cmakeName(Name);
    if (!N || K + 1 >= E)
      return;
    if (N->Action == NameAction::Arch) {
      architectures(A, K + 1, E);
    } else if (Name == "CUDA_SEPARABLE_COMPILATION" ||
               (N->Action == NameAction::Drop && Pairs)) {
      bool Rdc = Name == "CUDA_SEPARABLE_COMPILATION" && isTrue(A[K + 1]->Value);
      size_t PropStart = 0;
      while (PropStart < A.size() && A[PropStart]->Value != "PROPERTIES")
        ++PropStart;
      bool Only = !Pairs || PropStart + 3 == A.size();
      StringRef Rule = Name == "CUDA_SEPARABLE_COMPILATION" ||
                               Name == "CUDA_RESOLVE_DEVICE_SYMBOLS"
                           ? "build-cmake-rdc"
                           : "build-cmake-variable";
      std::string Msg =
          Name == "CUDA_SEPARABLE_COMPILATION"
              ? (Rdc ? "separable compilation -> -fgpu-rdc when compiling and "
                       "-fgpu-rdc --hip-link when linking (programs that link these "
                       "targets need the HIP linker: LINKER_LANGUAGE HIP)"
                     : "separable compilation off is the default")
              : ("'" + Name + "' removed: " + N->Note).str();
      std::string Lines;
      for (const std::string &T : Rdc ? Targets : ArrayRef<std::string>()) {
        std::string Text =
            "target_compile_options(" + T + " PRIVATE $<$<COMPILE_LANGUAGE:HIP>:-fgpu-rdc>)\n" +
            C.Indent + "target_link_options(" + T +
            " PUBLIC \"$<$<LINK_LANGUAGE:HIP>:-fgpu-rdc;--hip-link>\")";
        if (Only)
          Lines += (Lines.empty() ? "" : "\n" + C.Indent) + Text;
        else
          after(C, Text, "-fgpu-rdc for " + T, "build-cmake-rdc");
      }
      if (Only)
        removeCommand(C, Rule, Msg, Lines);
      else
        removeArgs(C, unsigned(K), unsigned(E - K), Rule, Msg);
    }
  }

  void linkLibraries(const CMakeCommand &C, ArrayRef<const CMakeArg *> A) {
    for (size_t I = C.Name == "link_libraries" ? 0 : 1; I < A.size(); ++I) {
      StringRef V = A[I]->Value;
      const Library *L = V.starts_with("CUDA::") ? libraryByTarget(V) : libraryByLink(V);
      if (!L)
        continue;
      Handled.insert(A[I]->Offset);
      linkTarget(C, A, I, *L, V);
    }
  }

  void linkTarget(const CMakeCommand &C, ArrayRef<const CMakeArg *> A, size_t I,
                  const Library &L, StringRef V) {
    std::string Why = L.Note.empty() ? "" : ": " + L.Note.str();
    if (L.HipTarget.empty()) {
      if (L.Warn) {
        std::string Sugg;
        if (!L.HipLink.empty())
          Sugg = L.HipLink.str();
        S.report(A[I]->Offset, A[I]->Length, "build-cmake-target",
                 ("'" + V + "' has no HIP target" + Why).str(), Sugg);
      } else {
        removeArgs(C, unsigned(I), 1, "build-cmake-target",
                   ("'" + V + "' removed" + Why).str());
      }
      return;
    }
    Needed.insert(L.HipPackage);
    S.edit(A[I]->Offset, A[I]->Length, L.HipTarget.str(), "build-cmake-target",
           ("'" + V + "' -> '" + L.HipTarget + "' (find_package(" + L.HipPackage + "))" + Why)
               .str(),
           L.Warn ? Severity::Warning : Severity::Note);
  }

  void condition(const CMakeCommand &C, ArrayRef<const CMakeArg *> A) {
    bool CompilerId = any_of(A, [](const CMakeArg *X) {
      return StringRef(X->Value).contains("CMAKE_CUDA_COMPILER_ID");
    });
    for (const CMakeArg *X : A)
      if (CompilerId && X->Value == "NVIDIA") {
        Handled.insert(X->Offset);
        S.edit(X->ValueOffset, 6, "Clang", "build-cmake-variable",
               "the HIP compiler's id is Clang, not NVIDIA");
      }
  }

  void commandLines(const CMakeCommand &C, ArrayRef<const CMakeArg *> A) {
    static const StringSet<> Keywords = {
        "COMMAND", "WORKING_DIRECTORY", "OUTPUT", "DEPENDS", "COMMENT", "VERBATIM",
        "BYPRODUCTS", "RESULT_VARIABLE", "OUTPUT_VARIABLE", "ERROR_VARIABLE",
        "TIMEOUT", "NAME", "TARGET", "PRE_BUILD", "PRE_LINK", "POST_BUILD", "ALL",
        "USES_TERMINAL", "OUTPUT_STRIP_TRAILING_WHITESPACE", "MAIN_DEPENDENCY",
        "SOURCES", "WORKING_DIRECTORY", "INPUT_FILE", "OUTPUT_FILE", "ERROR_FILE"};
    for (size_t I = 0; I < A.size(); ++I) {
      if (A[I]->Value != "COMMAND")
        continue;
      Line L;
      L.Q = Quoting::CMake;
      size_t E = I + 1;
      while (E < A.size() && !Keywords.count(A[E]->Value)) {
        if (A[E]->Kind != CMakeArgKind::Bracket)
          L.Words.push_back(wordOf(*A[E]));
        ++E;
      }
      L.OutputUsed = C.Name == "execute_process";
      // Arguments a command-line rule rewrote are done; the others still
      // get the CMake names (${CMAKE_CUDA_COMPILER}).
      BuildFindings Tmp;
      Tmp.Path = S.F.Path;
      Tmp.Text = S.text().str();
      Sink Scratch(Tmp);
      rewriteLine(Scratch, L, O);
      for (size_t K = I + 1; K < E; ++K)
        if (any_of(Tmp.Items, [&](const BuildFinding &B) {
              return B.Where.Offset < A[K]->end() && B.Where.end() > A[K]->Offset;
            }))
          Handled.insert(A[K]->Offset);
      for (BuildFinding &B : Tmp.Items)
        S.F.Items.push_back(std::move(B));
      I = E - 1;
    }
  }

  void legacy(const CMakeCommand &C, ArrayRef<const CMakeArg *> A,
              const CMakeLegacyCommand &L) {
    for (const CMakeArg *X : A)
      Handled.insert(X->Offset);
    std::string Why;
    std::string Sugg = legacySuggestion(
        C, A, L, S.text(),
        [&](size_t From) { return translatedCMakeFlags(S, A, From, A.size(), O); }, Why);
    S.report(C.Offset, C.end() - C.Offset, "build-cmake-legacy", Why, Sugg);
  }

  void sources(const CMakeCommand &C, ArrayRef<const CMakeArg *> A) {
    std::vector<std::string> Cu;
    for (size_t I = 1; I < A.size(); ++I) {
      StringRef V = A[I]->Value;
      if (V.ends_with(".cu") && !V.contains("$<") && !HipSources.count(V) &&
          !is_contained(Cu, V.str()))
        Cu.push_back(V.str());
    }
    if (Cu.empty())
      return;
    for (const std::string &X : Cu)
      HipSources.insert(X);
    std::vector<std::string> Quoted;
    for (const std::string &X : Cu)
      Quoted.push_back(StringRef(X).contains(' ') ? "\"" + X + "\"" : X);
    after(C, "set_source_files_properties(" + join(Quoted, " ") + " PROPERTIES LANGUAGE HIP)",
          "CMake compiles .cu files as CUDA: " + join(Cu, ", ") + " marked LANGUAGE HIP",
          "build-cmake-source-language");
  }

  /// Every argument: the names of CMakeNames.def and CUDA:: targets.
  void names(const CMakeCommand &C) {
    for (const CMakeArg &X : C.Args) {
      if (X.isParen() || Handled.count(X.Offset) || X.Kind == CMakeArgKind::Bracket)
        continue;
      StringRef T = raw(X);
      for (size_t P = 0; P < T.size();) {
        if (!isId(T[P]) || (P && isId(T[P - 1]))) {
          ++P;
          continue;
        }
        size_t E = P;
        while (E < T.size() && isId(T[E]))
          ++E;
        // CUDA::cublas
        if (T.slice(P, E) == "CUDA" && T.substr(E).starts_with("::")) {
          size_t Q = E + 2;
          while (Q < T.size() && isId(T[Q]))
            ++Q;
          StringRef Target = T.slice(P, Q);
          if (const Library *L = libraryByTarget(Target)) {
            if (!L->HipTarget.empty()) {
              Needed.insert(L->HipPackage);
              S.edit(X.Offset + P, Q - P, L->HipTarget.str(), "build-cmake-target",
                     ("'" + Target + "' -> '" + L->HipTarget + "'").str());
            } else {
              S.report(X.Offset + P, Q - P, "build-cmake-target",
                       ("'" + Target + "' has no HIP target: " + L->Note).str());
            }
          }
          P = Q;
          continue;
        }
        // Generator expressions: COMPILE_LANGUAGE:CUDA, COMPILE_LANG_AND_ID:CUDA,NVIDIA.
        const CMakeName *N = nullptr;
        size_t NE = E;
        for (const CMakeName &Row : cmakeNames()) {
          if (!Row.Cuda.contains(':') || !T.substr(P).starts_with(Row.Cuda))
            continue;
          size_t RE = P + Row.Cuda.size();
          if (RE == T.size() || !isId(T[RE])) {
            N = &Row;
            NE = RE;
            break;
          }
        }
        if (!N)
          N = cmakeName(T.slice(P, E));
        if (N)
          name(X, P, NE, *N);
        P = N ? NE : E;
      }
    }
  }

  void name(const CMakeArg &X, size_t P, size_t E, const CMakeName &N) {
    StringRef T = raw(X).slice(P, E);
    switch (N.Action) {
    case NameAction::Rename:
    case NameAction::Arch:
      S.edit(X.Offset + P, E - P, N.Hip.str(), "build-cmake-variable",
             ("'" + T + "' -> '" + N.Hip + "'").str());
      break;
    case NameAction::Drop:
    case NameAction::Report:
      S.report(X.Offset + P, E - P, "build-cmake-variable",
               ("'" + T + "': " + N.Note).str());
      break;
    case NameAction::Special:
      if (T == "CUDA_NVCC_FLAGS")
        S.report(X.Offset + P, E - P, "build-cmake-legacy",
                 "CUDA_NVCC_FLAGS is the legacy FindCUDA module's: use CMAKE_HIP_FLAGS",
                 "CMAKE_HIP_FLAGS");
      else
        S.report(X.Offset + P, E - P, "build-cmake-rdc",
                 ("'" + T + "': relocatable device code is -fgpu-rdc (compile) and "
                            "-fgpu-rdc --hip-link (link)").str());
      break;
    }
  }
};

} // namespace

void findCMake(Sink &S, const BuildOptions &O) { CMakeMatcher(S, O).run(); }

} // namespace cuda2hip::build::detail
