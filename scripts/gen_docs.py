#!/usr/bin/env python3
"""Generates docs/mappings/*.md from lib/Mappings/tables/*.def.

The tables are the single source of truth: this reads the same rows the
translator compiles in (via the include list of lib/Mappings/Table.cpp, so
each file's API group is the one the tool uses) and writes one page per group
plus a summary with counts. `--check` compares instead of writing (a ctest
runs it, so the docs cannot drift from the tables).
"""
import argparse
import collections
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TABLES = os.path.join(ROOT, "lib", "Mappings")
ROW = re.compile(r'^\s*C2H\(\s*(\w+)\s*,\s*"([^"]*)"\s*,\s*"([^"]*)"\s*,\s*"([^"]*)"\s*,'
                 r'\s*"([^"]*)"\s*,\s*"([^"]*)"\s*,\s*"([^"]*)"\s*,\s*(\w+)\s*,\s*"((?:[^"\\]|\\.)*)"\s*\)')
GROUPS = os.path.join(ROOT, "include", "cuda2hip", "Groups.def")
# Argument templates of the rows whose SPECIAL is Args (lib/Mappings/Arguments.cpp).
ARGS_TABLE = os.path.join(TABLES, "tables", "dnn_args.def")
ARGS_ROW = re.compile(r'^\s*C2H_ARGS\(\s*"([^"]*)"\s*,\s*(\d+)\s*,\s*"([^"]*)"\s*,\s*"([^"]*)"\s*\)')


def arg_templates():
    """{cuda: (arity, template, conditions)} from tables/dnn_args.def."""
    out = {}
    for n, text in enumerate(open(ARGS_TABLE), 1):
        m = ARGS_ROW.match(text)
        if m:
            out[m.group(1)] = (int(m.group(2)), m.group(3), m.group(4))
        elif text.lstrip().startswith("C2H_ARGS("):
            sys.exit(f"{ARGS_TABLE}:{n}: row not understood: {text.strip()}")
    return out


def rewrite_cell(special, cuda, hip, templates):
    """The rewrite column: the Special, and for Args the call it becomes."""
    if special == "None":
        return ""
    if special != "Args" or cuda not in templates:
        return special
    arity, template, conditions = templates[cuda]
    cell = f"Args: `{hip}({template})` from `{cuda}($0..${arity - 1})`"
    if conditions:
        cell += f" if `{conditions}`"
    return md_escape(cell)


def groups():
    out = collections.OrderedDict()
    for m in re.finditer(r'C2H_GROUP\((\w+),\s*"([^"]*)"\)', open(GROUPS).read()):
        out[m.group(1)] = m.group(2)
    return out


def rows_by_group():
    """[(group, file, row-tuple)] in Table.cpp's include order."""
    src = open(os.path.join(TABLES, "Table.cpp")).read()
    group = None
    variant = ""
    result = []
    for line in src.splitlines():
        m = re.match(r"#define C2H_TABLE_GROUP Group::(\w+)", line)
        if m:
            group = m.group(1)
            continue
        # Rows for one option value only ("torch:v2", "blas:rocblas"): a
        # --torch-style row's note says which; --blas rows get a page apart.
        m = re.match(r'#define C2H_TABLE_VARIANT "([\w:]*)"', line)
        if m:
            variant = m.group(1)
            continue
        m = re.match(r'#include "(tables/[\w.]+\.def)"', line)
        if m and group:
            path = os.path.join(TABLES, m.group(1))
            for n, text in enumerate(open(path), 1):
                r = ROW.match(text)
                if r:
                    fields = r.groups()
                    option, _, value = variant.partition(":")
                    if option == "torch":
                        note = fields[8]
                        fields = fields[:8] + (f"--torch-style {value}" + (f"; {note}" if note else ""),)
                    elif option:
                        # --blas rocblas: listed apart, not counted as coverage.
                        group = f"{group}:{option}:{value}"
                    result.append((group, os.path.basename(path), fields))
                    group = group.split(":")[0]
                elif text.lstrip().startswith("C2H("):
                    sys.exit(f"{path}:{n}: row not understood: {text.strip()}")
    return result


def md_escape(s):
    return s.replace("|", "\\|").replace("\\\"", "\"")


