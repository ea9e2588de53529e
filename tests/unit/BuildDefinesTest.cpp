//===- BuildDefinesTest.cpp - lib/Tree/BuildDefines.cpp --------------------===//
#include "cuda2hip/Tree.h"
#include "gtest/gtest.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

using namespace cuda2hip;
using namespace cuda2hip::tree;

TEST(BuildDefines, Makefile) {
  const char *M = "CC = nvcc\n"
                  "CFLAGS := $(EXTRA_CFLAGS) -DPRECISION=double -std=c++17 -arch=$(ARCH)\n"
                  "CFLAGS += -D USE_FAST -DN=$(SIZE) -DPRECISION=float # the first wins\n"
                  "# -DCOMMENTED\n"
                  "%.o: %.cu\n\t$(CC) $(CFLAGS) -DTILE=16 -c $< -o $@\n";
  EXPECT_EQ(definesFromMakefile(M),
            (std::vector<std::string>{"-DPRECISION=double", "-DUSE_FAST", "-DTILE=16"}));
  EXPECT_TRUE(definesFromMakefile("all:\n\tnvcc -O3 main.cu\n").empty());
}

TEST(BuildDefines, CMake) {
  const char *C = "add_definitions(-DUSE_CUDA -DBLOCK=256)\n"
                  "add_compile_definitions(NDIM=3 \"LABEL=x\")\n"
                  "target_compile_definitions(app PRIVATE HAVE_X=1 PUBLIC ${OPT})\n";
  EXPECT_EQ(definesFromCMake(C),
            (std::vector<std::string>{"-DUSE_CUDA", "-DBLOCK=256", "-DNDIM=3", "-DLABEL=x",
                                      "-DHAVE_X=1"}));
}

TEST(BuildDefines, NearestBuildFileInTheTree) {
  llvm::SmallString<128> Root;
  ASSERT_FALSE(llvm::sys::fs::createUniqueDirectory("c2h-defines", Root));
  std::string Base(Root), Sub = Base + "/src/k";
  ASSERT_FALSE(llvm::sys::fs::create_directories(Sub));
  {
    std::error_code EC;
    llvm::raw_fd_ostream(Base + "/Makefile", EC) << "CFLAGS = -DREAL=float\n";
  }
  std::string From;
  EXPECT_EQ(buildFileDefines(Sub, Base, &From), std::vector<std::string>{"-DREAL=float"});
  EXPECT_EQ(From, Base + "/Makefile");
  // Not above the tree's base.
  EXPECT_TRUE(buildFileDefines(Sub, Sub).empty());
  llvm::sys::fs::remove_directories(Base);
}
