#!/usr/bin/env python3
"""Checks verify/hip-on-cuda against ROCm's own declarations, and prints its coverage.

The layer (verify/hip-on-cuda/include) is HIP's API written by hand over CUDA.
This script parses it with clang-19 (CUDA, host side, against the installed
CUDA) and parses ROCm's headers (../shared/rocm/7.13 and 6.3.3, C mode, the
way a C program includes them) with `-Xclang -ast-dump=json`, then compares,
for every HIP name the layer declares:

  * functions: return type and parameter types (spelled as HIP spells them,
    e.g. `hipError_t (hipGraph_t *, unsigned int)`), after normalising
    whitespace, `struct`/`enum` keywords and HIP's opaque handle spellings;
  * enumerators: the value;
  * typedefs of enums: every enumerator the layer gives must have ROCm's value;
  * struct fields: the field exists in ROCm's struct of the same name with
    the same type.

A declaration passes when it matches ROCm 7.13 or ROCm 6.3.3 (the two HIP
versions cuda2hip targets; a few signatures changed between them). Layer
overloads that HIP has only in C++ (templates, e.g. hipMalloc<T>) and internal
helpers (hip_on_cuda_*) are not compared.

usage:
  hip_on_cuda_decls.py check     [--verbose] [--layer DIR]
                                 exit 0 all match, 1 a mismatch, 3 no CUDA/clang;
                                 --layer checks another include folder (the lit test's bad layer)
  hip_on_cuda_decls.py coverage  [--markdown]  share of HIP's API with a CUDA equivalent the layer has
"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
LAYER = os.path.join(ROOT, "verify", "hip-on-cuda", "include")
SHARED = os.environ.get("CUDA2HIP_SHARED_DIR", os.path.join(os.path.dirname(ROOT), "shared"))
if not os.path.isdir(SHARED):
    SHARED = "/work/shared"
ROCM = os.path.join(SHARED, "rocm")
CUDA = os.environ.get("CUDA_PATH", "/usr/local/cuda")
CLANG = os.environ.get("CLANG", shutil.which("clang++-19") or "clang++-19")

# The C APIs whose declarations are compared: (ROCm tree, header) pairs.
RUNTIME_HEADERS = ["hip/hip_runtime_api.h", "hip/hiprtc.h"]
LIBRARY_HEADERS = ["hipblas/hipblas.h", "hipfft/hipfft.h", "hipsparse/hipsparse.h",
                   "hipsolver/hipsolver.h", "hiprand/hiprand.h"]
# MIOpen's header is not valid C (it names miopenTensorArgument_t without
# `struct` in C mode): it is parsed alone as C++, dumping MIOpen's names only.
MIOPEN_HEADER = "miopen/miopen.h"
# The layer is dumped once per filter (clang's -ast-dump-filter takes one
# substring): HIP's names, then MIOpen's (from its header alone).
LAYER_FILTERS = (("hip", None), ("miopen", ["miopen/miopen.h"]))
# RCCL keeps NCCL's names: its layer header includes CUDA's <nccl.h> and
# adds RCCL's own names, which are checked by name against hip-api/rccl.txt.
RCCL_HEADER = "rccl/rccl.h"
# Layer headers parsed together (every .h under the layer is included).

DECL_KINDS = {"FunctionDecl", "EnumDecl", "EnumConstantDecl", "TypedefDecl", "RecordDecl",
              "CXXRecordDecl", "FieldDecl", "VarDecl", "FunctionTemplateDecl",
              "LinkageSpecDecl", "NamespaceDecl"}


def run_clang(args, source, suffix):
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "all" + suffix)
        with open(path, "w") as f:
            f.write(source)
        # clang 19's CUDA wrapper includes texture_fetch_functions.h, which CUDA 13 removed.
        os.makedirs(os.path.join(tmp, "overlay"))
        open(os.path.join(tmp, "overlay", "texture_fetch_functions.h"), "w").close()
        cmd = [CLANG] + [a.replace("@OVERLAY@", os.path.join(tmp, "overlay")) for a in args] + [
            "-fsyntax-only", "-Xclang", "-ast-dump=json", path]
        p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        if p.returncode != 0:
            sys.stderr.write(p.stderr.decode(errors="replace")[-4000:])
            raise SystemExit("clang failed: " + " ".join(cmd))
        return p.stdout.decode(errors="replace")


def json_objects(text):
    """The dump: one JSON object, or (with -ast-dump-filter) several in a row."""
    dec = json.JSONDecoder()
    i, n = 0, len(text)
    while i < n:
        while i < n and text[i] in " \r\n\t":
            i += 1
        if i >= n:
            break
        obj, i = dec.raw_decode(text, i)
        yield obj


class Walker:
    """Walks the dump in document order; JSON locations name a file only when it changes."""

    def __init__(self, keep_file):
        self.cur = None
        self.keep_file = keep_file
        self.decls = []  # (node, file, parent-record-name)

    def loc(self, d):
        if not isinstance(d, dict):
            return
        for k, v in d.items():
            if k == "file":
                self.cur = v
            elif k in ("spellingLoc", "expansionLoc", "begin", "end"):
                self.loc(v)

    def walk(self, node, record=None):
        if not isinstance(node, dict):
            return
        self.loc(node.get("loc"))
        f = self.cur
        self.loc(node.get("range"))
        kind = node.get("kind")
        if kind in DECL_KINDS and not node.get("isImplicit") and f and self.keep_file(f):
            self.decls.append((node, f, record))
        rec = record
        if kind in ("RecordDecl", "CXXRecordDecl"):
            rec = node.get("name") or ""
        for child in node.get("inner", []) or []:
            if kind in ("FunctionDecl", "FunctionTemplateDecl", "CXXMethodDecl"):
                # bodies and parameters: only locations matter
                self.skip(child)
            else:
                self.walk(child, rec)

    def skip(self, node):
        if isinstance(node, dict):
            for k, v in node.items():
                if k in ("loc", "range"):
                    self.loc(v)
                elif isinstance(v, (dict, list)):
                    self.skip(v)
        elif isinstance(node, list):
            for x in node:
                self.skip(x)


def norm_type(t):
    t = re.sub(r"\((unnamed|anonymous)[^)]*\)", "(unnamed)", t)
    t = t.replace("struct ", "").replace("enum ", "").replace("union ", "")
    t = re.sub(r"\s+", " ", t).strip()
    t = re.sub(r"\s*\*\s*", "*", t)
    t = re.sub(r"\s*&\s*", "&", t)
    t = re.sub(r"\s*,\s*", ",", t)
    t = re.sub(r"\(\s*", "(", t)
    t = re.sub(r"\s*\)", ")", t)
    t = t.replace("(void)", "()")
    t = t.replace("unsigned int", "unsigned")
    t = t.replace("long long int", "long long").replace("long int", "long")
    t = t.replace("_Bool", "bool")
    return t


def enum_value(node, prev):
    """An enumerator's value: the ConstantExpr clang computed, else previous + 1."""
    todo = list(node.get("inner", []) or [])
    while todo:
        c = todo.pop(0)
        if c.get("kind") == "ConstantExpr" and "value" in c:
            return int(c["value"])
        todo += c.get("inner", []) or []
    return 0 if prev is None else prev + 1


