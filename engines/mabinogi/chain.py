"""Using a card from the hand (summon, cast) and the counter chain (rule 6).

A card use is paid at once (resources, a flame, XP), then waits on ``state.chain`` while
the players may counter: the opponent of the last card on the chain gets a COUNTER
decision when a counterspell of theirs in the grave can counter it and they can pay for
it; each counter joins the chain and the other player may answer it in turn. When the
player to answer passes (or cannot answer), the chain resolves from its top down: a
counter that is not countered itself cancels the card below it. The card used from the
hand then happens, or (countered) goes to its owner's grave; a counterspell returns to
its owner's hand when it is activated, so countering it cancels its effect only.

Events (``card`` is always a card of content.CARDS, ``iid`` the instance):
``CardUsed`` {player, card, iid, how ("summon" | "cast"), target ([seat, lane], lane -1
for a hero, or None), cost, level}, ``CounterUsed`` {player, card, iid, against,
against_iid, cost}, ``ChainResolving`` {size}, ``Countered`` {player (whose card), card,
iid, by, by_iid}, ``CardMoved`` (hand -> chain, chain -> grave, grave -> hand).
"""
from __future__ import annotations

from engines.core import events as E
from engines.mabinogi.content import CARDS, RESOURCES, SUMMON
from engines.mabinogi.effects import fire_all, gain_xp, place, run_card, to_grave, to_hand, value
from engines.mabinogi.state import (ACTION, COUNTER, HERO, XP_ACTION, MabinogiState,
                                    counter_cost)
from engines.mabinogi.turn import after_action, spend_action

NO_TARGET = -2


def use_card(s: MabinogiState, p: int, action: tuple, ev: list) -> None:
    """("summon", iid, lane) or ("cast", iid[, seat, lane]): pay, then open the chain."""
    iid = action[1]
    d = s.cdef[iid]
    c = CARDS[d]
    cost = s.cost(p, iid)
    s.res[p][c.res] -= cost
    if cost:
        value(ev, p, _res_name(c.res), -cost, s.res[p][c.res], "cost")
    spend_action(s, p, ev)
    s.hand[p].remove(iid)
    s.known[iid] = 1
    lvl = s.level[p]
    if action[0] == "summon":
        entry = [p, iid, "summon", lvl, p, action[2], 0]
        target = [p, action[2]]
    elif len(action) == 4:
        entry = [p, iid, "cast", lvl, action[2], action[3], 0]
        target = [action[2], action[3]]
    else:
        entry = [p, iid, "cast", lvl, -1, NO_TARGET, 0]
        target = None
    ev.append(E.event(E.CARD_MOVED, card=d, iid=iid, player=p, src="hand", dst="chain",
                      upkeep=len(s.grave[p])))
    ev.append({"type": "CardUsed", "player": p, "card": d, "iid": iid, "how": entry[2],
               "target": target, "cost": cost, "level": lvl})
    gain_xp(s, p, XP_ACTION, "action", ev)
    s.chain = [entry]
    _next_answer(s, ev)


def _res_name(r: int) -> str:
    return RESOURCES[r]


def counters_against(s: MabinogiState, seat: int, entry: list) -> list:
    """The iids of ``seat``'s grave counterspells that can counter ``entry`` now
    (the right kind, and ``seat`` can pay for it), in grave order."""
    what = "summon" if entry[2] == "summon" else "spell"
    res = s.res[seat]
    out = []
    for iid in s.grave[seat]:
        c = CARDS[s.cdef[iid]]
        for e in c.fx:
            if e.on == "counter" and e.what == what:
                if res[c.res] >= counter_cost(s, seat, iid):
                    out.append(iid)
                break
    return out


def armed_counters(s: MabinogiState, seat: int) -> list[tuple[int, str, int, bool]]:
    """The counterspells in ``seat``'s grave, armed or not (rule 6, 8.6): (iid, what it
    counters ("summon" or "spell"), what it would cost now, armed). One is *armed* (ready
    to fire) when its owner can pay that cost now: ``counters_against`` would offer it
    against the next card of its kind. All of it is public (graves and resources)."""
    out = []
    res = s.res[seat]
    for iid in s.grave[seat]:
        c = CARDS[s.cdef[iid]] if s.cdef[iid] >= 0 else None
        e = None if c is None else next((e for e in c.fx if e.on == "counter"), None)
        if c is not None and e is not None:
            cost = counter_cost(s, seat, iid)
            out.append((iid, e.what, cost, res[c.res] >= cost))
    return out


def _next_answer(s: MabinogiState, ev: list) -> None:
    top = s.chain[-1]
    answer = 1 - top[0]
    if counters_against(s, answer, top):
        s.phase = COUNTER
        s.to_move = answer
        return
    resolve(s, ev)


def counter(s: MabinogiState, p: int, iid: int, ev: list) -> None:
    """``p`` activates grave counterspell ``iid`` against the top of the chain."""
    top = s.chain[-1]
    d = s.cdef[iid]
    c = CARDS[d]
    cost = counter_cost(s, p, iid)
    s.res[p][c.res] -= cost
    if cost:
        value(ev, p, _res_name(c.res), -cost, s.res[p][c.res], "cost")
    s.grave[p].remove(iid)
    ev.append({"type": "CounterUsed", "player": p, "card": d, "iid": iid,
               "against": s.cdef[top[1]], "against_iid": top[1], "cost": cost})
    to_hand(s, p, iid, "grave", ev)
    s.chain.append([p, iid, "counter", s.level[p], top[0], len(s.chain) - 1, 0])
    _next_answer(s, ev)


def resolve(s: MabinogiState, ev: list) -> None:
    """The chain, top down; then the card used from the hand, and the turn goes on."""
    chain = s.chain
    ev.append({"type": "ChainResolving", "size": len(chain)})
    for i in range(len(chain) - 1, 0, -1):
        e = chain[i]
        if not e[6]:
            below = chain[i - 1]
            below[6] = 1
            ev.append({"type": "Countered", "player": below[0], "card": s.cdef[below[1]],
                       "iid": below[1], "by": s.cdef[e[1]], "by_iid": e[1]})
    base = chain[0]
    s.chain = []
    s.phase = ACTION
    s.to_move = s.current
    p, iid, how, lvl = base[0], base[1], base[2], base[3]
    d = s.cdef[iid]
    if base[6]:
        to_grave(s, p, iid, "chain", ev)
    elif how == "summon" or CARDS[d].kind == SUMMON:
        lane = base[5]
        place(s, p, lane, d, iid, lvl, ev)
        fire_all(s, p, lane, "start", ev)
    else:
        chosen = None if base[5] == NO_TARGET else (base[4], base[5])
        run_card(s, p, d, "cast", lvl, ev, chosen=chosen)
        to_grave(s, p, iid, "chain", ev)
    after_action(s, ev)


__all__ = ["use_card", "counter", "resolve", "counters_against", "armed_counters",
           "NO_TARGET", "HERO"]
