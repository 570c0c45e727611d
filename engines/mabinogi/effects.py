"""Attacks, damage, deaths and card effects: everything a card's text or the battle phase
makes happen on the battlefield (rules sections 5, 7 and 8.1-8.2).

Events (besides the common ones, engines.core.events):

* ``Attacked`` {player, source, target, card, damage, melee} - an attack is made
  (``target`` is [seat, lane], lane -1 for a hero; ``card`` the target's card, -1 for a
  hero); ``DiceRolled`` (die "d<n>", why "defence", target) follows for each defence
  roll, then ``Hit`` {source, target, card, damage, hp_loss, def_loss, hp, def}.
* ``CardMoved`` (common) {card, iid, player, src, dst, upkeep}: src/dst among "hand",
  "board", "grave", "chain".
* ``CreatureDied`` {player (the side), lane, card, iid, owner}; ``CreatureSummoned``
  {player, lane, card, iid, level, atk, def, hp, token}; ``Controlled`` {player, card,
  src [seat, lane], dst [seat, lane]}; ``Returned`` (a controlled creature goes home);
  ``Bounced`` {player, lane, card, iid, owner}.
* ``UnitChanged`` {player, lane, card, what ("hp", "max_hp", "atk", "def", "para"),
  delta, value, why}; ``ValueChanged`` {player, what ("hp", "max_hp", "def", "xp",
  "level", "actions" or a resource name), delta, value, why} for heroes and players.
  Both carry ``source`` (as below) when a card's effect made the change, so the log can
  name its cause; ``delta`` is what really changed (a debuff of a 0 defence says
  nothing: no event).
* ``EffectFired`` {player, card, on, source} - a card's effect begins (tables flash it).

``source`` of an attack or effect: ["cell", seat, lane, card] for a creature,
["card", seat, card] for a spell or a grave card, ["revive", seat].
"""
from __future__ import annotations

from engines.core import events as E
from engines.mabinogi.content import CARDS, RESOURCES
from engines.mabinogi.state import (HERO, LANES, OVER, XP_ALLY_DIED, XP_HERO_HIT, XP_KILL,
                                    MabinogiState, Unit)


class GameEnded(Exception):
    """Raised when a hero falls, to unwind whatever was resolving; the state is already
    over (``winners`` set). ``rules.apply`` catches it."""


class Ctx:
    """Where an effect comes from: ``side`` (the seat it works for), ``lane`` and
    ``unit`` (its creature, or -1 / None), ``lvl`` (the level of its numbers),
    ``chosen`` (a spell's target), ``other`` (the attacker, or the cell of a creature
    that died), ``dead_card`` (that creature came from a card), ``src`` (for events)."""

    __slots__ = ("side", "lane", "unit", "lvl", "chosen", "other", "dead_card", "src")

    def __init__(self, side, lane, unit, lvl, src, chosen=None, other=None, dead_card=False):
        self.side, self.lane, self.unit, self.lvl, self.src = side, lane, unit, lvl, src
        self.chosen, self.other, self.dead_card = chosen, other, dead_card


def game_over(s: MabinogiState, winners, reason: str, ev: list) -> None:
    s.winners = list(winners)
    s.end_reason = reason
    s.to_move = None
    s.phase = OVER
    s.chain = []
    ev.append(E.game_over(s.winners, reason))
    raise GameEnded


def value(ev: list, p: int, what: str, delta: int, val: int, why: str,
          source: list | None = None) -> None:
    e = {"type": E.VALUE_CHANGED, "player": p, "what": what, "delta": delta, "value": val,
         "why": why}
    if source is not None:
        e["source"] = source
    ev.append(e)


def gain_xp(s: MabinogiState, p: int, n: int, why: str, ev: list,
            source: list | None = None) -> None:
    if n <= 0 or s.level[p] >= 3:
        return
    s.xp[p] += n
    value(ev, p, "xp", n, s.xp[p], why, source)


def gain_res(s: MabinogiState, p: int, r: int, n: int, why: str, ev: list,
             source: list | None = None) -> None:
    if n:
        s.res[p][r] += n
        value(ev, p, RESOURCES[r], n, s.res[p][r], why, source)


def _unit_changed(ev, seat, lane, u: Unit, what: str, delta: int, val: int, why: str,
                  source: list | None = None):
    e = {"type": "UnitChanged", "player": seat, "lane": lane, "card": u.d, "what": what,
         "delta": delta, "value": val, "why": why}
    if source is not None:
        e["source"] = source
    ev.append(e)


