"""What Magecraft asks now: ``decision(state)`` (engines.core.decision.Decision).

The options are ``legal_actions(state)``; the kind says how a table offers them:

* ``turn`` - the free steps of a turn, offered by gestures: choosing a spellbook or the
  cantrip (CAST), paying on or stopping (BOOK), learning, revising or ending the turn
  (LEARN), rearranging spells (REARRANGE: ``up_to`` moves left, ``done`` stops);
* ``pick`` - the shield phase: discard shield gems one at a time (``up_to``), ``done``
  keeps the rest;
* ``choose`` - one of the options: a gem colour to discard (setup, revision; the hint
  ``left`` says how many more), a colour for the next cost slot (``slot``, ``learning``),
  an icon of the spell being resolved (``icons``: the counts still to resolve; attacks
  point at the player attacked), the spellbook that gets a learned spell, the spell to
  master (``done`` skips mastering). The hints are declared below (``HINTS``).

Labels are the short texts a table shows on a button or in a pop-up list.
"""
from __future__ import annotations

from typing import TypedDict

from engines.core.decision import Decision
from engines.magecraft.content import CHARACTERS, COLOURS, ICONS, NAME, WILD
from engines.magecraft.checks import slot_word
from engines.magecraft.rules import legal_actions
from engines.magecraft.state import (A_DONE, BOOK, CAST_P, LEARN_P, MASTER, PAY_LEARN, PAYING,
                                     PLACE, REARRANGE, RESOLVE, REVISE, SETUP, SHIELD,
                                     MagecraftState)


# --- the hints, declared (engines.core.hints; the conformance suite checks them) ----------
class ChooseHints(TypedDict, total=False):
    left: int                       # setup and revision: gems still to discard
    slot: int                       # paying: the cost slot the colour goes to
    learning: bool                  # paying: for learning the spell (not casting it)
    icons: dict[str, int]           # resolving: icon name -> how many still to resolve


HINTS = {"choose": ChooseHints}


def decision(s: MagecraftState) -> Decision | None:
    p = s.to_move
    if p is None:
        return None
    options = tuple(legal_actions(s))
    ph = s.phase
    if ph == SETUP or ph == REVISE:
        left = s.rev_left if ph == REVISE else s.setup_left[0][1]
        what = "for the revision" if ph == REVISE else "from your starting hand"
        return Decision(p, "choose", options,
                        f"Discard a gem {what} ({left} more to go)",
                        labels=tuple(COLOURS[a[1]] for a in options),
                        targets=tuple(("hand", a[1]) for a in options),
                        hints={"left": left})
    if ph == SHIELD:
        return Decision(p, "pick", options,
                        "Move shield gems to your discard area, or keep them",
                        labels=tuple("Keep shields" if a == A_DONE else COLOURS[a[1]]
                                     for a in options),
                        targets=tuple(None if a == A_DONE else ("shield", a[1])
                                      for a in options),
                        up_to=sum(s.shield[p]), done=A_DONE)
    if ph == PAYING or ph == PAY_LEARN:
        return _paying(s, p, options)
    if ph == RESOLVE:
        return _resolving(s, p, options)
    if ph == PLACE:
        return Decision(p, "choose", options,
                        f"Choose the spellbook that gets {NAME[s.learn_sid]} on its left",
                        labels=tuple(f"Spellbook {a[1] + 1}" for a in options),
                        targets=tuple(("book", a[1]) for a in options),
                        source=s.learn_sid)
    if ph == MASTER:
        books = s.books[p]
        return Decision(p, "choose", options, "Choose a spell to master, or skip mastering",
                        labels=tuple("Skip mastering" if a == A_DONE
                                     else NAME[books[a[1]][a[2]] >> 1] for a in options),
                        targets=tuple(None if a == A_DONE else ("book", a[1], a[2])
                                      for a in options),
                        done=A_DONE)
    if ph == REARRANGE:
        n = s.moves_left
        return Decision(p, "turn", options,
                        f"Rearrange your spells ({n} move{'s' if n != 1 else ''} left), "
                        "or say done", up_to=n, done=A_DONE)
    if ph == CAST_P:
        return Decision(p, "turn", options,
                        "Choose a spellbook to cast, use your cantrip, or stop")
    if ph == BOOK:
        book = s.books[p][s.book]
        nxt = NAME[book[s.pos] >> 1] if s.pos < len(book) else None
        text = (f"Pay {nxt}, the next spell of spellbook {s.book + 1}, use your cantrip, "
                "or stop casting") if nxt else "Use your cantrip, or stop casting"
        return Decision(p, "turn", options, text,
                        source=book[s.pos] >> 1 if nxt else None)
    if ph == LEARN_P:
        return Decision(p, "turn", options,
                        "Learn a spell from the Academy, start a revision, or end your turn")
    return Decision(p, "turn", options, "Make your move")   # pragma: no cover


def _paying(s: MagecraftState, p: int, options: tuple) -> Decision:
    learning = s.phase == PAY_LEARN
    if learning:
        sid = s.learn_sid
    else:
        sid = s.books[p][s.book][s.pos] >> 1
    slot = options[0][1] if options else 0
    code = s.cost[slot] if slot < len(s.cost) else WILD
    takes = "any gem" if code == WILD else f"a {COLOURS[code]} gem"
    verb = "Pay the learn cost of" if learning else "Pay"
    return Decision(p, "choose", options,
                    f"{verb} {NAME[sid]}: the {slot_word(slot)} slot takes {takes}",
                    labels=tuple(COLOURS[a[2]] for a in options),
                    source=sid, hints={"slot": slot, "learning": learning})


def _resolving(s: MagecraftState, p: int, options: tuple) -> Decision:
    icons = {ICONS[i]: n for i, n in enumerate(s.pending) if n}
    if s.source == "cantrip":
        ch = CHARACTERS[s.chars[p]]
        name, source = ch.cantrip, ("cantrip", ch.id)
    else:
        sid = s.books[p][s.book][s.pos] >> 1
        name, source = NAME[sid], ("spell", sid)
    left = ", ".join(k.capitalize() + (f" x{n}" if n > 1 else "") for k, n in icons.items())
    labels, targets = [], []
    for a in options:
        label, target = _icon_label(s, a)
        labels.append(label)
        targets.append(target)
    return Decision(p, "choose", options,
                    f"Resolve the icons of {name} in any order: {left}",
                    labels=tuple(labels), targets=tuple(targets), source=source,
                    hints={"icons": icons})


def _icon_label(s: MagecraftState, a: tuple):
    """(label, target) of one icon action."""
    kind = a[0]
    if kind == "attack":
        t = a[1]
        if len(a) == 3:
            return f"{COLOURS[a[2]]} shield", ("player", t)
        return f"Attack {s.names[t]}", ("player", t)
    if kind == "shield":
        if len(a) == 1:
            return "No gem to take", None
        return ("Academy " if a[1] == "academy" else "Discard ") + COLOURS[a[2]], \
            (a[1], a[2])
    if kind == "vanish":
        if a[1] == "hand":
            return f"Hand {COLOURS[a[2]]}", ("hand", a[2])
        return "From HP", ("hp",)
    return kind.capitalize(), None

