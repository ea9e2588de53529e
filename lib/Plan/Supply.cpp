//===- Supply.cpp - what HIP lacks, written into the file that needs it ---===//
//
// A name whose table row says "helper:" (the SIMD-in-a-word __v* family,
// cache-hint loads and stores, __dp4a) keeps its CUDA spelling, and the file
// that uses it gets the helper's code (tables/helpers.def). A file that
// calls a C string function CUDA's headers declared and HIP 7's do not
// (tables/std_headers.def) gets the standard include. Both go after the last
// #include that precedes the first use on the same #if branch or one
// enclosing it, else before the first line of code. Each helper is guarded,
// so a file that includes several translated headers compiles one copy; a
// file that already defines a helper (a translation translated again) does
// not get it twice. The `register` keyword, an error in C++17 for HIP's
// compiler, is removed.
//
//===----------------------------------------------------------------------===//
#include "FileLayout.h"
#include "PlanBuilder.h"
#include "cuda2hip/Helpers.h"
#include "clang/Basic/LangOptions.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/Path.h"

using namespace llvm;

namespace cuda2hip {
using namespace layout;
namespace {

/// True when \p Branch is \p Outer or lies inside it ("/3/7" in "/3").
bool within(StringRef Branch, StringRef Outer) {
  return Branch == Outer ||
         (Branch.starts_with(Outer) && Branch.drop_front(Outer.size()).starts_with("/"));
}

/// Start of the line after the one holding \p Off.
unsigned nextLine(StringRef Buf, unsigned Off) {
  size_t NL = Buf.find_first_of("\r\n", Off);
  if (NL == StringRef::npos)
    return Buf.size();
  return unsigned(NL + (Buf.substr(NL).starts_with("\r\n") ? 2 : 1));
}

/// The first call `NAME(` in code (not in comments or strings, not a member
/// or a qualified name) of each of \p Names: name -> offset.
std::map<std::string, unsigned> firstCalls(StringRef Buf, const std::set<StringRef> &Names) {
  clang::LangOptions LO;
  LO.CPlusPlus = LO.CPlusPlus11 = LO.CPlusPlus14 = LO.CPlusPlus17 = true;
  clang::Lexer L(clang::SourceLocation(), LO, Buf.begin(), Buf.begin(), Buf.end());
  std::map<std::string, unsigned> Found;
  clang::Token Prev, Name, T;
  Prev.startToken();
  Name.startToken();
  while (true) {
    bool End = L.LexFromRawLexer(T);
    if (T.is(clang::tok::eof))
      break;
    if (T.is(clang::tok::l_paren) && Name.is(clang::tok::raw_identifier) &&
        !Prev.isOneOf(clang::tok::period, clang::tok::arrow, clang::tok::coloncolon)) {
      StringRef Id = Name.getRawIdentifier();
      if (Names.count(Id))
        Found.try_emplace(Id.str(), unsigned(Name.getRawIdentifier().data() - Buf.data()));
    }
    Prev = Name;
    Name = T;
    if (End)
      break;
  }
  return Found;
}

/// The `register` storage-class keywords of \p Buf (offset, length with the
/// blanks after it), in code: C++17 removed the keyword, and clang makes it
/// an error there (-Wregister) while nvcc accepts it. An explicit register
/// variable (`register int x asm("r1")`) is left alone.
std::vector<std::pair<unsigned, unsigned>> registerKeywords(StringRef Buf) {
  clang::LangOptions LO;
  LO.CPlusPlus = LO.CPlusPlus11 = LO.CPlusPlus14 = LO.CPlusPlus17 = true;
  clang::Lexer L(clang::SourceLocation(), LO, Buf.begin(), Buf.begin(), Buf.end());
  std::vector<std::pair<unsigned, unsigned>> Found;
  clang::Token T;
  bool InDirective = false;
  while (true) {
    bool End = L.LexFromRawLexer(T);
    if (T.is(clang::tok::eof))
      break;
    if (T.isAtStartOfLine())
      InDirective = T.is(clang::tok::hash);
    if (!InDirective && T.is(clang::tok::raw_identifier) && T.getRawIdentifier() == "register") {
      unsigned Off = unsigned(T.getRawIdentifier().data() - Buf.data());
      unsigned Len = 8;
      while (Off + Len < Buf.size() && (Buf[Off + Len] == ' ' || Buf[Off + Len] == '\t'))
        ++Len;
      StringRef Stmt = Buf.substr(Off).take_until([](char C) { return C == ';' || C == '{'; });
      if (!Stmt.contains("asm") && Off + Len < Buf.size() &&
          (isalpha(static_cast<unsigned char>(Buf[Off + Len])) || Buf[Off + Len] == '_'))
        Found.push_back({Off, Len});
    }
    if (End)
      break;
  }
  return Found;
}

/// Which 16-bit float types \p Buf names in code (identifier tokens, not
/// comments or strings): {half, bfloat16}.
std::pair<bool, bool> namesHalfTypes(StringRef Buf) {
  static const std::set<StringRef> Half = {"half", "__half", "half2", "__half2"};
  static const std::set<StringRef> Bf16 = {"__nv_bfloat16",  "nv_bfloat16",    "__nv_bfloat162",
                                           "nv_bfloat162",   "__hip_bfloat16", "__hip_bfloat162"};
  clang::LangOptions LO;
  LO.CPlusPlus = LO.CPlusPlus11 = LO.CPlusPlus14 = LO.CPlusPlus17 = true;
  clang::Lexer L(clang::SourceLocation(), LO, Buf.begin(), Buf.begin(), Buf.end());
  clang::Token T;
  std::pair<bool, bool> Found{false, false};
  while (true) {
    bool End = L.LexFromRawLexer(T);
    if (T.is(clang::tok::eof))
      break;
    if (T.is(clang::tok::raw_identifier)) {
      Found.first |= Half.count(T.getRawIdentifier()) > 0;
      Found.second |= Bf16.count(T.getRawIdentifier()) > 0;
    }
    if (End)
      break;
  }
  return Found;
}

/// True when a line of \p Buf starts with `#define GUARD` (a comment that
/// mentions it does not count).
bool definesGuard(StringRef Buf, StringRef Guard) {
  std::string D = ("#define " + Guard).str();
  for (size_t P = Buf.find(D); P != StringRef::npos; P = Buf.find(D, P + 1)) {
    StringRef Before = Buf.take_front(P);
    Before = Before.substr(Before.find_last_of("\r\n") + 1);
    StringRef After = Buf.substr(P + D.size());
    if (Before.trim().empty() && (After.empty() || isspace(static_cast<unsigned char>(After[0]))))
      return true;
  }
  return false;
}

/// True when the helper \p Id needs the shared piece \p Piece.
bool helperNeeds(StringRef Id, StringRef Piece) {
  const HelperDef *H = findHelper(Id);
  if (!H)
    return false;
  SmallVector<StringRef, 4> Needs;
  H->Needs.split(Needs, ' ', -1, false);
  return llvm::is_contained(Needs, Piece);
}

/// The note on \p Spelled, a CUDA name renamed to the supplied helper
/// \p Name (a cuda2hip_ function: arrays and surfaces, textures, persisting-L2
/// hints).
std::string renamedHelperNote(StringRef Spelled, StringRef Name) {
  bool Texture = helperNeeds(Name, "cuda2hip_tex"); // helpers_textures.def
  if (!Texture && helperNeeds(Name, "cuda2hip_arr"))  // helpers_arrays.def
    return "HIP's arrays and surfaces need image instructions gfx942 lacks: the translation "
           "keeps CUDA arrays in pitched memory of its own and defines '" + Name.str() +
           "' in this file, with CUDA's meaning (docs/textures.md)";
  if (Texture)
    return "HIP's texture objects need image instructions gfx942 lacks: the translation "
           "defines '" + Name.str() + "' in this file, reading memory with CUDA's meaning "
           "(docs/textures.md)";
  return "'" + Spelled.str() + "' is not in the target HIP: the translation defines '" +
         Name.str() + "' in this file, with CUDA's meaning (docs/helpers.md)";
}

} // namespace

unsigned PlanBuilder::afterIncludesBefore(const std::string &Path, unsigned First) {
  StringRef Buf = buffer(Path);
  BranchMap Branches(Buf);
  std::string UseBranch = Branches.at(First);
  unsigned At = firstCodeLine(Buf);
  for (const IncludeRef *I : IncludesOf[Path])
    if (I->Directive.Offset < First &&
        within(UseBranch, Branches.at(I->Directive.Offset)))
      At = nextLine(Buf, I->Directive.end());
  return std::min(At, unsigned(Buf.size()));
}

// Only CUDA sources (.cu, .cuh, or a file that includes a CUDA header)
// relied on CUDA's headers for these declarations.
bool PlanBuilder::reliedOnCudaHeaders(const std::string &Path) {
  StringRef Ext = sys::path::extension(Path);
  if (Ext == ".cu" || Ext == ".cuh")
    return true;
  return llvm::any_of(IncludesOf[Path], [&](const IncludeRef *I) {
    return I->CudaOrUnresolved && M.mapHeader(I->Spelled).Result != Decision::NotCuda;
  });
}

void PlanBuilder::planStdHeaders() {
  for (auto &[Path, Text] : F.Buffers) {
    StringRef Buf = Text;
    if (!reliedOnCudaHeaders(Path))
      continue;
    for (const StdHeaderDef &H : stdHeaders()) {
      SmallVector<StringRef, 4> Spellings;
      H.Spellings.split(Spellings, ' ', -1, false);
      bool Has = llvm::any_of(IncludesOf[Path], [&](const IncludeRef *I) {
        return llvm::is_contained(Spellings, StringRef(I->Spelled));
      });
      if (Has)
        continue;
      SmallVector<StringRef, 32> Names;
      H.Names.split(Names, ' ', -1, false);
      auto Calls = firstCalls(Buf, std::set<StringRef>(Names.begin(), Names.end()));
      if (Calls.empty())
        continue;
      auto First = std::min_element(Calls.begin(), Calls.end(), [](auto &A, auto &B) {
        return A.second < B.second;
      });
      unsigned Off = First->second;
      diag(FileRange{Path, Off, unsigned(First->first.size())}, Severity::Note,
           "header-added",
           "'" + First->first + "' is declared by <" + H.Header.str() +
               ">, which CUDA's headers included and HIP's do not: added");
      insert(Path, afterIncludesBefore(Path, Off),
             ("#include <" + H.Header + ">" + lineEnding(Buf)).str());
    }
  }
}

// HIP declares atomicAdd for __half, __half2 and the bfloat16 pair from 7.0
// on (lib/Find/tables/AtomicAdd.def; ROCm 6.3.3 has none). Below 7.0 a file
// that calls atomicAdd and names such a type gets them, as templates that
// HIP's own overloads (a newer HIP) win against.
void PlanBuilder::planHalfAtomics() {
  if (!(M.options().TargetHip < Version{7, 0}))
    return;
  for (auto &[Path, Text] : F.Buffers) {
    auto Calls = firstCalls(Text, {"atomicAdd"});
    if (Calls.empty())
      continue;
    auto [Half, Bf16] = namesHalfTypes(Text);
    if (Half)
      HelperUses[Path].try_emplace("atomicAdd(__half *)", Calls.begin()->second);
    if (Bf16)
      HelperUses[Path].try_emplace("atomicAdd(__hip_bfloat16 *)", Calls.begin()->second);
  }
}

void PlanBuilder::useHelper(const NameRef &N) {
  auto [It, New] = HelperUses[N.Where.File].try_emplace(N.Name, N.Where.Offset);
  if (!New)
    It->second = std::min(It->second, N.Where.Offset);
}

void PlanBuilder::planHelpers() {
  for (auto &[Path, Uses] : HelperUses) {
    StringRef Buf = buffer(Path);
    std::vector<std::string> Ids;
    unsigned First = Buf.size();
    for (auto &[Name, Off] : Uses) {
      // A helper row's name is its helper's id; a name the target lacks
      // (tables/helper_names.def) names its helper.
      StringRef Id = suppliedBy(Name);
      StringRef Short = StringRef(Name).rsplit("::").second;
      unsigned Len = unsigned((Short.empty() ? StringRef(Name) : Short).size());
      if (StringRef(Name).starts_with("cuda2hip_")) // the CUDA name as written
        Len = unsigned(Buf.substr(Off).take_while(
                               [](char C) { return llvm::isAlnum(C) || C == '_'; })
                           .size());
      if (Name == "cuda2hip_convert") {
        // a rewritten cast: its note is Conversions.cpp's
      } else if (StringRef(Name).ends_with(")")) // an overload: the name stays HIP's
        diag(FileRange{Path, Off, unsigned(StringRef(Name).find('('))}, Severity::Note,
             "helper-supplied",
             "'atomicAdd' of " +
                 std::string(StringRef(Name).contains("bfloat") ? "bfloat16 and bfloat162"
                                                                : "__half and __half2") +
                 " is not in the target HIP (HIP has it from 7.0 on): the translation "
                 "defines those overloads in this file (docs/helpers.md)");
      else if (StringRef(Name).ends_with(".h")) // a header: its #include went
        diag(FileRange{Path, Off, Len}, Severity::Note, "helper-supplied",
             "<" + Name + "> is not in the target HIP: the line is dropped, "
             "and the translation defines what it declared in this file "
             "(docs/helpers.md)");
      else if (StringRef(Name).starts_with("cuda2hip_")) // renamed
        diag(FileRange{Path, Off, Len}, Severity::Note, "helper-supplied",
             renamedHelperNote(Buf.substr(Off, Len), Name));
      else
        diag(FileRange{Path, Off, Len}, Severity::Note, "helper-supplied",
             "'" + Name + "' is not in " + (Id.empty() ? "HIP" : "the target HIP") +
                 ": the translation defines it in this file, with CUDA's "
                 "meaning (docs/helpers.md)");
      if (Id.empty())
        Id = Name;
      if (definesGuard(Buf, helperGuard(Id)) || llvm::is_contained(Ids, Id))
        continue; // already there (a translated file translated again)
      Ids.push_back(Id.str());
      First = std::min(First, Off);
    }
    if (Ids.empty())
      continue;
    StringRef EOL = lineEnding(Buf);
    unsigned At = afterIncludesBefore(Path, First);
    std::string Text = At == Buf.size() && !Buf.empty() && !Buf.ends_with("\n") &&
                               !Buf.ends_with("\r")
                           ? EOL.str()
                           : "";
    Text += "// cuda2hip: what HIP lacks, defined for this file (docs/helpers.md)" +
            EOL.str() + "#include <hip/hip_runtime.h>" + EOL.str() +
            renderHelpers(Ids, EOL);
    insert(Path, At, Text);
  }
}

// hipBLAS's half functions take hipblasHalf, which is __half (cuBLAS's
// type) only when HIPBLAS_USE_HIP_HALF is defined before hipblas.h: a file
// calling them gets the macro before its first line of code, so whichever
// of its includes brings hipBLAS sees it.
void PlanBuilder::planDefinedMacros() {
  for (auto &[Path, Uses] : DefineUses) {
    StringRef Buf = buffer(Path);
    StringRef EOL = lineEnding(Buf);
    std::string Text;
    for (auto &[Mac, U] : Uses) {
      diag(FileRange{Path, U.Offset, unsigned(StringRef(U.Name).rsplit("::").second.empty()
                                                  ? U.Name.size()
                                                  : StringRef(U.Name).rsplit("::").second.size())},
           Severity::Note, "macro-defined",
           "'" + Mac + "' defined at the top of this file: " + U.Remark);
      if (definesGuard(Buf, Mac)) // already there (a translation translated again)
        continue;
      Text += ("// cuda2hip: " + U.Remark + EOL + "#ifndef " + Mac + EOL + "#define " + Mac +
               EOL + "#endif" + EOL)
                  .str();
    }
    if (!Text.empty())
      insert(Path, firstCodeLine(Buf), Text);
  }
}

void PlanBuilder::planRegisterKeywords() {
  for (auto &[Path, Text] : F.Buffers) {
    if (!reliedOnCudaHeaders(Path))
      continue;
    auto Found = registerKeywords(Text);
    for (auto [Off, Len] : Found)
      edit(FileRange{Path, Off, Len}, "");
    if (!Found.empty())
      diag(FileRange{Path, Found.front().first, 8}, Severity::Note, "register-removed",
           "'register' removed (" + std::to_string(Found.size()) +
               " in this file): C++17 has no register storage class and HIP's "
               "compiler rejects it; it never changed what the code computes");
  }
}

void PlanBuilder::planSupply() {
  for (auto &[Path, Incs] : includesByFile())
    IncludesOf[Path] = Incs;
  planStdHeaders();
  planHalfAtomics();
  planHelpers();
  planDefinedMacros();
  planRegisterKeywords();
}

} // namespace cuda2hip
