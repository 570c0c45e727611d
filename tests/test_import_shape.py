"""The shape the architecture promises, checked on the source tree's imports (every
``import`` statement, including those inside functions):

* no import circle anywhere in app, engines and scenes (a module importing a name from
  its own package's face counts: that is a circle when the face imports the module);
* nothing in ``app`` imports ``scenes`` but ``app/__main__.py`` (the composition root);
* no game's scene package imports another game's, and the shell's scenes (menu, setup,
  tutorials...) import no game's scene package: games reach the shell as plug-ins;
* engines import neither app nor scenes.
"""
from __future__ import annotations

import ast
import os
from pathlib import Path


ROOT = Path(__file__).resolve().parent.parent
TOPS = ("app", "engines", "scenes")
GAMES = {"magi", "magination", "magecraft", "arena", "mabinogi"}


def _modules() -> dict[str, Path]:
    mods = {}
    for top in TOPS:
        for d, _, files in os.walk(ROOT / top):
            for f in files:
                if f.endswith(".py"):
                    p = Path(d) / f
                    m = ".".join(p.relative_to(ROOT).with_suffix("").parts)
                    mods[m[:-9] if m.endswith(".__init__") else m] = p
    return mods


def _deps(mods, m, p) -> set[str]:
    pkg = m if p.name == "__init__.py" else m.rsplit(".", 1)[0]
    names = set()
    for n in ast.walk(ast.parse(p.read_text())):
        if isinstance(n, ast.Import):
            names |= {a.name for a in n.names}
        elif isinstance(n, ast.ImportFrom):
            if n.level:
                parts = pkg.split(".")
                base = ".".join(parts[:len(parts) - n.level + 1] + ([n.module] if n.module else []))
            else:
                base = n.module or ""
            subs = {base + "." + a.name for a in n.names}
            names |= {x for x in subs if x in mods}
            if any(x not in mods for x in subs):
                names.add(base)        # a name from the package's face itself
    out = set()
    for x in names:
        while x and x not in mods:
            x = x.rsplit(".", 1)[0] if "." in x else ""
        if x and x != m:
            out.add(x)
    return out


def _graph():
    mods = _modules()
    return {m: _deps(mods, m, p) for m, p in mods.items()}


def _circles(g) -> list[list[str]]:
    def reach(a):
        stack, seen = [a], set()
        while stack:
            for w in g[stack.pop()]:
                if w not in seen:
                    seen.add(w)
                    stack.append(w)
        return seen
    r = {m: reach(m) for m in g}
    done, out = set(), []
    for m in sorted(g):
        if m in done or m not in r[m]:
            continue
        comp = sorted(x for x in g if x in r[m] and m in r[x])
        done.update(comp)
        out.append(comp)
    return out


def test_no_import_circles():
    assert _circles(_graph()) == []


def test_app_knows_no_screen_but_its_entry():
    g = _graph()
    bad = [m for m in g if m.startswith("app") and m != "app.__main__"
           and any(d.startswith("scenes") for d in g[m])]
    assert bad == []


def test_engines_import_neither_app_nor_scenes():
    g = _graph()
    bad = [(m, d) for m in g if m.startswith("engines") for d in g[m]
           if d.split(".")[0] in ("app", "scenes")]
    assert bad == []


def test_games_reach_the_shell_as_plugins_only():
    g = _graph()
    bad = []
    for m, deps in g.items():
        parts = m.split(".")
        if parts[0] != "scenes":
            continue
        own = parts[1] if len(parts) > 1 and parts[1] in GAMES else None
        for d in deps:
            dp = d.split(".")
            if dp[0] == "scenes" and len(dp) > 1 and dp[1] in GAMES and dp[1] != own:
                bad.append((m, d))
    assert bad == []
