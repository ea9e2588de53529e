#!/usr/bin/env bash
# tests/hip_oracle.sh VER MODE ARGS...: compiles a translation for gfx942
# against the ROCm VER header tree of ../shared/rocm (hipcc-oracle), as the
# lit substitutions %hip-device/%hip-host (7.13) and %hip63-device/%hip63-host
# (6.3.3, with its math libraries) do. MODE is --device or --host. ARGS are
# clang flags and the file, in any order: the last argument that names an
# existing file (not the value of -o) is the one compiled (hipcc-oracle
# wants it first). Warnings
# are off (-w): the question is whether it compiles. VER may be RT+LIBS
# (7.13+6.3.3: the 7.13 runtime headers with the 6.3.3 library headers, the
# oracle's --libs; a probe only, see ../shared/rocm/README.md).
set -u
ver="$1"; mode="$2"; shift 2
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
oracle="${HIPCC_ORACLE:-$here/../../shared/rocm/hipcc-oracle}"
if [ ! -x "$oracle" ]; then
  echo "hip_oracle.sh: no compile oracle at $oracle (../shared/rocm beside the checkout)" >&2
  exit 2
fi
file=""; rest=(); prev=""
for a in "$@"; do
  # The value of -o is an output, even where an earlier run left that file.
  if [ "$prev" != -o ] && [ -f "$a" ] && [[ "$a" != -* ]]; then
    [ -n "$file" ] && rest+=("$file")
    file="$a"
  else
    rest+=("$a")
  fi
  prev="$a"
done
[ -n "$file" ] || { echo "hip_oracle.sh: no file to compile in: $*" >&2; exit 2; }
out=()
[ "$mode" = --device ] && out=(-o /dev/null)
libs=()
if [[ "$ver" == *+* ]]; then libs=(--libs "${ver#*+}"); ver="${ver%%+*}"; fi
exec "$oracle" --rocm "$ver" "${libs[@]}" "$mode" "$file" -w "${out[@]}" "${rest[@]}"
