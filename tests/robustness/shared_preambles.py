#!/usr/bin/env python3
"""Shared preambles change nothing (issue 23 item 1).

A tree whose units share blocks of leading `#include <...>` lines (two
copies each of tests/golden/thrust.cu and cub.cu, in folders of their own,
plus examples/*.cu; with --golden also tests/golden/*.cu, with --corpus N
the units of
the first N CUB/Thrust programs of ../shared/corpus, twice) is translated
with CUDA2HIP_PCH=0 (every unit parsed the plain way) and with the default
(a PCH of the CUDA preamble, plus PCHs of the headers units share, see
include/cuda2hip/Find.h: PrefixCensus): by `convert TREE --out-dir` and by
`cuda2hip FILE... --out-dir` (one process, thread pool). Outputs, stdout,
stderr and exit codes must be byte-identical. The default run is made with
`--cache`, whose pch/ folder shows that block PCHs were built (it fails when
none was: then this test would prove nothing).

usage: shared_preambles.py CUDA2HIP ROOT WORK_DIR [--golden] [--corpus N] [-j N]
(by hand with --golden: 123 units, identical, 8 minutes on 2 loaded cores)
"""
import argparse
import filecmp
import glob
import os
import shutil
import subprocess
import sys
import time

ap = argparse.ArgumentParser()
ap.add_argument("tool")
ap.add_argument("root")
ap.add_argument("work")
ap.add_argument("--corpus", type=int, default=0)
ap.add_argument("--golden", action="store_true")
ap.add_argument("-j", type=int, default=2)
a = ap.parse_args()
shutil.rmtree(a.work, ignore_errors=True)
tree = os.path.join(a.work, "tree")
os.makedirs(tree)


def copy(src, dest):
    os.makedirs(os.path.dirname(dest), exist_ok=True)
    shutil.copyfile(src, dest)


golden = os.path.join(a.root, "tests", "golden")
for name in ("thrust", "cub"):
    for copy_no in (1, 2):
        copy(os.path.join(golden, name + ".cu"),
             os.path.join(tree, f"{name}{copy_no}", name + ".cu"))
for src in sorted(glob.glob(os.path.join(a.root, "examples", "*.cu"))):
    copy(src, os.path.join(tree, "examples", os.path.basename(src)))
shutil.copytree(os.path.join(a.root, "examples", "common"),
                os.path.join(tree, "examples", "common"))
for src in sorted(glob.glob(os.path.join(golden, "*.cu"))) if a.golden else []:
    copy(src, os.path.join(tree, "golden", os.path.basename(src)))
corpus = os.path.join(a.root, "..", "shared", "corpus", "hecbench")
if not os.path.isdir(corpus):
    corpus = "/work/shared/corpus/hecbench"
if a.corpus and os.path.isfile(os.path.join(corpus, "programs.tsv")):
    n = 0
    for line in open(os.path.join(corpus, "programs.tsv")):
        f = line.rstrip("\n").split("\t")
        if line.startswith("#") or len(f) < 4 or not ({"cub", "thrust"} & set(f[2].split(","))):
            continue
        for copy_no in (1, 2):
            shutil.copytree(os.path.join(corpus, f[0], "cuda"),
                            os.path.join(tree, "corpus", f"{f[0]}{copy_no}"))
        n += 1
        if n >= a.corpus:
            break
units = sorted(os.path.join(d, f) for d, _, fs in os.walk(tree) for f in fs
               if f.endswith(".cu"))

failures = 0


def run(args, plain, out):
    env = dict(os.environ)
    env.pop("CUDA2HIP_PREFIX_PCH", None)
    if plain:
        env["CUDA2HIP_PCH"] = "0"
    else:
        env.pop("CUDA2HIP_PCH", None)
    shutil.rmtree(out, ignore_errors=True)
    t = time.time()
    p = subprocess.run([a.tool] + args + ["--out-dir", out, "--hip-version", "6.3",
                                          "-j", str(a.j)],
                       env=env, capture_output=True, timeout=3000)
    # The output folder is named in messages: the same name in both runs.
    return (p.returncode, p.stdout, p.stderr), time.time() - t


def same_tree(x, y):
    c = filecmp.dircmp(x, y)
    if c.left_only or c.right_only or c.diff_files or c.funny_files:
        print("  trees differ:", c.left_only, c.right_only, c.diff_files)
        return False
    return all(same_tree(os.path.join(x, d), os.path.join(y, d)) for d in c.common_dirs)


cache = os.path.join(a.work, "cache")
times = {}
for mode, args in (("convert", ["convert", tree, "--quiet"]), ("files", units)):
    outs = {}
    for plain in (True, False):
        out = os.path.join(a.work, "out")
        extra = ["--cache", cache] if (mode == "convert" and not plain) else []
        res, secs = run(args + extra, plain, out)
        times[(mode, plain)] = secs
        keep = os.path.join(a.work, f"{mode}-{'plain' if plain else 'shared'}")
        shutil.rmtree(keep, ignore_errors=True)
        os.rename(out, keep)
        outs[plain] = (res, keep)
    (r0, t0), (r1, t1) = outs[True], outs[False]
    for what, x, y in (("exit", r0[0], r1[0]), ("stdout", r0[1], r1[1]),
                       ("stderr", r0[2], r1[2])):
        if x != y:
            failures += 1
            print(f"DIFFERENT ({mode}): {what}")
            if what != "exit":
                print("  plain: ", x.decode(errors="replace")[:3000])
                print("  shared:", y.decode(errors="replace")[:3000])
    if not same_tree(t0, t1):
        failures += 1
        print(f"DIFFERENT ({mode}): outputs")

pchs = glob.glob(os.path.join(cache, "pch", "*.pch"))
print(f"{len(units)} units; convert: {times[('convert', True)]:.1f} s plain, "
      f"{times[('convert', False)]:.1f} s shared; FILE...: {times[('files', True)]:.1f} s "
      f"plain, {times[('files', False)]:.1f} s shared; {len(pchs)} PCHs in the cache")
if len(pchs) < 2:
    failures += 1
    print("FAIL: expected the PCH of the CUDA preamble and at least one of a "
          "shared block (the Thrust and CUB units share one); no block PCH was built")
print(f"{failures} differences" if failures else "identical")
sys.exit(1 if failures else 0)
