//===- AuditSpecsTest.cpp - what the auditor parses per group -------------===//
// lib/Audit/Specs.cpp: a spec for every parsed group, in Groups.def order;
// each names its headers, and its internal rules are well formed.
#include "cuda2hip/Audit.h"
#include "gtest/gtest.h"
#include <algorithm>
#include <set>

using namespace cuda2hip;

TEST(AuditSpecs, SpecsCoverEveryCudaGroup) {
  for (Group G : allGroups()) {
    const AuditSpec *S = auditSpecFor(G);
    bool Parsed = G != Group::Headers && G != Group::Torch && G != Group::User;
    EXPECT_EQ(S && !S->Units.empty(), Parsed) << groupName(G).str();
  }
}

TEST(AuditSpecs, OneSpecPerGroupInGroupsDefOrder) {
  const std::vector<AuditSpec> &Specs = auditSpecs();
  ASSERT_FALSE(Specs.empty());
  std::vector<Group> Order(allGroups().begin(), allGroups().end());
  auto Index = [&](Group G) {
    return std::find(Order.begin(), Order.end(), G) - Order.begin();
  };
  std::set<Group> Seen;
  for (size_t I = 0; I < Specs.size(); ++I) {
    EXPECT_TRUE(Seen.insert(Specs[I].G).second) << groupName(Specs[I].G).str();
    EXPECT_LT(size_t(Index(Specs[I].G)), Order.size());
    if (I)
      EXPECT_LT(Index(Specs[I - 1].G), Index(Specs[I].G)) << groupName(Specs[I].G).str();
    EXPECT_EQ(auditSpecFor(Specs[I].G), &Specs[I]);
  }
}

TEST(AuditSpecs, UnitsNameRelativeHeaders) {
  for (const AuditSpec &S : auditSpecs()) {
    std::string G = groupName(S.G).str();
    for (const AuditUnit &U : S.Units) {
      EXPECT_FALSE(U.Includes.empty()) << G << ": a unit includes something";
      for (const std::vector<std::string> *L : {&U.Includes, &U.Covered, &U.Headers})
        for (const std::string &P : *L) {
          EXPECT_FALSE(P.empty()) << G;
          EXPECT_NE(P.front(), '/') << G << ": " << P;
          EXPECT_EQ(P.find(".."), std::string::npos) << G << ": " << P;
        }
      // Headers users include themselves are among the covered files.
      for (const std::string &H : U.Headers) {
        bool Covered = false;
        for (const std::string &C : U.Covered)
          Covered |= C == H || (!C.empty() && C.back() == '/' &&
                                llvm::StringRef(H).starts_with(C));
        EXPECT_TRUE(Covered) << G << ": " << H;
      }
    }
    for (const AuditInternal &I : S.Internal) {
      EXPECT_FALSE(I.Names.empty()) << G;
      EXPECT_FALSE(I.Reason.empty()) << G << ": " << I.Names;
    }
    // A group with internal rules or a note on what it leaves out is parsed.
    if (S.Units.empty())
      EXPECT_TRUE(S.Internal.empty()) << G;
  }
}

TEST(AuditSpecs, KnownGroups) {
  const AuditSpec *R = auditSpecFor(Group::Runtime);
  ASSERT_TRUE(R);
  ASSERT_EQ(R->Units.size(), 1u);
  const std::vector<std::string> &In = R->Units[0].Includes;
  EXPECT_NE(std::find(In.begin(), In.end(), "cuda_runtime.h"), In.end());
  EXPECT_FALSE(R->ReservedNamesAreApi);
  EXPECT_FALSE(R->NotCovered.empty());
  const AuditSpec *D = auditSpecFor(Group::Device);
  ASSERT_TRUE(D);
  EXPECT_TRUE(D->ReservedNamesAreApi) << "__shfl_sync is API";
  ASSERT_FALSE(D->Units.empty());
  EXPECT_TRUE(D->Units[0].AsCxx) << "the host view nvcc gives";
  const AuditSpec *C = auditSpecFor(Group::Complex);
  ASSERT_TRUE(C);
  ASSERT_EQ(C->Units.size(), 1u);
  EXPECT_EQ(C->Units[0].Includes, std::vector<std::string>{"cuComplex.h"});
  ASSERT_TRUE(auditSpecFor(Group::Thrust));
  EXPECT_FALSE(auditSpecFor(Group::Thrust)->SameNamespaceMapsMembers)
      << "each Thrust name has its own row";
  ASSERT_TRUE(auditSpecFor(Group::Headers));
  EXPECT_TRUE(auditSpecFor(Group::Headers)->Units.empty());
}
