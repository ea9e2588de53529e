//===- Checks.cpp - the doctor's checks -----------------------------------===//
//
// Each check looks at the machine through System and returns ok / skip /
// warn / fail with what it found and how to fix it. Order: the install
// (rocm, hipcc, device-libs), the GPU (gpu, dev-kfd, dev-dri), the
// frameworks (pytorch), the environment (env-*), translation (cuda, clang).
//
//===----------------------------------------------------------------------===//
#include "cuda2hip/Doctor.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include <map>

using namespace llvm;

namespace cuda2hip::doctor {

namespace {

CheckResult result(StringRef Id, StringRef Title, Status S, std::string Detail,
                   std::string Fix = "") {
  return CheckResult{Id.str(), Title.str(), S, std::move(Detail), std::move(Fix)};
}

/// "942" of "gfx942" or "gfx942:sramecc+:xnack-".
StringRef archDigits(StringRef Arch) {
  Arch = Arch.split(':').first;
  Arch.consume_front("gfx");
  return Arch;
}

StringRef lastLine(StringRef Text) {
  Text = Text.rtrim();
  size_t P = Text.rfind('\n');
  return P == StringRef::npos ? Text : Text.drop_front(P + 1);
}

/// The first number after \p Marker in \p Text ("18.0.0" of "clang version
/// 18.0.0git").
std::string versionAfter(StringRef Text, StringRef Marker) {
  size_t P = Text.find(Marker);
  if (P == StringRef::npos)
    return "";
  StringRef R = Text.drop_front(P + Marker.size()).ltrim();
  return R.take_while([](char C) { return isDigit(C) || C == '.'; }).rtrim('.').str();
}

unsigned major(StringRef Version) {
  unsigned M = 0;
  Version.split('.').first.getAsInteger(10, M);
  return M;
}

class Doctor {
public:
  Doctor(System &Sys, const DoctorOptions &O) : Sys(Sys), O(O) {}

  std::vector<CheckResult> run() {
    rocm();
    hipcc();
    deviceLibs();
    gpu();
    devKfd();
    devDri();
    pytorch();
    envOverride();
    envDevices();
    envAlloc();
    envDebug();
    cuda();
    clang();
    return std::move(R);
  }

private:
  System &Sys;
  const DoctorOptions &O;
  std::vector<CheckResult> R;
  std::string Root;       ///< the ROCm install found
  std::string HipVersion; ///< its HIP version
  std::vector<GpuAgent> Gpus;
  bool GpusKnown = false;

  std::string fixGroups() {
    return "sudo usermod -aG render,video " + Sys.user() +
           " and log in again (check with 'id'); in a container add --group-add "
           "video --group-add render";
  }

  void rocm() {
    std::vector<std::string> Roots;
    if (auto P = Sys.env("ROCM_PATH"))
      Roots.push_back(*P);
    Roots.push_back("/opt/rocm");
    for (const std::string &D : Sys.list("/opt"))
      if (StringRef(D).starts_with("rocm-"))
        Roots.push_back("/opt/" + D);
    Roots.push_back("/usr");
    for (const std::string &Dir : Roots) {
      auto H = Sys.readFile(Dir + "/include/hip/hip_version.h");
      if (!H)
        continue;
      Root = Dir;
      HipVersion = parseHipVersionHeader(*H);
      std::string Detail = "HIP " + (HipVersion.empty() ? "(version unknown)" : HipVersion) +
                           " at " + Dir;
      if (auto Info = Sys.readFile(Dir + "/.info/version"))
        Detail += " (ROCm " + StringRef(*Info).trim().str() + ")";
      bool Mi300 = any_of(O.Archs, [](const std::string &A) {
        return StringRef(A).starts_with("gfx94");
      });
      if (Mi300 && !HipVersion.empty() && major(HipVersion) < 6) {
        R.push_back(result("rocm", "ROCm / HIP installed", Status::Warn, Detail,
                           "MI300 GPUs (gfx942) need ROCm 6.0 or newer: install a "
                           "current ROCm (amdgpu-install --usecase=rocm)"));
        return;
      }
      R.push_back(result("rocm", "ROCm / HIP installed", Status::Ok, Detail));
      return;
    }
    R.push_back(result("rocm", "ROCm / HIP installed", Status::Fail,
                       "no include/hip/hip_version.h under $ROCM_PATH, /opt/rocm, "
                       "/opt/rocm-*, /usr",
                       "install ROCm (https://rocm.docs.amd.com: amdgpu-install "
                       "--usecase=rocm), or set ROCM_PATH to where it is"));
  }

