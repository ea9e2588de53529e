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
  auto ChangedError = [&] {
    return createStringError(std::errc::operation_canceled,
                             "'%s' changed since it was read; not replaced "
                             "(run again to translate the new contents)",
                             Path.str().c_str());
  };
  if (O.ExpectedOld && (!Exists || (*Old)->getBuffer() != *O.ExpectedOld))
    return ChangedError();
  if (Exists && O.OnlyIfChanged && (*Old)->getBuffer() == Content)
    return false;
  if (Exists && O.RefuseReadOnly) {
    // Root may write anywhere; a file without write permission still says
    // "do not change me".
    sys::fs::file_status St;
    if (!sys::fs::status(Path, St) &&
        (St.permissions() & (sys::fs::owner_write | sys::fs::group_write |
                             sys::fs::others_write)) == 0)
      return createStringError(std::errc::permission_denied,
                               "'%s' is read-only; not replaced (make it "
                               "writable, or use --out-dir)",
                               Path.str().c_str());
  }
  SmallString<256> Dir(Path);
  sys::path::remove_filename(Dir);
  if (Dir.empty())
    Dir = ".";
  if (std::error_code EC = sys::fs::create_directories(Dir))
    return createStringError(EC, "cannot create folder '%s': %s", Dir.c_str(),
                             EC.message().c_str());
  // A backup made here is removed again when the file is not replaced: it
  // would hold a text the next run's backup must not be confused with.
  std::string MadeBackup;
  if (Exists && !O.BackupSuffix.empty()) {
    std::string Backup = (Path + O.BackupSuffix).str();
    // Never overwrite an earlier backup: it holds the true original.
    if (!sys::fs::exists(Backup)) {
      if (Error E = writeFileAtomic(Backup, (*Old)->getBuffer(), {}).takeError())
        return std::move(E);
      MadeBackup = Backup;
    }
  }
  auto Undo = [&] {
    if (!MadeBackup.empty())
      sys::fs::remove(MadeBackup);
  };
  SmallString<256> Model(Dir);
  sys::path::append(Model, "." + sys::path::filename(Path) + ".cuda2hip-%%%%%%");
  int FD;
  SmallString<256> Tmp;
  if (std::error_code EC = sys::fs::createUniqueFile(Model, FD, Tmp)) {
    Undo();
    return createStringError(EC, "cannot write in '%s': %s", Dir.c_str(),
                             EC.message().c_str());
  }
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
      Undo();
      return createStringError(EC, "cannot write '%s': %s (nothing replaced)",
                               Path.str().c_str(), EC.message().c_str());
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
  // Again right before the rename: the file may have been edited while the
  // new text was written (the window left is the rename itself).
  if (O.ExpectedOld) {
    auto Now = MemoryBuffer::getFile(Path, /*IsText=*/false);
    if (!Now || (*Now)->getBuffer() != *O.ExpectedOld) {
      sys::fs::remove(Tmp);
      Undo();
      return ChangedError();
    }
  }
  if (std::error_code EC = sys::fs::rename(Tmp, Path)) {
    sys::fs::remove(Tmp);
    Undo();
    return createStringError(EC, "cannot replace '%s': %s",
                             Path.str().c_str(), EC.message().c_str());
  }
  return true;
}

} // namespace cuda2hip
