"""Magi's log wording: actions (``describe``) and events (``narrate``) in words, with
"you" for the seat reading the log (engines.core.wording.Words)."""
from __future__ import annotations

from engines.core.wording import Words
from engines.magi.cards import CARDS
from engines.magi.decision import ORIGINAL_WORDS
from engines.magi.rules import HIDDEN, MAGIC, MagiState


def card_name(state: MagiState | None, card: int) -> str:
    """The name of a card id ("a hidden card" for a card the state hides)."""
    if type(card) is not int or not 0 <= card < len(CARDS):
        return "a hidden card" if card == HIDDEN else "an unknown card"
    return CARDS[card].name


def describe(state: MagiState, action, viewer: int | None = None) -> str:
    """The action of the player to move, before it is applied ("Ann plays Red Sword",
    "You play Red Sword")."""
    p = state.to_move
    w = Words(state.names, viewer)
    kind = action[0] if type(action) is tuple and action else ""
    arg = action[1] if type(action) is tuple and len(action) > 1 else None
    if kind == "play":
        where = " in the magic phase" if state.phase == MAGIC else ""
        return f"{w.said(p, 'plays', 'play')} {card_name(state, arg)}{where}"
    if kind == "draw":
        return f"{w.said(p, 'draws', 'draw')} a card"
    if kind == "pass":
        return w.said(p, "passes", "pass")
    if kind == "skip_magic":
        return f"{w.said(p, 'lets', 'let')} the magic phase go by"
    if kind == "colour":
        return f"{w.said(p, 'chooses', 'choose')} {arg}"
    if kind == "shoot" and _seat(state, arg):
        return f"{w.said(p, 'shoots', 'shoot')} the turn to {w.whom(arg)}"
    if kind == "original":
        return (f"{w.said(p, 'chooses', 'choose')} {ORIGINAL_WORDS.get(arg, arg)} "
                f"for the Original card")
    if kind == "call":
        return f"{w.said(p, 'calls', 'call')} \"Magi!\""
    if kind == "catch" and _seat(state, arg):
        return f"{w.said(p, 'catches', 'catch')} {w.whom(arg)} without a \"Magi!\" call"
    return f"{w.who(p)}: {action!r}"


def _seat(state: MagiState, x) -> bool:
    return type(x) is int and 0 <= x < state.players


def narrate(state: MagiState, event: dict, viewer: int | None = None) -> str | None:
    """The log line of one event, or None when the event needs none (played cards and
    choices are logged from the action that made them)."""
    fn = _NARRATE.get(event.get("type"))
    return fn(Words(state.names, viewer), event, state) if fn is not None else None


def _round_began(w: Words, ev: dict, state) -> str:
    st = ev["starter"]
    return f"Round {ev['round']} begins; {w.who(st, False)} {w.verb(st, 'starts', 'start')}."


def _turn_began(w: Words, ev: dict, state) -> str | None:
    if not ev.get("again"):
        return None
    return f"{w.said(ev['player'], 'takes', 'take')} another turn (Again)."


def _drawcount_added(w: Words, ev: dict, state) -> str:
    return f"DRAWCOUNT +{ev['amount']}: now {ev['total']} to draw."


def _drawcount_reset(w: Words, ev: dict, state) -> str | None:
    if not ev.get("removed", 1):
        return None
    return "Reset: the DRAWCOUNT markers are swept away."


def _direction_changed(w: Words, ev: dict, state) -> str:
    return "Play now turns " + ("clockwise." if ev["direction"] == 1 else "anticlockwise.")


def _cards_drawn(w: Words, ev: dict, state) -> str | None:
    p, cards, reason = ev["player"], ev["cards"], ev["reason"]
    if reason == "drawcount":
        return f"{w.said(p, 'must', 'must')} draw {len(cards)}."
    if reason == "caught":
        return f"{w.said(p, 'draws', 'draw')} a penalty card."
    if w.you(p) and cards:
        return f"You drew {card_name(state, cards[0])}."
    return None


def _talon_reshuffled(w: Words, ev: dict, state) -> str:
    return "The pile is shuffled into a new talon."


def _magi_forgotten(w: Words, ev: dict, state) -> str:
    return f"{w.said(ev['player'], 'holds', 'hold')} one card and did not call \"Magi!\""


def _round_ended(w: Words, ev: dict, state) -> str:
    return f"Round {ev['round']} ends: {w.who(ev['winner'], False)} went out."


def _game_over(w: Words, ev: dict, state) -> str:
    winners = list(ev["winners"])
    if not winners:
        return "Game over."
    names = ", ".join(w.who(x, False) for x in winners)
    one = len(winners) == 1
    verb = w.verb(winners[0], "wins", "win") if one else "win"
    return f"Game over: {names} {verb}."


_NARRATE = {
    "RoundBegan": _round_began,
    "TurnBegan": _turn_began,
    "DrawcountAdded": _drawcount_added,
    "DrawcountReset": _drawcount_reset,
    "DirectionChanged": _direction_changed,
    "CardsDrawn": _cards_drawn,
    "TalonReshuffled": _talon_reshuffled,
    "MagiForgotten": _magi_forgotten,
    "RoundEnded": _round_ended,
    "GameOver": _game_over,
}
