//===- OutDir.cpp - what convert writes besides translations (OutDir.h) ---===//
#include "OutDir.h"
#include "cuda2hip/Emit.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

using namespace llvm;

namespace cuda2hip::tree {

/// --out-dir inside an input folder: only a new or empty folder, or one an
/// earlier run stamped (Basic.h: OutputStamp). Files the user keeps there
/// would be left out of the run and overwritten by the mirror.
bool checkOutDir(const ConvertOptions &O, raw_ostream &Err) {
  std::string Out = absolute(O.OutDir);
  SmallString<256> RealOut;
  if (sys::fs::real_path(Out, RealOut))
    RealOut = Out; // not there yet
  bool Inside = false;
  for (const std::string &In : O.Inputs) {
    SmallString<256> R;
    if (!sys::fs::is_directory(In) || sys::fs::real_path(In, R))
      continue;
    StringRef RO = RealOut;
    Inside |= RO.starts_with(R) && RO.size() > R.size() && RO[R.size()] == '/';
  }
  if (!Inside)
    return true;
  SmallString<256> StampPath(Out);
  sys::path::append(StampPath, OutputStamp);
  std::string Stamp(StampPath);
  if (sys::fs::exists(Stamp))
    return true;
  if (sys::fs::is_directory(Out)) {
    WalkResult W = walkTree({Out}, WalkOptions());
    if (!W.Files.empty()) {
      Err << "cuda2hip: error: --out-dir '" << displayPath(Out)
          << "' lies inside the input and already holds files cuda2hip did not "
             "write (such as '"
          << displayPath(W.Files.front().Path)
          << "'): they would be left out of the run and could be overwritten; "
             "choose an output folder outside the input, or an empty one\n";
      return false;
    }
  }
  if (O.Diff)
    return true;
  if (Error E = writeFileAtomic(Stamp, "This folder was written by `cuda2hip convert "
                                       "--out-dir`; cuda2hip's walker does not enter "
                                       "it.\n")
                    .takeError()) {
    Err << displayPath(Stamp) << ": error: " << toString(std::move(E)) << "\n";
    return false;
  }
  return true;
}

std::string relativeLinkText(StringRef From, StringRef Target) {
  SmallVector<StringRef, 16> FC, TC;
  From.split(FC, '/');
  Target.split(TC, '/');
  size_t K = 0;
  while (K < FC.size() && K < TC.size() && FC[K] == TC[K])
    ++K;
  SmallString<256> LinkText;
  for (size_t I = K; I < FC.size(); ++I)
    sys::path::append(LinkText, "..");
  for (size_t I = K; I < TC.size(); ++I)
    sys::path::append(LinkText, TC[I]);
  return std::string(LinkText);
}

std::string depfileText(const std::set<std::string> &Targets,
                        const std::set<std::string> &Deps) {
  auto Esc = [](StringRef P) {
    std::string E;
    for (char Ch : P) {
      if (Ch == ' ' || Ch == '#')
        E += '\\';
      if (Ch == '$')
        E += '$';
      E += Ch;
    }
    return E;
  };
  std::string Text;
  for (const std::string &T : Targets)
    Text += (Text.empty() ? "" : " ") + Esc(T);
  Text += ":";
  for (const std::string &Dp : Deps)
    Text += " \\\n  " + Esc(Dp);
  return Text + "\n";
}

} // namespace cuda2hip::tree
