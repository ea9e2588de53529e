//===- HipOnCudaTest.cpp - the HIP-on-CUDA layer declares only HIP names --===//
//
// verify/hip-on-cuda is written from HIP's documented API, not from our
// tables. This test parses all of its headers with clang (CUDA, host side,
// against the installed CUDA) and checks every name they declare (functions,
// types, fields, enumerators, variables, macros) against ../shared/hip-api:
// a name HIP does not have would let a wrong translation pass on NVIDIA.
// Internal helpers are spelled hip_on_cuda_* / HIP_ON_CUDA_* and skipped.
//
//===----------------------------------------------------------------------===//
#include "SharedApi.h"
#include "cuda2hip/Find.h"
#include "clang/AST/ASTConsumer.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/FileManager.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendAction.h"
#include "clang/Lex/PPCallbacks.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/VirtualFileSystem.h"
#include "gtest/gtest.h"

using namespace clang;
using namespace llvm;
using namespace cuda2hip;
using namespace cuda2hip::test;

namespace {

const std::string LayerDir = std::string(CUDA2HIP_SOURCE_DIR) + "/verify/hip-on-cuda/include";

struct Collected {
  std::set<std::string> Names;            ///< as HIP would list them
  std::map<std::string, std::string> Where; ///< name -> header
};

bool internal(StringRef N) {
  return N.starts_with("hip_on_cuda") || N.starts_with("HIP_ON_CUDA") || N.empty();
}

class Collector : public RecursiveASTVisitor<Collector> {
public:
  Collector(SourceManager &SM, Collected &Out) : SM(SM), Out(Out) {}
  bool shouldVisitTemplateInstantiations() const { return false; }

  bool VisitNamedDecl(NamedDecl *D) {
    if (!inLayer(D->getLocation()) || isa<ParmVarDecl>(D) ||
        isa<TemplateTypeParmDecl>(D) || isa<NonTypeTemplateParmDecl>(D) ||
        !D->getDeclName().isIdentifier())
      return true;
    std::string Name = D->getName().str();
    if (const auto *F = dyn_cast<FieldDecl>(D)) {
      const RecordDecl *R = F->getParent();
      std::string Rec = R->getName().str();
      if (Rec.empty())
        if (const TypedefNameDecl *T = R->getTypedefNameForAnonDecl())
          Rec = T->getName().str();
      if (Rec.empty())
        return true; // a member of an anonymous struct: listed under its path (below)
      Name = Rec + "::" + Name;
    } else if (const auto *V = dyn_cast<VarDecl>(D); V && !V->isFileVarDecl()) {
      return true; // locals
    } else if (isa<FunctionDecl>(D) && cast<FunctionDecl>(D)->getDescribedFunctionTemplate()) {
      return true; // reported through the FunctionTemplateDecl
    } else if (const auto *NS = dyn_cast<NamespaceDecl>(D); NS && NS->isInline()) {
      return true; // THRUST_NAMESPACE_BEGIN's versioned inline namespace
    } else if (D->getName().empty()) {
      return true; // anonymous struct or union: its fields are reported by path
    } else if (D->getDeclContext()->isNamespace() || D->getDeclContext()->isRecord()) {
      // listed qualified: thrust::hip, hipcub::DeviceReduce::Sum
      Name = D->getQualifiedNameAsString();
    }
    add(Name, D->getLocation());
    return true;
  }

  bool inLayer(SourceLocation L) {
    L = SM.getExpansionLoc(L);
    if (L.isInvalid())
      return false;
    OptionalFileEntryRef F = SM.getFileEntryRefForID(SM.getFileID(L));
    return F && StringRef(F->getName()).starts_with(LayerDir);
  }

  void add(const std::string &Name, SourceLocation L) {
    if (internal(Name))
      return;
    Out.Names.insert(Name);
    L = SM.getExpansionLoc(L);
    if (OptionalFileEntryRef F = SM.getFileEntryRefForID(SM.getFileID(L)))
      Out.Where[Name] = sys::path::filename(F->getName()).str();
  }

private:
  SourceManager &SM;
  Collected &Out;
};

class MacroCollector : public PPCallbacks {
public:
  MacroCollector(SourceManager &SM, Collected &Out) : SM(SM), Out(Out) {}
  void MacroDefined(const Token &Name, const MacroDirective *MD) override {
    SourceLocation L = MD->getLocation();
    OptionalFileEntryRef F = SM.getFileEntryRefForID(SM.getFileID(L));
    if (!F || !StringRef(F->getName()).starts_with(LayerDir))
      return;
    StringRef N = Name.getIdentifierInfo()->getName();
    // Include guards and helpers are HIP_ON_CUDA_*.
    if (internal(N))
      return;
    Out.Names.insert(N.str());
    Out.Where[N.str()] = sys::path::filename(F->getName()).str();
  }

private:
  SourceManager &SM;
  Collected &Out;
};

class Action : public ASTFrontendAction {
public:
  explicit Action(Collected &Out) : Out(Out) {}
  bool BeginSourceFileAction(CompilerInstance &CI) override {
    CI.getPreprocessor().addPPCallbacks(
        std::make_unique<MacroCollector>(CI.getSourceManager(), Out));
    return true;
  }
  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI, StringRef) override {
    struct C : ASTConsumer {
      Collected &Out;
      explicit C(Collected &O) : Out(O) {}
      void HandleTranslationUnit(ASTContext &Ctx) override {
        Collector(Ctx.getSourceManager(), Out).TraverseDecl(Ctx.getTranslationUnitDecl());
      }
    };
    return std::make_unique<C>(Out);
  }

private:
  Collected &Out;
};