  void hipcc() {
    std::string Path = Sys.findProgram("hipcc");
    if (Path.empty() && !Root.empty() && Sys.exists(Root + "/bin/hipcc"))
      Path = Root + "/bin/hipcc";
    if (Path.empty()) {
      R.push_back(result("hipcc", "hipcc and its clang", Status::Fail,
                         "hipcc is not on PATH" +
                             (Root.empty() ? std::string() : " nor in " + Root + "/bin"),
                         "install hipcc (package hipcc / rocm-hip-sdk) and add " +
                             (Root.empty() ? std::string("/opt/rocm") : Root) +
                             "/bin to PATH"));
      return;
    }
    auto Out = Sys.run("hipcc-version", {Path, "--version"});
    if (!Out || Out->Status != 0) {
      R.push_back(result("hipcc", "hipcc and its clang", Status::Fail,
                         Path + " --version failed" +
                             (Out ? ": " + lastLine(Out->Text).str() : std::string()),
                         "reinstall hipcc; HIP_CLANG_PATH and ROCM_PATH must point at "
                         "a ROCm clang and install"));
      return;
    }
    std::string Hip = versionAfter(Out->Text, "HIP version:");
    std::string Clang = versionAfter(Out->Text, "clang version");
    std::string Detail = Path + ": HIP " + (Hip.empty() ? "?" : Hip) + ", clang " +
                         (Clang.empty() ? "?" : Clang);
    bool Mi300 = any_of(O.Archs, [](const std::string &A) {
      return StringRef(A).starts_with("gfx94");
    });
    if (Mi300 && !Clang.empty() && major(Clang) < 17) {
      R.push_back(result("hipcc", "hipcc and its clang", Status::Warn, Detail,
                         "clang " + Clang + " cannot target gfx942 (LLVM 17 or newer "
                                            "can): install a current ROCm"));
      return;
    }
    R.push_back(result("hipcc", "hipcc and its clang", Status::Ok, Detail));
  }

  void deviceLibs() {
    std::vector<std::string> Dirs;
    auto Add = [&](const std::string &D) {
      if (!is_contained(Dirs, D))
        Dirs.push_back(D);
    };
    if (!Root.empty()) {
      Add(Root + "/amdgcn/bitcode");
      Add(Root + "/lib/amdgcn/bitcode");
      for (StringRef Llvm : {"/llvm/lib/clang", "/lib/llvm/lib/clang"})
        for (const std::string &V : Sys.list(Root + Llvm.str()))
          Add(Root + Llvm.str() + "/" + V + "/lib/amdgcn/bitcode");
    }
    Add("/usr/lib/x86_64-linux-gnu/amdgcn/bitcode");
    Add("/usr/lib/amdgcn/bitcode");
    for (const std::string &D : Dirs) {
      std::vector<std::string> Files = Sys.list(D);
      if (!is_contained(Files, "ocml.bc"))
        continue;
      std::vector<std::string> Missing;
      for (const std::string &A : O.Archs)
        if (!is_contained(Files, ("oclc_isa_version_" + archDigits(A) + ".bc").str()))
          Missing.push_back(A);
      if (Missing.empty()) {
        R.push_back(result("device-libs", "device libraries for the targets", Status::Ok,
                           D + " has " + join(O.Archs, ", ")));
      } else {
        std::vector<std::string> Have;
        for (StringRef F : Files)
          if (F.consume_front("oclc_isa_version_") && F.consume_back(".bc"))
            Have.push_back(("gfx" + F).str());
        R.push_back(result(
            "device-libs", "device libraries for the targets", Status::Fail,
            D + " has no " + join(Missing, ", ") + " (it has " +
                (Have.empty() ? "none" : Have.back() + " and older") + ")",
            "hipcc/clang cannot build for " + join(Missing, ", ") +
                " with these libraries: install a ROCm that supports it (6.0+ for "
                "gfx942), or give clang a folder that has it (--rocm-device-lib-path)"));
      }
      return;
    }
    R.push_back(result("device-libs", "device libraries for the targets", Status::Fail,
                       "no ROCm device libraries (ocml.bc) found",
                       "install rocm-device-libs (part of rocm-hip-sdk)"));
  }

