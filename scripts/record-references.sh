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
# A program that needs libraries names them on a line `// link: -lcublas ...`
# (verify/programs/*.cu); both the CUDA original and its translation are
# linked with them (HIP's libraries are the CUDA ones under the layer).
# Every program is built first, JOBS at a time (default: the number of
# cores), then they run one after the other.
#
# usage: scripts/record-references.sh EXAMPLES_DIR OUT_REFERENCES_DIR [HIP_DIR]
#   env: NVCC (default /usr/local/cuda/bin/nvcc), ARCH (default native), JOBS
set -u
examples=$1 refs=$2 hipdir=${3:-}
nvcc=${NVCC:-/usr/local/cuda/bin/nvcc}
arch=${ARCH:-native}
jobs=${JOBS:-$(nproc 2>/dev/null || echo 4)}
here=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$refs"
status=0

links() { sed -n 's|^// link: *||p' "$1" | head -n1 | sed 's/(none)//'; }

# Builds NAME.cuda (and NAME.hip) into $work; NAME.err / NAME.hip.err on failure.
build_one() {
  src=$1
  name=$(basename "$src" .cu)
  lib=$(links "$src")
  # shellcheck disable=SC2086
  "$nvcc" -arch="$arch" -std=c++17 -I"$examples" -x cu "$src" -o "$work/$name.cuda" $lib \
    2> "$work/$name.err" || touch "$work/$name.cuda.failed"
  if [ -n "$hipdir" ] && [ -f "$hipdir/$name.cu" ]; then
    # shellcheck disable=SC2086
    "$nvcc" -arch="$arch" -std=c++17 -I"$here/verify/hip-on-cuda/include" \
      -I"$hipdir" -x cu "$hipdir/$name.cu" -o "$work/$name.hip" $lib \
      2> "$work/$name.hip.err" || touch "$work/$name.hip.failed"
  fi
}

running=0
for src in "$examples"/*.cu; do
  build_one "$src" &
  running=$((running + 1))
  if [ "$running" -ge "$jobs" ]; then
    wait -n 2>/dev/null || wait
    running=$((running - 1))
  fi
done
wait

for src in "$examples"/*.cu; do
  name=$(basename "$src" .cu)
  if [ -e "$work/$name.cuda.failed" ]; then
    echo "$name: nvcc failed"; head -20 "$work/$name.err"; status=1; continue
  fi
  mkdir -p "$refs/$name"
  (cd "$work" && timeout 300 "./$name.cuda" > "$refs/$name/stdout" 2> "$work/$name.stderr")
  code=$?
  echo "$code" > "$refs/$name/exit_code"
  line="$name: CUDA exit $code, $(tail -n1 "$refs/$name/stdout")"
  if [ -n "$hipdir" ] && [ -f "$hipdir/$name.cu" ]; then
    if [ ! -e "$work/$name.hip.failed" ]; then
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
      grep -m5 -i "error" "$work/$name.hip.err" | cut -c1-400
    fi
  elif [ -n "$hipdir" ]; then
    line="$line; no translation in $hipdir"; status=1
  fi
  echo "$line"
done
exit $status
