#!/usr/bin/env python3
"""Runs a command that must fail in one exact way: the exit status given and a
line on stderr matching the pattern. A crash (a signal, another status) or a
different message fails the test, which ctest's WILL_FAIL would have passed.

Usage: expect_failure.py STATUS PATTERN COMMAND [ARGS...]
"""
import re
import subprocess
import sys


def main():
    if len(sys.argv) < 4:
        print(__doc__, file=sys.stderr)
        return 2
    status, pattern, command = int(sys.argv[1]), sys.argv[2], sys.argv[3:]
    result = subprocess.run(command, capture_output=True, text=True, timeout=60)
    sys.stderr.write(result.stderr)
    if result.returncode != status:
        print(f'expected exit status {status}, got {result.returncode}', file=sys.stderr)
        return 1
    if not re.search(pattern, result.stderr, re.MULTILINE):
        print(f'expected a message matching {pattern!r} on stderr', file=sys.stderr)
        return 1
    return 0


if __name__ == '__main__':
    sys.exit(main())
