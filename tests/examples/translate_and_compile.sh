#!/usr/bin/env bash
# Translates one bundled example (and the headers it shares) with cuda2hip,
# then compiles the result for MI300X (gfx942) with clang: device code to an
# object, host code to a syntax check. clang's HIP compile is the oracle: it
# shares nothing with our tables. With ROCM=7.13 or ROCM=6.3.3 in the
# environment the headers are that ROCm's (../shared/rocm, through
# tests/hip_oracle.sh); else the installed HIP headers (Debian's 5.2.3).
#
# usage: [ROCM=VER] translate_and_compile.sh CUDA2HIP CLANG EXAMPLES_DIR OUT_DIR NAME [CUDA2HIP_ARGS...]
set -euo pipefail
tool=$1 clang=$2 src=$3 out=$4 name=$5
oracle="$(cd "$(dirname "$0")/.." && pwd)/hip_oracle.sh"
shift 5
mkdir -p "$out/$name"
cd "$src"
# Headers first (each translated on its own), then the example.
while IFS= read -r h; do
  mkdir -p "$out/$name/$(dirname "$h")"
  rc=0; "$tool" "$h" -o "$out/$name/$h" "$@" || rc=$?
  if [ "$rc" -ne 0 ] && [ "$rc" -ne 1 ]; then echo "cuda2hip failed on $h (exit $rc)"; exit 1; fi
done < <(find . -name '*.cuh' | sed 's|^\./||')
rc=0; "$tool" "$name.cu" -o "$out/$name/$name.cu" "$@" || rc=$?
if [ "$rc" -ne 0 ] && [ "$rc" -ne 1 ]; then echo "cuda2hip failed on $name.cu (exit $rc)"; exit 1; fi
# Residue check outside comments (// ..., and " * " lines of block comments).
if sed -e 's|//.*||' -e 's|^ *\*.*||' "$out/$name/$name.cu" | grep -nE '\bcuda[A-Z][A-Za-z0-9_]*\('; then
  echo "CUDA runtime calls left in the translation of $name.cu"; exit 1
fi
if [ -n "${ROCM:-}" ]; then
  # ../shared/rocm/7.13 is the HIP runtime alone: a translation that needs a
  # math library cannot be checked there (exit 77: skipped, said why).
  if [[ "$ROCM" == 7* ]] && lib=$(grep -ohE '#include <(hiprand|rocrand|hipblas|hipblaslt|hipcub|rocprim|thrust|hipfft|hipsolver|hipsparse|miopen|rccl)[/.][^>]*>' "$out/$name/$name.cu" | head -1) && [ -n "$lib" ]; then
    echo "$name: not compiled against ROCm $ROCM: its tree has no library headers ($lib)"
    exit 77
  fi
  "$oracle" "$ROCM" --device "$out/$name/$name.cu" -I "$out/$name"
  "$oracle" "$ROCM" --host "$out/$name/$name.cu" -I "$out/$name"
  echo "$name: translated and compiled for gfx942 against ROCm $ROCM"
  exit 0
fi
flags=(-x hip --offload-arch=gfx942 -nogpulib -std=c++17 -I "$out/$name")
"$clang" "${flags[@]}" --cuda-device-only -fgpu-rdc -Xclang -emit-obj -c \
  "$out/$name/$name.cu" -o "$out/$name/$name.gfx942.o"
"$clang" "${flags[@]}" --cuda-host-only -fsyntax-only "$out/$name/$name.cu"
echo "$name: translated and compiled for gfx942"
