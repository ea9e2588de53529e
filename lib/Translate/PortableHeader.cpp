//===- PortableHeader.cpp - --portable: where the compatibility header goes ===//
//
// The plan stage (lib/Plan/Portable.cpp) says what the header must hold;
// this places it (--portable-header, else gpu_portability.h next to the
// output), tells each input the path to include, and writes it once every
// input is translated, merged with what an earlier run put there.
//
//===----------------------------------------------------------------------===//
#include "PortableHeader.h"
#include "cuda2hip/Emit.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

using namespace llvm;

namespace cuda2hip {

std::string portableHeaderPath(const FilesOptions &O) {
  if (!O.Translate.Plan.Portable.Enabled)
    return "";
  if (!O.PortableHeader.empty())
    return absolute(O.PortableHeader);
  SmallString<256> Dir;
  if (!O.Output.empty()) {
    Dir = sys::path::parent_path(absolute(O.Output));
  } else if (!O.OutDir.empty()) {
    Dir = absolute(O.OutDir);
  } else if (O.InPlace && !O.Inputs.empty()) {
    // The deepest folder holding every input.
    std::string Common = sys::path::parent_path(absolute(O.Inputs.front())).str();
    for (const std::string &In : O.Inputs) {
      std::string D = sys::path::parent_path(absolute(In)).str();
      while (!StringRef(D + "/").starts_with(StringRef(Common + "/")) &&
             Common.size() > 1)
        Common = sys::path::parent_path(Common).str();
    }
    Dir = Common;
  } else {
    sys::fs::current_path(Dir);
  }
  sys::path::append(Dir, "gpu_portability.h");
  return std::string(Dir);
}

void preparePortable(StringRef Header, TranslateOptions &O, StringRef In,
                     StringRef Out) {
  if (Header.empty())
    return;
  // The header seen from the input's folder as it is from the output's.
  std::string Rel = pathFrom(Header, sys::path::parent_path(absolute(Out)));
  SmallString<256> P(sys::path::parent_path(absolute(In)));
  sys::path::append(P, Rel);
  O.Plan.Portable.HeaderPath = absolute(P);
}

int writePortableHeader(StringRef Header, const PortableNeeds &Needs,
                        raw_ostream &Err) {
  if (Header.empty())
    return ExitClean;
  PortableNeeds All;
  if (auto Old = MemoryBuffer::getFile(Header, /*IsText=*/true))
    All = parsePortableHeader((*Old)->getBuffer());
  All.merge(Needs);
  std::string Text = renderPortableHeader(All, portableGuardName(Header));
  if (!sys::fs::exists(sys::path::parent_path(Header)))
    sys::fs::create_directories(sys::path::parent_path(Header));
  if (Error E = writeFileAtomic(Header, Text).takeError()) {
    Err << "cuda2hip: error: --portable header " << Header << ": "
        << toString(std::move(E)) << "\n";
    return ExitIo;
  }
  return ExitClean;
}

} // namespace cuda2hip
