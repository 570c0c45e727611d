"""A person's finished game goes on the record: the kit's end part (scenes.kit.table_end)
calls :func:`keep` when a game ends at the table (won, lost, drawn or given up), and the
game lands in the archive (app.records) and is counted in the stats (app.record_stats).

Not kept: a demo (no person plays), a tutorial (a lesson, not a game that counts), a
table that keeps no files (``autosave`` off), a finished game restored from a save
(it was kept when it ended), and a pass-and-play game (several people at one screen:
"Your record" is one person's games against the AI, and the archive's game is seen
from one seat, so a game among friends is neither counted nor archived).

What the game's config says of the human's side (their deck, army, Planeswalker or
character) is read here, once for every game (:func:`side_of`); a table that knows better
from its state (a deck or character drawn at random) says so with an optional
``record_side(seat) -> str | None``.
"""
from __future__ import annotations

from typing import Any

from app.storage import post_notice, printable

MAX_SIDE = 64


def result_for(res: dict, seat: int) -> str:
    """"win", "draw" or "loss" for ``seat`` in a game's result (engines.core.results): a
    draw shared with others is a draw, a team's win is a win, anything else a loss."""
    winners = list(res.get("winners") or [])
    if seat not in winners:
        return "loss"
    return "draw" if res.get("draw") else "win"


def _name(value: Any) -> str | None:
    """A readable name of a config value: a text (not "random"), a mapping's name,
    Planeswalker, hero or character, or a Magi-Nation deck's Magi."""
    if isinstance(value, str):
        if value in ("", "random"):
            return None
        # an engine's key ("chandra", "fire_deck") reads as a name; a name stays as it is
        return value.replace("_", " ").title() if value.islower() else value
    if isinstance(value, dict):
        for key in ("name", "planeswalker", "hero", "character"):
            found = _name(value.get(key))
            if found:
                return found
        magi = value.get("magi")
        if isinstance(magi, list) and magi and all(isinstance(m, str) for m in magi):
            return ", ".join(magi)
    return None


def side_of(config: dict, seat: int) -> str | None:
    """The human's side as the config names it: their entry of a per-seat list
    ("decks", "armies", "characters"), else a config-wide "character"/"deck"/"army"."""
    for key in ("armies", "decks", "characters"):
        seats = config.get(key)
        if isinstance(seats, list) and 0 <= seat < len(seats):
            found = _name(seats[seat])
            if found:
                return found
    for key in ("character", "deck", "army", "planeswalker", "hero"):
        found = _name(config.get(key))
        if found:
            return found
    return None


def _side(table: Any, seat: int) -> str | None:
    ask = getattr(table, "record_side", None)
    side = None
    if callable(ask):
        try:
            side = ask(seat)
        except Exception:  # noqa: BLE001 - the config's word instead
            side = None
    if not isinstance(side, str) or not side:
        side = side_of(table.record.config, seat)
    return " ".join(printable(side).split())[:MAX_SIDE] if side else None


def _count(value: Any) -> int:
    return value if type(value) is int and 0 <= value <= 1_000_000 else 0


def meta_of(table: Any, res: dict) -> dict:
    """What the archive keeps about the game that just ended at ``table``."""
    seat = table.human
    saved = table.save_meta()
    turn = getattr(table.state, "turn_no", None)
    if turn is None:
        turn = getattr(table.state, "turn", None)
    return {"result": result_for(res, seat), "human_seat": seat,
            "difficulty": table.session.difficulty,
            "names": [" ".join(printable(n).split())[:64] for n in table.names],
            "side": _side(table, seat),
            "forfeit": seat in (res.get("forfeited") or ()),
            "players": table.players,
            "turns": turn if type(turn) is int and 0 < turn <= 1_000_000 else None,
            "decisions": len(table.session.decisions),
            "hints": _count(saved.get("hints", 0))}


def keeps(table: Any) -> bool:
    """Does the game at ``table`` go on the record when it ends?"""
    s = table.session
    return (not table.demo and table.human is not None and s.mode == "game"
            and s.autosave_enabled and not s.hot_seat)


def keep(table: Any, res: dict) -> list[str]:
    """Archive the game that just ended and count it; returns what could not be done, in
    words for the log (a failure never stops the game-over screen). A damaged stats file
    is moved aside and its message posted for the player (storage.post_notice)."""
    from app import record_stats, records
    if not keeps(table):
        return []
    problems = []
    meta = meta_of(table, res)
    archived = False
    try:
        records.keep_finished(table.session.game_key, table.record, meta)
        archived = True
    except Exception as exc:  # noqa: BLE001
        problems.append(f"The finished game could not be kept: {exc}")
    try:
        message = record_stats.count_finished(table.session.game_key, meta, archived)
        if message:
            post_notice(record_stats.NOTICE_TITLE, message)
    except Exception as exc:  # noqa: BLE001
        problems.append(f"Your stats could not be updated: {exc}")
    return problems
