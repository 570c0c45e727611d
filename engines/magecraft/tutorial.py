"""The Magecraft tutorial's staged position, built by the engine itself: a game whose
config says ``{"tutorial": "magecraft", ...}`` (:func:`config`) starts from it
(``RULES.start``), so a tutorial's record replays exactly from (config, seed, actions)
like any game's. The steps and texts are the scenes' (scenes/magecraft/tutorial_steps.py).

The position is staged on a started game: you (Terrek, seat 0) still have to discard one
gem of a five-gem starting hand (Fire, Fire, Water, Earth, Darkness), with Bury Treasure
in spellbook 1 and Magic Missile, Flame Lance, Fireball in spellbook 2; Bram (Pyra, seat 1)
has one Light shield gem. Your bag holds exactly the four gems of your second hand; after
that the state's RNG (``RNG_SEED``) decides the draws.
"""
from __future__ import annotations

from engines.core.rng import Rng
from engines.magecraft import rules as _r
from engines.magecraft.content import SPELL_INDEX
from engines.magecraft.staging import at_turn, gems

KEY = "magecraft"       # the config's "tutorial" value
PLAYERS = 2
NAMES = ["You", "Bram"]
HUMAN, BRAM = 0, 1
SEED = 2024
RNG_SEED = 0            # the draws the scenes' script follows (its find_seed() finds one)
CHARACTERS = ["terrek", "pyra"]
ACADEMY = ["flame_lance", "cinder_storm", "clear_mind", "tidal_ward", "undertow", "quake",
           "radiance", "blessing", "sunburst"]


def config() -> dict:
    """The tutorial's engine config (it becomes the tutorial's record config)."""
    return {"players": PLAYERS, "names": list(NAMES), "characters": list(CHARACTERS),
            "academy": list(ACADEMY), "tutorial": KEY}


def check(cfg: dict) -> None:
    """ValueError unless ``cfg["tutorial"]`` (when given) names this tutorial for its
    two players."""
    key = cfg.get("tutorial")
    if key is not None and (key != KEY or cfg.get("players") != PLAYERS):
        raise ValueError("There is no such Magecraft tutorial")


def staged(s: _r.MagecraftState, rng_seed: int | None = None) -> _r.MagecraftState:
    """The staged position on ``s``, the new game of the tutorial's config: your
    starting hand still has one gem too many; then your first turn begins. ``rng_seed``
    (by default ``RNG_SEED``) seeds the draws that follow."""
    while s.phase == _r.SETUP:
        _r.apply(s, _r.legal_actions(s)[0])
    full = "FFFWWWEEELLL"
    mm = SPELL_INDEX["magic_missile"] * 2
    s.hand[BRAM] = gems("EFWL")
    s.bag[BRAM] = gems("FFWWEELL")
    s.discard[BRAM] = [0] * 5
    s.shield[BRAM] = gems("L")
    s.hp[BRAM] = gems(full)
    s.score[BRAM] = [0] * 5
    s.spent[BRAM] = [0] * 5
    s.books[BRAM] = [[SPELL_INDEX["meditation"] * 2], [mm],
                     [SPELL_INDEX["mana_tricks"] * 2, mm]]
    s.turn = 0
    s.rng = Rng(RNG_SEED if rng_seed is None else rng_seed)
    at_turn(s, HUMAN, hand="FFWED", bag="LFWE", discard="", shield="", hp=full, score="",
            books=[["bury_treasure"], ["magic_missile", "flame_lance", "fireball"],
                   ["mana_tricks"]])
    s.phase = _r.SETUP                  # ... but first the starting hand's discard
    s.setup_left = [[HUMAN, 1]]
    s.start = s.current = s.to_move = HUMAN
    return s