def extract(decls):
    """name -> info; info = {'kind': ..., 'type': ..., ...}."""
    out = {}
    fields = {}
    for node, f, record in decls:
        kind, name = node["kind"], node.get("name", "")
        if kind == "FunctionDecl" and name:
            if node.get("storageClass") == "static" and name.startswith("hip_on_cuda"):
                continue
            t = norm_type(node["type"]["qualType"])
            out.setdefault(("function", name), set()).add(t)
        elif kind == "EnumDecl":
            prev = None
            members = {}
            for c in node.get("inner", []) or []:
                if c.get("kind") == "EnumConstantDecl":
                    prev = enum_value(c, prev)
                    members[c["name"]] = prev
                    out[("enumerator", c["name"])] = prev
            if name:
                out[("enum", name)] = members
            node["_members"] = members
        elif kind == "TypedefDecl" and name:
            t = node["type"]["qualType"]
            out[("typedef", name)] = norm_type(t)
        elif kind == "FieldDecl" and record is not None and name:
            fields.setdefault(record, {})[name] = norm_type(node["type"]["qualType"])
    for rec, fs in fields.items():
        if rec:
            out[("record", rec)] = fs
    return out


def parse_rocm(version):
    inc = os.path.join(ROCM, version, "include")
    headers = RUNTIME_HEADERS + (LIBRARY_HEADERS if os.path.isdir(os.path.join(inc, "hipblas")) else [])
    src = "".join("#include <%s>\n" % h for h in headers if os.path.exists(os.path.join(inc, h)))
    # C mode keeps the dump small (no C++ standard library); rocRAND's C API
    # names __half, which only hip_fp16.h's C++ side defines.
    src = "typedef struct { unsigned short x; } __half;\n" + src
    text = run_clang(["-x", "c", "-D__HIP_PLATFORM_AMD__=1", "-DHIP_INCLUDE_HIP_HIP_RUNTIME_H",
                      "-Wno-everything", "-isystem", inc], src, ".c")
    w = Walker(lambda f: f.startswith(inc))
    for obj in json_objects(text):
        w.walk(obj)
    out = extract(w.decls)
    if os.path.exists(os.path.join(inc, MIOPEN_HEADER)):
        text = run_clang(["-x", "c++", "-std=c++17", "-D__HIP_PLATFORM_AMD__=1",
                          "-DHIP_INCLUDE_HIP_HIP_RUNTIME_H", "-Wno-everything", "-isystem", inc,
                          "-Xclang", "-ast-dump-filter=miopen"],
                         "#include <%s>\n" % MIOPEN_HEADER, ".cpp")
        w = Walker(lambda f: f.startswith(inc))
        for obj in json_objects(text):
            w.walk(obj)
        out.update(extract(w.decls))
    return out


