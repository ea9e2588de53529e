//===- SupplyTest.cpp - helpers placed in the files that use them ---------===//
#include "PlanTestUtil.h"
#include "gtest/gtest.h"

using namespace cuda2hip;
using namespace cuda2hip::test;

namespace {
const Table &helperTable() {
  static Table T([] {
    std::vector<Entry> Rows = {
        row("cuda_runtime.h", "hip/hip_runtime.h", Kind::Header),
        row("__vadd2", "__vadd2", Kind::Function, Special::None, {}, "helper:"),
        row("__ldcs", "__ldcs", Kind::Function, Special::None, {}, "helper:"),
        row("tex1Dfetch", "cuda2hip_tex1Dfetch", Kind::Function, Special::None, {}, "helper:"),
        row("cudaCreateTextureObject", "cuda2hip_createTextureObject", Kind::Function,
            Special::None, {}, "helper:"),
        row("cudaMallocArray", "cuda2hip_mallocArray", Kind::Function, Special::None, {}, "helper:"),
        row("surf2Dwrite", "cuda2hip_surf2Dwrite", Kind::Function, Special::None, {}, "helper:"),
        row("cooperative_groups/reduce.h", "hip/cooperative_groups/hip_reduce.h",
            Kind::Header, Special::None, {7, 13}),
        row("cooperative_groups::reduce", "cooperative_groups::reduce", Kind::Function,
            Special::None, {7, 13}),
        row("cooperative_groups::plus", "cooperative_groups::plus", Kind::Type,
            Special::None, {7, 13})};
    return Rows;
  }());
  return T;
}

std::string supplied(const std::string &Path, const std::string &Src, Plan *Out = nullptr,
                     Version Target = {6, 3}) {
  Findings F;
  F.MainFile = Path;
  F.Buffers[Path] = Src;
  scanTokens(Path, F.Buffers[Path], helperTable(), F);
  Plan P = makePlan(F, Mapper({Target}, helperTable()), {});
  std::string R = P.Files.at(Path).apply();
  if (Out)
    *Out = std::move(P);
  return R;
}
} // namespace

TEST(Supply, AfterTheIncludesBeforeTheFirstUse) {
  Plan P;
  std::string R = supplied("/k.cu",
                           "#include <cuda_runtime.h>\n#include <cstdio>\n"
                           "__global__ void k(unsigned *p) { p[0] = __vadd2(p[1], p[2]); }\n",
                           &P);
  size_t Stdio = R.find("#include <cstdio>\n");
  size_t Def = R.find("unsigned int __vadd2(");
  size_t Use = R.find("p[0] = __vadd2(");
  ASSERT_NE(Def, std::string::npos) << R;
  EXPECT_LT(Stdio, Def);
  EXPECT_LT(Def, Use);
  EXPECT_EQ(R.find("__ldcs"), std::string::npos) << "only what the file uses";
  unsigned Notes = 0;
  for (const Diagnostic &D : P.Diags)
    Notes += D.RuleId == "helper-supplied" && D.Sev == Severity::Note;
  EXPECT_EQ(Notes, 1u);
}

TEST(Supply, OnlyIncludesOnTheUsesBranchCount) {
  std::string R = supplied("/h.cuh",
                           "#ifndef H\n#define H\n#ifdef X\n#include <a.h>\n#endif\n"
                           "#include <b.h>\n#ifdef Y\n#include <c.h>\n#endif\n"
                           "inline __device__ unsigned f(unsigned a) { return __vadd2(a, a); }\n"
                           "#endif\n");
  // Right after <b.h>: <a.h>'s and <c.h>'s branches do not enclose the use.
  EXPECT_NE(R.find("#include <b.h>\n// cuda2hip: what HIP lacks"), std::string::npos) << R;
}

TEST(Supply, NoIncludeBeforeTheUse) {
  std::string R = supplied("/h.cuh", "// license\n__device__ unsigned f(unsigned a) "
                                     "{ return __vadd2(a, a); }\n");
  EXPECT_EQ(R.find("// license\n// cuda2hip: what HIP lacks"), 0u) << R;
  EXPECT_NE(R.find("#include <hip/hip_runtime.h>\n"), std::string::npos);
}

