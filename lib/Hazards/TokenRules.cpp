//===- TokenRules.cpp - hazard rules over tokens --------------------------===//
//
// Where there is no AST (branches the preprocessor skipped, such as the
// device side of `#ifdef __CUDA_ARCH__`, and files that do not parse) the
// rules that can be read off the tokens run here: inline PTX, full masks in
// *_sync calls, shuffle loops from 16, lane/warp arithmetic on threadIdx.x
// and lane-named variables, warp-size macros, __CUDA_ARCH__ comparisons,
// CUDA version conditionals (also for the preprocessor callbacks, which
// hand every #if/#elif/#ifdef/#ifndef here), textures, WMMA, warpSize as a
// constant, __launch_bounds__, ballots stored in 32 bits, 32-bit lane bits,
// managed memory. Comments and strings are never looked at.
// Nothing here is applied by --fix except 64-bit full masks.
//
//===----------------------------------------------------------------------===//
#include "HazardsImpl.h"
#include "clang/Basic/LangOptions.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/ADT/StringSwitch.h"
#include <algorithm>

using namespace llvm;
using namespace clang;

namespace cuda2hip::hazards {
namespace {

struct Tok {
  tok::TokenKind K;
  unsigned Off, Len;
  bool StartOfLine;
  StringRef S;
};

constexpr const char *FullMask64 = "0xffffffffffffffffull";

class Scanner {
public:
  Scanner(const std::string &File, StringRef Buf, Sink &S)
      : File(File), Buf(Buf), Out(S) {}

  void lex(unsigned Begin, unsigned End) {
    End = std::min<size_t>(End, Buf.size());
    if (Begin >= End)
      return;
    LangOptions LO;
    LO.CPlusPlus = LO.CPlusPlus11 = LO.CPlusPlus14 = LO.CPlusPlus17 = 1;
    LO.CUDA = 1;
    LO.LineComment = 1;
    SourceLocation Base = SourceLocation::getFromRawEncoding(1);
    Lexer L(Base, LO, Buf.begin(), Buf.begin() + Begin, Buf.end());
    Token T;
    while (true) {
      L.LexFromRawLexer(T);
      if (T.is(tok::eof))
        break;
      unsigned Off = T.getLocation().getRawEncoding() - Base.getRawEncoding();
      if (Off >= End)
        break;
      Toks.push_back({T.getKind(), Off, T.getLength(), T.isAtStartOfLine(),
                      Buf.substr(Off, T.getLength())});
    }
  }

  void run() {
    // Conditionals open in the scanned text: does one test a HIP macro? (An
    // #else or #elif of a conditional that began before the text: unknown,
    // taken as HIP-aware.)
    std::vector<bool> HipCond;
    size_t DirectiveEnd = 0;
    bool InDirective = false;
    for (size_t I = 0; I < Toks.size(); ++I) {
      if (is(I, tok::hash) && Toks[I].StartOfLine) {
        directive(I);
        DirectiveEnd = lineEnd(I);
        InDirective = true;
        conditional(I, DirectiveEnd, HipCond);
        continue;
      }
      if (InDirective && I > DirectiveEnd)
        InDirective = false;
      if (!InDirective && (is(I, tok::percent) || is(I, tok::amp)))
        laneModulo(I);
      if (Toks[I].K != tok::raw_identifier)
        continue;
      StringRef S = Toks[I].S;
      if (!InDirective && isCudaVersionMacro(S) &&
          std::find(HipCond.begin(), HipCond.end(), true) == HipCond.end())
        add(Rule::CudaVersionConditional, I, versionInCodeMessage(S));
      if (S == "asm" || S == "__asm__" || S == "__asm")
        inlineAsm(I);
      else if (S == "for")
        shuffleLoop(I);
      else if (S == "threadIdx" || S == "blockDim")
        builtinArithmetic(I);
      else if (isLaneName(S) || isWarpIdName(S))
        namedArithmetic(I);
      else if (S == "warpSize")
        warpSizeConst(I);
      else if (S == "__launch_bounds__")
        launchBounds(I);
      else if ((S == "texture" || S == "surface") && is(I + 1, tok::less) &&
               (I == 0 || Toks[I].StartOfLine || is(I - 1, tok::semi) ||
                is(I - 1, tok::r_brace) || text(I - 1) == "static"))
        add(Rule::TextureMemory, I, "texture/surface reference '" + S.str() +
                                        "<...>': MI300X has no texture hardware");
      else if (isTextureCall(S) && (is(I + 1, tok::l_paren) || is(I + 1, tok::less)))
        add(Rule::TextureMemory, I, "'" + S.str() + "' needs texture hardware, "
                                    "which MI300X (CDNA3) does not have");
      else if (S == "mma_sync" && I >= 2 && is(I - 1, tok::coloncolon) &&
               text(I - 2) == "wmma")
        add(Rule::Wmma, I, "'wmma::mma_sync' has no HIP equivalent; port to rocWMMA");
      else if (S == "__syncwarp" || S == "__activemask")
        add(Rule::IndependentScheduling, I,
            "'" + S.str() + "' assumes independent thread scheduling; AMD "
            "wavefronts run in lockstep over 64 lanes");
      else if (!bitOp64(S).empty() && is(I + 1, tok::l_paren) &&
               Toks.size() > I + 2 &&
               (isBallot(Toks[I + 2].S) || BallotNames.count(Toks[I + 2].S)))
        add(Rule::BallotBitOp32, I, "'" + S.str() + "' sees 32 lanes of a "
            "64-lane mask; use '" + bitOp64(S).str() + "'", bitOp64(S).str());
      if ((isManagedMemoryCall(S) && is(I + 1, tok::l_paren) &&
           !(I > 0 && (is(I - 1, tok::period) || is(I - 1, tok::arrow)))) ||
          S == "__managed__")
        add(Rule::ManagedMemoryXnack, I, managedMemoryMessage(S));
      if (isSyncCall(S) && is(I + 1, tok::l_paren))
        syncMask(I);
      if (isShuffle(S) && is(I + 1, tok::l_paren))
        unrolledShuffle(I);
      if (isBallot(S) && I >= 3 && is(I + 1, tok::l_paren) && is(I - 1, tok::equal))
        ballotStore(I);
    }
  }

