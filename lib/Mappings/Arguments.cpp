//===- Arguments.cpp - argument templates of Special::Args rows -----------===//
//
// tables/dnn_args.def, expanded once into parsed templates, and
// tables/library_args.def (argument values). The plan stage
// (lib/Plan/Arguments.cpp) applies them per call site.
//
//===----------------------------------------------------------------------===//
#include "cuda2hip/Mappings.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/ErrorHandling.h"

using namespace llvm;

namespace cuda2hip {
namespace {

struct RawTemplate {
  const char *Cuda;
  unsigned Arity;
  const char *Template, *Conditions;
};

#define C2H_ARGS(CUDA, ARITY, TEMPLATE, CONDITIONS)                            \
  {CUDA, ARITY, TEMPLATE, CONDITIONS},
const RawTemplate RawTemplates[] = {
#include "tables/dnn_args.def"
#include "tables/device_args.def"
#include "tables/runtime_args.def"
};
#undef C2H_ARGS

struct RawValue {
  const char *Set, *Cuda, *Hip;
};
#define C2H_ARG_VALUES(CUDA, ARITY, INDEX, SET) {CUDA, ARITY, INDEX, SET},
#define C2H_VALUE(SET, CUDA, HIP)
const ArgValues RawArgValues[] = {
#include "tables/library_args.def"
};
#undef C2H_ARG_VALUES
#undef C2H_VALUE
#define C2H_ARG_VALUES(CUDA, ARITY, INDEX, SET)
#define C2H_VALUE(SET, CUDA, HIP) {SET, CUDA, HIP},
const RawValue RawValues[] = {
#include "tables/library_args.def"
};
#undef C2H_ARG_VALUES
#undef C2H_VALUE

Error fail(StringRef Cuda, const Twine &Why) {
  return createStringError(inconvertibleErrorCode(),
                           "argument template of '" + Cuda + "': " + Why);
}

/// Reads "$N" at the start of \p S (advanced past it); -1 when \p S does not
/// start with '$' and a digit.
int readArg(StringRef &S) {
  if (S.size() < 2 || S[0] != '$' || !isDigit(S[1]))
    return -1;
  size_t N = 1;
  while (N < S.size() && isDigit(S[N]))
    ++N;
  unsigned V = 0;
  S.substr(1, N - 1).getAsInteger(10, V);
  S = S.drop_front(N);
  return int(V);
}

/// Calls \p Arg for each $N of \p Text and \p Lit for the text between.
void scan(StringRef Text, function_ref<void(int)> Arg,
          function_ref<void(StringRef)> Lit) {
  while (!Text.empty()) {
    size_t D = Text.find('$');
    while (D != StringRef::npos &&
           !(D + 1 < Text.size() && isDigit(Text[D + 1])))
      D = Text.find('$', D + 1);
    if (D == StringRef::npos) {
      Lit(Text);
      return;
    }
    if (D)
      Lit(Text.take_front(D));
    Text = Text.drop_front(D);
    Arg(readArg(Text));
  }
}

} // namespace

std::string ArgTemplate::expand(ArrayRef<std::string> Args) const {
  std::string Out;
  for (size_t I = 0; I < Items.size(); ++I) {
    if (I)
      Out += ", ";
    if (Items[I].Arg >= 0) {
      Out += Args[Items[I].Arg];
      continue;
    }
    scan(Items[I].Text, [&](int A) { Out += Args[A]; },
         [&](StringRef L) { Out += L; });
  }
  return Out;
}

std::string ArgTemplate::failedCondition(ArrayRef<StringRef> Args) const {
  for (const Condition &C : Conditions) {
    StringRef Is = Args[C.Arg].trim();
    if ((Is == C.Value) != C.Equal)
      return C.Equal ? ("argument " + Twine(C.Arg + 1) + " is '" + Is +
                        "', not '" + C.Value + "'")
                           .str()
                     : ("argument " + Twine(C.Arg + 1) + " is '" + Is +
                        "', which the rewrite excludes")
                           .str();
  }
  return "";
}

Expected<ArgTemplate> parseArgTemplate(StringRef Cuda, unsigned Arity,
                                       StringRef Template,
                                       StringRef Conditions) {
  ArgTemplate T;
  T.Cuda = Cuda;
  T.Arity = Arity;
  T.Spelled = Template;
  T.SpelledConditions = Conditions;
  if (Template.trim().empty())
    return fail(Cuda, "empty template (a call without arguments is not an "
                      "argument rewrite)");
  SmallVector<StringRef, 16> Parts;
  Template.split(Parts, ',');
  for (StringRef P : Parts) {
    P = P.trim();
    if (P.empty())
      return fail(Cuda, "empty argument in '" + Template + "'");
    ArgTemplate::Item It;
    StringRef Rest = P;
    int A = readArg(Rest);
    if (A >= 0 && Rest.empty()) {
      It.Arg = A;
    } else {
      It.Text = P.str();
      A = -1; // the largest $N inside the literal
      scan(P, [&](int N) { A = std::max(A, N); }, [](StringRef) {});
    }
    if (A >= int(Arity))
      return fail(Cuda, "$" + Twine(A) + " but the call has " + Twine(Arity) +
                            " arguments");
    T.Items.push_back(std::move(It));
  }
  SmallVector<StringRef, 4> Conds;
  Conditions.split(Conds, ';', -1, /*KeepEmpty=*/false);
  for (StringRef C : Conds) {
    C = C.trim();
    if (C.empty())
      continue;
    ArgTemplate::Condition Cd;
    StringRef Rest = C;
    int A = readArg(Rest);
    Rest = Rest.ltrim();
    if (A < 0)
      return fail(Cuda, "condition '" + C + "' does not start with $N");
    if (A >= int(Arity))
      return fail(Cuda, "condition '" + C + "' names $" + Twine(A) +
                            " but the call has " + Twine(Arity) + " arguments");
    if (Rest.consume_front("!="))
      Cd.Equal = false;
    else if (!Rest.consume_front("="))
      return fail(Cuda, "condition '" + C + "' has no '=' or '!='");
    Rest = Rest.trim();
    if (Rest.empty())
      return fail(Cuda, "condition '" + C + "' has no value");
    Cd.Arg = unsigned(A);
    Cd.Value = Rest.str();
    T.Conditions.push_back(std::move(Cd));
  }
  return T;
}

ArrayRef<ArgTemplate> argumentTemplates() {
  static const std::vector<ArgTemplate> All = [] {
    std::vector<ArgTemplate> V;
    for (const RawTemplate &R : RawTemplates) {
      auto T = parseArgTemplate(R.Cuda, R.Arity, R.Template, R.Conditions);
      if (!T)
        report_fatal_error(T.takeError()); // a broken table: a unit test says which
      V.push_back(std::move(*T));
    }
    return V;
  }();
  return All;
}

const ArgTemplate *argumentTemplate(StringRef Cuda) {
  static const StringMap<const ArgTemplate *> ByName = [] {
    StringMap<const ArgTemplate *> M;
    for (const ArgTemplate &T : argumentTemplates())
      M.try_emplace(T.Cuda, &T);
    return M;
  }();
  auto It = ByName.find(Cuda);
  return It == ByName.end() ? nullptr : It->second;
}

const ArgValues *argumentValues(StringRef Cuda) {
  for (const ArgValues &V : RawArgValues)
    if (V.Cuda == Cuda)
      return &V;
  return nullptr;
}

ArrayRef<ArgValues> allArgumentValues() { return RawArgValues; }

std::optional<StringRef> argumentValue(StringRef Set, StringRef Cuda) {
  std::optional<StringRef> Prefix;
  for (const RawValue &R : RawValues) {
    if (Set != R.Set)
      continue;
    StringRef C = R.Cuda;
    if (C == Cuda)
      return StringRef(R.Hip);
    if (!Prefix && C.ends_with("*") && Cuda.starts_with(C.drop_back()) &&
        llvm::all_of(Cuda, [](char Ch) { return isAlnum(Ch) || Ch == '_'; }))
      Prefix = StringRef(R.Hip);
  }
  return Prefix;
}

bool returnsLaneMask(StringRef Name) {
  return Name == "__ballot_sync" || Name == "__ballot" ||
         Name == "__activemask" || Name == "__match_any_sync";
}

bool callArgumentsMatter(StringRef Name) {
  return argumentValues(Name) || returnsLaneMask(Name);
}

bool knownValueSet(StringRef Set) {
  return llvm::any_of(RawValues, [&](const RawValue &R) { return Set == R.Set; });
}

} // namespace cuda2hip
