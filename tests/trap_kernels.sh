#!/usr/bin/env bash
# tests/trap_kernels.sh OBJ: the kernels of the AMDGPU object OBJ whose code
# reduces to a trap, one a line; exit status 1 when there is one. The rule
# is lib/Verify/Traps.cpp's (cuda2hip verify): from a kernel's first
# instruction, an s_trap, or a call of a function that reduces to one,
# before any branch or s_endpgm (printf's calls are calls, not branches;
# HIP's abort() is a weak function, called).
set -u
objdump="${LLVM_OBJDUMP:-$(command -v llvm-objdump-19 || echo /usr/lib/llvm-19/bin/llvm-objdump)}"
kernels=$("$objdump" -t "$1" | awk '$NF ~ /\.kd$/ { sub(/\.kd$/, "", $NF); print $NF }') || exit 2
"$objdump" -d -r "$1" | awk -v K="$kernels" '
BEGIN { n = split(K, a, "\n"); for (i = 1; i <= n; i++) kernel[a[i]] = 1 }
/^[0-9a-f]+ <.*>:$/ { name = substr($2, 2, length($2) - 3); done = 0; reloc = ""; names[name] = 1; next }
done || NF == 0 { next }
/R_AMDGPU_/ { reloc = $NF; sub(/[+-].*/, "", reloc); next }
$1 ~ /^s_swappc/ || $1 ~ /^s_call/ { calls[name] = calls[name] " " reloc; next }
$1 == "s_trap" { trap[name] = 1; done = 1; next }
$1 ~ /^s_cbranch/ || $1 == "s_branch" || $1 == "s_endpgm" || $1 ~ /^s_setpc/ { done = 1 }
END {
  for (changed = 1; changed; ) {
    changed = 0
    for (f in names) {
      if (f in trap) continue
      m = split(calls[f], c, " ")
      for (i = 1; i <= m; i++) if (c[i] in trap) { trap[f] = 1; changed = 1; break }
    }
  }
  for (f in trap) if (f in kernel) { print f; bad = 1 }
  exit bad
}'
