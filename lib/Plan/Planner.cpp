//===- Planner.cpp - names and argument-level rewrites --------------------===//
#include "PlanBuilder.h"
#include "cuda2hip/Conditions.h"
#include "cuda2hip/Helpers.h"
#include "llvm/ADT/StringExtras.h"
#include <optional>
#include <set>

using namespace llvm;

namespace cuda2hip {

FilePlan &PlanBuilder::file(const std::string &Path) {
  auto [It, New] = P.Files.try_emplace(Path);
  if (New) {
    It->second.Path = Path;
    It->second.Original = std::string(buffer(Path));
  }
  return It->second;
}

StringRef PlanBuilder::buffer(const std::string &Path) const {
  auto It = F.Buffers.find(Path);
  return It == F.Buffers.end() ? StringRef() : StringRef(It->second);
}

StringRef PlanBuilder::text(const FileRange &R) const {
  return buffer(R.File).substr(R.Offset, R.Length);
}

void PlanBuilder::edit(const FileRange &R, std::string Text) {
  file(R.File);
  if (!Pending[R.File].add(Edit{R.Offset, R.Length, Text}))
    diag(R, Severity::Warning, "conflict",
         "two rewrites of this text disagree; '" + Text + "' not applied");
}

void PlanBuilder::insert(const std::string &File, unsigned Offset,
                         std::string Text) {
  edit(FileRange{File, Offset, 0}, std::move(Text));
}

bool PlanBuilder::guardLines(const FileRange &Decl, const std::string &Opening) {
  StringRef Buf = buffer(Decl.File);
  // Whole lines: from the start of the first to the end of the last.
  size_t Begin = Buf.rfind('\n', Decl.Offset);
  Begin = Begin == StringRef::npos ? 0 : Begin + 1;
  size_t End = Buf.find('\n', Decl.end());
  StringRef After = Buf.slice(Decl.end(), End).trim();
  if (!Buf.slice(Begin, Decl.Offset).trim().empty() || !(After.empty() || After == ";"))
    return false;
  insert(Decl.File, Begin, Opening + "\n");
  if (End == StringRef::npos)
    insert(Decl.File, Buf.size(), "\n#endif\n");
  else
    insert(Decl.File, End + 1, "#endif\n");
  return true;
}

void PlanBuilder::diag(const FileRange &Where, Severity S, std::string Rule,
                       std::string Msg, const Entry *E, std::string FixIt) {
  Diagnostic D;
  D.Where = Where;
  D.Sev = S;
  D.RuleId = std::move(Rule);
  D.Message = std::move(Msg);
  D.FixIt = std::move(FixIt);
  if (E)
    D.G = E->G;
  P.Diags.push_back(std::move(D));
}

// One finding per place: the AST engine's wins over the token engine's.
template <typename T, typename KeyFn>
static std::vector<const T *> unique(const std::vector<T> &V, KeyFn Key) {
  std::map<std::pair<std::string, unsigned>, const T *> M;
  for (const T &X : V) {
    auto [It, New] = M.try_emplace(Key(X), &X);
    if (!New && X.Found == Engine::Ast && It->second->Found != Engine::Ast)
      It->second = &X;
  }
  std::vector<const T *> R;
  for (auto &[K, X] : M)
    R.push_back(X);
  return R;
}

void PlanBuilder::planCalls() {
  auto Calls = unique(F.Calls, [](const CallRef &C) {
    return std::make_pair(C.CalleeTok.File, C.CalleeTok.Offset);
  });
  for (const CallRef *C : Calls) {
    Decision D = M.map(C->Callee, Kind::Function);
    if ((D.Result != Decision::Rename && D.Result != Decision::Same) || !D.E)
      continue;
    const auto &A = C->Args;
    if (D.Result == Decision::Rename)
      planArgumentValues(*C, D); // Arguments.cpp
    if (returnsLaneMask(D.E->Cuda))
      planMaskVariable(*C); // MaskVariables.cpp
    switch (D.E->Rewrite) {
    case Special::None:
    case Special::Remove:
      break;
    case Special::DropMask:
    case Special::LaneMask:
      planLaneMask(*C, D);
      break;
    case Special::Symbol: case Special::Symbol2: case Special::Symbol3:
    case Special::Symbol4: case Special::Symbol5: case Special::Symbol6: {
      size_t I = symbolArgument(D.E->Rewrite);
      if (I < A.size() && !text(A[I]).starts_with("HIP_SYMBOL")) {
        insert(A[I].File, A[I].Offset, "HIP_SYMBOL(");
        insert(A[I].File, A[I].end(), ")");
      }
      break;
    }
    case Special::GraphInstantiate:
      // CUDA < 12 form: (exec, graph, errNode, logBuffer, bufferSize).
      if (A.size() == 5)
        CalleeOverride[{C->CalleeTok.File, C->CalleeTok.Offset}] =
            "hipGraphInstantiate";
      break;
    case Special::EventCreate:
      // The C++ overload cudaEventCreate(event, flags): HIP has only the C
      // function with one argument, and hipEventCreateWithFlags.
      if (A.size() == 2)
        CalleeOverride[{C->CalleeTok.File, C->CalleeTok.Offset}] =
            "hipEventCreateWithFlags";
      break;
    case Special::Args:
      checkArguments(*C, *D.E); // Arguments.cpp
      break;
    case Special::KernelPtr:
      planKernelPointers(*C, *D.E);
      break;
    }
  }
}

/// The names of the kernels \p Buf defines or declares (`__global__ ...
/// NAME(`), for the token engine, which cannot tell a kernel argument.
static std::set<std::string> kernelNames(StringRef Buf) {
  std::set<std::string> Out;
  for (size_t P = Buf.find("__global__"); P != StringRef::npos;
       P = Buf.find("__global__", P + 10)) {
    size_t Paren = Buf.find('(', P);
    // `__launch_bounds__(N)` comes before the name.
    while (Paren != StringRef::npos &&
           Buf.slice(P, Paren).rtrim().ends_with("__launch_bounds__"))
      Paren = Buf.find('(', Buf.find(')', Paren));
    if (Paren == StringRef::npos)
      break;
    StringRef Before = Buf.slice(P, Paren).rtrim();
    size_t Start = Before.size();
    while (Start > 0 && (isAlnum(Before[Start - 1]) || Before[Start - 1] == '_'))
      --Start;
    if (Start < Before.size() && Before.find_first_of(";{}") == StringRef::npos)
      Out.insert(Before.substr(Start).str());
  }
  return Out;
}

static bool isWordChar(char Ch) { return isAlnum(Ch) || Ch == '_'; }

/// The variables \p Buf sets to one of \p Kernels (`auto k = kernel<T>;`,
/// `fn = &kernel;`): kernel pointers too, for the token engine's guess.
static void addKernelVariables(StringRef Buf, std::set<std::string> &Kernels) {
  std::set<std::string> Found;
  for (const std::string &K : Kernels)
    for (size_t P = Buf.find(K); P != StringRef::npos; P = Buf.find(K, P + K.size())) {
      size_t End = P + K.size();
      if ((P > 0 && isWordChar(Buf[P - 1])) || (End < Buf.size() && isWordChar(Buf[End])))
        continue;
      StringRef Before = Buf.take_front(P).rtrim();
      Before.consume_back("&");
      Before = Before.rtrim();
      if (!Before.consume_back("=") || Before.empty() ||
          StringRef("=!<>+-*/%&|^").contains(Before.back()))
        continue;
      Before = Before.rtrim();
      size_t S = Before.size();
      while (S > 0 && isWordChar(Before[S - 1]))
        --S;
      if (S < Before.size())
        Found.insert(Before.substr(S).str());
    }
  Kernels.insert(Found.begin(), Found.end());
}

void PlanBuilder::planKernelPointers(const CallRef &C, const Entry &E) {
  // The AST engine says which arguments name a function; the token engine's
  // guess: an argument that names a kernel of the file (plain or with its
  // template arguments). When neither finds one, the token engine says so.
  std::set<std::string> Kernels;
  if (C.Found == Engine::Token) {
    Kernels = kernelNames(buffer(C.CalleeTok.File));
    addKernelVariables(buffer(C.CalleeTok.File), Kernels);
  }
  bool Any = false;
  for (size_t I = 0; I < C.Args.size(); ++I) {
    const FileRange &R = C.Args[I];
    StringRef T = text(R).trim();
    T.consume_front("&");
    StringRef Name = T.take_until([](char Ch) { return Ch == '<'; }).trim();
    bool Function = (I < C.ArgIsFunction.size() && C.ArgIsFunction[I]) ||
                    Kernels.count(Name.str());
    if (!Function || T.contains("_cast<"))
      continue;
    insert(R.File, R.Offset, "reinterpret_cast<const void *>(");
    insert(R.File, R.end(), ")");
    Any = true;
  }
  if (!Any && C.Found == Engine::Token)
    diag(C.CalleeTok, Severity::Warning, "token-engine-kernel-pointer",
         "the token engine could not tell which argument names a kernel: " + E.Hip.str() +
             " takes it as const void * (write reinterpret_cast<const void *>(kernel))",
         &E);
}

// A written lane mask that means "every lane of the 32-lane warp" however
// it is spelled: the token engine's view (the AST engine evaluates it).
static bool isFullMaskSpelling(StringRef T) {
  T = T.trim();
  while (T.size() > 2 && T.front() == '(' && T.back() == ')')
    T = T.drop_front().drop_back().trim();
  std::string S;
  for (char Ch : T)
    if (!isSpace(Ch))
      S += toLower(Ch);
  for (StringRef Cast : {"uint32_t", "unsigned", "unsignedint", "(unsigned)",
                         "(unsignedint)", "(uint32_t)"})
    if (StringRef(S).starts_with(Cast)) {
      StringRef R = StringRef(S).drop_front(Cast.size());
      if (R.consume_front("(") && R.consume_back(")"))
        S = R.str();
      else if (Cast.front() == '(')
        S = R.str();
      break;
    }
  StringRef V = S;
  while (!V.empty() && (V.back() == 'u' || V.back() == 'l'))
    V = V.drop_back();
  return V == "0xffffffff" || V == "~0" || V == "-1" || V == "~0x0" ||
         V == "4294967295";
}

// A literal spelled as 64 bits (an ll/ull suffix, more than 8 hex digits):
// the token engine's view of a mask already written for HIP.
static bool isWideLiteral(StringRef T) {
  T = T.trim();
  if (T.empty() || !isDigit(T.front()))
    return false; // not a number
  std::string S = T.lower();
  StringRef V = S;
  if (V.ends_with("ull") || V.ends_with("llu") || V.ends_with("ll"))
    return true;
  if (V.consume_front("0x")) {
    while (!V.empty() && (V.back() == 'u' || V.back() == 'l'))
      V = V.drop_back();
    return V.size() > 8 && llvm::all_of(V, isHexDigit);
  }
  return false;
}

// A mask whose spelling is 64 bits wide: a wide literal, or one cast to a
// 64-bit unsigned type that spans the whole argument (what this planner
// writes when it widens a mask, so translating a translation again leaves
// it as it is; "(uint64_t)a == b" is no such cast).
static bool isWideSpelling(StringRef T) {
  T = T.trim();
  if (isWideLiteral(T))
    return true;
  auto ClosesAtEnd = [](StringRef Rest) { // Rest starts after an '('
    int Depth = 1;
    for (size_t I = 0; I < Rest.size(); ++I)
      if (Rest[I] == '(')
        ++Depth;
      else if (Rest[I] == ')' && --Depth == 0)
        return I + 1 == Rest.size();
    return false;
  };
  for (StringRef Cast : {"static_cast<unsigned long long>(", "static_cast<uint64_t>(",
                         "static_cast<std::uint64_t>(", "uint64_t("})
    if (T.starts_with(Cast))
      return ClosesAtEnd(T.drop_front(Cast.size()));
  for (StringRef Cast : {"(unsigned long long)", "(uint64_t)", "(std::uint64_t)"})
    if (T.consume_front(Cast)) {
      T = T.ltrim();
      if (T.consume_front("("))
        return ClosesAtEnd(T);
      return !T.empty() && llvm::all_of(T, [](char Ch) { return isAlnum(Ch) || Ch == '_'; });
    }
  return false;
}

// The text a name is defined as in \p Buf: "#define NAME TEXT" or
// "NAME = TEXT;" (a constant); NAME itself when neither is there.
static StringRef definitionIn(StringRef Buf, StringRef Name) {
  for (size_t P = Buf.find(Name); P != StringRef::npos; P = Buf.find(Name, P + 1)) {
    if (P > 0 && (isAlnum(Buf[P - 1]) || Buf[P - 1] == '_'))
      continue;
    StringRef After = Buf.substr(P + Name.size());
    if (!After.empty() && (isAlnum(After[0]) || After[0] == '_'))
      continue;
    StringRef Line = Buf.substr(0, P);
    Line = Line.substr(Line.rfind('\n') + 1).trim();
    StringRef Rest = After.take_until([](char Ch) { return Ch == '\n'; });
    if (Line == "#define" || Line == "# define")
      return Rest.trim();
    if ((Line.contains("const") || Line.contains("constexpr")) &&
        Rest.ltrim().starts_with("=") && Rest.contains(';'))
      return Rest.ltrim().drop_front().take_until([](char Ch) { return Ch == ';'; }).trim();
  }
  return Name;
}

// Is \p Name declared with a 64-bit type in \p Buf ("unsigned long long
// NAME", "uint64_t NAME", a const one too)? The token engine's view of a
// mask variable already widened (MaskVariables.cpp), so translating a
// translation again leaves it as it is.
static bool declaredWide(StringRef Buf, StringRef Name) {
  if (Name.empty() || !llvm::all_of(Name, [](char Ch) { return isAlnum(Ch) || Ch == '_'; }))
    return false;
  for (size_t P = Buf.find(Name); P != StringRef::npos; P = Buf.find(Name, P + 1)) {
    if ((P > 0 && (isAlnum(Buf[P - 1]) || Buf[P - 1] == '_')) ||
        (P + Name.size() < Buf.size() &&
         (isAlnum(Buf[P + Name.size()]) || Buf[P + Name.size()] == '_')))
      continue;
    StringRef Before = Buf.take_front(P).rtrim();
    if (Before.ends_with("long long") || Before.ends_with("uint64_t"))
      return true;
  }
  return false;
}

void PlanBuilder::planLaneMask(const CallRef &C, const Decision &D) {
  const auto &A = C.Args;
  std::pair<std::string, unsigned> Key{C.CalleeTok.File, C.CalleeTok.Offset};
  std::string Cuda = C.Callee, Hip = D.Replacement;
  if (D.E->Rewrite == Special::DropMask && Cuda == "__syncwarp") {
    if (A.size() == 1)
      edit(A[0], "");
    MaskDiags[Key] = {Severity::Note, "mask-dropped",
                      "'__syncwarp' became '__threadfence_block()': HIP " +
                          M.options().TargetHip.str() +
                          " has no __syncwarp (HIP 7.0 has); the lanes of a "
                          "wavefront execute in lockstep, and "
                          "__threadfence_block() orders their memory "
                          "accesses as __syncwarp does"};
    return;
  }
  if (A.empty())
    return; // __syncwarp()
  StringRef Mask = text(A[0]).trim();
  bool Active = Mask == "__activemask()";
  std::optional<uint64_t> V = C.ArgValue.empty() ? std::nullopt : C.ArgValue[0];
  unsigned Bits = C.ArgBits.empty() ? 0 : C.ArgBits[0];
  // The token engine sees no values: a name defined in the same file as a
  // macro or constant ("#define FULL_MASK 0xffffffff", "constexpr unsigned
  // kAll = ~0u;") is read through, once.
  StringRef Spelled = Mask;
  if (!V && Bits == 0 && !Mask.empty() &&
      llvm::all_of(Mask, [](char Ch) { return isAlnum(Ch) || Ch == '_'; }))
    Spelled = definitionIn(buffer(A[0].File), Mask);
  bool Full = V ? (*V & 0xffffffffull) == 0xffffffffull
                : isFullMaskSpelling(Spelled);
  if (!V && Bits == 0 && (isWideSpelling(Spelled) || Spelled == "__activemask()" ||
                          declaredWide(buffer(A[0].File), Mask)))
    Bits = 64;
  if (D.E->Rewrite == Special::DropMask) {
    if (A.size() >= 2)
      edit(FileRange{A[0].File, A[0].Offset, A[1].Offset - A[0].Offset}, "");
    std::string Why = M.options().TargetHip < Version{6, 2}
                          ? "HIP " + M.options().TargetHip.str() +
                                " has no *_sync builtins"
                          : "HIP " + M.options().TargetHip.str() +
                                " has the *_sync builtins only with "
                                "HIP_ENABLE_WARP_SYNC_BUILTINS";
    if (Full || Active)
      MaskDiags[Key] = {Severity::Note, "mask-dropped",
                        "'" + Cuda + "' became '" + Hip +
                            "' without its lane mask: the mask is full, "
                            "which is what the mask-less form does (all "
                            "active lanes of the wavefront take part; " +
                            Why + ")"};
    else
      MaskDiags[Key] = {Severity::Warning, "mask-dropped",
                        "'" + Cuda + "' became '" + Hip +
                            "' without its lane mask '" + Mask.str() +
                            "', which is not provably full: the mask-less "
                            "form makes every active lane of the 64-lane "
                            "wavefront take part; check that only the lanes "
                            "of the mask reach this call (" + Why + ")"};
    return;
  }
  if (Active || Bits == 64 || (Bits == 0 && isWideSpelling(Mask)) ||
      widenedMask(A[0].File, A[0].Offset, Mask))
    return; // already a 64-bit mask HIP accepts, as written (or widened)
  if (Full) {
    edit(A[0], "__activemask()");
    MaskDiags[Key] = {Severity::Note, "lane-mask",
                      "the full 32-lane mask '" + Mask.str() +
                          "' became __activemask(): HIP takes a 64-bit mask "
                          "and checks it against the active lanes of the "
                          "64-lane wavefront (a literal "
                          "0xffffffffffffffff would trap in blocks of fewer "
                          "than 64 threads)"};
    return;
  }
  insert(A[0].File, A[0].Offset, "static_cast<unsigned long long>(");
  insert(A[0].File, A[0].end(), ")");
  MaskDiags[Key] = {Severity::Warning, "lane-mask-widened",
                    "the lane mask '" + Mask.str() + "' of '" + Cuda +
                        "' is not provably full and was widened to the 64 "
                        "bits HIP requires: on a 64-lane wavefront, lanes "
                        "32-63 are not in a 32-bit mask; check that it "
                        "names the lanes meant (a full warp is "
                        "__activemask(); a __ballot_sync result is already "
                        "64-bit in HIP and must not be stored in 32 bits)"};
}

// Is the identifier at W the operand of `defined`, `#ifdef` or `#ifndef`?
bool PlanBuilder::isExistenceTest(const FileRange &W) const {
  StringRef Before = buffer(W.File).take_front(W.Offset).rtrim(" \t");
  if (Before.consume_back("("))
    Before = Before.rtrim(" \t");
  for (StringRef Word : {"defined", "ifdef", "ifndef"})
    if (Before.ends_with(Word)) {
      StringRef Rest = Before.drop_back(Word.size());
      return Rest.empty() || !(isAlnum(Rest.back()) || Rest.back() == '_');
    }
  return false;
}

/// The end of the code before \p Q: blanks and comments skipped backwards
/// (a `//` found on a line is taken as a comment).
static size_t skipBackOverComments(StringRef Buf, size_t Q) {
  while (true) {
    while (Q > 0 && isspace(static_cast<unsigned char>(Buf[Q - 1])))
      --Q;
    if (Q >= 2 && Buf.substr(Q - 2, 2) == "*/") {
      size_t Open = Buf.take_front(Q - 2).rfind("/*");
      if (Open == StringRef::npos)
        return Q;
      Q = Open;
      continue;
    }
    size_t Line = Buf.find_last_of('\n', Q ? Q - 1 : 0);
    Line = Line == StringRef::npos || Q == 0 ? 0 : Line + 1;
    size_t Slash = Buf.slice(Line, Q).find("//");
    if (Slash == StringRef::npos)
      return Q;
    Q = Line + Slash;
  }
}

/// `f();` as a statement of its own, for the argument-less call whose name
/// is \p Name: where a `(void)` goes (before a `::` qualifier); none when
/// the result is used. HIP's hipError_t is [[nodiscard]] (C++17), so
/// `cudaGetLastError();` -- which only clears the error -- would warn.
static std::optional<unsigned> discardedCallStart(StringRef Buf,
                                                  const FileRange &Name) {
  size_t P = Name.end();
  auto SkipSpace = [&] {
    while (P < Buf.size() && isspace(static_cast<unsigned char>(Buf[P])))
      ++P;
  };
  for (char Want : {'(', ')', ';'}) {
    SkipSpace();
    if (P >= Buf.size() || Buf[P] != Want)
      return std::nullopt;
    ++P;
  }
  size_t B = Name.Offset;
  if (B >= 2 && Buf.substr(B - 2, 2) == "::")
    B -= 2;
  size_t Q = skipBackOverComments(Buf, B);
  if (Q == 0 || StringRef(";{}").contains(Buf[Q - 1]))
    return unsigned(B);
  // The statement of an if/while/for (`if (x) f();`) or of else/do.
  auto WordBefore = [&](size_t End) {
    while (End > 0 && isspace(static_cast<unsigned char>(Buf[End - 1])))
      --End;
    size_t Start = End;
    while (Start > 0 && isAlnum(Buf[Start - 1]))
      --Start;
    return Buf.slice(Start, End);
  };
  if (Buf[Q - 1] == ')') {
    int Depth = 0;
    for (size_t I = Q; I-- > 0;) {
      Depth += Buf[I] == ')' ? 1 : Buf[I] == '(' ? -1 : 0;
      if (Depth == 0) {
        StringRef W = WordBefore(I);
        return W == "if" || W == "while" || W == "for"
                   ? std::optional<unsigned>(unsigned(B))
                   : std::nullopt;
      }
    }
    return std::nullopt;
  }
  StringRef W = WordBefore(Q);
  if (W == "else" || W == "do")
    return unsigned(B);
  return std::nullopt;
}

/// cuBLAS v1 (cublas.h): the HIP name is the handle form's, which takes
/// other arguments; renaming would write a call that does not exist.
static void refuseLegacyBlas(const NameRef &N, Decision &D) {
  if (!N.LegacyApi || !D.E ||
      (D.Result != Decision::Rename && D.Result != Decision::Same))
    return;
  D.Message = "'" + N.Name + "' is not supported by HIP: it is the legacy "
              "cuBLAS API (cublas.h, no handle); hipBLAS has only the "
              "handle form: create a hipblasHandle_t and call '" +
              D.Replacement + "(handle, ...)' with HIPBLAS_OP_* "
              "arguments; left unchanged";
  D.Result = Decision::Unsupported;
  D.RuleId = "unsupported-api";
}

void PlanBuilder::planRename(const NameRef &N, const Decision &D, GroupStats &S) {
  if (D.E->Rewrite == Special::Args && !argumentsAllowRename(N, D)) {
    ++S.Unsupported; // the CUDA name stays (warned)
    return;
  }
  if (isHelperRow(*D.E) &&
      legacyTextureArgument(buffer(N.Where.File), N.Where.end())) {
    ++S.Unsupported; // HIP's own function stays (docs/textures.md)
    diag(N.Where, Severity::Warning, "unsupported-api",
         "'" + N.Name + "' reads a legacy texture reference "
         "(texture<...>), which gfx942 cannot fetch through (no image "
         "instructions; HIP deprecates texture references): make it a texture "
         "object (cudaCreateTextureObject over the same memory, passed to "
         "the kernel), which the translation reads in software "
         "(docs/textures.md); left unchanged",
         D.E);
    return;
  }
  ++S.Converted;
  auto It = CalleeOverride.find({N.Where.File, N.Where.Offset});
  std::string To = It != CalleeOverride.end() ? It->second : D.Replacement;
  bool Answered = planWaveChoice(N, D, To); // WaveChoices.cpp
  // Qualified rows rename only the last identifier.
  StringRef Last = StringRef(To).rsplit("::").second;
  edit(N.Where, Last.empty() ? To : Last.str());
  if (StringRef Mac = definedMacro(*D.E); !Mac.empty()) { // Supply.cpp
    auto [It, New] = DefineUses[N.Where.File].try_emplace(
        Mac.str(), DefineUse{N.Name, N.Where.Offset, definedMacroRemark(*D.E).str()});
    if (!New && N.Where.Offset < It->second.Offset)
      It->second = DefineUse{N.Name, N.Where.Offset, definedMacroRemark(*D.E).str()};
  }
  if (isHelperRow(*D.E)) { // renamed to a supplied helper
    NameRef H = N;
    H.Name = To;
    useHelper(H);
  }
  if (To == "hipGetLastError")
    if (std::optional<unsigned> At = discardedCallStart(buffer(N.Where.File), N.Where))
      insert(N.Where.File, *At, "(void)"); // hipError_t is [[nodiscard]]
  dropNamespaceQualifiers(N, D); // Qualifiers.cpp
  if (maskDiag(N, D))
    return;
  // A needs-review macro (__CUDA_ARCH__) keeps its meaning in existence
  // tests (#ifdef X, defined(X)): only value uses get the warning.
  if (!D.Message.empty() && !Answered &&
      !(D.RuleId == "needs-review" && isExistenceTest(N.Where)))
    diag(N.Where, Severity::Warning, D.RuleId, D.Message, D.E);
}

void PlanBuilder::planNames() {
  auto Names = unique(F.Names, [](const NameRef &N) {
    return std::make_pair(N.Where.File, N.Where.Offset);
  });
  planQualifiers(Names); // Qualifiers.cpp
  keepQualifiers(Names);
  planArchConditions(); // ArchConditions.cpp
  for (const NameRef *N : Names) {
    if (ConditionHandled.count({N->Where.File, N->Where.Offset}))
      continue;
    Decision D = M.map(N->Name, N->K);
    refuseLegacyBlas(*N, D);
    if (D.Result == Decision::Rename &&
        KeptQualifiers.count({N->Where.File, N->Where.Offset}))
      continue; // qualifies a name HIP lacks (warned there): stays as spelled
    auto Q = QualifierEdits.find({N->Where.File, N->Where.Offset});
    if (Q != QualifierEdits.end()) {
      StringRef R = D.Replacement;
      size_t Colons = R.rfind("::");
      if (D.Result != Decision::Rename ||
          (Colons == StringRef::npos ? R : R.drop_front(Colons + 2)) != Q->second)
        continue; // renamed otherwise as part of a qualified name
    }
    GroupStats *S = D.E ? &P.Stats[D.E->G] : nullptr;
    switch (D.Result) {
    case Decision::NotCuda:
      break;
    case Decision::Same:
      ++S->Same;
      if (isHelperRow(*D.E))
        useHelper(*N);
      if (maskDiag(*N, D))
        break;
      if (!D.Message.empty()) // e.g. the HIP name needs an opt-in macro
        diag(N->Where, Severity::Warning, D.RuleId, D.Message, D.E);
      break;
    case Decision::Rename:
      planRename(*N, D, *S);
      break;
    case Decision::Unsupported:
      ++S->Unsupported;
      diag(N->Where, Severity::Warning, D.RuleId, D.Message, D.E);
      break;
    case Decision::NotInTarget:
      if (!suppliedBy(N->Name).empty()) { // a helper defines it (Supply.cpp)
        ++S->Same;
        useHelper(*N);
        break;
      }
      ++S->NotInTarget;
      diag(N->Where, Severity::Warning, D.RuleId, D.Message, D.E);
      break;
    case Decision::Unknown:
      // The token engine cannot tell a CUDA name from a user's look-alike.
      if (N->FromCudaDecl) {
        ++P.UnknownApis;
        diag(N->Where, Severity::Warning, D.RuleId, D.Message);
      }
      break;
    }
  }
}

bool PlanBuilder::maskDiag(const NameRef &N, const Decision &D) {
  if (!D.E || (D.E->Rewrite != Special::DropMask &&
               D.E->Rewrite != Special::LaneMask))
    return false;
  auto It = MaskDiags.find({N.Where.File, N.Where.Offset});
  if (It == MaskDiags.end())
    return false;
  auto &[Sev, Rule, Msg] = It->second;
  diag(N.Where, Sev, Rule, Msg, D.E);
  // The opt-in macro must be defined in the build too: said as well.
  if (D.RuleId == "opt-in-macro")
    diag(N.Where, Severity::Warning, D.RuleId, D.Message, D.E);
  return true;
}

// A rename inside a multi-line macro moves its trailing backslash; keep the
// column by taking the difference out of (or adding it to) the spaces before
// the backslash, when there are such spaces.
void PlanBuilder::alignContinuations() {
  for (auto &[Path, FP] : P.Files) {
    StringRef Buf = FP.Original;
    std::map<unsigned, int> Delta; // line start -> net length change
    std::vector<Edit> Padding;
    // Edits are sorted: one forward scan, remembering the next newline.
    size_t LS = 0, NextNL = Buf.find('\n');
    for (const Edit &E : FP.Edits) {
      while (NextNL < E.Offset) {
        LS = NextNL + 1;
        NextNL = Buf.find('\n', LS);
      }
      if (Buf.substr(E.Offset, E.Length).contains('\n'))
        continue;
      Delta[LS] += int(E.Text.size()) - int(E.Length);
    }
    for (auto [LS, D] : Delta) {
      if (D == 0)
        continue;
      size_t EOL = Buf.find('\n', LS);
      if (EOL == StringRef::npos)
        EOL = Buf.size();
      size_t End = EOL;
      if (End > LS && Buf[End - 1] == '\r')
        --End;
      if (End == LS || Buf[End - 1] != '\\')
        continue;
      size_t Slash = End - 1, WS = Slash;
      while (WS > LS && Buf[WS - 1] == ' ')
        --WS;
      unsigned Spaces = Slash - WS;
      if (Spaces == 0)
        continue;
      int Want = int(Spaces) - D;
      if (Want < 1)
        Want = 1; // never glue the backslash to the code
      if (unsigned(Want) == Spaces)
        continue;
      Padding.push_back(Edit{unsigned(WS), Spaces, std::string(Want, ' ')});
    }
    if (Padding.empty())
      continue;
    // Only where no edit touches the padding itself.
    EditSet Set(FP.Edits);
    for (Edit &E : Padding)
      Set.add(std::move(E));
    FP.Edits = Set.take();
  }
}

// A translated PyTorch extension source starts with hipify's breadcrumb:
// CUDAExtension on ROCm runs PyTorch's hipify on every source and leaves a
// file alone when its first line is this one (hipify_python.py,
// preprocessor()), so the translation is compiled as written instead of
// being translated a second time. A comment: nothing else changes.
void PlanBuilder::planBreadcrumb() {
  if (!O.HipifyBreadcrumb || F.MainFile.empty())
    return;
  auto Main = F.Buffers.find(F.MainFile);
  auto FP = P.Files.find(F.MainFile);
  if (Main == F.Buffers.end() || FP == P.Files.end() || FP->second.Edits.empty() ||
      !includesTorch(Main->second))
    return;
  StringRef Buf = Main->second;
  StringRef Crumb(hipifyBreadcrumb());
  if (Buf.starts_with(Crumb) || Buf.starts_with(Crumb.drop_back().str() + "\r\n"))
    return;
  // First of all: before any other insertion at offset 0.
  std::vector<Edit> &E = FP->second.Edits;
  E.insert(E.begin(), Edit{0, 0, Crumb.str()});
}

/// A parse error the token engine recovered from is a warning, as the
/// summary and the exit code (4, not 3) count it; other errors stay errors.
static Severity noteSeverity(const FindNote &N, bool UsedTokenEngine) {
  if (!N.IsError)
    return Severity::Note;
  return UsedTokenEngine && N.RuleId == "parse-error" ? Severity::Warning
                                                      : Severity::Error;
}

Plan PlanBuilder::build() {
  P.UsedTokenEngine = F.UsedTokenEngine;
  P.ParseFailed = F.ParseFailed;
  for (const FindNote &N : F.Notes) {
    if (N.RuleId != "launch-in-macro") // planLaunches' (Launch.cpp)
      diag(N.Where, noteSeverity(N, F.UsedTokenEngine), N.RuleId, N.Message);
    if (N.RuleId == "template-keyword") // the finder proved it a member template
      insert(N.Where.File, N.Where.Offset, "template ");
  }
  if (O.Portable.Enabled) {
    planPortable(); // Portable.cpp
    planSpacedChevrons(); // Launch.cpp
    planVectorOperators(); // VectorOperators.cpp
  } else {
    planCalls();
    planNames();
    planArguments(); // after planNames: uses the name edits in the arguments
    planIncludes();
    planLaunches();
    planConversions(); // Conversions.cpp: before planSupply, which writes its helper
    planSupply(); // Supply.cpp: after planIncludes' insertions
    planInlinePtx(); // InlinePtx.cpp
    planSignatures(); // Signatures.cpp
    planVectorOperators(); // VectorOperators.cpp
  }
  for (auto &[Path, Set] : Pending)
    file(Path).Edits = Set.take();
  Pending.clear();
  alignContinuations();
  planBreadcrumb();
  // The main file always has a plan, even an empty one.
  if (!F.MainFile.empty() && F.Buffers.count(F.MainFile))
    file(F.MainFile);
  return std::move(P);
}

Plan makePlan(const Findings &F, const Mapper &M, const PlanOptions &O) {
  return PlanBuilder(F, M, O).build();
}

} // namespace cuda2hip
