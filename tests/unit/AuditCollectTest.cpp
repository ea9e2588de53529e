//===- AuditCollectTest.cpp - classification and the parse of a group ----===//
// lib/Audit/Collect.cpp: classify (a name against the tables) and
// auditGroup (the names a group's CUDA headers declare), on small groups
// and on Thrust.
#include "cuda2hip/Audit.h"
#include "cuda2hip/Find.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "gtest/gtest.h"
#include <optional>
#include <set>

using namespace cuda2hip;

namespace {
/// The audited name \p N of \p A, or nullptr.
const AuditName *findName(const GroupAudit &A, llvm::StringRef N) {
  for (const AuditName &X : A.Names)
    if (X.Name == N)
      return &X;
  return nullptr;
}

Entry row(const char *C, const char *H, Kind K) {
  return Entry{C, H, K, Group::Runtime, Special::None, {}, {}, {}, {}, "", ""};
}

const Table &testTable() {
  static Table T({
      row("cudaMalloc", "hipMalloc", Kind::Function),
      row("cudaGone", "", Kind::Function),
      row("cub", "hipcub", Kind::Namespace),
      row("cooperative_groups", "cooperative_groups", Kind::Namespace),
      row("cooperative_groups::thread_block", "cooperative_groups::thread_block",
          Kind::Type),
      row("sinf", "sinf", Kind::Function),
      row("cuda_runtime.h", "hip/hip_runtime.h", Kind::Header),
      row("thrust/system/cuda/", "thrust/system/hip/", Kind::Header),
  });
  return T;
}

AuditName::Status status(llvm::StringRef N, Kind K, bool SameNs = false) {
  const Entry *Row;
  std::string Via;
  return classify(testTable(), N, K, Row, Via, SameNs);
}
} // namespace

TEST(AuditCollect, Classify) {
  EXPECT_EQ(status("cudaMalloc", Kind::Function), AuditName::Mapped);
  EXPECT_EQ(status("cudaGone", Kind::Function), AuditName::Unsupported);
  EXPECT_EQ(status("cudaNothing", Kind::Function), AuditName::Unknown);
  // Any kind of row counts (a macro spelling of a function, ...).
  EXPECT_EQ(status("cudaMalloc", Kind::Macro), AuditName::Mapped);
  // Namespaces: a renaming row maps its members; a kept one does not,
  // unless the HIP library is a same-API port.
  const Entry *Row;
  std::string Via;
  EXPECT_EQ(classify(testTable(), "cub::DeviceReduce::Sum", Kind::Function, Row,
                     Via),
            AuditName::Mapped);
  EXPECT_EQ(Via, "cub");
  EXPECT_EQ(status("cooperative_groups::thread_block", Kind::Type),
            AuditName::Mapped);
  EXPECT_EQ(status("cooperative_groups::cluster_group", Kind::Type),
            AuditName::Unknown);
  EXPECT_EQ(status("cooperative_groups::cluster_group", Kind::Type, true),
            AuditName::Mapped);
  EXPECT_EQ(status("cub", Kind::Namespace), AuditName::Mapped);
  // Qualified, then plain: std::sinf is looked up as the finder does.
  EXPECT_EQ(status("std::sinf", Kind::Function), AuditName::Mapped);
  // Headers: exact rows, then prefix rows.
  EXPECT_EQ(status("cuda_runtime.h", Kind::Header), AuditName::Mapped);
  EXPECT_EQ(status("thrust/system/cuda/vector.h", Kind::Header), AuditName::Mapped);
  EXPECT_EQ(status("cuda.h", Kind::Header), AuditName::Unknown);
}

