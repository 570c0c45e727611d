"""docs/architecture.md stays true: every path, module and name it writes in backticks
exists (a path with ``<game>`` exists for at least one game; a dotted name starting with a
package resolves by import; any other name is defined or used in the source)."""
from __future__ import annotations

import importlib
import re
from functools import cache
from pathlib import Path

from engines.registry import ENGINES

ROOT = Path(__file__).resolve().parents[2]
DOC = ROOT / "docs" / "architecture.md"
PACKAGES = ("app", "engines", "scenes", "tests")


@cache
def _source_words() -> frozenset:
    words: set = set()
    for pkg in PACKAGES:
        for path in (ROOT / pkg).rglob("*.py"):
            if path == Path(__file__).resolve():        # the stale names below
                continue
            words.update(re.findall(r"\w+", path.read_text(encoding="utf-8")))
    return frozenset(words)


def _resolves(dotted: str) -> bool:
    parts = dotted.split(".")
    for cut in range(len(parts), 0, -1):
        try:
            obj = importlib.import_module(".".join(parts[:cut]))
        except ImportError:
            continue
        for name in parts[cut:]:
            if not hasattr(obj, name):
                return False
            obj = getattr(obj, name)
        return True
    return False


def problem(token: str) -> str | None:
    """Why a backticked ``token`` of the doc names nothing (None: it names something or
    is not a name: a command, a dict, a string)."""
    head = re.match(r"[\w./<>@-]+", token)
    if head is None or " " in token.split("(")[0]:
        return None
    name = head.group(0).rstrip(".")
    if "<game>" in name:
        found = any((ROOT / name.replace("<game>", g)).exists() for g in ENGINES)
        return None if found else f"{token}: no game has it"
    if "<" in name:
        return None
    if "/" in name or name.endswith((".py", ".md")):
        return None if (ROOT / name).exists() else f"{token}: no such file"
    if name.split(".")[0] in PACKAGES and "." in name:
        return None if _resolves(name) else f"{token}: does not import"
    missing = [w for w in name.lstrip("@").split(".") if w and w not in _source_words()]
    return f"{token}: {', '.join(missing)} not in the source" if missing else None


def _tokens() -> list[str]:
    text = re.sub(r"```.*?```", "", DOC.read_text(encoding="utf-8"), flags=re.S)
    return re.findall(r"`([^`\n]+)`", text)


def test_every_name_and_path_the_architecture_doc_mentions_exists():
    tokens = _tokens()
    assert len(tokens) > 100                     # the doc is read, not skipped
    bad = [p for p in map(problem, tokens) if p]
    assert not bad, bad


def test_the_check_catches_stale_names():
    for stale in ("scenes/kit/collection_load.py", "engines.core.search.ISMCTS",
                  "_ev_CardPlayed", "engines/<game>/no_such.py", "TutorialRules.start"):
        assert problem(stale), stale
    assert problem("scenes.kit.parts_table.PartsTable") is None