/// Every header of the layer, included into one CUDA translation unit (or,
/// with \p Only, that source against the layer).
bool collect(Collected &Out, std::string &Error, const std::string &Only = "") {
  std::string Cuda = findCudaPath("", {}), Resource = findResourceDir({});
  if (Cuda.empty() || Resource.empty()) {
    Error = "no CUDA or clang resource folder";
    return false;
  }
  std::string Source = "// all headers of the layer\n";
  std::error_code EC;
  for (sys::fs::recursive_directory_iterator I(LayerDir, EC), E; I != E && !EC;
       I.increment(EC))
    if (sys::path::extension(I->path()) == ".h" || sys::path::extension(I->path()) == ".hpp")
      Source += "#include <" + I->path().substr(LayerDir.size() + 1) + ">\n";
  if (!Only.empty())
    Source = Only;
  const char *Overlay = "/__hip_on_cuda_test__";
  std::vector<std::string> Args = {"clang", "-fsyntax-only", "-Wno-unknown-cuda-version",
                                   "-x", "cuda", "--cuda-host-only", "--cuda-path=" + Cuda,
                                   "-std=c++17", "-resource-dir=" + Resource,
                                   "-isystem" + Cuda + "/include/cccl",
                                   std::string("-idirafter") + Overlay, "-I" + LayerDir,
                                   "/__hip_on_cuda_test__/all.cu"};
  auto Mem = makeIntrusiveRefCnt<vfs::InMemoryFileSystem>();
  Mem->addFile(std::string(Overlay) + "/texture_fetch_functions.h", 0,
               MemoryBuffer::getMemBuffer(""));
  Mem->addFile(std::string(Overlay) + "/all.cu", 0, MemoryBuffer::getMemBufferCopy(Source));
  auto OFS = makeIntrusiveRefCnt<vfs::OverlayFileSystem>(vfs::getRealFileSystem());
  OFS->pushOverlay(Mem);
  auto FM = makeIntrusiveRefCnt<FileManager>(FileSystemOptions(), OFS);
  tooling::ToolInvocation Inv(Args, std::make_unique<Action>(Out), FM.get());
  if (!Inv.run()) {
    Error = "the layer's headers do not parse with clang";
    return false;
  }
  return true;
}

} // namespace

TEST(HipOnCuda, EveryNameIsAHipName) {
  Collected C;
  std::string Error;
  if (!collect(C, Error)) {
    if (Error.find("no CUDA") != std::string::npos)
      GTEST_SKIP() << Error;
    FAIL() << Error;
  }
  bool All;
  std::set<std::string> Hip =
      apiNames({"hip.txt", "hip-device.txt", "hip-clang.txt", "hip-5.2.3-debian.txt",
                "hip-device.optin-HIP_ENABLE_WARP_SYNC_BUILTINS.txt", "hiprand.txt",
                "hipblas.txt", "hipfft.txt", "hipcub.txt", "rocthrust.txt", "roctx.txt",
                "hipsolver.txt", "hipsparse.txt", "miopen.txt", "rccl.txt"},
               &All);
  ASSERT_TRUE(All) << "missing lists under " << sharedApiPath("");
  // Not in the lists by their design (README there): macros the AMD
  // compiler defines itself, and the one the NVIDIA platform defines.
  const std::set<std::string> Allowed = {"__HIPCC__", "__HIP_DEVICE_COMPILE__",
                                         "__HIP_PLATFORM_NVIDIA__",
                                         // miopen/config.h's, which miopen.h includes
                                         // (the lists take miopen.h's own macros)
                                         "MIOPEN_BACKEND_HIP", "MIOPEN_BACKEND_OPENCL",
                                         // newer than the lists (HIP 6.3 development):
                                         // in ROCm 7.13's hip_runtime_api.h, which
                                         // verify.hip-on-cuda-declarations checks
                                         "hipEventRecordDefault", "hipEventRecordExternal",
                                         "hipEventRecordWithFlags", "hipMemLocationTypeHost",
                                         "hipMemLocationTypeHostNuma",
                                         "hipMemLocationTypeHostNumaCurrent",
                                         "hipOccupancyAvailableDynamicSMemPerBlock"};
  EXPECT_GT(C.Names.size(), 800u);
  for (const std::string &N : C.Names) {
    if (Allowed.count(N))
      continue;
    bool Known = Hip.count(N);
    // hipDeviceProp_t's fields are listed under HIP 6's struct name.
    StringRef Field = N;
    if (!Known && Field.consume_front("hipDeviceProp_t::"))
      Known = Hip.count(("hipDeviceProp_tR0600::" + Field).str());
    // A field of anonymous members is listed by its paths: hipResourceDesc::res.array.array.
    if (!Known) {
      auto It = Hip.lower_bound(N + ".");
      Known = It != Hip.end() && StringRef(*It).starts_with(N + ".");
    }
    EXPECT_TRUE(Known) << "'" << N << "' (" << C.Where[N] << ") is not a HIP name";
  }
}

