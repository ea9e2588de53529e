//===- SharedApi.h - read ../shared/hip-api lists (tests only) --*- C++ -*-===//
// The one place that knows where the HIP identifier lists live.
#ifndef CUDA2HIP_TESTS_SHAREDAPI_H
#define CUDA2HIP_TESTS_SHAREDAPI_H

#include <fstream>
#include <set>
#include <string>
#include <initializer_list>
#include <map>

namespace cuda2hip::test {

inline std::string sharedApiPath(const std::string &File) {
  return std::string(CUDA2HIP_SHARED_DIR) + "/hip-api/" + File;
}

/// Names (column 1) of the given list files; empty set if a file is missing.
inline std::set<std::string> apiNames(std::initializer_list<const char *> Files,
                                      bool *AllFound = nullptr) {
  std::set<std::string> Names;
  if (AllFound)
    *AllFound = true;
  for (const char *F : Files) {
    std::ifstream In(sharedApiPath(F));
    if (!In && AllFound)
      *AllFound = false;
    std::string Line;
    while (std::getline(In, Line))
      Names.insert(Line.substr(0, Line.find('\t')));
  }
  return Names;
}

/// Every identifier spelled in the header tree ../shared/rocm/VER/include
/// (VER = "6.3.3", "7.13"): "is this name declared in that ROCm" as a test
/// can ask it without parsing the headers. Empty when the tree is missing.
std::set<std::string> rocmIdentifiers(const std::string &Ver);

} // namespace cuda2hip::test

#endif
