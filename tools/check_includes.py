#!/usr/bin/env python3
"""Fails when a source file of a unity-built target does not compile on its own.

A unity build (TCPWB_UNITY, as CI's is) compiles sixteen .cpp files as one
translation unit, so a file that forgot an #include still builds when an
earlier file of its batch included the header. The ordinary build compiles
each file alone and would fail; this check gives CI that failure without a
second full build: for every .cpp a unity batch includes after its first
(the first has nothing of its batch before it), it runs the batch's own
compile command on that file alone with -fsyntax-only. The command keeps
the target's precompiled header, as the ordinary build does (so a standard
header the precompiled header holds goes unchecked here as there), and with
it the flags the header was built with, which GCC requires to use it.

Errors are printed as the compiler prints them (file:line:col: error: ...),
then one line naming each file that failed. Exits 77 (skipped) when the build
has no unity batch: then the build itself compiled every file alone.

Usage: check_includes.py --build-dir DIR [--jobs N]
"""
import argparse
import concurrent.futures
import json
import os
import re
import shlex
import subprocess
import sys

SKIP = 77
# The arguments that name the output or the input and are dropped with their value.
DROPPED_WITH_VALUE = ('-o', '-c', '-MF', '-MT', '-MQ')
UNITY_INCLUDE = re.compile(r'^#include\s+"([^"]+\.(?:cpp|cc|cxx))"', re.MULTILINE)


def standalone_command(args):
    """A unity batch's compile command, made to check one file's syntax alone."""
    kept, skip_next = [], False
    for a in args:
        if skip_next:
            skip_next = False
            continue
        if a in DROPPED_WITH_VALUE:
            skip_next = True
            continue
        if a in ('-MD', '-MMD'):
            continue
        kept.append(a)
    return kept + ['-fsyntax-only']


def batched_sources(build_dir):
    """(source, directory, command) for every .cpp that a unity batch includes
    after another."""
    with open(os.path.join(build_dir, 'compile_commands.json'), encoding='utf-8') as f:
        entries = json.load(f)
    checks = []
    for e in entries:
        if '/Unity/unity_' not in e['file']:
            continue
        args = shlex.split(e['command']) if 'command' in e else e['arguments']
        with open(e['file'], encoding='utf-8') as f:
            sources = UNITY_INCLUDE.findall(f.read())
        base = standalone_command(args)
        # A batch's first file is compiled with nothing of its batch before
        # it, as the ordinary build compiles it: the build itself checked it.
        checks += [(src, e['directory'], base + [src]) for src in sources[1:]]
    return checks


def compile_alone(check):
    source, directory, command = check
    run = subprocess.run(command, cwd=directory, capture_output=True, text=True)
    return source, run.returncode, run.stdout + run.stderr


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument('--build-dir', required=True)
    parser.add_argument('--jobs', type=int, default=os.cpu_count() or 1)
    args = parser.parse_args()
    checks = batched_sources(args.build_dir)
    if not checks:
        print('skipped: no unity batch in this build, so the build compiled every file alone')
        return SKIP
    failed = []
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
        for source, status, output in pool.map(compile_alone, checks):
            if status != 0:
                failed.append(source)
                sys.stderr.write(output)
    for source in failed:
        print(f'{source}: does not compile on its own (its unity batch hid a missing #include)', file=sys.stderr)
    print(f'{len(checks) - len(failed)} of {len(checks)} unity-built files after the first of their batch compile on their own')
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())
