//===- Types.cpp - the shared value types (Types.h) -----------------------===//
#include "cuda2hip/Types.h"
#include "llvm/ADT/StringSwitch.h"

using namespace llvm;

namespace cuda2hip {

std::optional<Severity> parseSeverity(StringRef S) {
  return StringSwitch<std::optional<Severity>>(S)
      .Case("note", Severity::Note)
      .Case("warning", Severity::Warning)
      .Case("error", Severity::Error)
      .Default(std::nullopt);
}

std::optional<Version> Version::parse(StringRef S) {
  S = S.trim();
  if (S.empty())
    return std::nullopt;
  auto [Maj, Min] = S.split('.');
  unsigned A = 0, B = 0;
  if (Maj.getAsInteger(10, A) || A > 999)
    return std::nullopt;
  // "6.2.1" is accepted as 6.2.
  Min = Min.split('.').first;
  if (!Min.empty() && (Min.getAsInteger(10, B) || B > 999))
    return std::nullopt;
  return Version{uint16_t(A), uint16_t(B)};
}

std::string Version::str() const {
  return std::to_string(Major) + "." + std::to_string(Minor);
}

namespace {
struct GroupInfo {
  Group G;
  const char *Id, *Title;
};
const GroupInfo Groups[] = {
#define C2H_GROUP(ID, TITLE) {Group::ID, #ID, TITLE},
#include "cuda2hip/Groups.def"
};
std::string lower(StringRef S) { return S.lower(); }
} // namespace

StringRef groupName(Group G) {
  static const std::vector<std::string> Names = [] {
    std::vector<std::string> V;
    for (const GroupInfo &I : Groups)
      V.push_back(lower(I.Id));
    return V;
  }();
  return Names[unsigned(G)];
}

StringRef groupTitle(Group G) { return Groups[unsigned(G)].Title; }

std::optional<Group> groupFromName(StringRef N) {
  for (const GroupInfo &I : Groups)
    if (groupName(I.G) == N.lower())
      return I.G;
  return std::nullopt;
}

ArrayRef<Group> allGroups() {
  static const std::vector<Group> V = [] {
    std::vector<Group> R;
    for (const GroupInfo &I : Groups)
      R.push_back(I.G);
    return R;
  }();
  return V;
}

void PortableNeeds::merge(const PortableNeeds &O) {
  auto Add = [](std::map<std::string, std::string> &Into,
                const std::map<std::string, std::string> &From) {
    for (const auto &[K, V] : From)
      Into[K] = V;
  };
  Add(CudaIncludes, O.CudaIncludes);
  Add(HipIncludes, O.HipIncludes);
  Add(CudaDefines, O.CudaDefines);
  Add(HipDefines, O.HipDefines);
}

} // namespace cuda2hip
