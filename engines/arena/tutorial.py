"""The tutorial's staged lessons: one small position per rulebook example, on the
Training Ground (maps/tutorial.json).

A lesson is a whole little game of its own: its config names the lesson
(``{"lesson": key, ...}``) and ``RULES.start`` turns (config, seed) into that lesson's
staged state (:func:`staged`), so a lesson's record replays exactly from (config, seed,
actions) like any game's. Nothing here changes the Duel: a config without ``lesson``
starts as before.

Positions are given in axial (q, r) hexes of the Training Ground; seat 0 is the
player, seat 1 the scripted opponent.
"""
from __future__ import annotations

from engines.arena import rules as _r
from engines.arena.content import default_army
from engines.arena.staging import stage

BOARD = "tutorial"
SEED = 7
NAMES = ["You", "Ivy"]

RED = {"planeswalker": "chandra", "squads": ["phoenixes", "firecats"],
       "spells": default_army("chandra")["spells"]}
GREEN = {"planeswalker": "nissa", "squads": ["elves", "pummelroots"],
         "spells": default_army("nissa")["spells"]}

# key: (armies (yours first), figures (seat, card, index, hex[, back hex]), hands,
#       damage {(seat, card, index): n})
LESSONS: dict = {
    "basic": ((RED, GREEN), [(0, "chandra", 0, (0, 6)), (1, "nissa", 0, (8, 0))],
              None, None),
    "up": ((RED, GREEN), [(0, "chandra", 0, (3, 2)), (1, "nissa", 0, (-1, 6))],
           None, None),
    "limit": ((RED, GREEN), [(0, "chandra", 0, (4, 4)), (1, "nissa", 0, (0, 0))],
              None, None),
    "fall": ((RED, GREEN), [(0, "chandra", 0, (7, 2)), (1, "nissa", 0, (0, 6))],
             None, None),
    "water": ((RED, GREEN), [(0, "chandra", 0, (3, 1)), (1, "nissa", 0, (2, 6))],
              None, None),
    "double": ((RED, GREEN), [(0, "chandra", 0, (2, 6)), (0, "firecats", 0, (1, 4), (0, 4)),
                              (1, "nissa", 0, (8, 0))],
               None, None),
    "flip": ((RED, GREEN), [(0, "chandra", 0, (2, 6)), (0, "firecats", 0, (2, 3), (1, 3)),
                            (1, "nissa", 0, (8, 0))],
             None, None),
    "engage": ((RED, GREEN), [(0, "chandra", 0, (2, 3)),
                              (1, "pummelroots", 0, (3, 3)), (1, "pummelroots", 1, (2, 4)),
                              (1, "nissa", 0, (8, 0))],
               None, None),
    "sight": ((GREEN, RED), [(0, "nissa", 0, (-2, 6)), (0, "elves", 0, (0, 4)),
                             (1, "phoenixes", 0, (3, 2)), (1, "chandra", 0, (5, 0))],
              None, None),
    "height": ((RED, GREEN), [(0, "chandra", 0, (4, 2)), (1, "elves", 0, (2, 4)),
                              (1, "nissa", 0, (-2, 6))],
               None, None),
    "summon": ((RED, GREEN), [(0, "chandra", 0, (2, 4)), (1, "nissa", 0, (8, 0))],
               None, None),
    "sorcery": ((RED, GREEN), [(0, "chandra", 0, (1, 4)), (1, "elves", 0, (3, 2)),
                               (1, "nissa", 0, (8, 0))],
                (["flame_lash"], []), None),
    "hidden": ((RED, GREEN), [(0, "chandra", 0, (2, 4)), (1, "pummelroots", 0, (3, 4)),
                              (1, "nissa", 0, (8, 0))],
               (["fire_shield"], []), None),
}
ORDER = list(LESSONS)


def config(lesson: str) -> dict:
    """The engine config of one lesson (it becomes the lesson's record config)."""
    armies = LESSONS[lesson][0]
    return {"players": 2, "names": list(NAMES), "armies": [dict(a) for a in armies],
            "lesson": lesson}


def check(cfg: dict) -> None:
    """ValueError unless ``cfg["lesson"]`` (when given) is a lesson of the tutorial."""
    lesson = cfg.get("lesson")
    if lesson is not None and (not isinstance(lesson, str) or lesson not in LESSONS):
        raise ValueError(f"There is no tutorial lesson called {str(lesson)[:20]!r}")


def staged(cfg: dict, seed: int):
    """The position of the lesson ``cfg["lesson"]``: the player (seat 0) to choose a card
    in turn 1 (the track reads from its start), both libraries empty."""
    lesson = cfg.get("lesson")
    if lesson not in LESSONS:
        raise ValueError(f"There is no tutorial lesson called {str(lesson)[:20]!r}")
    full = _r.check_config(cfg)
    armies, figures, hands, damage = LESSONS[lesson]
    s = stage(BOARD, armies=[dict(a) for a in armies], figures=figures, current=0, turn=1,
              hands=hands, damage=damage, seed=seed)
    s.config = full
    s.names = list(full["names"])
    return s
