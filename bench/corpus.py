#!/usr/bin/env python3
"""Real code: translate the HeCBench corpus of ../shared/corpus and compile it
for MI300X (gfx942) with the ROCm oracle; print `corpus: N ok of M` and the
failures by class.

Runs ../shared/corpus/run.sh (see its README) with cuda2hip as the
translator, one call per file, with the program's include flags after `--`
(as a user with a Makefile would pass them), then sorts every failure into
one of the classes below by its first error. Not a test (it takes 10-20
minutes on 2 cores): its numbers go into the closing notes of issues 17/18
and into docs/corpus.md.

  bench/corpus.py                                  # ROCm 6.3.3 + libraries, --hip-version 6.3
  bench/corpus.py --rocm 7.13                      # ROCm 7.13 (runtime only), default --hip-version
  bench/corpus.py --rocm 7.13 --no-libs-only       # ... only programs that need no math library
  bench/corpus.py vote gemv                        # some programs
  bench/corpus.py --from DIR                       # classify an earlier run's results.txt
  bench/corpus.py --since DIR                      # translate all, compile only what differs from DIR

--since DIR: a whole run compiles every program (about 80 minutes on the
shared 2 cores). With an earlier run's folder (same --rocm and
--hip-version), every program is translated again (a stand-in oracle that
compiles nothing), and only the programs whose translated tree differs from
DIR/work/NAME byte for byte are compiled; the others keep DIR's result line,
since the oracle is deterministic. It prints how many were translated,
identical and compiled.

The classes are patterns over the first error (`CLASSES` below); a failure
that matches none is `other` and is listed with its error, so a new class is
a line here.
"""
import argparse
import collections
import os
import re
import shlex
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SHARED = os.path.join(os.path.dirname(ROOT), "shared")

# (class, pattern over "device|host: first error"); the first match wins.
CLASSES = [
    ("needs a library the oracle lacks", r"'(hipblaslt|rocwmma|rccl|roctracer|hipblas|hipcub|hiprand|rocrand|hipfft|hipsolver|hipsparse|rocprim|thrust|miopen)[^']*' file not found"),
    ("warp-sync builtins / lane masks", r"__(shfl\w*|any_sync|all_sync|ballot_sync|activemask|syncwarp|match_\w+|reduce_\w+_sync)\b|mask must be a 64-bit"),
    ("cooperative groups", r"cooperative_groups|cg::|thread_block_tile|coalesced_group|grid_group"),
    ("fp16/bf16 API", r"half|bfloat|__h[a-z0-9]+\b|__float2|__floats2|__nv_fp|__hip_fp|h2[a-z]+"),
    ("libcu++ (cuda::std, cuda/...)", r"cuda::|'cuda/|libcu"),
    ("textures/surfaces", r"tex[123]D|texture|surf[123]D|image/texture"),
    ("CUDA header/guard macros", r"cuda_runtime|driver_types|helper_cuda|CUDART_VERSION|__CUDA_ARCH__|checkCudaErrors"),
    ("library API (hipBLAS, hipCUB, hipRAND, hipFFT, hipSOLVER, hipSPARSE, rocThrust)", r"hipblas|hipcub|hiprand|rocrand|hipfft|hipsolver|hipsparse|thrust|rocprim|CubDebug|cub::"),
    ("runtime API signature", r"no matching (function|member function) for call to '(hip|__hip)"),
    ("device intrinsic missing", r"undeclared identifier '__[a-z]|no matching function for call to '__[a-z]"),
    ("redefinition / ambiguity", r"redefinition|ambiguous|conflicting"),
    ("CUDA name left untranslated", r"undeclared identifier '(cuda|cu[A-Z]|CU_|CUDA|cublas|curand|cufft|cusparse|cusolver|nvtx|nccl)"),
    ("header not found", r"file not found"),
    ("translate-fail", r"^translate-fail"),
]


def classify(error):
    for name, pat in CLASSES:
        if re.search(pat, error):
            return name
    return "other"


def parse_results(path):
    res = {}
    for line in open(path):
        m = re.match(r"^([\w.+-]+): (ok|translate-fail.*|compile-fail (device|host): (.*))$", line.rstrip("\n"))
        if not m:
            continue
        name, status = m.group(1), m.group(2)
        if status == "ok":
            res[name] = ("ok", "")
        elif status.startswith("translate-fail"):
            res[name] = ("fail", status)
        else:
            res[name] = ("fail", m.group(3) + ": " + m.group(4))
    return res


def needs_library(corpus):
    """Programs whose features column names a math library (programs.tsv)."""
    libs = set()
    tsv = os.path.join(corpus, "hecbench", "programs.tsv")
    header = None
    for line in open(tsv):
        cols = line.rstrip("\n").split("\t")
        if header is None:
            header = [c.lstrip("#") for c in cols]
            continue
        row = dict(zip(header, cols))
        feats = set(row.get("features", "").split(","))
        if feats & {"cub", "thrust", "cublas", "curand", "cufft", "cusparse", "cusolver"}:
            libs.add(row["name"])
    return libs


def same_tree(a, b):
    """Do folders a and b hold the same files, byte for byte?"""
    def files(root):
        out = {}
        for d, _, names in os.walk(root):
            for n in names:
                p = os.path.join(d, n)
                out[os.path.relpath(p, root)] = p
        return out
    fa, fb = files(a), files(b)
    if fa.keys() != fb.keys():
        return False
    for rel, p in fa.items():
        with open(p, "rb") as x, open(fb[rel], "rb") as y:
            if x.read() != y.read():
                return False
    return True


