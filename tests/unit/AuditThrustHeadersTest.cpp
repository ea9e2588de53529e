//===- AuditThrustHeadersTest.cpp - every public Thrust header is audited -===//
//
// The Thrust group parses every public top-level thrust/*.h of CCCL (and
// the public subfolders: iterator/, random/, mr/, type_traits/, system/,
// system/cuda/), so names like thrust::count (thrust/count.h) are audited.
// Out-of-line definitions of member function templates (the random
// engines' private stream_in/stream_out in thrust/random/detail/*.inl) are
// members, not names of the namespace.
//
//===----------------------------------------------------------------------===//
#include "cuda2hip/Audit.h"
#include "cuda2hip/Find.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "gtest/gtest.h"
#include <set>

using namespace cuda2hip;

TEST(AuditThrust, EveryPublicHeaderIsAudited) {
  std::string Cuda = findCudaPath("");
  if (Cuda.empty())
    GTEST_SKIP() << "no CUDA installation";
  llvm::SmallString<128> Dir(Cuda);
  llvm::sys::path::append(Dir, "include", "cccl", "thrust");
  if (!llvm::sys::fs::is_directory(Dir))
    GTEST_SKIP() << "no CCCL Thrust headers";
  llvm::Expected<GroupAudit> A =
      auditGroup(*auditSpecFor(Group::Thrust), AuditOptions{});
  ASSERT_TRUE(bool(A)) << llvm::toString(A.takeError());
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

  auto Find = [&](llvm::StringRef N) -> const AuditName * {
    for (const AuditName &X : A->Names)
      if (X.Name == N)
        return &X;
    return nullptr;
  };
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
