#!/bin/sh
# End to end, sources and build: examples/cmake-project-cuda (a CMake CUDA
# project) goes through `cuda2hip migrate-build` (CMake files) and `cuda2hip
# convert` (sources); CMake's HIP language then configures and builds it
# with clang for gfx942 -- kernels compiled, device libraries linked,
# programs linked against the HIP runtime -- and the programs must hold a
# gfx942 code object with both kernels of the library.
#
#   migrate_build_project.sh CUDA2HIP LLVM_BIN EXAMPLE_DIR WORK_DIR
#
# The toolchain (ROCm's, or Debian's HIP 5.2 adjusted): hip_cmake_toolchain.sh.
set -eu
CUDA2HIP=$1 LLVM_BIN=$2 EXAMPLE=$3 WORK=$4
HERE=$(cd "$(dirname "$0")" && pwd)

rm -rf "$WORK"
mkdir -p "$WORK"
cp -r "$EXAMPLE" "$WORK/project"
cd "$WORK"

# 1. Build files, then sources. Nothing is left to migrate afterwards.
"$CUDA2HIP" migrate-build project --in-place --no-backup -q
"$CUDA2HIP" migrate-build project --check -q
"$CUDA2HIP" convert project --in-place --no-backup -q -- -I"$WORK/project/include"
grep -q 'project(vecops VERSION 1.0 LANGUAGES CXX HIP)' project/CMakeLists.txt
grep -q 'set_source_files_properties(src/vecops.cu PROPERTIES LANGUAGE HIP)' project/CMakeLists.txt
grep -q '#include <hip/hip_runtime.h>' project/src/vecops.cu
if grep -n 'cuda' project/src/vecops.cu project/tests/test_vecops.cu; then
  echo "CUDA left in the translated sources" >&2
  exit 1
fi

# 2. The toolchain: ROCm's when there is one, else Debian's, adjusted.
. "$HERE/hip_cmake_toolchain.sh"

# 3. Configure and build. The targets come from the migrated CMakeLists.
cmake -S project -B build -G Ninja "$@" -DCMAKE_HIP_FLAGS="$FLAGS" > configure.log 2>&1 ||
  { cat configure.log; exit 1; }
grep -q -- '--offload-arch=gfx942' build/build.ninja
cmake --build build

# 4. The programs hold gfx942 code objects with their kernels (the section
#    is one offload bundle per translation unit, one after the other).
check() { # EXE KERNEL...
  exe=$1
  shift
  "$LLVM_BIN/llvm-objcopy" --dump-section .hip_fatbin=fatbin.o "$exe" /dev/null
  "$LLVM_BIN/clang-offload-bundler" --list --type=o --input=fatbin.o > targets.txt
  grep -q 'hipv4-amdgcn-amd-amdhsa--gfx942' targets.txt
  for k in "$@"; do
    grep -a -q "$k" fatbin.o || { echo "$exe: no kernel $k for gfx942" >&2; exit 1; }
  done
}
check build/vecops_demo saxpyKernel blockSumKernel
check build/tests/test_vecops saxpyKernel blockSumKernel 4fill
echo "migrated, translated and built for gfx942: build/vecops_demo, build/tests/test_vecops"
