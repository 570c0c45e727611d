"""The Mabinogi Duel tutorial's staged position, built by the engine itself: a game whose
config says ``{"tutorial": "mabinogi", ...}`` (:func:`config`) starts from it
(``RULES.start``), so a tutorial's record replays exactly from (config, seed, actions)
like any game's. The steps and texts are the scenes' (scenes/mabinogi/tutorial_steps.py).

The position: your third turn of a duel. You (Brigid, Nature and Mana, level 2 with a
nearly full gauge) have an Arcane Golem in lane 3 and a Grand Elf in lane 5; two cards
lie in your grave. Morrigan (level 1) has a Rhino in lane 3 and a Counter Magic in her
grave.
"""
from __future__ import annotations

from engines.core.rng import Rng
from engines.mabinogi.staging import clear_board, set_turn, summon, to_grave
from engines.mabinogi.state import MabinogiState

KEY = "mabinogi"        # the config's "tutorial" value
NAMES = ["You", "Morrigan"]
HUMAN, AI = 0, 1
SEED = 11
RNG_SEED = 5
YOUR_DECK = ["Hyena", "Hyena", "Rhino", "Grand Elf", "Arcane Golem", "Counter Magic",
             "Librarian Imp", "Flame Imp", "Fireball", "Spirit of Fire", "Thornback Boar",
             "Arctotherium"]
AI_DECK = ["Rhino", "Counter Magic", "Fireball", "Ghoul", "Ghoul", "Hyena", "Flame Imp",
           "Spirit of Fire", "Chain Lightning", "Librarian Imp", "Shadow Assassin",
           "Curse of Weakness"]
MANA, NATURE = 1, 3


def config() -> dict:
    """The tutorial's engine config (it becomes the tutorial's record config)."""
    return {"players": 2, "names": list(NAMES),
            "decks": [{"cards": list(YOUR_DECK), "hero": "brigid"},
                      {"cards": list(AI_DECK), "hero": "morcant"}],
            "first_player": HUMAN, "strict": False, "tutorial": KEY}


def check(cfg: dict) -> None:
    """ValueError unless ``cfg["tutorial"]`` (when given) names this tutorial."""
    key = cfg.get("tutorial")
    if key is not None and key != KEY:
        raise ValueError("There is no such Mabinogi Duel tutorial.")


def staged(s: MabinogiState) -> MabinogiState:
    """The staged position (see the module's docstring) on ``s``, the new game of the
    tutorial's config."""
    clear_board(s)
    summon(s, HUMAN, "Arcane Golem", 2, level=2)
    summon(s, HUMAN, "Grand Elf", 4, level=2)
    summon(s, AI, "Rhino", 2)
    to_grave(s, HUMAN, "Librarian Imp")
    to_grave(s, HUMAN, "Flame Imp")
    to_grave(s, AI, "Counter Magic")
    s.level = [2, 1]
    s.xp = [10, 4]
    s.hp, s.mhp = [44, 32], [50, 40]
    s.res = [[0] * 5, [0] * 5]
    s.res[HUMAN][NATURE], s.res[HUMAN][MANA] = 5, 4
    s.res[AI][MANA], s.res[AI][NATURE] = 8, 2
    s.turn = 5
    s.hp_log = [[40, 40], [40, 38], [44, 36], [44, 34], [44, 32]]
    set_turn(s, HUMAN, actions=2)
    s.rng = Rng(RNG_SEED)
    return s
