"""Real files to damage: short real games of each game (as the tables save them),
settings and a deck, plus helpers to write them where the app reads them."""
from __future__ import annotations

import json
from functools import lru_cache

from engines.core.agents import RandomAgent
from engines.registry import rules_for

GAMES = ("magi", "magination", "magecraft")


def _config(game: str, players: int) -> dict:
    rules = rules_for(game)
    cfg: dict = {"players": players, "names": ["You"] + [f"AI {i}" for i in range(1, players)]}
    if game == "magi":
        cfg.update(variation=False, target=50)
    elif game == "magination":
        decks = [rules.starter_deck(k) for k in ("naroom", "cald")]
        cfg["decks"] = [{"magi": list(decks[i % 2]["magi"]), "cards": list(decks[i % 2]["cards"])}
                        for i in range(players)]
    return cfg


@lru_cache(maxsize=None)
def _real_save_json(game: str, moves: int, players: int, seed: int, mode: str) -> str:
    rules = rules_for(game)
    cfg = _config(game, players)
    state = rules.new_game(cfg, seed)
    agent = RandomAgent(seed)
    actions = []
    while len(actions) < moves and not rules.is_over(state):
        action = agent.choose(state, rules.legal_actions(state))
        rules.apply(state, action)
        actions.append(json.loads(json.dumps(action)))
    meta: dict = {"human_seat": 0, "difficulty": "normal", "mode": mode}
    return json.dumps({"version": 1, "game": game,
                       "record": {"game": game, "config": cfg, "seed": seed, "actions": actions},
                       "meta": meta})


def real_save(game: str, moves: int = 12, players: int = 2, seed: int = 5,
              mode: str = "game") -> dict:
    """A save of a short real game (random moves from the start), as a fresh dict."""
    return json.loads(_real_save_json(game, moves, players, seed, mode))


def real_settings() -> dict:
    return {"window_mode": "windowed", "animation_speed": "fast", "ai_difficulty": "hard",
            "volume": 0.4, "version": 1}


def real_deck(name: str = "My Cald") -> dict:
    d = rules_for("magination").starter_deck("cald")
    return {"version": 1, "game": "magination", "name": name, "magi": list(d["magi"]),
            "cards": list(d["cards"])}


def write(path, value) -> None:
    """``value`` as JSON (bytes are written as they are)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(value if isinstance(value, bytes) else json.dumps(value).encode())


def set_aside(folder, name: str) -> list:
    return sorted(folder.glob(f"{name}.bad-*"))
