//===- Portable.cpp - --portable: one source for nvcc and hipcc -----------===//
//
// Instead of renaming, the plan keeps each call site's CUDA spelling (or, with
// a prefix, writes a neutral one: gpuMalloc) and records what a compatibility
// header must say for HIP: `#define cudaMalloc hipMalloc`, a namespace alias,
// a function-like macro for argument-level rewrites (HIP_SYMBOL, dropped lane
// masks, kernel pointer casts, cudaGraphInstantiate's two forms). The CUDA
// includes of each file become one include of that header, which includes
// the HIP headers on AMD and the original CUDA headers elsewhere. What a macro
// cannot express is guarded in place (a renamed member) or reported.
//
//===----------------------------------------------------------------------===//
#include "PlanBuilder.h"
#include "cuda2hip/Helpers.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Path.h"
#include <set>

using namespace llvm;

namespace cuda2hip {
namespace {

constexpr const char *HipCondition =
    "defined(__HIP_PLATFORM_AMD__) || defined(__HIP__)";

StringRef lastComponent(StringRef Q) {
  size_t P = Q.rfind("::");
  return P == StringRef::npos ? Q : Q.drop_front(P + 2);
}

StringRef qualifierOf(StringRef Q) {
  size_t P = Q.rfind("::");
  return P == StringRef::npos ? StringRef() : Q.take_front(P);
}

/// hipMalloc -> gpuMalloc, HIP_R_32F -> GPU_R_32F, "" when \p Hip does not
/// start with hip/HIP.
std::string neutralName(StringRef Hip, StringRef Prefix) {
  if (Hip.starts_with("hip"))
    return (Prefix.lower() + Hip.drop_front(3)).str();
  if (Hip.starts_with("HIP"))
    return (Prefix.upper() + Hip.drop_front(3)).str();
  return "";
}

/// The API family of a CUDA name: its lower-case head ("cuda" for cudaMalloc
/// and CUDA_R_32F, "cu" for cuMemAlloc, "cublas" for CUBLAS_OP_N).
std::string family(StringRef Cuda) {
  StringRef Head = Cuda.take_while([](char C) { return isLower(C); });
  if (Head.empty())
    Head = Cuda.take_until([](char C) { return C == '_'; });
  std::string F = Head.lower();
  return StringRef(F).starts_with("cuda") ? "cuda" : F;
}

/// True when \p Cuda may take the neutral spelling of \p Hip: no other CUDA
/// name of its family maps to the same HIP name (cudaMallocHost and
/// cudaHostAlloc both become hipHostMalloc, with different signatures on
/// CUDA), and, outside the runtime's family, no runtime name does either
/// (cuMemAlloc and cudaMalloc both become hipMalloc: gpuMalloc is the
/// runtime's). Decided by the table alone (its reverse index, Table::
/// findByHip), so every run agrees.
bool ownsNeutral(const Table &T, StringRef Cuda, StringRef Hip) {
  // The CUDA names renamed to \p Hip (namespaces and members aside).
  SmallVector<StringRef, 4> Others;
  for (const Entry *E : T.findByHip(Hip))
    if (E->K != Kind::Namespace && E->K != Kind::Member && E->Hip != E->Cuda)
      Others.push_back(E->Cuda);
  if (Others.empty())
    return true;
  // The name that spells the HIP one with "cuda" for "hip" (cudaSuccess for
  // hipSuccess) always owns it; CUDA_SUCCESS, also hipSuccess, then does not.
  auto Canonical = [&](StringRef C) {
    return Hip.starts_with("hip") && C.starts_with("cuda") &&
           C.drop_front(4) == Hip.drop_front(3);
  };
  if (Canonical(Cuda))
    return true;
  std::string Mine = family(Cuda);
  for (StringRef Other : Others) {
    if (Canonical(Other))
      return false;
    if (Other == Cuda)
      continue;
    std::string Theirs = family(Other);
    if (Theirs == Mine || (Mine != "cuda" && Theirs == "cuda"))
      return false;
  }
  return true;
}

size_t lineStartOf(StringRef Buf, size_t Off) {
  size_t NL = Buf.rfind('\n', Off);
  return NL == StringRef::npos ? 0 : NL + 1;
}

/// True if \p Off lies in a preprocessor directive (its first line or a
/// continuation line).
bool inDirective(StringRef Buf, size_t Off) {
  size_t LS = lineStartOf(Buf, Off);
  while (true) {
    if (Buf.slice(LS, Off).ltrim().starts_with("#"))
      return true;
    if (LS < 2)
      return false;
    size_t PrevEnd = LS - 1; // the '\n'
    size_t P = PrevEnd;
    if (P > 0 && Buf[P - 1] == '\r')
      --P;
    if (P == 0 || Buf[P - 1] != '\\')
      return false;
    Off = LS;
    LS = lineStartOf(Buf, PrevEnd - 1);
  }
}

/// The argument list "a0, a1, ..." of a function-like macro, and the call
/// that forwards it with argument \p Wrap(I) around argument I.
std::string functionMacro(StringRef Name, StringRef Target, unsigned Named,
                          function_ref<std::string(unsigned, StringRef)> Wrap,
                          bool Variadic = true) {
  std::string Params, Args;
  for (unsigned I = 0; I < Named; ++I) {
    std::string P = "a" + std::to_string(I);
    Params += (I ? ", " : "") + P;
    Args += (I ? ", " : "") + Wrap(I, P);
  }
  if (Variadic) {
    Params += Named ? ", ..." : "...";
    Args += Named ? ", ##__VA_ARGS__" : "__VA_ARGS__";
  }
  return ("#define " + Name + "(" + Params + ") " + Target + "(" + Args + ")").str();
}

/// What the calls of one CUDA function with an argument-level rewrite look
/// like across the translation unit.
struct CallShape {
  std::set<size_t> ArgCounts;
  std::set<unsigned> FunctionArgs; ///< indices where a function was passed
};

} // namespace

std::string portableGuardName(StringRef FileName) {
  std::string G;
  for (char C : sys::path::filename(FileName))
    G += isAlnum(C) ? toUpper(C) : '_';
  if (G.empty() || isDigit(G[0]))
    G = "_" + G;
  return G;
}

// The header, and how it is read back: sections open with a marker comment.
static const char *const Markers[] = {
    "// cuda2hip: HIP headers", "// cuda2hip: HIP names",
    "// cuda2hip: CUDA headers", "// cuda2hip: CUDA names"};

std::string renderPortableHeader(const PortableNeeds &N, StringRef Guard) {
  auto Includes = [](const std::map<std::string, std::string> &M,
                     StringRef First) {
    // The runtime header first, then the others sorted.
    std::string S = "#include <" + First.str() + ">\n";
    for (const auto &[K, V] : M)
      if (K != First)
        S += V + "\n";
    return S;
  };
  auto Lines = [](const std::map<std::string, std::string> &M) {
    std::string S;
    for (const auto &[K, V] : M)
      S += V + "\n";
    return S;
  };
  std::string G = Guard.str();
  std::string S;
  S += "// Generated by cuda2hip --portable: one source for nvcc and hipcc.\n";
  S += "// The CUDA spellings the sources use are mapped to HIP on AMD; with\n";
  S += "// nvcc this includes the CUDA headers the sources included. Re-running\n";
  S += "// cuda2hip --portable updates this file (sorted lines; keep edits\n";
  S += "// outside the marked sections out of it).\n";
  S += "#ifndef " + G + "\n#define " + G + "\n\n";
  S += std::string("#if ") + HipCondition + "\n";
  S += std::string(Markers[0]) + "\n" + Includes(N.HipIncludes, "hip/hip_runtime.h");
  S += std::string(Markers[1]) + "\n" + Lines(N.HipDefines);
  S += "#else\n";
  S += std::string(Markers[2]) + "\n" + Includes(N.CudaIncludes, "cuda_runtime.h");
  if (!N.CudaDefines.empty())
    S += std::string(Markers[3]) + "\n" + Lines(N.CudaDefines);
  S += "#endif\n\n#endif // " + G + "\n";
  return S;
}

PortableNeeds parsePortableHeader(StringRef Text) {
  PortableNeeds N;
  std::map<std::string, std::string> *Section = nullptr;
  SmallVector<StringRef, 64> Lines;
  Text.split(Lines, '\n');
  for (StringRef L : Lines) {
    L = L.rtrim();
    if (L == Markers[0]) Section = &N.HipIncludes;
    else if (L == Markers[1]) Section = &N.HipDefines;
    else if (L == Markers[2]) Section = &N.CudaIncludes;
    else if (L == Markers[3]) Section = &N.CudaDefines;
    else if (L.starts_with("#else") || L.starts_with("#endif")) Section = nullptr;
    else if (Section && !L.empty()) {
      StringRef Key;
      if (L.starts_with("#include")) {
        Key = L.drop_front(8).trim().drop_front().drop_back();
      } else if (L.starts_with("#define")) {
        Key = L.drop_front(7).ltrim();
        Key = Key.take_until([](char C) { return C == '(' || isSpace(C); });
      } else if (L.starts_with("namespace")) {
        Key = L.take_until([](char C) { return C == '=' || C == '{'; }).rtrim();
      } else {
        Key = L;
      }
      (*Section)[Key.str()] = L.str();
    }
  }
  return N;
}

/// The argument-level rewrite of \p E (called as \p Name) as a function-like
/// macro; "" when a plain #define does.
static std::string specialMacro(StringRef Name, const Entry &E,
                                const CallShape *Shape) {
  switch (E.Rewrite) {
  case Special::None:
    return "";
  case Special::Remove:
    return ("#define " + Name).str();
  case Special::Args:
    return ""; // never reached: planPortable() reports these rows
  case Special::DropMask:
    return ("#define " + Name + "(mask, ...) " + E.Hip + "(__VA_ARGS__)").str();
  case Special::LaneMask:
    // A full 32-lane mask means the active lanes of the wavefront; another
    // one is widened to the 64 bits HIP's static_assert wants.
    if (Name == "__syncwarp")
      return ""; // also called without a mask
    return ("#define " + Name + "(mask, ...) " + E.Hip +
            "((unsigned long long)(mask) == 0xffffffffull ? __activemask() : "
            "(unsigned long long)(mask), __VA_ARGS__)")
        .str();
  case Special::Symbol: case Special::Symbol2: case Special::Symbol3:
  case Special::Symbol4: case Special::Symbol5: case Special::Symbol6: {
    unsigned S = symbolArgument(E.Rewrite);
    return functionMacro(Name, E.Hip, S + 1, [&](unsigned I, StringRef P) {
      return I == S ? ("HIP_SYMBOL(" + P + ")").str() : P.str();
    });
  }
  case Special::KernelPtr: {
    if (!Shape || Shape->FunctionArgs.empty())
      return "";
    unsigned Last = *Shape->FunctionArgs.rbegin();
    return functionMacro(Name, E.Hip, Last + 1, [&](unsigned I, StringRef P) {
      return Shape->FunctionArgs.count(I)
                 ? ("reinterpret_cast<const void *>(" + P + ")").str()
                 : P.str();
    });
  }
  case Special::EventCreate: {
    bool Flags = Shape && Shape->ArgCounts.count(2);
    bool Plain = !Shape || Shape->ArgCounts.count(1) || Shape->ArgCounts.empty();
    if (Flags && !Plain)
      return ("#define " + Name + " hipEventCreateWithFlags").str();
    if (!Flags)
      return "";
    return ("#define " + Name +
            "(...) C2H_EVENT_CREATE_SELECT(__VA_ARGS__, hipEventCreateWithFlags, " +
            E.Hip + ")(__VA_ARGS__)")
        .str();
  }
  case Special::GraphInstantiate: {
    bool Old = Shape && Shape->ArgCounts.count(5);
    bool New = !Shape || Shape->ArgCounts.count(3) || Shape->ArgCounts.empty();
    if (Old && !New)
      return ("#define " + Name + " hipGraphInstantiate").str();
    if (!Old)
      return "";
    // Both forms: pick the HIP function by the number of arguments.
    return ("#define " + Name +
            "(...) C2H_GRAPH_INSTANTIATE_SELECT(__VA_ARGS__, hipGraphInstantiate, "
            "_4, " + E.Hip + ", _2, _1)(__VA_ARGS__)")
        .str();
  }
  }
  return "";
}

namespace {

/// Calls with argument-level rewrites: their shapes decide the macros.
std::map<std::string, CallShape> callShapes(const Findings &F) {
  std::map<std::string, CallShape> Shapes;
  for (const CallRef &C : F.Calls) {
    CallShape &S = Shapes[C.Callee];
    S.ArgCounts.insert(C.Args.size());
    for (size_t I = 0; I < C.ArgIsFunction.size(); ++I)
      if (C.ArgIsFunction[I])
        S.FunctionArgs.insert(I);
  }
  return Shapes;
}

/// One finding per place: the AST engine's wins over the token engine's.
std::map<std::pair<std::string, unsigned>, const NameRef *>
namesByPlace(const std::vector<NameRef> &Names) {
  std::map<std::pair<std::string, unsigned>, const NameRef *> Unique;
  for (const NameRef &NR : Names) {
    auto [It, New] = Unique.try_emplace({NR.Where.File, NR.Where.Offset}, &NR);
    if (!New && NR.Found == Engine::Ast)
      It->second = &NR;
  }
  return Unique;
}

/// planPortable() for the names: each decided by the Mapper, counted, and,
/// where a macro of the compatibility header can express it, renamed.
struct PortableNames {
  PlanBuilder &B;
  std::map<std::string, CallShape> Shapes;

