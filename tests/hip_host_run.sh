#!/usr/bin/env bash
# tests/hip_host_run.sh CUDA2HIP PROGRAM.cu VERSION: translates a CUDA
# program whose checks run on the host (tests/hip_host/), builds the host
# side of the translation against the oracle's ROCm VERSION headers
# (../shared/rocm/VERSION/include, with clang-19, as hipcc-oracle compiles
# host code), runs it and passes when it exits 0. The values HIP's headers
# and the supplied helpers compute on the host are the device's (the same
# inline code). Exit 77 (skipped) without the oracle or clang-19.
set -u
bin="$1"; prog="$2"; ver="$3"
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
rocm="${ROCM_ORACLE:-$here/../../shared/rocm}"
clang="${CLANG:-clang-19}"
if [ ! -d "$rocm/$ver/include" ]; then echo "no ROCm $ver headers at $rocm: skipped"; exit 77; fi
command -v "$clang" > /dev/null || { echo "no $clang: skipped"; exit 77; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
hipver=$([ "$ver" = 6.3.3 ] && echo 6.3 || echo "$ver")
"$bin" --hip-version "$hipver" "$prog" -o "$tmp/prog.cu" > "$tmp/convert.log" 2>&1
case "$?" in 0|1) ;; *) cat "$tmp/convert.log"; exit 1 ;; esac
"$clang" -x hip --offload-arch=gfx942 -nogpulib -nogpuinc -isystem "$rocm/$ver/include" \
  -include "$rocm/compat/clang19-compat.h" -include __clang_hip_runtime_wrapper.h \
  -D__HIP_PLATFORM_AMD__=1 -std=c++17 --cuda-host-only -O1 -w "$tmp/prog.cu" -o "$tmp/prog" -lm || exit 1
"$tmp/prog"
