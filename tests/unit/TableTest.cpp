//===- TableTest.cpp - the built-in tables are well formed ----------------===//
#include "cuda2hip/Mappings.h"
#include "gtest/gtest.h"
#include <map>
#include <set>

using namespace cuda2hip;

TEST(Table, EveryRowIsWellFormed) {
  for (const Entry &E : Table::builtin().entries()) {
    SCOPED_TRACE(E.Cuda.str());
    EXPECT_FALSE(E.Cuda.empty());
    if (!E.supported())
      EXPECT_FALSE(E.Note.empty()) << "an unsupported row must say why";
    if (E.K != Kind::Header && E.K != Kind::Namespace && E.K != Kind::Member) {
      EXPECT_EQ(E.Cuda.find(' '), llvm::StringRef::npos);
      // A template's arguments may have spaces (min<unsigned int>), the
      // name not.
      EXPECT_EQ(E.Hip.substr(0, E.Hip.find('<')).find(' '), llvm::StringRef::npos);
      if (E.Hip.contains('<'))
        EXPECT_TRUE(E.Hip.ends_with(">"));
    }
  }
}

TEST(Table, NoDuplicateRows) {
  // Rows of different --torch-styles may repeat each other.
  std::set<std::tuple<std::string, int, std::string, std::string, std::string>> Seen;
  for (const Entry &E : Table::builtin().entries())
    EXPECT_TRUE(Seen.insert({E.Cuda.str(), int(E.K), E.Hip.str(), E.HipAdded.str(),
                             E.Variant.str()})
                    .second)
        << "duplicate row " << E.Cuda.str() << " -> " << E.Hip.str();
}

TEST(Table, AlternativesAreNewestFirst) {
  // The mapper takes the first row available in the target, so among rows of
  // one name and kind, hipAdded must not increase.
  // Rows of one option value (Variant) are alternatives among themselves.
  std::map<std::tuple<std::string, int, std::string>, Version> Last;
  for (const Entry &E : Table::builtin().entries()) {
    if (!E.supported())
      continue;
    auto Key = std::make_tuple(E.Cuda.str(), int(E.K), E.Variant.str());
    auto It = Last.find(Key);
    if (It != Last.end())
      EXPECT_TRUE(E.HipAdded <= It->second)
          << E.Cuda.str() << ": row for HIP " << E.HipAdded.str()
          << " comes after one for HIP " << It->second.str();
    Last[Key] = E.HipAdded;
  }
}

TEST(Table, FindReturnsAllRowsInOrder) {
  Entry A{"cudaX", "hipX2", Kind::Function, Group::Runtime, Special::None,
          {}, {}, {}, Version{6, 2}, "", ""};
  Entry B{"cudaX", "hipX", Kind::Function, Group::Runtime, Special::None,
          {}, {}, {}, {}, "", ""};
  Table T({A, B});
  auto Rows = T.find("cudaX");
  ASSERT_EQ(Rows.size(), 2u);
  EXPECT_EQ(Rows[0]->Hip, "hipX2");
  EXPECT_EQ(Rows[1]->Hip, "hipX");
  EXPECT_TRUE(T.find("cudaY").empty());
}

TEST(Table, FindByHipIsTheReverseOfFind) {
  Entry A{"cudaMallocHost", "hipHostMalloc", Kind::Function, Group::Runtime,
          Special::None, {}, {}, {}, {}, "", ""};
  Entry B{"cudaHostAlloc", "hipHostMalloc", Kind::Function, Group::Runtime,
          Special::None, {}, {}, {}, {}, "", ""};
  Entry H{"cuda_runtime.h", "hipHostMalloc", Kind::Header, Group::Headers,
          Special::None, {}, {}, {}, {}, "", ""};
  Entry Gone{"cudaGone", "", Kind::Function, Group::Runtime, Special::None,
             {}, {}, {}, {}, "", ""};
  Table T({A, H, Gone, B});
  auto Rows = T.findByHip("hipHostMalloc");
  ASSERT_EQ(Rows.size(), 2u) << "the header row is not a name";
  EXPECT_EQ(Rows[0]->Cuda, "cudaMallocHost");
  EXPECT_EQ(Rows[1]->Cuda, "cudaHostAlloc");
  EXPECT_TRUE(T.findByHip("").empty()) << "rows without a HIP name";
  EXPECT_TRUE(T.findByHip("hipMalloc").empty());
  // Each table has its own index.
  Table U({B});
  ASSERT_EQ(U.findByHip("hipHostMalloc").size(), 1u);
  EXPECT_EQ(T.findByHip("hipHostMalloc").size(), 2u);
}

TEST(Table, HeaderExactAndPrefix) {
  Entry Exact{"cub/cub.cuh", "hipcub/hipcub.hpp", Kind::Header, Group::Headers,
              Special::None, {}, {}, {}, {}, "", ""};
  Entry Prefix{"cub/", "hipcub/", Kind::Header, Group::Headers, Special::None,
               {}, {}, {}, {}, "", ""};
  Table T({Exact, Prefix});
  EXPECT_EQ(T.findHeader("cub/cub.cuh")->Hip, "hipcub/hipcub.hpp");
  EXPECT_EQ(T.findHeader("cub/block/block_reduce.cuh")->Hip, "hipcub/");
  EXPECT_EQ(T.findHeader("cubby.h"), nullptr);
  EXPECT_TRUE(T.find("cub/").empty()) << "headers are not names";
}

TEST(Table, NamespacesAreKnownByQualifiedName) {
  Entry NS{"thrust::cuda", "thrust::hip", Kind::Namespace, Group::Thrust,
           Special::None, {}, {}, {}, {}, "", ""};
  Table T({NS});
  EXPECT_TRUE(T.isNamespace("thrust::cuda"));
  EXPECT_FALSE(T.isNamespace("cuda"));
}

TEST(Table, BuiltinCoversTheCoreRuntime) {
  const Table &T = Table::builtin();
  for (const char *N : {"cudaMalloc", "cudaFree", "cudaError_t", "cudaSuccess",
                        "cudaMemcpy", "cudaStream_t", "cudaMemcpyHostToDevice"})
    EXPECT_FALSE(T.find(N).empty()) << N;
  EXPECT_NE(T.findHeader("cuda_runtime.h"), nullptr);
}
