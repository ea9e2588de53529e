#!/usr/bin/env python3
"""Write failures: a clear error, exit 3, and nothing half-written or lost.

Faults are injected with an LD_PRELOAD shim (faultshim.cpp) into the C
library calls the writes use, so they happen exactly where a real disk or
file system would fail them, also when we run as root:
  * disk full (write() -> ENOSPC), to an output folder, in place, and for a
    single file with -o;
  * an unwritable output folder (creating files there -> EACCES);
  * a read-only file converted in place (no write permission bit: refused
    even for root);
  * a file edited by someone else while the run writes (the shim appends to
    it at the first fsync()): not replaced, the edit kept, no temp file; a
    backup made before the edit is kept (it is the only copy of what was read).
Each case checks: exit code 3, an error naming the file and the cause, the
inputs byte for byte as they were (except the outside edit), no temporary
files left, no output file that is not complete.

usage: faults.py CUDA2HIP FAULTSHIM_SO EXAMPLES_DIR WORK_DIR
"""
import filecmp
import os
import shutil
import subprocess
import sys

tool, shim, examples, work = sys.argv[1:5]
failures = []


def check(cond, what):
    print(("ok   " if cond else "FAIL ") + what)
    if not cond:
        failures.append(what)


def tree(name):
    d = os.path.join(work, name)
    shutil.rmtree(d, ignore_errors=True)
    os.makedirs(d)
    for f in ("vector_add.cu", "histogram.cu"):
        shutil.copy(os.path.join(examples, f), d)
    shutil.copytree(os.path.join(examples, "common"), os.path.join(d, "common"))
    return d


def snapshot(d):
    out = {}
    for root, _, files in os.walk(d):
        for f in files:
            p = os.path.join(root, f)
            out[os.path.relpath(p, d)] = open(p, "rb").read()
    return out


def run(args, **faults):
    env = dict(os.environ, LD_PRELOAD=shim, **faults)
    p = subprocess.run([tool] + args, env=env, capture_output=True, text=True,
                       timeout=300)
    return p.returncode, p.stderr


def temps(d):
    return [f for _, _, fs in os.walk(d) for f in fs if ".cuda2hip-" in f]


os.makedirs(work, exist_ok=True)

# 1. Disk full, output folder.
src = tree("enospc-src")
before = snapshot(src)
out = os.path.join(work, "enospc-out")
shutil.rmtree(out, ignore_errors=True)
rc, err = run(["convert", src, "--out-dir", out, "-q"], C2H_FAULT_ENOSPC="1")
check(rc == 3, f"disk full, --out-dir: exit 3 (got {rc})")
check("No space left on device" in err and "vector_add.cu" in err,
      "disk full, --out-dir: the error names the file and the cause")
check(snapshot(src) == before, "disk full, --out-dir: the sources are untouched")
check(not os.path.isdir(out) or not snapshot(out),
      "disk full, --out-dir: no output file at all (none complete, none partial)")

# 2. Disk full, in place: every original kept, no backup, no temp file.
src = tree("enospc-inplace")
before = snapshot(src)
rc, err = run(["convert", src, "--in-place", "-q"], C2H_FAULT_ENOSPC="1")
check(rc == 3, f"disk full, --in-place: exit 3 (got {rc})")
check(snapshot(src) == before,
      "disk full, --in-place: every file as it was, no backup or temp file left")

# 3. Disk full, one file with -o.
src = tree("enospc-single")
o = os.path.join(work, "single-out.cu")
if os.path.exists(o):
    os.remove(o)
rc, err = run([os.path.join(src, "vector_add.cu"), "-o", o], C2H_FAULT_ENOSPC="1")
check(rc == 3 and "No space left on device" in err,
      f"disk full, -o FILE: exit 3 and the cause (got {rc})")
check(not os.path.exists(o) and not temps(work + "/"),
      "disk full, -o FILE: no output and no temp file")

# 4. Unwritable output folder.
src = tree("deny-src")
out = os.path.join(work, "deny-out")
shutil.rmtree(out, ignore_errors=True)
rc, err = run(["convert", src, "--out-dir", out, "-q"], C2H_FAULT_DENY=out)
check(rc == 3 and "Permission denied" in err,
      f"unwritable output folder: exit 3 and 'Permission denied' (got {rc})")
check(not os.path.exists(out) or not snapshot(out),
      "unwritable output folder: nothing written")

# 5. A read-only file in place: refused (even as root), the others done.
src = tree("readonly")
ro = os.path.join(src, "vector_add.cu")
orig = open(ro, "rb").read()
os.chmod(ro, 0o444)
rc, err = run(["convert", src, "--in-place", "-q"])
check(rc == 3 and "read-only" in err and "vector_add.cu" in err,
      f"read-only file in place: exit 3, named, 'read-only' (got {rc})")
check(open(ro, "rb").read() == orig and not os.path.exists(ro + ".cuda.orig"),
      "read-only file in place: unchanged, no backup")
check(b"hip" in open(os.path.join(src, "histogram.cu"), "rb").read(),
      "read-only file in place: the other files are translated")
rc, err = run([ro, "--in-place"])
check(rc == 3 and "read-only" in err, f"read-only file, single-file --in-place: exit 3 (got {rc})")
os.chmod(ro, 0o644)

# 6. Edited by someone else while the run writes.
for mode, args in (("convert", lambda d, f: ["convert", d, "--in-place", "-q"]),
                   ("single file", lambda d, f: [f, "--in-place"])):
    d = os.path.join(work, "edited")
    shutil.rmtree(d, ignore_errors=True)
    os.makedirs(d)
    f = os.path.join(d, "vector_add.cu")
    shutil.copy(os.path.join(examples, "vector_add.cu"), f)
    shutil.copytree(os.path.join(examples, "common"), os.path.join(d, "common"))
    orig = open(f, "rb").read()
    rc, err = run(args(d, f), C2H_FAULT_EDIT=f)
    now = open(f, "rb").read()
    check(rc == 3 and "changed since it was read" in err,
          f"edited during the run ({mode}): exit 3, 'changed since it was read' (got {rc})")
    check(now.startswith(orig) and now.endswith(b"during the run\n") and b"hipMalloc" not in now,
          f"edited during the run ({mode}): the edit is kept, nothing translated over it")
    # The backup made before the edit holds the only copy of the text that
    # was read: it is kept (a backup is never removed while it is the only
    # copy; issue 24, case 2).
    check(not temps(d) and (not os.path.exists(f + ".cuda.orig") or
                            open(f + ".cuda.orig", "rb").read() == orig),
          f"edited during the run ({mode}): no temp file left, a backup only of what was read")

print(f"{len(failures)} failure(s)")
sys.exit(1 if failures else 0)
