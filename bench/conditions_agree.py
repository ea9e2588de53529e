#!/usr/bin/env python3
"""check and convert agree on every condition (issue 34): the HeCBench
programs of ../shared/corpus.

For every program folder ../shared/corpus/hecbench/NAME/cuda (or those
named), run, as a user would (the whole folder, no flags):

  cuda2hip check --format json .          (in the folder)
  cuda2hip convert . --out-dir OUT        (in the folder)

then compare, condition by condition (each #if/#elif/#ifdef/#ifndef of
every source and header, FILE:LINE), what check proposes with what convert
writes:

  text     the directive with check's fix-its inside it applied must equal
           convert's directive (the k-th directive of the file in each);
  warning  check warns `needs-review` on the directive's line exactly when
           convert does.

A condition that names a macro CUDA defines and HIP does not
(__CUDA_ARCH__, __CUDA_ARCH_LIST__, CUDART_VERSION, CUDA_VERSION,
__CUDACC_VER_*, __NVCC__, __CUDACC__) is a "CUDA condition"; totals are
printed for those and for all conditions, then each disagreement with both
sides. Exit 1 if any disagree. Not a test (about 20 s a program on 2 cores).

usage: bench/conditions_agree.py [--tool build/bin/cuda2hip] [--jobs 2]
         [--at-once 1] [--flag=--hip-version=6.3 ...] [--corpus DIR] [--keep DIR]
         [NAME...]
"""
import argparse
import concurrent.futures
import glob
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS = os.path.join(os.path.dirname(ROOT), "shared", "corpus", "hecbench")
SOURCES = (".cu", ".cuh", ".h", ".hpp", ".hh", ".cpp", ".cc", ".cxx", ".c",
           ".inc", ".inl", ".hip")
CUDA_MACROS = re.compile(r"\b(__CUDA_ARCH__|__CUDA_ARCH_LIST__|CUDART_VERSION|"
                         r"CUDA_VERSION|__CUDACC_VER_\w+__|__NVCC__|__CUDACC__)\b")
DIRECTIVE = re.compile(r"^[ \t]*#[ \t]*(if|ifdef|ifndef|elif|elifdef|elifndef)\b")
DIAG = re.compile(r"^(.+?):(\d+):\d+: (warning|error|note): .*\[cuda2hip-([\w-]+)\]$")


COMMENT = re.compile(r'//[^\n]*|/\*.*?\*/|"(?:\\.|[^"\\\n])*"|\'(?:\\.|[^\'\\\n])*\'',
                     re.S)


def blank_comments(text):
    """text with its comments as spaces (newlines kept): same offsets."""
    def blank(m):
        t = m.group(0)
        return t if t[0] in "\"'" else re.sub(r"[^\n]", " ", t)
    return COMMENT.sub(blank, text)


def directives(text):
    """[(offset, end, line)] of the conditions of text, in order; a
    directive goes on over backslash-newlines; commented-out ones are not."""
    masked = blank_comments(text)
    out, off, i = [], 0, 0
    lines = masked.split("\n")
    while i < len(lines):
        start, first = off, i
        while lines[i].rstrip().endswith("\\") and i + 1 < len(lines):
            off += len(lines[i]) + 1
            i += 1
        end = off + len(lines[i])
        if DIRECTIVE.match(masked[start:end]):
            out.append((start, end, first + 1))
        off = end + 1
        i += 1
    return out


def norm(s):
    return " ".join(s.replace("\\\n", " ").split())


def run(cmd, cwd):
    p = subprocess.run(cmd, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                       text=True, errors="replace")
    return p.returncode, p.stdout, p.stderr


def check_side(tool, folder, jobs, flags=()):
    """{path: [finding]} of `check --format json .`."""
    rc, out, err = run([tool, "check", "--format", "json", "-j", str(jobs),
                        "--progress", "off"] + list(flags) + ["."], folder)
    try:
        report = json.loads(out)
    except ValueError:
        return None, "check exit %d: %s" % (rc, err.strip().splitlines()[-1:] or "")
    by_path = {}
    for f in report.get("findings", []):
        by_path.setdefault(os.path.normpath(f.get("path", "")), []).append(f)
    return by_path, None


def convert_side(tool, folder, out_dir, jobs, flags=()):
    """{(path, line)} of convert's needs-review warnings."""
    rc, _, err = run([tool, "convert", ".", "--out-dir", out_dir, "-j", str(jobs),
                      "--progress", "off"] + list(flags), folder)
    warns = set()
    for ln in err.splitlines():
        m = DIAG.match(ln)
        if m and m.group(4) == "needs-review":
            warns.add((os.path.normpath(m.group(1)), int(m.group(2))))
    return warns, rc


def proposed(text, start, end, findings):
    """The directive [start, end) of text with check's fix-its inside it."""
    edits = sorted(((f["offset"], f["length"], f["fixIt"]) for f in findings
                    if "fixIt" in f and "offset" in f and start <= f["offset"] < end),
                   reverse=True)
    s = text[start:end]
    for o, n, fix in edits:
        s = s[:o - start] + fix + s[o - start + n:]
    return s