  /// __CUDA_ARCH__ compared with a number, in tokens [B, E).
  void archCondition(size_t B, size_t E) {
    // `defined(__HIP_PLATFORM_AMD__) ? ... : (...)` (convert's resolved
    // form, Resolve.h) or another test of HIP: decided for AMD already.
    for (size_t I = B; I < E && I < Toks.size(); ++I)
      if (Toks[I].K == tok::raw_identifier && isHipMacro(Toks[I].S))
        return;
    for (size_t I = B; I < E; ++I) {
      StringRef S = Toks[I].S;
      if (Toks[I].K != tok::raw_identifier ||
          (S != "__CUDA_ARCH__" && S != "__HIP_DEVICE_COMPILE__"))
        continue;
      // operator and number on either side
      std::optional<uint64_t> N;
      StringRef Op;
      bool Left = false;
      if (I + 2 < E && isCompare(I + 1) && Toks[I + 2].K == tok::numeric_constant) {
        Op = Toks[I + 1].S;
        N = parseIntLiteral(Toks[I + 2].S);
      } else if (I >= B + 2 && isCompare(I - 1) &&
                 Toks[I - 2].K == tok::numeric_constant) {
        Op = Toks[I - 1].S;
        N = parseIntLiteral(Toks[I - 2].S);
        Left = true;
      }
      if (!N || *N <= 1)
        continue;
      // The HIP device pass sees 1 (__HIP_DEVICE_COMPILE__).
      auto Cmp = [&](uint64_t A, uint64_t B2) {
        return Op == "<"    ? A < B2
               : Op == "<=" ? A <= B2
               : Op == ">"  ? A > B2
               : Op == ">=" ? A >= B2
               : Op == "==" ? A == B2
                            : A != B2;
      };
      bool Value = Left ? Cmp(*N, 1) : Cmp(1, *N);
      add(Rule::CudaArchValue, I,
          "HIP defines no __CUDA_ARCH__ (the translation tests "
          "__HIP_DEVICE_COMPILE__, which is 1): this comparison with " +
              std::to_string(*N) + " is " + (Value ? "true" : "false") +
              " in the MI300X device pass");
    }
  }

  /// CUDA_VERSION / CUDART_VERSION / __CUDACC_VER_*__ in the condition
  /// tokens [B, E) of an #if, #elif, #ifdef or #ifndef (\p Directive).
  void versionCondition(size_t B, size_t E, StringRef Directive) {
    E = std::min(E, Toks.size());
    size_t First = E;
    std::string Name;
    for (size_t I = B; I < E; ++I) {
      if (Toks[I].K != tok::raw_identifier)
        continue;
      if (isHipMacro(Toks[I].S))
        return; // the condition already tells HIP apart: deliberate
      if (First == E && isCudaVersionMacro(Toks[I].S)) {
        First = I;
        Name = Toks[I].S.str();
      }
    }
    if (First == E)
      return;
    std::optional<int64_t> V;
    if (Directive == "ifdef" || Directive == "ifndef") {
      if (First != B)
        return;
      V = Directive == "ifndef";
    } else {
      CondEval Ev{Toks, B, E};
      V = Ev.run();
    }
    std::string Msg = "HIP defines no " + Name + ": ";
    if (!V)
      Msg += "it is 0 in the HIP build, where this #" + Directive.str() +
             " also depends on other macros";
    else
      Msg += "this #" + Directive.str() + " is " + (*V ? "true" : "false") +
             " in the HIP build, which " + (*V ? "takes" : "skips") +
             " this branch";
    add(Rule::CudaVersionConditional, First, Msg);
  }

