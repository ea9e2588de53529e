//===- AuditThrustTest.cpp - the auditor on CCCL's Thrust -----------------===//
//
// Thrust's most used names are not plain declarations in its public headers:
// thrust::reduce is first forward-declared in
// thrust/system/cuda/detail/reduce.h, thrust::plus is `using
// ::cuda::std::plus;`, thrust::raw_pointer_cast and thrust::seq are declared
// in thrust/detail/ files, thrust::cuda::vector re-exports
// thrust::cuda_cub::vector. Each is listed under the spelling a user writes;
// the implementation namespaces stay out.
//
//===----------------------------------------------------------------------===//
#include "cuda2hip/Audit.h"
#include "cuda2hip/Find.h"
#include "gtest/gtest.h"

using namespace cuda2hip;

TEST(AuditThrust, UserSpellingsAreListed) {
  if (findCudaPath("").empty())
    GTEST_SKIP() << "no CUDA installation";
  llvm::Expected<GroupAudit> A =
      auditGroup(*auditSpecFor(Group::Thrust), AuditOptions{});
  ASSERT_TRUE(bool(A)) << llvm::toString(A.takeError());
  if (!A->MissingHeaders.empty())
    GTEST_SKIP() << "no CCCL Thrust headers";
  EXPECT_TRUE(A->Errors.empty()) << A->Errors.front();
  auto Find = [&](llvm::StringRef N) -> const AuditName * {
    for (const AuditName &X : A->Names)
      if (X.Name == N)
        return &X;
    return nullptr;
  };
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
