"""Log wording, the one place Magi-Nation puts moves and events into words: a move before
it is made (``describe``) and what happened (``narrate``), with "you" for the seat
reading the log (engines.core.wording.Words).

* Whose card it is: a card is named with its owner ("Bram's Ashgar", "your Furok") when
  another player has a card of the same name, and the cards a move points at (a target,
  an attacked card) always say whose they are unless they are the mover's own.
* A yes/no says what it answered ("Bram takes Hood of Hiding as a starting card").
* Energize amounts, energy gained and lost, and draws are logged (the names of the
  cards drawn only for the player who drew them).
* A card the reader may not see is "a card", never its name.

Every event type the engine emits has a line in ``_LINES`` or is in ``SILENT`` with the
reason it needs none (tests/engines/magination/test_wording.py checks both, with "you"
and with a name).
"""
from __future__ import annotations

from typing import Any

from engines.core.wording import Words
from engines.magination.cards import CARDS
from engines.magination.turn import STEP_NAMES

TITLE = "Magi-Nation Duel"

# events with no line, and why (the table shows them another way)
SILENT = {
    "StepBegan": "the step bar shows the step",
    "StepEnded": "what begins next says it",
    "TurnEnded": "the next turn's line says it",
    "AbilityResolved": "the ability's effects have their own lines",
    "CardRevealed": "the move that follows names the card",
    "DeckShuffled": "nothing a player can see changes",
    "XChosen": "the move's line says X",
    "SpellCast": "the move's line says which Spell is played",
    "RelicPlayed": "the move's line says which Relic is played",
    "PowerUsed": "the move's line says which power is used",
    "AttackDeclared": "the move's line says who attacks whom",
    "AttackEnded": "the energy lost and the creatures defeated have their lines",
    "MoveCancelled": "the answer's line says it ('You cancel Vitalize: nothing happens')",
}

# what a mark does, after the card's name
MARKS = {"burrowed": "is burrowed", "draw_less": "draws one card less",
         "extra_draw": "draws one card more", "no_attack": "may not attack this turn",
         "no_attack_all": "'s creatures may not attack", "no_creature_powers":
         "'s creatures may not use powers", "no_spells": "may not cast spells",
         "recalled": "is recalled", "shield": "is shielded",
         "skip_draw": "skips the next draw", "unattackable": "may not be attacked"}


# -- cards in words ---------------------------------------------------------------------
def name_of(s, iid) -> str:
    """A card's name as ``s`` shows it ("a hidden card" when hidden there)."""
    if type(iid) is not int or not 0 <= iid < len(s.defs) or s.defs[iid] < 0:
        return "a hidden card"
    return CARDS[s.defs[iid]].name


def seen(s, iid, viewer) -> bool:
    """Whether ``viewer`` may see which card ``iid`` is in ``s`` (None: everyone)."""
    if type(iid) is not int or not 0 <= iid < len(s.defs) or s.defs[iid] < 0:
        return False
    if viewer is None:
        return True
    zone = s.zone_of(iid)
    mine = s.owner[iid] == viewer
    if zone == "deck":
        return False
    if zone == "hand":
        return mine or iid in s.known
    if zone == "stack":
        return False
    return True


class Namer:
    """Cards and players in words for one reader."""

    def __init__(self, s, viewer) -> None:
        self.s = s
        self.viewer = viewer
        self.w = Words(s.names, viewer)
        self._repeats: set | None = None

    def repeats(self, name: str) -> bool:
        """Another player has a card of this name (in play, in a discard pile, as a Magi
        or in a hand the reader sees)."""
        if self._repeats is None:
            s = self.s
            owners: dict = {}
            for i, d in enumerate(s.defs):
                if d >= 0 and i < len(s.owner) and s.owner[i] is not None:
                    owners.setdefault(CARDS[d].name, set()).add(s.owner[i])
            self._repeats = {n for n, o in owners.items() if len(o) > 1}
        return name in self._repeats

    def card(self, iid, start: bool = False, owner_for=None) -> str:
        """The card as the reader may know it: "a card" when hidden from them; with its
        owner ("Bram's Furok", "your Furok") when the name repeats. With ``owner_for``
        (the player making a move): its owner unless it is that player's own."""
        s = self.s
        if not seen(s, iid, self.viewer):
            return "A card" if start else "a card"
        name = name_of(s, iid)
        p = s.owner[iid]
        if owner_for is not None:       # a move's card: whose, unless the mover's own
            return name if p == owner_for else f"{self.w.whose(p, start)} {name}"
        if self.repeats(name):
            return f"{self.w.whose(p, start)} {name}"
        return name

    def cards(self, iids) -> str:
        names = [self.card(i) for i in iids]
        if len(names) <= 1:
            return "".join(names)
        return ", ".join(names[:-1]) + " and " + names[-1]


