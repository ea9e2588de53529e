//===- faultshim.cpp - LD_PRELOAD fault injection for tests ---------------===//
//
// Test-only (tests/robustness/faults.py): preloaded into cuda2hip, it makes
// the C library calls that writing a file needs fail the way a real system
// fails, chosen by environment variables:
//   C2H_FAULT_ENOSPC=1     write() to a regular file fails with ENOSPC (the
//                          disk is full)
//   C2H_FAULT_DENY=PREFIX  creating a file or folder under PREFIX fails with
//                          EACCES (an unwritable folder; chmod does not stop
//                          root)
//   C2H_FAULT_EDIT=PATH    the first fsync() appends a line to PATH: someone
//                          edits the file while the run writes
//
//===----------------------------------------------------------------------===//
#include <cerrno>
#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <dlfcn.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <unistd.h>

namespace {
template <typename F> F real(const char *Name) {
  return reinterpret_cast<F>(dlsym(RTLD_NEXT, Name));
}

bool regularFile(int FD) {
  struct stat St;
  return FD > 2 && fstat(FD, &St) == 0 && S_ISREG(St.st_mode);
}

bool denied(const char *Path) {
  const char *P = getenv("C2H_FAULT_DENY");
  return P && *P && Path && strncmp(Path, P, strlen(P)) == 0;
}

using OpenFn = int (*)(const char *, int, ...);
using OpenAtFn = int (*)(int, const char *, int, ...);

int openCommon(const char *Name, const char *Path, int Flags, mode_t Mode) {
  if ((Flags & O_CREAT) && denied(Path)) {
    errno = EACCES;
    return -1;
  }
  return real<OpenFn>(Name)(Path, Flags, Mode);
}

int openAtCommon(const char *Name, int Dir, const char *Path, int Flags,
                 mode_t Mode) {
  if ((Flags & O_CREAT) && denied(Path)) {
    errno = EACCES;
    return -1;
  }
  return real<OpenAtFn>(Name)(Dir, Path, Flags, Mode);
}
} // namespace

extern "C" {

ssize_t write(int FD, const void *Buf, size_t N) {
  static auto Real = real<ssize_t (*)(int, const void *, size_t)>("write");
  if (getenv("C2H_FAULT_ENOSPC") && regularFile(FD)) {
    errno = ENOSPC;
    return -1;
  }
  return Real(FD, Buf, N);
}

int open(const char *Path, int Flags, ...) {
  va_list A;
  va_start(A, Flags);
  mode_t Mode = (Flags & O_CREAT) ? va_arg(A, int) : 0;
  va_end(A);
  return openCommon("open", Path, Flags, Mode);
}

int open64(const char *Path, int Flags, ...) {
  va_list A;
  va_start(A, Flags);
  mode_t Mode = (Flags & O_CREAT) ? va_arg(A, int) : 0;
  va_end(A);
  return openCommon("open64", Path, Flags, Mode);
}

int openat(int Dir, const char *Path, int Flags, ...) {
  va_list A;
  va_start(A, Flags);
  mode_t Mode = (Flags & O_CREAT) ? va_arg(A, int) : 0;
  va_end(A);
  return openAtCommon("openat", Dir, Path, Flags, Mode);
}

int openat64(int Dir, const char *Path, int Flags, ...) {
  va_list A;
  va_start(A, Flags);
  mode_t Mode = (Flags & O_CREAT) ? va_arg(A, int) : 0;
  va_end(A);
  return openAtCommon("openat64", Dir, Path, Flags, Mode);
}

int mkdir(const char *Path, mode_t Mode) {
  static auto Real = real<int (*)(const char *, mode_t)>("mkdir");
  if (denied(Path)) {
    errno = EACCES;
    return -1;
  }
  return Real(Path, Mode);
}

int fsync(int FD) {
  static auto Real = real<int (*)(int)>("fsync");
  static bool Done = false;
  const char *P = getenv("C2H_FAULT_EDIT");
  if (P && *P && !Done) {
    Done = true;
    if (FILE *F = fopen(P, "a")) {
      fputs("// edited by someone else during the run\n", F);
      fclose(F);
    }
  }
  return Real(FD);
}

} // extern "C"