  explicit PortableNames(PlanBuilder &B) : B(B), Shapes(callShapes(B.F)) {}

  void run() {
    for (auto &[Where, N] : namesByPlace(B.F.Names)) {
      Decision D = B.M.map(N->Name, N->K);
      GroupStats *S = D.E ? &B.P.Stats[D.E->G] : nullptr;
      if (renamed(*N, D, S) && expressible(*N, D, *S))
        rename(*N, D, *S);
    }
  }

  /// Whether the Mapper renames \p N; the other decisions counted and
  /// reported here.
  bool renamed(const NameRef &N, const Decision &D, GroupStats *S) {
    switch (D.Result) {
    case Decision::NotCuda:
      return false;
    case Decision::Same:
      ++S->Same;
      if (isHelperRow(*D.E)) // the header has no place for the code yet
        B.diag(N.Where, Severity::Warning, "unsupported-api",
               "'" + N.Name + "' is not in HIP; the translation supplies it "
               "only without --portable (docs/helpers.md): write an "
               "#if defined(__HIP_PLATFORM_AMD__) branch; left unchanged",
               D.E);
      return false;
    case Decision::Unsupported:
      ++S->Unsupported;
      B.diag(N.Where, Severity::Warning, D.RuleId, D.Message, D.E);
      return false;
    case Decision::NotInTarget:
      ++S->NotInTarget;
      B.diag(N.Where, Severity::Warning, D.RuleId, D.Message, D.E);
      return false;
    case Decision::Unknown:
      if (N.FromCudaDecl) {
        ++B.P.UnknownApis;
        B.diag(N.Where, Severity::Warning, D.RuleId, D.Message);
      }
      return false;
    case Decision::Rename:
      break;
    }
    return true;
  }

