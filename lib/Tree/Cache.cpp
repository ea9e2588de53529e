//===- Cache.cpp - unit results on disk, keyed by content -----------------===//
//
// A unit's result (its edits of every file, diagnostics, statistics) is a
// JSON file named by the SHA-256 of everything the result depends on
// (CacheKey.cpp). A hit skips clang for that unit; the merge and the writes
// still happen.
//
//===----------------------------------------------------------------------===//
#include "cuda2hip/Emit.h"
#include "cuda2hip/Tree.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

using namespace llvm;

namespace cuda2hip::tree {

UnitResult compact(const Translation &T) {
  UnitResult R;
  for (const auto &[Path, FP] : T.Result.Files)
    R.Edits[Path] = FP.Edits;
  // The token engine reads only the unit's own file: the headers a failed
  // parse had opened are not seen (they run as units of their own).
  if (T.Found.UsedTokenEngine)
    for (const auto &[Path, FP] : T.Result.Files)
      R.Seen.insert(Path);
  else {
    for (const auto &[Path, Buf] : T.Found.Buffers)
      R.Seen.insert(Path);
    // A header the parse entered without a finding has nothing to
    // translate in that unit's configuration (its skipped branches were
    // read too): it need not run on its own.
    if (!T.Found.ParseFailed)
      R.Seen.insert(T.Found.Entered.begin(), T.Found.Entered.end());
  }
  R.Diags = T.Result.Diags;
  R.Stats = T.Result.Stats;
  R.UnknownApis = T.Result.UnknownApis;
  R.UsedTokenEngine = T.Found.UsedTokenEngine;
  R.ParseFailed = T.Found.ParseFailed;
  if (R.ParseFailed)
    R.FirstParseError = firstParseError(T.Found);
  return R;
}

std::string serialize(const UnitResult &R) {
  json::Object Edits;
  for (const auto &[Path, Es] : R.Edits) {
    json::Array A;
    for (const Edit &E : Es)
      A.push_back(json::Array{E.Offset, E.Length, E.Text});
    Edits[Path] = std::move(A);
  }
  json::Array Diags;
  for (const Diagnostic &D : R.Diags)
    Diags.push_back(json::Object{
        {"file", D.Where.File},
        {"offset", D.Where.Offset},
        {"length", D.Where.Length},
        {"severity", int(D.Sev)},
        {"rule", D.RuleId},
        {"message", D.Message},
        {"fixit", D.FixIt},
        {"group", D.G ? int(*D.G) : -1}});
  json::Array Stats;
  for (const auto &[G, S] : R.Stats)
    Stats.push_back(json::Array{int(G), S.Converted, S.Same, S.Unsupported,
                                S.NotInTarget, S.Unknown});
  json::Object O{{"edits", std::move(Edits)},
                 {"seen", json::Array(std::vector<json::Value>(R.Seen.begin(), R.Seen.end()))},
                 {"diags", std::move(Diags)},
                 {"stats", std::move(Stats)},
                 {"unknown", R.UnknownApis},
                 {"token", R.UsedTokenEngine},
                 {"parse_failed", R.ParseFailed},
                 {"first_parse_error", R.FirstParseError}};
  std::string Out;
  raw_string_ostream OS(Out);
  OS << json::Value(std::move(O));
  return Out;
}

std::optional<UnitResult> deserialize(StringRef Text) {
  Expected<json::Value> V = json::parse(Text);
  if (!V) {
    consumeError(V.takeError());
    return std::nullopt;
  }
  const json::Object *O = V->getAsObject();
  if (!O)
    return std::nullopt;
  UnitResult R;
  auto UInt = [](const json::Value *X) -> unsigned {
    if (!X)
      return 0;
    return unsigned(X->getAsInteger().value_or(0));
  };
  if (const json::Object *E = O->getObject("edits"))
    for (const auto &[Path, Arr] : *E) {
      std::vector<Edit> &Es = R.Edits[Path.str()];
      if (const json::Array *A = Arr.getAsArray())
        for (const json::Value &X : *A) {
          const json::Array *T = X.getAsArray();
          if (!T || T->size() != 3)
            return std::nullopt;
          Es.push_back({UInt(&(*T)[0]), UInt(&(*T)[1]),
                        (*T)[2].getAsString().value_or("").str()});
        }
    }
  if (const json::Array *S = O->getArray("seen"))
    for (const json::Value &X : *S)
      R.Seen.insert(X.getAsString().value_or("").str());
  if (const json::Array *A = O->getArray("diags"))
    for (const json::Value &X : *A) {
      const json::Object *D = X.getAsObject();
      if (!D)
        return std::nullopt;
      Diagnostic G;
      G.Where.File = D->getString("file").value_or("").str();
      G.Where.Offset = UInt(D->get("offset"));
      G.Where.Length = UInt(D->get("length"));
      G.Sev = Severity(UInt(D->get("severity")));
      G.RuleId = D->getString("rule").value_or("").str();
      G.Message = D->getString("message").value_or("").str();
      G.FixIt = D->getString("fixit").value_or("").str();
      int64_t Grp = D->getInteger("group").value_or(-1);
      if (Grp >= 0)
        G.G = Group(Grp);
      R.Diags.push_back(std::move(G));
    }
  if (const json::Array *A = O->getArray("stats"))
    for (const json::Value &X : *A) {
      const json::Array *T = X.getAsArray();
      if (!T || T->size() != 6)
        return std::nullopt;
      GroupStats &S = R.Stats[Group(UInt(&(*T)[0]))];
      S.Converted = UInt(&(*T)[1]);
      S.Same = UInt(&(*T)[2]);
      S.Unsupported = UInt(&(*T)[3]);
      S.NotInTarget = UInt(&(*T)[4]);
      S.Unknown = UInt(&(*T)[5]);
    }
  R.UnknownApis = UInt(O->get("unknown"));
  R.UsedTokenEngine = O->getBoolean("token").value_or(false);
  R.ParseFailed = O->getBoolean("parse_failed").value_or(false);
  R.FirstParseError = O->getString("first_parse_error").value_or("").str();
  return R;
}

std::string Cache::pathOf(StringRef Key) const {
  SmallString<256> P(Dir);
  sys::path::append(P, Key.take_front(2), Key.drop_front(2) + ".json");
  return std::string(P);
}

std::optional<UnitResult> Cache::load(StringRef Key) const {
  auto Buf = MemoryBuffer::getFile(pathOf(Key), /*IsText=*/false);
  if (!Buf)
    return std::nullopt;
  return deserialize((*Buf)->getBuffer());
}

bool Cache::has(StringRef Key) const { return sys::fs::exists(pathOf(Key)); }

bool Cache::store(StringRef Key, const UnitResult &R) const {
  Expected<bool> W = writeFileAtomic(pathOf(Key), serialize(R));
  if (!W) {
    consumeError(W.takeError());
    return false;
  }
  return true;
}

} // namespace cuda2hip::tree
