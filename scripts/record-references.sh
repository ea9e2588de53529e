#!/usr/bin/env bash
# Records examples/references on an NVIDIA machine where cuda2hip itself is not
# built (no clang 19 there): the same steps as `cuda2hip verify --record`
# (lib/Verify/Verify.cpp: nvcc -arch=ARCH -std=c++17 -I<source dir> -x cu),
# then the same reference layout (NAME/stdout, NAME/exit_code; see
# lib/Verify/Reference.cpp).
#
# With HIP_DIR (the examples tree translated beforehand by `cuda2hip convert`), it
# also builds each translation against verify/hip-on-cuda with nvcc, runs it
# on the NVIDIA GPU and compares its output with the reference: the
# translated kernels run, not only the originals.
#
# usage: scripts/record-references.sh EXAMPLES_DIR OUT_REFERENCES_DIR [HIP_DIR]
#   env: NVCC (default /usr/local/cuda/bin/nvcc), ARCH (default native)
set -u
examples=$1 refs=$2 hipdir=${3:-}
nvcc=${NVCC:-/usr/local/cuda/bin/nvcc}
arch=${ARCH:-native}
here=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$refs"
status=0
for src in "$examples"/*.cu; do
  name=$(basename "$src" .cu)
  if ! "$nvcc" -arch="$arch" -std=c++17 -I"$examples" -x cu "$src" -o "$work/$name.cuda" 2> "$work/$name.err"; then
    echo "$name: nvcc failed"; cat "$work/$name.err"; status=1; continue
  fi
  mkdir -p "$refs/$name"
  (cd "$work" && timeout 300 "./$name.cuda" > "$refs/$name/stdout" 2> "$work/$name.stderr")
  code=$?
  echo "$code" > "$refs/$name/exit_code"
  line="$name: CUDA exit $code, $(tail -n1 "$refs/$name/stdout")"
  if [ -n "$hipdir" ] && [ -f "$hipdir/$name.cu" ]; then
    if "$nvcc" -arch="$arch" -std=c++17 -I"$here/verify/hip-on-cuda/include" \
         -I"$hipdir" -x cu "$hipdir/$name.cu" -o "$work/$name.hip" 2> "$work/$name.hip.err"; then
      (cd "$work" && timeout 300 "./$name.hip" > "$work/$name.hip.out" 2>&1)
      hcode=$?
      if cmp=$(python3 "$here/scripts/compare_outputs.py" "$refs/$name/stdout" "$work/$name.hip.out") && [ "$hcode" = "$code" ]; then
        line="$line; translation on NVIDIA: exit $hcode, $(tail -n1 "$work/$name.hip.out"), same output ($cmp)"
      else
        line="$line; translation on NVIDIA: DIFFERS (exit $hcode: $cmp)"; status=1
        diff "$refs/$name/stdout" "$work/$name.hip.out" | head -20
      fi
    else
      line="$line; translation does not build with hip-on-cuda"; status=1
      head -20 "$work/$name.hip.err"
    fi
  fi
  echo "$line"
done
exit $status