def layer_headers():
    hs = []
    for d, _, files in os.walk(LAYER):
        for f in files:
            if f.endswith((".h", ".hpp")):
                hs.append(os.path.relpath(os.path.join(d, f), LAYER))
    return sorted(hs)


def parse_layer():
    out = {}
    for filt, headers in LAYER_FILTERS:
        headers = [h for h in (headers or layer_headers()) if os.path.exists(os.path.join(LAYER, h))]
        if not headers:
            continue
        src = "".join("#include <%s>\n" % h for h in headers)
        args = ["-x", "cuda", "--cuda-host-only", "--cuda-path=" + CUDA, "-Wno-unknown-cuda-version",
                "-std=c++17", "-isystem", CUDA + "/include/cccl", "-idirafter", "@OVERLAY@",
                "-I", LAYER, "-Xclang", "-ast-dump-filter=" + filt]
        text = run_clang(args, src, ".cu")
        w = Walker(lambda f: f.startswith(LAYER))
        for obj in json_objects(text):
            w.walk(obj)
        # enumerators of enums whose name lacks the filter are not in the filtered
        # dump: the layer names all of its enums (hipblasStatus_t, miopenStatus_t, ...).
        for k, v in extract(w.decls).items():
            if k[0] == "function" and k in out:
                out[k] = out[k] | v
            else:
                out[k] = v
    return out


def rccl_layer_names():
    """The names rccl/rccl.h adds to CUDA's <nccl.h> (functions, constants, macros)."""
    p = os.path.join(LAYER, RCCL_HEADER)
    if not os.path.exists(p):
        return set()
    text = open(p).read()
    names = (set(re.findall(r"^static inline \w+ (\w+)\(", text, re.M)) |
             set(re.findall(r"^static const \w+ (\w+) =", text, re.M)) |
             set(re.findall(r"^#define (\w+)", text, re.M)))
    return {n for n in names if not n.lower().startswith("hip_on_cuda")}


