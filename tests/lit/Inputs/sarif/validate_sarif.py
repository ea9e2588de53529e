#!/usr/bin/env python3
"""Validates a SARIF 2.1.0 log as the OASIS schema (sarif-schema-2.1.0.json,
2.1.0-rtm.5) defines it, for the object kinds cuda2hip writes.

The schema's constraints for those kinds are restated here (no Debian
package ships the schema file): the allowed properties of each object (the
schema's additionalProperties: false), its required properties, the
enumerations (level, kind, baselineState, columnKind, version), the minimums
(region lines and columns >= 1, offsets >= -1, lengths >= 0, ruleIndex >= -1,
rank in [-1, 100]) and the formats of the URIs ("uri": an absolute URI with a
scheme; "uri-reference": an RFC 3986 reference). GitHub code scanning's own
needs are checked too: every rule has an id, a shortDescription and a
helpUri; every result a ruleId that names a rule and a message.

With --schema FILE (the schema itself, as scripts/sarif-schema.sh installs
it) the log is also validated by python3's jsonschema against it, and
--check-restatement FILE compares the tables below with the schema, so the
restatement cannot drift from it.

Usage: validate_sarif.py FILE [--results N] [--docs ROOT]
                         [--relative-help-uri] [--schema SCHEMA]
       validate_sarif.py --check-restatement SCHEMA
  --results N          at least N results
  --docs ROOT          every relative helpUri names a file under ROOT
  --relative-help-uri  accept a helpUri that is a URI reference relative to
                       the repository (cuda2hip's default without
                       CUDA2HIP_DOCS_URL); the schema's format "uri" wants an
                       absolute URI
Exit 0 valid, 1 invalid.
"""
import argparse
import json
import os
import re
import sys

