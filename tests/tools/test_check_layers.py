#!/usr/bin/env python3
"""tools/check_layers.py on small trees: it passes declared includes and
refuses an undeclared one, a declared cycle, an undeclared folder and Qt in core."""
import os
import subprocess
import sys
import tempfile
import unittest

SCRIPT = os.path.join(os.path.dirname(__file__), '..', '..', 'tools', 'check_layers.py')


class CheckLayers(unittest.TestCase):
    def tree(self, files, layers):
        root = tempfile.mkdtemp()
        for path, text in files.items():
            os.makedirs(os.path.dirname(os.path.join(root, path)), exist_ok=True)
            with open(os.path.join(root, path), 'w') as f:
                f.write(text)
        table = os.path.join(root, 'layers.txt')
        with open(table, 'w') as f:
            f.write(layers)
        return subprocess.run([sys.executable, SCRIPT, '--layers', table, '--source-dir', root],
                              capture_output=True, text=True)

    def test_declared_includes_pass(self):
        r = self.tree({'core/low/a.h': '#pragma once\n', 'core/high/b.cpp': '#include "low/a.h"\n#include "b.h"\n',
                       'core/high/b.h': '#include <vector>\n'},
                      'core/low: \ncore/high: core/low\n')
        self.assertEqual(r.returncode, 0, r.stderr)

    def test_undeclared_include_is_located(self):
        r = self.tree({'core/low/a.h': '#pragma once\n#include "high/b.h"\n', 'core/high/b.h': '#pragma once\n'},
                      'core/low: \ncore/high: core/low\n')
        self.assertEqual(r.returncode, 1)
        self.assertIn('core/low/a.h:2: error: core/low may not include "high/b.h" (core/high)', r.stderr)

    def test_cycle_and_undeclared_folder(self):
        r = self.tree({'core/a/x.h': '', 'core/b/y.h': '', 'core/c/z.h': ''}, 'core/a: core/b\ncore/b: core/a\n')
        self.assertEqual(r.returncode, 1)
        self.assertIn('cycle: core/a -> core/b -> core/a', r.stderr)
        self.assertIn('the folder core/c is not declared', r.stderr)

    def test_core_never_includes_qt(self):
        r = self.tree({'core/a/x.cpp': '#include <QString>\n'}, 'core/a: \n')
        self.assertEqual(r.returncode, 1)
        self.assertIn('core never includes Qt (<QString>)', r.stderr)

    def test_a_library_sees_its_own_folder_first(self):
        # widgets/kernel/View.cpp's "kernel/Doc.h" is widgets', core/kernel is another layer.
        r = self.tree({'core/kernel/parse.h': '', 'widgets/kernel/Doc.h': '',
                       'widgets/kernel/View.cpp': '#include "kernel/Doc.h"\n#include "kernel/parse.h"\n'},
                      'core/kernel: \nwidgets/kernel: core/kernel\n')
        self.assertEqual(r.returncode, 0, r.stderr)


if __name__ == '__main__':
    unittest.main()
