#!/usr/bin/env python3
"""Never lose a user's file (issue 24): one check per numbered case.

  1  links out of the tree are never followed (migrate-build --in-place does
     not rewrite a file outside the tree); check, lint and migrate-build skip
     FIFOs in the tree instead of blocking on them
  2  two `convert T --in-place` at once: every original survives (in the
     file or its backup); the second run waits for the first (tree lock)
  3  verify --work-dir DIR leaves a DIR/NAME/ it did not make alone
  4  single-file --out-dir equal to the input's folder, and -o naming the
     input, are refused; the input is untouched
  5  convert c2 --out-dir c2/s with the user's sources in c2/s is refused and
     c2/s is untouched; an output folder made by convert is reused
  6  --rules with 60,000 nested '[' and check --baseline with 40,000 nested
     levels: a clear error, no crash
  7  a FIFO given directly, as --rules or as --baseline, /dev/zero through a
     link, --stdin </dev/zero, a sub/up -> .. loop: no hang, bounded memory,
     each file counted once
  8  an inserted #include line gets the file's line ending (CRLF, lone CR)
  9  temp files of a killed run are swept and never copied; backups are not
     copied into --out-dir; SIGTERM leaves no temp file; --in-place keeps a
     link a link; a stale backup does not cost the current original its own
 10  errors say why: a garbage compile_commands.json, an unreadable file, a
     link loop, a baseline of another kind or version

usage: files.py CUDA2HIP WORK_DIR [CASE...]
"""
import json
import os
import resource
import shutil
import signal
import stat
import subprocess
import sys
import time

tool, work = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
cases = [int(c) for c in sys.argv[3:]] or list(range(1, 11))
failures = []

KERNEL = """#include <cuda_runtime.h>
__global__ void k(float *x) { x[threadIdx.x] = 1; }
int main() { float *d; cudaMalloc(&d, 4); k<<<1, 1>>>(d); cudaFree(d); }
"""
CMAKE = "project(p LANGUAGES CXX CUDA)\nadd_executable(p k.cu)\n"


def check(cond, what):
    print(("ok   " if cond else "FAIL ") + what, flush=True)
    if not cond:
        failures.append(what)


def limit_memory():
    resource.setrlimit(resource.RLIMIT_AS, (3 << 30, 3 << 30))


def run(args, timeout=120, stdin=None, env=None, cwd=None):
    """(exit code, stderr + stdout); exit None when it ran past the timeout."""
    try:
        p = subprocess.run([tool] + args, capture_output=True, text=True,
                           errors="replace", timeout=timeout, stdin=stdin,
                           env=dict(os.environ, **(env or {})), cwd=cwd,
                           preexec_fn=limit_memory)
        return p.returncode, p.stderr + p.stdout
    except subprocess.TimeoutExpired:
        return None, "(timed out)"


def fresh(name):
    d = os.path.join(work, name)
    shutil.rmtree(d, ignore_errors=True)
    os.makedirs(d)
    return d


def write(path, text, mode="w"):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, mode, newline="") as f:
        f.write(text)


def read(path, mode="r"):
    with open(path, mode, **({} if "b" in mode else {"newline": ""})) as f:
        return f.read()


def snapshot(d):
    out = {}
    for root, dirs, files in os.walk(d):
        for f in files:
            p = os.path.join(root, f)
            if os.path.isfile(p) and not os.path.islink(p):
                out[os.path.relpath(p, d)] = read(p, "rb")
    return out


def temps(d):
    return [os.path.join(r, f) for r, _, fs in os.walk(d) for f in fs
            if ".cuda2hip-" in f]


def fine(rc):
    """A documented exit code (0-4), not a signal, not a timeout."""
    return rc is not None and 0 <= rc <= 4


def case1():
    t, outside = fresh("c1/tree"), fresh("c1/outside")
    write(f"{t}/CMakeLists.txt", CMAKE)
    write(f"{t}/k.cu", KERNEL)
    write(f"{outside}/CMakeLists.txt", CMAKE)
    os.symlink(outside, f"{t}/ext")
    before = snapshot(outside)
    rc, err = run(["migrate-build", t, "--in-place"])
    check(fine(rc) and snapshot(outside) == before,
          "1: migrate-build --in-place leaves the file behind a link out of the tree alone")
    check(read(f"{t}/CMakeLists.txt") != CMAKE, "1: ... and migrates the tree's own file")
    os.mkfifo(f"{t}/p.cu")
    os.mkfifo(f"{t}/build.sh")
    for cmd in (["check", t], ["lint", t], ["migrate-build", t, "--check"]):
        rc, err = run(cmd, timeout=60)
        check(fine(rc), f"1: {cmd[0]} over a tree with FIFOs ends (exit {rc})")


