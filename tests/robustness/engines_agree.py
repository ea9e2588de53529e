#!/usr/bin/env python3
"""Properties over every input: the engines agree, comments, strings and
lines are kept, translation is idempotent.

For every input (examples/*.cu and the golden tests' inputs) the file is
translated twice, `--engine ast` and `--engine token`, with the same options.
The outputs must have the same lines; a line that differs fails the test
unless the difference is one the token engine cannot avoid by design
(docs/reliability.md), recognised here and counted per reason:

  kernel-pointer  the AST engine knows an argument is a kernel and casts it
                  to `const void *` (hipLaunchKernel, hipFuncGetAttributes,
                  ...); the token engine cannot tell a function from a value
  member          a member of a CUDA class (cooperative groups' num_threads()
                  -> size()): the token engine never renames after `.`/`->`,
                  it cannot know the object's type
  listed files    ALLOWED below, each with its reason

Every AST translation must also keep each comment and string literal, add
or remove lines only where includes are (inline asm statements, which the
translation replaces where it knows the PTX idiom, count as one line
without strings; the guards around a user's vector operator HIP already
has are left out of this check), and be a fixed point: translated
again, it stays the same.

Files the AST engine cannot parse (headers not found) are skipped and
counted. usage: engines_agree.py CUDA2HIP ROOT WORK_DIR
"""
import glob
import os
import re
import subprocess
import sys

tool, root, work = sys.argv[1:4]
os.makedirs(work, exist_ok=True)

ALLOWED = {
    "negative_members.cu": "a user class with methods named cudaMalloc/cudaFree/"
                           "cudaMemcpy: only the AST engine sees they are not CUDA's",
    "cublas_legacy.cu": "cuBLAS v1 calls are told from the v2 names by the header "
                        "that declares them (cublas.h): only the AST engine sees it",
    "template_keyword_added.cu": "the `template` keyword a dependent member template "
                                 "call lacks: only the AST engine knows the member is "
                                 "a template (docs/parsing.md)",
    "bf16_half_conversions.cu": "a cast between bfloat16 and half (or a 64-bit integer "
                                "to bfloat16) becomes cuda2hip_convert: only the AST "
                                "engine sees the types being cast (docs/helpers.md)",
}
# Translating again cannot keep what only the AST engine knew: the kept v1
# calls do not parse as HIP, and the token engine then renames them (into
# calls that do not compile either: never silently). Known limitation.
NOT_IDEMPOTENT = {"cublas_legacy.cu"}

inputs = sorted(glob.glob(os.path.join(root, "examples", "*.cu")))
for ext in ("cu", "cpp", "cuh"):
    inputs += sorted(glob.glob(os.path.join(root, "tests", "golden", "*." + ext)))

CAST = re.compile(r"reinterpret_cast<const void \*>\((&?[A-Za-z_][\w:]*(?:<[^()<>]*>)?)\)")
IDENT = re.compile(r"[A-Za-z_]\w*")


def member_only(ast_line, tok_line):
    """True when the lines differ only in identifiers written after . or ->"""
    a, t = list(IDENT.finditer(ast_line)), list(IDENT.finditer(tok_line))
    if len(a) != len(t):
        return False
    if IDENT.sub("X", ast_line) != IDENT.sub("X", tok_line):
        return False
    for x, y in zip(a, t):
        if x.group() == y.group():
            continue
        before = tok_line[:y.start()].rstrip()
        if not (before.endswith(".") or before.endswith("->")):
            return False
    return True


SUPPLIED_MARK = "// cuda2hip: what HIP lacks, defined for this file"
CONDITIONAL = re.compile(r"^\s*#\s*(if|ifdef|ifndef)\b")
ENDIF = re.compile(r"^\s*#\s*endif\b")


DEFINED_MACRO = re.compile(r"// cuda2hip: [^\n]*\n#ifndef (\w+)\n#define \1\n#endif\n")


def without_supplied(text):
    """The translation less what it supplies (docs/helpers.md): the marker
    comment and each `#ifndef CUDA2HIP_HELPER_...` block, and a macro the
    translation defines with its remark (HIPBLAS_USE_HIP_HALF), which both
    engines add and which are not the user's lines."""
    text = DEFINED_MACRO.sub("", text)
    out, depth = [], 0
    for line in text.split("\n"):
        if depth == 0 and line.startswith(SUPPLIED_MARK):
            continue
        if depth == 0 and re.match(r"^\s*#\s*ifndef\s+CUDA2HIP_HELPER_", line):
            depth = 1
            continue
        if depth:
            depth += 1 if CONDITIONAL.match(line) else -1 if ENDIF.match(line) else 0
            continue
        out.append(line)
    return "\n".join(out)


GUARD = re.compile(r"^#if !defined\(__HIP_PLATFORM_AMD__\) // cuda2hip: ")


def without_guards(text):
    """The translation less the guards it puts around a user's vector
    operator that HIP's vector types already have (docs/helpers.md): the
    `#if !defined(__HIP_PLATFORM_AMD__) // cuda2hip: ...` line and its
    `#endif`, lines the translation adds by design. The operator itself
    stays (and both engines must add the same guards)."""
    out, stack = [], []
    for line in text.split("\n"):
        if GUARD.match(line):
            stack.append(True)
            continue
        if CONDITIONAL.match(line):
            stack.append(False)
        elif ENDIF.match(line) and stack:
            if stack.pop():
                continue
        out.append(line)
    return "\n".join(out)


ASM = re.compile(r"\b(?:asm|__asm__)\s*(?:volatile|__volatile__)?\s*\(")


