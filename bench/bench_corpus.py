#!/usr/bin/env python3
"""Speed on real code (issue 23): the HeCBench programs of ../shared/corpus.

Copies the CUDA folders of N corpus programs (programs.tsv order, or those
named; `--heavy` picks the CUB/Thrust ones first) into one temporary tree and
times, on the same files, each with skip-bodies off (CUDA2HIP_SKIP_BODIES=0:
every body of every header parsed) and on (the default):

  clang      clang-19 -fsyntax-only -x cuda --cuda-host-only, one process per
             unit (only with --clang: the plain parse, for reference)
  per file   `cuda2hip --hip-version 6.3 UNIT -o OUT`, one process per unit
             (how corpus/run.sh and one-file-at-a-time translators run)
  FILE... -jJ  `cuda2hip UNIT... --out-dir OUT -j J`: one process, a thread
             pool, one shared PCH of the CUDA preamble
  convert -jJ  `cuda2hip convert TREE --out-dir OUT -j J` (cold: no --cache)

and prints wall seconds, CPU seconds (user + system of the processes), CPU
seconds per unit, peak RSS and the ratios side by side: skip on / off, and
each run's CPU against "per file" with skipping off (the old way).
Not a test: its numbers go into docs/performance.md.

usage: bench/bench_corpus.py [--tool build/bin/cuda2hip] [--limit 20]
                             [--jobs 2] [--heavy] [--clang] [NAME...]
"""
import argparse
import glob
import os
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def run(cmd, env=None, cwd=None):
    """(wall s, CPU s, peak RSS MiB, exit code) of one process."""
    t = time.perf_counter()
    p = subprocess.Popen(cmd, env=env, cwd=cwd, stdout=subprocess.DEVNULL,
                         stderr=subprocess.DEVNULL)
    _, status, ru = os.wait4(p.pid, 0)
    return (time.perf_counter() - t, ru.ru_utime + ru.ru_stime,
            ru.ru_maxrss / 1024.0, os.waitstatus_to_exitcode(status))


def many(cmds, env=None):
    """The same, summed over processes run one after the other (RSS: max)."""
    wall = cpu = rss = 0.0
    for c in cmds:
        w, u, r, _ = run(c, env)
        wall, cpu, rss = wall + w, cpu + u, max(rss, r)
    return wall, cpu, rss


def programs(corpus, names, limit, heavy):
    rows = []
    for line in open(os.path.join(corpus, "programs.tsv")):
        if line.startswith("#") or not line.strip():
            continue
        f = line.rstrip("\n").split("\t")
        rows.append((f[0], set(f[2].split(","))))
    excluded = set()
    ex = os.path.join(corpus, "EXCLUDED.tsv")
    if os.path.exists(ex):
        excluded = {l.split("\t")[0] for l in open(ex) if l.strip() and not l.startswith("#")}
    if names:
        return [n for n, _ in rows if n in names]
    rows = [r for r in rows if r[0] not in excluded]
    if heavy:
        rows.sort(key=lambda r: not ({"cub", "thrust"} & r[1]))
    return [n for n, _ in rows[:limit]]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--tool", default=os.path.join(ROOT, "build", "bin", "cuda2hip"))
    ap.add_argument("--corpus", default=os.path.join(ROOT, "..", "shared", "corpus", "hecbench"))
    ap.add_argument("--limit", type=int, default=20)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--heavy", action="store_true", help="CUB/Thrust programs first")
    ap.add_argument("--clang", action="store_true", help="also time clang-19 -fsyntax-only")
    ap.add_argument("--keep", help="work folder (kept)")
    ap.add_argument("names", nargs="*")
    a = ap.parse_args()
    if not os.path.isdir(a.corpus):
        a.corpus = "/work/shared/corpus/hecbench"
    names = programs(a.corpus, set(a.names), a.limit, a.heavy)
    work = a.keep or tempfile.mkdtemp(prefix="cuda2hip-bench-corpus-")
    tree = os.path.join(work, "tree")
    shutil.rmtree(tree, ignore_errors=True)
    units = []
    for n in names:
        shutil.copytree(os.path.join(a.corpus, n, "cuda"), os.path.join(tree, n))
        for ext in ("cu", "cpp"):
            units += sorted(glob.glob(os.path.join(tree, n, "**", "*." + ext), recursive=True))
    print(f"{len(names)} programs, {len(units)} units: {' '.join(names)}")
    print(f"tool {a.tool}, -j{a.jobs}, {os.cpu_count()} cores; work {work}\n")

    def env(skip):
        e = dict(os.environ)
        e["CUDA2HIP_SKIP_BODIES"] = "1" if skip else "0"
        return e

    results = {}  # (mode, skip) -> (wall, cpu, rss)

    def out(tag):
        d = os.path.join(work, "out-" + tag)
        shutil.rmtree(d, ignore_errors=True)
        os.makedirs(d)
        return d

    if a.clang:
        cuda = "/usr/local/cuda"
        # The header CUDA 13 removed and clang 19's wrapper includes (cuda2hip
        # serves it from memory): empty, searched last.
        stub = os.path.join(work, "stub")
        os.makedirs(stub, exist_ok=True)
        open(os.path.join(stub, "texture_fetch_functions.h"), "w").close()
        cmds = [["clang-19", "-fsyntax-only", "-x", "cuda", "--cuda-host-only",
                 "--cuda-path=" + cuda, "-isystem", cuda + "/include/cccl",
                 "-idirafter", stub, "-Wno-unknown-cuda-version", "-std=c++17", "-w",
                 "-I" + os.path.dirname(u), u] for u in units]
        results[("clang", None)] = many(cmds)
    for skip in (False, True):
        tag = "on" if skip else "off"
        o = out("file-" + tag)
        cmds = [[a.tool, "--hip-version", "6.3", u, "-o",
                 os.path.join(o, os.path.relpath(u, tree).replace("/", "__"))] for u in units]
        results[("per file", skip)] = many(cmds, env(skip))
        o = out("many-" + tag)
        w, c, r, _ = run([a.tool, "--hip-version", "6.3", "-j", str(a.jobs), "--out-dir", o]
                         + [os.path.relpath(u, tree) for u in units], env(skip), cwd=tree)
        results[(f"FILE... -j{a.jobs}", skip)] = (w, c, r)
        o = out("convert-" + tag)
        w, c, r, _ = run([a.tool, "convert", tree, "--out-dir", o, "--hip-version", "6.3",
                          "-j", str(a.jobs), "--quiet"], env(skip))
        results[(f"convert -j{a.jobs}", skip)] = (w, c, r)

    base = results[("per file", False)][1]
    n = max(1, len(units))
    print("| run | skip | wall s | CPU s | CPU s/unit | peak RSS MiB | CPU vs per file, skip off | skip on/off (CPU) |")
    print("|---|---|---:|---:|---:|---:|---:|---:|")
    for (mode, skip), (w, c, r) in results.items():
        ratio = ""
        if skip:
            off = results[(mode, False)][1]
            ratio = f"{c / off:.2f}" if off else ""
        s = "-" if skip is None else ("on" if skip else "off")
        print(f"| {mode} | {s} | {w:.1f} | {c:.1f} | {c / n:.2f} | {r:.0f} | "
              f"{c / base:.2f} | {ratio} |")
    if not a.keep:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
