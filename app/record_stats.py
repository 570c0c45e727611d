"""The player's record per game: the figures of the Stats screen, kept in
``data_dir()/stats.json`` and updated when a game of theirs ends.

Per game: games, wins, losses and draws (in all, by AI difficulty and by the side the
player played: deck, army, Planeswalker or character), the current and the best win
streak (a loss or a draw ends a streak), the turns of the games that count turns, the
player's decisions, the hints asked for, and the last results (for the screen's strip).

The figures are counted as games end (:func:`count_finished`), so they outlive the
archive (app/records.py keeps only the last games of each game). When there is no stats
file, or a damaged one (moved aside, with a message for the player), the counting starts
again from the finished games the archive still holds (:func:`derive`).
"""
from __future__ import annotations

from pathlib import Path
from typing import Annotated, Any

import msgspec

from app import paths, records, storage
from app.records import Count, Difficulty, FinishedMeta, GameKey, Name, Result
from app.storage import BadFile, Invalid

KIND = "stats"
STATS_VERSION = 1
RECENT = 30              # the last results kept per game (the screen's strip)
MAX_SIDES = 200
NOTICE_TITLE = "Your stats were set aside"


class Tally(msgspec.Struct):
    games: Count = 0
    wins: Count = 0
    losses: Count = 0
    draws: Count = 0

    def add(self, result: str) -> None:
        self.games += 1
        if result == "win":
            self.wins += 1
        elif result == "draw":
            self.draws += 1
        else:
            self.losses += 1

    def consistent(self) -> bool:
        return self.wins + self.losses + self.draws == self.games


class GameStats(msgspec.Struct):
    """One game's figures."""
    total: Tally = msgspec.field(default_factory=Tally)
    by_difficulty: dict[Difficulty, Tally] = {}
    by_side: Annotated[dict[Name, Tally], msgspec.Meta(max_length=MAX_SIDES)] = {}
    streak: Count = 0            # wins in a row, up to the last game
    best_streak: Count = 0
    turns: Count = 0             # turns over the games that count them
    turn_games: Count = 0
    decisions: Count = 0         # the player's decisions over all games
    hints: Count = 0
    recent: Annotated[list[Result], msgspec.Meta(max_length=RECENT)] = []

    # what the screen shows ---------------------------------------------------------------
    def average_turns(self) -> float | None:
        return self.turns / self.turn_games if self.turn_games else None

    def average_decisions(self) -> float | None:
        return self.decisions / self.total.games if self.total.games else None

    def win_rate(self) -> float | None:
        return self.total.wins / self.total.games if self.total.games else None


class StatsFile(msgspec.Struct):
    version: Annotated[int, msgspec.Meta(ge=1)]
    games: Annotated[dict[GameKey, GameStats], msgspec.Meta(max_length=64)] = {}


def stats_path() -> Path:
    return paths.data_dir() / "stats.json"


# --- counting (pure) -------------------------------------------------------------------

def add(stats: StatsFile, game: str, meta: FinishedMeta) -> None:
    """Count one finished game of ``game`` into ``stats``."""
    g = stats.games.setdefault(game, GameStats())
    result = meta.result
    g.total.add(result)
    g.by_difficulty.setdefault(meta.difficulty, Tally()).add(result)
    side = meta.side
    if side and (side in g.by_side or len(g.by_side) < MAX_SIDES):
        g.by_side.setdefault(side, Tally()).add(result)
    g.streak = g.streak + 1 if result == "win" else 0
    g.best_streak = max(g.best_streak, g.streak)
    if meta.turns:
        g.turns += meta.turns
        g.turn_games += 1
    g.decisions += meta.decisions
    g.hints += meta.hints
    g.recent = (g.recent + [result])[-RECENT:]


def derive(entries) -> StatsFile:
    """The figures of the finished games ``entries`` (records.FinishedEntry, any order:
    counted oldest first)."""
    stats = StatsFile(STATS_VERSION)
    for e in sorted(entries, key=lambda e: e.stamp):
        add(stats, e.game, e.meta)
    return stats


# --- the file --------------------------------------------------------------------------

def check_stats(data: Any) -> StatsFile:
    if not isinstance(data, dict) or "games" not in data:
        raise Invalid("it is not a Magetable stats file")
    version = data.get("version")
    if type(version) is int and version > STATS_VERSION:
        raise Invalid("it was written by a newer version of Magetable")
    stats = msgspec.convert(data, StatsFile, strict=True)
    for key, g in stats.games.items():
        tallies = [g.total, *g.by_difficulty.values(), *g.by_side.values()]
        if not all(t.consistent() for t in tallies) or g.streak > g.best_streak \
                or g.turn_games > g.total.games:
            raise Invalid(f"its figures for {key} do not add up")
    return stats


def read_stats() -> tuple[StatsFile, str | None]:
    """(the figures, None); with no file, the figures of the archive's games. A damaged
    file is moved aside: (the archive's figures, the message for the player)."""
    try:
        stats = storage.load(stats_path(), KIND, check_stats)
    except BadFile as bad:
        return derive(records.list_finished()), bad.message
    if stats is None:
        return derive(records.list_finished()), None
    return stats, None


def write_stats(stats: StatsFile) -> None:
    storage.write_json_atomic(stats_path(), msgspec.to_builtins(stats))


def count_finished(game: str, meta: dict | FinishedMeta, archived: bool) -> str | None:
    """Count a game that just ended into the stats file. ``archived``: it is already in
    the archive (a stats file started again from the archive counts it there). Returns
    the message for the player when the stats file was damaged (moved aside)."""
    if not isinstance(meta, FinishedMeta):
        meta = msgspec.convert(meta, FinishedMeta, strict=True)
    key = records._key(game)
    try:
        stats = storage.load(stats_path(), KIND, check_stats)
        message = None
    except BadFile as bad:
        stats, message = None, bad.message
    if stats is None:
        stats = derive(records.list_finished())
        if not archived:
            add(stats, key, meta)
    else:
        add(stats, key, meta)
    write_stats(stats)
    return message
