//===- UserRules.cpp - user rules (--rules FILE): YAML or JSON ------------===//
//
// A project's own mappings, in the kinds of the built-in tables:
//
//   rules:
//     - cuda: myCudaMalloc
//       hip: myHipMalloc
//       kind: function
//
// or the same as JSON. Both are read with LLVM's YAML parser (JSON is YAML's
// flow syntax), so every error has a line and a column; a .json file is
// first checked by the JSON parser, which is stricter. docs/rules.md.
//
//===----------------------------------------------------------------------===//
#include "cuda2hip/Basic.h"
#include "cuda2hip/Mappings.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/StringSaver.h"
#include "llvm/Support/YAMLParser.h"
#include <map>

using namespace llvm;

namespace cuda2hip {
namespace {

bool isIdentifier(StringRef S) {
  if (S.empty() || isDigit(S[0]))
    return false;
  return all_of(S, [](char C) { return isAlnum(C) || C == '_'; });
}

/// "a", "a::b" (qualified names of namespaces and their members).
bool isQualifiedName(StringRef S) {
  SmallVector<StringRef, 4> Parts;
  S.split(Parts, "::");
  return all_of(Parts, isIdentifier);
}

bool isHeaderPath(StringRef S) {
  return !S.empty() && none_of(S, [](char C) {
    return isSpace(C) || C == '"' || C == '<' || C == '>';
  });
}

class Parser {
public:
  Parser(StringRef Text, StringRef Path) : Text(Text), Path(Path.str()) {
    SM.setDiagHandler(
        [](const SMDiagnostic &D, void *Ctx) {
          auto *P = static_cast<Parser *>(Ctx);
          if (!P->Err.empty())
            return;
          P->Err = P->format(D.getLineNo(), D.getColumnNo() + 1, D.getMessage());
        },
        this);
  }

  Expected<RuleSet> run() {
    RuleSet R;
    R.Path = Path;
    R.Strings = std::make_unique<BumpPtrAllocator>();
    StringSaver Saver(*R.Strings);
    std::vector<Entry> Rows;
    yaml::Stream S(MemoryBufferRef(Text, Path), SM, /*ShowColors=*/false);
    bool Seen = false;
    for (yaml::Document &D : S) {
      yaml::Node *Root = D.getRoot();
      if (!Err.empty())
        break;
      if (!Root || isa<yaml::NullNode>(Root))
        continue;
      if (Seen) {
        fail(Root, "only one document is allowed");
        break;
      }
      Seen = true;
      document(Root, Saver, Rows);
      if (!Err.empty())
        break;
    }
    if (Err.empty() && S.failed())
      Err = Path + ": error: not valid YAML or JSON";
    if (!Err.empty())
      return createStringError(inconvertibleErrorCode(), Err);
    R.Rows = std::make_unique<Table>(std::move(Rows));
    return std::move(R);
  }

  std::string Err;

private:
  std::string format(unsigned Line, unsigned Col, const Twine &Msg) const {
    return (Path + ":" + Twine(Line) + ":" + Twine(Col) + ": error: " + Msg).str();
  }
  /// Line and column of \p N; 1:1 when it has no place in the text (the
  /// YAML parser gives some nodes of broken input no valid location).
  std::pair<unsigned, unsigned> position(yaml::Node *N) {
    SMLoc L = N ? N->getSourceRange().Start : SMLoc();
    if (!L.isValid() || !SM.FindBufferContainingLoc(L))
      return {1, 1};
    return SM.getLineAndColumn(L);
  }
  unsigned lineOf(yaml::Node *N) { return N ? position(N).first : 0; }
  void fail(yaml::Node *N, const Twine &Msg) {
    if (!Err.empty())
      return;
    auto [Line, Col] = position(N);
    Err = format(Line, Col, Msg);
  }

  /// The text of a scalar, or fails with "'Key' must be a string".
  std::optional<std::string> scalar(yaml::Node *N, StringRef Key) {
    SmallString<64> Storage;
    if (auto *S = dyn_cast_or_null<yaml::ScalarNode>(N))
      return S->getValue(Storage).str();
    if (auto *B = dyn_cast_or_null<yaml::BlockScalarNode>(N))
      return B->getValue().str();
    fail(N, "'" + Key + "' must be a string");
    return std::nullopt;
  }

