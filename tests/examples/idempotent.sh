#!/usr/bin/env bash
# Idempotence over a whole tree: translate every .cu/.cuh of SRC_DIR into
# OUT/once, translate OUT/once into OUT/twice, and require both trees to be
# byte-identical (and the second run to succeed).
#
# usage: idempotent.sh CUDA2HIP SRC_DIR OUT_DIR
set -euo pipefail
tool=$1 src=$2 out=$3
rm -rf "$out"
translate() { # from to
  (cd "$1" && find . -name '*.cu' -o -name '*.cuh' | sed 's|^\./||' | sort) |
  while IFS= read -r f; do
    mkdir -p "$2/$(dirname "$f")"
    rc=0; (cd "$1" && "$tool" "$f" -o "$2/$f" 2>>"$2.err") || rc=$?
    # 4: translated by the token engine (PyTorch sources without PyTorch).
    if [ "$rc" -gt 1 ] && [ "$rc" -ne 4 ]; then echo "$1/$f: exit $rc"; cat "$2.err"; exit 1; fi
  done
}
mkdir -p "$out"
translate "$src" "$out/once"
translate "$out/once" "$out/twice"
diff -ru "$out/once" "$out/twice"
echo "$(find "$out/once" -type f | wc -l) files: idempotent"
