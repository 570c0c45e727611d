"""Replays: a game is (game name, config, seed, actions). That triple is the save
format, the undo mechanism (replay minus the last human action) and the bug report."""
from __future__ import annotations

from dataclasses import dataclass, field

from engines.core.protocol import Action, action_from_json


@dataclass
class Record:
    game: str
    config: dict
    seed: int
    actions: list[Action] = field(default_factory=list)

    def to_json(self) -> dict:
        return {"game": self.game, "config": self.config, "seed": self.seed,
                "actions": [list(a) for a in self.actions]}

    @classmethod
    def from_json(cls, data: dict) -> "Record":
        if not isinstance(data, dict):
            raise ValueError("a game record must be a JSON object")
        try:
            game = data["game"]
            config = data["config"]
            seed = data["seed"]
            actions = data["actions"]
        except KeyError as missing:
            raise ValueError(f"the game record has no {missing.args[0]!r} field") from None
        if type(game) is not str or type(config) is not dict:
            raise ValueError("the game record's game or config is malformed")
        if type(seed) is not int or type(actions) is not list:
            raise ValueError("the game record's seed or actions are malformed")
        return cls(game, config, seed, [action_from_json(a) for a in actions])


def replay(rules, config: dict, seed: int, actions) -> tuple[object, list[dict]]:
    """Rebuild a state from its beginning; returns (state, all events)."""
    state = rules.new_game(config, seed)
    events: list[dict] = []
    for action in actions:
        events.extend(rules.apply(state, action))
    return state, events
