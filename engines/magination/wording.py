"""Log wording: a move before it is made (``describe``) and what happened (``narrate``),
with "you" for the seat reading the log (engines.core.wording.Words)."""
from __future__ import annotations

from engines.core.wording import Words
from engines.magination.cards import CARDS
from engines.magination.turn import STEP_NAMES

TITLE = "Magi-Nation Duel"


def name_of(s, iid) -> str:
    """A card's name as ``s`` shows it ("a hidden card" when hidden there)."""
    if type(iid) is not int or not 0 <= iid < len(s.defs) or s.defs[iid] < 0:
        return "a hidden card"
    return CARDS[s.defs[iid]].name


def describe(s, action, viewer: int | None = None) -> str:
    """The move ``action`` of the player to move, in words, before it is made."""
    a = tuple(action)
    p = s.to_move
    w = Words(s.names, viewer)
    who = w.who(p)
    kind = a[0] if a else ""
    try:
        if kind == "end_step":
            return f"{w.said(p, 'ends', 'end')} the {STEP_NAMES.get(s.step, '')} step"
        if kind == "play":
            return f"{w.said(p, 'plays', 'play')} {name_of(s, a[1])}"
        if kind == "power":
            c = CARDS[s.defs[a[1]]]
            return f"{w.said(p, 'uses', 'use')} {c.name}'s power {c.powers[a[2]].name}"
        if kind == "attack":
            return f"{w.whose(p)} {name_of(s, a[1])} attacks {name_of(s, a[2])}"
        if kind == "target":
            return f"{w.said(p, 'chooses', 'choose')} {name_of(s, a[1])}"
        if kind == "number":
            return f"{w.said(p, 'chooses', 'choose')} {a[1]}"
        if kind == "pick":
            return f"{w.said(p, 'picks', 'pick')} {name_of(s, a[1])}"
        if kind == "search":
            return f"{w.said(p, 'takes', 'take')} {CARDS[a[1]].name} from the deck"
        if kind == "done":
            return f"{w.said(p, 'is', 'are')} done choosing"
        if kind == "yes":
            return f"{w.said(p, 'says', 'say')} yes"
        if kind == "no":
            return f"{w.said(p, 'says', 'say')} no"
        if kind == "order":
            tr = s.pending[4][a[1]]
            effect = CARDS[s.defs[tr[1]]].effects[tr[2]].name
            return f"{w.said(p, 'resolves', 'resolve')} {effect} first"
        if kind == "first":
            return f"{w.said(p, 'chooses', 'choose')} {w.whom(a[1])} to go first"
    except (IndexError, KeyError, TypeError):
        pass
    return f"{who}: {a!r}"


def narrate(s, ev, viewer: int | None = None) -> str | None:
    """The log line of one event (None: it needs none)."""
    kind = ev.get("type")
    fn = _LINES.get(kind)
    return fn(s, ev, Words(s.names, viewer)) if fn is not None else None


def _dice(s, ev, w):
    if "rolls" in ev:
        rolls = ev["rolls"]
        label = "  ".join(f"{w.who(int(q))}: {rolls[q]}" for q in sorted(rolls, key=int))
        return "Who goes first? " + label + "."
    p = ev.get("player")
    who = w.said(p, "rolls", "roll") if p is not None else "The die shows"
    return f"{who} {sum(ev['dice'])}."


def _moved(s, ev, w):
    if ev["dst"] == "hand" and ev["src"] != "deck" or ev.get("why") == "starting card":
        return f"{w.said(ev['player'], 'takes', 'take')} {name_of(s, ev['card'])} into the hand."
    return None


def _drawn(s, ev, w):
    n = len(ev["cards"])
    return f"{w.said(ev['player'], 'draws', 'draw')} {n} cards." if n > 2 else None


def _game_over(s, ev, w):
    wins = list(ev["winners"])
    if ev.get("draw"):
        names = [w.whom(q) for q in wins]
        among = " and ".join(names) if len(names) < 3 else \
            ", ".join(names[:-1]) + " and " + names[-1]
        return f"Game over: a draw between {among} (their last Magi fell at the same time)."
    if len(wins) == 1:
        who = w.said(wins[0], "wins", "win")
    else:
        who = ", ".join(w.who(q, start=(k == 0)) for k, q in enumerate(wins)) + " win"
    return f"Game over: {who} ({ev.get('reason', '')})."


_LINES = {
    "GameStarted": lambda s, ev, w: f"A new game of {TITLE} begins.",
    "DiceRolled": _dice,
    "FirstPlayerChosen": lambda s, ev, w: f"{w.said(ev['player'], 'goes', 'go')} first.",
    "TurnBegan": lambda s, ev, w: f"Turn {ev['turn_no']}: {w.whose(ev['player'])} turn.",
    "EnergizeSkipped": lambda s, ev, w:
        f"{w.said(ev['player'], 'does', 'do')} not energize on the first turn.",
    "MagiFlipped": lambda s, ev, w:
        f"{w.said(ev['player'], 'flips', 'flip')} {ev['name']} ({ev['energy']} energy).",
    "MagiDefeated": lambda s, ev, w: f"{w.whose(ev['player'])} Magi {ev['name']} is defeated.",
    "PlayerOut": lambda s, ev, w: f"{w.said(ev['player'], 'has', 'have')} no Magi left.",
    "CardsDrawn": _drawn,
    "CardMoved": _moved,
    "DeckReshuffled": lambda s, ev, w:
        f"{w.said(ev['player'], 'shuffles', 'shuffle')} the discard pile into a new deck.",
    "CreaturePlayed": lambda s, ev, w:
        f"{name_of(s, ev['card'])} enters play with {ev['energy']} energy.",
    "EffectTriggered": lambda s, ev, w: f"{name_of(s, ev['card'])}: {ev['effect']}.",
    "AbilityFizzled": lambda s, ev, w:
        f"{name_of(s, ev['card'])}'s ability fizzles: {ev['reason']}.",
    "SearchFailed": lambda s, ev, w: f"{w.said(ev['player'], 'finds', 'find')} nothing.",
    "TargetChosen": lambda s, ev, w:
        f"Only possible choice: {name_of(s, ev['card'])}." if ev.get("auto") else None,
    "EnergyMoved": lambda s, ev, w:
        f"{ev['amount']} energy moves from {name_of(s, ev['from'])} to {name_of(s, ev['to'])}.",
    "StepPassed": lambda s, ev, w:
        f"{w.whose(ev['player'])} {ev['name']} step passes by itself: {ev['why']}.",
    "MoveCancelled": lambda s, ev, w:
        f"{w.said(ev['player'], 'cancels', 'cancel')} {ev['name']}: nothing happens.",
    "CreatureDefeated": lambda s, ev, w: f"{name_of(s, ev['card'])} is defeated.",
    "GameOver": _game_over,
}
