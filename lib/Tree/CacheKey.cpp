//===- CacheKey.cpp - what a unit's cached result depends on --------------===//
//
// The key of a unit's result in the cache (Cache.cpp) is derived from the
// whole TranslateOptions: every field of it, and of the Find, Map and Plan
// options in it, is named below (one structured binding per struct), either
// as a key field or as a field that cannot change a unit's result. A field
// added to one of those structs does not compile here until it is put on one
// side; the unit test then checks that changing each key field changes the
// key (tests/unit/CacheKeyTest.cpp).
//
//===----------------------------------------------------------------------===//
#include "cuda2hip/Tree.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/SHA256.h"

#ifndef CUDA2HIP_VERSION
#define CUDA2HIP_VERSION "0"
#endif

using namespace llvm;

namespace cuda2hip::tree {

namespace {

/// A list as one value: each element length-prefixed.
std::string listValue(ArrayRef<std::string> L) {
  std::string V;
  for (const std::string &S : L)
    V += std::to_string(S.size()) + ":" + S + ";";
  return V;
}

/// The rows of a user table (--rules), every field of each.
std::string tableValue(const Table *T) {
  if (!T)
    return "none";
  std::string V;
  for (const Entry &E : T->entries()) {
    const auto &[Cuda, Hip, K, G, Rewrite, CudaAdded, CudaDeprecated, CudaRemoved,
                 HipAdded, Note, OptIn, WarnOnUse, Variant] = E;
    std::vector<std::string> Row = {
        Cuda.str(), Hip.str(), std::to_string(int(K)), std::to_string(int(G)),
        std::to_string(int(Rewrite)), CudaAdded.str(), CudaDeprecated.str(),
        CudaRemoved.str(), HipAdded.str(), Note.str(), OptIn.str(),
        WarnOnUse ? "1" : "0", Variant.str()};
    V += listValue(Row) + "\n";
  }
  return V;
}

std::string flag(bool B) { return B ? "1" : "0"; }

} // namespace

ArrayRef<StringRef> cacheKeyExcludedFields() {
  static const StringRef Excluded[] = {
      // The PCHs of the CUDA preamble and of shared leading include blocks:
      // the same findings as without (how fast, never what).
      "Find.SharePreamble",
      "Find.PreambleDir",
      "Find.Prefixes",
      // Skipping the bodies of foreign functions: the same findings.
      "Find.SkipForeignBodies",
      // The parse layer's switches: how fast, never what; the installations
      // they may lead to are keyed through Find.CudaPath (its identity) and
      // Find.ResourceDir.
      "Find.Switches",
      // The run's session: where the PCHs live (how fast, never what).
      "Find.RunSession",
      // Owns the tables Find.User and Map.User point to: hashed through them.
      "Rules",
      // The function Wave64Fix calls (the same in every run of one tool,
      // whose identity is hashed): keyed through Wave64Fix.
      "Wave64Fixer",
  };
  return Excluded;
}

std::vector<std::pair<std::string, std::string>>
cacheKeyFields(const TranslateOptions &O) {
  const auto &[Find, Map, Plan, Rules, Wave64Fix, Wave64Fixer] = O;
  (void)Rules, (void)Wave64Fixer;
  // FindOptions is ParseOptions plus FindChoices, each one aggregate.
  const ParseOptions &Parse = Find;
  const FindChoices &Choices = Find;
  const auto &[CudaPath, ResourceDir, Language, DatabaseFlags, ExtraArgs, SharePreamble,
               PreambleDir, Prefixes, SkipForeignBodies, Switches, RunSession] = Parse;
  const auto &[Engine, FindUser, HipParseErrorsAsNotes, ProjectDeclared] = Choices;
  (void)SharePreamble, (void)PreambleDir, (void)Prefixes, (void)SkipForeignBodies;
  (void)RunSession;
  const auto &[TargetHip, TorchStyle, Blas, MapUser, Defined] = Map;
  const auto &[Launch, Portable, HipifyBreadcrumb] = Plan;
  const auto &[PortableEnabled, PortablePrefix, PortableHeader] = Portable;

  // The CUDA installation parsed against: the path given and the identity
  // of the one it leads to (an update in place changes the headers).
  std::string Cuda = findCudaPath(CudaPath, Switches);
  return {
      {"Find.CudaPath",
       CudaPath + "\n" +
           fileIdentity(Cuda.empty() ? "" : Cuda + "/include/cuda_runtime_api.h")},
      {"Find.ResourceDir", ResourceDir},
      {"Find.Engine", std::to_string(int(Engine))},
      {"Find.Language", std::to_string(int(Language))},
      {"Find.DatabaseFlags", listValue(DatabaseFlags)},
      {"Find.ExtraArgs", listValue(ExtraArgs)},
      {"Find.User", tableValue(FindUser)},
      {"Find.HipParseErrorsAsNotes", flag(HipParseErrorsAsNotes)},
      {"Find.ProjectDeclared",
       ProjectDeclared ? listValue(std::vector<std::string>(ProjectDeclared->begin(),
                                                            ProjectDeclared->end()))
                       : ""},
      {"Map.TargetHip", TargetHip.str()},
      {"Map.TorchStyle", TorchStyle},
      {"Map.Blas", Blas},
      {"Map.User", tableValue(MapUser)},
      {"Map.Defined", listValue(Defined)},
      {"Plan.Launch", std::to_string(int(Launch))},
      {"Plan.Portable.Enabled", flag(PortableEnabled)},
      {"Plan.Portable.Prefix", PortablePrefix},
      {"Plan.Portable.HeaderPath", PortableHeader},
      {"Plan.HipifyBreadcrumb", flag(HipifyBreadcrumb)},
      {"Wave64Fix", flag(Wave64Fix)},
  };
}

/// Not a key field: what convert does with the units' results (where they
/// are written, which files, how many units at once, the cache itself). The
/// units' results depend on Translate only (each is translateFile() of
/// TranslateOptions); a field added to ConvertOptions does not compile here
/// until it is put on one side.
[[maybe_unused]] static void convertOptionsOutsideTheKey(const ConvertOptions &O) {
  const auto &[Translate, Inputs, Discover, OutDir, InPlace, Diff, BackupSuffix,
               NoBackup, SourcesOnly, Rename, CacheDir, Jobs, Quiet, NoDatabase,
               DepFile, Report, Format, ExportFixes, Stats, ShowProgress, DocsUrl,
               LockWaitSeconds] = O;
  (void)Translate; // the key: cacheKeyFields()
}

std::string cacheKey(const TranslateOptions &O, StringRef Unit, StringRef Contents,
                     const std::vector<std::pair<std::string, std::string>> &Deps) {
  static const std::string Tool =
      std::string("cuda2hip " CUDA2HIP_VERSION " ") +
      fileIdentity(sys::fs::getMainExecutable(nullptr, nullptr));
  SHA256 H;
  hashField(H, "format", "tree-cache-1");
  hashField(H, "tool", Tool);
  for (const auto &[Name, Value] : cacheKeyFields(O))
    hashField(H, Name, Value);
  hashField(H, "unit", Unit);
  hashField(H, "contents", Contents);
  for (const auto &[Path, Text] : Deps) {
    hashField(H, "dep", Path);
    hashField(H, "dep-contents", Text);
  }
  std::array<uint8_t, 32> Digest = H.final();
  return toHex(Digest, /*LowerCase=*/true);
}

} // namespace cuda2hip::tree
