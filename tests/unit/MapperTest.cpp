//===- MapperTest.cpp - decisions and version gates -----------------------===//
#include "cuda2hip/Mappings.h"
#include "gtest/gtest.h"

using namespace cuda2hip;

namespace {
Entry row(const char *C, const char *H, Kind K, Version HipAdded = {},
          Special S = Special::None, const char *Note = "",
          const char *OptIn = "") {
  return Entry{C, H, K, Group::Device, S, {}, {}, {}, HipAdded, Note, OptIn};
}

const Table &testTable() {
  static Table T({
      row("__shfl_down_sync", "__shfl_down_sync", Kind::Function, {6, 2},
          Special::None, "", "HIP_ENABLE_WARP_SYNC_BUILTINS"),
      row("__shfl_down_sync", "__shfl_down", Kind::Function, {}, Special::DropMask),
      row("cudaMalloc", "hipMalloc", Kind::Function),
      row("cudaNew", "hipNew", Kind::Function, {6, 1}),
      row("cudaGone", "", Kind::Function, {}, Special::None, "no HIP equivalent"),
      row("__syncthreads", "__syncthreads", Kind::Function),
      row("cuMemAlloc", "hipMalloc", Kind::Function),
      row("cub", "hipcub", Kind::Namespace),
      row("cuda_runtime.h", "hip/hip_runtime.h", Kind::Header),
      row("thrust/system/cuda/", "thrust/system/hip/", Kind::Header),
  });
  return T;
}
} // namespace

TEST(Version, Parse) {
  EXPECT_EQ(*Version::parse("6.2"), (Version{6, 2}));
  EXPECT_EQ(*Version::parse("5.2.3"), (Version{5, 2}));
  EXPECT_EQ(*Version::parse("7"), (Version{7, 0}));
  EXPECT_FALSE(Version::parse("six"));
  EXPECT_FALSE(Version::parse(""));
  EXPECT_FALSE(Version::parse("6.x"));
  EXPECT_TRUE((Version{5, 2}) < (Version{6, 0}));
  EXPECT_TRUE((Version{6, 2}) <= (Version{6, 2}));
  EXPECT_EQ((Version{6, 10}).str(), "6.10");
}

TEST(Mapper, RenameSameAndUnsupported) {
  Mapper M({Version{6, 3}}, testTable());
  Decision D = M.map("cudaMalloc");
  EXPECT_EQ(D.Result, Decision::Rename);
  EXPECT_EQ(D.Replacement, "hipMalloc");
  EXPECT_EQ(M.map("__syncthreads").Result, Decision::Same);
  D = M.map("cudaGone");
  EXPECT_EQ(D.Result, Decision::Unsupported);
  EXPECT_EQ(D.RuleId, "unsupported-api");
  EXPECT_NE(D.Message.find("no HIP equivalent"), std::string::npos);
}

TEST(Mapper, VersionGatePicksTheNewestAvailableRow) {
  // The opt-in row applies when the translation defines its macro ...
  MapOptions WithMacro{Version{6, 2}};
  WithMacro.Defined = {"HIP_ENABLE_WARP_SYNC_BUILTINS"};
  Mapper New(WithMacro, testTable());
  Decision D = New.map("__shfl_down_sync");
  EXPECT_EQ(D.Result, Decision::Same);
  EXPECT_EQ(D.RuleId, "opt-in-macro");
  // ... else the later row that needs no macro does (issue 17: HIP 6.2-6.3
  // output compiles as written).
  D = Mapper({Version{6, 2}}, testTable()).map("__shfl_down_sync");
  EXPECT_EQ(D.Result, Decision::Rename);
  EXPECT_EQ(D.Replacement, "__shfl_down");
  Mapper Old({Version{5, 2}}, testTable());
  D = Old.map("__shfl_down_sync");
  EXPECT_EQ(D.Result, Decision::Rename);
  EXPECT_EQ(D.Replacement, "__shfl_down");
  EXPECT_EQ(D.E->Rewrite, Special::DropMask);
  EXPECT_EQ(D.RuleId, "mask-dropped");
}

TEST(Mapper, AnOptInRowWithoutAlternativeStays) {
  // cooperative_groups' ballot members have no mask-less row: the opt-in
  // row still applies, with its warning.
  static Table T({row("cg_ballot", "cg_ballot", Kind::Function, {6, 2},
                      Special::None, "", "HIP_ENABLE_WARP_SYNC_BUILTINS")});
  Decision D = Mapper({Version{6, 3}}, T).map("cg_ballot");
  EXPECT_EQ(D.Result, Decision::Same);
  EXPECT_EQ(D.RuleId, "opt-in-macro");
}

