#!/usr/bin/env python3
"""Numeric-tolerant comparison of two program outputs, as `cuda2hip verify`
does it (lib/Verify/Compare.cpp): lines are compared token by token, numbers
within a relative or absolute tolerance, everything else exactly; lines that
start with the ignore prefix ("info:") are skipped. Exit 0 when equal.

usage: compare_outputs.py REFERENCE ACTUAL [--rel R] [--abs A]
"""
import argparse
import re
import sys

NUM = re.compile(r"[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?|[-+]?(?:inf|nan)", re.I)


def tokens(line):
    out, pos = [], 0
    for m in NUM.finditer(line):
        if m.start() > pos:
            out.append(("t", line[pos:m.start()].strip()))
        out.append(("n", float(m.group())))
        pos = m.end()
    if pos < len(line):
        out.append(("t", line[pos:].strip()))
    return [t for t in out if t != ("t", "")]


def lines(path, prefix):
    with open(path, errors="replace") as f:
        return [l.rstrip("\n") for l in f if l.strip() and not l.startswith(prefix)]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("reference")
    ap.add_argument("actual")
    ap.add_argument("--rel", type=float, default=1e-5)
    ap.add_argument("--abs", type=float, default=1e-8)
    ap.add_argument("--ignore-prefix", default="info:")
    a = ap.parse_args()
    ref, act = lines(a.reference, a.ignore_prefix), lines(a.actual, a.ignore_prefix)
    if len(ref) != len(act):
        print(f"{len(ref)} lines expected, got {len(act)}")
        return 1
    nums, max_abs, max_rel = 0, 0.0, 0.0
    for i, (r, x) in enumerate(zip(ref, act), 1):
        rt, xt = tokens(r), tokens(x)
        ok = len(rt) == len(xt)
        for (rk, rv), (xk, xv) in zip(rt, xt) if ok else []:
            if rk != xk:
                ok = False
            elif rk == "t":
                ok = ok and rv == xv
            else:
                nums += 1
                if rv != xv:
                    max_abs = max(max_abs, abs(rv - xv))
                    max_rel = max(max_rel, abs(rv - xv) / max(abs(rv), abs(xv)))
            if rk == "n" and rv != xv and not (abs(rv - xv) <= a.abs or abs(rv - xv) <= a.rel * max(abs(rv), abs(xv))):
                ok = False
        if not ok:
            print(f"line {i}: expected {r!r}, got {x!r}")
            return 1
    print(f"{len(ref)} lines, {nums} numbers compared, max deviation abs {max_abs:.3g} rel {max_rel:.3g}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