  void gpu() {
    auto Out = Sys.run("rocminfo", {"rocminfo"});
    StringRef Source = "rocminfo";
    if (Out && Out->Status == 0) {
      Gpus = parseRocminfo(Out->Text);
    } else if (auto Smi = Sys.run("amd-smi-static", {"amd-smi", "static", "--asic"});
               Smi && Smi->Status == 0) {
      Gpus = parseAmdSmiStatic(Smi->Text);
      Source = "amd-smi";
    } else if (Out) {
      StringRef T = Out->Text;
      std::string Fix = "run rocminfo and read its error; 'cuda2hip explain-error' knows "
                        "the usual ones";
      if (T.contains("ROCk module is NOT loaded"))
        Fix = "the amdgpu kernel driver is not loaded: install it (amdgpu-install "
              "--usecase=dkms) and 'sudo modprobe amdgpu'; in a container the host "
              "must have it";
      else if (T.contains_insensitive("permission denied"))
        Fix = "no access to /dev/kfd: " + fixGroups();
      else if (T.contains("/dev/kfd"))
        Fix = "/dev/kfd cannot be opened: load the driver, or start the container with "
              "--device=/dev/kfd --device=/dev/dri";
      R.push_back(result("gpu", "GPU agents", Status::Fail,
                         "rocminfo failed: " + lastLine(T).trim().str(), Fix));
      GpusKnown = true;
      return;
    } else {
      R.push_back(result("gpu", "GPU agents", Status::Warn,
                         "neither rocminfo nor amd-smi is installed: cannot list the GPUs",
                         "install rocminfo (or amd-smi-lib)"));
      return;
    }
    GpusKnown = true;
    if (Gpus.empty()) {
      R.push_back(result("gpu", "GPU agents", Status::Fail,
                         Source.str() + " lists no GPU agent",
                         "check the driver (dmesg | grep amdgpu), /dev/kfd and "
                         "/dev/dri, and that HIP_VISIBLE_DEVICES/ROCR_VISIBLE_DEVICES "
                         "do not hide every GPU"));
      return;
    }
    std::map<std::string, unsigned> Count;
    for (const GpuAgent &G : Gpus)
      ++Count[G.Gfx + (G.Marketing.empty() ? "" : " (" + G.Marketing + ")")];
    std::vector<std::string> Parts;
    for (auto &[Name, N] : Count)
      Parts.push_back(std::to_string(N) + " x " + Name);
    std::string Detail = join(Parts, ", ") + " (" + Source.str() + ")";
    std::vector<std::string> Other;
    for (const GpuAgent &G : Gpus) {
      StringRef Base = StringRef(G.Gfx).split(':').first;
      if (!any_of(O.Archs, [&](const std::string &A) {
            return StringRef(A).split(':').first == Base;
          }) &&
          !is_contained(Other, Base.str()))
        Other.push_back(Base.str());
    }
    if (!Other.empty()) {
      R.push_back(result("gpu", "GPU agents", Status::Warn,
                         Detail + "; builds target " + join(O.Archs, ", "),
                         "build for the GPUs present too: --offload-arch=" +
                             join(Other, " --offload-arch=") +
                             " (CMAKE_HIP_ARCHITECTURES, PYTORCH_ROCM_ARCH); 'cuda2hip "
                             "doctor --offload-arch' changes the target checked"));
      return;
    }
    R.push_back(result("gpu", "GPU agents", Status::Ok, Detail));
  }

