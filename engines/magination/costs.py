"""Paying for things: the Magi's energy for cards and powers, Orathan Flyers' Summoning,
Robe of the Ages and Orothean Gloves (cheaper spells and creature powers)."""
from __future__ import annotations

from engines.magination.state import (cdef, has_static, penalty, put_creature_in_play,
                                      sweep)


def payer_of(s, p, src) -> int:
    return src if src in s.creatures[p] else s.magi[p]


def pay_magi(s, p, n, ev, why):
    m = s.magi[p]
    if n > 0:
        s.energy[m] -= n
        ev.append({"type": "EnergyChanged", "card": m, "delta": -n, "energy": s.energy[m],
                   "why": why})


def power_cost(s, p, src, pw) -> int:
    """A power's energy cost (Orothean Gloves: creature powers cost one less, to a
    minimum of one)."""
    cost = pw.cost
    if pw.x_cost or cost <= 1 or src not in s.creatures[p]:
        return cost
    for r in s.relics[p]:
        if has_static(cdef(s, r), "creature_powers_cheaper"):
            cost = max(1, cost - 1)
    return cost


def spell_cost(s, p, c, x=0) -> int:
    """Energy a Magi pays for a Spell: printed cost (with X), Robe of the Ages (one less,
    to a minimum of one), then the regional penalty."""
    base = c.base_cost + x
    if base > 1 and any(has_static(cdef(s, r), "spells_cheaper") for r in s.relics[p]):
        base -= 1
    return base + (penalty(s.magi_card(p), c) or 0)


def creature_payers(s, p, total) -> list:
    """Who may pay the whole cost of a Creature p plays: the Magi, and each Orathan Flyer
    of p's with enough energy (Summoning; the Flyer pays all of it, penalty included)."""
    out = [s.magi[p]] if s.magi[p] >= 0 and s.energy[s.magi[p]] >= total else []
    for c in s.creatures[p]:
        if s.energy[c] >= total and has_static(cdef(s, c), "summoning"):
            out.append(c)
    return out


def pay_for_creature(s, p, iid, payer, ev, why="played") -> None:
    c = cdef(s, iid)
    total = c.cost + (penalty(s.magi_card(p), c) or 0)
    if payer == s.magi[p]:
        pay_magi(s, p, total, ev, f"plays {c.name}")
    else:
        ev.append({"type": "EffectTriggered", "card": payer, "effect": "Summoning"})
        s.energy[payer] -= total
        ev.append({"type": "EnergyChanged", "card": payer, "delta": -total,
                   "energy": s.energy[payer], "why": f"plays {c.name}"})
    put_creature_in_play(s, p, iid, c.cost, ev, why)
    if payer != s.magi[p]:
        sweep(s, ev)
