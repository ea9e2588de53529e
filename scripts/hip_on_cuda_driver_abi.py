#!/usr/bin/env python3
"""Checks that verify/hip-on-cuda calls each CUDA driver function with the ABI it looks up.

The layer calls driver functions through cudaGetDriverEntryPointByVersion
(HIP_ON_CUDA_CU(NAME, ...) at CUDA_VERSION, HIP_ON_CUDA_CU_AT(VERSION, NAME,
...) at VERSION) and casts the pointer to decltype(&NAME), the ABI cuda.h
declares. The lookup returns the newest entry point at or below the version;
when that is not cuda.h's declaration (CUDA 13's cuCtxSynchronize(ctx) against
cuda.h's cuCtxSynchronize(void)), the call passes the wrong arguments and
fails only at run time. This script finds, for every call in the layer, the
entry point's version in cudaTypedefs.h (PFN_NAME_vN) and compiles
static_asserts that its type is decltype(&NAME).

usage:
  hip_on_cuda_driver_abi.py [--layer DIR]   exit 0 all match, 1 a mismatch
                                            (each printed), 3 no CUDA/compiler
"""
import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LAYER = os.path.join(ROOT, "verify", "hip-on-cuda", "include")
CUDA = os.environ.get("CUDA_PATH", "/usr/local/cuda")

CALL = re.compile(r"HIP_ON_CUDA_CU(?:_AT\(\s*(\d+)\s*,|\()\s*(cu[A-Za-z0-9_]+)")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--layer", default=LAYER)
    args = ap.parse_args()
    inc = os.path.join(CUDA, "include")
    typedefs = os.path.join(inc, "cudaTypedefs.h")
    cxx = shutil.which("g++") or shutil.which("clang++")
    if not os.path.isfile(typedefs) or not cxx:
        print("skipped: no %s or no C++ compiler" % typedefs)
        return 3
    with open(os.path.join(inc, "cuda.h")) as f:
        m = re.search(r"#define\s+CUDA_VERSION\s+(\d+)", f.read())
    cuda_version = int(m.group(1))
    with open(typedefs) as f:
        pfn = f.read()
    calls = set()
    for d, _, files in os.walk(args.layer):
        for n in files:
            if n.endswith((".h", ".hpp")):
                with open(os.path.join(d, n)) as f:
                    for ver, name in CALL.findall(f.read()):
                        calls.add((name, int(ver) if ver else cuda_version))
    lines = ["#include <cuda.h>", "#include <cudaTypedefs.h>", "#include <type_traits>"]
    for name, ver in sorted(calls):
        vs = [int(v) for v in re.findall(r"\bPFN_%s_v(\d+)\b" % re.escape(name), pfn)]
        vs = [v for v in vs if v <= ver]
        if not vs:
            print("MISMATCH %s: no entry point at or below version %d" % (name, ver))
            lines.append('#error "%s"' % name)
            continue
        lines.append('static_assert(std::is_same<decltype(&%s), PFN_%s_v%d>::value, '
                     '"MISMATCH %s: cuda.h declares another ABI than entry point v%d");'
                     % (name, name, max(vs), name, max(vs)))
    with tempfile.NamedTemporaryFile("w", suffix=".cpp", delete=False) as f:
        f.write("\n".join(lines) + "\n")
        src = f.name
    try:
        r = subprocess.run([cxx, "-std=c++17", "-fsyntax-only", "-I" + inc, src],
                           stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    finally:
        os.unlink(src)
    bad = lookup_names(cxx, inc, args.layer, pfn)
    bad += sorted(set(re.findall(r"MISMATCH \w+: cuda.h declares another ABI than entry point v\d+",
                              r.stdout)))
    for b in bad:
        print(b)
    if r.returncode != 0 and not bad:
        print(r.stdout)
    print("%d driver function(s) checked, %d mismatch(es)" % (len(calls), len(bad)))
    return 1 if r.returncode != 0 or bad else 0


def lookup_names(cxx, inc, layer, pfn):
    """The names the preprocessed layer passes to hip_on_cuda_entry that are
    not entry-point names (no PFN_NAME_vN in cudaTypedefs.h)."""
    r = subprocess.run([cxx, "-std=c++17", "-E", "-x", "c++", "-I" + layer, "-I" + inc, "-"],
                       input="#include <hip/hip_runtime.h>\n", stdout=subprocess.PIPE,
                       stderr=subprocess.STDOUT, text=True)
    if r.returncode != 0:
        return ["MISMATCH preprocessing the layer failed:\n" + r.stdout[-2000:]]
    names = sorted(set(re.findall(r'hip_on_cuda_entry\("(\w+)"', r.stdout)))
    if not names:
        return ["MISMATCH no hip_on_cuda_entry(\"NAME\", ...) call found in the preprocessed layer"]
    return ["MISMATCH %s: the entry-point lookup is given a name that is not an entry point "
            "(a macro of cuda.h expanded before it was stringized?)" % n
            for n in names if not re.search(r"\bPFN_%s_v\d+\b" % re.escape(n), pfn)]


if __name__ == "__main__":
    sys.exit(main())
