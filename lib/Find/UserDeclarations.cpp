//===- UserDeclarations.cpp - the names a project declares itself ---------===//
//
// The token engine maps names by spelling. A name the project declares
// itself (its own class CUDAStream, a compatibility header's
// `#define cudaMalloc hipMalloc`, a typedef of an old CUDA type in a vendor
// header) is the project's, not CUDA's: it is never a mapping target.
// Read with clang's raw lexer, every #if branch included: macros, classes,
// structs, unions and enums defined (with a body or a base clause),
// enumerators, typedef and alias names, and functions defined or declared
// at namespace scope with a return type before their name. Variables and
// parameters (declaredVariables) are the user's in their own file, where
// not called.
//
//===----------------------------------------------------------------------===//
#include "UserDeclarations.h"
#include "cuda2hip/Find.h"
#include "clang/Basic/LangOptions.h"
#include "clang/Basic/SourceLocation.h"
#include "cuda2hip/Lexing.h"

using namespace llvm;
using namespace clang;

namespace cuda2hip {

namespace {

struct Tok {
  tok::TokenKind K;
  StringRef Text;
  bool StartsLine;
};

std::vector<Tok> lexAll(StringRef Text) {
  LangOptions LO;
  LO.CPlusPlus = LO.CPlusPlus11 = LO.CPlusPlus14 = LO.CPlusPlus17 = true;
  LO.CUDA = true;
  std::vector<Tok> Out;
  forEachRawToken(Text, LO, [&](const RawToken &T) {
    Out.push_back({T.Kind, Text.substr(T.Offset, T.Length), T.StartOfLine});
  });
  // A last token that ends the text is not read (the lexing loop this
  // replaces stopped there); kept so that the declarations found stay the
  // same.
  if (!Out.empty() && Out.back().Text.end() == Text.end())
    Out.pop_back();
  return Out;
}

bool isIdent(const Tok &T) { return T.K == tok::raw_identifier; }

bool isKeywordLike(StringRef S) {
  static const char *const Words[] = {
      "if",     "while",  "for",     "switch",   "return", "sizeof",  "decltype",
      "new",    "delete", "throw",   "case",     "else",   "do",      "alignof",
      "static_assert", "noexcept", "defined", "operator", "typeid", "catch",
      "__launch_bounds__", "__attribute__", "__declspec", "alignas", "goto",
      "co_return", "co_yield", "co_await"};
  return is_contained(Words, S);
}

/// Token kinds that end a return type just before a function's name.
bool endsReturnType(const Tok &T) {
  return (isIdent(T) && !isKeywordLike(T.Text)) || T.K == tok::star ||
         T.K == tok::amp || T.K == tok::ampamp || T.K == tok::greater;
}

class Collector {
public:
  explicit Collector(std::vector<Tok> T) : T(std::move(T)) {}

  std::set<std::string> run() {
    for (size_t I = 0; I < T.size(); ++I) {
      if (T[I].K == tok::hash && T[I].StartsLine) {
        directive(I);
        continue;
      }
      braces(I);
      if (!isIdent(T[I]))
        continue;
      StringRef W = T[I].Text;
      if (W == "class" || W == "struct" || W == "union" || W == "enum")
        tag(I);
      else if (W == "typedef")
        typedefName(I);
      else if (W == "using")
        alias(I);
      else if (Depth == 0 && I > 0 && next(I).K == tok::l_paren &&
               endsReturnType(T[I - 1]) && !isKeywordLike(W) &&
               (I < 2 || T[I - 2].K != tok::coloncolon) && T[I - 1].K != tok::coloncolon)
        function(I);
    }
    return std::move(Names);
  }

private:
  const Tok &next(size_t I) const {
    static const Tok End{tok::eof, "", false};
    return I + 1 < T.size() ? T[I + 1] : End;
  }

  /// Brace depth, not counting namespace and extern "C" bodies.
  void braces(size_t I) {
    if (T[I].K == tok::l_brace) {
      bool Transparent = false;
      for (size_t J = I; J-- > 0 && J + 4 > I;) {
        if (isIdent(T[J]) && T[J].Text == "namespace")
          Transparent = true;
        if (T[J].K == tok::string_literal && J > 0 && T[J - 1].Text == "extern")
          Transparent = true;
        if (T[J].K == tok::semi || T[J].K == tok::r_brace || T[J].K == tok::l_brace)
          break;
      }
      Stack.push_back(Transparent);
      if (!Transparent)
        ++Depth;
    } else if (T[I].K == tok::r_brace && !Stack.empty()) {
      if (!Stack.back())
        --Depth;
      Stack.pop_back();
    }
  }

