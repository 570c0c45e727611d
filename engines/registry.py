"""Which games exist, how to describe them, and where their rules live.

Pure data plus a lazy import, so the menu can list every game without loading any."""
from __future__ import annotations

import importlib
from dataclasses import dataclass


@dataclass(frozen=True)
class GameInfo:
    key: str
    title: str
    blurb: str
    players: str          # shown to players, e.g. "4-8 (2-3 house rule)"
    min_players: int
    max_players: int
    default_players: int
    module: str | None    # None while the game is not built yet

    @property
    def built(self) -> bool:
        return self.module is not None


GAMES: dict[str, GameInfo] = {
    "magi": GameInfo("magi", "Magi", "Shed your hand by colour or picture; stack draws, "
                     "reverse, shoot the turn and call \"Magi!\".",
                     "4-8 (2-3 house rule)", 2, 8, 4, "engines.magi"),
    "magination": GameInfo("magination", "Magi-Nation Duel", "Three Magi, creatures, "
                           "spells and relics fight over energy.", "2+", 2, 4, 2,
                           "engines.magination"),
    "arena": GameInfo("arena", "Arena of the Planeswalkers", "Hex battlefield of "
                      "heroes, squads and spells with dice combat.", "2", 2, 2, 2, None),
    "mabinogi": GameInfo("mabinogi", "Mabinogi Duel", "A no-draw lane duel: twelve "
                         "cards, five resources, a hero that levels up.", "2", 2, 2, 2, None),
    "magecraft": GameInfo("magecraft", "Magecraft", "Draw gems from your bag and cast "
                          "your spellbooks left to right.", "2-4", 2, 4, 2, "engines.magecraft"),
}


def rules_for(key: str):
    """The RULES object of a built game (KeyError / ValueError otherwise)."""
    info = GAMES[key]
    if info.module is None:
        raise ValueError(f"{info.title} is coming soon")
    return importlib.import_module(info.module).RULES


def built_games() -> list[str]:
    return [k for k, g in GAMES.items() if g.built]
