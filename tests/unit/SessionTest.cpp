//===- SessionTest.cpp - a run's state, one object per run ----------------===//
#include "cuda2hip/Session.h"
#include "gtest/gtest.h"
#include <string>
#include <thread>
#include <vector>

using namespace cuda2hip;

namespace {
struct Counter {
  int N = 0;
};
struct Names {
  std::vector<std::string> V;
};
} // namespace

TEST(Session, OneInstanceOfEachTypePerSession) {
  Session S;
  Counter &A = S.get<Counter>();
  ++A.N;
  EXPECT_EQ(&S.get<Counter>(), &A);
  EXPECT_EQ(S.get<Counter>().N, 1);
  // Another type: another slot.
  S.get<Names>().V.push_back("x");
  EXPECT_EQ(S.get<Counter>().N, 1);
  EXPECT_EQ(S.get<Names>().V.size(), 1u);
}

TEST(Session, TwoSessionsShareNothing) {
  Session A, B;
  A.get<Counter>().N = 5;
  EXPECT_EQ(B.get<Counter>().N, 0);
  EXPECT_NE(&A.get<Counter>(), &B.get<Counter>());
  B.get<Counter>().N = 7;
  EXPECT_EQ(A.get<Counter>().N, 5);
}

TEST(Session, FirstUseFromManyThreadsMakesOne) {
  Session S;
  std::vector<Counter *> Seen(8);
  std::vector<std::thread> Ts;
  for (size_t I = 0; I < Seen.size(); ++I)
    Ts.emplace_back([&, I] { Seen[I] = &S.get<Counter>(); });
  for (std::thread &T : Ts)
    T.join();
  for (Counter *C : Seen)
    EXPECT_EQ(C, Seen[0]);
}
