//===- Arguments.cpp - Special::Args: argument lists from templates -------===//
//
// A row whose HIP function takes the same arguments in another order, fewer
// of them or some constants more (cudnnSoftmaxForward ->
// miopenSoftmaxForward_V2) has a template (tables/dnn_args.def). Per call:
//
//  * before the names are planned, checkArguments() checks the argument
//    count, the template's conditions (on the text as written) and that the
//    list can be read (only blanks, comments and one comma between two
//    arguments); a call that fails keeps its CUDA name, with a warning, so
//    nothing is half translated. A name of such a row that is not the
//    callee of a checked call (a call whose arguments come from a macro, a
//    function pointer) stays too (argumentsAllowRename);
//  * after the names are planned, planArguments() takes the edits inside
//    the argument list out of the file's EditSet (CUDNN_DATA_FLOAT ->
//    miopenFloat), applies them to each argument, and replaces the list by
//    the template's, in one edit. Each argument moves with its comments and
//    the blanks before it (multi-line calls keep their shape); a dropped
//    argument leaves its comments and line breaks after the kept argument
//    before it, so no comment is lost and the line count stays.
//
// Argument values (tables/library_args.def): planArgumentValues() replaces a
// constant written in one argument of a renamed call (CUDA_R_32F as the
// compute type of cublasGemmEx -> HIPBLAS_COMPUTE_32F), through
// CalleeOverride, which planNames() reads where it renames the constant.
//
//===----------------------------------------------------------------------===//
#include "PlanBuilder.h"
#include "llvm/ADT/StringExtras.h"

using namespace llvm;