TEST(HipOnCuda, CoversWhatTheExamplesUse) {
  Collected C;
  std::string Error;
  if (!collect(C, Error))
    GTEST_SKIP() << Error;
  for (const char *N :
       {"hipMalloc", "hipMemcpy", "hipLaunchKernelGGL", "HIP_SYMBOL", "hipMemcpyToSymbol",
        "hipGetSymbolAddress", "hipMallocManaged", "hipMemPrefetchAsync", "hipHostMalloc",
        "hipStreamCreateWithFlags", "hipEventElapsedTime", "hipMallocPitch", "hipMemcpy2D",
        "hipMemset2D", "hipGetDeviceProperties", "hipDeviceGetAttribute", "__shfl_down",
        "__shfl_up", "hiprand_init", "hiprand_uniform4", "hiprandStatePhilox4_32_10_t",
        "hipGetErrorName", "hipErrorOutOfMemory", "hipDeviceProp_t::gcnArchName",
        // issue 21: the runtime areas, the driver API, hipRTC and the libraries
        "hipGraphInstantiate", "hipStreamBeginCapture", "hipGraphAddKernelNode",
        "hipMallocAsync", "hipMemPoolCreate", "hipLaunchCooperativeKernel",
        "hipOccupancyMaxPotentialBlockSize", "hipFuncSetAttribute", "hipFuncAttributes",
        "hipDeviceGetStreamPriorityRange", "hipHostGetFlags", "hipDeviceGetPCIBusId",
        "hipMemAdvise", "hipLimitPrintfFifoSize", "hipCreateTextureObject",
        "hipCreateSurfaceObject", "hipMalloc3D", "hipIpcGetMemHandle", "hipModuleLoadData",
        "hipModuleLaunchKernel", "hiprtcCompileProgram", "hipblasSgemm", "hiprandGenerateNormal",
        "hipfftExecC2C", "hipcub", "thrust::hip", "roctxRangePushA",
        // RCCL's own names over NCCL, MIOpen over cuDNN
        "ncclAllToAll", "ncclAllToAllv", "ncclFp8E4M3", "RCCL_GATHER_SCATTER", "miopenCreate",
        "miopenSet4dTensorDescriptor", "miopenConvolutionForward",
        "miopenFindConvolutionForwardAlgorithm", "miopenConvolutionForwardGetWorkSpaceSize",
        "miopenPoolingForward", "miopenSoftmaxForward_V2", "miopenActivationForward",
        "miopenOpTensor", "miopenBatchNormalizationForwardInference",
        "miopenConvAlgoPerf_t::time", "miopenReduceTensor", "miopenBatchNormalizationBackward",
        "miopenSoftmaxBackward_V2", "hipblasGemmEx_v2", "hipblasCgemm_v2"})
    EXPECT_TRUE(C.Names.count(N)) << N;
}

// miopen/miopen.h is implemented on cuDNN but keeps cuDNN's declarations in a
// namespace of its own: a cuDNN call the translator left in a program must not
// compile against the layer (it would not against MIOpen), or the NVIDIA run
// would verify cuDNN instead of the translation.
TEST(HipOnCuda, MIOpenDoesNotExposeCuDNN) {
  Collected C;
  std::string Error;
  if (findCudaPath("", {}).empty() || findResourceDir({}).empty())
    GTEST_SKIP() << "no CUDA or clang resource folder";
  EXPECT_TRUE(collect(C, Error, "#include <miopen/miopen.h>\n"
                                "miopenStatus_t f(miopenHandle_t *h) { return miopenCreate(h); }\n"))
      << Error;
  EXPECT_FALSE(collect(C, Error, "#include <miopen/miopen.h>\n"
                                 "int g() { cudnnHandle_t h; return (int)cudnnCreate(&h); }\n"));
}
