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

void PlanBuilder::planLaunches() {
  if (O.Launch != LaunchSyntax::Hip)
    return;
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
}

} // namespace cuda2hip
