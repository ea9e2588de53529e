#!/usr/bin/env bash
# Quick start 1: install, build, translate the bundled examples/ to
# build/examples-hip/ and print a summary of what was translated.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
bash scripts/build.sh
out=build/examples-hip
rm -rf "$out"
mkdir -p "$out"
files=0; clean=0; warned=0; failed=0
cd examples
while IFS= read -r f; do
  files=$((files + 1))
  mkdir -p "../$out/$(dirname "$f")"
  rc=0
  ../build/bin/cuda2hip "$f" -o "../$out/$f" 2>>"../$out/diagnostics.txt" || rc=$?
  case $rc in
    0) clean=$((clean + 1)) ;;
    1) warned=$((warned + 1)) ;;
    *) failed=$((failed + 1)); echo "  $f: exit $rc" ;;
  esac
done < <(find . -name '*.cu' -o -name '*.cuh' | sed 's|^\./||' | sort)
cd ..
cp examples/README.md "$out/" 2>/dev/null || true
echo
echo "cuda2hip: translated $files files from examples/ into $out/"
echo "  clean: $clean   with warnings: $warned   failed: $failed"
echo "  diagnostics: $out/diagnostics.txt ($(grep -c 'warning:' "$out/diagnostics.txt" || true) warnings)"
echo "  e.g.: diff -u examples/vector_add.cu $out/vector_add.cu"
[ "$failed" -eq 0 ]
