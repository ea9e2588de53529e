#!/usr/bin/env python3
"""Speed on real code (issue 23): the HeCBench programs of ../shared/corpus.

Copies the CUDA folders of N corpus programs (programs.tsv order, or those
named; `--heavy` picks the CUB/Thrust ones first; `--limit 0` takes them
all) into one temporary tree and times, on the same units (.cu/.cpp):

  clang        clang-19 -fsyntax-only -x cuda --cuda-host-only, one process
               per unit (the plain parse; `--no-clang` skips it)
  hipify-clang one process per unit (only with `--hipify-clang PATH`)

and, with skip-bodies off (CUDA2HIP_SKIP_BODIES=0) and on (the default;
`--skip on` or `--skip off` runs one of them):

  per file     `cuda2hip --hip-version 6.3 UNIT -o OUT`, one process per unit
  FILE... -jJ  `cuda2hip UNIT... --out-dir OUT -j J`: one process, a thread
               pool, one shared PCH of the CUDA preamble
  convert      `cuda2hip convert TREE --out-dir OUT --cache DIR`, at -j1 and
               -jJ, each with the cache empty (cold), then again (warm)

Each row: wall seconds, CPU seconds (user + system of the processes), CPU
per unit, peak RSS (the largest process), exit code, and the CPU against
clang's plain parse (else against "per file" with skipping off).

Then the heaviest ten units (largest clang CPU; `--heaviest N`), each timed
alone: clang, `cuda2hip UNIT -o OUT`, hipify-clang when given, and the unit
in a tree of its kind: `cuda2hip COPY1/UNIT ... COPYk/UNIT --out-dir OUT
-j1` over k copies of its program folder (`--kind-copies k`, default 4; 0
skips), CPU per copy. Tables are markdown, for docs/performance.md.
Not a test.

usage: bench/bench_corpus.py [--tool build/bin/cuda2hip] [--limit 20|0]
         [--jobs 2] [--heavy] [--no-clang] [--hipify-clang PATH]
         [--skip on|off|both] [--heaviest 10] [--kind-copies 4] [NAME...]
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
CUDA = "/usr/local/cuda"


def run(cmd, env=None, cwd=None):
    """(wall s, CPU s, peak RSS MiB, exit code) of one process."""
    t = time.perf_counter()
    p = subprocess.Popen(cmd, env=env, cwd=cwd, stdout=subprocess.DEVNULL,
                         stderr=subprocess.DEVNULL)
    _, status, ru = os.wait4(p.pid, 0)
    return (time.perf_counter() - t, ru.ru_utime + ru.ru_stime,
            ru.ru_maxrss / 1024.0, os.waitstatus_to_exitcode(status))


def many(cmds, env=None):
    """The same, summed over processes run one after the other (RSS: max,
    exit: the largest); also each process's CPU."""
    wall = cpu = rss = 0.0
    worst, each = 0, []
    for c in cmds:
        w, u, r, e = run(c, env)
        wall, cpu, rss, worst = wall + w, cpu + u, max(rss, r), max(worst, e)
        each.append(u)
    return (wall, cpu, rss, worst), each


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
    return [n for n, _ in (rows[:limit] if limit > 0 else rows)]


def clang_cmd(unit, stub):
    # CUDA 13's include/cccl and an empty texture_fetch_functions.h (the
    # header CUDA 13 removed, which clang 19's wrapper includes; cuda2hip
    # serves it from memory), searched last: as cuda2hip parses.
    return ["clang-19", "-fsyntax-only", "-x", "cuda", "--cuda-host-only",
            "--cuda-path=" + CUDA, "-isystem", CUDA + "/include/cccl",
            "-idirafter", stub, "-Wno-unknown-cuda-version", "-std=c++17", "-w",
            "-I" + os.path.dirname(unit), unit]


