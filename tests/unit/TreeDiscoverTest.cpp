//===- TreeDiscoverTest.cpp - lib/Tree/Discover.cpp -----------------------===//
// The files of a tree (roles, folders mirrored, globs, links, skipped
// folders and suffixes) and the #include spellings --rename rewrites.
#include "TreeTestUtil.h"
#include "cuda2hip/Tree.h"
#include "gtest/gtest.h"

using namespace cuda2hip;
using namespace cuda2hip::tree;
using namespace cuda2hip::test;
using namespace llvm;

TEST(TreeDiscover, RolesByExtension) {
  EXPECT_EQ(roleOf("a/k.cu"), Role::Source);
  EXPECT_EQ(roleOf("k.cc"), Role::Source);
  EXPECT_EQ(roleOf("k.c"), Role::Source);
  EXPECT_EQ(roleOf("k.cuh"), Role::Header);
  EXPECT_EQ(roleOf("k.inl"), Role::Header);
  EXPECT_EQ(roleOf("k.hxx"), Role::Header);
  EXPECT_EQ(roleOf("CMakeLists.txt"), Role::Other);
  EXPECT_EQ(roleOf("k.cu.orig"), Role::Other);
}

TEST(TreeDiscover, DiscoverMirrorsFoldersAndSkipsVcs) {
  TempTree T;
  T.write("src/a.cu");
  T.write("src/b.cpp");
  T.write("include/k.cuh");
  T.write("README.md");
  T.write(".git/config");
  T.write("build/gen.cu");
  DiscoverOptions O;
  O.Exclude = {"build"};
  Discovery D = discover({std::string(T.Root)}, O);
  EXPECT_EQ(D.Base, std::string(T.Root));
  EXPECT_EQ(rels(D), (std::vector<std::string>{"README.md", "include/k.cuh",
                                               "src/a.cu", "src/b.cpp"}));
  EXPECT_EQ(D.Files[0].R, Role::Other);
  EXPECT_EQ(D.Files[1].R, Role::Header);
  EXPECT_EQ(D.Files[2].Path, T.path("src/a.cu"));
  EXPECT_TRUE(D.Errors.empty());
}

TEST(TreeDiscover, DiscoverIncludeExcludeAndBase) {
  TempTree T;
  T.write("src/a.cu");
  T.write("src/x/b.cu");
  T.write("src/x/b_test.cu");
  T.write("src/notes.txt");
  DiscoverOptions O;
  O.Include = {"*.cu"};
  O.Exclude = {"*_test.cu"};
  Discovery D = discover({T.path("src")}, O);
  EXPECT_EQ(D.Base, T.path("src")); // a folder input is its own base
  EXPECT_EQ(rels(D), (std::vector<std::string>{"a.cu", "x/b.cu"}));

  // Several inputs: the deepest common folder.
  Discovery D2 = discover({T.path("src/a.cu"), T.path("src/x/b.cu")}, {});
  EXPECT_EQ(D2.Base, T.path("src"));
  EXPECT_EQ(rels(D2), (std::vector<std::string>{"a.cu", "x/b.cu"}));

  Discovery Missing = discover({T.path("nope")}, {});
  ASSERT_EQ(Missing.Errors.size(), 1u);
  EXPECT_TRUE(StringRef(Missing.Errors[0]).contains("no such file"));
}

TEST(TreeDiscover, SymlinksAreNotFollowedAndLoopsDetected) {
  TempTree T;
  T.write("tree/src/a.cu");
  T.write("outside/secret.cu");
  T.link("..", "tree/src/loop");                 // back up: a loop
  T.link(T.path("outside"), "tree/src/ext");      // out of the tree
  T.link("a.cu", "tree/src/alias.cu");            // a file of the tree
  T.link("missing.cu", "tree/src/broken.cu");     // dangling
  Discovery D = discover({T.path("tree")}, {});
  EXPECT_EQ(rels(D), (std::vector<std::string>{"src/a.cu", "src/alias.cu@"}));
  EXPECT_EQ(D.Files[1].LinkTarget, "src/a.cu");
  EXPECT_EQ(D.Files[1].R, Role::Other);
  EXPECT_TRUE(anyContains(D.Warnings, "loop"));
  EXPECT_TRUE(anyContains(D.Warnings, "outside the tree"));
  EXPECT_TRUE(anyContains(D.Warnings, "broken"));
  EXPECT_FALSE(anyContains(rels(D), "secret"));
}

TEST(TreeDiscover, SkippedFolders) {
  TempTree T;
  T.write("a.cu");
  T.write("out/a.cu");
  DiscoverOptions O;
  O.Skip = {T.path("out")};
  EXPECT_EQ(rels(discover({std::string(T.Root)}, O)), std::vector<std::string>{"a.cu"});
}

