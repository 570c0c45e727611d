"""Every drawn surface kept for reuse lives in the shared byte-bounded cache
(app.ui.surface_cache.SHARED, ``@cached``): no ``functools.lru_cache``/``cache`` of
surfaces and no module-level dict or list filled with surfaces anywhere in app/ or
scenes/, the builders included."""
from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
MAKERS = ("pygame.Surface(", "pygame.transform.", ".render(", ".subsurface(",
          ".convert_alpha(", "draw_card_back(", "draw_back(")


def _sources():
    for top in ("app", "scenes"):
        for path in sorted((ROOT / top).rglob("*.py")):
            yield path, path.read_text(encoding="utf-8")


def _decorator_name(dec: ast.expr) -> str:
    if isinstance(dec, ast.Call):
        dec = dec.func
    return ast.unparse(dec)


def _makes_surfaces(fn: ast.AST) -> bool:
    src = ast.unparse(fn)
    returns = getattr(fn, "returns", None)
    return ("Surface" in ast.unparse(returns) if returns is not None else False) or any(
        m in src for m in MAKERS)


def lru_caches_of_surfaces(source: str) -> list[str]:
    """Functions under functools' caches that make or return surfaces."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            names = {_decorator_name(d) for d in node.decorator_list}
            if names & {"lru_cache", "functools.lru_cache", "cache", "functools.cache"} \
                    and _makes_surfaces(node):
                found.append(node.name)
    return found


def module_stores_of_surfaces(source: str) -> list[str]:
    """Module-level dicts and lists that a surface-making function fills."""
    tree = ast.parse(source)
    stores = set()
    for node in tree.body:
        target, value = None, None
        if isinstance(node, ast.Assign) and len(node.targets) == 1:
            target, value = node.targets[0], node.value
        elif isinstance(node, ast.AnnAssign):
            target, value = node.target, node.value
        if isinstance(target, ast.Name) and isinstance(value, (ast.Dict, ast.List)) \
                and not (value.keys if isinstance(value, ast.Dict) else value.elts):
            stores.add(target.id)
    found = set()
    for node in ast.walk(tree):
        if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) \
                or not _makes_surfaces(node):
            continue
        for sub in ast.walk(node):
            if isinstance(sub, ast.Assign):
                for t in sub.targets:
                    if isinstance(t, ast.Subscript) and isinstance(t.value, ast.Name) \
                            and t.value.id in stores:
                        found.add(t.value.id)
            elif isinstance(sub, ast.Call) and isinstance(sub.func, ast.Attribute) \
                    and sub.func.attr in ("append", "setdefault") \
                    and isinstance(sub.func.value, ast.Name) and sub.func.value.id in stores:
                found.add(sub.func.value.id)
    return sorted(found)


def test_no_lru_cache_keeps_surfaces_outside_the_shared_cache():
    bad = [f"{path.relative_to(ROOT)}: {name}" for path, src in _sources()
           for name in lru_caches_of_surfaces(src)]
    assert not bad, "surfaces cached outside app.ui.surface_cache (use @cached):\n" + \
        "\n".join(bad)


def test_no_module_dict_or_list_keeps_surfaces():
    bad = [f"{path.relative_to(ROOT)}: {name}" for path, src in _sources()
           for name in module_stores_of_surfaces(src)]
    assert not bad, "surfaces kept in module globals (use @cached or SHARED):\n" + \
        "\n".join(bad)


def test_the_checks_find_what_they_look_for():
    lru = '''
from functools import lru_cache
import functools

@lru_cache(maxsize=16)
def sack_art(size, highlight=False):
    back = pygame.transform.smoothscale(big, size)
    return back, front

@functools.cache
def icon(n) -> pygame.Surface:
    return make(n)

@lru_cache(maxsize=64)
def font(size):
    return pygame.font.Font(None, size)
'''
    assert lru_caches_of_surfaces(lru) == ["sack_art", "icon"]
    stores = '''
_ARROWS: dict = {}
_BACK = []
_NAMES = {}

def arrow(n):
    surf = _ARROWS.get(n)
    if surf is None:
        surf = pygame.Surface((n, n))
        _ARROWS[n] = surf
    return surf

def back():
    if not _BACK:
        _BACK.append(pygame.Surface((2, 2)))
    return _BACK[0]

def name(n):
    _NAMES[n] = str(n)
'''
    assert module_stores_of_surfaces(stores) == ["_ARROWS", "_BACK"]
