"""No object keeps drawn surfaces in a dict of its own (app/ and scenes/): every kept
surface lives in the shared byte-bounded cache (app.ui.surface_cache.SHARED), under its
part's owner token when it should go with the part. A dict an object sets to ``{}`` and
fills with what a surface maker made (directly, through a local name, through a
function of the module that draws, or what a function returning a surface returns) is
reported. The builders are checked on the builder
kit, as in test_surfaces_kept_in_shared_cache."""
from __future__ import annotations

import ast

from tests.app.ui.test_surfaces_kept_in_shared_cache import MAKERS, ROOT, _makes_surfaces, _sources

# a face drawer handed in (the pile browser's ``draw_face``) makes surfaces too
CALLS = MAKERS + ("draw_face(",)


def _self_attr(node) -> str | None:
    if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) \
            and node.value.id == "self":
        return node.attr
    return None


def _empty_dict(node) -> bool:
    return (isinstance(node, ast.Dict) and not node.keys) or (
        isinstance(node, ast.Call) and ast.unparse(node.func) == "dict" and not node.args)


def _drawing_functions(tree) -> set[str]:
    """Functions and methods of the module that make surfaces and return something."""
    return {fn.name for fn in ast.walk(tree)
            if isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef)) and _makes_surfaces(fn)
            and any(isinstance(r, ast.Return) and r.value is not None for r in ast.walk(fn))}


def instance_stores_of_surfaces(source: str) -> list[str]:
    """``Class.attr`` for each dict an object keeps that is filled with surfaces."""
    tree = ast.parse(source)
    drawers = _drawing_functions(tree)

    def makes(value, made: set[str]) -> bool:
        src = ast.unparse(value)
        if any(m in src for m in CALLS):
            return True
        for sub in ast.walk(value):
            if isinstance(sub, ast.Name) and sub.id in made:
                return True
            if isinstance(sub, ast.Call):
                name = sub.func.attr if isinstance(sub.func, ast.Attribute) else \
                    getattr(sub.func, "id", None)
                if name in drawers:
                    return True
        return False

    found = set()
    for cls in (n for n in ast.walk(tree) if isinstance(n, ast.ClassDef)):
        stores = set()
        for node in ast.walk(cls):
            if isinstance(node, ast.Assign) and _empty_dict(node.value):
                stores |= {a for a in map(_self_attr, node.targets) if a}
            elif isinstance(node, ast.AnnAssign) and node.value is not None \
                    and _empty_dict(node.value) and _self_attr(node.target):
                stores.add(str(_self_attr(node.target)))
        for fn in (n for n in ast.walk(cls) if isinstance(n, (ast.FunctionDef,
                                                               ast.AsyncFunctionDef))):
            made: set[str] = set()
            if fn.returns is not None and "Surface" in ast.unparse(fn.returns):
                made |= {r.value.id for r in ast.walk(fn) if isinstance(r, ast.Return)
                         and isinstance(r.value, ast.Name)}     # what it returns is a surface
            alias: dict[str, str] = {}
            for node in ast.walk(fn):
                if not isinstance(node, ast.Assign):
                    continue
                for t in node.targets:
                    if isinstance(t, ast.Name):
                        if _self_attr(node.value) in stores:
                            alias[t.id] = str(_self_attr(node.value))
                        elif makes(node.value, made):
                            made.add(t.id)
            for node in ast.walk(fn):
                if not isinstance(node, ast.Assign) or not (makes(node.value, made) or any(
                        isinstance(t, ast.Name) and t.id in made for t in node.targets)):
                    continue
                for t in node.targets:
                    if isinstance(t, ast.Subscript):
                        attr = _self_attr(t.value) or (
                            alias.get(t.value.id) if isinstance(t.value, ast.Name) else None)
                        if attr in stores:
                            found.add(f"{cls.name}.{attr}")
    return sorted(found)


def test_no_object_keeps_surfaces_in_a_dict_of_its_own():
    bad = [f"{path.relative_to(ROOT)}: {name}" for path, src in _sources()
           for name in instance_stores_of_surfaces(src)]
    assert not bad, "surfaces kept in an object's dict (use SHARED with an owner token):\n" \
        + "\n".join(bad)


def test_the_check_finds_a_dict_of_surfaces():
    source = '''
import pygame

class Plates:
    def __init__(self):
        self._cache: dict = {}
        self.rects = {}

    def _plate(self, size):
        return pygame.Surface(size)

    def draw(self, key, size):
        self.rects[key] = pygame.Rect(0, 0, *size)
        cache = self._cache
        if key not in cache:
            surf = self._plate(size)
            cache[key] = (key, surf)
        return cache[key]
'''
    assert instance_stores_of_surfaces(source) == ["Plates._cache"]
    kept = source.replace("""    def draw(self""", """    def kept(self, key, build) -> pygame.Surface:
        surf = self._more.get(key)
        if surf is None:
            surf = self._more[key] = build()
        return surf

    def draw(self""").replace("self.rects = {}", "self.rects = {}\n        self._more = {}")
    assert instance_stores_of_surfaces(kept) == ["Plates._cache", "Plates._more"]