  std::vector<Tok> Toks;

private:
  /// #if expression with the CUDA version macros as 0 and not defined;
  /// any other macro is unknown (nullopt), except where && / || / ?:
  /// decide without it.
  struct CondEval {
    const std::vector<Tok> &T;
    size_t P, E;
    using V = std::optional<int64_t>;
    bool Bad = false;

    V run() {
      V R = cond();
      if (Bad || P != E)
        return std::nullopt;
      return R;
    }
    StringRef peek() const { return P < E ? T[P].S : StringRef(); }
    bool eat(StringRef S) {
      if (peek() != S)
        return false;
      ++P;
      return true;
    }
    V cond() {
      V C = lor();
      if (!eat("?"))
        return C;
      V A = cond();
      if (!eat(":"))
        Bad = true;
      V B = cond();
      if (!C)
        return A && B && *A == *B ? A : std::nullopt;
      return *C ? A : B;
    }
    V lor() {
      V L = land();
      while (eat("||")) {
        V R = land();
        if ((L && *L) || (R && *R))
          L = 1;
        else if (L && R)
          L = 0;
        else
          L = std::nullopt;
      }
      return L;
    }
    V land() {
      V L = binary(0);
      while (eat("&&")) {
        V R = binary(0);
        if ((L && !*L) || (R && !*R))
          L = 0;
        else if (L && R)
          L = 1;
        else
          L = std::nullopt;
      }
      return L;
    }
    V binary(unsigned Level) {
      static const std::vector<std::vector<StringRef>> Ops = {
          {"|"}, {"^"}, {"&"}, {"==", "!="}, {"<", ">", "<=", ">="},
          {"<<", ">>"}, {"+", "-"}, {"*", "/", "%"}};
      if (Level == Ops.size())
        return unary();
      V L = binary(Level + 1);
      while (true) {
        StringRef Op = peek();
        if (llvm::find(Ops[Level], Op) == Ops[Level].end())
          return L;
        ++P;
        V R = binary(Level + 1);
        if (!L || !R) {
          L = std::nullopt;
          continue;
        }
        int64_t A = *L, B = *R;
        if ((Op == "/" || Op == "%") && B == 0) {
          Bad = true;
          return std::nullopt;
        }
        L = Op == "|"    ? A | B
            : Op == "^"  ? A ^ B
            : Op == "&"  ? A & B
            : Op == "==" ? A == B
            : Op == "!=" ? A != B
            : Op == "<"  ? A < B
            : Op == ">"  ? A > B
            : Op == "<=" ? A <= B
            : Op == ">=" ? A >= B
            : Op == "<<" ? int64_t(uint64_t(A) << (B & 63))
            : Op == ">>" ? A >> (B & 63)
            : Op == "+"  ? A + B
            : Op == "-"  ? A - B
            : Op == "*"  ? A * B
            : Op == "/"  ? A / B
                         : A % B;
      }
    }
    V unary() {
      if (eat("!")) {
        V X = unary();
        return X ? V(!*X) : X;
      }
      if (eat("~")) {
        V X = unary();
        return X ? V(~*X) : X;
      }
      if (eat("-")) {
        V X = unary();
        return X ? V(-*X) : X;
      }
      if (eat("+"))
        return unary();
      return primary();
    }
    V primary() {
      if (P >= E) {
        Bad = true;
        return std::nullopt;
      }
      const Tok &K = T[P++];
      if (K.K == tok::l_paren) {
        V X = cond();
        if (!eat(")"))
          Bad = true;
        return X;
      }
      if (K.K == tok::numeric_constant) {
        std::optional<uint64_t> N = parseIntLiteral(K.S);
        if (!N)
          Bad = true;
        return N ? V(int64_t(*N)) : std::nullopt;
      }
      if (K.K != tok::raw_identifier) {
        Bad = true;
        return std::nullopt;
      }
      if (K.S == "defined") {
        bool Paren = eat("(");
        StringRef Name = peek();
        ++P;
        if (Paren && !eat(")"))
          Bad = true;
        return isCudaVersionMacro(Name) ? V(0) : std::nullopt;
      }
      if (isCudaVersionMacro(K.S))
        return 0;
      if (K.S == "true")
        return 1;
      if (K.S == "false")
        return 0;
      if (peek() == "(") { // a function-like macro: skip its arguments
        int D = 0;
        do {
          if (peek() == "(")
            ++D;
          else if (peek() == ")")
            --D;
          ++P;
        } while (P < E && D > 0);
      }
      return std::nullopt;
    }
  };



