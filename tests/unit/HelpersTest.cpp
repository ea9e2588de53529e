//===- HelpersTest.cpp - tables/helpers.def and the helper rows -----------===//
#include "cuda2hip/Helpers.h"
#include "llvm/ADT/SmallVector.h"
#include "gtest/gtest.h"
#include <set>

using namespace cuda2hip;
using namespace llvm;

TEST(Helpers, EveryHelperRowHasItsCodeAndTheCodeDefinesIt) {
  unsigned Rows = 0;
  for (const Entry &E : Table::builtin().entries()) {
    if (!isHelperRow(E))
      continue;
    ++Rows;
    // A helper keeps the CUDA name, except the texture ones (HIP declares
    // those names with image instructions) and the persisting-L2 hints:
    // cuda2hip_*.
    if (E.Hip != E.Cuda)
      EXPECT_TRUE(E.Hip.starts_with("cuda2hip_")) << E.Cuda.str();
    // A helper row's id is its name, or what tables/helper_names.def says.
    StringRef Id = suppliedBy(E.Hip).empty() ? E.Hip : suppliedBy(E.Hip);
    const HelperDef *H = findHelper(Id);
    ASSERT_NE(H, nullptr) << E.Hip.str() << " has no C2H_HELPER";
    if (E.K == Kind::Header)
      continue; // the helper defines what the header declared
    // The code with what it needs (memcpy_async's helper brings the
    // barrier's and the pipeline's).
    std::string Code = renderHelpers({Id.str()});
    StringRef Short = E.Hip.rsplit("::").second.empty() ? E.Hip : E.Hip.rsplit("::").second;
    EXPECT_TRUE(StringRef(Code).contains(" " + Short.str() + "(") ||
                StringRef(Code).contains("struct " + Short.str() + " ") ||
                StringRef(Code).contains("class " + Short.str() + " ") ||
                StringRef(Code).contains("using " + Short.str() + " ") ||
                (E.K == Kind::Enumerator && StringRef(Code).contains("{ " + Short.str() + " = ")))
        << E.Hip.str() << ": the code does not define it";
  }
  EXPECT_GE(Rows, 82u + 9u + 3u + 7u + 5u); // __v*, cache hints, dot products, textures, L2
}

TEST(Helpers, DefineRowsNameAMacroAndSayWhy) {
  unsigned Rows = 0;
  for (const Entry &E : Table::builtin().entries()) {
    if (!E.Note.starts_with("define:"))
      continue;
    ++Rows;
    EXPECT_FALSE(definedMacro(E).empty()) << E.Cuda.str();
    EXPECT_FALSE(definedMacro(E).contains(' ')) << E.Cuda.str();
    EXPECT_FALSE(definedMacroRemark(E).empty()) << E.Cuda.str();
    EXPECT_FALSE(E.identity()) << E.Cuda.str() << ": a renamed row";
  }
  EXPECT_GE(Rows, 6u); // the Hgemm family: HIPBLAS_USE_HIP_HALF
  Decision D = Mapper(MapOptions{}).map("cublasHgemm", Kind::Function);
  ASSERT_NE(D.E, nullptr);
  EXPECT_EQ(definedMacro(*D.E), "HIPBLAS_USE_HIP_HALF");
  EXPECT_TRUE(D.Message.empty()) << "a note from the plan, no warning";
}

TEST(Helpers, NeedsResolveAndIdsAreUnique) {
  std::set<std::string> Ids;
  for (const HelperDef &H : helpers()) {
    EXPECT_TRUE(Ids.insert(H.Id.str()).second) << "twice: " << H.Id.str();
    SmallVector<StringRef, 4> Needs;
    H.Needs.split(Needs, ' ', -1, false);
    for (StringRef N : Needs)
      EXPECT_NE(findHelper(N), nullptr) << H.Id.str() << " needs unknown " << N.str();
  }
}

TEST(Helpers, RenderPutsNeedsFirstOnceAndGuardsEach) {
  std::string T = renderHelpers({"__vadd2", "__vsub4", "nonexistent"});
  size_t Simd = T.find("#define CUDA2HIP_HELPER_simd\n");
  size_t Add = T.find("#define CUDA2HIP_HELPER___vadd2\n");
  size_t Sub = T.find("#define CUDA2HIP_HELPER___vsub4\n");
  ASSERT_NE(Simd, std::string::npos);
  ASSERT_NE(Add, std::string::npos);
  ASSERT_NE(Sub, std::string::npos);
  EXPECT_LT(Simd, Add);
  EXPECT_LT(Add, Sub);
  EXPECT_EQ(T.find("CUDA2HIP_HELPER_simd", Simd + 30), std::string::npos);
  EXPECT_NE(T.find("#ifndef CUDA2HIP_HELPER___vadd2\n"), std::string::npos);
  EXPECT_EQ(T.find("nonexistent"), std::string::npos);
  // Line endings follow the file's.
  std::string W = renderHelpers({"__ldcs"}, "\r\n");
  EXPECT_NE(W.find("#define CUDA2HIP_HELPER___ldcs\r\n"), std::string::npos);
  for (size_t P = W.find('\n'); P != std::string::npos; P = W.find('\n', P + 1))
    EXPECT_EQ(W[P - 1], '\r');
}