PROPS = {"properties"}
ALLOWED = {
    "log": {"$schema", "version", "runs", "inlineExternalProperties"} | PROPS,
    "run": {"tool", "invocations", "conversion", "language",
            "versionControlProvenance", "originalUriBaseIds", "artifacts",
            "logicalLocations", "graphs", "results", "automationDetails",
            "runAggregates", "baselineGuid", "redactionTokens",
            "defaultEncoding", "defaultSourceLanguage", "newlineSequences",
            "columnKind", "externalPropertyFileReferences",
            "threadFlowLocations", "taxonomies", "addresses", "translations",
            "policies", "webRequests", "webResponses", "specialLocations"} | PROPS,
    "tool": {"driver", "extensions"} | PROPS,
    "toolComponent": {"guid", "name", "organization", "product", "productSuite",
                      "shortDescription", "fullDescription", "fullName",
                      "version", "semanticVersion", "dottedQuadFileVersion",
                      "releaseDateUtc", "downloadUri", "informationUri",
                      "globalMessageStrings", "notifications", "rules", "taxa",
                      "locations", "language", "contents", "isComprehensive",
                      "localizedDataSemanticVersion",
                      "minimumRequiredLocalizedDataSemanticVersion",
                      "associatedComponent", "translationMetadata",
                      "supportedTaxonomies"} | PROPS,
    "reportingDescriptor": {"id", "deprecatedIds", "guid", "deprecatedGuids",
                            "name", "deprecatedNames", "shortDescription",
                            "fullDescription", "messageStrings",
                            "defaultConfiguration", "helpUri", "help",
                            "relationships"} | PROPS,
    "multiformatMessageString": {"text", "markdown"} | PROPS,
    "reportingConfiguration": {"enabled", "level", "rank", "parameters"} | PROPS,
    "result": {"ruleId", "ruleIndex", "rule", "kind", "level", "message",
               "analysisTarget", "locations", "guid", "correlationGuid",
               "occurrenceCount", "partialFingerprints", "fingerprints",
               "stacks", "codeFlows", "graphs", "graphTraversals",
               "relatedLocations", "suppressions", "baselineState", "rank",
               "attachments", "hostedViewerUri", "workItemUris", "provenance",
               "fixes", "taxa", "webRequest", "webResponse"} | PROPS,
    "message": {"text", "markdown", "id", "arguments"} | PROPS,
    "location": {"id", "physicalLocation", "logicalLocations", "message",
                 "annotations", "relationships"} | PROPS,
    "physicalLocation": {"address", "artifactLocation", "region",
                         "contextRegion"} | PROPS,
    "artifactLocation": {"uri", "uriBaseId", "index", "description"} | PROPS,
    "region": {"startLine", "startColumn", "endLine", "endColumn",
               "charOffset", "charLength", "byteOffset", "byteLength",
               "snippet", "message", "sourceLanguage"} | PROPS,
    "fix": {"description", "artifactChanges"} | PROPS,
    "artifactChange": {"artifactLocation", "replacements"} | PROPS,
    "replacement": {"deletedRegion", "insertedContent"} | PROPS,
    "artifactContent": {"text", "binary", "rendered"} | PROPS,
    "invocation": {"commandLine", "arguments", "responseFiles", "startTimeUtc",
                   "endTimeUtc", "exitCode", "ruleConfigurationOverrides",
                   "notificationConfigurationOverrides",
                   "toolExecutionNotifications",
                   "toolConfigurationNotifications", "exitCodeDescription",
                   "exitSignalName", "exitSignalNumber",
                   "processStartFailureMessage", "executionSuccessful",
                   "machine", "account", "processId", "executableLocation",
                   "workingDirectory", "environmentVariables", "stdin",
                   "stdout", "stderr", "stdoutStderr"} | PROPS,
}
# The schema's "required" of each kind (message: text or id; physicalLocation:
# artifactLocation or address -- its anyOf -- are checked where they are used).
REQUIRED = {
    "log": ["version", "runs"], "run": ["tool"], "tool": ["driver"],
    "toolComponent": ["name"], "reportingDescriptor": ["id"],
    "multiformatMessageString": ["text"], "reportingConfiguration": [],
    "result": ["message"], "message": [], "location": [],
    "physicalLocation": [], "artifactLocation": [], "region": [],
    "fix": ["artifactChanges"],
    "artifactChange": ["artifactLocation", "replacements"],
    "replacement": ["deletedRegion"], "artifactContent": [],
    "invocation": ["executionSuccessful"],
}
# The schema's minimums, by kind and property.
MINIMUM = {
    "region": {"startLine": 1, "startColumn": 1, "endLine": 1, "endColumn": 1,
               "charOffset": -1, "charLength": 0, "byteOffset": -1,
               "byteLength": 0},
    "result": {"ruleIndex": -1, "occurrenceCount": 1, "rank": -1},
    "reportingConfiguration": {"rank": -1},
    "artifactLocation": {"index": -1},
    "location": {"id": -1},
}
# The schema's enumerations, by kind and property.
ENUMS = {
    ("result", "level"): {"none", "note", "warning", "error"},
    ("reportingConfiguration", "level"): {"none", "note", "warning", "error"},
    ("result", "kind"): {"notApplicable", "pass", "fail", "review", "open",
                         "informational"},
    ("result", "baselineState"): {"new", "unchanged", "updated", "absent"},
    ("run", "columnKind"): {"utf16CodeUnits", "unicodeCodePoints"},
    ("log", "version"): {"2.1.0"},
}
# The schema's formats of the properties cuda2hip writes.
FORMATS = {
    ("log", "$schema"): "uri",
    ("reportingDescriptor", "helpUri"): "uri",
    ("toolComponent", "informationUri"): "uri",
    ("toolComponent", "downloadUri"): "uri",
    ("result", "hostedViewerUri"): "uri",
    ("artifactLocation", "uri"): "uri-reference",
}
LEVELS = ENUMS[("result", "level")]
errors = []
allow_relative_help = False

# RFC 3986: a URI reference is made of unreserved, reserved and
# percent-encoded characters; an absolute URI starts with a scheme.
URI_CHARS = re.compile(r"^([A-Za-z0-9\-._~:/?#\[\]@!$&'()*+,;=]|%[0-9A-Fa-f]{2})*$")
SCHEME = re.compile(r"^[A-Za-z][A-Za-z0-9+.\-]*:")


