//===- Write.cpp - atomic writes with backups -----------------------------===//
#include "cuda2hip/Emit.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include <cerrno>
#include <chrono>
#include <cstdlib>
#include <thread>
#include <unistd.h>

using namespace llvm;

namespace cuda2hip {

Expected<bool> writeFileAtomic(StringRef Path, StringRef Content,
                               const WriteOptions &O) {
  auto Old = MemoryBuffer::getFile(Path, /*IsText=*/false);
  bool Exists = bool(Old);
  if (O.ExpectedOld && (!Exists || (*Old)->getBuffer() != *O.ExpectedOld))
    return createStringError(std::errc::operation_canceled,
                             "'%s' changed since it was read; not replaced "
                             "(run again to translate the new contents)",
                             Path.str().c_str());
  if (Exists && O.OnlyIfChanged && (*Old)->getBuffer() == Content)
    return false;
  SmallString<256> Dir(Path);
  sys::path::remove_filename(Dir);
  if (Dir.empty())
    Dir = ".";
  if (std::error_code EC = sys::fs::create_directories(Dir))
    return createStringError(EC, "cannot create folder '%s': %s", Dir.c_str(),
                             EC.message().c_str());
  if (Exists && !O.BackupSuffix.empty()) {
    std::string Backup = (Path + O.BackupSuffix).str();
    // Never overwrite an earlier backup: it holds the true original.
    if (!sys::fs::exists(Backup))
      if (Error E = writeFileAtomic(Backup, (*Old)->getBuffer(), {}).takeError())
        return std::move(E);
  }
  SmallString<256> Model(Dir);
  sys::path::append(Model, "." + sys::path::filename(Path) + ".cuda2hip-%%%%%%");
  int FD;
  SmallString<256> Tmp;
  if (std::error_code EC = sys::fs::createUniqueFile(Model, FD, Tmp))
    return createStringError(EC, "cannot write in '%s': %s", Dir.c_str(),
                             EC.message().c_str());
  {
    raw_fd_ostream OS(FD, /*shouldClose=*/true);
    OS << Content;
    OS.flush();
    // On disk before the rename: after a crash the file is old or new.
    std::error_code SyncEC;
    if (!OS.has_error() && ::fsync(FD) != 0)
      SyncEC = std::error_code(errno, std::generic_category());
    if (OS.has_error() || SyncEC) {
      std::error_code EC = OS.has_error() ? OS.error() : SyncEC;
      OS.clear_error();
      sys::fs::remove(Tmp);
      return createStringError(EC, "cannot write '%s': %s", Tmp.c_str(),
                               EC.message().c_str());
    }
  }
  // Keep the permissions of the file being replaced.
  if (Exists) {
    if (auto Perms = sys::fs::getPermissions(Path))
      sys::fs::setPermissions(Tmp, *Perms);
  }
  // Test hook (tests/robustness/kill_resume.sh): slow each write down so a
  // SIGKILL lands in the middle of a run's writes.
  if (const char *D = std::getenv("CUDA2HIP_TEST_WRITE_DELAY_MS"))
    std::this_thread::sleep_for(std::chrono::milliseconds(std::atoi(D)));
  if (std::error_code EC = sys::fs::rename(Tmp, Path)) {
    sys::fs::remove(Tmp);
    return createStringError(EC, "cannot replace '%s': %s",
                             Path.str().c_str(), EC.message().c_str());
  }
  return true;
}

} // namespace cuda2hip