TEST(Helpers, HelperRowsMapToTheSameName) {
  Decision D = Mapper(MapOptions{}).map("__vabsdiffu4", Kind::Function);
  EXPECT_EQ(D.Result, Decision::Same);
  ASSERT_NE(D.E, nullptr);
  EXPECT_TRUE(isHelperRow(*D.E));
  EXPECT_TRUE(D.Message.empty());
}

TEST(Helpers, SuppliedNamesNeedANewerHipAndHaveTheirHelper) {
  // Every name of tables/helper_names.def has a row the default target
  // lacks (else the helper would clash with HIP's), and a helper.
  for (StringRef N : {"cooperative_groups::reduce", "cooperative_groups::plus",
                      "cooperative_groups::bit_xor"}) {
    StringRef H = suppliedBy(N);
    ASSERT_FALSE(H.empty()) << N.str();
    ASSERT_NE(findHelper(H), nullptr) << H.str();
    Kind K = N.ends_with("reduce") ? Kind::Function : Kind::Type;
    EXPECT_EQ(Mapper(MapOptions{}).map(N, K).Result, Decision::NotInTarget) << N.str();
    EXPECT_EQ(Mapper(MapOptions{{7, 13}}).map(N, K).Result, Decision::Same) << N.str();
  }
  EXPECT_EQ(suppliedBy("cooperative_groups/reduce.h"), "cg_reduce");
  EXPECT_EQ(Mapper(MapOptions{}).mapHeader("cooperative_groups/reduce.h").Result,
            Decision::NotInTarget);
  EXPECT_EQ(suppliedBy("__vadd4"), "");
  // memcpy_async: ROCm 7.13 has it, the default target does not.
  EXPECT_EQ(suppliedBy("cooperative_groups::memcpy_async"), "cg_memcpy_async");
  EXPECT_EQ(Mapper(MapOptions{}).map("cooperative_groups::memcpy_async", Kind::Function).Result,
            Decision::NotInTarget);
  EXPECT_EQ(
      Mapper(MapOptions{{7, 13}}).map("cooperative_groups::memcpy_async", Kind::Function).Result,
      Decision::Same);
  EXPECT_EQ(suppliedBy("cooperative_groups/memcpy_async.h"), "cg_memcpy_async");
  Decision H = Mapper(MapOptions{{7, 13}}).mapHeader("cooperative_groups/memcpy_async.h");
  EXPECT_EQ(H.Result, Decision::Rename);
  EXPECT_EQ(H.Replacement, "hip/cooperative_groups/memcpy_async.h");
}

/// A CUDA name no HIP has, kept and supplied by the helper \p Helper at
/// every target (a helper row; its id from helper_names.def).
struct SuppliedName {
  const char *Name;
  Kind K;
  const char *Helper;
};
static void expectSuppliedAtEveryTarget(const char *Name, Kind K, const char *Helper) {
  for (Version V : {Version{6, 3}, Version{7, 0}, Version{7, 13}}) {
    Decision D = Mapper(MapOptions{V}).map(Name, K);
    EXPECT_EQ(D.Result, Decision::Same) << Name;
    ASSERT_NE(D.E, nullptr) << Name;
    EXPECT_TRUE(isHelperRow(*D.E)) << Name;
    EXPECT_EQ(suppliedBy(Name), Helper) << Name;
  }
}

