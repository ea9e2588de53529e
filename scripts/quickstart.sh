#!/usr/bin/env bash
# Quick start 1: install, build the cuda2hip tool (only the tool: not the unit
# tests and fuzz replays, see scripts/run-tests.sh), translate the bundled
# examples/ tree to build/examples-hip/ (tree mode: every file once, in
# parallel) and print the summary and what to do next.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
jobs=$(nproc)
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build -j "$jobs" --target cuda2hip
out=build/examples-hip
rm -rf "$out"
rc=0
build/bin/cuda2hip convert examples --out-dir "$out" --report "$out.report.md" 2> "$out.log" || rc=$?
grep -E '^[^ \[].*(warning|error|note): |^cuda2hip convert|^  [a-z]|^    [-0-9(]' "$out.log" | tail -n 40 || true
# The migration report's summary and API families (the whole: $out.report.md).
sed -n '/^## Summary/,/^## Translation units/p' "$out.report.md" | sed '$d' || true
bin=$(cd build/bin && pwd)/cuda2hip
cat <<EOF

cuda2hip: examples/ translated into $out/ (exit $rc: 0 clean, 1 warnings, 4 some files only by the token engine)
  full log:   $out.log
  report:     $out.report.md (per file: engine and why, edits by API family,
              what is left by hand; --report X.html or X.json for the others)
  e.g.:       diff -u examples/vector_add.cu $out/vector_add.cu

The tool:     $bin
  install:    cmake --install build --prefix ~/.local    (then ~/.local/bin/cuda2hip;
              or --prefix /usr/local as root; the CMake module goes to lib/cmake/cuda2hip)
Your tree (docs/tree-mode.md):
  cuda2hip convert path/to/project --out-dir path/to/project-hip   # sources, headers, CMake files, scripts
  cd path/to/project-hip && cuda2hip check . --against ../project  # the CI gate: exit 0 when nothing is left
  cuda2hip lint path/to/project                                     # what translation cannot fix (wave64, PTX, ...)
The test suite: bash scripts/run-tests.sh (builds everything else, runs ctest).
EOF
# 0 clean, 1 warnings (unsupported APIs kept, listed above), 4 token engine
# used (the PyTorch example: PyTorch is not installed here). 2/3: a failure.
case $rc in 0|1|4) exit 0 ;; *) exit "$rc" ;; esac
