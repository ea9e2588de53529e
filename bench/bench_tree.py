#!/usr/bin/env python3
"""Tree-mode speed: `cuda2hip convert` next to clang -fsyntax-only.

Generates a tree of realistic .cu files (default 120) from examples/*.cu --
kernels and helpers renamed per copy, spread over folders, all including a
shared header -- then measures, on the same files:

  clang      clang-19 -fsyntax-only -x cuda --cuda-host-only, one file after
             another (the way one-file-at-a-time translators run)
  no PCH     cuda2hip convert -j1 with CUDA2HIP_PCH=0: every file parses
             the CUDA headers again (the way before the shared PCH)
  -j1, -j2   cuda2hip convert --out-dir (fresh output, no cache; the PCH of
             the CUDA preamble is built once, in memory)
  cache      cuda2hip convert -j2 --cache: cold (fills it), then warm; then
             "PCH only": a cache folder holding only the PCH of the CUDA
             preamble (pch/), so every unit is parsed again without
             building it
  token      cuda2hip convert --engine token -j1 (no parsing)

and prints wall time, files/s, the ratio to the clang run, per-TU time and
the peak RSS of each run (os.wait4's ru_maxrss: the largest process of the
run). Not a test: its numbers go into docs/performance.md.

usage: bench/bench_tree.py [--tool build/bin/cuda2hip] [--files 120]
                           [--keep DIR] [--clang clang-19] [--skip-no-pch]
"""
import argparse
import glob
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def run(cmd, cwd=None, env=None):
    """Runs cmd; returns (wall seconds, CPU seconds, peak RSS in MiB, exit code)."""
    t = time.perf_counter()
    p = subprocess.Popen(cmd, cwd=cwd, env=env, stdout=subprocess.DEVNULL,
                         stderr=subprocess.DEVNULL)
    _, status, ru = os.wait4(p.pid, 0)
    secs = time.perf_counter() - t
    return (secs, ru.ru_utime + ru.ru_stime, ru.ru_maxrss / 1024.0,
            os.waitstatus_to_exitcode(status))


