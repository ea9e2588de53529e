//===- Gate.cpp - which findings count: suppressions, baselines, exit -----===//
#include "cuda2hip/Basic.h"
#include "cuda2hip/Check.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MemoryBuffer.h"
#include <algorithm>
#include <tuple>

using namespace llvm;

namespace cuda2hip {

Expected<Baseline> Baseline::parse(StringRef JsonText) {
  // llvm::json recurses per nesting level: bound it first (Basic.h).
  if (Error E = checkJsonDepth(JsonText))
    return std::move(E);
  Expected<json::Value> V = json::parse(JsonText);
  if (!V)
    return V.takeError();
  const json::Object *O = V->getAsObject();
  const json::Array *A = O ? O->getArray("findings") : nullptr;
  if (!A)
    return createStringError(inconvertibleErrorCode(),
                             "not a cuda2hip baseline (no \"findings\" array)");
  // What --write-baseline writes: kind "cuda2hip-baseline", version 1. Files
  // without them (older ones) are read; another kind or version is not.
  if (std::optional<StringRef> K = O->getString("kind"); K && *K != "cuda2hip-baseline")
    return createStringError(inconvertibleErrorCode(),
                             "not a cuda2hip baseline (its kind is \"%s\", not "
                             "\"cuda2hip-baseline\")",
                             K->str().c_str());
  if (const json::Value *Ver = O->get("version"); Ver && Ver->getAsInteger() != 1)
    return createStringError(inconvertibleErrorCode(),
                             "a baseline of another version (this cuda2hip reads "
                             "version 1); write it again with --write-baseline");
  Baseline B;
  for (const json::Value &E : *A) {
    const json::Object *F = E.getAsObject();
    std::optional<StringRef> Path = F ? F->getString("path") : std::nullopt;
    std::optional<StringRef> FP = F ? F->getString("fingerprint") : std::nullopt;
    if (!Path || !FP)
      return createStringError(inconvertibleErrorCode(),
                               "baseline entry without \"path\" and \"fingerprint\"");
    ++B.Counts[{Path->str(), FP->str()}];
  }
  return B;
}

Expected<Baseline> Baseline::load(StringRef File) {
  Expected<std::string> Buf = readRegularFile(File, MaxSourceBytes);
  if (!Buf)
    return createStringError(inconvertibleErrorCode(), "cannot read '%s': %s",
                             File.str().c_str(), toString(Buf.takeError()).c_str());
  Expected<Baseline> B = parse(*Buf);
  if (!B)
    return createStringError(inconvertibleErrorCode(), "'%s': %s",
                             File.str().c_str(), toString(B.takeError()).c_str());
  return B;
}

bool Baseline::accepts(const ReportItem &I) {
  auto It = Counts.find({I.Path, I.Fingerprint});
  if (It == Counts.end() || It->second == 0)
    return false;
  --It->second;
  return true;
}

std::string Baseline::serialize(ArrayRef<ReportItem> Items) {
  json::Array A;
  for (const ReportItem &I : Items)
    A.push_back(json::Object{{"path", I.Path},
                             {"rule", I.D.RuleId},
                             {"fingerprint", I.Fingerprint},
                             {"message", I.D.Message}});
  json::Value V = json::Object{{"version", 1},
                               {"kind", "cuda2hip-baseline"},
                               {"findings", std::move(A)}};
  return formatv("{0:2}", V).str() + "\n";
}

Report makeCheckReport(const std::vector<FileCheck> &Files, StringRef Root,
                       const GateOptions &G) {
  Report R;
  R.Command = "check";
  R.Root = Root.str();
  bool Broken = false;
  for (const FileCheck &F : Files) {
    // A FileCheck without a path only carries findings (missing files).
    if (!F.Path.empty())
      R.Files.push_back({relativePath(F.Path, Root), fileStatusName(F.Status).str(),
                         F.Database.empty() ? "" : relativePath(F.Database, Root)});
    Broken |= F.Status == FileStatus::Unreadable || F.Status == FileStatus::Unparsable;
    std::vector<const CheckFinding *> Sorted;
    for (const CheckFinding &C : F.Findings)
      Sorted.push_back(&C);
    std::stable_sort(Sorted.begin(), Sorted.end(),
                     [](const CheckFinding *A, const CheckFinding *B) {
                       return std::tie(A->D.Where.File, A->D.Where.Offset) <
                              std::tie(B->D.Where.File, B->D.Where.Offset);
                     });
    LineIndex Lines(F.Text); // line starts found once for all findings
    for (const CheckFinding *CP : Sorted) {
      const CheckFinding &C = *CP;
      if (C.D.Sev > G.MinSeverity)
        continue;
      bool InFile = C.D.Where.File == F.Path;
      if (InFile && C.D.Sev != Severity::Error &&
          isSuppressed(F.Text, C.D.Where.Offset, C.D.RuleId)) {
        ++R.Suppressed;
        continue;
      }
      ReportItem I = makeReportItem(C.D, InFile ? &Lines : nullptr, Root);
      I.Detail = C.Detail;
      if (G.Accepted && G.Accepted->accepts(I)) {
        ++R.Baselined;
        continue;
      }
      R.Items.push_back(std::move(I));
    }
  }
  bool Failing = false;
  for (const ReportItem &I : R.Items)
    Failing |= I.D.Sev != Severity::Note;
  R.ExitCode = Broken ? ExitIo : Failing ? ExitWarnings : ExitClean;
  return R;
}

} // namespace cuda2hip
