//===- ArgumentsTest.cpp - Special::Args: templates and their rewrite -----===//
#include "PlanTestUtil.h"
#include "cuda2hip/Mappings.h"
#include "gtest/gtest.h"
#include <set>

using namespace cuda2hip;
using namespace cuda2hip::test;

namespace {

std::string parseError(unsigned Arity, const char *T, const char *C = "") {
  auto R = parseArgTemplate("f", Arity, T, C);
  if (R)
    return "";
  return llvm::toString(R.takeError());
}

/// Plans \p Src with the built-in tables (token engine findings).
std::string plannedDnn(const std::string &Src, Plan *Out = nullptr,
                       PlanOptions O = {}) {
  Findings F;
  F.MainFile = "/a.cpp";
  F.Buffers["/a.cpp"] = Src;
  scanTokens("/a.cpp", F.Buffers["/a.cpp"], Table::builtin(), F);
  Mapper M({Version{6, 3}});
  Plan P = makePlan(F, M, O);
  std::string R = P.Files.at("/a.cpp").apply();
  if (Out)
    *Out = std::move(P);
  return R;
}

unsigned countRule(const Plan &P, llvm::StringRef Rule) {
  unsigned N = 0;
  for (const Diagnostic &D : P.Diags)
    N += D.RuleId == Rule;
  return N;
}

} // namespace

TEST(ArgTemplate, ParsesItemsAndConditions) {
  auto T = parseArgTemplate("f", 4, " $0, $3,false , nullptr,(size_t)$2 ",
                            "$1=CUDNN_TENSOR_NCHW; $2 != CUDNN_CONVOLUTION");
  ASSERT_TRUE(bool(T)) << llvm::toString(T.takeError());
  ASSERT_EQ(T->Items.size(), 5u);
  EXPECT_EQ(T->Items[0].Arg, 0);
  EXPECT_EQ(T->Items[1].Arg, 3);
  EXPECT_EQ(T->Items[2].Arg, -1);
  EXPECT_EQ(T->Items[2].Text, "false");
  EXPECT_EQ(T->Items[4].Arg, -1);
  EXPECT_EQ(T->Items[4].Text, "(size_t)$2");
  ASSERT_EQ(T->Conditions.size(), 2u);
  EXPECT_EQ(T->Conditions[0].Arg, 1u);
  EXPECT_TRUE(T->Conditions[0].Equal);
  EXPECT_EQ(T->Conditions[0].Value, "CUDNN_TENSOR_NCHW");
  EXPECT_FALSE(T->Conditions[1].Equal);
  EXPECT_EQ(T->expand({"a", "b", "c", "d"}), "a, d, false, nullptr, (size_t)c");
  EXPECT_EQ(T->failedCondition({"a", " CUDNN_TENSOR_NCHW ", "x", "d"}), "");
  EXPECT_EQ(T->failedCondition({"a", "CUDNN_TENSOR_NHWC", "x", "d"}),
            "argument 2 is 'CUDNN_TENSOR_NHWC', not 'CUDNN_TENSOR_NCHW'");
  EXPECT_EQ(T->failedCondition({"a", "CUDNN_TENSOR_NCHW", "CUDNN_CONVOLUTION", "d"}),
            "argument 3 is 'CUDNN_CONVOLUTION', which the rewrite excludes");
  // Two-digit indices.
  auto U = parseArgTemplate("g", 11, "$10, $1", "");
  ASSERT_TRUE(bool(U));
  EXPECT_EQ(U->Items[0].Arg, 10);
}

TEST(ArgTemplate, RejectsBadTemplates) {
  EXPECT_NE(parseError(2, "$0, $2"), "") << "$2 beyond the arity";
  EXPECT_NE(parseError(2, "$0, (int)$5"), "") << "inside a literal too";
  EXPECT_NE(parseError(2, "$0,, $1"), "") << "empty argument";
  EXPECT_NE(parseError(2, ""), "");
  EXPECT_NE(parseError(2, "$0", "$3=X"), "") << "condition beyond the arity";
  EXPECT_NE(parseError(2, "$0", "$1 X"), "") << "no operator";
  EXPECT_NE(parseError(2, "$0", "X=$1"), "") << "not on an argument";
  EXPECT_NE(parseError(2, "$0", "$1="), "") << "no value";
  EXPECT_EQ(parseError(2, "$1, $0", "$0=A;"), "");
}

