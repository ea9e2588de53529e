//===- Conversions.cpp - casts written as calls of cuda2hip_convert -------===//
//
// A cast the finder found ambiguous after translation (ConversionRef:
// bfloat16 to half and back, a 64-bit integer to bfloat16) becomes
// `cuda2hip_convert<To>(x)`, which the file gets as a helper
// (tables/helpers.def): CUDA's conversion, rounded to nearest even; any
// other pair of types (another instantiation of the same template) is the
// static_cast it was.
//
//   static_cast<To>(x)  ->  cuda2hip_convert<To>(x)
//   To(x)               ->  cuda2hip_convert<To>(x)
//   (To)x               ->  cuda2hip_convert<To>(x)
//
//===----------------------------------------------------------------------===//
#include "PlanBuilder.h"

using namespace llvm;

namespace cuda2hip {

void PlanBuilder::planConversions() {
  for (const ConversionRef &C : F.Conversions) {
    StringRef Buf = buffer(C.Cast.File);
    if (C.Cast.end() > Buf.size() || C.TypeEnd > C.Cast.end())
      continue;
    StringRef Cast = Buf.substr(C.Cast.Offset, C.Cast.Length);
    const std::string &File = C.Cast.File;
    unsigned At = C.Cast.Offset;
    switch (C.How) {
    case ConversionRef::Static:
      if (!Cast.starts_with("static_cast"))
        continue;
      edit(FileRange{File, At, 11}, "cuda2hip_convert");
      break;
    case ConversionRef::Functional:
      if (Buf[C.TypeEnd] != '(')
        continue;
      insert(File, At, "cuda2hip_convert<");
      insert(File, C.TypeEnd, ">");
      break;
    case ConversionRef::CStyle:
      if (Buf[At] != '(' || Buf[C.TypeEnd] != ')')
        continue;
      edit(FileRange{File, At, 1}, "cuda2hip_convert<");
      edit(FileRange{File, C.TypeEnd, 1}, ">(");
      insert(File, C.Cast.end(), ")");
      break;
    }
    HelperUses[File].try_emplace("cuda2hip_convert", At);
    diag(C.Cast, Severity::Note, "conversion-helper",
         "'" + C.From + "' to '" + C.To +
             "': HIP's 16-bit float types convert through several paths where CUDA's "
             "have one constructor, so the cast is ambiguous after translation; written "
             "as cuda2hip_convert, which the file gets: CUDA's conversion, rounded to "
             "nearest even (docs/helpers.md)");
  }
}

} // namespace cuda2hip