TEST(Mapper, DefinedMacrosOfACommandLine) {
  std::vector<std::string> Args = {"-DA", "-D", "B=1", "-DC=x=y", "-I", "D", "-UE"};
  EXPECT_EQ(definedMacros(Args), (std::vector<std::string>{"A", "B", "C"}));
}

TEST(Mapper, NotInTargetKeepsTheName) {
  Mapper Old({Version{5, 2}}, testTable());
  Decision D = Old.map("cudaNew");
  EXPECT_EQ(D.Result, Decision::NotInTarget);
  EXPECT_NE(D.Message.find("6.1"), std::string::npos);
  Mapper New({Version{6, 1}}, testTable());
  EXPECT_EQ(New.map("cudaNew").Result, Decision::Rename);
}

TEST(Mapper, UnknownOnlyForCudaLookingNames) {
  Mapper M({Version{6, 3}}, testTable());
  EXPECT_EQ(M.map("cudaSomethingNew").Result, Decision::Unknown);
  EXPECT_EQ(M.map("myHelper").Result, Decision::NotCuda);
  EXPECT_TRUE(Mapper::looksLikeCudaApi("cuMemAlloc"));
  EXPECT_TRUE(Mapper::looksLikeCudaApi("CU_DEVICE_ATTRIBUTE_X"));
  EXPECT_TRUE(Mapper::looksLikeCudaApi("cublasSgemm"));
  EXPECT_FALSE(Mapper::looksLikeCudaApi("cudaless"));
  EXPECT_FALSE(Mapper::looksLikeCudaApi("cute"));
  EXPECT_FALSE(Mapper::looksLikeCudaApi("CudaStream"));
}

TEST(Mapper, KindPreferenceAndNamespaces) {
  Mapper M({Version{6, 3}}, testTable());
  // cuda.h declares cuMemAlloc as a macro; the function row still applies.
  EXPECT_EQ(M.map("cuMemAlloc", Kind::Macro).Replacement, "hipMalloc");
  EXPECT_EQ(M.map("cub", Kind::Namespace).Replacement, "hipcub");
  // A variable that happens to be called "cub" is not the namespace.
  EXPECT_EQ(M.map("cub").Result, Decision::NotCuda);
}

TEST(Mapper, Headers) {
  Mapper M({Version{6, 3}}, testTable());
  EXPECT_EQ(M.mapHeader("cuda_runtime.h").Replacement, "hip/hip_runtime.h");
  Decision D = M.mapHeader("thrust/system/cuda/execution_policy.h");
  EXPECT_EQ(D.Result, Decision::Rename);
  EXPECT_EQ(D.Replacement, "thrust/system/hip/execution_policy.h");
  EXPECT_EQ(M.mapHeader("vector").Result, Decision::NotCuda);
}

TEST(Mapper, DetectHipVersion) {
  // Debian's HIP is at /usr; a folder without hip_version.h gives nothing.
  EXPECT_FALSE(detectHipVersion({"/nonexistent"}));
}

namespace {
Entry blasRow(const char *C, const char *H, Kind K, const char *Variant,
              const char *Note = "") {
  Entry E{C, H, K, Group::Blas, Special::None, {}, {}, {}, {}, Note, ""};
  E.Variant = Variant;
  if (llvm::StringRef(Note).starts_with("warn:")) {
    E.Note = llvm::StringRef(Note).drop_front(5);
    E.WarnOnUse = true;
  }
  return E;
}

const Table &blasTable() {
  static Table T({
      blasRow("cublasSgemm", "hipblasSgemm", Kind::Function, ""),
      blasRow("cublasSgemm", "rocblas_sgemm", Kind::Function, "blas:rocblas"),
      blasRow("cublasCaxpy", "hipblasCaxpy_v2", Kind::Function, ""),
      blasRow("cublasCaxpy", "rocblas_caxpy", Kind::Function, "blas:rocblas",
              "warn:complex arguments are rocblas_float_complex pointers"),
      blasRow("cublasGemmEx", "hipblasGemmEx_v2", Kind::Function, ""),
      blasRow("cublasGemmEx", "", Kind::Function, "blas:rocblas",
              "rocblas_gemm_ex has more arguments"),
      blasRow("cublasStpttr", "hipblasStpttr", Kind::Function, ""),
      blasRow("cublasLtCreate", "hipblasLtCreate", Kind::Function, ""),
      blasRow("cublas_v2.h", "hipblas/hipblas.h", Kind::Header, ""),
      blasRow("cublas_v2.h", "rocblas/rocblas.h", Kind::Header, "blas:rocblas"),
      blasRow("cublasXt.h", "", Kind::Header, "", "no Xt"),
      Entry{"cudaMalloc", "hipMalloc", Kind::Function, Group::Runtime,
            Special::None, {}, {}, {}, {}, "", ""},
  });
  return T;
}

MapOptions blas(const char *Target) {
  MapOptions O;
  O.Blas = Target;
  return O;
}
} // namespace

