//===- RulesFuzzer.cpp - the --rules file parser on arbitrary bytes -------===//
#include "cuda2hip/Mappings.h"
#include "llvm/Support/Error.h"
#include <cstdint>
#include <string>

using namespace cuda2hip;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  std::string Text(reinterpret_cast<const char *>(Data), Size);
  for (const char *Path : {"rules.yaml", "rules.json"}) {
    llvm::Expected<RuleSet> R = parseRules(Text, Path);
    if (!R) {
      llvm::consumeError(R.takeError());
      continue;
    }
    MapOptions O;
    O.User = &R->table();
    Mapper M(O, Table::builtin());
    for (const Entry &E : R->table().entries())
      (void)M.map(E.Cuda);
  }
  return 0;
}
