//===- HazardTestUtil.h - running the hazard rules in unit tests -*- C++ -*-===//
#ifndef CUDA2HIP_TESTS_HAZARDTESTUTIL_H
#define CUDA2HIP_TESTS_HAZARDTESTUTIL_H

#include "cuda2hip/Hazards.h"
#include "../../lib/Hazards/HazardsImpl.h"
#include <string>
#include <vector>

namespace cuda2hip::test {

using Lines = std::vector<std::string>;

inline bool hasCuda() { return !findCudaPath("", {}).empty() && !findResourceDir({}).empty(); }

/// Findings of \p Src (as an in-memory .cu file) as "line:rule" strings.
inline Lines lint(const std::string &Src, HazardOptions O = {},
                  HazardReport *Out = nullptr) {
  HazardReport R = analyzeHazards("/tmp/cuda2hip-hazards-test/k.cu", Src, O);
  Lines V;
  for (const Diagnostic &D : R.Diags)
    V.push_back(std::to_string(lineColumn(Src, D.Where.Offset).first) + ":" +
                D.RuleId);
  if (Out)
    *Out = std::move(R);
  return V;
}

/// The token rules over all of \p Buf (as code the compiler skipped), as
/// "line:rule" strings.
inline Lines scanned(const std::string &Buf, HazardReport *Out = nullptr) {
  hazards::Sink S("/t.cu");
  S.buffer("/t.cu", Buf);
  hazards::scanTokens("/t.cu", Buf, 0, Buf.size(), S);
  HazardReport R = S.finish(Severity::Note, true);
  Lines V;
  for (const Diagnostic &D : R.Diags)
    V.push_back(std::to_string(lineColumn(Buf, D.Where.Offset).first) + ":" + D.RuleId);
  if (Out)
    *Out = std::move(R);
  return V;
}

} // namespace cuda2hip::test

#endif
