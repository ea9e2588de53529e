//===- TokenScannerTest.cpp - the token engine ----------------------------===//
#include "cuda2hip/Find.h"
#include "gtest/gtest.h"

using namespace cuda2hip;

namespace {
Entry row(const char *C, const char *H, Kind K, Special S = Special::None) {
  return Entry{C, H, K, Group::Runtime, S, {}, {}, {}, {}, "", ""};
}
const Table &table() {
  static Table T({row("cudaMalloc", "hipMalloc", Kind::Function),
                  row("cudaMemcpyToSymbol", "hipMemcpyToSymbol", Kind::Function,
                      Special::Symbol),
                  row("cub", "hipcub", Kind::Namespace),
                  row("thrust::cuda", "thrust::hip", Kind::Namespace),
                  row("cudaStream_t", "hipStream_t", Kind::Type)});
  return T;
}
std::vector<std::string> names(const Findings &F) {
  std::vector<std::string> R;
  for (const NameRef &N : F.Names)
    R.push_back(N.Name);
  return R;
}
} // namespace

TEST(TokenScanner, FindsTableNamesOnly) {
  Findings F;
  scanTokens("/a.cu", "cudaMalloc(&p, n); cudaCheck(x); myCudaMalloc();", table(), F);
  EXPECT_EQ(names(F), std::vector<std::string>{"cudaMalloc"});
  EXPECT_EQ(F.Names[0].Where.Offset, 0u);
  EXPECT_EQ(F.Names[0].Found, Engine::Token);
}

TEST(TokenScanner, SkipsCommentsStringsAndMembers) {
  Findings F;
  std::string S = "// cudaMalloc\n/* cudaMalloc */ \"cudaMalloc\"; s.cudaMalloc(); "
                  "p->cudaMalloc(); other::cudaMalloc(); ::cudaMalloc();";
  scanTokens("/a.cu", S, table(), F);
  ASSERT_EQ(names(F), std::vector<std::string>{"cudaMalloc"});
  EXPECT_EQ(F.Names[0].Where.Offset, S.rfind("cudaMalloc"))
      << "only the globally qualified call";
}

TEST(TokenScanner, Namespaces) {
  Findings F;
  scanTokens("/a.cu", "cub::DeviceReduce::Sum(); thrust::cuda::par; int cub;", table(), F);
  EXPECT_EQ(names(F), (std::vector<std::string>{"cub", "thrust::cuda", "cub"}));
  EXPECT_EQ(F.Names[0].K, Kind::Namespace);
  EXPECT_FALSE(F.Names[2].K.has_value()) << "a variable is not a namespace reference";
}

TEST(TokenScanner, Includes) {
  Findings F;
  scanTokens("/a.cu", "#include <cuda_runtime.h>\n#  include \"cuda.h\"\nint x;", table(), F);
  ASSERT_EQ(F.Includes.size(), 2u);
  EXPECT_EQ(F.Includes[0].Spelled, "cuda_runtime.h");
  EXPECT_TRUE(F.Includes[0].Angled);
  EXPECT_EQ(F.Includes[0].Name.Offset, 10u);
  EXPECT_EQ(F.Includes[1].Spelled, "cuda.h");
  EXPECT_FALSE(F.Includes[1].Angled);
  EXPECT_EQ(F.Includes[0].Directive.Length, 25u);
}

TEST(TokenScanner, CallArguments) {
  Findings F;
  scanTokens("/a.cu", "cudaMemcpyToSymbol(table, f(a, b), sizeof(int[2]));", table(), F);
  ASSERT_EQ(F.Calls.size(), 1u);
  ASSERT_EQ(F.Calls[0].Args.size(), 3u);
  EXPECT_EQ(F.Calls[0].Args[0].Offset, 19u);
  EXPECT_EQ(F.Calls[0].Args[0].Length, 5u);
  EXPECT_EQ(F.Calls[0].Args[1].Length, 7u);
}

TEST(TokenScanner, Launches) {
  Findings F;
  scanTokens("/a.cu", "ns::k<float, 4><<<grid, block, 0, s>>>(a, b);\nk2<<<1,2>>>();", table(), F);
  ASSERT_EQ(F.Launches.size(), 2u);
  const LaunchRef &L = F.Launches[0];
  EXPECT_TRUE(L.CalleeHasTemplateArgs);
  EXPECT_EQ(L.Callee.Offset, 0u);
  EXPECT_EQ(L.Callee.Length, 15u);
  EXPECT_EQ(L.Config.size(), 4u);
  EXPECT_EQ(L.Args.size(), 2u);
  EXPECT_TRUE(F.Launches[1].Args.empty());
  EXPECT_FALSE(F.Launches[1].CalleeHasTemplateArgs);
}

TEST(TokenScanner, RangeLimitsTheScan) {
  Findings F;
  std::string S = "cudaMalloc(a);\ncudaMalloc(b);\n";
  scanTokens("/a.cu", S, table(), F, 15, S.size());
  ASSERT_EQ(F.Names.size(), 1u);
  EXPECT_EQ(F.Names[0].Where.Offset, 15u);
}
