//===- OutDir.cpp - an output folder convert may write into (OutDir.h) ----===//
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

} // namespace cuda2hip::tree