TEST(Supply, TranslatingTheTranslationAddsNothing) {
  std::string Src = "#include <cuda_runtime.h>\n__global__ void k(float4 *p) "
                    "{ p[0] = __ldcs(p + 1); }\n";
  std::string Once = supplied("/k.cu", Src);
  EXPECT_NE(Once.find("T __ldcs(const T *p)"), std::string::npos) << Once;
  EXPECT_EQ(supplied("/k.cu", Once), Once);
}

TEST(Supply, AGuardNamedInACommentIsNotADefinition) {
  std::string R = supplied("/k.cu", "#include <cuda_runtime.h>\n// #define CUDA2HIP_HELPER___vadd2\n"
                                    "__device__ unsigned f(unsigned a) { return __vadd2(a, a); }\n");
  EXPECT_NE(R.find("\n#define CUDA2HIP_HELPER___vadd2\n"), std::string::npos) << R;
}

TEST(Supply, CrlfFilesGetCrlfLines) {
  std::string R = supplied("/k.cu", "#include <cuda_runtime.h>\r\n__device__ unsigned "
                                    "f(unsigned a) { return __vadd2(a, a); }\r\n");
  for (size_t P = R.find('\n'); P != std::string::npos; P = R.find('\n', P + 1))
    ASSERT_EQ(R[P - 1], '\r') << R;
}

TEST(Supply, CStringFunctionsGetTheirHeader) {
  Plan P;
  std::string R = supplied("/k.cu",
                           "#include <cuda_runtime.h>\n#include <cstdio>\n"
                           "// memset(p, 0, n) in a comment, \"strlen(s)\" in a string\n"
                           "void f(char *p, int n) { memset(p, 0, n); }\n",
                           &P);
  EXPECT_NE(R.find("#include <cstdio>\n#include <cstring>\n// memset"), std::string::npos) << R;
  unsigned Notes = 0;
  for (const Diagnostic &D : P.Diags)
    Notes += D.RuleId == "header-added";
  EXPECT_EQ(Notes, 1u);
}

TEST(Supply, NoHeaderWhenIncludedOrNotACall) {
  for (const char *Src :
       {"#include <cuda_runtime.h>\n#include <string.h>\nvoid f(char *p) { memset(p, 0, 4); }\n",
        "#include <cuda_runtime.h>\nvoid f(S &s) { s.memset(1); s->strlen(); a::memcpy(); }\n",
        "#include <cuda_runtime.h>\n// memset(p, 0, 4)\nconst char *t = \"strlen(s)\";\n"}) {
    std::string R = supplied("/k.cu", Src);
    EXPECT_EQ(R.find("<cstring>"), std::string::npos) << R;
  }
  // A plain C++ file that includes no CUDA header never relied on them.
  EXPECT_EQ(supplied("/k.cpp", "#include <vector>\nvoid f(char *p) { memset(p, 0, 4); }\n"),
            "#include <vector>\nvoid f(char *p) { memset(p, 0, 4); }\n");
}

TEST(Supply, LastTokenOfTheFileIsSeen) {
  std::string R = supplied("/k.cuh", "#define CLEAR(p) memset(");
  EXPECT_NE(R.find("#include <cstring>\n#define CLEAR"), std::string::npos) << R;
}

TEST(Supply, RegisterKeywordRemoved) {
  Plan P;
  std::string R = supplied("/k.cu",
                           "__global__ void k(float *x) {\n  register float a = x[0];\n"
                           "  register\tint i;\n  // register in a comment\n"
                           "  const char *s = \"register\";\n  register int r asm(\"r1\");\n}\n",
                           &P);
  EXPECT_EQ(R.find("register float"), std::string::npos) << R;
  EXPECT_NE(R.find("  float a = x[0];\n  int i;\n"), std::string::npos) << R;
  EXPECT_NE(R.find("// register in a comment"), std::string::npos);
  EXPECT_NE(R.find("\"register\""), std::string::npos);
  EXPECT_NE(R.find("register int r asm"), std::string::npos) << "explicit register variable";
  unsigned Notes = 0;
  for (const Diagnostic &D : P.Diags)
    Notes += D.RuleId == "register-removed";
  EXPECT_EQ(Notes, 1u);
}