def hipify_cmd(hipify, unit, out):
    return [hipify, unit, "-o", out, "--cuda-path=" + CUDA, "--",
            "-std=c++17", "-isystem", CUDA + "/include/cccl",
            "-I" + os.path.dirname(unit)]


def table(title, header, rows):
    print(f"\n### {title}\n")
    print("| " + " | ".join(header) + " |")
    print("|" + "|".join("---" if i == 0 else "---:" for i in range(len(header))) + "|")
    for r in rows:
        print("| " + " | ".join(str(c) for c in r) + " |")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--tool", default=os.path.join(ROOT, "build", "bin", "cuda2hip"))
    ap.add_argument("--corpus", default=os.path.join(ROOT, "..", "shared", "corpus", "hecbench"))
    ap.add_argument("--limit", type=int, default=20, help="programs (0: all)")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--heavy", action="store_true", help="CUB/Thrust programs first")
    ap.add_argument("--no-clang", action="store_true", help="skip clang-19 -fsyntax-only")
    ap.add_argument("--clang", action="store_true", help=argparse.SUPPRESS)  # the default now
    ap.add_argument("--hipify-clang", help="hipify-clang to time, one unit at a time")
    ap.add_argument("--skip", choices=("on", "off", "both"), default="both",
                    help="skip-bodies settings to run (default: both)")
    ap.add_argument("--heaviest", type=int, default=10, help="units timed alone (0: none)")
    ap.add_argument("--kind-copies", type=int, default=4,
                    help="copies of a heavy unit's program converted together (0: none)")
    ap.add_argument("--keep", help="work folder (kept)")
    ap.add_argument("names", nargs="*")
    a = ap.parse_args()
    if not os.path.isdir(a.corpus):
        a.corpus = "/work/shared/corpus/hecbench"
    a.tool = os.path.abspath(a.tool)
    names = programs(a.corpus, set(a.names), a.limit, a.heavy)
    work = os.path.abspath(a.keep or tempfile.mkdtemp(prefix="cuda2hip-bench-corpus-"))
    tree = os.path.join(work, "tree")
    shutil.rmtree(tree, ignore_errors=True)
    units = []
    for n in names:
        shutil.copytree(os.path.join(a.corpus, n, "cuda"), os.path.join(tree, n))
        for ext in ("cu", "cpp"):
            units += sorted(glob.glob(os.path.join(tree, n, "**", "*." + ext), recursive=True))
    n = max(1, len(units))
    print(f"{len(names)} programs, {len(units)} units: {' '.join(names)}")
    print(f"tool {a.tool}, -j{a.jobs}, {os.cpu_count()} cores, load average "
          f"{os.getloadavg()[0]:.1f}; work {work}")

    def env(skip):
        e = dict(os.environ)
        e["CUDA2HIP_SKIP_BODIES"] = "1" if skip else "0"
        return e

    def out(tag):
        d = os.path.join(work, "out-" + tag)
        shutil.rmtree(d, ignore_errors=True)
        os.makedirs(d)
        return d

    def flat(u, o):
        return os.path.join(o, os.path.relpath(u, tree).replace("/", "__"))

    stub = os.path.join(work, "stub")
    os.makedirs(stub, exist_ok=True)
    open(os.path.join(stub, "texture_fetch_functions.h"), "w").close()
    rows = []  # (run, skip, (wall, cpu, rss, exit))
    clang_each = hipify_each = None
    if not a.no_clang:
        r, clang_each = many([clang_cmd(u, stub) for u in units])
        rows.append(("clang -fsyntax-only, per unit", "-", r))
    if a.hipify_clang:
        o = out("hipify")
        r, hipify_each = many([hipify_cmd(a.hipify_clang, u, flat(u, o)) for u in units])
        rows.append(("hipify-clang, per unit", "-", r))
    skips = {"on": (True,), "off": (False,), "both": (False, True)}[a.skip]
    for skip in skips:
        tag = "on" if skip else "off"
        o = out("file-" + tag)
        r, _ = many([[a.tool, "--hip-version", "6.3", u, "-o", flat(u, o)] for u in units],
                    env(skip))
        rows.append(("cuda2hip UNIT -o OUT, per unit", tag, r))
        o = out("many-" + tag)
        rows.append((f"cuda2hip UNIT... -j{a.jobs}", tag,
                     run([a.tool, "--hip-version", "6.3", "-j", str(a.jobs), "--out-dir", o]
                         + [os.path.relpath(u, tree) for u in units], env(skip), cwd=tree)))
        for j in sorted({1, a.jobs}):
            cache = os.path.join(work, f"cache-{tag}-{j}")
            shutil.rmtree(cache, ignore_errors=True)
            for state in ("cold", "warm"):
                o = out(f"convert-{tag}-{j}-{state}")
                rows.append((f"convert -j{j} --cache ({state})", tag,
                             run([a.tool, "convert", tree, "--out-dir", o, "--hip-version",
                                  "6.3", "-j", str(j), "--quiet", "--cache", cache],
                                 env(skip))))

    base = rows[0][2][1] if not a.no_clang else next(
        (r[1] for m, s, r in rows if m.startswith("cuda2hip UNIT -o") and s == "off"), 0)
    vs = "CPU vs clang" if not a.no_clang else "CPU vs per file, skip off"
    table(f"{len(units)} units of {len(names)} programs",
          ["run", "skip bodies", "wall (s)", "CPU (s)", "CPU/unit (s)", "peak RSS (MiB)",
           vs, "exit"],
          [(m, s, f"{w:.1f}", f"{c:.1f}", f"{c / n:.3f}", f"{r:.0f}",
            f"{c / base:.2f}" if base else "", e) for m, s, (w, c, r, e) in rows])

    if clang_each and a.heaviest > 0:
        heavy(a, tree, units, clang_each, hipify_each, stub, env(skips[-1]), out)
    if not a.keep:
        shutil.rmtree(work, ignore_errors=True)