  bool is(size_t I, tok::TokenKind K) const {
    return I < Toks.size() && Toks[I].K == K;
  }
  StringRef text(size_t I) const { return I < Toks.size() ? Toks[I].S : ""; }
  bool isCompare(size_t I) const {
    return StringSwitch<bool>(text(I))
        .Cases("<", "<=", ">", ">=", "==", "!=", true)
        .Default(false);
  }
  std::optional<uint64_t> literal(size_t I) const {
    if (!is(I, tok::numeric_constant))
      return std::nullopt;
    return parseIntLiteral(Toks[I].S);
  }
  /// The literal at I is a whole operand: nothing binds tighter after it.
  bool wholeOperand(size_t I) const {
    if (I + 1 >= Toks.size())
      return true;
    tok::TokenKind K = Toks[I + 1].K;
    return K != tok::star && K != tok::slash && K != tok::percent &&
           K != tok::period && K != tok::l_paren && K != tok::l_square &&
           K != tok::plusplus && K != tok::minusminus && K != tok::arrow;
  }
  void add(Rule R, size_t I, std::string Msg, std::string Fix = {},
           bool Safe = false) {
    add(R, Toks[I].Off, Toks[I].Len, std::move(Msg), std::move(Fix), Safe);
  }
  void add(Rule R, unsigned Off, unsigned Len, std::string Msg,
           std::string Fix = {}, bool Safe = false) {
    Out.buffer(File, Buf);
    Out.add(R, FileRange{File, Off, Len}, std::move(Msg), std::move(Fix), Safe);
  }
  size_t matching(size_t Open) const {
    int D = 0;
    for (size_t J = Open; J < Toks.size(); ++J) {
      tok::TokenKind K = Toks[J].K;
      if (K == tok::l_paren || K == tok::l_brace || K == tok::l_square)
        ++D;
      else if (K == tok::r_paren || K == tok::r_brace || K == tok::r_square)
        if (--D == 0)
          return J;
    }
    return Toks.size();
  }
  size_t lineEnd(size_t I) const {
    size_t J = I;
    while (J + 1 < Toks.size() && !Toks[J + 1].StartOfLine)
      ++J;
    return J;
  }
  /// Tokens of call argument \p N of the call whose '(' is at \p Open:
  /// [first, last], or {0, 0} when missing.
  std::pair<size_t, size_t> argument(size_t Open, unsigned N) const {
    size_t Close = matching(Open);
    size_t Start = Open + 1;
    unsigned Idx = 0;
    int D = 0;
    for (size_t J = Open + 1; J <= Close && J < Toks.size(); ++J) {
      tok::TokenKind K = Toks[J].K;
      if (K == tok::l_paren || K == tok::l_brace || K == tok::l_square)
        ++D;
      if ((K == tok::comma && D == 0) || J == Close) {
        if (Idx == N)
          return J > Start ? std::make_pair(Start, J - 1) : std::make_pair(size_t(0), size_t(0));
        ++Idx;
        Start = J + 1;
      }
      if (K == tok::r_paren || K == tok::r_brace || K == tok::r_square)
        --D;
    }
    return {0, 0};
  }

  void conditional(size_t I, size_t End, std::vector<bool> &HipCond) {
    StringRef D = text(I + 1);
    bool Hip = false;
    for (size_t J = I + 2; J <= End && J < Toks.size(); ++J)
      Hip |= Toks[J].K == tok::raw_identifier && isHipMacro(Toks[J].S);
    if (D == "if" || D == "ifdef" || D == "ifndef")
      HipCond.push_back(Hip);
    else if (D == "elif" || D == "elifdef" || D == "elifndef" || D == "else") {
      if (HipCond.empty())
        HipCond.push_back(true);
      else
        HipCond.back() = HipCond.back() || Hip;
    } else if (D == "endif" && !HipCond.empty())
      HipCond.pop_back();
  }

  void directive(size_t I) {
    size_t End = lineEnd(I);
    StringRef D = text(I + 1);
    if (D == "if" || D == "elif") {
      archCondition(I + 2, End + 1);
      versionCondition(I + 2, End + 1, D);
    } else if ((D == "ifdef" || D == "ifndef") && I + 2 <= End) {
      versionCondition(I + 2, End + 1, D);
    } else if (D == "define" && End == I + 3 &&
               Toks[I + 2].K == tok::raw_identifier) {
      std::optional<uint64_t> V = literal(I + 3);
      WarpConstKind K = V ? warpConstKind(Toks[I + 2].S, *V) : WarpConstKind::None;
      if (K != WarpConstKind::None)
        add(Rule::WarpSizeConstant, I + 3,
            "'" + Toks[I + 2].S.str() + "' hard-codes a 32-lane warp; MI300X "
            "wavefronts have 64 lanes",
            K == WarpConstKind::Size   ? "warpSize"
            : K == WarpConstKind::Mask ? "(warpSize - 1)"
                                       : "");
    } else if (D == "include" && I + 2 <= End) {
      StringRef Line = Buf.slice(Toks[I].Off, Toks[End].Off + Toks[End].Len);
      if (Line.contains("<mma.h>") || Line.contains("\"mma.h\""))
        add(Rule::Wmma, I, "<mma.h> (WMMA) has no HIP equivalent; port to rocWMMA");
    }
  }

