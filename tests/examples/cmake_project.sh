#!/bin/bash
# cmake_project.sh CUDA2HIP CLANG REPO WORK: configure and build
# examples/cmake-project (a copy, under WORK) with the CMake module: the
# translations appear (renamed, #includes following), compile as HIP for
# gfx942 (clang syntax check), a second build does nothing, and touching a
# header reruns only the commands of the files that include it -- whose
# outputs do not change, so nothing after them reruns.
set -euo pipefail
tool=$1 clang=$2 repo=$3 work=$4
rm -rf "$work"
mkdir -p "$work"
cp -r "$repo/examples/cmake-project" "$work/src"
fail() { echo "cmake_project.sh: $*" >&2; exit 1; }

cmake -S "$work/src" -B "$work/build" -G Ninja -DCMAKE_MODULE_PATH="$repo/cmake" \
  -DCUDA2HIP_EXECUTABLE="$tool" -DSAXPY_CHECK_CLANG="$clang" > "$work/configure.log"
cmake --build "$work/build" > "$work/build1.log" || { cat "$work/build1.log"; fail "build failed"; }
hip=$work/build/hip
for f in src/saxpy.hip src/saxpy.cuh src/main.hip include/hip_check.h; do
  test -f "$hip/$f" || fail "missing $f"
done
grep -q '#include "hip_check.h"' "$hip/src/saxpy.hip" || fail "include not renamed in saxpy.hip"
grep -q 'hipGetLastError' "$hip/src/saxpy.hip" || fail "saxpy.hip not translated"
grep -q 'hipStream_t' "$hip/src/saxpy.cuh" || fail "saxpy.cuh not translated"
grep -q 'hipMemcpyHostToDevice' "$hip/src/main.hip" || fail "main.hip not translated"
grep -q 'hipError_t' "$hip/include/hip_check.h" || fail "hip_check.h not translated"
grep -q 'clang -x hip' "$work/build1.log" || fail "the translations were not checked"

cmake --build "$work/build" > "$work/build2.log"
grep -q 'no work to do' "$work/build2.log" || { cat "$work/build2.log"; fail "second build did work"; }

sleep 1
touch "$work/src/include/cuda_check.h"
cmake --build "$work/build" > "$work/build3.log"
grep -q 'cuda2hip src/saxpy.cu$' "$work/build3.log" || { cat "$work/build3.log"; fail "saxpy.cu not retranslated"; }
grep -q 'cuda2hip src/main.cu$' "$work/build3.log" || fail "main.cu not retranslated"
grep -q 'cuda2hip include/cuda_check.h$' "$work/build3.log" || fail "cuda_check.h not retranslated"
if grep -q 'cuda2hip src/saxpy.cuh' "$work/build3.log"; then fail "saxpy.cuh retranslated"; fi
if grep -q 'clang -x hip' "$work/build3.log"; then fail "unchanged translations rechecked"; fi
echo "cmake_project.sh: ok"