# ---------------------------------------------------------------------------------------
# Attacks (rule 5.7)

def _defend(s: MabinogiState, dmg: int, df: int, target: list, ev: list):
    """(hp_loss, new defence): the reference's defence rule, with its rolls."""
    if df >= dmg:
        r = s.rng.randint(1, dmg)
        ev.append(E.dice_rolled(None, f"d{dmg}", [r], "defence", target=target))
        return 0, df - r
    loss = dmg - df
    if df > 0:
        r = s.rng.randint(1, df)
        ev.append(E.dice_rolled(None, f"d{df}", [r], "defence", target=target))
        df -= r
    return loss, df


def attack(s: MabinogiState, side: int, src: list, tseat: int, tlane: int, dmg: int,
           melee: bool, ev: list, from_lane: int = -1) -> None:
    """One attack of ``dmg`` by ``side`` on a creature or (tlane HERO) a hero: defence,
    HP, death, then the target's on-attacked skills. ``from_lane``: the attacking
    creature's lane on ``side`` (-1 for spells), for skills that strike back."""
    if dmg <= 0:
        return
    target = [tseat, tlane]
    u = None if tlane == HERO else s.board[tseat][tlane]
    if tlane != HERO and u is None:
        return
    tcard = -1 if u is None else u.d
    ev.append({"type": "Attacked", "player": side, "source": src, "target": target,
               "card": tcard, "damage": dmg, "melee": melee})
    if tlane == HERO:
        loss, df = _defend(s, dmg, s.hdef[tseat], target, ev)
        dloss = s.hdef[tseat] - df
        s.hdef[tseat] = df
        s.hp[tseat] -= loss
        if s.hp[tseat] < 0:
            s.hp[tseat] = 0
        ev.append({"type": "Hit", "source": src, "target": target, "card": -1,
                   "damage": dmg, "hp_loss": loss, "def_loss": dloss, "hp": s.hp[tseat],
                   "def": df})
        if side != tseat:
            gain_xp(s, side, XP_HERO_HIT, "hit", ev)
        if s.hp[tseat] <= 0:
            game_over(s, [1 - tseat], "hero_fell", ev)
        hero_attacked(s, tseat, ev)
        return
    assert u is not None                # a creature's lane (an empty one returned above)
    loss, df = _defend(s, dmg, u.df, target, ev)
    dloss = u.df - df
    u.df = df
    u.hp -= loss
    ev.append({"type": "Hit", "source": src, "target": target, "card": u.d, "damage": dmg,
               "hp_loss": loss, "def_loss": dloss, "hp": max(0, u.hp), "def": df})
    if u.hp <= 0:
        die(s, tseat, tlane, side, ev)
        return
    for e in CARDS[u.d].fx:
        if e.on == "attacked" and (melee or not e.melee) and s.board[tseat][tlane] is u:
            other = (side, from_lane) if from_lane >= 0 else None
            _fire(s, e, Ctx(tseat, tlane, u, u.lvl, ["cell", tseat, tlane, u.d], other=other),
                  ev)


def hero_attacked(s: MabinogiState, seat: int, ev: list) -> None:
    """The on-attacked skills of ``seat``'s side for its hero, left to right."""
    for lane in range(LANES):
        u = s.board[seat][lane]
        if u is not None:
            for e in CARDS[u.d].fx:
                if e.on == "hero_attacked" and s.board[seat][lane] is u:
                    _fire(s, e, Ctx(seat, lane, u, u.lvl, ["cell", seat, lane, u.d]), ev)


def die(s: MabinogiState, seat: int, lane: int, killer, ev: list) -> None:
    """The creature at (seat, lane) dies: its card (not a token) goes to its owner's
    grave; XP; its death effects, then its side's ally-dies effects (creatures left to
    right, then grave cards)."""
    u = s.board[seat][lane]
    assert u is not None                # the lane holds the creature that dies
    s.board[seat][lane] = None
    ev.append({"type": "CreatureDied", "player": seat, "lane": lane, "card": u.d,
               "iid": u.iid, "owner": u.owner})
    if u.iid >= 0:
        to_grave(s, u.owner, u.iid, "board", ev)
    gain_xp(s, seat, XP_ALLY_DIED, "ally_died", ev)
    if killer is not None and killer != seat:
        gain_xp(s, killer, XP_KILL, "kill", ev)
    for e in CARDS[u.d].fx:
        if e.on == "death":
            _fire(s, e, Ctx(seat, lane, None, u.lvl, ["cell", seat, lane, u.d],
                            other=(seat, lane)), ev)
    dead_card = u.iid >= 0
    for ln in range(LANES):
        a = s.board[seat][ln]
        if a is not None:
            for e in CARDS[a.d].fx:
                if e.on == "ally_dies" and s.board[seat][ln] is a:
                    _fire(s, e, Ctx(seat, ln, a, a.lvl, ["cell", seat, ln, a.d],
                                    other=(seat, lane), dead_card=dead_card), ev)
    for iid in list(s.grave[seat]):
        d = s.cdef[iid]
        for e in CARDS[d].fx:
            if e.on == "grave_ally_dies" and iid in s.grave[seat]:
                _fire(s, e, Ctx(seat, -1, None, s.level[seat], ["card", seat, d],
                                other=(seat, lane), dead_card=dead_card), ev)


