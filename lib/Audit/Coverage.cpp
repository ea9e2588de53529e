//===- Coverage.cpp - the auditor's table, JSON and docs/coverage.md ------===//
#include "cuda2hip/Audit.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"

using namespace llvm;

namespace cuda2hip {

StringRef kindBucket(Kind K) {
  switch (K) {
  case Kind::Function: return "functions";
  case Kind::Header: return "headers";
  default: return "types";
  }
}

unsigned GroupAudit::count(AuditName::Status S) const {
  return count_if(Names, [&](const AuditName &N) { return N.S == S; });
}

unsigned GroupAudit::count(StringRef Bucket, int S) const {
  return count_if(Names, [&](const AuditName &N) {
    return kindBucket(N.K) == Bucket && (S < 0 || N.S == S);
  });
}

static StringRef statusName(AuditName::Status S) {
  switch (S) {
  case AuditName::Mapped: return "mapped";
  case AuditName::Unsupported: return "unsupported";
  case AuditName::Unknown: return "unknown";
  }
  return "?";
}

/// "mapped/public" for one bucket.
static std::string ratio(const GroupAudit &A, StringRef Bucket) {
  return (Twine(A.count(Bucket, AuditName::Mapped)) + "/" +
          Twine(A.count(Bucket)))
      .str();
}

void printAuditTable(raw_ostream &OS, ArrayRef<GroupAudit> As) {
  auto Row = [&](StringRef Name, ArrayRef<std::string> Nums,
                 ArrayRef<std::string> Ratios) {
    OS << left_justify(Name, 20);
    for (const std::string &N : Nums)
      OS << right_justify(N, 8);
    OS << "   ";
    for (const std::string &R : Ratios)
      OS << left_justify(R, 12);
  };
  Row("group", {"public", "mapped", "unsupp", "unknown"},
      {"functions", "types", "headers"});
  OS << "\n";
  unsigned Tot[4] = {0, 0, 0, 0};
  auto Str = [](unsigned N) { return std::to_string(N); };
  for (const GroupAudit &A : As) {
    unsigned P = A.Names.size(), M = A.count(AuditName::Mapped),
             U = A.count(AuditName::Unsupported), K = A.count(AuditName::Unknown);
    Tot[0] += P, Tot[1] += M, Tot[2] += U, Tot[3] += K;
    Row(groupName(A.G), {Str(P), Str(M), Str(U), Str(K)},
        {ratio(A, "functions"), ratio(A, "types"), ratio(A, "headers")});
    if (!A.MissingHeaders.empty())
      OS << "(missing: " << join(A.MissingHeaders, ", ") << ") ";
    if (!A.Errors.empty())
      OS << "(" << A.Errors.size() << " parse errors)";
    OS << "\n";
  }
  if (As.size() > 1) {
    Row("total", {Str(Tot[0]), Str(Tot[1]), Str(Tot[2]), Str(Tot[3])}, {});
    OS << "\n";
  }
  OS << "functions/types/headers: mapped/public; types = types, enumerators, "
        "macros, variables, namespaces\n";
}

void printAuditJson(raw_ostream &OS, ArrayRef<GroupAudit> As, bool WithNames) {
  json::OStream J(OS, 2);
  J.object([&] {
    J.attributeArray("groups", [&] {
      for (const GroupAudit &A : As)
        J.object([&] {
          J.attribute("group", groupName(A.G));
          J.attribute("title", groupTitle(A.G));
          J.attribute("public", int64_t(A.Names.size()));
          for (auto S : {AuditName::Mapped, AuditName::Unsupported,
                         AuditName::Unknown})
            J.attribute(statusName(S), int64_t(A.count(S)));
          J.attributeObject("by_kind", [&] {
            for (StringRef B : {"functions", "types", "headers"})
              J.attributeObject(B, [&] {
                J.attribute("public", int64_t(A.count(B)));
                for (auto S : {AuditName::Mapped, AuditName::Unsupported,
                               AuditName::Unknown})
                  J.attribute(statusName(S), int64_t(A.count(B, S)));
              });
          });
          J.attributeArray("missing_headers", [&] {
            for (const std::string &H : A.MissingHeaders)
              J.value(H);
          });
          J.attributeArray("errors", [&] {
            for (const std::string &E : A.Errors)
              J.value(E);
          });
          if (!WithNames)
            return;
          J.attributeArray("names", [&] {
            for (const AuditName &N : A.Names)
              J.object([&] {
                J.attribute("name", N.Name);
                J.attribute("kind", kindName(N.K));
                J.attribute("header", N.Header);
                if (N.Line)
                  J.attribute("line", int64_t(N.Line));
                J.attribute("status", statusName(N.S));
                if (N.Row && !N.Row->Hip.empty())
                  J.attribute("hip", N.Row->Hip);
                if (N.Row && !N.Row->Note.empty())
                  J.attribute("note", N.Row->Note);
                if (!N.ViaNamespace.empty())
                  J.attribute("via_namespace", N.ViaNamespace);
              });
          });
        });
    });
  });
  OS << "\n";
}

static std::string md(StringRef S) {
  std::string R;
  for (char C : S) {
    if (C == '|')
      R += "\\|";
    else if (C == '\n')
      R += ' ';
    else
      R += C;
  }
  return R;
}

void printAuditMarkdown(raw_ostream &OS, ArrayRef<GroupAudit> As,
                        StringRef CudaVersion, StringRef Command) {
  OS << "# CUDA API coverage\n\n"
     << "Generated by `" << Command << "` from the CUDA "
     << (CudaVersion.empty() ? "?" : CudaVersion)
     << " headers and `lib/Mappings/tables/`; do not edit.\n\n"
     << "For each group, clang parses the group's CUDA headers and lists every "
        "public name declared in them: functions, types, enumerators, "
        "variables, macros (include guards and reserved `__names` left out, "
        "except in device code where they are the API) and the headers "
        "themselves. A name is **mapped** when a table row gives its HIP "
        "spelling (or a row renames its namespace: `cub::` → `hipcub::`), "
        "**unsupported** when its rows say HIP has no equivalent (the reason "
        "is listed below), **unknown** when no row names it. The rows "
        "themselves, with HIP names and versions, are in "
        "[mappings/](mappings/README.md).\n\n"
     << "Functions and types are *mapped/public*; *types* counts types, "
        "enumerators, macros, variables and namespaces.\n\n"
     << "| group | public | mapped | unsupported | unknown | functions | types "
        "| headers |\n|---|--:|--:|--:|--:|--:|--:|--:|\n";
  for (const GroupAudit &A : As)
    OS << "| [" << groupTitle(A.G) << "](#" << groupName(A.G) << ") | "
       << A.Names.size() << " | " << A.count(AuditName::Mapped) << " | "
       << A.count(AuditName::Unsupported) << " | "
       << A.count(AuditName::Unknown) << " | " << ratio(A, "functions")
       << " | " << ratio(A, "types") << " | " << ratio(A, "headers") << " |\n";
  for (const GroupAudit &A : As) {
    const AuditSpec *Spec = auditSpecFor(A.G);
    OS << "\n<a id=\"" << groupName(A.G) << "\"></a>\n## " << groupTitle(A.G)
       << "\n\n";
    std::vector<std::string> Headers;
    for (const AuditName &N : A.Names)
      if (N.K == Kind::Header)
        Headers.push_back("`" + N.Name + "`");
    OS << "Headers: " << join(Headers, ", ") << ".";
    if (!A.MissingHeaders.empty())
      OS << " Not installed: " << join(A.MissingHeaders, ", ") << ".";
    if (Spec && !Spec->NotCovered.empty())
      OS << " Not covered: " << Spec->NotCovered << ".";
    bool Heading = false; // printed once, before the first rule with names
    if (Spec)
      for (size_t I = 0; I < Spec->Internal.size(); ++I)
        if (I < A.InternalCounts.size() && A.InternalCounts[I]) {
          if (!Heading)
            OS << "\n\nLeft out as implementation details:";
          Heading = true;
          const AuditInternal &R = Spec->Internal[I];
          OS << "\n* " << A.InternalCounts[I]
           << (A.InternalCounts[I] == 1 ? " name `" : " names `") << md(R.Names)
             << "`" << (R.Header.empty() ? "" : " in `" + md(R.Header) + "`")
             << ": " << R.Reason << ";";
        }
    OS << "\n\n" << A.Names.size() << " public names: "
       << A.count(AuditName::Mapped) << " mapped, "
       << A.count(AuditName::Unsupported) << " unsupported, "
       << A.count(AuditName::Unknown) << " unknown.\n";
    if (A.count(AuditName::Unsupported)) {
      OS << "\n<details><summary>Unsupported (" << A.count(AuditName::Unsupported)
         << ")</summary>\n\n| name | kind | reason |\n|---|---|---|\n";
      for (const AuditName &N : A.Names)
        if (N.S == AuditName::Unsupported)
          OS << "| `" << md(N.Name) << "` | " << kindName(N.K) << " | "
             << md(N.Row ? N.Row->Note : "") << " |\n";
      OS << "\n</details>\n";
    }
    if (A.count(AuditName::Unknown)) {
      OS << "\n<details><summary>Unknown (" << A.count(AuditName::Unknown)
         << ")</summary>\n\n| name | kind | declared at |\n|---|---|---|\n";
      for (const AuditName &N : A.Names)
        if (N.S == AuditName::Unknown)
          OS << "| `" << md(N.Name) << "` | " << kindName(N.K) << " | "
             << N.Header << (N.Line ? ":" + std::to_string(N.Line) : "")
             << " |\n";
      OS << "\n</details>\n";
    }
  }
}

std::string cudaVersionOf(StringRef CudaPath) {
  auto Buf = MemoryBuffer::getFile(CudaPath.str() + "/include/cuda.h");
  if (!Buf)
    return "";
  SmallVector<StringRef, 0> Lines;
  (*Buf)->getBuffer().split(Lines, '\n');
  for (StringRef L : Lines) {
    L = L.trim();
    if (!L.consume_front("#define CUDA_VERSION"))
      continue;
    unsigned V = 0;
    if (L.trim().getAsInteger(10, V))
      return "";
    return std::to_string(V / 1000) + "." + std::to_string(V % 1000 / 10);
  }
  return "";
}

} // namespace cuda2hip
