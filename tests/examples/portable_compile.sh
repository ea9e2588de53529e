#!/usr/bin/env bash
# --portable: translates one bundled example (and the headers it shares) into
# one source for both platforms plus its compatibility header, then compiles
# the result with nvcc for sm_90 (host and device) and with clang for MI300X
# (gfx942: device object, host syntax check) against the installed HIP
# headers. Exit 77 (skipped) when nvcc is missing.
#
# usage: portable_compile.sh CUDA2HIP CLANG NVCC EXAMPLES_DIR OUT_DIR NAME [CUDA2HIP_ARGS...]
set -euo pipefail
tool=$1 clang=$2 nvcc=$3 src=$4 out=$5 name=$6
shift 6
if ! [ -x "$nvcc" ]; then echo "no nvcc at $nvcc: skipped"; exit 77; fi
rm -rf "${out:?}/$name"
mkdir -p "$out/$name"
header="$out/$name/gpu_portability.h"
cd "$src"
run() { # input output args...
  local in=$1 to=$2 rc=0
  shift 2
  # compiled below against the installed HIP (Debian's 5.2.3): target it.
  "$tool" "$in" -o "$to" --hip-version 5.2 --portable-header "$header" "$@" 2>>"$out/$name/cuda2hip.err" || rc=$?
  if [ "$rc" -ne 0 ] && [ "$rc" -ne 1 ]; then
    echo "cuda2hip failed on $in (exit $rc)"; cat "$out/$name/cuda2hip.err"; exit 1
  fi
}
while IFS= read -r h; do
  mkdir -p "$out/$name/$(dirname "$h")"
  run "$h" "$out/$name/$h" "$@"
done < <(find . -name '*.cuh' | sed 's|^\./||')
run "$name.cu" "$out/$name/$name.cu" "$@"
# One include of the header replaced the CUDA includes.
if grep -nE '^#include <(cuda_runtime|cuda|curand_kernel|cuda_fp16|cooperative_groups)\.h>' \
     "$out/$name/$name.cu"; then
  echo "CUDA includes left in $name.cu"; exit 1
fi
grep -q 'gpu_portability.h"' "$out/$name/$name.cu" || { echo "no include of the header"; exit 1; }
# nvcc: host and device code.
"$nvcc" -std=c++17 -arch=sm_90 -c "$out/$name/$name.cu" -o "$out/$name/$name.sm_90.o"
# clang for gfx942: the HIP side must not reach a CUDA header.
flags=(-x hip --offload-arch=gfx942 -nogpulib -std=c++17 -I "$out/$name")
"$clang" "${flags[@]}" --cuda-device-only -fgpu-rdc -Xclang -emit-obj -c \
  "$out/$name/$name.cu" -o "$out/$name/$name.gfx942.o"
"$clang" "${flags[@]}" --cuda-host-only -fsyntax-only -H "$out/$name/$name.cu" \
  2> "$out/$name/includes.txt"
if grep -E '(cuda_runtime|cuda_runtime_api|curand_kernel|cuda_fp16)\.h$' "$out/$name/includes.txt"; then
  echo "the HIP side of $name.cu included CUDA headers"; exit 1
fi
echo "$name: portable ($*) compiled with nvcc (sm_90) and clang (gfx942)"
