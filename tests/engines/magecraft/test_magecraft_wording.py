"""The one wording module (engines.magecraft.wording) says every event and every kind of
action with "you" for the viewer and with the name for everyone else, in good grammar:
"You pour", "Bram pours"; never "You pours" or a name where "you" belongs."""
import re
from pathlib import Path

import pytest

from engines.core import events as E
from engines.core.rng import Rng
from engines.magecraft import RULES
from engines.magecraft import wording as W
from engines.magecraft.testing import at_turn, started

NAMES = ["Annabel", "Bram", "Corwin", "Delphine"]
YOU = re.compile(r"\b([Yy]ou|[Yy]our)\b")


def emitted_types() -> set:
    """Every event type the engine can emit, read from its source (so that a new event
    type is covered by these tests the day it is added)."""
    src = (Path(__file__).resolve().parents[3] / "engines" / "magecraft" / "rules.py"
           ).read_text()
    found = set(re.findall(r'"type": "(\w+)"', src))
    core = {"game_started": "GameStarted", "turn_began": "TurnBegan",
            "game_over": "GameOver"}
    found |= {v for k, v in core.items() if f"E.{k}(" in src}
    return found


def samples():
    """(state before, action, events) from random games of every shape."""
    out = []
    configs = [{"players": n} for n in (2, 3, 4)] + [{"players": 2, "mastering": False}]
    for seed in range(10):
        cfg = dict(configs[seed % len(configs)])
        cfg["names"] = NAMES[:cfg["players"]]
        s, events = RULES.start(cfg, seed)
        out.append((RULES.clone(s), None, events))
        rng = Rng(seed)
        while not RULES.is_over(s):
            legal = RULES.legal_actions(s)
            a = legal[rng.randrange(len(legal))]
            before = RULES.clone(s)
            events = RULES.apply(s, a)
            out.append((before, a, events))
    return out


SAMPLES = samples()


def subject(ev) -> int:
    if ev["type"] == "GameStarted":
        return ev["start"]
    if ev["type"] == "GameOver":
        return ev["winners"][0]
    return ev.get("player", 0)


def check_you_form(line: str, name: str) -> None:
    assert YOU.search(line), line
    assert not re.search(rf"\b{name}\b", line), line
    assert not re.search(r"\bYou (\w+s|is|has)\b", line), f"'You' with a third-person verb: {line}"


def check_name_form(line: str, name: str) -> None:
    assert name in line, line
    assert not YOU.search(line), line


def test_every_event_type_is_narrated_or_told_by_its_action():
    seen = {ev["type"] for _, _, evs in SAMPLES for ev in evs}
    types = emitted_types()
    assert types <= seen, f"never seen in the sample games: {types - seen}"
    assert set(W.SILENT) <= types, "SILENT names an event the engine never emits"
    for t in sorted(types):
        ev = next(ev for _, _, evs in SAMPLES for ev in evs if ev["type"] == t
                  and (t != "GameOver" or ev["winners"]) and ev.get("why") != "icon")
        s = next(st for st, _, evs in SAMPLES if ev in evs)
        p = subject(ev)
        other = (p + 1) % s.players
        lines = [RULES.narrate(s, ev, v) for v in (p, other, None)]
        if t in W.SILENT:
            assert lines == [None, None, None], t
            continue
        you, named, everyone = lines
        assert you and named and everyone, t
        check_you_form(you, s.names[p])
        check_name_form(named, s.names[p])
        check_name_form(everyone, s.names[p])


@pytest.mark.parametrize("viewer_is_actor", [True, False])
def test_every_kind_of_action_is_described_with_you_and_with_a_name(viewer_is_actor):
    seen: dict = {}
    for s, a, _ in SAMPLES:
        if a is None:
            continue
        key = (a[0], s.phase, len(a))
        seen.setdefault(key, (s, a))
    kinds = {k[0] for k in seen}
    assert kinds >= {"discard", "unshield", "done", "book", "cantrip", "pay", "stop", "draw",
                     "heal", "attack", "shield", "vanish", "learn", "place", "revise",
                     "move", "master", "end_turn"}
    for (kind, phase, _), (s, a) in sorted(seen.items()):
        p = s.to_move
        viewer = p if viewer_is_actor else (p + 1) % s.players
        line = RULES.describe(s, a, viewer)
        assert "(" not in line and "'" not in line.replace(f"{s.names[p]}'s", ""), line
        if viewer_is_actor:
            check_you_form(line, s.names[p])
        else:
            assert line.startswith(s.names[p]), line


def test_a_heal_says_where_the_gem_went():
    s = started(2, 0, names=["Ann", "Bram"], characters=["lumi", "lumi"])
    p = s.start
    at_turn(s, p, hand="LL", books=[["minor_cure"], [], []], hp="FFFWWWEEELLL",
            academy_gems="WWWF")
    for a in (("book", 0), ("pay", 0, 3), ("pay", 1, 3)):      # Minor Cure: Heal, Heal
        RULES.apply(s, a)
    assert RULES.describe(s, ("heal",), p) == (
        "You heal with a Water gem from the Academy: your HP is full, so it goes to the "
        "score area")
    s.hp[p] = [3, 3, 3, 2, 0]
    assert RULES.describe(s, ("heal",), 1 - p) == (
        f"{s.names[p]} heals: a Water gem from the Academy joins their HP")


def test_the_log_tells_a_refresh_and_a_cast():
    s = started(2, 0, names=["Ann", "Bram"])
    ev = {"type": "Refreshed", "player": 0, "discarded": 5, "drawn": 4}
    assert RULES.narrate(s, ev, 0) == ("You refresh: 5 gems to the discard area, 4 gems "
                                       "drawn from the bag.")
    assert RULES.narrate(s, ev, 1).startswith("Ann refreshes: 5 gems")
    cast = {"type": "SpellCast", "player": 1, "spell": 0, "book": 0, "index": 0}
    assert RULES.narrate(s, cast, 0) == f"Bram casts {RULES.card_name(s, 0)}."
    assert RULES.narrate(s, E.turn_began(1, 2), 1) == "— Your turn —"


def test_a_draw_from_an_empty_bag_says_the_pour_first():
    s = started(2, 0, names=["Ann", "Bram"], characters=["lumi", "lumi"])
    p = s.start
    at_turn(s, p, hand="L", bag="", discard="FW", books=[["meditation"], [], []])
    RULES.apply(s, ("book", 0))
    RULES.apply(s, ("pay", 0, 3))                          # Meditation: Draw x2
    line = RULES.describe(s, ("draw",), p)
    assert line == "You pour the discard area back into the bag and draw a gem"
    events = RULES.apply(s, ("draw",))
    refill = next(e for e in events if e["type"] == "BagRefilled")
    assert RULES.narrate(s, refill, p) is None             # said once, before the draw
    refresh = dict(refill, why="refresh")
    assert RULES.narrate(s, refresh, 1 - p) == \
        f"{s.names[p]} pours the discard area back into the bag."
