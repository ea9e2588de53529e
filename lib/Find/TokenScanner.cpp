//===- TokenScanner.cpp - the token engine --------------------------------===//
//
// Finds CUDA names with the clang Lexer in raw mode and the name tables: no
// semantic information, so it is used only where the AST engine cannot go
// (skipped #if branches, macro bodies, files that do not parse). Comments and
// string literals are tokens of their own and are never looked at.
//
//===----------------------------------------------------------------------===//
#include "VectorOperatorText.h"
#include "cuda2hip/Find.h"
#include "cuda2hip/Lexing.h"
#include "clang/Basic/LangOptions.h"

using namespace llvm;
using namespace clang;

namespace cuda2hip {

namespace {
// 12 bytes: a 33 MB file has ~6 million tokens (the text is Buf's).
struct Tok {
  unsigned Off, Len;
  tok::TokenKind K;
  bool StartOfLine;
};

LangOptions tokenLangOpts() {
  LangOptions LO;
  LO.CPlusPlus = LO.CPlusPlus11 = LO.CPlusPlus14 = LO.CPlusPlus17 = 1;
  LO.CUDA = 1; // lexes <<< and >>> as single tokens
  LO.LineComment = 1;
  LO.Bool = 1;
  LO.Digraphs = 1;
  return LO;
}

class Scanner {
public:
  Scanner(StringRef File, StringRef Buf, const Table &T, Findings &Out,
          const Table *User)
      : File(File), Buf(Buf), T(T), User(User), Out(Out) {}

  void run(unsigned Begin, unsigned End) {
    lex(Begin, End);
    for (size_t I = 0; I < Toks.size(); ++I) {
      const Tok &Tk = Toks[I];
      if (Tk.K == tok::hash && Tk.StartOfLine && I + 1 < Toks.size() &&
          Toks[I + 1].K == tok::raw_identifier &&
          (text(Toks[I + 1]) == "include" || text(Toks[I + 1]) == "include_next" ||
           text(Toks[I + 1]) == "import")) {
        I = directiveInclude(I);
        continue;
      }
      if (Tk.K == tok::raw_identifier)
        identifier(I);
      else if (Tk.K == tok::lesslessless)
        launch(I);
    }
  }

private:
  // Names of the tables and of the user's rules (--rules).
  bool known(StringRef N) const {
    return !T.find(N).empty() || (User && !User->find(N).empty());
  }
  bool isNamespace(StringRef Q) const {
    return T.isNamespace(Q) || (User && User->isNamespace(Q));
  }

  FileRange range(unsigned Off, unsigned Len) const {
    return FileRange{File.str(), Off, Len};
  }

  void lex(unsigned Begin, unsigned End) {
    End = std::min<size_t>(End, Buf.size());
    if (Begin >= End)
      return;
    Toks.reserve(Toks.size() + (End - Begin) / 5); // about one token per 5 bytes
    forEachRawToken(
        Buf, tokenLangOpts(),
        [&](const RawToken &T) {
          Toks.push_back({T.Offset, T.Length, T.Kind, T.StartOfLine});
        },
        Begin, End);
  }

  StringRef text(const Tok &T) const { return Buf.substr(T.Off, T.Len); }

  size_t lineEnd(size_t I) const {
    // Index of the last token on the same logical line as token I.
    size_t J = I;
    while (J + 1 < Toks.size() && !Toks[J + 1].StartOfLine)
      ++J;
    return J;
  }

  size_t directiveInclude(size_t I) {
    size_t Last = lineEnd(I);
    unsigned LineStop = Buf.find_first_of("\r\n", Toks[I + 1].Off);
    if (LineStop == StringRef::npos)
      LineStop = Buf.size();
    unsigned P = Toks[I + 1].Off + Toks[I + 1].Len;
    while (P < LineStop && (Buf[P] == ' ' || Buf[P] == '\t'))
      ++P;
    if (P < LineStop && (Buf[P] == '<' || Buf[P] == '"')) {
      char Close = Buf[P] == '<' ? '>' : '"';
      size_t Q = Buf.find(Close, P + 1);
      if (Q != StringRef::npos && Q < LineStop) {
        IncludeRef R;
        unsigned DirEnd = Toks[Last].Off + Toks[Last].Len;
        R.Directive = range(Toks[I].Off, DirEnd - Toks[I].Off);
        R.Name = range(P + 1, Q - P - 1);
        R.Spelled = Buf.substr(P + 1, Q - P - 1).str();
        R.Angled = Close == '>';
        R.CudaOrUnresolved = true;
        R.Found = Engine::Token;
        Out.Includes.push_back(std::move(R));
      }
    }
    return Last;
  }

