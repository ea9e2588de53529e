//===- ParsePreambleTest.cpp - the shared PCH's plan, key and verdicts ----===//
// lib/Parse/Preamble.cpp: which command lines a PCH serves and their key,
// a block of includes added to the key, folders shadowing a preamble
// header, whether a parse with the PCH stands, the session's counts. (The
// findings with and without the PCH are compared in PchTest.cpp.)
#include "../../lib/Parse/Preamble.h"
#include "cuda2hip/Find.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "gtest/gtest.h"
#include <fstream>

using namespace cuda2hip;

namespace {
bool hasCuda() { return !findCudaPath("", {}).empty() && !findResourceDir({}).empty(); }

/// The session of these tests' plans.
const std::shared_ptr<Session> Pchs = std::make_shared<Session>();
} // namespace

TEST(ParsePreamble, OnlyForCudaAndKnownFlags) {
  if (!hasCuda())
    GTEST_FAIL() << "needs CUDA and clang-19";
  std::string Err;
  FindOptions O;
  O.RunSession = Pchs;
  EXPECT_TRUE(planPreamble(parseArguments("/v/a.cu", "", O, Err), O).has_value());
  // -I folders are not part of the key: one PCH for every folder.
  O.ExtraArgs = {"-I/some/where", "-DN=3", "-isystem", "/opt/x"};
  auto P1 = planPreamble(parseArguments("/v/a.cu", "", O, Err), O);
  auto P2 = planPreamble(parseArguments("/w/b.cu", "", O, Err), O);
  ASSERT_TRUE(P1 && P2);
  EXPECT_EQ(P1->Key, P2->Key);
  EXPECT_EQ(P1->UserDirs, (std::vector<std::string>{"/v", "/some/where"}));
  O.ExtraArgs = {"-DN=4"};
  EXPECT_NE(planPreamble(parseArguments("/v/a.cu", "", O, Err), O)->Key, P1->Key);
  O.ExtraArgs = {"-include", "/v/pre.h"};
  EXPECT_FALSE(planPreamble(parseArguments("/v/a.cu", "", O, Err), O).has_value());
  O.ExtraArgs = {"-Xclang", "-foo"};
  EXPECT_FALSE(planPreamble(parseArguments("/v/a.cu", "", O, Err), O).has_value());
  O.ExtraArgs.clear();
  EXPECT_FALSE(planPreamble(parseArguments("/v/a.cpp", "#include <hip/hip_runtime.h>\n", O, Err), O)
                   .has_value()) << "HIP: no CUDA preamble";
  O.Switches.Pch = false; // CUDA2HIP_PCH=0
  EXPECT_FALSE(planPreamble(parseArguments("/v/a.cu", "", O, Err), O).has_value());
  O.Switches.Pch = true;
  O.RunSession = nullptr; // no session: nowhere to keep a PCH
  EXPECT_FALSE(planPreamble(parseArguments("/v/a.cu", "", O, Err), O).has_value());
}

TEST(ParsePreamble, APrefixIsPartOfTheKey) {
  PreamblePlan P;
  P.Key = "base";
  addPrefix(P, "");
  EXPECT_EQ(P.Key, "base") << "no block: the CUDA preamble's PCH";
  EXPECT_EQ(P.Prefix, "");
  PreamblePlan A = P, B = P, A2 = P;
  addPrefix(A, "#include <vector>\n");
  addPrefix(A2, "#include <vector>\n");
  addPrefix(B, "#include <map>\n");
  EXPECT_EQ(A.Prefix, "#include <vector>\n");
  EXPECT_NE(A.Key, "base");
  EXPECT_EQ(A.Key.size(), 64u) << "a SHA-256 in hex";
  EXPECT_EQ(A.Key, A2.Key);
  EXPECT_NE(A.Key, B.Key);
  PreamblePlan Other = P;
  Other.Key = "other";
  addPrefix(Other, "#include <vector>\n");
  EXPECT_NE(Other.Key, A.Key) << "the base key counts";
}

