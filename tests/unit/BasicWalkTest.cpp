//===- BasicWalkTest.cpp - walking the user's tree ------------------------===//
// lib/Basic/Walk.cpp: what the walker returns, skips and reports; build
// folders and temporary-file names.
#include "BasicTestUtil.h"
#include <sys/stat.h>
#include <unistd.h>

using namespace cuda2hip;
using namespace cuda2hip::test;
using namespace llvm;

TEST(BasicWalk, TempNames) {
  EXPECT_TRUE(isTempName(".k.cu.cuda2hip-Ab12Cd"));
  EXPECT_FALSE(isTempName("k.cu.cuda2hip-Ab12Cd"));
  EXPECT_FALSE(isTempName(".k.cu.cuda2hip-Ab12"));
  EXPECT_FALSE(isTempName(".cuda2hip-output"));
}

TEST(BasicWalk, WalkerSkipsWhatIsNotTheUsers) {
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

TEST(BasicWalk, OptionsSelectAndSkip) {
  TempDir D;
  for (const char *F : {"a.cu", "b.cpp", ".f.cu", ".hidden/e.cu", "k.cu.orig",
                        "node/h.cu", "sub/c.cu", "third/d.cu", "CMakeFiles/g.cu"})
    D.file(F);
  std::vector<std::string> In = {std::string(D.Path)};
  WalkResult All = walkTree(In, WalkOptions());
  EXPECT_EQ(All.Base, std::string(D.Path));
  EXPECT_EQ(rels(All), (std::vector<std::string>{".f.cu", ".hidden/e.cu", "a.cu", "b.cpp",
                                                  "k.cu.orig", "node/h.cu", "sub/c.cu",
                                                  "third/d.cu"}));
  ASSERT_FALSE(All.Files.empty());
  EXPECT_EQ(All.Files[2].Path, std::string(D.Path) + "/a.cu");

  WalkOptions O;
  O.Include = {"*.cu", "*.orig"};
  O.Exclude = {"third", "sub/c.*"};
  O.SkipHidden = true;
  O.SkipFolderNames = {"node"};
  EXPECT_EQ(rels(walkTree(In, O)), (std::vector<std::string>{"a.cu", "k.cu.orig"}));
  O.SkipSuffixes = {".orig"};
  EXPECT_EQ(rels(walkTree(In, O)), (std::vector<std::string>{"a.cu"}));

  WalkOptions S;
  S.Skip = {std::string(D.Path) + "/sub", std::string(D.Path) + "/node"};
  S.Exclude = {"**/*.cpp"};
  EXPECT_EQ(rels(walkTree(In, S)), (std::vector<std::string>{".f.cu", ".hidden/e.cu", "a.cu",
                                                               "k.cu.orig", "third/d.cu"}));
}

TEST(BasicWalk, InputsBaseAndErrors) {
  TempDir D;
  std::string A = D.file("x/a.cu"), B = D.file("y/b.cu");
  // Files as inputs: the base is the deepest folder holding both.
  WalkResult W = walkTree({A, B}, WalkOptions());
  EXPECT_EQ(W.Base, std::string(D.Path));
  EXPECT_EQ(rels(W), (std::vector<std::string>{"x/a.cu", "y/b.cu"}));
  EXPECT_TRUE(W.Errors.empty());
  // A missing input is an error; the others are still walked.
  std::string Missing = (D.Path + "/none.cu").str();
  WalkResult M = walkTree({Missing, A}, WalkOptions());
  ASSERT_EQ(M.Errors.size(), 1u);
  EXPECT_EQ(M.Errors[0], Missing + ": no such file or folder");
  EXPECT_EQ(rels(M), (std::vector<std::string>{"a.cu"}));
  // A broken link named as an input.
  std::string Broken = (D.Path + "/broken.cu").str();
  ASSERT_EQ(::symlink("nowhere.cu", Broken.c_str()), 0);
  WalkResult L = walkTree({Broken}, WalkOptions());
  ASSERT_EQ(L.Errors.size(), 1u);
  EXPECT_EQ(L.Errors[0], Broken + ": broken symbolic link");
  // An input outside the base given.
  WalkOptions O;
  O.Base = (D.Path + "/x").str();
  WalkResult Out = walkTree({A, B}, O);
  EXPECT_EQ(rels(Out), (std::vector<std::string>{"a.cu"}));
  ASSERT_EQ(Out.Errors.size(), 1u);
  EXPECT_EQ(Out.Errors[0], B + ": not inside the base folder '" + O.Base + "'");
}

TEST(BasicWalk, BuildFoldersAndBrokenLinksInTheTree) {
  TempDir D;
  D.file("plain/k.cu");
  D.file("cmake/CMakeCache.txt");
  D.file("ninja/.ninja_log");
  EXPECT_FALSE(isBuildFolder((D.Path + "/plain").str()));
  EXPECT_TRUE(isBuildFolder((D.Path + "/cmake").str()));
  EXPECT_TRUE(isBuildFolder((D.Path + "/ninja").str()));
  EXPECT_TRUE(isBuildFolder("/nowhere/CMakeFiles")) << "by its name";
  ASSERT_EQ(::symlink("gone.cu", (D.Path + "/plain/l.cu").str().c_str()), 0);
  WalkResult W = walkTree({std::string(D.Path)}, WalkOptions());
  EXPECT_EQ(rels(W), (std::vector<std::string>{"plain/k.cu"}));
  ASSERT_EQ(W.Warnings.size(), 1u);
  EXPECT_EQ(W.Warnings[0], (D.Path + "/plain/l.cu: broken symbolic link; skipped").str());
}

TEST(BasicWalk, TempNameShape) {
  EXPECT_TRUE(isTempName(".a.cuda2hip-000000"));
  EXPECT_FALSE(isTempName(".a.cuda2hip-00000!")) << "letters and digits only";
  EXPECT_FALSE(isTempName(".a.cuda2hip-0000000")) << "six characters";
  EXPECT_FALSE(isTempName("..cuda2hip-000000x")) ;
  EXPECT_FALSE(isTempName(""));
}
