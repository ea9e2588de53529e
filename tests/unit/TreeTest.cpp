//===- TreeTest.cpp - tree mode: includes, compile commands, keys --===//
#include "TreeTestUtil.h"
#include "cuda2hip/Tree.h"
#include "gtest/gtest.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

using namespace cuda2hip;
using namespace cuda2hip::tree;
using namespace llvm;
using cuda2hip::test::TempTree;

TEST(Tree, ScanIncludesSkipsComments) {
  std::string Text = "#include \"a.cuh\"\n"
                     "  #  include <b/c.h> // x\n"
                     "// #include \"no1.h\"\n"
                     "/* #include \"no2.h\"\n"
                     "#include \"no3.h\" */\n"
                     "#include_next <d.h>\n"
                     "int x; /* start\n"
                     "#include \"no4.h\"\n"
                     "*/ #include \"no5.h\"\n";
  std::vector<IncludeLine> L = scanIncludes(Text);
  ASSERT_EQ(L.size(), 3u);
  EXPECT_EQ(L[0].Spelled, "a.cuh");
  EXPECT_FALSE(L[0].Angled);
  EXPECT_EQ(Text.substr(L[0].NameOffset, L[0].NameLength), "a.cuh");
  EXPECT_EQ(L[1].Spelled, "b/c.h");
  EXPECT_TRUE(L[1].Angled);
  EXPECT_EQ(Text.substr(L[1].NameOffset, L[1].NameLength), "b/c.h");
  EXPECT_EQ(L[2].Spelled, "d.h");
}

TEST(Tree, IncludeGraphReach) {
  TempTree T;
  std::map<std::string, std::string> Files = {
      {T.path("src/a.cu"), "#include \"k.cuh\"\n#include <lib/l.h>\n#include <vector>\n"},
      {T.path("src/k.cuh"), "#include \"../common/c.h\"\n"},
      {T.path("common/c.h"), "#include \"k.cuh\"\n"}, // via -I src (the unit's folder)
      {T.path("inc/lib/l.h"), ""},
  };
  for (auto &[P, Text] : Files)
    T.write(StringRef(P).drop_front(T.Root.size() + 1), Text);
  IncludeGraph G([&](const std::string &P) -> const std::string * {
    auto It = Files.find(P);
    return It == Files.end() ? nullptr : &It->second;
  });
  SearchPath SP = searchPathFor(T.path("src/a.cu"), {"-I", T.path("inc")});
  EXPECT_EQ(G.reach(T.path("src/a.cu"), SP),
            (std::vector<std::string>{T.path("common/c.h"), T.path("inc/lib/l.h"),
                                      T.path("src/k.cuh")}));
  // Without -I the angled include is not found.
  SearchPath Bare = searchPathFor(T.path("src/a.cu"), {});
  EXPECT_EQ(G.reach(T.path("src/a.cu"), Bare).size(), 2u);
}

TEST(Tree, IncludeFoldersFoundInTheTree) {
  // Paths need not exist: the tree's files are given with their contents.
  std::vector<std::pair<std::string, StringRef>> Files = {
      {"/p/src/a.cu", "#include \"vecops.h\"\n#include <cuda_runtime.h>\n"
                      "#include \"local.h\"\n#include <vector>\n"},
      {"/p/src/local.h", ""},
      {"/p/include/vecops.h", "#include \"common/check.h\"\n"},
      {"/p/include/common/check.h", ""},
      {"/p/tests/t.cu", "#include <vecops.h>\n#include \"../include/vecops.h\"\n"},
  };
  // "vecops.h" (twice) and <vecops.h> need include/; "common/check.h" is
  // then found through it; local.h is beside its includer; CUDA's and the
  // standard headers are not looked for. An angled include needs -I.
  auto Dirs = [](const std::vector<IncludeFolder> &V) {
    std::vector<std::string> Out;
    for (const IncludeFolder &F : V)
      Out.push_back(F.Flag + " " + F.Dir);
    return Out;
  };
  std::vector<IncludeFolder> Found = treeIncludeFolders(Files, {});
  EXPECT_EQ(Dirs(Found), std::vector<std::string>{"-I /p/include"});
  EXPECT_EQ(Found[0].Served, (std::vector<std::string>{"\"vecops.h\"", "<vecops.h>"}));
  // Given on the command line: nothing to add.
  EXPECT_TRUE(treeIncludeFolders(Files, {"-I/p/include"}).empty());
  // A name held by two folders: both, in path order.
  Files.push_back({"/p/third/vecops.h", ""});
  EXPECT_EQ(Dirs(treeIncludeFolders(Files, {})),
            (std::vector<std::string>{"-I /p/include", "-I /p/third"}));
}

