#!/usr/bin/env bash
# SIGKILL in the middle of `cuda2hip convert --in-place`: every file must be
# either fully old or fully new (writes are temp file + fsync + rename), and a
# second run must complete the job (translation is idempotent), giving the
# same tree as an uninterrupted run.
# usage: kill_resume.sh CUDA2HIP EXAMPLES_DIR WORK_DIR
set -u
tool=$1 examples=$2 work=$3
rm -rf "$work" && mkdir -p "$work"
# A tree of 48 files: copies of the examples (with their common/ header).
mkdir -p "$work/orig"
cp -r "$examples/common" "$work/orig/"
for i in 1 2 3 4; do
  for f in "$examples"/*.cu; do
    n=$(basename "$f" .cu)
    sed "s/\bmain\b/main_$i/" "$f" > "$work/orig/${n}_$i.cu"
  done
done
# The expected result: an uninterrupted run.
cp -r "$work/orig" "$work/expected"
"$tool" convert "$work/expected" --in-place --no-backup -q -j2 2>/dev/null
case $? in 0|1|4) ;; *) echo "uninterrupted run failed"; exit 1 ;; esac
status=0
# The kills land at fractions of a run's time (a kill in the middle of one
# write, before its rename, is WriteTest's, tests/unit/WriteTest.cpp).
start=$(date +%s.%N)
"$tool" convert "$work/orig" --out-dir "$work/timing" -q -j2 2>/dev/null
full=$(python3 -c "print($(date +%s.%N) - $start)")
for frac in 0.5 0.8 0.9 0.95; do
  delay=$(python3 -c "print(round($full * $frac, 2))")
  rm -rf "$work/tree" && cp -r "$work/orig" "$work/tree"
  "$tool" convert "$work/tree" --in-place -q -j2 2>/dev/null &
  pid=$!
  sleep "$delay"
  kill -KILL "$pid" 2>/dev/null
  wait "$pid" 2>/dev/null
  # Each file: the original or the translation, nothing in between.
  old=0 new=0
  for f in $(cd "$work/orig" && find . -type f -name '*.cu*' | sort); do
    if cmp -s "$work/tree/$f" "$work/orig/$f"; then old=$((old + 1))
    elif cmp -s "$work/tree/$f" "$work/expected/$f"; then new=$((new + 1))
    else echo "killed after ${delay}s: $f is neither old nor new"; status=1
    fi
  done
  # Resume.
  "$tool" convert "$work/tree" --in-place -q -j2 2>/dev/null
  case $? in 0|1|4) ;; *) echo "rerun after the kill failed"; status=1 ;; esac
  find "$work/tree" -name '*.cuda.orig' -delete
  find "$work/tree" -name '.*.cuda2hip-*' -delete   # temp files of the killed run
  if ! diff -r "$work/tree" "$work/expected" > "$work/diff.txt"; then
    echo "killed after ${delay}s: the rerun did not complete the job"; head -20 "$work/diff.txt"; status=1
  fi
  echo "killed after ${delay}s of ${full%.*}s: $new files new, $old old, none torn; rerun completed the tree"
done
exit $status
