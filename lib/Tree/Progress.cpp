//===- Progress.cpp - progress lines and the end-of-run summary -----------===//
#include "Progress.h"
#include "cuda2hip/Emit.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/Process.h"
#include <thread>

using namespace llvm;

namespace cuda2hip::tree {

Progress::Progress(raw_ostream &OS, ConvertOptions::Progress Mode, bool IsStderr,
                   size_t Total)
    : OS(OS), Total(Total), Start(std::chrono::steady_clock::now()) {
  Off = Mode == ConvertOptions::Progress::Off;
  Tty = Mode == ConvertOptions::Progress::Auto && IsStderr &&
        sys::Process::StandardErrIsDisplayed();
}

std::string Progress::line(size_t Done, size_t Total, double Seconds) {
  std::string S;
  raw_string_ostream L(S);
  unsigned W = std::to_string(Total).size();
  L << "[" << format_decimal(Done, W) << "/" << Total << "]";
  if (Done && Seconds > 0) {
    double Rate = Done / Seconds;
    L << " " << format("%.1f", Rate) << " files/s";
    if (Done < Total) {
      unsigned Eta = unsigned((Total - Done) / Rate + 0.5);
      L << ", ETA ";
      if (Eta >= 60)
        L << Eta / 60 << "m" << format("%02u", Eta % 60) << "s";
      else
        L << Eta << "s";
    }
  }
  return S;
}

void Progress::done(StringRef Name, bool Cached) {
  if (Off)
    return;
  std::lock_guard<std::mutex> Lock(M);
  ++Done;
  if (Tty) {
    double Secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - Start).count();
    OS << "\r" << Label << line(Done, Total, Secs) << " " << Name << (Cached ? " (cached)" : "")
       << "\x1b[K";
  } else {
    OS << "[" << Label << Done << "/" << Total << "] " << Name << (Cached ? " (cached)" : "")
       << "\n";
  }
  OS.flush();
}

void Progress::startPhase(StringRef Name, size_t N) {
  std::lock_guard<std::mutex> Lock(M);
  Label = Name.str() + " ";
  Done = 0;
  Total = N;
  Start = std::chrono::steady_clock::now();
}

void Progress::finish() {
  std::lock_guard<std::mutex> Lock(M);
  if (Tty && !Off && Done) {
    OS << "\r\x1b[K";
    OS.flush();
  }
}

namespace {
/// Where "FILE:LINE:COL: " ends in \p E (0 when it has no such prefix).
size_t locationEnd(StringRef E) {
  for (size_t P = E.find(": "); P != StringRef::npos; P = E.find(": ", P + 1)) {
    StringRef Loc = E.take_front(P);
    auto [Rest, Col] = Loc.rsplit(':');
    auto [File, Line] = Rest.rsplit(':');
    unsigned N;
    if (!File.empty() && !Line.getAsInteger(10, N) && !Col.getAsInteger(10, N))
      return P + 2;
  }
  return 0;
}
} // namespace

std::string shownParseError(StringRef E) {
  size_t End = locationEnd(E);
  if (!End)
    return E.str();
  StringRef Loc = E.take_front(End - 2);
  auto [Rest, Col] = Loc.rsplit(':');
  auto [File, Line] = Rest.rsplit(':');
  return displayPath(File) + ":" + Line.str() + ":" + Col.str() + ": " +
         E.drop_front(End).str();
}

std::string parseErrorMessage(StringRef E) {
  if (E.empty())
    return "clang gave up without an error message";
  return E.drop_front(locationEnd(E)).str();
}

void printSummary(raw_ostream &OS, const ConvertSummary &S, const ConvertOptions &O) {
  unsigned J = O.Jobs ? O.Jobs : std::max(1u, std::thread::hardware_concurrency());
  OS << "cuda2hip convert: " << S.Units << " translation unit"
     << (S.Units == 1 ? "" : "s");
  if (S.FromCache)
    OS << " (" << S.FromCache << " from the cache)";
  OS << " in " << format("%.2f", S.Seconds) << " s";
  if (S.Seconds > 0 && S.Units)
    OS << ", " << format("%.1f", S.Units / S.Seconds) << " units/s";
  OS << ", -j" << J << "\n";
  OS << "  files: " << S.Sources << " translated (" << S.Changed << " changed, "
     << S.Unchanged << " unchanged)";
  if (O.Diff)
    OS << "; --diff: nothing written";
  else
    OS << "; " << S.Written << " written, " << S.UpToDate << " already up to date";
  if (S.BuildFiles)
    OS << "; " << S.BuildFiles << " build file" << (S.BuildFiles == 1 ? "" : "s")
       << " migrated (" << S.BuildChanged << " changed)";
  if (S.Copied)
    OS << "; " << S.Copied << " other file" << (S.Copied == 1 ? "" : "s") << " copied";
  if (S.Links)
    OS << "; " << S.Links << " link" << (S.Links == 1 ? "" : "s");
  OS << "\n";
  if (!S.IncludeFolders.empty()) {
    OS << "  include folders added (no compile_commands.json; #includes found "
          "in the tree):\n";
    for (const IncludeFolder &F : S.IncludeFolders) {
      OS << "    " << F.Flag << " " << F.Dir << ": ";
      for (size_t I = 0; I < F.Served.size() && I < 4; ++I)
        OS << (I ? ", " : "") << F.Served[I];
      if (F.Served.size() > 4)
        OS << " and " << (F.Served.size() - 4) << " more";
      if (F.Flag == "-idirafter")
        OS << " (after the system folders: it holds files named as toolkit or "
              "system headers)";
      OS << "\n";
    }
  }
  for (const auto &[File, Defs] : S.BuildDefines) {
    OS << "  defines from " << File << " (no compile_commands.json):";
    for (const std::string &D : Defs)
      OS << " " << D;
    OS << "\n";
  }
  OS << "  engines: " << (S.Units - S.TokenEngine - S.Failed) << " AST, " << S.TokenEngine
     << " token\n";
  if (S.TokenEngine) {
    OS << "  token engine: " << S.TokenEngine << " unit"
       << (S.TokenEngine == 1 ? "" : "s") << " could not be parsed; first errors:\n";
    std::vector<std::pair<unsigned, std::string>> Ranked;
    for (const auto &[Why, N] : S.TokenEngineReasons)
      Ranked.push_back({N, Why});
    std::stable_sort(Ranked.begin(), Ranked.end(),
                     [](const auto &A, const auto &B) { return A.first > B.first; });
    for (size_t I = 0; I < Ranked.size() && I < 10; ++I)
      OS << "    " << Ranked[I].first << " x " << Ranked[I].second << "\n";
    if (Ranked.size() > 10)
      OS << "    (" << Ranked.size() - 10 << " other reasons)\n";
  }
  if (S.Failed)
    OS << "  not translated: " << S.Failed << " unit" << (S.Failed == 1 ? "" : "s") << "\n";
  unsigned Total = 0;
  for (const auto &[Rule, N] : S.WarningsByRule)
    Total += N;
  OS << "  warnings: " << Total;
  if (Total) {
    OS << " (";
    bool First = true;
    for (const auto &[Rule, N] : S.WarningsByRule) {
      OS << (First ? "" : ", ") << Rule << " " << N;
      First = false;
    }
    OS << ")";
  }
  OS << "\n";
}

} // namespace cuda2hip::tree