  void inlineAsm(size_t I) {
    size_t J = I + 1;
    while (J < Toks.size() && Toks[J].K == tok::raw_identifier &&
           StringSwitch<bool>(Toks[J].S)
               .Cases("volatile", "__volatile__", "__volatile", "inline", "goto", true)
               .Default(false))
      ++J;
    if (!is(J, tok::l_paren))
      return;
    size_t Close = matching(J);
    if (Close >= Toks.size())
      return;
    unsigned B = Toks[I].Off, E = Toks[Close].Off + 1;
    if (!isPtx(Buf.slice(B, E)))
      return;
    std::optional<PtxIdiom> P = matchPtx(Buf.slice(B, E));
    std::string Msg = "inline PTX does not assemble for AMD GPUs";
    if (P)
      Msg += "; '" + P->What + "' has a HIP builtin";
    add(Rule::InlinePtx, B, E - B, Msg, P ? P->Replacement : "");
  }

  static bool fullMaskLiteral(StringRef S) {
    std::optional<uint64_t> V = parseIntLiteral(S);
    return V && *V == 0xffffffffu;
  }
  void syncMask(size_t I) {
    auto [B, E] = argument(I + 1, 0);
    if (B == 0)
      return;
    // strip one pair of parentheses
    size_t b = B, e = E;
    if (is(b, tok::l_paren) && matching(b) == e) {
      ++b;
      --e;
    }
    bool Full = (b == e && fullMaskLiteral(text(b))) ||
                (e == b + 1 && is(b, tok::tilde) &&
                 parseIntLiteral(text(e)).value_or(1) == 0 &&
                 !StringRef(text(e)).contains_insensitive("l"));
    if (!Full)
      return;
    unsigned Off = Toks[B].Off, Len = Toks[E].Off + Toks[E].Len - Off;
    add(Rule::LaneMask32, Off, Len,
        "32-bit full lane mask '" + Buf.substr(Off, Len).str() + "' in '" +
            Toks[I].S.str() + "': a 64-lane wavefront needs a 64-bit mask",
        FullMask64, /*Safe=*/true);
  }

  void unrolledShuffle(size_t I) {
    StringRef S = Toks[I].S;
    bool Sync = S.ends_with("_sync");
    unsigned Arg = Sync ? 2 : 1;
    auto [B, E] = argument(I + 1, Arg);
    if (B == 0 || B != E)
      return;
    std::optional<uint64_t> V = literal(B);
    bool Direct = base(S) == "__shfl";
    if (V && ((!Direct && *V == 16) || (Direct && *V == 31)))
      add(Rule::WarpShuffleLoop, B,
          Direct ? "'" + S.str() + "' reads lane 31, the last lane of a 32-lane "
                   "warp; a 64-lane wavefront's last lane is 63"
                 : "'" + S.str() + "' with offset 16 combines 32 lanes; a "
                   "64-lane wavefront needs offset 32 first",
          Direct ? "warpSize - 1" : "warpSize / 2");
  }
  static StringRef base(StringRef S) {
    S.consume_back("_sync");
    return S;
  }

  void shuffleLoop(size_t I) {
    if (!is(I + 1, tok::l_paren))
      return;
    size_t Close = matching(I + 1);
    if (Close >= Toks.size())
      return;
    // for ( [type] v = N ; v < M ; ... )
    size_t Eq = I + 2;
    while (Eq < Close && !is(Eq, tok::equal) && !is(Eq, tok::semi))
      ++Eq;
    if (!is(Eq, tok::equal) || Toks[Eq - 1].K != tok::raw_identifier)
      return;
    StringRef Var = Toks[Eq - 1].S;
    std::optional<uint64_t> Init = literal(Eq + 1);
    if (!Init || !is(Eq + 2, tok::semi))
      return;
    size_t Bound = 0;
    if (*Init == 1 && text(Eq + 3) == Var && (text(Eq + 4) == "<") &&
        literal(Eq + 5).value_or(0) == 32 && is(Eq + 6, tok::semi))
      Bound = Eq + 5;
    if (*Init != 16 && !Bound)
      return;
    // the body: a braced block or one statement
    size_t BodyEnd = Close + 1;
    if (is(Close + 1, tok::l_brace))
      BodyEnd = matching(Close + 1);
    else
      while (BodyEnd < Toks.size() && !is(BodyEnd, tok::semi))
        ++BodyEnd;
    bool Shuffles = false;
    for (size_t J = Close + 1; J < BodyEnd && J < Toks.size(); ++J)
      if (Toks[J].K == tok::raw_identifier && isShuffle(Toks[J].S))
        Shuffles = true;
    if (!Shuffles)
      return;
    if (Bound)
      add(Rule::WarpShuffleLoop, Bound,
          "shuffle loop bounded by 32 covers a 32-lane warp; a 64-lane "
          "wavefront needs warpSize",
          "warpSize");
    else
      add(Rule::WarpShuffleLoop, Eq + 1,
          "shuffle reduction starting at offset 16 combines 32 lanes; a "
          "64-lane wavefront needs warpSize / 2",
          "warpSize / 2");
  }

