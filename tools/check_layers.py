#!/usr/bin/env python3
"""Fails when a source file includes a folder its own folder does not declare.

The declarations are CMake's (`tcpwb_layer(...)` calls in core/ and widgets/,
see cmake/Layers.cmake), written to one file per build: each line is
`library/folder: library/folder ...` -- the folders that folder may include.
A folder may always include its own headers. Also checked: the declarations
form no cycle, every folder on disk is declared, and core includes no Qt.

Each library's headers have one spelling: core's are included from core/
("kernel/parse.h"), every other library's from the repository root with the
library's name first ("widgets/kernel/KernelView.h"), so one path names one
file. Another spelling of a library header ("kernel/KernelView.h",
"core/kernel/parse.h", a bare sibling "KernelView.h" in widgets/) is an error.

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


# The folder each library's headers are included from; the others are
# included from the repository root as "<library>/<folder>/<File>.h".
INCLUDE_ROOTS = {'core': 'core'}


def resolve(include, folder, libraries, source_dir):
    """(layer, None) for a library's header, e.g. ('core/sim', None); (None, (library,
    its spelling)) for a library's header spelled another way; (None, None) for any other file."""
    parts = include.split('/')
    for library in libraries:
        root = INCLUDE_ROOTS.get(library)
        if root is not None:
            if len(parts) > 1 and os.path.isfile(os.path.join(source_dir, root, include)):
                return f'{library}/{parts[0]}', None
        elif len(parts) > 2 and parts[0] == library and os.path.isfile(os.path.join(source_dir, include)):
            return f'{library}/{parts[1]}', None
    for library in libraries:
        root = INCLUDE_ROOTS.get(library)
        if root is not None:
            if len(parts) > 2 and parts[0] == root and os.path.isfile(os.path.join(source_dir, include)):
                return None, (library, include.split('/', 1)[1])
            continue
        local = os.path.normpath(os.path.join(folder, include))
        for candidate in (os.path.join(library, include), local):
            if candidate.split(os.sep, 1)[0] == library and os.path.isfile(os.path.join(source_dir, candidate)):
                return None, (library, candidate.replace(os.sep, '/'))
    return None, None


def check_file(path, folder, layers, libraries, source_dir, errors):
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
            target, misspelled = resolve(include, folder, libraries, source_dir)
            if misspelled:
                owner, spelling = misspelled
                errors.append(f'{path}:{number}: error: "{include}" is a {owner} header: include it as "{spelling}"')
                continue
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
