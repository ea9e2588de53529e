//===- UserRulesTest.cpp - user rules (--rules FILE): parsing, precedence ===//
#include "cuda2hip/Find.h"
#include "cuda2hip/Mappings.h"
#include "gtest/gtest.h"

using namespace cuda2hip;

namespace {
RuleSet parse(llvm::StringRef Text, llvm::StringRef Path = "rules.yaml") {
  llvm::Expected<RuleSet> R = parseRules(Text, Path);
  if (!R) {
    ADD_FAILURE() << llvm::toString(R.takeError());
    return {};
  }
  return std::move(*R);
}

std::string error(llvm::StringRef Text, llvm::StringRef Path = "rules.yaml") {
  llvm::Expected<RuleSet> R = parseRules(Text, Path);
  if (R) {
    ADD_FAILURE() << "no error for:\n" << Text.str();
    return "";
  }
  return llvm::toString(R.takeError());
}
} // namespace

TEST(Rules, Yaml) {
  RuleSet R = parse(R"(# comment
rules:
  - cuda: myCudaMalloc
    hip: myHipMalloc
    kind: function
  - cuda: myCudaFree
    hip: myHipFree
  - cuda: mycuda::Pool
    hip: myhip::Pool
    kind: type
  - cuda: helpers/cuda_helpers.h
    hip: helpers/hip_helpers.h
    kind: header
  - cuda: cudaDeviceReset
    unsupported: "never reset the device"
  - cuda: myNewThing
    hip: myHipNewThing
    hip_added: "6.2"
    group: runtime
    note: since ROCm 6.2
)");
  ASSERT_TRUE(R.Rows);
  ASSERT_EQ(R.table().entries().size(), 6u);
  const Entry *E = R.table().find("myCudaMalloc").front();
  EXPECT_EQ(E->Hip, "myHipMalloc");
  EXPECT_EQ(E->K, Kind::Function);
  EXPECT_EQ(E->G, Group::User);
  EXPECT_EQ(R.table().find("myCudaFree").front()->K, Kind::Function); // default
  EXPECT_EQ(R.table().find("mycuda::Pool").front()->K, Kind::Type);
  const Entry *H = R.table().findHeader("helpers/cuda_helpers.h");
  ASSERT_TRUE(H);
  EXPECT_EQ(H->Hip, "helpers/hip_helpers.h");
  const Entry *U = R.table().find("cudaDeviceReset").front();
  EXPECT_FALSE(U->supported());
  EXPECT_EQ(U->Note, "never reset the device");
  const Entry *N = R.table().find("myNewThing").front();
  EXPECT_EQ(N->HipAdded, (Version{6, 2}));
  EXPECT_EQ(N->G, Group::Runtime);
  EXPECT_EQ(N->Note, "since ROCm 6.2");
}

TEST(Rules, TopLevelListAndEmpty) {
  RuleSet R = parse("- {cuda: a, hip: b}\n- cuda: c\n  hip: d\n");
  ASSERT_TRUE(R.Rows);
  EXPECT_EQ(R.table().entries().size(), 2u);
  RuleSet Empty = parse("# nothing yet\n");
  ASSERT_TRUE(Empty.Rows);
  EXPECT_TRUE(Empty.table().entries().empty());
}

TEST(Rules, Json) {
  RuleSet R = parse(R"({
  "rules": [
    {"cuda": "myCudaMalloc", "hip": "myHipMalloc", "kind": "function"},
    {"cuda": "MY_CUDA_CHECK", "hip": "MY_HIP_CHECK", "kind": "macro"},
    {"cuda": "cudaStreamDestroy", "unsupported": true, "note": "kept alive"}
  ]
})",
                    "rules.json");
  ASSERT_TRUE(R.Rows);
  ASSERT_EQ(R.table().entries().size(), 3u);
  EXPECT_EQ(R.table().find("MY_CUDA_CHECK").front()->K, Kind::Macro);
  const Entry *U = R.table().find("cudaStreamDestroy").front();
  EXPECT_FALSE(U->supported());
  EXPECT_EQ(U->Note, "kept alive");
}

TEST(Rules, ErrorsHaveLineAndColumn) {
  EXPECT_EQ(error("rules:\n  - cuda: a\n    hip: b\n  - cuda: c\n    hpi: d\n"),
            "rules.yaml:5:5: error: unknown key 'hpi' (expected cuda, hip, kind, "
            "note, unsupported, hip_added or group)");
  EXPECT_EQ(error("rules:\n  - cuda: a\n    hip: b\n    kind: fnction\n"),
            "rules.yaml:4:11: error: unknown kind 'fnction' (function, type, "
            "enumerator, macro, header, namespace, member or variable)");
  EXPECT_EQ(error("rules:\n  - cuda: myCudaMalloc\n"),
            "rules.yaml:2:5: error: rule for 'myCudaMalloc' needs 'hip' (or "
            "'unsupported: REASON')");
  EXPECT_EQ(error("rules:\n  - hip: b\n"),
            "rules.yaml:2:5: error: a rule needs 'cuda': the name to map");
  EXPECT_EQ(error("rules:\n  - cuda: my-func\n    hip: f\n"),
            "rules.yaml:2:11: error: 'my-func' is not a valid function name");
  EXPECT_EQ(error("rules:\n  - cuda: a\n    hip: b\n  - cuda: a\n    hip: c\n"),
            "rules.yaml:4:5: error: duplicate rule for 'a' (function), first at "
            "line 2");
  EXPECT_EQ(error("rules:\n  - cuda: a\n    unsupported: yes\n    hip: b\n"),
            "rules.yaml:3:18: error: a rule marked 'unsupported' cannot have 'hip'");
  EXPECT_EQ(error("mappings: []\n"),
            "rules.yaml:1:1: error: unknown key 'mappings' (expected 'rules')");
  EXPECT_EQ(error("rules:\n  - just a string\n"),
            "rules.yaml:2:5: error: a rule must be a mapping with 'cuda', 'hip' "
            "and 'kind'");
  // YAML syntax: the parser's own message, at its position.
  std::string E = error("rules:\n  - cuda: a\n    hip: [b\n");
  EXPECT_EQ(E.rfind("rules.yaml:", 0), 0u) << E;
  EXPECT_NE(E.find(": error: "), std::string::npos) << E;
}