def heavy(a, tree, units, clang_each, hipify_each, stub, env, out):
    """The heaviest units (by clang CPU), each alone; and in a tree of its kind."""
    top = sorted(range(len(units)), key=lambda i: -clang_each[i])[:a.heaviest]
    k = a.kind_copies
    rows = []
    for i in top:
        u = units[i]
        rel = os.path.relpath(u, tree)
        prog = rel.split(os.sep)[0]
        o = out("heavy")
        w, c, r, _ = run([a.tool, "--hip-version", "6.3", u, "-o", os.path.join(o, "x.hip")], env)
        row = [rel, f"{clang_each[i]:.2f}", f"{c:.2f}", f"{c / clang_each[i]:.2f}", f"{r:.0f}"]
        if k > 0:
            kind = os.path.join(os.path.dirname(tree), "kind")
            shutil.rmtree(kind, ignore_errors=True)
            for j in range(k):
                shutil.copytree(os.path.join(tree, prog), os.path.join(kind, f"c{j}", prog))
            copies = [os.path.join(f"c{j}", rel) for j in range(k)]
            _, ck, rk, _ = run([a.tool, "--hip-version", "6.3", "-j1", "--out-dir",
                                out("kind")] + copies, env, cwd=kind)
            row += [f"{ck / k:.2f}", f"{ck / k / clang_each[i]:.2f}", f"{rk:.0f}"]
        if hipify_each:
            row.append(f"{hipify_each[i]:.2f}")
        rows.append(row)
    header = ["unit", "clang CPU (s)", "cuda2hip UNIT CPU (s)", "vs clang", "RSS (MiB)"]
    if k > 0:
        header += [f"in a tree of {k} copies, CPU/unit (s)", "vs clang", "RSS (MiB)"]
    if hipify_each:
        header.append("hipify-clang CPU (s)")
    table(f"The {len(top)} heaviest units, each alone", header, rows)


if __name__ == "__main__":
    sys.exit(main())
