//===- AuditTest.cpp - the coverage auditor: classification and a parse ---===//
#include "cuda2hip/Audit.h"
#include "cuda2hip/Find.h"
#include "gtest/gtest.h"

using namespace cuda2hip;

namespace {
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

TEST(Audit, Classify) {
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

TEST(Audit, SpecsCoverEveryCudaGroup) {
  for (Group G : allGroups()) {
    const AuditSpec *S = auditSpecFor(G);
    bool Parsed = G != Group::Headers && G != Group::Torch && G != Group::User;
    EXPECT_EQ(S && !S->Units.empty(), Parsed) << groupName(G).str();
  }
}

// The parse itself, on a small group, when CUDA is installed.
TEST(Audit, ComplexGroup) {
  if (findCudaPath("").empty())
    GTEST_SKIP() << "no CUDA installation";
  llvm::Expected<GroupAudit> A =
      auditGroup(*auditSpecFor(Group::Complex), AuditOptions{});
  ASSERT_TRUE(bool(A)) << llvm::toString(A.takeError());
  EXPECT_TRUE(A->Errors.empty()) << A->Errors.front();
  auto Find = [&](llvm::StringRef N) -> const AuditName * {
    for (const AuditName &X : A->Names)
      if (X.Name == N)
        return &X;
    return nullptr;
  };
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
TEST(Audit, UnknownAgainstEmptyTable) {
  if (findCudaPath("").empty())
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
