//===- TreeCacheTest.cpp - lib/Tree/Cache.cpp -----------------------------===//
// A unit's result reduced to what a run needs (compact), as JSON and back,
// and stored on disk under its key.
#include "TreeTestUtil.h"
#include "cuda2hip/Tree.h"
#include "gtest/gtest.h"

using namespace cuda2hip;
using namespace cuda2hip::tree;
using namespace cuda2hip::test;
using namespace llvm;

TEST(TreeCache, CacheRoundTrip) {
  TempTree T;
  UnitResult R;
  R.Edits["/t/a.cu"] = {{3, 4, "hipMalloc"}, {0, 0, "#include <hip/hip_runtime.h>\n"}};
  R.Edits["/t/k.cuh"] = {};
  R.Seen = {"/t/a.cu", "/t/k.cuh"};
  Diagnostic D;
  D.Where = FileRange{"/t/a.cu", 7, 2};
  D.RuleId = "unsupported-api";
  D.Message = "say \"why\"\n";
  D.G = Group(0);
  R.Diags.push_back(D);
  R.Stats[Group(0)].Converted = 3;
  R.UsedTokenEngine = true;
  Cache C(std::string(T.Root));
  std::string Key(64, 'a');
  EXPECT_FALSE(C.load(Key));
  EXPECT_FALSE(C.has(Key));
  ASSERT_TRUE(C.store(Key, R));
  EXPECT_TRUE(C.has(Key)) << "convert orders only the units not in the cache by block";
  EXPECT_FALSE(C.has(std::string(64, 'b')));
  std::optional<UnitResult> Back = C.load(Key);
  ASSERT_TRUE(Back);
  EXPECT_EQ(serialize(*Back), serialize(R));
  EXPECT_EQ(Back->Edits["/t/a.cu"][0].Text, "hipMalloc");
  EXPECT_EQ(Back->Diags[0].Message, "say \"why\"\n");
  EXPECT_TRUE(Back->UsedTokenEngine);
  EXPECT_EQ(Back->Stats[Group(0)].Converted, 3u);
  EXPECT_FALSE(deserialize("{not json"));
}

TEST(TreeCache, CompactKeepsWhatTheRunNeeds) {
  Translation T;
  T.Found.MainFile = "/t/a.cu";
  T.Found.Buffers = {{"/t/a.cu", "x"}, {"/t/k.cuh", "y"}};
  T.Found.Entered = {"/t/a.cu", "/t/k.cuh", "/t/quiet.h"};
  T.Result.Files["/t/a.cu"] = FilePlan{"/t/a.cu", "x", {{0, 1, "z"}}};
  T.Result.Stats[Group::Runtime].Converted = 1;
  T.Result.UnknownApis = 2;
  T.Result.Diags.push_back({FileRange{"/t/a.cu", 0, 1}, Severity::Warning, "r", "m", "",
                            std::nullopt});
  UnitResult R = compact(T);
  EXPECT_EQ(R.Edits.size(), 1u);
  EXPECT_EQ(R.Edits["/t/a.cu"][0].Text, "z");
  // Parsed: every file the parse entered was seen, with a finding or not.
  EXPECT_EQ(R.Seen, (std::set<std::string>{"/t/a.cu", "/t/k.cuh", "/t/quiet.h"}));
  EXPECT_EQ(R.Stats[Group::Runtime].Converted, 1u);
  EXPECT_EQ(R.UnknownApis, 2u);
  ASSERT_EQ(R.Diags.size(), 1u);
  EXPECT_EQ(R.Diags[0].RuleId, "r");
  EXPECT_FALSE(R.UsedTokenEngine);
  EXPECT_EQ(R.FirstParseError, "");

  // A failed parse: the entered headers are not covered, the error is kept.
  T.Found.ParseFailed = true;
  T.Found.Notes.push_back({FileRange{"/t/a.cu", 0, 0}, true, "parse-error", "boom"});
  R = compact(T);
  EXPECT_EQ(R.Seen, (std::set<std::string>{"/t/a.cu", "/t/k.cuh"}));
  EXPECT_TRUE(R.ParseFailed);
  EXPECT_EQ(R.FirstParseError, "/t/a.cu:1:1: boom");

  // The token engine: only the files it has a plan for.
  T.Found.UsedTokenEngine = true;
  R = compact(T);
  EXPECT_EQ(R.Seen, std::set<std::string>{"/t/a.cu"});
  EXPECT_TRUE(R.UsedTokenEngine);
}

TEST(TreeCache, DeserializeRefusesMalformedResults) {
  EXPECT_FALSE(deserialize(""));
  EXPECT_FALSE(deserialize("[1, 2]")); // not an object
  EXPECT_FALSE(deserialize(R"({"edits": {"/a": [[1, 2]]}})"));
  EXPECT_FALSE(deserialize(R"({"diags": [3]})"));
  EXPECT_FALSE(deserialize(R"({"stats": [[0, 1, 2]]})"));
  // Fields left out: their defaults.
  std::optional<UnitResult> Empty = deserialize("{}");
  ASSERT_TRUE(Empty);
  EXPECT_TRUE(Empty->Edits.empty());
  EXPECT_FALSE(Empty->UsedTokenEngine);
  EXPECT_EQ(Empty->FirstParseError, "");
  // A diagnostic without a group stays without one; its fields come back.
  UnitResult R;
  Diagnostic D;
  D.Where = FileRange{"/t/a.cu", 1, 2};
  D.Sev = Severity::Error;
  D.RuleId = "parse-error";
  D.FixIt = "fix";
  R.Diags.push_back(D);
  R.ParseFailed = true;
  R.FirstParseError = "/t/a.cu:1:2: x";
  R.UnknownApis = 7;
  std::optional<UnitResult> Back = deserialize(serialize(R));
  ASSERT_TRUE(Back);
  EXPECT_FALSE(Back->Diags[0].G.has_value());
  EXPECT_EQ(Back->Diags[0].Sev, Severity::Error);
  EXPECT_EQ(Back->Diags[0].FixIt, "fix");
  EXPECT_EQ(Back->Diags[0].Where.Length, 2u);
  EXPECT_TRUE(Back->ParseFailed);
  EXPECT_EQ(Back->FirstParseError, "/t/a.cu:1:2: x");
  EXPECT_EQ(Back->UnknownApis, 7u);
}

TEST(TreeCache, FilesOnDisk) {
  TempTree T;
  Cache C(T.path("cache"));
  std::string Key = "ab" + std::string(62, 'c');
  ASSERT_TRUE(C.store(Key, UnitResult()));
  // Two levels: the first two hex digits name a folder.
  EXPECT_TRUE(sys::fs::exists(T.path("cache/ab/" + std::string(62, 'c') + ".json")));
  // A damaged entry is there, but loads as a miss.
  T.write("cache/ab/" + std::string(62, 'c') + ".json", "{trunc");
  EXPECT_TRUE(C.has(Key));
  EXPECT_FALSE(C.load(Key));
  // A cache folder that cannot be made: not stored.
  T.write("file");
  Cache Bad(T.path("file"));
  EXPECT_FALSE(Bad.store(Key, UnitResult()));
  EXPECT_FALSE(Bad.has(Key));
}