TEST(ParsePreamble, AUserFolderShadowsAPreambleHeader) {
  llvm::SmallString<128> Dir;
  ASSERT_FALSE(llvm::sys::fs::createUniqueDirectory("preamble-shadow", Dir));
  std::string Clean = std::string(Dir) + "/clean", Shadow = std::string(Dir) + "/shadow";
  llvm::sys::fs::create_directories(Clean);
  llvm::sys::fs::create_directories(Shadow + "/crt");
  std::ofstream(Shadow + "/crt/host_defines.h") << "\n";
  std::ofstream(Clean + "/k.h") << "\n";
  Session S;
  Preamble Pre;
  Pre.Key = "k1";
  Pre.Names = {"cuda_runtime.h", "crt/host_defines.h"};
  PreamblePlan P;
  P.Store = &S;
  P.UserDirs = {Clean, std::string(Dir) + "/missing"};
  EXPECT_FALSE(preambleShadowed(Pre, P));
  P.UserDirs.push_back(Shadow);
  EXPECT_TRUE(preambleShadowed(Pre, P)) << "a header by its relative name";
  P.UserDirs = {Shadow};
  Preamble Other = Pre;
  Other.Key = "k2";
  Other.Names = {"cuda_runtime.h"};
  EXPECT_FALSE(preambleShadowed(Other, P)) << "per preamble";
  llvm::sys::fs::remove_directories(Dir);
}

TEST(ParsePreamble, WhenAParseWithThePchStands) {
  PchErrorKinds K;
  EXPECT_TRUE(K.stands(/*Ran=*/true, 0)) << "clean";
  EXPECT_FALSE(K.stands(false, 0)) << "clang gave up without an error";
  EXPECT_TRUE(K.stands(true, 2)) << "errors in the unit itself";
  EXPECT_TRUE(K.stands(false, 1));
  K.InPch = true;
  EXPECT_FALSE(K.stands(true, 1)) << "an error inside a header the PCH holds";
  EXPECT_TRUE(K.stands(true, 0));
  PchErrorKinds F;
  F.Frontend = true;
  EXPECT_FALSE(F.stands(true, 1)) << "the frontend or the PCH reader complained";
}

TEST(ParsePreamble, StatsStartAtZeroAndCountUses) {
  Session S;
  PreambleStats Z = preambleStats(S);
  EXPECT_EQ(Z.Built + Z.Loaded + Z.Used + Z.Fallbacks + Z.ReadsLeftOut, 0u);
  PreamblePlan P;
  P.Store = &S;
  countPreambleUse(P, /*Kept=*/true);
  countPreambleUse(P, true);
  countPreambleUse(P, false);
  PreambleStats C = preambleStats(S);
  EXPECT_EQ(C.Used, 2u);
  EXPECT_EQ(C.Fallbacks, 1u);
  EXPECT_EQ(C.Built, 0u);
  // Another session sees none of it.
  Session T;
  EXPECT_EQ(preambleStats(T).Used, 0u);
}

TEST(ParsePreamble, NoPlanWithoutCudaFlagsOrWithAnUnknownFlag) {
  if (!hasCuda())
    GTEST_FAIL() << "needs CUDA and clang-19";
  std::string Err;
  FindOptions O;
  O.RunSession = Pchs;
  auto P = planPreamble(parseArguments("/v/a.cu", "", O, Err), O);
  ASSERT_TRUE(P.has_value());
  EXPECT_EQ(P->Key.size(), 64u);
  EXPECT_EQ(P->Store, Pchs.get());
  EXPECT_EQ(P->UserDirs, std::vector<std::string>{"/v"}) << "the file's own folder";
  EXPECT_EQ(P->Prefix, "");
  for (const std::string &A : P->BuildArgs) {
    EXPECT_NE(A, "/v/a.cu") << "no main file";
    EXPECT_NE(A.rfind("-I", 0), 0u) << A;
  }
  // -D and -U are part of the key; the same flags give the same key.
  O.ExtraArgs = {"-UX"};
  auto U = planPreamble(parseArguments("/v/a.cu", "", O, Err), O);
  ASSERT_TRUE(U.has_value());
  EXPECT_NE(U->Key, P->Key);
  O.ExtraArgs.clear();
  EXPECT_EQ(planPreamble(parseArguments("/w/b.cu", "", O, Err), O)->Key, P->Key);
  O.ExtraArgs = {"-imacros", "/v/m.h"};
  EXPECT_FALSE(planPreamble(parseArguments("/v/a.cu", "", O, Err), O).has_value());
}