TEST(Helpers, WaitAndLibcuxxAtomicsAreSuppliedAtEveryTarget) {
  // No HIP has them: helper rows, whose helper id comes from helper_names.def.
  SuppliedName Cases[] = {{"cooperative_groups::wait", Kind::Function, "cg_wait"},
               {"cooperative_groups::wait_prior", Kind::Function, "cg_wait"},
               {"cuda::atomic", Kind::Type, "cuda_atomic"},
               {"cuda::atomic_ref", Kind::Type, "cuda_atomic"},
               {"cuda::std::atomic", Kind::Type, "cuda_atomic"},
               {"cuda::std::atomic_ref", Kind::Type, "cuda_atomic"}};
  for (auto &C : Cases)
    expectSuppliedAtEveryTarget(C.Name, C.K, C.Helper);
  for (const char *Hdr : {"cuda/atomic", "cuda/std/atomic"}) {
    Decision D = Mapper(MapOptions{}).mapHeader(Hdr);
    ASSERT_NE(D.E, nullptr) << Hdr;
    EXPECT_TRUE(isHelperRow(*D.E)) << Hdr;
    EXPECT_EQ(suppliedBy(Hdr), "cuda_atomic") << Hdr;
  }
  // Semaphores and latches are not supplied: still reported.
  EXPECT_EQ(Mapper(MapOptions{}).mapHeader("cuda/semaphore").Result, Decision::Unsupported);
}

TEST(Helpers, BarriersPipelinesAndPrimitivesAreSuppliedAtEveryTarget) {
  SuppliedName Cases[] = {{"cuda::barrier", Kind::Type, "cuda_barrier"},
               {"cuda::std::barrier", Kind::Type, "cuda_barrier"},
               {"cuda::pipeline", Kind::Type, "cuda_pipeline"},
               {"cuda::pipeline_shared_state", Kind::Type, "cuda_pipeline"},
               {"cuda::make_pipeline", Kind::Function, "cuda_pipeline"},
               {"cuda::pipeline_consumer_wait_prior", Kind::Function, "cuda_pipeline"},
               {"cuda::memcpy_async", Kind::Function, "cuda_pipeline_all"},
               {"cuda::aligned_size_t", Kind::Type, "cuda_copy"},
               {"__pipeline_memcpy_async", Kind::Function, "cuda_pipeline_primitives"},
               {"__pipeline_commit", Kind::Function, "cuda_pipeline_primitives"},
               {"__pipeline_wait_prior", Kind::Function, "cuda_pipeline_primitives"}};
  for (auto &C : Cases)
    expectSuppliedAtEveryTarget(C.Name, C.K, C.Helper);
  for (const char *Hdr :
       {"cuda/barrier", "cuda/std/barrier", "cuda/pipeline", "cuda_pipeline.h",
        "cuda_pipeline_primitives.h"}) {
    Decision D = Mapper(MapOptions{}).mapHeader(Hdr);
    ASSERT_NE(D.E, nullptr) << Hdr;
    EXPECT_TRUE(isHelperRow(*D.E)) << Hdr;
    EXPECT_FALSE(suppliedBy(Hdr).empty()) << Hdr;
  }
}

TEST(Helpers, MemcpyAsyncBringsTheBarrierAndThePipelineAfterTheAtomics) {
  // cuda::memcpy_async takes a barrier or a pipeline: its helper brings both,
  // after the thread scopes (cuda_atomic) and the copy they use.
  std::string T = renderHelpers({"cuda_pipeline_all"});
  size_t Atomic = T.find("#define CUDA2HIP_HELPER_cuda_atomic\n");
  size_t Copy = T.find("#define CUDA2HIP_HELPER_cuda_copy\n");
  size_t Barrier = T.find("#define CUDA2HIP_HELPER_cuda_barrier\n");
  size_t Pipe = T.find("#define CUDA2HIP_HELPER_cuda_pipeline\n");
  ASSERT_NE(Atomic, std::string::npos);
  ASSERT_NE(Copy, std::string::npos);
  ASSERT_NE(Barrier, std::string::npos);
  ASSERT_NE(Pipe, std::string::npos);
  EXPECT_LT(Atomic, Barrier);
  EXPECT_LT(Copy, Barrier);
  EXPECT_LT(Barrier, Pipe);
  // The barrier is trivially constructible (it can be __shared__), its
  // wait spins on the phase with acquire loads, and a block-scope
  // pipeline's waits sync the block.
  EXPECT_NE(T.find("  barrier() = default;"), std::string::npos);
  EXPECT_NE(T.find("while (__hip_atomic_load(&phase_, __ATOMIC_ACQUIRE, Sc) == t)"),
            std::string::npos);
  EXPECT_NE(T.find("void consumer_wait() { sync(); }"), std::string::npos);
  EXPECT_NE(T.find("void consumer_release() { sync(); }"), std::string::npos);
}

