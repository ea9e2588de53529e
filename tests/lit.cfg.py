# lit configuration shared by tests/golden (translations checked with
# FileCheck) and tests/lit (the command line: exit codes, files, errors).
import os
import lit.formats

config.name = "cuda2hip"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".cu", ".cuh", ".cpp", ".test"]
config.excludes = ["Inputs", "lit.cfg.py", "CMakeLists.txt"]
config.test_source_root = os.path.dirname(__file__)

bindir = lit_config.params.get("cuda2hip_bin", "")
llvm_bin = lit_config.params.get("llvm_bin", "/usr/lib/llvm-19/bin")
config.test_exec_root = lit_config.params.get("exec_root", "/tmp/cuda2hip-lit")

config.substitutions.append(("%cuda2hip", os.path.join(bindir, "cuda2hip")))
# %exit N CMD: CMD must exit with status N (see expect_exit.py).
config.substitutions.append(
    ("%exit", "python3 " + os.path.join(os.path.dirname(__file__), "expect_exit.py")))
# Compile a translation for MI300X against the installed HIP headers: the
# oracle that shares nothing with our tables.
hip_flags = "-x hip --offload-arch=gfx942 -nogpulib -std=c++17 -w"
config.substitutions.append(
    ("%hip-device", f"{llvm_bin}/clang {hip_flags} --cuda-device-only -fgpu-rdc -Xclang -emit-obj -c -o /dev/null"))
config.substitutions.append(
    ("%hip-host", f"{llvm_bin}/clang {hip_flags} --cuda-host-only -fsyntax-only"))
config.environment["PATH"] = os.pathsep.join([llvm_bin, bindir, config.environment.get("PATH", "")])
for var in ("HOME", "CUDA_PATH", "CUDA_HOME", "ROCM_PATH"):
    if var in os.environ:
        config.environment[var] = os.environ[var]
# PyTorch's headers as scripts/setup.sh installs them (Debian's libtorch-dev,
# pybind11-dev): `REQUIRES: libtorch` tests parse real extensions.
if os.path.exists("/usr/include/torch/extension.h") and \
        os.path.exists("/usr/include/torch/csrc/api/include/torch/all.h") and \
        os.path.exists("/usr/include/pybind11/pybind11.h"):
    config.available_features.add("libtorch")