def check_format(v, path, fmt):
    if not isinstance(v, str):
        fail(path, "must be a string")
    elif not URI_CHARS.match(v):
        fail(path, f"'{v}' is not an RFC 3986 {fmt}")
    elif fmt == "uri" and not SCHEME.match(v):
        fail(path, f"'{v}' is not an absolute URI (format uri)")


def formats(v, kind, path):
    for (k, prop), fmt in FORMATS.items():
        if k == kind and prop in v:
            if (kind, prop) == ("reportingDescriptor", "helpUri") and \
                    allow_relative_help and fmt == "uri":
                fmt = "uri-reference"
            check_format(v[prop], f"{path}.{prop}", fmt)


def fail(path, what):
    errors.append(f"{path}: {what}")


def obj(v, kind, path, required=None):
    """An object of \\p kind: allowed and required properties, minimums,
    enumerations and formats."""
    if not isinstance(v, dict):
        fail(path, f"{kind} must be an object")
        return {}
    for k in v:
        if k not in ALLOWED[kind]:
            fail(path, f"'{k}' is not a property of {kind}")
    for k in REQUIRED[kind] if required is None else required:
        if k not in v:
            fail(path, f"{kind} requires '{k}'")
    for k, m in MINIMUM.get(kind, {}).items():
        if k in v:
            if k == "rank":
                if not isinstance(v[k], (int, float)) or isinstance(v[k], bool) \
                        or not -1 <= v[k] <= 100:
                    fail(f"{path}.{k}", "must be a number in [-1, 100]")
            else:
                integer(v[k], f"{path}.{k}", m)
    for (k, prop), allowed in ENUMS.items():
        if k == kind and prop in v and v[prop] not in allowed:
            fail(f"{path}.{prop}", f"{v[prop]!r} is not one of {sorted(allowed)}")
    formats(v, kind, path)
    if "properties" in v:
        bag = v["properties"]
        if not isinstance(bag, dict):
            fail(path + ".properties", "must be an object")
        elif "tags" in bag:
            tags = bag["tags"]
            if (not isinstance(tags, list) or len(set(tags)) != len(tags)
                    or not all(isinstance(t, str) for t in tags)):
                fail(path + ".properties.tags", "unique strings")
    return v


def integer(v, path, minimum):
    if not isinstance(v, int) or isinstance(v, bool) or v < minimum:
        fail(path, f"must be an integer >= {minimum}")


def string(v, path):
    if not isinstance(v, str):
        fail(path, "must be a string")


def mfms(v, path):
    v = obj(v, "multiformatMessageString", path)
    for k in ("text", "markdown"):
        if k in v:
            string(v[k], f"{path}.{k}")


def message(v, path):
    v = obj(v, "message", path)
    if "text" not in v and "id" not in v:
        fail(path, "message requires 'text' or 'id'")


def artifact_location(v, path):
    v = obj(v, "artifactLocation", path)
    if "uri" in v:
        string(v["uri"], path + ".uri")
    if "uriBaseId" in v:
        string(v["uriBaseId"], path + ".uriBaseId")


def region(v, path):
    obj(v, "region", path)


def rule(v, path):
    v = obj(v, "reportingDescriptor", path)
    string(v.get("id"), path + ".id")
    for k in ("shortDescription", "fullDescription", "help"):
        if k in v:
            mfms(v[k], f"{path}.{k}")
    # GitHub code scanning shows these two.
    if "shortDescription" not in v:
        fail(path, "no shortDescription")
    if not isinstance(v.get("helpUri"), str) or not v["helpUri"]:
        fail(path, "no helpUri")
    if "defaultConfiguration" in v:
        obj(v["defaultConfiguration"], "reportingConfiguration",
            path + ".defaultConfiguration")


