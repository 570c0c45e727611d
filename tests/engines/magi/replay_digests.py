"""Digests of seeded random Magi games, to hold the engine to playing exactly as before.

Each game is played from a seed by random legal choices (a seeded ``Rng``) through the
public ``RULES.apply``; its digest covers, step by step, the legal actions, the chosen
action, the events, the view of the seat to move (JSON) and, at the end, the final state
(JSON). ``replay_digests.json`` holds the digests recorded from the engine before its
speed work (commit 4a00b41); ``test_replay_digests.py`` replays them.

Record again (only when a rule changes on purpose) from the repository root:
    python -m tests.engines.magi.replay_digests --write
"""
from __future__ import annotations

import hashlib
import json
import os
import sys

from engines.core.rng import Rng
from engines.magi import RULES

FIXTURE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "replay_digests.json")

# ~30 games: ten at each of 2, 4 and 8 seats, the configs taking turns between the plain
# rules, the variation, and the "Magi!" call window with auto-call on another seat.
PLAYER_COUNTS = (2, 4, 8)
GAMES_PER_COUNT = 10


def game_config(players: int, k: int) -> dict:
    cfg: dict = {"players": players}
    if k % 3 == 1:
        cfg["variation"] = True
    elif k % 3 == 2:
        cfg["call_window"] = [0]
        cfg["auto_call"] = [players - 1]
    if k % 4 == 3:
        cfg["target"] = 20              # a short game now and then: more first rounds
    return cfg


def cases() -> list[tuple[dict, int, int]]:
    """(config, deal seed, choice seed) of every recorded game."""
    out = []
    for players in PLAYER_COUNTS:
        for k in range(GAMES_PER_COUNT):
            out.append((game_config(players, k), 1000 * players + k, 77 + 31 * k + players))
    return out


def _dump(x) -> bytes:
    return json.dumps(x, sort_keys=True, separators=(",", ":")).encode()


def play(config: dict, seed: int, choice_seed: int, max_steps: int = 20_000) -> dict:
    """The digest of one seeded random game: steps, a hash of the whole stream, and a hash
    of the final state's JSON."""
    state, events = RULES.start(dict(config), seed)
    chooser = Rng(choice_seed)
    stream = hashlib.sha256(_dump(events))
    steps = 0
    while not RULES.is_over(state) and steps < max_steps:
        legal = RULES.legal_actions(state)
        view = RULES.view(state, state.to_move)
        action = chooser.choice(legal)
        events = RULES.apply(state, action)
        stream.update(_dump([legal, action, events, RULES.to_json(view)]))
        steps += 1
    final = hashlib.sha256(_dump(RULES.to_json(state))).hexdigest()
    return {"steps": steps, "stream": stream.hexdigest(), "final": final}


def record() -> list[dict]:
    return [{"config": cfg, "seed": seed, "choice_seed": cs, **play(cfg, seed, cs)}
            for cfg, seed, cs in cases()]


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    games = record()
    if "--write" in args:
        with open(FIXTURE, "w", encoding="utf-8") as fh:
            json.dump({"recorded_from": "4a00b41", "games": games}, fh, indent=1)
            fh.write("\n")
        print(f"wrote {len(games)} games to {FIXTURE}")
    else:
        print(json.dumps(games, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
