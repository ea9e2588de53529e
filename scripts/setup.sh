#!/usr/bin/env bash
# Installs everything cuda2hip needs to build, test and verify on Debian 12,
# as root. Idempotent: rerunning installs nothing new.
set -euo pipefail
if [ "$(id -u)" -ne 0 ]; then
  echo "setup.sh: run as root (it calls apt-get install)" >&2
  exit 2
fi
packages=(
  # build
  cmake ninja-build g++ ccache python3
  # LibTooling, FileCheck/lit, clang-apply-replacements
  clang-19 libclang-19-dev llvm-19-dev llvm-19-tools clang-tools-19
  # the AMDGPU link of `cuda2hip verify` (clang 19 needs lld 19 for gfx942)
  lld-19
  # CLI, formatting, unit tests
  libcli11-dev libfmt-dev googletest libgtest-dev
  # HIP headers and device libraries: the gfx942 compile oracle and verify
  libamdhip64-dev hipcc rocm-device-libs libhiprand-dev libhipsparse-dev
  librocrand-dev librocsparse-dev librocprim-dev
  # TBB for the HIP-CPU runtime (../shared/hip-cpu): the 64-lane runs of
  # verify/wave64/programs (tests/wave64/run.py)
  libtbb-dev
  # PyTorch 1.13's headers (torch/extension.h, ATen/cuda, c10/cuda, the
  # ROCm masquerading headers): PyTorch extensions parse with the AST engine
  # (docs/pytorch.md); torch/extension.h needs pybind11 and Python's headers
  libtorch-dev pybind11-dev python3-dev
  # ../shared/hip-cpu (the translated verify programs run on 64-lane CPU
  # wavefronts: tests/hip_cpu_run.sh) needs TBB's parallel algorithms
  libtbb-dev
)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
# The OASIS SARIF 2.1.0 schema, for the test that validates our SARIF
# against it (from the npm registry; never fails the setup).
bash "$(dirname "$0")/sarif-schema.sh"
if [ ${#missing[@]} -eq 0 ]; then
  echo "setup.sh: all ${#packages[@]} packages already installed"
  exit 0
fi
echo "setup.sh: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
apt-get update -q
apt-get install -y -q --no-install-recommends "${missing[@]}"
if [ ! -d /usr/local/cuda/include ]; then
  echo "setup.sh: note: no CUDA at /usr/local/cuda; cuda2hip will use its token engine" \
       "(or pass --cuda-path)" >&2
fi
