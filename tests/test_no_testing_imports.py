"""No production module imports a ``testing`` module: app, engines and scenes are built
from properly named modules (a game's ``staging`` helpers, its ``tutorial`` position),
and only tests use ``engines/<game>/testing.py``. Every import statement counts,
including those inside functions and ``from engines.x import testing``."""
from __future__ import annotations

import ast
import os
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TOPS = ("app", "engines", "scenes")


def imports_of_testing(source: str) -> list[str]:
    """The modules named ``testing`` (or under one) that ``source`` imports."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = "." * node.level + (node.module or "")
            names = [base] + [f"{base}.{a.name}" for a in node.names]
        else:
            continue
        found += [n for n in names if "testing" in n.lstrip(".").split(".")]
    return found


def test_the_scan_sees_every_form_of_import():
    assert imports_of_testing("import engines.magi.testing") == ["engines.magi.testing"]
    assert imports_of_testing("from engines.magi.testing import make_state")
    assert imports_of_testing("from engines.mabinogi import testing as T")
    assert imports_of_testing("def f():\n    from . import testing\n")
    assert imports_of_testing("from .testing import x")
    assert not imports_of_testing("from engines.magecraft.staging import gems\nimport tests_x")


def test_no_module_of_app_engines_or_scenes_imports_a_testing_module():
    bad = []
    for top in TOPS:
        for d, _, files in os.walk(ROOT / top):
            for f in files:
                if f.endswith(".py"):
                    p = Path(d) / f
                    for name in imports_of_testing(p.read_text(encoding="utf-8")):
                        bad.append(f"{p.relative_to(ROOT)}: {name}")
    assert not bad, "production code imports a testing module:\n" + "\n".join(bad)
