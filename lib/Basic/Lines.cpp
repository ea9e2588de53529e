//===- Lines.cpp - line and column of an offset ---------------------------===//
#include "cuda2hip/Basic.h"
#include <algorithm>

using namespace llvm;

namespace cuda2hip {

std::pair<unsigned, unsigned> lineColumn(StringRef Buffer, unsigned Offset) {
  Offset = std::min<size_t>(Offset, Buffer.size());
  StringRef Before = Buffer.take_front(Offset);
  unsigned Line = 1 + Before.count('\n');
  size_t NL = Before.rfind('\n');
  unsigned Col = NL == StringRef::npos ? Offset + 1 : Offset - NL;
  return {Line, Col};
}

LineIndex::LineIndex(StringRef Buffer) : Buf(Buffer) {
  Starts.push_back(0);
  for (size_t I = Buf.find('\n'); I != StringRef::npos; I = Buf.find('\n', I + 1))
    Starts.push_back(unsigned(I + 1));
}

std::pair<unsigned, unsigned> LineIndex::lineColumn(unsigned Offset) const {
  Offset = std::min<size_t>(Offset, Buf.size());
  size_t Idx = std::upper_bound(Starts.begin(), Starts.end(), Offset) - Starts.begin() - 1;
  return {unsigned(Idx + 1), Offset - Starts[Idx] + 1};
}

} // namespace cuda2hip
