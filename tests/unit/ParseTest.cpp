//===- ParseTest.cpp - lib/Parse/Parse.cpp ---------------------------------===//
// parseUnit: one parse of a unit for any client, with a shared PCH when one
// serves, the plain way otherwise; errors reach the client.
#include "cuda2hip/Parse.h"
#include "../../lib/Parse/Preamble.h"
#include "clang/AST/ASTConsumer.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/Basic/Diagnostic.h"
#include "clang/Frontend/FrontendAction.h"
#include "gtest/gtest.h"

using namespace cuda2hip;

namespace {
bool hasCuda() { return !findCudaPath("", {}).empty() && !findResourceDir({}).empty(); }

/// Counts the unit's own function definitions, and what parseUnit told it.
class CountingClient : public ParseClient {
public:
  std::unique_ptr<clang::FrontendAction> action(bool WithPch) override {
    Attempts.push_back(WithPch);
    Functions = 0;
    Errors.clear();
    struct Consumer : clang::ASTConsumer {
      unsigned &N;
      explicit Consumer(unsigned &N) : N(N) {}
      bool HandleTopLevelDecl(clang::DeclGroupRef G) override {
        for (clang::Decl *D : G)
          if (auto *F = llvm::dyn_cast<clang::FunctionDecl>(D))
            if (F->hasBody() && F->getName().starts_with("user_"))
              ++N;
        return true;
      }
    };
    struct Action : clang::ASTFrontendAction {
      unsigned &N;
      explicit Action(unsigned &N) : N(N) {}
      std::unique_ptr<clang::ASTConsumer> CreateASTConsumer(clang::CompilerInstance &,
                                                            llvm::StringRef) override {
        return std::make_unique<Consumer>(N);
      }
    };
    return std::make_unique<Action>(Functions);
  }
  void error(const clang::Diagnostic &Info) override {
    llvm::SmallString<128> M;
    Info.FormatDiagnostic(M);
    Errors.push_back(std::string(M));
  }
  std::vector<bool> Attempts;
  unsigned Functions = 0;
  std::vector<std::string> Errors;
};

ParseRun parse(llvm::StringRef Text, const ParseOptions &O, CountingClient &C,
               const std::string &Path = "/tmp/cuda2hip-parse-test/u.cu") {
  std::string Err;
  std::vector<std::string> Args = parseArguments(Path, Text, O, Err);
  EXPECT_FALSE(Args.empty()) << Err;
  return parseUnit(Args, Path, Text, /*InMemory=*/true, O, C);
}
} // namespace

TEST(Parse, PlainParseOfACleanUnit) {
  if (!hasCuda())
    GTEST_SKIP() << "no CUDA or clang resource dir";
  ParseOptions O;
  CountingClient C;
  ParseRun R = parse("#include <cuda_runtime.h>\n"
                     "__global__ void user_k(float *p) { p[0] = __ldcs(p); }\n"
                     "int user_main() { user_k << < 1, 1 >> > (nullptr); return 0; }\n",
                     O, C);
  EXPECT_TRUE(R.clean());
  EXPECT_FALSE(R.WithPch);
  EXPECT_EQ(C.Attempts, std::vector<bool>{false});
  EXPECT_EQ(C.Functions, 2u) << "the nvcc-isms parse for every client";
  EXPECT_TRUE(C.Errors.empty());
}

TEST(Parse, ErrorsReachTheClient) {
  if (!hasCuda())
    GTEST_SKIP() << "no CUDA or clang resource dir";
  ParseOptions O;
  CountingClient C;
  ParseRun R = parse("int user_f() { return undeclared_name; }\n", O, C);
  EXPECT_FALSE(R.clean());
  EXPECT_EQ(R.Errors, 1u);
  ASSERT_EQ(C.Errors.size(), 1u);
  EXPECT_NE(C.Errors[0].find("undeclared_name"), std::string::npos) << C.Errors[0];
}

TEST(Parse, ASharedLibcuxxBarrierParses) {
  // clang rejects libcu++'s defaulted constructor in __shared__, nvcc does
  // not: that error alone leaves the unit standing; any other error counts.
  if (!hasCuda())
    GTEST_SKIP() << "no CUDA or clang resource dir";
  ParseOptions O;
  CountingClient C;
  std::string Unit = "#include <cuda/barrier>\n"
                     "__global__ void user_k() {\n"
                     "  __shared__ cuda::barrier<cuda::thread_scope_block> bar;\n"
                     "  if (threadIdx.x == 0) init(&bar, blockDim.x);\n"
                     "  __syncthreads();\n"
                     "  bar.arrive_and_wait();\n"
                     "}\n";
  ParseRun R = parse(Unit, O, C);
  EXPECT_TRUE(R.clean());
  EXPECT_EQ(C.Functions, 1u);
  CountingClient C2;
  ParseRun R2 = parse(Unit + "int user_f() { return undeclared_name; }\n", O, C2);
  EXPECT_FALSE(R2.clean());
  EXPECT_EQ(R2.Errors, 1u);
}

TEST(Parse, SharedPchServesAndAFailedParseWithItStands) {
  if (!hasCuda())
    GTEST_SKIP() << "no CUDA or clang resource dir";
  ParseOptions O;
  O.RunSession = std::make_shared<Session>();
  O.SharePreamble = true;
  {
    CountingClient C;
    ParseRun R = parse("#include <cuda_runtime.h>\n"
                       "__global__ void user_k(int *p) { *p = 1; }\n",
                       O, C);
    EXPECT_TRUE(R.clean());
    EXPECT_TRUE(R.WithPch);
    EXPECT_EQ(C.Attempts, std::vector<bool>{true});
    EXPECT_EQ(C.Functions, 1u);
  }
  {
    // An error in the unit itself: the parse with the PCH is the result
    // (the plain parse would fail at the same place), no second attempt.
    CountingClient C;
    ParseRun R = parse("#include <cuda_runtime.h>\nint user_g() { return nope; }\n", O, C);
    EXPECT_FALSE(R.clean());
    EXPECT_TRUE(R.WithPch);
    EXPECT_EQ(C.Attempts, std::vector<bool>{true});
    EXPECT_EQ(C.Errors.size(), 1u);
  }
  PreambleStats S = preambleStats(*O.RunSession);
  EXPECT_EQ(S.Used, 2u);
  EXPECT_EQ(S.Fallbacks, 0u);
  EXPECT_GE(S.ReadsLeftOut, 1u) << "parseUnit trims the PCH's Sema reads for any client";
}
