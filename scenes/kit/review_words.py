"""The review's words and its Play from here (scenes.kit.review).

A mistake in the game's words (engines.core.advice: the game's own wording of a move as
advice to its player): "Move 12 - your move: Attack with Grub" over "Better: Draw a
card (64% vs 41% to win)". Play from here: a new game from the record up to a move, made by the
game's plug-in as Continue makes one from a save (the record replayed through the
table's session restore), then live; it replaces the finished table.
"""
from __future__ import annotations

from typing import Any, Callable

from engines.core.advice import advice, percent
from engines.core.replay import Record
from scenes.kit.shell import shell_of


def mistake_lines(rules, record: Record, mistakes, seat: int) -> list:
    """(head, detail) for each of ``mistakes`` (engines.core.review.Entry), worded at its
    position (the record replayed up to it)."""
    wanted = {e.index: e for e in mistakes}
    worded: dict[int, tuple] = {}
    state = rules.new_game(dict(record.config), record.seed)
    for i, action in enumerate(record.actions):
        e = wanted.get(i)
        if e is not None:
            played = _say(rules, state, e.played, seat)
            best = _say(rules, state, e.best, seat)
            worded[i] = (f"Move {i + 1} \u2014 your move: {played}",
                         f"Better: {best} ({percent(e.best_chance)} vs "
                         f"{percent(e.after)} to win)")
        if len(worded) == len(wanted):
            break
        rules.apply(state, action)
    return [worded[e.index] for e in mistakes if e.index in worded]


def _say(rules, state, action, seat: int) -> str:
    try:
        return advice(rules, state, action, seat)
    except Exception:  # noqa: BLE001 - a move the wording cannot make is named as it is
        return " ".join(str(x) for x in action)


def summary(result) -> str:
    """One line over the graph: how many decisions were reviewed and marked."""
    n, k = len(result.entries), len(result.mistakes)
    if not n:
        return "You had no real choice to review in this game."
    decisions = f"{n} decision{'s' if n != 1 else ''} of yours reviewed"
    if not k:
        return f"{decisions}: no clear mistake. Well played!"
    return (f"{decisions}; the {k} largest drops in your win chance are marked "
            f"(the Hard AI's estimates from what you could see).")


def play_from_here(app, record: Record, index: int,
                   open_game: Callable[[Record], Any]) -> bool:
    """A live game from ``record`` up to action ``index`` (exclusive): the new table
    replaces everything on the stack (over the shell's start screen). False, with the
    stack untouched, when the game could not be made."""
    prefix = Record(record.game, dict(record.config), record.seed,
                    list(record.actions[:index]))
    try:
        scene = open_game(prefix)
        scene.update(0.0)
    except Exception:  # noqa: BLE001 - whatever the position made the table do
        return False
    shell = shell_of(app)
    if shell is None:
        app.stack.clear_to(scene)
    else:
        app.stack.clear_to(shell.start())
        app.stack.push(scene)
    return True
