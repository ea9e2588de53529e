//===- Inputs.cpp - an input's path and text, as the commands read it -----===//
//
// The translator (Find/Finder.cpp) and the hazard rules (Hazards.cpp) read
// a unit the same way: given text or the file, under its absolute path.
//
//===----------------------------------------------------------------------===//
#include "cuda2hip/Basic.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

using namespace llvm;

namespace cuda2hip {

InputText readInput(StringRef PathIn, std::optional<StringRef> Contents) {
  SmallString<256> Abs(PathIn);
  sys::fs::make_absolute(Abs);
  sys::path::remove_dots(Abs, true);
  InputText In;
  In.Path = std::string(Abs);
  if (Contents) {
    In.Text = Contents->str();
    return In;
  }
  Expected<std::string> Buf = readRegularFile(In.Path);
  if (!Buf)
    In.Error = "cannot read '" + In.Path + "': " + toString(Buf.takeError());
  else
    In.Text = std::move(*Buf);
  return In;
}

} // namespace cuda2hip
