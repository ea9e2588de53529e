//===- Glob.cpp - globs over relative paths -------------------------------===//
#include "cuda2hip/Basic.h"

using namespace llvm;

namespace cuda2hip {

namespace {

/// Matches a [...] class at the front of \p G against \p C; advances \p G
/// past it. Returns std::nullopt when \p G has no closing ']'.
std::optional<bool> matchClass(StringRef &G, char C) {
  size_t Close = G.find(']', 2); // "[]x]" puts ']' in the class
  if (Close == StringRef::npos)
    return std::nullopt;
  StringRef Body = G.slice(1, Close);
  G = G.drop_front(Close + 1);
  bool Negate = !Body.empty() && (Body[0] == '!' || Body[0] == '^');
  if (Negate)
    Body = Body.drop_front();
  bool Hit = false;
  for (size_t I = 0; I < Body.size(); ++I) {
    if (I + 2 < Body.size() && Body[I + 1] == '-') {
      Hit |= Body[I] <= C && C <= Body[I + 2];
      I += 2;
    } else {
      Hit |= Body[I] == C;
    }
  }
  return Hit != Negate && C != '/';
}

bool matchHere(StringRef G, StringRef S) {
  while (!G.empty()) {
    if (G.starts_with("**")) {
      G = G.drop_front(2);
      if (G.starts_with("/") && matchHere(G.drop_front(), S))
        return true; // "**/" matched no folder
      for (size_t I = 0; I <= S.size(); ++I)
        if (matchHere(G, S.drop_front(I)))
          return true;
      return false;
    }
    if (G.front() == '*') {
      G = G.drop_front();
      for (size_t I = 0; I <= S.size(); ++I) {
        if (matchHere(G, S.drop_front(I)))
          return true;
        if (I < S.size() && S[I] == '/')
          break;
      }
      return false;
    }
    if (S.empty())
      return false;
    if (G.front() == '?') {
      if (S.front() == '/')
        return false;
      G = G.drop_front();
    } else if (G.front() == '[') {
      std::optional<bool> Hit = matchClass(G, S.front());
      if (!Hit) { // no closing bracket: a literal '['
        if (S.front() != '[')
          return false;
        G = G.drop_front();
      } else if (!*Hit) {
        return false;
      }
    } else {
      if (G.front() == '\\' && G.size() > 1)
        G = G.drop_front();
      if (G.front() != S.front())
        return false;
      G = G.drop_front();
    }
    S = S.drop_front();
  }
  return S.empty();
}

} // namespace

bool globMatch(StringRef Glob, StringRef RelPath) {
  if (!Glob.contains('/')) {
    StringRef Name = RelPath.rsplit('/').second;
    return matchHere(Glob, Name.empty() && !RelPath.contains('/') ? RelPath : Name);
  }
  Glob.consume_front("./");
  return matchHere(Glob, RelPath);
}

} // namespace cuda2hip
