"""The fast engine plays exactly like the engine it replaced (issue 24, item 5).

Seeded random games (a Duel per Planeswalker pairing, a Skirmish of two teams, a Melee of
five) were played by the engine before its speed-ups and recorded as digests: every legal
action list in its order, every event, and the final state's JSON (tests/engines/arena/
replay_digests.json). The engine of today must give the very same digests: a cache that
forgets to notice a change, or a precomputed table that differs from the geometry, changes
a list, an event or the end of some game.

Re-record only when a rule changes on purpose: ``python -m tests.engines.arena.test_arena_engine_replay``.
"""
from __future__ import annotations

import hashlib
import json
import os

import pytest

from engines.arena import RULES
from engines.core.rng import Rng

FIXTURE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "replay_digests.json")

# (name, config, seed): what the digests were recorded from
_PWS = ("chandra", "gideon", "jace", "liliana", "nissa")
GAMES = ([(f"duel {a}-{b}", {"players": 2, "armies": [a, b]}, 11 + 3 * i + j)
          for i, a in enumerate(_PWS) for j, b in enumerate(_PWS) if a != b]
         + [(f"duel by seed {k}", {"players": 2}, k) for k in (0, 1, 2)]
         + [(f"skirmish {k}", {"players": 4, "scenario": "skirmish",
                               "armies": ["jace", "liliana", "chandra", "nissa"]}, k)
            for k in (21, 22)]
         + [(f"melee {n} seats", {"players": n, "scenario": "melee"}, 30 + n)
            for n in (3, 4, 5)]
         + [(f"busy {name}", dict(config, busy=1), 100 + k)
            for k, (name, config) in enumerate((("duel", {"players": 2}),
                                 ("skirmish", {"players": 4, "scenario": "skirmish"}),
                                 ("melee 5 seats", {"players": 5, "scenario": "melee"})))])
CHECK_EVERY = 100          # a digest of the game so far every this many actions


def _js(x) -> str:
    return json.dumps(x, sort_keys=True, separators=(",", ":"))


def play(config: dict, seed: int, trusted: bool = False) -> dict:
    """Play a seeded random game to its end; the digests of what it showed and did.
    ``busy`` in the config (taken out before the game starts): the random player picks
    again, seven times in eight, when it picked ending its turn, so the game goes deep
    into movement, attacks and spells."""
    config = dict(config)
    busy = config.pop("busy", 0)         # a player who rarely ends a turn early
    state, events = RULES.start(config, seed)
    rng = Rng(seed * 7919 + 13)
    h_legal, h_events = hashlib.sha256(), hashlib.sha256()
    h_events.update(_js(events).encode())
    marks = []
    steps = 0
    while not RULES.is_over(state):
        legal = RULES.legal_actions(state)
        h_legal.update(_js(legal).encode())
        a = legal[rng.randrange(len(legal))]
        if busy and a == ("end",) and len(legal) > 1 and rng.randrange(8):
            a = legal[rng.randrange(len(legal) - 1)]     # "end" is listed last
        ev = RULES.apply_trusted(state, a) if trusted else RULES.apply(state, a)
        h_events.update(_js(ev).encode())
        steps += 1
        if steps % CHECK_EVERY == 0:
            marks.append(h_legal.hexdigest()[:12] + h_events.hexdigest()[:12])
    final = hashlib.sha256(_js(RULES.to_json(state)).encode()).hexdigest()
    return {"steps": steps, "legal": h_legal.hexdigest(), "events": h_events.hexdigest(),
            "final": final, "marks": marks}


def _recorded() -> dict:
    with open(FIXTURE, encoding="utf-8") as fh:
        return json.load(fh)


def _compare(name: str, got: dict, want: dict) -> None:
    for i, (g, w) in enumerate(zip(got["marks"], want["marks"])):
        assert g == w, f"{name}: first difference within actions {i * CHECK_EVERY}-" \
                       f"{(i + 1) * CHECK_EVERY}"
    assert got == want, name


@pytest.mark.parametrize("name,config,seed", GAMES, ids=[g[0] for g in GAMES])
def test_seeded_random_games_list_and_play_exactly_as_the_recorded_engine(name, config, seed):
    """Same legal action lists in the same order, same events, same final state as the
    engine recorded before the speed-ups, game by game (Duel, Skirmish 2v2, Melee 5p)."""
    _compare(name, play(config, seed), _recorded()[name])


def test_the_trusted_path_plays_the_recorded_games_too():
    """``apply_trusted`` (search, rollouts) plays the recorded Duel and Melee exactly as
    the checking ``apply`` did."""
    want = _recorded()
    for name, config, seed in (GAMES[0], GAMES[-5], GAMES[-1]):
        _compare(name, play(config, seed, trusted=True), want[name])


def test_the_recording_covers_long_games_of_every_scenario():
    """The digests are of whole games, thousands of actions in all, in each scenario
    (a replay of a dozen actions would test little of the movement and sight caches)."""
    want = _recorded()
    assert set(want) == {g[0] for g in GAMES}
    assert all(want[name]["steps"] >= 30 for name in want)
    assert sum(want[name]["steps"] for name in want) >= 3000


if __name__ == "__main__":
    out = {name: play(config, seed) for name, config, seed in GAMES}
    with open(FIXTURE, "w", encoding="utf-8") as fh:
        json.dump(out, fh, indent=1, sort_keys=True)
        fh.write("\n")
    print({name: v["steps"] for name, v in out.items()})
