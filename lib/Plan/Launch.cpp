//===- Launch.cpp - kernel<<<...>>>(...) -> hipLaunchKernelGGL(...) -------===//
//
// Only with --launch-syntax hip: hip-clang compiles <<<>>> as it is. The
// rewrite is a handful of small edits around the launch, so names rewritten
// inside its arguments stay independent edits.
//
//===----------------------------------------------------------------------===//
#include "PlanBuilder.h"
#include <set>

using namespace llvm;

namespace cuda2hip {

/// Chevrons spelled with spaces (`k << < g, b >> > (x)`, which nvcc
/// accepts and clang rejects: the finder reads them as `<<<`) are written
/// `<<<` and `>>>`.
void PlanBuilder::planSpacedChevrons() {
  std::set<std::pair<std::string, unsigned>> Done;
  for (const LaunchRef &L : F.Launches) {
    if (!Done.insert({L.Open.File, L.Open.Offset}).second)
      continue;
    if (L.Open.Length > 3)
      edit(L.Open, "<<<");
    if (L.Close.Length > 3)
      edit(L.Close, ">>>");
  }
}

void PlanBuilder::planLaunches() {
  if (O.Launch != LaunchSyntax::Hip)
    return planSpacedChevrons();
  std::set<std::pair<std::string, unsigned>> Done;
  // AST launches first: they are exact; the token engine's fill the rest.
  for (Engine Pass : {Engine::Ast, Engine::Token})
    for (const LaunchRef &L : F.Launches) {
      if (L.Found != Pass || !Done.insert({L.Open.File, L.Open.Offset}).second)
        continue;
      if (L.Config.size() < 2 || L.Config.size() > 4) {
        diag(L.Open, Severity::Warning, "launch-not-rewritten",
             "kernel launch with " + std::to_string(L.Config.size()) +
                 " configuration arguments left as <<<>>>");
        continue;
      }
      // The edits go between the pieces: they must be in order in one file.
      std::vector<const FileRange *> Order{&L.Callee, &L.Open};
      for (const FileRange &R : L.Config)
        Order.push_back(&R);
      Order.push_back(&L.Close);
      Order.push_back(&L.LParen);
      Order.push_back(&L.RParen);
      bool InOrder = true;
      for (size_t I = 0; I + 1 < Order.size(); ++I)
        InOrder &= Order[I]->File == L.Callee.File &&
                   Order[I]->end() <= Order[I + 1]->Offset;
      if (!InOrder) {
        diag(L.Open, Severity::Warning, "launch-not-rewritten",
             "kernel launch spelled in pieces (a macro) left as <<<>>>");
        continue;
      }
      const std::string &File = L.Callee.File;
      auto Between = [&](unsigned From, unsigned To) {
        return FileRange{File, From, To - From};
      };
      insert(File, L.Callee.Offset,
             L.CalleeHasTemplateArgs ? "hipLaunchKernelGGL(HIP_KERNEL_NAME("
                                     : "hipLaunchKernelGGL(");
      edit(Between(L.Callee.end(), L.Config[0].Offset),
           std::string(L.CalleeHasTemplateArgs ? ")" : "") + ", dim3(");
      edit(Between(L.Config[0].end(), L.Config[1].Offset), "), dim3(");
      bool HasArgs = !L.Args.empty();
      std::string AfterLast = HasArgs ? ", " : "";
      unsigned ArgsStart = L.LParen.end();
      switch (L.Config.size()) {
      case 2:
        edit(Between(L.Config[1].end(), ArgsStart), "), 0, 0" + AfterLast);
        break;
      case 3:
        edit(Between(L.Config[1].end(), L.Config[2].Offset), "), ");
        edit(Between(L.Config[2].end(), ArgsStart), ", 0" + AfterLast);
        break;
      case 4:
        edit(Between(L.Config[1].end(), L.Config[2].Offset), "), ");
        edit(Between(L.Config[2].end(), L.Config[3].Offset), ", ");
        edit(Between(L.Config[3].end(), ArgsStart), AfterLast);
        break;
      }
    }
  // Launches a macro builds from its arguments and its body (the finder's
  // "launch-in-macro" notes): rewritten when the token engine rewrote the
  // launch in the body (every use then calls hipLaunchKernelGGL), else left
  // as <<<>>>, said where each is used.
  std::set<std::pair<std::string, unsigned>> Warned;
  for (const FindNote &N : F.Notes) {
    if (N.RuleId != "launch-in-macro")
      continue;
    auto [File, Off] = StringRef(N.Message).rsplit(':');
    unsigned Offset = 0;
    if (Off.getAsInteger(10, Offset) || Done.count({File.str(), Offset}) ||
        !Warned.insert({N.Where.File, N.Where.Offset}).second)
      continue;
    diag(N.Where, Severity::Warning, "launch-not-rewritten",
         "kernel launch built by a macro from pieces spelled in different "
         "places left as <<<>>> (hip-clang compiles it; rewrite the macro "
         "to use hipLaunchKernelGGL for --launch-syntax hip)");
  }
}

} // namespace cuda2hip
