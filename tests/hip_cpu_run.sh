#!/usr/bin/env bash
# tests/hip_cpu_run.sh CUDA2HIP PROGRAM.cu [SHIM.h]: translates a self-checking CUDA
# program of verify/programs (with its check.cuh) for HIP 5.2 with
# hipLaunchKernelGGL launches, builds the translation against
# ../shared/hip-cpu with g++ (kernels run on the CPU in 64-lane wavefronts),
# runs it and passes when it exits 0. Exit 77 (skipped) without hip-cpu or
# TBB (scripts/setup.sh installs libtbb-dev). SHIM.h (tests/hip_cpu/) is
# included too: declarations HIP-CPU lacks that the program needs.
set -u
bin="$1"; prog="$2"; shim=("${@:3}")
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
hipcpu="${HIP_CPU:-$here/../../shared/hip-cpu}"
if [ ! -d "$hipcpu/include" ]; then echo "no hip-cpu at $hipcpu: skipped"; exit 77; fi
if [ ! -e /usr/include/tbb/tbb.h ] && [ ! -e /usr/include/oneapi/tbb.h ]; then
  echo "no TBB (apt-get install libtbb-dev): skipped"; exit 77
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir "$tmp/src"
cp "$prog" "$(dirname "$prog")/check.cuh" "$tmp/src/"
"$bin" convert "$tmp/src" --out-dir "$tmp/out" --sources-only --hip-version 5.2 \
  --launch-syntax hip > "$tmp/convert.log" 2>&1
rc=$?
case "$rc" in 0|1|4) ;; *) cat "$tmp/convert.log"; exit 1 ;; esac  # 4: token engine
name=$(basename "$prog")
# The repository's shim (tests/wave64/hip-compat.h) extends hip-cpu's own:
# HIP's shuffle widths, __lane_id and the builtins translated PTX calls.
g++ -std=c++17 -O1 -w -x c++ -include "$here/wave64/hip-compat.h" ${shim[@]/#/-include } -I"$hipcpu/include" \
  "$tmp/out/$name" -o "$tmp/prog" -ltbb -lpthread || exit 1
"$tmp/prog"
