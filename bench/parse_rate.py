#!/usr/bin/env python3
"""Parse rate on whole projects: how many translation units `cuda2hip
convert` translates with the AST engine, how many fall back to the token
engine, and why (the first parse error of each, ranked).

Each tree is converted as a user would: `cuda2hip convert TREE --out-dir
TMP`, no flags, no compile database. Not a test: a measurement (issue 33's
figures; docs/parsing.md).

  bench/parse_rate.py                       # every program of ../shared/corpus
  bench/parse_rate.py --corpus vote gemv    # some corpus programs
  bench/parse_rate.py ~/src/proj1 ~/src/p2  # any trees
  bench/parse_rate.py --units               # also list each token-engine unit
"""
import argparse
import collections
import os
import re
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SHARED = os.path.join(os.path.dirname(ROOT), "shared")
CORPUS = os.path.join(SHARED, "corpus", "hecbench")

NOTE = re.compile(r"^(?P<unit>\S+): note: could not be parsed(?: \((?P<err>.*)\))?; "
                  r"translated with the token engine")
ENGINES = re.compile(r"^\s*engines: (\d+) AST, (\d+) token")
FAILED = re.compile(r"^\s*not translated: (\d+)")
UNITS = re.compile(r"^cuda2hip convert: (\d+) translation unit")


def message(err):
    """The first error without its FILE:LINE:COL."""
    if not err:
        return "clang gave up without an error message"
    m = re.match(r"^.*?:\d+:\d+: (.*)$", err)
    return m.group(1) if m else err


def convert(tool, tree, jobs):
    with tempfile.TemporaryDirectory() as out:
        start = time.time()
        p = subprocess.run([tool, "convert", tree, "--out-dir", os.path.join(out, "hip"),
                            "-j", str(jobs), "--progress", "off"],
                           stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        secs = time.time() - start
    ast = token = failed = total = 0
    engines = False
    units = []
    for line in p.stderr.splitlines():
        m = UNITS.match(line)
        if m:
            total = int(m.group(1))
        m = ENGINES.match(line)
        if m:
            ast, token, engines = int(m.group(1)), int(m.group(2)), True
        m = FAILED.match(line)
        if m:
            failed = int(m.group(1))
        m = NOTE.match(line)
        if m:
            units.append((m.group("unit"), m.group("err") or ""))
    if not engines:  # a binary from before the "engines:" line
        token = len(units)
        ast = total - token - failed
    return ast, token, failed, units, secs, p.returncode


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("trees", nargs="*", help="trees to convert (default: the corpus)")
    ap.add_argument("--corpus", nargs="*", metavar="NAME", help="corpus programs (default: all)")
    ap.add_argument("--tool", default=os.path.join(ROOT, "build", "bin", "cuda2hip"))
    ap.add_argument("-j", "--jobs", type=int, default=2)
    ap.add_argument("--units", action="store_true", help="list every token-engine unit")
    a = ap.parse_args()
    trees = [(os.path.basename(os.path.normpath(t)), t) for t in a.trees]
    if not trees or a.corpus is not None:
        names = a.corpus or sorted(n for n in os.listdir(CORPUS)
                                   if os.path.isdir(os.path.join(CORPUS, n, "cuda")))
        trees += [(n, os.path.join(CORPUS, n, "cuda")) for n in names]
    totals = collections.Counter()
    reasons = collections.Counter()
    listed = []
    with_token = 0
    for name, tree in trees:
        ast, token, failed, units, secs, rc = convert(a.tool, tree, a.jobs)
        totals.update(units=ast + token + failed, ast=ast, token=token, failed=failed)
        with_token += token > 0
        for unit, err in units:
            reasons[message(err)] += 1
            listed.append((name, unit, err))
        print(f"{name:32s} {ast + token + failed:4d} units {ast:4d} AST {token:3d} token "
              f"{failed:3d} failed  {secs:6.1f} s  exit {rc}", flush=True)
    n = totals["units"] or 1
    print()
    print(f"trees: {len(trees)}, {with_token} with a token-engine unit")
    print(f"units: {totals['units']}  AST: {totals['ast']} ({100.0 * totals['ast'] / n:.1f}%)  "
          f"token: {totals['token']} ({100.0 * totals['token'] / n:.1f}%)  "
          f"not translated: {totals['failed']}")
    if reasons:
        print("first parse errors, ranked:")
        for why, count in reasons.most_common():
            print(f"  {count:4d}  {why}")
    if a.units and listed:
        print("token-engine units:")
        for name, unit, err in listed:
            print(f"  {name}: {unit}: {err}")


if __name__ == "__main__":
    sys.exit(main())