  /// Whether the rename of \p N can be done in this mode: an array function
  /// becomes HIP's own (\p D changed); a texture object helper and a call
  /// whose arguments are rewritten cannot (counted unsupported, reported).
  bool expressible(const NameRef &N, Decision &D, GroupStats &S) {
    if (isHelperRow(*D.E) && !portableFallback(N.Name).empty()) {
      // An array function: HIP's own in this mode (tables/helpers_portable.def).
      D.Replacement = portableFallback(N.Name).str();
      D.RuleId = "needs-review";
      D.Message = "with --portable '" + N.Name + "' becomes HIP's '" + D.Replacement +
                  "' (the compatibility header has no place for the translation's "
                  "arrays): HIP's arrays work, but a texture or surface over one does "
                  "not compile for gfx942 (docs/textures.md)";
    } else if (isHelperRow(*D.E)) { // texture objects: the header has no place for the code yet
      ++S.Unsupported;
      B.diag(N.Where, Severity::Warning, "unsupported-api",
             "'" + N.Name + "' needs image instructions gfx942 lacks; the "
             "translation reads memory instead only without --portable "
             "(docs/textures.md); left unchanged",
             D.E);
      return false;
    }
    if (D.E->Rewrite == Special::Args) {
      // A macro cannot check the template's conditions (CUDNN_TENSOR_NCHW
      // as written) at each call: the call stays CUDA, and on HIP the name
      // is undeclared, which the compiler reports.
      ++S.Unsupported;
      B.diag(N.Where, Severity::Warning, "portable-not-expressible",
             "'" + B.text(N.Where).str() + "' becomes '" + D.Replacement +
                 "' on HIP only with its arguments rewritten (" +
                 D.E->Note.str() + "), which the compatibility header cannot "
                 "express; left as it is (translate without --portable, or "
                 "guard the call with #ifdef __HIP_PLATFORM_AMD__)",
             D.E);
      return false;
    }
    return true;
  }

