"""Magi's log wording, the one place it lives: actions (``describe``, before they are
applied) and events (``narrate``) in words, with "you" for the seat reading the log
(engines.core.wording.Words): "You draw 2", "Ann draws 2", "You win". A card whose
ability acts is named with its owner ("Bram's Red Amulet"), since card names repeat.
Events that the action's own line already tells (a card played, a colour or target
chosen, a call, a catch, a pass) narrate nothing; tests/engines/magi/test_wording.py
checks every event type with "you" and with a name."""
from __future__ import annotations

from typing import Any

from engines.core.wording import Words
from engines.magi.cards import CARDS
from engines.magi.decision import ORIGINAL_WORDS
from engines.magi.rules import HIDDEN, MAGIC, MagiState


def card_name(state: MagiState | None, card: object) -> str:
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
    arg: Any = action[1] if type(action) is tuple and len(action) > 1 else None
    if kind == "play":
        where = " in the magic phase" if state.phase == MAGIC else ""
        return f"{w.said(p, 'plays', 'play')} {card_name(state, arg)}{where}"
    if kind == "draw":
        return f"{w.said(p, 'draws', 'draw')} a card"
    if kind == "pass":
        return f"{w.said(p, 'keeps', 'keep')} the card drawn and {w.verb(p, 'passes', 'pass')}"
    if kind == "end_turn":
        return f"{w.said(p, 'ends', 'end')} {w.whose(p, False) if w.you(p) else 'the'} turn"
    if kind == "skip_magic":
        return f"{w.said(p, 'lets', 'let')} the magic phase go by"
    if kind == "colour":
        return f"{w.said(p, 'chooses', 'choose')} {arg}: the next card must be {arg}"
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
    fn = _NARRATE.get(event.get("type", ""))
    return fn(Words(state.names, viewer), event, state) if fn is not None else None


# Events told by the line of the action that made them (or with nothing to tell).
SILENT_EVENTS = frozenset({"GameStarted", "Dealt", "PhaseChanged", "CardPlayed",
                           "ColourChosen", "NextPlayerShot", "OriginalChosen", "Passed",
                           "MagicSkipped", "Caught", "TurnEnded"})


def _whose_card(w: Words, ev: dict, state) -> str:
    """"Bram's Red Amulet" / "Your Red Amulet" (the event's player and card)."""
    return f"{w.whose(ev['player'])} {card_name(state, ev['card'])}"


def _names(w: Words, seats) -> str:
    """"you", "Ann", "you and Ann", "Ann, Bo and you"."""
    words = [w.who(x, False) for x in seats]
    if len(words) <= 1:
        return "".join(words)
    return ", ".join(words[:-1]) + " and " + words[-1]


def _round_began(w: Words, ev: dict, state) -> str:
    st = ev["starter"]
    return f"Round {ev['round']} begins; {w.who(st, False)} {w.verb(st, 'starts', 'start')}."


def _pile_started(w: Words, ev: dict, state) -> str:
    extra = " (a magi card: any colour may follow)" if ev.get("free") else ""
    return f"{card_name(state, ev['card'])} starts the pile{extra}."


def _turn_began(w: Words, ev: dict, state) -> str | None:
    if not ev.get("again"):
        return None
    return f"{w.said(ev['player'], 'takes', 'take')} another turn (Again)."


def _ability(w: Words, ev: dict, state) -> str | None:
    """Only Free is told here: the other abilities have their own events or choices."""
    if ev.get("ability") != "free":
        return None
    return f"{_whose_card(w, ev, state)}: any colour may follow (Free)."


def _drawcount_added(w: Words, ev: dict, state) -> str:
    who = _whose_card(w, ev, state) + " adds" if "card" in ev else "DRAWCOUNT"
    return f"{who} +{ev['amount']}: now {ev['total']} to draw."


def _drawcount_reset(w: Words, ev: dict, state) -> str | None:
    n = ev.get("removed", 1)
    if not n:
        return None
    what = f"{_whose_card(w, ev, state)} resets" if "card" in ev else "Reset:"
    return f"{what} the DRAWCOUNT: {n} card{'' if n == 1 else 's'} nobody draws."


def _direction_changed(w: Words, ev: dict, state) -> str:
    way = "clockwise" if ev["direction"] == 1 else "anticlockwise"
    if "card" in ev:
        return f"{_whose_card(w, ev, state)} reverses play: now {way}."
    return f"Play now turns {way}."


def _cards_drawn(w: Words, ev: dict, state) -> str | None:
    p, cards, reason = ev["player"], ev["cards"], ev["reason"]
    n = len(cards)
    if reason in ("drawcount", "caught") and not n:
        return f"{w.said(p, 'draws', 'draw')} nothing: no cards are left to draw."
    if reason == "drawcount":
        return f"{w.said(p, 'draws', 'draw')} {n} for the DRAWCOUNT."
    if reason == "caught":
        return f"{w.said(p, 'draws', 'draw')} a penalty card."
    if w.you(p) and cards:
        return f"You drew {card_name(state, cards[0])}."
    if not n:
        return f"{w.said(p, 'finds', 'find')} no card to draw."
    return None                       # "Ann draws a card": the action's line


def _talon_reshuffled(w: Words, ev: dict, state) -> str:
    return f"The pile is shuffled into a new talon of {ev['count']} cards."


def _magi_called(w: Words, ev: dict, state) -> str | None:
    if not ev.get("auto"):
        return None                   # the call's own line
    return f"{w.said(ev['player'], 'calls', 'call')} \"Magi!\" (auto-call)."


def _magi_forgotten(w: Words, ev: dict, state) -> str:
    p = ev["player"]
    return (f"{w.said(p, 'holds', 'hold')} one card and did not call \"Magi!\": "
            f"catchable until {w.whose(p, False)} next turn.")


def _round_ended(w: Words, ev: dict, state) -> str:
    win = ev["winner"]
    return f"Round {ev['round']} ends: {w.who(win, False)} went out."


def _game_over(w: Words, ev: dict, state) -> str:
    winners = list(ev["winners"])
    if not winners:
        return "Game over."
    one = len(winners) == 1
    verb = w.verb(winners[0], "wins", "win") if one else "win"
    return f"Game over: {_names(w, winners)} {verb}."


_NARRATE = {
    "RoundBegan": _round_began,
    "PileStarted": _pile_started,
    "TurnBegan": _turn_began,
    "AbilityResolved": _ability,
    "DrawcountAdded": _drawcount_added,
    "DrawcountReset": _drawcount_reset,
    "DirectionChanged": _direction_changed,
    "CardsDrawn": _cards_drawn,
    "TalonReshuffled": _talon_reshuffled,
    "MagiCalled": _magi_called,
    "MagiForgotten": _magi_forgotten,
    "RoundEnded": _round_ended,
    "GameOver": _game_over,
}
