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

/// The folder of \p Path ("." for a bare name).
SmallString<256> folderOf(StringRef Path) {
  SmallString<256> Dir(Path);
  sys::path::remove_filename(Dir);
  if (Dir.empty())
    Dir = ".";
  return Dir;
}

/// A new temporary file in \p Dir, named after \p Path.
std::error_code createTempBeside(StringRef Dir, StringRef Path, int &FD,
                                 SmallString<256> &Tmp) {
  SmallString<256> Model(Dir);
  sys::path::append(Model, "." + sys::path::filename(Path) + ".cuda2hip-%%%%%%");
  return createTemp(Model, FD, Tmp);
}

/// Writes \p Text to \p FD, on disk (fsync) before it returns; closes \p FD.
std::error_code writeAndSync(int FD, StringRef Text) {
  raw_fd_ostream OS(FD, /*shouldClose=*/true);
  OS << Text;
  OS.flush();
  std::error_code EC;
  if (!OS.has_error() && ::fsync(FD) != 0)
    EC = std::error_code(errno, std::generic_category());
  if (OS.has_error()) {
    EC = OS.error();
    OS.clear_error();
  }
  return EC;
}

/// Removes the temporary file \p Tmp.
void dropTemp(StringRef Tmp) {
  sys::fs::remove(Tmp);
  unregisterTemp(Tmp);
}

/// Creates \p Backup holding \p Text, never replacing an existing file
/// (link() fails when the name is taken, also when another run races us).
/// Returns false when \p Backup exists already.
Expected<bool> createBackup(StringRef Backup, StringRef Text) {
  int FD;
  SmallString<256> Tmp;
  if (std::error_code EC = createTempBeside(folderOf(Backup), Backup, FD, Tmp))
    return createStringError(EC, "cannot write the backup '%s': %s",
                             Backup.str().c_str(), EC.message().c_str());
  if (std::error_code EC = writeAndSync(FD, Text)) {
    dropTemp(Tmp);
    return createStringError(EC, "cannot write the backup '%s': %s (nothing replaced)",
                             Backup.str().c_str(), EC.message().c_str());
  }
  std::string T(Tmp), B = Backup.str();
  if (::link(T.c_str(), B.c_str()) != 0) {
    int E = errno;
    dropTemp(Tmp);
    if (E == EEXIST)
      return false;
    return createStringError(std::error_code(E, std::generic_category()),
                             "cannot write the backup '%s': %s (nothing replaced)",
                             B.c_str(), std::strerror(E));
  }
  dropTemp(Tmp);
  return true;
}

/// \p Backup exists and holds another text than \p Old (a stale backup):
/// \p Old gets a numbered backup of its own, unless one holds it already.
/// Returns the backup made ("" when none).
Expected<std::string> numberedBackup(StringRef Path, StringRef Backup, StringRef Old,
                                     StringRef Suffix) {
  for (unsigned N = 1; N < 1000; ++N) {
    std::string Numbered = (Path + "." + Twine(N) + Suffix).str();
    if (auto Same = MemoryBuffer::getFile(Numbered, /*IsText=*/false))
      if ((*Same)->getBuffer() == Old)
        break; // this text is backed up already
    Expected<bool> M = createBackup(Numbered, Old);
    if (!M)
      return M.takeError();
    if (*M) {
      errs() << "cuda2hip: note: '" << Backup << "' holds an older original; "
             << "the text replaced now is kept in '" << Numbered << "'\n";
      return Numbered;
    }
  }
  return "";
}

/// Backs up \p Old, the text of \p Path, in Path + \p Suffix. Backups are
/// only ever created, never replaced. Returns the backup made ("" when an
/// earlier one holds \p Old already).
Expected<std::string> backUp(StringRef Path, StringRef Old, StringRef Suffix) {
  std::string Backup = (Path + Suffix).str();
  Expected<bool> Made = createBackup(Backup, Old);
  if (!Made)
    return Made.takeError();
  if (*Made)
    return Backup;
  // An earlier backup holds the true original. If it holds another text
  // (a stale backup), this original gets a numbered backup of its own.
  auto Earlier = MemoryBuffer::getFile(Backup, /*IsText=*/false);
  if (!Earlier || (*Earlier)->getBuffer() != Old)
    return numberedBackup(Path, Backup, Old, Suffix);
  return "";
}

Error changedError(StringRef Path) {
  return createStringError(std::errc::operation_canceled,
                           "'%s' changed since it was read; not replaced "
                           "(run again to translate the new contents)",
                           Path.str().c_str());
}