TEST(MapperBlas, HipblasByDefaultRocblasRowsIgnored) {
  Mapper M(MapOptions{}, blasTable());
  EXPECT_EQ(M.map("cublasSgemm").Replacement, "hipblasSgemm");
  EXPECT_EQ(M.map("cublasCaxpy").Replacement, "hipblasCaxpy_v2");
  EXPECT_TRUE(M.map("cublasCaxpy").Message.empty());
  EXPECT_EQ(M.map("cublasGemmEx").Replacement, "hipblasGemmEx_v2");
  EXPECT_EQ(M.mapHeader("cublas_v2.h").Replacement, "hipblas/hipblas.h");
}

TEST(MapperBlas, RocblasRowsReplaceTheHipblasOnes) {
  Mapper M(blas("rocblas"), blasTable());
  EXPECT_EQ(M.map("cublasSgemm").Replacement, "rocblas_sgemm");
  EXPECT_EQ(M.map("cublasSgemm").E->Variant, "blas:rocblas");
  EXPECT_EQ(M.mapHeader("cublas_v2.h").Replacement, "rocblas/rocblas.h");
  EXPECT_EQ(M.map("cudaMalloc").Replacement, "hipMalloc") << "other groups stay";
  // cuBLASLt keeps hipBLASLt: its own library, used with rocBLAS too.
  EXPECT_EQ(M.map("cublasLtCreate").Replacement, "hipblasLtCreate");
}

TEST(MapperBlas, ArgumentDifferencesAreReported) {
  Mapper M(blas("rocblas"), blasTable());
  Decision D = M.map("cublasCaxpy");
  EXPECT_EQ(D.Result, Decision::Rename);
  EXPECT_EQ(D.Replacement, "rocblas_caxpy");
  EXPECT_EQ(D.RuleId, "needs-review");
  EXPECT_NE(D.Message.find("rocblas_float_complex"), std::string::npos) << D.Message;
  D = M.map("cublasGemmEx");
  EXPECT_EQ(D.Result, Decision::Unsupported);
  EXPECT_EQ(D.RuleId, "unsupported-api");
  EXPECT_NE(D.Message.find("not supported by rocBLAS: rocblas_gemm_ex has more"),
            std::string::npos)
      << D.Message;
}

TEST(MapperBlas, NoRocblasRowNeverFallsBackToHipblas) {
  Mapper M(blas("rocblas"), blasTable());
  Decision D = M.map("cublasStpttr");
  EXPECT_EQ(D.Result, Decision::Unsupported);
  EXPECT_TRUE(D.Replacement.empty());
  EXPECT_EQ(D.RuleId, "unsupported-api");
  EXPECT_NE(D.Message.find("not available in rocBLAS (--blas rocblas)"),
            std::string::npos)
      << D.Message;
  D = M.map("cublasStpttr", Kind::Function);
  EXPECT_EQ(D.Result, Decision::Unsupported);
  D = M.mapHeader("cublasXt.h");
  EXPECT_EQ(D.Result, Decision::Unsupported);
  EXPECT_NE(D.Message.find("rocBLAS"), std::string::npos) << D.Message;
}

TEST(MapperBlas, UserRulesAreNeverReplaced) {
  Entry U{"cublasSgemm", "mySgemm", Kind::Function, Group::Blas,
          Special::None, {}, {}, {}, {}, "", ""};
  Table User({U});
  MapOptions O = blas("rocblas");
  O.User = &User;
  EXPECT_EQ(Mapper(O, blasTable()).map("cublasSgemm").Replacement, "mySgemm");
}

