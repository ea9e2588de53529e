#!/usr/bin/env python3
"""Runs the warp-level programs of verify/wave64/programs on 64 lanes.

Each CUDA program is translated by cuda2hip for HIP 5.2 with hipLaunchKernelGGL
launches, compiled with g++ against ../shared/hip-cpu (warpSize 64; our shim
tests/wave64/hip-compat.h, precompiled once) and run. verify/wave64/expect.tsv
records, per program, whether it is right on 64 lanes as written and what
`cuda2hip lint --fix` and the opt-in translation `--wave64 fix` must make of it:

  as-is     PASS or FAIL on 64 lanes, translated as written
  fixed     PASS or FAIL on 64 lanes after `lint --fix`, and after
            translating the original with `--wave64 fix`
  lint      `none` (no finding of a lane-grouping rule, and --fix applies
            none; lane-mask-32, a build matter, may be fixed),
            or the comma-separated rule ids that must be reported as errors
            or warnings (others may be reported too)

  run.py pch    CUDA2HIP WORK                build the precompiled shim
  run.py one    CUDA2HIP WORK NAME           check one program
  run.py all    CUDA2HIP WORK [-j N]         check every program, print the table
  run.py fixed  CUDA2HIP WORK                refresh verify/wave64/fixed/
Exit 0 when every expectation holds, 1 otherwise; 3 when g++ or hip-cpu or
TBB is missing (ctest skips).
"""
import hashlib
import os
import re
import shutil
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
PROGRAMS = os.path.join(ROOT, "verify", "wave64", "programs")
EXPECT = os.path.join(ROOT, "verify", "wave64", "expect.tsv")
FIXED_DIR = os.path.join(ROOT, "verify", "wave64", "fixed")
HIP_CPU = os.environ.get("CUDA2HIP_SHARED_DIR", os.path.join(ROOT, "..", "shared"))
HIP_CPU = os.path.join(HIP_CPU, "hip-cpu", "include")
GXX = ["g++", "-std=c++17", "-O1", "-w", "-I", HIP_CPU]
TRANSLATE = ["--launch-syntax", "hip", "--hip-version", "5.2"]
# The rules about how code groups lanes. lane-mask-32 is not one of them: a
# 32-bit full mask is a build matter (HIP 6.2+ rejects it at compile time) and
# its fix, the 64-bit mask, computes the same on every warp size.
WAVE64_RULES = ("warp-size-", "warp-broadcast-32", "warp-vote-32", "tile-as-warp",
                "ballot-", "lane-bit-32", "divergent-warp-sync")
FINDING = re.compile(r": (warning|error|note): .*\[cuda2hip-([a-z0-9-]+)\]")
FIXED = re.compile(r"\(fixed\) \[cuda2hip-([a-z0-9-]+)\]")


def expectations():
    rows = {}
    with open(EXPECT) as f:
        for line in f:
            line = line.split("#", 1)[0].strip()
            if not line:
                continue
            name, as_is, fixed, lint = line.split()
            rows[name] = (as_is, fixed, lint)
    return rows


def sh(cmd, timeout=300, cwd=None):
    p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                       timeout=timeout, cwd=cwd)
    return p.returncode, p.stdout


def pch(work):
    os.makedirs(work, exist_ok=True)
    hdr = os.path.join(work, "hip-compat.h")
    shutil.copyfile(os.path.join(HERE, "hip-compat.h"), hdr)
    rc, out = sh(GXX + ["-x", "c++-header", hdr, "-o", hdr + ".gch"])
    if rc:
        print(out)
    return rc


def pch_current(work):
    """The precompiled shim in WORK exists and is that of today's hip-compat.h."""
    hdr = os.path.join(work, "hip-compat.h")
    if not os.path.exists(hdr + ".gch"):
        return False
    with open(hdr, "rb") as a, open(os.path.join(HERE, "hip-compat.h"), "rb") as b:
        return a.read() == b.read()