# ---------------------------------------------------------------------------------------
# Zones

def to_grave(s: MabinogiState, p: int, iid: int, src: str, ev: list) -> None:
    s.grave[p].append(iid)
    s.known[iid] = 1
    ev.append(E.event(E.CARD_MOVED, card=s.cdef[iid], iid=iid, player=p, src=src,
                      dst="grave", upkeep=len(s.grave[p])))


def to_hand(s: MabinogiState, p: int, iid: int, src: str, ev: list) -> None:
    s.hand[p].append(iid)
    s.known[iid] = 1
    ev.append(E.event(E.CARD_MOVED, card=s.cdef[iid], iid=iid, player=p, src=src,
                      dst="hand", upkeep=len(s.grave[p])))


def place(s: MabinogiState, p: int, lane: int, d: int, iid: int, lvl: int, ev: list) -> Unit:
    """A new creature (summoning sickness 1) on ``p``'s cell ``lane``."""
    u = Unit(d, iid, p, lvl)
    s.board[p][lane] = u
    ev.append({"type": "CreatureSummoned", "player": p, "lane": lane, "card": d, "iid": iid,
               "level": lvl, "atk": u.atk, "def": u.df, "hp": u.hp, "token": iid < 0})
    return u


# ---------------------------------------------------------------------------------------
# Effects

def fire_all(s: MabinogiState, seat: int, lane: int, on: str, ev: list) -> None:
    """Every ``on`` effect of the creature at (seat, lane), while it stays there."""
    u = s.board[seat][lane]
    if u is None:
        return
    for e in CARDS[u.d].fx:
        if e.on == on and s.board[seat][lane] is u:
            _fire(s, e, Ctx(seat, lane, u, u.lvl, ["cell", seat, lane, u.d]), ev)


def run_card(s: MabinogiState, p: int, d: int, on: str, lvl: int, ev: list,
             chosen=None) -> None:
    """Every ``on`` effect of card ``d`` working for ``p`` (a spell, a grave card)."""
    src = ["card", p, d]
    for e in CARDS[d].fx:
        if e.on == on:
            _fire(s, e, Ctx(p, -1, None, lvl, src, chosen=chosen), ev)


def _cond_ok(s: MabinogiState, e, ctx: Ctx) -> bool:
    c = e.cond
    if c is None:
        return True
    if c[0] == "team_res":
        n = sum(1 for u in s.board[ctx.side] if u is not None and CARDS[u.d].res == c[1])
        return n >= c[2]
    return ctx.dead_card


def _fire(s: MabinogiState, e, ctx: Ctx, ev: list) -> None:
    if not _cond_ok(s, e, ctx):
        return
    d = ctx.src[3] if ctx.src[0] == "cell" else ctx.src[2]
    ev.append({"type": "EffectFired", "player": ctx.side, "card": d, "on": e.on,
               "source": ctx.src})
    _DO[e.do](s, e, ctx, targets(s, e.to, ctx), ev)


