//===- Database.cpp - find the compile_commands.json of a file ------------===//
//
// Editors and pre-commit hooks hand the tool one file and no -p; like clangd,
// the tool then looks for the nearest compile_commands.json above the file.
//
//===----------------------------------------------------------------------===//
#include "cuda2hip/Driver.h"
#include "clang/Tooling/CompilationDatabase.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include <mutex>

using namespace llvm;

namespace cuda2hip {

namespace {

bool isHeader(StringRef File) {
  std::string Ext = sys::path::extension(File).lower();
  for (StringRef H : {".h", ".hh", ".hpp", ".hxx", ".cuh", ".inc", ".inl",
                      ".tcc", ".ipp"})
    if (Ext == H)
      return true;
  return false;
}

} // namespace

std::string findDatabaseFor(StringRef File) {
  std::string Abs = absolute(File);
  for (StringRef Dir = sys::path::parent_path(Abs); !Dir.empty();
       Dir = sys::path::parent_path(Dir)) {
    for (StringRef Sub : {"", "build"}) {
      SmallString<256> P(Dir);
      sys::path::append(P, Sub, "compile_commands.json");
      if (sys::fs::is_regular_file(P))
        return std::string(P);
    }
    if (Dir == sys::path::root_path(Dir))
      break;
  }
  return "";
}

namespace {
/// The databases a session loaded (null: one that does not load).
struct DatabaseCache {
  std::mutex Lock;
  StringMap<std::unique_ptr<clang::tooling::CompilationDatabase>> Cache;
};
} // namespace

std::vector<std::string> discoveredFlags(StringRef File, Session *Databases,
                                         std::string *FoundAt) {
  if (FoundAt)
    FoundAt->clear();
  std::string Json = findDatabaseFor(File);
  if (Json.empty())
    return {};
  // One load per database per session; a database that does not load is
  // remembered as such (null). Without a session, a load of its own.
  DatabaseCache Own;
  DatabaseCache &C = Databases ? Databases->get<DatabaseCache>() : Own;
  std::lock_guard<std::mutex> G(C.Lock);
  auto [It, New] = C.Cache.try_emplace(Json);
  if (New) {
    std::string Err;
    It->second = loadDatabase(sys::path::parent_path(Json), Err);
  }
  if (!It->second)
    return {};
  std::string Abs = absolute(File);
  auto Cmds = It->second->getCompileCommands(Abs);
  if (Cmds.empty())
    return {};
  // An inferred command (Heuristic set) is borrowed from another file: fine
  // for a header, which has no entry of its own; a source file that is not
  // in the database belongs to some other build.
  if (!Cmds.front().Heuristic.empty() && !isHeader(Abs))
    return {};
  if (FoundAt)
    *FoundAt = Json;
  return databaseFlags(*It->second, Abs);
}

} // namespace cuda2hip
