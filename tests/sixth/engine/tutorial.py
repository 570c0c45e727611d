"""Last Counter's tutorial position, staged by the engine itself: a config with
``{"tutorial": "sixth"}`` starts from it (``RULES.start`` through ``tutorial_position``),
so the tutorial's record replays from (config, seed, actions) like any game's. The steps
and their words are the scenes' (tests/sixth/tutorial_steps.py).

The position: six counters left; you hold a Three, the other player a Two."""
from __future__ import annotations

from tests.sixth.engine.rules import DECK, SixthState, check_config

KEY = "sixth"                   # the config's "tutorial" value


def position(config: dict, seed: int) -> SixthState | None:
    if not isinstance(config, dict) or config.get("tutorial") is None:
        return None
    config = check_config(config)
    return SixthState(pile=6, hand=[3, 2], deck=[1, 1, 2, 3], cards=list(DECK),
                      names=config["names"])