def check_rccl(verbose):
    """RCCL has no header in ../shared/rocm: its names are checked against hip-api/rccl.txt."""
    names = rccl_layer_names()
    if not names:
        return []
    rccl = api_names("rccl.txt", kinds=("function", "macro", "enumerator", "type"))
    bad = ["rccl %s: not an RCCL name (hip-api/rccl.txt)" % n for n in sorted(names - rccl)]
    print("RCCL: %d name(s) of %s checked by name against hip-api/rccl.txt" % (len(names), RCCL_HEADER))
    if verbose:
        for n in sorted(names & rccl):
            print("ok rccl %s" % n)
    return bad


# HIP 6 renamed a few functions behind macros; the layer declares the macro's name.
RENAMED = {"hipGetDeviceProperties": "hipGetDevicePropertiesR0600",
           "hipChooseDevice": "hipChooseDeviceR0600",
           "hipDeviceProp_t": "hipDeviceProp_tR0600"}


def equivalent(a, b, aliases={}):
    """Types equal up to spellings both sides use for the same thing."""
    if a == b:
        return True
    for old, new in aliases.items():
        a = re.sub(r"\b%s\b" % old, new, a)
        b = re.sub(r"\b%s\b" % old, new, b)
    for old, new in RENAMED.items():
        a = re.sub(r"\b%s\b" % old, new, a)
        b = re.sub(r"\b%s\b" % old, new, b)
    return a == b


def check(verbose):
    if not os.path.isdir(CUDA) or not shutil.which(CLANG):
        print("skipped: no CUDA at %s or no %s" % (CUDA, CLANG))
        return 3
    layer = parse_layer()
    rocm = {v: parse_rocm(v) for v in ("7.13", "6.3.3")}
    bad, counts, name_only = [], {}, []
    # ROCm's own synonyms (typedef hipFloatComplex hipComplex): either spelling
    aliases = {v: {n: t for (k, n), t in r.items()
                   if k == "typedef" and re.fullmatch(r"hip\w+", t)} for v, r in rocm.items()}
    for (kind, name), info in sorted(layer.items(), key=lambda x: (x[0][0], x[0][1])):
        if name.startswith("hip_on_cuda") or name.startswith("HIP_ON_CUDA"):
            continue
        rname = RENAMED.get(name, name)
        if not any((kind, rname) in r or (kind, name) in r for r in rocm.values()):
            # not in ROCm's C API (device side, C++ only): HipOnCudaTest checks the name
            name_only.append(name)
            continue
        problems = []
        ok = False
        for v, r in rocm.items():
            ref = r.get((kind, rname))
            if ref is None and kind == "typedef":
                ref = r.get(("typedef", name))
            if ref is None:
                problems.append("%s: not declared" % v)
                continue
            if kind == "function":
                # overloads: every C-linkage layer signature must be one of ROCm's
                miss = [t for t in info if not any(equivalent(t, x, aliases[v]) for x in ref)]
                if miss:
                    problems.append("%s: %s, ROCm: %s" % (v, " | ".join(miss), " | ".join(sorted(ref))))
                    continue
            elif kind == "enumerator":
                if ref != info:
                    problems.append("%s: value %s, ROCm %s" % (v, info, ref))
                    continue
            elif kind == "enum":
                diff = {k: (x, ref.get(k)) for k, x in info.items() if ref.get(k) != x}
                if diff:
                    problems.append("%s: %s" % (v, diff))
                    continue
            elif kind == "record":
                diff = {k: (x, ref.get(k)) for k, x in info.items()
                        if k not in ref or not equivalent(x, ref[k], aliases[v])}
                if diff:
                    problems.append("%s: fields %s" % (v, diff))
                    continue
            elif kind == "typedef":
                pass  # the layer's typedefs name CUDA types; the name is what must exist
            ok = True
            break
        counts[kind] = counts.get(kind, 0) + 1
        if not ok:
            bad.append("%s %s: %s" % (kind, name, "; ".join(problems)))
        elif verbose:
            print("ok %s %s" % (kind, name))
    bad += check_rccl(verbose)
    print("compared with ROCm 7.13 / 6.3.3: " +
          ", ".join("%d %s" % (n, k) for k, n in sorted(counts.items())))
    print("%d name(s) outside ROCm's C API (device side, C++ only; names checked by "
          "unit.HipOnCuda.EveryNameIsAHipName)%s" % (len(name_only), ": " + " ".join(name_only) if verbose else ""))
    for b in bad:
        print("MISMATCH " + b)
    print("%d mismatch(es)" % len(bad))
    return 1 if bad else 0


