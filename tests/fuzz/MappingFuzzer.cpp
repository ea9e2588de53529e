//===- MappingFuzzer.cpp - table lookups and decisions on any name --------===//
#include "cuda2hip/Mappings.h"
#include <cstdint>
#include <string>

using namespace cuda2hip;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  static const Table &T = Table::builtin();
  std::string Name(reinterpret_cast<const char *>(Data), Size);
  for (Version V : {Version{5, 2}, Version{6, 3}}) {
    MapOptions O;
    O.TargetHip = V;
    Mapper M(O, T);
    (void)M.map(Name);
    for (Kind K : {Kind::Function, Kind::Type, Kind::Macro, Kind::Header})
      (void)M.map(Name, K);
  }
  (void)T.findHeader(Name);
  (void)T.findHeaders(Name);
  (void)Mapper::looksLikeCudaApi(Name);
  return 0;
}
