#!/usr/bin/env python3
"""expect_exit.py CODE[,CODE...] CMD...: run CMD, succeed only if it exits
with CODE (one of the CODEs).

lit's `not` accepts any non-zero exit; cuda2hip's exit codes mean different
things (docs/cli.md), so tests name the one they expect."""
import subprocess
import sys

want = [int(c) for c in sys.argv[1].split(",")]
rc = subprocess.call(sys.argv[2:])
if rc not in want:
    sys.stderr.write(f"expect_exit: {' '.join(sys.argv[2:])}: exit {rc}, expected {sys.argv[1]}\n")
    sys.exit(1)