  bool isKind(size_t I, tok::TokenKind K) const {
    return I < Toks.size() && Toks[I].K == K;
  }

  // The qualifier chain written before identifier I: "a::b::" -> "a::b".
  // Sets Global when the chain starts with a bare "::".
  std::string qualifierBefore(size_t I, bool &Global) const {
    Global = false;
    std::string Q;
    size_t J = I;
    while (J >= 2 && Toks[J - 1].K == tok::coloncolon &&
           Toks[J - 2].K == tok::raw_identifier) {
      Q = Q.empty() ? text(Toks[J - 2]).str()
                    : (text(Toks[J - 2]) + "::" + Q).str();
      J -= 2;
    }
    if (J >= 1 && Toks[J - 1].K == tok::coloncolon && Q.empty())
      Global = true;
    return Q;
  }

  // True if the name at I (with qualifier Qual) is where a namespace must be
  // written: after "using namespace" or "namespace x =".
  bool namesNamespace(size_t I, const std::string &Qual, bool Global) const {
    size_t Parts = Qual.empty() ? 0 : 1 + StringRef(Qual).count("::");
    size_t Skip = 2 * Parts + (Global ? 1 : 0);
    if (I < Skip + 1)
      return false;
    size_t P = I - Skip - 1; // the token before the name and its qualifier
    auto Is = [&](size_t J, StringRef Word) {
      return Toks[J].K == tok::raw_identifier && text(Toks[J]) == Word;
    };
    if (Is(P, "namespace"))
      return true;
    return Toks[P].K == tok::equal && P >= 2 &&
           Toks[P - 1].K == tok::raw_identifier && Is(P - 2, "namespace");
  }

  void identifier(size_t I) {
    const Tok &Tk = Toks[I];
    if (I > 0 && (Toks[I - 1].K == tok::period || Toks[I - 1].K == tok::arrow))
      return; // a member: the token engine cannot tell whose
    // Most identifiers stand alone and are no CUDA name: decide those
    // without building strings.
    if (!(I > 0 && Toks[I - 1].K == tok::coloncolon) &&
        !isKind(I + 1, tok::coloncolon) && !known(text(Tk)) &&
        !isNamespace(text(Tk)))
      return;
    bool Global;
    std::string Qual = qualifierBefore(I, Global);
    std::string Name = text(Tk).str();
    std::string Qualified = Qual.empty() ? Name : Qual + "::" + Name;
    bool NextIsScope = isKind(I + 1, tok::coloncolon);

    if (NextIsScope) {
      // Only namespaces (possibly qualified) are renamed in front of "::".
      if (isNamespace(Qualified))
        add(I, Qualified, Kind::Namespace);
      return;
    }
    if (namesNamespace(I, Qual, Global) && isNamespace(Qualified)) {
      // using namespace a::b;  namespace x = a::b;
      add(I, Qualified, Kind::Namespace);
      return;
    }
    if (!Qual.empty()) {
      // a::b::name: look the qualified spelling up; otherwise rename only
      // when the qualifier is itself a CUDA namespace.
      if (known(Qualified))
        add(I, Qualified, std::nullopt);
      else if (isNamespace(Qual) && known(Name))
        add(I, Name, std::nullopt);
      return;
    }
    if (!known(Name))
      return;
    add(I, Name, std::nullopt);
    maybeCall(I, Name);
  }

  void add(size_t I, const std::string &Name, std::optional<Kind> K) {
    NameRef R;
    R.Where = range(Toks[I].Off, Toks[I].Len);
    R.Name = Name;
    R.K = K;
    R.Found = Engine::Token;
    Out.Names.push_back(std::move(R));
  }

  // Splits a parenthesized list starting at token index Open ("(") into
  // argument ranges; returns the index of the closing ")" or 0 on failure.
  size_t splitArgs(size_t Open, std::vector<FileRange> &Args) const {
    int Depth = 0;
    size_t ArgStart = Open + 1;
    for (size_t J = Open; J < Toks.size(); ++J) {
      tok::TokenKind K = Toks[J].K;
      if (K == tok::l_paren || K == tok::l_square || K == tok::l_brace) {
        ++Depth;
      } else if (K == tok::r_paren || K == tok::r_square || K == tok::r_brace) {
        if (--Depth == 0) {
          if (J > ArgStart || !Args.empty())
            pushArg(ArgStart, J, Args);
          return J;
        }
      } else if (K == tok::comma && Depth == 1) {
        pushArg(ArgStart, J, Args);
        ArgStart = J + 1;
      } else if (K == tok::semi || (K == tok::hash && Toks[J].StartOfLine)) {
        return 0;
      }
    }
    return 0;
  }

