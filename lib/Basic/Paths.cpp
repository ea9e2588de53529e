//===- Paths.cpp - absolute and relative paths ----------------------------===//
#include "cuda2hip/Basic.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

using namespace llvm;

namespace cuda2hip {

std::string absolute(StringRef P, StringRef Dir) {
  SmallString<256> S;
  if (Dir.empty() || sys::path::is_absolute(P)) {
    S = P;
  } else {
    S = Dir;
    sys::path::append(S, P);
  }
  sys::fs::make_absolute(S);
  sys::path::remove_dots(S, /*remove_dot_dot=*/true);
  while (S.size() > 1 && S.back() == '/')
    S.pop_back();
  return std::string(S);
}

std::string relativePath(StringRef Path, StringRef Root) {
  if (Root.empty() || !sys::path::is_absolute(Path))
    return Path.str();
  StringRef R = Root;
  while (R.size() > 1 && R.ends_with("/"))
    R = R.drop_back();
  if (Path == R)
    return ".";
  if (Path.starts_with(R) && Path.size() > R.size() &&
      (Path[R.size()] == '/' || R == "/"))
    return Path.drop_front(R == "/" ? 1 : R.size() + 1).str();
  return Path.str();
}

std::string pathFrom(StringRef To, StringRef From) {
  SmallVector<StringRef, 16> T, F;
  for (auto I = sys::path::begin(To), E = sys::path::end(To); I != E; ++I)
    T.push_back(*I);
  for (auto I = sys::path::begin(From), E = sys::path::end(From); I != E; ++I)
    F.push_back(*I);
  size_t Common = 0;
  while (Common < T.size() && Common < F.size() && T[Common] == F[Common])
    ++Common;
  SmallString<256> R;
  for (size_t I = Common; I < F.size(); ++I)
    sys::path::append(R, sys::path::Style::posix, "..");
  for (size_t I = Common; I < T.size(); ++I)
    sys::path::append(R, sys::path::Style::posix, T[I]);
  return std::string(R);
}

} // namespace cuda2hip
