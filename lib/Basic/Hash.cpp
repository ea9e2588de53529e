//===- Hash.cpp - the pieces of cache keys (PCH, tree cache) --------------===//
#include "cuda2hip/Basic.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/SHA256.h"

using namespace llvm;

namespace cuda2hip {

std::string fileIdentity(StringRef Path) {
  sys::fs::file_status St;
  if (Path.empty() || sys::fs::status(Path, St))
    return "none";
  return Path.str() + ":" + std::to_string(St.getSize()) + ":" +
         std::to_string(St.getLastModificationTime().time_since_epoch().count());
}

void hashField(SHA256 &H, StringRef Name, StringRef Value) {
  std::string Head = Name.str() + ":" + std::to_string(Value.size()) + ":";
  H.update(Head);
  H.update(Value);
}

} // namespace cuda2hip
