#!/usr/bin/env python3
"""Fails when clang-tidy finds something .clang-tidy checks for, in the core
library or tcpwb-cli.

Reads the build's compile_commands.json and checks the translation units of
tcpwb_core and tcpwb-cli: the unity batches when the build is a unity build
(TCPWB_UNITY, as CI's is: 13 units instead of four hundred, about four
CPU-minutes), else every source file. The GCC
precompiled header and the sanitizer flags are left out of the commands
clang-tidy sees (clang cannot read GCC's PCH). Findings are printed as
clang-tidy prints them (file:line:col: error: ... [check]).

Usage: lint_tidy.py --build-dir DIR --source-dir DIR [--clang-tidy PATH] [--jobs N]
"""
import argparse
import concurrent.futures
import json
import os
import re
import shlex
import shutil
import subprocess
import sys

from lint_format import WANTED_MAJOR, SKIP, major_version

# Which targets are checked: their object files live under these folders.
TARGET_DIRS = ('/core/CMakeFiles/tcpwb_core.dir/', '/app/cli/CMakeFiles/tcpwb-cli.dir/')


def clang_ready(args):
    """The compile arguments without what only GCC understands."""
    kept, skip_next = [], False
    for i, a in enumerate(args):
        if skip_next:
            skip_next = False
            continue
        if a == '-include' and i + 1 < len(args) and 'cmake_pch' in args[i + 1]:
            skip_next = True
            continue
        if a.startswith('-fsanitize') or a in ('-Winvalid-pch', '-fno-sanitize-recover=all'):
            continue
        kept.append(a)
    return kept


def units(build_dir):
    with open(os.path.join(build_dir, 'compile_commands.json'), encoding='utf-8') as f:
        entries = json.load(f)
    ours = []
    for e in entries:
        args = shlex.split(e['command']) if 'command' in e else e['arguments']
        if '-o' not in args:
            continue
        obj = os.path.join(e['directory'], args[args.index('-o') + 1])
        if any(d in obj for d in TARGET_DIRS):
            ours.append(dict(e, command=shlex.join(clang_ready(args))))
    unity = [e for e in ours if '/Unity/unity_' in e['file']]
    return unity or [e for e in ours if not e['file'].endswith('mocs_compilation.cpp')]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument('--build-dir', required=True)
    parser.add_argument('--source-dir', required=True)
    parser.add_argument('--clang-tidy', default='clang-tidy')
    parser.add_argument('--jobs', type=int, default=os.cpu_count() or 1)
    args = parser.parse_args()
    tool = shutil.which(args.clang_tidy)
    if not tool:
        print(f'{args.clang_tidy} is not installed (./setup.sh installs it)', file=sys.stderr)
        return 1
    if major_version(tool) != WANTED_MAJOR:
        print(f'skipped: {tool} is not clang-tidy {WANTED_MAJOR}, the version .clang-tidy is written for')
        return SKIP
    source_dir = os.path.realpath(args.source_dir)
    work = os.path.join(os.path.abspath(args.build_dir), 'lint-tidy')
    os.makedirs(work, exist_ok=True)
    checked = units(args.build_dir)
    if not checked:
        print('no translation unit of tcpwb_core or tcpwb-cli in compile_commands.json', file=sys.stderr)
        return 1
    with open(os.path.join(work, 'compile_commands.json'), 'w', encoding='utf-8') as f:
        json.dump(checked, f)
    header_filter = '^' + re.escape(source_dir) + '/(core|app/cli)/'
    command = [tool, '--quiet', '-p', work, f'--config-file={os.path.join(source_dir, ".clang-tidy")}',
               f'--header-filter={header_filter}']

    def tidy(entry):
        result = subprocess.run(command + [entry['file']], capture_output=True, text=True)
        return result.returncode, result.stdout

    findings = set()
    failed_units = 0
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
        for status, out in pool.map(tidy, checked):
            failed_units += status != 0
            findings.update(line for line in out.splitlines() if re.search(r': (error|warning): ', line))
    for line in sorted(findings):
        print(line)
    if failed_units:
        print(f'{len(findings)} findings in {failed_units} of {len(checked)} translation units', file=sys.stderr)
        return 1
    print(f'{len(checked)} translation units of tcpwb_core and tcpwb-cli pass .clang-tidy')
    return 0


if __name__ == '__main__':
    sys.exit(main())
