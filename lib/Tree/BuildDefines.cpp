//===- BuildDefines.cpp - the -D flags a tree's build files pass ----------===//
//
// Without compile commands, a unit is parsed with no flags of its own. The
// macros its Makefile or CMakeLists.txt defines for every file
// (`CFLAGS := -DPRECISION=double`, `add_definitions(-DUSE_X)`,
// `add_compile_definitions(N=4)`) are read from the build file of the
// unit's folder, or the nearest folder above it inside the tree, so that
// code written for them parses. A textual read: the first value of each name
// wins; values that expand make or CMake variables are left out.
//
//===----------------------------------------------------------------------===//
#include "cuda2hip/Tree.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include <set>

using namespace llvm;

namespace cuda2hip::tree {

namespace {

bool isMacroStart(char C) { return isAlpha(C) || C == '_'; }

/// Adds NAME[=VALUE] to \p Out unless NAME is there or VALUE expands a
/// variable.
void addDefine(StringRef Def, std::vector<std::string> &Out, std::set<std::string> &Names) {
  Def = Def.trim().trim("\"'");
  if (Def.empty() || !isMacroStart(Def[0]) || Def.contains('$') || Def.contains('@'))
    return;
  StringRef Name = Def.take_until([](char C) { return C == '='; });
  if (!all_of(Name, [](char C) { return isAlnum(C) || C == '_'; }))
    return;
  if (Names.insert(Name.str()).second)
    Out.push_back("-D" + Def.str());
}

/// `-DNAME[=VALUE]` tokens of \p Line.
void dashDefines(StringRef Line, std::vector<std::string> &Out, std::set<std::string> &Names) {
  SmallVector<StringRef, 16> Words;
  Line.split(Words, ' ', -1, false);
  for (size_t I = 0; I < Words.size(); ++I) {
    StringRef W = Words[I].trim(" \t\r\\()");
    if (W == "-D" && I + 1 < Words.size())
      addDefine(Words[++I].trim(" \t\r\\()"), Out, Names);
    else if (W.consume_front("-D"))
      addDefine(W, Out, Names);
  }
}

} // namespace

std::vector<std::string> definesFromMakefile(StringRef Text) {
  std::vector<std::string> Out;
  std::set<std::string> Names;
  SmallVector<StringRef, 0> Lines;
  Text.split(Lines, '\n');
  for (StringRef L : Lines) {
    L = L.take_until([](char C) { return C == '#'; });
    // Variable assignments (CFLAGS := ..., NVCCFLAGS += ...) and recipes.
    if (L.contains("-D"))
      dashDefines(L, Out, Names);
  }
  return Out;
}

std::vector<std::string> definesFromCMake(StringRef Text) {
  std::vector<std::string> Out;
  std::set<std::string> Names;
  std::string Lower = Text.lower();
  for (StringRef Cmd : {"add_definitions(", "add_compile_definitions(",
                        "target_compile_definitions("}) {
    for (size_t P = Lower.find(Cmd); P != std::string::npos; P = Lower.find(Cmd, P + 1)) {
      size_t B = P + Cmd.size(), E = Text.find(')', B);
      if (E == StringRef::npos)
        break;
      StringRef Args = Text.slice(B, E);
      SmallVector<StringRef, 8> Words;
      Args.split(Words, ' ', -1, false);
      bool Target = Cmd.starts_with("target_");
      for (size_t I = Target ? 1 : 0; I < Words.size(); ++I) {
        StringRef W = Words[I].trim(" \t\r\n\"");
        if (W == "PRIVATE" || W == "PUBLIC" || W == "INTERFACE" || W.empty())
          continue;
        W.consume_front("-D");
        addDefine(W, Out, Names);
      }
    }
  }
  return Out;
}

std::vector<std::string> buildFileDefines(StringRef Dir, StringRef Base, std::string *From) {
  SmallString<256> D(Dir);
  while (true) {
    for (const char *Name : {"Makefile", "makefile", "GNUmakefile", "CMakeLists.txt"}) {
      SmallString<256> P(D);
      sys::path::append(P, Name);
      Expected<std::string> Text = readRegularFile(std::string(P));
      if (!Text) {
        consumeError(Text.takeError());
        continue;
      }
      std::vector<std::string> Defs = StringRef(Name) == "CMakeLists.txt"
                                          ? definesFromCMake(*Text)
                                          : definesFromMakefile(*Text);
      if (Defs.empty())
        continue;
      if (From)
        *From = std::string(P);
      return Defs;
    }
    if (StringRef(D) == Base || !StringRef(D).starts_with(Base) || !sys::path::has_parent_path(D))
      return {};
    D = sys::path::parent_path(D);
  }
}

} // namespace cuda2hip::tree