  void pushArg(size_t From, size_t To, std::vector<FileRange> &Args) const {
    if (From >= To) {
      Args.push_back(range(Toks[From].Off, 0));
      return;
    }
    unsigned B = Toks[From].Off, E = Toks[To - 1].Off + Toks[To - 1].Len;
    Args.push_back(range(B, E - B));
  }

  void maybeCall(size_t I, const std::string &Name) {
    bool Special = false;
    for (const Entry *E : T.find(Name))
      Special |= E->Rewrite != cuda2hip::Special::None;
    Special |= callArgumentsMatter(Name);
    if (!Special || !isKind(I + 1, tok::l_paren))
      return;
    CallRef C;
    C.Callee = Name;
    C.CalleeTok = range(Toks[I].Off, Toks[I].Len);
    C.Found = Engine::Token;
    if (!splitArgs(I + 1, C.Args))
      return;
    C.ArgIsFunction.assign(C.Args.size(), false);
    C.ArgBits.assign(C.Args.size(), 0);
    C.ArgValue.assign(C.Args.size(), std::nullopt);
    Out.Calls.push_back(std::move(C));
  }

  void launch(size_t I) {
    // Callee: identifiers, "::" and one balanced template argument list,
    // read backwards from "<<<".
    if (I == 0)
      return;
    size_t J = I - 1;
    bool HasTemplateArgs = false;
    if (Toks[J].K == tok::greater || Toks[J].K == tok::greatergreater) {
      int Depth = 0;
      size_t K = J + 1;
      while (K-- > 0) {
        if (Toks[K].K == tok::greater) Depth += 1;
        else if (Toks[K].K == tok::greatergreater) Depth += 2;
        else if (Toks[K].K == tok::less) Depth -= 1;
        if (Depth <= 0 || Toks[K].K == tok::semi)
          break;
      }
      if (K == size_t(-1) || Depth != 0 || K == 0)
        return;
      HasTemplateArgs = true;
      J = K - 1;
    }
    if (Toks[J].K != tok::raw_identifier)
      return;
    size_t Start = J;
    while (Start >= 2 && Toks[Start - 1].K == tok::coloncolon &&
           Toks[Start - 2].K == tok::raw_identifier)
      Start -= 2;
    LaunchRef L;
    unsigned CalleeEnd = Toks[I - 1].Off + Toks[I - 1].Len;
    L.Callee = range(Toks[Start].Off, CalleeEnd - Toks[Start].Off);
    L.CalleeHasTemplateArgs = HasTemplateArgs;
    L.Open = range(Toks[I].Off, Toks[I].Len);
    // Config up to ">>>".
    size_t ArgStart = I + 1;
    int Depth = 0;
    size_t Close = 0;
    for (size_t K = I + 1; K < Toks.size(); ++K) {
      tok::TokenKind Kd = Toks[K].K;
      if (Kd == tok::l_paren || Kd == tok::l_square || Kd == tok::l_brace)
        ++Depth;
      else if (Kd == tok::r_paren || Kd == tok::r_square || Kd == tok::r_brace)
        --Depth;
      else if (Kd == tok::comma && Depth == 0) {
        pushArg(ArgStart, K, L.Config);
        ArgStart = K + 1;
      } else if (Kd == tok::greatergreatergreater && Depth == 0) {
        pushArg(ArgStart, K, L.Config);
        Close = K;
        break;
      } else if (Kd == tok::semi)
        return;
    }
    if (!Close || !isKind(Close + 1, tok::l_paren))
      return;
    L.Close = range(Toks[Close].Off, Toks[Close].Len);
    L.LParen = range(Toks[Close + 1].Off, 1);
    size_t RP = splitArgs(Close + 1, L.Args);
    if (!RP)
      return;
    L.RParen = range(Toks[RP].Off, 1);
    L.Found = Engine::Token;
    Out.Launches.push_back(std::move(L));
  }

  StringRef File, Buf;
  const Table &T;
  const Table *User;
  Findings &Out;
  std::vector<Tok> Toks;
};
} // namespace

void scanTokens(StringRef File, StringRef Buffer, const Table &T, Findings &Out,
                unsigned Begin, unsigned End, const Table *User) {
  Scanner(File, Buffer, T, Out, User).run(Begin, End);
  scanVectorOperators(File, Buffer, Begin, std::min<size_t>(End, Buffer.size()), Out);
}

} // namespace cuda2hip
