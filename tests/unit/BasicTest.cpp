//===- BasicTest.cpp - the file-system layer (lib/Basic) ------------------===//
#include "cuda2hip/Basic.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SHA256.h"
#include "llvm/Support/raw_ostream.h"
#include "gtest/gtest.h"
#include <cstdlib>
#include <fstream>
#include <string>
#include <csignal>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace cuda2hip;
using namespace llvm;

namespace {

struct TempDir {
  SmallString<128> Path;
  TempDir() { EXPECT_FALSE(sys::fs::createUniqueDirectory("basic-test", Path)); }
  ~TempDir() { sys::fs::remove_directories(Path); }
  std::string file(StringRef Rel, StringRef Text = "x\n") const {
    std::string P = (Path + "/" + Rel).str();
    sys::fs::create_directories(P.substr(0, P.rfind('/')));
    std::ofstream(P) << Text.str();
    return P;
  }
};

std::vector<std::string> rels(const WalkResult &W) {
  std::vector<std::string> Out;
  for (const WalkEntry &E : W.Files)
    Out.push_back(E.Rel + (E.Symlink ? "@" : ""));
  return Out;
}

} // namespace

TEST(Basic, FileIdentityAndHashFields) {
  TempDir D;
  std::string F = D.file("a.txt", "abc");
  std::string Id = fileIdentity(F);
  EXPECT_TRUE(StringRef(Id).starts_with(F + ":3:")) << Id;
  EXPECT_EQ(fileIdentity(F), Id);
  D.file("a.txt", "abcd");
  EXPECT_NE(fileIdentity(F), Id);
  EXPECT_EQ(fileIdentity(""), "none");
  EXPECT_EQ(fileIdentity((D.Path + "/missing").str()), "none");
  // Length-prefixed: ("ab", "c") and ("a", "bc") hash differently.
  auto Digest = [](StringRef N, StringRef V) {
    SHA256 H;
    hashField(H, N, V);
    return H.final();
  };
  EXPECT_NE(Digest("ab", "c"), Digest("a", "bc"));
  EXPECT_EQ(Digest("a", "bc"), Digest("a", "bc"));
}