// Every Args row has a template and every template an Args row; templates
// parse (else argumentTemplates() aborts) and name arguments below the arity.
TEST(ArgTemplate, TablesAgree) {
  std::set<std::string> Rows, Templates;
  for (const Entry &E : Table::builtin().entries())
    if (E.Rewrite == Special::Args) {
      EXPECT_EQ(E.K, Kind::Function) << E.Cuda.str();
      EXPECT_FALSE(E.Hip.empty()) << E.Cuda.str();
      EXPECT_FALSE(E.Note.empty()) << E.Cuda.str() << ": say what changes";
      Rows.insert(E.Cuda.str());
      EXPECT_TRUE(argumentTemplate(E.Cuda)) << E.Cuda.str() << " has no template";
    }
  for (const ArgTemplate &T : argumentTemplates()) {
    EXPECT_TRUE(Templates.insert(T.Cuda.str()).second) << "two templates of " << T.Cuda.str();
    EXPECT_TRUE(Rows.count(T.Cuda.str())) << T.Cuda.str() << " has no Args row";
    for (const ArgTemplate::Item &It : T.Items)
      EXPECT_LT(It.Arg, int(T.Arity)) << T.Cuda.str();
    for (const ArgTemplate::Condition &C : T.Conditions)
      EXPECT_LT(C.Arg, T.Arity) << T.Cuda.str();
    // Re-parsing the spelled text gives the same template.
    auto Again = parseArgTemplate(T.Cuda, T.Arity, T.Spelled, T.SpelledConditions);
    ASSERT_TRUE(bool(Again)) << T.Cuda.str();
    EXPECT_EQ(Again->Items.size(), T.Items.size());
  }
  EXPECT_GE(Rows.size(), 15u);
  EXPECT_EQ(argumentTemplate("cudaMalloc"), nullptr);
}

TEST(Arguments, ReordersWithRenamedEnumerators) {
  Plan P;
  EXPECT_EQ(plannedDnn("cudnnSoftmaxForward(h, CUDNN_SOFTMAX_ACCURATE, "
                       "CUDNN_SOFTMAX_MODE_CHANNEL, &a, xd, x, &b, yd, y);",
                       &P),
            "miopenSoftmaxForward_V2(h, &a, xd, x, &b, yd, y, "
            "MIOPEN_SOFTMAX_ACCURATE, MIOPEN_SOFTMAX_MODE_CHANNEL);");
  EXPECT_TRUE(P.Diags.empty());
  EXPECT_EQ(P.Stats[Group::Dnn].Converted, 3u);
}

TEST(Arguments, DropsAndAppends) {
  EXPECT_EQ(plannedDnn("cudnnSetTensor4dDescriptor(d, CUDNN_TENSOR_NCHW, "
                       "CUDNN_DATA_FLOAT, n, c, h, w);"),
            "miopenSet4dTensorDescriptor(d, miopenFloat, n, c, h, w);");
  EXPECT_EQ(plannedDnn("cudnnPoolingForward(h, p, &a, xd, x, &b, yd, y);"),
            "miopenPoolingForward(h, p, &a, xd, x, &b, yd, y, false, nullptr, 0);");
  EXPECT_EQ(plannedDnn("cudnnSetTensorNdDescriptorEx(d, CUDNN_TENSOR_NCHW, t, 4, dims);"),
            "miopenSetTensorDescriptor(d, t, 4, dims, nullptr);");
}

