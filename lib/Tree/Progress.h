//===- Progress.h - progress lines and the end-of-run summary ---*- C++ -*-===//
//
// Internal to lib/Tree. On a terminal one line is redrawn (done/total, rate,
// ETA, the file just finished); otherwise one plain line per unit.
//
//===----------------------------------------------------------------------===//
#ifndef CUDA2HIP_TREE_PROGRESS_H
#define CUDA2HIP_TREE_PROGRESS_H

#include "cuda2hip/Tree.h"
#include <chrono>
#include <mutex>

namespace cuda2hip::tree {

class Progress {
public:
  /// \p IsStderr: \p OS is stderr, so Auto may pick the terminal form.
  Progress(llvm::raw_ostream &OS, ConvertOptions::Progress Mode, bool IsStderr,
           size_t Total);
  /// A unit finished (any thread).
  void done(llvm::StringRef Name, bool Cached);
  void addTotal(size_t N);
  /// Clears the terminal line.
  void finish();

  /// "[3/10] 2.5 files/s, ETA 3s" (rate and ETA only once something is done).
  static std::string line(size_t Done, size_t Total, double Seconds);

private:
  llvm::raw_ostream &OS;
  bool Tty = false, Off = false;
  size_t Done = 0, Total;
  std::chrono::steady_clock::time_point Start;
  std::mutex M;
};

/// The end-of-run summary.
void printSummary(llvm::raw_ostream &OS, const ConvertSummary &S,
                  const ConvertOptions &O);

} // namespace cuda2hip::tree

#endif
