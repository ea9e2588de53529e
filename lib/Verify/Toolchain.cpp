//===- Toolchain.cpp - hipcc, or clang 19 with the device libraries -------===//
//
// With a ROCm install (--rocm-path, /opt/rocm) the translation is built by
// its hipcc. Without one, by clang 19 against the installed HIP headers and
// the distribution's device bitcode. Debian 12's rocm-device-libs 5.2.3 has
// no ISA library for gfx942 (it has gfx940): that file is nothing but the
// constant __oclc_ISA_version (9400 for gfx940, 9402 for gfx942), so it is
// made from its sibling by changing that constant (rewriteIsaBitcode), in a
// cache folder next to links to every other library. docs/verify.md.
//
//===----------------------------------------------------------------------===//
#include "cuda2hip/Verify.h"
#include "cuda2hip/Lexing.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Bitcode/BitcodeReader.h"
#include "llvm/Bitcode/BitcodeWriter.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/xxhash.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

namespace cuda2hip::verify {

/// "942" of "gfx942" or "gfx942:sramecc+:xnack-"; "" if malformed.
static StringRef archDigits(StringRef Arch) {
  Arch = Arch.take_until([](char C) { return C == ':'; });
  if (!Arch.consume_front("gfx") || Arch.size() < 3 || !all_of(Arch, isHexDigit))
    return "";
  return Arch;
}

std::optional<unsigned> isaVersion(StringRef Arch) {
  StringRef D = archDigits(Arch);
  if (D.empty())
    return std::nullopt;
  unsigned Major;
  if (D.drop_back(2).getAsInteger(10, Major))
    return std::nullopt;
  return Major * 1000 + hexDigitValue(D[D.size() - 2]) * 100 +
         hexDigitValue(D.back());
}

Error rewriteIsaBitcode(StringRef From, StringRef To, unsigned Old, unsigned New) {
  auto Buf = MemoryBuffer::getFile(From, /*IsText=*/false);
  if (!Buf)
    return createStringError(Buf.getError(), "cannot read '%s'", From.str().c_str());
  LLVMContext Ctx;
  Expected<std::unique_ptr<Module>> M = parseBitcodeFile((*Buf)->getMemBufferRef(), Ctx);
  if (!M)
    return M.takeError();
  // Exactly what an ISA-version library is: one constant, no code.
  GlobalVariable *G = (*M)->getGlobalVariable("__oclc_ISA_version");
  auto *C = G && G->hasInitializer() ? dyn_cast<ConstantInt>(G->getInitializer())
                                     : nullptr;
  if (!C || C->getZExtValue() != Old || (*M)->global_size() != 1 ||
      !(*M)->functions().empty())
    return createStringError(std::errc::invalid_argument,
                             "'%s' is not an ISA-version library for %u",
                             From.str().c_str(), Old);
  G->setInitializer(ConstantInt::get(C->getType(), New));
  (*M)->setModuleIdentifier(sys::path::filename(To));
  // Temporary file + rename: parallel runs may fill the same cache.
  SmallString<256> Tmp;
  if (std::error_code EC = sys::fs::createUniqueFile(To + ".tmp-%%%%%%", Tmp))
    return createStringError(EC, "cannot write in '%s'",
                             sys::path::parent_path(To).str().c_str());
  {
    std::error_code EC;
    raw_fd_ostream OS(Tmp, EC);
    if (EC)
      return createStringError(EC, "cannot write '%s'", Tmp.c_str());
    WriteBitcodeToFile(**M, OS);
  }
  if (std::error_code EC = sys::fs::rename(Tmp, To)) {
    sys::fs::remove(Tmp);
    return createStringError(EC, "cannot write '%s'", To.str().c_str());
  }
  return Error::success();
}

Expected<std::string> deviceLibFolder(StringRef SystemDir, StringRef Arch,
                                      StringRef CacheDir, std::string &Note) {
  StringRef Digits = archDigits(Arch);
  std::optional<unsigned> Want = isaVersion(Arch);
  if (!Want)
    return createStringError(std::errc::invalid_argument, "'%s' is no AMD GPU target",
                             Arch.str().c_str());
  std::string File = ("oclc_isa_version_" + Digits + ".bc").str();
  if (sys::fs::exists(SystemDir + "/" + File)) {
    Note = "device libraries: " + SystemDir.str();
    return SystemDir.str();
  }
  // A sibling of the same major and minor version, the nearest stepping below.
  std::string Sibling;
  unsigned SiblingVersion = 0;
  std::error_code EC;
  std::vector<std::string> All;
  for (sys::fs::directory_iterator I(SystemDir, EC), E; I != E && !EC; I.increment(EC)) {
    StringRef Name = sys::path::filename(I->path());
    if (!Name.ends_with(".bc"))
      continue;
    All.push_back(I->path());
    StringRef D = Name;
    if (!D.consume_front("oclc_isa_version_") || !D.consume_back(".bc"))
      continue;
    std::optional<unsigned> V = isaVersion(("gfx" + D).str());
    if (V && *V / 100 == *Want / 100 && *V < *Want && *V > SiblingVersion) {
      Sibling = I->path();
      SiblingVersion = *V;
    }
  }
  if (All.empty())
    return createStringError(std::errc::no_such_file_or_directory,
                             "no device bitcode in '%s'", SystemDir.str().c_str());
  if (Sibling.empty())
    return createStringError(std::errc::no_such_file_or_directory,
                             "'%s' has no %s and no library of the same major and "
                             "minor version to make it from",
                             SystemDir.str().c_str(), File.c_str());
  SmallString<256> Dir(CacheDir);
  sys::path::append(Dir, "amdgcn-bitcode-" + utohexstr(xxh3_64bits(SystemDir), true));
  if (std::error_code EC = sys::fs::create_directories(Dir))
    return createStringError(EC, "cannot create '%s'", Dir.c_str());
  for (const std::string &P : All) {
    SmallString<256> Link(Dir);
    sys::path::append(Link, sys::path::filename(P));
    if (!sys::fs::exists(Link))
      (void)sys::fs::create_link(P, Link); // a parallel run may have made it
  }
  SmallString<256> Made(Dir);
  sys::path::append(Made, File);
  if (!sys::fs::exists(Made))
    if (Error E = rewriteIsaBitcode(Sibling, Made, SiblingVersion, *Want))
      return std::move(E);
  Note = ("device libraries: " + SystemDir + ", plus " + File + " made from " +
          sys::path::filename(Sibling) + " (__oclc_ISA_version " +
          Twine(SiblingVersion) + " -> " + Twine(*Want) + ") in " + Dir)
             .str();
  return std::string(Dir);
}

static std::vector<std::string> systemBitcodeDirs(StringRef RocmPath) {
  std::vector<std::string> C;
  for (StringRef R : {RocmPath, StringRef("/opt/rocm")})
    if (!R.empty()) {
      C.push_back((R + "/amdgcn/bitcode").str());
      C.push_back((R + "/lib/amdgcn/bitcode").str());
    }
  std::error_code EC;
  for (sys::fs::directory_iterator I("/usr/lib", EC), E; I != E && !EC; I.increment(EC))
    C.push_back(I->path() + "/amdgcn/bitcode"); // multiarch: /usr/lib/<triple>/
  C.push_back("/usr/lib/amdgcn/bitcode");
  C.push_back("/usr/share/amdgcn/bitcode");
  std::vector<std::string> Found;
  for (const std::string &D : C)
    if (sys::fs::is_directory(D))
      Found.push_back(D);
  return Found;
}

AmdToolchain findAmdToolchain(StringRef RocmPath, StringRef Arch,
                              StringRef DeviceLibPath, StringRef CacheDir) {
  AmdToolchain T;
  std::string Root = !RocmPath.empty()                  ? RocmPath.str()
                     : sys::fs::is_directory("/opt/rocm") ? "/opt/rocm"
                                                        : "";
  if (!Root.empty() && sys::fs::can_execute(Root + "/bin/hipcc")) {
    T.K = AmdToolchain::Hipcc;
    T.Compiler = Root + "/bin/hipcc";
    T.DeviceLibPath = DeviceLibPath.str();
    T.Note = "hipcc of the ROCm install at " + Root;
    return T;
  }
  // The C++ driver: it links the C++ runtime of the host code.
  std::string Clang = findProgram("clang++-19", {"/usr/lib/llvm-19/bin"});
  if (Clang.empty())
    Clang = findProgram("/usr/lib/llvm-19/bin/clang++");
  if (Clang.empty()) {
    T.Problem = "no ROCm install (hipcc) and no clang++-19 found";
    return T;
  }
  SmallString<256> ClangDir(Clang);
  sys::fs::real_path(Clang, ClangDir);
  sys::path::remove_filename(ClangDir);
  if (!sys::fs::exists(ClangDir + "/ld.lld") && !sys::fs::exists(ClangDir + "/lld")) {
    T.Problem = "clang++-19 has no lld 19 beside it (" + ClangDir.str().str() +
                "/ld.lld) for the AMDGPU link; install lld-19";
    return T;
  }
  std::string HipRoot = Root.empty() ? "/usr" : Root;
  if (!sys::fs::exists(HipRoot + "/include/hip/hip_runtime.h")) {
    T.Problem = "no HIP headers at " + HipRoot + "/include/hip";
    return T;
  }
  T.K = AmdToolchain::Clang;
  T.Compiler = Clang;
  T.RocmPath = HipRoot;
  if (!DeviceLibPath.empty()) {
    T.DeviceLibPath = DeviceLibPath.str();
    T.Note = "clang++-19 with HIP at " + HipRoot + ", device libraries: " +
             DeviceLibPath.str();
    return T;
  }
  std::vector<std::string> Dirs = systemBitcodeDirs(Root);
  if (Dirs.empty()) {
    T.K = AmdToolchain::None;
    T.Problem = "no AMD device bitcode (ocml.bc, ...) found; install "
                "rocm-device-libs or pass --device-lib-path";
    return T;
  }
  std::string Note;
  Expected<std::string> Dir = deviceLibFolder(Dirs.front(), Arch, CacheDir, Note);
  if (!Dir) {
    T.K = AmdToolchain::None;
    T.Problem = toString(Dir.takeError());
    return T;
  }
  T.DeviceLibPath = *Dir;
  T.Note = "clang++-19 with HIP at " + HipRoot + "; " + Note;
  return T;
}

std::vector<std::string> amdCompileCommand(const AmdToolchain &T, StringRef Arch,
                                           StringRef Source, StringRef Output,
                                           ArrayRef<std::string> Flags) {
  std::vector<std::string> C = {T.Compiler, "--offload-arch=" + Arch.str()};
  if (T.K == AmdToolchain::Clang)
    C.push_back("--rocm-path=" + T.RocmPath);
  if (!T.DeviceLibPath.empty())
    C.push_back("--rocm-device-lib-path=" + T.DeviceLibPath);
  bool HasStd = any_of(Flags, [](const std::string &F) {
    return StringRef(F).starts_with("-std=");
  });
  if (!HasStd)
    C.push_back("-std=c++17");
  C.push_back("-O2");
  C.insert(C.end(), Flags.begin(), Flags.end());
  C.insert(C.end(), {"-x", "hip", Source.str(), "-o", Output.str()});
  return C;
}

std::vector<std::string> nvidiaLibraryFlags(StringRef Text) {
  std::vector<std::string> Flags;
  SmallVector<StringRef, 0> Lines;
  Text.split(Lines, '\n');
  for (StringRef L : Lines) {
    L = L.trim();
    if (!L.consume_front("// link:"))
      continue;
    SmallVector<StringRef, 8> Words;
    L.split(Words, ' ', -1, false);
    for (StringRef W : Words)
      if (W.starts_with("-l") || W.starts_with("-L"))
        Flags.push_back(W.str());
    return Flags; // the program's own list, even an empty one ("(none)")
  }
  // Libraries implied by the headers.
  static const struct {
    const char *Header, *Libs;
  } Implied[] = {{"cublas", "-lcublas"},       {"curand.h", "-lcurand"},
                 {"cufft", "-lcufft"},         {"cusparse", "-lcusparse"},
                 {"cusolver", "-lcusolver -lcublas"}, {"nvrtc.h", "-lnvrtc"},
                 {"cuda.h", "-lcuda"},         {"cudnn", "-lcudnn"},
                 {"nccl.h", "-lnccl"}};
  for (const IncludeLine &Inc : includeLines(Text)) {
    StringRef H = sys::path::filename(Inc.Name);
    for (const auto &I : Implied) {
      StringRef Want = I.Header;
      bool Match = Want.ends_with(".h") ? H == Want : H.starts_with(Want);
      if (!Match)
        continue;
      SmallVector<StringRef, 2> Ls;
      StringRef(I.Libs).split(Ls, ' ');
      for (StringRef F : Ls)
        if (!is_contained(Flags, F.str()))
          Flags.push_back(F.str());
    }
  }
  return Flags;
}

} // namespace cuda2hip::verify
