#!/usr/bin/env python3
"""Checks the PyTorch rows (lib/Mappings/tables/torch*.def) against PyTorch's
own hipify tables (../shared/reference/hipify_torch: v1, and v2 in v2/).

For every CUDA spelling with a row, it computes what hipify writes for it
(the tables' keys applied as hipify's trie applies them to an extension:
longest key at the leftmost position between non-word characters; API_CAFFE2
rows do not apply to extensions) and compares:

  * the masquerade row (or the style-independent row) with hipify v1,
  * the v2 row (or the style-independent row) with hipify v2.

Headers are compared only where a table names them (hipify's folder rule,
ATen/cuda -> ATen/hip, is not simulated). Style-independent rows that keep
the CUDA name while v1 renames nothing agree trivially.

    python3 scripts/torch_rows.py            # Markdown table on stdout
    python3 scripts/torch_rows.py --check    # exit 1 on a disagreement not
                                             # listed in EXPECTED below
"""
import argparse
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TABLES = os.path.join(ROOT, "lib", "Mappings", "tables")

# Rows that differ from hipify on purpose (docs/pytorch.md says why).
EXPECTED = {
    # THC was removed in PyTorch 1.11: hipify's THH/ names no longer exist.
    ("v1", "THCudaCheck"), ("v1", "THCudaCheckWarn"),
    ("v2", "THCudaCheck"), ("v2", "THCudaCheckWarn"),
}


def reference_dir(arg):
    for d in [arg, os.path.join(ROOT, "..", "shared", "reference", "hipify_torch"),
              "/work/shared/reference/hipify_torch"]:
        if d and os.path.exists(os.path.join(d, "cuda_to_hip_mappings.py")):
            return d
    return None


def load(path, constants_dir):
    sys.path.insert(0, constants_dir)
    try:
        src = open(path).read()
        # The file imports its constants relatively ("from .constants import").
        src = re.sub(r"from \.?constants import", "from constants import", src)
        ns = {"__name__": "hipify_tables", "__file__": path}
        exec(compile(src, path, "exec"), ns)
    finally:
        sys.path.pop(0)
    # As hipify_python builds PYTORCH_MAP: the mappings in the order of
    # CUDA_TO_HIP_MAPPINGS, a later one overriding an earlier one.
    out = {}
    for mapping in ns["CUDA_TO_HIP_MAPPINGS"]:
        for k, v in mapping.items():
            if isinstance(v, tuple):
                if "API_CAFFE2" in ns and ns["API_CAFFE2"] in v[1:]:
                    continue
                v = v[0]
            out[k] = v
    return out


def hipify(text, table, keys):
    out, i = [], 0
    while i < len(text):
        if i == 0 or not (text[i - 1].isalnum() or text[i - 1] == "_"):
            best = None
            for k in keys:
                if text.startswith(k, i):
                    e = i + len(k)
                    if e == len(text) or not (text[e].isalnum() or text[e] == "_"):
                        best = k
                        break
            if best:
                out.append(table[best])
                i += len(best)
                continue
        out.append(text[i])
        i += 1
    return "".join(out)


ROW = re.compile(r'^C2H\((\w+),\s*"([^"]*)",\s*"([^"]*)",')


def rows(fname):
    out = {}
    for line in open(os.path.join(TABLES, fname)):
        m = ROW.match(line)
        if m:
            out.setdefault((m.group(1), m.group(2)), m.group(3))
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--reference", default="")
    ap.add_argument("--check", action="store_true")
    a = ap.parse_args()
    ref = reference_dir(a.reference)
    if not ref:
        print("torch_rows.py: no ../shared/reference/hipify_torch", file=sys.stderr)
        return 2
    v1 = load(os.path.join(ref, "cuda_to_hip_mappings.py"), ref)
    v2 = load(os.path.join(ref, "v2", "cuda_to_hip_mappings.py"), ref)
    k1 = sorted(v1, key=len, reverse=True)
    k2 = sorted(v2, key=len, reverse=True)
    common = rows("torch.def")
    styles = {s: rows("torch_%s.def" % s) for s in ("masquerade", "v2", "plain")}
    names = sorted(set(common) | set().union(*[set(r) for r in styles.values()]),
                   key=lambda kn: (kn[0] != "Header", kn[1]))
    bad = []
    print("| kind | CUDA | masquerade | hipify v1 | v2 | hipify v2 | plain |")
    print("|---|---|---|---|---|---|---|")
    for kind, cuda in names:
        key = (kind, cuda)
        mine = {s: styles[s].get(key, common.get(key)) for s in styles}
        if kind == "Header":
            h1 = v1.get(cuda, "(folder rule)")
            h2 = v2.get(cuda, "(folder rule)")
        else:
            h1, h2 = hipify(cuda, v1, k1), hipify(cuda, v2, k2)
        marks = {}
        for style, ref_name, theirs in (("masquerade", "v1", h1), ("v2", "v2", h2)):
            ours = mine[style]
            ok = theirs.startswith("(") or ours == theirs or ours == "" 
            if not ok and (ref_name, cuda) not in EXPECTED:
                bad.append("%s %s: ours %s, hipify %s %s" % (kind, cuda, ours, ref_name, theirs))
            marks[style] = "" if ok else (" (differs)" if (ref_name, cuda) not in EXPECTED else " (on purpose)")
        cell = lambda s: "`%s`" % s if s else "unsupported"
        print("| %s | `%s` | %s%s | %s | %s%s | %s | %s |" % (
            kind, cuda, cell(mine["masquerade"]), marks["masquerade"],
            "`%s`" % h1 if not h1.startswith("(") else h1,
            cell(mine["v2"]), marks["v2"],
            "`%s`" % h2 if not h2.startswith("(") else h2, cell(mine["plain"])))
    for b in bad:
        print("torch_rows.py: " + b, file=sys.stderr)
    if a.check and bad:
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
