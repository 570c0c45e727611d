"""The odd cards: effects that do not fit the step vocabulary, each a named function.

Trigger functions are named in cards.json ("code": name). Answers to the decisions they
ask for arrive through ``answer_<tag>`` (the pending decision's tag).
"""
from __future__ import annotations

from engines.magination.cards import CARDS, CREATURE
from engines.magination.state import add_energy, move_energy


def twee_regrow(s, iid: int, ev: list) -> None:
    """Twee - Regrow. Settled reading: when Twee lands on its owner's discard pile from
    play, the first Creature card under it in that pile (the most recently discarded
    one) moves to its owner's hand."""
    p = s.owner[iid]
    pile = s.discard[p]
    for k in range(len(pile) - 2, -1, -1):
        c = pile[k]
        if CARDS[s.defs[c]].type == CREATURE:
            pile.pop(k)
            s.hand[p].append(c)
            s.known.add(c)
            ev.append({"type": "EffectTriggered", "card": iid, "effect": "Regrow"})
            ev.append({"type": "CardMoved", "card": c, "player": p, "from": "discard",
                       "to": "hand", "why": "Twee"})
            return


def quor_pup_charge(s, trig, ev: list) -> None:
    """Quor Pup - Charge: when it attacks, move up to two energy to it from your Magi."""
    p, src = trig[0], trig[1]
    m = s.magi[p]
    if m < 0 or src not in s.creatures[p]:
        return
    hi = min(2, s.energy[m])
    if hi <= 0:
        return
    s.pending = ("number", p, "quor_pup", tuple(("number", n) for n in range(hi + 1)), src)


def answer_quor_pup(s, action, src, ev) -> None:
    p = s.owner[src]
    if s.magi[p] >= 0:
        move_energy(s, s.magi[p], src, action[1], ev, "Quor Pup")


def gar_strengthen(s, p: int, source: int, ev: list) -> None:
    """Gar - Strengthen: before drawing, add two energy to your creature with the least
    energy (the player picks among ties)."""
    cs = s.creatures[p]
    if not cs:
        return
    low = min(s.energy[c] for c in cs)
    tied = [c for c in cs if s.energy[c] == low]
    ev.append({"type": "EffectTriggered", "card": source, "effect": "Strengthen"})
    if len(tied) == 1:
        add_energy(s, tied[0], 2, ev, "Gar")
    else:
        s.pending = ("target", p, "gar", tuple(("target", c) for c in tied), source)


def answer_gar(s, action, source, ev) -> None:
    add_energy(s, action[1], 2, ev, "Gar")


def retrieve_half(s, attacker: int, lost: int, ev: list) -> None:
    """Furok - Retrieve: half the energy the defender removed from it (rounded up) goes
    back onto its Magi."""
    if lost <= 0:
        return
    p = s.owner[attacker]
    m = s.magi[p]
    if m >= 0:
        ev.append({"type": "EffectTriggered", "card": attacker, "effect": "Retrieve"})
        add_energy(s, m, (lost + 1) // 2, ev, "Furok")