  void document(yaml::Node *Root, StringSaver &Saver, std::vector<Entry> &Rows) {
    // The parser streams: a value is read where it stands, before the next
    // key.
    if (auto *M = dyn_cast<yaml::MappingNode>(Root)) {
      for (yaml::KeyValueNode &KV : *M) {
        auto Key = scalar(KV.getKey(), "key");
        if (!Key)
          return;
        if (*Key != "rules") {
          fail(KV.getKey(), "unknown key '" + *Key + "' (expected 'rules')");
          return;
        }
        yaml::Node *V = KV.getValue();
        if (auto *L = dyn_cast_or_null<yaml::SequenceNode>(V))
          list(L, Saver, Rows);
        else if (!isa_and_nonnull<yaml::NullNode>(V))
          fail(V, "'rules' must be a list of rules");
        if (!Err.empty())
          return;
      }
      return;
    }
    if (auto *L = dyn_cast<yaml::SequenceNode>(Root))
      return list(L, Saver, Rows);
    fail(Root, "expected a list of rules, or a mapping with 'rules'");
  }

  void list(yaml::SequenceNode *List, StringSaver &Saver,
            std::vector<Entry> &Rows) {
    std::map<std::tuple<std::string, Kind, std::string>, unsigned> FirstAt;
    for (yaml::Node &Item : *List) {
      Entry E;
      if (!rule(&Item, Saver, E))
        return;
      auto [It, New] = FirstAt.try_emplace(
          {E.Cuda.str(), E.K, E.HipAdded.known() ? E.HipAdded.str() : ""},
          lineOf(&Item));
      if (!New) {
        fail(&Item, "duplicate rule for '" + E.Cuda + "' (" + kindName(E.K) +
                        "), first at line " + Twine(It->second));
        return;
      }
      Rows.push_back(E);
    }
  }

  /// The fields of a rule, and where the checked ones stand.
  struct RuleFields {
    std::optional<std::string> Cuda, Hip, KindName, Note, Unsupported, HipAdded, GroupName;
    yaml::Node *CudaNode = nullptr, *HipNode = nullptr, *KindNode = nullptr,
               *UnsupportedNode = nullptr;
  };

  /// Reads the keys of rule \p M: each known, each once, each a string.
  bool ruleFields(yaml::MappingNode *M, RuleFields &R) {
    for (yaml::KeyValueNode &KV : *M) {
      auto Key = scalar(KV.getKey(), "key");
      if (!Key)
        return false;
      yaml::Node *V = KV.getValue();
      struct Field {
        const char *Name;
        std::optional<std::string> *Out;
        yaml::Node **At;
      } Fields[] = {{"cuda", &R.Cuda, &R.CudaNode},
                    {"hip", &R.Hip, &R.HipNode},
                    {"kind", &R.KindName, &R.KindNode},
                    {"note", &R.Note, nullptr},
                    {"unsupported", &R.Unsupported, &R.UnsupportedNode},
                    {"hip_added", &R.HipAdded, nullptr},
                    {"group", &R.GroupName, nullptr}};
      Field *F = find_if(Fields, [&](const Field &F) { return *Key == F.Name; });
      if (F == std::end(Fields)) {
        fail(KV.getKey(), "unknown key '" + *Key +
                              "' (expected cuda, hip, kind, note, "
                              "unsupported, hip_added or group)");
        return false;
      }
      if (*F->Out) {
        fail(KV.getKey(), "'" + *Key + "' given twice");
        return false;
      }
      *F->Out = scalar(V, *Key);
      if (!*F->Out)
        return false;
      if (F->At)
        *F->At = V;
    }
    return true;
  }

  /// Whether \p S is a valid name of kind \p K.
  static bool validName(Kind K, StringRef S) {
    if (K == Kind::Header)
      return isHeaderPath(S);
    if (K == Kind::Namespace || K == Kind::Member || K == Kind::Type || K == Kind::Function)
      return isQualifiedName(S);
    return isIdentifier(S);
  }

  /// 'unsupported': true or yes, or the reason (then the note, unless one
  /// is given).
  static bool isUnsupported(RuleFields &R) {
    if (!R.Unsupported)
      return false;
    StringRef U = StringRef(*R.Unsupported).trim();
    if (U.equals_insensitive("true") || U.equals_insensitive("yes"))
      return true;
    if (U.equals_insensitive("false") || U.equals_insensitive("no"))
      return false;
    if (!R.Note)
      R.Note = U.str(); // the text is the reason
    return true;
  }

