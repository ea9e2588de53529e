#!/usr/bin/env bash
# Runs the warp-level programs of verify/wave64 as CUDA on an NVIDIA GPU
# (32-lane warps): every original in programs/ and every `lint --fix` output
# in fixed/ must PASS there (the fixes keep the CUDA behaviour). Prints one
# PASS/FAIL line per program and a summary; exit 1 if any fails.
#   verify/wave64/run_nvidia.sh [ARCH]        (default sm_90; needs nvcc)
set -u
here=$(cd "$(dirname "$0")" && pwd)
arch=${1:-sm_90}
nvcc=${NVCC:-$(command -v nvcc || echo /usr/local/cuda/bin/nvcc)}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
srcs=("$here"/programs/*.cu "$here"/fixed/*.cu)
# Compile in parallel (one nvcc per core), then run one at a time.
i=0
for s in "${srcs[@]}"; do
  [ -f "$s" ] || continue
  tag=$(basename "$(dirname "$s")")/$(basename "$s" .cu)
  exe="$work/${tag//\//_}"
  ( "$nvcc" -O2 -arch="$arch" -o "$exe" "$s" > "$exe.log" 2>&1 || echo "nvcc failed" >> "$exe.log" ) &
  i=$((i + 1))
  if [ $((i % $(nproc))) -eq 0 ]; then wait; fi
done
wait
pass=0 fail=0
for s in "${srcs[@]}"; do
  [ -f "$s" ] || continue
  tag=$(basename "$(dirname "$s")")/$(basename "$s" .cu)
  exe="$work/${tag//\//_}"
  if [ ! -x "$exe" ]; then
    echo "FAIL $tag (build)"; sed -n 1,20p "$exe.log"; fail=$((fail + 1)); continue
  fi
  out=$(timeout 60 "$exe" 2>&1); rc=$?
  if [ $rc -eq 0 ] && grep -q '^PASS' <<<"$out"; then
    echo "PASS $tag: $out"; pass=$((pass + 1))
  else
    echo "FAIL $tag (exit $rc): $out"; fail=$((fail + 1))
  fi
done
echo "wave64 on NVIDIA ($arch): $pass PASS, $fail FAIL"
[ $fail -eq 0 ]
