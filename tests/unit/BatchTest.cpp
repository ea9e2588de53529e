//===- BatchTest.cpp - translateFile over many inputs, in input order -----===//
#include "cuda2hip/Batch.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "gtest/gtest.h"
#include <atomic>
#include <chrono>
#include <fstream>
#include <mutex>
#include <thread>

using namespace cuda2hip;

namespace {
bool hasCuda() { return !findCudaPath("", {}).empty() && !findResourceDir({}).empty(); }

void writeFile(const std::string &Path, const std::string &Text) {
  llvm::sys::fs::create_directories(llvm::sys::path::parent_path(Path));
  std::ofstream(Path, std::ios::binary) << Text;
}
} // namespace

TEST(Batch, DoneInOrderWhateverOrderWorkFinishes) {
  for (unsigned Jobs : {1u, 2u, 4u}) {
    const size_t N = 40;
    std::vector<size_t> Order;
    std::atomic<int> Running{0}, MaxRunning{0};
    std::vector<std::thread::id> DoneThread;
    runInOrder(
        N, Jobs,
        [&](size_t I) {
          int R = ++Running;
          int M = MaxRunning.load();
          while (R > M && !MaxRunning.compare_exchange_weak(M, R))
            ;
          // Later items finish first.
          std::this_thread::sleep_for(std::chrono::microseconds((N - I) * 50));
          --Running;
        },
        [&](size_t I) {
          Order.push_back(I);
          DoneThread.push_back(std::this_thread::get_id());
        });
    ASSERT_EQ(Order.size(), N);
    for (size_t I = 0; I < N; ++I)
      EXPECT_EQ(Order[I], I);
    for (std::thread::id T : DoneThread)
      EXPECT_EQ(T, std::this_thread::get_id()) << "Done runs on the caller";
    EXPECT_LE(MaxRunning.load(), int(Jobs));
  }
}

TEST(Batch, OneThreadInterleavesWorkAndDone) {
  std::vector<std::string> Log;
  runInOrder(
      3, 1, [&](size_t I) { Log.push_back("w" + std::to_string(I)); },
      [&](size_t I) { Log.push_back("d" + std::to_string(I)); });
  EXPECT_EQ(Log, (std::vector<std::string>{"w0", "d0", "w1", "d1", "w2", "d2"}));
}

TEST(Batch, WindowBoundsWorkAhead) {
  // Done of item 0 waits until the others could have run; with a window of
  // 2 at most items 0..2 are started before it returns.
  std::atomic<size_t> Started{0};
  size_t SeenAtFirstDone = 0;
  runInOrder(
      20, 4, [&](size_t) { ++Started; },
      [&](size_t I) {
        if (I == 0) {
          std::this_thread::sleep_for(std::chrono::milliseconds(50));
          SeenAtFirstDone = Started.load();
        }
      },
      /*Window=*/2);
  EXPECT_LE(SeenAtFirstDone, 2u);
}

TEST(Batch, InputsOverlap) {
  llvm::SmallString<256> D;
  ASSERT_FALSE(llvm::sys::fs::createUniqueDirectory("cuda2hip-batch-test", D));
  std::string A = std::string(D) + "/a.cu", B = std::string(D) + "/b.cu";
  writeFile(A, "int a;\n");
  writeFile(B, "int b;\n");
  EXPECT_FALSE(inputsOverlap({A, B}, {}));
  EXPECT_TRUE(inputsOverlap({A, std::string(D) + "/./a.cu"}, {}));
  EXPECT_FALSE(inputsOverlap({A, B}, {A, B})) << "in place: each its own output";
  EXPECT_TRUE(inputsOverlap({A, B}, {B, std::string(D) + "/out.cu"}))
      << "a's output is b";
  EXPECT_FALSE(inputsOverlap({A, std::string(D) + "/missing.cu"}, {}));
  llvm::sys::fs::remove_directories(D);
}

