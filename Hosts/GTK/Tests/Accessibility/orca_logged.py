#!/usr/bin/python3
"""Runs Orca (/usr/bin/orca, its arguments after ours) with its debug log written line by line.

Orca writes --debug-file through a buffered file and never flushes it, so a log read while Orca
runs, or after it is stopped, lacks what it said last. This opens that one file line-buffered and
leaves everything else to Orca.

    orca_logged.py LOG [ORCA ARGUMENTS...]
"""

import builtins
import runpy
import sys

log = sys.argv[1]
real_open = builtins.open


def open_line_buffered(file, mode="r", *arguments, **keywords):
    if file == log and "w" in mode:
        return real_open(file, mode, buffering=1)
    return real_open(file, mode, *arguments, **keywords)


builtins.open = open_line_buffered
sys.argv = ["orca", f"--debug-file={log}"] + sys.argv[2:]
runpy.run_path("/usr/bin/orca", run_name="__main__")
