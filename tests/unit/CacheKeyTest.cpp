//===- CacheKeyTest.cpp - lib/Tree/CacheKey.cpp ---------------------------===//
//
// The tree cache's key is derived from the whole TranslateOptions: changing
// any field that can change a unit's result changes the key; the fields that
// cannot (cacheKeyExcludedFields) do not. Every key field needs a mutation
// below, so a field added to cacheKeyFields() without one fails here.
//
//===----------------------------------------------------------------------===//
#include "cuda2hip/Tree.h"
#include "gtest/gtest.h"
#include <functional>
#include <map>
#include <set>

using namespace cuda2hip;
using namespace cuda2hip::tree;
using namespace llvm;

namespace {

const Table &userTable(StringRef Hip) {
  static std::map<std::string, std::unique_ptr<Table>> Tables;
  auto &T = Tables[Hip.str()];
  if (!T) {
    Entry E{};
    E.Cuda = "myCudaMalloc";
    E.Hip = Hip;
    E.K = Kind::Function;
    T = std::make_unique<Table>(std::vector<Entry>{E});
  }
  return *T;
}

using Mutation = std::function<void(TranslateOptions &)>;

/// One change of each key field, by the name cacheKeyFields() gives it.
const std::map<std::string, Mutation> &keyMutations() {
  static const std::map<std::string, Mutation> M = {
      {"Find.CudaPath", [](TranslateOptions &O) { O.Find.CudaPath = "/nowhere/cuda"; }},
      {"Find.ResourceDir", [](TranslateOptions &O) { O.Find.ResourceDir = "/r"; }},
      {"Find.Engine", [](TranslateOptions &O) { O.Find.Engine = EngineChoice::Token; }},
      {"Find.Language", [](TranslateOptions &O) { O.Find.Language = InputLanguage::Hip; }},
      {"Find.DatabaseFlags", [](TranslateOptions &O) { O.Find.DatabaseFlags = {"-DX"}; }},
      {"Find.ExtraArgs", [](TranslateOptions &O) { O.Find.ExtraArgs = {"-DX"}; }},
      {"Find.User", [](TranslateOptions &O) { O.Find.User = &userTable("myHipMalloc"); }},
      {"Find.HipParseErrorsAsNotes",
       [](TranslateOptions &O) { O.Find.HipParseErrorsAsNotes = false; }},
      {"Find.ProjectDeclared",
       [](TranslateOptions &O) {
         O.Find.ProjectDeclared = std::make_shared<std::set<std::string>>(
             std::set<std::string>{"CUDAStream"});
       }},
      {"Map.TargetHip", [](TranslateOptions &O) { O.Map.TargetHip = {5, 2}; }},
      {"Map.TorchStyle", [](TranslateOptions &O) { O.Map.TorchStyle = "plain"; }},
      {"Map.Blas", [](TranslateOptions &O) { O.Map.Blas = "rocblas"; }},
      {"Map.User", [](TranslateOptions &O) { O.Map.User = &userTable("myHipMalloc"); }},
      {"Map.Defined", [](TranslateOptions &O) { O.Map.Defined = {"X"}; }},
      {"Plan.Launch", [](TranslateOptions &O) { O.Plan.Launch = LaunchSyntax::Hip; }},
      {"Plan.Portable.Enabled", [](TranslateOptions &O) { O.Plan.Portable.Enabled = true; }},
      {"Plan.Portable.Prefix", [](TranslateOptions &O) { O.Plan.Portable.Prefix = "gpu"; }},
      {"Plan.Portable.HeaderPath",
       [](TranslateOptions &O) { O.Plan.Portable.HeaderPath = "/t/gpu_portability.h"; }},
      {"Plan.HipifyBreadcrumb", [](TranslateOptions &O) { O.Plan.HipifyBreadcrumb = false; }},
      {"Wave64Fix", [](TranslateOptions &O) { O.Wave64Fix = true; }},
  };
  return M;
}

/// One change of each excluded field.
const std::map<std::string, Mutation> &excludedMutations() {
  static const std::map<std::string, Mutation> M = {
      {"Find.SharePreamble", [](TranslateOptions &O) { O.Find.SharePreamble = true; }},
      {"Find.PreambleDir", [](TranslateOptions &O) { O.Find.PreambleDir = "/c/pch"; }},
      {"Find.Prefixes",
       [](TranslateOptions &O) { O.Find.Prefixes = std::make_shared<PrefixCensus>(); }},
      {"Find.SkipForeignBodies",
       [](TranslateOptions &O) { O.Find.SkipForeignBodies = !O.Find.SkipForeignBodies; }},
      {"Find.Switches",
       [](TranslateOptions &O) {
         O.Find.Switches.Pch = false;
         O.Find.Switches.PrefixPch = ParseSwitches::Prefix::Off;
       }},
      {"Find.RunSession",
       [](TranslateOptions &O) { O.Find.RunSession = std::make_shared<Session>(); }},
      {"Rules",
       [](TranslateOptions &O) {
         RuleSet R;
         R.Path = "/t/rules.yaml";
         R.Rows = std::make_unique<Table>(std::vector<Entry>{});
         O.Rules = std::make_shared<const RuleSet>(std::move(R));
       }},
      {"Wave64Fixer",
       [](TranslateOptions &O) {
         O.Wave64Fixer = [](llvm::StringRef, std::optional<llvm::StringRef>,
                            const FindOptions &) -> std::optional<std::string> {
           return std::nullopt;
         };
       }},
  };
  return M;
}

std::string keyOf(const TranslateOptions &O) {
  return cacheKey(O, "/t/a.cu", "int x;", {{"/t/k.cuh", "d1"}});
}

} // namespace

