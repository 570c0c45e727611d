"""The main steps: playing cards from the hand, using powers, and what the player to move
may do in steps 2-5 (``main_actions``), with the reasons a play or power is refused."""
from __future__ import annotations

from engines.magination import card_code
from engines.magination.cards import CARDS, CREATURE, MAGI, RELIC, SPELL
from engines.magination.combat import attack_targets, can_attack, forced_attacker
from engines.magination.costs import (creature_payers, pay_for_creature, pay_magi, payer_of,
                                      power_cost, spell_cost)
from engines.magination.state import (Ctx, cdef, discard_from_play, has_mark, new_ctx,
                                      own_effects, penalty, sweep)
from engines.magination.targets import candidates, first_choice, has_target
from engines.magination.triggers import run_effect

END = ("end_step",)


def power_problem(s, p, src, k) -> str | None:
    c = cdef(s, src)
    if k >= len(c.powers):
        return f"{c.name} has no such power."
    pw = c.powers[k]
    if pw.steps is None:
        return f"{c.name}'s power {pw.name} is not available in this app yet."
    if src * 4 + k in s.used:
        return f"{c.name} has already used {pw.name} this turn."
    if s.step not in (2, 5):
        return "Powers are used in the Powers, Relics and Spells steps."
    if pw.condition == "before_attack" and s.step != 2:
        return f"{pw.name} can only be used before your Attack step."
    payer = payer_of(s, p, src)
    if payer < 0:
        return "You have no Magi in play."
    if payer == src and s.magi[p] >= 0 and has_mark(s, "no_creature_powers", s.magi[p]):
        return "Your creatures may not use powers this turn."
    cond = pw.condition or ""
    if cond.startswith("hand:") and len(s.hand[p]) < int(cond[5:]):
        return f"{pw.name} needs {cond[5:]} cards in your hand."
    if cond.startswith("code:"):
        why = getattr(card_code, cond[5:])(s, p, src)
        if why:
            return why
    cost = power_cost(s, p, src, pw)
    if not pw.x_cost and s.energy[payer] < cost:
        who = "it" if payer == src else cdef(s, payer).name
        return (f"Not enough energy: {pw.name} costs {cost} and {who} has "
                f"{s.energy[payer]}.")
    if not has_target(s, p, src, pw.steps, _gone(s, p, src, pw)):
        return f"{pw.name} has nothing to choose."
    return None


def _gone(s, p, src, pw) -> tuple:
    """The card a power takes out of play by being used (discarded as its cost, or a
    creature paying its last energy): it cannot be its own target."""
    payer = payer_of(s, p, src)
    cost = power_cost(s, p, src, pw)
    if pw.self_discard or (payer == src and not pw.x_cost and s.energy[src] <= cost):
        return (src,)
    return ()


# how an ability's steps use a chosen card: for it (it gains) or against it (it loses)
HELPS = {"add": ("to",), "restore": ("target",), "move": ("to",)}
HURTS = {"discard_energy": ("from",), "discard_from_play": ("target",), "move": ("from",)}


def target_use(steps, var, start: int = 0) -> str | None:
    """"helps" or "hurts": what the first step after ``start`` that uses the chosen card
    ``var`` does to it (None: neither, or not used)."""
    for st in steps[start:]:
        for key in ("to", "target", "from"):
            if st.get(key) == var:
                if key in HELPS.get(st["op"], ()):
                    return "helps"
                if key in HURTS.get(st["op"], ()):
                    return "hurts"
                return None
    return None


def lone_harmful_target(s, p, action) -> tuple | None:
    """(card, "helps"/"hurts") when the power or Spell ``action`` of player ``p`` may
    choose a card on any side, could choose one card only, and that choice works against
    ``p`` (it helps another player's card, or hurts one of ``p``'s own): the player must
    see it before it is made. None otherwise."""
    kind = action[0]
    if kind == "power":
        src, k = action[1], action[2]
        pw = cdef(s, src).powers[k]
        steps, ck, gone = pw.steps or [], "power", _gone(s, p, src, pw)
    elif kind == "play" and cdef(s, action[1]).type == SPELL:
        src = action[1]
        steps, ck, gone = cdef(s, src).steps or [], "spell", ()
    else:
        return None
    st = first_choice(steps)
    if st is None or st["op"] != "choose" or st.get("what", "creature").startswith(
            ("own_", "opp_")):
        return None                     # a choice on one side only works as its text says
    ctx = Ctx.__new__(Ctx)
    ctx.player, ctx.source, ctx.vars, ctx.x = p, src, {}, 0
    ctx.kind, ctx.steps, ctx.card, ctx.spell = ck, steps, s.defs[src], None
    found = [c for c in candidates(s, ctx, st) if c not in gone]
    if len(found) != 1:
        return None
    t = found[0]
    use = target_use(steps, st["var"], steps.index(st) + 1)
    mine = s.owner[t] == p
    if (use == "helps" and not mine) or (use == "hurts" and mine):
        return (t, use)
    return None