def case2():
    lost_total = 0
    waited = False
    for trial in range(3):
        t = fresh(f"c2/tree{trial}")
        originals = {}
        for i in range(12):
            text = KERNEL.replace("k(", f"k{i}(").replace("k<<<", f"k{i}<<<")
            write(f"{t}/k{i}.cu", text)
            originals[f"k{i}.cu"] = text
        procs = [subprocess.Popen([tool, "convert", t, "--in-place", "-j2"],
                                  stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                                  text=True)
                 for _ in range(2)]
        errs = [p.communicate(timeout=300)[1] for p in procs]
        waited |= any("waiting for it to finish" in e for e in errs)
        for name, text in originals.items():
            p = f"{t}/{name}"
            backups = [f for f in os.listdir(t) if f.startswith(name) and f.endswith(".cuda.orig")]
            if read(p) != text and not any(read(f"{t}/{b}") == text for b in backups):
                lost_total += 1
    check(lost_total == 0, f"2: two concurrent convert --in-place: {lost_total} originals lost")
    check(waited, "2: the second run waits for the first (tree lock)")


def case3():
    w = fresh("c3/work")
    src = fresh("c3/src")
    write(f"{src}/k.cu", KERNEL)
    write(f"{w}/k/mine.txt", "the user's file\n")
    rc, err = run(["verify", f"{src}/k.cu", "--work-dir", w, "--no-amd-compile"], timeout=300)
    check(os.path.exists(f"{w}/k/mine.txt"), "3: verify --work-dir keeps a folder it did not make")
    check(rc not in (0, None) and "not made by cuda2hip verify" in err,
          f"3: ... and says so (exit {rc})")


def case4():
    d = fresh("c4")
    write(f"{d}/a.cu", KERNEL)
    for args, cwd in (([f"{d}/a.cu", "--out-dir", d], None), (["a.cu", "--out-dir", "."], d),
                      ([f"{d}/a.cu", "-o", f"{d}/a.cu"], None)):
        rc, err = run(args, cwd=cwd)
        check(read(f"{d}/a.cu") == KERNEL and rc not in (0, None),
              f"4: cuda2hip {' '.join(args)} leaves the input alone (exit {rc})")
    write(f"{d}/CMakeLists.txt", CMAKE)
    rc, err = run(["migrate-build", f"{d}/CMakeLists.txt", "-o", f"{d}/CMakeLists.txt"])
    check(read(f"{d}/CMakeLists.txt") == CMAKE and rc not in (0, None),
          f"4: migrate-build -o naming its input leaves it alone (exit {rc})")


def case5():
    c2 = fresh("c5/c2")
    write(f"{c2}/a/k.cu", KERNEL)
    mine = KERNEL.replace("k(", "mine(").replace("k<<<", "mine<<<")
    write(f"{c2}/s/a/k.cu", mine)
    rc, err = run(["convert", c2, "--out-dir", f"{c2}/s"])
    check(read(f"{c2}/s/a/k.cu") == mine and rc not in (0, None),
          f"5: convert c2 --out-dir c2/s keeps the user's c2/s/a/k.cu (exit {rc})")
    c3 = fresh("c5/c3")
    write(f"{c3}/k.cu", KERNEL)
    rc1, _ = run(["convert", c3, "--out-dir", f"{c3}/hip"])
    rc2, err = run(["convert", c3, "--out-dir", f"{c3}/hip"])
    check(fine(rc1) and fine(rc2) and rc2 != 2 and os.path.exists(f"{c3}/hip/k.cu")
          and not os.path.exists(f"{c3}/hip/hip"),
          f"5: convert c3 --out-dir c3/hip runs again into its own output (exit {rc1}, {rc2})")


def case6():
    d = fresh("c6")
    write(f"{d}/k.cu", KERNEL)
    write(f"{d}/rules.json", "[" * 60000)
    rc, err = run([f"{d}/k.cu", "--rules", f"{d}/rules.json"])
    check(fine(rc) and rc != 0 and "nested" in err,
          f"6: --rules with 60,000 nested '[': a clear error (exit {rc})")
    write(f"{d}/baseline.json", '{"findings": ' + "[" * 40000)
    rc, err = run(["check", f"{d}/k.cu", "--baseline", f"{d}/baseline.json"])
    check(fine(rc) and rc != 0 and "nested" in err,
          f"6: check --baseline nested 40,000 deep: a clear error (exit {rc})")