TEST(Helpers, LibcuxxHelpersUseCudasOwnHeadersOnHipOnCuda) {
  // HIP on CUDA has CUDA's libcu++, whose namespace cuda the supplied one
  // would clash with: each helper includes CUDA's header there instead.
  struct {
    const char *Id, *Header;
  } Cases[] = {{"cuda_atomic", "#include <cuda/atomic>\n#include <cuda/std/atomic>\n#else\n"},
               {"cuda_copy", "#include <cuda/barrier>\n#else\n"},
               {"cuda_barrier", "#include <cuda/barrier>\n#include <cuda/std/barrier>\n#else\n"},
               {"cuda_pipeline", "#include <cuda/pipeline>\n#else\n"},
               {"cuda_pipeline_primitives", "#include <cuda_pipeline.h>\n#else\n"}};
  for (auto &C : Cases) {
    std::string T = renderHelpers({C.Id});
    std::string Guard = std::string("#define CUDA2HIP_HELPER_") + C.Id + "\n";
    size_t At = T.find(Guard);
    ASSERT_NE(At, std::string::npos) << C.Id;
    At += Guard.size();
    size_t If = T.find("#if defined(__HIP_PLATFORM_NVIDIA__)", At);
    size_t Nv = T.find(C.Header, At);
    ASSERT_NE(Nv, std::string::npos) << C.Id;
    EXPECT_LT(If, Nv) << C.Id;
    // The supplied code (namespace cuda or the primitives) only after #else.
    size_t Code = T.find(std::string(C.Id) == "cuda_pipeline_primitives" ? "__pipeline_memcpy_async"
                                                                         : "namespace cuda {",
                         At);
    EXPECT_GT(Code, Nv) << C.Id;
    EXPECT_NE(T.find("#endif\n#endif", Code), std::string::npos) << C.Id;
  }
}

TEST(Helpers, MemcpyAsyncBringsWaitAndUsesHipsHeaderWhereItIs) {
  std::string T = renderHelpers({"cg_memcpy_async"});
  size_t Wait = T.find("#define CUDA2HIP_HELPER_cg_wait\n");
  size_t Copy = T.find("#define CUDA2HIP_HELPER_cg_memcpy_async\n");
  ASSERT_NE(Wait, std::string::npos);
  ASSERT_NE(Copy, std::string::npos);
  EXPECT_LT(Wait, Copy);
  EXPECT_NE(T.find("#if __has_include(<hip/cooperative_groups/memcpy_async.h>)", Copy),
            std::string::npos);
  // The atomics take the thread scope as the memory scope.
  std::string A = renderHelpers({"cuda_atomic"});
  for (const char *S : {"__HIP_MEMORY_SCOPE_WORKGROUP", "__HIP_MEMORY_SCOPE_AGENT",
                        "__HIP_MEMORY_SCOPE_SYSTEM", "thread_scope_block = 2"})
    EXPECT_NE(A.find(S), std::string::npos) << S;
}

TEST(Helpers, TextureObjectsAreReadInSoftware) {
  std::string Code = renderHelpers({"cuda2hip_tex2D", "cuda2hip_createTextureObject"});
  // The shared piece once, first; then the two functions.
  size_t Core = Code.find("#define CUDA2HIP_HELPER_cuda2hip_tex\n");
  ASSERT_NE(Core, std::string::npos) << Code;
  EXPECT_EQ(Code.find("#define CUDA2HIP_HELPER_cuda2hip_tex\n", Core + 1), std::string::npos);
  EXPECT_LT(Core, Code.find("cuda2hip_tex2D(hipTextureObject_t t, float x, float y)"));
  EXPECT_NE(Code.find("hipMalloc(&dev"), std::string::npos) << "the descriptor lives on the device";
  for (size_t P = Code.find("tex2D<"); P != std::string::npos; P = Code.find("tex2D<", P + 1))
    EXPECT_EQ(Code.substr(P - 9, 9), "cuda2hip_") << "no call of HIP's image functions";
}

