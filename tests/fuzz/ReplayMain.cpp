//===- ReplayMain.cpp - run a fuzz target over files, without libFuzzer ---===//
//
// Ordinary builds (gcc, no -fsanitize=fuzzer) link the fuzz targets with
// this main: `cuda2hip-fuzz-replay-X FILE|DIR...` feeds each file to the
// target once. ctest replays the checked-in corpus this way; a crash fails
// the test. With CUDA2HIP_FUZZ=ON (clang) libFuzzer's own main is used.
//
//===----------------------------------------------------------------------===//
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"
#include <cstdint>
#include <string>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size);

int main(int argc, char **argv) {
  std::vector<std::string> Files;
  for (int I = 1; I < argc; ++I) {
    if (llvm::sys::fs::is_directory(argv[I])) {
      std::error_code EC;
      for (llvm::sys::fs::recursive_directory_iterator It(argv[I], EC), End;
           It != End && !EC; It.increment(EC))
        if (llvm::sys::fs::is_regular_file(It->path()))
          Files.push_back(It->path());
    } else {
      Files.push_back(argv[I]);
    }
  }
  for (const std::string &F : Files) {
    auto B = llvm::MemoryBuffer::getFile(F, /*IsText=*/false);
    if (!B) {
      llvm::errs() << F << ": cannot read\n";
      return 2;
    }
    LLVMFuzzerTestOneInput(reinterpret_cast<const uint8_t *>((*B)->getBufferStart()),
                           (*B)->getBufferSize());
  }
  llvm::outs() << Files.size() << " inputs replayed\n";
  return Files.empty() ? 2 : 0;
}