namespace cuda2hip {
namespace {

constexpr const char *Rule = "arguments-not-rewritten";

bool isBlank(char C) { return C == ' ' || C == '\t' || C == '\n' || C == '\r' ||
                              C == '\f' || C == '\v'; }

/// The text between two arguments: blanks, comments, one comma. Comments
/// before the comma, and after it on the comma's line, belong to the
/// argument before; those on later lines to the argument after.
struct Separator {
  unsigned Comma = 0;   ///< offset of the comma in the buffer
  unsigned PostEnd = 0; ///< end of the comments after the comma on its line
  bool LineCommentBefore = false; ///< a // comment ends the part before the comma
  bool LineCommentAfter = false;  ///< Buf[Comma+1, PostEnd) ends with a // comment
};

/// Reads [From, To) of \p Buf as a separator; false when it holds anything
/// else (or no comma, or two).
bool readSeparator(StringRef Buf, unsigned From, unsigned To, Separator &S) {
  bool Seen = false, SameLine = false;
  for (unsigned I = From; I < To;) {
    char C = Buf[I];
    if (C == '\n') {
      SameLine = false;
      ++I;
    } else if (isBlank(C)) {
      ++I;
    } else if (C == '\\' && I + 1 < To && (Buf[I + 1] == '\n' || Buf[I + 1] == '\r')) {
      ++I; // a continuation line (macro body)
    } else if (C == '/' && I + 1 < To && Buf[I + 1] == '/') {
      size_t NL = Buf.find('\n', I);
      if (NL == StringRef::npos || NL >= To)
        return false;
      if (!Seen) {
        S.LineCommentBefore = true;
      } else if (SameLine) {
        S.PostEnd = NL;
        S.LineCommentAfter = true;
      }
      I = NL; // the newline ends the line
    } else if (C == '/' && I + 1 < To && Buf[I + 1] == '*') {
      size_t E = Buf.find("*/", I + 2);
      if (E == StringRef::npos || E + 2 > To)
        return false;
      if (!Seen)
        S.LineCommentBefore = false;
      else if (SameLine && !Buf.slice(I, E).contains('\n'))
        S.PostEnd = E + 2;
      I = E + 2;
    } else if (C == ',' && !Seen) {
      Seen = true;
      SameLine = true;
      S.Comma = I;
      S.PostEnd = I + 1;
      ++I;
    } else {
      return false;
    }
  }
  // Comments after the comma followed by the next argument on the same
  // line are that argument's.
  if (Seen && !Buf.slice(S.PostEnd, To).contains('\n')) {
    S.PostEnd = S.Comma + 1;
    S.LineCommentAfter = false;
  }
  return Seen;
}

/// Skips blanks, continuation lines and comments from \p I; returns where
/// something else starts (or \p To).
unsigned skipBlanks(StringRef Buf, unsigned I, unsigned To) {
  while (I < To) {
    char C = Buf[I];
    if (isBlank(C)) {
      ++I;
    } else if (C == '\\' && I + 1 < To && (Buf[I + 1] == '\n' || Buf[I + 1] == '\r')) {
      ++I;
    } else if (C == '/' && I + 1 < To && Buf[I + 1] == '/') {
      size_t NL = Buf.find('\n', I);
      I = NL == StringRef::npos ? To : unsigned(NL);
    } else if (C == '/' && I + 1 < To && Buf[I + 1] == '*') {
      size_t E = Buf.find("*/", I + 2);
      I = E == StringRef::npos ? To : unsigned(E + 2);
    } else {
      break;
    }
  }
  return std::min(I, To);
}

/// The comments in \p Text (an argument as written), in order, each
/// followed by a newline when it is a // comment; string and character
/// literals are skipped.
std::string commentsOf(StringRef Text, bool &EndsWithLineComment) {
  std::string Out;
  EndsWithLineComment = false;
  for (size_t I = 0; I < Text.size();) {
    char C = Text[I];
    if (C == '"' || C == '\'') {
      size_t J = I + 1;
      while (J < Text.size() && Text[J] != C)
        J += Text[J] == '\\' ? 2 : 1;
      I = J + 1;
    } else if (Text.substr(I).starts_with("//")) {
      size_t NL = Text.find('\n', I);
      Out += (Out.empty() ? "" : " ") + Text.slice(I, NL).str();
      EndsWithLineComment = true;
      if (NL == StringRef::npos)
        break;
      I = NL;
    } else if (Text.substr(I).starts_with("/*")) {
      size_t E = Text.find("*/", I + 2);
      E = E == StringRef::npos ? Text.size() : E + 2;
      Out += (Out.empty() ? "" : " ") + Text.slice(I, E).str();
      EndsWithLineComment = false;
      I = E;
    } else {
      if (C == '\n' && EndsWithLineComment) {
        Out += "\n";
        EndsWithLineComment = false;
      }
      ++I;
    }
  }
  return Out;
}

/// \p Buf[Begin, End) with the \p Edits that lie in it applied.
std::string applyIn(StringRef Buf, unsigned Begin, unsigned End,
                    ArrayRef<Edit> Edits) {
  std::string Out;
  unsigned Pos = Begin;
  for (const Edit &E : Edits) {
    if (E.Offset < Begin || E.Offset + E.Length > End)
      continue;
    Out += Buf.slice(Pos, E.Offset);
    Out += E.Text;
    Pos = E.Offset + E.Length;
  }
  Out += Buf.slice(Pos, End);
  return Out;
}

} // namespace

void PlanBuilder::checkArguments(const CallRef &C, const Entry &E) {
  auto Key = std::make_pair(C.CalleeTok.File, C.CalleeTok.Offset);
  const ArgTemplate *T = argumentTemplate(E.Cuda);
  auto Fail = [&](const std::string &Why) {
    ArgCalls[Key] = {nullptr, nullptr};
    CalleeOverride[Key] = C.Callee;
    diag(C.CalleeTok, Severity::Warning, Rule,
         "'" + C.Callee + "' maps to '" + E.Hip.str() +
             "' only with its arguments rewritten, and " + Why +
             "; left unchanged",
         &E);
  };
  if (!T)
    return Fail("the tables have no argument template for it");
  const auto &A = C.Args;
  if (A.size() != T->Arity)
    return Fail("this call has " + std::to_string(A.size()) +
                (A.size() == 1 ? " argument" : " arguments") +
                " where the template expects " + std::to_string(T->Arity));
  // Written in one piece: callee '(' arguments ')'. A callee in a macro
  // body with the arguments at the macro's use (AST) would be renamed once
  // for every use and its arguments rewritten at one.
  StringRef Buf = buffer(C.CalleeTok.File);
  auto OnePiece = [&](const CallRef &K) {
    const auto &B = K.Args;
    if (B.empty() || B.front().File != K.CalleeTok.File)
      return false;
    unsigned P = skipBlanks(Buf, K.CalleeTok.end(), B.front().Offset);
    if (P >= Buf.size() || Buf[P] != '(' ||
        skipBlanks(Buf, P + 1, B.front().Offset) != B.front().Offset)
      return false;
    unsigned Q = skipBlanks(Buf, B.back().end(), Buf.size());
    return Q < Buf.size() && Buf[Q] == ')';
  };
  if (!OnePiece(C)) {
    // The token engine may have read the call where it is written (a
    // macro body): use its finding.
    for (const CallRef &K : F.Calls)
      if (&K != &C && K.Found == Engine::Token &&
          K.CalleeTok.File == C.CalleeTok.File &&
          K.CalleeTok.Offset == C.CalleeTok.Offset && OnePiece(K))
        return checkArguments(K, E);
    return Fail("its callee and arguments are not written in one piece "
                "(a macro body with arguments from the macro's use)");
  }
  std::vector<StringRef> Texts;
  for (const FileRange &R : A) {
    if (R.File != C.CalleeTok.File)
      return Fail("its arguments are not all spelled in one file");
    Texts.push_back(text(R));
  }
  std::string Why = T->failedCondition(Texts);
  if (!Why.empty())
    return Fail(Why);
  for (size_t I = 1; I < A.size(); ++I) {
    Separator S;
    if (A[I - 1].end() > A[I].Offset ||
        !readSeparator(Buf, A[I - 1].end(), A[I].Offset, S))
      return Fail("its argument list could not be read (text between "
                  "arguments " + std::to_string(I) + " and " +
                  std::to_string(I + 1) + " is not a comma)");
  }
  ArgCalls[Key] = {&C, T};
}

bool PlanBuilder::argumentsAllowRename(const NameRef &N, const Decision &D) {
  auto It = ArgCalls.find({N.Where.File, N.Where.Offset});
  if (It != ArgCalls.end())
    return It->second.first != nullptr; // a failed check has warned
  diag(N.Where, Severity::Warning, Rule,
       "'" + N.Name + "' maps to '" + D.Replacement +
           "' only with its arguments rewritten, and its arguments are not "
           "visible here (not a direct call, or they come from a macro "
           "expansion); left unchanged",
       D.E);
  return false;
}

void PlanBuilder::planArgumentValues(const CallRef &C, const Decision &D) {
  const ArgValues *V = argumentValues(D.E->Cuda);
  if (!V || C.Args.size() != V->Arity)
    return;
  const FileRange &A = C.Args[V->Index];
  StringRef Whole = text(A);
  StringRef T = Whole.trim();
  std::optional<StringRef> Hip = argumentValue(V->Set, T);
  if (!Hip)
    return; // a variable, an expression, a constant of the right type
  FileRange W{A.File, unsigned(A.Offset + (Whole.size() - Whole.ltrim().size())),
              unsigned(T.size())};
  if (Hip->consume_front("warn:")) {
    diag(W, Severity::Warning, "argument-value",
         "'" + T.str() + "' is argument " + std::to_string(V->Index + 1) +
             " of '" + C.Callee + "', which becomes '" + D.Replacement +
             "': " + Hip->str(),
         D.E);
    return;
  }
  CalleeOverride[{W.File, W.Offset}] = Hip->str();
}

namespace {

/// An argument list cut into parts: each argument's part runs from after
/// the comma before it (its start for the first) to the comma after it
/// (its end for the last).
struct ArgParts {
  std::vector<unsigned> Begin, End;
  std::vector<std::string> Post; ///< comments after its comma, same line
  std::vector<bool> LinePost;    ///< Post ends with a // comment
  std::vector<bool> LineTrail;   ///< a // comment ends the part
  // With the edits inside the list applied (applyInside):
  std::vector<std::string> Core;  ///< the part without its blanks
  std::vector<std::string> Lead;  ///< the blanks before Core
  std::vector<std::string> Trail; ///< the blanks after Core
  std::vector<std::string> Plain; ///< the argument alone
};

/// The parts of the arguments \p A in \p Buf (their separators were read
/// by checkArguments).
ArgParts cutArguments(StringRef Buf, ArrayRef<FileRange> A) {
  size_t N = A.size();
  ArgParts P;
  P.Begin.resize(N);
  P.End.resize(N);
  P.Post.resize(N);
  P.LinePost.assign(N, false);
  P.LineTrail.assign(N, false);
  P.Begin[0] = A.front().Offset;
  P.End[N - 1] = A.back().end();
  for (size_t I = 1; I < N; ++I) {
    Separator S;
    readSeparator(Buf, A[I - 1].end(), A[I].Offset, S); // checked before
    P.End[I - 1] = S.Comma;
    P.Begin[I] = S.PostEnd;
    if (S.PostEnd > S.Comma + 1)
      P.Post[I - 1] = Buf.slice(S.Comma + 1, S.PostEnd).str();
    P.LinePost[I - 1] = S.LineCommentAfter;
    P.LineTrail[I - 1] = S.LineCommentBefore;
  }
  return P;
}

/// Whether each edit of \p Inside lies within one argument's part (not
/// over a comma).
bool editsWithinParts(const ArgParts &P, ArrayRef<Edit> Inside) {
  for (const Edit &E : Inside) {
    bool In = false;
    for (size_t I = 0; I < P.Begin.size() && !In; ++I)
      In = E.Offset >= P.Begin[I] && E.Offset + E.Length <= P.End[I];
    if (!In)
      return false;
  }
  return true;
}

/// Fills Core, Lead, Trail and Plain of \p P: the parts with the edits
/// \p Inside applied.
void applyInside(ArgParts &P, StringRef Buf, ArrayRef<FileRange> A,
                 ArrayRef<Edit> Inside) {
  size_t N = A.size();
  P.Core.resize(N);
  P.Lead.resize(N);
  P.Trail.resize(N);
  P.Plain.resize(N);
  for (size_t I = 0; I < N; ++I) {
    StringRef Orig = Buf.slice(P.Begin[I], P.End[I]);
    size_t L = Orig.size() - Orig.ltrim(" \t\r\n\f\v\\").size();
    size_t R = Orig.size() - Orig.rtrim(" \t\r\n\f\v\\").size();
    if (L + R > Orig.size())
      R = 0;
    P.Lead[I] = Orig.take_front(L).str();
    P.Trail[I] = Orig.take_back(R).str();
    P.Core[I] = applyIn(Buf, P.Begin[I] + L, P.End[I] - R, Inside);
    // A // comment before the comma: the newline that ends it is in
    // Trail, which goes with the argument wherever it lands.
    if (P.LineTrail[I] && !StringRef(P.Trail[I]).contains('\n'))
      P.Trail[I] = "\n";
    P.Plain[I] = applyIn(Buf, A[I].Offset, A[I].end(), Inside);
  }
}

/// Which of \p N arguments the template \p T keeps.
std::vector<bool> keptArguments(const ArgTemplate &T, size_t N) {
  std::vector<bool> Kept(N, false);
  for (const ArgTemplate::Item &It : T.Items)
    if (It.Arg >= 0)
      Kept[It.Arg] = true;
  return Kept;
}

/// What dropped arguments leave behind: their comments and line breaks,
/// after the kept argument before them (or first), so no comment is lost
/// and the line count stays.
struct Residue {
  std::vector<std::string> Text; ///< [I + 1]: after argument I; [0]: first
  std::vector<bool> Line;        ///< Text ends with a // comment
};

Residue droppedComments(const ArgParts &P, StringRef Buf,
                        const std::vector<bool> &Kept) {
  size_t N = Kept.size();
  Residue Res{std::vector<std::string>(N + 1), std::vector<bool>(N + 1, false)};
  for (size_t I = 0, Owner = 0; I < N; ++I) {
    if (Kept[I]) {
      Owner = I + 1;
      continue;
    }
    bool Line = false;
    std::string C = commentsOf(Buf.slice(P.Begin[I], P.End[I]), Line);
    if (!P.Post[I].empty()) {
      bool PostLine = false;
      std::string More = commentsOf(P.Post[I], PostLine);
      if (!More.empty()) {
        if (Line)
          C += "\n";
        C += (C.empty() || Line ? "" : " ") + More;
        Line = PostLine;
      }
    }
    size_t NL = StringRef(P.Lead[I]).rfind('\n');
    if (NL != StringRef::npos) // it started a line: keep the line
      Res.Text[Owner] += StringRef(P.Lead[I]).drop_front(NL).str() + C;
    else if (!C.empty())
      Res.Text[Owner] += (Res.Line[Owner] ? "\n" : " ") + C;
    else
      continue;
    Res.Line[Owner] = Line;
  }
  return Res;
}

/// The closing parenthesis on its own line, indented as the last argument
/// of \p T that starts a line.
std::string closingIndent(const ArgParts &P, const ArgTemplate &T) {
  for (size_t J = T.Items.size(); J-- > 0;) {
    int I = T.Items[J].Arg;
    size_t NL = I < 0 ? StringRef::npos : StringRef(P.Lead[I]).rfind('\n');
    if (NL != StringRef::npos)
      return StringRef(P.Lead[I]).drop_front(NL).str();
  }
  return "\n";
}

/// The new list of template \p T: each argument with the blanks before it
/// (the first position has none; an argument that was first gets one
/// space), the comments before its comma and those after it on the comma's
/// line, and the residue of the dropped ones.
std::string newArgumentList(const ArgParts &P, const ArgTemplate &T, Residue Res) {
  std::string Out;
  bool NeedNewline = false; // the last piece ended with a // comment
  auto EmitResidue = [&](size_t Slot) {
    if (Res.Text[Slot].empty())
      return;
    if (NeedNewline && Res.Text[Slot][0] != '\n')
      Out += "\n";
    Out += Res.Text[Slot];
    NeedNewline = Res.Line[Slot];
    Res.Text[Slot].clear();
  };
  EmitResidue(0);
  size_t M = T.Items.size();
  for (size_t J = 0; J < M; ++J) {
    const ArgTemplate::Item &It = T.Items[J];
    std::string Text, Before = J ? " " : "", After, Comments;
    bool LineComment = false;
    if (It.Arg >= 0) {
      size_t I = It.Arg;
      Text = P.Core[I];
      if (J && I)
        Before = P.Lead[I];
      After = P.Trail[I];
      Comments = P.Post[I];
      LineComment = P.LinePost[I];
    } else {
      ArgTemplate One; // literal text, $N as the argument alone
      One.Items.push_back(It);
      Text = One.expand(P.Plain);
    }
    if (NeedNewline && !StringRef(Before).contains('\n'))
      Before = "\n" + Before;
    Out += Before + Text + After;
    if (J + 1 < M)
      Out += ",";
    Out += Comments;
    NeedNewline = LineComment;
    if (It.Arg >= 0)
      EmitResidue(It.Arg + 1);
  }
  if (NeedNewline)
    Out += closingIndent(P, T);
  return Out;
}

/// A // comment that moved to the end puts the closing parenthesis on a
/// line of its own: joins lines of \p Out from the first (one that ends in
/// no // comment and no macro continuation) until it has no more than
/// \p Want line breaks, so the file keeps its line count.
void keepLineCount(std::string &Out, size_t Want) {
  while (StringRef(Out).count('\n') > Want) {
    bool Joined = false;
    for (size_t From = 0, NL = Out.find('\n'); NL != std::string::npos;
         From = NL + 1, NL = Out.find('\n', From)) {
      StringRef Line = StringRef(Out).slice(From, NL);
      size_t Cut = Line.ends_with("\r") ? NL - 1 : NL;
      if (Line.contains("//") || Line.rtrim("\r").ends_with("\\"))
        continue;
      size_t E = NL + 1;
      while (E < Out.size() && (Out[E] == ' ' || Out[E] == '\t'))
        ++E;
      bool Space = Cut > From && Out[Cut - 1] != ' ' && Out[Cut - 1] != '(';
      Out.replace(Cut, E - Cut, Space ? " " : "");
      Joined = true;
      break;
    }
    if (!Joined)
      break;
  }
}

} // namespace

void PlanBuilder::planArguments() {
  // Inner calls first (a call inside another's arguments): by file, the
  // later argument list first.
  std::vector<std::pair<const CallRef *, const ArgTemplate *>> Calls;
  for (auto &[Key, V] : ArgCalls)
    if (V.first)
      Calls.push_back(V);
  std::sort(Calls.begin(), Calls.end(), [](const auto &X, const auto &Y) {
    const CallRef &A = *X.first, &B = *Y.first;
    if (A.CalleeTok.File != B.CalleeTok.File)
      return A.CalleeTok.File < B.CalleeTok.File;
    return A.CalleeTok.Offset > B.CalleeTok.Offset;
  });
  for (auto [C, T] : Calls)
    rewriteArgumentList(*C, *T);
}

void PlanBuilder::rewriteArgumentList(const CallRef &C, const ArgTemplate &T) {
  const auto &A = C.Args;
  const std::string &File = C.CalleeTok.File;
  StringRef Buf = buffer(File);
  unsigned Begin = A.front().Offset, End = A.back().end();
  size_t N = A.size();
  ArgParts Parts = cutArguments(Buf, A);
  EditSet &Set = Pending[File];
  std::vector<Edit> Inside = Set.extract(Begin, End);
  auto Restore = [&] {
    for (Edit &E : Inside)
      Set.add(std::move(E));
  };
  if (!editsWithinParts(Parts, Inside)) {
    Restore();
    diag(C.CalleeTok, Severity::Warning, "conflict",
         "an edit crosses the arguments of '" + C.Callee +
             "'; its argument list was not rewritten");
    return;
  }
  applyInside(Parts, Buf, A, Inside);
  std::vector<bool> Kept = keptArguments(T, N);
  std::string Out = newArgumentList(Parts, T, droppedComments(Parts, Buf, Kept));
  keepLineCount(Out, Buf.slice(Begin, End).count('\n'));
  // The plan replaces the list; a dropped argument's code goes (its
  // names' diagnostics too), its comments stay (above).
  if (!Set.add(Edit{Begin, End - Begin, Out})) {
    Restore();
    diag(C.CalleeTok, Severity::Warning, "conflict",
         "two rewrites of the arguments of '" + C.Callee +
             "' disagree; its argument list was not rewritten");
    return;
  }
  // The AST engine's "arguments come from a macro expansion" for a call
  // spelled in a macro body: the token engine's finding rewrote the body.
  llvm::erase_if(P.Diags, [&](const Diagnostic &D) {
    return D.RuleId == "macro-argument" && D.Where.File == File &&
           D.Where.Offset == C.CalleeTok.Offset;
  });
  for (size_t I = 0; I < N; ++I) {
    if (Kept[I])
      continue;
    unsigned From = A[I].Offset, To = A[I].end();
    llvm::erase_if(P.Diags, [&](const Diagnostic &D) {
      return D.Where.File == File && D.Where.Offset >= From &&
             D.Where.end() <= To && D.Sev != Severity::Error;
    });
  }
}

} // namespace cuda2hip