def fix(v, path):
    v = obj(v, "fix", path)
    if "description" in v:
        message(v["description"], path + ".description")
    changes = v.get("artifactChanges", [])
    if not isinstance(changes, list) or not changes:
        fail(path + ".artifactChanges", "at least one")
        return
    for i, c in enumerate(changes):
        p = f"{path}.artifactChanges[{i}]"
        c = obj(c, "artifactChange", p)
        artifact_location(c.get("artifactLocation", {}), p + ".artifactLocation")
        reps = c.get("replacements", [])
        if not isinstance(reps, list) or not reps:
            fail(p + ".replacements", "at least one")
            continue
        for j, r in enumerate(reps):
            q = f"{p}.replacements[{j}]"
            r = obj(r, "replacement", q)
            region(r.get("deletedRegion", {}), q + ".deletedRegion")
            if "insertedContent" in r:
                obj(r["insertedContent"], "artifactContent", q + ".insertedContent")


def result(v, path, rule_ids):
    v = obj(v, "result", path)
    message(v.get("message", {}), path + ".message")
    rid = v.get("ruleId")
    if not isinstance(rid, str):
        fail(path, "no ruleId")
    if "ruleIndex" in v:
        i = v["ruleIndex"]
        if isinstance(i, int) and 0 <= i < len(rule_ids) and rule_ids[i] != rid:
            fail(path, f"ruleIndex {i} is rule {rule_ids[i]}, not {rid}")
    if rid not in rule_ids:
        fail(path, f"ruleId {rid} is not in tool.driver.rules")
    pf = v.get("partialFingerprints", {})
    if not isinstance(pf, dict) or not all(isinstance(x, str) for x in pf.values()):
        fail(path + ".partialFingerprints", "strings")
    for i, loc in enumerate(v.get("locations", [])):
        p = f"{path}.locations[{i}]"
        loc = obj(loc, "location", p)
        if "physicalLocation" in loc:
            pl = obj(loc["physicalLocation"], "physicalLocation", p + ".physicalLocation")
            if "artifactLocation" not in pl and "address" not in pl:
                fail(p, "physicalLocation needs artifactLocation or address")
            if "artifactLocation" in pl:
                artifact_location(pl["artifactLocation"], p + ".artifactLocation")
            if "region" in pl:
                region(pl["region"], p + ".region")
    for i, f in enumerate(v.get("fixes", [])):
        fix(f, f"{path}.fixes[{i}]")


def validate(log):
    log = obj(log, "log", "$")
    runs = log.get("runs")
    if not isinstance(runs, list):
        fail("$.runs", "must be an array")
        return 0
    n = 0
    for r, run in enumerate(runs):
        p = f"$.runs[{r}]"
        run = obj(run, "run", p)
        tool = obj(run.get("tool", {}), "tool", p + ".tool")
        driver = obj(tool.get("driver", {}), "toolComponent", p + ".tool.driver")
        rules = driver.get("rules", [])
        ids = []
        for i, ru in enumerate(rules):
            rule(ru, f"{p}.tool.driver.rules[{i}]")
            ids.append(ru.get("id") if isinstance(ru, dict) else None)
        if len(set(ids)) != len(ids):
            fail(p + ".tool.driver.rules", "ids are not unique")
        for k, base in run.get("originalUriBaseIds", {}).items():
            q = f"{p}.originalUriBaseIds.{k}"
            artifact_location(base, q)
            # SARIF 3.14.14: a base is an absolute URI (or has a base of its
            # own) ending with a slash.
            uri = base.get("uri", "") if isinstance(base, dict) else ""
            if "uriBaseId" not in base and not SCHEME.match(uri):
                fail(q + ".uri", "a base URI must be absolute")
            if not uri.endswith("/"):
                fail(q + ".uri", "a base URI must end with '/'")
        for i, inv in enumerate(run.get("invocations", [])):
            q = f"{p}.invocations[{i}]"
            inv = obj(inv, "invocation", q)
            if not isinstance(inv.get("executionSuccessful"), bool):
                fail(q + ".executionSuccessful", "must be a boolean")
            if "exitCode" in inv:
                integer(inv["exitCode"], q + ".exitCode", -2**31)
        for i, res in enumerate(run.get("results", [])):
            result(res, f"{p}.results[{i}]", ids)
            n += 1
    return n