TEST(Batch, TranslateFilesGivesWhatTranslateFileGives) {
  if (!hasCuda())
    GTEST_FAIL() << "needs CUDA and clang-19";
  llvm::SmallString<256> D;
  ASSERT_FALSE(llvm::sys::fs::createUniqueDirectory("cuda2hip-batch-test", D));
  std::vector<TranslateJob> Jobs;
  for (int I = 0; I < 4; ++I) {
    std::string P = std::string(D) + "/f" + std::to_string(I) + ".cu";
    writeFile(P, "#include <cuda_runtime.h>\nint main() { float *d; cudaMalloc(&d, " +
                     std::to_string(I + 1) + "); cudaFree(d); return 0; }\n");
    TranslateJob J;
    J.Path = P;
    J.Skip = I == 2;
    Jobs.push_back(J);
  }
  std::vector<std::string> Got;
  translateFiles(Jobs, 2, [&](size_t I, std::optional<Translation> &T) {
    EXPECT_EQ(T.has_value(), I != 2);
    if (!T)
      return Got.push_back("skipped");
    Got.push_back(T->Result.Files.at(T->Found.MainFile).apply());
  });
  ASSERT_EQ(Got.size(), 4u);
  for (size_t I = 0; I < 4; ++I) {
    if (I == 2) {
      EXPECT_EQ(Got[I], "skipped");
      continue;
    }
    Translation One = translateFile(Jobs[I].Path, std::nullopt, TranslateOptions());
    EXPECT_EQ(Got[I], One.Result.Files.at(One.Found.MainFile).apply());
    EXPECT_NE(Got[I].find("hipMalloc(&d, " + std::to_string(I + 1) + ")"), std::string::npos)
        << Got[I];
  }
  llvm::sys::fs::remove_directories(D);
}

TEST(Batch, RunAllRunsEachItemOnceAtMostJobsAtATime) {
  for (unsigned Jobs : {1u, 3u}) {
    const size_t N = 30;
    std::vector<std::atomic<int>> Count(N);
    std::atomic<int> Running{0}, MaxRunning{0};
    std::mutex Mu;
    std::vector<size_t> Started;
    runAll(N, Jobs, [&](size_t I) {
      {
        std::lock_guard<std::mutex> L(Mu);
        Started.push_back(I);
      }
      int R = ++Running;
      int M = MaxRunning.load();
      while (R > M && !MaxRunning.compare_exchange_weak(M, R))
        ;
      std::this_thread::sleep_for(std::chrono::microseconds((N - I) * 50));
      --Running;
      ++Count[I];
    });
    for (size_t I = 0; I < N; ++I)
      EXPECT_EQ(Count[I], 1) << I;
    EXPECT_LE(MaxRunning.load(), int(Jobs));
    // Items are taken in order (the first ones first: convert orders its
    // units so that those building a PCH start early).
    for (size_t I = 0; I < Jobs && I < Started.size(); ++I)
      EXPECT_LT(Started[I], size_t(Jobs)) << Jobs;
    if (Jobs == 1)
      for (size_t I = 0; I < N; ++I)
        EXPECT_EQ(Started[I], I);
  }
}

TEST(Batch, CompileFlagsFromTheDatabaseFoundAbove) {
  llvm::SmallString<128> D;
  ASSERT_FALSE(llvm::sys::fs::createUniqueDirectory("c2h-batch-flags", D));
  std::string Dir(D);
  writeFile(Dir + "/src/a.cu", "int a;\n");
  writeFile(Dir + "/compile_commands.json",
            "[{\"directory\": \"" + Dir + "\", \"file\": \"" + Dir +
                "/src/a.cu\", \"command\": \"nvcc -DFROM_DB=1 -c src/a.cu\"}]\n");
  std::string FoundAt;
  std::vector<std::string> F = compileFlagsFor(nullptr, "", Dir + "/src/a.cu", nullptr, &FoundAt);
  EXPECT_NE(std::find(F.begin(), F.end(), "-DFROM_DB=1"), F.end());
  EXPECT_EQ(FoundAt, Dir + "/compile_commands.json");
  // A file no command names: no flags, no database.
  writeFile(Dir + "/src/b.cu", "int b;\n");
  EXPECT_TRUE(compileFlagsFor(nullptr, "", Dir + "/src/b.cu", nullptr, &FoundAt).empty());
  EXPECT_EQ(FoundAt, "");
  llvm::sys::fs::remove_directories(Dir);
}

TEST(Batch, CensusOfTextsAndFiles) {
  ParseOptions O;
  O.DatabaseFlags = {"-DA"};
  O.ExtraArgs = {"-DB"};
  EXPECT_EQ(unitFlags(O), (std::vector<std::string>{"-DA", "-DB"}));
  const char *Text = "#include <vector>\n#include <map>\nint x;\n";
  std::shared_ptr<const PrefixCensus> C =
      censusOf({{"/nowhere/a.cu", llvm::StringRef(Text), unitFlags(O)},
                {"/nowhere/b.cu", llvm::StringRef(Text), unitFlags(O)},
                {"/nowhere/unreadable.cu", std::nullopt, unitFlags(O)}});
  EXPECT_EQ(C->units(), 3u);
  EXPECT_FALSE(C->headerLines(unitFlags(O)).empty());
}
