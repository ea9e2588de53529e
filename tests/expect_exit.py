#!/usr/bin/env python3
"""expect_exit.py CODE CMD...: run CMD, succeed only if it exits with CODE.

lit's `not` accepts any non-zero exit; cuda2hip's exit codes mean different
things (docs/cli.md), so tests name the one they expect."""
import subprocess
import sys

want = int(sys.argv[1])
rc = subprocess.call(sys.argv[2:])
if rc != want:
    sys.stderr.write(f"expect_exit: {' '.join(sys.argv[2:])}: exit {rc}, expected {want}\n")
    sys.exit(1)