def case7():
    d = fresh("c7")
    write(f"{d}/k.cu", KERNEL)
    os.mkfifo(f"{d}/fifo.cu")
    os.mkfifo(f"{d}/fifo.json")
    for args in ([f"{d}/fifo.cu"], [f"{d}/k.cu", "--rules", f"{d}/fifo.json"],
                 ["check", f"{d}/k.cu", "--baseline", f"{d}/fifo.json"]):
        rc, err = run(args, timeout=60)
        check(fine(rc) and rc != 0 and "FIFO" in err,
              f"7: {' '.join(a.replace(d + '/', '') for a in args)}: no hang, says FIFO (exit {rc})")
    os.symlink("/dev/zero", f"{d}/zero.cu")
    for args, stdin in (([f"{d}/zero.cu"], None),
                        (["--stdin", "--assume-filename", f"{d}/z.cu"], "/dev/zero"),
                        ([f"{d}/k.cu", "--rules", "/dev/zero"], None)):
        f = open(stdin, "rb") if stdin else None
        rc, err = run(args, timeout=60, stdin=f)
        check(fine(rc) and rc != 0, f"7: {' '.join(args[:2])} on /dev/zero: bounded (exit {rc})")
    big = f"{d}/big-baseline.json"
    with open(big, "wb") as f:
        f.truncate(227 << 20)
    rc, err = run(["check", f"{d}/k.cu", "--baseline", big], timeout=120)
    check(fine(rc) and rc != 0 and "limit" in err,
          f"7: a 227 MB baseline: refused by its size, within 3 GiB (exit {rc})")
    inc = fresh("c7/include")
    write(f"{inc}/k.cu", KERNEL)
    os.mkfifo(f"{inc}/forced.h")
    write(f"{inc}/compile_commands.json",
          '[{"directory": "%s", "file": "k.cu", "command": "nvcc -include forced.h -c k.cu"}]' % inc)
    rc, err = run([f"{inc}/k.cu"], timeout=60)
    check(fine(rc), f"7: a FIFO as -include in compile_commands.json: no hang (exit {rc})")
    t = fresh("c7/loop")
    write(f"{t}/k.cu", KERNEL)
    write(f"{t}/CMakeLists.txt", CMAKE)
    os.makedirs(f"{t}/sub")
    os.symlink("..", f"{t}/sub/up")
    rc, err = run(["lint", t], timeout=120)
    check(fine(rc), f"7: lint over a sub/up -> .. loop ends (exit {rc})")
    try:
        p = subprocess.run([tool, "check", t, "--format", "json"], capture_output=True,
                           text=True, timeout=300, preexec_fn=limit_memory)
        n = len(json.loads(p.stdout)["files"])
    except (subprocess.TimeoutExpired, ValueError, KeyError) as e:
        n = type(e).__name__
    check(n == 1, f"7: check over the loop counts k.cu once ({n} entries)")
    o = os.path.join(work, "c7/loop-out")
    shutil.rmtree(o, ignore_errors=True)
    rc, err = run(["migrate-build", t, "--out-dir", o], timeout=120)
    n = sum(len(fs) for _, _, fs in os.walk(o))
    check(fine(rc) and n == 1, f"7: migrate-build --out-dir over the loop writes {n} file(s)")


def case8():
    d = fresh("c8")
    # The HIP runtime include is inserted above the first include when that
    # is not a CUDA one, or above the first code line when there is none.
    second = "#include <stdio.h>\n" + KERNEL
    write(f"{d}/crlf.cu", second.replace("\n", "\r\n"))
    write(f"{d}/plain.cu", "__global__ void k() {}\r\nint main() { k<<<1, 1>>>(); }\r\n")
    write(f"{d}/cr.cu", second.replace("\n", "\r"))
    for name in ("crlf.cu", "plain.cu", "cr.cu"):
        rc, err = run([f"{d}/{name}", "--in-place", "--no-backup"])
        out = read(f"{d}/{name}", "rb")
        if name == "cr.cu":
            good = b"\n" not in out and b"cuda_runtime" not in out and b"hip_runtime" in out
        else:
            good = b"\n" not in out.replace(b"\r\n", b"") and b"hip_runtime" in out
        check(fine(rc) and good, f"8: {name}: the inserted line keeps the file's line ending")


