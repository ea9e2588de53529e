//===- PlanWaveChoicesTest.cpp - lib/Plan/WaveChoices.cpp ------------------===//
// CUB's warp-transposing BlockLoad/BlockStore algorithms, chosen by the block
// size written in the same argument list (token engine, the built-in table).
#include "cuda2hip/Plan.h"
#include "gtest/gtest.h"

using namespace cuda2hip;

namespace {

std::string planned(const std::string &Src, Plan *Out = nullptr) {
  Findings F;
  F.MainFile = "/w.cu";
  F.Buffers[F.MainFile] = Src;
  scanTokens(F.MainFile, F.Buffers[F.MainFile], Table::builtin(), F);
  Plan P = makePlan(F, Mapper({{6, 3}}, Table::builtin()), {});
  std::string R = P.Files.at(F.MainFile).apply();
  if (Out)
    *Out = std::move(P);
  return R;
}

unsigned count(const Plan &P, const std::string &Rule) {
  unsigned N = 0;
  for (const Diagnostic &D : P.Diags)
    N += D.RuleId == Rule;
  return N;
}

// Everything but the #include the plan adds.
std::string body(const std::string &S) { return S.substr(S.find("using")); }

} // namespace

TEST(WaveChoices, TemplateParameterGetsAChoiceBySize) {
  Plan P;
  std::string R = planned("#include <cub/cub.cuh>\n"
                          "using L = cub::BlockLoad<int, T, 4, cub::BLOCK_LOAD_WARP_TRANSPOSE>;\n",
                          &P);
  EXPECT_EQ(body(R), "using L = hipcub::BlockLoad<int, T, 4, ((T) % 64 == 0 ? "
                     "hipcub::BLOCK_LOAD_WARP_TRANSPOSE : hipcub::BLOCK_LOAD_TRANSPOSE)>;\n");
  EXPECT_EQ(count(P, "wave-size-choice"), 1u);
  EXPECT_EQ(count(P, "needs-review"), 0u);
}

TEST(WaveChoices, TwoDimensionalBlockMultipliesItsSizes) {
  std::string R = planned("#include <cub/cub.cuh>\n"
                          "using S = cub::BlockStore<float, X, 2, cub::BLOCK_STORE_WARP_TRANSPOSE, Y>;\n");
  EXPECT_EQ(body(R), "using S = hipcub::BlockStore<float, X, 2, (((X) * (Y)) % 64 == 0 ? "
                     "hipcub::BLOCK_STORE_WARP_TRANSPOSE : hipcub::BLOCK_STORE_TRANSPOSE), Y>;\n");
}

TEST(WaveChoices, NumbersDecideAtTranslation) {
  Plan P;
  // 32 threads: the plain transpose, written out.
  std::string R = planned("#include <cub/cub.cuh>\n"
                          "using L = cub::BlockLoad<int, 32, 4, cub::BLOCK_LOAD_WARP_TRANSPOSE_TIMESLICED>;\n",
                          &P);
  EXPECT_EQ(body(R), "using L = hipcub::BlockLoad<int, 32, 4, hipcub::BLOCK_LOAD_TRANSPOSE>;\n");
  EXPECT_EQ(count(P, "wave-size-choice"), 1u);
  // 128 = 2 wavefronts: hipCUB's own algorithm compiles, nothing to say.
  R = planned("#include <cub/cub.cuh>\n"
              "using L = cub::BlockLoad<int, 128, 4, cub::BLOCK_LOAD_WARP_TRANSPOSE>;\n", &P);
  EXPECT_EQ(body(R), "using L = hipcub::BlockLoad<int, 128, 4, hipcub::BLOCK_LOAD_WARP_TRANSPOSE>;\n");
  EXPECT_EQ(count(P, "wave-size-choice"), 0u);
  EXPECT_EQ(count(P, "needs-review"), 0u);
  // 32 x 2 = 64: whole wavefronts too.
  R = planned("#include <cub/cub.cuh>\n"
              "using L = cub::BlockLoad<int, 32, 4, cub::BLOCK_LOAD_WARP_TRANSPOSE, 2>;\n", &P);
  EXPECT_EQ(count(P, "needs-review") + count(P, "wave-size-choice"), 0u);
}

TEST(WaveChoices, OtherUsesKeepTheWarning) {
  Plan P;
  // Not the algorithm argument of BlockLoad: the size cannot be read.
  std::string R = planned("#include <cub/cub.cuh>\n"
                          "const cub::BlockLoadAlgorithm A = cub::BLOCK_LOAD_WARP_TRANSPOSE;\n",
                          &P);
  EXPECT_NE(R.find("= hipcub::BLOCK_LOAD_WARP_TRANSPOSE;"), std::string::npos);
  EXPECT_EQ(count(P, "wave-size-choice"), 0u);
  EXPECT_EQ(count(P, "needs-review"), 1u);
  // A store algorithm in a load's list is not a row of the table.
  planned("#include <cub/cub.cuh>\n"
          "using L = cub::BlockLoad<int, T, 4, cub::BLOCK_STORE_WARP_TRANSPOSE>;\n", &P);
  EXPECT_EQ(count(P, "wave-size-choice"), 0u);
}
