"""The Arena heuristic's decisions over seeded positions, as short digests: the fixture
``heur_digest.json`` beside this file pins them, so that making the heuristic faster
cannot change one decision (tests/engines/arena/test_heuristic_exact.py).

Positions come from seeded games (half random moves, half the heuristic of before) (the Duels, the Skirmish and the five-seat Melee
of the conformance suite); at every ``EVERY``-th position with a choice, seen from the
seat to move, it records: the heuristic's action of before (``decide(bold=False)``, the
policy Hard's simulations play), Normal's bold action, the Hard planner's move and
attack candidates, and its end-of-turn value for both sides.

Re-record (after a deliberate change of the heuristic's decisions, e.g. Normal's aims):
    cd <tree> && python tests/engines/arena/heur_digest.py --write
``--write PATH`` writes elsewhere; ``--check`` compares with the fixture and names the
first position that differs. Run from the root of the tree whose code it should read.
"""
from __future__ import annotations

import hashlib
import json
import os
import sys

FIXTURE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "heur_digest.json")
CONFIGS = [("duel-cj", {"players": 2, "armies": ["chandra", "jace"]}, 11),
           ("duel-lg", {"players": 2, "armies": ["liliana", "gideon"]}, 12),
           ("duel-nc", {"players": 2, "armies": ["nissa", "chandra"]}, 13),
           ("skirmish", {"players": 4, "scenario": "skirmish",
                         "armies": ["jace", "liliana", "chandra", "nissa"]}, 14),
           ("melee", {"players": 5, "scenario": "melee"}, 15)]
EVERY = 2            # every second position with a choice
POSITIONS = 60       # per game
GAMES = 3            # per config


def _h(x) -> str:
    return hashlib.sha256(repr(x).encode()).hexdigest()[:10]


def positions(config: dict, seed: int):
    """(view, legal) of seeded random games: every EVERY-th position with a choice."""
    from engines.arena import RULES
    from engines.arena.heuristic import decide
    from engines.core.rng import Rng
    for g in range(GAMES):
        s = RULES.new_game(config, seed * 1000 + g)
        rng = Rng(seed * 7919 + g)
        k = n = 0
        while not RULES.is_over(s) and n < POSITIONS and k < 4000:
            legal = RULES.legal_actions(s)
            if len(legal) > 1:
                k += 1
                if k % EVERY == 0:
                    n += 1
                    yield RULES.view(s, s.to_move), legal
            # half the heuristic of before (attacks, damage, glyphs held), half random
            if len(legal) > 1 and rng.random() < 0.5:
                a = decide(RULES.view(s, s.to_move), legal)
            else:
                a = rng.choice(legal)
            RULES.apply_move(s, a)


def digest_of(view, legal) -> dict:
    from engines.arena.heuristic import decide
    from engines.arena.planner import (_attack_candidates, _move_candidates,
                                       turn_end_value)
    out = {"old": _h(decide(view, list(legal), False)),
           "bold": _h(decide(view, list(legal), True))}
    plan = []
    if view.question() is None:
        kinds = {a[0] for a in legal}
        if "move" in kinds:
            plan.append(_move_candidates(view, list(legal), 3))
        elif "attack" in kinds:
            plan.append(_attack_candidates(view, list(legal), 3))
    plan += [round(turn_end_value(view, q, m), 9) for q in range(view.players)
             for m in (False, True)]
    out["plan"] = _h(plan)
    return out


def record() -> dict:
    out = {}
    for name, config, seed in CONFIGS:
        rows = [digest_of(v, legal) for v, legal in positions(config, seed)]
        out[name] = {k: [r[k] for r in rows] for k in ("old", "bold", "plan")}
    return out


def compare(want: dict, got: dict) -> list:
    """Sentences naming the first difference per config and kind (empty: all alike)."""
    bad = []
    for name in want:
        for kind, rows in want[name].items():
            have = got.get(name, {}).get(kind, [])
            if have != rows:
                i = next((i for i, (a, b) in enumerate(zip(rows, have)) if a != b),
                         min(len(rows), len(have)))
                bad.append(f"{name} {kind}: first differs at position {i}")
    return bad


def main(argv: list) -> int:
    sys.path.insert(0, os.getcwd())
    got = record()
    if "--check" in argv:
        with open(FIXTURE) as fh:
            bad = compare(json.load(fh), got)
        print("\n".join(bad) or "all decisions alike")
        return 1 if bad else 0
    if "--write" in argv:
        i = argv.index("--write")
        path = argv[i + 1] if i + 1 < len(argv) else FIXTURE
        with open(path, "w") as fh:
            json.dump(got, fh, indent=0, sort_keys=True)
            fh.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
