//===- TreeTest.cpp - tree mode: discovery, globs, links, renames, cache --===//
#include "cuda2hip/Tree.h"
#include "gtest/gtest.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

using namespace cuda2hip;
using namespace cuda2hip::tree;
using namespace llvm;

namespace {
struct TempTree {
  SmallString<128> Root;
  TempTree() {
    sys::fs::createUniqueDirectory("cuda2hip-tree", Root);
    SmallString<128> Real;
    sys::fs::real_path(Root, Real); // /tmp may itself be a link
    Root = Real;
  }
  ~TempTree() { sys::fs::remove_directories(Root); }
  std::string path(StringRef Rel) const {
    SmallString<128> P(Root);
    sys::path::append(P, Rel);
    return std::string(P);
  }
  std::string write(StringRef Rel, StringRef Text = "") const {
    std::string P = path(Rel);
    sys::fs::create_directories(sys::path::parent_path(P));
    std::error_code EC;
    raw_fd_ostream OS(P, EC);
    OS << Text;
    return P;
  }
  void link(StringRef Target, StringRef Rel) const {
    sys::fs::create_directories(sys::path::parent_path(path(Rel)));
    ASSERT_FALSE(sys::fs::create_link(Target, path(Rel)));
  }
};

std::vector<std::string> rels(const Discovery &D) {
  std::vector<std::string> R;
  for (const TreeFile &F : D.Files)
    R.push_back(F.Rel + (F.Symlink ? "@" : ""));
  return R;
}

bool anyContains(const std::vector<std::string> &V, StringRef S) {
  for (const std::string &X : V)
    if (StringRef(X).contains(S))
      return true;
  return false;
}
} // namespace

TEST(Tree, RolesByExtension) {
  EXPECT_EQ(roleOf("a/k.cu"), Role::Source);
  EXPECT_EQ(roleOf("k.cc"), Role::Source);
  EXPECT_EQ(roleOf("k.c"), Role::Source);
  EXPECT_EQ(roleOf("k.cuh"), Role::Header);
  EXPECT_EQ(roleOf("k.inl"), Role::Header);
  EXPECT_EQ(roleOf("k.hxx"), Role::Header);
  EXPECT_EQ(roleOf("CMakeLists.txt"), Role::Other);
  EXPECT_EQ(roleOf("k.cu.orig"), Role::Other);
}

TEST(Tree, DiscoverMirrorsFoldersAndSkipsVcs) {
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

TEST(Tree, DiscoverIncludeExcludeAndBase) {
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

TEST(Tree, SymlinksAreNotFollowedAndLoopsDetected) {
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

TEST(Tree, SkippedFolders) {
  TempTree T;
  T.write("a.cu");
  T.write("out/a.cu");
  DiscoverOptions O;
  O.Skip = {T.path("out")};
  EXPECT_EQ(rels(discover({std::string(T.Root)}, O)), std::vector<std::string>{"a.cu"});
}

TEST(Tree, RenameMapping) {
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

TEST(Tree, CacheRoundTrip) {
  TempTree T;
  UnitResult R;
  R.Edits["/t/a.cu"] = {{3, 4, "hipMalloc"}, {0, 0, "#include <hip/hip_runtime.h>\n"}};
  R.Edits["/t/k.cuh"] = {};
  R.Seen = {"/t/a.cu", "/t/k.cuh"};
  Diagnostic D;
  D.Where = FileRange{"/t/a.cu", 7, 2};
  D.RuleId = "unsupported-api";
  D.Message = "say \"why\"\n";
  D.G = Group(0);
  R.Diags.push_back(D);
  R.Stats[Group(0)].Converted = 3;
  R.UsedTokenEngine = true;
  Cache C(std::string(T.Root));
  std::string Key(64, 'a');
  EXPECT_FALSE(C.load(Key));
  EXPECT_FALSE(C.has(Key));
  ASSERT_TRUE(C.store(Key, R));
  EXPECT_TRUE(C.has(Key)) << "convert orders only the units not in the cache by block";
  EXPECT_FALSE(C.has(std::string(64, 'b')));
  std::optional<UnitResult> Back = C.load(Key);
  ASSERT_TRUE(Back);
  EXPECT_EQ(serialize(*Back), serialize(R));
  EXPECT_EQ(Back->Edits["/t/a.cu"][0].Text, "hipMalloc");
  EXPECT_EQ(Back->Diags[0].Message, "say \"why\"\n");
  EXPECT_TRUE(Back->UsedTokenEngine);
  EXPECT_EQ(Back->Stats[Group(0)].Converted, 3u);
  EXPECT_FALSE(deserialize("{not json"));
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

TEST(Tree, MergeKeepsTheUnionAndReportsConflicts) {
  std::string Text = "cudaMalloc(p); cudaFree(p); cudaStreamCreate(s);\n";
  std::vector<Edit> A = {{0, 10, "hipMalloc"}, {15, 8, "hipFree"}};
  std::vector<Edit> B = {{0, 10, "hipMalloc"}, {28, 16, "hipStreamCreate"}};
  std::vector<Diagnostic> Diags;
  std::vector<Edit> M = mergeEdits("/t/h.cuh", Text, {{"/t/a.cu", &A}, {"/t/b.cu", &B}},
                                   TranslateOptions(), Diags);
  EXPECT_EQ(M.size(), 3u);
  EXPECT_TRUE(Diags.empty());

  // Disagreement: the token engine reads "cudaFree" as hipFree.
  std::vector<Edit> C = {{15, 8, "SOMETHING_ELSE"}};
  std::vector<Edit> M2 = mergeEdits("/t/h.cuh", Text, {{"/t/a.cu", &A}, {"/t/c.cu", &C}},
                                    TranslateOptions(), Diags);
  ASSERT_EQ(Diags.size(), 1u);
  EXPECT_EQ(Diags[0].RuleId, "conflict");
  EXPECT_TRUE(StringRef(Diags[0].Message).contains("/t/a.cu"));
  EXPECT_TRUE(StringRef(Diags[0].Message).contains("/t/c.cu"));
  EXPECT_TRUE(StringRef(Diags[0].Message).contains("SOMETHING_ELSE"));
  EXPECT_TRUE(StringRef(Diags[0].Message).contains("token engine"));
  ASSERT_EQ(M2.size(), 2u);
  EXPECT_EQ(M2[1].Text, "hipFree");

  // Where the token engine has nothing to say, the first unit's edit stays.
  std::string Plain = "int foo;\n";
  std::vector<Edit> X = {{4, 3, "bar"}}, Y = {{4, 3, "baz"}};
  Diags.clear();
  std::vector<Edit> M3 = mergeEdits("/t/p.h", Plain, {{"/t/x.cu", &X}, {"/t/y.cu", &Y}},
                                    TranslateOptions(), Diags);
  ASSERT_EQ(M3.size(), 1u);
  EXPECT_EQ(M3[0].Text, "bar");
  ASSERT_EQ(Diags.size(), 1u);
  EXPECT_TRUE(StringRef(Diags[0].Message).contains("kept the first"));
}
