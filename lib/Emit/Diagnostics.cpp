//===- Diagnostics.cpp - diagnostics, statistics, exit codes --------------===//
#include "cuda2hip/Emit.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/Path.h"
#include <map>
#include <tuple>

using namespace llvm;

namespace cuda2hip {

int exitCodeFor(const Plan &P) {
  if (P.UsedTokenEngine)
    return ExitTokenEngine;
  for (const Diagnostic &D : P.Diags)
    if (D.Sev == Severity::Warning || D.Sev == Severity::Error)
      return ExitWarnings;
  return ExitClean;
}

std::string displayPath(StringRef Path) {
  SmallString<256> Cwd;
  if (!sys::fs::current_path(Cwd)) {
    Cwd += sys::path::get_separator();
    if (Path.starts_with(Cwd))
      return Path.drop_front(Cwd.size()).str();
  }
  return Path.str();
}

void printDiagnostics(raw_ostream &OS, std::vector<Diagnostic> Diags,
                      const SourceLookup &Source) {
  auto Key = [](const Diagnostic &D) {
    return std::tie(D.Where.File, D.Where.Offset, D.RuleId, D.Message);
  };
  std::stable_sort(Diags.begin(), Diags.end(),
                   [&](const Diagnostic &A, const Diagnostic &B) {
                     return Key(A) < Key(B);
                   });
  Diags.erase(std::unique(Diags.begin(), Diags.end(),
                          [&](const Diagnostic &A, const Diagnostic &B) {
                            return Key(A) == Key(B);
                          }),
              Diags.end());
  // Line starts per file, computed once: many diagnostics in one big file
  // must not cost a scan from the start of the file each.
  std::map<std::string, std::vector<unsigned>> LineStarts;
  auto Position = [&](const std::string &File, StringRef Buf, unsigned Off) {
    auto [It, New] = LineStarts.try_emplace(File);
    if (New) {
      It->second.push_back(0);
      for (size_t I = 0; I < Buf.size(); ++I)
        if (Buf[I] == '\n')
          It->second.push_back(unsigned(I + 1));
    }
    const auto &L = It->second;
    Off = std::min<size_t>(Off, Buf.size());
    size_t Idx = std::upper_bound(L.begin(), L.end(), Off) - L.begin() - 1;
    return std::pair<unsigned, unsigned>(unsigned(Idx + 1), Off - L[Idx] + 1);
  };
  for (const Diagnostic &D : Diags) {
    StringRef Buf = D.Where.File.empty() ? StringRef() : Source(D.Where.File);
    auto [Line, Col] = Position(D.Where.File, Buf, D.Where.Offset);
    if (!D.Where.File.empty())
      OS << displayPath(D.Where.File) << ":" << Line << ":" << Col << ": ";
    else
      OS << "cuda2hip: ";
    OS << (D.Sev == Severity::Error     ? "error: "
           : D.Sev == Severity::Warning ? "warning: "
                                        : "note: ");
    OS << D.Message << " [cuda2hip-" << D.RuleId << "]\n";
    if (Buf.empty() || D.Where.Offset > Buf.size())
      continue;
    size_t LS = D.Where.Offset - (Col - 1);
    size_t LE = Buf.find('\n', LS);
    StringRef L = Buf.slice(LS, LE == StringRef::npos ? Buf.size() : LE);
    L.consume_back("\r");
    if (L.size() > 300)
      continue; // a minified line helps nobody
    OS << L << "\n";
    std::string Caret;
    for (unsigned I = 0; I + 1 < Col && I < L.size(); ++I)
      Caret += L[I] == '\t' ? '\t' : ' ';
    Caret += '^';
    for (unsigned I = 1; I < D.Where.Length; ++I)
      Caret += '~';
    OS << Caret << "\n";
    if (!D.FixIt.empty())
      OS << std::string(Col - 1, ' ') << D.FixIt << "\n";
  }
}

void printStats(raw_ostream &OS, const Plan &P, unsigned LinesChanged) {
  OS << "API group                    converted   same unsupported not-in-target\n";
  GroupStats Total;
  for (const auto &[G, S] : P.Stats) {
    OS << format("%-28s %9u %6u %11u %13u\n", groupTitle(G).str().c_str(),
                 S.Converted, S.Same, S.Unsupported, S.NotInTarget);
    Total += S;
  }
  OS << format("%-28s %9u %6u %11u %13u\n", (const char *)"total", Total.Converted,
               Total.Same, Total.Unsupported, Total.NotInTarget);
  OS << "unknown CUDA APIs: " << P.UnknownApis << "\n";
  OS << "lines changed: " << LinesChanged << "\n";
  OS << "engine: " << (P.UsedTokenEngine ? "token" : "ast") << "\n";
}

} // namespace cuda2hip