def compare(name, folder, out_dir, checks, warns, totals, bad):
    for path in sorted(glob.glob(os.path.join(folder, "**", "*"), recursive=True)):
        if not path.endswith(SOURCES) or not os.path.isfile(path):
            continue
        rel = os.path.normpath(os.path.relpath(path, folder))
        text = open(path, encoding="latin-1", newline="").read()
        orig = directives(text)
        if not orig:
            continue
        conv_path = os.path.join(out_dir, rel)
        conv = open(conv_path, encoding="latin-1", newline="").read() \
            if os.path.exists(conv_path) else text
        # the helper blocks convert supplies (#ifndef CUDA2HIP_HELPER_X) are
        # no condition of the source
        written = [d for d in directives(conv)
                   if "CUDA2HIP_HELPER_" not in conv[d[0]:d[1]]]
        findings = checks.get(rel, [])
        check_warns = {f["line"] for f in findings if f.get("rule") == "needs-review"}
        if len(written) != len(orig):
            totals["files with a different number of conditions"] += 1
            bad.append("%s/%s: %d conditions, convert's output has %d" %
                       (name, rel, len(orig), len(written)))
            continue
        for (s, e, line), (cs, ce, _) in zip(orig, written):
            cuda = bool(CUDA_MACROS.search(text[s:e]))
            want = proposed(text, s, e, findings)
            got = conv[cs:ce]
            cw = line in check_warns
            vw = (rel, line) in warns
            ok = norm(want) == norm(got) and cw == vw
            for key in (["all"] + (["cuda"] if cuda else [])):
                totals[key + " conditions"] += 1
                totals[key + (" agree" if ok else " disagree")] += 1
            if not ok:
                bad.append("%s/%s:%d:\n    source:  %s\n    check:   %s%s\n    convert: %s%s" % (
                    name, rel, line, norm(text[s:e]), norm(want),
                    " [needs-review]" if cw else "", norm(got),
                    " [needs-review]" if vw else ""))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--tool", default=os.path.join(ROOT, "build", "bin", "cuda2hip"))
    ap.add_argument("--corpus", default=CORPUS)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--keep", help="keep convert's outputs under this folder")
    ap.add_argument("--flag", action="append", default=[],
                    help="an option given to both commands (e.g. --flag=--hip-version=6.3)")
    ap.add_argument("--at-once", type=int, default=1,
                    help="programs checked and converted at the same time")
    ap.add_argument("names", nargs="*")
    a = ap.parse_args()
    tool = os.path.abspath(a.tool)
    folders = sorted(glob.glob(os.path.join(a.corpus, "*", "cuda")))
    if a.names:
        folders = [f for f in folders if os.path.basename(os.path.dirname(f)) in a.names]
    work = a.keep or tempfile.mkdtemp(prefix="conditions-agree-")
    totals = {k: 0 for k in ("all conditions", "all agree", "all disagree",
                             "cuda conditions", "cuda agree", "cuda disagree",
                             "files with a different number of conditions")}
    bad, failed = [], []

    def one(folder):
        name = os.path.basename(os.path.dirname(folder))
        out_dir = os.path.join(work, name)
        shutil.rmtree(out_dir, ignore_errors=True)
        checks, why = check_side(tool, folder, a.jobs, a.flag)
        warns = convert_side(tool, folder, out_dir, a.jobs, a.flag)[0] \
            if checks is not None else None
        return name, folder, out_dir, checks, why, warns

    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, a.at_once)) as pool:
        for i, (name, folder, out_dir, checks, why, warns) in enumerate(
                pool.map(one, folders), 1):
            if checks is None:
                failed.append("%s: %s" % (name, why))
                continue
            before = dict(totals)
            compare(name, folder, out_dir, checks, warns, totals, bad)
            print("[%d/%d] %s: %d conditions (%d CUDA), %d disagree" % (
                i, len(folders), name, totals["all conditions"] - before["all conditions"],
                totals["cuda conditions"] - before["cuda conditions"],
                totals["all disagree"] - before["all disagree"]), file=sys.stderr, flush=True)
    if not a.keep:
        shutil.rmtree(work, ignore_errors=True)
    print("programs: %d (%d not checked)" % (len(folders), len(failed)))
    for f in failed:
        print("  not checked: " + f)
    print("CUDA conditions: %(cuda conditions)d, agree %(cuda agree)d, "
          "disagree %(cuda disagree)d" % totals)
    print("all conditions: %(all conditions)d, agree %(all agree)d, "
          "disagree %(all disagree)d" % totals)
    print("files whose number of conditions convert changed: %d" %
          totals["files with a different number of conditions"])
    for b in bad:
        print(b)
    return 1 if bad or failed else 0


if __name__ == "__main__":
    sys.exit(main())
