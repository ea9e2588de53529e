//===- Batch.cpp - translateFile over many inputs, in input order ---------===//
#include "cuda2hip/Batch.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include <algorithm>
#include <map>
#include <condition_variable>
#include <mutex>
#include <thread>

using namespace llvm;

namespace cuda2hip {

unsigned threadsFor(unsigned Jobs) {
  return Jobs ? Jobs : std::max(1u, std::thread::hardware_concurrency());
}

bool inputsOverlap(ArrayRef<std::string> Inputs, ArrayRef<std::string> Outputs) {
  std::map<sys::fs::UniqueID, size_t> Seen; // file -> the input naming it
  for (size_t I = 0; I < Inputs.size(); ++I) {
    sys::fs::UniqueID ID;
    if (sys::fs::getUniqueID(Inputs[I], ID))
      continue; // unreadable: reported, not translated
    if (!Seen.try_emplace(ID, I).second)
      return true;
  }
  for (size_t I = 0; I < Outputs.size(); ++I) {
    sys::fs::UniqueID ID;
    if (sys::fs::getUniqueID(Outputs[I], ID))
      continue; // not there yet
    auto It = Seen.find(ID);
    if (It != Seen.end() && It->second != I)
      return true;
  }
  return false;
}

void runInOrder(size_t N, unsigned Jobs, function_ref<void(size_t)> Work,
                function_ref<void(size_t)> Done, size_t Window) {
  size_t J = std::min<size_t>(threadsFor(Jobs), N);
  if (J <= 1) {
    for (size_t I = 0; I < N; ++I) {
      Work(I);
      Done(I);
    }
    return;
  }
  if (!Window)
    Window = 2 * J;
  std::mutex Mu;
  std::condition_variable CV;
  std::vector<char> Finished(N, 0);
  size_t Next = 0, Consumed = 0;
  auto Worker = [&] {
    for (;;) {
      size_t I;
      {
        std::unique_lock<std::mutex> L(Mu);
        CV.wait(L, [&] { return Next >= N || Next < Consumed + Window; });
        if (Next >= N)
          return;
        I = Next++;
      }
      Work(I);
      {
        std::lock_guard<std::mutex> L(Mu);
        Finished[I] = 1;
      }
      CV.notify_all();
    }
  };
  std::vector<std::thread> Threads;
  for (size_t T = 0; T < J; ++T)
    Threads.emplace_back(Worker);
  for (size_t I = 0; I < N; ++I) {
    {
      std::unique_lock<std::mutex> L(Mu);
      CV.wait(L, [&] { return Finished[I] != 0; });
    }
    Done(I);
    {
      std::lock_guard<std::mutex> L(Mu);
      Consumed = I + 1;
    }
    CV.notify_all();
  }
  for (std::thread &T : Threads)
    T.join();
}

void runAll(size_t N, unsigned Jobs, function_ref<void(size_t)> Work) {
  // No window: nothing waits to be handed on.
  runInOrder(N, Jobs, Work, [](size_t) {}, std::max<size_t>(N, 1));
}

std::vector<std::string> compileFlagsFor(const clang::tooling::CompilationDatabase *DB,
                                         StringRef BuildDir, StringRef File,
                                         Session *Databases, std::string *FoundAt) {
  if (!DB)
    return discoveredFlags(File, Databases, FoundAt);
  std::vector<std::string> Flags = databaseFlags(*DB, File);
  if (FoundAt) {
    SmallString<256> P(BuildDir);
    sys::path::append(P, "compile_commands.json");
    *FoundAt = Flags.empty() ? "" : std::string(P);
  }
  return Flags;
}

std::shared_ptr<const PrefixCensus> censusOf(ArrayRef<CensusUnit> Units) {
  auto C = std::make_shared<PrefixCensus>();
  for (const CensusUnit &U : Units) {
    if (U.Text) {
      C->add(U.Path, *U.Text, U.Flags);
      continue;
    }
    auto Buf = MemoryBuffer::getFile(U.Path, /*IsText=*/true);
    C->add(U.Path, Buf ? (*Buf)->getBuffer() : StringRef(), U.Flags);
  }
  C->finish();
  return C;
}

std::vector<std::string> unitFlags(const ParseOptions &O) {
  std::vector<std::string> F = O.DatabaseFlags;
  F.insert(F.end(), O.ExtraArgs.begin(), O.ExtraArgs.end());
  return F;
}

void translateFiles(std::vector<TranslateJob> Jobs, unsigned Threads,
                    function_ref<void(size_t, std::optional<Translation> &)> Done) {
  size_t Real = llvm::count_if(Jobs, [](const TranslateJob &J) { return !J.Skip; });
  if (Real > 1) {
    // The inputs' shared blocks of leading system includes get a PCH too
    // (Find.h: PrefixCensus), per set of extra flags.
    std::vector<CensusUnit> Units;
    for (const TranslateJob &J : Jobs)
      if (!J.Skip)
        Units.push_back({J.Path, std::nullopt, unitFlags(J.Opts.Find)});
    std::shared_ptr<const PrefixCensus> Census = censusOf(Units);
    for (TranslateJob &J : Jobs) {
      J.Opts.Find.SharePreamble = true;
      J.Opts.Find.Prefixes = Census;
    }
  }
  std::vector<std::optional<Translation>> Slots(Jobs.size());
  runInOrder(
      Jobs.size(), Threads,
      [&](size_t I) {
        if (!Jobs[I].Skip)
          Slots[I] = translateFile(Jobs[I].Path, std::nullopt, Jobs[I].Opts);
      },
      [&](size_t I) {
        Done(I, Slots[I]);
        Slots[I].reset(); // the window bounds what is kept
      });
}

} // namespace cuda2hip