# --- coverage ---------------------------------------------------------------

def api_names(fname, kinds=("function",)):
    out = set()
    path = os.path.join(SHARED, "hip-api", fname)
    for line in open(path):
        parts = line.rstrip("\n").split("\t")
        if len(parts) == 2 and parts[1] in kinds:
            out.add(parts[0])
    return out


def cuda_names():
    """Every function CUDA 13 declares in the headers of the APIs the layer covers."""
    names = set()
    inc = os.path.join(CUDA, "include")
    for h in ("cuda_runtime_api.h", "cuda.h", "nvrtc.h", "cublas_api.h", "curand.h", "cufft.h",
              "cusparse.h", "cusolverDn.h", "cusolverSp.h", "cusolverRf.h", "nccl.h"):
        p = os.path.join(inc, h)
        if os.path.exists(p):
            names |= set(re.findall(r"\b((?:cuda|cu|nvrtc|cublas|curand|cufft|cusparse|cusolver|nccl)\w+)\s*\(",
                                    open(p, errors="replace").read()))
    return names


def nccl_names():
    p = os.path.join(CUDA, "include", "nccl.h")
    return set(re.findall(r"\b(p?nccl\w+)\s*\(", open(p).read())) if os.path.exists(p) else set()


def dnn_mapped():
    """MIOpen functions that cuda2hip's tables map a cuDNN function to (coverage only:
    the declaration check never reads the tables)."""
    out = set()
    tables = os.path.join(ROOT, "lib", "Mappings", "tables")
    for f in sorted(os.listdir(tables)):
        if f.startswith("dnn") and f.endswith(".def") and f != "dnn_args.def":
            out |= set(re.findall(r'^C2H\(Function,\s*"\w+",\s*"(miopen\w+)"',
                                  open(os.path.join(tables, f)).read(), re.M))
    return out


def hip_to_cuda_candidates(n):
    """CUDA spellings a HIP name's equivalent has (HIP names follow CUDA's: hipX -> cudaX / cuX)."""
    c = []
    if n.startswith("nccl"):  # RCCL keeps NCCL's names (RCCL's ncclAllToAll is NCCL's ncclAlltoAll)
        return [n, n.replace("AllToAll", "AlltoAll")]
    for hp, cps in (("hiprtc", ["nvrtc"]), ("hipblas", ["cublas"]), ("hiprand", ["curand"]),
                    ("hipfft", ["cufft"]), ("hipsparse", ["cusparse"]), ("hipsolverDn", ["cusolverDn"]),
                    ("hipsolverSp", ["cusolverSp"]), ("hipsolver", ["cusolverDn", "cusolver"]),
                    ("hip", ["cuda", "cu"])):
        if n.startswith(hp):
            rest = n[len(hp):]
            for cp in cps:
                c += [cp + rest, cp + rest + "_v2", cp + rest + "_v3", cp + rest + "_v4"]
            # driver API: hipModuleLoad -> cuModuleLoad, hipCtxCreate -> cuCtxCreate, hipMemcpyHtoD -> cuMemcpyHtoD
            for pre in ("Module", "Drv"):
                if rest.startswith(pre):
                    c.append("cu" + rest[len(pre):])
            break
    return c


