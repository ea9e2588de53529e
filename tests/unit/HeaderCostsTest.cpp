//===- HeaderCostsTest.cpp - what headers bring beyond the CUDA preamble --===//
//
// lib/Parse/HeaderCosts.cpp: one preprocessor run over a census's headers,
// by their directives, gives the files each header brings beyond the CUDA
// preamble, as a run that reads them whole does.
//
//===----------------------------------------------------------------------===//
#include "../../lib/Parse/Preamble.h"
#include "cuda2hip/Find.h"
#include "gtest/gtest.h"
#include <algorithm>
#include <cstdlib>

using namespace cuda2hip;

namespace {
bool hasCuda() { return !findCudaPath("", {}).empty() && !findResourceDir({}).empty(); }

/// The plan of a plain CUDA unit: the CUDA preamble the costs are beyond.
/// The session of these tests' measures.
const std::shared_ptr<Session> Scans = std::make_shared<Session>();

std::optional<PreamblePlan> plan() {
  std::string Err;
  FindOptions O;
  O.RunSession = Scans;
  return planPreamble(parseArguments("/virtual/pch/m.cu", "", O, Err), O);
}
} // namespace

TEST(HeaderCosts, MeasuredByTheirDirectivesAsByAFullPreprocessorRun) {
  if (!hasCuda())
    GTEST_FAIL() << "needs CUDA and clang-19";
  std::optional<PreamblePlan> P = plan();
  ASSERT_TRUE(P.has_value());
  // CUB (libcu++, macros, __has_include, #if on versions) and C++ library
  // headers: the same bytes whether the preprocessor reads the headers
  // whole or only their directives.
  const std::string Block = "#include <cub/cub.cuh>\n#include <vector>\n#include <random>\n";
  clearPreambles(*Scans);
  PreamblePlan Unscanned = *P; // CUDA2HIP_PCH_SCAN=0
  Unscanned.Switches.PchScan = false;
  uint64_t Whole = prefixExtraBytes(Unscanned, Block);
  EXPECT_EQ(preambleStats(*Scans).FilesScanned, 0u);
  clearPreambles(*Scans);
  uint64_t ByDirectives = prefixExtraBytes(*P, Block);
  EXPECT_GT(preambleStats(*Scans).FilesScanned, 100u);
  EXPECT_GT(Whole, uint64_t(4) << 20);
  EXPECT_EQ(ByDirectives, Whole);
  // One run measures every header; one that is not found costs nothing and
  // does not stop the others' measure.
  uint64_t Vector = prefixExtraBytes(*P, "#include <vector>\n");
  EXPECT_GT(Vector, 0u);
  EXPECT_EQ(prefixExtraBytes(*P, "#include <no/such/header.h>\n#include <vector>\n"), Vector);
  EXPECT_EQ(prefixExtraBytes(*P, "#include <cstdlib>\n"), 0u) << "the preamble's own";
}

// Files, not bytes: <fstream> brings every file <string> brings, a
// header of the preamble brings none, and one not found has no entry.
TEST(HeaderCosts, TheFilesEachHeaderBrings) {
  if (!hasCuda())
    GTEST_FAIL() << "needs CUDA and clang-19";
  std::optional<PreamblePlan> P = plan();
  ASSERT_TRUE(P.has_value());
  std::vector<std::string> Lines = {"#include <fstream>", "#include <string>",
                                    "#include <cstdlib>", "#include <no/such.h>"};
  HeaderCosts C = headerCosts(*P, Lines);
  ASSERT_TRUE(C.Files.count("#include <fstream>"));
  ASSERT_TRUE(C.Files.count("#include <string>"));
  const std::vector<unsigned> &F = C.Files["#include <fstream>"];
  const std::vector<unsigned> &S = C.Files["#include <string>"];
  EXPECT_FALSE(S.empty());
  EXPECT_GT(F.size(), S.size());
  EXPECT_TRUE(std::includes(F.begin(), F.end(), S.begin(), S.end()))
      << "<fstream> includes <string> (skipped as included already: still its files)";
  EXPECT_TRUE(C.Files["#include <cstdlib>"].empty());
  EXPECT_FALSE(C.Files.count("#include <no/such.h>"));
  EXPECT_EQ(unionBytes(C, {"#include <fstream>", "#include <string>"}),
            unionBytes(C, {"#include <fstream>"}));
  EXPECT_GT(unionBytes(C, {"#include <fstream>"}), unionBytes(C, {"#include <string>"}));
}