  void devKfd() {
    if (!Sys.exists("/dev/kfd")) {
      R.push_back(result("dev-kfd", "/dev/kfd (compute)", Status::Fail, "/dev/kfd is missing",
                         "load the amdgpu driver (sudo modprobe amdgpu); in a container "
                         "start it with --device=/dev/kfd --device=/dev/dri"));
      return;
    }
    if (!Sys.canReadWrite("/dev/kfd")) {
      R.push_back(result("dev-kfd", "/dev/kfd (compute)", Status::Fail,
                         Sys.user() + " cannot open /dev/kfd (group " +
                             Sys.groupOf("/dev/kfd") + "; " + Sys.user() + " is in: " +
                             join(Sys.groups(), ", ") + ")",
                         fixGroups()));
      return;
    }
    R.push_back(result("dev-kfd", "/dev/kfd (compute)", Status::Ok,
                       "present, readable and writable by " + Sys.user()));
  }

  void devDri() {
    std::vector<std::string> Render;
    for (const std::string &N : Sys.list("/dev/dri"))
      if (StringRef(N).starts_with("renderD"))
        Render.push_back("/dev/dri/" + N);
    if (Render.empty()) {
      R.push_back(result("dev-dri", "/dev/dri render nodes", Status::Fail,
                         "no /dev/dri/renderD* node",
                         "load the amdgpu driver; in a container pass --device=/dev/dri"));
      return;
    }
    for (const std::string &N : Render)
      if (!Sys.canReadWrite(N)) {
        R.push_back(result("dev-dri", "/dev/dri render nodes", Status::Fail,
                           Sys.user() + " cannot open " + N + " (group " + Sys.groupOf(N) +
                               ")",
                           fixGroups()));
        return;
      }
    R.push_back(result("dev-dri", "/dev/dri render nodes", Status::Ok,
                       std::to_string(Render.size()) + " render node" +
                           (Render.size() == 1 ? "" : "s") + ", accessible"));
  }

  void pytorch() {
    std::string Py = Sys.findProgram("python3");
    const char *Script =
        "import torch\n"
        "print('torch', torch.__version__)\n"
        "print('hip', torch.version.hip)\n"
        "print('cuda', torch.version.cuda)\n"
        "print('available', torch.cuda.is_available())\n"
        "print('count', torch.cuda.device_count())\n";
    auto Out = Py.empty() ? std::nullopt
                          : Sys.run("python-torch", {Py, "-c", Script});
    if (!Out) {
      R.push_back(result("pytorch", "PyTorch for ROCm", Status::Skip,
                         "python3 not found: PyTorch not checked"));
      return;
    }
    if (Out->Status != 0) {
      if (StringRef(Out->Text).contains("No module named"))
        R.push_back(result("pytorch", "PyTorch for ROCm", Status::Skip,
                           "PyTorch is not installed (fine unless you need it)"));
      else
        R.push_back(result("pytorch", "PyTorch for ROCm", Status::Warn,
                           "import torch failed: " + lastLine(Out->Text).trim().str(),
                           "reinstall PyTorch for ROCm: pip install torch --index-url "
                           "https://download.pytorch.org/whl/rocm6.3"));
      return;
    }
    std::map<std::string, std::string> V;
    for (StringRef L : split(Out->Text, '\n')) {
      auto [K, Val] = L.trim().split(' ');
      V[K.str()] = Val.trim().str();
    }
    std::string Detail = "torch " + V["torch"] + ", HIP " + V["hip"];
    std::string Wheel = "pip install torch --index-url https://download.pytorch.org/whl/rocm6.3 "
                        "(the ROCm build; pick the ROCm version your release was built for)";
    if (V["hip"] == "None" || V["hip"].empty()) {
      bool Cuda = V["cuda"] != "None" && !V["cuda"].empty();
      R.push_back(result("pytorch", "PyTorch for ROCm", Status::Fail,
                         "torch " + V["torch"] + " is a " +
                             (Cuda ? "CUDA build (CUDA " + V["cuda"] + ")" : std::string("CPU-only build")) +
                             ": torch.version.hip is None",
                         Wheel));
      return;
    }
    if (V["available"] != "True") {
      R.push_back(result("pytorch", "PyTorch for ROCm", Status::Fail,
                         Detail + ", but torch.cuda.is_available() is False",
                         "PyTorch sees no GPU: check dev-kfd, dev-dri and env-devices "
                         "above (the groups, HIP_VISIBLE_DEVICES)"));
      return;
    }
    R.push_back(result("pytorch", "PyTorch for ROCm", Status::Ok,
                       Detail + ", " + V["count"] + " GPU" + (V["count"] == "1" ? "" : "s")));
  }

