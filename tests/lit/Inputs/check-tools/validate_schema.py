#!/usr/bin/env python3
"""validate_schema.py SCHEMA DOC...: validate JSON documents against a JSON
Schema (the subset docs/report.schema.json uses: type, const, enum,
required, properties, additionalProperties, items, uniqueItems, pattern,
minimum, dependentRequired, $ref to #/$defs/...). No third-party modules.
Exit 0 when every document is valid; 1 with one line per error otherwise."""
import json
import re
import sys

TYPES = {
    "object": dict, "array": list, "string": str, "boolean": bool,
    "null": type(None),
}


def is_type(v, t):
    if t == "integer":
        return isinstance(v, int) and not isinstance(v, bool)
    if t == "number":
        return isinstance(v, (int, float)) and not isinstance(v, bool)
    return isinstance(v, TYPES[t])


KNOWN = {"$schema", "$id", "title", "description", "type", "const", "enum",
         "required", "properties", "additionalProperties", "items",
         "uniqueItems", "pattern", "minimum", "dependentRequired", "$ref",
         "$defs"}


def validate(v, s, root, path, errors):
    unknown = set(s) - KNOWN
    if unknown:
        raise SystemExit(f"validate_schema.py: unsupported keywords {sorted(unknown)}")
    if "$ref" in s:
        ref = s["$ref"]
        assert ref.startswith("#/"), ref
        target = root
        for part in ref[2:].split("/"):
            target = target[part]
        validate(v, target, root, path, errors)
    if "type" in s:
        ts = s["type"] if isinstance(s["type"], list) else [s["type"]]
        if not any(is_type(v, t) for t in ts):
            errors.append(f"{path}: {json.dumps(v)[:60]} is not of type {s['type']}")
            return
    if "const" in s and v != s["const"]:
        errors.append(f"{path}: {v!r} is not {s['const']!r}")
    if "enum" in s and v not in s["enum"]:
        errors.append(f"{path}: {v!r} is not one of {s['enum']}")
    if isinstance(v, str) and "pattern" in s and not re.search(s["pattern"], v):
        errors.append(f"{path}: {v!r} does not match {s['pattern']}")
    if isinstance(v, (int, float)) and not isinstance(v, bool) and "minimum" in s \
            and v < s["minimum"]:
        errors.append(f"{path}: {v} < {s['minimum']}")
    if isinstance(v, dict):
        for k in s.get("required", []):
            if k not in v:
                errors.append(f"{path}: missing required property '{k}'")
        props = s.get("properties", {})
        for k, x in v.items():
            if k in props:
                validate(x, props[k], root, f"{path}.{k}", errors)
            elif s.get("additionalProperties", True) is False:
                errors.append(f"{path}: unexpected property '{k}'")
        for k, needs in s.get("dependentRequired", {}).items():
            if k in v:
                for n in needs:
                    if n not in v:
                        errors.append(f"{path}: '{k}' needs '{n}'")
    if isinstance(v, list):
        if "items" in s:
            for i, x in enumerate(v):
                validate(x, s["items"], root, f"{path}[{i}]", errors)
        if s.get("uniqueItems"):
            seen = [json.dumps(x, sort_keys=True) for x in v]
            if len(seen) != len(set(seen)):
                errors.append(f"{path}: items are not unique")


def main():
    if len(sys.argv) < 3:
        raise SystemExit(__doc__)
    with open(sys.argv[1]) as f:
        schema = json.load(f)
    errors = []
    for doc in sys.argv[2:]:
        with open(doc) as f:
            try:
                v = json.load(f)
            except json.JSONDecodeError as e:
                errors.append(f"{doc}: not JSON: {e}")
                continue
        errs = []
        validate(v, schema, schema, "$", errs)
        errors += [f"{doc}: {e}" for e in errs]
    for e in errors:
        print(e)
    sys.exit(1 if errors else 0)


if __name__ == "__main__":
    main()