TEST(Rules, JsonSyntaxErrors) {
  // The JSON parser checks .json files first: line and column of the fault.
  std::string E = error("{\n  \"rules\": [\n    {\"cuda\": \"a\" \"hip\": \"b\"}\n  ]\n}\n",
                        "r.json");
  EXPECT_EQ(E.rfind("r.json:3:18: error: ", 0), 0u) << E;
  // Semantic errors in JSON have positions too.
  EXPECT_EQ(error("{\"rules\": [\n  {\"cuda\": \"a\", \"kind\": \"thing\", \"hip\": \"b\"}\n]}\n",
                  "r.json"),
            "r.json:2:25: error: unknown kind 'thing' (function, type, enumerator, "
            "macro, header, namespace, member or variable)");
}

TEST(Rules, MissingFile) {
  llvm::Expected<RuleSet> R = loadRules("/nonexistent/rules.yaml");
  ASSERT_FALSE(R);
  std::string E = llvm::toString(R.takeError());
  EXPECT_EQ(E.rfind("/nonexistent/rules.yaml: error: cannot read rules", 0), 0u) << E;
}

TEST(Rules, OverrideBuiltinAndAddWrappers) {
  RuleSet R = parse("rules:\n"
                    "  - {cuda: cudaMalloc, hip: myHipMalloc}\n"
                    "  - {cuda: myCudaFree, hip: myHipFree}\n"
                    "  - {cuda: cudaDeviceReset, unsupported: not on our cluster}\n"
                    "  - {cuda: cuda_runtime.h, hip: my/hip_runtime.h, kind: header}\n"
                    "  - {cuda: mycuda, hip: myhip, kind: namespace}\n");
  ASSERT_TRUE(R.Rows);
  MapOptions O;
  O.User = &R.table();
  Mapper M(O);
  Decision D = M.map("cudaMalloc", Kind::Function);
  EXPECT_EQ(D.Result, Decision::Rename);
  EXPECT_EQ(D.Replacement, "myHipMalloc");
  EXPECT_EQ(D.E->G, Group::User);
  EXPECT_EQ(M.map("myCudaFree").Replacement, "myHipFree");
  EXPECT_EQ(M.map("cudaDeviceReset").Result, Decision::Unsupported);
  EXPECT_NE(M.map("cudaDeviceReset").Message.find("not on our cluster"),
            std::string::npos);
  EXPECT_EQ(M.mapHeader("cuda_runtime.h").Replacement, "my/hip_runtime.h");
  EXPECT_EQ(M.map("mycuda", Kind::Namespace).Replacement, "myhip");
  // Names without a rule still come from the built-in tables.
  EXPECT_EQ(M.map("cudaFree", Kind::Function).Replacement, "hipFree");
  EXPECT_EQ(M.mapHeader("cuda.h").Result, Decision::Rename);
  // Without the rules: the built-in row.
  EXPECT_EQ(Mapper(MapOptions()).map("cudaMalloc").Replacement, "hipMalloc");
  EXPECT_EQ(Mapper(MapOptions()).map("myCudaFree").Result, Decision::NotCuda);
}

TEST(Rules, VersionAlternatives) {
  RuleSet R = parse("rules:\n"
                    "  - {cuda: myCopy, hip: myHipCopyAsync, hip_added: '6.2'}\n"
                    "  - {cuda: myCopy, hip: myHipCopy}\n");
  ASSERT_TRUE(R.Rows);
  MapOptions O;
  O.User = &R.table();
  O.TargetHip = {6, 3};
  EXPECT_EQ(Mapper(O).map("myCopy").Replacement, "myHipCopyAsync");
  O.TargetHip = {5, 2};
  EXPECT_EQ(Mapper(O).map("myCopy").Replacement, "myHipCopy");
}

TEST(Rules, TokenEngineFindsUserNames) {
  RuleSet R = parse("rules:\n  - {cuda: myCudaMalloc, hip: myHipMalloc}\n"
                    "  - {cuda: mycuda, hip: myhip, kind: namespace}\n");
  ASSERT_TRUE(R.Rows);
  Findings F;
  std::string Src = "void f() { mycuda::myCudaMalloc(0); // myCudaMalloc\n"
                    "  s.myCudaMalloc(); const char *x = \"myCudaMalloc\"; }\n";
  scanTokens("a.cu", Src, Table::builtin(), F, 0, ~0u, &R.table());
  std::vector<std::string> Names;
  for (const NameRef &N : F.Names)
    Names.push_back(N.Name);
  EXPECT_EQ(Names, (std::vector<std::string>{"mycuda", "myCudaMalloc"}));
  Findings None;
  scanTokens("a.cu", Src, Table::builtin(), None);
  EXPECT_TRUE(None.Names.empty());
}
