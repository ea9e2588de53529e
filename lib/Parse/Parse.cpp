//===- Parse.cpp - one parse of a unit, with a shared PCH or the plain way -===//
//
// parseUnit (Parse.h): the one place that decides between a parse that
// starts from a shared PCH of the CUDA preamble (Preamble.h) and the plain
// parse, for every client (the finder, the hazard rules, verify's kernel
// inventory, cuda2hip-audit).
//
//===----------------------------------------------------------------------===//
#include "cuda2hip/Parse.h"
#include "Preamble.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Type.h"
#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/DiagnosticSema.h"
#include "clang/Basic/FileManager.h"
#include "clang/Frontend/FrontendAction.h"
#include "clang/Frontend/MultiplexConsumer.h"
#include "clang/Tooling/Tooling.h"
#include <cstdlib>

using namespace llvm;
using namespace clang;

namespace cuda2hip {

ParseClient::~ParseClient() = default;
void ParseClient::error(const clang::Diagnostic &) {}

bool bodyMayBeSkipped(const FunctionDecl &FD) {
  return !FD.isConstexpr() && !FD.getReturnType()->getContainedDeducedType();
}

namespace {

/// `__shared__ cuda::barrier<...> bar;`: nvcc takes libcu++'s defaulted
/// constructors as empty, clang does not ("initialization is not supported
/// for __shared__ variables"). The AST is whole: the unit stands, and the
/// HIP compiler judges the translation (whose barrier is a trivial type).
bool sharedInit(const clang::Diagnostic &Info) {
  return Info.getID() == diag::err_shared_var_init;
}

/// Counts an attempt's errors, judges them for the PCH (PchErrorKinds) and
/// passes each to the client.
class AttemptErrors : public DiagnosticConsumer {
public:
  explicit AttemptErrors(ParseClient &C) : C(C) {}
  void HandleDiagnostic(DiagnosticsEngine::Level L, const clang::Diagnostic &Info) override {
    DiagnosticConsumer::HandleDiagnostic(L, Info);
    if (L < DiagnosticsEngine::Error)
      return;
    if (sharedInit(Info)) {
      ++Forgiven;
      return;
    }
    ++Errors;
    Kinds.add(Info);
    C.error(Info);
  }
  unsigned Errors = 0;
  unsigned Forgiven = 0; ///< sharedInit errors: clang's, not nvcc's
  /// Whether the run stands: clang's answer, or only forgiven errors.
  bool ran(bool Clang) const { return Clang || (Forgiven > 0 && Errors == 0); }
  PchErrorKinds Kinds;

private:
  ParseClient &C;
};

/// Leaves out Sema's end-of-unit reads of the PCH that cannot change the
/// result (trimPchSemaSource), at the first top-level declaration, unless
/// ParseSwitches::PchTrim is off.
class PchTrimmer : public PchAwareConsumer {
public:
  PchTrimmer(bool Trim, Session &Counts)
      : PchAwareConsumer(/*WithPch=*/true, Trim, Counts) {}
};

/// The client's action, with PchTrimmer beside its consumer.
class WithPchTrimmer : public WrapperFrontendAction {
public:
  WithPchTrimmer(std::unique_ptr<FrontendAction> Inner, bool Trim, Session &Counts)
      : WrapperFrontendAction(std::move(Inner)), Trim(Trim), Counts(Counts) {}

protected:
  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI,
                                                 StringRef InFile) override {
    std::unique_ptr<ASTConsumer> Inner = WrapperFrontendAction::CreateASTConsumer(CI, InFile);
    if (!Inner)
      return nullptr;
    std::vector<std::unique_ptr<ASTConsumer>> Both;
    Both.push_back(std::make_unique<PchTrimmer>(Trim, Counts));
    Both.push_back(std::move(Inner));
    return std::make_unique<MultiplexConsumer>(std::move(Both));
  }

private:
  bool Trim;
  Session &Counts;
};

std::optional<StringRef> inMemory(StringRef Text, bool InMemory) {
  return InMemory ? std::optional<StringRef>(Text) : std::nullopt;
}

/// The attempt with the shared PCH, when one serves: its run, when it stands.
std::optional<ParseRun> parseWithPch(ArrayRef<std::string> Args, StringRef Path,
                                     StringRef Text, bool InMemory,
                                     const ParseOptions &Opts, ParseClient &Client,
                                     std::shared_ptr<RespelledOriginals> Respelled) {
  std::vector<std::string> Argv(Args.begin(), Args.end());
  std::optional<ServedPreamble> S = servePreamble(Argv, Path, Text, Opts);
  if (!S)
    return std::nullopt;
  auto FM = makeIntrusiveRefCnt<FileManager>(
      FileSystemOptions(),
      preambleFileSystem(parseFileSystem(Args, Path, inMemory(Text, InMemory), Respelled), *S));
  AttemptErrors Errors(Client);
  WithPchFactory Factory(
      [&]() -> std::unique_ptr<FrontendAction> {
        return std::make_unique<WithPchTrimmer>(Client.action(/*WithPch=*/true),
                                                Opts.Switches.PchTrim, *S->Plan.Store);
      },
      S->Pre->VirtualPath);
  tooling::ToolInvocation Inv(Argv, &Factory, FM.get(),
                              std::make_shared<PCHContainerOperations>());
  Inv.setDiagnosticConsumer(&Errors);
  bool Ran = Errors.ran(Inv.run());
  bool Stands = Errors.Kinds.stands(Ran, Errors.Errors);
  countPreambleUse(S->Plan, Stands);
  if (Errors.Kinds.Frontend)
    preambleBroken(*S, Opts.PreambleDir);
  if (!Stands)
    return std::nullopt;
  return ParseRun{Ran, Errors.Errors, /*WithPch=*/true};
}

} // namespace

ParseRun parseUnit(ArrayRef<std::string> Args, StringRef Path, StringRef Text,
                   bool InMemory, const ParseOptions &Opts, ParseClient &Client,
                   std::shared_ptr<RespelledOriginals> Respelled) {
  if (std::optional<ParseRun> R =
          parseWithPch(Args, Path, Text, InMemory, Opts, Client, Respelled))
    return *R;
  auto FM = makeIntrusiveRefCnt<FileManager>(
      FileSystemOptions(), parseFileSystem(Args, Path, inMemory(Text, InMemory), Respelled));
  AttemptErrors Errors(Client);
  std::vector<std::string> Argv(Args.begin(), Args.end());
  tooling::ToolInvocation Inv(Argv, Client.action(/*WithPch=*/false), FM.get());
  Inv.setDiagnosticConsumer(&Errors);
  bool Ran = Errors.ran(Inv.run());
  return ParseRun{Ran, Errors.Errors, /*WithPch=*/false};
}

} // namespace cuda2hip