def play_problem(s, p, iid) -> str | None:
    c = cdef(s, iid)
    mc = s.magi_card(p)
    if mc is None:
        return "You have no Magi in play."
    if c.type == MAGI:
        return "Magi are not played from the hand."
    pen = penalty(mc, c)
    if pen is None:
        return (f"{mc.name} cannot play {c.name}: a {mc.regions[0]} Magi may not play "
                f"{'/'.join(c.regions)} {c.type.lower()}s.")
    if c.type == CREATURE:
        if s.step != 4:
            return "Creatures are played in the Play Creatures step."
    elif s.step not in (2, 5):
        return f"{c.type}s are played in the Powers, Relics and Spells steps."
    if c.type == RELIC:
        why = card_code.karak_ban(s, p, c) if s.marks else None
        if why:
            return why
        for r in s.relics[p]:
            if cdef(s, r).identity == c.identity:
                return f"{mc.name} already has a {c.identity} in play."
        pen = 0
    if c.type == SPELL and c.steps is None or (c.type == RELIC and not c.implemented):
        return f"{c.name} is not available in this app yet."
    if c.type == SPELL and has_mark(s, "no_spells", s.magi[p]):
        return f"{mc.name} cannot play spells this turn."
    cost = c.base_cost + pen if c.type != SPELL else spell_cost(s, p, c)
    have = s.energy[s.magi[p]]
    if cost > have and not (c.type == CREATURE and creature_payers(s, p, cost)):
        extra = " with the regional penalty" if pen else ""
        return f"Not enough energy: {c.name} costs {cost}{extra}, {mc.name} has {have}."
    if c.type == SPELL and not has_target(s, p, iid, c.steps, kind="spell"):
        return f"{c.name} has nothing to choose."
    return None


def power_ok(s, p, src, k) -> bool:
    """``power_problem(s, p, src, k) is None``, decided without wording a refusal (move
    generation asks this for every power of every card, many times per turn)."""
    pw = cdef(s, src).powers[k]
    if pw.steps is None or src * 4 + k in s.used or s.step not in (2, 5):
        return False
    if pw.condition == "before_attack" and s.step != 2:
        return False
    payer = payer_of(s, p, src)
    if payer < 0:
        return False
    if payer == src and s.magi[p] >= 0 and has_mark(s, "no_creature_powers", s.magi[p]):
        return False
    cond = pw.condition
    if cond:
        if cond.startswith("hand:") and len(s.hand[p]) < int(cond[5:]):
            return False
        if cond.startswith("code:") and getattr(card_code, cond[5:])(s, p, src):
            return False
    cost = power_cost(s, p, src, pw)
    if not pw.x_cost and s.energy[payer] < cost:
        return False
    return has_target(s, p, src, pw.steps, _gone(s, p, src, pw))


def play_ok(s, p, iid) -> bool:
    """``play_problem(s, p, iid) is None``, decided without wording a refusal."""
    c = cdef(s, iid)
    mc = s.magi_card(p)
    if mc is None or c.type == MAGI:
        return False
    pen = penalty(mc, c)
    if pen is None:
        return False
    if c.type == CREATURE:
        if s.step != 4:
            return False
    elif s.step not in (2, 5):
        return False
    if c.type == RELIC:
        if s.marks and card_code.karak_ban(s, p, c):
            return False
        for r in s.relics[p]:
            if cdef(s, r).identity == c.identity:
                return False
        pen = 0
        if not c.implemented:
            return False
    elif c.type == SPELL:
        if c.steps is None or has_mark(s, "no_spells", s.magi[p]):
            return False
    cost = c.base_cost + pen if c.type != SPELL else spell_cost(s, p, c)
    if cost > s.energy[s.magi[p]] and not (c.type == CREATURE
                                           and creature_payers(s, p, cost)):
        return False
    return c.type != SPELL or has_target(s, p, iid, c.steps, kind="spell")


