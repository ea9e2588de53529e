#!/usr/bin/env python3
"""Do two cuda2hip binaries translate the corpus byte for byte alike?

For a refactoring that must not change behaviour (a structural step, a
moved layer): each program folder of ../shared/corpus is converted as a
user would (`convert DIR --out-dir TMP`, no flags) by both binaries, and
the output trees and the messages are compared. Prints
`same: N of M programs` and, for each difference, the program and the
files (or `messages`) that differ. Exit 1 when anything differs.

  bench/same_output.py OLD_BIN NEW_BIN              # every corpus program
  bench/same_output.py OLD_BIN NEW_BIN vote gemv    # some programs
  bench/same_output.py OLD_BIN NEW_BIN --tree DIR   # any tree (repeatable)

Not a test (minutes on 2 cores): its figure goes into closing notes.
"""
import argparse
import filecmp
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS = os.path.join(os.path.dirname(ROOT), "shared", "corpus", "hecbench")
# Lines that legitimately differ between two runs: timings.
VOLATILE = re.compile(r"\b\d+(\.\d+)? ?(s|ms|units/s)\b")


def convert(binary, tree, out):
    r = subprocess.run([binary, "convert", tree, "--out-dir", out, "--progress", "off",
                        "-j", "1"], capture_output=True, text=True)
    text = (r.stdout + r.stderr).replace(out, "OUT")
    return r.returncode, [VOLATILE.sub("T", l) for l in text.splitlines()]


def differing_files(a, b):
    out = []
    cmp = filecmp.dircmp(a, b)
    stack = [("", cmp)]
    while stack:
        rel, c = stack.pop()
        out += [os.path.join(rel, f) + " (only one side)" for f in c.left_only + c.right_only]
        # filecmp's shallow compare trusts size+mtime: compare contents.
        for f in c.common_files:
            if not filecmp.cmp(os.path.join(c.left, f), os.path.join(c.right, f), shallow=False):
                out.append(os.path.join(rel, f))
        stack += [(os.path.join(rel, n), s) for n, s in c.subdirs.items()]
    return sorted(out)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("old")
    ap.add_argument("new")
    ap.add_argument("programs", nargs="*")
    ap.add_argument("--tree", action="append", default=[])
    a = ap.parse_args()
    trees = list(a.tree)
    if not trees or a.programs:
        names = a.programs or sorted(os.listdir(CORPUS))
        trees += [os.path.join(CORPUS, n, "cuda") for n in names
                  if os.path.isdir(os.path.join(CORPUS, n, "cuda"))]
    same = 0
    for tree in trees:
        name = os.path.basename(os.path.dirname(tree)) if tree.endswith("/cuda") else tree
        with tempfile.TemporaryDirectory() as tmp:
            ro, mo = convert(a.old, tree, os.path.join(tmp, "old"))
            rn, mn = convert(a.new, tree, os.path.join(tmp, "new"))
            diffs = []
            if os.path.isdir(os.path.join(tmp, "old")) and os.path.isdir(os.path.join(tmp, "new")):
                diffs = differing_files(os.path.join(tmp, "old"), os.path.join(tmp, "new"))
            if ro != rn:
                diffs.append(f"exit code {ro} vs {rn}")
            if mo != mn:
                diffs.append("messages")
        if diffs:
            print(f"{name}: " + ", ".join(diffs))
        else:
            same += 1
    print(f"same: {same} of {len(trees)} programs")
    return 0 if same == len(trees) else 1


if __name__ == "__main__":
    sys.exit(main())
