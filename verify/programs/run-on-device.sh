#!/usr/bin/env bash
# Runs `verify --backend nvidia`'s steps on an NVIDIA machine that has nvcc but
# no clang 19 (so no cuda2hip): for every program of examples/ and
# verify/programs/, build the CUDA original and its translation (made
# beforehand on the build machine and committed under hip-6.3/, see
# README.md here) against verify/hip-on-cuda with nvcc, run both, compare the
# outputs (scripts/compare_outputs.py), and print one table.
#
# usage: verify/programs/run-on-device.sh [OUT_DIR]
#   OUT_DIR (default $OUT, else /tmp/run-on-device) receives table.txt,
#   log.txt and references.tgz (examples/ and programs/: NAME/stdout,
#   NAME/exit_code, the layout of examples/references).
#   env: NVCC, ARCH, JOBS as for scripts/record-references.sh
# Exit 0 when every CUDA original passes and every translation matches it.
set -u
root=$(cd "$(dirname "$0")/../.." && pwd)
final=${1:-${OUT:-/tmp/run-on-device}}
mkdir -p "$final"
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
nvcc=${NVCC:-/usr/local/cuda/bin/nvcc}
if [ ! -x "$nvcc" ]; then
  nvcc=$(command -v nvcc || true)
fi
if [ -z "$nvcc" ]; then
  echo "no nvcc (set NVCC)"; exit 2
fi
export NVCC=$nvcc
{
  echo "repository: $(git -C "$root" log -1 --oneline 2>/dev/null || echo '(no git)')"
  "$nvcc" --version | tail -n2
  nvidia-smi -L 2>&1 | head -n2
} | tee "$out/log.txt"

status=0
for set in examples programs; do
  if [ "$set" = examples ]; then
    src=$root/examples hip=$root/verify/programs/hip-6.3/examples
  else
    src=$root/verify/programs hip=$root/verify/programs/hip-6.3/programs
  fi
  if [ ! -d "$hip" ]; then
    echo "$set: no translations in $hip" | tee -a "$out/log.txt"; status=1; continue
  fi
  bash "$root/scripts/record-references.sh" "$src" "$out/$set" "$hip" > "$out/$set.log" 2>&1 || status=1
  cat "$out/$set.log" >> "$out/log.txt"
done

# One line per program: the lines of record-references.sh that start with NAME:.
{
  printf '%-32s %-10s %-8s %-14s %s\n' set/program "CUDA" "HIP" "HIP vs CUDA" detail
  for set in examples programs; do
    [ -f "$out/$set.log" ] || continue
    if [ "$set" = examples ]; then src=$root/examples; else src=$root/verify/programs; fi
    for f in "$src"/*.cu; do
      name=$(basename "$f" .cu)
      line=$(grep -m1 "^$name: " "$out/$set.log")
      [ -z "$line" ] && line="$name: (no result)"
      cuda=$(echo "$line" | sed -n 's/^[^:]*: CUDA exit \([0-9]*\).*/exit \1/p')
      [ -z "$cuda" ] && cuda="no build"
      case "$line" in
        *"same output"*) hipb=built; cmp=match; det=$(echo "$line" | sed -n 's/.*same output (\(.*\))$/\1/p') ;;
        *DIFFERS*) hipb=built; cmp=DIFFERS; det=$(echo "$line" | sed -n 's/.*DIFFERS (\(.*\))$/\1/p') ;;
        *"does not build"*) hipb=NO; cmp=-; det="translation does not build" ;;
        *"no translation"*) hipb=-; cmp=-; det="no translation" ;;
        *"nvcc failed"*) hipb=-; cmp=-; det="CUDA original does not build" ;;
        *) hipb=?; cmp=?; det=$line ;;
      esac
      printf '%-32s %-10s %-8s %-14s %s\n' "$set/$name" "$cuda" "$hipb" "$cmp" "$det"
    done
  done
} | tee "$out/table.txt"
built=$(grep -c ' built ' "$out/table.txt")
matched=$(grep -c ' match ' "$out/table.txt")
total=$(($(wc -l < "$out/table.txt") - 1))
echo "$total program(s): $built translation(s) built, $matched match their CUDA original" |
  tee -a "$out/table.txt"
(cd "$out" && tar czf "$final/references.tgz" examples programs log.txt table.txt 2>/dev/null)
cp "$out/log.txt" "$out/table.txt" "$final/"
exit $status