def _amount(n: int, what: str = "energy") -> str:
    return f"{n} {what}"


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'s' if n != 1 else ''}"


# -- moves ------------------------------------------------------------------------------
def describe(s, action, viewer: int | None = None) -> str:
    """The move ``action`` of the player to move, in words, before it is made."""
    a = tuple(action)
    p = s.to_move
    n = Namer(s, viewer)
    w = n.w
    kind = a[0] if a else ""
    try:
        if kind == "end_step":
            return f"{w.said(p, 'ends', 'end')} the {STEP_NAMES.get(s.step, '')} step"
        if kind == "play":
            return f"{w.said(p, 'plays', 'play')} {name_of(s, a[1])}"
        if kind == "power":
            c = CARDS[s.defs[a[1]]]
            return (f"{w.said(p, 'uses', 'use')} {n.card(a[1], owner_for=p)}'s power "
                    f"{c.powers[a[2]].name}")
        if kind == "attack":
            return f"{w.whose(p)} {name_of(s, a[1])} attacks {n.card(a[2], owner_for=p)}"
        if kind == "target":
            return f"{w.said(p, 'chooses', 'choose')} {n.card(a[1], owner_for=p)}"
        if kind == "number":
            x = " X =" if s.pending is not None and s.pending[2] == "x" else ""
            return f"{w.said(p, 'chooses', 'choose')}{x} {a[1]}"
        if kind == "pick":
            return f"{w.said(p, 'picks', 'pick')} {n.card(a[1], owner_for=p)}"
        if kind == "search":
            return f"{w.said(p, 'takes', 'take')} {CARDS[a[1]].name} from the deck" \
                if viewer is None or viewer == p else \
                f"{w.said(p, 'takes', 'take')} a card from the deck"
        if kind == "done":
            return f"{w.said(p, 'is', 'are')} done choosing"
        if kind in ("yes", "no"):
            return _answer(s, a, p, n)
        if kind == "order":
            tr = s.pending[4][a[1]]
            effect = CARDS[s.defs[tr[1]]].effects[tr[2]].name
            return f"{w.said(p, 'resolves', 'resolve')} {effect} first"
        if kind == "first":
            if a[1] == p:                 # "Ivy chooses to go first", not "... Ivy to ..."
                return f"{w.said(p, 'chooses', 'choose')} to go first"
            return f"{w.said(p, 'chooses', 'choose')} {w.whom(a[1])} to go first"
    except (IndexError, KeyError, TypeError):
        pass
    return f"{w.who(p)}: {a!r}"


def _answer(s, a, p, n: Namer) -> str:
    """What a yes or a no answered."""
    w = n.w
    yes = a[0] == "yes"
    data: Any
    kind, _, tag, _, data = s.pending if s.pending is not None else (None,) * 5
    if tag == "start_card":
        q, i, _ = data
        card = CARDS[s.defs[s.magi[q]]].starting[i]
        if yes:
            return f"{w.said(p, 'takes', 'take')} {card} as a starting card"
        return f"{w.said(p, 'leaves', 'leave')} {card} in the deck (not a starting card)"
    if tag == "confirm":
        move, t, _use = data
        c = CARDS[s.defs[move[1]]]
        what = c.powers[move[2]].name if move[0] == "power" else c.name
        if not yes:
            return f"{w.said(p, 'cancels', 'cancel')} {what}: nothing happens"
        return f"{w.said(p, 'uses', 'use')} {what} on {n.card(t, owner_for=p)}"
    if s.ctx is not None:
        what = CARDS[s.ctx.card].name
        if yes:
            return f"{w.said(p, 'says', 'say')} yes to {what}"
        return f"{w.said(p, 'says', 'say')} no to {what}"
    return f"{w.said(p, 'says', 'say')} {'yes' if yes else 'no'}"