def case9():
    t = fresh("c9/tree")
    write(f"{t}/k.cu", KERNEL)
    write(f"{t}/.k.cu.cuda2hip-Ab12Cd", "half a translation")
    write(f"{t}/old.cu.cuda.orig", "a backup\n")
    o = os.path.join(work, "c9/out")
    shutil.rmtree(o, ignore_errors=True)
    rc, err = run(["convert", t, "--out-dir", o])
    check(fine(rc) and not temps(o) and not temps(t),
          "9: a killed run's temp file is swept and not copied")
    check(not os.path.exists(f"{o}/old.cu.cuda.orig"), "9: backups are not copied into --out-dir")
    # In --out-dir another run's temp file may be live (parallel per-file
    # runs share the folder): only one older than a minute is swept.
    write(f"{o}/.live.cu.cuda2hip-Ef34Gh", "another run's write")
    write(f"{o}/.dead.cu.cuda2hip-Ij56Kl", "a killed run's write")
    old = time.time() - 120
    os.utime(f"{o}/.dead.cu.cuda2hip-Ij56Kl", (old, old))
    rc, err = run(["convert", t, "--out-dir", o])
    check(fine(rc) and os.path.exists(f"{o}/.live.cu.cuda2hip-Ef34Gh")
          and not os.path.exists(f"{o}/.dead.cu.cuda2hip-Ij56Kl"),
          "9: in --out-dir a fresh temp file (another run's) is kept, an old one swept")
    # SIGTERM in the middle of a write leaves no temporary file: WriteTest's
    # (tests/unit/WriteTest.cpp, TerminatedDuringAWriteLeavesNoTemporaryFile).
    d = fresh("c9/link")
    write(f"{d}/real.cu", KERNEL)
    os.symlink("real.cu", f"{d}/link.cu")
    rc, err = run([f"{d}/link.cu", "--in-place"])
    check(os.path.islink(f"{d}/link.cu"), f"9: --in-place on a link keeps the link (exit {rc})")
    s = fresh("c9/stale")
    write(f"{s}/a.cu", KERNEL)
    write(f"{s}/a.cu.cuda.orig", "an older original\n")
    rc, err = run([f"{s}/a.cu", "--in-place"])
    kept = [f for f in os.listdir(s) if f.endswith(".cuda.orig") and read(f"{s}/{f}") == KERNEL]
    check(fine(rc) and kept and read(f"{s}/a.cu.cuda.orig") == "an older original\n",
          f"9: with a stale backup the current original still gets one ({kept})")


def case10():
    d = fresh("c10")
    write(f"{d}/k.cu", KERNEL)
    write(f"{d}/compile_commands.json", "\x01\x02garbage\xff\xfe")
    rc, err = run(["convert", d, "--diff"])
    check("\x01" not in err and "garbage" not in err and "compile_commands.json" in err,
          "10: a garbage compile_commands.json: an error without its raw bytes")
    os.remove(f"{d}/compile_commands.json")
    write(f"{d}/locked.cu", KERNEL)
    os.chmod(f"{d}/locked.cu", 0)
    if os.geteuid() != 0:
        rc, err = run([f"{d}/locked.cu"])
        check("Permission denied" in err and "--engine" not in err,
              "10: an unreadable file: the cause, no hint at --engine")
    os.chmod(f"{d}/locked.cu", 0o644)
    with open(f"{d}/huge.cu", "wb") as f:  # sparse: 65 MiB, one block on disk
        f.truncate(65 << 20)
    rc, err = run([f"{d}/huge.cu"])
    check(rc == 3 and "limit" in err and "--engine" not in err,
          f"10: a file over the size limit: the cause, no hint at --engine (exit {rc})")
    os.remove(f"{d}/huge.cu")
    os.symlink("loop.cu", f"{d}/loop.cu")
    rc, err = run(["convert", d, "--diff"])
    check("loop" in err and "broken" not in err, "10: a link loop is called a loop")
    os.remove(f"{d}/loop.cu")
    write(f"{d}/b.json", '{"version": 7, "kind": "something-else", "findings": []}')
    rc, err = run(["check", f"{d}/k.cu", "--baseline", f"{d}/b.json"])
    check(rc not in (0, None) and "kind" in err, f"10: a baseline of another kind is refused (exit {rc})")


os.makedirs(work, exist_ok=True)
for c in cases:
    print(f"--- case {c}", flush=True)
    try:
        globals()[f"case{c}"]()
    except Exception as e:  # a broken case is a failure, not a crash of the script
        check(False, f"{c}: {type(e).__name__}: {e}")
print(f"{len(failures)} failure(s)")
sys.exit(1 if failures else 0)
