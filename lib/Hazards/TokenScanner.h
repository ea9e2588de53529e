//===- TokenScanner.h - the token rules' scanner -----------------*- C++ -*-===//
//
// Private to lib/Hazards. Where there is no AST (branches the preprocessor
// skipped, such as the device side of `#ifdef __CUDA_ARCH__`, and files that
// do not parse) the rules that can be read off the tokens run over the raw
// tokens of the text. Comments and strings are never looked at. Nothing is
// applied by --fix except 64-bit full masks.
//
// TokenScanner.cpp lexes and hands each token to the rule family it belongs
// to; each family's file defines its token half here, beside its AST half:
// WarpSize.cpp, LaneMasks.cpp, Scheduling.cpp, InlinePtx.cpp, Textures.cpp,
// Versions.cpp, Platform.cpp.
//
//===----------------------------------------------------------------------===//
#ifndef CUDA2HIP_LIB_HAZARDS_TOKENSCANNER_H
#define CUDA2HIP_LIB_HAZARDS_TOKENSCANNER_H

#include "HazardsImpl.h"
#include "clang/Basic/TokenKinds.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/ADT/StringSwitch.h"

namespace cuda2hip::hazards {

struct Tok {
  clang::tok::TokenKind K;
  unsigned Off, Len;
  bool StartOfLine;
  llvm::StringRef S;
};

class Scanner {
public:
  Scanner(const std::string &File, llvm::StringRef Buf, Sink &S)
      : File(File), Buf(Buf), Out(S) {}

  /// The raw tokens of [Begin, End) of the buffer.
  void lex(unsigned Begin, unsigned End);
  /// Every token rule over the tokens.
  void run();

  // Versions.cpp
  /// __CUDA_ARCH__ compared with a number, in tokens [B, E).
  void archCondition(size_t B, size_t E);
  /// CUDA_VERSION / CUDART_VERSION / __CUDACC_VER_*__ in the condition
  /// tokens [B, E) of an #if, #elif, #ifdef or #ifndef (\p Directive).
  void versionCondition(size_t B, size_t E, llvm::StringRef Directive);

  std::vector<Tok> Toks;

private:
  using StringRef = llvm::StringRef;
  using TokenKind = clang::tok::TokenKind;

  // --- navigation (TokenScanner.cpp) ---
  bool is(size_t I, TokenKind K) const {
    return I < Toks.size() && Toks[I].K == K;
  }
  StringRef text(size_t I) const { return I < Toks.size() ? Toks[I].S : ""; }
  bool isCompare(size_t I) const {
    return llvm::StringSwitch<bool>(text(I))
        .Cases("<", "<=", ">", ">=", "==", "!=", true)
        .Default(false);
  }
  std::optional<uint64_t> literal(size_t I) const {
    if (!is(I, clang::tok::numeric_constant))
      return std::nullopt;
    return parseIntLiteral(Toks[I].S);
  }
  /// The literal at I is a whole operand: nothing binds tighter after it.
  bool wholeOperand(size_t I) const;
  void add(Rule R, size_t I, std::string Msg, std::string Fix = {},
           bool Safe = false) {
    add(R, Toks[I].Off, Toks[I].Len, std::move(Msg), std::move(Fix), Safe);
  }
  void add(Rule R, unsigned Off, unsigned Len, std::string Msg,
           std::string Fix = {}, bool Safe = false) {
    Out.buffer(File, Buf);
    Out.add(R, FileRange{File, Off, Len}, std::move(Msg), std::move(Fix), Safe);
  }
  /// The bracket that closes the one at \p Open (Toks.size() when none).
  size_t matching(size_t Open) const;
  /// The last token of the line of token \p I.
  size_t lineEnd(size_t I) const;
  /// Tokens of call argument \p N of the call whose '(' is at \p Open:
  /// [first, last], or {0, 0} when missing.
  std::pair<size_t, size_t> argument(size_t Open, unsigned N) const;
  /// The function body around token \p I: the outermost brace block opened
  /// right after ')' (or const/noexcept); the whole text when there is none.
  std::pair<size_t, size_t> functionBody(size_t I) const;
  /// The '(' of the ')' at \p Close within one statement (Toks.size() when
  /// none).
  size_t openingParen(size_t Close) const;
  /// A preprocessor directive at '#' \p I.
  void directive(size_t I);

  // --- WarpSize.cpp ---
  /// `#define WARP_SIZE 32` ([I, End] is the directive).
  void warpConstantMacro(size_t I, size_t End);
  void shuffleLoop(size_t I);
  void unrolledShuffle(size_t I);
  /// A lane id computed in a function that synchronises with __syncthreads
  /// and has no warp-level operation: 32-element chunks of a block (a
  /// shared-memory tile), not 32-lane warps.
  bool blockSynchronisedOnly(size_t I) const;
  /// `(threadIdx.x + k) & 31`, `lane = tid % 32`: a lane id of a 32-lane warp
  /// that feeds a shuffle (as its argument, or through the variable it is
  /// assigned to). `threadIdx.x % 32` itself is builtinArithmetic's.
  void laneModulo(size_t Op);
  void laneModuloFinding(size_t Op, StringRef Shuffle, StringRef Var);
  void arithmetic(size_t OpTok, bool AllowDiv, StringRef What);
  void builtinArithmetic(size_t I);
  void namedArithmetic(size_t I);
  void warpSizeConst(size_t I);

  // --- LaneMasks.cpp ---
  void syncMask(size_t I);
  void ballotStore(size_t I);
  /// `__popc(ballot)`: a 32-bit bit operation of a ballot.
  void ballotBitOp(size_t I);
  /// `1u << lane`.
  void laneBit(size_t I);

  // --- Scheduling.cpp ---
  /// __syncwarp, __activemask.
  void independentScheduling(size_t I);

  // --- InlinePtx.cpp ---
  void inlineAsm(size_t I);

  // --- Textures.cpp ---
  /// `texture<...>`, `surface<...>` at \p I.
  void textureReference(size_t I);
  /// A texture or surface call at \p I.
  void textureCall(size_t I);

  // --- Versions.cpp ---
  /// Tracks the conditional directive at \p I (ending at \p End): whether
  /// one open around the text tests a HIP macro (\p HipCond, innermost last).
  void conditional(size_t I, size_t End, std::vector<bool> &HipCond);
  /// A CUDA version macro used in code, outside a HIP-aware conditional.
  void versionInCode(size_t I, const std::vector<bool> &HipCond);

  // --- Platform.cpp ---
  void launchBounds(size_t I);
  /// `#include <mma.h>` ([I, End] is the directive).
  void wmmaInclude(size_t I, size_t End);
  /// `wmma::mma_sync`.
  void wmmaCall(size_t I);
  /// cudaMallocManaged and friends, `__managed__`.
  void managedMemory(size_t I);

  const std::string &File;
  StringRef Buf;
  Sink &Out;
  llvm::StringSet<> BallotNames; ///< variables a ballot was stored in
};

} // namespace cuda2hip::hazards

#endif