# -- events -----------------------------------------------------------------------------
def narrate(s, ev, viewer: int | None = None) -> str | None:
    """The log line of one event (None: it needs none, see SILENT)."""
    kind = ev.get("type")
    fn = _LINES.get(kind)
    return fn(s, ev, Namer(s, viewer)) if fn is not None else None


def _dice(s, ev, n):
    w = n.w
    if "rolls" in ev:
        rolls = ev["rolls"]
        label = "  ".join(f"{w.who(int(q))}: {rolls[q]}" for q in sorted(rolls, key=int))
        return "Who goes first? " + label + "."
    p = ev.get("player")
    who = w.said(p, "rolls", "roll") if p is not None else "The die shows"
    why = f" ({ev['why']})" if ev.get("why") else ""
    return f"{who} {sum(ev['dice'])}{why}."


def _moved(s, ev, n):
    w = n.w
    p, src, dst, why = ev["player"], ev["src"], ev["dst"], ev.get("why", "")
    if why == "starting card":
        return None                       # the answer's line says it
    card = n.card(ev["card"], start=True)
    said_whose = seen(s, ev["card"], n.viewer) and n.repeats(name_of(s, ev["card"]))
    hand = "the hand" if said_whose else f"{w.whose(p, start=False)} hand"
    if dst == "hand":
        if src == "deck" and not seen(s, ev["card"], n.viewer):
            return f"{w.said(p, 'takes', 'take')} a card from the deck into the hand."
        if src == "play":
            return f"{card} goes back to {hand}."
        where = " from the discard pile" if src == "discard" else ""
        return f"{card} goes to {hand}{where}."
    if dst == "discard":
        if src == "hand":
            return f"{w.said(p, 'discards', 'discard')} {n.card(ev['card'], owner_for=p)}."
        if src == "deck":
            return f"{card} goes from the deck to the discard pile."
        if why in ("defeated", "magi defeated", "spell resolved"):
            return None                   # the defeat's or the Spell's line says it
        return f"{card} is discarded from play{f' ({why})' if why else ''}."
    if dst == "deck":
        return f"{card} goes into {w.whose(p, start=False)} deck."
    return None


def _drawn(s, ev, n):
    w = n.w
    p, cards = ev["player"], list(ev["cards"])
    if not cards:
        return None
    said = w.said(p, "draws", "draw")
    count = _plural(len(cards), "card")
    if n.viewer is not None and p == n.viewer:
        return f"{said} {count}: {n.cards(cards)}."
    return f"{said} {count}."


def _energy(s, ev, n):
    why, d, left = ev.get("why", ""), ev["delta"], ev["energy"]
    if why.startswith(("plays ", "casts ")):
        return None                       # the cost of the move in its line
    card = n.card(ev["card"], start=True)
    if why == "energize":
        return f"{card} energizes: +{d} ({left} now)."
    src = " in the attack" if why == "attack" else (f" from {why}" if why else "")
    if d > 0:
        return f"{card} gains {_amount(d)}{src} ({left} now)."
    return f"{card} loses {_amount(-d)}{src} ({left} left)."


def _game_over(s, ev, n):
    w = n.w
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


def _control(s, ev, n):
    to, why = ev["to"], ev.get("why", "")
    card = n.card(ev["card"], owner_for=to)
    return f"{n.w.said(to, 'takes', 'take')} control of {card}" + (f" ({why})." if why
                                                                      else ".")