  void envOverride() {
    auto V = Sys.env("HSA_OVERRIDE_GFX_VERSION");
    if (!V) {
      R.push_back(result("env-override", "HSA_OVERRIDE_GFX_VERSION", Status::Ok, "not set"));
      return;
    }
    SmallVector<StringRef, 3> Parts;
    StringRef(*V).split(Parts, '.');
    unsigned Maj, Min, Step;
    if (Parts.size() != 3 || Parts[0].getAsInteger(10, Maj) ||
        Parts[1].getAsInteger(10, Min) || Parts[2].getAsInteger(10, Step)) {
      R.push_back(result("env-override", "HSA_OVERRIDE_GFX_VERSION", Status::Fail,
                         "HSA_OVERRIDE_GFX_VERSION='" + *V + "' is not MAJOR.MINOR.STEPPING",
                         "unset HSA_OVERRIDE_GFX_VERSION"));
      return;
    }
    std::string Gfx = "gfx" + std::to_string(Maj) + std::to_string(Min) + utohexstr(Step, true);
    R.push_back(result("env-override", "HSA_OVERRIDE_GFX_VERSION", Status::Warn,
                       "HSA_OVERRIDE_GFX_VERSION=" + *V + ": every GPU is presented as " + Gfx,
                       "unset it on supported GPUs (MI300X is gfx942): code objects for " +
                           Gfx + " then run on another ISA; build for the real target instead"));
  }

  void envDevices() {
    std::vector<std::string> Set;
    for (StringRef Name : {"HIP_VISIBLE_DEVICES", "ROCR_VISIBLE_DEVICES",
                           "CUDA_VISIBLE_DEVICES", "GPU_DEVICE_ORDINAL"}) {
      auto V = Sys.env(Name);
      if (!V)
        continue;
      if (StringRef(*V).trim().empty()) {
        R.push_back(result("env-devices", "GPU visibility variables", Status::Fail,
                           Name.str() + " is set and empty: it hides every GPU",
                           "unset " + Name.str() + ", or list the GPUs to use (0,1)"));
        return;
      }
      Set.push_back(Name.str() + "=" + *V);
      if (GpusKnown && !Gpus.empty())
        for (StringRef Idx : split(*V, ',')) {
          unsigned I;
          if (!Idx.trim().getAsInteger(10, I) && I >= Gpus.size()) {
            R.push_back(result("env-devices", "GPU visibility variables", Status::Warn,
                               Name.str() + "=" + *V + " names GPU " + std::to_string(I) +
                                   " but there " + (Gpus.size() == 1 ? "is " : "are ") +
                                   std::to_string(Gpus.size()),
                               "use indexes 0 to " + std::to_string(Gpus.size() - 1)));
            return;
          }
        }
    }
    if (Set.empty())
      R.push_back(result("env-devices", "GPU visibility variables", Status::Ok,
                         "none set: every GPU is visible"));
    else
      R.push_back(result("env-devices", "GPU visibility variables", Status::Ok,
                         join(Set, ", ") + " (each applies; HIP reads CUDA_VISIBLE_DEVICES "
                                           "too)"));
  }

