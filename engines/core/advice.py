"""An analysis (engines.core.analysis) in a player's words: the move to make, and why.

    advice(rules, state, action, viewer)   "Play Red Sword"   (the move, as advice)
    why(analysis, move)                    "Play Red Sword: it wins the most games in
                                            the search (64%)."
    percent(chance)                        "64%"

The move is the game's own wording: its ``advise(state, action, viewer)`` when its rules
have one (a game whose log line does not turn into advice by itself), else its log line
for the viewer (``describe``: "You play Red Sword") turned into advice ("Play Red
Sword"). The Hint's panel and the post-game review word their moves this way.
"""
from __future__ import annotations

__all__ = ["advice", "why", "percent", "as_advice"]


def as_advice(line: str) -> str:
    """A log line about "you" as advice: "You play X" -> "Play X" (another line as it
    is, its first letter raised)."""
    line = " ".join(str(line).split())
    if line.startswith("You "):
        line = line[4:]
    return line[:1].upper() + line[1:]


def advice(rules, state, action, viewer: int | None) -> str:
    """``action`` as advice to ``viewer``, in the game's words (see the module)."""
    own = getattr(rules, "advise", None)
    if own is not None:
        return own(state, action, viewer)
    return as_advice(rules.describe(state, action, viewer))


def percent(chance: float | None) -> str:
    """A win chance for players: "64%" ("<1%", ">99%" near the ends; "-" when none)."""
    if chance is None:
        return "-"
    p = 100.0 * chance
    if 0.0 < p < 1.0:
        return "<1%"
    if 99.0 < p < 100.0:
        return ">99%"
    return f"{round(p)}%"


def why(analysis, move: str) -> str:
    """One sentence: ``move`` (the best one, as advice) and why, by the analysis's
    ``reason_hint``."""
    reason = analysis.reason_hint
    chance = analysis.chance_of(analysis.best)
    if reason == "only":
        return f"{move}: it is the only move you have."
    if reason == "rule" or chance is None:
        return f"{move}: the Hard AI plays this here without a search."
    if reason == "close":
        return (f"{move}: the Hard AI's first choice, and nothing did clearly better in "
                f"the search ({percent(chance)} won).")
    return f"{move}: it wins the most games in the search ({percent(chance)})."