// The parse itself, on a small group, when CUDA is installed.
TEST(AuditCollect, ComplexGroup) {
  if (findCudaPath("", {}).empty())
    GTEST_SKIP() << "no CUDA installation";
  llvm::Expected<GroupAudit> A =
      auditGroup(*auditSpecFor(Group::Complex), AuditOptions{});
  ASSERT_TRUE(bool(A)) << llvm::toString(A.takeError());
  EXPECT_TRUE(A->Errors.empty()) << A->Errors.front();
  auto Find = [&](llvm::StringRef N) { return findName(*A, N); };
  const AuditName *Add = Find("cuCaddf");
  ASSERT_TRUE(Add);
  EXPECT_EQ(Add->K, Kind::Function);
  EXPECT_EQ(Add->Header, "cuComplex.h");
  EXPECT_GT(Add->Line, 0u);
  EXPECT_EQ(Add->S, AuditName::Mapped);
  ASSERT_TRUE(Find("cuDoubleComplex"));
  EXPECT_EQ(Find("cuDoubleComplex")->K, Kind::Type);
  ASSERT_TRUE(Find("cuComplex.h"));
  EXPECT_EQ(Find("cuComplex.h")->K, Kind::Header);
  EXPECT_FALSE(Find("CU_COMPLEX_H_")); // the include guard
  // Nothing from the headers cuComplex.h includes.
  EXPECT_FALSE(Find("float2"));
}

// A group the tables know nothing about: everything is unknown.
TEST(AuditCollect, UnknownAgainstEmptyTable) {
  if (findCudaPath("", {}).empty())
    GTEST_SKIP() << "no CUDA installation";
  Table Empty({});
  llvm::Expected<GroupAudit> A =
      auditGroup(*auditSpecFor(Group::Complex), AuditOptions{}, Empty);
  ASSERT_TRUE(bool(A)) << llvm::toString(A.takeError());
  EXPECT_GT(A->Names.size(), 20u);
  EXPECT_EQ(A->count(AuditName::Unknown), A->Names.size());
  EXPECT_EQ(A->count("functions") + A->count("types") + A->count("headers"),
            A->Names.size());
}

namespace {
// The Thrust group of CCCL, parsed once for the tests below (nullptr
// without CUDA or without CCCL's Thrust headers).
const GroupAudit *thrustAudit() {
  static std::optional<GroupAudit> A = []() -> std::optional<GroupAudit> {
    std::string Cuda = findCudaPath("", {});
    llvm::SmallString<128> Dir(Cuda);
    llvm::sys::path::append(Dir, "include", "cccl", "thrust");
    if (Cuda.empty() || !llvm::sys::fs::is_directory(Dir))
      return std::nullopt;
    llvm::Expected<GroupAudit> R =
        auditGroup(*auditSpecFor(Group::Thrust), AuditOptions{});
    if (!R) {
      ADD_FAILURE() << llvm::toString(R.takeError());
      return std::nullopt;
    }
    return std::move(*R);
  }();
  return A ? &*A : nullptr;
}

} // namespace

