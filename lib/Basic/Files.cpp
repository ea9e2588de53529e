//===- Files.cpp - bounded reads, tree locks, temp files, JSON depth ------===//
#include "cuda2hip/Basic.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Signals.h"
#include <cerrno>
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <map>
#include <sys/file.h>
#include <sys/stat.h>
#include <thread>
#include <unistd.h>

using namespace llvm;

namespace cuda2hip {

namespace {

std::string kindOf(mode_t M) {
  if (S_ISDIR(M))
    return "a folder";
  if (S_ISFIFO(M))
    return "a FIFO";
  if (S_ISCHR(M) || S_ISBLK(M))
    return "a device";
  if (S_ISSOCK(M))
    return "a socket";
  return "a special file";
}

std::string mib(uint64_t N) {
  return std::to_string((N + (1 << 20) - 1) >> 20) + " MiB";
}

Error errnoError(int E) {
  return createStringError(std::error_code(E, std::generic_category()), "%s",
                           std::strerror(E));
}

/// Reads \p FD to its end, at most \p Limit bytes.
Expected<std::string> readAll(int FD, uint64_t Limit, uint64_t Hint) {
  std::string Out;
  Out.reserve(std::min<uint64_t>(Hint, Limit) + 1);
  char Buf[1 << 16];
  for (;;) {
    ssize_t N = ::read(FD, Buf, sizeof Buf);
    if (N < 0) {
      if (errno == EINTR)
        continue;
      return errnoError(errno);
    }
    if (N == 0)
      return Out;
    if (Out.size() + N > Limit)
      return createStringError(std::errc::file_too_large,
                               "more than the limit of %s", mib(Limit).c_str());
    Out.append(Buf, N);
  }
}

} // namespace

std::string notRegularReason(StringRef Path) {
  struct stat St;
  std::string P = Path.str();
  if (::stat(P.c_str(), &St) != 0)
    return errno == ELOOP ? "a symbolic link loop" : std::strerror(errno);
  return S_ISREG(St.st_mode) ? "" : kindOf(St.st_mode);
}

Expected<std::string> readRegularFile(StringRef Path, uint64_t Limit) {
  std::string P = Path.str();
  // O_NONBLOCK: opening a FIFO must not wait for a writer.
  int FD = ::open(P.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
  if (FD < 0)
    return errnoError(errno == ELOOP ? ELOOP : errno);
  struct stat St;
  if (::fstat(FD, &St) != 0) {
    int E = errno;
    ::close(FD);
    return errnoError(E);
  }
  if (!S_ISREG(St.st_mode)) {
    ::close(FD);
    return createStringError(std::errc::invalid_argument, "%s, not a regular file",
                             kindOf(St.st_mode).c_str());
  }
  if (uint64_t(St.st_size) > Limit) {
    ::close(FD);
    return createStringError(std::errc::file_too_large,
                             "%s, more than the limit of %s",
                             mib(St.st_size).c_str(), mib(Limit).c_str());
  }
  // Back to blocking reads (a regular file never blocks anyway).
  ::fcntl(FD, F_SETFL, ::fcntl(FD, F_GETFL) & ~O_NONBLOCK);
  Expected<std::string> Out = readAll(FD, Limit, St.st_size);
  ::close(FD);
  return Out;
}

Expected<std::string> readStdinBounded(uint64_t Limit) {
  return readAll(0, Limit, 1 << 16);
}

//===--- Locks ------------------------------------------------------------===//

void TreeLock::release() {
  for (int FD : FDs)
    ::close(FD); // releases the flock
  FDs.clear();
}

TreeLock &TreeLock::operator=(TreeLock &&O) noexcept {
  if (this != &O) {
    release();
    FDs = std::move(O.FDs);
    O.FDs.clear();
  }
  return *this;
}

TreeLock::~TreeLock() { release(); }

Expected<TreeLock> TreeLock::acquire(ArrayRef<std::string> Dirs, raw_ostream &Err,
                                     unsigned WaitSeconds, bool Exclusive) {
  // Real paths; each folder as asked, the folders above it shared. Taken
  // in path order (an ancestor before its descendants), so two runs never
  // wait for each other in a cycle.
  std::map<std::string, bool> Want; // path -> exclusive
  for (const std::string &D : Dirs) {
    SmallString<256> Real;
    if (sys::fs::real_path(D, Real))
      continue;
    bool &W = Want[std::string(Real)];
    W = W || Exclusive;
    for (StringRef P = sys::path::parent_path(Real); !P.empty();
         P = sys::path::parent_path(P)) {
      Want.try_emplace(P.str(), false);
      if (P == "/")
        break;
    }
  }
  auto Deadline = std::chrono::steady_clock::now() + std::chrono::seconds(WaitSeconds);
  TreeLock L;
  bool Told = false;
  for (const auto &[D, Ex] : Want) {
    int FD = ::open(D.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (FD < 0) {
      if (!Ex)
        continue; // an unreadable folder above: not ours to lock
      return createStringError(std::error_code(errno, std::generic_category()),
                               "cannot lock '%s': %s", D.c_str(), std::strerror(errno));
    }
    for (;;) {
      if (::flock(FD, (Ex ? LOCK_EX : LOCK_SH) | LOCK_NB) == 0) {
        L.FDs.push_back(FD);
        break;
      }
      int E = errno;
      if (E != EWOULDBLOCK && E != EINTR) {
        ::close(FD); // a file system without locks: run unlocked, as before
        break;
      }
      if (std::chrono::steady_clock::now() >= Deadline) {
        ::close(FD);
        return createStringError(std::errc::resource_unavailable_try_again,
                                 "another cuda2hip run is still working on '%s' "
                                 "(waited %u s); nothing was written; run again "
                                 "when it has finished",
                                 D.c_str(), WaitSeconds);
      }
      if (!Told) {
        Err << "cuda2hip: note: another cuda2hip run is working on '" << D
            << "'; waiting for it to finish\n";
        Err.flush();
        Told = true;
      }
      std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
  }
  return std::move(L);
}

//===--- Temporary files --------------------------------------------------===//

// LLVM's signal handlers (SIGINT, SIGTERM, SIGHUP, ...) remove the files
// registered here before the process dies; the list is lock-free.
void registerTemp(StringRef Path) { sys::RemoveFileOnSignal(Path); }
void unregisterTemp(StringRef Path) { sys::DontRemoveFileOnSignal(Path); }

std::error_code createTemp(const Twine &Model, int &FD, SmallVectorImpl<char> &Path) {
  // The name is registered before the file is created (O_EXCL), so there
  // is no moment at which a signal finds the file on disk but not on the
  // list; a name that is taken is unregistered and another one drawn.
  for (int Try = 0; Try < 128; ++Try) {
    sys::fs::createUniquePath(Model, Path, /*MakeAbsolute=*/false);
    StringRef P(Path.data(), Path.size());
    registerTemp(P);
    std::error_code EC = sys::fs::openFileForReadWrite(P, FD, sys::fs::CD_CreateNew,
                                                       sys::fs::OF_None, 0666);
    if (!EC)
      return EC;
    unregisterTemp(P);
    if (EC != std::errc::file_exists)
      return EC;
  }
  return std::make_error_code(std::errc::file_exists);
}

unsigned sweepTemps(ArrayRef<std::string> Paths) {
  unsigned N = 0;
  for (const std::string &P : Paths)
    if (!sys::fs::remove(P, /*IgnoreNonExisting=*/false))
      ++N;
  return N;
}

//===--- JSON -------------------------------------------------------------===//

Error checkJsonDepth(StringRef Text, unsigned Max) {
  unsigned Depth = 0, Line = 1;
  size_t LineStart = 0;
  bool InString = false;
  for (size_t I = 0; I < Text.size(); ++I) {
    char C = Text[I];
    if (C == '\n') {
      ++Line;
      LineStart = I + 1;
    }
    if (InString) {
      if (C == '\\')
        ++I;
      else if (C == '"')
        InString = false;
      continue;
    }
    if (C == '"')
      InString = true;
    else if (C == '[' || C == '{') {
      if (++Depth > Max)
        return createStringError(std::errc::invalid_argument,
                                 "[%u:%zu, byte=%zu]: nested more than %u levels deep",
                                 Line, I - LineStart + 1, I, Max);
    } else if ((C == ']' || C == '}') && Depth) {
      --Depth;
    }
  }
  return Error::success();
}

//===--- Renames ----------------------------------------------------------===//

std::string renamedPathComponent(StringRef C, bool Last) {
  std::string S = C.str();
  if (Last && StringRef(S).ends_with(".cu"))
    S = S.substr(0, S.size() - 3) + ".hip";
  for (auto [From, To] : {std::pair<StringRef, StringRef>{"cuda", "hip"},
                          {"CUDA", "HIP"},
                          {"Cuda", "Hip"}}) {
    size_t Pos = 0;
    while ((Pos = S.find(From.str(), Pos)) != std::string::npos) {
      S.replace(Pos, From.size(), To.str());
      Pos += To.size();
    }
  }
  return S;
}

std::string renamedPath(StringRef Rel) {
  SmallVector<StringRef, 8> C;
  Rel.split(C, '/');
  std::string Out;
  for (size_t I = 0; I < C.size(); ++I) {
    if (I)
      Out += '/';
    Out += renamedPathComponent(C[I], I + 1 == C.size());
  }
  return Out;
}

} // namespace cuda2hip
