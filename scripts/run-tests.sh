#!/usr/bin/env bash
# Quick start 2 (and CI): install, build, run the whole test suite with ctest.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
bash scripts/build.sh
cd build
ctest -j "$(nproc)" --output-on-failure --timeout 600