def collapse_asm(text):
    """Each inline asm statement as `asm(...);` on one line: the translation
    replaces the PTX idioms it recognises (docs/ptx.md), template string and
    all, by design; the rest of the file is compared as usual."""
    out, pos = [], 0
    for m in ASM.finditer(text):
        if m.start() < pos:
            continue
        depth, i, quote = 0, m.end() - 1, None
        while i < len(text):
            c = text[i]
            if quote:
                if c == "\\":
                    i += 1
                elif c == quote:
                    quote = None
            elif c in "\"'":
                quote = c
            elif c == "(":
                depth += 1
            elif c == ")":
                depth -= 1
                if depth == 0:
                    break
            i += 1
        end = text.find(";", i)
        if end < 0:
            break
        out.append(text[pos:m.start()] + "asm(...);")
        pos = end + 1
    return "".join(out) + text[pos:]


def translate(path, engine):
    out = path + "." + engine if path.startswith(work) else \
        os.path.join(work, os.path.basename(path) + "." + engine)
    if os.path.exists(out):
        os.remove(out)
    # Without hipify's breadcrumb (a comment line PyTorch sources get first):
    # every comment and line of the input is compared with the output.
    p = subprocess.run([tool, path, "--engine", engine, "--no-hipify-breadcrumb", "-o", out],
                       capture_output=True, timeout=300)
    if p.returncode < 0:
        return p.returncode, None
    text = open(out, "rb").read().decode("utf-8", "replace") if os.path.exists(out) else None
    return p.returncode, text


COMMENT_OR_STRING = re.compile(r"//[^\r\n]*|/\*.*?\*/|\"(?:[^\"\\\r\n]|\\.)*\"", re.S)
INCLUDE = re.compile(r"^\s*#\s*include")


def comments_and_strings(text):
    """Comments and string literals, not counting #include lines (whose
    header names are rewritten)."""
    kept = "\n".join("" if INCLUDE.match(l) else l for l in text.split("\n"))
    return COMMENT_OR_STRING.findall(kept)


def added_lines_ok(src, out):
    """Lines may only be added or removed where includes are (the HIP runtime
    header put first, duplicates merged); every other change is in place."""
    import difflib
    a, b = src.splitlines(), out.splitlines()
    for op, i1, i2, j1, j2 in difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes():
        if op == "equal" or (op == "replace" and i2 - i1 == j2 - j1):
            continue
        # Sizes differ: the lines gained or lost must be includes (or blank).
        other = lambda ls: [l for l in ls if l.strip() and not INCLUDE.match(l)]
        if len(other(a[i1:i2])) != len(other(b[j1:j2])):
            return f"lines {i1 + 1}-{i2} became {j2 - j1} line(s) where no include changed"
    return None


failures, reasons, skipped, compared = [], {}, [], 0
for path in inputs:
    name = os.path.basename(path)
    rc_a, ast = translate(path, "ast")
    rc_t, tok = translate(path, "token")
    if rc_t < 0 or rc_a < 0:
        failures.append(f"{name}: crashed (ast {rc_a}, token {rc_t})")
        continue
    if ast is None or rc_a == 3:
        skipped.append(name)
        continue
    compared += 1
    src = open(path, "rb").read().decode("utf-8", "replace")
    # Idempotence: the translation (as written, helpers and all) translated
    # again is itself.
    again_in = os.path.join(work, "again", name)
    os.makedirs(os.path.dirname(again_in), exist_ok=True)
    with open(again_in, "w") as f:
        f.write(ast)
    rc_2, again = translate(again_in, "auto")
    if again != ast and name not in NOT_IDEMPOTENT:
        failures.append(f"{name}: translating the translation again changes it (exit {rc_2})")
    # The user's lines: what both engines supply is left out of the rest.
    ast = without_supplied(ast)
    tok = without_supplied(tok) if tok is not None else None
    unguarded = without_guards(ast)
    if comments_and_strings(collapse_asm(src)) != comments_and_strings(collapse_asm(unguarded)):
        failures.append(f"{name}: a comment or string literal changed")
    why = added_lines_ok(collapse_asm(src), collapse_asm(unguarded))
    if why:
        failures.append(f"{name}: {why}")
    if tok is None:
        failures.append(f"{name}: the token engine wrote nothing (exit {rc_t})")
        continue
    al, tl = ast.splitlines(), tok.splitlines()
    if len(al) != len(tl):
        if name in ALLOWED:  # what only the AST engine writes may add lines
            reasons[name] = reasons.get(name, 0) + abs(len(al) - len(tl))
        else:
            failures.append(f"{name}: {len(al)} lines (ast) vs {len(tl)} lines (token)")
        continue
    for i, (x, y) in enumerate(zip(al, tl), 1):
        if x == y:
            continue
        if name in ALLOWED:
            why = name
        elif CAST.sub(r"\1", x) == y:
            why = "kernel-pointer"
        elif member_only(x, y):
            why = "member"
        else:
            failures.append(f"{name}:{i}: engines disagree\n  ast:   {x}\n  token: {y}")
            continue
        reasons[why] = reasons.get(why, 0) + 1

print(f"{compared} files compared, {len(skipped)} skipped (the AST engine cannot parse them: "
      f"{', '.join(skipped) or '-'})")
for why, n in sorted(reasons.items()):
    print(f"  {n} line(s) differ by design: {why}" + (f" ({ALLOWED[why]})" if why in ALLOWED else ""))
for f in failures:
    print("FAIL " + f)
print(f"{len(failures)} disagreement(s)")
sys.exit(1 if failures else 0)
