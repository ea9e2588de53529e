#!/usr/bin/env python3
"""ctest: `cuda2hip verify` on one example, without a GPU.

Checks what CI can: the translation builds for gfx942 (a complete code
object, device libraries linked), every kernel of the CUDA source is in it
(k/k, k > 0), and the checked-in reference loads. Nothing runs.

usage: verify_check.py CUDA2HIP EXAMPLE.cu REFERENCES_DIR WORK_DIR
"""
import json
import os
import subprocess
import sys

tool, example, refs, work = sys.argv[1:5]
name = os.path.splitext(os.path.basename(example))[0]
env = dict(os.environ, CUDA2HIP_CACHE_DIR=os.path.join(work, "cache"))
# verify builds against the installed HIP (Debian's 5.2.3 without a ROCm):
# the translation targets that version.
cmd = [tool, "verify", example, "--hip-version", "5.2", "--reference", refs, "--format", "json",
       "--work-dir", os.path.join(work, name)]
proc = subprocess.run(cmd, capture_output=True, text=True, env=env)
sys.stderr.write(proc.stderr)
try:
    report = json.loads(proc.stdout)
except json.JSONDecodeError:
    print(proc.stdout)
    sys.exit(f"{name}: verify printed no JSON (exit {proc.returncode})")
prog = report["programs"][0]
k = prog["kernels"]
print(f"{name}: {report['arch']} build {prog['amd_build']['status']}"
      f" ({prog['amd_build']['seconds']:.1f} s), kernels {k['found']}/{k['expected']},"
      f" reference: {prog['compare'].get('detail', prog['compare']['status'])}")
print(f"toolchain: {report['amd_toolchain']}")
problems = []
if prog["translate"]["status"] != "ok":
    problems.append("translate: " + prog["translate"].get("detail", ""))
if prog["amd_build"]["status"] != "ok":
    problems.append("gfx942 build: " + prog["amd_build"].get("detail", ""))
if k["expected"] == 0 or k["found"] != k["expected"] or k["missing"]:
    problems.append(f"kernels {k['found']}/{k['expected']}, missing {k['missing']}")
if prog["compare"]["status"] == "failed":
    problems.append("reference: " + prog["compare"].get("detail", ""))
if proc.returncode != 0:
    problems.append(f"verify exited {proc.returncode}")
for p in problems:
    print("FAIL: " + p)
sys.exit(1 if problems else 0)