TEST(Arguments, FailedConditionKeepsTheCall) {
  Plan P;
  std::string Src = "cudnnSetTensor4dDescriptor(d, CUDNN_TENSOR_NHWC, "
                    "CUDNN_DATA_FLOAT, n, c, h, w);";
  std::string Out = plannedDnn(Src, &P);
  // The name stays; the enumerators inside are still renamed (they are
  // valid MIOpen names on their own).
  EXPECT_TRUE(llvm::StringRef(Out).starts_with("cudnnSetTensor4dDescriptor(d, "))
      << Out;
  ASSERT_EQ(countRule(P, "arguments-not-rewritten"), 1u);
  for (const Diagnostic &D : P.Diags)
    if (D.RuleId == "arguments-not-rewritten") {
      EXPECT_EQ(D.Where.Offset, 0u);
      EXPECT_NE(D.Message.find("'CUDNN_TENSOR_NHWC', not 'CUDNN_TENSOR_NCHW'"),
                std::string::npos)
          << D.Message;
    }
  // A true convolution has no MIOpen mode.
  Out = plannedDnn("cudnnSetConvolution2dDescriptor(c, 0, 0, 1, 1, 1, 1, "
                   "CUDNN_CONVOLUTION, CUDNN_DATA_FLOAT);",
                   &P);
  EXPECT_TRUE(llvm::StringRef(Out).starts_with("cudnnSetConvolution2dDescriptor(c, "));
  EXPECT_EQ(countRule(P, "arguments-not-rewritten"), 1u);
  EXPECT_EQ(plannedDnn("cudnnSetConvolution2dDescriptor(c, 0, 0, 1, 1, 1, 1, "
                       "CUDNN_CROSS_CORRELATION, CUDNN_DATA_FLOAT);"),
            "miopenInitConvolutionDescriptor(c, miopenConvolution, 0, 0, 1, 1, 1, 1);");
}

TEST(Arguments, WrongCountKeepsTheCall) {
  Plan P;
  EXPECT_EQ(plannedDnn("cudnnPoolingForward(h, p, &a, xd, x, &b, yd);", &P),
            "cudnnPoolingForward(h, p, &a, xd, x, &b, yd);");
  ASSERT_EQ(countRule(P, "arguments-not-rewritten"), 1u);
  EXPECT_EQ(P.Stats[Group::Dnn].Converted, 0u);
  EXPECT_EQ(P.Stats[Group::Dnn].Unsupported, 1u);
}

TEST(Arguments, TokenEngineMiscountIsSafe) {
  // The token engine does not know that the comma of a template argument
  // list is no argument separator: the count differs, the call stays whole
  // (the AST engine rewrites it).
  Plan P;
  std::string Src = "cudnnSetTensor4dDescriptor(d, CUDNN_TENSOR_NCHW, "
                    "CUDNN_DATA_FLOAT, 1, 2, 3, std::pair<int,int>(4, 5).first);";
  std::string Out = plannedDnn(Src, &P);
  EXPECT_TRUE(llvm::StringRef(Out).starts_with(
      "cudnnSetTensor4dDescriptor(d, miopenTensorNCHW, miopenFloat, "))
      << Out;
  EXPECT_EQ(countRule(P, "arguments-not-rewritten"), 1u);
}

TEST(Arguments, NameWithoutVisibleArgumentsStays) {
  Plan P;
  EXPECT_EQ(plannedDnn("auto f = &cudnnSoftmaxForward;", &P),
            "auto f = &cudnnSoftmaxForward;");
  EXPECT_EQ(countRule(P, "arguments-not-rewritten"), 1u);
}