/// Whether the existing file \p Path may be replaced: not a symbolic link
/// converted in place, not read-only when \p O refuses those.
Error checkReplaceable(StringRef Path, const WriteOptions &O) {
  if (O.ExpectedOld) {
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
  if (O.RefuseReadOnly) {
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
  return Error::success();
}

} // namespace

StagedWrite::StagedWrite(StagedWrite &&O)
    : Path(std::move(O.Path)), Tmp(std::move(O.Tmp)),
      MadeBackup(std::move(O.MadeBackup)), Old(std::move(O.Old)),
      ExpectedOld(std::move(O.ExpectedOld)) {
  O.Tmp.clear();
  O.MadeBackup.clear();
}

StagedWrite::~StagedWrite() {
  if (Tmp.empty())
    return;
  dropTemp(Tmp);
  undo();
}

void StagedWrite::undo() {
  // A backup made here is removed again (the file not being replaced) only
  // while the file still holds the same text, i.e. while the backup is not
  // the only copy of the original.
  if (MadeBackup.empty() || !Old)
    return;
  auto Now = MemoryBuffer::getFile(Path, /*IsText=*/false);
  if (Now && (*Now)->getBuffer() == Old->getBuffer())
    sys::fs::remove(MadeBackup);
  MadeBackup.clear();
}

Expected<StagedWrite> stageWrite(StringRef Path, StringRef Content,
                                 const WriteOptions &O) {
  StagedWrite W;
  W.Path = Path.str();
  W.ExpectedOld = O.ExpectedOld;
  if (auto Old = MemoryBuffer::getFile(Path, /*IsText=*/false))
    W.Old = std::move(*Old);
  bool Exists = bool(W.Old);
  if (O.ExpectedOld && (!Exists || W.Old->getBuffer() != *O.ExpectedOld))
    return changedError(Path);
  if (Exists && O.OnlyIfChanged && W.Old->getBuffer() == Content)
    return std::move(W); // nothing to write
  if (Exists)
    if (Error E = checkReplaceable(Path, O))
      return std::move(E);
  SmallString<256> Dir = folderOf(Path);
  if (std::error_code EC = sys::fs::create_directories(Dir))
    return createStringError(EC, "cannot create folder '%s': %s", Dir.c_str(),
                             EC.message().c_str());
  if (Exists && !O.BackupSuffix.empty()) {
    Expected<std::string> Made = backUp(Path, W.Old->getBuffer(), O.BackupSuffix);
    if (!Made)
      return Made.takeError();
    W.MadeBackup = std::move(*Made);
  }
  int FD;
  SmallString<256> Tmp;
  if (std::error_code EC = createTempBeside(Dir, Path, FD, Tmp)) {
    W.undo();
    return createStringError(EC, "cannot write in '%s': %s", Dir.c_str(),
                             EC.message().c_str());
  }
  // Registered by createTemp: removed by the SIGINT/SIGTERM handler; a
  // SIGKILL leaves it for the next run's sweep (Basic.h). Owned by W from
  // here: dropped (and the backup undone) unless committed.
  W.Tmp = std::string(Tmp);
  // On disk before the rename: after a crash the file is old or new.
  if (std::error_code EC = writeAndSync(FD, Content))
    return createStringError(EC, "cannot write '%s': %s (nothing replaced)",
                             Path.str().c_str(), EC.message().c_str());
  // Keep the permissions of the file being replaced.
  if (Exists) {
    if (auto Perms = sys::fs::getPermissions(Path))
      sys::fs::setPermissions(W.Tmp, *Perms);
  }
  return std::move(W);
}

Expected<bool> StagedWrite::commit() {
  if (Tmp.empty())
    return false;
  // Again right before the rename: the file may have been edited while the
  // new text was written (the window left is the rename itself).
  if (ExpectedOld) {
    auto Now = MemoryBuffer::getFile(Path, /*IsText=*/false);
    if (!Now || (*Now)->getBuffer() != *ExpectedOld)
      return changedError(Path); // the destructor drops the temporary file
  }
  if (std::error_code EC = sys::fs::rename(Tmp, Path))
    return createStringError(EC, "cannot replace '%s': %s", Path.c_str(),
                             EC.message().c_str());
  unregisterTemp(Tmp);
  Tmp.clear();
  return true;
}

Expected<bool> writeFileAtomic(StringRef Path, StringRef Content,
                               const WriteOptions &O) {
  Expected<StagedWrite> W = stageWrite(Path, Content, O);
  if (!W)
    return W.takeError();
  return W->commit();
}

} // namespace cuda2hip