TEST(Basic, JsonDepth) {
  EXPECT_FALSE(bool(checkJsonDepth("[[[]]]", 3)));
  Error E = checkJsonDepth("[[[[]]]]", 3);
  ASSERT_TRUE(bool(E));
  EXPECT_NE(toString(std::move(E)).find("nested more than 3 levels"), std::string::npos);
  // Brackets inside strings do not count.
  EXPECT_FALSE(bool(checkJsonDepth(R"({"a": "[[[[[[\"[[["})", 2)));
}

TEST(Basic, ReadRegularFileRefusesFifosAndLimits) {
  TempDir D;
  std::string F = D.file("a.cu", "0123456789");
  Expected<std::string> R = readRegularFile(F);
  ASSERT_TRUE(bool(R));
  EXPECT_EQ(*R, "0123456789");
  Expected<std::string> Big = readRegularFile(F, 4);
  ASSERT_FALSE(bool(Big));
  EXPECT_NE(toString(Big.takeError()).find("more than the limit"), std::string::npos);
  std::string Fifo = (D.Path + "/p.cu").str();
  ASSERT_EQ(::mkfifo(Fifo.c_str(), 0644), 0);
  Expected<std::string> P = readRegularFile(Fifo); // must not block
  ASSERT_FALSE(bool(P));
  EXPECT_EQ(toString(P.takeError()), "a FIFO, not a regular file");
  EXPECT_EQ(notRegularReason(Fifo), "a FIFO");
  EXPECT_EQ(notRegularReason(F), "");
  Expected<std::string> Z = readRegularFile("/dev/zero");
  ASSERT_FALSE(bool(Z));
  EXPECT_EQ(toString(Z.takeError()), "a device, not a regular file");
}

TEST(Basic, TempNames) {
  EXPECT_TRUE(isTempName(".k.cu.cuda2hip-Ab12Cd"));
  EXPECT_FALSE(isTempName("k.cu.cuda2hip-Ab12Cd"));
  EXPECT_FALSE(isTempName(".k.cu.cuda2hip-Ab12"));
  EXPECT_FALSE(isTempName(".cuda2hip-output"));
}

TEST(Basic, CreateTempMakesANewFileASignalRemoves) {
  TempDir D;
  std::string Model = (D.Path + "/.k.cu.cuda2hip-%%%%%%").str();
  int FD1, FD2;
  SmallString<128> P1, P2;
  ASSERT_FALSE(createTemp(Model, FD1, P1));
  ASSERT_FALSE(createTemp(Model, FD2, P2));
  ::close(FD1);
  ::close(FD2);
  EXPECT_NE(P1, P2);
  EXPECT_TRUE(isTempName(sys::path::filename(P1)));
  unregisterTemp(P1);
  unregisterTemp(P2);
  // A name that is taken is never opened: the file stays as it was.
  std::string Taken = D.file("taken", "mine\n");
  int FD3;
  SmallString<128> P3;
  EXPECT_EQ(createTemp(Taken, FD3, P3), std::errc::file_exists);
  std::ifstream In(Taken);
  std::string Line;
  std::getline(In, Line);
  EXPECT_EQ(Line, "mine");
  // A process killed by SIGTERM right after createTemp leaves no file.
  std::string Model2 = (D.Path + "/.s.cu.cuda2hip-%%%%%%").str();
  pid_t Pid = ::fork();
  ASSERT_GE(Pid, 0);
  if (Pid == 0) {
    int FD;
    SmallString<128> P;
    if (createTemp(Model2, FD, P))
      ::_exit(2);
    ::kill(::getpid(), SIGTERM);
    ::_exit(3); // not reached
  }
  int Status = 0;
  ::waitpid(Pid, &Status, 0);
  EXPECT_TRUE(WIFSIGNALED(Status));
  std::error_code EC;
  unsigned Left = 0;
  for (sys::fs::directory_iterator I(D.Path, EC), E; I != E && !EC; I.increment(EC))
    Left += sys::path::filename(I->path()).starts_with(".s.cu.");
  EXPECT_EQ(Left, 0u);
}

TEST(Basic, WalkerSkipsWhatIsNotTheUsers) {
  TempDir D, Outside;
  D.file("a.cu");
  D.file("sub/b.cu");
  D.file("build/CMakeCache.txt");
  D.file("build/gen.cu");
  D.file("ninja/.ninja_log");
  D.file("ninja/x.cu");
  D.file("old-out/.cuda2hip-output");
  D.file("old-out/a.cu");
  D.file(".git/HEAD");
  D.file(".sub.cu.cuda2hip-Ab12Cd"); // a killed run's temp file
  Outside.file("o.cu");
  std::string Fifo = (D.Path + "/p.cu").str();
  ASSERT_EQ(::mkfifo(Fifo.c_str(), 0644), 0);
  ASSERT_EQ(::symlink(Outside.Path.c_str(), (D.Path + "/ext").str().c_str()), 0);
  ASSERT_EQ(::symlink("..", (D.Path + "/sub/up").str().c_str()), 0);
  ASSERT_EQ(::symlink("b.cu", (D.Path + "/sub/c.cu").str().c_str()), 0);
  ASSERT_EQ(::symlink("loop", (D.Path + "/loop").str().c_str()), 0);
  WalkResult W = walkTree({std::string(D.Path)}, WalkOptions());
  EXPECT_EQ(rels(W), (std::vector<std::string>{"a.cu", "sub/b.cu", "sub/c.cu@"}));
  EXPECT_EQ(W.Temps.size(), 1u);
  std::string Warnings;
  for (const std::string &S : W.Warnings)
    Warnings += S + "\n";
  EXPECT_NE(Warnings.find("p.cu: a FIFO, not a regular file; skipped"), std::string::npos);
  EXPECT_NE(Warnings.find("outside the tree; not followed"), std::string::npos);
  EXPECT_NE(Warnings.find("up: symbolic link loop"), std::string::npos);
  EXPECT_NE(Warnings.find("loop: symbolic link loop; not followed"), std::string::npos);
  EXPECT_EQ(Warnings.find("broken"), std::string::npos);

  WalkOptions NoLinks;
  NoLinks.KeepLinks = false;
  EXPECT_EQ(rels(walkTree({std::string(D.Path)}, NoLinks)),
            (std::vector<std::string>{"a.cu", "sub/b.cu"}));
  // A FIFO named as an input is an error, not a file.
  WalkResult F = walkTree({Fifo}, WalkOptions());
  ASSERT_EQ(F.Errors.size(), 1u);
  EXPECT_NE(F.Errors[0].find("a FIFO, not a regular file"), std::string::npos);
}

TEST(Basic, TreeLockExcludesASecondHolder) {
  TempDir D;
  std::string Sub = (D.Path + "/sub").str();
  sys::fs::create_directories(Sub);
  std::string Msgs;
  raw_string_ostream Err(Msgs);
  Expected<TreeLock> A = TreeLock::acquire({std::string(D.Path)}, Err, 5);
  ASSERT_TRUE(bool(A));
  // flock is per open file: a second acquire, in this process too, waits
  // and then gives up; so does one on a folder below the locked one.
  Expected<TreeLock> B = TreeLock::acquire({std::string(D.Path)}, Err, 0);
  ASSERT_FALSE(bool(B));
  EXPECT_NE(toString(B.takeError()).find("another cuda2hip run is still working"),
            std::string::npos);
  Expected<TreeLock> C = TreeLock::acquire({Sub}, Err, 0);
  EXPECT_FALSE(bool(C));
  if (!C)
    consumeError(C.takeError());
  *A = TreeLock(); // released
  Expected<TreeLock> E = TreeLock::acquire({Sub}, Err, 0);
  EXPECT_TRUE(bool(E));
  // Two sibling folders do not exclude each other.
  std::string Other = (D.Path + "/other").str();
  sys::fs::create_directories(Other);
  Expected<TreeLock> F = TreeLock::acquire({Other}, Err, 0);
  EXPECT_TRUE(bool(F));
}

TEST(Basic, TreeLockReadersShare) {
  TempDir D;
  std::string Msgs;
  raw_string_ostream Err(Msgs);
  // --out-dir runs read the tree: they do not wait for each other...
  Expected<TreeLock> A = TreeLock::acquire({std::string(D.Path)}, Err, 0, false);
  Expected<TreeLock> B = TreeLock::acquire({std::string(D.Path)}, Err, 0, false);
  ASSERT_TRUE(bool(A));
  ASSERT_TRUE(bool(B));
  // ...but an --in-place run waits for them.
  Expected<TreeLock> C = TreeLock::acquire({std::string(D.Path)}, Err, 0, true);
  EXPECT_FALSE(bool(C));
  if (!C)
    consumeError(C.takeError());
}