TEST(Arguments, CommentsAndLayoutMoveWithTheirArguments) {
  EXPECT_EQ(plannedDnn("cudnnSoftmaxForward(h, /*algo*/ CUDNN_SOFTMAX_LOG,\n"
                       "    CUDNN_SOFTMAX_MODE_INSTANCE, // mode\n"
                       "    &a, xd, x, &b, yd, y);"),
            // The // comment moved last puts ')' on a line of its own; the
            // first line break is joined, so the line count stays.
            "miopenSoftmaxForward_V2(h, &a, xd, x, &b, yd, y, /*algo*/ MIOPEN_SOFTMAX_LOG,\n"
            "    MIOPEN_SOFTMAX_MODE_INSTANCE // mode\n"
            "    );");
  // A comment on the comma's line stays after the comma of its argument.
  EXPECT_EQ(plannedDnn("cudnnGetConvolutionForwardWorkspaceSize(h,\n"
                       "    xd, // input\n"
                       "    wd, // filter\n"
                       "    c, yd, a, &n);"),
            "miopenConvolutionForwardGetWorkSpaceSize(h,\n"
            "    wd, // filter\n"
            "    xd, // input\n"
            "    c, yd, &n);");
  // A dropped argument's code goes; its comments and line breaks stay,
  // after the argument before it (no comment lost, same line count).
  EXPECT_EQ(plannedDnn("cudnnSetPooling2dDescriptor(p, CUDNN_POOLING_MAX,\n"
                       "    /*nan*/ CUDNN_NOT_PROPAGATE_NAN, 2, 2, 0, 0, 2, 2);"),
            "miopenSet2dPoolingDescriptor(p, miopenPoolingMax,\n"
            "    /*nan*/ 2, 2, 0, 0, 2, 2);");
  EXPECT_EQ(plannedDnn("cudnnSetFilter4dDescriptor(w,\n"
                       "    CUDNN_DATA_FLOAT, /* type */\n"
                       "    CUDNN_TENSOR_NCHW, // layout\n"
                       "    8, 3, 3, 3);"),
            "miopenSet4dTensorDescriptor(w,\n"
            "    miopenFloat, /* type */\n"
            "    // layout\n"
            "    8, 3, 3, 3);");
  // Dropped without comments, alone on its line: its line break stays
  // (after the mode, which moves to the front).
  EXPECT_EQ(plannedDnn("cudnnSetConvolution2dDescriptor(c, 0, 0, 1, 1, 1, 1,\n"
                       "    CUDNN_CROSS_CORRELATION,\n"
                       "    CUDNN_DATA_FLOAT);"),
            "miopenInitConvolutionDescriptor(c,\n"
            "    miopenConvolution,\n"
            "     0, 0, 1, 1, 1, 1);");
}

TEST(Arguments, NestedCallsAndParentheses) {
  EXPECT_EQ(plannedDnn("cudnnGetConvolutionForwardWorkspaceSize(h, g(x, y), (w), "
                       "c, yd, algo[f(1, 2)], &n);"),
            "miopenConvolutionForwardGetWorkSpaceSize(h, (w), g(x, y), c, yd, &n);");
}

TEST(Arguments, InsideAMacroBody) {
  EXPECT_EQ(plannedDnn("#define SOFTMAX(h, x, y) \\\n"
                       "  cudnnSoftmaxForward(h, CUDNN_SOFTMAX_FAST, \\\n"
                       "      CUDNN_SOFTMAX_MODE_CHANNEL, &one, d, x, &zero, d, y)\n"),
            "#define SOFTMAX(h, x, y) \\\n"
            "  miopenSoftmaxForward_V2(h, &one, d, x, &zero, d, y, MIOPEN_SOFTMAX_FAST, \\\n"
            "      MIOPEN_SOFTMAX_MODE_CHANNEL)\n");
}

TEST(Arguments, Idempotent) {
  std::string Once = plannedDnn("cudnnSoftmaxBackward(h, CUDNN_SOFTMAX_ACCURATE, "
                                "CUDNN_SOFTMAX_MODE_CHANNEL, &a, yd, y, dyd, dy, &b, "
                                "dxd, dx);");
  EXPECT_EQ(Once, "miopenSoftmaxBackward_V2(h, &a, yd, y, dyd, dy, &b, dxd, dx, "
                  "MIOPEN_SOFTMAX_ACCURATE, MIOPEN_SOFTMAX_MODE_CHANNEL);");
  EXPECT_EQ(plannedDnn(Once), Once);
}

TEST(Arguments, PortableLeavesTheCall) {
  Plan P;
  PlanOptions O;
  O.Portable.Enabled = true;
  O.Portable.HeaderPath = "/gpu_portability.h";
  std::string Out = plannedDnn("cudnnPoolingForward(h, p, &a, xd, x, &b, yd, y);",
                               &P, O);
  EXPECT_NE(Out.find("cudnnPoolingForward(h, p, &a, xd, x, &b, yd, y);"),
            std::string::npos);
  EXPECT_EQ(countRule(P, "portable-not-expressible"), 1u);
  EXPECT_FALSE(P.Portable.HipDefines.count("cudnnPoolingForward"));
}