def coverage(markdown):
    if not os.path.isdir(CUDA) or not shutil.which(CLANG):
        print("skipped: no CUDA at %s or no %s" % (CUDA, CLANG))
        return 3
    layer = parse_layer()
    have = {n for (k, n) in layer if k == "function"}
    # macros of the layer that stand for HIP functions (hipLaunchKernelGGL, ...)
    for h in layer_headers():
        have |= set(re.findall(r"#define\s+(hip\w+)\s*\(", open(os.path.join(LAYER, h)).read()))
    have |= {n for n in RENAMED}
    rccl = os.path.join(LAYER, RCCL_HEADER)
    if os.path.exists(rccl) and "#include <nccl.h>" in open(rccl).read():
        have |= nccl_names() | rccl_layer_names()
    cuda = cuda_names()
    rows = []
    total_eq = total_have = 0
    for label, fname, prefix in (("HIP runtime + driver API", "hip.txt", "hip"),
                                 ("hipRTC", "hip.txt", "hiprtc"),
                                 ("hipBLAS", "hipblas.txt", "hipblas"),
                                 ("hipRAND (host)", "hiprand.txt", "hiprand"),
                                 ("hipFFT", "hipfft.txt", "hipfft"),
                                 ("hipSPARSE", "hipsparse.txt", "hipsparse"),
                                 ("hipSOLVER", "hipsolver.txt", "hipsolver"),
                                 ("RCCL", "rccl.txt", "nccl"),
                                 ("MIOpen (†)", "miopen.txt", "miopen")):
        names = {n for n in api_names(fname) if n.startswith(prefix)}
        if prefix == "hip":
            names = {n for n in names if not n.startswith("hiprtc")}
        if prefix == "hiprand":
            names = {n for n in names if not n.startswith("hiprand_")}  # device API: hiprand_kernel.h
        if prefix == "miopen":
            eq = names & dnn_mapped()  # MIOpen's names are not cuDNN's: the tables' pairs
        else:
            eq = {n for n in names if any(c in cuda for c in hip_to_cuda_candidates(n))}
        got = eq & have
        extra = (names - eq) & have
        rows.append((label, len(names), len(eq), len(got), len(extra), sorted(eq - have)))
        total_eq += len(eq)
        total_have += len(got)
    if markdown:
        print("| API | HIP functions | with a CUDA equivalent | in the layer | share |")
        print("| --- | ---: | ---: | ---: | ---: |")
        for label, n, eq, got, extra, _ in rows:
            print("| %s | %d | %d | %d | %.0f%% |" % (label, n, eq, got, 100.0 * got / max(eq, 1)))
        print("| **all** | | %d | %d | **%.0f%%** |" % (total_eq, total_have, 100.0 * total_have / max(total_eq, 1)))
        print()
        print("(†) MIOpen: \"with a CUDA equivalent\" counts the MIOpen functions that "
              "cuda2hip's tables (lib/Mappings/tables/dnn*.def) map a cuDNN function to.")
    else:
        for label, n, eq, got, extra, missing in rows:
            print("%-26s %4d HIP functions, %4d with a CUDA equivalent, %4d in the layer (%.0f%%)%s"
                  % (label, n, eq, got, 100.0 * got / max(eq, 1),
                     "" if not extra else ", +%d without a same-named CUDA function" % extra))
            if os.environ.get("SHOW_MISSING"):
                print("   missing: " + " ".join(missing))
        print("coverage: %d of %d HIP functions with a CUDA equivalent (%.1f%%)"
              % (total_have, total_eq, 100.0 * total_have / max(total_eq, 1)))
    return 0


def main(argv):
    global LAYER
    if "--layer" in argv:
        i = argv.index("--layer")
        LAYER = os.path.abspath(argv[i + 1])
        del argv[i:i + 2]
    if len(argv) < 2 or argv[1] not in ("check", "coverage", "dump-rocm"):
        print(__doc__)
        return 2
    if argv[1] == "check":
        return check("--verbose" in argv)
    if argv[1] == "dump-rocm":
        r = parse_rocm(argv[2] if len(argv) > 2 else "7.13")
        for (k, n), v in sorted(r.items()):
            if k == "function":
                print("%s %s %s" % (k, n, " | ".join(sorted(v))))
        return 0
    return coverage("--markdown" in argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv))