  /// A renamed name: a namespace alias, a guarded member, a condition, or
  /// a macro (defineMacro).
  void rename(const NameRef &N, const Decision &D, GroupStats &S) {
    ++S.Converted;
    if (!D.Message.empty() &&
        !(D.RuleId == "needs-review" && B.isExistenceTest(N.Where)))
      B.diag(N.Where, Severity::Warning, D.RuleId, D.Message, D.E);
    const Entry &E = *D.E;
    PortableNeeds &Need = B.P.Portable;
    StringRef Buf = B.buffer(N.Where.File);
    StringRef Spelled = B.text(N.Where);
    StringRef HipLast = lastComponent(D.Replacement);
    auto NotExpressible = [&](const std::string &Why) {
      B.diag(N.Where, Severity::Warning, "portable-not-expressible",
             "'" + Spelled.str() + "' becomes '" + D.Replacement + "' on HIP, " +
                 Why + "; left as it is",
             D.E);
    };

    if (E.K == Kind::Namespace) {
      // cub -> hipcub: an alias. A nested namespace (thrust::cuda) may exist
      // on the HIP side already, where an alias would clash.
      if (!qualifierOf(E.Cuda).empty() || !qualifierOf(D.Replacement).empty())
        NotExpressible("a nested namespace that an alias cannot rename");
      else
        Need.HipDefines["namespace " + Spelled.str()] =
            ("namespace " + Spelled + " = " + HipLast + ";").str();
      return;
    }
    if (qualifierOf(E.Cuda) != qualifierOf(D.Replacement) &&
        !B.M.table().isNamespace(qualifierOf(E.Cuda))) {
      NotExpressible("and its qualifier '" + qualifierOf(E.Cuda).str() +
                     "' changes too (a macro renames one identifier)");
      return;
    }
    if (E.K == Kind::Macro && HipLast.starts_with("__HIP")) {
      B.planPortableCondition(N, HipLast);
      return;
    }
    if (E.K == Kind::Member) {
      // A macro for a member name would rename every such member: guard the
      // use instead, when it is in code (not in a directive).
      if (inDirective(Buf, N.Where.Offset)) {
        NotExpressible("a member that a macro cannot rename");
        return;
      }
      B.edit(N.Where, ("\n#if " + Twine(HipCondition) + "\n" + HipLast +
                       "\n#else\n" + Spelled + "\n#endif\n")
                          .str());
      return;
    }
    defineMacro(N, E, Spelled, HipLast);
  }

