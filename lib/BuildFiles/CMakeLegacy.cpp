//===- CMakeLegacy.cpp - FindCUDA commands: the rewrite suggested ---------===//
//
// FindCUDA's commands (cuda_add_library, cuda_add_cublas_to_target, ...)
// are reported, not rewritten: their options and variables do not map one to
// one. The suggestion is built from the command's own arguments.
//
//===----------------------------------------------------------------------===//
#include "Matchers.h"
#include "llvm/ADT/StringExtras.h"

using namespace llvm;

namespace cuda2hip::build::detail {

/// What a FindCUDA command becomes (a suggestion) and why; \p Flags gives
/// the translated flags of the arguments from an index on.
std::string legacySuggestion(const CMakeCommand &C, ArrayRef<const CMakeArg *> A,
                             const CMakeLegacyCommand &L, StringRef Text,
                             function_ref<std::string(size_t)> Flags, std::string &Why) {
  auto Raw = [&](const CMakeArg *X) { return Text.substr(X->Offset, X->Length).str(); };
  Why = "'" + C.Name + "' is the legacy FindCUDA module's";
  if ((C.Name == "cuda_add_library" || C.Name == "cuda_add_executable") && !A.empty()) {
    std::vector<std::string> Srcs, Cu;
    std::string Opts;
    for (size_t I = 1; I < A.size(); ++I) {
      if (A[I]->Value == "OPTIONS") {
        Opts = Flags(I + 1);
        break;
      }
      Srcs.push_back(Raw(A[I]));
      if (StringRef(A[I]->Value).ends_with(".cu"))
        Cu.push_back(Raw(A[I]));
    }
    std::string S = L.Hip.str() + "(" + A[0]->Value + (Srcs.empty() ? "" : " ") +
                    join(Srcs, " ") + ")";
    if (!Cu.empty())
      S += "\n" + C.Indent + "set_source_files_properties(" + join(Cu, " ") +
           " PROPERTIES LANGUAGE HIP)";
    if (!Opts.empty())
      S += "\n" + C.Indent + "target_compile_options(" + A[0]->Value + " PRIVATE " + Opts + ")";
    return S;
  }
  if (!L.Hip.empty() && !L.Note.empty() && !A.empty())
    return L.Hip.str() + "(" + A[0]->Value + " " + L.Note.str() + ")";
  if (!L.Hip.empty()) {
    std::vector<std::string> Args;
    for (const CMakeArg *X : A)
      Args.push_back(Raw(X));
    return L.Hip.str() + "(" + join(Args, " ") + ")";
  }
  Why += ": " + L.Note.str();
  return "";
}

} // namespace cuda2hip::build::detail
