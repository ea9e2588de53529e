//===- Report.cpp - the doctor's report: text and JSON --------------------===//
#include "cuda2hip/Doctor.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/WithColor.h"

using namespace llvm;

namespace cuda2hip::doctor {

StringRef statusName(Status S) {
  switch (S) {
  case Status::Ok: return "ok";
  case Status::Skip: return "skip";
  case Status::Warn: return "warn";
  case Status::Fail: return "fail";
  }
  return "?";
}

namespace {
const CheckResult *findCheck(ArrayRef<CheckResult> R, StringRef Id) {
  for (const CheckResult &C : R)
    if (C.Id == Id)
      return &C;
  return nullptr;
}
} // namespace

bool translateOnly(ArrayRef<CheckResult> R) {
  const CheckResult *Kfd = findCheck(R, "dev-kfd");
  const CheckResult *Hipcc = findCheck(R, "hipcc");
  return Kfd && Hipcc && Kfd->S == Status::Fail &&
         Kfd->Detail == "/dev/kfd is missing" && Hipcc->S == Status::Fail;
}

int doctorExitCode(ArrayRef<CheckResult> R) {
  bool OnlyTranslation = translateOnly(R);
  for (const CheckResult &C : R) {
    if (OnlyTranslation && C.Id != "cuda" && C.Id != "clang")
      continue;
    if (C.S == Status::Warn || C.S == Status::Fail)
      return 1;
  }
  return 0;
}

namespace {
/// Writes \p Text wrapped at 78 columns, continuation lines indented by
/// \p Indent.
void wrapped(raw_ostream &OS, StringRef Text, unsigned Indent, unsigned Col, bool Wrap) {
  if (!Wrap) {
    OS << Text << "\n";
    return;
  }
  SmallVector<StringRef, 32> Words;
  Text.split(Words, ' ', -1, false);
  for (StringRef W : Words) {
    if (Col > Indent && Col + 1 + W.size() > 78) {
      OS << "\n";
      OS.indent(Indent);
      Col = Indent;
    } else if (Col > Indent) {
      OS << ' ';
      ++Col;
    }
    OS << W;
    Col += W.size();
  }
  OS << "\n";
}
} // namespace

void printDoctor(raw_ostream &OS, ArrayRef<CheckResult> R, const DoctorOptions &O,
                 StringRef Where, bool Color) {
  OS << "cuda2hip doctor: target " << join(O.Archs, ", ");
  if (!Where.empty())
    OS << " (" << Where << ")";
  OS << "\n";
  unsigned N[4] = {0, 0, 0, 0};
  for (const CheckResult &C : R) {
    ++N[unsigned(C.S)];
    raw_ostream::Colors Col = C.S == Status::Ok     ? raw_ostream::GREEN
                              : C.S == Status::Skip ? raw_ostream::BLUE
                              : C.S == Status::Warn ? raw_ostream::YELLOW
                                                    : raw_ostream::RED;
    OS << "  ";
    std::string Label = C.S == Status::Fail ? "FAIL" : statusName(C.S).str();
    if (Color)
      WithColor(OS, Col, /*Bold=*/true) << left_justify(Label, 4);
    else
      OS << left_justify(Label, 4);
    OS << "  " << left_justify(C.Id, 13) << " ";
    wrapped(OS, C.Detail, 21, 21, Color);
    if (!C.Fix.empty()) {
      OS.indent(21) << "fix: ";
      wrapped(OS, C.Fix, 26, 26, Color);
    }
  }
  OS << R.size() << " checks: " << N[0] << " ok, " << N[2]
     << (N[2] == 1 ? " warning, " : " warnings, ") << N[3]
     << (N[3] == 1 ? " failure" : " failures");
  if (N[1])
    OS << ", " << N[1] << " skipped";
  OS << "\n";
  if (translateOnly(R))
    OS << "translate-only machine (no /dev/kfd, no hipcc): only the "
          "translation checks (cuda, clang) decide the exit code\n";
}

json::Value doctorJson(ArrayRef<CheckResult> R, const DoctorOptions &O, StringRef Where) {
  json::Array Checks;
  unsigned N[4] = {0, 0, 0, 0};
  for (const CheckResult &C : R) {
    ++N[unsigned(C.S)];
    json::Object J{{"id", C.Id}, {"title", C.Title}, {"status", statusName(C.S)},
                   {"detail", C.Detail}};
    if (!C.Fix.empty())
      J["fix"] = C.Fix;
    Checks.push_back(std::move(J));
  }
  json::Array Archs;
  for (const std::string &A : O.Archs)
    Archs.push_back(A);
  json::Object Out{{"schemaVersion", 1},
                   {"targets", std::move(Archs)},
                   {"checks", std::move(Checks)},
                   {"summary", json::Object{{"ok", N[0]}, {"skip", N[1]}, {"warn", N[2]},
                                            {"fail", N[3]}}},
                   {"translateOnly", translateOnly(R)},
                   {"exitCode", doctorExitCode(R)}};
  if (!Where.empty())
    Out["root"] = Where;
  return Out;
}

} // namespace cuda2hip::doctor