  /// The macro that renames \p Spelled on HIP (through a neutral name when
  /// --portable has a prefix), and the selectors it uses.
  void defineMacro(const NameRef &N, const Entry &E, StringRef Spelled, StringRef HipLast) {
    const PortableOptions &PO = B.O.Portable;
    PortableNeeds &Need = B.P.Portable;
    auto ShapeIt = Shapes.find(E.Cuda.str());
    const CallShape *Shape = ShapeIt == Shapes.end() ? nullptr : &ShapeIt->second;
    std::string Neutral = PO.Prefix.empty() || !ownsNeutral(B.M.table(), Spelled, HipLast)
                              ? ""
                              : neutralName(HipLast, PO.Prefix);
    StringRef Name = Neutral.empty() ? Spelled : StringRef(Neutral);
    std::string Macro = specialMacro(Name, E, Shape);
    if (Macro.empty() && Name == HipLast)
      return;
    if (!Neutral.empty()) {
      B.edit(N.Where, Neutral);
      Need.CudaDefines[Neutral] = ("#define " + Neutral + " " + Spelled).str();
    }
    if (E.Rewrite == Special::GraphInstantiate &&
        StringRef(Macro).contains("SELECT"))
      Need.HipDefines["C2H_GRAPH_INSTANTIATE_SELECT"] =
          "#define C2H_GRAPH_INSTANTIATE_SELECT(_1, _2, _3, _4, _5, NAME, ...) NAME";
    if (E.Rewrite == Special::EventCreate && StringRef(Macro).contains("SELECT"))
      Need.HipDefines["C2H_EVENT_CREATE_SELECT"] =
          "#define C2H_EVENT_CREATE_SELECT(_1, _2, NAME, ...) NAME";
    Need.HipDefines[Name.str()] =
        Macro.empty() ? ("#define " + Name + " " + HipLast).str() : Macro;
  }
};

} // namespace

void PlanBuilder::planPortable() {
  PortableNames(*this).run();
  planPortableIncludes();
}

// __CUDA_ARCH__ / __CUDACC__ in #ifdef, #ifndef and defined(): the condition
// gains its HIP counterpart, so nvcc sees the same condition as before.
void PlanBuilder::planPortableCondition(const NameRef &N, StringRef Hip) {
  StringRef Buf = buffer(N.Where.File);
  StringRef Name = text(N.Where);
  size_t LS = lineStartOf(Buf, N.Where.Offset);
  StringRef Before = Buf.slice(LS, N.Where.Offset);
  StringRef B = Before.rtrim();
  const std::string &File = N.Where.File;
  auto Replace = [&](size_t From, size_t To, std::string Text) {
    edit(FileRange{File, unsigned(From), unsigned(To - From)}, std::move(Text));
  };
  StringRef Directive = Before.ltrim();
  if (Directive.consume_front("#")) {
    StringRef Word = Directive.ltrim();
    static const std::pair<StringRef, bool> Kws[] = {{"ifdef", false},
                                                      {"ifndef", true}};
    for (auto [Kw, Neg] : Kws) {
      if (Word.starts_with(Kw) && Word.drop_front(Kw.size()).trim().empty()) {
        size_t KwAt = Buf.find(Kw, LS);
        Replace(KwAt, N.Where.end(),
                Neg ? ("if !defined(" + Name + ") && !defined(" + Hip + ")").str()
                    : ("if defined(" + Name + ") || defined(" + Hip + ")").str());
        return;
      }
    }
    if (B.ends_with("(") && B.drop_back().rtrim().ends_with("defined")) {
      size_t Close = Buf.find(')', N.Where.end());
      size_t Def = LS + B.drop_back().rtrim().size() - 7;
      if (Close != StringRef::npos &&
          Buf.slice(N.Where.end(), Close).trim().empty()) {
        Replace(Def, Close + 1,
                ("(defined(" + Name + ") || defined(" + Hip + "))").str());
        return;
      }
    }
    if (B.ends_with("defined")) {
      size_t Def = LS + B.size() - 7;
      Replace(Def, N.Where.end(),
              ("(defined(" + Name + ") || defined(" + Hip + "))").str());
      return;
    }
  }
  diag(N.Where, Severity::Warning, "portable-not-expressible",
       "'" + Name.str() + "' is used as a value: HIP never defines it (its "
       "counterpart is '" + Hip.str() + "'); left as it is");
}

void PlanBuilder::planPortableIncludes() {
  const PortableOptions &PO = O.Portable;
  PortableNeeds &Need = P.Portable;
  std::map<std::string, std::vector<const IncludeRef *>> ByFile = includesByFile();

  for (auto &[Path, Incs] : ByFile) {
    StringRef Buf = buffer(Path);
    std::string Rel = pathFrom(PO.HeaderPath, sys::path::parent_path(Path));
    std::string Line = "#include \"" + Rel + "\"";
    bool HaveTop = false, Needed = false;
    std::vector<std::pair<unsigned, unsigned>> Open; // #if depth tracking
    const IncludeRef *FirstTop = nullptr;
    for (const IncludeRef *I : Incs) {
      size_t LS = lineStartOf(Buf, I->Directive.Offset);
      // Depth of #if nesting at this include (same rule as Includes.cpp).
      int Depth = 0;
      for (size_t Pos = 0; Pos < LS;) {
        size_t EOL = Buf.find('\n', Pos);
        if (EOL == StringRef::npos) EOL = Buf.size();
        StringRef L = Buf.slice(Pos, EOL).ltrim();
        if (L.consume_front("#")) {
          L = L.ltrim();
          if (L.starts_with("if")) ++Depth;
          else if (L.starts_with("endif") && Depth) --Depth;
        }
        Pos = EOL + 1;
      }
      if (Depth == 0 && !FirstTop)
        FirstTop = I;
      if (I->Spelled == Rel) {
        HaveTop |= Depth == 0;
        continue;
      }
      if (!I->CudaOrUnresolved)
        continue;
      Decision D = M.mapHeader(I->Spelled);
      if (D.Result == Decision::NotCuda)
        continue;
      GroupStats &S = P.Stats[D.E->G];
      if (D.Result == Decision::Unsupported || D.Result == Decision::NotInTarget) {
        D.Result == Decision::Unsupported ? ++S.Unsupported : ++S.NotInTarget;
        diag(I->Name, Severity::Warning, D.RuleId, D.Message, D.E);
        continue;
      }
      if (D.Result == Decision::Same) {
        ++S.Same;
        continue;
      }
      ++S.Converted;
      Needed = true;
      auto Spell = [&](StringRef H) {
        return (I->Angled ? "#include <" + H + ">" : "#include \"" + H + "\"").str();
      };
      Need.CudaIncludes[I->Spelled] = Spell(I->Spelled);
      Need.HipIncludes[D.Replacement] = "#include <" + D.Replacement + ">";
      if (Depth == 0 && HaveTop) {
        // The header is already included: drop the line, newline too.
        unsigned End = I->Directive.end();
        while (End < Buf.size() && Buf[End] != '\n')
          ++End;
        if (End < Buf.size())
          ++End;
        edit(FileRange{Path, I->Directive.Offset, End - I->Directive.Offset}, "");
        continue;
      }
      edit(I->Directive, Line);
      HaveTop |= Depth == 0;
    }
    // A .cu file gets the header (nvcc included cuda_runtime.h implicitly).
    bool Cu = sys::path::extension(Path) == ".cu";
    if (!HaveTop && (Cu || Needed)) {
      unsigned At = 0;
      if (FirstTop)
        At = lineStartOf(Buf, FirstTop->Directive.Offset);
      else {
        // After leading comments and blank lines.
        size_t Pos = 0;
        while (Pos < Buf.size()) {
          StringRef Rest = Buf.drop_front(Pos);
          if (isSpace(Rest[0])) ++Pos;
          else if (Rest.starts_with("//")) {
            Pos = Buf.find('\n', Pos);
            if (Pos == StringRef::npos) Pos = Buf.size();
          } else if (Rest.starts_with("/*")) {
            size_t E = Buf.find("*/", Pos + 2);
            Pos = E == StringRef::npos ? Buf.size() : E + 2;
          } else break;
        }
        At = Pos >= Buf.size() ? Buf.size() : lineStartOf(Buf, Pos);
      }
      insert(Path, At, Line + "\n");
    }
  }
}

} // namespace cuda2hip