def main_actions(s, stop_at_one=False) -> list:
    p = s.current
    out: list[tuple] = []
    step = s.step
    if step in (2, 5):
        srcs = ([s.magi[p]] if s.magi[p] >= 0 else []) + s.creatures[p] + s.relics[p]
        for src in srcs:
            for k in range(len(cdef(s, src).powers)):
                if power_ok(s, p, src, k):
                    out.append(("power", src, k))
                    if stop_at_one:
                        return out
        for iid in s.hand[p]:
            if CARDS[s.defs[iid]].type in (SPELL, RELIC) and play_ok(s, p, iid):
                out.append(("play", iid))
                if stop_at_one:
                    return out
    elif step == 3:
        for a in s.creatures[p]:
            if can_attack(s, a):
                targets = attack_targets(s, p, a)
                for d in targets:
                    out.append(("attack", a, d))
                if targets and stop_at_one:
                    return out
    elif step == 4:
        for iid in s.hand[p]:
            if CARDS[s.defs[iid]].type == CREATURE and play_ok(s, p, iid):
                out.append(("play", iid))
                if stop_at_one:
                    return out
    if out and not stop_at_one and step == 3 and forced_attacker(s, p):
        return out
    if out:
        out.append(END)
    return out


def play_card(s, p, iid, ev):
    c = cdef(s, iid)
    mc = s.magi_card(p)
    s.hand[p].remove(iid)
    s.known.discard(iid)
    if c.type == CREATURE:
        total = c.cost + penalty(mc, c)
        payers = creature_payers(s, p, total)
        if len(payers) > 1:             # Orathan Flyer - Summoning: who pays?
            s.limbo.append(iid)
            s.pending = ("target", p, "summoning", tuple(("target", x) for x in payers),
                         iid)
        else:
            pay_for_creature(s, p, iid, payers[0], ev)
    elif c.type == RELIC:
        pay_magi(s, p, c.base_cost, ev, f"plays {c.name}")
        s.relics[p].append(iid)
        ev.append({"type": "RelicPlayed", "card": iid, "player": p})
        for src, k in own_effects(s, p, "own_relic_played"):
            if src != iid:
                run_effect(s, p, src, k, ev, {"played": iid})
    else:
        s.limbo.append(iid)
        ev.append({"type": "SpellCast", "card": iid, "player": p, "name": c.name})
        ctx = new_ctx(p, iid, c.id, "spell", None, c.steps)
        ctx.spell = iid
        s.ctx = ctx
        for src, k in own_effects(s, p, "own_spell_played"):
            reg = cdef(s, src).effects[k].cond.get("played_region")
            if not reg or reg in c.regions:
                run_effect(s, p, src, k, ev, {"played": iid})
        if c.x_cost:
            hi = 0
            while spell_cost(s, p, c, hi + 1) <= s.magi_energy(p) and (
                    c.x_max is None or hi + 1 <= c.x_max):
                hi += 1
            s.pending = ("number", p, "x", tuple(("number", n) for n in range(hi + 1)), None)
        else:
            pay_magi(s, p, spell_cost(s, p, c), ev, f"casts {c.name}")
            s.tasks.append(("ability",))


def use_power(s, p, src, k, ev):
    c = cdef(s, src)
    pw = c.powers[k]
    s.used.add(src * 4 + k)
    ev.append({"type": "PowerUsed", "player": p, "card": src, "power": pw.name})
    s.ctx = new_ctx(p, src, c.id, "power", k, pw.steps)
    if pw.x_cost:
        payer = payer_of(s, p, src)
        hi = s.energy[payer]
        s.pending = ("number", p, "x", tuple(("number", n) for n in range(hi + 1)), None)
    else:
        pay_power(s, p, src, pw, power_cost(s, p, src, pw), ev)


def after_x(s, x, ev):
    ctx = s.ctx
    ctx.x = x
    ev.append({"type": "XChosen", "player": ctx.player, "x": x})
    if ctx.kind == "spell":
        c = CARDS[ctx.card]
        pay_magi(s, ctx.player, spell_cost(s, ctx.player, c, x), ev, f"casts {c.name}")
        s.tasks.append(("ability",))
    else:
        pay_power(s, ctx.player, ctx.source, CARDS[ctx.card].powers[ctx.power], x, ev)


def pay_power(s, p, src, pw, cost, ev):
    payer = payer_of(s, p, src)
    if cost > 0:
        s.energy[payer] -= cost
        ev.append({"type": "EnergyChanged", "card": payer, "delta": -cost,
                   "energy": s.energy[payer], "why": pw.name})
    if pw.self_discard:
        discard_from_play(s, src, ev, pw.name)
    sweep(s, ev)                 # a creature that paid its last energy leaves play now
    s.tasks.append(("ability",))
