//===- Traps.cpp - kernels of a code object that reduce to a trap ---------===//
//
// A kernel whose CUDA original had code for sm_80/sm_90 but whose branch on
// AMD is a "no device code" path (printf + __trap()) compiles, and aborts
// at its first launch. Its disassembly shows it: on the straight path from
// the entry, before any branch, an s_trap or a call of a function that
// traps (device library calls such as printf are s_swappc_b64 calls, not
// branches; `llvm-objdump -d -r` names the callee in a relocation).
//
//===----------------------------------------------------------------------===//
#include "cuda2hip/Basic.h"
#include "cuda2hip/Verify.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include <map>
#include <set>

using namespace llvm;

namespace cuda2hip::verify {

namespace {
/// "0000000000001000 <_Z1kPf>:" -> "_Z1kPf"; "" for other lines.
StringRef functionLabel(StringRef Line) {
  Line = Line.trim();
  if (!Line.ends_with(">:"))
    return "";
  size_t Open = Line.find(" <");
  if (Open == StringRef::npos)
    return "";
  return Line.slice(Open + 2, Line.size() - 2);
}

/// The mnemonic of an instruction line ("\ts_trap 2  // 000000001A04: ...").
StringRef mnemonic(StringRef Line) {
  Line = Line.trim();
  if (Line.empty() || Line.starts_with(";") || Line.starts_with("//"))
    return "";
  return Line.take_until([](char C) { return C == ' ' || C == '\t'; });
}
} // namespace

namespace {
/// The straight path of a function from its entry: up to its first branch
/// or s_endpgm; a call is "call:SYMBOL" (its last relocation before it).
using Paths = std::map<std::string, std::vector<std::string>>;

Paths straightPaths(StringRef Disassembly) {
  Paths Out;
  std::vector<std::string> *Cur = nullptr;
  bool Done = true;
  std::string LastReloc;
  SmallVector<StringRef, 0> Lines;
  Disassembly.split(Lines, '\n');
  for (StringRef Line : Lines) {
    StringRef Label = functionLabel(Line);
    if (!Label.empty()) {
      Cur = &Out[Label.str()];
      Done = false;
      LastReloc.clear();
      continue;
    }
    if (Done || !Cur)
      continue;
    size_t R = Line.find("R_AMDGPU_");
    if (R != StringRef::npos) { // "\t\t0000...:  R_AMDGPU_REL32_HI\tabort+0xc"
      StringRef Sym = Line.substr(R).split('\t').second.trim();
      LastReloc = Sym.take_until([](char C) { return C == '+' || C == '-'; }).str();
      continue;
    }
    StringRef M = mnemonic(Line);
    if (M.empty() || Line.trim().starts_with("Disassembly"))
      continue;
    if (M.starts_with("s_swappc") || M.starts_with("s_call"))
      Cur->push_back("call:" + LastReloc);
    else if (M.starts_with("s_cbranch") || M == "s_branch" || M == "s_endpgm" ||
             M.starts_with("s_setpc"))
      Done = true;
    else if (M == "s_trap")
      Cur->push_back("s_trap"), Done = true;
  }
  return Out;
}
} // namespace

std::vector<std::string> trapOnlyFunctions(StringRef Disassembly) {
  Paths P = straightPaths(Disassembly);
  std::set<std::string> Traps;
  // A function traps when its straight path reaches s_trap, or calls one
  // that does (HIP's abort() is a weak function: a call, not inlined).
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (const auto &[Name, Path] : P) {
      if (Traps.count(Name))
        continue;
      for (const std::string &I : Path)
        if (I == "s_trap" || (StringRef(I).starts_with("call:") && Traps.count(I.substr(5)))) {
          Traps.insert(Name);
          Changed = true;
          break;
        }
    }
  }
  return std::vector<std::string>(Traps.begin(), Traps.end());
}

Expected<std::vector<std::string>> trapOnlyKernels(StringRef Binary, StringRef Arch,
                                                   StringRef Objdump, StringRef WorkDir) {
  std::vector<std::string> Kernels;
  unsigned N = 0;
  Error E = forEachCodeObject(Binary, Arch, [&](StringRef Obj) -> Error {
    SmallString<256> Path(WorkDir);
    sys::path::append(Path, "code-object-" + std::to_string(N++) + ".o");
    {
      std::error_code EC;
      raw_fd_ostream OS(Path, EC);
      if (EC)
        return createStringError(EC, "cannot write '%s'", Path.c_str());
      OS << Obj;
    }
    ProcessResult R = runProcess({Objdump.str(), "-d", "-r", std::string(Path)}, "", 60);
    sys::fs::remove(Path);
    if (!R.Started || R.ExitCode != 0)
      return createStringError(std::errc::invalid_argument, "%s -d failed: %s",
                               Objdump.str().c_str(), firstError(R.Stderr).c_str());
    for (const std::string &F : trapOnlyFunctions(R.Stdout))
      Kernels.push_back(F);
    return Error::success();
  });
  if (E)
    return std::move(E);
  return Kernels;
}

} // namespace cuda2hip::verify
