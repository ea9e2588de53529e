//===- JsonTest.cpp - the JSON report and its schema ----------------------===//
#include "cuda2hip/Report.h"
#include "gtest/gtest.h"
#include "llvm/Support/MemoryBuffer.h"
#include <set>

using namespace cuda2hip;
using namespace llvm;

namespace {

Diagnostic diag(std::string File, unsigned Off, unsigned Len, std::string Rule,
                Severity S = Severity::Warning, std::string FixIt = "") {
  Diagnostic D;
  D.Where = FileRange{std::move(File), Off, Len};
  D.Sev = S;
  D.RuleId = std::move(Rule);
  D.Message = "message of " + D.RuleId;
  D.FixIt = std::move(FixIt);
  return D;
}

const char *Src = "#include <hip/hip_runtime.h>\n"
                  "void f(float *p) {\n"
                  "  cudaMalloc(&p, 4);\n"
                  "}\n";

Report sample() {
  Report R;
  R.Command = "check";
  R.Root = "/proj";
  R.TargetHip = "6.3";
  R.Checks = {"residue", "target"};
  R.Files = {{"src/a.cu", "ok", "build/compile_commands.json"},
             {"src/gone.cu", "unreadable", ""}};
  Diagnostic D = diag("/proj/src/a.cu", 50, 10, "residue", Severity::Warning,
                      "hipMalloc");
  D.G = Group::Runtime;
  R.Items.push_back(makeReportItem(D, Src, R.Root));
  R.Items.push_back(makeReportItem(
      diag("/proj/src/gone.cu", 0, 0, "io-error", Severity::Error), "", R.Root));
  R.Items.push_back(makeReportItem(diag("", 0, 0, "environment", Severity::Note), "", R.Root));
  R.Suppressed = 2;
  R.ExitCode = 3;
  return R;
}

json::Value schema() {
  auto B = MemoryBuffer::getFile(CUDA2HIP_SOURCE_DIR "/docs/report.schema.json");
  if (!B)
    return nullptr;
  auto V = json::parse((*B)->getBuffer());
  if (!V) {
    consumeError(V.takeError());
    return nullptr;
  }
  return std::move(*V);
}

/// Every required key of \p S is in \p O, every key of \p O is declared.
void conforms(const json::Object &O, const json::Object &S, StringRef Where) {
  const json::Object *Props = S.getObject("properties");
  ASSERT_TRUE(Props) << Where.str();
  if (const json::Array *Req = S.getArray("required")) {
    for (const json::Value &K : *Req) {
      EXPECT_TRUE(O.get(*K.getAsString()))
          << Where.str() << ": missing " << K.getAsString()->str();
    }
  }
  for (const auto &KV : O) {
    EXPECT_TRUE(Props->get(KV.first)) << Where.str() << ": '" << KV.first.str()
                                      << "' is not in docs/report.schema.json";
  }
}

} // namespace

TEST(Json, TopLevelAndSummary) {
  json::Value V = toJson(sample());
  const json::Object &O = *V.getAsObject();
  EXPECT_EQ(O.getInteger("version"), int64_t(ReportSchemaVersion));
  EXPECT_EQ(*O.getObject("tool")->getString("name"), "cuda2hip");
  EXPECT_EQ(*O.getString("command"), "check");
  EXPECT_EQ(*O.getString("root"), "/proj");
  EXPECT_EQ(*O.getString("targetHip"), "6.3");
  const json::Object &S = *O.getObject("summary");
  EXPECT_EQ(S.getInteger("files"), 2);
  EXPECT_EQ(S.getInteger("findings"), 3);
  EXPECT_EQ(S.getInteger("errors"), 1);
  EXPECT_EQ(S.getInteger("warnings"), 1);
  EXPECT_EQ(S.getInteger("notes"), 1);
  EXPECT_EQ(S.getInteger("suppressed"), 2);
  EXPECT_EQ(S.getInteger("exitCode"), 3);
  EXPECT_EQ(O.getArray("checks")->size(), 2u);
  EXPECT_EQ(*(*O.getArray("files"))[0].getAsObject()->getString("compileCommands"),
            "build/compile_commands.json");
}

TEST(Json, FindingFields) {
  json::Value V = toJson(sample());
  const json::Array &F = *V.getAsObject()->getArray("findings");
  ASSERT_EQ(F.size(), 3u);
  const json::Object &R = *F[0].getAsObject();
  EXPECT_EQ(*R.getString("rule"), "residue");
  EXPECT_EQ(*R.getString("ruleId"), "cuda2hip-residue");
  EXPECT_EQ(*R.getString("check"), "residue");
  EXPECT_EQ(*R.getString("severity"), "warning");
  EXPECT_EQ(*R.getString("path"), "src/a.cu");
  EXPECT_EQ(R.getInteger("line"), 3);
  EXPECT_EQ(R.getInteger("column"), 3);
  EXPECT_EQ(R.getInteger("offset"), 50);
  EXPECT_EQ(R.getInteger("length"), 10);
  EXPECT_EQ(*R.getString("fixIt"), "hipMalloc");
  EXPECT_EQ(*R.getString("group"), "runtime");
  const json::Object &Io = *F[1].getAsObject();
  EXPECT_EQ(*Io.getString("check"), "translate");
  EXPECT_FALSE(Io.get("line")) << "no text: no line";
  EXPECT_TRUE(Io.get("path"));
  EXPECT_FALSE(F[2].getAsObject()->get("path")) << "no file: no path";
}

TEST(Json, OutputMatchesTheDocumentedSchema) {
  json::Value S = schema();
  ASSERT_TRUE(S.getAsObject()) << "docs/report.schema.json missing or invalid";
  const json::Object &Top = *S.getAsObject();
  EXPECT_EQ((*Top.getObject("properties")->getObject("version")).getInteger("const"),
            int64_t(ReportSchemaVersion))
      << "schema and ReportSchemaVersion disagree";
  json::Value V = toJson(sample());
  const json::Object &O = *V.getAsObject();
  conforms(O, Top, "report");
  conforms(*O.getObject("summary"),
           *Top.getObject("properties")->getObject("summary"), "summary");
  conforms(*O.getObject("tool"), *Top.getObject("properties")->getObject("tool"),
           "tool");
  const json::Object &Defs = *Top.getObject("$defs");
  for (const json::Value &F : *O.getArray("files"))
    conforms(*F.getAsObject(), *Defs.getObject("file"), "file");
  for (const json::Value &F : *O.getArray("findings"))
    conforms(*F.getAsObject(), *Defs.getObject("finding"), "finding");
  // A finding with everything set (diff included).
  ReportItem I = makeReportItem(diag("/proj/a.cu", 0, 1, "drift"), "x\n", "/proj");
  I.D.G = Group::Device;
  I.D.FixIt = "y";
  I.Detail = "--- a\n+++ b\n";
  Report R;
  R.Items.push_back(I);
  json::Value W = toJson(R);
  conforms(*(*W.getAsObject()->getArray("findings"))[0].getAsObject(),
           *Defs.getObject("finding"), "full finding");
}

TEST(Json, TranslateReportHasNoChecks) {
  Report R;
  json::Value V = toJson(R);
  EXPECT_EQ(*V.getAsObject()->getString("command"), "translate");
  EXPECT_FALSE(V.getAsObject()->get("checks"));
}

