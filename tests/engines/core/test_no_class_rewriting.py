"""No class-creation magic (issue 20): nothing in app/, engines/ or scenes/ rewrites a
class when it is made (``__init_subclass__``, metaclasses): a game's RULES binds plain
methods, and what every game shares is a plain method of RulesBase."""
from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]


def test_no_init_subclass_or_metaclass_in_production_code():
    found = []
    for top in ("app", "engines", "scenes"):
        for path in sorted((ROOT / top).rglob("*.py")):
            text = path.read_text(encoding="utf-8")
            for pattern in (r"__init_subclass__", r"metaclass\s*="):
                if re.search(pattern, text):
                    found.append(f"{path.relative_to(ROOT)}: {pattern}")
    assert not found, found


def test_a_forfeit_reaches_rulesbase_and_a_move_the_games_own_function():
    from engines.core.rules_base import RulesBase
    from engines.magi import RULES
    for name in ("apply", "why_illegal", "describe", "result"):
        assert type(RULES).__dict__.get(name) is None, name     # the base's, not rewritten
        assert getattr(type(RULES), name) is getattr(RulesBase, name)