  void envAlloc() {
    auto Hip = Sys.env("PYTORCH_HIP_ALLOC_CONF");
    auto Cuda = Sys.env("PYTORCH_CUDA_ALLOC_CONF");
    if (!Hip && Cuda) {
      R.push_back(result("env-alloc", "PyTorch allocator settings", Status::Warn,
                         "PYTORCH_CUDA_ALLOC_CONF=" + *Cuda + " and no PYTORCH_HIP_ALLOC_CONF",
                         "PyTorch for ROCm reads PYTORCH_HIP_ALLOC_CONF (older releases "
                         "only that one): export PYTORCH_HIP_ALLOC_CONF=" + *Cuda));
      return;
    }
    if (!Hip) {
      R.push_back(result("env-alloc", "PyTorch allocator settings", Status::Ok, "not set"));
      return;
    }
    static const char *const Known[] = {
        "max_split_size_mb", "roundup_power2_divisions", "garbage_collection_threshold",
        "expandable_segments", "backend", "release_lock_on_hipmalloc",
        "release_lock_on_cudamalloc", "pinned_use_hip_host_register",
        "pinned_use_cuda_host_register", "pinned_num_register_threads"};
    for (StringRef Opt : split(*Hip, ',')) {
      auto [K, V] = Opt.trim().split(':');
      if (V.empty()) {
        R.push_back(result("env-alloc", "PyTorch allocator settings", Status::Fail,
                           "PYTORCH_HIP_ALLOC_CONF='" + *Hip + "': '" + Opt.trim().str() +
                               "' is not key:value",
                           "write it as key:value pairs separated by commas, e.g. "
                           "expandable_segments:True,garbage_collection_threshold:0.8"));
        return;
      }
      if (!is_contained(Known, K)) {
        R.push_back(result("env-alloc", "PyTorch allocator settings", Status::Warn,
                           "PYTORCH_HIP_ALLOC_CONF: unknown option '" + K.str() + "'",
                           "known: max_split_size_mb, garbage_collection_threshold, "
                           "expandable_segments, roundup_power2_divisions, backend"));
        return;
      }
    }
    R.push_back(result("env-alloc", "PyTorch allocator settings", Status::Ok,
                       "PYTORCH_HIP_ALLOC_CONF=" + *Hip));
  }

  void envDebug() {
    std::vector<std::string> Slow;
    for (StringRef Name : {"AMD_SERIALIZE_KERNEL", "AMD_SERIALIZE_COPY", "HIP_LAUNCH_BLOCKING",
                           "HIP_TRACE_API"})
      if (auto V = Sys.env(Name); V && *V != "0")
        Slow.push_back(Name.str() + "=" + *V);
    if (auto V = Sys.env("AMD_LOG_LEVEL")) {
      unsigned L = 0;
      if (!StringRef(*V).getAsInteger(10, L) && L >= 3)
        Slow.push_back("AMD_LOG_LEVEL=" + *V);
    }
    if (auto V = Sys.env("CUDA_LAUNCH_BLOCKING")) {
      R.push_back(result("env-debug", "debugging variables", Status::Warn,
                         "CUDA_LAUNCH_BLOCKING=" + *V + " has no effect on ROCm",
                         "use AMD_SERIALIZE_KERNEL=3 (cuda2hip migrate-build rewrites it)"));
      return;
    }
    if (Slow.empty()) {
      R.push_back(result("env-debug", "debugging variables", Status::Ok, "none set"));
      return;
    }
    R.push_back(result("env-debug", "debugging variables", Status::Warn,
                       join(Slow, ", ") + ": every kernel or call is serialized or logged",
                       "fine while debugging; unset them for real runs"));
  }

