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
# A ROCm install (/opt/rocm) builds as it is. Debian 12's HIP 5.2 packages
# need two adjustments, made here and not in the project: CMake's HIP
# language wants a ROCm-layout folder (<root>/lib/cmake/hip-lang; Debian's
# config also adds -isystem /usr/include, which breaks libstdc++), and the
# device libraries have no gfx942 file (it is the gfx940 one with
# __oclc_ISA_version 9402: the same fix lib/Verify makes for `cuda2hip verify`).
set -eu
CUDA2HIP=$1 LLVM_BIN=$2 EXAMPLE=$3 WORK=$4

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
set -- -DCMAKE_HIP_COMPILER="$LLVM_BIN/clang++" -DCMAKE_CXX_COMPILER="$LLVM_BIN/clang++"
FLAGS="-Wno-unused-result"
if [ ! -f /opt/rocm/lib/cmake/hip-lang/hip-lang-config.cmake ]; then
  mkdir -p rocm/lib/cmake/hip-lang
  cat > rocm/lib/cmake/hip-lang/hip-lang-config.cmake <<'CMAKE'
# What CMake's HIP language needs of a ROCm install, for Debian's packages.
set(HIP_COMPILER "clang")
set(HIP_RUNTIME "rocclr")
if(NOT TARGET hip-lang::device)
  find_library(_c2h_amdhip64 amdhip64 REQUIRED
    PATHS /usr/lib/x86_64-linux-gnu /usr/lib/aarch64-linux-gnu /usr/lib64 /usr/lib)
  add_library(hip-lang::amdhip64 SHARED IMPORTED)
  set_target_properties(hip-lang::amdhip64 PROPERTIES
    IMPORTED_LOCATION "${_c2h_amdhip64}"
    INTERFACE_COMPILE_DEFINITIONS "$<$<COMPILE_LANGUAGE:HIP>:__HIP_ROCclr__=1>")
  add_library(hip-lang::host INTERFACE IMPORTED)
  set_target_properties(hip-lang::host PROPERTIES INTERFACE_LINK_LIBRARIES hip-lang::amdhip64)
  add_library(hip-lang::device INTERFACE IMPORTED)
  set_target_properties(hip-lang::device PROPERTIES
    INTERFACE_LINK_LIBRARIES hip-lang::host
    INTERFACE_LINK_OPTIONS "$<$<LINK_LANGUAGE:HIP>:--hip-link>")
endif()
set(_CMAKE_HIP_DEVICE_RUNTIME_TARGET "hip-lang::device")
CMAKE
  set -- "$@" -DCMAKE_HIP_COMPILER_ROCM_ROOT="$WORK/rocm"
  SYSLIBS=/usr/lib/x86_64-linux-gnu/amdgcn/bitcode
  if [ ! -f "$SYSLIBS/oclc_isa_version_942.bc" ]; then
    mkdir -p devlibs
    for f in "$SYSLIBS"/*.bc; do ln -sf "$f" devlibs/; done
    "$LLVM_BIN/llvm-dis" "$SYSLIBS/oclc_isa_version_940.bc" -o - |
      sed 's/i32 9400/i32 9402/' | "$LLVM_BIN/llvm-as" -o devlibs/oclc_isa_version_942.bc
    FLAGS="$FLAGS --rocm-device-lib-path=$WORK/devlibs"
  fi
fi

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
