#!/usr/bin/env python3
"""Skipping the bodies of foreign functions changes nothing (issue 23 item 2).

Every input is translated twice, with CUDA2HIP_SKIP_BODIES=0 (every body
parsed) and with the default (bodies of non-template functions of CUDA,
library and system headers skipped, FindOptions::SkipForeignBodies); the
translations, the diagnostics and the exit codes must be byte-identical.

Inputs: examples/*.cu, tests/golden/*.cu, and with --corpus N the units of
the first N programs of ../shared/corpus that use CUB or Thrust (programs.tsv;
skipped when the corpus is absent). Also `convert` over examples/ (shared PCH)
both ways, trees compared.

usage: skip_bodies.py CUDA2HIP ROOT WORK_DIR [--corpus N] [-j N]
"""
import argparse
import concurrent.futures
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
ap.add_argument("-j", type=int, default=2)
a = ap.parse_args()
os.makedirs(a.work, exist_ok=True)

inputs = sorted(glob.glob(os.path.join(a.root, "examples", "*.cu")))
inputs += sorted(glob.glob(os.path.join(a.root, "tests", "golden", "*.cu")))
corpus = os.path.join(a.root, "..", "shared", "corpus", "hecbench")
if not os.path.isdir(corpus):
    corpus = "/work/shared/corpus/hecbench"
if a.corpus and os.path.isfile(os.path.join(corpus, "programs.tsv")):
    n = 0
    for line in open(os.path.join(corpus, "programs.tsv")):
        if line.startswith("#"):
            continue
        f = line.rstrip("\n").split("\t")
        if len(f) < 4 or not ({"cub", "thrust"} & set(f[2].split(","))):
            continue
        for u in f[3].split(","):
            p = os.path.join(corpus, f[0], "cuda", u)
            if os.path.isfile(p):
                inputs.append(p)
        n += 1
        if n >= a.corpus:
            break


def run(inp, skip):
    env = dict(os.environ)
    env["CUDA2HIP_SKIP_BODIES"] = "1" if skip else "0"
    p = subprocess.run([a.tool, "--hip-version", "6.3", inp], env=env,
                       capture_output=True, timeout=600)
    # stderr names the input; the same in both runs.
    return p.returncode, p.stdout, p.stderr


def one(inp):
    t0 = time.time()
    off = run(inp, False)
    t1 = time.time()
    on = run(inp, True)
    t2 = time.time()
    return inp, off, on, t1 - t0, t2 - t1


failures = 0
t_off = t_on = 0.0
with concurrent.futures.ThreadPoolExecutor(a.j) as ex:
    for inp, off, on, d_off, d_on in ex.map(one, inputs):
        t_off += d_off
        t_on += d_on
        if off != on:
            failures += 1
            print(f"DIFFERENT: {inp}")
            for what, x, y in (("exit", off[0], on[0]), ("stdout", off[1], on[1]),
                               ("stderr", off[2], on[2])):
                if x != y:
                    print(f"  {what} differs")
                    if what == "stderr":
                        print("  off:", x.decode(errors="replace")[:2000])
                        print("  on: ", y.decode(errors="replace")[:2000])

# Tree mode (shared PCH) both ways.
trees = {}
for skip in (False, True):
    out = os.path.join(a.work, "convert-" + ("on" if skip else "off"))
    shutil.rmtree(out, ignore_errors=True)
    env = dict(os.environ, CUDA2HIP_SKIP_BODIES="1" if skip else "0")
    p = subprocess.run([a.tool, "convert", os.path.join(a.root, "examples"),
                        "--out-dir", out, "--hip-version", "6.3", "-j", str(a.j),
                        "--quiet"], env=env, capture_output=True)
    trees[skip] = (p.returncode, out)


def same_tree(x, y):
    c = filecmp.dircmp(x, y)
    if c.left_only or c.right_only or c.diff_files or c.funny_files:
        print("  convert trees differ:", c.left_only, c.right_only, c.diff_files)
        return False
    return all(same_tree(os.path.join(x, d), os.path.join(y, d)) for d in c.common_dirs)


if trees[False][0] != trees[True][0] or not same_tree(trees[False][1], trees[True][1]):
    failures += 1
    print("DIFFERENT: convert examples/")

print(f"{len(inputs)} inputs translated with and without skipping: "
      f"{failures} different; {t_off:.1f} s with every body, {t_on:.1f} s skipping")
sys.exit(1 if failures else 0)