// Argument values (tables/library_args.def): every row names a value set with
// rows and an index below its arity, and the function has a row of its own.
TEST(ArgValues, TablesAgree) {
  ASSERT_FALSE(allArgumentValues().empty());
  for (const ArgValues &V : allArgumentValues()) {
    EXPECT_LT(V.Index, V.Arity) << V.Cuda.str();
    EXPECT_TRUE(knownValueSet(V.Set)) << V.Cuda.str() << ": " << V.Set.str();
    EXPECT_EQ(argumentValues(V.Cuda), &V) << "one row per function";
    bool HasRow = false;
    for (const Entry &E : Table::builtin().entries())
      HasRow |= E.Cuda == V.Cuda && E.K == Kind::Function;
    EXPECT_TRUE(HasRow) << V.Cuda.str();
  }
  EXPECT_EQ(argumentValue("cublas-compute-type", "CUDA_C_32F"), "HIPBLAS_COMPUTE_32F");
  EXPECT_TRUE(argumentValue("cublas-compute-type", "CUDA_R_8I")->starts_with("warn:"));
  EXPECT_FALSE(argumentValue("cublas-compute-type", "CUBLAS_COMPUTE_32F"));
  EXPECT_FALSE(argumentValue("cublas-compute-type", "CUDA_R_32F + 0"));
  EXPECT_FALSE(argumentValue("cublas-compute-type", "computeType"));
  EXPECT_EQ(argumentValues("cudaMalloc"), nullptr);
}

TEST(ArgValues, DataTypeAsComputeType) {
  Plan P;
  const std::string Head = "cublasGemmEx(h, CUBLAS_OP_N, CUBLAS_OP_N, m, n, k, &a, A, "
                           "CUDA_R_16F, m, B, CUDA_R_16F, k, &b, C, CUDA_R_32F, m, ";
  const std::string HipHead = "hipblasGemmEx_v2(h, HIPBLAS_OP_N, HIPBLAS_OP_N, m, n, k, &a, A, "
                              "HIP_R_16F, m, B, HIP_R_16F, k, &b, C, HIP_R_32F, m, ";
  EXPECT_EQ(plannedDnn(Head + "CUDA_R_32F, CUBLAS_GEMM_DEFAULT);", &P),
            HipHead + "HIPBLAS_COMPUTE_32F, HIPBLAS_GEMM_DEFAULT);");
  EXPECT_TRUE(P.Diags.empty());
  // A compute type as CUDA 11 spells it, a variable: as their rows say.
  EXPECT_EQ(plannedDnn(Head + "CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT);"),
            HipHead + "HIPBLAS_COMPUTE_32F, HIPBLAS_GEMM_DEFAULT);");
  EXPECT_EQ(plannedDnn(Head + "ct, CUBLAS_GEMM_DEFAULT);"),
            HipHead + "ct, HIPBLAS_GEMM_DEFAULT);");
  // Only in the compute-type position: the other CUDA_R_32F stay data types.
  EXPECT_EQ(plannedDnn(Head + " /*c*/ CUDA_C_64F , CUBLAS_GEMM_DEFAULT);"),
            HipHead + " /*c*/ HIPBLAS_COMPUTE_64F , HIPBLAS_GEMM_DEFAULT);");
  // Another count (not this function's shape): untouched.
  EXPECT_EQ(plannedDnn("cublasGemmEx(CUDA_R_32F);"), "hipblasGemmEx_v2(HIP_R_32F);");
  // A data type the overload rejects: renamed as its row says, warned.
  EXPECT_EQ(plannedDnn(Head + "CUDA_R_8I, CUBLAS_GEMM_DEFAULT);", &P),
            HipHead + "HIP_R_8I, HIPBLAS_GEMM_DEFAULT);");
  EXPECT_EQ(countRule(P, "argument-value"), 1u);
}