TEST(Helpers, ArraysAndSurfacesAreSuppliedTogether) {
  // Every runtime function that takes or returns a CUDA array is supplied
  // (the array is the translation's object) or unsupported: none may reach
  // HIP's own array functions.
  for (const char *Cuda :
       {"cudaMallocArray", "cudaMalloc3DArray", "cudaFreeArray", "cudaArrayGetInfo", "cudaGetChannelDesc",
        "cudaMemcpy2DToArray", "cudaMemcpy2DToArrayAsync", "cudaMemcpy2DFromArray",
        "cudaMemcpy2DFromArrayAsync", "cudaMemcpy2DArrayToArray", "cudaMemcpyToArray",
        "cudaMemcpyToArrayAsync", "cudaMemcpyFromArray", "cudaMemcpyFromArrayAsync",
        "cudaMemcpyArrayToArray", "cudaMemcpy3D", "cudaMemcpy3DAsync", "cudaGraphAddMemcpyNode",
        "cudaGraphMemcpyNodeSetParams", "cudaGraphExecMemcpyNodeSetParams", "cudaCreateSurfaceObject",
        "cudaDestroySurfaceObject", "cudaGetSurfaceObjectResourceDesc", "cudaGetMipmappedArrayLevel",
        "cudaGraphicsSubResourceGetMappedArray", "cudaBindTextureToArray", "cudaMemcpy3DPeer",
        "surf1Dread", "surf1Dwrite", "surf2Dread", "surf2Dwrite"}) {
    bool Seen = false;
    for (const Entry &E : Table::builtin().entries()) {
      if (E.Cuda != Cuda)
        continue;
      Seen = true;
      EXPECT_TRUE(E.Hip.empty() || (isHelperRow(E) && E.Hip.starts_with("cuda2hip_"))) << Cuda;
    }
    EXPECT_TRUE(Seen) << Cuda;
  }
  std::string Code = renderHelpers({"cuda2hip_surf2Dwrite", "cuda2hip_createTextureObject",
                                    "cuda2hip_mallocArray", "cuda2hip_memcpy3D"});
  size_t Arr = Code.find("#define CUDA2HIP_HELPER_cuda2hip_arr\n");
  ASSERT_NE(Arr, std::string::npos) << Code;
  EXPECT_EQ(Code.find("#define CUDA2HIP_HELPER_cuda2hip_arr\n", Arr + 1), std::string::npos);
  EXPECT_LT(Arr, Code.find("cuda2hip_createTextureObject("));
  EXPECT_NE(Code.find("hipResourceTypeArray"), std::string::npos) << "textures over arrays";
  EXPECT_NE(Code.find("hipMallocPitch(&p"), std::string::npos) << "the array is pitched memory";
  for (const char *Hip : {"hipMallocArray", "hipMemcpy2DToArray", "hipFreeArray", "hipCreateSurfaceObject",
                          "hipArrayGetInfo", "hipMalloc3DArray"})
    EXPECT_EQ(Code.find(Hip), std::string::npos) << Hip;
  for (size_t P = Code.find("surf2Dwrite"); P != std::string::npos; P = Code.find("surf2Dwrite", P + 1))
    EXPECT_EQ(Code.substr(P - 9, 9), "cuda2hip_") << "no call of HIP's surface functions";
}

TEST(Helpers, PortableFallbackIsHipsOwnArrayFunction) {
  EXPECT_EQ(portableFallback("cudaMallocArray"), "hipMallocArray");
  EXPECT_EQ(portableFallback("cudaMemcpy3D"), "hipMemcpy3D");
  EXPECT_EQ(portableFallback("cudaMemcpyArrayToArray"), "") << "HIP has none: warned";
  EXPECT_EQ(portableFallback("cudaCreateTextureObject"), "") << "textures: warned";
  unsigned N = 0;
  for (const Entry &E : Table::builtin().entries()) {
    if (!isHelperRow(E) || portableFallback(E.Cuda).empty())
      continue;
    ++N;
    EXPECT_EQ(portableFallback(E.Cuda), ("hip" + E.Cuda.drop_front(4)).str()) << E.Cuda.str();
    const HelperDef *H = findHelper(E.Hip);
    ASSERT_NE(H, nullptr) << E.Hip.str();
    EXPECT_TRUE(H->Needs.contains("cuda2hip_arr")) << E.Cuda.str() << ": not an array helper";
  }
  EXPECT_EQ(N, 19u);
}

TEST(Helpers, LegacyTextureArgument) {
  std::string Src = "texture<float, 1, cudaReadModeElementType> texIn, texOut;\n"
                    "static texture<uchar4, 2> img;\n"
                    "__global__ void k(cudaTextureObject_t obj) {\n"
                    "  a = tex1Dfetch(texIn, i); b = tex1Dfetch<float>(obj, i);\n"
                    "  c = tex2D(img, x, y); d = tex1Dfetch ( texOut , i); e = tex1Dfetch(texInx, i);\n"
                    "}\n";
  EXPECT_TRUE(legacyTextureArgument(Src, unsigned(Src.find("tex1Dfetch(texIn") + 10)));
  EXPECT_FALSE(legacyTextureArgument(Src, unsigned(Src.find("tex1Dfetch<float>(obj") + 10)));
  EXPECT_TRUE(legacyTextureArgument(Src, unsigned(Src.find("tex2D(img") + 5)));
  EXPECT_TRUE(legacyTextureArgument(Src, unsigned(Src.find("tex1Dfetch ( texOut") + 10)));
  EXPECT_FALSE(legacyTextureArgument(Src, unsigned(Src.find("tex1Dfetch(texInx") + 10)));
}