  /// Inside an #if group other than the include guard: a compatibility
  /// shim (`#if CUDART_VERSION < 11020 typedef ... cublasComputeType_t`),
  /// not the project's own name.
  bool conditional() const { return Conds > (Guarded ? 1 : 0); }

  void directive(size_t &I) {
    size_t J = I + 1;
    StringRef Word = J < T.size() && isIdent(T[J]) ? T[J].Text : "";
    if (Word == "if" || Word == "ifdef" || Word == "ifndef") {
      // `#ifndef X` then `#define X` first in the file: the include guard.
      if (!SeenDirective && Word == "ifndef" && J + 4 < T.size() &&
          T[J + 2].K == tok::hash && T[J + 3].Text == "define" &&
          T[J + 4].Text == T[J + 1].Text)
        Guarded = true;
      ++Conds;
    } else if (Word == "endif" && Conds > 0) {
      --Conds;
    }
    SeenDirective = true;
    if (Word == "define" && J + 1 < T.size() && isIdent(T[J + 1]) && !T[J + 1].StartsLine &&
        !conditional())
      Names.insert(T[J + 1].Text.str());
    // Skip the rest of the directive (a #define's body declares nothing).
    while (I + 1 < T.size() && !T[I + 1].StartsLine)
      ++I;
  }

  /// `struct NAME {`, `struct NAME : base`, `enum class NAME {`, and the
  /// enumerators of an enum's body.
  void tag(size_t I) {
    bool IsEnum = T[I].Text == "enum";
    size_t J = I + 1;
    if (IsEnum && J < T.size() && isIdent(T[J]) && (T[J].Text == "class" || T[J].Text == "struct"))
      ++J;
    // Attributes and alignment: `struct __align__(8) NAME {`.
    while (J + 1 < T.size() && isIdent(T[J]) && T[J + 1].K == tok::l_paren)
      J = skipParens(J + 1) + 1;
    if (J >= T.size() || !isIdent(T[J]))
      return enumerators(IsEnum, J);
    size_t After = J + 1;
    if (After < T.size() && isIdent(T[After]) && T[After].Text == "final")
      ++After;
    if (After < T.size() &&
        (T[After].K == tok::l_brace || T[After].K == tok::colon)) {
      declare(T[J].Text);
      if (IsEnum)
        enumerators(true, After);
    }
  }

  void enumerators(bool IsEnum, size_t J) {
    if (!IsEnum)
      return;
    while (J < T.size() && T[J].K != tok::l_brace && T[J].K != tok::semi)
      ++J;
    if (J >= T.size() || T[J].K != tok::l_brace)
      return;
    bool Expect = true;
    int Nest = 0;
    for (++J; J < T.size() && !(Nest == 0 && T[J].K == tok::r_brace); ++J) {
      if (T[J].K == tok::l_paren || T[J].K == tok::l_brace)
        ++Nest;
      else if (T[J].K == tok::r_paren || T[J].K == tok::r_brace)
        --Nest;
      else if (Nest == 0 && T[J].K == tok::comma)
        Expect = true;
      else if (Expect && isIdent(T[J])) {
        declare(T[J].Text);
        Expect = false;
      } else {
        Expect = false;
      }
    }
  }

  size_t skipParens(size_t J) const {
    int Nest = 0;
    for (; J < T.size(); ++J) {
      if (T[J].K == tok::l_paren)
        ++Nest;
      else if (T[J].K == tok::r_paren && --Nest == 0)
        return J;
    }
    return T.size() - 1;
  }

  /// `typedef ... NAME;` (the last identifier before ';' outside
  /// parentheses, or the one inside `(*NAME)`); a typedef'd struct's tag
  /// is read by tag().
  void typedefName(size_t I) {
    int Nest = 0, Paren = 0;
    size_t Last = 0, InParen = 0;
    for (size_t J = I + 1; J < T.size(); ++J) {
      tok::TokenKind K = T[J].K;
      if (K == tok::l_brace)
        ++Nest;
      else if (K == tok::r_brace)
        --Nest;
      else if (K == tok::l_paren)
        ++Paren;
      else if (K == tok::r_paren)
        --Paren;
      else if (Nest == 0 && Paren == 0 && K == tok::semi)
        break;
      else if (Nest == 0 && isIdent(T[J]) && Paren == 0)
        Last = J;
      else if (Nest == 0 && isIdent(T[J]) && Paren == 1 && J > 0 && T[J - 1].K == tok::star)
        InParen = J;
    }
    if (InParen)
      declare(T[InParen].Text);
    else if (Last)
      declare(T[Last].Text);
  }

