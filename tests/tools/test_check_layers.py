#!/usr/bin/env python3
"""tools/check_layers.py on small trees: it passes declared includes and
refuses an undeclared one, a declared cycle, an undeclared folder, Qt in core
and a library's header spelled another way than its library's, in core and
in widgets alike."""
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

    def test_each_library_has_one_spelling(self):
        # core's headers from core/, widgets' from the repository root: the
        # same "kernel/..." can never name both.
        r = self.tree({'core/kernel/parse.h': '', 'widgets/kernel/Doc.h': '',
                       'widgets/kernel/View.cpp': '#include "widgets/kernel/Doc.h"\n#include "kernel/parse.h"\n'},
                      'core/kernel: \nwidgets/kernel: core/kernel\n')
        self.assertEqual(r.returncode, 0, r.stderr)

    def test_another_spelling_is_located(self):
        r = self.tree({'core/kernel/parse.h': '', 'widgets/kernel/Doc.h': '',
                       'widgets/kernel/View.cpp': '#include "kernel/Doc.h"\n#include "Doc.h"\n'
                                                  '#include "core/kernel/parse.h"\n'},
                      'core/kernel: \nwidgets/kernel: core/kernel\n')
        self.assertEqual(r.returncode, 1)
        self.assertIn('widgets/kernel/View.cpp:1: error: "kernel/Doc.h" is a widgets header: '
                      'include it as "widgets/kernel/Doc.h"', r.stderr)
        self.assertIn('widgets/kernel/View.cpp:2: error: "Doc.h" is a widgets header: '
                      'include it as "widgets/kernel/Doc.h"', r.stderr)
        self.assertIn('widgets/kernel/View.cpp:3: error: "core/kernel/parse.h" is a core header: '
                      'include it as "kernel/parse.h"', r.stderr)

    def test_widgets_layers_are_enforced(self):
        # A widgets folder may include only the widgets and core folders it declares.
        r = self.tree({'core/sim/run.h': '', 'core/util/bits.h': '', 'widgets/low/L.h': '', 'widgets/high/H.h': '',
                       'widgets/low/L.cpp': '#include "widgets/high/H.h"\n#include "sim/run.h"\n'
                                            '#include "util/bits.h"\n',
                       'widgets/high/H.cpp': '#include "widgets/low/L.h"\n#include "sim/run.h"\n'},
                      'core/util: \ncore/sim: core/util\nwidgets/low: core/util\nwidgets/high: widgets/low core/sim\n')
        self.assertEqual(r.returncode, 1)
        self.assertIn('widgets/low/L.cpp:1: error: widgets/low may not include "widgets/high/H.h" (widgets/high)',
                      r.stderr)
        self.assertIn('widgets/low/L.cpp:2: error: widgets/low may not include "sim/run.h" (core/sim)', r.stderr)
        self.assertNotIn('L.cpp:3', r.stderr)
        self.assertNotIn('H.cpp', r.stderr)

    def test_widgets_cycle_and_undeclared_folder(self):
        r = self.tree({'core/util/bits.h': '', 'widgets/a/A.h': '', 'widgets/b/B.h': '', 'widgets/c/C.h': ''},
                      'core/util: \nwidgets/a: widgets/b core/util\nwidgets/b: widgets/a\n')
        self.assertEqual(r.returncode, 1)
        self.assertIn('cycle: widgets/a -> widgets/b -> widgets/a', r.stderr)
        self.assertIn('the folder widgets/c is not declared', r.stderr)

    def test_core_never_includes_widgets(self):
        r = self.tree({'core/low/a.h': '#include "widgets/views/V.h"\n', 'widgets/views/V.h': ''},
                      'core/low: \nwidgets/views: core/low\n')
        self.assertEqual(r.returncode, 1)
        self.assertIn('core/low/a.h:1: error: core/low may not include "widgets/views/V.h" (widgets/views)', r.stderr)

if __name__ == '__main__':
    unittest.main()
