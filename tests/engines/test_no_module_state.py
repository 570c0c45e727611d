"""No module-level mutable state in engines/: a list, dict or set bound at module level
may be built while the module loads (a lookup table), but no function changes it later,
and no function rebinds a module name (``global``). Such state links one call to the
next behind the protocol's back (the trusted apply path once handed its list to the next
``legal_actions`` through two module lists), and breaks when two games run at once.

The scan reads the source (ast): names mutated through a method (``append``, ``update``,
``clear``...), an item or slice assignment, ``del`` of an item or an augmented
assignment, inside any function of the module that binds them or of a module that
imports them by name.

Allowed, by name and with the reason (an entry no longer found fails the test, so the
list cannot outlive its code): caches of pure functions, whose answer depends on the key
alone and never on which calls came before, and the AI's clock switch.
"""
from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
ENGINES = ROOT / "engines"

MUTATORS = {"append", "extend", "insert", "pop", "remove", "clear", "update", "add",
            "discard", "setdefault", "popitem", "sort", "reverse", "appendleft",
            "extendleft", "popleft", "difference_update", "intersection_update",
            "symmetric_difference_update", "__setitem__", "__delitem__"}
MUTABLE_CALLS = {"list", "dict", "set", "defaultdict", "OrderedDict", "Counter", "deque",
                 "bytearray"}


ALLOWED = {
    "engines.arena.board._BOARDS": "maps loaded once per key (map files; test maps)",
    "engines.arena.board._USER": "which player's maps are kept (the last few used): "
                                 "a board is the same whoever asks, kept or made again",
    "engines.arena.board._RECIPES": "a forgotten player's map's records, to make the "
                                    "same board again by its key",
    "engines.arena.spaces._NEAR": "bounded cache of a pure function of its key",
    "engines.arena.stats._AURA_GAMES": "bounded cache of a pure function of its key (the "
                                       "cards in a game -> those with an aura stat)",
    "engines.arena.movement._SHARED": "bounded cache of a pure function of its key",
    "engines.arena.movement._LOCAL": "bounded cache of a pure function of its key",
    "engines.arena.tactics._RISK": "cache of a pure function of its key (dice odds)",
    "engines.arena.tactics._SHAPES": "cache of a pure function of a board (its ground "
                                     "level and widest distance), one entry a map",
    "engines.magination.state._PENALTY": "cache of a pure function of two cards",
    "engines.core.clock._current": "which clock the AI's time caps read (the bench "
                                   "switches to CPU time in a with-block)",
}


def _is_mutable(node: ast.expr | None) -> bool:
    if isinstance(node, (ast.List, ast.Dict, ast.Set, ast.ListComp, ast.DictComp,
                         ast.SetComp)):
        return True
    if isinstance(node, ast.Call):
        f = node.func
        name = f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) \
            else None
        return name in MUTABLE_CALLS
    return False


def module_mutables(tree: ast.Module) -> set[str]:
    """Names bound at module level to a list, dict or set."""
    out = set()
    for node in tree.body:
        if isinstance(node, ast.Assign) and _is_mutable(node.value):
            for t in node.targets:
                for n in ast.walk(t):
                    if isinstance(n, ast.Name):
                        out.add(n.id)
        elif isinstance(node, ast.AnnAssign) and _is_mutable(node.value) and \
                isinstance(node.target, ast.Name):
            out.add(node.target.id)
    return out


def _owner(node: ast.expr) -> str | None:
    """The plain name whose contents ``X[i]``, ``X[i][j]`` or ``X.a[i]`` changes."""
    while isinstance(node, (ast.Subscript, ast.Attribute)):
        node = node.value
    return node.id if isinstance(node, ast.Name) else None