def targets(s: MabinogiState, to, ctx: Ctx) -> list:
    """(seat, lane, unit) per target, lane HERO (unit None) for a hero."""
    p = ctx.side
    q = 1 - p
    b = s.board
    if to == "self":
        u = ctx.unit
        return [(p, ctx.lane, u)] if u is not None and b[p][ctx.lane] is u else []
    if to == "chosen":
        if ctx.chosen is None:
            return []
        seat, lane = ctx.chosen
        if lane == HERO:
            return [(seat, HERO, None)]
        u = b[seat][lane]
        return [(seat, lane, u)] if u is not None else []
    if to == "attacker":
        if ctx.other is None:
            return []
        seat, lane = ctx.other
        u = b[seat][lane]
        return [(seat, lane, u)] if u is not None else []
    if to in ("front", "front_or_hero"):
        u = b[q][ctx.lane] if ctx.lane >= 0 else None
        if u is not None:
            return [(q, ctx.lane, u)]
        return [(q, HERO, None)] if to == "front_or_hero" else []
    if to == "enemy_hero":
        return [(q, HERO, None)]
    if to == "own_hero":
        return [(p, HERO, None)]
    if to == "enemies":
        return [(q, i, u) for i, u in enumerate(b[q]) if u is not None]
    if to == "team":
        return [(p, i, u) for i, u in enumerate(b[p]) if u is not None]
    if to == "others":
        out = [(p, i, u) for i, u in enumerate(b[p]) if u is not None and u is not ctx.unit]
        return out + [(q, i, u) for i, u in enumerate(b[q]) if u is not None]
    if to == "adjacent":
        return [(p, i, b[p][i]) for i in (ctx.lane - 1, ctx.lane + 1)
                if 0 <= i < LANES and b[p][i] is not None]
    if to == "random_enemy":
        foes = [(q, i, u) for i, u in enumerate(b[q]) if u is not None]
        if not foes:
            return [(q, HERO, None)]
        return [foes[s.rng.randrange(len(foes))]]
    if to == "weakest_enemy_or_hero":
        foes = [(q, i, u) for i, u in enumerate(b[q]) if u is not None]
        if not foes:
            return [(q, HERO, None)]
        return [min(foes, key=lambda t: (t[2].hp, t[1]))]
    if to == "front_three_or_hero":
        out = [(q, i, b[q][i]) for i in (ctx.lane - 1, ctx.lane, ctx.lane + 1)
               if 0 <= i < LANES and b[q][i] is not None]
        return out or [(q, HERO, None)]
    return []                       # here / dead_cell / empty: the token effect's cells


def _live(s, seat, lane, u) -> bool:
    return lane == HERO or s.board[seat][lane] is u


def _damage(s, e, ctx, targets, ev):
    n = e.n[ctx.lvl - 1]
    for seat, lane, u in targets:
        if _live(s, seat, lane, u):
            attack(s, ctx.side, ctx.src, seat, lane, n, False, ev, from_lane=ctx.lane)


def _heal(s, e, ctx, targets, ev):
    n = e.n[ctx.lvl - 1]
    for seat, lane, u in targets:
        if lane == HERO:
            gain = min(n, s.mhp[seat] - s.hp[seat])
            if gain > 0:
                s.hp[seat] += gain
                value(ev, seat, "hp", gain, s.hp[seat], "restore", ctx.src)
        elif _live(s, seat, lane, u):
            gain = min(n, u.mhp - u.hp)
            if gain > 0:
                u.hp += gain
                _unit_changed(ev, seat, lane, u, "hp", gain, u.hp, "restore", ctx.src)


def _lose_hp(s, e, ctx, targets, ev):
    n = e.n[ctx.lvl - 1]
    for seat, lane, u in targets:
        if lane == HERO:
            loss = min(n, s.hp[seat] - 1)
            if loss > 0:
                s.hp[seat] -= loss
                value(ev, seat, "hp", -loss, s.hp[seat], "debuff", ctx.src)
        elif _live(s, seat, lane, u):
            loss = min(n, u.hp - 1)
            if loss > 0:
                u.hp -= loss
                _unit_changed(ev, seat, lane, u, "hp", -loss, u.hp, "debuff", ctx.src)


def _buff(s, e, ctx, targets, ev):
    n = e.n[ctx.lvl - 1]
    if e.do == "debuff":
        n = -n
    why = e.do
    src = ctx.src
    for seat, lane, u in targets:
        if lane == HERO:
            if e.stat == "def":
                old = s.hdef[seat]
                s.hdef[seat] = max(0, old + n)
                if s.hdef[seat] != old:
                    value(ev, seat, "def", s.hdef[seat] - old, s.hdef[seat], why, src)
            elif e.stat == "max_hp":
                _max_hp_hero(s, seat, n, why, ev, src)
        elif _live(s, seat, lane, u):
            if e.stat == "atk":
                old = u.attack
                if e.turn:
                    u.tatk += n
                else:
                    u.atk = max(0, u.atk + n)
                if u.attack != old:
                    _unit_changed(ev, seat, lane, u, "atk", u.attack - old, u.attack, why,
                                  src)
            elif e.stat == "def":
                old = u.df
                u.df = max(0, old + n)
                if u.df != old:
                    _unit_changed(ev, seat, lane, u, "def", u.df - old, u.df, why, src)
            else:
                _max_hp_unit(s, seat, lane, u, n, why, ev, src)