def compile_and_run(work, hip_file):
    """Compiles a translation (cached by its text and the shim's) and runs it:
    (verdict, output)."""
    text = open(hip_file, "rb").read() + open(os.path.join(work, "hip-compat.h"), "rb").read()
    exe = os.path.join(work, "bin", hashlib.sha1(text).hexdigest()[:16])
    os.makedirs(os.path.dirname(exe), exist_ok=True)
    took = 0.0
    if not os.path.exists(exe):
        start = time.time()
        rc, out = sh(GXX + ["-include", os.path.join(work, "hip-compat.h"), "-x", "c++",
                            hip_file, "-o", exe + ".tmp", "-ltbb", "-lpthread"])
        took = time.time() - start
        if rc:
            return "NOBUILD", out[-3000:], took
        os.replace(exe + ".tmp", exe)
    try:
        rc, out = sh([exe], timeout=120)
    except subprocess.TimeoutExpired:
        return "TIMEOUT", "", took
    verdict = "PASS" if rc == 0 and "PASS" in out else "FAIL"
    return verdict, out.strip(), took


def translate(cuda2hip, src, dst, extra=()):
    rc, out = sh([cuda2hip] + TRANSLATE + list(extra) + [src, "-o", dst])
    return rc == 0 or os.path.exists(dst), out


def findings(text):
    return [(m.group(1), m.group(2)) for m in FINDING.finditer(text)
            if m.group(2).startswith(WAVE64_RULES)]


def check(cuda2hip, work, name, exp, log):
    as_is, fixed, lint = exp
    d = os.path.join(work, name)
    os.makedirs(d, exist_ok=True)
    src = os.path.join(PROGRAMS, name + ".cu")
    ok = True
    row = {"name": name, "compile_s": 0.0}

    def say(msg):
        log.append(f"{name}: {msg}")

    # 1. as written
    hip = os.path.join(d, "as-is.hip.cpp")
    good, out = translate(cuda2hip, src, hip)
    if not good:
        say("translation failed\n" + out)
        return False, row
    v, out, took = compile_and_run(work, hip)
    row["compile_s"] += took
    row["as-is"] = v
    if v != as_is:
        ok = False
        say(f"as written: {v}, expected {as_is}\n{out}")
    # 2. lint: what it reports
    rc, out = sh([cuda2hip, "lint", src])
    got = findings(out)
    row["lint"] = ",".join(sorted({f"{r}:{s}" for s, r in got})) or "none"
    if lint == "none":
        if got:
            ok = False
            say("a correct program drew findings:\n" + out)
    else:
        for rule in lint.split(","):
            if not any(r == rule for _, r in got):
                ok = False
                say(f"lint did not report {rule}:\n{out}")
    # 3. lint --fix, then translate and run
    fixed_src = os.path.join(d, name + ".cu")
    shutil.copyfile(src, fixed_src)
    rc, out = sh([cuda2hip, "lint", "--fix", fixed_src])
    edits = [r for r in FIXED.findall(out) if r.startswith(WAVE64_RULES)]
    row["fix-edits"] = edits
    if lint == "none" and edits:
        ok = False
        rc, diff = sh(["diff", src, fixed_src])
        say("lint --fix changed how a correct program groups lanes:\n" + diff)
    # The fixed CUDA source runs on NVIDIA too (run_nvidia.sh): it is kept in
    # verify/wave64/fixed/ and must be what --fix writes today.
    kept = os.path.join(FIXED_DIR, name + ".cu")
    now = open(fixed_src).read()
    if edits and (not os.path.exists(kept) or open(kept).read() != now):
        ok = False
        say(f"verify/wave64/fixed/{name}.cu is not what lint --fix writes "
            f"(run.py fixed CUDA2HIP refreshes it)")
    if not edits and os.path.exists(kept):
        ok = False
        say(f"verify/wave64/fixed/{name}.cu exists but lint --fix changes nothing")
    hip = os.path.join(d, "fixed.hip.cpp")
    good, out = translate(cuda2hip, fixed_src, hip)
    v, out, took = compile_and_run(work, hip) if good else ("NOTRANS", out, 0.0)
    row["compile_s"] += took
    row["lint --fix"] = v
    if v != fixed:
        ok = False
        say(f"after lint --fix: {v}, expected {fixed}\n{out}")
    # 4. the opt-in translation mode
    hip = os.path.join(d, "wave64.hip.cpp")
    good, out = translate(cuda2hip, src, hip, ["--wave64", "fix"])
    v, out, took = compile_and_run(work, hip) if good else ("NOTRANS", out, 0.0)
    row["compile_s"] += took
    row["--wave64 fix"] = v
    if v != fixed:
        ok = False
        say(f"translated with --wave64 fix: {v}, expected {fixed}\n{out}")
    return ok, row


