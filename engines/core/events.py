"""The events every game shares, with their fields.

An event is a plain JSON-able dict with a ``"type"``. The ideas below mean the same in
every game and use these names and fields (a game may add fields of its own); each game
adds its own event types on top (``CardPlayed``, ``GemDrawn``, ``AttackDeclared``...).

A table scene turns each event into an animation or a log line; an event it has no
handler for is reported (``TableScene.unhandled_events``), never silently dropped.
"""
from __future__ import annotations

GAME_STARTED = "GameStarted"     # players: int
GAME_OVER = "GameOver"           # winners: list[int], reason: str
TURN_BEGAN = "TurnBegan"         # player: int, turn_no: int
DICE_ROLLED = "DiceRolled"       # player: int | None, die: str, dice: list[int], why: str
CARD_MOVED = "CardMoved"         # card, player: int, src: str, dst: str
PIECE_MOVED = "PieceMoved"       # piece, player: int, path: list
VALUE_CHANGED = "ValueChanged"   # player: int | None, what: str, delta: int, value: int
LOG_LINE = "LogLine"             # text: str, player: int | None

# the fields each common event must carry (games may add more)
FIELDS: dict[str, tuple[str, ...]] = {
    GAME_STARTED: ("players",),
    GAME_OVER: ("winners", "reason"),
    TURN_BEGAN: ("player", "turn_no"),
    DICE_ROLLED: ("player", "die", "dice", "why"),
    CARD_MOVED: ("card", "player", "src", "dst"),
    PIECE_MOVED: ("piece", "player", "path"),
    VALUE_CHANGED: ("player", "what", "delta", "value"),
    LOG_LINE: ("text", "player"),
}
COMMON = tuple(FIELDS)

# synonyms games used before the vocabulary existed; a check refuses them
RETIRED = {"GameEnded": GAME_OVER, "GameBegan": GAME_STARTED}


def event(kind: str, **fields) -> dict:
    """A common event (``kind`` in ``COMMON``) with its fields checked."""
    need = FIELDS.get(kind)
    if need is None:
        raise ValueError(f"{kind!r} is not a common event; games name their own freely")
    missing = [f for f in need if f not in fields]
    if missing:
        raise ValueError(f"{kind} needs {', '.join(missing)}")
    return {"type": kind, **fields}


def game_started(players: int, **extra) -> dict:
    return event(GAME_STARTED, players=players, **extra)


def game_over(winners, reason: str, **extra) -> dict:
    return event(GAME_OVER, winners=list(winners), reason=reason, **extra)


def turn_began(player: int, turn_no: int, **extra) -> dict:
    return event(TURN_BEGAN, player=player, turn_no=turn_no, **extra)


def dice_rolled(player, die: str, dice, why: str, **extra) -> dict:
    return event(DICE_ROLLED, player=player, die=die, dice=list(dice), why=why, **extra)


def log_line(text: str, player: int | None = None) -> dict:
    return event(LOG_LINE, text=text, player=player)


def problems(ev) -> list[str]:
    """What is wrong with one event (empty when it is fine): not a dict with a str
    ``type``, a retired synonym, a common event missing a field."""
    if not isinstance(ev, dict) or not isinstance(ev.get("type"), str):
        return [f"not an event: {ev!r}"]
    kind = ev["type"]
    if kind in RETIRED:
        return [f"{kind} is called {RETIRED[kind]} now"]
    need = FIELDS.get(kind, ())
    return [f"{kind} lacks {f}" for f in need if f not in ev]
