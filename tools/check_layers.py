#!/usr/bin/env python3
"""Fails when a source file includes a folder its own folder does not declare.

The declarations are CMake's (`tcpwb_layer(...)` calls in core/ and widgets/,
see cmake/Layers.cmake), written to one file per build: each line is
`library/folder: library/folder ...` -- the folders that folder may include.
A folder may always include its own headers. Also checked: the declarations
form no cycle, every folder on disk is declared, and core includes no Qt.

Usage: check_layers.py --layers build/layers.txt --source-dir .
Prints one located error per offending #include (file:line: error: ...).
"""
import argparse
import os
import re
import sys

INCLUDE = re.compile(r'\s*#\s*include\s*([<"])([^>"]+)[>"]')
SOURCE_SUFFIXES = ('.h', '.cpp')


def read_layers(path):
    layers = {}
    with open(path, encoding='utf-8') as f:
        for line in f:
            line = line.strip()
            if not line:
                continue
            name, _, uses = line.partition(':')
            layers[name.strip()] = set(uses.split())
    return layers


def find_cycle(layers):
    """A declared cycle as a list of folders, or None."""
    state = {}

    def visit(node, path):
        state[node] = 'open'
        for dep in sorted(layers.get(node, ())):
            if state.get(dep) == 'open':
                return path[path.index(dep):] + [dep] if dep in path else path + [dep]
            if dep not in state:
                cycle = visit(dep, path + [dep])
                if cycle:
                    return cycle
        state[node] = 'done'
        return None

    for node in sorted(layers):
        if node not in state:
            cycle = visit(node, [node])
            if cycle:
                return cycle
    return None


def resolve(include, library_roots, source_dir):
    """The declared folder (`core/sim`) an include names, or None for a system header."""
    for root in library_roots:
        if os.path.isfile(os.path.join(source_dir, root, include)):
            first = include.split('/', 1)[0]
            return f'{root}/{first}' if '/' in include else None
    return None


def check_file(path, folder, layers, library_roots, source_dir, errors):
    library = folder.split('/', 1)[0]
    allowed = layers[folder] | {folder}
    with open(os.path.join(source_dir, path), encoding='utf-8', errors='replace') as f:
        for number, line in enumerate(f, 1):
            m = INCLUDE.match(line)
            if not m:
                continue
            bracket, include = m.groups()
            if library == 'core' and bracket == '<' and re.match(r'Q[A-Za-z]*(/|$)', include):
                errors.append(f'{path}:{number}: error: core never includes Qt (<{include}>)')
                continue
            if bracket != '"':
                continue
            # A library sees its own folders first, as its include path does.
            roots = [library] + [r for r in library_roots if r != library]
            target = resolve(include, roots, source_dir)
            if target is None or target in allowed:
                continue
            if target not in layers:
                errors.append(f'{path}:{number}: error: {folder} includes "{include}" from {target}, '
                              'which is not a declared layer')
            else:
                declared = ' '.join(sorted(layers[folder])) or 'nothing'
                errors.append(f'{path}:{number}: error: {folder} may not include "{include}" ({target}); '
                              f'{folder} declares: {declared}')


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument('--layers', required=True)
    parser.add_argument('--source-dir', required=True)
    args = parser.parse_args()
    layers = read_layers(args.layers)
    libraries = sorted({name.split('/', 1)[0] for name in layers})
    errors = []
    cycle = find_cycle(layers)
    if cycle:
        errors.append(f'{args.layers}: error: the declared layers form a cycle: {" -> ".join(cycle)}')
    for library in libraries:
        base = os.path.join(args.source_dir, library)
        for entry in sorted(os.listdir(base)):
            folder = f'{library}/{entry}'
            if not os.path.isdir(os.path.join(base, entry)):
                continue
            if folder not in layers:
                errors.append(f'{library}/CMakeLists.txt: error: the folder {folder} is not declared '
                              '(add a tcpwb_layer call naming what it may include)')
                continue
            for name in sorted(os.listdir(os.path.join(base, entry))):
                if name.endswith(SOURCE_SUFFIXES):
                    check_file(f'{folder}/{name}', folder, layers, libraries, args.source_dir, errors)
    for error in errors:
        print(error, file=sys.stderr)
    return 1 if errors else 0


if __name__ == '__main__':
    sys.exit(main())