def run_since(a, env, cmd, out):
    """--since: translate everything with a stand-in oracle, compile only what changed."""
    import tempfile
    earlier = parse_results(os.path.join(a.since, "results.txt"))
    stand = tempfile.mkdtemp(prefix="corpus-standin-")
    rocm = os.path.join(os.path.dirname(a.corpus), "rocm")
    for tree in os.listdir(rocm):
        if os.path.isdir(os.path.join(rocm, tree, "include")):
            os.symlink(os.path.join(rocm, tree), os.path.join(stand, tree))
    fake = os.path.join(stand, "hipcc-oracle")
    with open(fake, "w") as f:
        f.write("#!/bin/sh\nexit 0\n")
    os.chmod(fake, 0o755)
    trans = out + "-translations"
    print("+ translate only:", " ".join(cmd), f"(CORPUS_OUT={trans})", file=sys.stderr)
    subprocess.run(cmd, env=dict(env, ORACLE=fake, CORPUS_OUT=trans), stdout=subprocess.DEVNULL)
    tried = parse_results(os.path.join(trans, "results.txt"))
    same, changed = [], []
    for name, (status, _) in sorted(tried.items()):
        # An earlier --since run keeps the trees it did not compile beside
        # its folder (DIR-translations).
        old = os.path.join(a.since, "work", name)
        if not os.path.isdir(old):
            old = os.path.join(a.since + "-translations", "work", name)
        if status == "ok" and name in earlier and os.path.isdir(old) and \
                same_tree(os.path.join(trans, "work", name), old):
            same.append(name)
        else:
            changed.append(name)
    print(f"since {a.since}: {len(tried)} translated, {len(same)} identical (their results kept), "
          f"{len(changed)} compiled: {' '.join(changed)}", file=sys.stderr)
    if changed:
        base = [c for c in cmd if c not in a.programs]
        subprocess.run(base + changed, env=env, stdout=subprocess.DEVNULL)
    now = parse_results(os.path.join(out, "results.txt")) if changed else {}
    lines = []
    for name in sorted(tried):
        if name in now:
            lines.append(line_of(name, now[name]))
        else:
            lines.append(line_of(name, earlier[name]))
    os.makedirs(out, exist_ok=True)
    with open(os.path.join(out, "results.txt"), "w") as f:
        f.write("".join(l + "\n" for l in lines))


def line_of(name, result):
    status, err = result
    if status == "ok":
        return f"{name}: ok"
    if err.startswith("translate-fail"):
        return f"{name}: {err}"
    return f"{name}: compile-fail {err}"


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("programs", nargs="*")
    ap.add_argument("--tool", default=os.path.join(ROOT, "build", "bin", "cuda2hip"))
    ap.add_argument("--corpus", default=os.path.join(SHARED, "corpus"))
    ap.add_argument("--rocm", default="6.3.3", help="oracle tree: 6.3.3 (with libraries) or 7.13")
    ap.add_argument("--hip-version", default=None,
                    help="--hip-version to translate for (default: 6.3 for --rocm 6.3.3, the tool's default for 7.13)")
    ap.add_argument("--out", default=None, help="CORPUS_OUT (default: /tmp/cuda2hip-corpus-ROCM)")
    ap.add_argument("--jobs", default="2")
    ap.add_argument("--compile-timeout", default="300",
                    help="seconds per compile (COMPILE_TIMEOUT); raise it on a loaded machine")
    ap.add_argument("--no-libs-only", action="store_true",
                    help="score only programs that need no math library (for --rocm 7.13)")
    ap.add_argument("--since", default=None,
                    help="an earlier run's CORPUS_OUT: compile only programs whose translation differs from it")
    ap.add_argument("--from", dest="from_dir", default=None, help="classify DIR/results.txt, run nothing")
    a = ap.parse_args()

    out = a.from_dir or a.out or f"/tmp/cuda2hip-corpus-{a.rocm}"
    if not a.from_dir:
        hv = a.hip_version or ("6.3" if a.rocm.startswith("6") else "")
        flag = f"--hip-version {hv} " if hv else ""
        env = dict(os.environ, CORPUS_OUT=out, JOBS=a.jobs, ORACLE_ROCM=a.rocm,
                   COMPILE_TIMEOUT=a.compile_timeout,
                   TRANSLATE=f"{shlex.quote(a.tool)} {flag}{{in}} -o {{out}} -- {{incflags}}")
        cmd = ["bash", os.path.join(a.corpus, "run.sh")] + a.programs
        if a.since:
            run_since(a, env, cmd, out)
        else:
            print("+", f"TRANSLATE='{env['TRANSLATE']}' ORACLE_ROCM={a.rocm} CORPUS_OUT={out}", " ".join(cmd), file=sys.stderr)
            subprocess.run(cmd, env=env, stdout=subprocess.DEVNULL)
    res = parse_results(os.path.join(out, "results.txt"))
    if a.no_libs_only:
        libs = needs_library(a.corpus)
        res = {k: v for k, v in res.items() if k not in libs}
    ok = sum(1 for s, _ in res.values() if s == "ok")
    by_class = collections.defaultdict(list)
    for name, (s, err) in sorted(res.items()):
        if s != "ok":
            by_class[classify(err)].append((name, err))
    print(f"corpus: {ok} ok of {len(res)}  (oracle ROCm {a.rocm}; results in {out}/results.txt)")
    print()
    print("| class | n | programs |")
    print("|---|--:|---|")
    for cls, items in sorted(by_class.items(), key=lambda kv: -len(kv[1])):
        print(f"| {cls} | {len(items)} | {', '.join(n for n, _ in items)} |")
    if by_class:
        print()
        for cls, items in sorted(by_class.items(), key=lambda kv: -len(kv[1])):
            for n, e in items:
                print(f"  [{cls}] {n}: {e[:200]}")


if __name__ == "__main__":
    main()
