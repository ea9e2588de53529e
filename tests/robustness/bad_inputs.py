#!/usr/bin/env python3
"""Bad inputs get a clear error or a correct result, never a crash or a hang.

Each case writes a file, runs `cuda2hip FILE -o OUT` (engine auto) and checks:
  * the exit code is a documented one (0 clean, 1 warnings, 3 I/O, 4 token
    engine), never a signal or another code, within a time limit;
  * an error exit names the file (file:line:col where there is one);
  * files over 50 MB are translated like any other;
  * when an output was written, nothing of the input was lost: every comment
    and string literal of the input is still in the output, the line count is
    the input's plus the lines the tool adds (the hip_runtime include), line
    endings (CRLF/LF, mixed) and a UTF-8 BOM are kept.

usage: bad_inputs.py CUDA2HIP WORK_DIR
"""
import os
import re
import subprocess
import sys

tool, work = sys.argv[1], sys.argv[2]
os.makedirs(work, exist_ok=True)
DOCUMENTED = {0, 1, 3, 4}
TIMEOUT = 120

K = b"__global__ void k(float *x) { x[threadIdx.x] = 1; }\n"
MAIN = b"int main() { float *d; cudaMalloc(&d, 4); cudaFree(d); return 0; }\n"
BIG_LINE = b"int v = " + b"+".join([b"1"] * 200000) + b";\n"

CASES = {
    "empty.cu": b"",
    "nul_bytes.cu": b"#include <cuda_runtime.h>\n\0\0\0int x;\n",
    "binary.cu": bytes(range(256)) * 64,
    "invalid_utf8.cu": b"// caf\xe9 \xff\xfe\n#include <cuda_runtime.h>\n" + MAIN,
    "bom.cu": b"\xef\xbb\xbf#include <cuda_runtime.h>\n" + K + MAIN,
    "crlf.cu": (b"#include <cuda_runtime.h>\n" + K + MAIN).replace(b"\n", b"\r\n"),
    "mixed_eol.cu": b"#include <cuda_runtime.h>\r\n" + K + b"// x\r\n" + MAIN,
    "no_final_newline.cu": b"#include <cuda_runtime.h>\n" + MAIN.rstrip(b"\n"),
    "long_line.cu": b"#include <cuda_runtime.h>\n" + BIG_LINE + MAIN,
    "unterminated_comment.cu": b"#include <cuda_runtime.h>\n" + MAIN + b"/* cudaMalloc never ends\n",
    "unterminated_string.cu": b"#include <cuda_runtime.h>\nconst char *s = \"cudaMalloc\n" + MAIN,
    "unterminated_if.cu": b"#include <cuda_runtime.h>\n#if CUDART_VERSION >= 12000\n" + MAIN,
    "unbalanced_braces.cu": b"#include <cuda_runtime.h>\nvoid f() { cudaDeviceSynchronize(); \n",
    "recursive_macro.cu": b"#include <cuda_runtime.h>\n#define A B\n#define B A\nint A;\n" + MAIN,
    "deep_macros.cu": b"#include <cuda_runtime.h>\n" + b"".join(
        b"#define M%d(x) M%d(x)+1\n" % (i, i - 1) for i in range(1, 300)) +
        b"#define M0(x) (x)\nint y = M299(cudaSuccess);\n" + MAIN,
    "deep_nesting.cu": b"#include <cuda_runtime.h>\nint z = " + b"(" * 3000 + b"1" + b")" * 3000 + b";\n" + MAIN,
    "deep_if.cu": b"#include <cuda_runtime.h>\n" + b"#if 1\n" * 2000 + MAIN + b"#endif\n" * 2000,
    "only_comments.cu": b"// cudaMalloc\n/* cudaFree */\n",
    # > 50 MB: 800,000 lines, each with a comment and a string naming CUDA
    # APIs that must stay as they are.
    "huge_55mb.cu": b"#include <cuda_runtime.h>\n" + b"".join(
        b"static const char *v%d = \"cudaFree\"; // cudaMalloc in a comment\n" % i
        for i in range(830000)) + MAIN,
    "garbage_tokens.cu": b"#include <cuda_runtime.h>\n<<<>>> ::: cudaMalloc ))) ((( \"\\\n'\n" + MAIN,
}


def comments_and_strings(data):
    text = data.decode("utf-8", "replace")
    return re.findall(r"//[^\r\n]*|/\*.*?\*/|\"(?:[^\"\\\r\n]|\\.)*\"", text, re.S)


failures = []
for name, data in CASES.items():
    src = os.path.join(work, name)
    out = os.path.join(work, name + ".hip")
    with open(src, "wb") as f:
        f.write(data)
    if os.path.exists(out):
        os.remove(out)
    try:
        p = subprocess.run([tool, src, "-o", out], capture_output=True, timeout=TIMEOUT)
    except subprocess.TimeoutExpired:
        failures.append(f"{name}: no result within {TIMEOUT} s (hang)")
        continue
    rc = p.returncode
    err = p.stderr.decode("utf-8", "replace")
    verdict = f"exit {rc}"
    if rc < 0 or rc not in DOCUMENTED:
        failures.append(f"{name}: exit {rc} (crash or undocumented code)\n{err[-2000:]}")
        continue
    if rc == 3:
        if name not in err:
            failures.append(f"{name}: exit 3 without naming the file: {err[:300]}")
        if os.path.exists(out):
            failures.append(f"{name}: exit 3 but an output was written")
        print(f"{name}: {verdict}: {err.strip().splitlines()[0] if err.strip() else ''}")
        continue
    with open(out, "rb") as f:
        result = f.read()
    # Every comment and string of the input, in order (one pass: the 56 MB
    # case has 1.7 million of them).
    text, pos = result.decode("utf-8", "replace"), 0
    for piece in comments_and_strings(data):
        at = text.find(piece, pos)
        if at < 0:
            failures.append(f"{name}: comment or string lost: {piece[:80]!r}")
            break
        pos = at + len(piece)
    added = result.count(b"\n") - data.count(b"\n")
    if not 0 <= added <= 2:
        nl = b"\n"
        failures.append(f"{name}: {added:+d} lines (input {data.count(nl)}, output {result.count(nl)})")
    if data.startswith(b"\xef\xbb\xbf") and not result.startswith(b"\xef\xbb\xbf"):
        failures.append(f"{name}: the UTF-8 BOM was dropped")
    if b"\r\n" in data and data.count(b"\r\n") == data.count(b"\n") and result.count(b"\r\n") != result.count(b"\n"):
        failures.append(f"{name}: CRLF line endings not kept")
    if b"cudaMalloc(&d" in data and b"hipMalloc(&d" not in result and rc != 3:
        verdict += " (cudaMalloc not translated)"
    print(f"{name}: {verdict}, {len(result)} bytes written")

for f in failures:
    print("FAIL: " + f)
sys.exit(1 if failures else 0)