  /// 'cuda', 'kind', 'unsupported' and 'hip' of rule \p N, checked together;
  /// sets the kind of \p E.
  bool ruleNames(yaml::Node *N, RuleFields &R, Entry &E, bool &IsUnsupported) {
    if (!R.Cuda || R.Cuda->empty()) {
      fail(R.CudaNode ? R.CudaNode : N, "a rule needs 'cuda': the name to map");
      return false;
    }
    E.K = Kind::Function;
    if (R.KindName) {
      std::optional<Kind> K = kindFromName(StringRef(*R.KindName).lower());
      if (!K) {
        fail(R.KindNode, "unknown kind '" + *R.KindName +
                             "' (function, type, enumerator, macro, header, "
                             "namespace, member or variable)");
        return false;
      }
      E.K = *K;
    }
    if (!validName(E.K, *R.Cuda)) {
      fail(R.CudaNode, "'" + *R.Cuda + "' is not a valid " + kindName(E.K) + " name");
      return false;
    }
    IsUnsupported = isUnsupported(R);
    if (IsUnsupported && R.Hip && !R.Hip->empty()) {
      fail(R.UnsupportedNode, "a rule marked 'unsupported' cannot have 'hip'");
      return false;
    }
    if (!IsUnsupported && (!R.Hip || R.Hip->empty())) {
      fail(R.HipNode ? R.HipNode : N,
           "rule for '" + *R.Cuda + "' needs 'hip' (or 'unsupported: REASON')");
      return false;
    }
    if (!IsUnsupported && !validName(E.K, *R.Hip)) {
      fail(R.HipNode, "'" + *R.Hip + "' is not a valid " + kindName(E.K) + " name");
      return false;
    }
    return true;
  }

  /// 'hip_added' and 'group' of rule \p N into \p E.
  bool ruleVersionAndGroup(yaml::Node *N, const RuleFields &R, Entry &E) {
    if (R.HipAdded) {
      std::optional<Version> V = Version::parse(*R.HipAdded);
      if (!V) {
        fail(N, "'hip_added' must be a version MAJOR.MINOR, got '" + *R.HipAdded + "'");
        return false;
      }
      E.HipAdded = *V;
    }
    E.G = Group::User;
    if (R.GroupName) {
      std::optional<Group> G = groupFromName(*R.GroupName);
      if (!G) {
        fail(N, "unknown group '" + *R.GroupName + "'");
        return false;
      }
      E.G = *G;
    }
    return true;
  }

  bool rule(yaml::Node *N, StringSaver &Saver, Entry &E) {
    auto *M = dyn_cast<yaml::MappingNode>(N);
    if (!M) {
      fail(N, "a rule must be a mapping with 'cuda', 'hip' and 'kind'");
      return false;
    }
    RuleFields R;
    bool IsUnsupported = false;
    if (!ruleFields(M, R) || !ruleNames(N, R, E, IsUnsupported) ||
        !ruleVersionAndGroup(N, R, E))
      return false;
    E.Cuda = Saver.save(*R.Cuda);
    E.Hip = IsUnsupported ? StringRef() : Saver.save(*R.Hip);
    E.Rewrite = Special::None;
    E.Note = R.Note ? Saver.save(*R.Note) : StringRef();
    return true;
  }

  StringRef Text;
  std::string Path;
  SourceMgr SM;
};

/// JSON's own parser first, for .json files: it rejects what YAML accepts
/// (comments, unquoted strings, trailing commas).
std::optional<std::string> jsonError(StringRef Text, StringRef Path) {
  Expected<json::Value> V = json::parse(Text);
  if (V)
    return std::nullopt;
  std::string Msg = toString(V.takeError()); // "[L:C, byte=B]: message"
  unsigned Line = 0, Col = 0;
  StringRef M = Msg;
  if (M.consume_front("[")) {
    auto [Pos, Rest] = M.split(", byte=");
    auto [L, C] = Pos.split(':');
    if (!L.getAsInteger(10, Line) && !C.getAsInteger(10, Col)) {
      size_t Colon = Rest.find("]: ");
      if (Colon != StringRef::npos)
        // Col counts from 0, one past the offending character.
        return (Path + ":" + Twine(Line) + ":" + Twine(std::max(Col, 1u)) +
                ": error: " + Rest.drop_front(Colon + 3))
            .str();
    }
  }
  return (Path + ":1:1: error: " + Msg).str();
}

} // namespace

Expected<RuleSet> parseRules(StringRef Text, StringRef Path) {
  // Both parsers recurse per nesting level: bound it first (Basic.h).
  if (Error E = checkJsonDepth(Text)) {
    std::string M = toString(std::move(E)); // "[L:C, byte=B]: message"
    StringRef R = M;
    R.consume_front("[");
    auto [Pos, Rest] = R.split(", byte=");
    return createStringError(inconvertibleErrorCode(), "%s:%s: error: %s",
                             Path.str().c_str(), Pos.str().c_str(),
                             Rest.split("]: ").second.str().c_str());
  }
  if (sys::path::extension(Path).equals_insensitive(".json"))
    if (auto E = jsonError(Text, Path))
      return createStringError(inconvertibleErrorCode(), *E);
  return Parser(Text, Path).run();
}

Expected<RuleSet> loadRules(StringRef Path) {
  Expected<std::string> Buf = readRegularFile(Path, MaxSourceBytes);
  if (!Buf)
    return createStringError(inconvertibleErrorCode(), "%s: error: cannot read rules: %s",
                             Path.str().c_str(), toString(Buf.takeError()).c_str());
  return parseRules(*Buf, Path);
}

} // namespace cuda2hip
