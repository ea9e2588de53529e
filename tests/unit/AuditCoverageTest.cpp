//===- AuditCoverageTest.cpp - the auditor's table, JSON and coverage.md --===//
// lib/Audit/Coverage.cpp: counts per status and kind bucket, the three
// output formats on a hand-made audit, and the CUDA version of an install.
#include "cuda2hip/Audit.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include "gtest/gtest.h"
#include <fstream>

using namespace cuda2hip;
using namespace llvm;

namespace {
Entry row(const char *C, const char *H, Kind K, const char *Note = "") {
  return Entry{C, H, K, Group::Complex, Special::None, {}, {}, {}, {}, Note, ""};
}

const Entry &mappedRow() {
  static const Entry E = row("cuCaddf", "hipCaddf", Kind::Function);
  return E;
}
const Entry &goneRow() {
  static const Entry E = row("cuGone", "", Kind::Function, "no | way\nhere");
  return E;
}

AuditName name(std::string N, Kind K, AuditName::Status S, const Entry *Row = nullptr,
               unsigned Line = 0) {
  AuditName A;
  A.Name = std::move(N);
  A.K = K;
  A.Header = "cuComplex.h";
  A.Line = Line;
  A.S = S;
  A.Row = Row;
  return A;
}

/// 5 names: 3 mapped, 1 unsupported, 1 unknown.
GroupAudit sample() {
  GroupAudit A;
  A.G = Group::Complex;
  A.Names = {name("CU_X", Kind::Macro, AuditName::Mapped),
             name("cuCaddf", Kind::Function, AuditName::Mapped, &mappedRow(), 7),
             name("cuComplex.h", Kind::Header, AuditName::Mapped),
             name("cuDoubleComplex", Kind::Type, AuditName::Unknown, nullptr, 12),
             name("cuGone", Kind::Function, AuditName::Unsupported, &goneRow())};
  A.Names[0].ViaNamespace = "cu";
  return A;
}
} // namespace

TEST(AuditCoverage, BucketsAndCounts) {
  EXPECT_EQ(kindBucket(Kind::Function), "functions");
  EXPECT_EQ(kindBucket(Kind::Header), "headers");
  for (Kind K : {Kind::Type, Kind::Enumerator, Kind::Macro, Kind::Variable,
                 Kind::Namespace, Kind::Member})
    EXPECT_EQ(kindBucket(K), "types");
  GroupAudit A = sample();
  EXPECT_EQ(A.count(AuditName::Mapped), 3u);
  EXPECT_EQ(A.count(AuditName::Unsupported), 1u);
  EXPECT_EQ(A.count(AuditName::Unknown), 1u);
  EXPECT_EQ(A.count("functions"), 2u);
  EXPECT_EQ(A.count("functions", AuditName::Mapped), 1u);
  EXPECT_EQ(A.count("functions", AuditName::Unsupported), 1u);
  EXPECT_EQ(A.count("types"), 2u);
  EXPECT_EQ(A.count("types", AuditName::Unknown), 1u);
  EXPECT_EQ(A.count("headers", AuditName::Mapped), 1u);
  EXPECT_EQ(A.count("nothing"), 0u);
}

TEST(AuditCoverage, Table) {
  GroupAudit A = sample();
  std::string S;
  raw_string_ostream OS(S);
  printAuditTable(OS, {A});
  std::string Line = "complex" + std::string(13, ' ') + "       5       3       1       1" +
                     "   " + "1/2         1/2         1/1         \n";
  EXPECT_NE(S.find(Line), std::string::npos) << S;
  EXPECT_TRUE(StringRef(S).starts_with("group" + std::string(15, ' ') +
                                       "  public  mapped  unsupp unknown   "
                                       "functions   types       headers     \n"))
      << S;
  EXPECT_EQ(S.find("total"), std::string::npos) << "one group: no total";
  // Two groups: a total; missing headers and parse errors are shown.
  GroupAudit B = sample();
  B.G = Group::Runtime;
  B.MissingHeaders = {"a.h", "b.h"};
  B.Errors = {"e1", "e2"};
  std::string T;
  raw_string_ostream TS(T);
  printAuditTable(TS, {A, B});
  EXPECT_NE(T.find("(missing: a.h, b.h) (2 parse errors)\n"), std::string::npos) << T;
  EXPECT_NE(T.find("total" + std::string(15, ' ') + "      10       6       2       2   \n"),
            std::string::npos) << T;
}