def refresh_fixed(cuda2hip, work):
    """Writes verify/wave64/fixed/NAME.cu for every program lint --fix edits
    for lane grouping (what run_nvidia.sh runs on 32 lanes)."""
    os.makedirs(FIXED_DIR, exist_ok=True)
    for name in sorted(expectations()):
        d = os.path.join(work, name)
        os.makedirs(d, exist_ok=True)
        dst = os.path.join(d, name + ".cu")
        shutil.copyfile(os.path.join(PROGRAMS, name + ".cu"), dst)
        rc, out = sh([cuda2hip, "lint", "--fix", dst])
        kept = os.path.join(FIXED_DIR, name + ".cu")
        if [r for r in FIXED.findall(out) if r.startswith(WAVE64_RULES)]:
            shutil.copyfile(dst, kept)
            print("wrote", os.path.relpath(kept, ROOT))
        elif os.path.exists(kept):
            os.remove(kept)
    return 0


def missing_tools():
    if not shutil.which("g++"):
        return "no g++"
    if not os.path.isdir(HIP_CPU):
        return "no hip-cpu at " + HIP_CPU
    if not os.path.exists("/usr/include/tbb/tbb.h") and not os.path.exists(
            "/usr/include/oneapi/tbb.h"):
        return "no TBB headers (apt-get install libtbb-dev)"
    return ""


def main(argv):
    if len(argv) < 3 or argv[0] not in ("pch", "one", "all", "fixed"):
        print(__doc__)
        return 2
    why = missing_tools()
    if why:
        print("skipped: " + why)
        return 3
    mode, cuda2hip, work = argv[0], os.path.abspath(argv[1]), os.path.abspath(argv[2])
    if mode == "pch":
        return 1 if pch(work) else 0
    if mode == "fixed":
        return refresh_fixed(cuda2hip, work)
    if not pch_current(work) and pch(work):
        return 1
    exp = expectations()
    if mode == "one":
        log = []
        ok, row = check(cuda2hip, work, argv[3], exp[argv[3]], log)
        print("\n".join(log))
        print(f"{'ok' if ok else 'MISMATCH'} {argv[3]}: as-is {row.get('as-is')}, "
              f"lint {row.get('lint')}, lint --fix {row.get('lint --fix')}, "
              f"--wave64 fix {row.get('--wave64 fix')}; g++ {row['compile_s']:.1f} s")
        return 0 if ok else 1
    jobs = int(argv[argv.index("-j") + 1]) if "-j" in argv else 2
    names = sorted(exp)
    logs = {n: [] for n in names}
    with ThreadPoolExecutor(jobs) as pool:
        results = list(pool.map(lambda n: check(cuda2hip, work, n, exp[n], logs[n]), names))
    print("| program | as written | lint | after lint --fix | after --wave64 fix | g++ s |")
    print("|---|---|---|---|---|---|")
    bad = 0
    for n, (ok, row) in zip(names, results):
        bad += not ok
        print(f"| {n} | {row.get('as-is')} | {row.get('lint')} | {row.get('lint --fix')} | "
              f"{row.get('--wave64 fix')} | {row['compile_s']:.1f} |" + ("" if ok else " MISMATCH"))
    for n in names:
        if logs[n]:
            print("\n".join(logs[n]))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
