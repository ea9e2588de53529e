# Sourced by the end-to-end scripts that build a migrated CMake project with
# CMake's HIP language and clang for gfx942. Needs LLVM_BIN and WORK; sets
# the positional parameters to the cmake -D options and FLAGS to the HIP
# flags.
#
# A ROCm install (/opt/rocm) builds as it is. Debian 12's HIP 5.2 packages
# need two adjustments, made here and not in the project: CMake's HIP
# language wants a ROCm-layout folder (<root>/lib/cmake/hip-lang; Debian's
# config also adds -isystem /usr/include, which breaks libstdc++), and the
# device libraries have no gfx942 file (it is the gfx940 one with
# __oclc_ISA_version 9402: the same fix lib/Verify makes for `cuda2hip verify`);
# and compiler-rt's builtins may be missing for clang-19 (below).
set -- -DCMAKE_HIP_COMPILER="$LLVM_BIN/clang++" -DCMAKE_CXX_COMPILER="$LLVM_BIN/clang++"
FLAGS="-Wno-unused-result"
if [ ! -f /opt/rocm/lib/cmake/hip-lang/hip-lang-config.cmake ]; then
  mkdir -p "$WORK/rocm/lib/cmake/hip-lang"
  cat > "$WORK/rocm/lib/cmake/hip-lang/hip-lang-config.cmake" <<'CMAKE'
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
    mkdir -p "$WORK/devlibs"
    for f in "$SYSLIBS"/*.bc; do ln -sf "$f" "$WORK/devlibs/"; done
    "$LLVM_BIN/llvm-dis" "$SYSLIBS/oclc_isa_version_940.bc" -o - |
      sed 's/i32 9400/i32 9402/' | "$LLVM_BIN/llvm-as" -o "$WORK/devlibs/oclc_isa_version_942.bc"
    FLAGS="$FLAGS --rocm-device-lib-path=$WORK/devlibs"
  fi
fi
# Debian's hip-config links compiler-rt's builtins (for _Float16); clang-19
# may come without them (no libclang-rt-19-dev): an older clang's do.
if ! ls "$LLVM_BIN"/../lib/clang/*/lib/*/libclang_rt.builtins* > /dev/null 2>&1; then
  for rt in /usr/lib/llvm-*/lib/clang/*/lib/linux/libclang_rt.builtins-x86_64.a; do
    if [ -f "$rt" ]; then
      set -- "$@" -DCLANGRT_BUILTINS="$rt"
      break
    fi
  done
fi