def render():
    titles = groups()
    rows = rows_by_group()
    templates = arg_templates()
    pages = {}
    stats = collections.OrderedDict((g, collections.Counter()) for g in titles)
    by_group = collections.defaultdict(list)
    # Counts are of distinct CUDA names: a name with several rows (versions
    # of HIP) is supported if any row is.
    status = collections.OrderedDict()
    variants = collections.OrderedDict()
    for g, f, r in rows:
        if ":" in g:
            variants.setdefault(g, []).append(r)
            continue
        by_group[g].append(r)
        kind, cuda, hip, _, _, _, _, special, _ = r
        bucket = "functions" if kind == "Function" else "headers" if kind == "Header" else "types"
        key = (g, bucket, cuda)
        status[key] = status.get(key, False) or bool(hip) or special == "Remove"
    for (g, bucket, _), supported in status.items():
        stats[g][(bucket, supported)] += 1
    def page_name(g):
        base, _, rest = g.partition(":")
        return (base.lower() + ("-" + rest.split(":")[1] if rest else "")) + ".md"

    def variant_title(g):
        base, option, value = g.split(":")
        return f"{titles[base]} with `--{option} {value}`"

    for g, rs in list(by_group.items()) + list(variants.items()):
        title = variant_title(g) if ":" in g else titles[g]
        intro = []
        if ":" in g:
            intro = [f"Rows that apply only with `--{g.split(':')[1]} {g.split(':')[2]}` "
                     f"(they replace the [{titles[g.split(':')[0]]}]({g.split(':')[0].lower()}.md) rows "
                     "of the same names; a name without a row here is reported as not available). "
                     "Not counted in the coverage summary.", ""]
        lines = [f"# {title}", "",
                 "Generated by `scripts/gen_docs.py` from `lib/Mappings/tables/`; do not edit.", ""] + intro + [
                 "| CUDA | HIP | kind | CUDA added / deprecated / removed | HIP added | rewrite | note |",
                 "|---|---|---|---|---|---|---|"]
        for kind, cuda, hip, ca, cd, cr, ha, special, note in rs:
            hip_cell = f"`{hip}`" if hip else ("*(removed)*" if special == "Remove" else "**unsupported**")
            if note.startswith("helper:"):  # supplied by the translation
                hip_cell, note = f"`{hip}` *(supplied, docs/helpers.md)*", note[len("helper:"):]
            if note.startswith("define:"):  # the translation defines MACRO in the file
                macro, _, remark = note[len("define:"):].partition("|")
                note = f"the translation defines {macro} in the file: {remark}"
            cver = " / ".join(v or "–" for v in (ca, cd, cr))
            lines.append(f"| `{md_escape(cuda)}` | {hip_cell} | {kind.lower()} | {cver} | {ha or '–'} | "
                         f"{rewrite_cell(special, cuda, hip, templates)} | {md_escape(note)} |")
        pages[page_name(g)] = "\n".join(lines) + "\n"
    summary = ["# Mapping coverage", "",
               "Generated by `scripts/gen_docs.py` from `lib/Mappings/tables/`; do not edit.",
               "Counts are distinct CUDA names. Supported: HIP has an equivalent (in some HIP version); unsupported: the table says why HIP has none.", "",
               "| API group | functions supported | functions unsupported | types/enums/macros supported | "
               "types/enums/macros unsupported | headers | page |",
               "|---|---|---|---|---|---|---|"]
    total = collections.Counter()
    for g, c in stats.items():
        if not sum(c.values()):
            continue
        total.update(c)
        summary.append(f"| {titles[g]} | {c[('functions', True)]} | {c[('functions', False)]} | "
                       f"{c[('types', True)]} | {c[('types', False)]} | "
                       f"{c[('headers', True)] + c[('headers', False)]} | [{g.lower()}]({g.lower()}.md) |")
    summary.append(f"| **total** | {total[('functions', True)]} | {total[('functions', False)]} | "
                   f"{total[('types', True)]} | {total[('types', False)]} | "
                   f"{total[('headers', True)] + total[('headers', False)]} | |")
    if variants:
        summary += ["", "Rows for one option value, not counted above (they replace the default rows of the same names):", "",
                    "| option | functions supported | functions unsupported | types/enums/macros supported | "
                    "types/enums/macros unsupported | headers | page |",
                    "|---|---|---|---|---|---|---|"]
        for g, rs in variants.items():
            c = collections.Counter()
            seen = {}
            for kind, cuda, hip, _, _, _, _, special, _ in rs:
                bucket = "functions" if kind == "Function" else "headers" if kind == "Header" else "types"
                seen[(bucket, cuda)] = seen.get((bucket, cuda), False) or bool(hip) or special == "Remove"
            for (bucket, _), ok in seen.items():
                c[(bucket, ok)] += 1
            _, option, value = g.split(":")
            summary.append(f"| `--{option} {value}` | {c[('functions', True)]} | {c[('functions', False)]} | "
                           f"{c[('types', True)]} | {c[('types', False)]} | "
                           f"{c[('headers', True)] + c[('headers', False)]} | [{page_name(g)[:-3]}]({page_name(g)}) |")
    summary += hipify_grouping(rows)
    pages["README.md"] = "\n".join(summary) + "\n"
    return pages


