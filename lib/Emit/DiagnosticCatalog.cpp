//===- DiagnosticCatalog.cpp - rule ids, fingerprints, report items -------===//
//
// The rule table is the one place rule help is written: SARIF's
// tool.driver.rules, `cuda2hip --explain RULE-ID` and docs/cli.md's table
// say the same.
//
//===----------------------------------------------------------------------===//
#include "cuda2hip/Report.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SHA256.h"

using namespace llvm;

namespace cuda2hip {

namespace {
const RuleInfo Rules[] = {
    {"unsupported-api", "target", Severity::Warning,
     "HIP has no equivalent of this CUDA API",
     "The name stays as it is: the tables say HIP has nothing that does the "
     "same (the message gives the reason). Replace the call by hand, guard "
     "it with #ifdef __HIP_PLATFORM_AMD__, or drop the feature on AMD GPUs."},
    {"not-in-target", "target", Severity::Warning,
     "HIP has this API, but not the target HIP version",
     "The HIP name was added after the target version (--hip-version, else "
     "the installed HIP), so the CUDA name stays. Raise --hip-version if the "
     "code will be built against a newer ROCm, or avoid the API."},
    {"unknown-api", "target", Severity::Warning,
     "a CUDA API that no table knows",
     "The declaration lives in a CUDA header and its name looks like API "
     "(cuda*, cu*, CU*, cublas*, ...), but no table row covers it, so it "
     "stays. Check the HIP documentation for an equivalent and report the "
     "name so a row can be added."},
    {"mask-dropped", "translate", Severity::Warning,
     "a *_sync warp intrinsic lost its lane mask",
     "HIP before 6.2 has no *_sync warp intrinsics, and HIP 6.2-6.x has them "
     "only with HIP_ENABLE_WARP_SYNC_BUILTINS; the mask-less form was used, "
     "in which every active lane of the wavefront takes part. A full mask "
     "(0xffffffff, -1, ~0u, __activemask()) means the same: a note. Another "
     "mask is a warning: check that the code did not rely on a partial mask "
     "(and that it does not assume 32 lanes: MI300X wavefronts have 64). "
     "To keep the *_sync forms on HIP 6.2-6.x, translate with "
     "-- -DHIP_ENABLE_WARP_SYNC_BUILTINS and build with it."},
    {"lane-mask", "translate", Severity::Note,
     "a full 32-lane mask became __activemask()",
     "HIP 7 declares the *_sync warp intrinsics with a 64-bit mask (a "
     "static_assert rejects 0xffffffff) and checks that the mask is exactly "
     "the set of active lanes of the 64-lane wavefront. CUDA's full mask "
     "means every lane takes part, which on HIP is __activemask(); a literal "
     "0xffffffffffffffff would trap (without NDEBUG) in a block of fewer "
     "than 64 threads."},
    {"lane-mask-widened", "translate", Severity::Warning,
     "a 32-bit lane mask was widened to 64 bits",
     "The mask is not a constant full mask, so it was cast to unsigned long "
     "long to compile against HIP 7's *_sync intrinsics. Its meaning may "
     "differ on a 64-lane wavefront: a mask built for 32 lanes (a ballot "
     "stored in 32 bits, 1u << lane, a partial constant) does not name lanes "
     "32-63. Keep masks in 64-bit variables (__ballot_sync and __activemask "
     "return 64 bits in HIP), or use __activemask() for a full warp."},
    {"target-version", "translate", Severity::Note,
     "which HIP version the translation targets, and why",
     "Without --hip-version the target is the ROCm install found through "
     "--rocm-path, $ROCM_PATH or /opt/rocm; a HIP older than 6.0 elsewhere "
     "(a distribution's /usr) is not taken, as it cannot target MI300X, and "
     "HIP 7.0 (ROCm 7.0) is targeted instead (docs/cli.md)."},
    {"opt-in-macro", "translate", Severity::Warning,
     "the HIP name exists only when a macro is defined",
     "HIP declares this name only when a macro (such as "
     "HIP_ENABLE_WARP_SYNC_BUILTINS) is defined before its headers are "
     "included. Define it in the build (-D...) or in the file, and check the "
     "note (64-bit lane masks, for instance)."},
    {"needs-review", "translate", Severity::Warning,
     "renamed, but the meaning differs in a way to check",
     "The table maps this name, but HIP's equivalent does not behave the "
     "same in every use (the message says how: __CUDA_ARCH__ becomes "
     "__HIP_DEVICE_COMPILE__, which is 1 rather than an architecture "
     "number). Review each use."},
    {"helper-supplied", "translate", Severity::Note,
     "HIP lacks this function; the translation defines it",
     "HIP has no such device function (the SIMD-in-a-word __v* family, "
     "cache-hint loads and stores on most types, __dp4a/__dp2a): the "
     "translated file gets a definition with the CUDA name and meaning, "
     "after its includes, once and guarded (docs/helpers.md). Nothing to do; "
     "a faster AMD-specific version may replace it."},
    {"template-keyword", "translate", Severity::Note,
     "'template' added before a member template of a dependent type",
     "In a template, Dep<T>::name<N>(x) names a member template only with "
     "the keyword (Dep<T>::template name<N>(x)); nvcc accepts it without, "
     "clang reads the '<' as less-than and fails when it instantiates the "
     "code. Where the class template (or one of its specializations) "
     "declares name as a member template, the translation adds the "
     "keyword. Nothing to do."},
    {"wave-size-choice", "translate", Severity::Note,
     "a warp-sized CUB algorithm was chosen by block size",
     "rocPRIM's warp-transposing block load and store (hipCUB's "
     "BLOCK_LOAD_WARP_TRANSPOSE, BLOCK_STORE_WARP_TRANSPOSE and their "
     "_TIMESLICED forms) need a block size that is a multiple of the "
     "wavefront size, 64 on gfx942, where CUB's need a multiple of 32. Where "
     "the block size is written in the same BlockLoad/BlockStore argument "
     "list, the translation keeps the algorithm for whole wavefronts and "
     "takes the plain transpose (BLOCK_LOAD_TRANSPOSE, "
     "BLOCK_STORE_TRANSPOSE) otherwise: it gives each thread the same items "
     "(the blocked arrangement) through another access order. A size that "
     "is a template parameter gets a constant choice, "
     "((SIZE) % 64 == 0 ? WARP_TRANSPOSE : TRANSPOSE). Nothing to do."},
    {"conversion-helper", "translate", Severity::Note,
     "a cast ambiguous after translation is written as cuda2hip_convert",
     "CUDA's __nv_bfloat16 and __half convert to each other through one "
     "explicit constructor, and bfloat16 has one per integer type; HIP's "
     "types convert through several operators and constructors, so "
     "static_cast<__half>(bf) (and back, and long or long long to bfloat16) "
     "is ambiguous, in a template too. The finder sees the types (on each "
     "instantiation of a template) and the cast becomes "
     "cuda2hip_convert<To>(x), which the file gets: CUDA's value, rounded "
     "to nearest even; other types are cast as before. Nothing to do."},
    {"macro-defined", "translate", Severity::Note,
     "a macro HIP's library needs for CUDA's types was defined",
     "hipBLAS's half-precision functions (hipblasHgemm, ...) take "
     "hipblasHalf, which is uint16_t unless HIPBLAS_USE_HIP_HALF is defined "
     "before hipblas.h, and then __half, the type cuBLAS's take. The file "
     "calling them gets the macro (guarded) before its first line of code, "
     "so the __half arguments it passes compile as they did with cuBLAS. A "
     "header that calls them and is included after hipblas.h needs the "
     "macro in the build (-DHIPBLAS_USE_HIP_HALF)."},
    {"header-added", "translate", Severity::Note,
     "a standard include CUDA's headers brought was added",
     "CUDA's headers declare the C string functions (memset, memcpy, "
     "strlen, strncmp, ...) for every .cu file; HIP 7's headers do not, so "
     "a CUDA source that never included <cstring> stops compiling. The "
     "include was added after the file's includes (tables/std_headers.def)."},
    {"ptx-replaced", "translate", Severity::Note,
     "inline PTX was replaced by its HIP equivalent",
     "PTX does not assemble for AMD GPUs. An asm statement the translation "
     "recognises (special registers, ld.global.nc, bit operations, fma.rn, "
     "shfl, vote.ballot, mov pack/unpack, add.cc/addc chains) became the "
     "same computation in HIP (docs/ptx.md). Nothing to do."},
    {"ptx-left", "translate", Severity::Warning,
     "inline PTX that the translation cannot replace",
     "PTX does not assemble for AMD GPUs, and this asm statement is not one "
     "of the idioms the translation replaces (docs/ptx.md), or its HIP "
     "counterpart is only close (%globaltimer, %warpid). Rewrite it with HIP "
     "builtins; the message says what is closest."},
    {"register-removed", "translate", Severity::Note,
     "the register keyword was removed",
     "C++17 removed the register storage class; nvcc accepts it, HIP's "
     "clang rejects it (-Wregister). The keyword never changed what the code "
     "computes, so it is dropped (an explicit register variable with asm(\"...\") "
     "is left alone)."},
    {"same-signature", "translate", Severity::Warning,
     "two functions would have one signature after translation",
     "Overloads that differ in CUDA by types HIP makes one (cudaError_t and "
     "CUresult are both hipError_t; see docs/helpers.md) would redefine each "
     "other. The first stays; the later one is kept in the output between "
     "#if 0 and #endif, and its callers reach the first. Merge the two, or "
     "rename one if they must differ."},
    {"vector-operator-guarded", "translate", Severity::Note,
     "HIP's vector type has this operator: the user's is kept off AMD",
     "CUDA's float2 (int4, double3, ...) has no operators; HIP's has `*` and "
     "`/` on two vectors and `+= -= *= /=`, so a __host__ __device__ "
     "operator of the user's with those parameters makes its calls ambiguous. "
     "Its body is HIP's, component by component, so it is kept between "
     "#if !defined(__HIP_PLATFORM_AMD__) and #endif (hip-on-cuda still has "
     "it): on AMD the calls reach HIP's (docs/helpers.md)."},
    {"vector-operator-ambiguous", "translate", Severity::Error,
     "the user's vector operator and HIP's make its calls ambiguous",
     "HIP's float2 (int4, double3, ...) has `*` and `/` on two vectors and "
     "`+= -= *= /=`; a __host__ __device__ operator of the user's with those "
     "parameters whose body is not HIP's component-wise one (a complex "
     "product, say) is left as it is, and its calls do not compile for AMD. "
     "Make it a named function (cmul(a, b)) and call that, or, where the "
     "callers want the component-wise operator, put it under "
     "#if !defined(__HIP_PLATFORM_AMD__) (docs/helpers.md)."},
    {"binary-input", "translate", Severity::Error,
     "the input is not a source file",
     "The file contains NUL bytes (an object file, an archive, an image with "
     "a source extension) and was not translated. Exclude it from the "
     "inputs."},
    {"parse-error", "translate", Severity::Error,
     "clang could not parse the file",
     "The AST engine could not be used, so the token engine translated (or "
     "checked) the file: it knows names only from the tables and cannot tell "
     "a CUDA name from a look-alike of yours. Pass the flags the file needs "
     "(-p BUILD_DIR, a compile_commands.json above the file, or -- -I... "
     "-D...)."},
    {"environment", "translate", Severity::Error,
     "the parser's environment is missing",
     "No CUDA installation or no clang resource folder was found, so the "
     "token engine was used. Install CUDA (or pass --cuda-path) and clang 19, "
     "or set CUDA2HIP_RESOURCE_DIR."},
    {"io-error", "translate", Severity::Error,
     "a file could not be read or written",
     "The input does not exist, is a folder, or is not readable; or an "
     "output could not be written. Exit code 3."},
    {"conflict", "translate", Severity::Warning,
     "two rewrites of the same text disagree",
     "Two findings (a header seen by several translation units, or the AST "
     "and token engines) want different text in the same place; the first "
     "is kept. Look at the place and fix it by hand if the first is wrong."},
    {"symlink", "translate", Severity::Warning,
     "a symbolic link was left out of the tree",
     "convert never follows links: one pointing out of the tree, back to a "
     "folder above it (a loop) or nowhere is skipped. Copy what it points "
     "at into the tree, or convert that folder as an input of its own."},
    {"macro-argument", "translate", Severity::Warning,
     "an argument-level rewrite could not be applied",
     "The argument that needs HIP_SYMBOL(), a dropped mask or a cast comes "
     "from a macro expansion, so it cannot be edited in place. Rewrite the "
     "call by hand."},
    {"arguments-not-rewritten", "translate", Severity::Warning,
     "a call whose HIP equivalent takes other arguments was left as it is",
     "The HIP function takes the arguments in another order, fewer or more "
     "of them (tables/dnn_args.def), and this call does not fit the "
     "template: another argument count, a value the rewrite requires as "
     "written (CUDNN_TENSOR_NCHW) or excludes (CUDNN_CONVOLUTION), or "
     "arguments not visible at the call (a macro, a function pointer). The "
     "CUDA name stays so that nothing is half translated; port the call by "
     "hand (cuda2hip --explain NAME shows the template)."},
    {"lane-mask-variable", "translate", Severity::Warning,
     "a 32-bit variable holds a lane mask HIP returns in 64 bits",
     "HIP's __ballot_sync, __ballot, __activemask and __match_any_sync "
     "return the 64 lanes of the wavefront (unsigned long long). A note: "
     "the variable was widened (its uses are masks and bit operations; "
     "__popc/__ffs of it became __popcll/__ffsll). A warning: a use might "
     "need 32 bits (another function's argument, a comparison, a store), so "
     "it stays: widen it by hand and check that use."},
    {"argument-value", "translate", Severity::Warning,
     "a constant passed where HIP's function takes another type",
     "CUDA accepts this constant in this argument (cuBLAS's C++ overload "
     "takes a cudaDataType as the compute type of the gemm Ex calls), the "
     "HIP function takes another type there, and the tables "
     "(tables/library_args.def) know no equivalent value: write the value "
     "meant (a HIPBLAS_COMPUTE_* constant)."},
    {"launch-not-rewritten", "translate", Severity::Warning,
     "a kernel launch was not rewritten to hipLaunchKernelGGL",
     "With --launch-syntax hip, a launch whose parts come from a macro is "
     "left as <<<>>> (which hip-clang compiles anyway)."},
    {"token-engine", "translate", Severity::Note,
     "the file was handled by the token engine",
     "The file did not parse (see the parse-error diagnostics), so names "
     "were found by the token engine from the tables. The result is usually "
     "right; give the file its compile flags to get the AST engine. In "
     "`check` it is an error (a gate must not pass on code it did not "
     "parse) unless --allow-token-engine makes it a note."},
    {"token-engine-kernel-pointer", "translate", Severity::Warning,
     "a kernel argument the token engine could not cast",
     "HIP's hipFuncSetAttribute, hipFuncGetAttributes, hipLaunchCooperativeKernel "
     "and the occupancy functions take the kernel as const void *. The AST "
     "engine casts the argument that names a kernel; in a file that did not "
     "parse, the token engine casts arguments that name a __global__ function "
     "of the file, and says so where it found none: write "
     "reinterpret_cast<const void *>(kernel)."},
    {"rewrite", "translate", Severity::Note,
     "the translation rewrites this CUDA text",
     "One edit of a conversion (a renamed name or header, HIP_SYMBOL(), a "
     "dropped mask, a rewritten launch). Exported with --export-fixes so "
     "that clang-apply-replacements or an editor can apply it."},
    {"residue", "residue", Severity::Warning,
     "a CUDA API reference is left in a HIP tree",
     "A name or #include that the translator would still rewrite: the tree "
     "is not fully ported (a CUDA call was added after the port, or a "
     "conversion was edited by hand). Apply the fix-it (the HIP name), run "
     "cuda2hip on the file, or suppress with `// cuda2hip: ignore "
     "residue` when the CUDA name is intended."},
    {"drift", "drift", Severity::Warning,
     "the HIP file differs from the translation of its CUDA source",
     "With --against CUDA_DIR, each HIP file must equal what translating the "
     "CUDA file of the same relative path gives now (a missing file is "
     "drift too). Either the HIP copy was edited by hand or the CUDA source "
     "changed since the port: re-run the conversion, or port the change to "
     "the CUDA source. The diff shows HIP tree -> fresh translation."},
};
} // namespace

ArrayRef<RuleInfo> builtinRules() { return Rules; }

const RuleInfo *findRule(StringRef Id) {
  Id.consume_front(RulePrefix);
  for (const RuleInfo &R : Rules)
    if (R.Id == Id)
      return &R;
  return nullptr;
}

StringRef severityName(Severity S) {
  switch (S) {
  case Severity::Error: return "error";
  case Severity::Warning: return "warning";
  case Severity::Note: return "note";
  }
  return "warning";
}

std::string fingerprint(StringRef RuleId, StringRef LineText, StringRef Name) {
  RuleId.consume_front(RulePrefix);
  SHA256 H;
  H.update(RuleId);
  H.update(StringRef("\0", 1));
  H.update(LineText.trim());
  H.update(StringRef("\0", 1));
  H.update(Name);
  std::array<uint8_t, 32> D = H.final();
  return toHex(ArrayRef<uint8_t>(D.data(), 16), /*LowerCase=*/true);
}

ReportItem makeReportItem(const Diagnostic &D, StringRef Source, StringRef Root) {
  if (Source.empty())
    return makeReportItem(D, nullptr, Root);
  LineIndex L(Source);
  return makeReportItem(D, &L, Root);
}

ReportItem makeReportItem(const Diagnostic &D, const LineIndex *Lines,
                          StringRef Root) {
  StringRef Source = Lines ? Lines->buffer() : StringRef();
  ReportItem I;
  I.D = D;
  if (D.Where.valid())
    I.Path = relativePath(D.Where.File, Root);
  StringRef Name = D.Where.Length ? StringRef() : StringRef(I.Path);
  if (D.Where.valid() && !Source.empty() && D.Where.Offset <= Source.size()) {
    std::tie(I.Line, I.Column) = Lines->lineColumn(D.Where.Offset);
    unsigned End = std::min<size_t>(D.Where.end(), Source.size());
    std::tie(I.EndLine, I.EndColumn) = Lines->lineColumn(End);
    size_t LS = D.Where.Offset - (I.Column - 1);
    size_t LE = Source.find('\n', LS);
    StringRef L = Source.slice(LS, LE == StringRef::npos ? Source.size() : LE);
    L.consume_back("\r");
    I.LineText = L.str();
    if (D.Where.Length)
      Name = Source.substr(D.Where.Offset, D.Where.Length);
  }
  // A finding about the whole file (offset 0, nothing spelled) does not
  // depend on what its first line says.
  bool WholeFile = D.Where.Offset == 0 && D.Where.Length == 0;
  I.Fingerprint = fingerprint(D.RuleId, WholeFile ? StringRef() : StringRef(I.LineText), Name);
  return I;
}

void printReportItems(raw_ostream &OS, const std::vector<ReportItem> &Items,
                      const SourceLookup &Source) {
  for (const ReportItem &I : Items) {
    if (I.D.Where.valid() && I.D.Where.Offset == 0 && I.D.Where.Length == 0) {
      // About the whole file: no source line, no caret.
      OS << displayPath(I.D.Where.File) << ":1:1: " << severityName(I.D.Sev)
         << ": " << I.D.Message << " [" << RulePrefix << I.D.RuleId << "]\n";
    } else {
      printDiagnostics(OS, {I.D}, Source);
    }
    if (!I.Detail.empty()) {
      OS << I.Detail;
      if (!StringRef(I.Detail).ends_with("\n"))
        OS << "\n";
    }
  }
}

} // namespace cuda2hip