def _marked(s, ev, n):
    what = MARKS.get(ev["mark"], "is marked: " + ev["mark"].replace("_", " "))
    card = n.card(ev["card"], start=not ev.get("why"))
    joined = f"{card}{what}" if what.startswith("'") else f"{card} {what}"
    return f"{ev['why']}: {joined}." if ev.get("why") else f"{joined}."


_LINES = {
    "GameStarted": lambda s, ev, n: f"A new game of {TITLE} begins.",
    "DiceRolled": _dice,
    "FirstPlayerChosen": lambda s, ev, n: f"{n.w.said(ev['player'], 'goes', 'go')} first.",
    "TurnBegan": lambda s, ev, n:
        f"Turn {ev['turn_no']}: {n.w.whose(ev['player'], start=False)} turn.",
    "StepPassed": lambda s, ev, n:
        f"{n.w.whose(ev['player'])} {ev['name']} step passes by itself: {ev['why']}.",
    "EnergizeSkipped": lambda s, ev, n:
        f"{n.w.said(ev['player'], 'does', 'do')} not energize on the first turn.",
    "MagiFlipped": lambda s, ev, n:
        f"{n.w.said(ev['player'], 'flips', 'flip')} {ev['name']} ({ev['energy']} energy).",
    "MagiDefeated": lambda s, ev, n:
        f"{n.w.whose(ev['player'])} Magi {ev['name']} is defeated.",
    "PlayerOut": lambda s, ev, n:
        f"{n.w.said(ev['player'], 'has', 'have')} no Magi left and "
        f"{n.w.verb(ev['player'], 'is', 'are')} out of the game.",
    "CardsDrawn": _drawn,
    "DrawSkipped": lambda s, ev, n:
        f"{n.w.said(ev['player'], 'skips', 'skip')} the draw ({ev.get('why', '')}).",
    "CardMoved": _moved,
    "DeckReshuffled": lambda s, ev, n:
        f"{n.w.said(ev['player'], 'shuffles', 'shuffle')} the discard pile into a new deck.",
    "DeckReordered": lambda s, ev, n:
        f"{n.w.said(ev['player'], 'puts', 'put')} {_plural(ev['count'], 'card')} back on "
        f"top of the deck.",
    "CreaturePlayed": lambda s, ev, n:
        f"{n.card(ev['card'], start=True)} enters play with {ev['energy']} energy.",
    "EffectTriggered": lambda s, ev, n: f"{n.card(ev['card'], start=True)}: {ev['effect']}.",
    "PowerCopied": lambda s, ev, n:
        f"{n.card(ev['by'], start=True)} copies {n.card(ev['card'])}'s {ev['power']}.",
    "AbilityFizzled": lambda s, ev, n:
        f"{n.card(ev['card'], start=True)}'s ability fizzles: {ev['reason']}.",
    "SearchFailed": lambda s, ev, n: f"{n.w.said(ev['player'], 'finds', 'find')} nothing.",
    "TargetChosen": lambda s, ev, n:
        f"Only possible choice: {n.card(ev['card'], owner_for=ev.get('player'))}."
        if ev.get("auto") else None,
    "EnergyChanged": _energy,
    "EnergyMoved": lambda s, ev, n:
        f"{_amount(ev['amount'])} moves from {n.card(ev['from'])} to {n.card(ev['to'])}.",
    "ControlChanged": _control,
    "PackHunt": lambda s, ev, n:
        f"{n.card(ev['korrit'], start=True)} joins {n.card(ev['attacker'])}'s attack "
        f"(Pack Hunt).",
    "AttackRedirected": lambda s, ev, n:
        f"{ev['why']}: the attack on {n.card(ev['from'])} turns to {n.card(ev['to'])}.",
    "CreatureDefeated": lambda s, ev, n: f"{n.card(ev['card'], start=True)} is defeated.",
    "CardMarked": _marked,
    "RelicSaved": lambda s, ev, n:
        f"{n.card(ev['by'], start=True)} is discarded instead of {n.card(ev['card'])}.",
    "GameOver": _game_over,
}
