//===- DoctorReportTest.cpp - the doctor's report: text, JSON, exit code --===//
// lib/Doctor/Report.cpp: status names, the translate-only machine, the
// exit code, the text report (wrapped or not) and the JSON one.
#include "cuda2hip/Doctor.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"
#include "gtest/gtest.h"

using namespace cuda2hip::doctor;

namespace {
CheckResult res(std::string Id, Status S, std::string Detail = "d", std::string Fix = "") {
  return CheckResult{Id, "title of " + Id, S, Detail, Fix};
}
} // namespace

TEST(DoctorReport, StatusNames) {
  EXPECT_EQ(statusName(Status::Ok), "ok");
  EXPECT_EQ(statusName(Status::Skip), "skip");
  EXPECT_EQ(statusName(Status::Warn), "warn");
  EXPECT_EQ(statusName(Status::Fail), "fail");
}

TEST(DoctorReport, ExitCodeAndTranslateOnly) {
  EXPECT_EQ(doctorExitCode({}), 0);
  EXPECT_EQ(doctorExitCode({res("rocm", Status::Ok), res("pytorch", Status::Skip)}), 0);
  EXPECT_EQ(doctorExitCode({res("rocm", Status::Ok), res("gpu", Status::Warn)}), 1);
  // No /dev/kfd and no hipcc: only cuda and clang count.
  std::vector<CheckResult> T = {res("hipcc", Status::Fail),
                                res("dev-kfd", Status::Fail, "/dev/kfd is missing"),
                                res("gpu", Status::Warn), res("cuda", Status::Ok),
                                res("clang", Status::Ok)};
  EXPECT_TRUE(translateOnly(T));
  EXPECT_EQ(doctorExitCode(T), 0);
  T.back().S = Status::Fail;
  EXPECT_EQ(doctorExitCode(T), 1);
  // /dev/kfd present but unusable: a machine meant to run, every check counts.
  T = {res("hipcc", Status::Fail), res("dev-kfd", Status::Fail, "no access"),
       res("cuda", Status::Ok)};
  EXPECT_FALSE(translateOnly(T));
  EXPECT_EQ(doctorExitCode(T), 1);
  EXPECT_FALSE(translateOnly({res("dev-kfd", Status::Fail, "/dev/kfd is missing")}))
      << "no hipcc check";
}

TEST(DoctorReport, TextOneLinePerDetailOrWrapped) {
  DoctorOptions O;
  O.Archs = {"gfx942", "gfx90a"};
  std::string Long(20, 'w');
  std::vector<CheckResult> R = {res("rocm", Status::Ok, "HIP 6.3"),
                                res("gpu", Status::Warn, Long + " " + Long + " " + Long, "do it"),
                                res("pytorch", Status::Skip, "none"),
                                res("hipcc", Status::Fail, "gone", "install")};
  std::string S;
  llvm::raw_string_ostream OS(S);
  printDoctor(OS, R, O, "fake root /r", /*Terminal=*/false);
  EXPECT_EQ(S, "cuda2hip doctor: target gfx942, gfx90a (fake root /r)\n"
               "  ok    rocm          HIP 6.3\n"
               "  warn  gpu           " + Long + " " + Long + " " + Long + "\n"
               "                     fix: do it\n"
               "  skip  pytorch       none\n"
               "  FAIL  hipcc         gone\n"
               "                     fix: install\n"
               "4 checks: 1 ok, 1 warning, 1 failure, 1 skipped\n");
  // Wrapped at 78 columns, continuation lines under the detail.
  std::string W;
  llvm::raw_string_ostream WS(W);
  printDoctor(WS, {R[1]}, DoctorOptions(), "", /*Terminal=*/true);
  EXPECT_NE(W.find(Long + " " + Long + "\n" + std::string(21, ' ') + Long + "\n"),
            std::string::npos) << W;
  EXPECT_NE(W.find("cuda2hip doctor: target gfx942\n"), std::string::npos) << W;
  EXPECT_NE(W.find("1 checks: 0 ok, 1 warning, 0 failures\n"), std::string::npos) << W;
  // A translate-only machine says so.
  std::string T;
  llvm::raw_string_ostream TS(T);
  printDoctor(TS, {res("hipcc", Status::Fail), res("dev-kfd", Status::Fail, "/dev/kfd is missing")},
              O, "", false);
  EXPECT_NE(T.find("2 checks: 0 ok, 0 warnings, 2 failures\ntranslate-only machine"),
            std::string::npos) << T;
}

TEST(DoctorReport, Json) {
  DoctorOptions O;
  std::vector<CheckResult> R = {res("rocm", Status::Ok), res("gpu", Status::Warn, "d", "fix it")};
  llvm::json::Value V = doctorJson(R, O, "");
  const llvm::json::Object &J = *V.getAsObject();
  EXPECT_EQ(J.getInteger("schemaVersion"), 1);
  EXPECT_EQ(J.getInteger("exitCode"), 1);
  EXPECT_EQ(J.getBoolean("translateOnly"), false);
  EXPECT_EQ(J.get("root"), nullptr);
  EXPECT_EQ((*J.getArray("targets"))[0].getAsString(), "gfx942");
  const llvm::json::Object &Sum = *J.getObject("summary");
  EXPECT_EQ(Sum.getInteger("ok"), 1);
  EXPECT_EQ(Sum.getInteger("warn"), 1);
  EXPECT_EQ(Sum.getInteger("fail"), 0);
  const llvm::json::Array &C = *J.getArray("checks");
  ASSERT_EQ(C.size(), 2u);
  EXPECT_EQ(C[0].getAsObject()->getString("status"), "ok");
  EXPECT_EQ(C[0].getAsObject()->get("fix"), nullptr) << "no fix when ok";
  EXPECT_EQ(C[1].getAsObject()->getString("fix"), "fix it");
  EXPECT_EQ(C[1].getAsObject()->getString("title"), "title of gpu");
  llvm::json::Value W = doctorJson(R, O, "fake root /r");
  EXPECT_EQ(W.getAsObject()->getString("root"), "fake root /r");
}