// Thrust's most used names are not plain declarations in its public headers:
// thrust::reduce is first forward-declared in
// thrust/system/cuda/detail/reduce.h, thrust::plus is `using
// ::cuda::std::plus;`, thrust::raw_pointer_cast and thrust::seq are declared
// in thrust/detail/ files, thrust::cuda::vector re-exports
// thrust::cuda_cub::vector. Each is listed under the spelling a user writes;
// the implementation namespaces stay out.
TEST(AuditCollectThrust, UserSpellingsAreListed) {
  const GroupAudit *A = thrustAudit();
  if (!A)
    GTEST_SKIP() << "no CUDA installation with CCCL's Thrust";
  EXPECT_TRUE(A->Errors.empty()) << A->Errors.front();
  auto Find = [&](llvm::StringRef N) { return findName(*A, N); };
  struct Want {
    const char *Name;
    Kind K;
  };
  for (Want W : {Want{"thrust::reduce", Kind::Function},
                 Want{"thrust::copy", Kind::Function},
                 Want{"thrust::plus", Kind::Type},
                 Want{"thrust::less", Kind::Type},
                 Want{"thrust::raw_pointer_cast", Kind::Function},
                 Want{"thrust::seq", Kind::Variable},
                 Want{"thrust::pair", Kind::Type},
                 Want{"thrust::cuda::vector", Kind::Type},
                 Want{"thrust::cuda::par", Kind::Variable},
                 Want{"thrust::system::cuda::vector", Kind::Type},
                 Want{"thrust::errc", Kind::Namespace}}) {
    const AuditName *N = Find(W.Name);
    ASSERT_TRUE(N) << W.Name;
    EXPECT_EQ(N->K, W.K) << W.Name;
    EXPECT_NE(N->S, AuditName::Unknown) << W.Name;
  }
  // Listed where the public header declares it, not at the forward
  // declaration in the CUDA back-end.
  EXPECT_EQ(Find("thrust::reduce")->Header, "thrust/reduce.h");
  for (const AuditName &N : A->Names) {
    llvm::StringRef S = N.Name;
    EXPECT_FALSE(S.contains("cuda_cub")) << S.str();
    EXPECT_FALSE(S.contains("::detail::")) << S.str();
    EXPECT_FALSE(S.starts_with("cuda::")) << S.str(); // libcu++'s own
  }
}

// The Thrust group parses every public top-level thrust/*.h of CCCL (and
// the public subfolders: iterator/, random/, mr/, type_traits/, system/,
// system/cuda/), so names like thrust::count (thrust/count.h) are audited.
// Out-of-line definitions of member function templates (the random
// engines' private stream_in/stream_out in thrust/random/detail/*.inl) are
// members, not names of the namespace.
TEST(AuditCollectThrust, EveryPublicHeaderIsAudited) {
  const GroupAudit *A = thrustAudit();
  if (!A)
    GTEST_SKIP() << "no CUDA installation with CCCL's Thrust";
  llvm::SmallString<128> Dir(findCudaPath("", {}));
  llvm::sys::path::append(Dir, "include", "cccl", "thrust");
  EXPECT_TRUE(A->MissingHeaders.empty()) << A->MissingHeaders.front();
  EXPECT_TRUE(A->Errors.empty()) << A->Errors.front();

  std::set<std::string> Headers;
  for (const AuditName &N : A->Names)
    if (N.K == Kind::Header)
      Headers.insert(N.Name);
  unsigned Seen = 0;
  std::error_code EC;
  for (llvm::sys::fs::directory_iterator I(Dir, EC), E; I != E && !EC;
       I.increment(EC)) {
    llvm::StringRef File = llvm::sys::path::filename(I->path());
    if (!File.ends_with(".h"))
      continue;
    ++Seen;
    EXPECT_TRUE(Headers.count("thrust/" + File.str())) << File.str();
  }
  EXPECT_GT(Seen, 50u);
  for (const char *H :
       {"thrust/iterator/constant_iterator.h", "thrust/random.h",
        "thrust/random/normal_distribution.h", "thrust/mr/pool.h",
        "thrust/type_traits/is_execution_policy.h",
        "thrust/system/cuda/memory.h", "thrust/system/error_code.h"})
    EXPECT_TRUE(Headers.count(H)) << H;

  auto Find = [&](llvm::StringRef N) { return findName(*A, N); };
  for (const char *N :
       {"thrust::count", "thrust::unique", "thrust::default_random_engine",
        "thrust::random::normal_distribution", "thrust::constant_iterator",
        "thrust::set_union", "thrust::mr::unsynchronized_pool_resource"}) {
    const AuditName *X = Find(N);
    ASSERT_TRUE(X) << N;
    EXPECT_NE(X->S, AuditName::Unknown) << N;
  }
  EXPECT_EQ(Find("thrust::count")->Header, "thrust/count.h");
  for (const AuditName &N : A->Names) {
    llvm::StringRef S = N.Name;
    EXPECT_FALSE(S.ends_with("::stream_in") || S.ends_with("::stream_out"))
        << S.str();
  }
}
