#!/usr/bin/env python3
"""Per-file speed of cuda2hip next to clang -fsyntax-only on the same files.

For each input (default: examples/*.cu) it runs, REPEAT times each:

  cuda2hip   `cuda2hip FILE -o /dev/null` (one file: no shared PCH)
  +PCH       `cuda2hip convert FILE --cache C` where C holds nothing but the
             PCH of the CUDA preamble from an earlier run (the per-TU cost
             of tree mode once that PCH exists; the result cache is empty)
  clang      `clang-19 -fsyntax-only -x cuda --cuda-host-only` (with the
             same include fix-ups cuda2hip makes for CUDA 13: a stub
             texture_fetch_functions.h and the cccl include folder)

and prints the medians and their ratios. All three include process start.
Not a test: numbers for docs/performance.md and closing notes.

usage: bench/bench.py [--tool build/bin/cuda2hip] [--repeat 5] [FILES...]
"""
import argparse
import glob
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def median_time(cmd, repeat, before=None):
    times = []
    for _ in range(repeat):
        if before:
            before()
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
    # A cache folder with the PCH of the CUDA preamble only (no unit results).
    warm = os.path.join(stub, "warm-cache")
    subprocess.run([a.tool, "convert", files[0], "--out-dir", os.path.join(stub, "o"),
                    "--cache", warm, "--quiet", "--no-database"],
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    have_pch = os.path.isdir(os.path.join(warm, "pch"))
    cache = os.path.join(stub, "cache")

    def fresh_cache():
        shutil.rmtree(cache, ignore_errors=True)
        if have_pch:
            shutil.copytree(os.path.join(warm, "pch"), os.path.join(cache, "pch"))

    if not have_pch:
        print("note: no PCH was written (CUDA2HIP_PCH=0?): +PCH runs parse plainly")
    print(f"{'file':28} {'cuda2hip (s)':>12} {'+PCH (s)':>9} {'clang (s)':>10} "
          f"{'ratio':>6} {'PCH ratio':>9}")
    ratios, pch_ratios = [], []
    for f in files:
        t_tool, rc1 = median_time([a.tool, f, "-o", os.devnull], a.repeat)
        t_pch, rc3 = median_time([a.tool, "convert", f, "--out-dir", os.path.join(stub, "o"),
                                  "--cache", cache, "--quiet", "--no-database"],
                                 a.repeat, before=fresh_cache)
        t_clang, rc2 = median_time(clang + ["-I", os.path.dirname(f), f], a.repeat)
        name = os.path.relpath(f, ROOT)
        if t_tool is None or t_clang is None or t_pch is None:
            print(f"{name:28} failed (cuda2hip exit {rc1}, convert exit {rc3}, clang exit {rc2})")
            continue
        ratios.append(t_tool / t_clang)
        pch_ratios.append(t_pch / t_clang)
        print(f"{name:28} {t_tool:12.3f} {t_pch:9.3f} {t_clang:10.3f} {t_tool / t_clang:6.2f} "
              f"{t_pch / t_clang:9.2f}")
    if ratios:
        print(f"{'median ratio':28} {'':12} {'':9} {'':10} {statistics.median(ratios):6.2f} "
              f"{statistics.median(pch_ratios):9.2f}")
    print(f"load average at the end: {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    shutil.rmtree(stub, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