# hipify-clang's tables group some names differently from ours; its runtime
# type table (the source of the coverage targets we compare with) also lists
#  - the library_types.h names (cudaDataType, CUDA_R_*, libraryPropertyType,
#    MAJOR_VERSION ...), which we keep in library_types.def, and
#  - the struct tags that CUDA's runtime header driver_types.h declares
#    (`typedef struct CUstream_st *cudaStream_t;`), which cuda.h declares too
#    and our tables hold once, under the Driver API.
# The list is every `struct CU*_st` that CUDA 13.0's driver_types.h names.
RUNTIME_HEADER_STRUCT_TAGS = (
    "CUevent_st", "CUexternalMemory_st", "CUexternalSemaphore_st", "CUfunc_st",
    "CUgraphDeviceUpdatableNode_st", "CUgraphExec_st", "CUgraphNode_st", "CUgraph_st",
    "CUkern_st", "CUlib_st", "CUlogsCallbackEntry_st", "CUmemPoolHandle_st",
    "CUstream_st", "CUuserObject_st", "CUuuid_st")


def hipify_grouping(rows):
    """The Runtime types/enums/macros count, grouped as hipify-clang's table."""
    seen = {}
    for g, _, r in rows:
        kind, cuda, hip, _, _, _, _, special, _ = r
        if ":" in g or kind in ("Function", "Header"):
            continue
        if g in ("Runtime", "LibraryTypes") or (g == "Driver" and cuda in RUNTIME_HEADER_STRUCT_TAGS):
            seen[(g, cuda)] = seen.get((g, cuda), False) or bool(hip) or special == "Remove"
    by_name = {}
    for (g, cuda), ok in seen.items():
        by_name[cuda] = by_name.get(cuda, False) or ok
    parts = collections.Counter()
    for (g, cuda), ok in seen.items():
        parts[(g, ok)] += 1
    ok = sum(1 for v in by_name.values() if v)
    return ["", "## CUDA Runtime types, grouped as hipify-clang groups them", "",
            "hipify-clang's runtime type table also lists the library_types.h names "
            "(`cudaDataType`, `CUDA_R_*`, `libraryPropertyType`), which we keep in the library_types "
            "group, and the `CU*_st` struct tags that driver_types.h declares, which we count once, "
            "under the Driver API. Counted that way (distinct names):", "",
            "| part | supported | unsupported |", "|---|---|---|",
            f"| CUDA Runtime API types/enums/macros | {parts[('Runtime', True)]} | {parts[('Runtime', False)]} |",
            f"| library_types | {parts[('LibraryTypes', True)]} | {parts[('LibraryTypes', False)]} |",
            f"| struct tags of driver_types.h (Driver API rows) | {parts[('Driver', True)]} | {parts[('Driver', False)]} |",
            f"| **CUDA Runtime, grouped as hipify-clang** | {ok} | {len(by_name) - ok} |"]


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--check", action="store_true", help="fail if docs/mappings is out of date")
    ap.add_argument("--out", default=os.path.join(ROOT, "docs", "mappings"))
    ap.add_argument("--check-tags", metavar="DRIVER_TYPES_H",
                    help="fail if RUNTIME_HEADER_STRUCT_TAGS differs from the struct CU*_st tags of this header")
    a = ap.parse_args()
    if a.check_tags:
        found = sorted(set(re.findall(r"\bstruct\s+(CU\w+_st)\b", open(a.check_tags).read())))
        if found != sorted(RUNTIME_HEADER_STRUCT_TAGS):
            print(f"{a.check_tags}: struct tags {found}\n  differ from RUNTIME_HEADER_STRUCT_TAGS "
                  f"{sorted(RUNTIME_HEADER_STRUCT_TAGS)}")
            return 1
        print(f"{a.check_tags}: {len(found)} struct tags, as listed")
        return 0
    pages = render()
    if a.check:
        stale = [n for n, text in pages.items()
                 if not os.path.exists(os.path.join(a.out, n)) or open(os.path.join(a.out, n)).read() != text]
        extra = [n for n in os.listdir(a.out) if n.endswith(".md") and n not in pages] if os.path.isdir(a.out) else []
        if stale or extra:
            print("docs/mappings is out of date (run scripts/gen_docs.py):", " ".join(stale + extra))
            return 1
        print(f"docs/mappings: {len(pages)} pages up to date")
        return 0
    os.makedirs(a.out, exist_ok=True)
    for n, text in pages.items():
        with open(os.path.join(a.out, n), "w") as f:
            f.write(text)
    print(f"wrote {len(pages)} pages to {a.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