TEST(Supply, NamesTheTargetLacksGetTheirHelper) {
  std::string Src = "#include <cuda_runtime.h>\n#include <cooperative_groups/reduce.h>\n"
                    "__device__ float f(const cooperative_groups::thread_block_tile<32> &t, float v) {\n"
                    "  return cooperative_groups::reduce(t, v, cooperative_groups::plus<float>());\n}\n";
  Plan P;
  std::string R = supplied("/r.cu", Src, &P);
  EXPECT_EQ(R.find("#include <cooperative_groups/reduce.h>"), std::string::npos) << R;
  size_t Def = R.find("#define CUDA2HIP_HELPER_cg_reduce");
  ASSERT_NE(Def, std::string::npos) << R;
  EXPECT_EQ(R.find("#define CUDA2HIP_HELPER_cg_reduce", Def + 1), std::string::npos) << "once";
  EXPECT_LT(Def, R.find("return cooperative_groups::reduce(t, v, cooperative_groups::plus<float>())"));
  unsigned Notes = 0, Warnings = 0;
  for (const Diagnostic &D : P.Diags) {
    Notes += D.RuleId == "helper-supplied";
    Warnings += D.Sev == Severity::Warning;
  }
  EXPECT_EQ(Notes, 3u); // the header, reduce, plus
  EXPECT_EQ(Warnings, 0u);
  // A target that has them maps them instead.
  Findings F;
  F.MainFile = "/r.cu";
  F.Buffers["/r.cu"] = Src;
  scanTokens("/r.cu", F.Buffers["/r.cu"], helperTable(), F);
  Plan Q = makePlan(F, Mapper({{7, 13}}, helperTable()), {});
  std::string S = Q.Files.at("/r.cu").apply();
  EXPECT_EQ(S.find("CUDA2HIP_HELPER_cg_reduce"), std::string::npos) << S;
  EXPECT_NE(S.find("#include <hip/cooperative_groups/hip_reduce.h>"), std::string::npos) << S;
}

TEST(Supply, RenamedHelperRowsGetTheHelperOfTheirHipName) {
  Plan P;
  std::string Src = "#include <cuda_runtime.h>\n"
                    "__global__ void k(cudaTextureObject_t t, float *o) { o[0] = tex1Dfetch<float>(t, 0); }\n"
                    "void make(cudaTextureObject_t *t) { cudaCreateTextureObject(t, 0, 0, 0); }\n";
  std::string R = supplied("/t.cu", Src, &P);
  EXPECT_NE(R.find("o[0] = cuda2hip_tex1Dfetch<float>(t, 0);"), std::string::npos) << R;
  EXPECT_NE(R.find("{ cuda2hip_createTextureObject(t, 0, 0, 0); }"), std::string::npos) << R;
  size_t Core = R.find("#define CUDA2HIP_HELPER_cuda2hip_tex\n");
  ASSERT_NE(Core, std::string::npos) << R;
  EXPECT_LT(Core, R.find("__global__ void k("));
  EXPECT_NE(R.find("#define CUDA2HIP_HELPER_cuda2hip_createTextureObject\n"), std::string::npos);
  // Each note covers the CUDA name as written.
  unsigned Notes = 0;
  for (const Diagnostic &D : P.Diags)
    if (D.RuleId == "helper-supplied") {
      ++Notes;
      std::string Spelled = Src.substr(D.Where.Offset, D.Where.Length);
      EXPECT_TRUE(Spelled == "tex1Dfetch" || Spelled == "cudaCreateTextureObject") << Spelled;
    }
  EXPECT_EQ(Notes, 2u);
  EXPECT_EQ(supplied("/t.cu", R), R) << "translating the translation adds nothing";
}

