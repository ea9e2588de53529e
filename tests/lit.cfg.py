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
# Compile a translation for MI300X (gfx942): the oracles that share nothing
# with our tables. %hip-device/%hip-host: the ROCm 7.13 HIP headers of
# ../shared/rocm (what the default --hip-version targets); %hip63-device/
# %hip63-host: ROCm 6.3.3 with its math libraries (hipBLAS, hipCUB, rocThrust,
# hipRAND, hipFFT, hipSOLVER, hipSPARSE, MIOpen), for --hip-version 6.3;
# %hip52-device/%hip52-host: Debian's HIP 5.2.3 under /usr, for tests about
# old versions (--hip-version 5.x).
oracle = os.path.join(os.path.dirname(__file__), "hip_oracle.sh")
# %hip7libs-*: the 7.13 runtime with the 6.3.3 library headers (there are no
# ROCm 7 library headers here): a probe for library code at the 7.0 target.
for suffix, ver in (("", "7.13"), ("63", "6.3.3"), ("7libs", "7.13+6.3.3")):
    config.substitutions.append((f"%hip{suffix}-device", f"{oracle} {ver} --device"))
    config.substitutions.append((f"%hip{suffix}-host", f"{oracle} {ver} --host"))
hip_flags = "-x hip --offload-arch=gfx942 -nogpulib -std=c++17 -w"
config.substitutions.append(
    ("%hip52-device", f"{llvm_bin}/clang {hip_flags} --cuda-device-only -fgpu-rdc -Xclang -emit-obj -c -o /dev/null"))
config.substitutions.append(
    ("%hip52-host", f"{llvm_bin}/clang {hip_flags} --cuda-host-only -fsyntax-only"))
# %trap-kernels OBJ: the kernels of a gfx942 object that reduce to a trap
# (exit 1 when there is one); the rule of lib/Verify/Traps.cpp.
config.substitutions.append(
    ("%trap-kernels", os.path.join(os.path.dirname(__file__), "trap_kernels.sh")))
# --rocm-path trees, for tests of the version the tool detects.
shared_rocm = os.path.join(os.path.dirname(__file__), "..", "..", "shared", "rocm")
config.substitutions.append(("%rocm-trees", os.path.abspath(shared_rocm)))
config.environment["PATH"] = os.pathsep.join([llvm_bin, bindir, config.environment.get("PATH", "")])
for var in ("HOME", "CUDA_PATH", "CUDA_HOME", "ROCM_PATH", "HIPCC_ORACLE"):
    if var in os.environ:
        config.environment[var] = os.environ[var]
# PyTorch's headers as scripts/setup.sh installs them (Debian's libtorch-dev,
# pybind11-dev): `REQUIRES: libtorch` tests parse real extensions.
if os.path.exists("/usr/include/torch/extension.h") and \
        os.path.exists("/usr/include/torch/csrc/api/include/torch/all.h") and \
        os.path.exists("/usr/include/pybind11/pybind11.h"):
    config.available_features.add("libtorch")
# The OASIS SARIF 2.1.0 schema as scripts/sarif-schema.sh installs it, and
# python3's jsonschema to apply it: `REQUIRES: sarif-schema` tests validate
# our SARIF against the schema itself (%sarif-schema is its path).
sarif_schema = os.environ.get("CUDA2HIP_SARIF_SCHEMA",
                              "/usr/local/share/cuda2hip/sarif-schema-2.1.0.json")
# (Asked of the python3 the tests run, which may not be lit's own.)
import subprocess
has_jsonschema = subprocess.call(
    ["python3", "-c", "import jsonschema"], env=config.environment,
    stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL) == 0
if os.path.exists(sarif_schema) and has_jsonschema:
    config.available_features.add("sarif-schema")
    config.substitutions.append(("%sarif-schema", sarif_schema))
