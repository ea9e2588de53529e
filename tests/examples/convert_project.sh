#!/bin/sh
# End to end, one command: a CMake CUDA project (examples/cmake-project-cuda:
# an include folder, a library, a program, a test in a subfolder) with an old
# build folder inside is ported by `cuda2hip convert` alone -- sources,
# headers and CMake files, no compile database, no -I -- then configured
# and built by CMake's HIP language with clang for gfx942, and `cuda2hip
# check --against` passes on the result from inside the repository, with
# relative paths (docs/tree-mode.md, "Porting a CMake project in one
# command").
#
#   convert_project.sh CUDA2HIP LLVM_BIN EXAMPLE_DIR WORK_DIR
set -eu
CUDA2HIP=$1 LLVM_BIN=$2 EXAMPLE=$3 WORK=$4
HERE=$(cd "$(dirname "$0")" && pwd)

rm -rf "$WORK"
mkdir -p "$WORK/repo"
cp -r "$EXAMPLE" "$WORK/repo/cuda"
# An old in-tree CMake build folder, as users have them.
mkdir -p "$WORK/repo/cuda/build/CMakeFiles/3.25.1/CompilerIdCUDA"
printf 'CMAKE_CUDA_COMPILER:FILEPATH=/usr/local/cuda/bin/nvcc\n' > "$WORK/repo/cuda/build/CMakeCache.txt"
printf 'int main() { return 0; }\n' > "$WORK/repo/cuda/build/CMakeFiles/3.25.1/CompilerIdCUDA/CMakeCUDACompilerId.cu"
cd "$WORK/repo"

# 1. One command. No error, no token engine; the include folder found.
"$CUDA2HIP" convert cuda --out-dir hip 2> convert.log || { cat convert.log; exit 1; }
cat convert.log
if grep -E 'error|file not found|token engine' convert.log; then
  echo "convert printed an error or fell back to the token engine" >&2
  exit 1
fi
grep -A1 'include folders added' convert.log | grep -q ' include: '
grep -q 'build files\? migrated' convert.log
grep -q 'project(vecops VERSION 1.0 LANGUAGES CXX HIP)' hip/CMakeLists.txt
grep -q 'LANGUAGE HIP' hip/CMakeLists.txt
grep -q '#include <hip/hip_runtime.h>' hip/src/vecops.cu
if grep -n 'cuda' hip/src/vecops.cu hip/tests/test_vecops.cu hip/include/vecops.h; then
  echo "CUDA left in the translated sources" >&2
  exit 1
fi

# 2. Configure and build for gfx942 (outside the HIP tree).
. "$HERE/hip_cmake_toolchain.sh"
cmake -S hip -B "$WORK/build" -G Ninja "$@" -DCMAKE_HIP_FLAGS="$FLAGS" > "$WORK/configure.log" 2>&1 ||
  { cat "$WORK/configure.log"; exit 1; }
grep -q -- '--offload-arch=gfx942' "$WORK/build/build.ninja"
cmake --build "$WORK/build"
test -x "$WORK/build/vecops_demo"
test -x "$WORK/build/tests/test_vecops"

# 3. The gate, from inside the repository, relative paths: nothing left, no
#    drift, every file parsed.
"$CUDA2HIP" check hip --against cuda
# ... and it fails when the HIP tree drifts from its CUDA source.
printf '// edited by hand\n' >> hip/src/vecops.cu
if "$CUDA2HIP" check hip --against cuda > drift.log 2>&1; then
  cat drift.log
  echo "check passed on a drifted tree" >&2
  exit 1
fi
grep -q 'cuda2hip-drift' drift.log
echo "converted in one command, built for gfx942 and checked: $WORK/build/vecops_demo"