  /// The function body around token \p I: the outermost brace block opened
  /// right after ')' (or const/noexcept); the whole text when there is none.
  std::pair<size_t, size_t> functionBody(size_t I) const {
    std::pair<size_t, size_t> Body{0, Toks.size()};
    int D = 0;
    for (size_t J = I; J-- > 0;) {
      if (is(J, tok::r_brace)) {
        ++D;
      } else if (is(J, tok::l_brace)) {
        if (D > 0) {
          --D;
        } else if (J > 0 && (is(J - 1, tok::r_paren) || text(J - 1) == "const" ||
                             text(J - 1) == "noexcept")) {
          Body = {J, std::min(matching(J), Toks.size())};
        }
      }
    }
    return Body;
  }
  /// A lane id computed in a function that synchronises with __syncthreads
  /// and has no warp-level operation: 32-element chunks of a block (a
  /// shared-memory tile), not 32-lane warps.
  bool blockSynchronisedOnly(size_t I) const {
    auto [B, E] = functionBody(I);
    bool Sync = false;
    for (size_t J = B; J < E && J < Toks.size(); ++J) {
      if (Toks[J].K != tok::raw_identifier)
        continue;
      StringRef S = Toks[J].S;
      if (isRawWarpIntrinsic(S) || S == "tiled_partition" || S == "coalesced_threads")
        return false;
      // A call of the user's may shuffle itself.
      if (is(J + 1, tok::l_paren) && !S.starts_with("__") && !S.starts_with("atomic") &&
          !StringSwitch<bool>(S)
               .Cases("if", "for", "while", "switch", "return", "sizeof", true)
               .Cases("static_cast", "reinterpret_cast", "const_cast", true)
               .Cases("min", "max", "fminf", "fmaxf", "sqrtf", "expf", true)
               .Default(false) &&
          !(J > 0 && (is(J - 1, tok::period) || is(J - 1, tok::arrow))))
        return false;
      Sync = Sync || S == "__syncthreads";
    }
    return Sync;
  }
  size_t openingParen(size_t Close) const {
    int D = 0;
    for (size_t J = Close + 1; J-- > 0;) {
      if (is(J, tok::r_paren))
        ++D;
      else if (is(J, tok::l_paren) && --D == 0)
        return J;
      else if (is(J, tok::semi) || is(J, tok::l_brace) || is(J, tok::r_brace))
        break;
    }
    return Toks.size();
  }
  /// `(threadIdx.x + k) & 31`, `lane = tid % 32`: a lane id of a 32-lane warp
  /// that feeds a shuffle (as its argument, or through the variable it is
  /// assigned to). `threadIdx.x % 32` itself is builtinArithmetic's.
  void laneModulo(size_t Op) {
    bool Pct = is(Op, tok::percent);
    std::optional<uint64_t> V = literal(Op + 1);
    if (!V || *V != (Pct ? 32u : 31u) || !wholeOperand(Op + 1) || Op == 0)
      return;
    size_t L = Op - 1;
    if (is(L, tok::r_paren)) {
      size_t Open = openingParen(L);
      if (Open >= Toks.size() ||
          (Open > 0 && Toks[Open - 1].K == tok::raw_identifier)) // a call
        return;
    } else if (Toks[L].K != tok::raw_identifier ||
               (L >= 1 && (is(L - 1, tok::period) || is(L - 1, tok::arrow)))) {
      return; // threadIdx.x and members: builtinArithmetic
    }
    // The statement: back to ';', '{' or '}' outside brackets.
    size_t Start = 0;
    int D = 0;
    for (size_t J = Op; J-- > 0;) {
      tok::TokenKind K = Toks[J].K;
      if (K == tok::r_paren || K == tok::r_square) {
        ++D;
      } else if (K == tok::l_paren || K == tok::l_square) {
        if (D > 0)
          --D;
        else if (J > 0 && Toks[J - 1].K == tok::raw_identifier &&
                 isShuffle(Toks[J - 1].S)) {
          report(Op, Toks[J - 1].S, "");
          return;
        }
      } else if (D == 0 && (K == tok::semi || K == tok::l_brace || K == tok::r_brace)) {
        Start = J + 1;
        break;
      }
    }
    // `[type] X = ... % 32;`: X given to a shuffle later in the function.
    StringRef Var;
    for (size_t J = Start; J < Op; ++J) {
      if (is(J, tok::l_paren) || is(J, tok::l_square))
        return; // `f(x = ...)`, `a[i] = ...`: not a plain assignment
      if (is(J, tok::equal)) {
        if (J > Start && Toks[J - 1].K == tok::raw_identifier)
          Var = Toks[J - 1].S;
        break;
      }
    }
    if (Var.empty())
      return;
    size_t End = functionBody(Op).second;
    for (size_t J = Op + 2; J < End && J < Toks.size(); ++J) {
      if (Toks[J].K != tok::raw_identifier || !isShuffle(Toks[J].S) ||
          !is(J + 1, tok::l_paren))
        continue;
      size_t Close = matching(J + 1);
      for (size_t K = J + 2; K < Close && K < Toks.size(); ++K)
        if (Toks[K].K == tok::raw_identifier && Toks[K].S == Var) {
          report(Op, Toks[J].S, Var);
          return;
        }
    }
  }
  void report(size_t Op, StringRef Shuffle, StringRef Var) {
    bool Pct = is(Op, tok::percent);
    std::string Msg = "'" + text(Op).str() + " " + text(Op + 1).str() +
                      "' makes a lane id of a 32-lane warp for '" + Shuffle.str() + "'";
    if (!Var.empty())
      Msg += " (through '" + Var.str() + "')";
    Msg += "; MI300X wavefronts have 64 lanes: lanes 32..63 would read lanes 0..31";
    add(Rule::WarpSizeLiteral, Op + 1, std::move(Msg), Pct ? "warpSize" : "(warpSize - 1)");
  }

