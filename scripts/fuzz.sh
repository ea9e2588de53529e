#!/usr/bin/env bash
# A fuzzing campaign over the libFuzzer targets (tests/fuzz): builds them with
# clang-19, ASan and UBSan in build-fuzz/, then runs each for RUNS executions
# (default 10,000,000) starting from the checked-in corpus, with a per-input
# time limit; new crashes and timeouts are written to build-fuzz/findings/.
# usage: scripts/fuzz.sh [RUNS] [TARGET...]   (targets: TokenEngine Mapping Rules Translate)
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-10000000}
shift || true
targets=("$@")
[ ${#targets[@]} -eq 0 ] && targets=(TokenEngine Mapping Rules Translate)
cmake -S . -B build-fuzz -G Ninja -DCMAKE_CXX_COMPILER=clang++-19 \
  -DCUDA2HIP_FUZZ=ON -DCMAKE_BUILD_TYPE=RelWithDebInfo > /dev/null
ninja -C build-fuzz "${targets[@]/#/cuda2hip-fuzz-}"
mkdir -p build-fuzz/findings
for t in "${targets[@]}"; do
  work=build-fuzz/corpus-$t
  mkdir -p "$work"
  echo "== $t: $runs runs"
  # Translate: a file clang crashes on is recovered from, leaving clang's
  # state unfreed; leaks are not counted for it (docs/reliability.md).
  ASAN_OPTIONS=$([ "$t" = Translate ] && echo detect_leaks=0) \
  build-fuzz/bin/cuda2hip-fuzz-$t -runs="$runs" -timeout=30 -max_len=65536 \
    $([ "$t" = Translate ] && echo -detect_leaks=0) \
    -artifact_prefix=build-fuzz/findings/$t- -print_final_stats=1 \
    "$work" tests/fuzz/corpus/$t $([ "$t" = TokenEngine ] || [ "$t" = Translate ] && echo examples tests/golden) 2>&1 | grep -E "^(stat::|#[0-9]+ *DONE|==[0-9]+==ERROR|SUMMARY)" || true
done
ls build-fuzz/findings
