//===- Reference.cpp - store and read reference outputs -------------------===//
//
// A reference is a folder DIR/NAME with `stdout`, `exit_code` (a decimal
// number and a newline) and, for declared output files, `files/<name>`.
//
//===----------------------------------------------------------------------===//
#include "cuda2hip/Verify.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

namespace cuda2hip::verify {

static Error writeFile(const Twine &Path, StringRef Content) {
  std::error_code EC;
  raw_fd_ostream OS(Path.str(), EC, sys::fs::OF_None);
  if (EC)
    return createStringError(EC, "cannot write '%s': %s", Path.str().c_str(),
                             EC.message().c_str());
  OS << Content;
  return Error::success();
}

Error writeReference(StringRef Dir, StringRef Name, const RunOutput &R) {
  SmallString<256> Base(Dir);
  sys::path::append(Base, Name);
  if (std::error_code EC = sys::fs::create_directories(Base))
    return createStringError(EC, "cannot create '%s'", Base.c_str());
  if (Error E = writeFile(Base + "/stdout", R.Stdout))
    return E;
  if (Error E = writeFile(Base + "/exit_code", std::to_string(R.ExitCode) + "\n"))
    return E;
  if (!R.Files.empty()) {
    SmallString<256> Files(Base);
    sys::path::append(Files, "files");
    if (std::error_code EC = sys::fs::create_directories(Files))
      return createStringError(EC, "cannot create '%s'", Files.c_str());
    for (const auto &[File, Content] : R.Files)
      if (Error E = writeFile(Files + "/" + sys::path::filename(File), Content))
        return E;
  }
  return Error::success();
}

Expected<RunOutput> readReference(StringRef Dir, StringRef Name) {
  SmallString<256> Base(Dir);
  sys::path::append(Base, Name);
  RunOutput R;
  auto Out = MemoryBuffer::getFile(Base + "/stdout", /*IsText=*/false);
  if (!Out)
    return createStringError(Out.getError(), "no reference '%s/stdout'", Base.c_str());
  R.Stdout = (*Out)->getBuffer().str();
  auto Code = MemoryBuffer::getFile(Base + "/exit_code");
  if (!Code)
    return createStringError(Code.getError(), "no reference '%s/exit_code'",
                             Base.c_str());
  if ((*Code)->getBuffer().trim().getAsInteger(10, R.ExitCode))
    return createStringError(std::errc::invalid_argument,
                             "'%s/exit_code' holds no number", Base.c_str());
  std::error_code EC;
  for (sys::fs::directory_iterator I(Base + "/files", EC), E; I != E && !EC;
       I.increment(EC)) {
    auto F = MemoryBuffer::getFile(I->path(), /*IsText=*/false);
    if (!F)
      return createStringError(F.getError(), "cannot read '%s'", I->path().c_str());
    R.Files[sys::path::filename(I->path()).str()] = (*F)->getBuffer().str();
  }
  return R;
}

} // namespace cuda2hip::verify