  void arithmetic(size_t OpTok, bool AllowDiv, StringRef What) {
    StringRef Op = text(OpTok);
    std::optional<uint64_t> V = literal(OpTok + 1);
    if (!V || !wholeOperand(OpTok + 1))
      return;
    if (What == "threadIdx.x" && blockSynchronisedOnly(OpTok))
      return; // 32-element chunks of a block, not warps
    StringRef Why;
    bool Count = What == "blockDim.x";
    if (Op == "&" && *V == 31)
      Why = "'& 31' takes the lane id of a 32-lane warp";
    else if (Op == "%" && *V == 32)
      Why = "'% 32' takes the lane id of a 32-lane warp";
    else if (AllowDiv && Op == "/" && *V == 32)
      Why = Count ? "'/ 32' counts 32-lane warps per block"
                  : "'/ 32' takes the warp id of 32-lane warps";
    else if (AllowDiv && Op == ">>" && *V == 5)
      Why = Count ? "'>> 5' counts 32-lane warps per block"
                  : "'>> 5' takes the warp id of 32-lane warps";
    if (Why.empty())
      return;
    add(Rule::WarpSizeLiteral, OpTok + 1,
        (Why + "; MI300X wavefronts have 64 lanes").str(),
        Op == "&" ? "(warpSize - 1)" : Op == ">>" ? "" : "warpSize");
  }

  void builtinArithmetic(size_t I) {
    if (!is(I + 1, tok::period) || text(I + 2) != "x" ||
        (I > 0 && (is(I - 1, tok::period) || is(I - 1, tok::arrow))))
      return;
    bool Block = Toks[I].S == "blockDim";
    if (Block && text(I + 3) != "/" && text(I + 3) != ">>")
      return;
    arithmetic(I + 3, true, Toks[I].S.str() + ".x");
  }

  void namedArithmetic(size_t I) {
    if (I > 0 && (is(I - 1, tok::period) || is(I - 1, tok::arrow)))
      return;
    StringRef S = Toks[I].S;
    if (isWarpIdName(S) && text(I + 1) == "*" && literal(I + 2).value_or(0) == 32 &&
        wholeOperand(I + 2)) {
      add(Rule::WarpSizeLiteral, I + 2,
          "'" + S.str() + " * 32' is the first thread of a 32-lane warp; "
          "MI300X wavefronts have 64 lanes", "warpSize");
      return;
    }
    if (isLaneName(S) && (text(I + 1) == "==" || text(I + 1) == "!=") &&
        literal(I + 2).value_or(0) == 31 && wholeOperand(I + 2)) {
      add(Rule::WarpSizeLiteral, I + 2,
          "lane 31 is the last lane of a 32-lane warp; a 64-lane wavefront's "
          "is 63", "warpSize - 1");
      return;
    }
    // 1u << lane
    if (isLaneName(S) && I >= 2 && is(I - 1, tok::lessless) &&
        literal(I - 2).value_or(0) == 1 &&
        !StringRef(text(I - 2)).contains_insensitive("l"))
      add(Rule::LaneBit32, I - 2,
          "'" + text(I - 2).str() + " << " + S.str() + "' is a 32-bit lane "
          "bit: undefined for lanes 32..63 of a 64-lane wavefront", "1ull");
  }