def _max_hp_unit(s, seat, lane, u, n, why, ev, src=None):
    """Rule 7.5-7.6: a higher max HP raises HP with it; a lower max HP never lowers HP
    and stops at the current HP."""
    old = u.mhp
    if n > 0:
        u.mhp += n
        u.hp += n
        _unit_changed(ev, seat, lane, u, "hp", n, u.hp, why, src)
    else:
        u.mhp = max(u.mhp + n, u.hp, 1)
    if u.mhp != old:
        _unit_changed(ev, seat, lane, u, "max_hp", u.mhp - old, u.mhp, why, src)


def _max_hp_hero(s, seat, n, why, ev, src=None):
    old = s.mhp[seat]
    if n > 0:
        s.mhp[seat] += n
        s.hp[seat] += n
        value(ev, seat, "hp", n, s.hp[seat], why, src)
    else:
        s.mhp[seat] = max(s.mhp[seat] + n, s.hp[seat], 1)
    if s.mhp[seat] != old:
        value(ev, seat, "max_hp", s.mhp[seat] - old, s.mhp[seat], why, src)


def _paralyse(s, e, ctx, targets, ev):
    n = e.n[ctx.lvl - 1]
    for seat, lane, u in targets:
        if lane != HERO and _live(s, seat, lane, u) and n > u.para:
            delta = n - u.para
            u.para = n
            _unit_changed(ev, seat, lane, u, "para", delta, n, "paralyse", ctx.src)


def _control(s, e, ctx, targets, ev):
    p = ctx.side
    for seat, lane, u in targets:
        if lane == HERO or not _live(s, seat, lane, u) or seat == p:
            continue
        dst = lane if s.board[p][lane] is None else \
            next((i for i in range(LANES) if s.board[p][i] is None), -1)
        if dst < 0:
            continue
        s.board[seat][lane] = None
        s.board[p][dst] = u
        u.home = -1 if u.owner == p else (u.home if u.home >= 0 else lane)
        u.sick = 0
        ev.append({"type": "Controlled", "player": p, "card": u.d, "src": [seat, lane],
                   "dst": [p, dst]})


def _bounce(s, e, ctx, targets, ev):
    for seat, lane, u in targets:
        if lane == HERO or not _live(s, seat, lane, u):
            continue
        s.board[seat][lane] = None
        ev.append({"type": "Bounced", "player": seat, "lane": lane, "card": u.d,
                   "iid": u.iid, "owner": u.owner})
        if u.iid >= 0:
            to_hand(s, u.owner, u.iid, "board", ev)


def _gain(s, e, ctx, targets, ev):
    gain_res(s, ctx.side, e.res, e.n[ctx.lvl - 1], "effect", ev, ctx.src)


def _xp(s, e, ctx, targets, ev):
    gain_xp(s, ctx.side, e.n[ctx.lvl - 1], "effect", ev, ctx.src)


def _token(s, e, ctx, targets, ev):
    p = ctx.side
    n = e.n[ctx.lvl - 1]
    if e.to == "here":
        cells = [ctx.lane] if ctx.lane >= 0 else []
    elif e.to == "dead_cell":
        cells = [ctx.other[1]] if ctx.other is not None else []
    else:
        cells = [i for i in range(LANES) if s.board[p][i] is None]
    for lane in cells[:n]:
        if s.board[p][lane] is None:
            place(s, p, lane, e.token, -1, ctx.lvl, ev)


def _discard_random(s, e, ctx, targets, ev):
    p = ctx.side
    for _ in range(e.n[ctx.lvl - 1]):
        hand = s.hand[p]
        if not hand:
            return
        iid = hand.pop(s.rng.randrange(len(hand)))
        to_grave(s, p, iid, "hand", ev)


def _reclaim(s, e, ctx, targets, ev):
    p = ctx.side
    for _ in range(e.n[ctx.lvl - 1]):
        if not s.grave[p]:
            return
        to_hand(s, p, s.grave[p].pop(), "grave", ev)


_DO = {"damage": _damage, "heal": _heal, "lose_hp": _lose_hp, "buff": _buff,
       "debuff": _buff, "paralyse": _paralyse, "control": _control, "bounce": _bounce,
       "gain": _gain, "xp": _xp, "token": _token, "discard_random": _discard_random,
       "reclaim": _reclaim}
