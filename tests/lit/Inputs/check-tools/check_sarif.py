#!/usr/bin/env python3
"""check_sarif.py [--moved] A.sarif [B.sarif]: check the structure of
cuda2hip's SARIF 2.1.0 (the properties SARIF requires and the ones
code-scanning services read), and, given two logs of the same findings,
that rule ids and fingerprints are the same in both (--moved: the findings
are on other lines in B, fingerprints must not care)."""
import json
import re
import sys

errors = []


def need(cond, msg):
    if not cond:
        errors.append(msg)


def check(path):
    with open(path) as f:
        log = json.load(f)
    need(log.get("version") == "2.1.0", f"{path}: version is not 2.1.0")
    need("sarif-2.1.0" in log.get("$schema", ""), f"{path}: no SARIF 2.1.0 $schema")
    runs = log.get("runs")
    need(isinstance(runs, list) and len(runs) == 1, f"{path}: one run expected")
    run = runs[0]
    driver = run.get("tool", {}).get("driver", {})
    need(driver.get("name") == "cuda2hip", f"{path}: tool.driver.name")
    rules = driver.get("rules", [])
    ids = [r.get("id") for r in rules]
    need(len(ids) == len(set(ids)), f"{path}: duplicate rule ids")
    for r in rules:
        need(re.fullmatch(r"cuda2hip-[a-z0-9-]+", r.get("id", "")), f"{path}: rule id {r.get('id')}")
        need(r.get("shortDescription", {}).get("text"), f"{path}: {r.get('id')}: no shortDescription")
        need(r.get("help", {}).get("text"), f"{path}: {r.get('id')}: no help text")
        need(r.get("defaultConfiguration", {}).get("level") in ("error", "warning", "note"),
             f"{path}: {r.get('id')}: defaultConfiguration.level")
    base = run.get("originalUriBaseIds", {}).get("%SRCROOT%", {}).get("uri", "")
    need(base.startswith("file:///") and base.endswith("/"), f"{path}: %SRCROOT% uri {base!r}")
    results = run.get("results")
    need(isinstance(results, list), f"{path}: no results array")
    for i, res in enumerate(results or []):
        where = f"{path}: results[{i}]"
        need(res.get("message", {}).get("text"), f"{where}: message.text is required")
        rid = res.get("ruleId")
        need(rid in ids, f"{where}: ruleId {rid} not in tool.driver.rules")
        idx = res.get("ruleIndex")
        need(isinstance(idx, int) and 0 <= idx < len(ids) and ids[idx] == rid,
             f"{where}: ruleIndex {idx} does not point at {rid}")
        need(res.get("level") in ("error", "warning", "note"), f"{where}: level")
        fp = res.get("partialFingerprints", {})
        need(fp and all(re.fullmatch(r"[0-9a-f]{32}", v) for v in fp.values()),
             f"{where}: partialFingerprints")
        for loc in res.get("locations", []):
            art = loc["physicalLocation"]["artifactLocation"]
            uri = art.get("uri", "")
            if art.get("uriBaseId") is not None:
                need(art["uriBaseId"] == "%SRCROOT%", f"{where}: uriBaseId")
                need(not uri.startswith("/") and "://" not in uri, f"{where}: uri {uri} not relative")
            else:
                need(uri.startswith("file:///"), f"{where}: absolute uri {uri}")
            region = loc["physicalLocation"].get("region")
            if region:
                need(region.get("startLine", 0) >= 1, f"{where}: startLine")
                need(region.get("startColumn", 0) >= 1, f"{where}: startColumn")
        for fix in res.get("fixes", []):
            for ch in fix["artifactChanges"]:
                for rep in ch["replacements"]:
                    need("deletedRegion" in rep, f"{where}: fix without deletedRegion")
    return log


def key(res, moved):
    loc = res.get("locations", [{}])[0].get("physicalLocation", {})
    line = None if moved else loc.get("region", {}).get("startLine")
    return (res["ruleId"], loc.get("artifactLocation", {}).get("uri"),
            json.dumps(res["partialFingerprints"]), line)


def main():
    args = sys.argv[1:]
    moved = "--moved" in args
    args = [a for a in args if a != "--moved"]
    logs = [check(a) for a in args]
    if len(logs) == 2:
        a, b = (l["runs"][0] for l in logs)
        need(a["tool"]["driver"]["rules"] == b["tool"]["driver"]["rules"],
             "rule tables differ between the two logs")
        ka = sorted(key(r, moved) for r in a["results"])
        kb = sorted(key(r, moved) for r in b["results"])
        need(ka == kb, f"findings differ:\n  {ka}\n  {kb}")
        if moved:
            la = sorted(r["locations"][0]["physicalLocation"]["region"]["startLine"]
                        for r in a["results"] if r.get("locations"))
            lb = sorted(r["locations"][0]["physicalLocation"]["region"]["startLine"]
                        for r in b["results"] if r.get("locations"))
            need(la != lb, "--moved: the findings did not move")
    for e in errors:
        print(e)
    sys.exit(1 if errors else 0)


if __name__ == "__main__":
    main()