TEST(AuditCoverage, Json) {
  GroupAudit A = sample();
  A.MissingHeaders = {"gone.h"};
  std::string S;
  raw_string_ostream OS(S);
  printAuditJson(OS, {A}, /*WithNames=*/true);
  Expected<json::Value> V = json::parse(S);
  ASSERT_TRUE(bool(V)) << toString(V.takeError());
  const json::Object &G = *(*V->getAsObject()->getArray("groups"))[0].getAsObject();
  EXPECT_EQ(G.getString("group"), "complex");
  EXPECT_EQ(G.getString("title"), "cuComplex");
  EXPECT_EQ(G.getInteger("public"), 5);
  EXPECT_EQ(G.getInteger("mapped"), 3);
  EXPECT_EQ(G.getInteger("unsupported"), 1);
  EXPECT_EQ(G.getInteger("unknown"), 1);
  const json::Object &F = *G.getObject("by_kind")->getObject("functions");
  EXPECT_EQ(F.getInteger("public"), 2);
  EXPECT_EQ(F.getInteger("mapped"), 1);
  EXPECT_EQ((*G.getArray("missing_headers"))[0].getAsString(), "gone.h");
  EXPECT_TRUE(G.getArray("errors")->empty());
  const json::Array &N = *G.getArray("names");
  ASSERT_EQ(N.size(), 5u);
  const json::Object &Macro = *N[0].getAsObject();
  EXPECT_EQ(Macro.getString("via_namespace"), "cu");
  EXPECT_EQ(Macro.get("line"), nullptr) << "no line: left out";
  EXPECT_EQ(Macro.get("hip"), nullptr);
  const json::Object &Add = *N[1].getAsObject();
  EXPECT_EQ(Add.getString("kind"), "function");
  EXPECT_EQ(Add.getString("hip"), "hipCaddf");
  EXPECT_EQ(Add.getInteger("line"), 7);
  EXPECT_EQ(Add.getString("status"), "mapped");
  EXPECT_EQ(N[4].getAsObject()->getString("note"), "no | way\nhere");
  EXPECT_EQ(N[4].getAsObject()->getString("status"), "unsupported");
  // Without names: the counts only.
  std::string W;
  raw_string_ostream WS(W);
  printAuditJson(WS, {A}, false);
  EXPECT_EQ(W.find("\"names\""), std::string::npos);
  EXPECT_NE(W.find("\"public\": 5"), std::string::npos);
}

TEST(AuditCoverage, Markdown) {
  GroupAudit A = sample();
  GroupAudit H;
  H.G = Group::Fp16; // its first internal rule left out two names
  H.InternalCounts = {2};
  std::string S;
  raw_string_ostream OS(S);
  printAuditMarkdown(OS, {A, H}, "13.0", "cuda2hip-audit --markdown X");
  EXPECT_TRUE(StringRef(S).starts_with("# CUDA API coverage\n\nGenerated by "
                                       "`cuda2hip-audit --markdown X` from the CUDA 13.0 "
                                       "headers"))
      << S;
  for (const char *Want :
       {"| [cuComplex](#complex) | 5 | 3 | 1 | 1 | 1/2 | 1/2 | 1/1 |\n",
        "\n<a id=\"complex\"></a>\n## cuComplex\n\nHeaders: `cuComplex.h`.\n\n"
        "5 public names: 3 mapped, 1 unsupported, 1 unknown.\n",
        "<details><summary>Unsupported (1)</summary>",
        "| `cuGone` | function | no \\| way here |\n",
        "<details><summary>Unknown (1)</summary>",
        "| `cuDoubleComplex` | type | cuComplex.h:12 |\n",
        " Not covered: cuda_fp8.h, cuda_fp6.h, cuda_fp4.h.\n\nLeft out as "
        "implementation details:\n* 2 names `",
        "`: helpers the headers use themselves;\n\n0 public names: 0 mapped, 0 "
        "unsupported, 0 unknown.\n"})
    EXPECT_NE(S.find(Want), std::string::npos) << Want << "\n---\n" << S;
  // No version known: "?".
  std::string Q;
  raw_string_ostream QS(Q);
  printAuditMarkdown(QS, {}, "", "c");
  EXPECT_NE(Q.find("from the CUDA ? headers"), std::string::npos);
}

TEST(AuditCoverage, CudaVersionOfAnInstall) {
  SmallString<128> D;
  ASSERT_FALSE(sys::fs::createUniqueDirectory("audit-cuda", D));
  sys::fs::create_directories(D + "/include");
  auto Write = [&](const char *Text) { std::ofstream(std::string(D) + "/include/cuda.h") << Text; };
  EXPECT_EQ(cudaVersionOf(D), "") << "no cuda.h";
  Write("#ifndef X\n  #define CUDA_VERSION 12040\n#endif\n");
  EXPECT_EQ(cudaVersionOf(D), "12.4");
  Write("#define CUDA_VERSION 13000\n");
  EXPECT_EQ(cudaVersionOf(D), "13.0");
  Write("#define CUDA_VERSION_MAJOR x\n");
  EXPECT_EQ(cudaVersionOf(D), "");
  Write("#define CUDA_VERSION 9020\n");
  EXPECT_EQ(cudaVersionOf(D), "9.2");
  sys::fs::remove_directories(D);
}