TEST(CacheKey, EveryFieldIsKeyedOrExcluded) {
  TranslateOptions O;
  std::set<std::string> Names;
  for (const auto &[Name, Value] : cacheKeyFields(O)) {
    EXPECT_TRUE(Names.insert(Name).second) << Name << " twice";
    EXPECT_TRUE(keyMutations().count(Name))
        << "key field " << Name << " has no mutation in this test";
  }
  EXPECT_EQ(Names.size(), keyMutations().size());
  for (StringRef Name : cacheKeyExcludedFields()) {
    EXPECT_FALSE(Names.count(Name.str())) << Name.str() << " both keyed and excluded";
    EXPECT_TRUE(excludedMutations().count(Name.str())) << Name.str();
  }
  EXPECT_EQ(cacheKeyExcludedFields().size(), excludedMutations().size());
}

TEST(CacheKey, ChangingAnyKeyFieldChangesTheKey) {
  TranslateOptions Base;
  std::string K = keyOf(Base);
  std::map<std::string, std::string> BaseFields;
  for (auto &[Name, Value] : cacheKeyFields(Base))
    BaseFields[Name] = Value;
  for (const auto &[Name, Mutate] : keyMutations()) {
    TranslateOptions O = Base;
    Mutate(O);
    EXPECT_NE(keyOf(O), K) << Name;
    // ... through that field, and that field only.
    for (auto &[N, V] : cacheKeyFields(O))
      EXPECT_EQ(V != BaseFields[N], N == Name) << Name << " changed " << N;
  }
}

TEST(CacheKey, ExcludedFieldsKeepTheKey) {
  TranslateOptions Base;
  std::string K = keyOf(Base);
  for (const auto &[Name, Mutate] : excludedMutations()) {
    TranslateOptions O = Base;
    Mutate(O);
    EXPECT_EQ(keyOf(O), K) << Name;
  }
}

TEST(CacheKey, UserRulesByContent) {
  // --rules: the rows count, not where the table lives.
  TranslateOptions A, B, C;
  Expected<RuleSet> R1 = parseRules("rules:\n  - cuda: myCudaMalloc\n    hip: myHipMalloc\n",
                                    "r1.yaml");
  Expected<RuleSet> R2 = parseRules("rules:\n  - cuda: myCudaMalloc\n    hip: myHipMalloc\n",
                                    "r2.yaml");
  Expected<RuleSet> R3 = parseRules("rules:\n  - cuda: myCudaMalloc\n    hip: otherMalloc\n",
                                    "r1.yaml");
  ASSERT_TRUE(bool(R1)) << toString(R1.takeError());
  ASSERT_TRUE(bool(R2)) << toString(R2.takeError());
  ASSERT_TRUE(bool(R3)) << toString(R3.takeError());
  for (auto [O, R] : {std::pair{&A, &*R1}, {&B, &*R2}, {&C, &*R3}})
    O->Find.User = O->Map.User = &R->table();
  EXPECT_EQ(keyOf(A), keyOf(B));
  EXPECT_NE(keyOf(A), keyOf(C));
  EXPECT_NE(keyOf(A), keyOf(TranslateOptions()));
}