def _mutated_names(fn: ast.AST) -> list[tuple[str, int]]:
    """(name, line) of every plain name mutated in place inside ``fn``."""
    local = {a.arg for a in ast.walk(fn) if isinstance(a, ast.arg)}
    for n in ast.walk(fn):
        if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store):
            local.add(n.id)
    found = []
    for n in ast.walk(fn):
        targets: list[ast.expr] = []
        if isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute) and \
                n.func.attr in MUTATORS:
            name = _owner(n.func.value)
            if name is not None:
                found.append((name, n.lineno))
        elif isinstance(n, (ast.Assign, ast.AugAssign, ast.AnnAssign)):
            targets = n.targets if isinstance(n, ast.Assign) else [n.target]
        elif isinstance(n, ast.Delete):
            targets = n.targets
        for t in targets:
            for part in (t.elts if isinstance(t, ast.Tuple) else [t]):
                if isinstance(part, (ast.Subscript, ast.Attribute)):
                    name = _owner(part)
                    if name is not None:
                        found.append((name, n.lineno))
    return [(name, line) for name, line in found if name not in local]


def problems(sources: dict[str, str]) -> list[str]:
    """Module-level mutable state in ``sources`` ({module name: source}), in words."""
    trees = {mod: ast.parse(src) for mod, src in sources.items()}
    mutables = {mod: module_mutables(tree) for mod, tree in trees.items()}
    out = []
    for mod, tree in trees.items():
        watched = {name: mod for name in mutables[mod]}
        for node in tree.body:
            if isinstance(node, ast.ImportFrom) and node.module in mutables:
                for alias in node.names:
                    if alias.name in mutables[node.module]:
                        watched[alias.asname or alias.name] = node.module
        for node in ast.walk(tree):
            if isinstance(node, (ast.Global, ast.Nonlocal)):
                out.append(f"{mod}:{node.lineno}: `{type(node).__name__.lower()} "
                           f"{', '.join(node.names)}` rebinds a name from a function")
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
                for name, line in _mutated_names(node):
                    if name in watched:
                        out.append(f"{mod}:{line}: changes {watched[name]}.{name}, "
                                   f"module-level state")
    return sorted(set(out))


def _engine_sources() -> dict[str, str]:
    out = {}
    for path in sorted(ENGINES.rglob("*.py")):
        mod = ".".join(path.relative_to(ROOT).with_suffix("").parts)
        out[mod.removesuffix(".__init__")] = path.read_text(encoding="utf-8")
    return out


def _allowed(problem: str) -> str | None:
    for name in ALLOWED:
        if problem.endswith(f" {name}, module-level state"):
            return name
    return None


def test_no_engine_module_keeps_mutable_state_between_calls():
    sources = _engine_sources()
    assert len(sources) > 50
    found = problems(sources)
    assert [p for p in found if _allowed(p) is None] == []
    assert {_allowed(p) for p in found} == set(ALLOWED), "a stale ALLOWED entry"


def test_the_scan_finds_module_state_changed_by_a_function():
    bad = {
        "engines.g.turn": "LISTED: list = [None, None]\nTABLE = {1: 2}\n"
                          "def note(s, acts):\n    LISTED[0], LISTED[1] = s, acts\n",
        "engines.g.rules": "from engines.g.turn import LISTED, TABLE\nSEEN = set()\n"
                           "def legal(s):\n    LISTED[0] = None\n    SEEN.add(s)\n"
                           "    return TABLE[s]\n",
        "engines.g.count": "N = 0\ndef bump():\n    global N\n    N += 1\n",
        "engines.g.cache": "_C = {}\ndef get(k):\n    return _C.setdefault(k, k)\n",
    }
    found = problems(bad)
    assert any("engines.g.turn:4: changes engines.g.turn.LISTED" in p for p in found)
    assert any("engines.g.rules:4: changes engines.g.turn.LISTED" in p for p in found)
    assert any("engines.g.rules:5: changes engines.g.rules.SEEN" in p for p in found)
    assert any("engines.g.count:3: `global N`" in p for p in found)
    assert any("engines.g.cache:3: changes engines.g.cache._C" in p for p in found)
    assert not any("TABLE" in p for p in found)        # only read: a lookup table


def test_tables_built_while_the_module_loads_and_local_names_pass():
    ok = {"engines.g.t": "T = {}\nfor i in range(3):\n    T[i] = i\nT.update({9: 9})\n"
                         "def f(T):\n    T.append(1)\n"
                         "def g():\n    T = []\n    T.append(1)\n    return T\n"}
    assert problems(ok) == []