TEST(Supply, ArrayAndSurfaceHelpersSayWhatTheArrayIs) {
  Plan P;
  std::string Src = "#include <cuda_runtime.h>\n"
                    "__global__ void k(cudaSurfaceObject_t s) { surf2Dwrite(1.0f, s, 0, 0); }\n"
                    "void make(cudaArray_t *a, cudaChannelFormatDesc *d) { cudaMallocArray(a, d, 4, 4); }\n";
  std::string R = supplied("/a.cu", Src, &P);
  EXPECT_NE(R.find("{ cuda2hip_surf2Dwrite(1.0f, s, 0, 0); }"), std::string::npos) << R;
  EXPECT_NE(R.find("{ cuda2hip_mallocArray(a, d, 4, 4); }"), std::string::npos) << R;
  size_t Core = R.find("#define CUDA2HIP_HELPER_cuda2hip_arr\n");
  ASSERT_NE(Core, std::string::npos) << R;
  EXPECT_LT(Core, R.find("__global__ void k("));
  unsigned Notes = 0;
  for (const Diagnostic &D : P.Diags)
    if (D.RuleId == "helper-supplied") {
      ++Notes;
      EXPECT_NE(D.Message.find("pitched memory of its own"), std::string::npos) << D.Message;
      std::string Spelled = Src.substr(D.Where.Offset, D.Where.Length);
      EXPECT_TRUE(Spelled == "surf2Dwrite" || Spelled == "cudaMallocArray") << Spelled;
    }
  EXPECT_EQ(Notes, 2u);
  EXPECT_EQ(supplied("/a.cu", R), R) << "translating the translation adds nothing";
}

TEST(Supply, LegacyTextureReferencesKeepHipsFetch) {
  Plan P;
  std::string R = supplied("/r.cu",
                           "#include <cuda_runtime.h>\ntexture<float, 1, cudaReadModeElementType> tr;\n"
                           "__global__ void k(float *o) { o[0] = tex1Dfetch(tr, 0); }\n",
                           &P);
  EXPECT_NE(R.find("o[0] = tex1Dfetch(tr, 0);"), std::string::npos) << R;
  EXPECT_EQ(R.find("CUDA2HIP_HELPER_cuda2hip_tex"), std::string::npos) << R;
  bool Warned = false;
  for (const Diagnostic &D : P.Diags)
    Warned |= D.RuleId == "unsupported-api" && D.Message.find("legacy texture reference") != std::string::npos;
  EXPECT_TRUE(Warned);
}

TEST(Supply, HalfAtomicAddBelowHip70) {
  // HIP declares atomicAdd(__half2 *, __half2) from 7.0 on: below, a file
  // that calls atomicAdd and names a 16-bit float type gets the overloads.
  std::string Src = "#include <cuda_runtime.h>\n"
                    "__global__ void k(__half2 *y, __half2 v) { atomicAdd(y, v); }\n";
  Plan P;
  std::string R = supplied("/k.cu", Src, &P);
  EXPECT_NE(R.find("#define CUDA2HIP_HELPER_atomicAdd_half\n"), std::string::npos) << R;
  EXPECT_LT(R.find("CUDA2HIP_HELPER_atomicAdd_half"), R.find("__global__"));
  unsigned Notes = 0;
  for (const Diagnostic &D : P.Diags)
    Notes += D.RuleId == "helper-supplied" && D.Message.find("'atomicAdd' of __half") == 0;
  EXPECT_EQ(Notes, 1u);
  // At 7.0 HIP has them; a float atomicAdd, or a half file without one, needs none.
  EXPECT_EQ(supplied("/k.cu", Src, nullptr, {7, 0}).find("atomicAdd_half"), std::string::npos);
  EXPECT_EQ(supplied("/k.cu", "#include <cuda_runtime.h>\n// __half2\n"
                              "__global__ void k(float *y) { atomicAdd(y, 1.f); }\n")
                .find("atomicAdd_half"),
            std::string::npos);
  EXPECT_EQ(supplied("/k.cu", "#include <cuda_runtime.h>\n__global__ void k(__half *y) { "
                              "y[0] = y[1]; }\n")
                .find("atomicAdd_half"),
            std::string::npos);
  // Translating the translation adds nothing.
  EXPECT_EQ(supplied("/k.cu", R), R);
}