  void cuda() {
    std::vector<std::string> Dirs;
    for (StringRef V : {"CUDA_PATH", "CUDA_HOME"})
      if (auto D = Sys.env(V))
        Dirs.push_back(*D);
    Dirs.push_back("/usr/local/cuda");
    for (const std::string &D : Dirs) {
      if (!Sys.exists(D + "/include/cuda_runtime.h"))
        continue;
      std::string Version = "?";
      if (auto H = Sys.readFile(D + "/include/cuda.h")) {
        std::string N = versionAfter(*H, "#define CUDA_VERSION");
        unsigned X = 0;
        if (!StringRef(N).getAsInteger(10, X))
          Version = std::to_string(X / 1000) + "." + std::to_string(X % 1000 / 10);
      }
      R.push_back(result("cuda", "CUDA headers (for translation)", Status::Ok,
                         "CUDA " + Version + " at " + D));
      return;
    }
    R.push_back(result("cuda", "CUDA headers (for translation)", Status::Warn,
                       "no include/cuda_runtime.h under $CUDA_PATH, $CUDA_HOME, "
                       "/usr/local/cuda",
                       "cuda2hip parses sources against the CUDA headers; without them "
                       "it uses its token engine (less precise): install the CUDA "
                       "toolkit headers or set CUDA_PATH"));
  }

  void clang() {
    std::string Dir = Sys.env("CUDA2HIP_RESOURCE_DIR").value_or(O.ClangResourceDir);
    std::string Ver = O.ClangVersion.empty() ? "" : "clang " + O.ClangVersion + ", ";
    if (!Dir.empty() && Sys.exists(Dir + "/include/__clang_cuda_runtime_wrapper.h")) {
      R.push_back(result("clang", "clang for translation", Status::Ok,
                         Ver + "resource folder " + Dir));
      return;
    }
    R.push_back(result("clang", "clang for translation", Status::Fail,
                       Ver + "no CUDA wrapper headers in the resource folder '" + Dir + "'",
                       "reinstall clang-19 (libclang-common-19-dev), or set "
                       "CUDA2HIP_RESOURCE_DIR to clang's resource folder"));
  }
};

} // namespace

std::string parseHipVersionHeader(StringRef Text) {
  std::string Ma = versionAfter(Text, "#define HIP_VERSION_MAJOR");
  std::string Mi = versionAfter(Text, "#define HIP_VERSION_MINOR");
  std::string Pa = versionAfter(Text, "#define HIP_VERSION_PATCH");
  if (Ma.empty() || Mi.empty())
    return "";
  return Ma + "." + Mi + (Pa.empty() ? "" : "." + Pa);
}

std::vector<GpuAgent> parseRocminfo(StringRef Out) {
  std::vector<GpuAgent> R;
  GpuAgent Cur;
  bool InAgent = false, IsGpu = false, HaveName = false;
  auto Flush = [&] {
    if (InAgent && IsGpu && HaveName)
      R.push_back(Cur);
    Cur = GpuAgent();
    IsGpu = HaveName = false;
  };
  for (StringRef L : split(Out, '\n')) {
    StringRef T = L.trim();
    if (T.starts_with("Agent ") && all_of(T.drop_front(6).trim(), isDigit)) {
      Flush();
      InAgent = true;
      continue;
    }
    if (!InAgent)
      continue;
    auto [K, V] = T.split(':');
    K = K.trim();
    V = V.trim();
    if (K == "Name" && !HaveName) {
      Cur.Gfx = V.str();
      HaveName = true;
    } else if (K == "Marketing Name") {
      Cur.Marketing = V.str();
    } else if (K == "Device Type") {
      IsGpu = V == "GPU";
    }
  }
  Flush();
  return R;
}

std::vector<GpuAgent> parseAmdSmiStatic(StringRef Out) {
  std::vector<GpuAgent> R;
  for (StringRef L : split(Out, '\n')) {
    StringRef T = L.trim();
    if (T.starts_with("GPU:") || T.starts_with("GPU ")) {
      R.push_back(GpuAgent());
      continue;
    }
    if (R.empty())
      continue;
    auto [K, V] = T.split(':');
    if (K.trim() == "TARGET_GRAPHICS_VERSION")
      R.back().Gfx = V.trim().str();
    else if (K.trim() == "MARKET_NAME")
      R.back().Marketing = V.trim().str();
  }
  llvm::erase_if(R, [](const GpuAgent &G) { return G.Gfx.empty(); });
  return R;
}

std::vector<CheckResult> runDoctor(System &Sys, const DoctorOptions &O) {
  return Doctor(Sys, O).run();
}

} // namespace cuda2hip::doctor