  void warpSizeConst(size_t I) {
    if (I == 0)
      return;
    bool Template = is(I - 1, tok::less) && (is(I + 1, tok::greater));
    bool SharedBound = false;
    if (is(I - 1, tok::l_square))
      for (size_t J = I; J-- > 0 && !is(J, tok::semi) && !is(J, tok::l_brace) &&
                         !is(J, tok::r_brace);)
        if (text(J) == "__shared__" || text(J) == "constexpr")
          SharedBound = true;
    if (Template || SharedBound)
      add(Rule::WarpSizeConstexpr, I,
          "'warpSize' is not a constant expression on newer ROCm (wave64 and "
          "wave32 targets)");
  }

  void launchBounds(size_t I) {
    if (!is(I + 1, tok::l_paren))
      return;
    auto [B, E] = argument(I + 1, 1);
    if (B)
      add(Rule::LaunchBoundsMinBlocks, Toks[B].Off,
          Toks[E].Off + Toks[E].Len - Toks[B].Off,
          "HIP reads the second __launch_bounds__ argument as the minimum "
          "number of waves per execution unit, not blocks per multiprocessor");
  }

  void ballotStore(size_t I) {
    // [unsigned|int|uint32_t|unsigned int] name = __ballot...(
    size_t T = I - 3;
    StringRef Ty = text(T);
    bool Narrow = StringSwitch<bool>(Ty)
                      .Cases("unsigned", "int", "uint32_t", "uint", "int32_t", true)
                      .Default(false);
    if (!Narrow || Toks[I - 2].K != tok::raw_identifier)
      return;
    if (Ty == "int" && T > 0 && text(T - 1) == "long")
      return;
    BallotNames.insert(Toks[I - 2].S);
    add(Rule::Ballot32, T, "'" + Toks[I - 2].S.str() + "' keeps 32 bits of a "
        "lane mask; MI300X ballots have 64 lanes", "unsigned long long");
  }

  const std::string &File;
  StringRef Buf;
  Sink &Out;
  llvm::StringSet<> BallotNames; ///< variables a ballot was stored in
};

} // namespace

bool isCudaVersionMacro(StringRef S) {
  return StringSwitch<bool>(S)
      .Cases("CUDA_VERSION", "CUDART_VERSION", "__CUDACC_VER_MAJOR__", true)
      .Cases("__CUDACC_VER_MINOR__", "__CUDACC_VER_BUILD__", "__CUDACC_VER__", true)
      .Default(false);
}

bool isHipMacro(StringRef S) {
  return (S.starts_with("__HIP") && S != "__HIP_DEVICE_COMPILE__") ||
         S.starts_with("HIP_VERSION") || S == "USE_ROCM" || S == "__AMDGCN__";
}

std::string versionInCodeMessage(StringRef Name) {
  return "HIP defines no " + Name.str() + ": used in code, it is an undeclared "
         "identifier in the HIP build, which does not compile";
}

bool mentionsHipMacro(StringRef Buf, unsigned Begin, unsigned End) {
  Sink Unused("");
  Scanner Sc("", Buf, Unused);
  Sc.lex(Begin, End);
  for (const Tok &T : Sc.Toks)
    if (T.K == tok::raw_identifier && isHipMacro(T.S))
      return true;
  return false;
}

void scanTokens(const std::string &File, StringRef Buf, unsigned Begin,
                unsigned End, Sink &S) {
  Scanner Sc(File, Buf, S);
  Sc.lex(Begin, End);
  Sc.run();
}

void scanArchCondition(const std::string &File, StringRef Buf, unsigned Begin,
                       unsigned End, Sink &S) {
  Scanner Sc(File, Buf, S);
  Sc.lex(Begin, End);
  Sc.archCondition(0, Sc.Toks.size());
}

void scanVersionCondition(const std::string &File, StringRef Buf, unsigned Begin,
                          unsigned End, StringRef Directive, Sink &S) {
  Scanner Sc(File, Buf, S);
  Sc.lex(Begin, End);
  Sc.versionCondition(0, Sc.Toks.size(), Directive);
}


} // namespace cuda2hip::hazards
