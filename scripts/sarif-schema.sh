#!/usr/bin/env bash
# Installs the OASIS SARIF 2.1.0 JSON schema (sarif-2.1.0-rtm.5.json, the
# final 2.1.0 schema) for the tests that validate cuda2hip's SARIF against it
# (tests/lit/sarif-schema.test, with python3's jsonschema). No Debian package
# ships it; the npm package @microsoft/jest-sarif (MIT) carries a copy, so it
# is taken from there with npm, checked against its SHA-256 and kept out of
# the repository. Without npm or the registry the tests that need it are
# UNSUPPORTED and the restated validator (tests/lit/Inputs/sarif/
# validate_sarif.py) still runs. Idempotent; exit 0 even when it fails.
set -uo pipefail
dest=${CUDA2HIP_SARIF_SCHEMA:-/usr/local/share/cuda2hip/sarif-schema-2.1.0.json}
sha=2d99159ae54a3eea97f81781cff48780548657c35949f4b7f25e99a2ba4de4f8
if [ -f "$dest" ] && echo "$sha  $dest" | sha256sum -c --status; then
  echo "sarif-schema.sh: $dest is there"
  exit 0
fi
if ! command -v npm >/dev/null; then
  echo "sarif-schema.sh: note: no npm; the SARIF schema test will be skipped" >&2
  exit 0
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
if ! (cd "$tmp" && timeout 300 npm pack --silent @microsoft/jest-sarif@1.0.0-beta.0 >/dev/null &&
      tar xzf microsoft-jest-sarif-1.0.0-beta.0.tgz package/lib/schemas/sarif-2.1.0-rtm.5.json); then
  echo "sarif-schema.sh: note: npm pack failed; the SARIF schema test will be skipped" >&2
  exit 0
fi
got="$tmp/package/lib/schemas/sarif-2.1.0-rtm.5.json"
if ! echo "$sha  $got" | sha256sum -c --status; then
  echo "sarif-schema.sh: warning: the schema's SHA-256 is not the expected one; not installed" >&2
  exit 0
fi
mkdir -p "$(dirname "$dest")"
cp "$got" "$dest"
echo "sarif-schema.sh: installed $dest"
