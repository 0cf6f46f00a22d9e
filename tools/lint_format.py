#!/usr/bin/env python3
"""Fails when a C++ file of ours is not laid out as .clang-format says.

Runs clang-format 14 (Debian 12's; other versions lay out some constructs
differently, so with another version the check is skipped, exit 77) in
--dry-run mode over every .h and .cpp under the source folders, and prints
clang-format's own located messages (file:line:col: error: ...).

Usage: lint_format.py --source-dir DIR [--clang-format PATH] [--jobs N]
Fix: clang-format -i FILE (or tools/lint_format.py --fix ...).
"""
import argparse
import concurrent.futures
import os
import re
import shutil
import subprocess
import sys

FOLDERS = ('core', 'widgets', 'app', 'tests', 'fuzz', 'bench')
SUFFIXES = ('.h', '.cpp')
SKIP = 77
WANTED_MAJOR = 14


def sources(root):
    for folder in FOLDERS:
        for parent, dirs, files in os.walk(os.path.join(root, folder)):
            dirs[:] = sorted(d for d in dirs if not d.startswith(('build', '_deps', '.')))
            for name in sorted(files):
                if name.endswith(SUFFIXES):
                    yield os.path.join(parent, name)


def major_version(tool):
    text = subprocess.run([tool, '--version'], capture_output=True, text=True).stdout
    found = re.search(r'version (\d+)', text)
    return int(found.group(1)) if found else None


def check(tool, files, fix):
    mode = ['-i'] if fix else ['--dry-run', '--Werror']
    result = subprocess.run([tool, '--style=file', *mode, *files], capture_output=True, text=True)
    return result.returncode, result.stderr


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument('--source-dir', required=True)
    parser.add_argument('--clang-format', default='clang-format')
    parser.add_argument('--jobs', type=int, default=os.cpu_count() or 1)
    parser.add_argument('--fix', action='store_true', help='rewrite the files instead of checking them')
    args = parser.parse_args()
    tool = shutil.which(args.clang_format)
    if not tool:
        print(f'{args.clang_format} is not installed (./setup.sh installs it)', file=sys.stderr)
        return 1
    if major_version(tool) != WANTED_MAJOR:
        print(f'skipped: {tool} is not clang-format {WANTED_MAJOR}, the version .clang-format is written for')
        return SKIP
    files = list(sources(os.path.abspath(args.source_dir)))
    batches = [files[i:i + 40] for i in range(0, len(files), 40)]
    failed = 0
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
        for status, messages in pool.map(lambda b: check(tool, b, args.fix), batches):
            if status != 0:
                failed += 1
                sys.stderr.write(messages)
    if failed:
        print('layout differs from .clang-format: run tools/lint_format.py --fix --source-dir .', file=sys.stderr)
        return 1
    print(f'{len(files)} files laid out as .clang-format says')
    return 0


if __name__ == '__main__':
    sys.exit(main())
