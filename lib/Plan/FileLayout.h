//===- FileLayout.h - where things are in a file: #if branches, lines -*- C++ -*-===//
// Private to lib/Plan: shared by Includes.cpp and Helpers.cpp.
#ifndef CUDA2HIP_LIB_PLAN_FILELAYOUT_H
#define CUDA2HIP_LIB_PLAN_FILELAYOUT_H

#include "llvm/ADT/StringRef.h"
#include <algorithm>
#include <cctype>
#include <string>
#include <utility>
#include <vector>

namespace cuda2hip {
namespace layout {

using llvm::StringRef;

/// The #if branch each offset of a file lies on, as a path "/3/7" of branch
/// ids ("" = not inside any conditional).
class BranchMap {
public:
  explicit BranchMap(StringRef Buf) {
    std::vector<unsigned> Stack;
    unsigned Next = 0;
    size_t Pos = 0;
    while (Pos < Buf.size()) {
      size_t EOL = Buf.find_first_of("\r\n", Pos); // a lone CR ends a line too
      if (EOL == StringRef::npos)
        EOL = Buf.size();
      StringRef Line = Buf.slice(Pos, EOL).ltrim();
      if (Line.consume_front("#")) {
        StringRef Word = Line.ltrim().take_while(
            [](char C) { return isalpha(static_cast<unsigned char>(C)); });
        bool Changed = true;
        if (Word == "if" || Word == "ifdef" || Word == "ifndef")
          Stack.push_back(++Next);
        else if ((Word == "elif" || Word == "else" || Word == "elifdef" ||
                  Word == "elifndef") && !Stack.empty())
          Stack.back() = ++Next;
        else if (Word == "endif" && !Stack.empty())
          Stack.pop_back();
        else
          Changed = false;
        if (Changed) {
          std::string P;
          for (unsigned Id : Stack)
            P += "/" + std::to_string(Id);
          Events.push_back({unsigned(Pos), P});
        }
      }
      Pos = EOL + 1;
    }
  }
  std::string at(unsigned Off) const {
    auto It = std::upper_bound(
        Events.begin(), Events.end(), Off,
        [](unsigned O, const std::pair<unsigned, std::string> &E) {
          return O < E.first;
        });
    return It == Events.begin() ? "" : std::prev(It)->second;
  }

private:
  std::vector<std::pair<unsigned, std::string>> Events;
};

/// Start of the first line that is neither blank nor comment.
inline unsigned firstCodeLine(StringRef Buf) {
  size_t P = 0;
  while (P < Buf.size()) {
    if (isspace(static_cast<unsigned char>(Buf[P]))) {
      ++P;
    } else if (Buf.substr(P).starts_with("//")) {
      P = Buf.find_first_of("\r\n", P);
      if (P == StringRef::npos)
        return Buf.size();
    } else if (Buf.substr(P).starts_with("/*")) {
      P = Buf.find("*/", P + 2);
      if (P == StringRef::npos)
        return Buf.size();
      P += 2;
    } else {
      break;
    }
  }
  // StringRef::rfind(C, From) looks at indices below From.
  size_t LineStart = Buf.find_last_of("\r\n", P);
  return LineStart == StringRef::npos ? 0 : unsigned(LineStart + 1);
}

inline unsigned lineStart(StringRef Buf, unsigned Off) {
  size_t NL = Buf.find_last_of("\r\n", Off);
  return NL == StringRef::npos ? 0 : unsigned(NL + 1);
}

/// The line ending the file uses: CRLF, a lone CR (old Mac files) or LF.
/// Inserted lines get the same, so a file never ends up with mixed endings.
inline StringRef lineEnding(StringRef Buf) {
  size_t CR = Buf.find('\r');
  if (CR == StringRef::npos)
    return "\n";
  if (CR + 1 < Buf.size() && Buf[CR + 1] == '\n')
    return "\r\n";
  return Buf.contains('\n') ? "\n" : "\r";
}


} // namespace layout
} // namespace cuda2hip

#endif