TEST(MapperBlas, BuiltinRocblasRows) {
  Mapper M(blas("rocblas"));
  for (auto [C, R] : {std::pair<const char *, const char *>{"cublasCreate", "rocblas_create_handle"},
                      {"cublasCreate_v2", "rocblas_create_handle"},
                      {"cublasDestroy", "rocblas_destroy_handle"},
                      {"cublasSetStream", "rocblas_set_stream"},
                      {"cublasGetStream", "rocblas_get_stream"},
                      {"cublasSetPointerMode", "rocblas_set_pointer_mode"},
                      {"cublasGetPointerMode", "rocblas_get_pointer_mode"},
                      {"cublasSetMatrix", "rocblas_set_matrix"},
                      {"cublasGetVectorAsync", "rocblas_get_vector_async"},
                      {"cublasSgemm", "rocblas_sgemm"},
                      {"cublasDaxpy_v2", "rocblas_daxpy"},
                      {"cublasSgemmStridedBatched", "rocblas_sgemm_strided_batched"},
                      {"cublasDgemmBatched", "rocblas_dgemm_batched"},
                      {"cublasIsamax", "rocblas_isamax"},
                      {"cublasHandle_t", "rocblas_handle"},
                      {"cublasStatus_t", "rocblas_status"},
                      {"cublasOperation_t", "rocblas_operation"},
                      {"cublasFillMode_t", "rocblas_fill"},
                      {"cublasDiagType_t", "rocblas_diagonal"},
                      {"cublasSideMode_t", "rocblas_side"},
                      {"cublasPointerMode_t", "rocblas_pointer_mode"},
                      {"CUBLAS_OP_N", "rocblas_operation_none"},
                      {"CUBLAS_STATUS_SUCCESS", "rocblas_status_success"},
                      {"CUBLAS_FILL_MODE_LOWER", "rocblas_fill_lower"}}) {
    Decision D = M.map(C);
    EXPECT_EQ(D.Result, Decision::Rename) << C;
    EXPECT_EQ(D.Replacement, R) << C;
  }
  EXPECT_EQ(M.mapHeader("cublas_v2.h").Replacement, "rocblas/rocblas.h");
  EXPECT_EQ(M.mapHeader("cublas.h").Replacement, "rocblas/rocblas.h");
  EXPECT_EQ(M.map("cublasCgemm").RuleId, "needs-review");
  EXPECT_EQ(M.map("cublasGemmEx").Result, Decision::Unsupported);
  // cuComplex is another group: it stays hipComplex under rocBLAS too.
  EXPECT_EQ(M.map("cuComplex").Replacement, "hipComplex");
  // The default is unchanged.
  EXPECT_EQ(Mapper(MapOptions{}).map("cublasSgemm").Replacement, "hipblasSgemm");
}

TEST(MapperBlas, EveryCublasNameWithARocblasRowIsACublasName) {
  // A rocBLAS row stands for a cuBLAS name the hipBLAS tables know, so
  // nothing maps under --blas rocblas that is not CUDA's.
  const Table &T = Table::builtin();
  unsigned Rows = 0;
  for (const Entry &E : T.entries()) {
    if (E.Variant != "blas:rocblas")
      continue;
    ++Rows;
    EXPECT_EQ(E.G, Group::Blas) << E.Cuda.str();
    bool HasDefault = false;
    auto Others = E.K == Kind::Header ? T.findHeaders(E.Cuda) : T.find(E.Cuda);
    for (const Entry *O : Others)
      HasDefault |= O->Variant.empty();
    EXPECT_TRUE(HasDefault) << E.Cuda.str() << " has no hipBLAS row";
    if (E.supported())
      EXPECT_TRUE(E.Hip.starts_with("rocblas") || E.Hip.starts_with("ROCBLAS"))
          << E.Cuda.str() << " -> " << E.Hip.str();
  }
  EXPECT_GT(Rows, 700u);
}

// Rows for what only ROCm 7.13 is known to have (issue 17): the default
// target 7.0 does not use them and says which version does (the header
// row: golden/libcudacxx_cg.cu).
TEST(Mapper, Rocm713RowsWaitForTheirVersion) {
  for (auto [Cuda, K] : {std::pair{"cooperative_groups::reduce", Kind::Function},
                         std::pair{"cooperative_groups::plus", Kind::Type},
                         std::pair{"cudaOccupancyAvailableDynamicSMemPerBlock", Kind::Function}}) {
    Decision At70 = Mapper(MapOptions{Version{7, 0}}).map(Cuda, K);
    EXPECT_EQ(At70.Result, Decision::NotInTarget) << Cuda;
    EXPECT_NE(At70.Message.find("needs HIP 7.13"), std::string::npos) << At70.Message;
    Decision At713 = Mapper(MapOptions{Version{7, 13}}).map(Cuda, K);
    EXPECT_TRUE(At713.Result == Decision::Rename || At713.Result == Decision::Same) << Cuda;
  }
}