def generate(dst, count):
    """count .cu files under dst/gNN/, each a renamed copy of an example."""
    examples = sorted(glob.glob(os.path.join(ROOT, "examples", "*.cu")))
    os.makedirs(os.path.join(dst, "common"), exist_ok=True)
    shutil.copy(os.path.join(ROOT, "examples", "common", "check.cuh"),
                os.path.join(dst, "common", "check.cuh"))
    files = []
    for i in range(count):
        src = examples[i % len(examples)]
        text = open(src).read()
        base = os.path.splitext(os.path.basename(src))[0]
        # Rename every kernel and __device__/__host__ helper, and main.
        names = set(re.findall(r"__global__\s+(?:void|static void)\s+(\w+)", text))
        names |= set(re.findall(r"__device__\s+(?:__forceinline__\s+|inline\s+)?\w+[\s*&]+(\w+)\s*\(", text))
        names -= {"operator"}
        for n in sorted(names, key=len, reverse=True):
            text = re.sub(r"\b%s\b" % re.escape(n), f"{n}_v{i}", text)
        text = re.sub(r"\bint main\s*\(", f"int main_v{i}(", text)
        text = text.replace('#include "common/check.cuh"', '#include "../common/check.cuh"')
        folder = os.path.join(dst, f"g{i % 10:02d}")
        os.makedirs(folder, exist_ok=True)
        path = os.path.join(folder, f"{base}_v{i}.cu")
        with open(path, "w") as f:
            f.write(f"// generated from examples/{base}.cu (copy {i})\n" + text)
        files.append(path)
    return files


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--tool", default=os.path.join(ROOT, "build", "bin", "cuda2hip"))
    ap.add_argument("--clang", default="clang-19")
    ap.add_argument("--cuda", default="/usr/local/cuda")
    ap.add_argument("--files", type=int, default=120)
    ap.add_argument("--keep", help="generate the tree here and keep it")
    ap.add_argument("--skip-no-pch", action="store_true",
                    help="leave out the -j1 run without the shared PCH")
    a = ap.parse_args()
    if a.files < 1:
        ap.error("--files must be positive")

    work = a.keep or tempfile.mkdtemp(prefix="cuda2hip-bench-tree-")
    tree = os.path.join(work, "tree")
    shutil.rmtree(tree, ignore_errors=True)
    files = generate(tree, a.files)
    size = sum(os.path.getsize(f) for f in files)
    stub = os.path.join(work, "stub")
    os.makedirs(stub, exist_ok=True)
    open(os.path.join(stub, "texture_fetch_functions.h"), "w").close()
    cores = os.cpu_count()
    print(f"tree: {len(files)} .cu files, {size / 1024:.0f} KiB, in {tree}; {cores} cores")

    clang = [a.clang, "-fsyntax-only", "-x", "cuda", "--cuda-host-only", "-std=c++17",
             f"--cuda-path={a.cuda}", "-Wno-unknown-cuda-version", "-isystem",
             f"{a.cuda}/include/cccl", "-idirafter", stub]
    t_clang, c_clang, rss_clang, failed = 0.0, 0.0, 0.0, 0
    for f in files:
        s, c, r, rc = run(clang + ["-I", os.path.dirname(f), f])
        t_clang += s
        c_clang += c
        rss_clang = max(rss_clang, r)
        failed += rc != 0
    if failed:
        print(f"note: clang failed on {failed} files (timed anyway)")

    rows = [("clang -fsyntax-only, sequential", t_clang, c_clang, rss_clang, 0)]

    def convert(label, *extra, out="out", env=None):
        d = os.path.join(work, out)
        shutil.rmtree(d, ignore_errors=True)
        s, c, r, rc = run([a.tool, "convert", tree, "--out-dir", d, "--quiet",
                           "--no-database", *extra], env=env)
        rows.append((label, s, c, r, rc))
        return s, c

    if not a.skip_no_pch:
        convert("convert -j1, CUDA2HIP_PCH=0", "-j1",
                env=dict(os.environ, CUDA2HIP_PCH="0"))
    t_j1, c_j1 = convert("convert -j1", "-j1")
    convert("convert -j2", "-j2")
    cache = os.path.join(work, "cache")
    shutil.rmtree(cache, ignore_errors=True)
    convert("convert -j2 --cache (cold)", "-j2", "--cache", cache)
    convert("convert -j2 --cache (warm)", "-j2", "--cache", cache)
    convert("convert -j1 --cache (warm)", "-j1", "--cache", cache)
    # Every unit parsed again, the PCH of the CUDA preamble taken from the
    # cache (a run after a change to a header that every file includes).
    pch_only = os.path.join(work, "cache-pch")
    shutil.rmtree(pch_only, ignore_errors=True)
    if os.path.isdir(os.path.join(cache, "pch")):
        shutil.copytree(os.path.join(cache, "pch"), os.path.join(pch_only, "pch"))
    convert("convert -j2 --cache (PCH only)", "-j2", "--cache", pch_only)
    t_tok, c_tok = convert("convert -j1 --engine token", "-j1", "--engine", "token")

    # The token engine alone, on 32 MB of the tree's text in two shapes: one
    # file (the tree's files end to end, repeated) and ~160 files of ~200 KB
    # (the tree's files end to end, one copy per file); CPU time less a run
    # on a one-line file (process start).
    big_dir, many_dir, small_dir = (os.path.join(work, d) for d in ("big", "many", "small"))
    for d in (big_dir, many_dir, small_dir):
        shutil.rmtree(d, ignore_errors=True)
        os.makedirs(d)
    body = "".join(open(f).read() for f in files)
    reps = max(1, (32 << 20) // len(body))
    with open(os.path.join(big_dir, "big.cu"), "w") as f:
        for _ in range(reps):
            f.write(body)
    for i in range(reps):
        with open(os.path.join(many_dir, f"part{i:03}.cu"), "w") as f:
            f.write(body)
    with open(os.path.join(small_dir, "small.cu"), "w") as f:
        f.write("int x;\n")
    big = os.path.getsize(os.path.join(big_dir, "big.cu"))
    tok = []
    for d in (big_dir, many_dir, small_dir):
        out = os.path.join(work, "tok-out")
        shutil.rmtree(out, ignore_errors=True)
        tok.append(run([a.tool, "convert", d, "--out-dir", out, "--quiet", "-j1",
                        "--no-database", "--engine", "token"]))
    tok_big = max(1e-9, tok[0][1] - tok[2][1])
    tok_many = max(1e-9, tok[1][1] - tok[2][1])

    n = len(files)
    print()
    print(f"| {'run':34} | {'wall (s)':>8} | {'CPU (s)':>7} | {'files/s':>7} | "
          f"{'vs clang':>8} | {'CPU/TU (s)':>10} | {'peak RSS (MiB)':>14} | exit |")
    print(f"|{'-' * 36}|{'-' * 10}:|{'-' * 9}:|{'-' * 9}:|{'-' * 10}:|{'-' * 12}:|"
          f"{'-' * 16}:|-----:|")
    for label, s, c, r, rc in rows:
        ratio = t_clang / s if s else 0
        print(f"| {label:34} | {s:8.2f} | {c:7.2f} | {n / s:7.1f} | {ratio:7.2f}x | "
              f"{c / n:10.3f} | {r:14.0f} | {rc:4} |")
    print()
    print(f"per-TU ratio, convert -j1 / clang: wall {t_j1 / t_clang:.2f}, CPU "
          f"{c_j1 / c_clang:.2f} ({c_j1 / n:.3f} s vs {c_clang / n:.3f} s CPU per file)")
    print(f"token engine: {big / tok_many / 1e6:.1f} MB/s per core on {reps} files of "
          f"{len(body) / 1e3:.0f} KB (peak RSS {tok[1][2]:.0f} MiB), {big / tok_big / 1e6:.1f} MB/s "
          f"on one {big / 1e6:.0f} MB file (peak RSS {tok[0][2]:.0f} MiB); CPU time less a "
          f"one-line run's {tok[2][1]:.2f} s; the generated tree with --engine token: "
          f"{size / c_tok / 1e6:.1f} MB/s of CPU time, process start included")
    print("exit 1 = warnings (APIs left unchanged). 'vs clang' = wall time of the "
          "sequential clang run / wall time of the row (> 1: faster). On a loaded "
          "machine compare the CPU columns.")
    load = os.getloadavg()[0]
    print(f"load average at the end: {load:.1f} on {cores} cores")
    if not a.keep:
        shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