TEST(TreeDiscover, RenameMapping) {
  EXPECT_EQ(renamedPath("src/cuda/kernels.cu"), "src/hip/kernels.hip");
  EXPECT_EQ(renamedPath("include/CudaUtils.cuh"), "include/HipUtils.cuh");
  EXPECT_EQ(renamedPath("CUDA_helpers/a.h"), "HIP_helpers/a.h");
  EXPECT_EQ(renamedPath("k.cuh"), "k.cuh");
  EXPECT_EQ(renamedPath("k.cu.in"), "k.cu.in");
  EXPECT_EQ(renamedPath("cu/k.cpp"), "cu/k.cpp");
  // #include spellings follow, as far as they name folders of the tree.
  EXPECT_EQ(renamedInclude("cuda/k.cuh", "src/cuda/k.cuh"), "hip/k.cuh");
  EXPECT_EQ(renamedInclude("../cuda_common.h", "cuda_common.h"), "../hip_common.h");
  EXPECT_EQ(renamedInclude("impl.cu", "src/impl.cu"), "impl.hip");
  EXPECT_EQ(renamedInclude("proj/cuda/x.h", "cuda/x.h"), "proj/hip/x.h");
  EXPECT_EQ(renamedInclude("cudaproj/x.h", "x.h"), "cudaproj/x.h");
  EXPECT_EQ(renamedInclude("plain.h", "src/plain.h"), "plain.h");
}

TEST(TreeDiscover, EveryRoleExtension) {
  for (const char *S : {"a.cu", "a.cpp", "a.cc", "a.cxx", "a.c"})
    EXPECT_EQ(roleOf(S), Role::Source) << S;
  for (const char *H : {"a.cuh", "a.h", "a.hpp", "a.hxx", "a.inl"})
    EXPECT_EQ(roleOf(H), Role::Header) << H;
  for (const char *O : {"Makefile", "a.py", "a.cu.in", "a.hip", "cu", ".cu/x", "a.cuhx"})
    EXPECT_EQ(roleOf(O), Role::Other) << O;
  EXPECT_EQ(roleOf("dir.cu/a.h"), Role::Header); // the file's extension only
}

TEST(TreeDiscover, BackupsSkippedAndAGivenBase) {
  TempTree T;
  T.write("src/a.cu");
  T.write("src/a.cu.cuda.orig");
  T.write("src/b.h");
  DiscoverOptions O;
  O.SkipSuffixes = {".cuda.orig"};
  O.Base = std::string(T.Root);
  Discovery D = discover({T.path("src")}, O);
  EXPECT_EQ(D.Base, std::string(T.Root));
  EXPECT_EQ(rels(D), (std::vector<std::string>{"src/a.cu", "src/b.h"}));
  EXPECT_EQ(D.Files[0].R, Role::Source);
  EXPECT_EQ(D.Files[1].R, Role::Header);
  EXPECT_FALSE(D.Files[0].Symlink);
  EXPECT_TRUE(D.Warnings.empty());
  // A single file: its folder is the base.
  Discovery One = discover({T.path("src/b.h")}, {});
  EXPECT_EQ(One.Base, T.path("src"));
  EXPECT_EQ(rels(One), std::vector<std::string>{"b.h"});
}

TEST(TreeDiscover, ALinkIsNeverASourceOrHeader) {
  TempTree T;
  T.write("a.cu", "cudaMalloc");
  T.link("a.cu", "b.cu");
  T.write("inc/k.cuh");
  T.link("inc", "inc2"); // a folder of the tree: kept as a link, not entered
  Discovery D = discover({std::string(T.Root)}, {});
  EXPECT_EQ(rels(D), (std::vector<std::string>{"a.cu", "b.cu@", "inc/k.cuh", "inc2@"}));
  EXPECT_EQ(D.Files[1].R, Role::Other);
  EXPECT_EQ(D.Files[1].LinkTarget, "a.cu");
  EXPECT_EQ(D.Files[3].R, Role::Other);
  EXPECT_EQ(D.Files[3].LinkTarget, "inc");
}

TEST(TreeDiscover, RenamedIncludeFollowsTheTreeFromTheRight) {
  // Spelled with ./ or more folders than the tree path names: the common
  // tail is renamed, the rest stays.
  EXPECT_EQ(renamedInclude("./cuda/k.cuh", "cuda/k.cuh"), "./hip/k.cuh");
  EXPECT_EQ(renamedInclude("x/cuda/k.cu", "y/cuda/k.cu"), "x/hip/k.hip");
  EXPECT_EQ(renamedInclude("cuda/../cuda/k.h", "cuda/k.h"), "cuda/../hip/k.h");
  // The file name differs (another file of that name): nothing renamed.
  EXPECT_EQ(renamedInclude("cuda/other.h", "cuda/k.h"), "cuda/other.h");
  // Nothing to rename in the path: as spelled.
  EXPECT_EQ(renamedInclude("a/b.h", "a/b.h"), "a/b.h");
  EXPECT_EQ(renamedInclude("", "cuda/k.h"), "");
}
