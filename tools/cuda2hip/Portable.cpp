//===- Portable.cpp - --portable: where the compatibility header goes -----===//
//
// The plan stage (lib/Plan/Portable.cpp) says what the header must hold;
// this places it (--portable-header, else gpu_portability.h next to the
// output), tells each input the path to include, and writes it once every
// input is translated, merged with what an earlier run put there.
//
//===----------------------------------------------------------------------===//
#include "Commands.h"
#include "cuda2hip/Emit.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

namespace cuda2hip::cli {
PortableRun::PortableRun(const PortableCli &P, StringRef Output,
                         StringRef OutDir, bool InPlace,
                         ArrayRef<std::string> Inputs) {
  if (!P.enabled())
    return;
  if (!P.Header.empty()) {
    Header = absolute(P.Header);
    return;
  }
  SmallString<256> Dir;
  if (!Output.empty()) {
    Dir = sys::path::parent_path(absolute(Output));
  } else if (!OutDir.empty()) {
    Dir = absolute(OutDir);
  } else if (InPlace && !Inputs.empty()) {
    // The deepest folder holding every input.
    std::string Common = sys::path::parent_path(absolute(Inputs.front())).str();
    for (const std::string &In : Inputs) {
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
  Header = std::string(Dir);
}

void PortableRun::prepare(TranslateOptions &O, StringRef In, StringRef Out) const {
  if (!enabled())
    return;
  // The header seen from the input's folder as it is from the output's.
  std::string Rel = pathFrom(Header, sys::path::parent_path(absolute(Out)));
  SmallString<256> P(sys::path::parent_path(absolute(In)));
  sys::path::append(P, Rel);
  O.Plan.Portable.HeaderPath = absolute(P);
}

int PortableRun::finish(const PortableNeeds &Needs) const {
  if (!enabled())
    return ExitClean;
  PortableNeeds All;
  if (auto Old = MemoryBuffer::getFile(Header, /*IsText=*/true))
    All = parsePortableHeader((*Old)->getBuffer());
  All.merge(Needs);
  std::string Text = renderPortableHeader(All, portableGuardName(Header));
  if (!sys::fs::exists(sys::path::parent_path(Header)))
    sys::fs::create_directories(sys::path::parent_path(Header));
  if (Error E = writeFileAtomic(Header, Text).takeError()) {
    errs() << "cuda2hip: error: --portable header " << Header << ": "
           << toString(std::move(E)) << "\n";
    return ExitIo;
  }
  return ExitClean;
}

} // namespace cuda2hip::cli