  /// `using NAME = ...;`
  void alias(size_t I) {
    if (I + 2 < T.size() && isIdent(T[I + 1]) && T[I + 2].K == tok::equal)
      declare(T[I + 1].Text);
  }

  /// `RET NAME(...) {` or `RET NAME(...);` at namespace scope.
  void function(size_t I) {
    size_t Close = skipParens(I + 1);
    size_t J = Close + 1;
    while (J < T.size() && isIdent(T[J]) &&
           (T[J].Text == "const" || T[J].Text == "noexcept" || T[J].Text == "override"))
      ++J;
    if (J < T.size() && (T[J].K == tok::l_brace || T[J].K == tok::semi))
      declare(T[I].Text);
  }

  void declare(StringRef Name) {
    if (!conditional())
      Names.insert(Name.str());
  }

  std::vector<Tok> T;
  std::set<std::string> Names;
  int Conds = 0;
  bool Guarded = false, SeenDirective = false;
  std::vector<bool> Stack;
  int Depth = 0;
};

/// Before a variable's name: words that make the next identifier anything
/// but a variable (`struct cudaDeviceProp;`, `return cudaSuccess;`).
bool introducesNonVariable(StringRef W) {
  static const char *const Words[] = {"struct", "class", "union", "enum", "typename",
                                      "namespace", "using", "friend", "template",
                                      "public", "private", "protected", "virtual"};
  return isKeywordLike(W) || is_contained(Words, W);
}

/// Where a declaration begins: `int x`, `(int x`, `, int x`, `{ int x`.
bool beginsDeclaration(const std::vector<Tok> &T, size_t I) {
  if (I == 0)
    return true;
  tok::TokenKind K = T[I - 1].K;
  return K == tok::semi || K == tok::l_brace || K == tok::r_brace || K == tok::l_paren ||
         K == tok::comma || (isIdent(T[I - 1]) && (T[I - 1].Text == "const" ||
                                                   T[I - 1].Text == "static"));
}

/// `TYPE NAME =`, `TYPE *NAME;`, `TYPE NAME[`, `(TYPE NAME)`, `TYPE NAME{`,
/// `TYPE NAME :` (range for): NAME is a variable or a parameter.
std::set<std::string> variablesOf(const std::vector<Tok> &T) {
  std::set<std::string> Out;
  // A typedef's names are types (declaredNames decides about them).
  bool InTypedef = false;
  for (size_t I = 1; I + 1 < T.size(); ++I) {
    if (T[I - 1].K == tok::semi || T[I - 1].K == tok::l_brace || T[I - 1].K == tok::r_brace)
      InTypedef = false;
    if (isIdent(T[I - 1]) && T[I - 1].Text == "typedef")
      InTypedef = true;
    if (InTypedef || !isIdent(T[I]) || introducesNonVariable(T[I].Text))
      continue;
    tok::TokenKind N = T[I + 1].K;
    if (N != tok::equal && N != tok::semi && N != tok::comma && N != tok::l_square &&
        N != tok::r_paren && N != tok::l_brace && N != tok::colon)
      continue;
    size_t Type = I - 1;
    while (Type > 0 && (T[Type].K == tok::star || T[Type].K == tok::amp))
      --Type;
    if (!isIdent(T[Type]) || introducesNonVariable(T[Type].Text))
      continue;
    // `a * x;` is a product unless the type starts a declaration.
    if (Type != I - 1 && !beginsDeclaration(T, Type))
      continue;
    Out.insert(T[I].Text.str());
  }
  return Out;
}

} // namespace

std::set<std::string> declaredVariables(StringRef Text) {
  // Directives declare no variables: their lines are left out.
  std::vector<Tok> All = lexAll(Text), Code;
  for (size_t I = 0; I < All.size(); ++I) {
    if (All[I].K == tok::hash && All[I].StartsLine) {
      while (I + 1 < All.size() && !All[I + 1].StartsLine)
        ++I;
      continue;
    }
    Code.push_back(All[I]);
  }
  return variablesOf(Code);
}

std::set<std::string> declaredNames(StringRef Text) {
  return Collector(lexAll(Text)).run();
}

bool isCompatibilityHeader(StringRef Text) {
  std::vector<Tok> T = lexAll(Text);
  for (size_t I = 0; I + 3 < T.size(); ++I) {
    if (T[I].K != tok::hash || !T[I].StartsLine || T[I + 1].Text != "define" ||
        !isIdent(T[I + 2]) || !isIdent(T[I + 3]) || T[I + 3].StartsLine)
      continue;
    StringRef To = T[I + 3].Text;
    if (!To.starts_with("hip") && !To.starts_with("HIP") && !To.starts_with("roc"))
      continue;
    for (const Entry *E : Table::builtin().find(T[I + 2].Text))
      if (E->Hip == To)
        return true;
  }
  return false;
}

std::shared_ptr<const std::set<std::string>> declaredNamesOf(ArrayRef<StringRef> Texts) {
  auto All = std::make_shared<std::set<std::string>>();
  for (StringRef T : Texts) {
    std::set<std::string> N = declaredNames(T);
    All->insert(N.begin(), N.end());
  }
  return All;
}

void dropUserDeclaredNames(Findings &F, const std::set<std::string> *Project,
                           const Table *User) {
  // A compatibility header mapping CUDA names to HIP's is the user's
  // port: nothing in it is touched.
  std::set<std::string> Compat;
  for (const auto &[Path, Text] : F.Buffers)
    if (StringRef(Text).contains("#define") && isCompatibilityHeader(Text))
      Compat.insert(Path);
  if (!Compat.empty()) {
    auto In = [&](const FileRange &R) { return Compat.count(R.File) > 0; };
    llvm::erase_if(F.Names, [&](const NameRef &N) { return In(N.Where); });
    llvm::erase_if(F.Includes, [&](const IncludeRef &I) { return In(I.Directive); });
    llvm::erase_if(F.Calls, [&](const CallRef &C) { return In(C.CalleeTok); });
    llvm::erase_if(F.Launches, [&](const LaunchRef &L) { return In(L.Open); });
  }
  std::set<std::string> Own;
  for (const auto &[Path, Text] : F.Buffers) {
    std::set<std::string> D = declaredNames(Text);
    Own.insert(D.begin(), D.end());
  }
  // A name the user's own rules (--rules) map is meant to be renamed.
  auto Declared = [&](StringRef Name) {
    return (Own.count(Name.str()) || (Project && Project->count(Name.str()))) &&
           !(User && !User->find(Name).empty());
  };
  // A variable or parameter of a file (`unsigned umax = 4;`) is the
  // user's wherever that file names it other than in a call.
  std::map<std::string, std::set<std::string>> Variables;
  auto Variable = [&](const NameRef &N) {
    auto B = F.Buffers.find(N.Where.File);
    if (B == F.Buffers.end())
      return false;
    auto [It, New] = Variables.try_emplace(N.Where.File);
    if (New)
      It->second = declaredVariables(B->second);
    if (!It->second.count(N.Name))
      return false;
    StringRef Buf = B->second;
    StringRef After = Buf.substr(N.Where.Offset + N.Where.Length).ltrim();
    // A call, a qualifier, or a namespace's name (`using namespace cub;`,
    // `namespace hc = cub;`) is not the variable.
    StringRef Statement = Buf.take_front(N.Where.Offset);
    Statement = Statement.substr(Statement.find_last_of(";{}") + 1).ltrim();
    if (After.starts_with("(") || After.starts_with("::") ||
        Statement.starts_with("namespace") || Statement.starts_with("using"))
      return false;
    return !(User && !User->find(N.Name).empty());
  };
  // Only the token engine's: the AST engine reports a name only where its
  // declaration lives in a CUDA header.
  llvm::erase_if(F.Names, [&](const NameRef &N) {
    return N.Found == Engine::Token && !N.FromCudaDecl && (Declared(N.Name) || Variable(N));
  });
  llvm::erase_if(F.Calls, [&](const CallRef &C) {
    return C.Found == Engine::Token && Declared(C.Callee);
  });
}

} // namespace cuda2hip
