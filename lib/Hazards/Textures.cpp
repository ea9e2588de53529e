//===- Textures.cpp - the texture-memory rule family ----------------------===//
//
// texture-memory (HazardRules.def, section 6): MI300X has no texture units. Every
// texture or surface reference, read, write, creation or binding is a
// finding. Device-side reads and writes are collected here and reported by
// the texture pass (TextureFix.cpp), which rewrites a subset to plain memory
// reads and says for the others which precondition failed.
//
//===----------------------------------------------------------------------===//
#include "AstVisitor.h"
#include "TokenScanner.h"

using namespace llvm;
using namespace clang;

namespace cuda2hip::hazards {

bool isTextureCall(StringRef Name) {
  return StringSwitch<bool>(Name)
      .Cases("tex1D", "tex1Dfetch", "tex2D", "tex3D", "texCubemap", true)
      .Cases("tex1DLayered", "tex2DLayered", "texCubemapLayered", true)
      .Cases("tex1DLod", "tex2DLod", "tex3DLod", "tex1DGrad", "tex2DGrad", true)
      .Cases("tex3DGrad", "tex2Dgather", "texCubemapLod", true)
      .Cases("surf1Dread", "surf1Dwrite", "surf2Dread", "surf2Dwrite", true)
      .Cases("surf3Dread", "surf3Dwrite", "surf1DLayeredread", true)
      .Cases("surf2DLayeredread", "surf1DLayeredwrite", "surf2DLayeredwrite", true)
      .Cases("cudaCreateTextureObject", "cudaCreateSurfaceObject", true)
      .Cases("hipCreateTextureObject", "hipCreateSurfaceObject", true)
      .Cases("cudaBindTexture", "cudaBindTexture2D", "cudaBindTextureToArray", true)
      .Cases("hipBindTexture", "hipBindTexture2D", "hipBindTextureToArray", true)
      .Default(false);
}

bool isTextureFetch(StringRef Name) {
  return (Name.starts_with("tex") || Name.starts_with("surf")) &&
         isTextureCall(Name);
}

// --- AST ------------------------------------------------------------------------

void Visitor::textureReference(const VarDecl *VD) {
  QualType T = VD->getType();
  // Texture and surface references (texture<float, 1> tex;).
  if (const auto *RD = T.isNull() ? nullptr : T->getAsCXXRecordDecl())
    if ((nameOf(RD) == "texture" || nameOf(RD) == "surface") && systemDecl(RD))
      St.report(Rule::TextureMemory, VD->getLocation(),
                "texture/surface reference '" + VD->getName().str() +
                    "': MI300X has no texture hardware");
}

void Visitor::textureCall(const CallExpr *E, StringRef Name,
                          SourceLocation NameLoc) {
  if (isTextureFetch(Name))
    St.TexFetches.push_back(E); // reported with its fix by runTextureRules
  else if (isTextureCall(Name))
    St.report(Rule::TextureMemory, NameLoc,
              "'" + Name.str() + "' needs texture hardware, which MI300X "
              "(CDNA3) does not have");
}

// --- tokens ---------------------------------------------------------------------

void Scanner::textureReference(size_t I) {
  add(Rule::TextureMemory, I, "texture/surface reference '" + Toks[I].S.str() +
                                  "<...>': MI300X has no texture hardware");
}

void Scanner::textureCall(size_t I) {
  add(Rule::TextureMemory, I, "'" + Toks[I].S.str() + "' needs texture hardware, "
                              "which MI300X (CDNA3) does not have");
}

} // namespace cuda2hip::hazards
