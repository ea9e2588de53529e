//===- LaunchTest.cpp - <<<>>> to hipLaunchKernelGGL ----------------------===//
#include "PlanTestUtil.h"
#include "gtest/gtest.h"

using namespace cuda2hip;
using namespace cuda2hip::test;

namespace {
std::string hip(const std::string &S) {
  PlanOptions O;
  O.Launch = LaunchSyntax::Hip;
  return planned("/a.cpp", S, O);
}
} // namespace

TEST(Launch, KeptByDefault) {
  EXPECT_EQ(planned("/a.cpp", "k<<<g, b>>>(x);"), "k<<<g, b>>>(x);");
}

TEST(Launch, DefaultsAreFilledIn) {
  EXPECT_EQ(hip("k<<<g, b>>>(x, y);"), "hipLaunchKernelGGL(k, dim3(g), dim3(b), 0, 0, x, y);");
  EXPECT_EQ(hip("k<<<g, b, shm>>>(x);"), "hipLaunchKernelGGL(k, dim3(g), dim3(b), shm, 0, x);");
  EXPECT_EQ(hip("k<<<g, b, shm, s>>>(x);"), "hipLaunchKernelGGL(k, dim3(g), dim3(b), shm, s, x);");
  EXPECT_EQ(hip("k<<<1, 2>>>();"), "hipLaunchKernelGGL(k, dim3(1), dim3(2), 0, 0);");
}

TEST(Launch, TemplatesGoThroughHipKernelName) {
  EXPECT_EQ(hip("ns::k<float, 4><<<(n + 255) / 256, 256>>>(p);"),
            "hipLaunchKernelGGL(HIP_KERNEL_NAME(ns::k<float, 4>), dim3((n + 255) / 256), "
            "dim3(256), 0, 0, p);");
}

TEST(Launch, NamesInsideArgumentsAreStillRenamed) {
  EXPECT_EQ(hip("k<<<g, b>>>(cudaMalloc);"),
            "hipLaunchKernelGGL(k, dim3(g), dim3(b), 0, 0, hipMalloc);");
}
