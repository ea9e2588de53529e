#!/usr/bin/env python3
"""Structural check of a SARIF 2.1.0 log against the rules of the OASIS
schema (sarif-schema-2.1.0.json) that cuda2hip's output touches.

No package of this machine's distribution ships the schema itself, and the
tests reach no network, so the schema's constraints for every object kind
cuda2hip writes are restated here: the required properties, the allowed
properties (the schema's additionalProperties: false), enumerations and
minimums. GitHub code scanning's own needs are checked too: every rule has
an id, a shortDescription and a helpUri; every result a ruleId that names a
rule, a message and a location.

Usage: validate_sarif.py FILE [--results N] [--docs ROOT]
  --results N   at least N results
  --docs ROOT   every relative helpUri names a file under ROOT (the docs
                page of the rule, in the repository)
Exit 0 valid, 1 invalid.
"""
import argparse
import json
import os
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
LEVELS = {"none", "note", "warning", "error"}
errors = []


def fail(path, what):
    errors.append(f"{path}: {what}")


def obj(v, kind, path, required=()):
    if not isinstance(v, dict):
        fail(path, f"{kind} must be an object")
        return {}
    for k in v:
        if k not in ALLOWED[kind]:
            fail(path, f"'{k}' is not a property of {kind}")
    for k in required:
        if k not in v:
            fail(path, f"{kind} requires '{k}'")
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
    v = obj(v, "multiformatMessageString", path, ["text"])
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
    v = obj(v, "region", path)
    for k, m in (("startLine", 1), ("startColumn", 1), ("endLine", 1),
                 ("endColumn", 1), ("charOffset", -1), ("byteOffset", -1),
                 ("charLength", 0), ("byteLength", 0)):
        if k in v:
            integer(v[k], f"{path}.{k}", m)


def rule(v, path):
    v = obj(v, "reportingDescriptor", path, ["id"])
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
        c = obj(v["defaultConfiguration"], "reportingConfiguration",
                path + ".defaultConfiguration")
        if "level" in c and c["level"] not in LEVELS:
            fail(path + ".defaultConfiguration.level", "not a level")


def fix(v, path):
    v = obj(v, "fix", path, ["artifactChanges"])
    if "description" in v:
        message(v["description"], path + ".description")
    changes = v.get("artifactChanges", [])
    if not isinstance(changes, list) or not changes:
        fail(path + ".artifactChanges", "at least one")
        return
    for i, c in enumerate(changes):
        p = f"{path}.artifactChanges[{i}]"
        c = obj(c, "artifactChange", p, ["artifactLocation", "replacements"])
        artifact_location(c.get("artifactLocation", {}), p + ".artifactLocation")
        reps = c.get("replacements", [])
        if not isinstance(reps, list) or not reps:
            fail(p + ".replacements", "at least one")
            continue
        for j, r in enumerate(reps):
            q = f"{p}.replacements[{j}]"
            r = obj(r, "replacement", q, ["deletedRegion"])
            region(r.get("deletedRegion", {}), q + ".deletedRegion")
            if "insertedContent" in r:
                obj(r["insertedContent"], "artifactContent", q + ".insertedContent")


def result(v, path, rule_ids):
    v = obj(v, "result", path, ["message"])
    message(v.get("message", {}), path + ".message")
    if "level" in v and v["level"] not in LEVELS:
        fail(path + ".level", "not a level")
    rid = v.get("ruleId")
    if not isinstance(rid, str):
        fail(path, "no ruleId")
    if "ruleIndex" in v:
        integer(v["ruleIndex"], path + ".ruleIndex", -1)
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
    log = obj(log, "log", "$", ["version", "runs"])
    if log.get("version") != "2.1.0":
        fail("$.version", "must be 2.1.0")
    runs = log.get("runs")
    if not isinstance(runs, list):
        fail("$.runs", "must be an array")
        return 0
    n = 0
    for r, run in enumerate(runs):
        p = f"$.runs[{r}]"
        run = obj(run, "run", p, ["tool"])
        tool = obj(run.get("tool", {}), "tool", p + ".tool", ["driver"])
        driver = obj(tool.get("driver", {}), "toolComponent", p + ".tool.driver", ["name"])
        rules = driver.get("rules", [])
        ids = []
        for i, ru in enumerate(rules):
            rule(ru, f"{p}.tool.driver.rules[{i}]")
            ids.append(ru.get("id") if isinstance(ru, dict) else None)
        if len(set(ids)) != len(ids):
            fail(p + ".tool.driver.rules", "ids are not unique")
        if "columnKind" in run and run["columnKind"] not in (
                "utf16CodeUnits", "unicodeCodePoints"):
            fail(p + ".columnKind", "not a column kind")
        for k, base in run.get("originalUriBaseIds", {}).items():
            artifact_location(base, f"{p}.originalUriBaseIds.{k}")
        for i, inv in enumerate(run.get("invocations", [])):
            q = f"{p}.invocations[{i}]"
            inv = obj(inv, "invocation", q, ["executionSuccessful"])
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


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("file")
    ap.add_argument("--results", type=int)
    ap.add_argument("--docs")
    a = ap.parse_args()
    with open(a.file, encoding="utf-8") as f:
        text = f.read()
    try:
        log = json.loads(text)
    except ValueError as e:
        print(f"{a.file}: not JSON (is something else on the stream?): {e}")
        return 1
    n = validate(log)
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
