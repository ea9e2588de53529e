//===- HazardRules.cpp - the hazard rule table, the sink, rule names -----===//
#include "HazardsImpl.h"
#include "cuda2hip/Suppress.h"
#include "cuda2hip/Conditions.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringSwitch.h"
#include <algorithm>
#include <tuple>

using namespace llvm;

namespace cuda2hip {

namespace {
const HazardRuleInfo HazardTable[] = {
#define HAZARD(ENUM, ID, SEV, FIX, TITLE, WHY, ADVICE)                          \
  {ID, Severity::SEV, HazardFix::FIX, TITLE, WHY, ADVICE},
#include "HazardRules.def"
};
} // namespace

ArrayRef<HazardRuleInfo> hazardRules() { return HazardTable; }

const HazardRuleInfo *findHazardRule(StringRef Id) {
  for (const HazardRuleInfo &R : HazardTable)
    if (R.Id == Id)
      return &R;
  return nullptr;
}

namespace hazards {

const HazardRuleInfo &info(Rule R) { return HazardTable[unsigned(R)]; }

// The diagnostic of one finding of rule R.
static Diagnostic finding(Rule R, FileRange Where, std::string Message,
                          std::string FixIt) {
  Diagnostic D;
  D.Where = std::move(Where);
  D.Sev = info(R).Sev;
  D.RuleId = info(R).Id.str();
  D.Message = std::move(Message);
  D.FixIt = std::move(FixIt);
  return D;
}

void Sink::add(Rule R, FileRange Where, std::string Message, std::string FixIt,
               bool Safe) {
  if (!Where.valid())
    return;
  bool Apply = Safe && !FixIt.empty();
  Items.push_back({finding(R, std::move(Where), std::move(Message),
                           std::move(FixIt)),
                   Apply});
}

void Sink::addIf32(Rule R, FileRange Where, std::string Message,
                   std::string FixIt, bool Safe) {
  if (!Where.valid())
    return;
  bool Apply = Safe && !FixIt.empty();
  If32.push_back({finding(R, std::move(Where), std::move(Message),
                          std::move(FixIt)),
                  Apply});
}

void Sink::settleWave64() {
  auto Is = [](const Item &I, std::initializer_list<Rule> Rs) {
    for (Rule R : Rs)
      if (I.D.RuleId == info(R).Id)
        return true;
    return false;
  };
  bool Shuffles32 = false;
  for (const Item &I : Items)
    Shuffles32 |= Is(I, {Rule::WarpShuffleLoop});
  // Lanes grouped by 32 and never by warpSize: every 32-lane finding is
  // about code that is right on 64 lanes (xor masks and offsets below 32
  // stay inside a half; ids, slots and counts are those of the halves).
  if (Ids32 && !IdsNative)
    llvm::erase_if(Items, [&](const Item &I) {
      return Is(I, {Rule::WarpSizeLiteral, Rule::WarpShuffleLoop,
                    Rule::WarpSizeArray, Rule::WarpSizeConstant, Rule::Ballot32,
                    Rule::BallotBitOp32, Rule::LaneBit32});
    });
  settleVotes(Ids32 && !IdsNative);
  if ((Ids32 || Shuffles32) && !IdsNative)
    for (Item &I : If32)
      Items.push_back(std::move(I));
  If32.clear();
}

unsigned Sink::newGroup(std::vector<Edit> Edits) {
  Groups.push_back(std::move(Edits));
  return Groups.size() - 1;
}

void Sink::addGrouped(Rule R, FileRange Where, std::string Message,
                      std::string FixIt, unsigned G) {
  if (!Where.valid() || G >= Groups.size())
    return;
  Items.push_back({finding(R, std::move(Where), std::move(Message),
                           std::move(FixIt)),
                   false, int(G)});
}

void Sink::buffer(const std::string &File, StringRef Text) {
  if (!Buffers.count(File))
    Buffers[File] = Text.str();
}

StringRef Sink::bufferOf(const std::string &File) const {
  auto It = Buffers.find(File);
  return It == Buffers.end() ? StringRef() : StringRef(It->second);
}

// Suppression comments (NOLINT and `cuda2hip: ignore`): Find.h's
// isSuppressed (Suppress.h), as in check.
static bool silenced(StringRef Buf, unsigned Offset, StringRef Id) {
  return isSuppressed(Buf, Offset, Id);
}

HazardReport Sink::finish(Severity Min, bool UsedTokenEngine) {
  settleWave64();
  HazardReport R;
  R.MainFile = MainFile;
  R.UsedTokenEngine = UsedTokenEngine;
  auto Key = [](const Item &I) {
    return std::make_tuple(I.D.Where.File, I.D.Where.Offset, I.D.RuleId);
  };
  std::stable_sort(Items.begin(), Items.end(), [&](const Item &A, const Item &B) {
    return Key(A) < Key(B);
  });
  std::vector<Item> Kept;
  for (Item &I : Items) {
    if (!Kept.empty() && Key(Kept.back()) == Key(I))
      continue;
    Kept.push_back(std::move(I));
  }
  Items.clear();
  // A PyTorch extension's `#ifndef USE_ROCM` branches are the CUDA build's
  // (Conditions.h): no finding there.
  bool Torch = includesTorch(bufferOf(MainFile));
  std::map<std::string, std::vector<std::pair<unsigned, unsigned>>> Dead;
  auto IsDead = [&](const FileRange &W, StringRef Buf) {
    if (!Torch)
      return false;
    auto It = Dead.find(W.File);
    if (It == Dead.end())
      It = Dead.emplace(W.File, deadOnRocm(Buf)).first;
    for (auto [B, E] : It->second)
      if (W.Offset >= B && W.Offset < E)
        return true;
    return false;
  };
  // A group applies only when every finding it settles is kept.
  std::vector<bool> GroupOk(Groups.size(), true);
  std::vector<Item> Shown;
  for (Item &I : Kept) {
    StringRef Buf = bufferOf(I.D.Where.File);
    bool Drop = unsigned(I.D.Sev) > unsigned(Min) || // Error < Warning < Note
                silenced(Buf, I.D.Where.Offset, I.D.RuleId) ||
                IsDead(I.D.Where, Buf);
    if (I.Group >= 0 && (Drop || I.D.Where.File != MainFile))
      GroupOk[I.Group] = false;
    if (!Drop)
      Shown.push_back(std::move(I));
  }
  for (Item &I : Shown) {
    StringRef Buf = bufferOf(I.D.Where.File);
    if (I.Safe && I.D.Where.File == MainFile)
      addEdit(R.Fixes[MainFile],
              Edit{I.D.Where.Offset, I.D.Where.Length, I.D.FixIt});
    if (!Buf.empty())
      R.Buffers[I.D.Where.File] = Buf.str();
  }
  // Groups after the single fixes, all edits or none.
  for (unsigned G = 0; G < Groups.size(); ++G) {
    if (!GroupOk[G] || Groups[G].empty())
      continue;
    std::vector<Edit> Trial = R.Fixes[MainFile];
    bool Ok = true;
    for (const Edit &E : Groups[G])
      Ok = Ok && addEdit(Trial, E);
    if (Ok)
      R.Fixes[MainFile] = std::move(Trial);
  }
  if (R.Fixes.count(MainFile) && R.Fixes[MainFile].empty())
    R.Fixes.erase(MainFile);
  for (Item &I : Shown) {
    if (I.Group >= 0)
      R.Grouped.push_back(R.Diags.size());
    R.Diags.push_back(std::move(I.D));
  }
  return R;
}

std::optional<uint64_t> parseIntLiteral(StringRef S) {
  S = S.trim();
  while (!S.empty() && (S.back() == 'u' || S.back() == 'U' || S.back() == 'l' ||
                        S.back() == 'L'))
    S = S.drop_back();
  if (S.empty() || !isDigit(S[0]))
    return std::nullopt;
  uint64_t V;
  if (S.getAsInteger(0, V))
    return std::nullopt;
  return V;
}

static std::string normalized(StringRef Name) {
  std::string N;
  for (char C : Name)
    if (C != '_')
      N += toLower(C);
  return N;
}

bool isLaneName(StringRef Name) {
  return StringSwitch<bool>(normalized(Name))
      .Cases("lane", "laneid", "laneidx", "laneindex", "lanenum", true)
      .Cases("mylane", "warplane", "tidinwarp", "threadinwarp", true)
      .Default(false);
}

bool isWarpIdName(StringRef Name) {
  return StringSwitch<bool>(normalized(Name))
      .Cases("warp", "warpid", "warpidx", "warpindex", "wid", true)
      .Cases("mywarp", "warpno", "globalwarpid", "gwarp", true)
      .Default(false);
}

WarpConstKind warpConstKind(StringRef Name, uint64_t V) {
  std::string N = normalized(Name);
  bool Warp = StringRef(N).contains("warp");
  bool Lane = StringRef(N).contains("lane");
  if (!Warp && !Lane)
    return WarpConstKind::None;
  StringRef S(N);
  bool Log = S.contains("log") || S.contains("shift") || S.contains("bits");
  if (V == 5 && Warp && Log)
    return WarpConstKind::Log;
  if (V == 31 && (S.contains("mask") || S.contains("mod")))
    return WarpConstKind::Mask;
  if (V == 32 && !Log && !S.contains("mask") &&
      (S.contains("size") || S.contains("sz") || S.contains("width") ||
       S.contains("lanes") || S.contains("threads") || S == "warp" ||
       S == "kwarp"))
    return WarpConstKind::Size;
  return WarpConstKind::None;
}

static StringRef base(StringRef Name) {
  Name.consume_back("_sync");
  return Name;
}

bool isShuffle(StringRef Name) {
  return StringSwitch<bool>(base(Name))
      .Cases("__shfl", "__shfl_up", "__shfl_down", "__shfl_xor", true)
      .Default(false);
}

bool isSyncCall(StringRef Name) {
  return Name == "__syncwarp" ||
         (Name.ends_with("_sync") && Name.starts_with("__") &&
          StringSwitch<bool>(base(Name))
              .Cases("__shfl", "__shfl_up", "__shfl_down", "__shfl_xor", true)
              .Cases("__ballot", "__any", "__all", "__uni", true)
              .Cases("__match_any", "__match_all", true)
              .Cases("__reduce_add", "__reduce_min", "__reduce_max", true)
              .Cases("__reduce_and", "__reduce_or", "__reduce_xor", true)
              .Default(false));
}

bool isBallot(StringRef Name) {
  return StringSwitch<bool>(Name)
      .Cases("__ballot", "__ballot_sync", "__activemask", true)
      .Cases("__match_any_sync", "__match_all_sync", "__match_any", true)
      .Cases("__lanemask_lt", "__lanemask_le", "__lanemask_gt", true)
      .Cases("__lanemask_ge", "__lanemask_eq", true)
      .Default(false);
}

bool isRawWarpIntrinsic(StringRef Name) {
  return isShuffle(Name) || isSyncCall(Name) || isBallot(Name) ||
         StringSwitch<bool>(Name)
             .Cases("__any", "__all", "__lane_id", "__activemask", true)
             .Default(false);
}

} // namespace hazards
} // namespace cuda2hip