TEST(Tree, IncludeFoldersNeverShadowToolkitHeaders) {
  // Only quoted includes need vendor/: -iquote, which serves no <...>.
  std::vector<std::pair<std::string, StringRef>> Files = {
      {"/p/src/a.cu", "#include \"musa_compat.h\"\n#include <cuda.h>\n"},
      {"/p/vendor/musa_compat.h", "#include <musa.h>\n"},
      {"/p/vendor/musa.h", ""},
      {"/p/vendor/cuda.h", "/* the project's own */\n"},
  };
  std::vector<IncludeFolder> Found = treeIncludeFolders(Files, {});
  ASSERT_EQ(Found.size(), 1u);
  EXPECT_EQ(Found[0].Dir, "/p/vendor");
  // <musa.h> (angled) needs it too, and the folder holds a cuda.h: it is
  // searched after the toolkit's and the system's folders.
  EXPECT_EQ(Found[0].Flag, "-idirafter");
  EXPECT_EQ(Found[0].Served, (std::vector<std::string>{"\"musa_compat.h\"", "<musa.h>"}));
  // Without the angled need: -iquote.
  Files[1].second = "";
  Found = treeIncludeFolders(Files, {});
  ASSERT_EQ(Found.size(), 1u);
  EXPECT_EQ(Found[0].Flag, "-iquote");
  EXPECT_TRUE(shadowsSystemHeader("cuda.h", ""));
  EXPECT_TRUE(shadowsSystemHeader("stdio.h", ""));
  EXPECT_FALSE(shadowsSystemHeader("musa_compat.h", ""));
}

TEST(Tree, CudaBearing) {
  EXPECT_TRUE(isCudaBearing("a.h", "#include <cuda_runtime.h>\n"));
  EXPECT_TRUE(isCudaBearing("a.h", "void f() { cudaDeviceSynchronize(); }\n"));
  EXPECT_TRUE(isCudaBearing("a.h", "void f() { k<<<1, 1>>>(); }\n"));
  EXPECT_FALSE(isCudaBearing("a.h", "#include <vector>\n// cudaMalloc in a comment\n"
                                    "const char *s = \"cudaFree\"; int cudaLike;\n"));
}

TEST(Tree, CacheKey) {
  TranslateOptions O;
  std::vector<std::pair<std::string, std::string>> Deps = {{"/t/k.cuh", "d1"}};
  std::string K = cacheKey(O, "/t/a.cu", "int x;", Deps);
  EXPECT_EQ(K.size(), 64u);
  EXPECT_EQ(K, cacheKey(O, "/t/a.cu", "int x;", Deps)); // deterministic
  EXPECT_NE(K, cacheKey(O, "/t/a.cu", "int y;", Deps)); // contents
  EXPECT_NE(K, cacheKey(O, "/t/b.cu", "int x;", Deps)); // path
  EXPECT_NE(K, cacheKey(O, "/t/a.cu", "int x;", {{"/t/k.cuh", "d2"}})); // a header
  EXPECT_NE(K, cacheKey(O, "/t/a.cu", "int x;", {}));
  TranslateOptions O2 = O;
  O2.Map.TargetHip = {5, 2};
  EXPECT_NE(K, cacheKey(O2, "/t/a.cu", "int x;", Deps)); // options
  TranslateOptions O3 = O;
  O3.Find.ExtraArgs = {"-DX"};
  EXPECT_NE(K, cacheKey(O3, "/t/a.cu", "int x;", Deps));
  TranslateOptions O4 = O;
  O4.Plan.Launch = LaunchSyntax::Hip;
  EXPECT_NE(K, cacheKey(O4, "/t/a.cu", "int x;", Deps));
  TranslateOptions O5 = O;
  O5.Map.Blas = "rocblas"; // --blas rocblas
  EXPECT_NE(K, cacheKey(O5, "/t/a.cu", "int x;", Deps));
  // Fields cannot run into each other.
  EXPECT_NE(cacheKey(O, "/t/a", "b", {}), cacheKey(O, "/t/ab", "", {}));
}

TEST(Tree, FindsCompileCommandsWalkingUp) {
  TempTree T;
  T.write("proj/src/deep/a.cu");
  EXPECT_EQ(findDatabaseDir(T.path("proj/src/deep")), "");
  T.write("proj/build-release/compile_commands.json", "[]");
  EXPECT_EQ(findDatabaseDir(T.path("proj/src/deep")), T.path("proj/build-release"));
  T.write("proj/build/compile_commands.json", "[]");
  EXPECT_EQ(findDatabaseDir(T.path("proj/src/deep")), T.path("proj/build"));
  T.write("proj/src/compile_commands.json", "[]");
  EXPECT_EQ(findDatabaseDir(T.path("proj/src/deep")), T.path("proj/src"));
}
