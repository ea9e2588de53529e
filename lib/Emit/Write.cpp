//===- Write.cpp - atomic writes with backups -----------------------------===//
#include "cuda2hip/Basic.h"
#include "cuda2hip/Emit.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include <cerrno>
#include <cstring>
#include <unistd.h>

using namespace llvm;

namespace cuda2hip {

namespace {

/// Creates \p Backup holding \p Text, never replacing an existing file
/// (link() fails when the name is taken, also when another run races us).
/// Returns false when \p Backup exists already.
Expected<bool> createBackup(StringRef Backup, StringRef Text) {
  SmallString<256> Dir(Backup);
  sys::path::remove_filename(Dir);
  if (Dir.empty())
    Dir = ".";
  SmallString<256> Model(Dir);
  sys::path::append(Model, "." + sys::path::filename(Backup) + ".cuda2hip-%%%%%%");
  int FD;
  SmallString<256> Tmp;
  if (std::error_code EC = createTemp(Model, FD, Tmp))
    return createStringError(EC, "cannot write the backup '%s': %s",
                             Backup.str().c_str(), EC.message().c_str());
  auto Drop = [&] {
    sys::fs::remove(Tmp);
    unregisterTemp(Tmp);
  };
  {
    raw_fd_ostream OS(FD, /*shouldClose=*/true);
    OS << Text;
    OS.flush();
    std::error_code EC;
    if (!OS.has_error() && ::fsync(FD) != 0)
      EC = std::error_code(errno, std::generic_category());
    if (OS.has_error() || EC) {
      if (OS.has_error())
        EC = OS.error();
      OS.clear_error();
      Drop();
      return createStringError(EC, "cannot write the backup '%s': %s (nothing replaced)",
                               Backup.str().c_str(), EC.message().c_str());
    }
  }
  std::string T(Tmp), B = Backup.str();
  if (::link(T.c_str(), B.c_str()) != 0) {
    int E = errno;
    Drop();
    if (E == EEXIST)
      return false;
    return createStringError(std::error_code(E, std::generic_category()),
                             "cannot write the backup '%s': %s (nothing replaced)",
                             B.c_str(), std::strerror(E));
  }
  Drop();
  return true;
}

} // namespace

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
  if (Exists && O.ExpectedOld) {
    // In place, a link stays a link: replacing it would turn it into a
    // copy and leave its target untranslated.
    sys::fs::file_status LSt;
    if (!sys::fs::status(Path, LSt, /*follow=*/false) &&
        LSt.type() == sys::fs::file_type::symlink_file)
      return createStringError(std::errc::operation_not_permitted,
                               "'%s' is a symbolic link; not replaced (convert "
                               "the file it points to)",
                               Path.str().c_str());
  }
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
  // Backups are only ever created, never replaced; one made here is removed
  // again (the file not being replaced) only while the file still holds the
  // same text, i.e. while the backup is not the only copy of the original.
  std::string MadeBackup;
  if (Exists && !O.BackupSuffix.empty()) {
    std::string Backup = (Path + O.BackupSuffix).str();
    Expected<bool> Made = createBackup(Backup, (*Old)->getBuffer());
    if (!Made)
      return Made.takeError();
    if (*Made) {
      MadeBackup = Backup;
    } else {
      // An earlier backup holds the true original. If it holds another text
      // (a stale backup), this original gets a numbered backup of its own.
      auto Earlier = MemoryBuffer::getFile(Backup, /*IsText=*/false);
      if (!Earlier || (*Earlier)->getBuffer() != (*Old)->getBuffer()) {
        for (unsigned N = 1; N < 1000 && MadeBackup.empty(); ++N) {
          std::string Numbered = (Path + "." + Twine(N) + O.BackupSuffix).str();
          if (auto Same = MemoryBuffer::getFile(Numbered, /*IsText=*/false))
            if ((*Same)->getBuffer() == (*Old)->getBuffer())
              break; // this text is backed up already
          Expected<bool> M = createBackup(Numbered, (*Old)->getBuffer());
          if (!M)
            return M.takeError();
          if (*M) {
            MadeBackup = Numbered;
            errs() << "cuda2hip: note: '" << Backup << "' holds an older original; "
                   << "the text replaced now is kept in '" << Numbered << "'\n";
          }
        }
      }
    }
  }
  auto Undo = [&] {
    if (MadeBackup.empty())
      return;
    auto Now = MemoryBuffer::getFile(Path, /*IsText=*/false);
    if (Now && (*Now)->getBuffer() == (*Old)->getBuffer())
      sys::fs::remove(MadeBackup);
  };
  SmallString<256> Model(Dir);
  sys::path::append(Model, "." + sys::path::filename(Path) + ".cuda2hip-%%%%%%");
  int FD;
  SmallString<256> Tmp;
  if (std::error_code EC = createTemp(Model, FD, Tmp)) {
    Undo();
    return createStringError(EC, "cannot write in '%s': %s", Dir.c_str(),
                             EC.message().c_str());
  }
  // Registered by createTemp: removed by the SIGINT/SIGTERM handler; a
  // SIGKILL leaves it for the next run's sweep (Basic.h).
  auto DropTmp = [&] {
    sys::fs::remove(Tmp);
    unregisterTemp(Tmp);
  };
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
      DropTmp();
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
  if (O.BeforeReplace)
    O.BeforeReplace(Tmp);
  // Again right before the rename: the file may have been edited while the
  // new text was written (the window left is the rename itself).
  if (O.ExpectedOld) {
    auto Now = MemoryBuffer::getFile(Path, /*IsText=*/false);
    if (!Now || (*Now)->getBuffer() != *O.ExpectedOld) {
      DropTmp();
      Undo();
      return ChangedError();
    }
  }
  if (std::error_code EC = sys::fs::rename(Tmp, Path)) {
    DropTmp();
    Undo();
    return createStringError(EC, "cannot replace '%s': %s",
                             Path.str().c_str(), EC.message().c_str());
  }
  unregisterTemp(Tmp);
  return true;
}

} // namespace cuda2hip