def check_docs(log, root):
    for run in log.get("runs", []):
        for r in run.get("tool", {}).get("driver", {}).get("rules", []):
            uri = r.get("helpUri", "")
            if "://" in uri:
                continue
            page = uri.split("#")[0]
            if not os.path.isfile(os.path.join(root, page)):
                fail(r.get("id"), f"helpUri {uri}: no such page under {root}")


def schema_errors(log, schema_file):
    """The log against the schema itself, with python3's jsonschema."""
    import jsonschema
    with open(schema_file, encoding="utf-8") as f:
        schema = json.load(f)
    v = jsonschema.Draft4Validator(schema)
    for e in v.iter_errors(log):
        where = "$" + "".join(f"[{x}]" if isinstance(x, int) else f".{x}"
                              for x in e.absolute_path)
        fail(where, "schema: " + e.message)


def check_restatement(schema_file):
    """The tables above against the schema: same properties, required
    properties, minimums, enumerations and formats."""
    with open(schema_file, encoding="utf-8") as f:
        schema = json.load(f)
    defs = schema["definitions"]

    def kind_def(kind):
        return schema if kind == "log" else defs[kind]
    for kind, allowed in ALLOWED.items():
        d = kind_def(kind)
        if d.get("additionalProperties") is not False:
            fail(kind, "the schema allows other properties")
        if set(d["properties"]) != allowed:
            fail(kind, f"properties differ: {sorted(set(d['properties']) ^ allowed)}")
        if sorted(d.get("required", [])) != sorted(REQUIRED[kind]):
            fail(kind, f"required {d.get('required')} != {REQUIRED[kind]}")
        mins = {p: v["minimum"] for p, v in d["properties"].items() if "minimum" in v}
        if mins != MINIMUM.get(kind, {}):
            fail(kind, f"minimums {mins} != {MINIMUM.get(kind, {})}")
        for p, v in d["properties"].items():
            if "enum" in v and set(v["enum"]) != ENUMS.get((kind, p)):
                fail(f"{kind}.{p}", f"enum {v['enum']} != {ENUMS.get((kind, p))}")
            if "format" in v and v["format"] in ("uri", "uri-reference") and \
                    FORMATS.get((kind, p)) != v["format"]:
                fail(f"{kind}.{p}", f"format {v['format']} is not restated")
    for (kind, p) in ENUMS:
        if "enum" not in kind_def(kind)["properties"][p]:
            fail(f"{kind}.{p}", "no enum in the schema")
    anyof = {k: defs[k].get("anyOf") for k in ("message", "physicalLocation")}
    if anyof != {"message": [{"required": ["text"]}, {"required": ["id"]}],
                 "physicalLocation": [{"required": ["address"]},
                                      {"required": ["artifactLocation"]}]}:
        fail("anyOf", f"differs: {anyof}")


def main():
    global allow_relative_help
    ap = argparse.ArgumentParser()
    ap.add_argument("file", nargs="?")
    ap.add_argument("--results", type=int)
    ap.add_argument("--docs")
    ap.add_argument("--relative-help-uri", action="store_true")
    ap.add_argument("--schema")
    ap.add_argument("--check-restatement", metavar="SCHEMA")
    a = ap.parse_args()
    allow_relative_help = a.relative_help_uri
    if a.check_restatement:
        check_restatement(a.check_restatement)
        for e in errors:
            print(f"{a.check_restatement}: {e}")
        if not errors:
            print(f"the restated tables match {a.check_restatement}")
        return 1 if errors else 0
    if not a.file:
        ap.error("FILE is required")
    with open(a.file, encoding="utf-8") as f:
        text = f.read()
    try:
        log = json.loads(text)
    except ValueError as e:
        print(f"{a.file}: not JSON (is something else on the stream?): {e}")
        return 1
    n = validate(log)
    if a.schema:
        schema_errors(log, a.schema)
    if a.results is not None and n < a.results:
        fail("$", f"{n} results, expected at least {a.results}")
    if a.docs:
        check_docs(log, a.docs)
    for e in errors:
        print(f"{a.file}: {e}")
    if errors:
        return 1
    print(f"valid SARIF 2.1.0: {n} results")
    return 0


if __name__ == "__main__":
    sys.exit(main())
