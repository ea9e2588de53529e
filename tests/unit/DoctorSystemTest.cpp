//===- DoctorSystemTest.cpp - the machine the doctor sees -----------------===//
// lib/Doctor/System.cpp: the fake root (files, canned commands, the
// environment, groups and device nodes) and the real machine.
#include "DoctorTestUtil.h"
#include <unistd.h>

using namespace cuda2hip::doctor;
using namespace cuda2hip::doctor::test;

namespace {
class DoctorSystem : public FakeRoot {};
} // namespace

TEST_F(DoctorSystem, GroupsAndDeviceNodes) {
  put("dev/kfd", "group=render\n");
  put("dev/dri/renderD128", "");
  put("etc/group", "video:x:44:ann\nrender:x:109:bob,ann\n");
  put("__env", "USER=ann\n");
  auto Sys = fakeSystem(Root);
  EXPECT_EQ(Sys->user(), "ann");
  EXPECT_EQ(Sys->groups(), (std::vector<std::string>{"video", "render"}));
  EXPECT_EQ(Sys->groupOf("/dev/kfd"), "render");
  EXPECT_TRUE(Sys->canReadWrite("/dev/kfd"));
  std::vector<CheckResult> R = runDoctor(*Sys, {});
  EXPECT_EQ(check(R, "dev-kfd").S, Status::Ok);
  EXPECT_EQ(check(R, "dev-dri").S, Status::Ok);
  put("__env", "USER=carl\n");
  R = runDoctor(*fakeSystem(Root), {});
  EXPECT_EQ(check(R, "dev-kfd").S, Status::Fail);
}

TEST_F(DoctorSystem, FakeFilesEnvironmentAndCommands) {
  put("__env", "# a comment\nUSER=root\nnot a setting\n  HOME=/root  \nEMPTY=\n");
  put("etc/os-release", "ID=ubuntu\n");
  put("opt/b/x", "");
  put("opt/a/x", "");
  put("__commands/probe.txt", "out\n");
  auto Sys = fakeSystem(Root);
  EXPECT_EQ(Sys->env("HOME"), "/root");
  EXPECT_EQ(Sys->env("EMPTY"), "");
  EXPECT_FALSE(Sys->env("# a comment").has_value());
  EXPECT_FALSE(Sys->env("PATH").has_value());
  EXPECT_TRUE(Sys->isRoot());
  EXPECT_EQ(Sys->readFile("/etc/os-release"), "ID=ubuntu\n");
  EXPECT_FALSE(Sys->readFile("/etc/none").has_value());
  EXPECT_TRUE(Sys->exists("/opt/a/x"));
  EXPECT_FALSE(Sys->exists("/opt/c"));
  EXPECT_EQ(Sys->list("/opt"), (std::vector<std::string>{"a", "b"}));
  EXPECT_TRUE(Sys->list("/etc/os-release").empty()) << "not a folder";
  // A canned command without a status file exited 0.
  auto Out = Sys->run("probe", {"anything"});
  ASSERT_TRUE(Out.has_value());
  EXPECT_EQ(Out->Status, 0);
  EXPECT_EQ(Out->Text, "out\n");
  EXPECT_EQ(Sys->describe(), "fake root " + Root.str().str());
}

TEST_F(DoctorSystem, FakeDeviceNodesAndPrograms) {
  put("dev/kfd", "mode=666\n");
  put("dev/dri/card0", "");
  put("dev/dri/renderD128", "");
  put("usr/bin/hipcc", "");
  auto Sys = fakeSystem(Root);
  EXPECT_EQ(Sys->user(), "user") << "no USER";
  EXPECT_FALSE(Sys->isRoot());
  EXPECT_TRUE(Sys->groups().empty());
  // Nodes belong to render, cards to video, unless the node says.
  EXPECT_EQ(Sys->groupOf("/dev/dri/card0"), "video");
  EXPECT_EQ(Sys->groupOf("/dev/dri/renderD128"), "render");
  EXPECT_TRUE(Sys->canReadWrite("/dev/kfd")) << "mode=666";
  EXPECT_FALSE(Sys->canReadWrite("/dev/dri/renderD128")) << "not in render";
  EXPECT_FALSE(Sys->canReadWrite("/dev/none"));
  // The default PATH has /usr/bin.
  EXPECT_EQ(Sys->findProgram("hipcc"), "/usr/bin/hipcc");
  EXPECT_EQ(Sys->findProgram("rocminfo"), "");
}

TEST(DoctorSystemReal, RunsProgramsAndReadsFiles) {
  auto Sys = realSystem();
  EXPECT_TRUE(Sys->exists("/"));
  EXPECT_EQ(Sys->isRoot(), ::geteuid() == 0);
  EXPECT_FALSE(Sys->run("none", {"cuda2hip-no-such-program-xyz"}).has_value());
  auto Out = Sys->run("sh", {"sh", "-c", "printf 'a\\033[1mb\\n'; exit 3"});
  ASSERT_TRUE(Out.has_value());
  EXPECT_EQ(Out->Status, 3);
  EXPECT_EQ(Out->Text, "ab\n") << "terminal colours removed";
  EXPECT_FALSE(Sys->readFile("/nonexistent/cuda2hip").has_value());
  EXPECT_EQ(Sys->describe(), "");
  EXPECT_FALSE(Sys->groups().empty());
}
