#!/usr/bin/env python3
"""Per-file speed of cuda2hip next to clang -fsyntax-only on the same files.

For each input (default: examples/*.cu) it runs `cuda2hip FILE -o /dev/null`
and `clang-19 -fsyntax-only -x cuda --cuda-host-only` (with the same include
fix-ups cuda2hip makes for CUDA 13: a stub texture_fetch_functions.h and the
cccl include folder) REPEAT times each, and prints the medians and their
ratio. Not a test: numbers for docs/performance.md and closing notes.

usage: bench/bench.py [--tool build/bin/cuda2hip] [--repeat 5] [FILES...]
"""
import argparse
import glob
import os
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def median_time(cmd, repeat):
    times = []
    for _ in range(repeat):
        t = time.perf_counter()
        r = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        times.append(time.perf_counter() - t)
        if r.returncode not in (0, 1):
            return None, r.returncode
    return statistics.median(times), 0


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--tool", default=os.path.join(ROOT, "build", "bin", "cuda2hip"))
    ap.add_argument("--clang", default="clang-19")
    ap.add_argument("--cuda", default="/usr/local/cuda")
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("files", nargs="*")
    a = ap.parse_args()
    files = a.files or sorted(glob.glob(os.path.join(ROOT, "examples", "*.cu")))
    stub = tempfile.mkdtemp(prefix="cuda2hip-bench-")
    open(os.path.join(stub, "texture_fetch_functions.h"), "w").close()
    clang = [a.clang, "-fsyntax-only", "-x", "cuda", "--cuda-host-only", "-std=c++17",
             f"--cuda-path={a.cuda}", "-Wno-unknown-cuda-version", "-isystem", f"{a.cuda}/include/cccl",
             "-idirafter", stub]
    print(f"{'file':28} {'cuda2hip (s)':>12} {'clang (s)':>10} {'ratio':>6}")
    ratios = []
    for f in files:
        t_tool, rc1 = median_time([a.tool, f, "-o", os.devnull], a.repeat)
        t_clang, rc2 = median_time(clang + ["-I", os.path.dirname(f), f], a.repeat)
        name = os.path.relpath(f, ROOT)
        if t_tool is None or t_clang is None:
            print(f"{name:28} failed (cuda2hip exit {rc1}, clang exit {rc2})")
            continue
        ratios.append(t_tool / t_clang)
        print(f"{name:28} {t_tool:12.3f} {t_clang:10.3f} {t_tool / t_clang:6.2f}")
    if ratios:
        print(f"{'median ratio':28} {'':12} {'':10} {statistics.median(ratios):6.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
