//===- Conversions.cpp - casts that HIP's 16-bit float types make ambiguous ===//
//
// CUDA's __nv_bfloat16 and __half convert to each other through one
// explicit constructor, and CUDA's bfloat16 has a constructor for each
// integer type. HIP's __hip_bfloat16 and __half convert to every arithmetic
// type and construct from a few, so `static_cast<__half>(bf)` (and back,
// and `long`/`unsigned long`/`long long` to bfloat16) finds several paths
// and does not compile. The finder records such casts (ConversionRef), in a
// template on each instantiation (whose casts carry the template's
// locations); the plan makes each a call of the supplied cuda2hip_convert
// (lib/Plan/Conversions.cpp).
//
//===----------------------------------------------------------------------===//
#include "FindContext.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Lex/Lexer.h"

using namespace llvm;
using namespace clang;

namespace cuda2hip {
namespace {

enum class Sort { Other, Half, Bf16, Int64 };

/// What \p T is to the conversions HIP makes ambiguous.
Sort sortOf(QualType T) {
  T = T.getCanonicalType().getUnqualifiedType();
  if (const auto *B = T->getAs<BuiltinType>())
    return B->getKind() == BuiltinType::Long || B->getKind() == BuiltinType::ULong ||
                   B->getKind() == BuiltinType::LongLong
               ? Sort::Int64
               : Sort::Other;
  const RecordDecl *R = T->getAsRecordDecl();
  if (!R || !R->getIdentifier())
    return Sort::Other;
  if (R->getName() == "__half")
    return Sort::Half;
  if (R->getName() == "__nv_bfloat16")
    return Sort::Bf16;
  return Sort::Other;
}

/// The pairs (from, to) whose translated cast is ambiguous (checked with the
/// ROCm 6.3.3 and 7.13 headers: tests/golden/bf16_half_conversions.cu).
bool ambiguousInHip(Sort From, Sort To) {
  return (From == Sort::Bf16 && To == Sort::Half) || (From == Sort::Half && To == Sort::Bf16) ||
         (From == Sort::Int64 && To == Sort::Bf16);
}

/// Visits the instantiations it is given, and the ones inside them.
class CastScan : public RecursiveASTVisitor<CastScan> {
public:
  explicit CastScan(FindContext &C) : C(C) {}
  bool shouldVisitTemplateInstantiations() const { return true; }
  bool VisitExplicitCastExpr(ExplicitCastExpr *E) {
    C.addConversion(E);
    return true;
  }

private:
  FindContext &C;
};

} // namespace

void FindContext::addConversion(const ExplicitCastExpr *E) {
  ConversionRef::Form How;
  if (isa<CXXStaticCastExpr>(E))
    How = ConversionRef::Static;
  else if (isa<CXXFunctionalCastExpr>(E))
    How = ConversionRef::Functional;
  else if (isa<CStyleCastExpr>(E))
    How = ConversionRef::CStyle;
  else
    return;
  QualType To = E->getTypeAsWritten();
  const Expr *Arg = E->getSubExprAsWritten();
  if (To->isDependentType() || !Arg || Arg->isTypeDependent() ||
      !ambiguousInHip(sortOf(Arg->getType()), sortOf(To)))
    return;
  SourceLocation B = E->getBeginLoc(), End = E->getEndLoc(), Mid;
  if (const auto *F = dyn_cast<CXXFunctionalCastExpr>(E))
    Mid = F->getLParenLoc();
  else if (const auto *C = dyn_cast<CStyleCastExpr>(E))
    Mid = C->getRParenLoc();
  if (!B.isFileID() || !End.isFileID() || (How != ConversionRef::Static && !Mid.isFileID()) ||
      SM->getFileID(B) != SM->getFileID(End))
    return;
  ConversionRef R;
  R.How = How;
  if (!userRange(E->getSourceRange(), R.Cast) ||
      !ConversionsSeen.insert({R.Cast.File, R.Cast.Offset}).second)
    return;
  if (How != ConversionRef::Static)
    R.TypeEnd = SM->getFileOffset(Mid);
  PrintingPolicy PP(*LO);
  R.From = Arg->getType().getCanonicalType().getUnqualifiedType().getAsString(PP);
  R.To = To.getCanonicalType().getUnqualifiedType().getAsString(PP);
  Out.Conversions.push_back(std::move(R));
}

void FindContext::addConversionsOfInstantiations(const Decl *D) {
  if (!isUserFile(SM->getFileID(SM->getSpellingLoc(D->getLocation()))))
    return;
  CastScan S(*this);
  if (const auto *FT = dyn_cast<FunctionTemplateDecl>(D)) {
    for (FunctionDecl *F : FT->specializations())
      if (F->getTemplateSpecializationKind() != TSK_ExplicitSpecialization)
        S.TraverseDecl(F);
  } else if (const auto *CT = dyn_cast<ClassTemplateDecl>(D)) {
    for (ClassTemplateSpecializationDecl *R : CT->specializations())
      if (R->getTemplateSpecializationKind() != TSK_ExplicitSpecialization)
        S.TraverseDecl(R);
  }
}

} // namespace cuda2hip
